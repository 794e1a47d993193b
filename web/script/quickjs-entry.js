// The JavaScript engine scripts run in: QuickJS compiled to WebAssembly (quickjs-emscripten, its release
// build without asyncify). Node imports this file as it is; the page loads it bundled (the dev server and
// `npm run build:site` bundle it as vendor/quickjs.js, beside its .wasm), only when a scene has scripts.
import { newQuickJSWASMModuleFromVariant, newVariant } from 'quickjs-emscripten-core';
import releaseSync from '@jitl/quickjs-wasmfile-release-sync';

/** The QuickJS module; `wasmLocation`: the URL of its .wasm (the page's), or none (Node finds its own). */
export function loadQuickJS(wasmLocation = null) {
  const variant = wasmLocation ? newVariant(releaseSync, { wasmLocation: String(wasmLocation) }) : releaseSync;
  return newQuickJSWASMModuleFromVariant(variant);
}
