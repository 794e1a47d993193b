// Names the core gives in English, worded by the catalogue in every locale (until 2026-12-04 they stayed as the core
// wrote them): a replanned event's reason in the events list (web/ui/events.js: "blocked", "pushed off"), and the
// kinds of edit the history notice names (web/app/history-words.js: the core's setCells, ...). The page's own t(),
// with the catalogues fetched from web/i18n as the page does.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { describe, it } from 'node:test';

import { I18N } from '../../scripts/i18n.mjs';
import { parseFtl } from '../../web/i18n/ftl.js';
import { LOCALES, replanWord, t, useLocale } from '../../web/i18n/locale.js';
import { describeEvent } from '../../web/ui/events.js';
import { servePageCatalogues } from './page-catalogues.mjs';

servePageCatalogues();

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
        assert.equal(replanWord(reason), word, `${tag}: the selection's route says the same word`);
      }
    }
  });
});

describe('the kinds of edit the history notice names', () => {
  it("are every kind the core has, each in every catalogue, English's its words spelled out as before", () => {
    const edit = readFileSync(fileURLToPath(new URL('../../core/src/world/edit.cpp', import.meta.url)), 'utf8');
    const list = /kNames\[kEditKinds\] = \{([^}]*)\}/.exec(edit)?.[1] ?? '';
    const kinds = [...list.matchAll(/"(\w+)"/g)].map((m) => m[1]);
    assert.ok(kinds.length >= 33 && kinds.includes('setCells'), `the core's kinds read: ${kinds.join(', ')}`);
    for (const [tag] of LOCALES) {
      const catalogue = parseFtl(readFileSync(join(I18N, `${tag}.ftl`), 'utf8'));
      for (const kind of kinds) {
        const id = `hist-kind-${kind.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
        assert.ok(catalogue.has(id), `${tag}.ftl has ${id}`);
        const text = catalogue.get(id).value.join('');
        if (tag === 'en')
          assert.equal(
            text,
            kind.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`),
          );
        else assert.notEqual(text, kind, `${tag}: ${kind} in words`);
      }
    }
  });
});
