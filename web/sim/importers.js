// The importers' wasm module (build/wasm/sidestep-import.*): Moving AI maps and scens with their problem
// runner, and SteerSuite test cases. It is not part of the first load: the page fetches it when it first
// opens a map or a test case (the published page's size budget), once, and every later use shares it.

let pending = null;

/**
 * The importers' module, instantiated once. `url`: where its glue is, e.g.
 * new URL('wasm/sidestep-import.mjs', document.baseURI) in the page (a worker passes its own).
 * @returns {Promise<object>}
 */
export function loadImporters(url = new URL('wasm/sidestep-import.mjs', document.baseURI)) {
  pending ??= import(String(url)).then(({ default: create }) => create());
  return pending;
}

/**
 * A SteerSuite test case (XML) read by the core's importer at `scale` units per metre: { scenario: text,
 * notes } or { errors } (each naming the element and its line).
 */
export async function importSteerSuite(xml, file, scale = 2, seed = 2) {
  const module = await loadImporters();
  return module.importSteerSuite(xml, file, scale, seed);
}
