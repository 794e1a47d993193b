// The scene's scripts as edits of the document: what the core holds ({ NAME: SOURCE }), which agents run
// one, replacing them all (the script editor's Apply: the core checks the scenario with the new scripts and
// the run starts again from step 0, one undoable step), adding one for a new agent (the run stays where it
// is). The core validates every change (names, sizes, an agent
// naming a missing script) and names the field when it refuses; nothing changes then.
import { ScenarioError } from './sim.js';

/** The scene's scripts as the core holds them: { NAME: SOURCE }, in the scene's order. */
export function sceneScripts(sim) {
  return JSON.parse(sim.module.scriptSources(sim.world));
}

/** Agent i's script record (the core's: script, message, shown, notes, rays), or null for another behaviour. */
export function scriptRecord(sim, i) {
  return sim.module.scriptRecord(sim.world, i);
}

/** A name for a new script not taken by `taken` (an array of names): mine, mine2, mine3... */
export function freeScriptName(taken, base = 'mine') {
  for (let k = 1; ; k++) {
    const name = k === 1 ? base : `${base}${k}`;
    if (!taken.includes(name)) return name;
  }
}

/** The agents that run script `name` ([{ index, name, step }]), at step 0 or added during the run (the scene's
 *  history: index -1, with the step it is added at); `name` is '' for an agent without one (the editor words it). */
export function agentsUsing(doc, name) {
  const scenario = doc.sim.exportScenario();
  const out = [];
  (scenario.agents ?? []).forEach((a, index) => {
    if (a.script === name) out.push({ index, name: a.name || '', step: 0 });
  });
  for (const h of scenario.history ?? []) {
    if (h.def?.script === name) out.push({ index: -1, name: h.def.name || '', step: h.step });
  }
  return out;
}

/** The scenario with its scripts replaced by `scripts` and each script renamed by `renames` ({ new: old }). */
function withScripts(doc, scripts, renames) {
  const scenario = doc.toObject();
  const newName = new Map(
    Object.entries(renames)
      .filter(([to, from]) => to !== from)
      .map(([to, from]) => [from, to]),
  );
  const rename = (o) => {
    if (o && newName.has(o.script)) o.script = newName.get(o.script);
  };
  for (const a of scenario.agents ?? []) rename(a);
  for (const h of scenario.history ?? []) rename(h.def);
  for (const v of scenario.compare ?? []) rename(v);
  if (Object.keys(scripts).length) scenario.scripts = scripts;
  else delete scenario.scripts;
  return scenario;
}

/**
 * Replaces the scene's scripts with `scripts` ({ NAME: SOURCE }); `renames` ({ new: old }) follows a renamed
 * script in its agents and compare variants. One undoable step; the run starts again from step 0 with the
 * new code (edits made during the run stay in its history). Throws a ScenarioError naming the field when
 * the core refuses, and nothing changes.
 */
export function replaceScripts(doc, scripts, renames = {}) {
  const scenario = withScripts(doc, scripts, renames);
  const text = JSON.stringify(scenario);
  const errors = doc.sim.validateScenario(text);
  if (errors.length) throw new ScenarioError(errors);
  doc.beginEdit();
  try {
    doc.sim.loadScenario(text);
  } catch (err) {
    doc.history.discard();
    throw err;
  }
  doc.compare = scenario.compare ?? null;
  doc.changed();
}

/**
 * Adds script `name` (its `source`) to the scene within an edit already begun (the caller's
 * checkpoint): the scene is loaded again with it and the run goes back to the step it was at (no agent runs
 * the new script yet, so the run is the same).
 */
export function addScriptInEdit(doc, name, source) {
  const step = doc.sim.stepCount;
  const scripts = { ...sceneScripts(doc.sim), [name]: source };
  const scenario = withScripts(doc, scripts, {});
  delete scenario.compare; // the document keeps its own
  doc.sim.loadScenario(JSON.stringify(scenario));
  if (step > 0) doc.sim.seek(step);
}
