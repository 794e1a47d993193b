// A scripted link gives the same run on a machine slowed four times (Chromium's CPU throttling, through the
// DevTools protocol's Emulation.setCPUThrottlingRate) as unthrottled, as in Node and as natively: a script's
// budget is counted in QuickJS's interrupt checks, never on the clock. The scene's "near" script comes within a
// few checks of its budget at every call (tens of ms a call: the 50 ms wall clock that used to cut calls short
// stopped it throttled), and its "over" script goes past the budget at a step it reaches.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

import { encodeLink } from '../../web/sim/link.js';
import { openPlayground } from './browser.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** A loop of `work` turns (QuickJS asks the runtime whether to interrupt about every 5,000 turns of this loop):
 *  a budget of 60 checks is about 308,000 turns. */
const LOOP = `function steer(agent, world) {
  const n = agent.params.work + agent.step * agent.params.growth;
  let s = 0;
  for (let i = 0; i < n; i++) s = (s + i) % 7;
  world.show('work', n);
  const dx = agent.goalX - agent.x, dy = agent.goalY - agent.y, d = Math.hypot(dx, dy) || 1;
  return { x: (dx / d) * agent.maxAccel, y: (dy / d) * agent.maxAccel + s * 1e-9 };
}`;

const SCENE = {
  version: 1,
  title: 'scripts near their budget',
  world: { grid: Array.from({ length: 8 }, () => '.'.repeat(24)), circles: [{ x: 12, y: 4, r: 1 }] },
  scripts: { near: LOOP },
  agents: [
    {
      name: 'near',
      behavior: 'script',
      script: 'near',
      start: [1, 2],
      goal: [23, 2],
      params: { work: 290000, growth: 0 },
    },
    {
      name: 'over',
      behavior: 'script',
      script: 'near',
      start: [1, 6],
      goal: [23, 6],
      params: { work: 280000, growth: 3000 },
    },
    { name: 'seek', behavior: 'seek', start: [1, 4], goal: [23, 4] },
  ],
  sim: { dt: 0.05, maxSteps: 20, seed: 3, scriptBudget: 60 },
};
const TEXT = JSON.stringify(SCENE);

const outside = (cmd, args) => {
  const r = spawnSync(cmd, args, { input: TEXT, encoding: 'utf8' });
  assert.equal(r.status, 0, r.stderr);
  return JSON.parse(r.stdout);
};

/** The run to its end in the page from step 0: its hash, each agent's stop and message, and ms per step. */
const runInPage = (page) =>
  page.evaluate(() => {
    const { sim } = window.sidestep;
    window.sidestep.pause();
    sim.seek(0);
    const started = performance.now();
    while (sim.step(5) > 0);
    const ms = (performance.now() - started) / sim.stepCount;
    const agents = [0, 1, 2].map((i) => sim.agent(i));
    return { hash: sim.hash(), steps: sim.stepCount, ms, stops: agents.map((a) => a.stop) };
  });

describe('a scripted link on a machine slowed four times', () => {
  let pg, node, native;
  before(async () => {
    node = outside(process.execPath, [`${ROOT}scripts/sidestep.mjs`, 'run', '-', '--json']);
    native = outside(`${ROOT}build/native/sidestep`, ['run', '-', '--json']);
    pg = await openPlayground({ width: 1280, height: 800, hash: `#s=${await encodeLink(TEXT)}` });
    await pg.page.waitForFunction((t) => document.getElementById('scene-title').textContent === t, SCENE.title);
    await pg.page.waitForFunction(() => window.sidestep.sim.agent(0).behavior === 'script');
  });
  after(async () => {
    await pg?.close();
  });

  it('the scene is what it says: one script within its budget at every call, one past it at a later step', () => {
    const [near, over] = node.agents;
    assert.notEqual(near.stopReason, 'script', near.message);
    assert.equal(over.stopReason, 'script');
    assert.match(over.message, /ran past its budget of 60 interrupt checks in one call/);
    assert.equal(native.hash, node.hash, 'natively the same run');
  });

  it('gives the hash of Node and of the native tool, unthrottled and throttled 4x, after a reload under throttling too', async (t) => {
    const { page, context } = pg;
    const plain = await runInPage(page);
    assert.equal(plain.hash, node.hash);
    assert.equal(plain.steps, node.steps);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const slow = await runInPage(page);
    assert.equal(slow.hash, node.hash);
    assert.deepEqual(slow.stops, plain.stops);
    // The throttling took: each step is slower, about four times on an idle machine. On a loaded one the page
    // gets less of a processor than throttling leaves it anyway, and the steps are as slow either way: there
    // the slowdown is only reported.
    const words = `${slow.ms.toFixed(1)} ms a step throttled, ${plain.ms.toFixed(1)} ms not`;
    const load = loadavg()[0] / availableParallelism();
    if (load < 1.5) assert.ok(slow.ms > 2 * plain.ms, words);
    else t.diagnostic(`${words}; the machine is loaded (${load.toFixed(1)} runnable per core): not compared`);
    await page.reload();
    await page.waitForSelector('body[data-ready="1"]');
    await page.waitForFunction(
      () => window.sidestep.sim.agentCount > 0 && window.sidestep.sim.agent(0)?.behavior === 'script',
    );
    const reloaded = await runInPage(page);
    assert.equal(reloaded.hash, node.hash);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    assert.deepEqual(pg.errors, []);
  });
});
