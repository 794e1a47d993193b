// The explain module (wasm/sidestep-explain.*): an agent's facts and the reason for its next move in the core's
// words, written from the bytes the first module packs of its world (ExplainSource). Not part of the first load:
// fetched the first time the page explains an agent (its selection), once; until then Sim.explain() is null and
// the panel waits a frame. In Node (the tests) it is read from build/wasm.

let module = null;
let pending = null;

/** The explain module once it is here, else null. */
export function explainModule() {
  return module;
}

/** Loads the explain module once; resolves to it. */
export function loadExplainer() {
  pending ??= (async () => {
    const node = typeof document === 'undefined';
    const glue = node
      ? new URL('../../build/wasm/sidestep-explain.mjs', import.meta.url)
      : new URL('wasm/sidestep-explain.mjs', document.baseURI);
    const { default: create } = await import(String(glue)); // a computed URL: the page's bundler leaves it
    const options = {};
    if (node) {
      // 3.1.6's glue would fetch() a file path in Node: hand it the bytes
      const fs = 'node:fs/promises';
      options.wasmBinary = await (await import(fs)).readFile(new URL('sidestep-explain.wasm', glue));
    }
    module = await create(options);
    return module;
  })().catch((err) => {
    pending = null;
    throw err;
  });
  return pending;
}
