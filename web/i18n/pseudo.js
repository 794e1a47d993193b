// The pseudo-locale en-XA: English with every letter accented and each message 40 % longer, bracketed, so a
// control that cuts or overflows a longer translation, or a string that never went through the catalogue,
// shows at a glance (as PhET's stringTest and Android's en-XA do). Made from English when used: no file.

const ACCENTED = {
  a: 'á',
  b: 'ƀ',
  c: 'ç',
  d: 'ď',
  e: 'é',
  f: 'ƒ',
  g: 'ĝ',
  h: 'ĥ',
  i: 'í',
  j: 'ĵ',
  k: 'ķ',
  l: 'ĺ',
  m: 'ḿ',
  n: 'ñ',
  o: 'ó',
  p: 'ƥ',
  q: 'ʠ',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'ú',
  v: 'ṽ',
  w: 'ŵ',
  x: 'ẋ',
  y: 'ý',
  z: 'ž',
  A: 'Á',
  B: 'Ɓ',
  C: 'Ç',
  D: 'Ď',
  E: 'É',
  F: 'Ƒ',
  G: 'Ĝ',
  H: 'Ĥ',
  I: 'Í',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ĺ',
  M: 'Ḿ',
  N: 'Ñ',
  O: 'Ó',
  P: 'Ƥ',
  Q: 'Ɋ',
  R: 'Ŕ',
  S: 'Š',
  T: 'Ţ',
  U: 'Ú',
  V: 'Ṽ',
  W: 'Ŵ',
  X: 'Ẋ',
  Y: 'Ý',
  Z: 'Ž',
};
const FILLER = 'ŀőŕéḿ íƥšúḿ ďőĺőŕ šíţ áḿéţ ';

/** `text` accented outside its markup (<kbd> stays a tag). */
function accent(text) {
  return text.replace(/<[^>]*>|[A-Za-z]/g, (m) => (m.length === 1 ? ACCENTED[m] : m));
}

/** The letters of `text` outside markup and placeholders. */
const letters = (text) => text.replace(/<[^>]*>/g, '').length;

/** The letters a pattern shows: its text's, 3 for a placeholder, a select's longest variant's. */
const lettersOf = (pattern) =>
  pattern.reduce(
    (n, p) =>
      n +
      (typeof p === 'string' ? letters(p) : p.variants ? Math.max(...p.variants.map((v) => lettersOf(v.pattern))) : 3),
    0,
  );

/** A pattern's text accented, inside a select's variants too. */
const accentPattern = (pattern) =>
  pattern.map((p) =>
    typeof p === 'string'
      ? accent(p)
      : p.variants
        ? { ...p, variants: p.variants.map((v) => ({ ...v, pattern: accentPattern(v.pattern) })) }
        : p,
  );

/** A pattern (web/i18n/ftl.js) in the pseudo-locale: its text accented, 40 % longer, between ⟦ and ⟧ (once: a
 *  select's variants are not bracketed again). */
export function pseudoPattern(pattern) {
  const extra = Math.ceil(lettersOf(pattern) * 0.4);
  const filler =
    extra > 0
      ? ' ' +
        FILLER.repeat(Math.ceil(extra / FILLER.length))
          .slice(0, Math.max(extra - 1, 1))
          .trimEnd()
      : '';
  return ['⟦', ...accentPattern(pattern), `${filler}⟧`];
}
