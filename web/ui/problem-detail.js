// The problem row set up in the scene, in the maps section: where it goes, the core's optima (octile,
// 4-connected, the step limit), what run all got for it, and what the scene's agent has done so far
// (steps, stop reason, and its path ratio once it reached the goal), read from the core's record.
import { el } from './el.js';
import { formatFixed, t } from '../i18n/locale.js';
import { outcomeWord } from './problem-list.js';
import '../i18n/en-tools.js'; // this module's English (not in the first load)

export class ProblemDetail {
  /**
   * @param {HTMLElement} box where the detail goes (hidden while no row is set up)
   * @param {import('../sim/sim.js').Sim} sim
   * @param {import('../sim/benchmark.js').BenchmarkSet} set
   */
  constructor(box, sim, set) {
    Object.assign(this, { box, sim, set });
    this.row = -1;
    this.optima = null;
    this.optimaOf = { set: null, row: -1, count: -1 }; // the row the optima were computed for
    this.onRow = false; // the scene is this row: on the map, its first agent on the row's start and goal
    this.agentLabel = '';
    this.agentLine = el('div', { className: 'maps-agent' });
  }

  /** Shows row `row` (-1: none) with the results of the last run all (or null); reads the scene afresh. */
  show(row, results) {
    const { set } = this;
    this.row = row;
    this.box.hidden = row < 0 || row >= set.count;
    if (this.box.hidden) return;
    const p = set.problem(row);
    const key = this.optimaOf;
    if (key.set !== set.scenName || key.row !== row || key.count !== set.count) {
      // computed once per row
      this.optima = set.optima(row);
      this.optimaOf = { set: set.scenName, row, count: set.count };
    }
    const o = this.optima;
    this.onRow = this.#sceneIsRow(p);
    if (this.onRow) {
      const a = this.sim.agent(0);
      this.agentLabel = a.behavior === 'nproxy' ? `nproxy P = ${a.params.P}` : a.behavior;
    }
    const saved = results?.at(row);
    this.box.replaceChildren(
      el('div', {
        className: 'why-head',
        textContent: t('map-problem', { row: String(p.row), line: String(p.line), bucket: String(p.bucket) }),
      }),
      el('div', { dir: 'ltr', textContent: `(${p.start[0]}, ${p.start[1]}) → (${p.goal[0]}, ${p.goal[1]})` }),
      el('div', {
        textContent:
          o.optimal4 === null
            ? t('map-no-path')
            : t('map-optimum', {
                optimal: formatFixed(o.optimal, 2),
                file: formatFixed(p.optimal, 2),
                steps: o.optimal4,
                limit: o.stepLimit,
              }),
      }),
      this.agentLine,
      el('div', {
        className: 'muted',
        textContent: saved
          ? t('map-saved', { agent: results.agentLabel, outcome: outcomeWord(saved.outcome), steps: saved.steps }) +
            (saved.ratio !== null ? t('map-saved-ratio', { ratio: formatFixed(saved.ratio, 3) }) : '')
          : '',
      }),
    );
    this.update();
  }

  /** What the scene's agent did so far (cheap: two words of the agents view). */
  update() {
    if (this.box.hidden) return;
    if (!this.onRow) {
      this.agentLine.textContent = t('map-not-row');
      this.agentLine.className = 'maps-agent muted';
      return;
    }
    const { sim } = this;
    const v = sim.views();
    const A = sim.agentLayout;
    const steps = v.agentWords[A.steps];
    const stop = sim.stopReasonNames[v.agentWords[A.stop]];
    const o = this.optima;
    const ratio = stop === 'reached' && o.optimal4 ? t('map-ratio', { ratio: formatFixed(steps / o.optimal4, 3) }) : '';
    this.agentLine.className = `maps-agent ${stop === 'moving' ? '' : stop === 'reached' ? 'good' : 'bad'}`;
    this.agentLine.textContent = t('map-in-scene', { agent: this.agentLabel, steps, stop: outcomeWord(stop) }) + ratio;
  }

  #sceneIsRow(p) {
    const { sim } = this;
    if (!this.set.matches(sim.world) || sim.agentCount < 1) return false;
    const a = sim.agent(0);
    return (
      a.kind === 'grid' &&
      a.start[0] === p.start[0] &&
      a.start[1] === p.start[1] &&
      a.goal[0] === p.goal[0] &&
      a.goal[1] === p.goal[1]
    );
  }
}
