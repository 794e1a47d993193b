// The script contract's JavaScript side, evaluated inside each script's QuickJS context before the script:
// the `world` object (castRay, neighbors, blocked, random, show, note), print() and console.log() (a note's line
// each), the `agent` object built per call
// with only the contract's fields, and the loop over one step's agents of this script. Nothing else of the
// host reaches the script: `__host` (the host's functions) is taken out of the global object first, and
// the entry points (__run, __skip, __box, __rows, __near) once the host holds them, before the script runs.
// The built-ins the contract relies on are its own copies, taken before the script can replace them.
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
  const F64 = Float64Array, List = Array, Text = String, finite = isFinite, floor = Math.floor, Failure = Error;
  let current = -1; // the agent whose call runs (-1: none, the script's top level)
  const inside = (what) => {
    if (current < 0) throw new Failure('world.' + what + ': call it inside steer(agent, world), not at the top level');
  };
  // The fast calls' mailbox (a typed array over memory the host reads and writes in place): box[0] the call
  // (1 cast, 2 blocked, 3 random, 4 show, 5 neighbors) and then its answer, box[1] the agent, box[2..6] the arguments
  // and then the results, box[7] which call of steer runs (the host reads it when QuickJS asks whether to
  // interrupt, and starts a call's budget when it changed). The script cannot reach it.
  let box = new F64(8);
  let near = new F64(0); // neighbors(): 5 numbers an agent, grown by the host
  const fast = host.fast;
  const shownIds = new Map(); // show() names the host knows by number
  const world = Object.freeze({
    castRay(ox, oy, dx, dy, length) {
      inside('castRay');
      box[2] = ox; box[3] = oy; box[4] = dx; box[5] = dy; box[6] = length;
      box[0] = 1; box[1] = current;
      fast();
      const kind = box[0];
      if (kind === 0) return null;
      return { distance: box[2], x: box[3], y: box[4], nx: box[5], ny: box[6], kind: kind === 1 ? 'cell' : 'circle' };
    },
    neighbors(radius) {
      inside('neighbors');
      box[2] = radius;
      box[0] = 5; box[1] = current;
      fast();
      const count = box[2];
      if (count < 0) throw new Failure('world.neighbors: the runtime could not make room for ' + -count + ' agents');
      const out = new List(count);
      for (let k = 0; k < count; k++) {
        const o = 5 * k;
        out[k] = { x: near[o], y: near[o + 1], vx: near[o + 2], vy: near[o + 3], radius: near[o + 4] };
      }
      return out;
    },
    blocked(cx, cy) {
      inside('blocked');
      box[2] = floor(+cx); box[3] = floor(+cy);
      box[0] = 2;
      fast();
      return box[2] === 1;
    },
    random() {
      inside('random');
      box[0] = 3; box[1] = current;
      fast();
      return box[2];
    },
    show(name, value) {
      inside('show');
      const n = Text(name), v = +value;
      let id = shownIds.get(n);
      if (id === undefined && shownIds.size < 256) {
        id = host.name(n);
        shownIds.set(n, id);
      }
      if (id === undefined) {
        host.show(current, n, v);
        return;
      }
      box[2] = id; box[3] = v;
      box[0] = 4; box[1] = current;
      fast();
    },
    note(text) {
      inside('note');
      // Kept with the answers (the core keeps kMaxScriptNotes of 200 bytes each).
      if (notesOfCall < 4) notes.push([run.k, Text(text).slice(0, 200)]);
      notesOfCall += 1;
    },
  });
  Math.random = world.random;
  Object.defineProperty(globalThis, 'world', { value: world });
  // print(...) and console.log(...): one line of the console (the run's script log), kept as world.note()'s text
  // is (at most 4 lines of 200 characters per agent and step); a value that is not text as JSON. At the script's
  // top level, where no agent decides, they write nowhere.
  const words = (v) => {
    if (typeof v === 'string') return v;
    try {
      const j = stringify(v);
      return typeof j === 'string' ? j : Text(v);
    } catch (err) {
      return Text(v);
    }
  };
  const print = function () {
    if (current < 0) return;
    let line = '';
    for (let k = 0; k < arguments.length; k++) line += (k ? ' ' : '') + words(arguments[k]);
    world.note(line);
  };
  const writable = (name, value) => Object.defineProperty(globalThis, name, { value, writable: true, configurable: true });
  writable('print', print);
  writable('console', Object.freeze({ log: print, info: print, warn: print, error: print }));
  let run = null;
  let notes = [], notesOfCall = 0;
  // The batch's numbers, written by the host: ROW per agent, its inputs (i, script, x, y, vx, vy, radius,
  // maxSpeed, maxAccel, goalX, goalY) then its answer (x, y, status: 0 an acceleration, 1 a stop).
  const ROW = 16;
  let rows = new F64(0);
  function one(k) {
    const o = k * ROW;
    const memory = run.texts[2 * k + 1];
    const agent = {
      x: rows[o + 2], y: rows[o + 3], vx: rows[o + 4], vy: rows[o + 5], radius: rows[o + 6], maxSpeed: rows[o + 7],
      maxAccel: rows[o + 8], goalX: rows[o + 9], goalY: rows[o + 10], dt: run.dt, step: run.step,
      params: run.texts[2 * k], memory: memory === null ? {} : memory,
    };
    rows[o + 14] = 1;
    try {
      if (typeof steer !== 'function') return stringify('no function steer(agent, world) is defined');
      const r = steer(agent, world);
      if (r === null || typeof r !== 'object' || typeof r.x !== 'number' || typeof r.y !== 'number' || !finite(r.x) || !finite(r.y)) {
        let got = r === null ? 'null' : typeof r;
        if (r && typeof r.then === 'function') got = 'a Promise';
        else if (r && typeof r === 'object') got = Text(stringify(r)).slice(0, 60);
        return stringify('steer must return { x, y } with finite numbers (u/s²), got ' + got);
      }
      const m = stringify(agent.memory);
      if (typeof m !== 'string') return stringify('agent.memory must be plain data (an object, array, number or string)');
      rows[o + 12] = r.x;
      rows[o + 13] = r.y;
      rows[o + 14] = 0;
      return m;
    } catch (err) {
      return stringify({ error: Text(err && err.name ? err.name + ': ' + err.message : err), stack: Text(err && err.stack || '') });
    }
  }
  // Configurable so that the host can take them out of the global object once it holds them.
  const fixed = (name, f) => Object.defineProperty(globalThis, name, { value: f, writable: false, configurable: true });
  /** The host's buffers (ArrayBuffers whose memory the host reads and writes in place): the mailbox, the rows. */
  fixed('__box', function (buffer) { box = new F64(buffer); return box[0]; });
  fixed('__rows', function (buffer) { rows = new F64(buffer); return rows[0]; });
  fixed('__near', function (buffer) { near = new F64(buffer); return near[0]; });
  /**
   * Runs one step's n agents of this script (their rows written by the host; texts: JSON text [params,
   * memory, ...]). Returns the notes ([[k, text]...]) as JSON text, then for each agent a line: its memory
   * as JSON text if its status is 0, else its stop (a message, or { error, stack }) as JSON text.
   */
  fixed('__run', function (texts, n, dt, step) {
    run = { texts: parse(texts), n, dt, step, out: new List(n), k: 0 };
    notes = [];
    return next();
  });
  /** Goes on after agent k was stopped from outside (its budget): its stop is \`message\`. */
  fixed('__skip', function (message) {
    rows[run.k * ROW + 14] = 1;
    run.out[run.k] = stringify(Text(message));
    run.k += 1;
    return next();
  });
  function next() {
    for (; run.k < run.n; run.k++) {
      current = rows[run.k * ROW];
      notesOfCall = 0;
      box[7] += 1;
      run.out[run.k] = one(run.k);
    }
    current = -1;
    return stringify(notes) + '\n' + run.out.join('\n');
  }
})();
`;
