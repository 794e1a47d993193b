// The panel's Run section in compare mode: the compare's clock (state, step, time) and each variant's
// state hash at that step, from the core (Sim.summary() of each pane's run), so the panel follows the
// step the panes show rather than the step the compare began at.
import { formatFixed, t } from '../i18n/locale.js';
import { el } from './el.js';

/** While playing, the section is rebuilt at most this often (ms); paused, at once. */
const INTERVAL_MS = 200;

/** Fills `dl` (the Run section's list) with the compare's step and every pane's hash; redraws only when
 *  the clock moved or play started or stopped. */
export class CompareStats {
  constructor(dl) {
    this.dl = dl;
    this.shown = { version: -1, generation: -1, playing: null, clock: null, at: 0 };
  }

  /** Forget what was shown (the scene's run takes the section back, or a new compare opens). */
  reset() {
    this.shown.version = -1;
    this.shown.clock = null;
  }

  /** `now`: the frame's time (ms); while playing the section is rebuilt at most every INTERVAL_MS, as the
   *  scene's Run section is. */
  update(clock, panes, playing, now) {
    const s = this.shown;
    if (s.clock === clock && s.version === clock.version && s.generation === clock.generation && s.playing === playing)
      return;
    if (playing && s.playing && now - s.at < INTERVAL_MS) return;
    Object.assign(s, { clock, version: clock.version, generation: clock.generation, playing, at: now });
    const first = panes[0].sim.summary();
    const step = clock.stepCount;
    const dt = Number(first.dt.toPrecision(6));
    const rows = [
      [t('stats-state'), t(playing ? 'stats-playing' : clock.finished ? 'stats-finished' : 'stats-paused')],
      [t('stats-step'), t('stats-step-value', { step, max: first.maxSteps })],
      [
        t('stats-time'),
        t('stats-time-value', {
          time: formatFixed(step * first.dt, 2),
          dt: formatFixed(dt, (String(dt).split('.')[1] ?? '').length),
        }),
      ],
    ];
    // A run that finished early stays at its last step: its own step is said with its hash.
    for (const p of panes) {
      const m = p.sim.summary();
      const hash = m.step === step ? m.hash : t('cmp-hash-at', { hash: m.hash, step: m.step });
      rows.push([`${t('stats-hash')} · ${p.name}`, hash]);
    }
    this.dl.replaceChildren(...rows.flatMap(([k, v]) => [el('dt', { textContent: k }), el('dd', { textContent: v })]));
  }
}
