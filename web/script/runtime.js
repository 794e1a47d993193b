// The script runtime: one QuickJS runtime (a memory limit, a max stack, an interrupt handler), each of the
// scene's scripts compiled once into its own context with only the contract (contract.js), and the core's
// ScriptHost side: steer(host) runs one step's scripted agents and answers for each. The batch crosses as
// numbers (copied into rows QuickJS shares with the host) and one JSON text per script (params, memories);
// the script's castRay, neighbors, blocked, random and show are answered through a mailbox in that shared
// memory, without a quickjs-emscripten handle per call. Every offset and code is the core's layout
// (script_exchange.hpp). Usable in the page, in a worker, in Node and behind the native tools' pipe: the
// QuickJS module and the step's host are handed in (quickjs-entry.js loads the one, host.js and
// scripts/script-server.mjs make the other).
//
// A call's budget is counted in QuickJS's interrupt checks only, from the same point of its count at every
// step (the contract's __align), so a result never depends on the machine or on what ran before. The
// wall-clock safety net (netMs, onLong) only asks the embedding; giving a step up leaves the run as it was.
import { checkLayout, contractSource } from './contract.js';
import { SCRIPT_MEMORY_BYTES, SCRIPT_STACK_BYTES, scriptMessage } from './compile.js';
import { doublesView, hookHostCalls, shareDoubles } from './shared.js';

export { SCRIPT_MEMORY_BYTES, SCRIPT_STACK_BYTES, scriptMessage, syntaxError } from './compile.js';

const errorText = (e) => `${e?.name ?? 'Error'}: ${e?.message ?? e}`;

export class ScriptRuntime {
  /**
   * @param quickjs the QuickJS module (loadQuickJS()); `scripts`: { NAME: SOURCE } of the scene; `layout`: the
   *   core's exchange layout (the module's scriptLayout(), as JSON text or parsed).
   */
  constructor(quickjs, scripts, layout) {
    this.layout = checkLayout(layout);
    this.contract = contractSource(this.layout);
    this.quickjs = quickjs;
    this.memory = quickjs.getWasmMemory();
    this.runtime = quickjs.newRuntime();
    this.runtime.setMemoryLimit(SCRIPT_MEMORY_BYTES);
    this.runtime.setMaxStackSize(SCRIPT_STACK_BYTES);
    this.checks = 0;
    this.budget = 100; // interrupt checks per call (the scene's sim.scriptBudget)
    this.overBudget = '';
    this.running = null; // the entry whose code runs (its mailbox says which call)
    this.serial = -1;
    this.aligning = false;
    /** The wall-clock safety net, never part of a result: after netMs of one step, onLong({ seconds, step,
     *  script, agent }) is asked; 'abandon' gives the step up (the core does not step), anything else goes on
     *  and asks again netMs later. */
    this.netMs = Infinity;
    this.onLong = null;
    this.abandoned = null; // what onLong was told, once it gave this step up
    this.stepStarted = 0;
    this.nextAsk = Infinity;
    this.stepNumber = 0;
    this.compiling = ''; // the script whose top level runs
    this.runtime.setInterruptHandler(() => this.#interrupt());
    this.contexts = new Map(); // name -> { name, context, run, skip, align, ... } or { error }
    this.host = null; // the step's host while a step runs
    this.input = new Float64Array(0); // the step's batch, copied out of the core
    this.output = new Float64Array(0); // the step's answers until they go back
    this.notes = []; // the step's notes, [agent, text]
    this.fastCalls = 0; // world calls answered straight from the mailbox (the tests and the bench read it)
    this.setScripts(scripts ?? {});
  }

  /** The scene's scripts; contexts of scripts that changed are dropped and compiled again on first use. */
  setScripts(scripts) {
    for (const [name, entry] of this.contexts) {
      if (scripts[name] !== entry.source) this.#drop(name);
    }
    this.scripts = { ...scripts };
  }

  /** The per-call budget: interrupt checks (deterministic). */
  setBudget(checks) {
    this.budget = checks;
  }

  dispose() {
    for (const name of [...this.contexts.keys()]) this.#drop(name);
    this.runtime.dispose();
  }

  #interrupt() {
    if (this.aligning) return true;
    const serial = this.#serial();
    if (serial !== this.serial) this.#beginCall(serial);
    this.checks += 1;
    if (this.checks > this.budget)
      this.overBudget = `ran past its budget of ${this.budget} interrupt checks in one call`;
    if (this.netMs !== Infinity && this.abandoned === null) this.#watch();
    return this.overBudget !== '' || this.abandoned !== null;
  }

  /** The safety net: asks onLong once the step has run netMs (and every netMs after). */
  #watch() {
    const now = performance.now();
    if (now < this.nextAsk) return;
    const { box } = this.layout;
    const agent = this.running ? this.#box(this.running)[box.agent] : -1;
    const info = {
      seconds: (now - this.stepStarted) / 1000,
      step: this.stepNumber,
      script: this.running?.name ?? this.compiling,
      agent,
    };
    if (this.onLong?.(info) === 'abandon') this.abandoned = info;
    else this.nextAsk = now + this.netMs;
  }

  #drop(name) {
    const entry = this.contexts.get(name);
    if (entry?.context) this.#release(entry);
    this.contexts.delete(name);
  }

  #release(entry) {
    for (const h of entry.handles) h.dispose();
    for (const s of [entry.box, entry.near, entry.rows]) s?.handle.dispose();
    entry.context.dispose();
  }

  /** The script's context, compiled on first use: { context, run, skip, align, ... } or { error }. */
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
    entry = { name, source, context, handles: [] };
    this.#hostObject(context, entry);
    this.checks = 0;
    this.overBudget = '';
    this.compiling = name;
    const fail = (message) => {
      this.#release(entry);
      entry = { source, error: message };
      // A step given up while compiling is no error of the script's: it compiles afresh next time.
      if (this.abandoned === null) this.contexts.set(name, entry);
      return entry;
    };
    for (const [code, file] of [
      [this.contract, 'contract'],
      [source, `scripts.${name}`],
    ]) {
      const r = context.evalCode(code, file);
      if (r.error) {
        const e = context.dump(r.error);
        r.error.dispose();
        return fail(scriptMessage(name, this.overBudget || errorText(e), e?.stack));
      }
      r.value.dispose();
      if (file !== 'contract') continue;
      // The contract's entry points and the mailbox, before the script's own code runs (it may cast rays).
      const take = (key) => {
        const h = context.getProp(context.global, key);
        entry.handles.push(h);
        return h;
      };
      [entry.run, entry.skip, entry.align, entry.setRows, entry.setNear] = [
        '__run',
        '__skip',
        '__align',
        '__rows',
        '__near',
      ].map(take);
      try {
        entry.box = this.#share(entry, this.layout.box.size, take('__box'));
        entry.near = this.#share(entry, this.layout.near.stride * 64, entry.setNear);
      } catch (error) {
        return fail(`scripts.${name}: ${error.message}`);
      }
      // The entry points out of the script's reach: the host holds them; a script cannot call them.
      const names = ['__run', '__skip', '__align', '__box', '__rows', '__near'];
      const hidden = context.evalCode(names.map((n) => `delete globalThis.${n};`).join(' '));
      (hidden.error ?? hidden.value).dispose();
    }
    this.contexts.set(name, entry);
    return entry;
  }

  #compiledNow(name) {
    try {
      return this.#compiled(name);
    } finally {
      this.compiling = '';
    }
  }

  /** The host functions a context's contract takes (`__host`): the fast call, and show by name. */
  #hostObject(context, entry) {
    const hostObject = context.newObject();
    const fn = (key, impl) => {
      const f = context.newFunction(key, impl);
      context.setProp(hostObject, key, f);
      f.dispose();
    };
    const num = (h) => context.getNumber(h);
    fn('show', (i, n, v) => {
      this.host.show(num(i), context.getString(n), num(v));
    });
    fn('name', (n) => context.newNumber(this.host.name(context.getString(n))));
    // The fast calls (castRay, neighbors, blocked, random, show): no arguments, no result, the mailbox says
    // what. Through QuickJS's generic path the first time, which tells its function id; straight after that.
    fn('fast', () => {
      entry.fastId = entry.lastId;
      this.#fast(entry);
    });
    hookHostCalls(context, entry, () => {
      this.fastCalls += 1;
      this.#fast(entry);
    });
    context.setProp(context.global, '__host', hostObject);
    hostObject.dispose();
  }

  /** The running entry's call serial (-1 while none runs: compiling). */
  #serial() {
    return this.running ? this.#box(this.running)[this.layout.box.serial] : this.serial;
  }

  #share(entry, n, take) {
    return shareDoubles(entry.context, this.memory, n, take);
  }

  #view(shared) {
    return doublesView(this.memory, shared);
  }

  #box(entry) {
    return this.#view(entry.box);
  }

  /** One fast call: the host answers the mailbox in place; a neighbors call's agents go to the near buffer. */
  #fast(entry) {
    const { box: B, calls, near: N } = this.layout;
    const box = this.#box(entry);
    const op = box[B.op];
    const near = this.host.call(box);
    if (op !== calls.neighbors) return;
    const count = this.#box(entry)[B.args];
    if (!(count > 0)) return;
    if (entry.near.n < N.stride * count) {
      try {
        const grown = this.#share(entry, Math.max(N.stride * count, 2 * entry.near.n), entry.setNear);
        entry.near.handle.dispose();
        entry.near = grown;
      } catch {
        this.#box(entry)[B.args] = -count; // the contract throws, naming the count: this agent stops
        return;
      }
    }
    this.#view(entry.near).set(near.subarray(0, N.stride * count));
  }

  #beginCall(serial) {
    this.serial = serial;
    this.checks = 0;
    this.overBudget = '';
  }

  /** Makes the context's next code start at the same point of QuickJS's interrupt count at every step. */
  #align(entry) {
    this.aligning = true;
    const r = entry.context.callFunction(entry.align, entry.context.undefined);
    this.aligning = false;
    (r.error ?? r.value).dispose();
  }

  /**
   * The core's ScriptHost.steer for one step. `host` (host.js over the module, or the script server's pipe)
   * gives the batch (input(): the layout's batch rows; dt(), step(), budget(), scriptName(k), texts(k)),
   * answers the world calls (call(box), name(text), show(i, name, value)) and takes the answers:
   * finish(output, stops, notes, memories, abandoned), whose result steer returns.
   */
  steer(host) {
    try {
      return this.#steer(host);
    } catch (error) {
      // Whatever went wrong here (not in a script: those stop their own agents), the step goes on without
      // these agents' answers: each stops with the reason rather than the page or the run.
      const { batch, answer, status } = this.layout;
      const n = host.input().length / batch.stride;
      const output = new Float64Array(n * answer.stride);
      const stops = [];
      for (let k = 0; k < n; k++) {
        output[k * answer.stride + answer.status] = status.stop;
        stops.push([k, `scripts: the script runtime failed: ${error?.message ?? error}`]);
      }
      return host.finish(output, stops, [], '', null);
    } finally {
      this.host = null;
      this.running = null;
    }
  }

  #steer(host) {
    const { batch: I, answer: A, status: S } = this.layout;
    this.host = host;
    this.setBudget(host.budget());
    const dt = host.dt(),
      step = host.step();
    this.stepNumber = step;
    this.stepStarted = performance.now();
    this.nextAsk = this.stepStarted + this.netMs;
    this.abandoned = null;
    this.notes = [];
    const view = host.input();
    const n = view.length / I.stride;
    // Copied out: the core's memory may grow while scripts call back into it.
    if (this.input.length < view.length) this.input = new Float64Array(2 * view.length);
    this.input.set(view);
    if (this.output.length < n * A.stride) this.output = new Float64Array(2 * n * A.stride);
    this.output.fill(0, 0, n * A.stride);
    for (let k = 0; k < n; k++) this.output[k * A.stride + A.status] = S.none; // no answer until one comes
    const memories = new Array(n).fill('');
    const stops = [];
    const groups = new Map(); // script index -> batch positions, in agent order
    for (let k = 0; k < n; k++) {
      const script = this.input[k * I.stride + I.script];
      if (!groups.has(script)) groups.set(script, []);
      groups.get(script).push(k);
    }
    for (const [script, order] of groups) {
      const name = host.scriptName(script);
      const entry = this.abandoned === null ? this.#compiledNow(name) : null;
      if (this.abandoned !== null) break;
      if (entry.error) {
        for (const k of order) stops.push([k, entry.error]);
        continue;
      }
      this.#runGroup(name, entry, order, host.texts(script), dt, step, memories, stops);
    }
    return host.finish(this.output.subarray(0, n * A.stride), stops, this.notes, memories.join('\n'), this.abandoned);
  }

  /** The rows of one script's agents, shared with its context (grown when a step has more of them). */
  #rows(entry, n) {
    const R = this.layout.rows;
    if (!entry.rows || entry.rows.n < n * R.stride) {
      const rows = this.#share(entry, Math.max(n * R.stride, 2 * (entry.rows?.n ?? 0)), entry.setRows);
      entry.rows?.handle.dispose();
      entry.rows = rows;
    }
  }

  /** One script's agents of this step; an agent stopped from outside (budget, memory) is skipped over. */
  #runGroup(name, entry, order, texts, dt, step, memories, stops) {
    const { batch: I, rows: R } = this.layout;
    const { context } = entry;
    const n = order.length;
    try {
      this.#rows(entry, n);
    } catch (error) {
      for (const k of order) stops.push([k, `scripts.${name}: ${error.message}`]);
      return;
    }
    const rows = this.#view(entry.rows);
    for (let j = 0; j < n; j++)
      rows.set(this.input.subarray(order[j] * I.stride, (order[j] + 1) * I.stride), j * R.stride);
    this.#align(entry);
    const args = [context.newString(texts), context.newNumber(n), context.newNumber(dt), context.newNumber(step)];
    this.running = entry;
    this.#beginCall(this.#serial());
    let result = context.callFunction(entry.run, context.undefined, ...args);
    for (const a of args) a.dispose();
    for (let tries = 0; result.error && this.abandoned === null && tries < 10000; tries++) {
      const e = context.dump(result.error);
      result.error.dispose();
      this.runtime.executePendingJobs?.(0);
      const message = scriptMessage(name, this.overBudget || errorText(e), e?.stack);
      this.#beginCall(this.#serial()); // the next agent's call starts afresh
      const m = context.newString(message);
      result = context.callFunction(entry.skip, context.undefined, m);
      m.dispose();
    }
    this.running = null;
    if (result.error || this.abandoned !== null) {
      (result.error ?? result.value).dispose();
      return; // its agents get no answer and stop (or the step is given up); the other scripts' go on
    }
    const lines = context.getString(result.value).split('\n');
    result.value.dispose();
    this.#answers(name, entry, order, lines, memories, stops);
  }

  /** What one script's call left in its rows and lines: answers, memories, stops and notes. */
  #answers(name, entry, order, lines, memories, stops) {
    const { batch: I, answer: A, status: S, rows: R } = this.layout;
    let notes = [];
    try {
      notes = JSON.parse(lines[0]);
    } catch {
      /* none */
    }
    for (const [j, text] of Array.isArray(notes) ? notes : []) {
      if (order[j] !== undefined) this.notes.push([this.input[order[j] * I.stride + I.index], String(text)]);
    }
    const rows = this.#view(entry.rows);
    for (let j = 0; j < order.length; j++) {
      const k = order[j],
        line = lines[j + 1],
        at = j * R.stride + R.answer;
      if (line === undefined) continue;
      if (rows[at + A.status] === S.accel) {
        this.output[k * A.stride + A.x] = rows[at + A.x];
        this.output[k * A.stride + A.y] = rows[at + A.y];
        this.output[k * A.stride + A.status] = S.accel;
        memories[k] = line;
        continue;
      }
      this.output[k * A.stride + A.status] = S.stop;
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
