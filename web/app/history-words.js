// The notice's words and buttons (app/history-notice.js fetches them after the first edit it has to speak
// of): what an edit during the run does to the run's history, and the offer to make it part of the scene
// from step 0 (the core's foldIntoScenario, one undoable step), or to undo an edit at step 0 that dropped them.
import { foldIntoScenario, historyEdits } from '../sim/run-history.js';
import { el } from '../ui/el.js';

/** An edit kind as the core names it, in words: 'setCells' -> 'set cells'. */
const words = (kind) => kind.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`);
const plural = (n, one, many) => `${n} ${n === 1 ? one : many}`;
const them = (n) => (n === 1 ? 'it' : 'them');

/** The notice over `state` ({ before, shown, seenSize, box, hide }: app/history-notice.js's); returns { update }. */
export function historyNotice(app, state) {
  const { sim, doc } = app;
  const { hide } = state;
  const show = (text, button) => {
    const close = el('button', { textContent: '✕', ariaLabel: 'Dismiss' });
    close.addEventListener('click', () => {
      state.before = null;
      hide();
    });
    state.box.replaceChildren(el('p', { textContent: text }), el('div', {}, button, close));
    state.box.hidden = false;
    state.shown = true;
  };
  const fold = () => {
    try {
      const moved = app.edit(() => foldIntoScenario(sim));
      state.before = null;
      hide();
      app.toast(
        `${plural(moved, 'edit', 'edits')} made during the run now part of the scene from step 0: stepping back no longer hides ${them(moved)} (Undo puts ${them(moved)} back).`,
      );
    } catch (err) {
      app.showErrors('Could not make the edits part of the scene', [err.message]);
    }
  };

  const update = () => {
    if (!state.before) return;
    if (sim.timeline !== state.before.timeline) {
      state.before = null;
      hide();
      return;
    } // undo, redo
    // Read the history again only when it changed or the run is at the edit's step (not every refresh of a run).
    const size = sim.timeline.historySize();
    if (size === state.seenSize && sim.stepCount !== state.before.step) return;
    state.seenSize = size;
    const edits = historyEdits(sim);
    const s = state.before.step;
    if (s > 0) {
      const mine = edits.filter((e) => e.step === s).slice(state.before.edits.filter((e) => e.step === s).length);
      if (mine.length === 0) {
        if (state.shown) hide();
        return;
      } // nothing recorded (yet), or moved into the scene, or Reset
      const kinds = [...new Set(mine.map((e) => words(e.edit)))];
      const what = `${kinds.length === 1 && mine.length === 1 ? 'An edit' : plural(mine.length, 'edit', 'edits')} (${kinds.join(', ')})`;
      const dropped = state.before.edits.filter((e) => e.step > s).length;
      const button = el('button', {
        className: 'primary-outline',
        textContent: 'Make it part of the scene from step 0',
      });
      button.addEventListener('click', fold);
      show(
        `${what} at step ${s}: it is part of the run's history from step ${s}; stepping back before ${s} hides it.` +
          (dropped
            ? ` It ended the run's old future: ${plural(dropped, 'later edit was', 'later edits were')} dropped (Undo brings ${them(dropped)} back).`
            : ''),
        button,
      );
      return;
    }
    if (state.before.edits.length > 0 && edits.length === 0) {
      const steps = [...new Set(state.before.edits.map((e) => e.step))];
      const button = el('button', { className: 'primary-outline', textContent: 'Undo' });
      button.addEventListener('click', () => {
        doc.undo();
        state.before = null;
        hide();
      });
      show(
        `An edit at step 0 changes the scene itself, so the run is computed again from step 0: the ${plural(state.before.edits.length, 'edit', 'edits')} ` +
          `made during the run (at step${steps.length === 1 ? '' : 's'} ${steps.slice(0, 6).join(', ')}${steps.length > 6 ? ', …' : ''}) ${state.before.edits.length === 1 ? 'was' : 'were'} dropped. Undo brings ${them(state.before.edits.length)} back.`,
        button,
      );
    }
  };
  return { update };
}
