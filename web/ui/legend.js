// The legend on the canvas while agents are coloured by behaviour: a swatch per behaviour in the scene,
// with how many agents have it. Rebuilt only when the world was edited or the mode changed.
import { BEHAVIOR_PALETTE } from '../draw/palette.js';
import { el } from './el.js';
import { t } from '../i18n/locale.js';

export class Legend {
  /**
   * @param {HTMLElement} box
   * @param {import('../sim/sim.js').Sim} sim
   */
  constructor(box, sim) {
    this.box = box;
    this.sim = sim;
    this.world = null;
    this.revision = -1;
    this.shown = false;
  }

  update(show) {
    const world = this.sim.world,
      revision = world.revision(),
      generation = this.sim.generation;
    if (
      show === this.shown &&
      (!show || (world === this.world && revision === this.revision && generation === this.generation))
    )
      return;
    this.shown = show;
    this.world = world;
    this.generation = generation;
    this.revision = revision;
    this.box.hidden = !show;
    if (!show) return;
    const { agentWords } = this.sim.views();
    const A = this.sim.agentLayout;
    const counts = new Array(this.sim.behaviorNames.length).fill(0);
    for (let o = 0; o < agentWords.length; o += A.stride) counts[agentWords[o + A.behavior]]++;
    const rows = [];
    counts.forEach((n, b) => {
      if (!n) return;
      const row = el('div');
      const swatch = el('span', { className: 'swatch' });
      swatch.style.background = BEHAVIOR_PALETTE[b];
      row.append(swatch, `${this.sim.behaviorNames[b]} `, el('span', { className: 'muted', textContent: `${n}` }));
      rows.push(row);
    });
    if (!rows.length) rows.push(el('div', { className: 'muted', textContent: t('legend-no-agents') }));
    this.box.replaceChildren(...rows);
  }
}
