// The table of continuous agents on the bundled Moving AI maps, with and without routes (docs/maps.md):
// `sidestep movingai` on every row of each map with whiskers and orca, planner none, grid and any-angle, one
// cell per run: reached, the other outcomes that occurred, and the mean / worst path ratio (path length /
// octile optimum) over reached problems. The CLI test checks the docs against it; after a change that moves a
// figure, refresh it with
//   npm run build:native && node scripts/movingai-routes-table.mjs
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { docsTable, writeReadmeTable } from './readme-table.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DATA = `${ROOT}tests/data/movingai/`;
export const TABLE_MARK =
  '<!-- table of: sidestep movingai, continuous agents with and without routes (scripts/movingai-routes-table.mjs) -->';
export const PAIRS = [
  ['arena.map', 'arena.map.scen'],
  ['den201d.map', 'den201d.map.scen'],
  ['maze-32-32-2.map', 'maze-32-32-2-random-1.scen'],
  ['random-32-32-10.map', 'random-32-32-10-random-1.scen'],
  ['room-32-32-4.map', 'room-32-32-4-random-1.scen'],
];
export const AGENTS = [];
for (const behavior of ['whiskers', 'orca'])
  for (const planner of ['none', 'grid', 'any-angle'])
    AGENTS.push([
      `${behavior}, ${planner === 'none' ? 'no route' : planner}`,
      ['--behavior', behavior, '--planner', planner],
    ]);

/** The `all` line of the summary `sidestep movingai` prints, by column name. */
export function summary(map, scen, args) {
  const r = spawnSync(
    `${ROOT}build/native/sidestep`,
    ['movingai', DATA + map, DATA + scen, '--threads', '1', ...args],
    {
      encoding: 'utf8',
    },
  );
  if (r.status !== 0) throw new Error(`sidestep movingai ${map}: ${r.stderr}`);
  const lines = r.stdout.split('\n');
  const names = lines
    .find((l) => l.trim().startsWith('bucket'))
    .trim()
    .split(/\s+/);
  return Object.fromEntries(
    lines
      .find((l) => l.trim().startsWith('all '))
      .trim()
      .split(/\s+/)
      .map((v, i) => [names[i], v]),
  );
}

/** One cell: reached, the other outcomes that occurred, the mean / worst path ratio. */
export function cell(all) {
  const parts = [`${all.reached} reached`];
  for (const outcome of ['stuck', 'oscillation', 'maxSteps', 'unreachable'])
    if (all[outcome] !== '0') parts.push(`${all[outcome]} ${outcome}`);
  if (all.meanRatio !== '-') parts.push(`${all.meanRatio} / ${all.worstRatio}`);
  return parts.join(', ');
}

/** The table as Markdown lines (header, rule, one line per map). */
export function movingaiRoutesTable() {
  const lines = [
    `| map (problems) | ${AGENTS.map(([label]) => label).join(' | ')} |`,
    `|---|${AGENTS.map(() => '---').join('|')}|`,
  ];
  for (const [map, scen] of PAIRS) {
    const cells = AGENTS.map(([, args]) => summary(map, scen, args));
    lines.push(`| ${map.replace(/\.map$/, '')} (${cells[0].problems}) | ${cells.map(cell).join(' | ')} |`);
  }
  return lines;
}

/** The table lines that follow the mark, wherever it is in the documentation (null when no file has it). */
export const shownTable = () => docsTable(TABLE_MARK);

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const changed = writeReadmeTable(null, TABLE_MARK, movingaiRoutesTable());
  console.log(changed ? 'the table changed' : 'the table is unchanged');
}
