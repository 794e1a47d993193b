// The run-all worker: loads the importers' wasm module in its own thread and runs every problem of a scen with the
// core's problem runner, a chunk at a time, posting progress after each chunk. Between chunks it lets
// waiting messages in, so a cancel stops it within one chunk. The page never blocks on a run.
//
// In:  { type: 'run', id, map: { name, text } | { bundled }, scen: { name, text }, agent: { behavior, P } }
//      { type: 'cancel', id }
// Out: { type: 'progress', id, done, total }
//      { type: 'done', id, summary, words (the results' Int32 words, transferred), seconds }
//      { type: 'cancelled', id, done, total }   { type: 'error', id, errors }
import { BenchmarkSet } from './benchmark.js';
import { loadImporters } from './importers.js';

/** Milliseconds of work between two looks at the message queue (and two progress messages). */
const CHUNK_MS = 25;

const cancelled = new Set();

/** Resolves after the messages already queued (a cancel) have been handled; no timer clamping. */
const channel = new MessageChannel();
const waiting = [];
channel.port1.onmessage = () => waiting.shift()?.();
const yieldToMessages = () =>
  new Promise((resolve) => {
    waiting.push(resolve);
    channel.port2.postMessage(0);
  });

self.onmessage = (e) => {
  const m = e.data;
  if (m.type === 'cancel') cancelled.add(m.id);
  else if (m.type === 'run')
    run(m).catch((err) =>
      self.postMessage({ type: 'error', id: m.id, errors: err.errors ?? [String(err.message ?? err)] }),
    );
};

async function run({ id, map, scen, agent }) {
  // Beside this file in the source tree and in the published site alike: ../wasm/.
  const set = new BenchmarkSet(await loadImporters(new URL('../wasm/sidestep-import.mjs', import.meta.url)));
  try {
    if (map.bundled) set.loadBundledMap(map.bundled);
    else set.loadMap(map.name, map.text);
    set.loadScen(scen.name, scen.text);
    set.setAgent(agent.behavior, agent.P);
    const total = set.count;
    let done = 0,
      chunk = 1;
    const started = performance.now();
    while (done < total) {
      await yieldToMessages();
      if (cancelled.delete(id)) {
        self.postMessage({ type: 'cancelled', id, done, total });
        return;
      }
      const t = performance.now();
      done += set.runRows(done, chunk);
      const ms = performance.now() - t;
      // Aim each chunk at CHUNK_MS: grow while fast, shrink after a slow one (long problems).
      chunk = Math.max(1, Math.min(chunk * 4, Math.round((chunk * CHUNK_MS) / Math.max(ms, 0.05))));
      self.postMessage({ type: 'progress', id, done, total });
    }
    const seconds = (performance.now() - started) / 1000;
    const { words } = set.results();
    self.postMessage({ type: 'done', id, summary: set.summary(), words, seconds }, [words.buffer]);
  } finally {
    set.dispose();
  }
}
