// Reads the tables `sidestep quality` prints (native or Node): each row by its label, its columns as numbers.

const COLUMNS = ['runs', 'reach', 'coll', 'contact', 'depth', 'time', 'path', 'minClr', 'agentC', 'aDepth', 'score'];

/** Map label -> { runs, reach (%), coll (per agent), contact (s), depth, time, path, minClr, agentC, aDepth, score }
 *  over the tables of scenes with obstacles and where agents meet (a label in both: the first table's). */
export function qualityRows(text) {
  const rows = new Map();
  let inTable = false;
  for (const line of text.split('\n')) {
    if (line.startsWith('variant ')) {
      inTable = line.includes(' runs ');
      continue;
    }
    if (!inTable || line.trim() === '') {
      inTable = inTable && line.trim() !== '';
      continue;
    }
    const label = line.slice(0, 42).trim();
    const values = line
      .slice(42)
      .trim()
      .split(/\s+/)
      .map((v) => Number.parseFloat(v));
    if (values.length !== COLUMNS.length || rows.has(label)) continue;
    rows.set(label, Object.fromEntries(COLUMNS.map((c, k) => [c, values[k]])));
  }
  return rows;
}
