// German's register (docs/languages.md, "German addresses the reader as du"): scripts/i18n-register.mjs finds the
// polite address (Sie, Ihnen, Ihr ...) in the German catalogue and in the German lessons and examples; here it passes
// on them and fails on each planted break, and a "they" or "she/it" at a sentence's start passes as it should.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';

import { I18N } from '../../scripts/i18n.mjs';
import { compareContent, englishContent, flatten, readContent } from '../../scripts/i18n-content.mjs';
import { NOT_ADDRESS, addressIn, registerProblems } from '../../scripts/i18n-register.mjs';
import { parseFtl } from '../../web/i18n/ftl.js';

const deFtl = readFileSync(join(I18N, 'de.ftl'), 'utf8');
const copy = (value) => JSON.parse(JSON.stringify(value));

describe("German's register (du)", () => {
  it('holds in the catalogue and in the lessons and examples', () => {
    assert.deepEqual(registerProblems('de.ftl', parseFtl(deFtl)), []);
    const problems = [];
    for (const [key, text] of flatten(readContent('de', []))) problems.push(...addressIn('de', key, text));
    assert.deepEqual(problems, []);
  });

  it('fails on the polite imperative, Ihr as "your" and Ihnen, in a value, an attribute and a select', () => {
    const planted = parseFtl(
      [
        'gal-empty = Kein Beispiel passt: Leeren Sie den Filter.',
        'myscenes-kept-note = Ihre bearbeitete Szene wurde hier aufbewahrt.',
        'play = Abspielen',
        '    .title = Abspielen; das zeigt Ihnen den Lauf',
        'hist-dropped = { $n ->',
        '        [one] Sie beendete die alte Zukunft.',
        '       *[other] { $n } Änderungen verworfen: holen Sie sie zurück.',
        '    }',
        'anim-too-many = { $frames } Bilder; nehmen Sie jeden { $k }. Schritt',
      ].join('\n') + '\n',
    );
    const problems = registerProblems('de.ftl', planted);
    assert.equal(problems.length, 5, problems.join('\n'));
    for (const id of ['gal-empty', 'myscenes-kept-note', 'play.title', 'hist-dropped', 'anim-too-many'])
      assert.ok(
        problems.some((p) => p.includes(`"${id}"`)),
        id,
      );
  });

  it('passes they, she and it: lowercase anywhere, Sie before a verb in -t at a sentence start, a listed phrase', () => {
    const fine = parseFtl(
      [
        'a = Die Agenten bremsen, weil sie einander sehen; ihre Strahlen treffen sich.',
        'b = Die Regel ist lokal: Sie sieht, was nah ist.',
        'compare-editor-intro = Jede Variante ist die Szene. Sie laufen nebeneinander.',
      ].join('\n') + '\n',
    );
    assert.deepEqual(registerProblems('de.ftl', fine), []);
    const unlisted = parseFtl('c = Jede Variante ist die Szene. Sie laufen nebeneinander.\n');
    assert.equal(registerProblems('de.ftl', unlisted).length, 1, 'a plural "Sie" at a start needs its listing');
    const more = parseFtl('compare-editor-intro = Sie laufen nebeneinander. Starten Sie sie.\n');
    assert.equal(registerProblems('de.ftl', more).length, 1, 'the listing covers its phrase only');
  });

  it('fails on the polite address planted in a German lesson and example, and not in another locale', () => {
    const en = englishContent();
    const broken = copy(readContent('de', []));
    broken.lessons.whiskers.checkpoints[0].caption += ' Wählen Sie den Agenten.';
    broken.examples.examples['welcome.json'].description =
      'Ihre erste Szene. ' + broken.examples.examples['welcome.json'].description;
    const problems = compareContent('de', en, broken);
    assert.equal(problems.length, 2, problems.join('\n'));
    assert.match(problems.join('\n'), /"L whiskers 1 caption" "Sie den Agenten/);
    assert.match(problems.join('\n'), /"E welcome\.json description" "Ihre erste Szene/);
    const fr = copy(readContent('fr', []));
    fr.lessons.whiskers.checkpoints[0].caption += ' Sie';
    assert.deepEqual(compareContent('fr', en, fr), [], 'the register is German only');
  });

  it('lists only phrases that are there, each with what it stands for', () => {
    const texts = new Map(flatten(readContent('de', [])));
    const catalogue = parseFtl(deFtl);
    const flat = (p) =>
      (p ?? [])
        .map((x) => (typeof x === 'string' ? x : x.variants ? x.variants.map((v) => flat(v.pattern)).join(' ') : ''))
        .join('');
    for (const [key, phrases] of Object.entries(NOT_ADDRESS)) {
      const text = texts.get(key) ?? flat(catalogue.get(key)?.value);
      for (const [phrase, what] of phrases) {
        assert.ok(text.includes(phrase), `${key}: "${phrase}" is not there`);
        assert.ok(what.length > 3, key);
      }
    }
  });
});
