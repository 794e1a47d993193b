// Starts fetching the wasm module the page will choose (web/sim/module-choice.js decides the same way: the
// threaded build where the page is cross-origin isolated and has more than one core), while the page's
// modules load. A classic script, run as the <head> is read; the other module is never fetched.
(() => {
  const threaded = self.crossOriginIsolated && (navigator.hardwareConcurrency || 1) > 1;
  const name = threaded ? 'wasm/sidestep-mt' : 'wasm/sidestep';
  const glue = Object.assign(document.createElement('link'), { rel: 'modulepreload', href: `${name}.mjs` });
  const wasm = Object.assign(document.createElement('link'), {
    rel: 'preload',
    href: `${name}.wasm`,
    as: 'fetch',
    type: 'application/wasm',
    crossOrigin: 'anonymous',
  });
  document.head.append(glue, wasm);
})();
