// The script contract's JavaScript side, evaluated inside each script's QuickJS context before the script:
// the `world` object (castRay, neighbors, blocked, random, show, note), print() and console.log() (a note's line
// each), the `agent` object built per call
// with only the contract's fields, and the loop over one step's agents of this script. Nothing else of the
// host reaches the script: `__host` (the host's functions) is taken out of the global object first, and
// the entry points (__run, __skip, __box, __rows, __near, __align) once the host holds them, before the script
// runs. The built-ins the contract relies on are its own copies, taken before the script can replace them.
// Date is removed, and WeakRef and FinalizationRegistry (through which a script could see when QuickJS
// collects garbage); Math.random draws from the seeded world.random.
//
// Every offset and code of the rows and the mailbox is the core's (script_exchange.hpp, given as `layout`:
// the module's scriptLayout(), or the native tool's first message to the script server): this file writes none.

/** The groups and names contractSource() and the runtime read from a layout. */
const NEEDED = {
  batch: ['stride', 'index', 'script', 'x', 'y', 'vx', 'vy', 'radius', 'maxSpeed', 'maxAccel', 'goalX', 'goalY'],
  answer: ['stride', 'x', 'y', 'status'],
  status: ['accel', 'stop', 'none'],
  rows: ['stride', 'answer'],
  box: ['size', 'argc', 'op', 'agent', 'args', 'serial'],
  calls: ['cast', 'blocked', 'random', 'show', 'neighbors'],
  hits: ['none', 'cell', 'circle'],
  near: ['stride', 'x', 'y', 'vx', 'vy', 'radius'],
};
/** The layout version this contract is written for (script_exchange.hpp kVersion). */
export const LAYOUT_VERSION = 1;

/** `layout` (an object, or its JSON text) checked: every group and name the contract uses is a whole number. */
export function checkLayout(layout) {
  const l = typeof layout === 'string' ? JSON.parse(layout) : layout;
  if (l?.version !== LAYOUT_VERSION)
    throw new Error(`the script exchange's layout is version ${l?.version}; this runtime reads ${LAYOUT_VERSION}`);
  for (const [group, names] of Object.entries(NEEDED)) {
    for (const name of names) {
      if (!Number.isInteger(l[group]?.[name]))
        throw new Error(`the script exchange's layout has no ${group}.${name} (script_exchange.hpp)`);
    }
  }
  return l;
}

/** Source text run in the context, for `layout`; `__host` must be set on its global object before. */
export function contractSource(layout) {
  const L = checkLayout(layout);
  return preamble(L) + worldPart(L) + agentPart(L) + entryPart(L);
}

/** The offsets every part writes: the mailbox's arguments, the answer's slots in the rows. */
function offsets({ answer: A, rows: R, box: B }) {
  const [a0, a1, a2, a3, a4] = [0, 1, 2, 3, 4].map((k) => B.args + k);
  return { a0, a1, a2, a3, a4, ax: R.answer + A.x, ay: R.answer + A.y, as: R.answer + A.status };
}

/** The host's functions taken, the globals a script must not have, the contract's own built-ins, the mailbox. */
function preamble({ box: B, near: N }) {
  return String.raw`(function () {
  'use strict';
  const host = globalThis.__host;
  delete globalThis.__host;
  delete globalThis.Date;
  delete globalThis.WeakRef;
  delete globalThis.FinalizationRegistry;
  // The contract's own JSON: a script may replace the global one, but what goes back to the host (answers,
  // memory) is always written by these, so it is always one valid JSON value per agent.
  const stringify = JSON.stringify;
  const parse = JSON.parse;
  const F64 = Float64Array, List = Array, Text = String, finite = isFinite, floor = Math.floor, Failure = Error;
  let current = -1; // the agent whose call runs (-1: none, the script's top level)
  const inside = (what) => {
    if (current < 0) throw new Failure('world.' + what + ': call it inside steer(agent, world), not at the top level');
  };
  // The fast calls' mailbox (a typed array over memory the host reads and writes in place): the call's code
  // and then its answer, the agent, the arguments and then the results, and which call of steer runs (the
  // host reads it when QuickJS asks whether to interrupt, and starts a call's budget when it changed). The
  // script cannot reach it.
  let box = new F64(${B.size});
  let near = new F64(0); // neighbors(): ${N.stride} numbers an agent, grown by the host
  const fast = host.fast;
  const shownIds = new Map(); // show() names the host knows by number
`;
}

/** The \`world\` object: each call through the mailbox (show by name past 256 names, note kept locally). */
function worldPart(L) {
  const { box: B, calls: C, hits: H, near: N } = L;
  const { a0, a1, a2, a3, a4 } = offsets(L);
  return String.raw`  const world = Object.freeze({
    castRay(ox, oy, dx, dy, length) {
      inside('castRay');
      box[${a0}] = ox; box[${a1}] = oy; box[${a2}] = dx; box[${a3}] = dy; box[${a4}] = length;
      box[${B.op}] = ${C.cast}; box[${B.agent}] = current;
      fast();
      const kind = box[${B.op}];
      if (kind === ${H.none}) return null;
      return { distance: box[${a0}], x: box[${a1}], y: box[${a2}], nx: box[${a3}], ny: box[${a4}], kind: kind === ${H.cell} ? 'cell' : 'circle' };
    },
    neighbors(radius) {
      inside('neighbors');
      box[${a0}] = radius;
      box[${B.op}] = ${C.neighbors}; box[${B.agent}] = current;
      fast();
      const count = box[${a0}];
      if (count < 0) throw new Failure('world.neighbors: the runtime could not make room for ' + -count + ' agents');
      const out = new List(count);
      for (let k = 0; k < count; k++) {
        const o = ${N.stride} * k;
        out[k] = { x: near[o + ${N.x}], y: near[o + ${N.y}], vx: near[o + ${N.vx}], vy: near[o + ${N.vy}], radius: near[o + ${N.radius}] };
      }
      return out;
    },
    blocked(cx, cy) {
      inside('blocked');
      box[${a0}] = floor(+cx); box[${a1}] = floor(+cy);
      box[${B.op}] = ${C.blocked}; box[${B.agent}] = current;
      fast();
      return box[${a0}] === 1;
    },
    random() {
      inside('random');
      box[${B.op}] = ${C.random}; box[${B.agent}] = current;
      fast();
      return box[${a0}];
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
      box[${a0}] = id; box[${a1}] = v;
      box[${B.op}] = ${C.show}; box[${B.agent}] = current;
      fast();
    },
    note(text) {
      inside('note');
      // Kept with the answers (the core keeps kMaxScriptNotes of 200 bytes each).
      if (notesOfCall < 4) notes.push([run.k, Text(text).slice(0, 200)]);
      notesOfCall += 1;
    },
  });
`;
}

/** One agent's call: its \`agent\` object from its row, steer(), the answer checked and written back. */
function agentPart(L) {
  const { batch: I, status: S, rows: R } = L;
  const { ax, ay, as } = offsets(L);
  return String.raw`  Math.random = world.random;
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
  // The batch's numbers, written by the host: ${R.stride} per agent, its batch row then its answer (x, y,
  // status) from ${R.answer} on.
  let rows = new F64(0);
  function one(k) {
    const o = k * ${R.stride};
    const memory = run.texts[2 * k + 1];
    const agent = {
      x: rows[o + ${I.x}], y: rows[o + ${I.y}], vx: rows[o + ${I.vx}], vy: rows[o + ${I.vy}], radius: rows[o + ${I.radius}],
      maxSpeed: rows[o + ${I.maxSpeed}], maxAccel: rows[o + ${I.maxAccel}], goalX: rows[o + ${I.goalX}], goalY: rows[o + ${I.goalY}],
      dt: run.dt, step: run.step, params: run.texts[2 * k], memory: memory === null ? {} : memory,
    };
    rows[o + ${as}] = ${S.stop};
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
      rows[o + ${ax}] = r.x;
      rows[o + ${ay}] = r.y;
      rows[o + ${as}] = ${S.accel};
      return m;
    } catch (err) {
      return stringify({ error: Text(err && err.name ? err.name + ': ' + err.message : err), stack: Text(err && err.stack || '') });
    }
  }
`;
}

/** The entry points the host calls (then takes out of the global object), and the loop over the agents. */
function entryPart(L) {
  const { batch: I, status: S, rows: R, box: B } = L;
  const { as } = offsets(L);
  return String.raw`  // Configurable so that the host can take them out of the global object once it holds them.
  const fixed = (name, f) => Object.defineProperty(globalThis, name, { value: f, writable: false, configurable: true });
  /** The host's buffers (ArrayBuffers whose memory the host reads and writes in place): the mailbox, the rows. */
  fixed('__box', function (buffer) { box = new F64(buffer); return box[0]; });
  fixed('__rows', function (buffer) { rows = new F64(buffer); return rows[0]; });
  fixed('__near', function (buffer) { near = new F64(buffer); return near[0]; });
  /** Runs until QuickJS interrupts it: the host calls it so that every step's calls start at the same point of
   *  QuickJS's interrupt count, whatever ran in this context before (a run gone back, another pane). */
  fixed('__align', function () { for (;;) {} });
  /**
   * Runs one step's n agents of this script (their rows written by the host; texts: JSON text [params,
   * memory, ...]). Returns the notes ([[k, text]...]) as JSON text, then for each agent a line: its memory
   * as JSON text if its status is accel, else its stop (a message, or { error, stack }) as JSON text.
   */
  fixed('__run', function (texts, n, dt, step) {
    run = { texts: parse(texts), n, dt, step, out: new List(n), k: 0 };
    notes = [];
    return next();
  });
  /** Goes on after agent k was stopped from outside (its budget): its stop is \`message\`. */
  fixed('__skip', function (message) {
    rows[run.k * ${R.stride} + ${as}] = ${S.stop};
    run.out[run.k] = stringify(Text(message));
    run.k += 1;
    return next();
  });
  function next() {
    for (; run.k < run.n; run.k++) {
      current = rows[run.k * ${R.stride} + ${I.index}];
      notesOfCall = 0;
      box[${B.serial}] += 1;
      run.out[run.k] = one(run.k);
    }
    current = -1;
    return stringify(notes) + '\n' + run.out.join('\n');
  }
})();
`;
}
