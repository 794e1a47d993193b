// The settings' explanations in the catalogues (docs/languages.md): the selection's panel shows a setting's line from
// the core registry (ParamSpec.doc) in English and from doc-<behaviour or avoidance>-<setting> in another locale, and
// what the agent's behaviour senses likewise (the registry's senses line, senses-<behaviour>). So
// en.ftl's doc- lines must be the registry's words exactly (a changed explanation is then seen by the translators as
// a changed English line), every one must name a setting the registry has, and every setting must have one.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { before, describe, it } from 'node:test';

import { parseFtl } from '../../web/i18n/ftl.js';
import { formatPattern } from '../../web/i18n/message.js';
import { coreTables } from '../../web/sim/layouts.js';
import { loadModule } from './load.mjs';

const english = parseFtl(readFileSync(new URL('../../web/i18n/en.ftl', import.meta.url), 'utf8'));
const wordsOf = (catalogue, id) =>
  formatPattern(catalogue.get(id).value, {}, { number: String, plural: () => 'other' });
/** The ids of `catalogue` whose words are not the registry's. */
const drifted = (catalogue, registry) =>
  [...registry].filter(([id, doc]) => catalogue.has(id) && wordsOf(catalogue, id) !== doc).map(([id]) => id);

describe("the settings' explanations", () => {
  let registry; // id -> the registry's English
  before(async () => {
    const module = await loadModule();
    const { behaviorNames, behaviorSenses } = coreTables(module);
    registry = new Map();
    behaviorNames.forEach((b, i) => {
      for (const p of module.paramSpecs(i)) registry.set(`doc-${b}-${p.name}`, p.doc);
    });
    for (const p of module.avoidanceParamSpecs()) registry.set(`doc-avoidance-${p.name}`, p.doc);
    behaviorNames.forEach((b, i) => registry.set(`senses-${b}`, behaviorSenses[i]));
  });

  it("are in en.ftl in the registry's own words, one per setting and one per behaviour", () => {
    assert.ok(registry.size >= 50, `${registry.size} settings and behaviours in the registry`);
    const ids = [...english.keys()].filter((id) => id.startsWith('doc-') || id.startsWith('senses-'));
    assert.deepEqual(
      ids.filter((id) => !registry.has(id)),
      [],
      'doc- and senses- lines naming no setting or behaviour of the registry',
    );
    assert.deepEqual(
      [...registry.keys()].filter((id) => !english.has(id)),
      [],
      "settings or behaviours without their line in en.ftl (copy the registry's words there and translate them in every locale)",
    );
    assert.deepEqual(
      drifted(english, registry),
      [],
      "en.ftl lines that are no longer the registry's words (update every locale)",
    );
  });

  it('a changed explanation is found', () => {
    const [[id, doc], [other, otherDoc]] = [...registry];
    const planted = parseFtl(`${id} = ${doc} (changed)\n${other} = ${otherDoc}\n`);
    assert.deepEqual(drifted(planted, registry), [id]);
  });
});
