// sidestep as an npm package: obstacle and agent avoidance for games, the same C++ core as the playground, compiled
// to WebAssembly. `await createWorld(scene)` parses and checks a scenario (the format of the playground's files and
// links) and returns a World to step, edit and read; a scene the core refuses rejects with a ScenarioError whose
// `errors` name each field and rule. Node 20+ and browsers (ES modules; bundlers follow the wasm files' URLs).
import { ScenarioError } from '../../../web/sim/scenario-error.js';
import { loadModule } from './module.js';
import { World } from './world.js';

export { ScenarioError, World };

/** The package's version (the repository's package.json, written in at build time). */
export const version = '__SIDESTEP_VERSION__';

/**
 * Loads the core's module once (later calls share it): { module, threads, reason }. Pass the result as
 * `createWorld(scene, { sidestep })` to build many worlds in one module, or let createWorld() load the default one.
 * @param {{threads?: 'auto' | number, locateFile?: (file: string) => string, wasm?: ArrayBuffer | Uint8Array | string | URL}} options
 */
export function loadSidestep(options = {}) {
  return loadModule(options);
}

/**
 * A world built from a scenario (its text, or the object it parses to). Rejects with a ScenarioError naming every
 * field the core refuses (`errors`: ["agents[0].radius: must be a number in [0.01, 8], got -1", ...]). Two keys
 * of the playground's files are refused here, by name: "history" (edits recorded during a run in the page, which
 * the package does not replay: fold them into the scene first) and script agents (the page's script engine is not
 * part of the package).
 * @param {string | object} scene
 * @param {{threads?: 'auto' | number, locateFile?: (file: string) => string, wasm?: ArrayBuffer | Uint8Array | string | URL,
 *   sidestep?: {module: object, threads: number, reason: string}}} options
 * @returns {Promise<World>}
 */
export async function createWorld(scene, options = {}) {
  const text = typeof scene === 'string' ? scene : JSON.stringify(scene);
  if (typeof text !== 'string') throw new ScenarioError(['scene: must be scenario JSON text or an object']);
  const sidestep = options.sidestep ?? (await loadModule(options));
  const handle = new sidestep.module.World(1, 1);
  const result = handle.loadScenario(text); // the core's checks first, then what the package leaves out
  const errors = result.errors.length ? result.errors : packageLimits(text);
  if (errors.length) {
    handle.delete();
    throw new ScenarioError(errors);
  }
  return new World(sidestep, handle, {
    title: result.title,
    description: result.description,
    locateFile: options.locateFile ?? null,
  });
}

/** What a scene may hold that the package does not run, each named by its field (a quick look for the keys first:
 *  a scene without them is not parsed twice). */
function packageLimits(text) {
  if (!text.includes('"history"') && !text.includes('"script"')) return [];
  let doc;
  try {
    doc = JSON.parse(text);
  } catch {
    return []; // the core names the syntax error
  }
  const errors = [];
  if (Array.isArray(doc?.history) && doc.history.length)
    errors.push(
      `history: ${doc.history.length} edit(s) made during a run; the package starts every scene at step 0 without ` +
        'replaying them: fold them into the scene (the page\'s "make part of the scene") or remove "history"',
    );
  const scripted = (doc?.agents ?? []).findIndex((a) => a?.behavior === 'script');
  if (scripted >= 0)
    errors.push(
      `agents[${scripted}].behavior: "script" agents need the playground's script engine, which the package does not ` +
        'include: give the agent a built-in behaviour',
    );
  return errors;
}
