// The rule for a number with a unit in the catalogues (docs/languages.md, "Numbers and units"): every locale writes
// the number, one space and the unit's symbol as English does (`{ $d } u`, `{ $v } u/s`, `{ $t } s`; never a word
// such as unidades, 秒 or ث); a right-to-left locale keeps the number and its unit in one left-to-right isolate
// (LRI U+2066 ... PDI U+2069), so `5 u` reads as it does in the world's pictures and is not turned round into
// `u 5`, the two joined by a no-break space (U+00A0) so that no line ends between them. Checked on every argument
// English follows with a unit, and in a right-to-left locale on numbers written in the text as well (`0.25 u`), and
// on a Latin name or formula written before an argument (`T = { $t }`), which the same isolate keeps in its order. Run by scripts/i18n.mjs's check; tests/cli/i18n-units.test.mjs shows it failing.

/** The units, longest first (u/s² before u/s before u): the world's, milliseconds, seconds, and `/s`, a rate (the
 *  pace menu's steps per second). */
export const UNITS = ['u/s²', 'u/s', 'u', 'ms', 's', '/s'];
const UNIT_AFTER = new RegExp(
  `^([ \u00a0])(${UNITS.map((u) => u.replaceAll('/', '\\/')).join('|')})(?![\\p{L}\\p{N}])`,
  'u',
);
const LRI = '\u2066',
  PDI = '\u2069',
  NBSP = '\u00a0';
const OPEN = '\uE000',
  CLOSE = '\uE001';

/** Every way a pattern reads, its selects taking their k-th variant together (k = 0 ... most variants - 1), each
 *  argument as OPEN name CLOSE. */
export function readings(pattern) {
  const most = (p) =>
    Math.max(
      1,
      ...(p ?? []).flatMap((x) => (x.variants ? [x.variants.length, ...x.variants.map((v) => most(v.pattern))] : [])),
    );
  const write = (p, k) =>
    (p ?? [])
      .map((x) =>
        typeof x === 'string'
          ? x
          : x.text !== undefined
            ? x.text
            : x.variants
              ? write(x.variants[Math.min(k, x.variants.length - 1)].pattern, k)
              : OPEN + x.arg + CLOSE,
      )
      .join('');
  return Array.from({ length: most(pattern) }, (_, k) => write(pattern, k));
}

/** Each argument of `text` (a reading) with the unit after it (or null) and whether it sits inside an LRI. */
function argumentsOf(text) {
  const out = [];
  const re = new RegExp(`${OPEN}([\\w-]+)${CLOSE}`, 'g');
  for (const m of text.matchAll(re)) {
    const after = text.slice(m.index + m[0].length).replace(new RegExp(`${OPEN}[\\w-]+${CLOSE}`, 'g'), 'X');
    const found = UNIT_AFTER.exec(after);
    const unit = found?.[2] ?? null;
    const end = m.index + m[0].length + (unit ? unit.length + 1 : 0);
    out.push({
      name: m[1],
      unit,
      glued: found?.[1] === NBSP,
      isolated: insideLri(text, m.index) && insideLri(text, end),
    });
  }
  return out;
}

const insideLri = (text, at) => {
  let depth = 0;
  for (const c of text.slice(0, at))
    if (c === LRI) depth++;
    else if (c === PDI) depth = Math.max(0, depth - 1);
  return depth > 0;
};

/** The problems of locale `file`'s `messages` (parsed) against English's (`en`); `rtl` for a right-to-left one. */
export function unitProblems(file, en, messages, rtl) {
  const problems = [];
  const parts = (m) => [['', m?.value], ...[...(m?.attrs ?? [])].map(([a, p]) => [`.${a}`, p])];
  for (const [id, entry] of en)
    for (const [attr, pattern] of parts(entry)) {
      const units = new Map(); // argument -> the units English writes after it
      for (const text of readings(pattern))
        for (const a of argumentsOf(text)) if (a.unit) units.set(a.name, (units.get(a.name) ?? new Set()).add(a.unit));
      if (!units.size) continue;
      const own = messages.get(id);
      const theirs = attr ? own?.attrs.get(attr.slice(1)) : own?.value;
      if (!theirs) continue; // a missing message is compareLocale's to report
      const seen = new Set();
      for (const text of readings(theirs))
        for (const a of argumentsOf(text)) {
          const want = units.get(a.name);
          if (!want) continue;
          const where = `${file}: "${id}${attr}" { $${a.name} }`;
          let problem = null;
          if (!a.unit || !want.has(a.unit))
            problem = `${where} is followed by "${text.split(`${OPEN}${a.name}${CLOSE}`)[1]?.slice(0, 8) ?? ''}", not by a space and ${[...want].join(' or ')}`;
          else if (rtl && !a.isolated)
            problem = `${where} ${a.unit}: the number and its unit are not inside LRI ... PDI`;
          else if (rtl && !a.glued)
            problem = `${where} ${a.unit}: the number and its unit are joined by a space a line can break at (write U+00A0)`;
          if (problem && !seen.has(problem)) (problems.push(problem), seen.add(problem));
        }
    }
  if (rtl)
    for (const [id, entry] of messages)
      for (const [attr, pattern] of parts(entry))
        for (const text of readings(pattern)) {
          const latin = (found) =>
            `${file}: "${id}${attr}" "${found.replaceAll(OPEN, '{ $').replaceAll(CLOSE, ' }')}": the Latin text and the argument are not inside LRI ... PDI`;
          // A name, a formula or another argument written before an argument (`T = { $t }`, `maxSteps { $max }`,
          // `{ $w } × { $h }`, a point or a range `({ $x }, { $y })`, a path `agents[{ $i }]`): the formatter isolates
          // the argument (web/i18n/message.js), which then no longer joins the Latin text before it, so the two are
          // shown turned round (`0.12 = T`) unless the catalogue puts both in one LRI ... PDI.
          for (const m of text.matchAll(
            new RegExp(
              `(?:[A-Za-z][\\w²]*(?:[ \u00a0]?[=×][ \u00a0]?|[ \u00a0]|\\[|\\]\\.)|${CLOSE} ?[×,] ?)${OPEN}([\\w-]+)${CLOSE}`,
              'g',
            ),
          ))
            if (!insideLri(text, m.index) && !problems.includes(latin(m[0]))) problems.push(latin(m[0]));
          // A point, a range or a pair of the core's names (two arguments, or numbers, alone in brackets) and a
          // cell's x and y are written as English writes them, a Latin comma in the isolate (`‹({ $x }, { $y })›`),
          // never joined by the Arabic comma (U+060C), which turned them round beside the isolated ones.
          const pair = `(?:${OPEN}([\\w-]+)${CLOSE}|[\\d٠-٩.٫]+)`;
          for (const m of text.matchAll(new RegExp(`([(\\[]?)${pair} ?\u060c ?${pair}([)\\]]?)`, 'g')))
            if ((m[1] && m[4]) || (/x$/.test(m[2] ?? '') && /y$/.test(m[3] ?? ''))) {
              const found = m[0].replaceAll(OPEN, '{ $').replaceAll(CLOSE, ' }');
              const line = `${file}: "${id}${attr}" "${found}": a point or a pair joined by the Arabic comma (write it as English does, in LRI ... PDI)`;
              if (!problems.includes(line)) problems.push(line);
            }
          for (const line of writtenUnitProblems(text)) problems.push(`${file}: "${id}${attr}" ${line}`);
        }
  return problems;
}

/** The numbers written with a unit in right-to-left `text` (`0.25 u`, `3 s`, `1.3 m/s`; after an Arabic letter too, as
 *  `و0.16 s`, "and 0.16 s"; a content placeholder's value, `{whiskers.x:1} u`; a share, `12 %`) outside one LRI ... PDI or joined to it by a space a line can break at: one line each.
 *  For the catalogues and the examples' and lessons' words. A size written in the text (`40 x 30`) outside one too.
 */
export function writtenUnitProblems(text) {
  const problems = [];
  for (const m of text.matchAll(
    /(?:(?<![A-Za-z\p{N}.,٫_])[\d٠-٩]+([.,٫][\d٠-٩]+)?|\{[^{}]*\})[\u2066-\u2069]*([ \u00a0])(u\/s²|u\/s|u|ms|s|m\/s|m|%|°)(?![\p{L}\p{N}])/gu,
  ))
    if (!insideLri(text, m.index) || !insideLri(text, m.index + m[0].length))
      problems.push(`"${m[0]}": the number and its unit are not inside LRI ... PDI`);
    else if (m[2] !== NBSP)
      problems.push(`"${m[0]}": the number and its unit are joined by a space a line can break at (write U+00A0)`);
  // A size written in the text (`40 x 30`, `3 × 3`): its numbers on either side of a Latin or neutral sign.
  for (const m of text.matchAll(/(?<![\p{N}.,٫])[\d٠-٩]+[ \u00a0]?[x×][ \u00a0]?[\d٠-٩]+(?![\p{N}])/gu))
    if (!insideLri(text, m.index)) problems.push(`"${m[0]}": a size outside LRI ... PDI`);
  return problems;
}

/** A caption's text without its placeholders (`{agent.measure}`), its escaped braces (`{{`, `}}`) kept as text. */
const withoutPlaceholders = (text) =>
  text
    .replaceAll('{{', '\uE002')
    .replaceAll('}}', '\uE003')
    .replace(/\{[^{}]*\}/g, '');

/** The left-to-right isolates of right-to-left `text` (a formula, a point, a name with its number: `⁦dot = 0.5⁩`)
 *  with a space a line can break at: one line each. An isolate is short and reads as one piece; broken over two
 *  lines its halves are laid out apart. A catalogue's arguments (`{ $x }`) are not its text, nor are, with
 *  `placeholders`, the content's `{agent name.measure}` (the page writes a number there); braces written as text
 *  (a snippet of code, `if (hit) { … }`) are. */
export function isolateBreakProblems(text, placeholders = false) {
  const problems = [];
  for (const m of text.matchAll(/\u2066([^\u2066\u2069]*)\u2069/g))
    if ((placeholders ? withoutPlaceholders(m[1]) : m[1]).includes(' '))
      problems.push(
        `"${m[1].replaceAll(OPEN, '{ $').replaceAll(CLOSE, ' }')}": a space a line can break at inside LRI ... PDI (write U+00A0)`,
      );
  return problems;
}

/** isolateBreakProblems over every message of right-to-left catalogue `file` (parsed), each way it reads. */
export function catalogueIsolateProblems(file, messages) {
  const problems = [];
  for (const [id, entry] of messages)
    for (const [attr, pattern] of [['', entry.value], ...[...(entry.attrs ?? [])].map(([a, p]) => [`.${a}`, p])])
      for (const text of readings(pattern))
        for (const line of isolateBreakProblems(text))
          if (!problems.includes(`${file}: "${id}${attr}" ${line}`)) problems.push(`${file}: "${id}${attr}" ${line}`);
  return problems;
}
