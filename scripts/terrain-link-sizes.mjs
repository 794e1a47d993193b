// The link sizes for painted terrain (docs/terrain.md): a grid of each size gets seeded brush dabs through the core's
// shapeTerrain edit (in the wasm module, as the page paints), its scenario is encoded by `sidestep link
// encode`, and two other encodings of the heights are measured beside it (integer hundredths, and each row
// as its difference from the row above), deflated as the CLI deflates. The CLI test checks the docs
// against it; after a change that moves a figure, refresh it with
//   npm run build && node scripts/terrain-link-sizes.mjs
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { deflateRawSync } from 'node:zlib';

import { random } from '../bench/scenes.mjs';
import { Sim } from '../web/sim/sim.js';
import { docsTable, writeReadmeTable } from './readme-table.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const TABLE_MARK = '<!-- table of: node scripts/terrain-link-sizes.mjs -->';
/** Grid sizes measured; one dab per 16 cells. */
const SIZES = [
  [32, 16],
  [64, 48],
  [128, 128],
];

/** A w x h scene whose ground was painted with seeded dabs (two raise for each lower), as exported. */
export function paintedScene(module, w, h, seed = 7) {
  const sim = new Sim(module, w, h);
  const rnd = random(seed);
  const dabs = Math.round((w * h) / 16);
  for (let k = 0; k < dabs; k++) {
    const brush = rnd() < 2 / 3 ? 'raise' : 'lower';
    sim.shapeTerrain({ brush, x: rnd() * w, y: rnd() * h, radius: 1.5 + 4.5 * rnd(), strength: 0.1 + 0.5 * rnd() });
  }
  const doc = sim.exportScenario();
  sim.dispose();
  return { doc, dabs };
}

/** Characters of a link payload: base64url, no padding, of the raw-deflated text (zlib level 9, as the CLI). */
function payloadChars(text) {
  const bytes = deflateRawSync(Buffer.from(text), { level: 9, memLevel: 9, windowBits: 15 }).length;
  return Math.ceil((bytes * 4) / 3);
}

/** The same scene with its heights written another way. */
function withHeights(doc, rows) {
  return JSON.stringify({ ...doc, world: { ...doc.world, terrain: { heights: rows } } });
}

/** One row of the table for a w x h grid. */
export function measure(module, w, h) {
  const { doc, dabs } = paintedScene(module, w, h);
  const text = JSON.stringify(doc);
  const r = spawnSync(`${ROOT}build/native/sidestep`, ['link', 'encode', '-'], { input: text, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`sidestep link encode: ${r.stderr}`);
  const link = r.stdout.trim().split('#s=')[1].length;
  const heights = doc.world.terrain.heights;
  const hundredths = heights.map((row) => row.map((v) => Math.round(v * 100)));
  const deltas = hundredths.map((row, y) => (y === 0 ? row : row.map((v, x) => v - hundredths[y - 1][x])));
  const plain = payloadChars(text);
  const saving = (rows) => `${Math.round((100 * (plain - payloadChars(withHeights(doc, rows)))) / plain)} %`;
  return { grid: `${w} × ${h}`, dabs, link, hundredths: saving(hundredths), deltas: saving(deltas) };
}

/** The table as Markdown lines. */
export function linkSizeTable(module) {
  const lines = [
    '| grid (dabs) | link, characters | heights as integer hundredths | rows as differences |',
    '|---|--:|--:|--:|',
  ];
  for (const [w, h] of SIZES) {
    const m = measure(module, w, h);
    lines.push(
      `| ${m.grid} (${m.dabs}) | ${m.link.toLocaleString('en-US')} | ${m.hundredths} shorter | ${m.deltas} shorter |`,
    );
  }
  return lines;
}

/** The table lines that follow the mark, wherever it is in the documentation (null when no file has it). */
export const shownTable = () => docsTable(TABLE_MARK);

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { loadModule } = await import('../tests/wasm/load.mjs');
  const next = linkSizeTable(await loadModule());
  console.log(next.join('\n'));
  console.log(writeReadmeTable(null, TABLE_MARK, next) ? 'the table changed' : 'the table is unchanged');
}
