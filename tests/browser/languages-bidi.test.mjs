// Right to left as Chromium lays it out (docs/languages.md, "Right to left" and "Numbers and units"): Arabic
// messages worded by the page's own t() keep a file name, an error's English and a number with its unit in their
// own order inside the right-to-left sentence. The text is worded in Node (web/i18n/locale.js with ar.ftl) and
// measured in Chromium: the x of each piece. The same sentences without the isolates are measured too, and are
// turned round, so a pass means the isolates do the work.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { after, before, describe, it } from 'node:test';

import { chromium } from 'playwright-core';

import { I18N } from '../../scripts/i18n.mjs';
import { t, useLocale } from '../../web/i18n/locale.js';
import { ARGS, CHROMIUM } from './browser.mjs';

const realFetch = globalThis.fetch;
let browser, page;
before(async () => {
  globalThis.fetch = async (url) => new Response(readFileSync(join(I18N, basename(String(url))), 'utf8'));
  await useLocale('ar');
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  page = await browser.newPage({ viewport: { width: 900, height: 300 } });
});
after(async () => {
  await browser?.close();
  globalThis.fetch = realFetch;
  await useLocale('en');
});

/** The left x (CSS px) of the first character of each of `pieces` in `text`, laid out in a right-to-left block. */
async function lefts(text, pieces) {
  return page.evaluate(
    ([text, pieces]) => {
      document.body.innerHTML = '<div dir="rtl" lang="ar" style="font: 20px sans-serif; width: 860px"></div>';
      const box = document.body.firstChild;
      box.textContent = text;
      const node = box.firstChild,
        range = document.createRange(),
        out = {};
      for (const piece of pieces) {
        const at = text.indexOf(piece);
        range.setStart(node, at);
        range.setEnd(node, at + 1);
        out[piece] = range.getBoundingClientRect().x;
      }
      return out;
    },
    [text, pieces],
  );
}

const bare = (text) => text.replace(/[\u2066-\u2069]/g, '');

describe('Arabic sentences with Latin arguments, as Chromium lays them out', () => {
  it('a file name keeps its order: "(2) arena.map" reads left to right', async () => {
    const text = t('map-could-not-open', { name: '(2) arena.map' });
    const shown = await lefts(text, ['(2', 'arena']);
    assert.ok(shown['(2'] < shown.arena, `isolated: ${JSON.stringify(shown)}`);
    const loose = await lefts(bare(text), ['(2', 'arena']);
    assert.ok(loose['(2'] > loose.arena, `without the isolates it is turned round: ${JSON.stringify(loose)}`);
  });

  it('a script\'s name keeps its order: "scripts.mine" reads left to right, in the panel, its Edit button\'s tip and a compare', async () => {
    for (const text of [
      t('sel-runs-script', { name: 'mine' }),
      t('cmp-runs-script', { agent: 'runner', name: 'mine', panes: 'yours' }),
      t('sel-edit-script', { name: 'mine' }, 'title'),
    ]) {
      // (the name's own isolate alone turned it round: "mine.scripts")
      const shown = await lefts(text, ['scripts', 'mine']);
      assert.ok(shown.scripts < shown.mine, `${text} ${JSON.stringify(shown)}`);
    }
  });

  it('an error\'s English keeps its order after the Arabic words: "404 Not Found"', async () => {
    const text = t('map-run-failed', { error: '404 Not Found' });
    const shown = await lefts(text, ['404', 'Not']);
    assert.ok(shown['404'] < shown.Not, JSON.stringify(shown));
    const loose = await lefts(bare(text), ['404', 'Not']);
    assert.ok(loose['404'] > loose.Not, `without the isolates: ${JSON.stringify(loose)}`);
  });

  it('a formula keeps its order: "T = 0.12" (the isolated number does not join the T before it)', async () => {
    const text = t('why-ray-emergency', { v: { n: 0.12, d: 2 } });
    const number = t('fact-number', { n: { n: 0.12, d: 2 } });
    const shown = await lefts(text, ['T', number]);
    assert.ok(shown.T < shown[number], JSON.stringify(shown));
    const formatterOnly = text.replace('\u2066', '').replace(/\u2069$/, ''); // the formatter's FSI ... PDI, no LRI
    const loose = await lefts(formatterOnly, ['T', number]);
    assert.ok(loose.T > loose[number], `isolated number without the catalogue's LRI: ${JSON.stringify(loose)}`);
  });

  it('two numbers with × between them keep their order: the world in words\' "24 × 15" cells', async () => {
    const text = t('describe-summary', { title: '', w: 24, h: 15, walls: 7, circles: 8, agents: 9, step: 60, time: 3 });
    const [w, h] = [24, 15].map((n) => new Intl.NumberFormat('ar').format(n));
    const shown = await lefts(text, [w, h]);
    assert.ok(shown[w] < shown[h], JSON.stringify(shown));
    const loose = await lefts(text.replace('\u2066', '').replace('\u2069\u2069', '\u2069'), [w, h]); // no LRI round the two
    assert.ok(loose[w] > loose[h], `with the formatter's isolates alone: ${JSON.stringify(loose)}`);
  });

  it('a number reads before its unit, left to right, as in the world: "1.5 u"', async () => {
    const text = t('describe-wall', { d: 1.5, dir: 'اليسار' });
    const number = new Intl.NumberFormat('ar').format(1.5);
    assert.ok(text.includes(number), JSON.stringify(text));
    const shown = await lefts(text, [number[0], 'u']);
    assert.ok(shown[number[0]] < shown.u, JSON.stringify(shown));
    const loose = await lefts(bare(text), [number[0], 'u']);
    assert.ok(loose[number[0]] > loose.u, `without the isolates the unit goes first: ${JSON.stringify(loose)}`);
  });

  it('a point keeps its order: a blocked start "(37, 81)" reads x then y', async () => {
    const text = t('invalid-scen-blocked-start', { line: '5', x: '37', y: '81' });
    const shown = await lefts(text, ['37', '81']);
    assert.ok(shown['37'] < shown['81'], JSON.stringify(shown));
    const loose = await lefts(text.replace('\u2066', '').replace(')\u2069', ')'), ['37', '81']); // no LRI round the point
    assert.ok(loose['37'] > loose['81'], `with the formatter's isolates alone: ${JSON.stringify(loose)}`);
  });

  it("a reason's point reads as the error's does: the velocity (37, 81) x then y, which the Arabic comma turned round", async () => {
    const text = t('why-orca-velocity', { x: 37, y: 81, speed: 2 });
    const [x, y] = [37, 81].map((n) => new Intl.NumberFormat('ar').format(n));
    const shown = await lefts(text, [x, y]);
    assert.ok(shown[x] < shown[y], JSON.stringify(shown));
    const arabicComma = text
      .replace('\u2066(', '(')
      .replace(')\u2069', ')')
      .replace(/,[ \u00a0]/, '\u060c '); // main's line
    assert.ok(arabicComma.includes('\u060c'), 'the Arabic comma put in');
    const loose = await lefts(arabicComma, [x, y]);
    assert.ok(loose[x] > loose[y], `with the Arabic comma and no LRI: ${JSON.stringify(loose)}`);
  });
});
