// The script editor's lint marks: where a syntax error is, and the line each agent its script stopped threw at.
// Plain functions over a CodeMirror document; the editor (script-editor.js) asks for them as the text changes.

/** A script's stop message: "scripts.NAME: line L: what". */
const STOP_LINE = /^scripts\.([A-Za-z_][A-Za-z0-9_]*): line (\d+): (.*)$/s;

/** The document range from line `line` (1-based, clamped), column `column` (1-based; 0: its start), to its end. */
function lineRange(doc, line, column = 0) {
  const l = doc.line(Math.max(1, Math.min(line, doc.lines)));
  const from = Math.min(l.to, l.from + Math.max(0, column - 1));
  return { from, to: Math.max(from, l.to) };
}

/** The mark of a syntax error { line, column, message } (QuickJS's compile). */
export function syntaxMark(doc, { line, column, message }) {
  return {
    ...lineRange(doc, line, column),
    severity: 'error',
    message: `line ${line}, column ${column}: ${message}`,
    source: 'QuickJS',
  };
}

/** The marks of the agents script `name` stopped ({ agent, message } each, the core's stop messages). */
export function stopMarks(doc, name, stopped) {
  const out = [];
  for (const { agent, message } of stopped) {
    const m = STOP_LINE.exec(message);
    if (m && m[1] === name)
      out.push({
        ...lineRange(doc, Number(m[2])),
        severity: 'error',
        message: `stopped ${agent}: line ${m[2]}: ${m[3]}`,
        source: 'run',
      });
  }
  return out;
}
