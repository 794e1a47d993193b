// The events list's words (web/ui/events.js) in every locale: a replanned event's reason, which the core records by
// its English name ("blocked", "pushed off"), is the catalogue's word, not the core's name (it stayed English in
// every locale until 2026-12-04). The page's own t(), with the catalogues fetched from web/i18n as the page does.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { after, describe, it } from 'node:test';

import { I18N } from '../../scripts/i18n.mjs';
import { LOCALES, t, useLocale } from '../../web/i18n/locale.js';
import { describeEvent } from '../../web/ui/events.js';

const realFetch = globalThis.fetch;
globalThis.fetch = async (url) => new Response(readFileSync(join(I18N, basename(String(url))), 'utf8'));
after(async () => {
  globalThis.fetch = realFetch;
  await useLocale('en');
});

describe("a replanned event's reason", () => {
  it("is the catalogue's word in every locale, the core's name in English", async () => {
    const reasons = ['start', 'blocked', 'pushed off', 'edited'];
    const line = (reason) => describeEvent({ event: 'replanned', step: 12, agent: 0, name: 'runner', reason });
    await useLocale('en');
    assert.deepEqual(
      reasons.map(line),
      reasons.map((r) => `step 12: runner plans its route again (${r})`),
      "English: the command line's words",
    );
    for (const [tag] of LOCALES.filter(([tag]) => tag !== 'en')) {
      await useLocale(tag);
      for (const reason of reasons) {
        const word = t(`event-replan-${reason.replace(' ', '-')}`);
        const said = line(reason);
        assert.ok(said.includes(word), `${tag}: ${said} says ${word}`);
        assert.ok(!said.includes(reason), `${tag}: ${said} does not say the core's "${reason}"`);
      }
    }
  });
});
