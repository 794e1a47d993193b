// The run's history across the boundary: edits made in wasm during a run, written to a file, run by the
// native tool, reach the same state; going back in wasm equals a fresh run; a bad history is refused
// with the entry named.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

import { Sim } from '../../web/sim/sim.js';
import { loadModule } from '../wasm/load.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CLI = `${ROOT}build/native/sidestep`;
const welcome = readFileSync(`${ROOT}examples/welcome.json`, 'utf8');
const dir = mkdtempSync(join(tmpdir(), 'sidestep-timeline-'));

function cli(...args) {
  const r = spawnSync(CLI, args, { encoding: 'utf8', maxBuffer: 64 << 20 });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

let module;
before(async () => {
  module = await loadModule();
});
after(() => rmSync(dir, { recursive: true, force: true }));

describe('timeline', () => {
  it('back(50) after 200 steps equals a fresh run of 150, and forward again equals 200', () => {
    const sim = new Sim(module);
    sim.loadScenario(welcome);
    sim.step(200);
    const at200 = sim.hash();
    sim.back(50);
    assert.equal(sim.stepCount, 150);
    const fresh = new Sim(module);
    fresh.loadScenario(welcome);
    fresh.step(150);
    assert.equal(sim.hash(), fresh.hash());
    sim.seek(200);
    assert.equal(sim.hash(), at200);
    assert.equal(sim.frontier, 200);
    sim.dispose();
    fresh.dispose();
  });

  it('edits made during a run are in the exported file, and the native tool reaches the same state', () => {
    const sim = new Sim(module);
    sim.loadScenario(welcome);
    const circles = sim.state().circles.length;
    sim.step(300);
    sim.removeCircle(0);
    sim.step(40);
    sim.setCell(3, 3, true);
    sim.setAgentGoal(0, 20, 3);
    sim.step(60);
    const live = sim.hash();
    const scenario = sim.exportScenario();
    assert.equal(scenario.world.circles.length, circles, 'step 0 keeps the circle');
    assert.deepEqual(
      scenario.history.map((e) => [e.step, e.edit]),
      [
        [300, 'removeCircle'],
        [340, 'setCell'],
        [340, 'setAgentGoal'],
      ],
    );

    const file = join(dir, 'edited.json');
    writeFileSync(file, JSON.stringify(scenario));
    const run = cli('run', file, '--steps', '400', '--json');
    assert.equal(run.code, 0, run.err);
    assert.equal(JSON.parse(run.out).hash, live, 'native replays the history to the same state');

    const reopened = new Sim(module);
    reopened.loadScenario(JSON.stringify(scenario));
    reopened.seek(400);
    assert.equal(reopened.hash(), live);
    // Without the history, the same scenario goes elsewhere: the edits did change the run.
    delete scenario.history;
    const plain = new Sim(module);
    plain.loadScenario(JSON.stringify(scenario));
    plain.step(400);
    assert.notEqual(plain.hash(), live);
    for (const s of [sim, reopened, plain]) s.dispose();
  });

  it('an edit at an earlier step drops the later history; undo (a snapshot) brings it back', () => {
    const sim = new Sim(module);
    sim.loadScenario(welcome);
    sim.step(100);
    sim.removeCircle(0);
    sim.step(100);
    const snapshot = sim.snapshot();
    const at200 = sim.hash();
    sim.seek(50);
    sim.setCell(1, 1, true);
    assert.deepEqual(sim.historySteps(), [50]);
    assert.equal(sim.frontier, 50);
    sim.swap(snapshot).delete();
    assert.deepEqual(sim.historySteps(), [100]);
    assert.equal(sim.hash(), at200);
    sim.dispose();
  });

  it('a history entry that cannot apply is refused, naming the entry, by the page and the tool alike', () => {
    const scenario = JSON.parse(welcome);
    scenario.history = [{ step: 10, edit: 'removeCircle', circle: 99 }];
    const file = join(dir, 'bad.json');
    writeFileSync(file, JSON.stringify(scenario));
    const v = cli('validate', file);
    assert.equal(v.code, 2);
    assert.match(v.err, /history\[0\]: removeCircle at step 10: circle: no circle 99/);
    const sim = new Sim(module);
    assert.throws(
      () => sim.loadScenario(JSON.stringify(scenario)),
      (e) => e.errors.some((m) => /history\[0\]/.test(m)),
    );
    sim.dispose();
  });

  it('run --events prints what the page lists, one JSON line each, and going back does not change them', () => {
    const seen = new Set();
    for (const name of ['collisions-counted', 'nproxy-stop-on-return', 'context-race-track', 'agents-head-on']) {
      const file = `${ROOT}examples/${name}.json`;
      const r = cli('run', file, '--events');
      assert.equal(r.code, 0, r.err);
      const lines = r.out
        .trim()
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l));
      assert.ok(lines.length > 0, name);
      const sim = new Sim(module);
      sim.loadScenario(readFileSync(file, 'utf8'));
      sim.step(1e6);
      assert.deepEqual(sim.events(), lines, name);
      const straight = sim.events();
      sim.back(Math.floor(sim.stepCount / 2));
      sim.step(1e6);
      assert.deepEqual(sim.events(), straight, `${name}, after going back`);
      // Each count in the report is the number of its begin events.
      const report = JSON.parse(cli('run', file, '--json').out);
      report.agents.forEach((a, i) => {
        const of = (kind) => lines.filter((e) => e.agent === i && e.event === kind).length;
        assert.equal(of('collisionBegin'), a.collisions, `${name} agent ${i} collisions`);
        assert.equal(of('contactBegin'), a.agentContacts, `${name} agent ${i} contacts`);
        assert.equal(of('reached'), a.reached ? 1 : 0, `${name} agent ${i} reached`);
      });
      for (const e of lines) seen.add(e.event);
      sim.dispose();
    }
    for (const kind of ['collisionBegin', 'collisionEnd', 'contactBegin', 'return', 'reached', 'stop', 'lap'])
      assert.ok(seen.has(kind), kind);
  });
});
