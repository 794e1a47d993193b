// The lessons' and examples' translations (web/i18n/examples/<locale>.json, web/i18n/lessons/<locale>.json;
// docs/languages.md, "Lessons and examples"), checked against their English source in examples/:
//   node scripts/i18n-content.mjs --check            exits 1 on a string missing from a locale (or one English
//                                                    lacks), a placeholder or a setting's name that differs from
//                                                    English, a translation made from other English (`from`), German's
//                                                    Sie (scripts/i18n-register.mjs), or a
//                                                    file that cannot be read; scripts/i18n.mjs --check runs it too
//   node scripts/i18n-content.mjs --lines            prints English as KEY<tab>TEXT lines, one string a line
//   node scripts/i18n-content.mjs --write LOC FILE   writes LOC's two files from KEY<tab>TEXT lines (a translation
//                                                    of --lines), each entry stamped with the English it is from
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { exampleSource, fingerprint, lessonSource } from '../web/i18n/content.js';
import { LOCALES } from '../web/i18n/locale.js';
import { addressIn } from './i18n-register.mjs';
import { isolateBreakProblems, writtenUnitProblems } from './i18n-units.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const EXAMPLES = join(ROOT, 'examples');
export const CONTENT = join(ROOT, 'web', 'i18n');
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** The English of every example and lesson, as the translations are laid out (with `from` stamps). */
export function englishContent(dir = EXAMPLES) {
  const index = readJson(join(dir, 'index.json'));
  const examples = {};
  // The compare sets' pane names (one dictionary: a name is worded once wherever it is used).
  const names = new Set();
  const addNames = (scene) => {
    for (const v of Array.isArray(scene.compare) ? scene.compare : [])
      if (typeof v?.label === 'string') names.add(v.label);
  };
  for (const e of index.examples) {
    const scene = readJson(join(dir, e.file));
    addNames(scene);
    examples[e.file] = {
      from: fingerprint(exampleSource(scene)),
      title: scene.title,
      line: e.line,
      description: scene.description,
    };
  }
  const lessons = {};
  const scenes = {}; // the scenes a lesson's file holds itself (its exercises'), shown as an example's are
  for (const l of readJson(join(dir, 'lessons', 'index.json')).lessons) {
    const lesson = readJson(join(dir, 'lessons', l.file));
    lesson.checkpoints.forEach((cp, i) => {
      if (cp.scene && typeof cp.scene === 'object') addNames(cp.scene);
      if (cp.scene && typeof cp.scene === 'object')
        scenes[`lessons/${l.file}#${i + 1}`] = {
          from: fingerprint(exampleSource(cp.scene)),
          title: cp.scene.title,
          description: cp.scene.description,
        };
    });
    lessons[lesson.id] = {
      from: fingerprint(lessonSource(lesson)),
      title: lesson.title,
      summary: lesson.summary,
      checkpoints: lesson.checkpoints.map((cp) => {
        const words = { title: cp.title, caption: cp.caption };
        if (cp.task) Object.assign(words, { task: cp.task.text }, cp.task.hint ? { hint: cp.task.hint } : {});
        if (cp.exercise)
          Object.assign(words, { exercise: cp.exercise.text }, cp.exercise.hint ? { hint: cp.exercise.hint } : {});
        return words;
      }),
    };
  }
  return {
    examples: {
      groups: Object.fromEntries(index.groups.map((g) => [g, g])),
      examples,
      scenes,
      panes: Object.fromEntries([...names].sort().map((n) => [n, n])),
    },
    lessons,
  };
}

/** A text's placeholders ({step}, {runner.speed:1}, {whiskers.rayLength:drag}) and literal braces ({{, }}), sorted. */
export const placeholders = (text) => (String(text).match(/\{\{|\}\}|\{[^{}]*\}/g) ?? []).sort().join(' ');
/** The settings' and values' names a text holds (rayLength, avoidDistance, passRight): kept as English writes them. */
export const settingNames = (text) => [...new Set(String(text).match(/\b[a-z]+[A-Z][A-Za-z]*\b/g) ?? [])].sort();

/** The strings of a content tree as [key, text] pairs (keys as --lines prints them), `from` apart. */
export function flatten(tree) {
  const out = [];
  for (const [g, text] of Object.entries(tree.examples.groups ?? {})) out.push([`G ${g}`, text]);
  for (const [name, text] of Object.entries(tree.examples.panes ?? {})) out.push([`P ${name}`, text]);
  // The fields every entry has, then any other it holds (`from` apart), so that a stray one is found.
  const fields = (entry, fixed, apart) => [
    ...new Set([...fixed, ...Object.keys(entry ?? {}).filter((f) => !apart.includes(f))]),
  ];
  for (const [file, e] of Object.entries(tree.examples.examples ?? {}))
    for (const f of fields(e, ['title', 'line', 'description'], ['from'])) out.push([`E ${file} ${f}`, e?.[f]]);
  for (const [key, e] of Object.entries(tree.examples.scenes ?? {}))
    for (const f of fields(e, ['title', 'description'], ['from'])) out.push([`S ${key} ${f}`, e?.[f]]);
  for (const [id, l] of Object.entries(tree.lessons ?? {})) {
    for (const f of fields(l, ['title', 'summary'], ['from', 'checkpoints'])) out.push([`L ${id} ${f}`, l?.[f]]);
    (l?.checkpoints ?? []).forEach((cp, i) => {
      for (const [f, text] of Object.entries(cp ?? {})) out.push([`L ${id} ${i + 1} ${f}`, text]);
    });
  }
  return out;
}

/** The `from` stamps of a content tree: key -> fingerprint. */
function stamps(tree) {
  const out = new Map();
  for (const [file, e] of Object.entries(tree.examples.examples ?? {})) out.set(`E ${file}`, e?.from);
  for (const [key, e] of Object.entries(tree.examples.scenes ?? {})) out.set(`S ${key}`, e?.from);
  for (const [id, l] of Object.entries(tree.lessons ?? {})) out.set(`L ${id}`, l?.from);
  return out;
}

/** What locale `tag`'s translation (`tree`) lacks, has beyond English (`en`), or keeps otherwise than English. */
export function compareContent(tag, en, tree) {
  const problems = [];
  const theirs = new Map(flatten(tree));
  const mine = new Map(flatten(en));
  for (const [key, text] of mine) {
    const own = theirs.get(key);
    if (typeof own !== 'string' || !own.trim()) {
      problems.push(`${tag}: "${key}" is missing`);
      continue;
    }
    if (placeholders(own) !== placeholders(text))
      problems.push(`${tag}: "${key}" has placeholders [${placeholders(own)}], English [${placeholders(text)}]`);
    const lost = settingNames(text).filter((n) => !own.includes(n));
    if (lost.length) problems.push(`${tag}: "${key}" lacks the names ${lost.join(', ')} that English keeps`);
    // In right-to-left text a token that starts with a digit and goes on with a hyphen and Latin letters
    // ("0-proxy") is shown reversed ("proxy-0") unless it sits in a left-to-right isolate (U+2066 ... U+2069).
    const bare = own.replace(/\u2066[^\u2069]*\u2069/g, '');
    const rtl = LOCALES.some(([t, , dir]) => t === tag && dir === 'rtl');
    if (rtl && /\d[-\u2013][A-Za-z]/.test(bare))
      problems.push(`${tag}: "${key}" has a digit-hyphen-Latin token outside a left-to-right isolate (shown reversed)`);
    // A point or a range of two numbers, `(14, 13)`, reads as English writes it: in an isolate, with a Latin comma
    // (docs/languages.md, "Numbers and units"), as the catalogue's points do.
    const point = (comma) =>
      new RegExp(`[(\\[][ \u00a0]?[\\d٠-٩.٫]+[ \u00a0]?${comma}[ \u00a0]?[\\d٠-٩.٫]+[ \u00a0]?[)\\]]`);
    if (rtl && (point(',').test(bare) || point('\u060c').test(own)))
      problems.push(`${tag}: "${key}" has a point outside a left-to-right isolate or with the Arabic comma`);
    // A number and its unit in one isolate, joined by a no-break space, as the catalogues write them.
    if (rtl)
      for (const line of [...writtenUnitProblems(own), ...isolateBreakProblems(own, true)])
        problems.push(`${tag}: "${key}" ${line}`);
    if (tag === 'de') problems.push(...addressIn(tag, key, own)); // du, never Sie (scripts/i18n-register.mjs)
  }
  for (const key of theirs.keys()) if (!mine.has(key)) problems.push(`${tag}: "${key}" is not in English`);
  const from = stamps(tree);
  for (const [key, stamp] of stamps(en))
    if (from.has(key) && from.get(key) !== stamp)
      problems.push(`${tag}: "${key}" was translated from other English (from ${from.get(key)}, now ${stamp})`);
  return problems;
}

/** Locale `tag`'s translation as one tree, with a problem for a file that is missing or not JSON. */
export function readContent(tag, problems, dir = CONTENT) {
  const tree = { examples: {}, lessons: {} };
  for (const kind of ['examples', 'lessons']) {
    const file = join(dir, kind, `${tag}.json`);
    if (!existsSync(file)) {
      problems.push(`web/i18n/${kind}/${tag}.json: missing`);
      continue;
    }
    try {
      tree[kind] = readJson(file);
    } catch (err) {
      problems.push(`web/i18n/${kind}/${tag}.json: ${err.message}`);
    }
  }
  return tree;
}

/** Every problem of every locale's lessons and examples, as lines. */
export function checkContent() {
  const problems = [];
  const en = englishContent();
  for (const [tag] of LOCALES) if (tag !== 'en') problems.push(...compareContent(tag, en, readContent(tag, problems)));
  return problems;
}

/** Locale `tag`'s two files built from KEY<tab>TEXT lines, stamped with the English they are made from. */
export function fromLines(text, en = englishContent()) {
  const words = new Map();
  for (const line of text.split('\n')) {
    const tab = line.indexOf('\t');
    if (tab > 0) words.set(line.slice(0, tab), line.slice(tab + 1).replace(/\\n/g, '\n'));
  }
  const pick = (key) => words.get(key);
  const examples = { groups: {}, examples: {}, scenes: {}, panes: {} };
  for (const g of Object.keys(en.examples.groups)) examples.groups[g] = pick(`G ${g}`);
  for (const name of Object.keys(en.examples.panes)) examples.panes[name] = pick(`P ${name}`);
  for (const [key, e] of Object.entries(en.examples.scenes))
    examples.scenes[key] = {
      from: e.from,
      title: pick(`S ${key} title`),
      description: pick(`S ${key} description`),
    };
  for (const [file, e] of Object.entries(en.examples.examples))
    examples.examples[file] = {
      from: e.from,
      title: pick(`E ${file} title`),
      line: pick(`E ${file} line`),
      description: pick(`E ${file} description`),
    };
  const lessons = {};
  for (const [id, l] of Object.entries(en.lessons))
    lessons[id] = {
      from: l.from,
      title: pick(`L ${id} title`),
      summary: pick(`L ${id} summary`),
      checkpoints: l.checkpoints.map((cp, i) =>
        Object.fromEntries(Object.keys(cp).map((f) => [f, pick(`L ${id} ${i + 1} ${f}`)])),
      ),
    };
  return { examples, lessons };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  if (args[0] === '--lines') {
    for (const [key, text] of flatten(englishContent())) console.log(`${key}\t${text.replace(/\n/g, '\\n')}`);
  } else if (args[0] === '--write') {
    const [, tag, file] = args;
    if (!LOCALES.some(([t]) => t === tag) || tag === 'en') throw new Error(`--write: "${tag}" is not a locale`);
    const tree = fromLines(readFileSync(file, 'utf8'));
    for (const kind of ['examples', 'lessons'])
      writeFileSync(join(CONTENT, kind, `${tag}.json`), JSON.stringify(tree[kind], null, 1) + '\n');
    const problems = compareContent(tag, englishContent(), tree);
    for (const p of problems) console.error(p);
    console.log(`i18n-content: ${tag} written, ${problems.length} problems`);
  } else {
    const problems = checkContent();
    for (const p of problems) console.error(p);
    console.log(problems.length ? `i18n-content: ${problems.length} problems` : 'i18n-content: every locale complete');
    process.exit(problems.length ? 1 : 0);
  }
}
