// The page's language: which locale (?lang=xx, else the one chosen in the menu and kept in this browser, else the
// browser's languages, else English), its catalogue (web/i18n/<locale>.ftl, fetched with the parser and the
// page's wording when that locale is used; English is built in: index.html's own text and en.js), and the words:
// t(id, args) for the code's strings, translatePage() for every element of index.html with a data-l10n-id.
// Numbers follow the locale (Intl).
import { EN } from './en.js';
import { formatPattern } from './message.js';

/** The locales, in the menu's order: tag, name in its own language, writing direction. */
export const LOCALES = [
  ['en', 'English', 'ltr'],
  ['es', 'Español', 'ltr'],
  ['pt-BR', 'Português (Brasil)', 'ltr'],
  ['fr', 'Français', 'ltr'],
  ['de', 'Deutsch', 'ltr'],
  ['zh-CN', '简体中文', 'ltr'],
  ['ja', '日本語', 'ltr'],
  ['ar', 'العربية', 'rtl'],
];
/** The pseudo-locale (accented, 40 % longer: docs/languages.md), by ?lang=en-XA only. */
export const PSEUDO = 'en-XA';
const STORE = 'sidestep.lang';

/** The locale this page uses: ?lang=, then the menu's choice in this browser, then the browser's languages. */
export function chooseLocale(search = location.search, stored = storedLocale(), wanted = navigator.languages) {
  const asked = new URLSearchParams(search).get('lang');
  for (const tag of [asked, stored, ...(wanted ?? [])]) {
    const found = matchLocale(tag);
    if (found) return found;
  }
  return 'en';
}

/** The supported locale for a language tag (pt -> pt-BR, zh-Hans-CN -> zh-CN), or null. */
export function matchLocale(tag) {
  if (!tag) return null;
  if (tag === PSEUDO) return PSEUDO;
  const lower = tag.toLowerCase();
  const exact = LOCALES.find(([t]) => t.toLowerCase() === lower);
  if (exact) return exact[0];
  const language = lower.split('-')[0];
  if (language === 'zh' && /-(tw|hk|mo|hant)/.test(lower)) return null; // traditional Chinese: not yet
  const same = LOCALES.find(([t]) => t.split('-')[0].toLowerCase() === language);
  return same ? same[0] : null;
}

function storedLocale() {
  try {
    return localStorage.getItem(STORE);
  } catch {
    return null;
  }
}

/** Keeps the menu's choice in this browser (a link's ?lang= is not kept). */
export function rememberLocale(tag) {
  try {
    localStorage.setItem(STORE, tag);
  } catch {
    // private mode: the choice lasts this page only
  }
}

/** en.js's messages (id -> [value, { attr: pattern }], a one-string pattern as its string) as parseFtl's Map. */
function unpack(packed) {
  const pattern = (p) => (typeof p === 'string' ? [p] : p);
  const messages = new Map();
  for (const [id, [value, attrs = {}]] of Object.entries(packed))
    messages.set(id, {
      value: value === null ? null : pattern(value),
      attrs: new Map(Object.entries(attrs).map(([a, p]) => [a, pattern(p)])),
    });
  return messages;
}

const state = {
  locale: 'en',
  english: unpack(EN),
  messages: null, // the chosen locale's, or null for English
  pseudo: false,
  numbers: new Map(), // fraction digits -> Intl.NumberFormat
  plural: null,
};

/** Adds English messages (en-lazy.js: those of the modules fetched on demand, which import it). */
export function addEnglish(packed) {
  for (const [id, message] of unpack(packed)) state.english.set(id, message);
}

/** The page's locale tag. */
export const currentLocale = () => state.locale;

/** Loads `tag`'s catalogue (fetched: never part of the first load) and makes it the page's. */
export async function useLocale(tag) {
  state.locale = tag;
  state.pseudo = tag === PSEUDO;
  state.messages = null;
  state.numbers.clear();
  const intlTag = state.pseudo ? 'en' : tag;
  state.plural = new Intl.PluralRules(intlTag);
  state.intl = intlTag;
  formatter.isolate = LOCALES.find(([t]) => t === tag)?.[2] === 'rtl'; // arguments in FSI ... PDI (message.js)
  if (tag === 'en') return;
  try {
    const [{ parseFtl }, page, pseudo, response] = await Promise.all([
      import('./ftl.js'),
      import('./page.js'),
      state.pseudo ? import('./pseudo.js') : null,
      state.pseudo ? null : fetch(`i18n/${tag}.ftl`),
    ]);
    state.page = page;
    state.pseudoPattern = pseudo?.pseudoPattern;
    if (state.pseudo) return;
    if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
    state.messages = parseFtl(await response.text(), (line, message) =>
      console.warn(`i18n/${tag}.ftl:${line}: ${message}`),
    );
  } catch (err) {
    // Offline before it was ever fetched, or a one-file copy: the page stays in English rather than not start.
    console.warn(`i18n/${tag}.ftl: ${err.message}; the page is in English`);
    await useLocale('en');
  }
}

/** `n` in the locale's digits and decimal sign, with `digits` decimals (default: up to 2). */
export function formatNumber(n, digits) {
  const key = digits ?? -1;
  let f = state.numbers.get(key);
  if (!f) {
    const options =
      digits === undefined
        ? { maximumFractionDigits: 2 }
        : { minimumFractionDigits: digits, maximumFractionDigits: digits };
    f = new Intl.NumberFormat(state.intl ?? 'en', { ...options, useGrouping: false });
    state.numbers.set(key, f);
  }
  return f.format(n);
}

const formatter = {
  // A number with fixed decimals is rounded as the core's English is (toFixed), and a rounded -0 is written 0.
  number: (n, digits) => {
    if (digits === undefined || !Number.isFinite(n)) return formatNumber(n);
    const rounded = Number(n.toFixed(digits));
    return formatNumber(rounded === 0 ? 0 : rounded, digits);
  },
  plural: (n) => (state.plural ??= new Intl.PluralRules('en')).select(n),
  isolate: false,
};

/** `n` with `digits` decimals in the locale's digits and decimal sign, rounded as toFixed (the core's English) and
 *  never "-0.00". */
export const formatFixed = (n, digits) => formatter.number(n, digits);

/** `items` (words) joined as the locale lists them: "a, b and c" in English. */
export const formatList = (items) => new Intl.ListFormat(state.intl ?? 'en', { type: 'conjunction' }).format(items);

/** A count with the locale's digit grouping (1,000 in English, 1.000 in German). */
export const formatCount = (n) => new Intl.NumberFormat(state.intl ?? 'en').format(n);

/** The pattern of message `id` (its attribute `attr`), in the page's locale, else English, else null. */
function lookup(id, attr, english = null) {
  const pick = (messages) => {
    const m = messages?.get(id);
    return m ? (attr ? m.attrs.get(attr) : m.value) : undefined;
  };
  const own = pick(state.messages);
  if (own) return own;
  const en = pick(state.english) ?? english;
  if (!en) return null;
  return state.pseudo ? state.pseudoPattern(en) : en;
}

/** Whether the catalogue (the page's locale's, or English) has message `id`. */
export const hasMessage = (id) => Boolean(state.messages?.has(id) || state.english.has(id));

/** The core's status word (moving, stalled, reached, maxSteps, ...) in the page's words (status-<name>; the word
 *  itself where the catalogue has none). Here, in the first load's locale module, so that the panels fetched on
 *  demand share it without pulling ui/description.js out of the first load's chunk. */
export const statusWord = (status) => (hasMessage(`status-${status}`) ? t(`status-${status}`) : status);
/** Why a route was planned again, from the core's name of the reason ("pushed off"): event-replan-<the name, "-" for a
 *  space>, as the events list and the selection's route say it; a name the catalogue lacks as the core wrote it. */
export const replanWord = (reason) => {
  const id = `event-replan-${reason.replace(' ', '-')}`;
  return hasMessage(id) ? t(id) : reason;
};

/** Message `id` (or its attribute `attr`) with `args`, in the page's words; the id itself when it is unknown. */
export function t(id, args, attr) {
  const pattern = lookup(id, attr);
  return pattern ? formatPattern(pattern, args, formatter) : id;
}

/** Words every element under `root` with a data-l10n-id, and sets the page's language and direction. */
export function translatePage(root = document) {
  const html = document.documentElement;
  html.lang = state.locale;
  html.dir = LOCALES.find(([t]) => t === state.locale)?.[2] ?? 'ltr';
  if (!state.page) return; // English: the page is written in it
  state.page.wordPage(root, (id, attr, english) => {
    const pattern = lookup(id, attr, english);
    return pattern ? formatPattern(pattern, null, formatter) : null;
  });
}

/**
 * One of the core's messages (`{ id, args }` of its explanation's JSON: docs/languages.md) in the page's words, or
 * `english` (the core's own English words) when the page is in English or the catalogue lacks the message. An
 * argument `{ m: id }` is another message (with its own arguments `a`, if any), `{ w: [ids] }` a list of them;
 * `{ n, d }` a number with d decimals.
 */
export function wordCore(message, english) {
  if (!message?.id || state.locale === 'en') return english;
  if (!state.messages?.has(message.id)) {
    const pattern = lookup(message.id, undefined, [english]); // the pseudo-locale: English, accented
    return pattern ? formatPattern(pattern, null, formatter) : english;
  }
  return wordMessage(message);
}

/** `message` in the catalogue's words; a word `{ m: id, a }` is worded with its own arguments `a` (none for most). */
function wordMessage(message) {
  const pattern = lookup(message.id);
  if (!pattern) return message.id;
  const args = {};
  for (const [name, v] of Object.entries(message.args ?? {}))
    args[name] = v?.m ? wordMessage({ id: v.m, args: v.a }) : v?.w ? v.w.map((id) => t(id)).join(', ') : v;
  return formatPattern(pattern, args, formatter);
}
