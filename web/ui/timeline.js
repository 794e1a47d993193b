// The timeline under the canvas: step back, a scrub bar over the run computed so far, marks where
// edits were made during the run, and the keyframes' memory. Every position comes from the core's
// Timeline (sim.seek is exact: the state equals a fresh run to that step, edits included).
import { el } from './el.js';
import { formatCount, formatFixed, t } from '../i18n/locale.js';
import '../i18n/en-first.js'; // tl-memory

/** While playing, the bar is refreshed at most this often (ms); paused or scrubbing, at once. */
const REFRESH_MS = 100;

export class TimelineBar {
  /**
   * @param {{ back: HTMLButtonElement, scrub: HTMLInputElement, marks: HTMLElement, label: HTMLElement }} el
   * @param {import('../sim/sim.js').Sim} sim
   * @param {{ pause: () => void, playing: boolean }} loop
   */
  constructor(el, sim, loop) {
    this.el = el;
    this.sim = sim;
    this.loop = loop;
    this.last = 0;
    this.shown = { step: -1, frontier: -1, edits: -1, generation: -1 };
    el.back.addEventListener('click', () => this.back(1));
    el.scrub.addEventListener('input', () => {
      loop.pause();
      this.sim.seek(el.scrub.valueAsNumber); // the scene's run, or a compare's clock
      this.update(performance.now(), true);
    });
  }

  back(n) {
    this.loop.pause();
    this.sim.back(n);
  }

  /** Seeks to a step (clamped to what the run can reach). */
  seek(step) {
    this.loop.pause();
    this.sim.seek(Math.max(0, step));
  }

  update(now, force = false) {
    if (!force && this.loop.playing && now - this.last < REFRESH_MS) return;
    const { sim, el, shown } = this;
    const step = sim.stepCount,
      frontier = sim.frontier,
      edits = sim.timeline.historySize();
    if (
      step === shown.step &&
      frontier === shown.frontier &&
      edits === shown.edits &&
      sim.generation === shown.generation
    )
      return;
    this.last = now;
    const span = Math.max(frontier, step, 1);
    if (frontier !== shown.frontier || step > shown.frontier) el.scrub.max = String(span);
    el.scrub.valueAsNumber = step;
    el.back.disabled = step === 0;
    el.label.textContent =
      step === frontier ? t('readout-step', { step }) : t('timeline-step-of', { step, last: frontier });
    if (edits !== shown.edits || frontier !== shown.frontier || sim.generation !== shown.generation) {
      const k = sim.keyframes();
      const mb = (bytes, digits) => formatFixed(bytes / 1048576, digits);
      el.label.title = t('tl-memory', {
        steps: formatCount(frontier),
        keyframes: formatCount(k.count),
        interval: formatCount(k.interval),
        used: mb(k.bytes, 1),
        budget: mb(k.budget, 0),
        recent: mb(k.recent ?? 0, 1),
        edits: t('tl-edits', { n: edits }),
      });
      this.#marks(span);
    }
    Object.assign(shown, { step, frontier, edits, generation: sim.generation });
  }

  /** A tick on the bar at each step where edits were made during the run. */
  #marks(span) {
    const steps = this.sim.timeline.historySize() > 0 ? this.sim.historySteps() : [];
    const ticks = [];
    let previous = -1;
    for (const s of steps) {
      if (s === previous) continue;
      previous = s;
      const tick = el('span');
      tick.className = 'mark';
      tick.style.left = `${(100 * s) / span}%`;
      tick.title = t('timeline-edited', { step: s });
      ticks.push(tick);
      if (ticks.length >= 200) break; // a painted stroke during a run: enough to see where
    }
    this.el.marks.replaceChildren(...ticks);
  }
}
