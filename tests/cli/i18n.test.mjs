// The page's catalogues (web/i18n, docs/languages.md): every word of index.html is in en.ftl and reads the same,
// every locale has every message with the same placeholders and markup, the code asks only for ids English has,
// and the small Fluent reader formats plurals and numbers by the locale's rules. Each check is also shown to fail
// on a broken input, so a pass means something.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';

import {
  I18N,
  WORDED_MODULES,
  check,
  compareLocale,
  coreIds,
  literalWords,
  localeFiles,
  moduleProblems,
  pageMessages,
} from '../../scripts/i18n.mjs';
import { parseFtl } from '../../web/i18n/ftl.js';
import { formatPattern } from '../../web/i18n/message.js';
import { EN } from '../../web/i18n/en.js';
import { LOCALES, matchLocale, chooseLocale, hasMessage } from '../../web/i18n/locale.js';
import { pseudoPattern } from '../../web/i18n/pseudo.js';
import { NOT_MOVED, NOT_SHOWN, webModules } from '../../scripts/i18n-modules.mjs';

const WEB = new URL('../../web/', import.meta.url);
const read = (file) => parseFtl(readFileSync(join(I18N, file), 'utf8'));
const words = (tag) => {
  const plural = new Intl.PluralRules(tag);
  const number = new Intl.NumberFormat(tag, { maximumFractionDigits: 2, useGrouping: false });
  return { number: (n) => number.format(n), plural: (n) => plural.select(n) };
};

describe('the catalogues', () => {
  it('are complete: index.html in en.ftl word for word, every locale with every message, en.js up to date', async () => {
    assert.deepEqual(await check(), []);
  });

  it('hold one file per locale of the menu, and nothing else', () => {
    assert.deepEqual(localeFiles().sort(), LOCALES.map(([tag]) => `${tag}.ftl`).sort());
  });

  it('find a word of the page outside the catalogue, a missing message, a lost placeholder and lost markup', () => {
    const page = pageMessages(
      '<body><button data-l10n-id="ok" title="Fine">Fine</button><p>Stray words</p><input placeholder="Name"></body>',
    );
    assert.equal(page.messages.get('ok').text, 'Fine');
    assert.equal(page.strays.length, 2, page.strays.join('\n'));
    const en = parseFtl('a = { $n } steps\nb = press <kbd>R</kbd>\nc = C\n    .title = See C\n');
    const broken = parseFtl('a = pasos\nb = pulsa R\nc = C\n');
    const problems = compareLocale('xx.ftl', en, broken);
    assert.equal(problems.length, 3, problems.join('\n'));
    assert.match(problems.join('\n'), /"a" has placeholders/);
    assert.match(problems.join('\n'), /"b" has other markup/);
    assert.match(problems.join('\n'), /"c.title" is missing/);
  });

  it("find a module's words that bypass the catalogue, and none in the modules moved", () => {
    const planted = `import { t } from '../i18n/locale.js';
// a comment with many words is fine
const ok = el('div', { className: 'row script-of', textContent: t('sel-follows') });
const stray = el('span', { title: 'Stop the run now' });
const template = \`\${n} steps computed\`;
console.warn('sidestep: no offline use here');
toast(\`Saved to My scenes as \${name}\`);`;
    // A message to the developer's console is not shown; a toast's is.
    assert.deepEqual(literalWords(planted), ['Stop the run now', 'steps computed', 'Saved to My scenes as']);
    for (const file of WORDED_MODULES)
      assert.deepEqual(literalWords(readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8')), [], file);
  });

  it('read every module under web/ but the listed exclusions, a new one from its first line', () => {
    const all = webModules();
    // Every module git knows under web/ (listed here independently of webModules' walk) is read unless an
    // exclusion names it, each exclusion with its reason.
    const tracked = execFileSync('git', ['ls-files', '-z', 'web'], { cwd: new URL('../..', import.meta.url) })
      .toString()
      .split('\0')
      .filter((f) => f.endsWith('.js'));
    assert.ok(tracked.length > 150, `${tracked.length} modules under web/`);
    assert.deepEqual(
      tracked.filter((f) => !all.includes(f)),
      [],
      'modules the walk misses',
    );
    assert.deepEqual(
      tracked.filter((f) => !WORDED_MODULES.includes(f) && !(f in NOT_SHOWN) && !(f in NOT_MOVED)),
      [],
      'modules neither read nor excluded',
    );
    for (const [file, reason] of Object.entries({ ...NOT_SHOWN, ...NOT_MOVED }))
      assert.ok(reason.split(' ').length >= 3, `${file}: a reason`);
    // A module nobody listed, with a sentence outside the catalogue, fails; so do a stale exclusion and a module
    // listed as not moved whose words have all moved.
    const sources = {
      'web/ui/new-panel.js': "el('p', { className: 'note small', textContent: 'A planted sentence here' });",
      'web/offline/one-file-boot.js': "const missing = (url) => new Error(t('boot-missing', { url }));",
    };
    const problems = moduleProblems([...WORDED_MODULES, 'web/ui/new-panel.js'], (f) =>
      f in sources ? sources[f] : readFileSync(new URL(`../../${f}`, import.meta.url), 'utf8'),
    );
    assert.deepEqual(problems, [
      `web/ui/new-panel.js: "A planted sentence here" is not in the catalogue (t('id'))`,
      'scripts/i18n-modules.mjs: web/offline/one-file-boot.js has no words left outside the catalogue: take it off NOT_MOVED',
    ]);
    // A canvas font and a class name chosen by a condition are not words; a toast's sentence beside them is.
    assert.deepEqual(
      literalWords(
        'ctx.font = \'600 11px system-ui, -apple-system, "Segoe UI", sans-serif\';\n' +
          "box.className = bad ? 'toast bad' : 'toast';\nshow('Sound on: the rays are tones');",
      ),
      ['Sound on: the rays are tones'],
    );
  });

  it("name every message id of the core's sources in en.ftl", () => {
    const en = parseFtl(readFileSync(join(I18N, 'en.ftl'), 'utf8'));
    const ids = coreIds();
    assert.ok(ids.size > 60, `${ids.size} ids in core/src/explain`);
    // The World's own refusals (core/src/world) are read too: an index with no agent, a resize leaving an agent
    // outside, a missing script.
    for (const id of ['invalid-no-agent', 'invalid-resize-outside', 'invalid-no-script'])
      assert.ok(ids.has(id), `the core names ${id}`);
    assert.deepEqual(
      [...ids].filter((id) => !en.has(id)),
      [],
    );
  });

  it('name only ids that English has where the code asks for a message by its literal id', async () => {
    const english = new Set(Object.keys(EN));
    await import('../../web/i18n/en-lazy.js'); // the English of the modules fetched on demand
    await import('../../web/i18n/en-panels.js');
    await import('../../web/i18n/en-tools.js');
    await import('../../web/i18n/en-lessons.js');
    await import('../../web/i18n/en-scripts.js');
    await import('../../web/i18n/en-draw.js');
    await import('../../web/i18n/en-first.js');
    const asked = new Set();
    const files = readdirSync(WEB, { recursive: true }).filter((f) => /\.js$/.test(f) && !f.startsWith('i18n'));
    for (const f of files) {
      const text = readFileSync(new URL(f, WEB), 'utf8');
      if (!/from '\.\.?\/(\.\.\/)?i18n\/locale\.js'/.test(text)) continue;
      for (const m of text.matchAll(/\b(?:t|words)\(\s*'([a-z][\w-]*)'/g)) asked.add(m[1]);
    }
    assert.ok(asked.size > 30, `${asked.size} ids found in the code`);
    const missing = [...asked].filter((id) => !english.has(id) && !hasMessage(id));
    assert.deepEqual(missing, [], 'ids the code asks for that en.js (en.ftl without the page) does not hold');
  });
});

describe("a language's quotes", () => {
  // Messages that quote what a file, a link or code holds (a JSON key, a token) keep the file's own quotes.
  const quotesCode = /^(invalid-|scr-|les-err-|les-link-)/;
  /** The messages of catalogue `text` that quote an argument in straight quotes. */
  const straight = (text) =>
    text
      .split('\n')
      .filter((line) => !quotesCode.test(line.trim()) && /"\u2066?\{ \$/.test(line))
      .map((line) => line.trim().slice(0, 60));

  it('are the ones it quotes a pane with (cmp-pane-quoted) wherever a name is quoted, where those are not "', () => {
    let checked = 0;
    for (const file of localeFiles()) {
      const text = readFileSync(join(I18N, file), 'utf8');
      const pane = read(file).get('cmp-pane-quoted');
      if (!pane || JSON.stringify(pane.value).includes('\\"')) continue;
      checked++;
      assert.deepEqual(straight(text), [], file);
    }
    assert.ok(checked >= 5, `${checked} catalogues quote otherwise (es, fr, de, ar, ja, zh-CN)`);
    assert.equal(straight('a = Abrir "{ $name }"\nb = Abrir «{ $name }»\ninvalid-x = "{ $key }"\n').length, 1);
  });
});

describe('the Fluent reader', () => {
  it("chooses each locale's plural form and writes its decimal sign", () => {
    const summary = (tag, walls) =>
      formatPattern(
        read(`${tag}.ftl`).get('describe-summary').value,
        { title: '', w: 10, h: 8, walls, circles: 1, agents: 2, step: 40, time: words(tag).number(1.25) },
        words(tag),
      );
    assert.equal(summary('en', 1), '10 × 8 cells, 1 wall cell, 1 circle, 2 agents; step 40 (1.25 s).');
    assert.equal(summary('en', 7), '10 × 8 cells, 7 wall cells, 1 circle, 2 agents; step 40 (1.25 s).');
    assert.equal(summary('de', 7), '10 × 8 Zellen, 7 Wandzellen, 1 Kreis, 2 Agenten; Schritt 40 (1,25 s).');
    // Arabic: two, few (3 to 10) and many/other forms, by Intl.PluralRules('ar').
    assert.match(summary('ar', 2), /خليتا جدار/);
    assert.match(summary('ar', 5), /خلايا جدار/);
    assert.match(summary('ar', 11), /خلية جدار/);
  });

  it("joins a lesson's field and the error inside it as each locale joins a field and its rule", () => {
    // The core wraps a caption's, a scene's or an edit's error under the lesson's field (invalid-lesson-in); French
    // writes " : " and Chinese and Japanese "：" after a field, as their invalid-required does.
    for (const [tag] of LOCALES) {
      const m = read(`${tag}.ftl`);
      const required = formatPattern(m.get('invalid-required').value, { path: 'F' }, words(tag));
      const sep = /^F(\s?[:：]\s?)/.exec(required)?.[1];
      assert.ok(sep, `${tag}: invalid-required starts with its path and a colon: ${required}`);
      const joined = formatPattern(m.get('invalid-lesson-in').value, { field: 'F', error: 'E' }, words(tag));
      assert.equal(joined, `F${sep}E`, `${tag}: ${JSON.stringify(joined)} vs ${JSON.stringify(required)}`);
    }
  });

  it('keeps literal spaces, reports an unreadable line, and lengthens the pseudo-locale by 40 % or more', () => {
    const m = parseFtl('a = x:{ " " }\nb = { $n ->\n  [one] one\n *[other] many\n}\n');
    assert.equal(formatPattern(m.get('a').value, {}, words('en')), 'x: ');
    assert.equal(formatPattern(m.get('b').value, { n: 1 }, words('en')), 'one');
    const errors = [];
    parseFtl('a = fine\nnot a message\nb = { $x\n', (line, message) => errors.push(`${line}: ${message}`));
    assert.equal(errors.length, 2, errors.join('\n'));
    const english = parseFtl(readFileSync(join(I18N, 'en.ftl'), 'utf8'));
    for (const id of ['tool-select', 'state-no-agents-yet', 'describe-none', 'threads-count']) {
      const args = { n: 2 }; // threads-count is a plural select: its variant accented, bracketed once
      const plain = formatPattern(english.get(id).value, args, words('en'));
      const pseudo = formatPattern(pseudoPattern(english.get(id).value), args, words('en'));
      assert.ok(pseudo.length >= plain.length * 1.4, `${id}: ${pseudo}`);
      assert.doesNotMatch(pseudo.slice(1, -1), /[a-zA-Z]/, `${id}: every letter accented: ${pseudo}`);
      assert.equal(pseudo.split('⟦').length, 2, `${id}: one pair of brackets: ${pseudo}`);
    }
  });

  it('picks the locale from ?lang=, then the choice kept, then the browser, never a language it lacks', () => {
    assert.equal(chooseLocale('?lang=de', 'fr', ['ja']), 'de');
    assert.equal(chooseLocale('', 'fr', ['ja']), 'fr');
    assert.equal(chooseLocale('', null, ['nl-NL', 'pt-PT', 'en']), 'pt-BR');
    assert.equal(chooseLocale('?lang=xx', null, ['zh-TW', 'nl']), 'en');
    assert.equal(matchLocale('zh-Hans-CN'), 'zh-CN');
    assert.equal(matchLocale('en-XA'), 'en-XA');
  });
});
