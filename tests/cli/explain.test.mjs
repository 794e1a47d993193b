// `sidestep explain`: the selected agent's numbers and the reason for its next move, built by the core.
// The native tool and the wasm module (the page's panel) write the same words for the same state.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

import { loadExplainer } from '../../web/sim/explainer.js';
import { Sim } from '../../web/sim/sim.js';
import { loadScriptEngine } from '../../web/sim/scripted.js';
import { loadModule } from '../wasm/load.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CLI = `${ROOT}build/native/sidestep`;
const EXAMPLES = `${ROOT}examples/`;

function cli(...args) {
  const r = spawnSync(CLI, args, { encoding: 'utf8', maxBuffer: 64 << 20 });
  return { code: r.status, out: r.stdout, err: r.stderr, signal: r.signal };
}

// Scenes with scripted agents too: natively their scripts run in the page's engine (Node), here in the same one.
const exampleFiles = JSON.parse(readFileSync(`${EXAMPLES}index.json`, 'utf8')).examples.map((e) => e.file);

let module;
before(async () => {
  module = await loadModule();
  await loadExplainer();
  await loadScriptEngine(); // so that a Sim attaches a scripted scene's runtime at once
}); // the words: the explain module

describe('sidestep explain', () => {
  for (const file of exampleFiles) {
    it(`${file}: native and wasm explain every agent alike at steps 0 and 150`, () => {
      const sim = new Sim(module);
      sim.loadScenario(readFileSync(EXAMPLES + file, 'utf8'));
      const agents = Math.min(sim.agentCount, 4);
      for (const steps of [0, 150]) {
        sim.seek(steps);
        for (let i = 0; i < agents; i++) {
          const r = cli('explain', EXAMPLES + file, '--agent', String(i), '--steps', String(steps), '--json');
          assert.equal(r.code, 0, r.err);
          assert.deepEqual(JSON.parse(r.out), sim.explain(i), `agent ${i} at step ${steps}`);
        }
      }
      sim.dispose();
    });
  }

  it('prints the facts, then each line of the explanation, as text', () => {
    const json = JSON.parse(cli('explain', `${EXAMPLES}greedy-round-a-block.json`, '--agent', '0', '--json').out);
    const text = cli('explain', `${EXAMPLES}greedy-round-a-block.json`, '--agent', '0').out;
    const expected = [
      ...json.facts.map(([k, v]) => `${k}: ${v}`),
      ...json.lines.map((l) => l.spans.map((s) => s.text).join('')),
    ];
    assert.equal(text, `${expected.join('\n')}\n`);
    assert.ok(
      json.lines.some((l) => l.spans.some((s) => s.chosen)),
      'the chosen neighbour is marked',
    );
  });

  it('refuses bad arguments with exit 2 and names them', () => {
    const welcome = `${EXAMPLES}welcome.json`;
    let r = cli('explain', welcome);
    assert.equal(r.code, 2);
    assert.match(r.err, /usage: explain FILE\|LINK --agent I/);
    r = cli('explain', welcome, '--agent', '99');
    assert.equal(r.code, 2);
    assert.match(r.err, /--agent: no agent 99 \(there are \d+\)/);
    r = cli('explain', welcome, '--agent', '0', '--steps', '-3');
    assert.equal(r.code, 2);
    assert.match(r.err, /--steps: must be an integer 0\.\.1000000, got -3/);
    r = cli('explain', `${EXAMPLES}no-such.json`, '--agent', '0');
    assert.equal(r.code, 2);
    assert.equal(r.err, cli('run', `${EXAMPLES}no-such.json`).err, 'the same message as run');
  });
});
