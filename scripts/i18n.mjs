// The catalogues' tools (docs/languages.md):
//   node scripts/i18n.mjs           writes web/i18n/en.js: en.ftl's messages the code uses (index.html's own
//                                   text is the page's English, so those are left out of the first load), and
//                                   core/src/explain/english_messages.cpp: the core's messages (ids starting with
//                                   one of CORE_PREFIXES), which the core words in English itself
//   node scripts/i18n.mjs --check   exits 1 on a word of index.html outside the catalogue, a page text that differs
//                                   from en.ftl, a key missing from (or extra in) a locale, a placeholder mismatch,
//                                   a file that cannot be read, or an en.js that is not en.ftl's, a number's
//                                   unit written otherwise than English's (scripts/i18n-units.mjs), German's Sie
//                                   (scripts/i18n-register.mjs); and the
//                                   lessons' and examples' translations (scripts/i18n-content.mjs --check)
//   node scripts/i18n.mjs --page    prints index.html's messages as .ftl (to start a new string's entry)
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

import { parseFtl, patternArgs } from '../web/i18n/ftl.js';
import { checkContent } from './i18n-content.mjs';
import { NOT_MOVED, NOT_SHOWN, webModules, wordedModules } from './i18n-modules.mjs';
import { registerProblems } from './i18n-register.mjs';
import { catalogueIsolateProblems, unitProblems } from './i18n-units.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const I18N = join(ROOT, 'web', 'i18n');
const VOID = new Set(['meta', 'link', 'input', 'br', 'img', 'hr', 'source', 'wbr']);
/** Inline elements a message may hold (web/i18n/locale.js builds them as elements). */
const INLINE = new Set(['kbd', 'i', 'code', 'b']);
/** Attributes a reader sees or hears. */
export const SHOWN_ATTRS = ['title', 'aria-label', 'placeholder', 'alt', 'label'];
/** The core's messages (its reasons and facts: ids starting with one of these that are not index.html's): English
 *  words them in C++ (english_messages.cpp), so en.js leaves them out; the page words them from a locale's
 *  catalogue, else shows the core's English. */
export const CORE_PREFIXES = ['why-', 'fact-', 'invalid-', 'task-'];
export const isCoreId = (id) => CORE_PREFIXES.some((p) => id.startsWith(p));
export const CORE_FILE = join(ROOT, 'core', 'src', 'explain', 'english_messages.cpp');
/** The validation errors' English (ids starting with ERROR_PREFIX), apart from the reasons' (docs/languages.md). */
export const ERROR_PREFIX = 'invalid-';
export const ERRORS_FILE = join(ROOT, 'core', 'src', 'explain', 'english_errors.cpp');
/** A lesson's words: a task's verdict clauses' English (ids starting with TASK_PREFIX) and a lesson file's errors'
 *  (LESSON_ERROR_PREFIX), apart: linked only where lessons are read and tasks checked (the lessons' module, the command
 *  line). A caption's errors (invalid-caption-*) are the validation errors': the first module fills captions. */
export const TASK_PREFIX = 'task-';
export const LESSON_ERROR_PREFIX = 'invalid-lesson-';
export const TASKS_FILE = join(ROOT, 'core', 'src', 'explain', 'english_tasks.cpp');
/** The core's compiled English catalogues: the reasons and facts, the validation errors, the tasks' verdicts. */
export const CORE_TABLES = ['reasons', 'errors', 'tasks'];
const tableOf = (id) =>
  id.startsWith(TASK_PREFIX) || id.startsWith(LESSON_ERROR_PREFIX)
    ? 'tasks'
    : id.startsWith(ERROR_PREFIX)
      ? 'errors'
      : 'reasons';
const TABLE = {
  reasons: { file: CORE_FILE, what: "the core's messages", name: 'englishCatalogue', worder: null },
  errors: {
    file: ERRORS_FILE,
    what: "the core's validation errors",
    name: 'englishErrorCatalogue',
    worder: 'englishError',
  },
  tasks: {
    file: TASKS_FILE,
    what: "a lesson task's verdict and a lesson file's errors",
    name: 'englishTaskCatalogue',
    worder: 'englishTask',
    // A lesson's field wraps a scene's or a caption's error (invalid-lesson-in): the words inside are the errors'.
    also: 'englishErrorCatalogue',
  },
};
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

/** The English files written from en.ftl: en.js (the first load: every message the code words that no group below
 *  takes), and one per group of modules fetched on demand, which those modules import (not part of the first load):
 *  en-lazy.js for the events list, the charts, the selection's panel and the agent's fields; en-panels.js for the
 *  gallery, the history notice, the compare's table and editor and the terrain bar; en-tools.js for the game maps
 *  panel and its Run all, the overlaid compare's legend, the long-step and game-code dialogs, the script editor and
 *  a big file's reading beside the page (web/sim/open-beside.js);
 *  en-lessons.js for the lessons (their card, menu, tasks, maker and exercise); en-scripts.js for the script
 *  editor's contract panel and a script's errors in a student's words;
 *  en-draw.js for the canvas's drawers fetched on demand (the ORCA and context insets, the heat map's legend, the
 *  feelers' side view); en-first.js for more of the first load (the page's own errors on opening a scene, a link or
 *  My scenes, its refusals, the timeline's memory tooltip), imported by the modules that word them; en-settings.js
 *  for the settings' explanations (doc-<behaviour or avoidance>-<name>: the selection's panel, and the npm package's
 *  paramSpecs(); the core keeps no words of them, so that they are not in the first module).
 *  Several files, not one, so that none outgrows the house rules' 450 lines. */
export const ENGLISH_FILES = [
  ['en.js', []],
  ['en-lazy.js', ['event-', 'chart-', 'sel-', 'ed-']],
  ['en-panels.js', ['gal-', 'hist-', 'cmp-', 'ced-', 'ter-', 'anim-', 'con-']],
  ['en-tools.js', ['map-', 'ovl-', 'lsd-', 'gcd-', 'sed-', 'sw-', 'obs-']],
  ['en-lessons.js', ['les-']],
  ['en-scripts.js', ['scr-']],
  ['en-draw.js', ['cv-']],
  ['en-first.js', ['ld-', 'tl-']],
  ['en-settings.js', ['doc-']],
];
export const LAZY_PREFIXES = ENGLISH_FILES.flatMap(([, prefixes]) => prefixes);
/** The English file that holds message `id`. */
const englishFileOf = (id) =>
  ENGLISH_FILES.find(([, prefixes]) => prefixes.some((p) => id.startsWith(p)))?.[0] ?? 'en.js';
/** What each behaviour senses (senses-<behaviour>): English is the core registry's words (the behaviour's senses
 *  line), which the page shows as it is, so they are in none of the English files; tests/wasm/setting-docs.test.mjs
 *  checks that en.ftl's words are the registry's. (The settings' explanations, doc-, are en.ftl's alone: en-settings.js.) */
export const isRegistryId = (id) => id.startsWith('senses-');

/** The English module `name` (ENGLISH_FILES): en.ftl's messages of its group whose ids index.html does not hold and
 *  the core does not word, parsed (the first load has no parser): id -> [value, { attr: pattern }], a pattern of one
 *  string written as that string. */
export async function englishModule(ftl, pageIds, name = 'en.js') {
  const pack = (p) => (p && p.length === 1 && typeof p[0] === 'string' ? p[0] : p);
  const out = {};
  for (const [id, m] of parseFtl(ftl)) {
    // index.html holds it, the core words it, or (senses-) English shows the core registry's own words
    if (pageIds.has(id) || isCoreId(id) || isRegistryId(id) || englishFileOf(id) !== name) continue;
    out[id] = m.attrs.size
      ? [pack(m.value), Object.fromEntries([...m.attrs].map(([a, p]) => [a, pack(p)]))]
      : [pack(m.value)];
  }
  const prefixes = ENGLISH_FILES.find(([n]) => n === name)[1];
  const text =
    name === 'en-first.js'
      ? "// Written by scripts/i18n.mjs from en.ftl: more of the first load's English (en.js is at the house rules' size):\n" +
        `// ids starting with ${prefixes.join(', ')}, parsed; the modules that word them import it.\n` +
        "import { addEnglish } from './locale.js';\n\n" +
        `addEnglish(${JSON.stringify(out)});\n`
      : name !== 'en.js'
        ? '// Written by scripts/i18n.mjs from en.ftl: the English of modules fetched on demand (ids starting with\n' +
          `// ${prefixes.join(', ')}), parsed; they import it, and it adds itself to English's messages.\n` +
          "import { addEnglish } from './locale.js';\n\n" +
          `addEnglish(${JSON.stringify(out)});\n`
        : '// Written by scripts/i18n.mjs from en.ftl: its messages that the code words (index.html holds the rest), parsed.\n' +
          `export const EN = ${JSON.stringify(out)};\n`;
  const file = join(I18N, name);
  const { format, resolveConfig } = await import('prettier'); // as scripts/format.mjs leaves it
  return format(text, { ...(await resolveConfig(file)), filepath: file });
}

/** english_messages.cpp: en.ftl's core messages as C++ patterns (core/src/explain/english_messages.hpp), through
 *  clang-format as scripts/format.mjs leaves it; with `table` 'errors', english_errors.cpp: the validation errors';
 *  'tasks', english_tasks.cpp: a lesson task's verdict's. */
export function coreModule(ftl, pageIds, table = 'reasons') {
  const { file, what, name, worder: worderName, also } = TABLE[table];
  const q = (s) => JSON.stringify(s); // a JSON string is a C++ string literal here (UTF-8 kept as it is)
  // Constant data, not code: each pattern one string (english_messages.hpp, MessageDef, says how it is written),
  // read into the Catalogue on first use (english_format.cpp). Octal escapes: a hex one would eat the letters after it.
  const pattern = (pieces) =>
    pieces
      .map((p) => {
        if (typeof p === 'string' || p.text !== undefined) return typeof p === 'string' ? p : p.text;
        if (!p.variants) return `\u0001${p.arg}\u0002`;
        const variants = p.variants.map(
          (v) => `${v.default ? '\u0006' : '\u0005'}${v.key}\u0002${pattern(v.pattern)}\u0007`,
        );
        return `\u0003${p.arg}\u0002${variants.join('')}\u0004`;
      })
      .join('');
  const literal = (text) => q(text).replace(/\\u000([1-7])/g, '\\00$1');
  const rows = [];
  for (const [id, m] of parseFtl(ftl))
    if (isCoreId(id) && !pageIds.has(id) && tableOf(id) === table)
      rows.push(`{${q(id)}, ${literal(pattern(m.value ?? []))}},`);
  const worder = worderName
    ? `
}  // namespace sidestep::explain

namespace sidestep {

std::string ${worderName}(const Message& message) {
    return explain::formatEnglish(explain::${name}(), message);
}

}  // namespace sidestep
`
    : `
}  // namespace sidestep::explain
`;
  const text = `// Written by scripts/i18n.mjs from web/i18n/en.ftl (do not edit): the English of ${what}.
#include "english_messages.hpp"

#include <iterator>

namespace sidestep::explain {

namespace {

// clang-format off
constexpr MessageDef kEnglish[] = {
${rows.join('\n')}
};
// clang-format on

}  // namespace

${
  also
    ? `/// Also the messages of ${also}(): a message here may word one of them inside it.
const Catalogue& ${name}() {
    static const Catalogue table = [] {
        Catalogue both = readCatalogue(std::begin(kEnglish), std::end(kEnglish));
        const Catalogue& other = ${also}();
        both.insert(other.begin(), other.end());
        return both;
    }();
    return table;
}`
    : `const Catalogue& ${name}() {
    static const Catalogue table = readCatalogue(std::begin(kEnglish), std::end(kEnglish));
    return table;
}`
}
${worder}`;
  const run = spawnSync('clang-format', [`--assume-filename=${file}`], {
    cwd: ROOT,
    input: text,
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`clang-format: ${run.error?.message ?? run.stderr}`);
  return run.stdout;
}

/** The folders of the core whose sources give messages: the reasons, the validation errors, the World's refused
 *  edits. */
export const CORE_MESSAGE_DIRS = ['explain', 'io', 'world', 'lesson'].map((d) => join(ROOT, 'core', 'src', d));

/** The message ids the core's sources name (every string literal of CORE_MESSAGE_DIRS that starts with one of
 *  CORE_PREFIXES): each must be in en.ftl. */
export function coreIds() {
  const ids = new Set();
  for (const dir of CORE_MESSAGE_DIRS)
    for (const f of readdirSync(dir).filter((f) => /\.[ch]pp$/.test(f) && f !== 'english_messages.cpp')) {
      const src = readFileSync(join(dir, f), 'utf8');
      // An id ending in '-' is a family's prefix, completed with a name (why-stall-<behaviour>: message_test
      // checks each member), not an id itself.
      for (const m of src.matchAll(new RegExp(`"((?:${CORE_PREFIXES.join('|')})[\\w-]+)"`, 'g')))
        if (!m[1].endsWith('-')) ids.add(m[1]);
    }
  return ids;
}

/** The page's modules whose shown words all go through the catalogue: every module under web/ but those
 *  scripts/i18n-modules.mjs excludes, each with its reason (docs/languages.md). The check fails on a literal string
 *  with words in them. */
export const WORDED_MODULES = wordedModules();
/** Literals of these modules that are not shown words (a class name, a file name, a CSS value). */
const NOT_WORDS = new Set(['underline wavy #ef4444']); // the editor's lint mark (ui/script-editor-look.js): CSS
/** A canvas font: a CSS font shorthand (`600 11px system-ui, sans-serif`) or a list of families ending in a
 *  generic one. */
const FONT = /^\s*(\d{3} )?[\d.]*px |,\s*(sans-serif|serif|monospace)\s*$/;

/**
 * A module's string literals that hold words (two words in a row) outside the catalogue: not a t('id') or an import,
 * a class name, a test id or a message to the developer's console. Comments are left out.
 */
export function literalWords(src) {
  const code = src.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
  const out = [];
  for (const m of code.matchAll(/'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g)) {
    const text = (m[1] ?? m[2] ?? m[3]).replace(/\$\{[^}]*\}/g, ' ');
    if (!/\p{L}{2,}[ \t]+\p{L}{2,}/u.test(text) || NOT_WORDS.has(text)) continue;
    if (FONT.test(text)) continue; // a canvas font (CSS shorthand: size and families)
    const before = code.slice(Math.max(0, m.index - 40), m.index);
    if (/(\bimport|\bfrom|\bt\(|console\.\w+\()\s*$/.test(before)) continue; // console: for developers
    if (/className(:| =)[^'"`;,(){}]*$/.test(before)) continue; // a class name, also one of a condition's two
    out.push(text.trim().slice(0, 60));
  }
  return out;
}

/** The right-to-left locales of LOCALES in web/i18n/locale.js (read as text: importing it would import en.js, which
 *  this script writes). */
const rightToLeft = () =>
  new Set(
    [...readFileSync(join(I18N, 'locale.js'), 'utf8').matchAll(/\['([\w-]+)', '[^']*', 'rtl'\]/g)].map((m) => m[1]),
  );

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
  for (const [file, messages] of catalogues) {
    const rtl = rightToLeft().has(file.replace(/\.ftl$/, ''));
    if (file !== 'en.ftl') problems.push(...unitProblems(file, en, messages, rtl)); // scripts/i18n-units.mjs
    if (rtl) problems.push(...catalogueIsolateProblems(file, messages)); // (the same file)
    if (file === 'de.ftl') problems.push(...registerProblems(file, messages)); // du, never Sie: i18n-register.mjs
  }
  for (const [name] of ENGLISH_FILES) {
    const module = await englishModule(readFileSync(join(I18N, 'en.ftl'), 'utf8'), new Set(page.messages.keys()), name);
    if (readFileSync(join(I18N, name), 'utf8') !== module)
      problems.push(`web/i18n/${name} is not en.ftl's: run \`node scripts/i18n.mjs\``);
  }
  const enFtl = readFileSync(join(I18N, 'en.ftl'), 'utf8');
  for (const table of CORE_TABLES)
    if (readFileSync(TABLE[table].file, 'utf8') !== coreModule(enFtl, new Set(page.messages.keys()), table))
      problems.push(`${relative(ROOT, TABLE[table].file)} is not en.ftl's: run \`node scripts/i18n.mjs\``);
  for (const id of coreIds()) if (!en.has(id)) problems.push(`core/src: message "${id}" is not in en.ftl`);
  problems.push(...moduleProblems());
  problems.push(...checkContent()); // the lessons' and examples' translations (scripts/i18n-content.mjs)
  return problems;
}

/** The modules' words outside the catalogue (WORDED_MODULES), an exclusion of scripts/i18n-modules.mjs that names
 *  no module, and a module still listed as not moved that has no words left. */
export function moduleProblems(modules = WORDED_MODULES, read = (f) => readFileSync(join(ROOT, f), 'utf8')) {
  const problems = [];
  for (const file of modules)
    for (const words of literalWords(read(file)))
      problems.push(`${file}: "${words}" is not in the catalogue (t('id'))`);
  const all = new Set(webModules());
  for (const file of [...Object.keys(NOT_SHOWN), ...Object.keys(NOT_MOVED)])
    if (!all.has(file)) problems.push(`scripts/i18n-modules.mjs: ${file} is not a module under web/`);
  for (const file of Object.keys(NOT_MOVED))
    if (all.has(file) && !literalWords(read(file)).length)
      problems.push(`scripts/i18n-modules.mjs: ${file} has no words left outside the catalogue: take it off NOT_MOVED`);
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
    for (const [name] of ENGLISH_FILES) {
      const module = await englishModule(
        readFileSync(join(I18N, 'en.ftl'), 'utf8'),
        new Set(page.messages.keys()),
        name,
      );
      writeFileSync(join(I18N, name), module);
      console.log(`i18n: web/i18n/${name} written (${module.length} bytes)`);
    }
    for (const table of CORE_TABLES) {
      const core = coreModule(readFileSync(join(I18N, 'en.ftl'), 'utf8'), new Set(page.messages.keys()), table);
      writeFileSync(TABLE[table].file, core);
      console.log(`i18n: ${relative(ROOT, TABLE[table].file)} written (${core.length} bytes)`);
    }
  }
}
