// Scripted scenes in the page: the script engine (QuickJS, vendor/quickjs.js and its wasm) is loaded with
// import() only when a scene has scripts, so the first load stays within its budget; then each run (the
// page's, each compare pane's) gets its own ScriptRuntime and ScriptHost handle, set on its Timeline again
// after every load and swap (a loaded or restored run starts without one).
//
// The wall-clock safety net: when one step's scripts run PAGE_NET_MS, the runtime gives the step up (the core
// does not step: the run stays exactly as it was) and the run is stalled there until the page's listener
// (onLongScripts, web/app/script-watch.js) hears from the user: keep waiting (resume(), a net four times as
// long) or stop it (the run stays at that step). The clock never decides what a run does.
import { attachScriptHost, scriptLayout, scriptsOf } from '../script/host.js';
import { PAGE_NET_MS } from '../script/watch.js';

let quickjs = null;
let listener = null; // the page's: (stall, runScripts) => void, told when a run's step was given up
let ScriptRuntime = null; // web/script/runtime.js, loaded with the engine (not part of the first load)
let pending = null;

/** True once the script engine is loaded. */
export function scriptEngineReady() {
  return quickjs !== null;
}

/** Loads the script engine once; `base`: the URL the page (or a worker) resolves vendor/ against. */
export function loadScriptEngine(base = globalThis.document?.baseURI) {
  // In the page: the bundle under vendor/ (the dev server and the published site serve it); in Node (the
  // tests, scripts/sidestep.mjs): the npm packages themselves. Computed URLs: the page's bundler leaves them.
  const node = base === undefined;
  const entry = node ? new URL('../script/quickjs-entry.js', import.meta.url) : new URL('vendor/quickjs.js', base);
  pending ??= Promise.all([import(String(entry)), import('../script/runtime.js')])
    .then(([m, r]) => {
      ScriptRuntime = r.ScriptRuntime;
      return m.loadQuickJS(node ? null : new URL('vendor/quickjs.wasm', base));
    })
    .then(
      (q) => {
        quickjs = q;
        return q;
      },
      (err) => {
        pending = null;
        throw err;
      },
    );
  return pending;
}

/** Sets the listener told when a run's scripts ran too long in one step: (stall, runScripts), where stall is
 *  { seconds, step, script, agent, retry } (retry: what to do again once the user says keep waiting, or null:
 *  play on). */
export function onLongScripts(fn) {
  listener = fn;
}

/** Whether scenario text has scripts (its "scripts" key names one), read without the core. */
export function textHasScripts(text) {
  // Without the key written plainly (and without escapes that could spell it) there are none: a crowd file of
  // megabytes is not parsed here only to find that out.
  if (!text.includes('"scripts"') && !text.includes('\\u')) return false;
  try {
    const doc = JSON.parse(text);
    return !!doc && typeof doc.scripts === 'object' && doc.scripts !== null && Object.keys(doc.scripts).length > 0;
  } catch {
    return false;
  }
}

/** The scripts of one run: its runtime and its host handle. */
export class RunScripts {
  /** With `timeline`, synced at once (`onReady` as in sync()). */
  constructor(module, timeline = null, onReady = null) {
    this.module = module;
    this.runtime = null;
    this.host = null;
    this.stalled = null; // { seconds, step, script, agent, retry } while the run is stalled at a given-up step
    if (timeline) this.sync(timeline, onReady);
  }

  /** Sets this run's host on `timeline` when its world has scripts (loading the engine first if need be;
   *  `onReady` is called once it is attached then). */
  sync(timeline, onReady = null) {
    const scripts = scriptsOf(this.module, timeline.world());
    if (Object.keys(scripts).length === 0) return;
    if (!quickjs) {
      loadScriptEngine().then(
        () => {
          this.sync(timeline);
          onReady?.();
        },
        () => {},
      );
      return;
    }
    if (!this.runtime) {
      this.runtime = new ScriptRuntime(quickjs, scripts, scriptLayout(this.module));
      this.runtime.netMs = PAGE_NET_MS;
      this.runtime.onLong = () => (listener ? 'abandon' : undefined);
    }
    this.runtime.setScripts(scripts);
    this.stalled = null;
    if (!this.host) this.host = attachScriptHost(this.module, timeline, this.runtime);
    else this.module.setScriptHost(timeline, this.host.handle);
  }

  /** After a step, seek or decision: when the runtime gave the step at `step` up, the run is stalled there and
   *  the listener is told (`retry`: what to do again if the user keeps waiting). Returns whether it was. */
  check(step, retry = null) {
    const given = this.runtime?.abandoned;
    if (!given) {
      if (this.stalled && step > this.stalled.step) this.stalled = null; // a step past it was decided
      return false;
    }
    this.runtime.abandoned = null;
    this.stalled = { ...given, step, retry };
    listener?.(this.stalled, this);
    return true;
  }

  /** Whether the run is stalled at `step` (its decisions there are not asked for again until resume()). */
  stalledAt(step) {
    return this.stalled?.step === step;
  }

  /** Keep waiting: the step is asked again with a net four times as long. */
  resume() {
    this.stalled = null;
    if (this.runtime) this.runtime.netMs *= 4;
  }

  /** Stop it: the run stays at the stalled step (asked again only when played or sought past it). */
  stop() {
    if (this.runtime) this.runtime.netMs = PAGE_NET_MS;
  }

  dispose() {
    this.host?.dispose();
    this.runtime?.dispose();
    this.host = null;
    this.runtime = null;
    this.stalled = null;
  }
}
