// Facts the page and the core share come from the core: the behaviours' families and colours, the size
// limits, and the base64url codec (web/sim/link.js gives the core's text, bytes and messages on the same
// inputs: the core's codec through the command line's module, core/src/io/link.cpp).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { before, describe, it } from 'node:test';

import { base64urlToBytes, bytesToBase64url, coreLimit, LIMITS, useCoreLimits } from '../../web/sim/link.js';
import { Sim } from '../../web/sim/sim.js';
import { loadCliModule, loadModule } from './load.mjs';

const palette = JSON.parse(readFileSync(new URL('../../web/draw/palette.json', import.meta.url), 'utf8'));

let module, cli;
before(async () => {
  [module, cli] = await Promise.all([loadModule(), loadCliModule()]);
});

describe('behaviours', () => {
  it('each has a family from the core, and palette.json a colour of its own for each', () => {
    const sim = new Sim(module);
    const { behaviorNames: names, behaviorFamilies: families, gridBehaviors } = sim;
    assert.equal(families.length, names.length);
    for (const [b, family] of families.entries()) {
      assert.ok(['grid', 'ray', 'continuous', 'scripted'].includes(family), `${names[b]}: ${family}`);
      assert.equal(family === 'grid', gridBehaviors[b], names[b]);
    }
    assert.deepEqual(Object.keys(palette.behaviors).sort(), [...names].sort());
    assert.equal(new Set(Object.values(palette.behaviors)).size, names.length, 'no two share a colour');
  });
});

describe('limits', () => {
  it("are the core's, read from the module", () => {
    const limits = module.limits();
    useCoreLimits(limits);
    assert.equal(LIMITS.linkChars, 4 << 20);
    assert.equal(coreLimit('scriptBytes'), limits.scriptBytes);
    for (const name of ['linkChars', 'inflatedBytes', 'scenarioBytes', 'lessonBytes', 'scriptBytes', 'movingAiBytes'])
      assert.ok(limits[name] > 0, name);
    assert.deepEqual(cli.limits(), limits, 'the command line module has the same');
  });
});

describe('base64url', () => {
  /** A deterministic stream of bytes (no Math.random: the same cases on every run). */
  function bytesOf(n, seed) {
    const out = new Uint8Array(n);
    let x = seed >>> 0 || 1;
    for (let i = 0; i < n; i++) {
      x ^= x << 13;
      x ^= x >>> 17;
      x ^= x << 5;
      out[i] = x & 255;
    }
    return out;
  }

  it('encodes every length 0..64 and a long run to the same text as the core, and decodes it back', () => {
    for (let n = 0; n <= 64; n++) {
      const bytes = bytesOf(n, n + 1);
      const text = bytesToBase64url(bytes);
      assert.equal(text, cli.base64urlEncode([...bytes]), `length ${n}`);
      assert.deepEqual([...base64urlToBytes(text)], cli.base64urlDecode(text).bytes, `length ${n}`);
    }
    const long = bytesOf(100003, 7);
    assert.equal(bytesToBase64url(long), cli.base64urlEncode([...long]));
  });

  it('accepts and refuses the same text, with the same message', () => {
    const cases = [
      '',
      'QQ',
      'QUI',
      'QUJD',
      'QQ==',
      'QUI=',
      'Q',
      'QUJDR',
      'QUJD!',
      'QU!D',
      'QU+D',
      'QU/D',
      'QU D',
      'QU=D',
      '=QUJD',
      'é',
      'QUJDéé',
      'aé',
      'QUJD\u{1F600}',
      '-_-_',
      'AAAB',
      'AB',
    ];
    for (const text of cases) {
      const core = cli.base64urlDecode(text);
      let page;
      try {
        page = { bytes: [...base64urlToBytes(text)] };
      } catch (err) {
        page = { error: err.message.replace(/^link: /, '') };
      }
      assert.deepEqual(page, core.error ? { error: core.error } : { bytes: core.bytes }, JSON.stringify(text));
    }
  });
});
