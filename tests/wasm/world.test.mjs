// The wasm module through the page's facade: load it, edit a world, step, check the results.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { Sim } from '../../web/sim/sim.js';
import { readFile } from 'node:fs/promises';
import { loadModule } from './load.mjs';

let module;
before(async () => {
  module = await loadModule();
});

describe('wasm module', () => {
  let sim;
  before(() => {
    sim = new Sim(module, 12, 8);
  });
  after(() => sim.dispose());

  it('paints and clears cells and reports them in state().grid.rows', () => {
    sim.setCell(2, 1, true);
    sim.setCell(3, 1, true);
    sim.setCell(3, 1, false);
    const { grid } = sim.state();
    assert.equal(grid.width, 12);
    assert.equal(grid.height, 8);
    assert.equal(grid.rows[1], '..@.........');
    assert.equal(grid.rows[0], '............');
  });

  it('exposes the cells as a zero-copy view that sees later edits', () => {
    const { cells } = sim.views();
    assert.ok(cells instanceof Uint8Array);
    assert.equal(cells.length, 12 * 8);
    sim.setCell(5, 5, true);
    assert.equal(cells[5 * 12 + 5], 1, 'the same view shows the edit: it is the heap, not a copy');
  });

  it('adds, moves, resizes and removes circles', () => {
    const i = sim.addCircle(6, 4, 1.5);
    sim.moveCircle(i, 7, 3);
    sim.resizeCircle(i, 0.75);
    assert.deepEqual(sim.state().circles, [{ x: 7, y: 3, r: 0.75 }]);
    sim.removeCircle(i);
    assert.deepEqual(sim.state().circles, []);
  });

  it("rejects bad edits with the core's message and leaves the world as it was", () => {
    const before = sim.hash();
    assert.throws(() => sim.setCell(40, 1), /cell: \(40, 1\) is outside the 12 x 8 grid/);
    assert.throws(() => sim.addCircle(1, 1, -2), /addCircle.r: must be a number in \[0.01, 1024\], got -2/);
    assert.throws(() => sim.moveCircle(9, 1, 1), /circle: no circle 9/);
    assert.throws(
      () => sim.addAgent({ behavior: 'fly', start: [1, 1], goal: [2, 2] }),
      /agent.behavior: must be one of seek, greedy/,
    );
    assert.throws(
      () => sim.addAgent({ behavior: 'greedy', start: [1.5, 1], goal: [2, 2] }),
      /agent.start: must be a cell/,
    );
    assert.throws(() => sim.resizeGrid(0, 4), /resizeGrid.width: must be an integer 1..1024, got 0/);
    assert.equal(sim.hash(), before);
  });

  it('steps a seek agent to its goal and a greedy agent round a block', () => {
    sim.clear();
    sim.setCell(6, 2, true);
    sim.addAgent({ behavior: 'seek', start: [1, 6], goal: [10, 6] });
    sim.addAgent({ behavior: 'greedy', start: [3, 2], goal: [9, 2] });
    const taken = sim.step(3000);
    assert.ok(taken < 3000, 'the run ends when every agent has stopped');
    const [seek, greedy] = sim.state().agents;
    assert.equal(seek.stop, 'reached');
    assert.ok(Math.hypot(seek.position[0] - 10, seek.position[1] - 6) <= 0.05);
    assert.equal(greedy.stop, 'reached');
    assert.deepEqual(greedy.position, [9, 2]);
    assert.equal(greedy.steps, 8, 'six across plus one step round the block and one back');
    assert.equal(greedy.collisions, 0);
  });

  it('reports agents through one Float32Array view with the layout exported by C++', () => {
    const { agents } = sim.views();
    assert.ok(agents instanceof Float32Array);
    assert.equal(agents.length, 2 * sim.agentLayout.stride);
    assert.equal(agents[sim.agentLayout.x], sim.state().agents[0].position[0]);
  });

  it('reset reproduces the same run bit for bit', () => {
    sim.reset();
    const h0 = sim.hash();
    sim.step(50);
    const h50 = sim.hash();
    sim.reset();
    assert.equal(sim.hash(), h0);
    sim.step(50);
    assert.equal(sim.hash(), h50);
  });

  it("records the next greedy decision: each neighbour's proxy, the choice and the rule, and the step follows it", () => {
    sim.clear();
    sim.addAgent({ behavior: 'greedy', start: [1, 1], goal: [2, 0] });
    const { decision } = sim.state().agents[0];
    assert.deepEqual(
      decision.proxy.map((v) => Math.round(v * 100) / 100),
      [1, 2.24, 2.24, 1],
    );
    assert.equal(decision.chosen, 'up');
    assert.equal(decision.rule, 'fixedOrder');
    sim.step(1);
    assert.deepEqual(sim.state().agents[0].position, [1, 0]);
  });

  it('nproxy params change the decision at once while paused, through the param table', () => {
    sim.clear();
    sim.resizeGrid(9, 3);
    sim.addAgent({ behavior: 'nproxy', start: [2, 1], goal: [4, 1] });
    assert.deepEqual(
      sim.paramSpecs('nproxy').map((p) => p.name),
      ['P', 'stepTieBreak', 'stopOnReturn', 'metric'],
    );
    assert.deepEqual(sim.state().agents[0].params, {
      P: 7,
      stepTieBreak: true,
      stopOnReturn: true,
      metric: 'euclidean',
    });
    sim.setAgentParam(0, 'P', 3);
    sim.setAgentParam(0, 'stepTieBreak', false);
    let d = sim.state().agents[0].decision;
    assert.deepEqual(d.proxy, [0, 0, 0, 0]);
    assert.equal(d.chosen, 'up');
    sim.setAgentParam(0, 'stepTieBreak', true);
    d = sim.state().agents[0].decision;
    assert.deepEqual(d.step, [3, 3, 3, 1]);
    assert.equal(d.rule, 'pStep');
    assert.equal(d.chosen, 'right');
    assert.throws(() => sim.setAgentParam(0, 'P', 300), /agent.params.P: must be an integer 0..256, got 300/);
    assert.throws(() => sim.setAgentParam(0, 'metric', 'chebyshev'), /must be one of euclidean, manhattan, octile/);
    sim.prepare(0);
    const field = sim.fieldViews();
    assert.equal(field.P, 3);
    assert.equal(field.proxy.length, 27);
    assert.equal(field.reach[1 * 9 + 5], 1, 'three steps right of the agent');
    assert.equal(field.reach[1 * 9 + 6], 0, 'four steps right is beyond P');
  });
});

describe('the welcome example', () => {
  it('loads, runs, and gives the same hash on two fresh worlds', async () => {
    const text = await readFile(new URL('../../examples/welcome.json', import.meta.url), 'utf8');
    const a = new Sim(module),
      b = new Sim(module);
    a.loadScenario(text);
    b.loadScenario(text);
    a.step(600);
    b.step(600);
    assert.equal(a.hash(), b.hash());
    const agents = a.state().agents;
    assert.equal(agents.length, 4);
    assert.equal(agents[2].stop, 'reached', 'the greedy agent walks round the short wall');
    assert.equal(agents[3].stop, 'moving', 'the greedy agent behind the long wall paces');
    a.dispose();
    b.dispose();
  });
});
