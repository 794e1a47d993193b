// What a script's world calls get back, through the runtime's direct path (web/script/runtime.js: the mailbox
// and rows shared with QuickJS, no quickjs-emscripten handle per call): castRay's numbers are the core's own
// (the ray it records, exactly, not a text rounding), blocked() and random() answer as the core does, notes
// keep their order and their cap, a note before a throw is kept, show() works past the names it knows by
// number, and the calls really take the direct path (a quickjs-emscripten upgrade that removes it fails here).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

import { Sim } from '../../web/sim/sim.js';
import { loadScriptEngine } from '../../web/sim/scripted.js';
import { steeringOf } from '../../web/sim/records.js';
import { loadModule } from '../wasm/load.mjs';
import { QUICKJS_EMSCRIPTEN } from '../../web/script/shared.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

let module, quickjs;
before(async () => {
  module = await loadModule();
  quickjs = await loadScriptEngine();
});

/** A 12 x 8 scene: a wall of blocked cells at x = 8, one circle, `n` agents running `source`. */
function scene(source, n = 1) {
  const rows = [];
  for (let y = 0; y < 8; y++) rows.push('.'.repeat(8) + '@' + '.'.repeat(3));
  return JSON.stringify({
    version: 1,
    title: 'script calls',
    world: { grid: rows, circles: [{ x: 4, y: 6.5, r: 0.8 }] },
    scripts: { s: source },
    agents: Array.from({ length: n }, (_, k) => ({
      name: `a${k}`,
      behavior: 'script',
      script: 's',
      start: [1.5, 1.5 + k],
      goal: [11, 1.5 + k],
      radius: 0.3,
      maxSpeed: 2,
      maxAccel: 8,
    })),
    sim: { dt: 0.05, maxSteps: 200, seed: 7 },
  });
}

function run(source, steps, n = 1) {
  const sim = new Sim(module);
  sim.loadScenario(scene(source, n));
  sim.step(steps);
  return sim;
}
const record = (sim, i) => module.scriptRecord(sim.world, i);

describe("a script's world calls", () => {
  it("castRay returns the core's exact numbers: the hit a script keeps is the ray the core recorded, to the last bit", () => {
    const sim = run(
      `function steer(agent, world) {
      const h = world.castRay(agent.x, agent.y, 1, 0.37, 20);
      agent.memory.hit = h && [h.distance, h.x, h.y, h.nx, h.ny, h.kind];
      return { x: 0, y: 0 };
    }`,
      1,
    );
    const r = record(sim, 0);
    assert.equal(r.message, '');
    const [distance, x, y, nx, ny, kind] = JSON.parse(r.memory).hit;
    const ray = steeringOf(sim, 0, sim.views()).rays[0];
    assert.ok(ray.hit, 'the core recorded a hit on the wall');
    assert.deepEqual([distance, x, y, nx, ny], [ray.distance, ...ray.hitPoint, ...ray.normal]);
    assert.equal(kind, 'cell');
    assert.notEqual(Number(distance.toPrecision(9)), distance, 'a distance nine digits of text would not keep');
    sim.dispose();
  });

  it('blocked() answers as the grid does, off the grid counting as blocked; random() is in [0, 1) and the same on a fresh run', () => {
    const source = `function steer(agent, world) {
      agent.memory.cells = [world.blocked(8, 3), world.blocked(8.9, 3.2), world.blocked(7, 3), world.blocked(-1, 0), world.blocked(2, 99),
        world.blocked(2 ** 32 + 2, 3), world.blocked(1e300, 3), world.blocked(NaN, 3), world.blocked(3, -(2 ** 32) + 1)];
      agent.memory.r = [world.random(), world.random(), Math.random()];
      return { x: 1, y: 0 };
    }`;
    const a = run(source, 3, 2),
      b = run(source, 3, 2);
    const m0 = JSON.parse(record(a, 0).memory),
      m1 = JSON.parse(record(a, 1).memory);
    assert.deepEqual(
      m0.cells,
      [true, true, false, true, true, true, true, true, true],
      'far off the grid (past 32-bit cells, NaN) too',
    );
    for (const v of [...m0.r, ...m1.r]) assert.ok(v >= 0 && v < 1, `${v} in [0, 1)`);
    assert.notDeepEqual(m0.r, m1.r, 'each agent draws its own numbers');
    assert.equal(new Set(m0.r).size, 3, 'each draw is another number');
    assert.deepEqual(JSON.parse(record(b, 0).memory).r, m0.r, 'a fresh run draws the same');
    a.dispose();
    b.dispose();
  });

  it("neighbors() lists every other agent within the radius in index order with the core's exact numbers, past the room it starts with", () => {
    const n = 90; // more than the 64 agents the shared buffer starts with
    const start = (k) => [1.25 + (k % 10) * 1.7, 1.5 + Math.floor(k / 10) * 1.9];
    const text = JSON.stringify({
      version: 1,
      title: 'neighbors',
      world: { grid: Array.from({ length: 20 }, () => '.'.repeat(20)) },
      // The script checks what it sees against the starts itself (the whole list would pass agent.memory's 4 KiB).
      scripts: {
        s: `function steer(agent, world) {
        const f = Math.fround, start = ${start.toString()};
        const all = world.neighbors(100);
        let self = 0;
        for (let k = 0; k < ${n}; k++) if (f(start(k)[0]) === agent.x && f(start(k)[1]) === agent.y) self = k;
        const bad = [];
        all.forEach((b, j) => {
          const k = j < self ? j : j + 1;
          const want = [f(start(k)[0]), f(start(k)[1]), 0, 0, f(0.2 + 0.001 * k)];
          if ([b.x, b.y, b.vx, b.vy, b.radius].some((v, c) => v !== want[c])) bad.push(k);
        });
        agent.memory = { self, count: all.length, bad: bad.slice(0, 10), near: world.neighbors(2).length, none: world.neighbors(-1).length };
        return { x: 0, y: 0 };
      }`,
      },
      agents: Array.from({ length: n }, (_, k) => ({
        behavior: 'script',
        script: 's',
        start: start(k),
        goal: [19, 19],
        radius: 0.2 + 0.001 * k,
        maxSpeed: 2,
        maxAccel: 8,
      })),
      sim: { dt: 0.05, maxSteps: 10, seed: 1 },
    });
    const sim = new Sim(module);
    sim.loadScenario(text);
    sim.step(1);
    const f = Math.fround;
    for (const i of [0, 57, n - 1]) {
      const m = JSON.parse(record(sim, i).memory);
      assert.equal(m.self, i);
      assert.equal(m.count, n - 1, `agent ${i} sees the other ${n - 1}`);
      assert.deepEqual(m.bad, [], 'each in index order with its exact position, velocity and radius');
      let near = 0;
      for (let k = 0; k < n; k++)
        if (k !== i && Math.hypot(f(start(k)[0]) - f(start(i)[0]), f(start(k)[1]) - f(start(i)[1])) <= 2) near += 1;
      assert.equal(m.near, near, 'within 2 units: as a brute-force count');
      assert.equal(m.none, 0);
    }
    sim.dispose();
  });

  it('notes keep their order and the first four; a note before a throw is kept with the stop', () => {
    const sim = run(
      `function steer(agent, world) {
      for (let k = 0; k < 7; k++) world.note('n' + k);
      if (agent.step === 2) { world.note('last words'); throw new Error('stop here'); }
      return { x: 1, y: 0 };
    }`,
      3,
    );
    // The call of step 2 stopped it: its notes are that call's.
    const r = record(sim, 0);
    assert.match(r.message, /scripts\.s: line \d+: Error: stop here/);
    assert.deepEqual(r.notes, ['n0', 'n1', 'n2', 'n3']);
    const early = run(`function steer(agent, world) { world.note('a'); world.note('b'); return { x: 1, y: 0 }; }`, 2);
    assert.deepEqual(record(early, 0).notes, ['a', 'b']);
    sim.dispose();
    early.dispose();
  });

  it('show() works for every name: the first 256 by number, later ones by name', () => {
    const sim = run(
      `function steer(agent, world) {
      const base = agent.step * 10;
      for (let k = 0; k < 3; k++) world.show('v' + (base + k), base + k);
      return { x: 1, y: 0 };
    }`,
      100,
    );
    const shown = record(sim, 0).shown;
    assert.deepEqual(
      shown,
      [
        ['v990', 990],
        ['v991', 991],
        ['v992', 992],
      ],
      'step 99 shows names 297 and more after it',
    );
    sim.dispose();
  });

  it("a script cannot reach the contract's entry points, nor call the world outside steer(); replacing built-ins stops nobody else", () => {
    const text = JSON.stringify({
      version: 1,
      title: 'hostile',
      world: { grid: Array.from({ length: 8 }, () => '.'.repeat(16)) },
      scripts: {
        probe: `const seen = [typeof __run, typeof __skip, typeof __box, typeof __rows, typeof __near, typeof __host, typeof __align];
          globalThis.Float64Array = function () { return [0]; };
          globalThis.Array = function () { return {}; };
          globalThis.isFinite = () => true;
          function steer(agent, world) { agent.memory.seen = seen; return { x: 1, y: 0 }; }`,
        early: `world.castRay(0, 0, 1, 0, 5);\nfunction steer(agent, world) { return { x: 1, y: 0 }; }`,
        fine: `function steer(agent, world) { agent.memory.r = world.random(); world.castRay(agent.x, agent.y, 1, 0, 3); return { x: 1, y: 0 }; }`,
      },
      agents: [
        { name: 'probe', behavior: 'script', script: 'probe', start: [1.5, 1.5], goal: [14, 1.5] },
        { name: 'early', behavior: 'script', script: 'early', start: [1.5, 3.5], goal: [14, 3.5] },
        { name: 'fine', behavior: 'script', script: 'fine', start: [1.5, 5.5], goal: [14, 5.5] },
        { name: 'seek', behavior: 'seek', start: [1.5, 6.5], goal: [14, 6.5] },
      ],
      sim: { dt: 0.05, maxSteps: 100, seed: 3 },
    });
    const sim = new Sim(module);
    sim.loadScenario(text);
    sim.step(20);
    const probe = record(sim, 0),
      early = record(sim, 1),
      fine = record(sim, 2);
    assert.equal(probe.message, '', 'its own built-ins replaced, the probe still runs');
    assert.deepEqual(JSON.parse(probe.memory).seen, [
      'undefined',
      'undefined',
      'undefined',
      'undefined',
      'undefined',
      'undefined',
      'undefined',
    ]);
    assert.match(
      early.message,
      /^scripts\.early: line 1: Error: world\.castRay: call it inside steer\(agent, world\), not at the top level/,
    );
    assert.equal(fine.message, '');
    assert.ok(JSON.parse(fine.memory).r >= 0);
    const moved = sim.state().agents.map((a) => a.stop);
    assert.deepEqual(
      moved,
      ['moving', 'script', 'moving', 'moving'],
      'only the script that called the world at its top level stopped',
    );
    sim.dispose();
  });

  it("every castRay, blocked, random and show of a step is answered straight from the mailbox, not through quickjs-emscripten's generic path", () => {
    const sim = run(
      `function steer(agent, world) {
      world.castRay(agent.x, agent.y, 1, 0, 5); world.blocked(1, 1); world.random(); world.show('t', 1);
      return { x: 1, y: 0 };
    }`,
      10,
      3,
    );
    const runtime = sim.scripts.runtime;
    // The first call of each context goes the generic way (it tells the function's id): 3 agents x 10 steps x 4
    // calls, less that one.
    assert.equal(runtime.fastCalls, 3 * 10 * 4 - 1);
    sim.dispose();
  });

  it('the quickjs-emscripten installed is the exact version the runtime was checked against (package.json pins it)', () => {
    // The runtime relies on two things of quickjs-emscripten-core beyond its stable API (web/script/shared.js):
    // newArrayBuffer keeps the block it copied the bytes into, and the context's host-call dispatcher can be
    // wrapped. An upgrade must be checked against both (the tests above) and QUICKJS_EMSCRIPTEN moved with it.
    const installed = (name) => JSON.parse(readFileSync(`${ROOT}node_modules/${name}/package.json`, 'utf8')).version;
    const pinned = JSON.parse(readFileSync(`${ROOT}package.json`, 'utf8')).dependencies;
    for (const name of ['quickjs-emscripten-core', '@jitl/quickjs-wasmfile-release-sync']) {
      assert.equal(pinned[name], QUICKJS_EMSCRIPTEN, `package.json pins ${name} to exactly ${QUICKJS_EMSCRIPTEN}`);
      assert.equal(
        installed(name),
        QUICKJS_EMSCRIPTEN,
        `${name} ${installed(name)} is installed; the script runtime was checked with ${QUICKJS_EMSCRIPTEN} (npm ci)`,
      );
    }
  });

  it("the rows and the mailbox are found in QuickJS's heap through its public accessor, with nothing of the module replaced", () => {
    const probe = quickjs.newContext();
    const emscripten = probe.module;
    const allocator = emscripten._malloc;
    probe.dispose();
    // Replacing the allocator while a buffer is made (what the runtime once did) is seen here.
    Object.defineProperty(emscripten, '_malloc', {
      configurable: true,
      get: () => allocator,
      set: () => assert.fail("the runtime replaced the module's _malloc"),
    });
    try {
      const sim = run('function steer(agent, world) { world.random(); return { x: 1, y: 0 }; }', 2);
      assert.equal(record(sim, 0).message, '');
      assert.equal(sim.scripts.runtime.memory, quickjs.getWasmMemory());
      sim.dispose();
    } finally {
      Object.defineProperty(emscripten, '_malloc', { configurable: true, writable: true, value: allocator });
    }
  });
});
