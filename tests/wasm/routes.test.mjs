// Routes in the run, native == wasm: a scene of every continuous behaviour on routes (tests/data/routes/, with
// an edit that blocks some of them) run by the native tool and by the page's module gives the same state hash,
// and the page reads each agent's route through the agents' layout and the selected agent's waypoints through
// one view, as the core recorded them; the charts' distance to the route is the record's, and the page's settings
// edit keeps sim.offRoute and sim.scriptBudget.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

import { SeriesSource } from '../../web/sim/series.js';
import { Sim } from '../../web/sim/sim.js';
import { loadModule } from './load.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CLI = `${ROOT}build/native/sidestep`;
const SCENE = `${ROOT}tests/data/routes/cup-and-gap.json`;

let module;
before(async () => {
  module = await loadModule();
});

describe('routes in the run', () => {
  let sim;
  before(() => {
    sim = new Sim(module, 8, 8);
  });
  after(() => sim.dispose());

  for (const steps of [1, 60, 400]) {
    it(`hashes as the native tool does after ${steps} steps, and after one thread or four`, () => {
      const native = spawnSync(CLI, ['run', '--json', '--steps', String(steps), SCENE], { encoding: 'utf8' });
      assert.equal(native.status, 0, native.stderr);
      const four = spawnSync(CLI, ['run', '--json', '--threads', '4', '--steps', String(steps), SCENE], {
        encoding: 'utf8',
      });
      sim.loadScenario(readFileSync(SCENE, 'utf8'));
      sim.step(steps);
      assert.equal(sim.hash(), JSON.parse(native.stdout).hash);
      if (four.status === 0) assert.equal(JSON.parse(four.stdout).hash, JSON.parse(native.stdout).hash);
    });
  }

  it("reads each agent's route from the agents' layout and the waypoints from one view", () => {
    sim.loadScenario(readFileSync(SCENE, 'utf8'));
    sim.step(60); // past the edit at step 40
    sim.world.refreshDecisions();
    const v = sim.views(),
      A = sim.agentLayout;
    const n = v.agents.length / A.stride;
    let replanned = 0;
    for (let i = 0; i < n; i++) {
      const o = i * A.stride;
      const waypoints = module.routeView(sim.world, i);
      const count = v.agentInts[o + A.routeWaypoints];
      assert.equal(waypoints.length, 2 * count, `agent ${i}`);
      if (v.agentInts[o + A.planner] === 0) {
        assert.equal(count, 0, 'no planner, no route');
        continue;
      }
      assert.ok(count > 0, `agent ${i} has a route`);
      const next = v.agentInts[o + A.routeNext];
      assert.ok(next < count);
      // It heads for waypoint `next`: the aim the core recorded is that waypoint.
      assert.deepEqual([v.agents[o + A.aimX], v.agents[o + A.aimY]], [waypoints[2 * next], waypoints[2 * next + 1]]);
      // The last waypoint is its goal.
      assert.deepEqual(
        [waypoints[2 * count - 2], waypoints[2 * count - 1]],
        [v.agents[o + A.goalX], v.agents[o + A.goalY]],
      );
      if (sim.routeReasonNames[v.agentInts[o + A.replanReason]] === 'blocked') replanned++;
    }
    assert.ok(replanned > 0, 'the edit at step 40 blocked some routes');
    assert.deepEqual(sim.routeReasonNames, ['none', 'start', 'blocked', 'pushed off', 'edited']);
  });

  it('charts the distance to the route of an agent with a planner, as its record says at every step', () => {
    sim.loadScenario(readFileSync(SCENE, 'utf8'));
    const A = sim.agentLayout;
    const first = sim.views();
    let routed = -1,
      plain = -1;
    for (let i = 0; i < first.agents.length / A.stride; i++) {
      if (first.agentInts[i * A.stride + A.planner] === 0) plain = i;
      else if (routed < 0) routed = i;
    }
    assert.ok(routed >= 0 && plain >= 0, 'the scene has agents with and without a planner');
    const series = new SeriesSource(module, sim);
    try {
      series.follow(plain);
      assert.ok(!series.channels.some((c) => c.name === 'routeDistance'), 'no route, no chart of it');
      series.follow(routed);
      const c = series.channels.findIndex((ch) => ch.name === 'routeDistance');
      assert.equal(c, series.channels.length - 1, "after its behaviour's channels");
      assert.equal(series.channels[c].unit, 'u');
      let seen = 0;
      for (let step = 1; step <= 120; step++) {
        sim.step(1);
        while (!series.sync(1000));
        sim.world.refreshDecisions();
        const v = sim.views(),
          o = routed * A.stride;
        const charted = series.value(step, c);
        if (Number.isNaN(charted)) {
          assert.equal(v.agentInts[o + A.routeWaypoints] > 0 && v.agentInts[o + A.stop] === 0, false, `step ${step}`);
          continue;
        }
        assert.equal(charted, v.agents[o + A.legDistance], `step ${step}`);
        seen += charted > 0 ? 1 : 0;
      }
      assert.ok(seen > 0, 'it was off its leg at some step');
    } finally {
      series.dispose();
    }
  });

  it("keeps the scene's sim.offRoute and sim.scriptBudget when the settings edit changes dt", () => {
    const scene = JSON.parse(readFileSync(SCENE, 'utf8'));
    scene.sim = { ...scene.sim, offRoute: 0.75, scriptBudget: 40 };
    sim.loadScenario(JSON.stringify(scene));
    sim.setSim({ dt: 0.01 });
    const saved = sim.exportScenario();
    assert.equal(saved.sim.dt, 0.01);
    assert.equal(saved.sim.offRoute, 0.75);
    assert.equal(saved.sim.scriptBudget, 40);
  });
});
