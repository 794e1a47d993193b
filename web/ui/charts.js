// The charts drawer under the timeline: for one agent its speed, clearance and its algorithm's key values
// (a scripted agent's show() values by name) over the run, and the run's collisions, contacts and arrivals; in compare mode one line per pane. Hover
// (while paused) previews a step on the timeline and leaving returns; a click or a drag goes there. The
// series as CSV, the charts as PNG. Every value is the core's (SeriesRecorder, through web/sim/series.js).
import { SeriesSource } from '../sim/series.js';
import { drawChart, stepAt } from '../draw/chart.js';
import { EVENT_COLORS, PANE_COLORS } from '../draw/palette.js';
import { runSeries, runsCsv } from '../sim/run-series.js';
import { download } from './download.js';
import { hasMessage, t } from '../i18n/locale.js';
import '../i18n/en-lazy.js'; // this module's English (not in the first load)

/** A series' name in the page's language: chart-<the core's channel name> (the grid's P-proxy has its own), else
 *  the core's label. */
function seriesName(c) {
  const id = `chart-${c.name === 'proxy' && c.label.includes('P-') ? 'pproxy' : c.name}`;
  return hasMessage(id) ? t(id) : c.label;
}

/** Collisions, contacts, arrivals: the colours of their event lanes. */
const TALLY_COLORS = [EVENT_COLORS.collision, EVENT_COLORS.contact, EVENT_COLORS.stop];
const CHART_HEIGHT = 86,
  GAP = 6,
  MIN_CHART_WIDTH = 210;
/** While playing, the charts are redrawn at most this often (ms). */
const REDRAW_MS = 150;
/** Milliseconds per frame for computing earlier steps' values (a replay on the core's own copy). */
const FILL_BUDGET_MS = 4;

class SampleLine {
  constructor(source, channel, color) {
    Object.assign(this, { source, channel, color });
  }
  value(step) {
    return this.source.value(step, this.channel);
  }
  count() {
    return this.source.count;
  }
}

class TallyLine {
  constructor(source, k, color) {
    Object.assign(this, { source, k, color });
  }
  value(step) {
    return this.source.tally(step, this.k);
  }
  count() {
    return this.source.tallyCount;
  }
}

export class Charts {
  /**
   * @param {{ root: HTMLElement, canvas: HTMLCanvasElement, agent: HTMLSelectElement, csv: HTMLButtonElement,
   *           png: HTMLButtonElement, toggle: HTMLButtonElement, note: HTMLElement }} el
   * @param {object} module the wasm module
   * @param {{ clock: () => object, selected: () => number, select: (agent: number) => void,
   *           seek: (step: number) => void, playing: () => boolean }} hooks
   */
  constructor(el, module, hooks) {
    this.el = el;
    this.module = module;
    this.hooks = hooks;
    this.runs = []; // { sim, label }: the scene's run, or the compare's panes
    this.sources = []; // one SeriesSource per run, while the drawer is open
    this.charts = [];
    this.layoutKey = -1;
    this.boxes = [];
    this.cursor = -1;
    this.preview = null; // the step to return to when a hover preview ends
    this.shown = { versions: -1, step: -1, span: -1, cursor: -1, width: 0, at: 0 };
    this.msPerStep = 0.05;
    this.agentsKey = -1;
    this.agentsSeen = { version: -1, generation: -1 };
    this.resized = 0;
    new ResizeObserver(() => {
      this.resized++;
    }).observe(el.root);
    el.toggle.addEventListener('click', () => this.setOpen(el.root.hidden));
    el.agent.addEventListener('change', () => {
      hooks.select(Number(el.agent.value));
      el.agent.blur();
    });
    el.csv.addEventListener('click', () =>
      download(new Blob([this.toCsv()], { type: 'text/csv' }), 'sidestep-series.csv'),
    );
    el.png.addEventListener('click', () => el.canvas.toBlob((b) => b && download(b, 'sidestep-charts.png')));
    this.#pointer();
  }

  get open() {
    return !this.el.root.hidden;
  }

  setOpen(open) {
    this.el.root.hidden = !open;
    this.el.toggle.setAttribute('aria-pressed', String(open));
    this.shown.versions = -1;
    if (!open) this.#dispose();
  }

  /** The runs to chart: [{ sim, label }], the scene's run or a compare's panes. */
  setRuns(runs) {
    this.runs = runs;
    this.#dispose();
  }

  /** Keeps the series of every run up to date (undo swaps a run's timeline: the core's recorder follows,
   *  keeping what still holds). */
  #sync(agent) {
    if (this.sources.length !== this.runs.length) {
      this.#dispose();
      this.sources = this.runs.map((r) => Object.assign(new SeriesSource(this.module, r.sim), { label: r.label }));
    }
    // Fill within a time budget, measured as it goes; a run that did not change since the last frame and
    // whose series are complete is not asked again (nothing crosses into wasm for it).
    const maxSteps = Math.max(1, Math.min(20000, Math.floor(FILL_BUDGET_MS / Math.max(this.msPerStep, 1e-4))));
    const t0 = performance.now();
    let before = 0,
      after = 0;
    for (const s of this.sources) {
      const sim = s.sim;
      if (s.done && s.seenVersion === sim.version && s.seenGeneration === sim.generation && s.seenAgent === agent)
        continue;
      s.seenVersion = sim.version;
      s.seenGeneration = sim.generation;
      s.seenAgent = agent;
      s.follow(agent);
      before += s.count;
      s.sync(maxSteps);
      after += s.count;
    }
    const filled = after - before;
    if (filled > 8) this.msPerStep = 0.7 * this.msPerStep + 0.3 * ((performance.now() - t0) / filled);
  }

  #dispose() {
    for (const s of this.sources) s.dispose();
    this.sources = [];
    this.layoutKey = -1;
  }

  /** Rebuilds the list of charts when the agent, its behaviour or the runs changed. */
  #layout() {
    let key = this.sources.length;
    // Numeric (no strings per frame): the agent, its behaviour and its channels per run; a script's show() names
    // by the recorder's change counter (SeriesSource.shownNames), so a name replaced by another is seen too.
    for (const s of this.sources)
      key =
        ((((key * 1009 + (s.agent + 1) * 17 + s.behavior + 1) * 61 + s.channels.length) % 2147483647) * 31 +
          s.shownNames +
          1) %
        2147483647;
    if (key === this.layoutKey) return;
    this.layoutKey = key;
    const compare = this.sources.length > 1;
    const charts = [];
    // The agent's channels by name, in the order they first appear; a line per run that has the channel.
    const byName = new Map();
    this.sources.forEach((s, k) => {
      s.channels.forEach((c, index) => {
        if (!byName.has(c.name)) byName.set(c.name, { title: seriesName(c), unit: c.unit, name: c.name, lines: [] });
        byName.get(c.name).lines.push(new SampleLine(s, index, compare ? PANE_COLORS[k] : PANE_COLORS[0]));
      });
    });
    charts.push(...byName.values());
    const tallies = this.sources[0]?.tallyChannels ?? [];
    if (compare) {
      tallies.forEach((c, k) =>
        charts.push({
          title: seriesName(c),
          unit: '',
          name: c.name,
          lines: this.sources.map((s, p) => new TallyLine(s, k, PANE_COLORS[p])),
        }),
      );
    } else if (this.sources.length) {
      charts.push({
        title: t('chart-run'),
        unit: '',
        name: 'run',
        lines: tallies.map((_, k) => new TallyLine(this.sources[0], k, TALLY_COLORS[k])),
      });
    }
    this.charts = charts;
    this.shown.versions = -1;
  }

  /** The agent menu: every agent by name (rebuilt when the agents changed), showing the charted one. */
  #agents(agent) {
    const sim = this.runs[0]?.sim;
    if (!sim) return;
    if (this.agentsSeen.version === sim.version && this.agentsSeen.generation === sim.generation) {
      if (this.el.agent.value !== String(agent)) this.el.agent.value = String(agent);
      return;
    }
    this.agentsSeen.version = sim.version;
    this.agentsSeen.generation = sim.generation;
    const n = sim.world.agentCount();
    const key = n * 1e9 + sim.world.revision() * 1e3 + sim.generation;
    if (key !== this.agentsKey) {
      this.agentsKey = key;
      const options = [new Option(t('chart-agent-none'), '-1')];
      for (let i = 0; i < n; i++)
        options.push(new Option(`${sim.agentName(i)} · ${sim.behaviorNames[sim.behaviorIndex(i)]}`, String(i)));
      this.el.agent.replaceChildren(...options);
    }
    if (this.el.agent.value !== String(agent)) this.el.agent.value = String(agent);
  }

  /** Per frame: keep the series up to date and redraw when anything shown changed. */
  update(now) {
    if (!this.open || !this.runs.length) return;
    const selected = this.hooks.selected();
    const agent = selected >= 0 ? selected : -1;
    this.#agents(agent);
    this.#sync(agent);
    this.#layout();
    const clock = this.hooks.clock();
    const step = clock.stepCount,
      span = Math.max(1, clock.frontier, step);
    let versions = 0;
    for (const x of this.sources) versions = versions * 31 + x.version;
    const width = this.el.root.clientWidth;
    const s = this.shown;
    const changed =
      versions !== s.versions ||
      step !== s.step ||
      span !== s.span ||
      this.cursor !== s.cursor ||
      this.resized !== s.width;
    if (!changed || (this.hooks.playing() && now - s.at < REDRAW_MS && this.cursor === s.cursor)) return;
    Object.assign(s, { versions, step, span, cursor: this.cursor, width: this.resized, at: now });
    this.#draw(width, step, span);
    const pending = this.sources.some((x) => !x.done);
    this.el.note.textContent = pending
      ? t('chart-computing', { done: Math.min(...this.sources.map((x) => x.count)), total: span + 1 })
      : '';
  }

  #draw(width, step, span) {
    const canvas = this.el.canvas;
    const perRow = Math.max(1, Math.floor((width + GAP) / (MIN_CHART_WIDTH + GAP)));
    const rows = Math.max(1, Math.ceil(this.charts.length / perRow));
    const w = Math.floor((width - GAP * (perRow - 1)) / perRow);
    const cssHeight = rows * CHART_HEIGHT + (rows - 1) * GAP;
    const dpr = devicePixelRatio || 1;
    if (canvas.width !== Math.round(width * dpr) || canvas.height !== Math.round(cssHeight * dpr)) {
      canvas.width = Math.round(width * dpr);
      canvas.height = Math.round(cssHeight * dpr);
      canvas.style.height = `${cssHeight}px`;
    }
    const ctx = canvas.getContext('2d');
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.clearRect(0, 0, width, cssHeight);
    this.boxes.length = this.charts.length;
    this.charts.forEach((chart, k) => {
      const box = this.boxes[k] ?? (this.boxes[k] = { x: 0, y: 0, w: 0, h: 0 });
      box.x = (k % perRow) * (w + GAP);
      box.y = Math.floor(k / perRow) * (CHART_HEIGHT + GAP);
      box.w = w;
      box.h = CHART_HEIGHT;
      chart.span = span;
      chart.step = step;
      chart.cursor = this.cursor;
      drawChart(ctx, box, chart);
    });
  }

  /** The chart box under a pointer event, with the point in the canvas's CSS pixels; null if none. */
  #boxAt(e) {
    const r = this.el.canvas.getBoundingClientRect();
    const x = e.clientX - r.left,
      y = e.clientY - r.top;
    const box = this.boxes.find((b) => x >= b.x && x <= b.x + b.w && y >= b.y && y <= b.y + b.h);
    return box ? { x, y, box } : null;
  }

  #pointer() {
    const canvas = this.el.canvas;
    const span = () => Math.max(1, this.hooks.clock().frontier, this.hooks.clock().stepCount);
    let dragging = false;
    canvas.addEventListener('pointermove', (e) => {
      const hit = this.#boxAt(e);
      if (!hit) {
        this.cursor = -1;
        return;
      }
      const step = stepAt(hit.box, span(), hit.x);
      this.cursor = step;
      if (dragging) {
        this.hooks.seek(step);
        return;
      }
      if (e.pointerType === 'mouse' && !this.hooks.playing()) {
        // hover previews the step; leaving returns
        if (this.preview === null) this.preview = this.hooks.clock().stepCount;
        this.hooks.seek(step);
      }
    });
    canvas.addEventListener('pointerleave', () => {
      this.cursor = -1;
      if (!dragging && this.preview !== null) this.hooks.seek(this.preview);
      this.preview = null;
    });
    canvas.addEventListener('pointerdown', (e) => {
      const hit = this.#boxAt(e);
      if (!hit) return;
      dragging = true;
      this.preview = null; // a click keeps the step it lands on
      canvas.setPointerCapture(e.pointerId);
      this.hooks.seek(stepAt(hit.box, span(), hit.x));
    });
    const end = () => {
      dragging = false;
      this.preview = null;
    };
    canvas.addEventListener('pointerup', end);
    canvas.addEventListener('pointercancel', end);
  }

  /** Each chart drawn last: its series' name and where a value v at step s lands (CSS pixels on its canvas):
   *  x = left + s * kx, y = bottom - (v - y0) * ky. */
  geometry() {
    return this.charts.map((c) => ({ name: c.name, ...(c.geometry ?? {}) }));
  }

  /** Every run's series complete (computed now if needed), as CSV: a row per step. */
  toCsv() {
    return runsCsv(this.module, this.runs, this.hooks.selected());
  }

  /** One series as numbers (null where there is no value), computed now: the console's series(). */
  series(agent, name) {
    return runSeries(this.module, this.runs, agent, name);
  }
}
