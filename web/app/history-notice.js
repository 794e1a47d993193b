// Edits made during the run, said on the canvas. An edit at a step after 0 is part of the run's history from
// that step: going back before it hides it, so the notice says so and offers to make it part of the scene from
// step 0 (the core's foldIntoScenario, one undoable step). An edit at step 0 changes the scene itself and
// drops the edits made during the run (the old future): the notice says that too, with Undo.
import { foldIntoScenario, historyEdits } from '../sim/run-history.js';
import { el } from '../ui/el.js';
import { $ } from './context.js';

/** An edit kind as the core names it, in words: 'setCells' -> 'set cells'. */
const words = (kind) => kind.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`);
const plural = (n, one, many) => `${n} ${n === 1 ? one : many}`;
const them = (n) => (n === 1 ? 'it' : 'them');

/** Adds app.historyNotice ({ update() }, called with the panel's refresh); hooks the document's edits. */
export function wireHistoryNotice(app) {
  const { sim, doc } = app;
  const box = $('history-notice');
  /** The run as the last edit began: its Timeline, step and history ([{ step, edit }]). */
  let before = null;
  let shown = false;
  let seenSize = -1; // the history's length when last read
  const hide = () => { box.hidden = true; shown = false; };
  doc.hooks.beforeEdit = () => { before = { timeline: sim.timeline, step: sim.stepCount, edits: historyEdits(sim) }; seenSize = -1; };
  const onOpen = doc.hooks.onOpen;
  doc.hooks.onOpen = (...args) => { before = null; hide(); onOpen(...args); };

  const show = (text, button) => {
    const close = el('button', { textContent: '✕', ariaLabel: 'Dismiss' });
    close.addEventListener('click', () => { before = null; hide(); });
    box.replaceChildren(el('p', { textContent: text }), el('div', {}, button, close));
    box.hidden = false;
    shown = true;
  };
  const fold = () => {
    try {
      const moved = app.edit(() => foldIntoScenario(sim));
      before = null;
      hide();
      app.toast(`${plural(moved, 'edit', 'edits')} made during the run now part of the scene from step 0: stepping back no longer hides ${them(moved)} (Undo puts ${them(moved)} back).`);
    } catch (err) {
      app.showErrors('Could not make the edits part of the scene', [err.message]);
    }
  };

  const update = () => {
    if (!before) return;
    if (sim.timeline !== before.timeline) { before = null; hide(); return; } // undo, redo
    // Read the history again only when it changed or the run is at the edit's step (not every refresh of a run).
    const size = sim.timeline.historySize();
    if (size === seenSize && sim.stepCount !== before.step) return;
    seenSize = size;
    const edits = historyEdits(sim);
    const s = before.step;
    if (s > 0) {
      const mine = edits.filter((e) => e.step === s).slice(before.edits.filter((e) => e.step === s).length);
      if (mine.length === 0) { if (shown) hide(); return; } // nothing recorded (yet), or moved into the scene, or Reset
      const kinds = [...new Set(mine.map((e) => words(e.edit)))];
      const what = `${kinds.length === 1 && mine.length === 1 ? 'An edit' : plural(mine.length, 'edit', 'edits')} (${kinds.join(', ')})`;
      const dropped = before.edits.filter((e) => e.step > s).length;
      const button = el('button', { className: 'primary-outline', textContent: 'Make it part of the scene from step 0' });
      button.addEventListener('click', fold);
      show(`${what} at step ${s}: it is part of the run's history from step ${s}; stepping back before ${s} hides it.`
        + (dropped ? ` It ended the run's old future: ${plural(dropped, 'later edit was', 'later edits were')} dropped (Undo brings ${them(dropped)} back).` : ''),
      button);
      return;
    }
    if (before.edits.length > 0 && edits.length === 0) {
      const steps = [...new Set(before.edits.map((e) => e.step))];
      const button = el('button', { className: 'primary-outline', textContent: 'Undo' });
      button.addEventListener('click', () => { doc.undo(); before = null; hide(); });
      show(`An edit at step 0 changes the scene itself, so the run is computed again from step 0: the ${plural(before.edits.length, 'edit', 'edits')} `
        + `made during the run (at step${steps.length === 1 ? '' : 's'} ${steps.slice(0, 6).join(', ')}${steps.length > 6 ? ', …' : ''}) ${before.edits.length === 1 ? 'was' : 'were'} dropped. Undo brings ${them(before.edits.length)} back.`,
      button);
    }
  };
  app.historyNotice = { update };
}
