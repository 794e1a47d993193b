// A catalogue's message (a pattern parsed by ./ftl.js) written out with its arguments: placeables, literals and
// the select on a number's plural category. In the first load, with English's catalogue (./en.js).

/**
 * A pattern's text with its arguments.
 * @param {Array} pattern from parseFtl
 * @param {object} args by name: numbers are written with `number`, { n, d } (the core's: a number and its
 *   decimals) with `number(n, d)`, strings as they are
 * @param {{ number: (n: number, digits?: number) => string, plural: (n: number) => string }} locale
 */
export function formatPattern(pattern, args, locale) {
  let out = '';
  for (const part of pattern) {
    if (typeof part === 'string') out += part;
    else if (part.text !== undefined) out += part.text;
    else if (!part.variants) {
      const v = args?.[part.arg];
      out +=
        v === undefined
          ? `{$${part.arg}}`
          : typeof v === 'number'
            ? locale.number(v)
            : v?.n !== undefined
              ? locale.number(v.n, v.d)
              : String(v);
    } else out += formatPattern(chooseVariant(part, args?.[part.arg], locale), args, locale);
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
