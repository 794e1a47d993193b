// The catalogues' format: a small subset of Project Fluent (.ftl), parsed here (docs/languages.md); loaded with a
// catalogue other than English's (English's is parsed ahead: web/i18n/en.js), formatted by ./message.js.
// A message is `id = text`, continued on indented lines; `.attr = text` lines under it are its attributes (a
// control's title, aria-label, placeholder). Text holds placeables: `{ $name }` (an argument: a number is written
// in the locale's digits and decimal sign), `{ "{" }` (a literal), and a select on a number's plural category or
// a string's value:
//   events-more = { $n ->
//       [one] and one more event
//      *[other] and { $n } more events
//   }
// Not supported (none of our messages need them): terms, message references, functions, nested selects' own
// attributes. Lines of a value are joined with one space (the page's text collapses white space anyway).

const ID = /^([a-zA-Z][\w-]*)[ \t]*=[ \t]*(.*)$/;
const ATTR = /^[ \t]+\.([a-zA-Z][\w-]*)[ \t]*=[ \t]*(.*)$/;

/**
 * Parses a catalogue's text into Map(id -> { value: Pattern|null, attrs: Map(name -> Pattern) }).
 * @param {string} text the .ftl file
 * @param {(line: number, message: string) => void} [onError] told of each line it cannot read (the line is skipped)
 */
export function parseFtl(text, onError = () => {}) {
  const messages = new Map();
  const lines = text.split(/\r?\n/);
  let current = null; // { message, attr: name|null, lines: [] }
  const flush = () => {
    if (!current) return;
    const source = current.lines.join('\n');
    let pattern = null;
    try {
      pattern = source.trim() === '' ? null : parsePattern(source);
    } catch (err) {
      onError(current.line, `${current.id}: ${err.message}`);
    }
    if (current.attr) current.message.attrs.set(current.attr, pattern);
    else current.message.value = pattern;
    current = null;
  };
  lines.forEach((line, n) => {
    if (/^#/.test(line) || (line.trim() === '' && !current)) return;
    const id = ID.exec(line);
    const attr = ATTR.exec(line);
    if (id) {
      flush();
      const message = { value: null, attrs: new Map() };
      if (messages.has(id[1])) onError(n + 1, `${id[1]}: defined twice`);
      messages.set(id[1], message);
      current = { id: id[1], message, attr: null, lines: [id[2]], line: n + 1 };
    } else if (attr && current) {
      const message = current.message,
        owner = current.id;
      flush();
      current = { id: `${owner}.${attr[1]}`, message, attr: attr[1], lines: [attr[2]], line: n + 1 };
    } else if (/^([ \t]|\}$)/.test(line) && current)
      current.lines.push(line); // indented, or a select's closing brace
    else if (line.trim() === '') current?.lines.push('');
    else onError(n + 1, `cannot read "${line.slice(0, 40)}"`);
  });
  flush();
  return messages;
}

/** Text and placeables: an array of strings, { text } (a literal), { arg }, { arg, variants: [{ key, pattern,
 *  default }] }. */
function parsePattern(source) {
  const parts = [];
  let i = 0,
    text = '';
  while (i < source.length) {
    const c = source[i];
    if (c === '}') throw new Error('a "}" outside a placeable (write { "}" })');
    if (c !== '{') {
      text += c;
      i++;
      continue;
    }
    const end = closing(source, i);
    if (text) parts.push(text);
    text = '';
    parts.push(parsePlaceable(source.slice(i + 1, end).trim()));
    i = end + 1;
  }
  if (text) parts.push(text);
  // Line breaks and their indentation become one space; the message's own ends are trimmed.
  const joined = parts.map((p) => (typeof p === 'string' ? p.replace(/[ \t]*\n[ \t]*/g, ' ') : p));
  if (typeof joined[0] === 'string') joined[0] = joined[0].trimStart();
  const last = joined.length - 1;
  if (typeof joined[last] === 'string') joined[last] = joined[last].trimEnd();
  return joined.filter((p) => p !== '');
}

/** The index of the "}" that closes the "{" at `open`. */
function closing(source, open) {
  let depth = 0;
  for (let i = open; i < source.length; i++) {
    if (source[i] === '"') i = source.indexOf('"', i + 1);
    if (i < 0) break;
    if (source[i] === '{') depth++;
    else if (source[i] === '}' && --depth === 0) return i;
  }
  throw new Error('a "{" never closed');
}

function parsePlaceable(body) {
  const literal = /^"([^"]*)"$/.exec(body);
  if (literal) return { text: literal[1] };
  const arg = /^\$([a-zA-Z][\w-]*)$/.exec(body);
  if (arg) return { arg: arg[1] };
  const select = /^\$([a-zA-Z][\w-]*)\s*->\s*([\s\S]*)$/.exec(body);
  if (!select) throw new Error(`cannot read the placeable { ${body} }`);
  const variants = [];
  const re = /(\*?)\[([^\]]+)\]/g;
  const heads = [...select[2].matchAll(re)];
  // A variant's text runs to the next variant's key (outside braces: keys are never inside a placeable here).
  heads.forEach((m, k) => {
    const from = m.index + m[0].length,
      to = k + 1 < heads.length ? heads[k + 1].index : select[2].length;
    variants.push({ key: m[2].trim(), default: m[1] === '*', pattern: parsePattern(select[2].slice(from, to)) });
  });
  if (variants.filter((v) => v.default).length !== 1) throw new Error(`$${select[1]}: one *[default] variant`);
  return { arg: select[1], variants };
}

/** The names of a pattern's arguments (for the check that every locale uses the same ones). */
export function patternArgs(pattern, into = new Set()) {
  for (const part of pattern ?? []) {
    if (typeof part === 'string' || part.text !== undefined) continue;
    into.add(part.arg);
    for (const v of part.variants ?? []) patternArgs(v.pattern, into);
  }
  return into;
}
