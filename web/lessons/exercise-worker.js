// The exercise check's worker: runs the quality suite's families on the reader's script, the built-in
// reference and seek, in its own thread, with the command line's wasm module (wasm/sidestep-cli.*: the core
// with the quality run bound, never part of the page's first load) and its own script engine. Posts progress
// after each chunk; the page stops a check by terminating the worker.
//
// In:  { type: 'check', id, variants: [LABEL | { label, script, source }], families: [NAME] }
// Out: { type: 'progress', id, done, total }   (runs: one scene with one variant)
//      { type: 'done', id, report (qualityReportToJson), seconds }   { type: 'error', id, errors }
import { newScriptHost, scriptLayout } from '../script/host.js';
import { ScriptRuntime } from '../script/runtime.js';
import { loadScriptEngine } from '../sim/scripted.js';

/** Milliseconds of stepping between two progress messages. */
const CHUNK_MS = 50;
/** Beside this file in the source tree and in the published site alike: ../wasm/ and ../vendor/. */
const BASE = new URL('../', import.meta.url);

let module = null;

self.onmessage = (e) => {
  const m = e.data;
  if (m.type === 'check') {
    check(m).catch((err) =>
      self.postMessage({ type: 'error', id: m.id, errors: err.errors ?? [String(err.message ?? err)] }),
    );
  }
};

async function check({ id, variants, families }) {
  module ??= await import(String(new URL('wasm/sidestep-cli.mjs', BASE))).then(({ default: create }) => create());
  const quickjs = await loadScriptEngine(BASE.href);
  const run = new module.QualityRun(JSON.stringify({ variants, families }));
  const scripts = Object.fromEntries(variants.filter((v) => typeof v === 'object').map((v) => [v.script, v.source]));
  const runtime = new ScriptRuntime(quickjs, scripts, scriptLayout(module));
  const host = newScriptHost(module, runtime);
  try {
    const errors = run.errors();
    if (errors.length) throw Object.assign(new Error(errors[0]), { errors });
    run.setScriptHost(host.handle);
    const started = performance.now();
    let steps = 200;
    while (!run.done()) {
      const t = performance.now();
      run.advance(steps);
      const ms = performance.now() - t;
      steps = Math.max(20, Math.min(steps * 4, Math.round((steps * CHUNK_MS) / Math.max(ms, 0.5))));
      self.postMessage({ type: 'progress', id, done: run.runsDone(), total: run.runCount() });
    }
    const seconds = (performance.now() - started) / 1000;
    self.postMessage({ type: 'done', id, report: JSON.parse(run.reportJson()), seconds });
  } finally {
    run.delete();
    host.dispose();
    runtime.dispose();
  }
}
