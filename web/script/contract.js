// The script contract's JavaScript side, evaluated inside each script's QuickJS context before the script:
// the `world` object (castRay, neighbors, blocked, random, show, note), the `agent` object built per call
// with only the contract's fields, and the loop over one step's agents of this script. Nothing else of the
// host reaches the script: `__host` (the host's functions) is taken out of the global object first.
// Date is removed and Math.random draws from the seeded world.random.

/** Source text run in the context; `__host` must be set on its global object before. */
export const CONTRACT_SOURCE = String.raw`(function () {
  'use strict';
  const host = globalThis.__host;
  delete globalThis.__host;
  delete globalThis.Date;
  // The contract's own JSON: a script may replace the global one, but what goes back to the host (answers,
  // memory) is always written by these, so it is always one valid JSON value per agent.
  const stringify = JSON.stringify;
  const parse = JSON.parse;
  let current = -1;
  // Which call runs: the host reads clock.serial when QuickJS asks whether to interrupt (a plain property: no
  // call per agent), and starts a call's budget when it changed. The script cannot reach it.
  const clock = { serial: 0 };
  host.clock(clock);
  const world = Object.freeze({
    castRay(ox, oy, dx, dy, length) {
      const text = host.cast(current, +ox, +oy, +dx, +dy, +length);
      if (text === '') return null;
      const v = text.split(' ');
      return { distance: +v[0], x: +v[1], y: +v[2], nx: +v[3], ny: +v[4], kind: v[5] };
    },
    neighbors(radius) {
      const text = host.near(current, +radius);
      if (text === '') return [];
      return text.split(';').map((s) => {
        const v = s.split(' ');
        return { x: +v[0], y: +v[1], vx: +v[2], vy: +v[3], radius: +v[4] };
      });
    },
    blocked(cx, cy) { return host.blocked(Math.floor(+cx), Math.floor(+cy)); },
    random() { return host.random(current); },
    show(name, value) { host.show(current, String(name), +value); },
    note(text) { host.note(current, String(text)); },
  });
  Math.random = world.random;
  Object.defineProperty(globalThis, 'world', { value: world });
  let run = null;
  function one(a, input) {
    const agent = {
      x: a.x, y: a.y, vx: a.vx, vy: a.vy, radius: a.radius, maxSpeed: a.maxSpeed, maxAccel: a.maxAccel,
      goalX: a.goalX, goalY: a.goalY, dt: input.dt, step: input.step, params: a.params,
      memory: a.memory === null ? {} : a.memory,
    };
    try {
      if (typeof steer !== 'function') return { e: 'no function steer(agent, world) is defined' };
      const r = steer(agent, world);
      if (r === null || typeof r !== 'object' || typeof r.x !== 'number' || typeof r.y !== 'number' || !isFinite(r.x) || !isFinite(r.y)) {
        let got = r === null ? 'null' : typeof r;
        if (r && typeof r.then === 'function') got = 'a Promise';
        else if (r && typeof r === 'object') got = String(stringify(r)).slice(0, 60);
        return { e: 'steer must return { x, y } with finite numbers (u/s²), got ' + got };
      }
      const m = stringify(agent.memory);
      if (typeof m !== 'string') return { e: 'agent.memory must be plain data (an object, array, number or string)' };
      return { x: r.x, y: r.y, m };
    } catch (err) {
      return { e: { error: String(err && err.name ? err.name + ': ' + err.message : err), stack: String(err && err.stack || '') } };
    }
  }
  /** Runs one step's agents of this script (input: JSON text { dt, step, agents }); JSON text of answers. */
  const fixed = (name, f) => Object.defineProperty(globalThis, name, { value: f, writable: false, configurable: false });
  fixed('__run', function (text) {
    run = { input: parse(text), out: [], k: 0 };
    return next();
  });
  /** Goes on after agent k was stopped from outside (its budget): its answer is \`message\`. */
  fixed('__skip', function (message) {
    run.out[run.k] = { e: message };
    run.k += 1;
    return next();
  });
  function next() {
    const agents = run.input.agents;
    for (; run.k < agents.length; run.k++) {
      current = agents[run.k].i;
      clock.serial += 1;
      run.out[run.k] = one(agents[run.k], run.input);
    }
    current = -1;
    return stringify(run.out);
  }
})();
`;
