// The speed table of docs/in-your-game.md: rows of docs/speed.md's bench table (one `npm run bench` run), picked
// by their measure and cut to the columns a game needs, so that no figure there is typed by hand. `node
// scripts/game-speed-rows.mjs` rewrites the guide's table after its mark; tests/packages/guide.test.mjs checks it.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { ROOT } from './doc-files.mjs';
import { writeReadmeTable } from './readme-table.mjs';

export const MARK = "<!-- table of: node scripts/game-speed-rows.mjs (rows of docs/speed.md's table) -->";

/** The rows taken, by the start of their measure in docs/speed.md's table. */
const ROWS = [
  '1,000 whiskers × 200 circles, ms per step',
  '10,000 whiskers × 2,000 circles, ms per step',
  '10,000 context (16 rays) × 2,000 circles, ms per step',
  '1,000 seek + agent avoidance × 200 circles, ms per step',
  '10,000 seek + agent avoidance, ms per step',
  "ORCA, RVO2's Circle scaled to 1,000 agents, ms per step",
  "ORCA, RVO2's Circle scaled to 10,000 agents, ms per step",
  '100,000 whiskers × 20,000 circles, 1024² grid, ms per step',
];
const COLUMNS = 5; // measure, native, wasm, baseline, Yuka

/** The guide's table lines, from docs/speed.md as it is. */
export function gameSpeedRows(speed = readFileSync(`${ROOT}docs/speed.md`, 'utf8')) {
  const lines = speed.split('\n');
  const start = lines.findIndex((l) => l.startsWith('| measure | sidestep native |'));
  if (start < 0) throw new Error("docs/speed.md: no table starting '| measure | sidestep native |'");
  const cells = (line) =>
    line
      .split('|')
      .slice(1, -1)
      .map((c) => c.trim());
  const row = (c) => `| ${c.join(' | ')} |`;
  const out = [row(cells(lines[start]).slice(0, COLUMNS)), `|:--|${'--:|'.repeat(COLUMNS - 1)}`];
  for (const measure of ROWS) {
    const line = lines.slice(start).find((l) => cells(l)[0] === measure);
    if (!line) throw new Error(`docs/speed.md's table has no row "${measure}"`);
    out.push(row(cells(line).slice(0, COLUMNS)).replace(/ {2,}\|/g, '  |'));
  }
  return out;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const changed = writeReadmeTable(null, MARK, gameSpeedRows());
  console.log(changed ? 'docs/in-your-game.md: speed rows rewritten' : 'docs/in-your-game.md: speed rows as they were');
}
