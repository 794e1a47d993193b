// A table that a script measures, in README.md or a page under docs/: the Markdown table lines right after
// a mark line (`<!-- table of: ... -->`). Tests read it to compare with a fresh measurement; the scripts
// rewrite it wherever it is.
import { readFileSync, writeFileSync } from 'node:fs';

import { ROOT, docFiles } from './doc-files.mjs';

/** The table lines that follow `mark` in the text, or null when the mark is missing. */
export function readmeTable(readme, mark) {
  const lines = readme.split('\n');
  const at = lines.indexOf(mark);
  if (at < 0) return null;
  const out = [];
  for (let i = at + 1; i < lines.length && lines[i].startsWith('|'); i++) out.push(lines[i]);
  return out;
}

/** The absolute path of the documentation file (README.md or docs/) that holds `mark`, or null. */
export function docWithMark(mark) {
  const file = docFiles().find((f) => readFileSync(`${ROOT}${f}`, 'utf8').split('\n').includes(mark));
  return file ? `${ROOT}${file}` : null;
}

/** The table lines after `mark` wherever it is in the documentation, or null when no file has the mark. */
export function docsTable(mark) {
  const path = docWithMark(mark);
  return path ? readmeTable(readFileSync(path, 'utf8'), mark) : null;
}

/** Writes `next` in place of the table after `mark` in the file at `path` (by default, the documentation
 *  file that holds the mark); says whether it changed. */
export function writeReadmeTable(path, mark, next) {
  path ??= docWithMark(mark);
  if (!path) throw new Error(`no documentation file has the line ${mark}`);
  const readme = readFileSync(path, 'utf8');
  const old = readmeTable(readme, mark);
  if (!old) throw new Error(`${path} has no line ${mark}`);
  const lines = readme.split('\n');
  lines.splice(lines.indexOf(mark) + 1, old.length, ...next);
  writeFileSync(path, lines.join('\n'));
  return old.join('\n') !== next.join('\n');
}
