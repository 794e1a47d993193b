// The settings' explanations and what each behaviour senses, in the catalogues (docs/languages.md). A setting's
// explanation is en.ftl's doc-<behaviour or avoidance>-<setting> alone (the core keeps no words of it, so that they are
// not in the page's first module; web/i18n/en-settings.js is English's, written from en.ftl): every setting of the
// registry must have its line and every line must name a setting the registry has. What a behaviour senses is the
// registry's senses line, shown as it is in English and from senses-<behaviour> in another locale: en.ftl's line must be
// the registry's words exactly (a changed line is then seen by the translators as a changed English line).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { before, describe, it } from 'node:test';

import { parseFtl } from '../../web/i18n/ftl.js';
import { t } from '../../web/i18n/locale.js';
import { formatPattern } from '../../web/i18n/message.js';
import { coreTables } from '../../web/sim/layouts.js';
import { loadModule } from './load.mjs';
import '../../web/i18n/en-settings.js';

const english = parseFtl(readFileSync(new URL('../../web/i18n/en.ftl', import.meta.url), 'utf8'));
const wordsOf = (catalogue, id) =>
  formatPattern(catalogue.get(id).value, {}, { number: String, plural: () => 'other' });
/** The ids of `catalogue` whose words are not the registry's. */
const drifted = (catalogue, registry) =>
  [...registry].filter(([id, doc]) => catalogue.has(id) && wordsOf(catalogue, id) !== doc).map(([id]) => id);
/** The settings without their doc- line in `catalogue`, and the doc- lines naming no setting of `settings`. */
const unmatched = (catalogue, settings) => ({
  missing: settings.filter((id) => !catalogue.has(id)),
  stray: [...catalogue.keys()].filter((id) => id.startsWith('doc-') && !settings.includes(id)),
});

describe("the settings' explanations", () => {
  let settings; // doc-<owner>-<setting> of every setting of the registry
  let senses; // senses-<behaviour> -> the registry's English
  before(async () => {
    const module = await loadModule();
    const { behaviorNames, behaviorSenses } = coreTables(module);
    settings = behaviorNames.flatMap((b, i) => module.paramSpecs(i).map((p) => `doc-${b}-${p.name}`));
    settings.push(...module.avoidanceParamSpecs().map((p) => `doc-avoidance-${p.name}`));
    senses = new Map(behaviorNames.map((b, i) => [`senses-${b}`, behaviorSenses[i]]));
  });

  it('are in en.ftl, one per setting of the registry, and in English as the page shows them', () => {
    assert.ok(settings.length >= 40, `${settings.length} settings in the registry`);
    assert.deepEqual(unmatched(english, settings), { missing: [], stray: [] });
    // English's file (what the panel and the npm package show) words each one as en.ftl does.
    for (const id of settings) assert.equal(t(id), wordsOf(english, id), id);
  });

  it('a setting without its line, or a line naming no setting, is found', () => {
    const [first, second] = settings;
    const planted = parseFtl(`${first} = x\ndoc-nobody-nothing = y\n`);
    assert.deepEqual(unmatched(planted, [first, second]), { missing: [second], stray: ['doc-nobody-nothing'] });
  });

  it("what each behaviour senses is in en.ftl in the registry's own words", () => {
    assert.ok(senses.size >= 7, `${senses.size} behaviours in the registry`);
    const ids = [...english.keys()].filter((id) => id.startsWith('senses-'));
    assert.deepEqual(
      ids.filter((id) => !senses.has(id)),
      [],
      'senses- lines naming no behaviour of the registry',
    );
    assert.deepEqual(
      [...senses.keys()].filter((id) => !english.has(id)),
      [],
      "behaviours without their senses- line in en.ftl (copy the registry's words there and translate them in every locale)",
    );
    assert.deepEqual(
      drifted(english, senses),
      [],
      "en.ftl lines that are no longer the registry's words (update every locale)",
    );
  });

  it('a changed senses line is found', () => {
    const [[id, words], [other, otherWords]] = [...senses];
    const planted = parseFtl(`${id} = ${words} (changed)\n${other} = ${otherWords}\n`);
    assert.deepEqual(drifted(planted, senses), [id]);
  });
});
