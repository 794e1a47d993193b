// The start of a one-file export (web/offline/one-file.js writes the file; scripts/one-file.mjs builds its
// code): runs before the page's code, in the page and in the exercise check's worker, and stands in for what
// file:// cannot do. The file's data (a JSON block in the page, self.sidestepOneFileData in a worker) holds the
// link to open and the files the page would fetch (the wasm, the scene's or lesson's JSON, the script engine),
// each gzip-compressed and base64-encoded. Here:
// - fetch() of one of those files (by the end of its URL) answers with its bytes; anything else on file:// is
//   refused with an error that says the file is not in this export;
// - sidestepOneFile.import(url) gives the module a computed import() would load (the page's bundler turned
//   them into this call): one built into the file, or a file of the export imported from a blob: URL;
// - sidestepOneFile.worker(url) starts a worker from a file of the export; sidestepOneFile.css(url) stands for
//   a stylesheet linked on first use (an empty one: the file has them all inline);
// - the page opens where the export's link says (the hash), unless it was opened with a hash of its own.
(() => {
  const inPage = typeof document !== 'undefined';
  const data = inPage ? JSON.parse(document.getElementById('sidestep-one-file').textContent) : self.sidestepOneFileData;
  const files = data.files; // path -> base64 of its gzip
  const modules = {}; // path -> module namespace, defined by the page's bundle
  const cached = new Map();
  const keyOf = (url) => {
    const href = String(url).split(/[?#]/)[0];
    return [...Object.keys(files), ...Object.keys(modules)].find((k) => href === k || href.endsWith(`/${k}`));
  };
  const unpack = (b64) => {
    const binary = atob(b64);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'));
    return new Response(stream).arrayBuffer();
  };
  /** The bytes of the export's file `path` (an ArrayBuffer), decompressed once. */
  const bytes = (path) => {
    if (!(path in files)) return Promise.reject(new Error(`${path} is not in this one-file export`));
    if (!cached.has(path)) cached.set(path, unpack(files[path]));
    return cached.get(path);
  };
  const TYPES = { wasm: 'application/wasm', json: 'application/json', js: 'text/javascript', css: 'text/css' };
  const typeOf = (path) => TYPES[path.slice(path.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
  const blobUrl = async (path, prefix = '') =>
    URL.createObjectURL(new Blob([prefix, await bytes(path)], { type: typeOf(path) }));
  const missing = (url) => new Error(`${String(url).split('/').slice(-2).join('/')} is not in this one-file export`);

  const network = globalThis.fetch.bind(globalThis);
  globalThis.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), inPage ? document.baseURI : data.base);
    const key = url.protocol === 'file:' || url.protocol === 'blob:' ? keyOf(url.href) : null;
    if (key && key in files) return new Response(await bytes(key), { headers: { 'content-type': typeOf(key) } });
    if (url.protocol === 'file:') throw new TypeError(`fetch: ${missing(url).message}`);
    return network(input, init);
  };

  globalThis.sidestepOneFile = {
    base: inPage ? document.baseURI : data.base,
    bytes,
    /** Registers modules built into the file (the wasm modules' glue, the gallery's dialog). */
    define(table) {
      Object.assign(modules, table);
    },
    /** A wasm module's glue built into the file, made to instantiate from the export's bytes of `wasm`. */
    glue: (create, wasm) => ({
      default: async (options = {}) => create({ ...options, wasmBinary: await bytes(wasm) }),
    }),
    async import(url) {
      const key = keyOf(url);
      if (key in modules) return modules[key];
      if (key) return import(await blobUrl(key));
      throw missing(url);
    },
    /** A worker running a file of the export, handed the same data. */
    worker(url, options) {
      const key = keyOf(url);
      if (!key || !(key in files)) throw missing(url);
      const worker = new EventTarget();
      const prefix = `self.sidestepOneFileData=${JSON.stringify({ ...data, base: String(url) })};\n`;
      // Started once its code is unpacked; messages sent before then wait.
      const queue = [];
      let real = null;
      blobUrl(key, prefix).then((src) => {
        real = new Worker(src, options);
        real.onmessage = (e) => worker.onmessage?.(e);
        real.onerror = (e) => worker.onerror?.(e);
        for (const m of queue) real.postMessage(m);
      });
      worker.postMessage = (m) => (real ? real.postMessage(m) : queue.push(m));
      worker.terminate = () => (real ? real.terminate() : (queue.length = 0));
      return worker;
    },
    /** A stylesheet the page links when first needed: the file carries them all from the start. */
    css: () => 'data:text/css,',
  };

  if (inPage && data.hash && !location.hash) history.replaceState(null, '', data.hash);
})();
