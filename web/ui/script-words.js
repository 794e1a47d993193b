// The script editor's words for a student: QuickJS's error messages ("expecting ')'", "cannot read property
// 'distance' of null", "ran past its budget of 100 interrupt checks") rewritten as what went wrong and where,
// naming the bracket that is not closed, the name that is undefined, the line a loop never left. The engine's
// own message stays beside it. Plain functions over the script's text; the editor (script-editor.js) uses them.
// The words are the catalogue's (ids scr-, English in i18n/en-scripts.js); a script's names stay as written.
import { formatNumber, t } from '../i18n/locale.js';
import '../i18n/en-scripts.js'; // this module's English (not in the first load)

const OPEN = '([{',
  CLOSE = ')]}';

/**
 * The first bracket that does not pair in `source` (strings, template literals, comments and regular
 * expressions after an operator are skipped): { kind: 'unclosed' | 'unopened' | 'mismatch', ch, line, column,
 * open?: { ch, line, column } }, or null when every bracket pairs. Lines and columns are 1-based.
 */
export function bracketProblem(source) {
  const stack = [];
  const starts = [0]; // the offset each line starts at
  for (let i = 0; i < source.length; i++) if (source[i] === '\n') starts.push(i + 1);
  const where = (i) => {
    let lo = 0,
      hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid] <= i) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: i - starts[lo] + 1 };
  };
  let last = ''; // the last significant character: tells a regular expression from a division
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '/' && source[i + 1] === '/') {
      const j = source.indexOf('\n', i);
      i = j < 0 ? source.length : j;
      continue;
    }
    if (c === '/' && source[i + 1] === '*') {
      const j = source.indexOf('*/', i + 2);
      i = j < 0 ? source.length : j + 1;
      continue;
    }
    if (c === '"' || c === "'" || c === '`' || (c === '/' && /^$|[(,=:[!&|?{};+\-*%<>~^]$/.test(last))) {
      let k = i + 1;
      while (k < source.length && source[k] !== c && (c === '`' || source[k] !== '\n')) k += source[k] === '\\' ? 2 : 1;
      i = k;
      last = 'x';
      continue;
    }
    if (!/\s/.test(c)) last = c;
    if (OPEN.includes(c)) stack.push({ ch: c, ...where(i) });
    else if (CLOSE.includes(c)) {
      const open = stack.pop();
      if (!open) return { kind: 'unopened', ch: c, ...where(i) };
      if (OPEN.indexOf(open.ch) !== CLOSE.indexOf(c)) return { kind: 'mismatch', ch: c, ...where(i), open };
    }
  }
  const open = stack.pop();
  return open ? { kind: 'unclosed', ...open } : null;
}

/** What a bracket problem means, in a sentence. */
function bracketWords(p) {
  const pair = (ch) => CLOSE[OPEN.indexOf(ch)] ?? OPEN[CLOSE.indexOf(ch)];
  const at = (q) => ({ ch: q.ch, line: String(q.line), column: String(q.column), pair: pair(q.ch) });
  if (p.kind === 'unclosed') return t('scr-unclosed', at(p));
  if (p.kind === 'unopened') return t('scr-unopened', at(p));
  return t('scr-mismatch', { ...at(p.open), close: p.ch, closeLine: String(p.line) });
}

/** A syntax error ({ line, column, message }: QuickJS's compile) in a student's words, with its line. */
export function friendlySyntax(error, source) {
  const brackets = bracketProblem(source);
  if (brackets && /expecting|unexpected|end of|missing/i.test(error.message))
    return { line: brackets.open?.line ?? brackets.line, text: bracketWords(brackets) };
  const near = /unexpected token in expression: '(.*)'/i.exec(error.message);
  if (near)
    return {
      line: error.line,
      text: t('scr-near', { line: String(error.line), token: near[1] }),
    };
  return { line: error.line, text: t('scr-unreadable', { line: String(error.line), what: error.message }) };
}

/**
 * The lines (1-based) of the loops in the function whose first line is `line` (QuickJS names that line when it
 * interrupts a call: its loops carry no line of their own), or in the whole script when `line` is 0 or names no
 * function's start. Comments are left out; braces are counted to find the function's end.
 */
export function loopsIn(source, line) {
  const lines = source.split('\n').map((l) => l.replace(/\/\/.*$/, ''));
  let from = 0,
    to = lines.length;
  if (line > 0 && /\bfunction\b|=>/.test(lines[line - 1] ?? '')) {
    from = line - 1;
    let depth = 0,
      opened = false;
    for (let k = from; k < lines.length; k++) {
      for (const c of lines[k]) {
        if (c === '{') (depth++, (opened = true));
        else if (c === '}') depth--;
      }
      if (opened && depth <= 0) {
        to = k + 1;
        break;
      }
    }
  }
  const out = [];
  for (let k = from; k < to; k++) if (/\b(while|for)\s*\(|\bdo\s*\{/.test(lines[k])) out.push(k + 1);
  return out;
}

/** "the loop at line 3", "one of the loops at lines 3, 9", or '' when there is none. */
function loopWords(loops) {
  if (loops.length === 0) return '';
  return loops.length === 1 ? t('scr-loop', { line: String(loops[0]) }) : t('scr-loops', { lines: loops.join(', ') });
}

/** About how many operations `checks` interrupt checks allow (about 10,000 each), in words. */
function operations(checks) {
  const n = checks * 1e4;
  return n >= 1e6
    ? t('scr-millions', { n: formatNumber(Number((n / 1e6).toPrecision(2))) })
    : t('scr-thousands', { n: formatNumber(Number((n / 1e3).toPrecision(2))) });
}

/** The expression before `.prop` on a line of the source ("hit" in "hit.distance"), or null. */
function ownerOf(lineText, prop) {
  const m = new RegExp(`([A-Za-z_$][\\w$]*(?:\\.[A-Za-z_$][\\w$]*)*)\\s*(?:\\?\\.|\\.)\\s*${prop}\\b`).exec(lineText);
  return m ? m[1] : null;
}

/**
 * A stop message ("scripts.NAME: line L: what", the core's) in a student's words: { line, text, plain }, line 0 when
 * the message names none; `plain` when the words are the message itself. `source`: the script's text (to name
 * what is undefined on that line).
 */
export function friendlyStop(message, source = '') {
  // The runtime's own stops (web/script/runtime.js: English, as the command line prints them).
  const failed = /^scripts: the script runtime failed: (.*)$/s.exec(message);
  if (failed) return { line: 0, text: t('scr-runtime-failed', { what: failed[1] }) };
  const m = /^(scripts\.[A-Za-z_][A-Za-z0-9_]*): (?:line (\d+): )?(.*)$/s.exec(message);
  if (!m)
    return /^no answer$/.test(message)
      ? { line: 0, text: t('scr-no-answer') }
      : { line: 0, text: message, plain: true };
  const line = Number(m[2] ?? 0),
    what = m[3];
  if (/^this scene has no script of that name$/.test(what)) return { line, text: t('scr-no-script', { name: m[1] }) };
  if (/^no answer$/.test(what)) return { line, text: t('scr-no-answer') };
  const text = source.split('\n')[line - 1] ?? '';
  const at = line ? t('scr-at-line', { line: String(line) }) : t('scr-at-script');
  const budget = /ran past its budget of (\d+) interrupt checks/.exec(what);
  const slow = /ran past its (\d+) ms/.exec(what);
  if (budget || slow) {
    // QuickJS names the running function's first line: the loop it never left is one of that function's.
    const loops = loopsIn(source, line);
    const where = loopWords(loops);
    const ran = budget
      ? t('scr-budget', { checks: budget[1], operations: operations(Number(budget[1])) })
      : t('scr-slow', { ms: slow[1] });
    return {
      line: loops[0] ?? line,
      text: where ? t('scr-runaway', { ran, where }) : t('scr-runaway-from', { ran, line: String(line || 1) }),
    };
  }
  const read =
    /cannot read propert(?:y|ies) (?:'([^']+)' of (undefined|null)|of (undefined|null) \(reading '([^']+)'\))/i.exec(
      what,
    );
  if (read) {
    const prop = read[1] ?? read[4],
      none = read[2] ?? read[3];
    const owner = ownerOf(text, prop);
    const why = t(none === 'null' ? 'scr-null-why' : 'scr-undefined-why');
    return {
      line,
      text: t(owner ? 'scr-no-field' : 'scr-no-field-value', { at, owner, none, prop, why }),
    };
  }
  const undefinedName = /'([^']+)' is not defined/.exec(what) ?? /(\w+) is not defined/.exec(what);
  if (undefinedName)
    return {
      line,
      text: t('scr-not-defined', { at, name: undefinedName[1] }),
    };
  if (/not a function/.test(what))
    return {
      line,
      text: t('scr-not-function', { at }),
    };
  if (/steer must return/.test(what))
    return {
      line,
      text: t('scr-bad-return', { at, got: (/, got(.*)$/s.exec(what)?.[1] ?? what).trim() }),
    };
  // No plainer words for it: the engine's message itself (`plain`: a mark need not repeat it).
  return { line, text: line ? t('scr-at', { at, what }) : what, plain: true };
}
