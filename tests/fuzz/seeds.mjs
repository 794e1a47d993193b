// Writes the fuzz targets' seeds that are made rather than found (scripts/fuzz.sh runs it): into DIR/link every
// example's share link, into DIR/edit one edit of every kind and the lessons' edits (one per file, and a few
// sequences, one per line), into DIR/script a few host inputs (bytes from a seeded generator). The other
// targets are seeded with files of the repository (scripts/fuzz.sh).
//   node tests/fuzz/seeds.mjs DIR
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateRawSync } from 'node:zlib';

const ROOT = new URL('../../', import.meta.url).pathname;
const out = process.argv[2];
if (!out) {
  console.error('usage: node tests/fuzz/seeds.mjs DIR');
  process.exit(2);
}
const write = (target, name, text) => {
  mkdirSync(join(out, target), { recursive: true });
  writeFileSync(join(out, target, name), text);
};

// Links: `#s=` and the base64url of the raw-deflated scenario, as the page makes them.
for (const file of readdirSync(join(ROOT, 'examples')).filter((f) => f.endsWith('.json') && f !== 'index.json')) {
  const text = JSON.stringify(JSON.parse(readFileSync(join(ROOT, 'examples', file), 'utf8')));
  write('link', file.replace(/\.json$/, '.txt'), `#s=${deflateRawSync(Buffer.from(text)).toString('base64url')}`);
}

// Edits: one of every kind, as the page sends them.
const agent = { behavior: 'whiskers', start: [2.5, 2.5], goal: [9.5, 6.5], radius: 0.4 };
const edits = [
  { edit: 'setCell', cell: [3, 2], blocked: true },
  { edit: 'resizeGrid', width: 24, height: 12 },
  { edit: 'clearGrid' },
  { edit: 'addCircle', x: 6, y: 4, r: 1.2 },
  { edit: 'moveCircle', circle: 0, x: 5, y: 5 },
  { edit: 'resizeCircle', circle: 0, r: 0.7 },
  { edit: 'removeCircle', circle: 0 },
  {
    edit: 'addPath',
    points: [
      [1, 1],
      [8, 2],
      [6, 6],
    ],
    closed: true,
  },
  {
    edit: 'setPath',
    path: 0,
    points: [
      [2, 2],
      [9, 3],
    ],
    closed: false,
  },
  { edit: 'removePath', path: 0 },
  {
    edit: 'setTargets',
    points: [
      [4, 4],
      [10, 2],
    ],
  },
  { edit: 'setAgentPath', agent: 0, path: 0 },
  { edit: 'addAgent', def: agent },
  { edit: 'removeAgent', agent: 0 },
  { edit: 'setAgentParam', agent: 0, setting: 'rayLength', value: 8 },
  { edit: 'setAvoidAgents', agent: 0, on: true },
  { edit: 'setAvoidanceParam', agent: 0, setting: 'alongObstacles', value: true },
  { edit: 'setAgentStart', agent: 0, at: [3.5, 1.5] },
  { edit: 'setAgentGoal', agent: 0, at: [12.5, 7.5] },
  { edit: 'setSim', dt: 0.05, maxSteps: 500, seed: 7, atGoal: 'leave' },
  { edit: 'setDrive', agent: 0, driven: true, assist: true },
  { edit: 'setDriveInput', agent: 0, input: [1, -0.5] },
  { edit: 'clear' },
  {
    edit: 'setCells',
    cells: [
      [1, 1],
      [2, 1],
      [3, 1],
    ],
    blocked: true,
  },
  { edit: 'drawPattern', pattern: 'rooms', seed: 3 },
  { edit: 'setAgentName', agent: 0, name: 'runner' },
  { edit: 'setAgentBody', agent: 0, field: 'maxSpeed', value: 2 },
  { edit: 'setAgentBehavior', agent: 0, behavior: 'nproxy' },
  { edit: 'shapeTerrain', brush: 'raise', at: [4, 4], radius: 3, strength: 0.5 },
  { edit: 'clearTerrain' },
  { edit: 'setCircleHeight', circle: 0, height: 0.6 },
  { edit: 'setWallHeight', height: 0.8 },
];
edits.forEach((e, k) => write('edit', `${String(k).padStart(2, '0')}-${e.edit}.txt`, JSON.stringify(e)));
// The lessons' edits and task solutions.
let n = 0;
for (const file of readdirSync(join(ROOT, 'examples', 'lessons')).filter((f) => f.endsWith('.json'))) {
  const lesson = JSON.parse(readFileSync(join(ROOT, 'examples', 'lessons', file), 'utf8'));
  for (const cp of lesson.checkpoints ?? []) {
    for (const e of [...(cp.edits ?? []), ...(cp.task?.solution ?? [])])
      write('edit', `lesson-${n++}.txt`, JSON.stringify(e));
  }
}
// Sequences: an agent added then changed, a grid resized then drawn on, a scene cleared then filled.
const lines = (...list) => list.map((e) => JSON.stringify(e)).join('\n');
write('edit', 'seq-agent.txt', lines(edits[12], edits[14], edits[27], edits[26], edits[17], edits[13]));
write('edit', 'seq-grid.txt', lines(edits[1], edits[24], edits[0], edits[23], edits[2], edits[3], edits[30]));
write('edit', 'seq-clear.txt', lines(edits[22], edits[12], edits[28], edits[31], edits[7], edits[11], edits[29]));

// Script hosts: bytes from a seeded generator (the host reads numbers and texts of any bits from them).
let state = 20261201;
const next = () => (state = (Math.imul(state, 1664525) + 1013904223) >>> 0);
for (let k = 0; k < 4; k++) {
  const bytes = Buffer.alloc(256 << k);
  for (let i = 0; i < bytes.length; i++) bytes[i] = next() >>> 24;
  write('script', `random-${k}.bin`, bytes);
}
