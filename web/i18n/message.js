// A catalogue's message (a pattern parsed by ./ftl.js) written out with its arguments: placeables, literals and
// the select on a number's plural category. In the first load, with English's catalogue (./en.js).

/**
 * A pattern's text with its arguments.
 * @param {Array} pattern from parseFtl
 * @param {object} args by name: numbers are written with `number`, strings as they are
 * @param {{ number: (n: number) => string, plural: (n: number) => string }} locale
 */
export function formatPattern(pattern, args, locale) {
  let out = '';
  for (const part of pattern) {
    if (typeof part === 'string') out += part;
    else if (part.text !== undefined) out += part.text;
    else if (!part.variants) {
      const v = args?.[part.arg];
      out += v === undefined ? `{$${part.arg}}` : typeof v === 'number' ? locale.number(v) : String(v);
    } else out += formatPattern(chooseVariant(part, args?.[part.arg], locale), args, locale);
  }
  return out;
}

function chooseVariant(select, value, locale) {
  const key = String(value);
  const exact = select.variants.find((v) => v.key === key);
  if (exact) return exact.pattern;
  if (typeof value === 'number') {
    const category = select.variants.find((v) => v.key === locale.plural(value));
    if (category) return category.pattern;
  }
  return select.variants.find((v) => v.default).pattern;
}
