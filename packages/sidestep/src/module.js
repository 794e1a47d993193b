// Loads the package's wasm modules, once each, in Node and in browsers: the single-thread build (sidestep.*), the
// threaded one (sidestep-mt.*: the step's decisions on a pool of web workers) where the page is cross-origin isolated,
// and the explain module (sidestep-explain.*: the words of explain()), fetched on the first explain(). The files sit
// beside this one in dist/; each is named in a literal `new URL('./file', import.meta.url)` and a literal import(),
// the forms bundlers (Vite, webpack, Parcel, Rollup) follow and copy. In Node the wasm bytes are read from disk and
// handed over (Emscripten 3.1.6's glue would fetch() a file path).

/** The most threads a step uses by default, the caller included (the page's limit too). */
export const MAX_THREADS = 8;

/** True under Node (no fetch of file paths, no web workers for the threaded glue). */
export const inNode = typeof process === 'object' && Boolean(process.versions?.node) && typeof window === 'undefined';

/** Where each file is, beside this module (or through `locateFile`, the caller's). */
function urlOf(file, locateFile) {
  if (locateFile) return new URL(locateFile(file), globalThis.location?.href ?? import.meta.url);
  switch (file) {
    case 'sidestep.wasm':
      return new URL('./sidestep.wasm', import.meta.url);
    case 'sidestep-mt.wasm':
      return new URL('./sidestep-mt.wasm', import.meta.url);
    case 'sidestep-mt.worker.js':
      return new URL('./sidestep-mt.worker.js', import.meta.url);
    case 'sidestep-explain.wasm':
      return new URL('./sidestep-explain.wasm', import.meta.url);
    default:
      return new URL(`./${file}`, import.meta.url);
  }
}

/** The glue's options: the wasm's bytes in Node, its URL (and the threads' worker script's) in a browser. */
async function glueOptions(wasmFile, locateFile, wasm) {
  if (wasm)
    return wasm instanceof ArrayBuffer || ArrayBuffer.isView(wasm)
      ? { wasmBinary: wasm }
      : { locateFile: () => String(wasm) };
  if (inNode) {
    const fs = 'node:fs/promises'; // computed: a browser bundle never resolves it
    const { readFile } = await import(/* @vite-ignore */ fs);
    return { wasmBinary: await readFile(urlOf(wasmFile, locateFile)) };
  }
  return { locateFile: (file) => urlOf(file, locateFile).href };
}

const loaded = new Map(); // 'single', 'mt:N', 'explain' -> Promise of the module

/**
 * The core's module to build worlds in, loaded once per kind: { module, threads, reason }. `threads`: 'auto' (the
 * threaded build where the page is cross-origin isolated and the device has more than one core, at most
 * MAX_THREADS; one thread elsewhere and in Node), or a number (1: single-thread; more: the threaded build, which
 * needs cross-origin isolation: without it, one thread and `reason` says why). `locateFile(file)`: where the package's
 * files are served, when not beside this module; `wasm`: the wasm itself (bytes or a URL) for the single-thread build.
 */
export async function loadModule({ threads = 'auto', locateFile = null, wasm = null } = {}) {
  const want = chooseThreads(threads);
  if (want.threads > 1) {
    const key = `mt:${want.threads}`;
    if (!loaded.has(key)) loaded.set(key, startThreaded(want.threads, locateFile));
    try {
      return await loaded.get(key);
    } catch (err) {
      loaded.delete(key);
      want.reason = `the threaded module did not start (${err.message})`;
    }
  }
  const key = wasm ? null : 'single';
  const start = async () => {
    const { default: create } = await import('./sidestep.mjs');
    return { module: await create(await glueOptions('sidestep.wasm', locateFile, wasm)), threads: 1 };
  };
  if (!key) return { ...(await start()), reason: want.reason };
  if (!loaded.has(key)) loaded.set(key, start());
  try {
    return { ...(await loaded.get(key)), reason: want.reason };
  } catch (err) {
    loaded.delete(key);
    throw err;
  }
}

/** How many threads to ask for, and why one when it is one. */
function chooseThreads(threads) {
  if (threads !== 'auto' && !(Number.isInteger(threads) && threads >= 1 && threads <= 64))
    throw new RangeError(`threads: must be 'auto' or a whole number in [1, 64], got ${JSON.stringify(threads)}`);
  if (threads === 1) return { threads: 1, reason: 'one thread was asked for' };
  if (inNode) return { threads: 1, reason: 'Node runs the single-thread build (the threaded glue needs web workers)' };
  if (!globalThis.crossOriginIsolated)
    return { threads: 1, reason: 'the page is not cross-origin isolated (no COOP/COEP headers): no SharedArrayBuffer' };
  const cores = Math.max(1, globalThis.navigator?.hardwareConcurrency || 1);
  if (threads === 'auto') {
    if (cores < 2) return { threads: 1, reason: 'this device has one core' };
    return { threads: Math.min(cores, MAX_THREADS), reason: '' };
  }
  return { threads, reason: '' };
}

/** The threaded module with a pool of threads - 1 web workers (the caller is the other one), started before any step. */
async function startThreaded(threads, locateFile) {
  const { default: create } = await import('./sidestep-mt.mjs');
  const options = await glueOptions('sidestep-mt.wasm', locateFile, null);
  // The workers import the glue from where it was loaded (its import.meta.url), wherever a bundler put it.
  const module = await create({ ...options, threadPool: threads - 1 });
  return { module, threads: module.setThreads(threads) };
}

/** The explain module (the words of an explanation), loaded on the first explain(). */
export function loadExplainModule(locateFile = null) {
  if (!loaded.has('explain')) {
    const start = (async () => {
      const { default: create } = await import('./sidestep-explain.mjs');
      return create(await glueOptions('sidestep-explain.wasm', locateFile, null));
    })();
    start.catch(() => loaded.delete('explain'));
    loaded.set('explain', start);
  }
  return loaded.get('explain');
}
