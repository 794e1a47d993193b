// A point in the world in words, "(7.1, 9.5)", in every locale: where the decimal sign is a comma, the two numbers
// are not joined by one too ("(7,1, 9,5)" reads as four numbers or as 7 and 1,9 and 5).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { LOCALES, formatNumber, t, useLocale } from '../../web/i18n/locale.js';
import { servePageCatalogues } from './page-catalogues.mjs';

servePageCatalogues();

describe('a point in words', () => {
  it('keeps its two numbers apart in every locale, decimal comma or not', async () => {
    const seen = {};
    for (const [tag] of LOCALES) {
      if (tag === 'en-XA') continue;
      await useLocale(tag);
      const x = formatNumber(7.1, 1),
        y = formatNumber(9.5, 1);
      const text = t('describe-pair', { x, y }).replace(/[\u2066-\u2069]/g, '');
      seen[tag] = text;
      assert.ok(text.includes(x) && text.includes(y), `${tag}: ${text}`);
      const between = text.slice(text.indexOf(x) + x.length, text.lastIndexOf(y));
      if (x.includes(',')) assert.ok(!between.includes(','), `${tag}: ${text} (the decimal sign is a comma)`);
      assert.ok(between.trim().length > 0, `${tag}: ${text}`);
    }
    assert.equal(seen.es, '(7,1; 9,5)');
  });
});
