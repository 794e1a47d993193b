// Scripted scenes in the page: the script engine (QuickJS, vendor/quickjs.js and its wasm) is loaded with
// import() only when a scene has scripts, so the first load stays within its budget; then each run (the
// page's, each compare pane's) gets its own ScriptRuntime and ScriptHost handle, set on its Timeline again
// after every load and swap (a loaded or restored run starts without one).
import { attachScriptHost, scriptsOf } from '../script/host.js';

let quickjs = null;
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

/** Whether scenario text has scripts (its "scripts" key names one), read without the core. */
export function textHasScripts(text) {
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
    this.runtime ??= new ScriptRuntime(quickjs, scripts);
    this.runtime.setScripts(scripts);
    if (!this.host) this.host = attachScriptHost(this.module, timeline, this.runtime);
    else this.module.setScriptHost(timeline, this.host.handle);
  }

  dispose() {
    this.host?.dispose();
    this.runtime?.dispose();
    this.host = null;
    this.runtime = null;
  }
}
