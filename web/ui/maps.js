// Game maps: import Moving AI `.map` and `.scen` files (the picker, or a drop on the page), say how the
// core read the cells, list the scen's problems, set one up as a grid agent in the scene, show its optima
// beside what the agent did, and run them all in a worker. Every number shown is the core's: the map and
// scen are parsed and checked by it, the optima and the runs are its, the summary is its tallies.
import { BenchmarkError, BenchmarkSet, gridAgents, resultAt } from '../sim/benchmark.js';
import { loadImporters } from '../sim/importers.js';
import { RunAll } from '../sim/run-all.js';
import { el } from './el.js';
import { formatCount, formatFixed, t, wordCore } from '../i18n/locale.js';
import '../i18n/en-tools.js'; // this module's English (not in the first load)
import { ProblemDetail } from './problem-detail.js';
import { ProblemList } from './problem-list.js';
import { RunSummary } from './run-summary.js';

/** The largest .map or .scen read (the core's kMaxMovingAiBytes); bigger files are refused unread. */
const P_CHOICES = [0, 1, 2, 3, 4, 5, 7, 9, 12, 16, 24, 32, 48, 64, 128, 256];
const FILE_PATTERN = /\.(map|scen)$/i;

const n = (v) => formatCount(v);

/** What the panel reads of its set before a map was ever opened (the importers' module is not loaded yet). */
const NO_SET = Object.freeze({ count: 0, bundledName: '', mapName: '', width: 0, height: 0 });

export class MapsPanel {
  /**
   * @param {HTMLElement} root the panel's section, filled here
   * @param {{ module: object, sim: import('../sim/sim.js').Sim, doc: import('../sim/document.js').SceneDocument,
   *   showErrors: (title: string, errors: string[]) => void, selectAgent: (i: number) => void,
   *   setCamera: (camera: {x: number, y: number, zoom: number}) => void }} deps
   */
  constructor(root, { module, sim, doc, showErrors, selectAgent, setCamera }) {
    Object.assign(this, { module, sim, doc, showErrors, selectAgent, setCamera });
    this.set = NO_SET; // a BenchmarkSet once the importers' module is loaded (#loadSet)
    this.runner = new RunAll();
    this.cells = module.movingAiCells();
    this.mapSource = null; // { name, text } or { bundled }
    this.scenSource = null; // { name, text }
    this.agent = { behavior: 'nproxy', P: 7 };
    this.row = -1; // the row set up in the scene
    this.results = null; // the last run all: { agentLabel, outcome(row), at(row) }
    this.counts = null; // the map's blocked, swamp and water cells, as the core counted them
    this.seen = { generation: -1, revision: -1, version: -1 };
    this.indexPromise = null;
    this.job = null; // the run all under way
    this.#build(root);
    this.#showMap();
  }

  /** The set of maps and problems, on the importers' module (fetched the first time a map is opened). */
  async #loadSet() {
    if (this.set === NO_SET) {
      this.set = new BenchmarkSet(await loadImporters(), wordCore); // the core's errors in the reader's words
      this.detail.set = this.set;
    }
    return this.set;
  }

  /** True for a file this panel opens (.map or .scen). */
  accepts(file) {
    return FILE_PATTERN.test(file.name);
  }

  /**
   * Opens the .map and .scen files among `files` (a drop or the picker): the map first, then the scen.
   * Returns false when there was none. A file the core refuses is reported and changes nothing.
   */
  async openFiles(files) {
    const list = [...files].filter((f) => this.accepts(f));
    if (!list.length) return false;
    await this.#loadSet();
    list.sort((a, b) => Number(/\.scen$/i.test(a.name)) - Number(/\.scen$/i.test(b.name)));
    for (const file of list) {
      if (file.size > this.module.limits().movingAiBytes) {
        this.showErrors(t('map-could-not-open', { name: file.name }), [
          t('map-too-large', { size: n(file.size), max: n(this.module.limits().movingAiBytes) }),
        ]);
        return true;
      }
      const text = await file.text();
      const ok = /\.scen$/i.test(file.name)
        ? await this.#openScen(file.name, text)
        : this.#openMap({ name: file.name, text });
      if (!ok) return true;
    }
    return true;
  }

  /** A gallery entry on a bundled map ({ file, map, scen, row }): its scene, the map, its problems, the row. */
  async openExample(entry) {
    const response = await fetch(`examples/${entry.file}`);
    if (!response.ok) {
      this.showErrors(t('map-could-not-open', { name: entry.title }), [
        `examples/${entry.file}: HTTP ${response.status}`,
      ]);
      return false;
    }
    if (!(await this.doc.openText(await response.text(), t('ld-name-example', { title: entry.title })))) return false;
    await this.#loadSet();
    this.#useBundled(entry.map);
    const agent = this.sim.agentCount > 0 ? this.sim.agent(0) : null;
    if (agent) this.#setAgentMenu(agent.behavior, agent.params.P ?? 0);
    if (!(await this.#fetchScen(entry.scen))) return false;
    this.row = entry.row;
    this.list.select(entry.row);
    this.#showRow();
    return true;
  }

  /** Called with the page's panel refresh: follows the scene (a bundled map opened from a link, the set-up row's run). */
  update() {
    const { sim } = this;
    if (this.seen.generation !== sim.generation || this.seen.revision !== sim.world.revision()) {
      this.seen.generation = sim.generation;
      this.seen.revision = sim.world.revision();
      this.#showSceneHint();
      this.#showRow();
    } else if (this.seen.version !== sim.version) {
      this.detail.update();
    }
    this.seen.version = sim.version;
  }

  /** What the panel holds (its map, scen and the row set up), for restore(). */
  state() {
    return { mapSource: this.mapSource, scenSource: this.scenSource, row: this.row };
  }

  /** Puts the panel back as state() found it (the map and scen read again by the core); without a map, close(). */
  restore(state) {
    if (state?.mapSource === this.mapSource && state?.scenSource === this.scenSource) return;
    if (!state?.mapSource || this.set === NO_SET) {
      this.close();
      return;
    }
    try {
      const m = state.mapSource;
      this.counts = m.bundled ? this.set.loadBundledMap(m.bundled) : this.set.loadMap(m.name, m.text);
      if (state.scenSource) this.set.loadScen(state.scenSource.name, state.scenSource.text);
    } catch (err) {
      if (!(err instanceof BenchmarkError)) throw err;
      this.close();
      return;
    }
    Object.assign(this, { mapSource: state.mapSource, scenSource: state.scenSource });
    this.#forget();
    this.row = state.row;
    if (this.scenSource) this.list.show(this.set);
    this.#showMap();
    if (this.row >= 0) this.list.select(this.row);
    this.#showSceneHint();
  }

  /** Forgets the map and its problems (Clear all: a new scene has none). */
  close() {
    this.mapSource = null;
    this.scenSource = null;
    this.counts = null;
    this.#forget();
    this.#showMap();
    this.#showSceneHint();
  }

  // ---- opening ------------------------------------------------------------------------------------

  /** Reads a map ({ name, text }) into the set and opens it as the scene (undoable). */
  #openMap(source) {
    try {
      this.counts = this.set.loadMap(source.name, source.text);
    } catch (err) {
      if (!(err instanceof BenchmarkError)) throw err;
      this.showErrors(t('map-could-not-open', { name: source.name }), err.errors);
      return false;
    }
    this.mapSource = source;
    this.scenSource = null;
    this.#forget();
    this.#showMap();
    return this.doc.openText(this.set.scenarioText(-1, this.agent.behavior, this.agent.P), this.set.mapName, {
      undoable: true,
    });
  }

  /** Loads a bundled map into the set without touching the scene (the scene is already on it). */
  #useBundled(name) {
    if (this.mapSource?.bundled === name) return;
    this.counts = this.set.loadBundledMap(name);
    this.mapSource = { bundled: name, name: `${name}.map` };
    this.scenSource = null;
    this.#forget();
    this.#showMap();
  }

  /** Reads a scen and checks it against the map (a scene on a bundled map brings that map in first). */
  async #openScen(name, text) {
    if (!this.mapSource) {
      const bundled = this.module.bundledMapOf(this.sim.world);
      if (bundled) this.#useBundled(bundled);
    }
    try {
      this.set.loadScen(name, text);
    } catch (err) {
      if (!(err instanceof BenchmarkError)) throw err;
      this.showErrors(t('map-could-not-open', { name }), err.errors);
      return false;
    }
    this.scenSource = { name, text };
    this.#forget();
    this.#showMap();
    this.list.show(this.set);
    this.#showSceneHint();
    return true;
  }

  /** Fetches a bundled scen (examples/maps/...). */
  async #fetchScen(path) {
    const response = await fetch(`examples/${path}`);
    if (!response.ok) {
      this.showErrors(t('map-could-not-open', { name: path }), [`examples/${path}: HTTP ${response.status}`]);
      return false;
    }
    return this.#openScen(path.split('/').pop(), await response.text());
  }

  /** Sets row `row` up in the scene: the map and one grid agent from the menu (undoable). */
  async #setUp(row) {
    let text;
    try {
      text = this.set.scenarioText(row, this.agent.behavior, this.agent.P);
    } catch (err) {
      this.showErrors(t('map-set-up-failed'), err.errors ?? [err.message]);
      return;
    }
    const name = t('map-open-problem', { row, scen: this.set.scenName }); // a big map's text is read beside the page
    if (!(await this.doc.openText(text, name, { undoable: true }))) return;
    this.row = row;
    this.selectAgent(0);
    this.#frame(this.set.problem(row));
    this.list.select(row);
    this.seen.generation = -1; // show the row at the next update
    this.update();
  }

  /** On a big map, shows the problem's start and goal with a margin instead of the whole map. */
  #frame(p) {
    const { width: w, height: h } = this.set;
    const margin = 8;
    const x0 = Math.max(0, Math.min(p.start[0], p.goal[0]) - margin),
      x1 = Math.min(w, Math.max(p.start[0], p.goal[0]) + 1 + margin);
    const y0 = Math.max(0, Math.min(p.start[1], p.goal[1]) - margin),
      y1 = Math.min(h, Math.max(p.start[1], p.goal[1]) + 1 + margin);
    const zoom = Math.min(w / (x1 - x0), h / (y1 - y0));
    if (zoom >= 2) this.setCamera({ x: (x0 + x1) / 2, y: (y0 + y1) / 2, zoom: Math.min(zoom, 64) });
  }

  /** Drops the row and the results of an older map, scen or agent. */
  #forget() {
    this.runner.cancel();
    this.job = null;
    this.row = -1;
    this.results = null;
    this.summary.clear();
    this.list.showResults(null);
  }

  // ---- run all --------------------------------------------------------------------------------------

  async #runAll() {
    const total = this.set.count;
    const agentLabel = this.#agentLabel();
    this.summary.started(total);
    let done = 0;
    const map = this.mapSource.bundled
      ? { bundled: this.mapSource.bundled }
      : { name: this.mapSource.name, text: this.mapSource.text };
    const job = { map, scen: this.scenSource, agent: { ...this.agent } };
    this.job = job;
    try {
      const outcome = await this.runner.start(job, (d) => {
        done = d;
        this.summary.progressed(d, total);
      });
      if (outcome && this.job === job) this.#keepResults(outcome, agentLabel); // not if the map, scen or agent changed since
      this.summary.finished(outcome && { ...outcome, agentLabel }, { done, total });
    } catch (err) {
      this.summary.finished(null, { error: (err.errors ?? [err.message]).join('; ') });
    }
  }

  #keepResults({ words }, agentLabel) {
    const R = this.set.resultLayout;
    const byRow = new Int32Array(this.set.count).fill(-1);
    for (let k = 0; k < words.length / R.stride; k++) byRow[words[k * R.stride + R.row]] = k;
    const results = { words, floats: new Float32Array(words.buffer) };
    const names = this.set.outcomeNames;
    this.results = {
      agentLabel,
      outcome: (row) => (byRow[row] < 0 ? null : names[words[byRow[row] * R.stride + R.outcome]]),
      at: (row) => (byRow[row] < 0 ? null : resultAt(this.set, results, byRow[row])),
    };
    this.list.showResults(this.results);
    this.#showRow();
  }

  // ---- showing ----------------------------------------------------------------------------------------

  #build(root) {
    const open = el('button', { textContent: t('game-maps-open'), title: t('game-maps-open', null, 'title') });
    this.fileInput = el('input', { type: 'file', accept: '.map,.scen,.xml', multiple: true, hidden: true });
    open.addEventListener('click', () => this.fileInput.click());
    // Any other file (a SteerSuite .xml, a scenario) opens as Import… opens it, or is refused saying why.
    this.fileInput.addEventListener('change', async () => {
      const [file] = this.fileInput.files;
      if (file && !(await this.openFiles(this.fileInput.files))) await this.doc.openFile(file);
      this.fileInput.value = '';
    });
    this.hint = el('p', { className: 'muted small' });
    this.sceneHint = el('div', { className: 'row maps-scene-hint' });
    this.sceneHint.hidden = true;
    this.mapInfo = el('p', { className: 'maps-map' });
    this.cellInfo = el('p', { className: 'muted small maps-cells' });
    this.scenInfo = el('p', { className: 'muted small maps-scen' });

    this.behavior = el('select', {
      className: 'agent-behavior',
      title: t('map-agent-menu', null, 'title'),
    });
    for (const b of gridAgents(this.sim)) this.behavior.append(new Option(b, b));
    this.P = el('select', { className: 'agent-p', title: t('map-p-menu', null, 'title'), dir: 'ltr' }); // P = 7
    for (const p of P_CHOICES) this.P.append(new Option(`P = ${p}`, String(p)));
    this.#setAgentMenu(this.agent.behavior, this.agent.P);
    const agentChanged = (select) => {
      this.agent = { behavior: this.behavior.value, P: Number(this.P.value) };
      this.P.disabled = this.agent.behavior === 'greedy';
      select.blur();
      this.runner.cancel(); // a run under way was for the old agent
      this.job = null;
      this.results = null;
      this.summary.clear();
      this.list.showResults(null);
      this.summary.ready(this.set.count, this.#agentLabel());
      if (this.row >= 0 && this.detail.onRow) this.#setUp(this.row); // the scene follows the menu
    };
    this.behavior.addEventListener('change', () => agentChanged(this.behavior));
    this.P.addEventListener('change', () => agentChanged(this.P));
    this.agentRow = el('div', { className: 'row' }, el('label', {}, `${t('map-agent')} `, this.behavior), this.P);

    this.listBox = el('div', { className: 'maps-problems' });
    this.list = new ProblemList(this.listBox, (row) => this.#setUp(row));
    this.detailBox = el('div', { className: 'why maps-detail' });
    this.detail = new ProblemDetail(this.detailBox, this.sim, this.set);
    this.runBox = el('div');
    this.summary = new RunSummary(this.runBox, {
      start: () => this.#runAll(),
      cancel: () => this.runner.cancel(),
      filterBucket: (bucket) => this.list.filterBucket(bucket),
    });
    this.loaded = el(
      'div',
      {},
      this.mapInfo,
      this.cellInfo,
      this.scenInfo,
      this.agentRow,
      this.listBox,
      this.detailBox,
      this.runBox,
    );
    root.append(
      el('h2', { textContent: t('game-maps-heading') }),
      el('div', { className: 'row' }, open, this.fileInput),
      this.hint,
      this.sceneHint,
      this.loaded,
    );
  }

  #setAgentMenu(behavior, P) {
    this.agent = { behavior, P: behavior === 'greedy' ? this.agent.P : P };
    this.behavior.value = behavior;
    if (![...this.P.options].some((o) => Number(o.value) === this.agent.P))
      this.P.append(new Option(`P = ${this.agent.P}`, String(this.agent.P)));
    this.P.value = String(this.agent.P);
    this.P.disabled = behavior === 'greedy';
  }

  #agentLabel() {
    return this.agent.behavior === 'greedy' ? 'greedy' : `nproxy P = ${this.agent.P}`;
  }

  /** The map's size and cells as the core read them, with its swamp and water rule; the scen's count. */
  #showMap() {
    const set = this.set;
    const has = this.mapSource !== null;
    this.loaded.hidden = !has;
    this.hint.textContent = has ? '' : t('game-maps-hint');
    this.hint.hidden = has;
    if (!has) return;
    const cells = this.counts;
    this.mapInfo.textContent = t('map-info', {
      name: set.mapName,
      width: n(set.width),
      height: n(set.height),
      blocked: n(cells.blocked),
    });
    const spaced = (s) => [...s].join(' ');
    this.cellInfo.textContent = `${t('map-cells', {
      free: spaced(this.cells.free),
      blockedChars: spaced(this.cells.blocked),
      swamp: n(cells.swamp),
      water: n(cells.water),
    })} ${set.bundledName ? t('map-bundled', { name: set.bundledName }) : t('map-carried')}`;
    this.scenInfo.textContent = set.count
      ? t('map-scen', { name: set.scenName, count: n(set.count) })
      : t('map-no-scen');
    this.agentRow.hidden = this.listBox.hidden = !set.count;
    this.summary.ready(set.count, this.#agentLabel());
    this.runBox.hidden = !set.count;
    this.#showRow();
  }

  /** When the scene is on a bundled map whose problems are not listed, offers to list them. */
  #showSceneHint() {
    const name = this.module.bundledMapOf(this.sim.world);
    const listed = this.set.bundledName === name && this.set.count > 0;
    this.sceneHint.hidden = !name || listed;
    if (this.sceneHint.hidden) return;
    const button = el('button', { className: 'link', textContent: t('map-list-bundled', { name }) });
    button.addEventListener('click', async () => {
      await this.#loadSet();
      const index = await this.#index();
      const entry = index.examples.find((e) => e.map === name);
      this.#useBundled(name);
      if (entry) await this.#fetchScen(entry.scen);
      this.#showSceneHint();
    });
    this.sceneHint.replaceChildren(
      el('span', { className: 'muted small', textContent: t('map-on-bundled', { name }) }),
      button,
    );
  }

  #index() {
    this.indexPromise ??= fetch('examples/index.json').then((r) => r.json());
    return this.indexPromise;
  }

  #showRow() {
    this.detail.show(this.row, this.results);
  }
}
