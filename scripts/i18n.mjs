// The catalogues' tools (docs/languages.md):
//   node scripts/i18n.mjs           writes web/i18n/en.js: en.ftl's messages the code uses (index.html's own
//                                   text is the page's English, so those are left out of the first load)
//   node scripts/i18n.mjs --check   exits 1 on a word of index.html outside the catalogue, a page text that differs
//                                   from en.ftl, a key missing from (or extra in) a locale, a placeholder mismatch,
//                                   a file that cannot be read, or an en.js that is not en.ftl's; and the
//                                   lessons' and examples' translations (scripts/i18n-content.mjs --check)
//   node scripts/i18n.mjs --page    prints index.html's messages as .ftl (to start a new string's entry)
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { parseFtl, patternArgs } from '../web/i18n/ftl.js';
import { checkContent } from './i18n-content.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const I18N = join(ROOT, 'web', 'i18n');
const VOID = new Set(['meta', 'link', 'input', 'br', 'img', 'hr', 'source', 'wbr']);
/** Inline elements a message may hold (web/i18n/locale.js builds them as elements). */
const INLINE = new Set(['kbd', 'i', 'code', 'b']);
/** Attributes a reader sees or hears. */
export const SHOWN_ATTRS = ['title', 'aria-label', 'placeholder', 'alt', 'label'];
const hasLetters = (s) => /\p{L}/u.test(s);
const collapse = (s) => s.replace(/\s+/g, ' ').trim();

function attrsOf(source) {
  const attrs = {};
  for (const m of source.matchAll(/([\w:-]+)(?:="([^"]*)")?/g)) attrs[m[1]] = m[2] ?? '';
  return attrs;
}

/**
 * index.html's messages (data-l10n-id: text with inline markup, shown attributes) and its strays (a word or a
 * shown attribute outside any message).
 * @returns {{ messages: Map<string, {text: string|null, attrs: object}>, strays: string[] }}
 */
export function pageMessages(html) {
  const messages = new Map(),
    strays = [];
  const stack = [];
  const token = /<!--[\s\S]*?-->|<![^>]*>|<(\/?)([a-zA-Z][\w-]*)([^>]*)>|[^<]+/g;
  for (const m of html.matchAll(token)) {
    if (m[0].startsWith('<!')) continue;
    if (!m[2]) {
      const text = m[0];
      if (!hasLetters(text)) continue;
      if (stack.some((e) => ['script', 'style'].includes(e.tag) || e.attrs.translate === 'no')) continue;
      if (stack.some((e) => e.tag === 'head') && !stack.some((e) => e.tag === 'title')) continue;
      const owner = [...stack].reverse().find((e) => e.attrs['data-l10n-id'] || !INLINE.has(e.tag));
      // A key cap outside a message (the shortcuts sheet's key column) is printed as on the keyboard.
      if (!owner?.attrs['data-l10n-id'] && stack.at(-1)?.tag === 'kbd') continue;
      if (!owner?.attrs['data-l10n-id']) strays.push(`text "${collapse(text).slice(0, 60)}" in <${owner?.tag}>`);
      else owner.own = true;
      continue;
    }
    const tag = m[2].toLowerCase();
    if (m[1]) {
      const i = stack.map((e) => e.tag).lastIndexOf(tag);
      if (i < 0) continue;
      for (const e of stack.splice(i)) close(e, html.slice(e.end, m.index));
      continue;
    }
    const attrs = attrsOf(m[3]);
    const id = attrs['data-l10n-id'];
    const shown = SHOWN_ATTRS.filter((a) => a in attrs && hasLetters(attrs[a]));
    if (tag === 'meta' && attrs.name === 'description') shown.push('content');
    if (shown.length && !id) strays.push(`<${tag}${attrs.id ? ` id="${attrs.id}"` : ''}> ${shown.join(', ')}`);
    const element = { tag, attrs, id, end: m.index + m[0].length, shown };
    if (id && messages.has(id)) strays.push(`data-l10n-id="${id}" used twice`);
    if (id) messages.set(id, { text: null, attrs: Object.fromEntries(shown.map((a) => [a, collapse(attrs[a])])) });
    if (!VOID.has(tag) && !m[3].endsWith('/')) stack.push(element);
  }
  function close(e, inner) {
    if (!e.id || !e.own) return;
    if (/data-l10n-id=/.test(inner)) strays.push(`data-l10n-id="${e.id}": words beside another message`);
    const text = inner.replace(/<(\/?)([a-zA-Z][\w-]*)[^>]*>/g, (t, slash, name) =>
      INLINE.has(name.toLowerCase()) ? `<${slash}${name.toLowerCase()}>` : '',
    );
    messages.get(e.id).text = collapse(text);
  }
  return { messages, strays };
}

/** The text of a message's value or attribute in a parsed catalogue, as plain source (no arguments). */
function plain(pattern) {
  return (pattern ?? []).map((p) => (typeof p === 'string' ? p : (p.text ?? `{$${p.arg}}`))).join('');
}

/** Every locale's catalogue file name (en first). */
export const localeFiles = () =>
  readdirSync(I18N)
    .filter((f) => f.endsWith('.ftl'))
    .sort((a, b) => (a === 'en.ftl' ? -1 : b === 'en.ftl' ? 1 : a.localeCompare(b)));

/** Parses a catalogue file, its unreadable lines as problems. */
export function readCatalogue(file, problems) {
  return parseFtl(readFileSync(join(I18N, file), 'utf8'), (line, message) =>
    problems.push(`${file}:${line}: ${message}`),
  );
}

/** The en.js module: en.ftl's messages whose ids index.html does not hold, parsed (the first load has no parser):
 *  id -> [value, { attr: pattern }], a pattern of one string written as that string. */
export async function englishModule(ftl, pageIds) {
  const pack = (p) => (p && p.length === 1 && typeof p[0] === 'string' ? p[0] : p);
  const out = {};
  for (const [id, m] of parseFtl(ftl)) {
    if (pageIds.has(id)) continue;
    out[id] = m.attrs.size
      ? [pack(m.value), Object.fromEntries([...m.attrs].map(([a, p]) => [a, pack(p)]))]
      : [pack(m.value)];
  }
  const text =
    '// Written by scripts/i18n.mjs from en.ftl: its messages that the code words (index.html holds the rest), parsed.\n' +
    `export const EN = ${JSON.stringify(out)};\n`;
  const file = join(I18N, 'en.js');
  const { format, resolveConfig } = await import('prettier'); // as scripts/format.mjs leaves it
  return format(text, { ...(await resolveConfig(file)), filepath: file });
}

/** Every problem of the catalogues and index.html, as lines. */
export async function check() {
  const problems = [];
  const html = readFileSync(join(ROOT, 'web', 'index.html'), 'utf8');
  const page = pageMessages(html);
  problems.push(...page.strays.map((s) => `index.html: ${s}: not in the catalogue (give it a data-l10n-id)`));
  const files = localeFiles();
  const catalogues = new Map(files.map((f) => [f, readCatalogue(f, problems)]));
  const en = catalogues.get('en.ftl');
  for (const [id, m] of page.messages) {
    const entry = en.get(id);
    if (!entry) {
      problems.push(`index.html: data-l10n-id="${id}" is not in en.ftl`);
      continue;
    }
    if (m.text && plain(entry.value) !== m.text)
      problems.push(`index.html: "${id}" reads "${m.text}", en.ftl "${plain(entry.value)}"`);
    for (const [a, text] of Object.entries(m.attrs))
      if (plain(entry.attrs.get(a)) !== text)
        problems.push(`index.html: "${id}.${a}" reads "${text}", en.ftl "${plain(entry.attrs.get(a))}"`);
  }
  for (const [file, messages] of catalogues) if (file !== 'en.ftl') problems.push(...compareLocale(file, en, messages));
  const module = await englishModule(readFileSync(join(I18N, 'en.ftl'), 'utf8'), new Set(page.messages.keys()));
  if (readFileSync(join(I18N, 'en.js'), 'utf8') !== module)
    problems.push("web/i18n/en.js is not en.ftl's: run `node scripts/i18n.mjs`");
  problems.push(...checkContent()); // the lessons' and examples' translations (scripts/i18n-content.mjs)
  return problems;
}

/** What locale `file`'s parsed `messages` lack or have beyond English's (`en`): ids, attributes, placeholders and
 *  markup. */
export function compareLocale(file, en, messages) {
  const problems = [];
  {
    for (const [id, entry] of en) {
      const own = messages.get(id);
      const parts = [[null, entry.value], ...entry.attrs];
      for (const [attr, pattern] of parts) {
        const name = attr ? `${id}.${attr}` : id;
        const theirs = own ? (attr ? own.attrs.get(attr) : own.value) : undefined;
        if (pattern && !theirs) problems.push(`${file}: "${name}" is missing`);
        else if (!pattern && theirs) problems.push(`${file}: "${name}" is not in en.ftl`);
        else if (pattern) {
          const a = [...patternArgs(pattern)].sort().join(', '),
            b = [...patternArgs(theirs)].sort().join(', ');
          if (a !== b) problems.push(`${file}: "${name}" has placeholders {${b}}, en.ftl {${a}}`);
          const tags = (p) => (plain(p).match(/<\/?\w+>/g) ?? []).sort().join('');
          if (tags(pattern) !== tags(theirs)) problems.push(`${file}: "${name}" has other markup than en.ftl`);
        }
      }
    }
    for (const id of messages.keys()) if (!en.has(id)) problems.push(`${file}: "${id}" is not in en.ftl`);
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const html = readFileSync(join(ROOT, 'web', 'index.html'), 'utf8');
  const page = pageMessages(html);
  if (process.argv.includes('--check')) {
    const problems = await check();
    for (const p of problems) console.error(p);
    console.log(problems.length ? `i18n: ${problems.length} problems` : 'i18n: every catalogue complete');
    process.exit(problems.length ? 1 : 0);
  } else if (process.argv.includes('--page')) {
    for (const [id, m] of page.messages) {
      console.log(`${id} =${m.text ? ` ${m.text}` : ''}`);
      for (const [a, text] of Object.entries(m.attrs)) console.log(`    .${a} = ${text}`);
    }
  } else {
    const module = await englishModule(readFileSync(join(I18N, 'en.ftl'), 'utf8'), new Set(page.messages.keys()));
    writeFileSync(join(I18N, 'en.js'), module);
    console.log(`i18n: web/i18n/en.js written (${module.length} bytes)`);
  }
}
