// Which wasm module the page runs, chosen once at load: the threaded build (wasm/sidestep-mt.*: the step's
// decisions on a pool of web workers, one per core up to MAX_THREADS) where the page is cross-origin
// isolated (its host sends COOP: same-origin and COEP: require-corp, so SharedArrayBuffer exists), else the
// single-thread build (wasm/sidestep.*), which every host can serve. Both give the same runs, bit for bit.
// The threaded module is fetched only where it is used: it is not part of the other's first load.

/** The most threads the page's step uses (the page's own thread included). */
export const MAX_THREADS = 8;

/** Why the page runs on one thread: the key of the readout's words for it (threads-<key> in the catalogue:
 *  the host sends no COOP/COEP, the device has one core, the threaded module did not start). */
export const ONE_THREAD = { isolation: 'isolation', cores: 'cores', failed: 'failed' };

/**
 * The module and how many threads its step uses: { module, threads, reason } (reason '' with threads,
 * else one of ONE_THREAD's keys). `base`: the page's URL (the wasm folder is beside it).
 * @returns {Promise<{module: object, threads: number, reason: string}>}
 */
export async function loadSidestep(base = document.baseURI) {
  const cores = Math.max(1, navigator.hardwareConcurrency || 1);
  let reason = !self.crossOriginIsolated ? ONE_THREAD.isolation : cores < 2 ? ONE_THREAD.cores : '';
  if (!reason) {
    const threads = Math.min(cores, MAX_THREADS);
    try {
      const [{ default: create }, { attachBeside }] = await Promise.all([
        import(String(new URL('wasm/sidestep-mt.mjs', base))),
        import('./beside.js'), // the run beside the page: this module's alone
      ]);
      // The pool's web workers start with the module, before its first step: the step's threads but the caller
      // (setThreads below starts them), and one for the module's one RunBeside (web/sim/beside.js), whose thread is
      // the step's caller while it steps. A thread started with the pool empty would wait for this thread to yield,
      // and a call that waits for the steps would then wait for ever: the count is exact, and nothing else starts one.
      const module = await create({ threadPool: threads });
      attachBeside(module);
      return { module, threads: module.setThreads(threads), reason };
    } catch (err) {
      console.warn(`sidestep: the threaded module did not start: ${err.message}`);
      reason = ONE_THREAD.failed;
    }
  }
  const { default: create } = await import(String(new URL('wasm/sidestep.mjs', base)));
  return { module: await create(), threads: 1, reason };
}
