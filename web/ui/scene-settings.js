// The scene's own fields in the panel: title, description, time step, step limit, seed and what agents do at
// their goal (the grid's size stays under Edit). The core checks every value and names the field when it refuses one; the field then
// shows the stored value again. Title and description are checked by the core's scenario validator too.
import { numberIn } from './number-field.js';

/**
 * @param {{ title: HTMLInputElement, description: HTMLTextAreaElement, dt: HTMLInputElement, maxSteps: HTMLInputElement,
 *           seed: HTMLInputElement, atGoal: HTMLSelectElement }} el
 * @param {import('../sim/sim.js').Sim} sim
 * @param {import('../sim/document.js').SceneDocument} doc
 * @param {{ edit: (fn: Function) => void, onError: (message: string) => void, onMeta: () => void }} hooks
 */
export function wireSceneSettings(el, sim, doc, hooks) {
  const sync = () => {
    if (document.activeElement !== el.title) el.title.value = doc.title;
    if (document.activeElement !== el.description) el.description.value = doc.description;
    if (document.activeElement !== el.dt) el.dt.value = Number(sim.dt.toPrecision(6));
    if (document.activeElement !== el.maxSteps) el.maxSteps.value = sim.world.maxSteps();
    if (document.activeElement !== el.seed) el.seed.value = String(sim.world.seed());
    el.atGoal.value = sim.world.atGoal();
  };
  /** Title or description: the scenario with the new text must pass the core's validator. */
  const setText = (field, input) => {
    const value = input.value;
    const errors = sim.validateScenario(JSON.stringify({ ...doc.toObject(), [field]: value }));
    if (errors.length) {
      hooks.onError(errors[0]);
      input.value = doc[field];
      return;
    }
    doc.setMeta({ [field]: value });
    hooks.onMeta();
  };
  el.title.addEventListener('change', () => setText('title', el.title));
  el.description.addEventListener('change', () => setText('description', el.description));
  const setSim = () => {
    try {
      const config = {
        dt: numberIn(el.dt, 'sim.dt'),
        maxSteps: numberIn(el.maxSteps, 'sim.maxSteps'),
        seed: numberIn(el.seed, 'sim.seed'),
        atGoal: el.atGoal.value,
      };
      hooks.edit(() => sim.setSim(config));
    } catch (err) {
      hooks.onError(err.message);
    }
    sync();
  };
  for (const input of [el.dt, el.maxSteps, el.seed, el.atGoal]) input.addEventListener('change', setSim);
  return sync;
}
