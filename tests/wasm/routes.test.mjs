// Routes in the run, native == wasm: a scene of every continuous behaviour on routes (tests/data/routes/, with
// an edit that blocks some of them) run by the native tool and by the page's module gives the same state hash,
// and the page reads each agent's route through the agents' layout and the selected agent's waypoints through
// one view, as the core recorded them.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

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
});
