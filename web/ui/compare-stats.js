// The panel's Run section in compare mode: the compare's clock (state, step, time) and each variant's
// state hash at that step, from the core (Sim.summary() of each pane's run), so the panel follows the
// step the panes show rather than the step the compare began at.
import { el } from './el.js';

/** Fills `dl` (the Run section's list) with the compare's step and every pane's hash; redraws only when
 *  the clock moved or play started or stopped. */
export class CompareStats {
  constructor(dl) {
    this.dl = dl;
    this.shown = { version: -1, generation: -1, playing: null, clock: null };
  }

  /** Forget what was shown (the scene's run takes the section back, or a new compare opens). */
  reset() { this.shown.version = -1; this.shown.clock = null; }

  update(clock, panes, playing) {
    const s = this.shown;
    if (s.clock === clock && s.version === clock.version && s.generation === clock.generation && s.playing === playing) return;
    Object.assign(s, { clock, version: clock.version, generation: clock.generation, playing });
    const first = panes[0].sim.summary();
    const step = clock.stepCount;
    const rows = [
      ['state', playing ? 'playing' : clock.finished ? 'finished' : 'paused'],
      ['step', `${step} / ${first.maxSteps}`],
      ['time', `${(step * first.dt).toFixed(2)} s (dt ${Number(first.dt.toPrecision(6))} s)`],
    ];
    // A run that finished early stays at its last step: its own step is said with its hash.
    for (const p of panes) {
      const m = p.sim.summary();
      rows.push([`hash · ${p.label}`, m.step === step ? m.hash : `${m.hash} (step ${m.step})`]);
    }
    this.dl.replaceChildren(...rows.flatMap(([k, v]) => [el('dt', { textContent: k }), el('dd', { textContent: v })]));
  }
}
