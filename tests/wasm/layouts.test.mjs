// The page reads the core's records through layouts built from the core's one list of fields
// (io/record_fields.hpp; a core test checks the lists cover their records). Here the other half: what the
// page reads through them is what the native tool reports for the same run, field by field (a wrong offset
// would read a neighbouring field), and the constants the page shares with the core come from it.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

import { Sim } from '../../web/sim/sim.js';
import { loadModule } from './load.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CLI = `${ROOT}build/native/sidestep`;
const STEPS = 150;
/** Native report field -> the agent layout's field, and whether it is a whole-number word. */
const FIELDS = [
  ['steps', 'steps', true],
  ['collisions', 'collisions', true],
  ['terrainHits', 'terrainHits', true],
  ['agentContacts', 'agentContacts', true],
  ['laps', 'laps', true],
  ['contactTime', 'contactTime'],
  ['penetration', 'penetration'],
  ['agentContactTime', 'agentContactTime'],
  ['agentPenetration', 'agentPenetration'],
  ['effort', 'effort'],
  ['pathLength', 'pathLength'],
  ['minClearance', 'minClearance'],
];

let module;
before(async () => {
  module = await loadModule();
});

describe("layouts from the core's field lists", () => {
  let sim;
  before(() => {
    sim = new Sim(module, 8, 8);
  });
  after(() => sim.dispose());

  for (const name of [
    'welcome',
    'crowd-four-streams',
    'feelers-slope-hill',
    'orca-head-on',
    'nproxy-cluster',
    'context-agents-wait',
  ]) {
    it(`reads ${name}'s agents as the native tool reports them after ${STEPS} steps`, () => {
      const file = `${ROOT}examples/${name}.json`;
      const native = JSON.parse(
        spawnSync(CLI, ['run', '--json', '--steps', String(STEPS), file], { encoding: 'utf8' }).stdout,
      );
      sim.loadScenario(readFileSync(file, 'utf8'));
      sim.step(STEPS);
      const v = sim.views(),
        A = sim.agentLayout;
      assert.equal(v.agents.length / A.stride, native.agents.length);
      native.agents.forEach((a, i) => {
        const o = i * A.stride;
        for (const [report, field, whole] of FIELDS) {
          const got = whole ? v.agentInts[o + A[field]] : v.agents[o + A[field]];
          assert.equal(got, Math.fround(a[report]), `${name} agent ${i} ${field}`);
        }
        assert.deepEqual(
          [v.agents[o + A.x], v.agents[o + A.y]],
          a.final.map(Math.fround),
          `${name} agent ${i} position`,
        );
        assert.equal(
          sim.stopReasonNames[v.agentWords[o + A.stop]],
          a.stopReason === 'maxSteps' ? 'moving' : a.stopReason,
        );
      });
    });
  }

  it("takes the paces, the default pace and the grid's constants from the core", () => {
    assert.deepEqual(sim.paces, [1, 2, 5, 10, 20, 50, 100, 250, 500, 1000, 0]);
    sim.loadScenario(readFileSync(`${ROOT}examples/nproxy-cluster.json`, 'utf8'));
    assert.equal(sim.defaultPace(), 8, 'grid agents only: 8 steps a second');
    sim.loadScenario(readFileSync(`${ROOT}examples/welcome.json`, 'utf8'));
    assert.equal(sim.defaultPace(), Math.round(1 / sim.dt), 'else real time');
    assert.equal(sim.hugeStep, 0xffffffff);
    assert.equal(sim.bigDistance, 2 * (sim.width + sim.height) + 1);
  });
});
