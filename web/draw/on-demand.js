// Drawers the first screen rarely needs, fetched with import() the first time a frame needs one (the
// published page's size budget): the selected ORCA agent's half-planes and inset (draw/orca.js), the
// terrain side view of a selected feelers agent (draw/profile.js), and the ground with its contours and the
// low obstacles' heights (draw/terrain.js, for a world with relief). The frame that first asks goes without;
// the run's version is bumped when the drawer arrives, so the next frame draws it. What they drew last
// (for the console and tests) lives in draw/drawn.js, loaded or not.
import { orcaDrawn, profileBox } from './drawn.js';
import { reliefOf } from '../sim/relief.js';

function onDemand(load) {
  let module = null, pending = null;
  return {
    /** The module if it is here; else starts fetching it (once) and returns null. */
    get(sim) {
      if (module) return module;
      pending ??= load().then((m) => { module = m; return m; });
      pending.then(() => { sim.version++; });
      return null;
    },
    /** The module, fetched if needed. */
    load() { return (pending ??= load().then((m) => { module = m; return m; })); },
  };
}

const orca = onDemand(() => import('./orca.js'));
const profile = onDemand(() => import('./profile.js'));
const terrain = onDemand(() => import('./terrain.js'));

/** Every drawer here, fetched (an export awaits them before drawing its frames synchronously). */
export function loadDrawers() { return Promise.all([orca.load(), profile.load(), terrain.load()]); }

/** draw/terrain.js when the run's world has relief (terrain, a low wall or a low circle); else null. */
export function terrainDrawer(sim) { return reliefOf(sim).active ? terrain.get(sim) : null; }

/** Resolves once the drawers the run's world needs from its first frame are here (the ground): what the
 *  page awaits before it says it is ready, and the console after opening a scene. */
export function groundReady(sim) { return reliefOf(sim).active ? terrain.load() : Promise.resolve(); }

/** draw/orca.js when agent `i` (the selection) is an ORCA agent and the overlay is on; else null (nothing drawn). */
export function orcaDrawer(sim, v, i, on) {
  const A = sim.agentLayout, o = i * A.stride;
  if (on && i >= 0 && v.orca && o < v.agents.length && v.agentWords[o + A.behavior] === sim.orcaBehavior) return orca.get(sim);
  orcaDrawn.halfPlanes = orcaDrawn.neighbors = 0;
  return null;
}

/** draw/profile.js when the selected agent `i` has feelers over terrain (the core's slope record is active);
 *  else null. `layout`: the relief's slope layout (sim/relief.js). */
export function profileDrawer(sim, v, i, layout) {
  const o = i * layout.stride;
  if (i >= 0 && v.slopeWords && o < v.slopeWords.length && v.slopeWords[o + layout.active] === 1) return profile.get(sim);
  profileBox.shown = false;
  return null;
}
