// Compare: the scene's compare set as 2 to 4 panes on one clock, each the core's run of one variant
// (the core builds them: CompareRuns), with a table of their measures under the panes, read from the
// core as `sidestep compare` prints them. The clock steps, seeks and goes back every run together; a run
// that finished early stays at its last step while the others go on.
import { View } from '../draw/view.js';
import { render } from '../draw/render.js';
import { Sim } from '../sim/sim.js';
import { PANEL_COLORS } from '../draw/palette.js';
import { PANE_COLORS } from './charts.js';
import { el } from './el.js';

/** The measures in the table: core field, heading, format. */
const COLUMNS = [
  ['reached', 'reached', (m) => `${m.reached}/${m.agents}`],
  ['timeToGoal', 'time to goal', (m) => (m.timeToGoal < 0 ? '—' : `${m.timeToGoal.toFixed(2)} s`)],
  ['collisions', 'collisions', (m) => String(m.collisions)],
  ['contactTime', 'in contact', (m) => `${m.contactTime.toFixed(2)} s`],
  ['agentContacts', 'agent contacts', (m) => String(m.agentContacts)],
  ['minClearance', 'min clearance', (m) => m.minClearance.toFixed(3)],
  ['pathRatio', 'path ratio', (m) => (m.pathRatio < 0 ? '—' : m.pathRatio.toFixed(2))],
  ['returns', 'returns', (m) => String(m.returns)],
  ['laps', 'laps', (m) => String(m.laps)],
  ['terrainHits', 'ground hits', (m) => String(m.terrainHits)], // steps with a feeler under the ground
];

/** While playing, the table is refreshed at most this often (ms). */
const TABLE_MS = 200;

/** The runs of a compare as one clock: what the loop and the timeline bar drive in compare mode. */
class Clock {
  constructor(sims) { this.sims = sims; this.generation = 0; this.version = 0; }
  get stepCount() { let m = 0; for (const s of this.sims) m = Math.max(m, s.stepCount); return m; }
  get frontier() { let m = 0; for (const s of this.sims) m = Math.max(m, s.frontier); return m; }
  get finished() { for (const s of this.sims) if (!s.finished) return false; return true; }
  get dt() { return this.sims[0].dt; }
  step(n = 1) {
    let taken = 0;
    for (const s of this.sims) taken = Math.max(taken, s.step(n));
    this.version++;
    return taken;
  }
  seek(step) {
    const before = this.stepCount;
    for (const s of this.sims) s.seek(step);
    if (step < before) this.generation++;
    this.version++;
    return this.stepCount;
  }
  back(n = 1) { return this.seek(Math.max(0, this.stepCount - n)); }
  decide() { for (const s of this.sims) s.decide(); }
  historySteps() { return this.sims[0].historySteps(); }
  keyframes() {
    const k = this.sims.map((s) => s.keyframes());
    return { count: k.reduce((n, x) => n + x.count, 0), bytes: k.reduce((n, x) => n + x.bytes, 0), interval: k[0].interval,
      budget: k.reduce((n, x) => n + x.budget, 0), recent: k.reduce((n, x) => n + x.recent, 0) };
  }
  get timeline() { return this.sims[0].timeline; } // the history is the same in every run
}

export class CompareView {
  /**
   * @param {{ root: HTMLElement, panes: HTMLElement, table: HTMLElement, title: HTMLElement }} el
   * @param {object} module the wasm module
   */
  constructor(el, module) {
    this.el = el;
    this.module = module;
    this.runs = null; // the core's CompareRuns
    this.panes = []; // { sim, view, canvas, label }
    this.clock = null;
    this.filled = 0;
    this.shown = { version: -1, generation: -1 };
    this.observer = new ResizeObserver(() => { this.shown.version = -1; });
    this.paneUi = { selected: null, overlays: null, tool: 'select', selectedVertex: -1, pathDraft: null };
    /** The pane whose events the events panel lists (a click on its row in the table picks it). */
    this.picked = 0;
    /** Called with a pane's index when its row is clicked. */
    this.onPick = null;
  }

  get active() { return this.runs !== null; }

  /** Builds the panes from scenario text with a compare set; returns the core's errors ([] when it opened). */
  open(text, step = 0) {
    const runs = new this.module.CompareRuns();
    const errors = runs.load(text);
    if (errors.length) {
      runs.delete();
      return errors;
    }
    this.close();
    this.runs = runs;
    const n = runs.count();
    this.el.panes.dataset.count = String(n);
    for (let k = 0; k < n; k++) {
      const sim = new Sim(this.module, 1, 1, runs.run(k));
      const pane = el('figure');
      pane.className = 'pane';
      const canvas = el('canvas', { ariaLabel: `Variant ${k + 1}: ${runs.label(k)}` });
      const caption = el('figcaption');
      const swatch = el('span', { className: 'swatch' });
      swatch.style.background = PANE_COLORS[k]; // its lines in the charts
      caption.append(swatch, runs.label(k));
      pane.append(caption, canvas);
      this.el.panes.append(pane);
      this.observer.observe(canvas);
      const view = new View(canvas, () => [sim.width, sim.height]);
      view.margin = 10;
      this.panes.push({ sim, view, canvas, label: runs.label(k) });
    }
    this.clock = new Clock(this.panes.map((p) => p.sim));
    this.picked = 0;
    this.tableVersion = -1;
    if (step > 0) this.clock.seek(step);
    this.#table();
    this.el.root.hidden = false;
    this.shown.version = -1;
    return [];
  }

  close() {
    if (!this.runs) return;
    for (const p of this.panes) { this.observer.unobserve(p.canvas); p.sim.dispose(); }
    this.panes = [];
    this.el.panes.replaceChildren();
    this.runs.delete();
    this.runs = null;
    this.clock = null;
    this.el.root.hidden = true;
  }

  /** Every pane with its label, side by side as they are on screen, on one canvas (for a PNG). */
  picture() {
    const rects = this.panes.map((p) => p.canvas.getBoundingClientRect());
    const left = Math.min(...rects.map((r) => r.left)), top = Math.min(...rects.map((r) => r.top));
    const width = Math.max(...rects.map((r) => r.right)) - left, height = Math.max(...rects.map((r) => r.bottom)) - top;
    const dpr = devicePixelRatio || 1, caption = 22;
    const out = el('canvas', { width: Math.round(width * dpr), height: Math.round((height + caption) * dpr) });
    const ctx = out.getContext('2d');
    ctx.scale(dpr, dpr);
    ctx.fillStyle = PANEL_COLORS.bg;
    ctx.fillRect(0, 0, width, height + caption);
    ctx.font = '600 13px system-ui, sans-serif';
    this.panes.forEach((p, k) => {
      const r = rects[k];
      ctx.drawImage(p.canvas, r.left - left, r.top - top + caption, r.width, r.height);
      ctx.fillStyle = PANE_COLORS[k];
      ctx.fillRect(r.left - left + 4, r.top - top + 7, 9, 9);
      ctx.fillStyle = PANEL_COLORS.text;
      ctx.fillText(p.label, r.left - left + 18, r.top - top + 16);
    });
    return out;
  }

  /** The compare set as the file writes it. */
  variants() { return this.runs ? JSON.parse(this.runs.variants()) : null; }

  /** The table's numbers now, one row per variant (what the core measured). */
  measures() { return this.panes.map((_, k) => ({ label: this.panes[k].label, ...this.runs.measures(k) })); }

  /** Draws every pane and refreshes the table when the runs moved (or the panes were resized). */
  draw(ui, playing, force = false) {
    if (!this.runs) return;
    const c = this.clock;
    const selected = ui.selected?.type === 'agent' ? ui.selected.index : -1;
    const now = performance.now();
    // The table: at once when paused, a few times a second while playing.
    if (this.tableVersion !== c.version && (force || !playing || now - this.filled >= TABLE_MS || c.finished)) {
      this.filled = now;
      this.tableVersion = c.version;
      this.#fill();
    }
    if (!force && this.shown.version === c.version && this.shown.generation === c.generation && this.shown.overlays === ui.overlayChanges
      && this.shown.selected === selected && this.shown.picked === this.picked) return;
    Object.assign(this.shown, { version: c.version, generation: c.generation, overlays: ui.overlayChanges, selected, picked: this.picked });
    const paneUi = this.paneUi;
    paneUi.selected = ui.selected?.type === 'agent' ? ui.selected : null; // the same agent in every pane
    paneUi.overlays = ui.overlays;
    const watched = paneUi.selected ? paneUi.selected.index : -1;
    for (const p of this.panes) {
      if (p.sim.watched !== watched) p.sim.watch(watched); // as the editor's run: its trail, its side view's ground
      p.view.update(p.sim.width, p.sim.height);
      render(p.view, p.sim, paneUi);
    }
  }

  #table() {
    const head = el('tr');
    head.append(el('th', { textContent: 'variant' }));
    for (const [, heading] of COLUMNS) head.append(el('th', { textContent: heading }));
    head.append(el('th', { textContent: 'step' }));
    const rows = this.panes.map((p, k) => {
      const tr = el('tr');
      tr.title = 'Click: list this variant\'s events in the panel';
      tr.addEventListener('click', () => { this.picked = k; this.onPick?.(k); });
      tr.append(el('th', { textContent: p.label, scope: 'row' }));
      for (let k = 0; k <= COLUMNS.length; k++) tr.append(el('td'));
      return tr;
    });
    const thead = el('thead'), tbody = el('tbody');
    thead.append(head);
    tbody.append(...rows);
    this.el.table.replaceChildren(thead, tbody);
  }

  #fill() {
    const rows = this.el.table.tBodies[0].rows;
    this.panes.forEach((p, k) => {
      const m = this.runs.measures(k);
      const cells = rows[k].cells;
      COLUMNS.forEach(([, , format], c) => { cells[c + 1].textContent = format(m); });
      cells[COLUMNS.length + 1].textContent = m.finished ? `${m.steps} (done)` : String(m.steps);
      rows[k].classList.toggle('picked', k === this.picked);
    });
  }
}
