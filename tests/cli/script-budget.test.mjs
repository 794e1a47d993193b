// A script's budget is QuickJS's interrupt checks only, counted from the same point at every step: a script that
// comes within a check of its budget stops at the same step on a fresh run, after going back and replaying,
// and whatever else ran in its context before (the runtime brings QuickJS's count to one point before each
// step's calls, web/script/runtime.js #align). No wall clock enters: sim.scriptMs is read and changes nothing.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';

import { Sim } from '../../web/sim/sim.js';
import { loadScriptEngine } from '../../web/sim/scripted.js';
import { loadModule } from '../wasm/load.mjs';

let module;
before(async () => {
  module = await loadModule();
  await loadScriptEngine();
});

/** Agents whose call loops work + (step % 7) * 700 turns: QuickJS asks whether to interrupt about every 5,000
 *  turns of this loop, so at budget 20 a call may take about 105,000; each agent's calls come within a few
 *  thousand turns of that, under it for some steps and over it at a later one. Where QuickJS's count stands when
 *  a call starts would decide which (its phase), were it not brought to the same point before every step. */
function scene(extra = {}) {
  return JSON.stringify({
    version: 1,
    title: 'near the budget',
    world: { grid: Array.from({ length: 10 }, () => '.'.repeat(20)) },
    scripts: {
      near: `function steer(agent, world) {
  const n = agent.params.work + (agent.step % 7) * 700;
  let s = 0;
  for (let i = 0; i < n; i++) s = (s + i) % 3;
  return { x: 1, y: s * 1e-9 };
}`,
    },
    agents: Array.from({ length: 6 }, (_, k) => ({
      name: `a${k}`,
      behavior: 'script',
      script: 'near',
      start: [1, 1 + k],
      goal: [19, 1 + k],
      params: { work: 97000 + 300 * k },
    })),
    sim: { dt: 0.05, maxSteps: 80, seed: 5, scriptBudget: 20, ...extra },
  });
}

/** Each agent its script stopped and the step, as the run's events list them. */
const stops = (sim) =>
  sim
    .events({ kind: 'stop' })
    .filter((e) => e.reason === 'script')
    .map((e) => `${e.agent}@${e.step}`);

describe("a script's budget", () => {
  it('stops agents at the same steps on a fresh run, after going back and replaying, and after another run in its context', () => {
    const fresh = new Sim(module);
    fresh.loadScenario(scene());
    while (fresh.step(10) > 0);
    const end = fresh.stepCount,
      hash = fresh.hash(),
      stopped = stops(fresh);
    assert.ok(stopped.length >= 3, `agents cross their budget at steps of the run: ${stopped}`);
    const at = stopped.map((x) => Number(x.split('@')[1]));
    assert.ok(new Set(at).size >= 2 && Math.min(...at) > 3, `at different steps, none of the first three: ${stopped}`);
    // Going back to the middle and forward again, from keyframes, through the same contexts.
    for (const back of [7, 23, 41]) {
      fresh.seek(back);
      const at = fresh.hash();
      const again = new Sim(module);
      again.loadScenario(scene());
      again.step(back);
      assert.equal(at, again.hash(), `step ${back} after going back`);
      again.dispose();
      fresh.seek(end);
      assert.equal(fresh.hash(), hash, `the end again after step ${back}`);
    }
    // The same runtime after three steps of another scene with the same script, in which no call was cut
    // short (so QuickJS's count was left wherever those calls ended): the same stops.
    const other = new Sim(module);
    other.loadScenario(scene({ seed: 6 }));
    other.step(3);
    assert.equal(stops(other).length, 0);
    other.loadScenario(scene());
    while (other.step(10) > 0);
    assert.equal(other.hash(), hash);
    assert.deepEqual(stops(other), stopped);
    fresh.dispose();
    other.dispose();
  });

  it('sim.scriptMs, once a wall-clock ceiling, is read and changes nothing: the same run at 1 ms', () => {
    const a = new Sim(module),
      b = new Sim(module);
    a.loadScenario(scene());
    b.loadScenario(scene({ scriptMs: 1 }));
    while (a.step(10) > 0);
    while (b.step(10) > 0);
    assert.equal(b.hash(), a.hash());
    assert.doesNotMatch(JSON.stringify(b.exportScenario()), /scriptMs/, 'nor is it written back');
    a.dispose();
    b.dispose();
  });
});
