// Emscripten 3.1.6 assumes CommonJS when it runs under Node. In an ES module there is no
// `require` or `__dirname`; define them in Node only. Inert in the browser.
if (typeof process === 'object' && process.versions && process.versions.node) {
  const { createRequire } = await import('node:module');
  const { fileURLToPath } = await import('node:url');
  globalThis.require = createRequire(import.meta.url);
  globalThis.__dirname = fileURLToPath(new URL('.', import.meta.url));
}
