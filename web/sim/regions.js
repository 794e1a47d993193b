// Crowd regions of the open scene, as the core keeps them (Timeline::regions): a region's agents are the
// scene's first agents, in region order; an edit at step 0 to one of them turns that region (and the regions
// after it) into explicit agents. Also one agent's definition as a file's "agents" writes it.

/** The regions, in order: [{ name, count, first }] (first: the index of its first agent). */
export function sceneRegions(sim) {
  return sim.timeline.regions();
}

/** The region agent i came from, { index, name, count, first }, or null for an explicit agent. */
export function regionOfAgent(sim, i) {
  const k = sim.timeline.regionOf(i);
  return k < 0 ? null : { index: k, ...sim.timeline.regions()[k] };
}

/** Agent i as one entry of a file's "agents" (its definition at step 0, whether a region placed it or not), or null. */
export function agentDefinition(sim, i) {
  const text = sim.timeline.agentJson(i);
  return text ? JSON.parse(text) : null;
}
