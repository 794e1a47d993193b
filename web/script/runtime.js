// The script runtime: one QuickJS runtime (a memory limit, a max stack, an interrupt handler), each of the
// scene's scripts compiled once into its own context with only the contract (contract.js), and the core's
// ScriptHost side: steer(host) runs one step's scripted agents and answers for each. The batch crosses as
// numbers (the core's views, copied into rows QuickJS shares with the host) and one JSON text per script
// (params, memories); the script's castRay, neighbors, blocked, random and show are answered through a mailbox in that
// shared memory, without a quickjs-emscripten handle per call. Usable in Node and in the page (the QuickJS
// module is handed in: quickjs-entry.js loads it).
import { CONTRACT_SOURCE } from './contract.js';

/** Limits of the QuickJS runtime (every script of a scene shares them). */
export const SCRIPT_MEMORY_BYTES = 16 << 20;
export const SCRIPT_STACK_BYTES = 256 << 10;

/** "scripts.NAME: line L: message", the line from the error's stack where it names the script. */
export function scriptMessage(name, error, stack = '') {
  const match = new RegExp(`scripts\\.${name}:(\\d+)`).exec(stack);
  return `scripts.${name}: ${match ? `line ${match[1]}: ` : ''}${error}`;
}

/** Compiles `source` in a throwaway context: null, or { line, column, message } of its syntax error. */
export function syntaxError(quickjs, name, source) {
  const runtime = quickjs.newRuntime();
  runtime.setMemoryLimit(SCRIPT_MEMORY_BYTES);
  const context = runtime.newContext();
  // Compiled, not run: the source wrapped in a function that is never called.
  const result = context.evalCode(`(function () {\n${source}\n})`, `scripts.${name}`);
  let error = null;
  if (result.error) {
    const e = context.dump(result.error);
    result.error.dispose();
    const at = /:(\d+):(\d+)/.exec(e?.stack ?? '');
    error = {
      line: at ? Number(at[1]) - 1 : (e?.lineNumber ?? 1) - 1,
      column: at ? Number(at[2]) : 0,
      message: `${e?.name ?? 'Error'}: ${e?.message ?? e}`,
    };
  } else {
    result.value.dispose();
  }
  context.dispose();
  runtime.dispose();
  return error;
}

/** Numbers per agent in the core's batch (wasm/script_host.hpp kScriptRow) and per answer (kScriptAnswer). */
const IN = 12,
  OUT = 3;
/** Numbers per agent in a context's rows (the contract's ROW): the inputs, then x, y, status at 12-14. */
const ROW = 16;

export class ScriptRuntime {
  /** @param quickjs the QuickJS module (loadQuickJS()); `scripts`: { NAME: SOURCE } of the scene. */
  constructor(quickjs, scripts = {}) {
    this.quickjs = quickjs;
    this.runtime = quickjs.newRuntime();
    this.runtime.setMemoryLimit(SCRIPT_MEMORY_BYTES);
    this.runtime.setMaxStackSize(SCRIPT_STACK_BYTES);
    this.checks = 0;
    this.budget = 100; // interrupt checks per call (the scene's sim.scriptBudget)
    this.deadline = Infinity;
    this.ms = 50; // wall-clock ceiling per call (sim.scriptMs)
    this.overBudget = '';
    this.running = null; // the entry whose code runs (its mailbox says which call)
    this.serial = -1;
    this.runtime.setInterruptHandler(() => {
      const serial = this.#serial();
      if (serial !== this.serial) this.#beginCall(serial);
      this.checks += 1;
      if (this.checks > this.budget)
        this.overBudget = `ran past its budget of ${this.budget} interrupt checks in one call`;
      else if (performance.now() > this.deadline) this.overBudget = `ran past its ${this.ms} ms in one call`;
      return this.overBudget !== '';
    });
    this.contexts = new Map(); // name -> { context, run, skip } or { error }
    this.host = null; // the core's ScriptHost handle while a step runs
    this.hit = new Float64Array(0); // its last cast's hit (a view into the core's memory)
    this.input = new Float64Array(0); // the step's batch, copied out of the core
    this.fastCalls = 0; // world calls answered straight from the mailbox (the tests and the bench read it)
    this.output = new Float64Array(0); // the step's answers until they go back
    this.setScripts(scripts);
  }

  /** The scene's scripts; contexts of scripts that changed are dropped and compiled again on first use. */
  setScripts(scripts) {
    for (const [name, entry] of this.contexts) {
      if (scripts[name] !== entry.source) this.#drop(name);
    }
    this.scripts = { ...scripts };
  }

  /** Budgets per call: interrupt checks (deterministic) and a wall-clock ceiling in ms. */
  setBudget(checks, ms) {
    this.budget = checks;
    this.ms = ms;
  }

  dispose() {
    for (const name of [...this.contexts.keys()]) this.#drop(name);
    this.runtime.dispose();
  }

  #drop(name) {
    const entry = this.contexts.get(name);
    if (entry?.context) {
      for (const h of entry.handles) h.dispose();
      entry.box?.handle.dispose();
      entry.near?.handle.dispose();
      entry.rows?.handle.dispose();
      entry.context.dispose();
    }
    this.contexts.delete(name);
  }

  /** The script's context, compiled on first use: { context, run, skip } or { error }. */
  #compiled(name) {
    let entry = this.contexts.get(name);
    if (entry) return entry;
    const source = this.scripts[name];
    if (typeof source !== 'string') {
      entry = { source, error: `scripts.${name}: this scene has no script of that name` };
      this.contexts.set(name, entry);
      return entry;
    }
    const context = this.runtime.newContext();
    entry = { source, context, handles: [] };
    const hostObject = context.newObject();
    const fn = (key, impl) => {
      const f = context.newFunction(key, impl);
      context.setProp(hostObject, key, f);
      f.dispose();
    };
    const num = (h) => context.getNumber(h);
    entry.names = []; // show() names by number (the contract's fast show)
    fn('show', (i, n, v) => {
      this.host.show(num(i), context.getString(n), num(v));
    });
    fn('name', (n) => context.newNumber(entry.names.push(context.getString(n)) - 1));
    // The fast calls (castRay, neighbors, blocked, random, show): no arguments, no result, the mailbox says what. Through
    // QuickJS's generic path the first time, which tells its function id; after that straight (see #fastPath).
    fn('fast', () => {
      entry.fastId = entry.lastId;
      this.#fast(entry);
    });
    this.#fastPath(context, entry);
    context.setProp(context.global, '__host', hostObject);
    hostObject.dispose();
    this.checks = 0;
    this.deadline = performance.now() + 10 * this.ms;
    this.overBudget = '';
    const fail = (message) => {
      for (const h of entry.handles) h.dispose();
      entry.box?.handle.dispose();
      entry.near?.handle.dispose();
      context.dispose();
      entry = { source, error: message };
      this.contexts.set(name, entry);
      return entry;
    };
    for (const [code, file] of [
      [CONTRACT_SOURCE, 'contract'],
      [source, `scripts.${name}`],
    ]) {
      const r = context.evalCode(code, file);
      if (r.error) {
        const e = context.dump(r.error);
        r.error.dispose();
        return fail(scriptMessage(name, this.overBudget || `${e?.name ?? 'Error'}: ${e?.message ?? e}`, e?.stack));
      }
      r.value.dispose();
      if (file !== 'contract') continue;
      // The contract's entry points and the mailbox, before the script's own code runs (it may cast rays).
      entry.run = context.getProp(context.global, '__run');
      entry.skip = context.getProp(context.global, '__skip');
      entry.setRows = context.getProp(context.global, '__rows');
      entry.handles.push(entry.run, entry.skip, entry.setRows);
      entry.setNear = context.getProp(context.global, '__near');
      entry.handles.push(entry.setNear);
      const setBox = context.getProp(context.global, '__box');
      try {
        entry.box = this.#share(entry, 8, setBox);
        entry.near = this.#share(entry, 5 * 64, entry.setNear);
      } catch (error) {
        return fail(`scripts.${name}: ${error.message}`);
      } finally {
        setBox.dispose();
      }
      // The entry points out of the script's reach: the host holds them; a script cannot call them.
      const hidden = context.evalCode(
        'delete globalThis.__run; delete globalThis.__skip; delete globalThis.__box; delete globalThis.__rows; delete globalThis.__near;',
      );
      (hidden.error ?? hidden.value).dispose();
    }
    this.contexts.set(name, entry);
    return entry;
  }

  /** The running entry's call serial (-1 while none runs: compiling). */
  #serial() {
    return this.running ? this.#box(this.running)[7] : this.serial;
  }

  /**
   * A QuickJS ArrayBuffer of n doubles that the host reads and writes in place: { handle, at, n, view }.
   * quickjs-emscripten's newArrayBuffer hands QuickJS a block it allocated without copying it again; its
   * address is taken from that allocation (the module's _malloc, protected in quickjs-emscripten-core 0.32).
   * `take` (the contract's __box or __rows) is handed it and returns its first number: what was written here.
   */
  #share(entry, n, take) {
    const { context } = entry;
    const module = context.module;
    const malloc = module._malloc;
    let at = 0;
    module._malloc = (bytes) => (at = malloc(bytes));
    let handle;
    try {
      handle = context.newArrayBuffer(new ArrayBuffer(n * 8));
    } finally {
      module._malloc = malloc;
    }
    const shared = { handle, at, n, view: null };
    this.#view(entry, shared)[0] = 0.5;
    const r = context.callFunction(take, context.undefined, handle);
    const read = r.error ? NaN : context.getNumber(r.value);
    (r.error ?? r.value).dispose();
    if (read !== 0.5) {
      handle.dispose();
      throw new Error('the script runtime cannot share memory with this version of quickjs-emscripten');
    }
    return shared;
  }

  /** A shared buffer as a Float64Array (made again when QuickJS's memory grew and the last one let go). */
  #view(entry, shared) {
    if (!shared.view || shared.view.length === 0)
      shared.view = new Float64Array(entry.context.module.HEAPU8.buffer, shared.at, shared.n);
    return shared.view;
  }

  /** The entry's mailbox. */
  #box(entry) {
    return this.#view(entry, entry.box);
  }

  /**
   * quickjs-emscripten calls every host function through a generic path (a scope, a handle per argument, a
   * generator for its asyncify builds): about 5 µs a call, more than a ray cast. The contract's fast calls
   * take no arguments and return nothing, so, once their function id is known, they are answered here
   * directly. If this version of quickjs-emscripten has no such hook, every call takes the generic path.
   */
  #fastPath(context, entry) {
    const callbacks = context.cToHostCallbacks; // private in quickjs-emscripten-core 0.32's types
    if (typeof callbacks?.callFunction !== 'function') return;
    const generic = callbacks.callFunction;
    callbacks.callFunction = (ctx, thisPtr, argc, argv, fnId) => {
      if (fnId === entry.fastId) {
        this.fastCalls += 1;
        this.#fast(entry);
        return 0;
      }
      entry.lastId = fnId;
      return generic(ctx, thisPtr, argc, argv, fnId);
    };
  }

  /** One fast call: box[0] says which, box[1] for which agent; the answer goes back in the box. */
  #fast(entry) {
    const box = this.#box(entry);
    const host = this.host;
    const op = box[0];
    if (op === 1) {
      const kind = host.cast(box[1], box[2], box[3], box[4], box[5], box[6]);
      if (kind !== 0) {
        if (this.hit.length === 0) this.hit = host.hitView();
        const hit = this.hit;
        box[2] = hit[0];
        box[3] = hit[1];
        box[4] = hit[2];
        box[5] = hit[3];
        box[6] = hit[4];
      }
      box[0] = kind;
    } else if (op === 2) {
      const x = box[2],
        y = box[3]; // whole numbers (floored); beyond int32 (or NaN) is off the grid: blocked
      box[2] =
        x >= -2147483648 && x <= 2147483647 && y >= -2147483648 && y <= 2147483647 && !host.blocked(x, y) ? 0 : 1;
    } else if (op === 3) {
      box[2] = host.random(box[1]);
    } else if (op === 4) {
      host.show(box[1], entry.names[box[2]], box[3]);
    } else if (op === 5) {
      const count = host.near(box[1], box[2]);
      if (count > 0) {
        if (entry.near.n < 5 * count) {
          try {
            const near = this.#share(entry, Math.max(5 * count, 2 * entry.near.n), entry.setNear);
            entry.near.handle.dispose();
            entry.near = near;
          } catch {
            this.#box(entry)[2] = -count; // the contract throws, naming the count: this agent stops
            return;
          }
        }
        this.#view(entry, entry.near).set(host.nearView());
      }
      this.#box(entry)[2] = count;
    }
  }

  #beginCall(serial) {
    this.serial = serial;
    this.checks = 0;
    this.overBudget = '';
    this.deadline = performance.now() + this.ms;
  }

  /**
   * The core's ScriptHost.steer for one step: `host` (the core's ScriptHost handle) holds the batch (numbers in
   * inputView(), kScriptRow = 12 per agent; params and memories in texts(script)); the script's world calls go
   * back to it. Answers go to its outputView() (x, y, status per agent) and stop(k, message); returns the
   * memories, one line per agent.
   */
  steer(host) {
    try {
      return this.#steer(host);
    } catch (error) {
      // Whatever went wrong here (not in a script: those stop their own agents), the step goes on without
      // these agents' answers: each stops with the reason rather than the page or the run.
      const n = host.inputView().length / IN;
      for (let k = 0; k < n; k++) host.stop(k, `scripts: the script runtime failed: ${error?.message ?? error}`);
      return '';
    } finally {
      this.host = null;
      this.running = null;
    }
  }

  #steer(host) {
    this.host = host;
    this.hit = host.hitView();
    this.setBudget(host.budget(), host.ms());
    const dt = host.dt(),
      step = host.step();
    const view = host.inputView();
    const n = view.length / IN;
    // Copied out: the core's memory may grow while scripts call back into it.
    if (this.input.length < view.length) this.input = new Float64Array(2 * view.length);
    this.input.set(view);
    if (this.output.length < n * OUT) this.output = new Float64Array(2 * n * OUT);
    this.output.fill(0, 0, n * OUT);
    for (let k = 0; k < n; k++) this.output[k * OUT + 2] = 2; // no answer until one comes
    const memories = new Array(n).fill('');
    const stops = [];
    const groups = new Map(); // script index -> batch positions, in agent order
    for (let k = 0; k < n; k++) {
      const script = this.input[k * IN + 1];
      if (!groups.has(script)) groups.set(script, []);
      groups.get(script).push(k);
    }
    for (const [script, order] of groups) {
      const name = host.scriptName(script);
      const entry = this.#compiled(name);
      if (entry.error) {
        for (const k of order) stops.push([k, entry.error]);
        continue;
      }
      this.#runGroup(name, entry, order, host.texts(script), dt, step, memories, stops);
    }
    host.outputView().set(this.output.subarray(0, n * OUT));
    for (const [k, message] of stops) host.stop(k, message);
    return memories.join('\n');
  }

  /** One script's agents of this step; an agent stopped from outside (budget, memory) is skipped over. */
  #runGroup(name, entry, order, texts, dt, step, memories, stops) {
    const { context } = entry;
    const n = order.length;
    if (!entry.rows || entry.rows.n < n * ROW) {
      let rows;
      try {
        rows = this.#share(entry, Math.max(n * ROW, 2 * (entry.rows?.n ?? 0)), entry.setRows);
      } catch (error) {
        for (const k of order) stops.push([k, `scripts.${name}: ${error.message}`]);
        return;
      }
      entry.rows?.handle.dispose();
      entry.rows = rows;
    }
    let rows = this.#view(entry, entry.rows);
    for (let j = 0; j < n; j++) {
      const from = order[j] * IN,
        to = j * ROW;
      for (let c = 0; c < IN; c++) rows[to + c] = this.input[from + c];
    }
    const args = [context.newString(texts), context.newNumber(n), context.newNumber(dt), context.newNumber(step)];
    this.running = entry;
    this.#beginCall(this.#serial());
    let result = context.callFunction(entry.run, context.undefined, ...args);
    for (const a of args) a.dispose();
    for (let tries = 0; result.error && tries < 10000; tries++) {
      const e = context.dump(result.error);
      result.error.dispose();
      this.runtime.executePendingJobs?.(0);
      const message = scriptMessage(name, this.overBudget || `${e?.name ?? 'Error'}: ${e?.message ?? e}`, e?.stack);
      this.#beginCall(this.#serial()); // the next agent's call starts afresh
      const m = context.newString(message);
      result = context.callFunction(entry.skip, context.undefined, m);
      m.dispose();
    }
    this.running = null;
    if (result.error) {
      result.error.dispose();
      return; // its agents get no answer and stop; the other scripts' agents go on
    }
    const lines = context.getString(result.value).split('\n');
    result.value.dispose();
    let notes = [];
    try {
      notes = JSON.parse(lines[0]);
    } catch {
      /* none */
    }
    rows = this.#view(entry, entry.rows);
    for (const [j, text] of Array.isArray(notes) ? notes : []) {
      if (order[j] !== undefined) this.host.note(this.input[order[j] * IN], String(text));
    }
    for (let j = 0; j < n; j++) {
      const k = order[j],
        line = lines[j + 1];
      if (line === undefined) continue;
      const status = rows[j * ROW + 14];
      if (status === 0) {
        this.output[k * OUT] = rows[j * ROW + 12];
        this.output[k * OUT + 1] = rows[j * ROW + 13];
        this.output[k * OUT + 2] = 0;
        memories[k] = line;
        continue;
      }
      let stop;
      try {
        stop = JSON.parse(line);
      } catch {
        stop = 'no answer';
      }
      if (stop && typeof stop === 'object') stops.push([k, scriptMessage(name, stop.error, stop.stack)]);
      else stops.push([k, String(stop).startsWith('scripts.') ? String(stop) : `scripts.${name}: ${stop}`]);
    }
  }
}
