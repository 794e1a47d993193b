// The lessons' and examples' translations (web/i18n/examples/<locale>.json, web/i18n/lessons/<locale>.json;
// docs/languages.md, "Lessons and examples"): every string of every lesson and example is in every locale, with
// the English's placeholders (the explorable {A.S:drag} ones too) and settings' names, made from today's English.
// Each check is shown failing on a planted input, and the fingerprint the page matches by is recomputed by hand.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';

import {
  CONTENT,
  checkContent,
  compareContent,
  englishContent,
  flatten,
  placeholders,
  readContent,
} from '../../scripts/i18n-content.mjs';
import { exampleSource, fingerprint, lessonSource, localLesson } from '../../web/i18n/content.js';
import { LOCALES } from '../../web/i18n/locale.js';

const ROOT = new URL('../../', import.meta.url);
const readJson = (path) => JSON.parse(readFileSync(new URL(path, ROOT), 'utf8'));
const OTHERS = LOCALES.map(([tag]) => tag).filter((tag) => tag !== 'en');
const copy = (value) => JSON.parse(JSON.stringify(value));

describe("the lessons' and examples' translations", () => {
  it('are complete in every locale: no string missing, extra, with other placeholders or made from other English', () => {
    assert.deepEqual(checkContent(), []);
  });

  it('cover every example of examples/index.json and every lesson of examples/lessons/index.json', () => {
    const en = englishContent();
    const examples = readJson('examples/index.json').examples.map((e) => e.file);
    const lessons = readJson('examples/lessons/index.json').lessons.map((l) => l.id);
    assert.deepEqual(Object.keys(en.examples.examples), examples);
    assert.deepEqual(Object.keys(en.lessons), lessons);
    // Each lesson's strings counted by hand from its file: title, summary, and per checkpoint title, caption,
    // task or exercise text and hint.
    for (const id of lessons) {
      const lesson = readJson(`examples/lessons/${id}.json`);
      let count = 2;
      for (const cp of lesson.checkpoints) {
        count += 2;
        for (const part of [cp.task, cp.exercise]) if (part) count += part.hint ? 2 : 1;
      }
      assert.equal(flatten({ examples: {}, lessons: { [id]: en.lessons[id] } }).length, count, id);
    }
    // The scenes a lesson's file holds itself (each object-valued checkpoint scene), keyed by file and checkpoint.
    const own = [];
    for (const l of readJson('examples/lessons/index.json').lessons) {
      readJson(`examples/lessons/${l.file}`).checkpoints.forEach((cp, i) => {
        if (cp.scene && typeof cp.scene === 'object') own.push(`lessons/${l.file}#${i + 1}`);
      });
    }
    assert.ok(own.length >= 4, own.join(', '));
    assert.deepEqual(Object.keys(en.examples.scenes), own);
    for (const tag of OTHERS) {
      const problems = [];
      const tree = readContent(tag, problems);
      assert.deepEqual(problems, []);
      assert.equal(flatten(tree).length, flatten(en).length, tag);
    }
  });

  it('keep every explorable setting ({A.S:drag}) exactly as English writes it, in every locale', () => {
    const en = new Map(flatten(englishContent()));
    const drags = [...en.values()].flatMap((text) => String(text).match(/\{[^{}]*:drag\}/g) ?? []);
    assert.ok(drags.length >= 7, `${drags.length} live settings in the lessons (every lesson has one)`);
    for (const tag of OTHERS) {
      const theirs = new Map(flatten(readContent(tag, [])));
      for (const [key, text] of en) {
        const want = (String(text).match(/\{[^{}]*:drag\}/g) ?? []).sort();
        const got = (String(theirs.get(key)).match(/\{[^{}]*:drag\}/g) ?? []).sort();
        assert.deepEqual(got, want, `${tag}: ${key}`);
      }
    }
  });

  it('find a missing string, a lost or changed placeholder, a lost setting name, an extra string and stale English', () => {
    const en = englishContent();
    const good = readContent('de', []);
    assert.deepEqual(compareContent('de', en, good), []);
    const broken = copy(good);
    const whiskers = broken.lessons.whiskers;
    delete whiskers.checkpoints[0].title; // missing
    whiskers.checkpoints[0].caption = whiskers.checkpoints[0].caption.replace(
      '{whiskers.rayLength:drag}',
      '{whiskers.rayLength}',
    ); // a live setting made a plain number
    whiskers.checkpoints[1].caption = whiskers.checkpoints[1].caption.replace('{step}', 'Schritt'); // lost
    const task = whiskers.checkpoints.find((cp) => cp.task);
    task.task = task.task.replace('rayLength', 'Strahllänge'); // the setting's name translated
    broken.examples.examples['welcome.json'].surplus = 'Nicht in Englisch'; // extra
    broken.examples.examples['seek-arrival.json'].from = '00000000'; // made from other English
    broken.examples.scenes['lessons/whiskers.json#8'].from = '00000000'; // a lesson's own scene, the same
    delete broken.examples.scenes['lessons/feelers.json#7'].description; // missing
    delete broken.examples.panes['yours (script mine)']; // a compare pane's name, missing
    broken.examples.panes['sightRange 8, avoidDistance 1.5'] = 'Sichtweite 8, Ausweichabstand 1,5'; // names lost
    const problems = compareContent('de', en, broken).join('\n');
    assert.match(problems, /"L whiskers 1 title" is missing/);
    assert.match(problems, /"L whiskers 1 caption" has placeholders .*\{whiskers\.rayLength\}.*English .*:drag/);
    assert.match(problems, /"L whiskers 2 caption" has placeholders/);
    assert.match(problems, /"L whiskers 7 task" lacks the names rayLength/);
    assert.match(problems, /"E welcome\.json surplus" is not in English/);
    assert.match(problems, /"E seek-arrival\.json" was translated from other English/);
    assert.match(problems, /"S lessons\/whiskers\.json#8" was translated from other English/);
    assert.match(problems, /"S lessons\/feelers\.json#7 description" is missing/);
    assert.match(problems, /"P yours \(script mine\)" is missing/);
    assert.match(problems, /"P sightRange 8, avoidDistance 1\.5" lacks the names avoidDistance, sightRange/);
    assert.equal(compareContent('de', en, broken).length, 10, problems);
  });

  it('find a locale whose file is missing or is not JSON', () => {
    const problems = [];
    readContent('de', problems, join(CONTENT, 'no-such-folder'));
    assert.equal(problems.length, 2);
    assert.match(problems[0], /examples\/de\.json: missing/);
    const dir = mkdtempSync(join(tmpdir(), 'i18n-content-'));
    try {
      mkdirSync(join(dir, 'examples'));
      mkdirSync(join(dir, 'lessons'));
      writeFileSync(join(dir, 'examples', 'de.json'), '{"groups": {');
      writeFileSync(join(dir, 'lessons', 'de.json'), '{}');
      const broken = [];
      const tree = readContent('de', broken, dir);
      assert.equal(broken.length, 1, broken.join('\n'));
      assert.match(broken[0], /examples\/de\.json: .*JSON/);
      assert.ok(compareContent('de', englishContent(), tree).length > 300, 'every string then missing');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuse, right to left, a digit-hyphen-Latin token outside a left-to-right isolate (shown reversed)', () => {
    const en = englishContent();
    const ar = readContent('ar', []);
    assert.deepEqual(compareContent('ar', en, ar), []);
    const planted = copy(ar);
    const key = 'title';
    planted.lessons.nproxy[key] += ' 0-proxy';
    const problems = compareContent('ar', en, planted);
    assert.equal(problems.length, 1, problems.join('\n'));
    assert.match(problems[0], /digit-hyphen-Latin/);
    planted.lessons.nproxy[key] = planted.lessons.nproxy[key].replace(' 0-proxy', ' \u20660-proxy\u2069');
    assert.deepEqual(compareContent('ar', en, planted), [], 'in an isolate it is fine');
    const de = copy(readContent('de', []));
    de.lessons.nproxy[key] += ' 0-proxy';
    assert.deepEqual(compareContent('de', en, de), [], 'left to right it reads as written');
  });

  it('refuse, right to left, a point written outside an isolate or with the Arabic comma', () => {
    const en = englishContent();
    const ar = readContent('ar', []);
    const planted = copy(ar);
    const arena = planted.examples.examples['map-arena.json'];
    assert.match(arena.description, /\u2066\(1,\u00a07\)\u2069/, 'the catalogue writes its points isolated');
    arena.description = arena.description.replace('\u2066(1,\u00a07)\u2069', '(1,\u00a07)');
    planted.lessons.nproxy.title += ' \u2066(3\u060c\u00a04)\u2069';
    const problems = compareContent('ar', en, planted);
    assert.equal(problems.length, 2, problems.join('\n'));
    assert.match(problems.join('\n'), /map-arena\.json description" has a point/);
    assert.match(problems.join('\n'), /nproxy title" has a point/);
    const de = copy(readContent('de', []));
    de.lessons.nproxy.title += ' (1, 7)';
    assert.deepEqual(compareContent('de', en, de), [], 'left to right it reads as written');
  });

  it('refuse, right to left, a number and its unit outside an isolate or joined by a space a line can break at', () => {
    const en = englishContent();
    const planted = copy(readContent('ar', []));
    const wall = planted.examples.examples['whiskers-wall-end.json'];
    assert.match(wall.description, /\u20663\u00a0s\u2069/, 'the examples write "3 s" isolated and joined');
    wall.description = wall.description.replace('\u20663\u00a0s\u2069', '3 s');
    planted.lessons.nproxy.title += ' \u20660.5 u\u2069';
    const problems = compareContent('ar', en, planted);
    assert.equal(problems.length, 3, problems.join('\n')); // the space breaks the isolate too
    assert.match(problems[0], /whiskers-wall-end\.json description" "3 s": the number and its unit are not inside LRI/);
    assert.match(problems[1], /nproxy title" "0\.5 u": the number and its unit are joined by a space a line can break/);
    assert.match(problems[2], /nproxy title" "0\.5 u": a space a line can break at inside LRI/);
    const de = copy(readContent('de', []));
    de.lessons.nproxy.title += ' 3 s';
    assert.deepEqual(compareContent('de', en, de), [], 'left to right it reads as written');
  });

  it('refuse, right to left, a placeholder and its unit outside an isolate, a number after an Arabic letter, a breakable isolate', () => {
    const en = englishContent();
    const planted = copy(readContent('ar', []));
    const checkpoint = planted.lessons.orca.checkpoints[0];
    assert.match(
      checkpoint.caption,
      /\u2066\{east\.speed\}\u00a0u\/s\u2069/,
      'the lessons write "{east.speed} u/s" isolated',
    );
    checkpoint.caption = checkpoint.caption.replace('\u2066{east.speed}\u00a0u/s\u2069', '{east.speed} u/s');
    planted.lessons.nproxy.title += ' و0.5 s'; // "and 0.5 s": the letter written onto the number
    planted.lessons.context.title += ' \u2066P = 3\u2069';
    const problems = compareContent('ar', en, planted);
    assert.equal(problems.length, 3, problems.join('\n'));
    assert.match(problems.join('\n'), /"\{east\.speed\} u\/s": the number and its unit are not inside LRI/);
    assert.match(problems.join('\n'), /nproxy title" "0\.5 s": the number and its unit are not inside LRI/);
    assert.match(problems.join('\n'), /context title" "P = 3": a space a line can break at inside LRI/);
  });

  it('refuse, right to left, a share or a size written outside an isolate', () => {
    const en = englishContent();
    const planted = copy(readContent('ar', []));
    planted.lessons.nproxy.title += ' 12 %';
    planted.lessons.context.title += ' 40 x 30';
    const problems = compareContent('ar', en, planted);
    assert.equal(problems.length, 2, problems.join('\n'));
    assert.match(problems.join('\n'), /nproxy title" "12 %": the number and its unit are not inside LRI/);
    assert.match(problems.join('\n'), /context title" "40 x 30": a size outside LRI/);
  });

  it('read placeholders as the core writes them, literal braces ({{, }}) included', () => {
    assert.equal(placeholders('At {step} ({time} s) {runner.speed:1} {{x}}'), '{runner.speed:1} {step} {time} {{ }}');
    assert.notEqual(placeholders('{a} {a}'), placeholders('{a}'));
  });

  it('match an example by a fingerprint of its English title and description (FNV-1a, recomputed here)', () => {
    const fnv = (text) => {
      let h = 2166136261;
      for (const c of text)
        for (let i = 0; i < c.length; i++) h = Number((BigInt((h ^ c.charCodeAt(i)) >>> 0) * 16777619n) % 4294967296n);
      return h.toString(16).padStart(8, '0');
    };
    const welcome = readJson('examples/welcome.json');
    assert.equal(fingerprint(exampleSource(welcome)), fnv(`${welcome.title}\n${welcome.description}`));
    for (const text of ['ab', 'welcome', 'Zwei Fühler', '\u2066P = 3\u2069', 'x'.repeat(97)])
      assert.equal(fingerprint([text]), fnv(text), text); // the reference agrees on inputs of either sign
    const de = readContent('de', []).examples.examples['welcome.json'];
    assert.equal(de.from, fingerprint(exampleSource(welcome)));
  });

  it("word a bundled lesson in the locale's words only when the translation was made from its very English", async () => {
    const lesson = readJson('examples/lessons/nproxy.json');
    const words = readContent('fr', []).lessons.nproxy;
    globalThis.document = { baseURI: 'http://localhost/' };
    globalThis.fetch = async (url) => ({
      ok: String(url).endsWith('i18n/lessons/fr.json'),
      json: async () => ({ nproxy: words }),
    });
    try {
      const local = await localLesson('fr', lesson);
      assert.equal(local.title, words.title);
      assert.equal(local.checkpoints[6].task.text, words.checkpoints[6].task);
      assert.deepEqual(local.checkpoints[6].task.solution, lesson.checkpoints[6].task.solution); // what the core runs
      assert.equal(local.checkpoints[2].caption, words.checkpoints[2].caption);
      const changed = copy(lesson);
      changed.checkpoints[0].caption += ' More.';
      assert.equal(await localLesson('fr', changed), changed, 'a lesson changed since: shown as written');
      assert.equal(fingerprint(lessonSource(lesson)), words.from);
    } finally {
      delete globalThis.document;
      delete globalThis.fetch;
    }
  });
});
