// Edits made during the run, said on the canvas. An edit at a step after 0 is part of the run's history from
// that step: going back before it hides it, so the notice says so and offers to make it part of the scene from
// step 0 (the core's foldIntoScenario, one undoable step). An edit at step 0 changes the scene itself and
// drops the edits made during the run (the old future): the notice says that too, with Undo. Here: what the
// run was as each edit began; the notice's words (app/history-words.js) are fetched after the first edit.
import { historyEdits } from '../sim/run-history.js';
import { $ } from './context.js';

/** Adds app.historyNotice ({ update() }, called with the panel's refresh); hooks the document's edits. */
export function wireHistoryNotice(app) {
  const { sim, doc } = app;
  /** before: the run as the last edit began (its Timeline, step and history [{ step, edit }]); seenSize: the
   *  history's length when last read. */
  const state = { before: null, shown: false, seenSize: -1, box: $('history-notice') };
  state.hide = () => {
    state.box.hidden = true;
    state.shown = false;
  };
  doc.hooks.beforeEdit = () => {
    state.before = { timeline: sim.timeline, step: sim.stepCount, edits: historyEdits(sim) };
    state.seenSize = -1;
  };
  const onOpen = doc.hooks.onOpen;
  doc.hooks.onOpen = (...args) => {
    state.before = null;
    state.hide();
    onOpen(...args);
  };
  let notice = null,
    pending = null;
  const update = () => {
    if (!state.before) return; // no edit to speak of
    if (notice) {
      notice.update();
      return;
    }
    pending ??= import('./history-words.js').then(({ historyNotice }) => {
      notice = historyNotice(app, state);
      notice.update();
    });
  };
  app.historyNotice = { update };
}
