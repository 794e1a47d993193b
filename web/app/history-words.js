// The notice's words and buttons (app/history-notice.js fetches them after the first edit it has to speak
// of): what an edit during the run does to the run's history, and the offer to make it part of the scene
// from step 0 (the core's foldIntoScenario, one undoable step), or to undo an edit at step 0 that dropped them.
// Its words come from the catalogue (ids starting with hist-, English in i18n/en-panels.js).
import { hasMessage, t } from '../i18n/locale.js';
import '../i18n/en-panels.js'; // this module's English (not in the first load)
import { foldIntoScenario, historyEdits } from '../sim/run-history.js';
import { el } from '../ui/el.js';

/** An edit kind as the core names it ('setCells') in the catalogue's words, hist-kind-<its name, hyphenated>
 *  ('set cells' in English); a kind the catalogue lacks as the core names it. */
const words = (kind) => {
  const id = `hist-kind-${kind.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
  return hasMessage(id) ? t(id) : kind;
};

/** The notice over `state` ({ before, shown, seenSize, box, hide }: app/history-notice.js's); returns { update }. */
export function historyNotice(app, state) {
  const { sim, doc } = app;
  const { hide } = state;
  const show = (text, button) => {
    const close = el('button', { textContent: '✕', ariaLabel: t('hist-dismiss', null, 'aria-label') });
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
      app.toast(t('hist-folded', { n: moved }));
    } catch (err) {
      app.showErrors(t('hist-fold-failed'), [err.message]);
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
      const dropped = state.before.edits.filter((e) => e.step > s).length;
      const button = el('button', {
        className: 'primary-outline',
        textContent: t('hist-fold'),
      });
      button.addEventListener('click', fold);
      const at = t('hist-at-step', { n: mine.length, kinds: kinds.join(t('hist-kinds-join')), step: s });
      show(dropped ? `${at} ${t('hist-dropped', { n: dropped })}` : at, button);
      return;
    }
    if (state.before.edits.length > 0 && edits.length === 0) {
      const steps = [...new Set(state.before.edits.map((e) => e.step))];
      const button = el('button', { className: 'primary-outline', textContent: t('hist-undo') });
      button.addEventListener('click', () => {
        doc.undo();
        state.before = null;
        hide();
      });
      const list = `${steps.slice(0, 6).join(', ')}${steps.length > 6 ? ', …' : ''}`;
      const at = t('hist-steps', { n: steps.length, list });
      show(t('hist-step0', { n: state.before.edits.length, at }), button);
    }
  };
  return { update };
}
