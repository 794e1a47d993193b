// A catalogue's message (a pattern parsed by ./ftl.js) written out with its arguments: placeables, literals and
// the select on a number's plural category. In the first load, with English's catalogue (./en.js).
// In a right-to-left locale each argument is isolated, as Fluent's FluentBundle does by default (useIsolating):
// between FSI (U+2068) and PDI (U+2069), so a file name, a field's path or a number keeps its own order inside
// the sentence instead of being reordered with the words around it (docs/languages.md, "Right to left").
// Left-to-right locales get no marks: their text stays byte for byte the CLI's.

const FSI = '\u2068',
  PDI = '\u2069';

/**
 * A pattern's text with its arguments.
 * @param {Array} pattern from parseFtl
 * @param {object} args by name: numbers are written with `number`, { n, d } (the core's: a number and its
 *   decimals) with `number(n, d)`, strings as they are
 * @param {{ number: (n: number, digits?: number) => string, plural: (n: number) => string, isolate?: boolean }}
 *   locale `isolate`: wrap each argument in FSI ... PDI (a right-to-left locale), unless it is the whole message
 */
export function formatPattern(pattern, args, locale) {
  return write(pattern, args, locale, Boolean(locale.isolate) && !(pattern.length === 1 && !pattern[0].variants));
}

function write(pattern, args, locale, isolate) {
  let out = '';
  for (const part of pattern) {
    if (typeof part === 'string') out += part;
    else if (part.text !== undefined) out += part.text;
    else if (!part.variants) {
      const v = args?.[part.arg];
      const text =
        v === undefined
          ? `{$${part.arg}}`
          : typeof v === 'number'
            ? locale.number(v)
            : v?.n !== undefined
              ? locale.number(v.n, v.d)
              : String(v);
      out += isolate ? FSI + text + PDI : text;
    } else out += write(chooseVariant(part, args?.[part.arg], locale), args, locale, isolate);
  }
  return out;
}

function chooseVariant(select, arg, locale) {
  const value = arg?.n !== undefined ? arg.n : arg; // the core's numbers come as { n, d }
  const key = String(value);
  const exact = select.variants.find((v) => v.key === key);
  if (exact) return exact.pattern;
  if (typeof value === 'number') {
    const category = select.variants.find((v) => v.key === locale.plural(value));
    if (category) return category.pattern;
  }
  return select.variants.find((v) => v.default).pattern;
}
