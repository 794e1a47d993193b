// Loads the wasm modules the page uses, in Node (3.1.6 would otherwise fetch() a file path).
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const BUILD = new URL('../../build/wasm/', import.meta.url);

export async function loadModule() {
  const { default: createSidestep } = await import(new URL('sidestep.mjs', BUILD).href);
  const wasmBinary = await readFile(fileURLToPath(new URL('sidestep.wasm', BUILD)));
  return createSidestep({ wasmBinary });
}

/** The importers' module (Moving AI maps and scens, SteerSuite test cases), as the page loads it on demand. */
export async function loadImporters() {
  const { default: createSidestepImport } = await import(new URL('sidestep-import.mjs', BUILD).href);
  const wasmBinary = await readFile(fileURLToPath(new URL('sidestep-import.wasm', BUILD)));
  return createSidestepImport({ wasmBinary });
}

/** The command line's module (the first module plus the run, trace, event and compare tables), for
 *  `node scripts/sidestep.mjs`; never loaded by the page. */
export async function loadCliModule() {
  const { default: createSidestepCli } = await import(new URL('sidestep-cli.mjs', BUILD).href);
  const wasmBinary = await readFile(fileURLToPath(new URL('sidestep-cli.wasm', BUILD)));
  return createSidestepCli({ wasmBinary });
}
