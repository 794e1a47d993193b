// The script runtime: one QuickJS runtime (a memory limit, a max stack, an interrupt handler), each of the
// scene's scripts compiled once into its own context with only the contract (contract.js), and the core's
// ScriptHost side: steer(batch) runs one step's scripted agents and answers for each. Usable in Node and in
// the page (the QuickJS module is handed in: quickjs-entry.js loads it).
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
    error = { line: at ? Number(at[1]) - 1 : (e?.lineNumber ?? 1) - 1, column: at ? Number(at[2]) : 0, message: `${e?.name ?? 'Error'}: ${e?.message ?? e}` };
  } else {
    result.value.dispose();
  }
  context.dispose();
  runtime.dispose();
  return error;
}

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
    this.running = null; // the entry whose code runs (its clock says which call)
    this.serial = -1;
    this.runtime.setInterruptHandler(() => {
      const serial = this.#serial();
      if (serial !== this.serial) this.#beginCall(serial);
      this.checks += 1;
      if (this.checks > this.budget) this.overBudget = `ran past its budget of ${this.budget} interrupt checks in one call`;
      else if (performance.now() > this.deadline) this.overBudget = `ran past its ${this.ms} ms in one call`;
      return this.overBudget !== '';
    });
    this.contexts = new Map(); // name -> { context, run, skip } or { error }
    this.host = null; // the core's ScriptHost handle while a step runs
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
    fn('cast', (i, ox, oy, dx, dy, l) => context.newString(this.host.castRay(num(i), num(ox), num(oy), num(dx), num(dy), num(l))));
    fn('near', (i, r) => context.newString(this.host.neighbors(num(i), num(r))));
    fn('blocked', (x, y) => (this.host.blocked(num(x), num(y)) ? context.true : context.false));
    fn('random', (i) => context.newNumber(this.host.random(num(i))));
    fn('show', (i, n, v) => { this.host.show(num(i), context.getString(n), num(v)); });
    fn('note', (i, t) => { this.host.note(num(i), context.getString(t)); });
    fn('clock', (h) => { entry.clock = h.dup(); entry.handles.push(entry.clock); });
    context.setProp(context.global, '__host', hostObject);
    hostObject.dispose();
    this.checks = 0;
    this.deadline = performance.now() + 10 * this.ms;
    this.overBudget = '';
    for (const [code, file] of [[CONTRACT_SOURCE, 'contract'], [source, `scripts.${name}`]]) {
      const r = context.evalCode(code, file);
      if (r.error) {
        const e = context.dump(r.error);
        r.error.dispose();
        context.dispose();
        entry = { source, error: scriptMessage(name, this.overBudget || `${e?.name ?? 'Error'}: ${e?.message ?? e}`, e?.stack) };
        this.contexts.set(name, entry);
        return entry;
      }
      r.value.dispose();
    }
    entry.run = context.getProp(context.global, '__run');
    entry.skip = context.getProp(context.global, '__skip');
    entry.handles.push(entry.run, entry.skip);
    this.contexts.set(name, entry);
    return entry;
  }

  /** The running entry's call serial (-1 while none runs: compiling). */
  #serial() {
    const clock = this.running?.clock;
    if (!clock) return this.serial;
    const h = this.running.context.getProp(clock, 'serial');
    const serial = this.running.context.getNumber(h);
    h.dispose();
    return serial;
  }

  #beginCall(serial) {
    this.serial = serial;
    this.checks = 0;
    this.overBudget = '';
    this.deadline = performance.now() + this.ms;
  }

  /**
   * The core's ScriptHost.steer: `text` is the batch ({ dt, step, agents: [{ i, s, ...}] }); returns the
   * answers in the same order as JSON text ([{ x, y, m } | { e }]). `host`: the ScriptHost handle the
   * script's world calls go to.
   */
  steer(text, host) {
    this.host = host;
    const batch = JSON.parse(text);
    this.setBudget(batch.budget, batch.ms);
    const answers = new Array(batch.agents.length);
    const groups = new Map();
    batch.agents.forEach((a, k) => {
      if (!groups.has(a.s)) groups.set(a.s, []);
      groups.get(a.s).push(k);
    });
    for (const [name, order] of groups) {
      const entry = this.#compiled(name);
      if (entry.error) {
        for (const k of order) answers[k] = { e: entry.error };
        continue;
      }
      const out = this.#runGroup(name, entry, JSON.stringify({ dt: batch.dt, step: batch.step, agents: order.map((k) => batch.agents[k]) }));
      order.forEach((k, j) => {
        const a = out[j];
        if (a && typeof a.e === 'object') answers[k] = { e: scriptMessage(name, a.e.error, a.e.stack) };
        else if (a && typeof a.e === 'string') answers[k] = { e: a.e.startsWith('scripts.') ? a.e : `scripts.${name}: ${a.e}` };
        else answers[k] = a ?? { e: `scripts.${name}: no answer` };
      });
    }
    this.host = null;
    return JSON.stringify(answers);
  }

  /** One script's agents of this step; an agent stopped from outside (budget, memory) is skipped over. */
  #runGroup(name, entry, input) {
    const { context } = entry;
    const arg = context.newString(input);
    this.running = entry;
    this.#beginCall(this.#serial());
    let result = context.callFunction(entry.run, context.undefined, arg);
    arg.dispose();
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
      return [];
    }
    const text = context.getString(result.value);
    result.value.dispose();
    try {
      const out = JSON.parse(text);
      return Array.isArray(out) ? out : [];
    } catch {
      return []; // its agents get no answer and stop; the other scripts' agents go on
    }
  }
}
