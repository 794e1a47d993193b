// Compare: the scene's compare set as 2 to 4 panes on one clock, each the core's run of one variant
// (the core builds them: CompareRuns), with a table of their measures under the panes, read from the
// core as `sidestep compare` prints them. The clock steps, seeks and goes back every run together; a run
// that finished early stays at its last step while the others go on. Shown side by side (each pane in
// the grid that gives its world the most room, its label over it) or overlaid (every run in one world).
// Loaded with import() when a scene's compare set is first shown (app/compare.js): not part of the first
// load, so the page's big modules (View, render, Sim) come in a kit, not by import (or they would move to
// a chunk the first load fetches too); the small shared ones are imported.
import { COLORS, PANEL_COLORS, PANE_COLORS } from '../draw/palette.js';
import { download } from './download.js';
import { paneGrid } from './compare-layout.js';
import { showCompareScripts } from './compare-scripts.js';
import { el } from './el.js';
import { formatFixed, formatNumber, t } from '../i18n/locale.js';
import '../i18n/en-lazy.js'; // the selection's words its panel uses in compare mode (sel-edit-script)
import '../i18n/en-panels.js'; // this module's English (not in the first load)

export { CompareStats } from './compare-stats.js';

/** How the variants are shown: each in its own pane, or all in one world. */
export const COMPARE_MODES = ['side', 'overlay'];

/** The measures in the table: core field (its heading is the catalogue's cmp-<field>), format (the locale's digits
 *  and decimal sign). */
const COLUMNS = [
  ['reached', (m) => `${formatNumber(m.reached)}/${formatNumber(m.agents)}`],
  ['timeToGoal', (m) => (m.timeToGoal < 0 ? '—' : t('cmp-seconds', { s: formatFixed(m.timeToGoal, 2) }))],
  ['collisions', (m) => formatNumber(m.collisions)],
  ['contactTime', (m) => t('cmp-seconds', { s: formatFixed(m.contactTime, 2) })], // agent-seconds, as `sidestep compare`
  ['agentContacts', (m) => formatNumber(m.agentContacts)],
  ['minClearance', (m) => formatFixed(m.minClearance, 3)],
  ['pathRatio', (m) => (m.pathRatio < 0 ? '—' : formatFixed(m.pathRatio, 2))],
  ['returns', (m) => formatNumber(m.returns)],
  ['laps', (m) => formatNumber(m.laps)],
  ['terrainHits', (m) => formatNumber(m.terrainHits)], // steps with a feeler under the ground
];

/** While playing, the table is refreshed at most this often (ms). */
const TABLE_MS = 200;

/** The runs of a compare as one clock: what the loop and the timeline bar drive in compare mode. */
class Clock {
  constructor(sims) {
    this.sims = sims;
    this.generation = 0;
    this.version = 0;
  }
  get stepCount() {
    let m = 0;
    for (const s of this.sims) m = Math.max(m, s.stepCount);
    return m;
  }
  get frontier() {
    let m = 0;
    for (const s of this.sims) m = Math.max(m, s.frontier);
    return m;
  }
  get finished() {
    for (const s of this.sims) if (!s.finished) return false;
    return true;
  }
  get dt() {
    return this.sims[0].dt;
  }
  step(n = 1) {
    let taken = 0;
    for (const s of this.sims) taken = Math.max(taken, s.step(n));
    this.version++;
    // A pane whose scripts were given up on a step stalls there: the others go back to it, so that the panes
    // stay at one step.
    if (this.sims.some((s) => s.scripts.stalled)) {
      const at = Math.min(...this.sims.map((s) => s.stepCount));
      for (const s of this.sims) if (s.stepCount !== at) s.seek(at);
    }
    return taken;
  }
  seek(step) {
    const before = this.stepCount;
    for (const s of this.sims) s.seek(step);
    if (step < before) this.generation++;
    this.version++;
    return this.stepCount;
  }
  back(n = 1) {
    return this.seek(Math.max(0, this.stepCount - n));
  }
  decide() {
    for (const s of this.sims) s.decide();
  }
  historySteps() {
    return this.sims[0].historySteps();
  }
  keyframes() {
    const k = this.sims.map((s) => s.keyframes());
    return {
      count: k.reduce((n, x) => n + x.count, 0),
      bytes: k.reduce((n, x) => n + x.bytes, 0),
      interval: k[0].interval,
      budget: k.reduce((n, x) => n + x.budget, 0),
      recent: k.reduce((n, x) => n + x.recent, 0),
    };
  }
  get timeline() {
    return this.sims[0].timeline;
  } // the history is the same in every run
}

export class CompareView {
  /**
   * @param {{ root: HTMLElement, panes: HTMLElement, table: HTMLElement, title: HTMLElement }} elements
   * @param {object} module the wasm module
   * @param {{ View: Function, render: Function, Sim: Function }} kit the page's modules the panes draw with
   */
  constructor(elements, module, kit) {
    this.el = elements;
    this.module = module;
    /** What the panes, the overlay and the pictures (ui/compare-overlay.js, compare-picture.js) draw with. */
    this.kit = { ...kit, el, t, COLORS, PANEL_COLORS };
    this.runs = null; // the core's CompareRuns
    this.panes = []; // { sim, view, canvas, label }
    this.clock = null;
    this.filled = 0;
    this.shown = { version: -1, generation: -1 };
    this.observer = new ResizeObserver(() => {
      this.#captionBands();
      this.shown.version = -1;
    });
    new ResizeObserver(() => this.layout()).observe(elements.panes);
    /** The overlay's pane (ui/compare-overlay.js), loaded when first asked for: not part of the first load. */
    this.overlay = null;
    /** 'side' or 'overlay' (COMPARE_MODES). */
    this.mode = 'side';
    /** The grid of the side-by-side panes: columns, rows and the scale it gives their worlds. */
    this.grid = { columns: 1, rows: 1, scale: 0 };
    this.paneUi = { selected: null, overlays: null, tool: 'select', selectedVertex: -1, pathDraft: null };
    /** The pane whose events the events panel lists (a click on its row in the table picks it). */
    this.picked = 0;
    /** Called with a pane's index when its row is clicked. */
    this.onPick = null;
  }

  get active() {
    return this.runs !== null;
  }

  /** The panel's lines on the scripts the selected agent runs in the panes (ui/compare-scripts.js). */
  showScripts(panel) {
    showCompareScripts(panel, this);
  }

  /** A pane's name as shown: the core's label, or the page's locale's words for an example's (app/scene.js sets
   *  it; the scene and its file keep the label). */
  nameOf(label) {
    return this.names && Object.hasOwn(this.names, label) ? this.names[label] : label; // ("constructor" is a label)
  }

  /** Shows the panes' names in `names` (English label -> shown name; null: the labels as they are), in the panes,
   *  the table and the overlay's legend (the charts' CSV keeps the labels: docs/languages.md). */
  setNames(names) {
    if (names === this.names) return;
    this.names = names;
    if (!this.runs) return;
    for (const p of this.panes) {
      p.name = this.nameOf(p.label);
      p.caption.lastChild.textContent = p.name;
      p.canvas.setAttribute('aria-label', t('cmp-pane', { k: this.panes.indexOf(p) + 1, label: p.name }, 'aria-label'));
      p.figure.querySelector('.pane-png').title = t('cmp-png', { label: p.name }, 'title');
    }
    this.overlay?.rename();
    this.#table();
    this.#fill();
    this.clock.version++; // what shows the clock's runs by name is written again (the panel's Run section, its scripts)
  }

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
    this.el.root.hidden = false; // laid out below in the box it has when shown
    for (let k = 0; k < n; k++) {
      const sim = new this.kit.Sim(this.module, 1, 1, runs.run(k));
      const label = runs.label(k),
        name = this.nameOf(label);
      const canvas = el('canvas', { ariaLabel: t('cmp-pane', { k: k + 1, label: name }, 'aria-label') });
      const swatch = el('span', { className: 'swatch' });
      swatch.style.background = PANE_COLORS[k]; // its lines in the charts
      const png = el('button', {
        className: 'pane-png',
        textContent: t('cmp-png'),
        title: t('cmp-png', { label: name }, 'title'),
      });
      png.addEventListener('click', async () =>
        // named by the label as the file writes it: names in other scripts would lose their letters (and meet)
        (await this.panePicture(k)).toBlob((b) => b && download(b, `sidestep-${fileName(label)}.png`)),
      );
      const caption = el('figcaption', {}, swatch, el('span', { textContent: name }));
      const figure = el('figure', { className: 'pane' }, canvas, caption, png);
      this.el.panes.append(figure);
      this.observer.observe(canvas);
      const view = new this.kit.View(canvas, () => [sim.width, sim.height]);
      view.margin = 8;
      this.panes.push({ sim, view, canvas, figure, caption, label, name, heads: [caption, png] });
    }
    this.overlay?.open(this.panes);
    if (this.overlay) this.el.panes.append(this.overlay.figure);
    this.setMode(this.mode);
    this.clock = new Clock(this.panes.map((p) => p.sim));
    this.picked = 0;
    this.tableVersion = -1;
    if (step > 0) this.clock.seek(step);
    this.#table();
    this.shown.version = -1;
    return [];
  }

  close() {
    if (!this.runs) return;
    this.overlay?.close();
    for (const p of this.panes) {
      this.observer.unobserve(p.canvas);
      p.sim.dispose();
    }
    this.panes = [];
    this.el.panes.replaceChildren();
    this.runs.delete();
    this.runs = null;
    this.clock = null;
    this.el.root.hidden = true;
  }

  /** Side by side ('side') or every run in one world ('overlay'); lays the panes out again. The overlay's
   *  code is loaded the first time (resolves once it shows). */
  async setMode(mode) {
    this.mode = COMPARE_MODES.includes(mode) ? mode : 'side';
    const overlaid = this.mode === 'overlay';
    if (overlaid && !this.overlay) await this.#loadOverlay();
    for (const p of this.panes) p.figure.hidden = overlaid;
    if (this.overlay) this.overlay.figure.hidden = !overlaid;
    this.el.panes.dataset.mode = this.mode;
    this.layout();
    this.shown.version = -1;
  }

  /** Each pane's band under its name and PNG button (View.coverTop, CSS px): the side view and the insets drawn at
   *  the top stand under them; the world passes under them (three or four panes keep their worlds' scale). Measured
   *  when a pane's canvas is resized (its name's length does not change its height). */
  #captionBands() {
    for (const p of this.panes) {
      const top = p.canvas.getBoundingClientRect().top;
      let band = 0;
      for (const head of p.heads) {
        const r = head.getBoundingClientRect();
        if (r.height > 0) band = Math.max(band, r.bottom - top);
      }
      p.view.coverTop = band > 0 ? Math.ceil(band) + 2 : 0;
    }
  }

  async #loadOverlay() {
    const { OverlayPane } = await import('./compare-overlay.js');
    if (this.overlay) return;
    this.overlay = new OverlayPane(this.module, PANE_COLORS, this.kit);
    this.observer.observe(this.overlay.canvas);
    this.overlay.png.onclick = async () =>
      (await this.overlay.picture(this.paneUi)).toBlob((b) => b && download(b, 'sidestep-overlay.png'));
    if (this.runs) {
      this.overlay.open(this.panes);
      this.el.panes.append(this.overlay.figure);
    }
  }

  /** The grid that gives each pane's world the most room in the panes' box (one cell when overlaid). Called
   *  when the box is resized, and by the page once the compare shows: panes closed and opened again in one task
   *  (the script editor's Apply, an undo) leave the box its old size, which the resize observer does not report. */
  layout() {
    if (!this.runs) return;
    const box = this.el.panes.getBoundingClientRect(),
      sim = this.panes[0].sim;
    this.grid =
      this.mode === 'overlay'
        ? { columns: 1, rows: 1, scale: 0 }
        : paneGrid(this.panes.length, box.width, box.height, sim.width, sim.height);
    this.el.panes.style.gridTemplateColumns = `repeat(${this.grid.columns}, minmax(0, 1fr))`;
    this.el.panes.style.gridTemplateRows = `repeat(${this.grid.rows}, minmax(0, 1fr))`;
  }

  /** Pane k's world under its label, as a PNG-ready canvas at 2x device pixels (ui/compare-picture.js,
   *  loaded when first asked for). */
  async panePicture(k) {
    const { worldPicture } = await import('./compare-picture.js');
    const p = this.panes[k]; // drawn as the pane last was: the page's selection and overlays
    return worldPicture(this.kit, p.sim.width, p.sim.height, (view) => this.kit.render(view, p.sim, this.paneUi), [
      [PANE_COLORS[k], p.name],
    ]);
  }

  /** What the page shows, as one picture at 2x device pixels: the overlay, or every pane in the grid on screen. */
  async picture() {
    if (this.mode === 'overlay' && this.overlay) return this.overlay.picture(this.paneUi);
    const { gridPicture } = await import('./compare-picture.js');
    const pictures = [];
    for (let k = 0; k < this.panes.length; k++) pictures.push(await this.panePicture(k));
    return gridPicture(this.kit, pictures, this.grid.columns);
  }

  /** The compare set as the file writes it. */
  variants() {
    return this.runs ? JSON.parse(this.runs.variants()) : null;
  }

  /** The table's numbers now, one row per variant (what the core measured). */
  measures() {
    return this.panes.map((_, k) => ({ label: this.panes[k].label, ...this.runs.measures(k) }));
  }

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
    // The panes' own versions too: a drawer fetched on demand (draw/on-demand.js) bumps the pane's run when it arrives.
    let panes = 0;
    for (const p of this.panes) panes += p.sim.version;
    if (
      !force &&
      this.shown.panes === panes &&
      this.shown.version === c.version &&
      this.shown.generation === c.generation &&
      this.shown.overlays === ui.overlayChanges &&
      this.shown.selected === selected &&
      this.shown.picked === this.picked
    )
      return;
    Object.assign(this.shown, {
      panes,
      version: c.version,
      generation: c.generation,
      overlays: ui.overlayChanges,
      selected,
      picked: this.picked,
    });
    const paneUi = this.#paneUi(ui);
    const watched = paneUi.selected ? paneUi.selected.index : -1;
    if (this.mode === 'overlay') {
      this.overlay?.draw(paneUi);
      return;
    }
    for (const p of this.panes) {
      if (p.sim.watched !== watched) p.sim.watch(watched); // as the editor's run: its trail, its side view's ground
      p.view.update(p.sim.width, p.sim.height);
      this.kit.render(p.view, p.sim, paneUi);
    }
  }

  /** The page's selection (an agent: the same in every pane) and overlays, as the panes draw them. */
  #paneUi(ui) {
    this.paneUi.selected = ui.selected?.type === 'agent' ? ui.selected : null;
    this.paneUi.overlays = ui.overlays;
    return this.paneUi;
  }

  #table() {
    const head = el('tr');
    head.append(el('th', { textContent: t('cmp-variant') }));
    for (const [field] of COLUMNS) head.append(el('th', { textContent: t(`cmp-${field}`) }));
    head.append(el('th', { textContent: t('cmp-step') }));
    const rows = this.panes.map((p, k) => {
      const tr = el('tr');
      tr.title = t('cmp-row', null, 'title');
      tr.classList.toggle('picked', k === this.picked); // marked from the start, not from the first fill
      tr.addEventListener('click', () => {
        this.picked = k;
        this.onPick?.(k);
      });
      const th = el('th', { textContent: p.name, scope: 'row' });
      th.dataset.picked = t('cmp-picked'); // shown after the picked row's label (style.css)
      tr.append(th);
      for (let k = 0; k <= COLUMNS.length; k++) tr.append(el('td'));
      return tr;
    });
    const thead = el('thead'),
      tbody = el('tbody');
    thead.append(head);
    tbody.append(...rows);
    this.el.table.replaceChildren(thead, tbody);
  }

  #fill() {
    const rows = this.el.table.tBodies[0].rows;
    this.panes.forEach((p, k) => {
      const m = this.runs.measures(k);
      const cells = rows[k].cells;
      COLUMNS.forEach(([, format], c) => {
        cells[c + 1].textContent = format(m);
      });
      cells[COLUMNS.length + 1].textContent = m.finished
        ? t('cmp-steps-done', { steps: m.steps })
        : formatNumber(m.steps);
      rows[k].classList.toggle('picked', k === this.picked);
    });
  }
}

/** A label as a file name: lower case, runs of other characters as one dash. */
const fileName = (label) =>
  label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'variant';
