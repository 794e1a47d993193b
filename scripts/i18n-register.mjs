// German's register (docs/languages.md, "German addresses the reader as du"): the page, its lessons and its examples
// say du (du, dich, dir, dein; the imperative "Öffne", "Speichere"), never Sie. Checked on every German message and
// every German lesson and example string: a capitalised Sie, Ihnen, Ihr, Ihre ... is the polite address unless it
// starts a sentence, where it may be "they", "she/it" or "their". At a sentence's start "Sie" before a verb in -t or
// -te ("Sie weicht", "Sie beendete") is she/it (the polite verb ends in -en or -n); any other is flagged unless
// NOT_ADDRESS lists that very phrase for that message, with what it refers to. Lowercase sie and ihr are never the
// address. Run by scripts/i18n.mjs's check (the catalogue) and scripts/i18n-content.mjs's (the lessons and examples);
// tests/cli/i18n-register.test.mjs shows it failing.
import { readings } from './i18n-units.mjs';

const ADDRESS = /(?<![\p{L}\p{N}])(Sie|Ihnen|Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihres)(?![\p{L}\p{N}])/gu;
const CLOSE = '\uE001'; // how readings() ends an argument

/** A capitalised Sie or Ihr... that starts a sentence and is not the address: message id or content key -> the
 *  phrases (each as written) and what the pronoun stands for. */
export const NOT_ADDRESS = {
  'compare-editor-intro': [['Sie laufen', 'the variants']],
  'hist-at-step': [['Sie gehören', 'the changes (the plural variant)']],
  'doc-feelers-slope': [['Sie treffen', 'the feelers']],
  'E feelers-slope-low-wall.json description': [['Sie gehen', 'the feelers (over the wall)']],
  'E raycast-corner-trap.json description': [['Sie erfassen', 'the two rays']],
  'E agents-crossing.json description': [['Sie gehen', 'the two seek agents']],
  'E context-race-track.json description': [['Ihre Höchstgeschwindigkeiten', "the cars'"]],
  'E context-wall.json description': [['Sie haben', 'the slots along the wall']],
  'E context-agents-wait.json description': [['Sie fahren', 'the two agents']],
  'E orca-head-on.json description': [
    ['Ihre Relativgeschwindigkeit', "the two agents'"],
    ['Sie werden', 'the two agents'],
  ],
  'L nproxy 5 caption': [['Sie alle', 'the neighbours']],
  'L context 6 caption': [['Sie werden', 'the two agents']],
  'L raycast 8 caption': [['Sie trennen', 'the two agents']],
  'L feelers 6 caption': [['Sie gehen', 'the feelers (over the wall)']],
};

/** Whether `text` before `at` ends a sentence (or is nothing): the text's start, or . ! ? : ; then spaces, quotes
 *  or an opening bracket. */
const startsSentence = (text, at) => {
  const before = text.slice(0, at).replace(/[\s„“"»«(]+$/u, '');
  return before === '' || /[.!?:;…]$/u.test(before);
};

/** The polite address in one German text: each a problem line naming `where`. */
export function addressIn(where, key, text) {
  const problems = [];
  const allowed = (NOT_ADDRESS[key] ?? []).map(([phrase]) => phrase);
  for (const m of String(text).matchAll(ADDRESS)) {
    if (startsSentence(text, m.index) && text[m.index - 1] !== CLOSE) {
      if (allowed.some((phrase) => text.startsWith(phrase, m.index))) continue;
      if (m[1] === 'Sie' && /^\s+\p{L}+te?(?![\p{L}\p{N}])/u.test(text.slice(m.index + 3))) continue; // she/it
    }
    const shown = text
      .slice(m.index, m.index + 24)
      .replaceAll('\uE000', '{ $')
      .replaceAll(CLOSE, ' }');
    problems.push(`${where}: "${key}" "${shown}": the polite address (Sie); German says du (docs/languages.md)`);
  }
  return problems;
}

/** The polite address in a German catalogue's parsed `messages` (each value, attribute and select variant). */
export function registerProblems(file, messages) {
  const problems = [];
  for (const [id, entry] of messages)
    for (const [attr, pattern] of [['', entry?.value], ...[...(entry?.attrs ?? [])].map(([a, p]) => [`.${a}`, p])])
      for (const text of pattern ? readings(pattern) : [])
        for (const p of addressIn(file, id + attr, text)) if (!problems.includes(p)) problems.push(p);
  return problems;
}
