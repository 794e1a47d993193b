// Refreshes every block marked `<!-- output of: sidestep ARGS [(lines A-B)] -->` in README.md and the pages
// under docs/ with what that command prints now (the CLI test checks that they match). Run after a change
// that moves a figure:
//   node scripts/readme-blocks.mjs
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { ROOT, docFiles } from './doc-files.mjs';

/** A measured block: the mark's line, the command's arguments, the lines shown, the text, the closing fence. */
export const BLOCK = /(<!-- output of: sidestep ([^(\n]*?)(?: \(lines (\d+)-(\d+)\))? -->\n```\n)([\s\S]*?)(```)/g;

/** What `sidestep ARGS` prints now, cut to lines A-B when given (1-based, both included). */
export function blockOutput(args, from, to) {
  const r = spawnSync(`${ROOT}build/native/sidestep`, args.trim().split(/\s+/), {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 << 20,
  });
  if (r.status !== 0) throw new Error(`sidestep ${args}: ${r.stderr}`);
  let lines = r.stdout.split('\n');
  if (lines.at(-1) === '') lines.pop();
  if (from !== undefined) lines = lines.slice(Number(from) - 1, Number(to));
  return `${lines.join('\n')}\n`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  let changed = 0;
  for (const file of docFiles()) {
    const text = readFileSync(`${ROOT}${file}`, 'utf8');
    const out = text.replace(BLOCK, (whole, head, args, a, b, body, tail) => {
      const next = blockOutput(args, a, b);
      if (next !== body) {
        changed++;
        console.log(`${file}: sidestep ${args}${a ? ` (lines ${a}-${b})` : ''} changed`);
      }
      return head + next + tail;
    });
    if (out !== text) writeFileSync(`${ROOT}${file}`, out);
  }
  console.log(`${changed} block(s) changed`);
}
