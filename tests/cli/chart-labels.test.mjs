// The charts' labels (web/draw/chart.js's formatValue) are written in the page's locale: German's decimal comma,
// the same digits English shows (3 significant from 1 up, 2 below, no exponent).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { after, describe, it } from 'node:test';

import { I18N } from '../../scripts/i18n.mjs';
import { formatValue } from '../../web/draw/chart.js';
import { useLocale } from '../../web/i18n/locale.js';

const realFetch = globalThis.fetch;
globalThis.fetch = async (url) => new Response(readFileSync(join(I18N, basename(String(url))), 'utf8'));
after(async () => {
  globalThis.fetch = realFetch;
  await useLocale('en');
});

const VALUES = [0, 3, -12, 0.5, 0.0123, -0.73, 0.94, 1.2345, 123.45, 4567.8, 1e-7, NaN];

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
      '—',
    ]);
  });

  it('read in German with its decimal comma, the same digits', async () => {
    await useLocale('de');
    const german = VALUES.map(formatValue);
    assert.deepEqual(german.slice(3, 11), ['0,50', '0,012', '-0,73', '0,94', '1,23', '123,5', '4568', '0,00000010']);
  });
});
