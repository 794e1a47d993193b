// Refreshes every README block marked `<!-- output of: sidestep ARGS [(lines A-B)] -->` with what that
// command prints now (the CLI test checks that they match). Run after a change that moves a figure:
//   node scripts/readme-blocks.mjs
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const readme = readFileSync(`${ROOT}README.md`, 'utf8');
const BLOCK = /(<!-- output of: sidestep ([^(\n]*?)(?: \(lines (\d+)-(\d+)\))? -->\n```\n)([\s\S]*?)(```)/g;
let changed = 0;
const out = readme.replace(BLOCK, (whole, head, args, a, b, body, tail) => {
  const r = spawnSync(`${ROOT}build/native/sidestep`, args.trim().split(/\s+/), { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 << 20 });
  if (r.status !== 0) throw new Error(`sidestep ${args}: ${r.stderr}`);
  let lines = r.stdout.split('\n');
  if (lines.at(-1) === '') lines.pop();
  if (a !== undefined) lines = lines.slice(Number(a) - 1, Number(b));
  const next = `${lines.join('\n')}\n`;
  if (next !== body) changed++;
  return head + next + tail;
});
writeFileSync(`${ROOT}README.md`, out);
console.log(`${changed} block(s) changed`);
