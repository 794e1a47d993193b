// The open scenario as a document: its title and description, opening it from a link, a file or the
// gallery, exporting and sharing it, autosaving it, and undo. Every text goes through the core's
// validator; a rejected one is reported and the current scenario is left exactly as it was.
import { History } from './history.js';
import { importSteerSuite } from './importers.js';
import { coreLimit, decodeLink, encodeLink } from './link.js';
import { sceneRegions } from './regions.js';
import { loadScriptEngine, scriptEngineReady, textHasScripts } from './scripted.js';
import { ScenarioError } from './sim.js';
import { formatCount, t } from '../i18n/locale.js';
import '../i18n/en-first.js'; // the ld- messages it words

const AUTOSAVE_KEY = 'sidestep.autosave.v1';
/** Scenario texts of this many characters or more (1 MiB of ASCII, about a tenth of a second to read in wasm) are
 *  read beside the page where the module can (the threaded one): the page's thread stays free meanwhile. */
const BESIDE_BYTES = 1 << 20;
const AUTOSAVE_DELAY_MS = 400;
/** Most explicit agents autosaved (at about 150 bytes each, the 5 MB most browsers' localStorage holds). */
const MAX_AUTOSAVED_AGENTS = 30000;
/**
 * The longest share link made, in characters: Firefox opens no address longer than 1,048,576 characters
 * (its network.standard-url.max-length), the smallest limit of the major browsers (Chromium's is
 * 2,097,152), so links stay a little under it.
 */
export const MAX_SHARE_URL_CHARS = 1_000_000;

/** A scene whose link would be longer than browsers open. */
export class LinkTooLong extends Error {
  constructor(length) {
    super(
      t('ld-link-too-long', {
        length: formatCount(length),
        max: formatCount(MAX_SHARE_URL_CHARS),
        firefox: formatCount(1_048_576),
      }),
    );
    this.name = 'LinkTooLong';
    this.length = length;
  }
}

export class SceneDocument {
  /**
   * @param {import('./sim.js').Sim} sim
   * @param {{ onOpen: (meta: object, view: object | null) => void, viewState: () => object, onError: (title: string, errors: string[]) => void }} hooks
   */
  constructor(sim, hooks) {
    this.sim = sim;
    this.hooks = hooks;
    // An opening's undo entry keeps the document's meta and what the page keeps beside the scene (hooks.pageState:
    // the game maps' list), so undoing it brings both back.
    this.history = new History(sim, () => ({
      title: this.title,
      description: this.description,
      compare: this.compare,
      page: this.hooks.pageState?.(),
    }));
    this.title = '';
    this.description = '';
    /** The compare set (the file's "compare" key), or null. */
    this.compare = null;
    this.autosaveTimer = 0;
    /** Counts the openings asked for (openText): a big text read beside the page opens only if none came after it. */
    this.opening = 0;
    /** False in an embedded page: it never writes over the visitor's own autosaved scene. */
    this.autosave = true;
    /** True once the scene was edited since it was opened (or saved to My scenes). */
    this.modified = false;
  }

  /**
   * Opens scenario JSON text. Returns true on success; reports errors and changes nothing otherwise (the
   * undo and redo history included). With `undoable` (the default: an example, a file, a link, a map or
   * a problem row) the scene it replaces stays in the undo history; otherwise (the first scene of a
   * visit) the opened scene starts a fresh history.
   */
  openText(text, source, { undoable = true } = {}) {
    if (!scriptEngineReady() && textHasScripts(text)) {
      // its scripts need the engine: loaded first, then opened
      return loadScriptEngine().then(
        () => this.openText(text, source, { undoable }),
        (err) => {
          this.hooks.onError(t('ld-failed', { source }), [t('ld-script-engine', { error: err.message })]);
          return false;
        },
      );
    }
    const ticket = ++this.opening; // a text read beside the page before this one is dropped once read (open-beside.js)
    const beside = this.sim.module.beside; // the threaded module's: a big text is read beside the page
    beside?.stopLoad(); // and stops reading: the calls below wait for it
    if (beside && text.length >= BESIDE_BYTES && !textHasScripts(text)) {
      const asked = { ticket, generation: this.sim.generation };
      return import('./open-beside.js').then((m) => m.openBeside(this, text, source, undoable, asked));
    }
    // An edited scene is kept (My scenes) before another replaces it: taken now, kept once the new one opened.
    const kept = this.modified && this.hooks.captureForKeeping ? this.hooks.captureForKeeping() : null;
    // The scene it replaces, put on the undo history only once the new one opened: a refused text leaves the redo
    // history too as it was (the core's load checks the text and changes nothing when it refuses it, so the text is
    // read once: a crowd of 100,000 agents took 1.2 s to check and 1.3 s more to load before).
    const before = undoable ? this.history.take(true) : null;
    let opened;
    try {
      opened = this.sim.loadScenario(text);
    } catch (err) {
      if (before) this.history.forget(before);
      this.hooks.onError(t('ld-failed', { source }), err instanceof ScenarioError ? err.errors : [err.message]);
      return false;
    }
    if (before) this.history.keep(before);
    else this.history.reset();
    return this.opened(opened, source, kept);
  }

  /** A scenario `opened` (what Sim.loadScenario returns) is the scene now: the document's meta and the page
   *  (`kept`: the scene it replaced, for My scenes, or null). Returns false when the page failed to show it (said;
   *  the scene replaced stays on the undo history). Also for web/sim/open-beside.js. */
  opened({ title, description, view, compare }, source, kept) {
    this.title = title;
    this.description = description;
    this.compare = compare;
    this.regionsBefore = null;
    try {
      this.hooks.onOpen({ title, description, source }, view, compare);
      this.changed();
    } catch (err) {
      this.hooks.onError(t('ld-failed', { source }), [err.message]);
      return false;
    }
    this.modified = false;
    if (kept) this.hooks.keep?.(kept);
    return true;
  }

  async openLink(link, source = t('ld-name-link'), options = {}) {
    let text;
    try {
      text = await decodeLink(link);
    } catch (err) {
      this.hooks.onError(t('ld-failed', { source }), [err.message]);
      return false;
    }
    return this.openText(text, source, options);
  }

  async openFile(file) {
    if (file.size > coreLimit('scenarioBytes')) {
      // refused unread: the scene open stays
      const n = formatCount; // the locale's digit grouping
      this.hooks.onError(t('ld-failed', { source: file.name }), [
        t('ld-too-large', {
          size: n(file.size),
          limit: n(coreLimit('scenarioBytes')),
          mib: n(coreLimit('scenarioBytes') / 2 ** 20),
        }),
      ]);
      return false;
    }
    const text = await file.text();
    const trimmed = text.trimStart();
    if (trimmed.startsWith('{')) return this.openText(text, file.name);
    if (trimmed.startsWith('<') || /\.xml$/i.test(file.name)) return this.openSteerSuite(text, file.name);
    const saved = trimmed.trimEnd();
    if (saved.includes('#s=') || /^[A-Za-z0-9_=-]+$/.test(saved)) return this.openLink(saved, file.name); // a saved link
    const map = /^type\s/.test(trimmed) ? t('ld-movingai-hint') : '';
    this.hooks.onError(t('ld-failed', { source: file.name }), [t('ld-not-a-scene', { name: file.name }) + map]);
    return false;
  }

  /** A SteerSuite test case (XML): imported by the core (the importers' module, fetched on first use), then
   *  opened as any scenario (one undoable step). */
  async openSteerSuite(xml, source, options = {}) {
    const result = await importSteerSuite(xml, source);
    if (result.errors) {
      this.hooks.onError(
        t('ld-failed', { source }),
        result.errors.map((e) => `${source}: ${e}`),
      );
      return false;
    }
    return this.openText(result.scenario, `${source} (SteerSuite)`, { undoable: true, ...options });
  }

  async openUrl(url, source, options = {}) {
    const response = await fetch(url);
    if (!response.ok) {
      this.hooks.onError(t('ld-failed', { source }), [`${url}: HTTP ${response.status}`]);
      return false;
    }
    return this.openText(await response.text(), source, options);
  }

  /** The whole scenario as an object: the world's definition, title, description, and (for links) the view. */
  toObject({ withView = false } = {}) {
    const scenario = this.sim.exportScenario(); // key order as the core writes it: version, title, ...
    scenario.title = this.title;
    scenario.description = this.description;
    if (this.compare && !this.#compareFits(scenario)) {
      // An edit since (an agent it names removed, a behaviour changed) left the compare set not fitting the
      // scene: it is dropped, so no file, link or autosave is written that the page would refuse to open.
      this.hooks.onCompareDropped?.(this.compareError);
      this.compare = null;
    }
    if (this.compare) scenario.compare = this.compare;
    if (withView) scenario.view = this.hooks.viewState();
    return scenario;
  }

  /**
   * Sets the compare set (a list of 2 to 4 variants, or null for none) after the core validated the scene
   * with it; throws a ScenarioError naming the field otherwise, and nothing changes.
   */
  setCompare(variants) {
    if (variants) {
      const errors = this.sim.validateScenario(JSON.stringify({ ...this.toObject(), compare: variants }));
      if (errors.length) throw new ScenarioError(errors);
    }
    this.compare = variants ?? null;
    this.changed();
  }

  /** Clear all: a new, empty scene (the core's: its grid size and default settings) in place of this one, as one
   *  undoable step that keeps the title, description, compare set and the page's state to bring back. */
  clearScene() {
    this.history.checkpoint(true);
    this.modified = true;
    this.sim.clear();
    Object.assign(this, { title: '', description: '', compare: null, regionsBefore: null });
    this.hooks.onOpen({ title: '', description: '', source: 'clear' }, null, null);
    this.changed();
  }

  /** Sets the title and/or description ({ title, description }); the caller checked them with the core. */
  setMeta({ title = this.title, description = this.description }) {
    this.modified = true;
    this.title = title;
    this.description = description;
    this.changed();
  }

  /** Whether the compare set still fits the scenario (checked by the core); the first error in compareError. */
  #compareFits(scenario) {
    const errors = this.sim.validateScenario(JSON.stringify({ ...scenario, compare: this.compare }));
    this.compareError = errors[0] ?? '';
    return errors.length === 0;
  }

  /** Pretty JSON for files. */
  toFileText() {
    return `${JSON.stringify(this.toObject(), null, 2)}\n`;
  }

  /**
   * A share link (whole URL) that reopens this scenario with the current view. Throws a LinkTooLong
   * error when the link would be longer than browsers open (MAX_SHARE_URL_CHARS).
   */
  async shareUrl(base = `${location.origin}${location.pathname}`) {
    const url = `${base}#s=${await encodeLink(JSON.stringify(this.toObject({ withView: true })))}`;
    if (url.length > MAX_SHARE_URL_CHARS) throw new LinkTooLong(url.length);
    return url;
  }

  // ---- edits, undo, autosave ------------------------------------------------------------------

  /** Call before an edit (a whole pointer stroke counts as one). */
  beginEdit() {
    this.hooks.beforeEdit?.();
    this.history.checkpoint();
    this.modified = true;
    this.regionsBefore = sceneRegions(this.sim);
  }

  /** Call after the world changed: schedules an autosave. */
  changed() {
    // An edit of a region's agent at step 0 made the core turn that region (and those after it) into
    // explicit agents: said once, with the regions it was (Undo, one step, brings them back).
    const before = this.regionsBefore;
    if (before?.length) {
      const now = sceneRegions(this.sim).length;
      if (now < before.length) this.hooks.onRegionsExplicit?.(before.slice(now));
      this.regionsBefore = before.slice(0, now);
    }
    this.#saveSoon();
    this.hooks.onChanged?.();
  }

  /** Call after only the view changed (the camera, the pace): autosaves as changed() does, but the scene is the same,
   *  so a lesson's caption and verdict stand. */
  viewChanged() {
    this.#saveSoon();
  }

  /** Autosaves after AUTOSAVE_DELAY_MS, or later while a big file is read beside the page (saving would wait for it:
   *  the page's thread would be held until it is read). */
  #saveSoon() {
    clearTimeout(this.autosaveTimer);
    this.autosaveTimer = setTimeout(
      () => (this.sim.module.beside?.loading() ? this.#saveSoon() : this.saveNow()),
      AUTOSAVE_DELAY_MS,
    );
  }

  undo() {
    if (this.history.canUndo) this.sim.module.beside?.stopLoad(); // a big text read meanwhile is dropped: stop it
    this.#restore(this.history.undo());
  }
  redo() {
    if (this.history.canRedo) this.sim.module.beside?.stopLoad();
    this.#restore(this.history.redo());
  }

  /** After undo or redo of `entry`: an undone or redone opening brings back that scene's title, description and
   *  compare set; any other edit undone or redone tells hooks.onRestored (a compare's panes, copies of the scene,
   *  are made again from it). */
  #restore(entry) {
    if (!entry) return;
    this.regionsBefore = null;
    const { meta } = entry;
    if (meta) {
      Object.assign(this, { title: meta.title, description: meta.description, compare: meta.compare });
      this.hooks.onOpen({ title: this.title, description: this.description, source: 'undo' }, null, this.compare);
      if (meta.page !== undefined) this.hooks.restorePageState?.(meta.page);
    } else {
      this.hooks.onRestored?.();
    }
    this.changed();
  }

  saveNow() {
    clearTimeout(this.autosaveTimer);
    if (!this.autosave) return;
    // A scene of many explicit agents (over about 5 MB as text) would not fit in the browser's storage: it is
    // not written out in vain on every edit (a crowd of regions is a few lines, and is kept).
    const regionAgents = sceneRegions(this.sim).reduce((n, r) => n + r.count, 0);
    if (this.sim.agentCount - regionAgents > MAX_AUTOSAVED_AGENTS) return;
    try {
      localStorage.setItem(AUTOSAVE_KEY, JSON.stringify(this.toObject({ withView: true })));
    } catch {
      // Storage full or disabled (private mode): autosave is a convenience, the page goes on.
    }
  }

  /** The autosaved scenario text, or null. */
  static autosaved() {
    try {
      return localStorage.getItem(AUTOSAVE_KEY);
    } catch {
      return null;
    }
  }
}
