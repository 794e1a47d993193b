// The page's own t() in Node: its catalogues answered from web/i18n as the page fetches them (i18n/<tag>.ftl), and
// the page's fetch and English back after the calling file's tests.
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { after } from 'node:test';

import { I18N } from '../../scripts/i18n.mjs';
import { useLocale } from '../../web/i18n/locale.js';

/** Answers the page's catalogue fetches from web/i18n for the calling test file (call once, at its top level). */
export function servePageCatalogues() {
  const realFetch = globalThis.fetch;
  globalThis.fetch = async (url) => new Response(readFileSync(join(I18N, basename(String(url))), 'utf8'));
  after(async () => {
    globalThis.fetch = realFetch;
    await useLocale('en');
  });
}
