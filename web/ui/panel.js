// The side panel: the run's counters (or a compare's clock and hashes), and the selection's dock and
// settings. The selection's part (the agent's numbers and the reason for its next move, both written by
// the core, and its settings built from the core's parameter table) is ui/selected.js, fetched the first
// time something is selected. Text is always set as text, never as HTML, and only what changed is rebuilt.
import { el } from './el.js';
import { formatFixed, t } from '../i18n/locale.js';

/** Message `id`'s title, or '' without one. */
const titleOf = (id) => (t(id, null, 'title') === id ? '' : t(id, null, 'title'));
/** Seconds summed over the run's agents, as the mean per agent. */
const perAgent = (seconds, agents) => (agents > 0 ? seconds / agents : 0);

/** The selection's part of the panel (ui/selected.js), fetched on first use. */
let selected = null,
  pending = null;

export class Panel {
  /**
   * @param {import('./sim.js').Sim} sim
   * @param {object} ui
   * @param {(fn: Function) => void} edit runs an undoable edit
   * @param {(message: string) => void} onError
   * @param {(index: number, on: boolean, assist: boolean) => void} onDrive
   */
  constructor(sim, ui, edit, onError, onDrive) {
    this.sim = sim;
    this.ui = ui;
    this.edit = edit;
    this.onError = onError;
    this.onDrive = onDrive;
    this.info = document.getElementById('selection');
    this.paramsBox = document.getElementById('params');
    this.stats = document.getElementById('stats');
    this.lastKey = '';
    this.paramsKey = '';
    this.controls = new Map();
  }

  /** Redraws what changed since the last call. In compare mode (`compare`: the CompareView), the Run section
   *  follows the compare's clock and its runs, and the Selected section keeps the compare's note. */
  update(playing, compare = null) {
    const s = this.ui.selected;
    const run = compare ? compare.clock : this.sim;
    const key = `${compare ? 'compare' : 'scene'}|${run.version}|${run.generation}|${this.sim.version}|${s?.type}|${s?.index}|${playing}`;
    if (key === this.lastKey) return;
    this.lastKey = key;
    if (compare) {
      this.#compareStats(playing, compare);
      compare.showScripts(this); // (ui/compare-scripts.js, with the compare's code)
      return;
    }
    this.#stats(playing);
    this.#selection();
  }

  /** The compare's clock, and each variant's state hash (its measures are in the table under the panes). */
  #compareStats(playing, compare) {
    const c = compare.clock,
      first = compare.panes[0].sim;
    const dt = Number(c.dt.toPrecision(6)),
      digits = (String(dt).split('.')[1] ?? '').length;
    this.stats.replaceChildren(
      ...[
        [t('stats-state'), t(playing ? 'stats-playing' : c.finished ? 'stats-finished' : 'stats-paused')],
        [t('stats-step'), t('stats-step-value', { step: c.stepCount, max: first.world.maxSteps() })],
        [
          t('stats-time'),
          t('stats-time-value', { time: formatFixed(c.stepCount * c.dt, 2), dt: formatFixed(dt, digits) }),
        ],
        // the compare's own words (cmp-) come with its module (ui/compare.js), loaded before this is shown
        [t('cmp-variants'), t('cmp-variants-value', { n: compare.panes.length })],
        ...compare.panes.map((p) => [`${t('stats-hash')} · ${p.name}`, p.sim.hash()]),
      ].flatMap(([k, v]) => [el('dt', { textContent: k }), el('dd', { textContent: v })]),
    );
  }

  #stats(playing) {
    const s = this.sim.summary();
    const n = (v, digits = 2) => formatFixed(v, digits);
    const dt = Number(s.dt.toPrecision(6));
    this.stats.replaceChildren(
      ...[
        ['stats-state', t(playing ? 'stats-playing' : s.finished ? 'stats-finished' : 'stats-paused')],
        ['stats-step', t('stats-step-value', { step: s.step, max: s.maxSteps })],
        [
          'stats-time',
          t('stats-time-value', { time: n(s.step * s.dt), dt: n(dt, (String(dt).split('.')[1] ?? '').length) }),
        ],
        // The core's words: a stalled agent (no closer to its goal for 3 s) is still moving in its record.
        [
          'stats-agents',
          t(s.stalled ? 'stats-agents-stalled' : 'stats-agents-value', {
            n: s.agents,
            moving: s.moving - s.stalled,
            stalled: s.stalled,
            reached: s.reached,
          }),
        ],
        // The whole run as the core totals it: episodes summed over the agents, seconds in contact per agent (the
        // core's sum over agents divided by their number), the deepest overlap (docs/algorithms/measures.md).
        [
          'stats-collisions',
          t('stats-contacts-value', {
            n: s.collisions,
            time: n(perAgent(s.contactTime, s.agents)),
            depth: n(s.penetration, 3),
          }),
        ],
        [
          'stats-agent-contacts',
          t('stats-contacts-value', {
            n: s.agentContacts,
            time: n(perAgent(s.agentContactTime, s.agents)),
            depth: n(s.agentPenetration, 3),
          }),
        ],
        ['stats-hash', s.hash],
      ].flatMap(([k, v]) => [el('dt', { textContent: t(k) }), el('dd', { textContent: v, title: titleOf(k) })]),
    );
  }

  #selection() {
    if (!this.ui.selected) {
      // nothing selected: the invitation, and no settings
      this.info.replaceChildren(
        el('p', {
          className: 'muted',
          textContent: t('selection-hint'),
        }),
      );
      if (this.paramsKey !== '') {
        this.paramsKey = '';
        this.controls.clear();
        this.paramsBox.replaceChildren();
      }
      this.paramsBox.hidden = true;
      return;
    }
    if (selected) {
      selected.showSelection(this);
      return;
    }
    // The first selection: the dock fills in as soon as its code is here (the next frame draws it).
    pending ??= import('./selected.js').then((m) => {
      selected = m;
    });
    pending.then(() => {
      this.lastKey = '';
      this.sim.version++;
    });
  }
}
