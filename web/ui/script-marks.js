// The script editor's lint marks: where a syntax error is, and the line each agent its script stopped threw at,
// each in a student's words (script-words.js) with the engine's own message after them. Plain functions over a
// CodeMirror document; the editor (script-editor.js) asks for them as the text changes and as the run plays.
import { friendlyStop, friendlySyntax } from './script-words.js';
import { t } from '../i18n/locale.js';

/** A script's stop message: "scripts.NAME: line L: what". */
const STOP_LINE = /^scripts\.([A-Za-z_][A-Za-z0-9_]*): line (\d+): (.*)$/s;

/** The document range from line `line` (1-based, clamped), column `column` (1-based; 0: its start), to its end. */
function lineRange(doc, line, column = 0) {
  const l = doc.line(Math.max(1, Math.min(line, doc.lines)));
  const from = Math.min(l.to, l.from + Math.max(0, column - 1));
  return { from, to: Math.max(from, l.to) };
}

/** The mark of a syntax error { line, column, message } (QuickJS's compile) in `source`: at the bracket that
 *  does not pair when that is the cause, else at the error. */
export function syntaxMark(doc, { line, column, message }, source = doc.toString()) {
  const words = friendlySyntax({ line, column, message }, source);
  return {
    ...(words.line === line ? lineRange(doc, line, column) : lineRange(doc, words.line)),
    severity: 'error',
    message: t('scr-mark-syntax', { text: words.text, line: String(line), column: String(column), message }),
    source: 'QuickJS',
  };
}

/** The marks of the agents script `name` stopped ({ agent, pane, message } each: the agent's name, the compare
 *  pane's name or '', the core's stop message). */
export function stopMarks(doc, name, stopped, source = doc.toString()) {
  const out = [];
  for (const { agent, pane, message } of stopped) {
    const m = STOP_LINE.exec(message);
    if (!m || m[1] !== name) continue;
    const words = friendlyStop(message, source); // its line: a loop's, when the engine names its function's
    out.push({
      ...lineRange(doc, words.line || Number(m[2])),
      severity: 'error',
      // the engine's message after the student's words, unless they are that message already
      message: t(`scr-mark-stopped${pane ? '-in' : ''}${words.plain ? '-plain' : ''}`, {
        agent,
        pane,
        text: words.text,
        line: m[2],
        message: m[3],
      }),
    });
  }
  return out;
}
