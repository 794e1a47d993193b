// The edits made during a run, as the core's Timeline keeps them: listing them, and moving them into the
// scene at step 0 (so that going back no longer hides them).
import { wordCore } from '../i18n/locale.js';

/** The edits made during the run of `sim` as [{ step, edit }] (edit: the kind's name, 'setCell'), in order. */
export function historyEdits(sim) {
  const steps = sim.timeline.historySteps(),
    kinds = sim.timeline.historyKinds();
  return steps.map((step, k) => ({ step, edit: kinds[k] }));
}

/** Makes every edit made during the run part of the scene at step 0 and replays to the step shown (the core's
 *  foldIntoScenario); returns how many moved. Throws, naming the edit, when one does not apply at step 0 (the core's
 *  message in the reader's language, the World's refusal inside it). */
export function foldIntoScenario(sim) {
  const result = sim.timeline.foldIntoScenario();
  if (result.error) throw new Error(result.message ? wordCore(JSON.parse(result.message), result.error) : result.error);
  sim.version++;
  sim.generation++;
  return result.index;
}
