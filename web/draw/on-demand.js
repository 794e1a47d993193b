// Drawers the first screen rarely needs, fetched with import() the first time a frame needs one (the
// published page's size budget): the selected ORCA agent's half-planes and inset (draw/orca.js), the
// terrain side view of a selected feelers agent (draw/profile.js), the ground with its contours and the
// low obstacles' heights (draw/terrain.js, for a world with relief), and paths with context agents' rays and
// maps (draw/context.js, for a world with a path or a context agent), and the heat map's legend
// (draw/heat-legend.js, while a grid agent's heat map is shown). The frame that first asks goes without;
// the run's version is bumped when the drawer arrives, so the next frame draws it. What they drew last
// (for the console and tests) lives in draw/drawn.js, loaded or not.
import { orcaDrawn, profileBox, routeDrawn } from './drawn.js';
import { reliefOf } from '../sim/relief.js';

function onDemand(load) {
  let module = null,
    pending = null;
  const waiting = new Set(); // the runs (a compare's panes each) whose frame went without it: redrawn when it is here
  /** The module, fetched if needed (once). */
  const fetch = () =>
    (pending ??= load().then((m) => {
      module = m;
      for (const sim of waiting) sim.version++;
      waiting.clear();
      return m;
    }));
  return {
    /** The module if it is here; else starts fetching it and returns null. */
    get(sim) {
      if (module) return module;
      waiting.add(sim);
      fetch();
      return null;
    },
    load: fetch,
  };
}

const orca = onDemand(() => import('./orca.js'));
const profile = onDemand(() => import('./profile.js'));
const terrain = onDemand(() => import('./terrain.js'));
const context = onDemand(() => import('./context.js'));
const heatLegend = onDemand(() => import('./heat-legend.js'));
const routes = onDemand(() => import('./routes.js'));

/** Every drawer here, fetched (an export awaits them before drawing its frames synchronously). */
export function loadDrawers() {
  return Promise.all([orca.load(), profile.load(), terrain.load(), context.load(), heatLegend.load(), routes.load()]);
}

/** draw/heat-legend.js (the heat map is shown: fetched the first time); the frame that first asks goes without. */
export function heatLegendDrawer(sim) {
  return heatLegend.get(sim);
}

/** draw/terrain.js when the run's world has relief (terrain, a low wall or a low circle); else null. */
export function terrainDrawer(sim) {
  return reliefOf(sim).active ? terrain.get(sim) : null;
}

/** draw/context.js when the world has a path (or one is being drawn) or a context agent; else null. */
export function contextDrawer(sim, v, ui) {
  return needsContext(sim, v, ui.pathDraft) ? context.get(sim) : null;
}

function needsContext(sim, v, draft) {
  if (draft || sim.paths.length > 0) return true;
  const A = sim.agentLayout,
    behavior = sim.behaviorNames.indexOf('context');
  for (let o = A.behavior; o < v.agentWords.length; o += A.stride) if (v.agentWords[o] === behavior) return true;
  return false;
}

/** Resolves once the drawers the run's world needs from its first frame are here (the ground, paths and
 *  context agents): what the page awaits before it says it is ready, and the console after opening a scene. */
export function firstFrameDrawers(sim) {
  return Promise.all([reliefOf(sim).active && terrain.load(), needsContext(sim, sim.views(), null) && context.load()]);
}

/** draw/orca.js when agent `i` (the selection) is an ORCA agent and the overlay is on; else null (nothing drawn). */
export function orcaDrawer(sim, v, i, on) {
  const A = sim.agentLayout,
    o = i * A.stride;
  if (on && i >= 0 && v.orca && o < v.agents.length && v.agentWords[o + A.behavior] === sim.orcaBehavior)
    return orca.get(sim);
  orcaDrawn.halfPlanes = orcaDrawn.neighbors = 0;
  return null;
}

/** draw/profile.js when the selected agent `i` has feelers over terrain (the core's slope record is active);
 *  else null. `layout`: the relief's slope layout (sim/relief.js). */
export function profileDrawer(sim, v, i, layout) {
  const o = i * layout.stride;
  if (i >= 0 && v.slopeWords && o < v.slopeWords.length && v.slopeWords[o + layout.active] === 1)
    return profile.get(sim);
  profileBox.shown = false;
  return null;
}

/** draw/routes.js when the "routes" overlay is on and some agent has a planner, or when agent `i` (the
 *  selection) has a route and `selectedOn` (the goals are drawn); else null (nothing drawn). */
export function routeDrawer(sim, v, i, every, selectedOn) {
  const A = sim.agentLayout,
    words = v.agentWords;
  const o = i * A.stride;
  let wanted = selectedOn && i >= 0 && o < words.length && words[o + A.routeWaypoints] > 0;
  if (every && !wanted) for (let p = A.planner; p < words.length && !wanted; p += A.stride) wanted = words[p] !== 0;
  if (wanted) return routes.get(sim);
  routeDrawn.waypoints = routeDrawn.legs = 0;
  routeDrawn.next = -1;
  return null;
}
