// Right to left (docs/languages.md, "Right to left" and "Numbers and units"): in Arabic every argument of a message
// is isolated (FSI ... PDI, as Fluent's own formatter does), so a file name, a field's path, an error's English or a
// number keeps its order inside the sentence; left-to-right locales get no marks (their text is the CLI's). The page's
// own t() is used, with the catalogue fetched from web/i18n as the page fetches it.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';

import { I18N } from '../../scripts/i18n.mjs';
import { parseFtl, patternArgs } from '../../web/i18n/ftl.js';
import { t, useLocale } from '../../web/i18n/locale.js';
import { servePageCatalogues } from './page-catalogues.mjs';

const FSI = '\u2068',
  PDI = '\u2069';
servePageCatalogues();

/** Every message and attribute of a catalogue that has arguments: [id, attr|undefined, argument names]. */
function withArgs(tag) {
  const out = [];
  for (const [id, m] of parseFtl(readFileSync(join(I18N, `${tag}.ftl`), 'utf8'))) {
    const names = [...patternArgs(m.value)];
    if (names.length) out.push([id, undefined, names]);
    for (const [a, p] of m.attrs) if (patternArgs(p).size) out.push([id, a, [...patternArgs(p)]]);
  }
  return out;
}

describe('arguments in a right-to-left sentence', () => {
  it('are isolated in Arabic: a file name, an error, a number', async () => {
    await useLocale('ar');
    const name = '(2) arena 512.map';
    const opened = t('map-could-not-open', { name });
    assert.ok(opened.includes(FSI + name + PDI), JSON.stringify(opened));
    const error = 'line 3: expected "type octile"';
    assert.ok(t('map-run-failed', { error }).includes(FSI + error + PDI));
    const time = t('readout-time', { seconds: 12.5 });
    assert.ok(time.includes(`${FSI}١٢٫٥${PDI}`) || time.includes(`${FSI}12.5${PDI}`), JSON.stringify(time));
  });

  it('are isolated in every Arabic message with arguments, each one whole', async () => {
    await useLocale('ar');
    let seen = 0;
    for (const [id, attr, names] of withArgs('ar')) {
      // strings only: a number would pick a plural variant; a string takes the select's default
      const args = Object.fromEntries(names.map((n) => [n, `ARG${n}`]));
      const text = t(id, args, attr);
      if (names.length === 1 && text === args[names[0]]) continue; // the whole message: nothing around it to reorder
      for (const n of names) {
        const at = [...text.matchAll(new RegExp(`ARG${n}(?![\\w])`, 'g'))];
        for (const m of at) {
          seen++;
          assert.equal(text[m.index - 1], FSI, `${id}${attr ? '.' + attr : ''}: $${n} opens an isolate: ${text}`);
          assert.equal(text[m.index + m[0].length], PDI, `${id}${attr ? '.' + attr : ''}: $${n} closes it: ${text}`);
        }
      }
    }
    assert.ok(seen > 300, `${seen} arguments seen`);
  });

  it("give a title that starts a sentence the sentence's direction (the world in words' summary in Arabic)", async () => {
    // The summary's $title is a message of its own ("TITLE: "), isolated in turn: an isolate takes its direction
    // from its first strong letter outside the isolates inside it, and the title's own isolate hid every letter,
    // so the colon and the numbers after it were laid out left to right ("…sidestep:" read ":…16sidestep × 24").
    await useLocale('ar');
    const title = t('describe-title', { title: 'Welcome to sidestep' });
    const text = t('describe-summary', { title, w: 24, h: 16, walls: 2, circles: 1, agents: 3, step: 0, time: '0' });
    assert.ok(text.startsWith(FSI), JSON.stringify(text));
    let depth = 0,
      strong = null;
    for (const c of text.slice(1)) {
      if (c === FSI || c === '\u2066' || c === '\u2067') depth++;
      else if (c === PDI && depth-- === 0) break;
      else if (depth === 0 && /[\u200f\u0600-\u06ff]/.test(c)) strong = strong ?? 'rtl';
      else if (depth === 0 && /[\u200eA-Za-z]/.test(c)) strong = strong ?? 'ltr';
    }
    assert.equal(strong, 'rtl', `the title's isolate reads right to left: ${JSON.stringify(text)}`);
  });

  it('are not marked in a left-to-right locale (their text stays as the catalogue writes it)', async () => {
    for (const tag of ['en', 'de', 'ja']) {
      await useLocale(tag);
      const text = t('map-could-not-open', { name: 'arena.map' }) + t('readout-time', { seconds: 1.5 });
      assert.ok(!/[\u2066-\u2069]/.test(text), `${tag}: ${JSON.stringify(text)}`);
    }
  });
});
