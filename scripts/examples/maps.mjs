// Writes the "Game map" examples: one scenario per bundled Moving AI map (examples/map-*.json), each a
// problem row of its scen set up with n-proxy P = 7, named by the map (world.map) so its link is short,
// and adds them to examples/index.json with the scen and row the page lists. Every figure in the texts
// is what `sidestep` prints for that row now.
//   npm run build:native && node scripts/examples/maps.mjs
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CLI = `${ROOT}build/native/sidestep`;
const DATA = `${ROOT}tests/data/movingai/`;
const SOURCE = 'From the Moving AI benchmarks (N. Sturtevant, 2012; HOG2 copy, ODC-By).';

/** The rows chosen: each teaches one thing about a local method on real maps (the sweep over P below backs each claim). */
const MAPS = [
  { map: 'arena', scen: 'arena.map.scen', row: 159, kind: 'a Dragon Age: Origins arena',
    title: 'Game map: a Dragon Age arena, n-proxy walks the optimum',
    teach: 'Open ground and small stands of trees: n-proxy reaches this goal on a shortest 4-connected path with any P, and at P = 7 all 160 problems of the arena are walked at the optimum (Run all shows it).' },
  { map: 'den201d', scen: 'den201d.map.scen', row: 98, kind: 'a Dragon Age: Origins dungeon',
    title: 'Game map: a Dragon Age dungeon, where more look-ahead is not better',
    teach: 'The goal lies in a pocket behind a block of trees that opens to the south. Look-ahead is not monotone here: P = 3 walks the optimum, P = 7 to 32 head for the block and turn back (oscillation), and P = 48 gets there again. Change P above and watch.' },
  { map: 'maze-32-32-2', scen: 'maze-32-32-2-random-1.scen', row: 258, kind: 'a maze with corridors two cells wide',
    title: 'Game map: a maze, where a local method gives up at once',
    teach: 'In a maze the way to the goal leads away from it for long stretches: with every P up to 64 the agent stops after a few steps, and most of this map\'s problems end that way at P = 7 (Run all shows it). A maze needs a planner, not a local method.' },
  { map: 'random-32-32-10', scen: 'random-32-32-10-random-1.scen', row: 219, kind: 'a map of 10 % random blocks',
    title: 'Game map: random blocks, reached with a small detour',
    teach: 'Scattered blocks: P = 3 and P = 7 reach the goal by a way two steps longer than the 4-connected optimum; P = 0 and P = 16 or more walk the optimum.' },
  { map: 'room-32-32-4', scen: 'room-32-32-4-random-1.scen', row: 174, kind: 'rooms joined by doors',
    title: 'Game map: rooms, where P = 7 misses the door',
    teach: 'The way out of the agent\'s room is further round than a small look-ahead sees: it walks toward the goal, meets the wall and turns back (oscillation), until P = 48. About a third of this map\'s problems end so at P = 7 (Run all shows it).' },
];
/** The look-aheads each row is also run with, for the sentence that backs the claim. */
const SWEEP = [0, 3, 7, 16, 32, 48, 64];

function cli(...args) {
  const r = spawnSync(CLI, args, { encoding: 'utf8', maxBuffer: 64 << 20 });
  if (r.status !== 0) throw new Error(`sidestep ${args.join(' ')}: ${r.stderr}`);
  return r.stdout;
}

const tmp = mkdtempSync(join(tmpdir(), 'sidestep-maps-'));
const entries = [];
try {
  for (const m of MAPS) {
    const scenario = JSON.parse(cli('import', `${DATA}${m.map}.map`, DATA + m.scen, '--row', String(m.row), '--P', '7'));
    const runRow = (P) => {
      const csv = join(tmp, `${m.map}-${P}.csv`);
      cli('movingai', `${DATA}${m.map}.map`, DATA + m.scen, '--rows', String(m.row), '--P', String(P), '--csv', csv);
      const [header, line] = readFileSync(csv, 'utf8').trim().split('\n');
      return Object.fromEntries(header.split(',').map((k, i) => [k, line.split(',')[i]]));
    };
    const r = runRow(7);
    const outcome = r.stop === 'reached'
      ? `reaches the goal in ${r.steps} steps (ratio ${Number(r.ratio).toFixed(3)})`
      : `stops after ${r.steps} steps (${r.stop})`;
    const sweep = SWEEP.map((P) => {
      const x = runRow(P);
      return `P = ${P}: ${x.stop === 'reached' ? `reached in ${x.steps}` : `${x.stop} after ${x.steps}`}`;
    }).join('; ');
    scenario.title = m.title;
    scenario.description = `${m.teach} Problem ${m.row} of ${m.scen}, on ${m.kind}: from (${r.start_x}, ${r.start_y}) to `
      + `(${r.goal_x}, ${r.goal_y}); the shortest octile path is ${Number(r.optimal).toFixed(2)}, the 4-connected one `
      + `${r.optimal4} steps, and n-proxy P = 7 ${outcome}. Measured for this row: ${sweep}. The Game maps section lists every problem of the map: `
      + `click one to set it up, or Run all. ${SOURCE}`;
    const file = `map-${m.map}.json`;
    writeFileSync(`${ROOT}examples/${file}`, `${JSON.stringify(scenario, null, 2)}\n`);
    entries.push({ file, title: m.title, map: m.map, scen: `maps/${m.scen}`, row: m.row });
  }
} finally {
  rmSync(tmp, { recursive: true, force: true });
}

const indexPath = `${ROOT}examples/index.json`;
const text = readFileSync(indexPath, 'utf8');
const index = JSON.parse(text);
// The gallery's keys written by hand (group, line, lesson, lessonAt) are kept for a map already listed.
const before = new Map(index.examples.map((e) => [e.file, e]));
const kept = (e) => { const { group = 'Game maps', line, lesson = 'nproxy', lessonAt } = before.get(e.file) ?? {}; return { ...e, group, ...(line ? { line } : {}), lesson, ...(lessonAt ? { lessonAt } : {}) }; };
const all = [...index.examples.filter((e) => !e.map), ...entries.map(kept)];
const lines = all.map((e) => `    ${JSON.stringify(e).replace(/","/g, '", "').replace(/":/g, '": ').replace(/,"/g, ', "')}`);
// Everything before the list (the gallery's groups and lessons) stays as written.
writeFileSync(indexPath, `${text.slice(0, text.indexOf('"examples": ['))}"examples": [\n${lines.join(',\n')}\n  ]\n}\n`);
console.log(`${entries.length} map examples written`);
