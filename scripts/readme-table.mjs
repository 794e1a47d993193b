// A table in README.md that a script measures: the Markdown table lines right after a mark line
// (`<!-- table of: ... -->`). Tests read it to compare with a fresh measurement; the scripts rewrite it.
import { readFileSync, writeFileSync } from 'node:fs';

/** The table lines that follow `mark` in the README text, or null when the mark is missing. */
export function readmeTable(readme, mark) {
  const lines = readme.split('\n');
  const at = lines.indexOf(mark);
  if (at < 0) return null;
  const out = [];
  for (let i = at + 1; i < lines.length && lines[i].startsWith('|'); i++) out.push(lines[i]);
  return out;
}

/** Writes `next` in place of the table after `mark` in the README at `path`; says whether it changed. */
export function writeReadmeTable(path, mark, next) {
  const readme = readFileSync(path, 'utf8');
  const old = readmeTable(readme, mark);
  if (!old) throw new Error(`${path} has no line ${mark}`);
  const lines = readme.split('\n');
  lines.splice(lines.indexOf(mark) + 1, old.length, ...next);
  writeFileSync(path, lines.join('\n'));
  return old.join('\n') !== next.join('\n');
}
