// The charts' labels (web/draw/chart.js's formatValue) are written in the page's locale: German's decimal comma,
// the same digits English shows (3 significant from 1 up, 2 below, no exponent).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { formatValue } from '../../web/draw/chart.js';
import { useLocale } from '../../web/i18n/locale.js';
import { servePageCatalogues } from './page-catalogues.mjs';

servePageCatalogues();

const VALUES = [0, 3, -12, 0.5, 0.0123, -0.73, 0.94, 1.2345, 123.45, 4567.8, 1e-7, 0.999, -0.0999, NaN];

describe("the charts' labels", () => {
  it('read in English as before: 3 significant digits, 2 below 1, no exponent', async () => {
    await useLocale('en');
    assert.deepEqual(VALUES.map(formatValue), [
      '0',
      '3',
      '-12',
      '0.50',
      '0.012',
      '-0.73',
      '0.94',
      '1.23',
      '123.5',
      '4568',
      '0.00000010',
      '1.0',
      '-0.10',
      '—',
    ]);
    // The old labels (toFixed, toPrecision) wherever they wrote no exponent: 20,000 values spread over 1e-6 to 1e5.
    const old = (v) => {
      const a = Math.abs(v);
      if (a === 0) return '0';
      if (Number.isInteger(v)) return String(v);
      if (a >= 1000) return v.toFixed(0);
      if (a >= 100) return v.toFixed(1);
      if (a >= 1) return v.toFixed(2);
      return v.toPrecision(2);
    };
    let seed = 7;
    const random = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
    for (let i = 0; i < 20000; i++) {
      const v = (random() < 0.5 ? -1 : 1) * 10 ** (-6 + 11 * random());
      const want = old(v);
      if (!want.includes('e')) assert.equal(formatValue(v), want, String(v));
    }
  });

  it('read in German with its decimal comma, the same digits', async () => {
    await useLocale('de');
    const german = VALUES.map(formatValue);
    assert.deepEqual(german.slice(3, 11), ['0,50', '0,012', '-0,73', '0,94', '1,23', '123,5', '4568', '0,00000010']);
  });
});
