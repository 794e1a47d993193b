// The table of the bundled Moving AI maps (docs/maps.md): `sidestep movingai` on every row of each map with
// nproxy P = 3, 7 and 32 and with greedy, one cell per run: reached, the other outcomes that occurred,
// and the mean / worst path ratio over reached problems (the maps, the run and the cell as in
// scripts/movingai-routes-table.mjs). The CLI test checks the docs against it;
// after a change that moves a figure, refresh it with
//   npm run build:native && node scripts/movingai-table.mjs
import { fileURLToPath } from 'node:url';
import { PAIRS, cell, summary } from './movingai-routes-table.mjs';
import { docsTable, writeReadmeTable } from './readme-table.mjs';

export const TABLE_MARK =
  '<!-- table of: sidestep movingai, every row of each bundled map (scripts/movingai-table.mjs) -->';
const AGENTS = [
  ['nproxy P = 3', ['--P', '3']],
  ['nproxy P = 7', ['--P', '7']],
  ['nproxy P = 32', ['--P', '32']],
  ['greedy', ['--behavior', 'greedy']],
];

/** The table as Markdown lines (header, rule, one line per map). */
export function movingaiTable() {
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
  const changed = writeReadmeTable(null, TABLE_MARK, movingaiTable());
  console.log(changed ? 'the table changed' : 'the table is unchanged');
}
