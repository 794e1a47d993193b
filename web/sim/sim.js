// The facade over the wasm module: owns the run (the core's Timeline and the World it holds), gives
// defaults and names, turns edit errors into exceptions, and reads the state through zero-copy views
// (one boundary crossing per view per frame, never one per agent). No algorithm code: every decision
// is made in the core. Every edit goes through the Timeline, so an edit made during a run becomes part
// of its history (links, files and autosave reproduce it) and going back replays it exactly.

import { t, wordCore } from '../i18n/locale.js';
import '../i18n/en-first.js'; // the ld- messages it words
import { coreTables } from './layouts.js';
import { agentMarkers, agentRecord, circleRecord, eventList, eventRecord, stateRecord } from './records.js';
import { RunScripts } from './scripted.js';
import { explainModule, loadExplainer } from './explainer.js';
import { SimEdits } from './sim-edits.js';
import { ScenarioError } from './scenario-error.js';
import { stateViews, viewsFresh } from './views.js';

/** Memory for the timeline's keyframes in the page; undo entries share them. */
const KEYFRAME_BUDGET_BYTES = 64 << 20;

/** The core's validation errors in the reader's language: each error's message ({id, args}, in `result.messages`,
 *  JSON text) worded by the locale's catalogue; an error without one, and every error in English, as the core
 *  wrote it. */
function wordedErrors(result) {
  const messages = result.messages ? JSON.parse(result.messages) : [];
  return result.errors.map((text, i) => wordCore(messages[i], text));
}

/** What a scenario file says besides its run, from Timeline.load's answer `result` (the page's document keeps it). */
const openedMeta = (result) => ({
  title: result.title,
  description: result.description,
  view: result.view ? JSON.parse(result.view) : null,
  compare: result.compare ? JSON.parse(result.compare) : null,
});

export class Sim extends SimEdits {
  /** @param {object} module the instantiated wasm module (createSidestep()) */
  /** With `borrowed`, a run owned elsewhere (a compare's variant): never deleted here. */
  constructor(module, width = 24, height = 16, borrowed = null) {
    super();
    this.module = module;
    this.owned = !borrowed;
    this.timeline = borrowed ?? new module.Timeline(width, height);
    this.timeline.setBudget(KEYFRAME_BUDGET_BYTES);
    this.world = this.timeline.world(); // borrowed from the timeline: never deleted here
    /** Changes whenever the world object's contents were replaced (a load, a seek back, undo): caches
     *  keyed on the world's revision also key on this. */
    this.generation = 0;
    Object.assign(this, coreTables(module)); // layouts, names and constants (agentLayout, behaviorNames, paces...)
    this.pathCache = { revision: -1, paths: [], targets: [] };
    this.field = new module.FieldOverlay();
    this.groundBuffer = new module.FeelerGround(); // the ground under the watched agent's feelers
    this.trailBuffer = new module.TrailBuffer(); // the watched agent's trail, from the run's history
    this.watchedAgent = -1; // the agent whose trail and ground are read (the page's selection)
    this.groundKey = { world: null, revision: -1, step: -1, agent: -1, view: null };
    this.version = 0; // bumped on every step and edit, so the page knows to redraw
    this.viewCache = null;
    this.trailCache = null;
    this.scripts = new RunScripts(module, this.timeline, () => this.version++); // synced again on each load and swap
  }

  /** Why edit `text` was refused, in the reader's language: each error its parse finds (the core's editErrors),
   *  worded from its message and joined as the core joins them; else the World's own refusal, worded from the
   *  message the edit returned (`result.message`, JSON text; "" for one still English, shown as the core wrote it). */
  editError(result, text) {
    const parse = JSON.parse(this.module.editErrors(text));
    if (parse.errors.length) return parse.errors.map((e, i) => wordCore(parse.messages[i], e)).join('; ');
    return result.message ? wordCore(JSON.parse(result.message), result.error) : result.error;
  }

  /** Applies one edit as JSON text through the run's Timeline (SimEdits' edits come here): {index, error}. */
  applyEditText(text) {
    return this.timeline.edit(text);
  }

  /** Applies one edit to the scene from step 0 and replays the run to `step` (a lesson's checkpoint). */
  applyEditFromStart(text, step) {
    return this.timeline.editFromStart(text, step);
  }

  dispose() {
    this.module.beside?.settle(); // steps under way beside the page land first (web/sim/beside.js)
    this.scripts.dispose();
    if (this.owned) this.timeline.delete();
    this.field.delete();
    this.groundBuffer.delete();
    this.trailBuffer.delete();
    this.world = null;
    this.timeline = null;
  }

  // ---- running ---------------------------------------------------------------------------------

  /** Advances up to n steps; returns how many were taken. */
  step(n = 1) {
    if (!Number.isInteger(n) || n < 0) throw new RangeError(t('ld-step-n', { got: String(n) }));
    const taken = this.timeline.run(n);
    this.version++;
    this.scripts.check(this.stepCount);
    return taken;
  }

  /** Goes to a step of the run (exact: the same state as a fresh run to it, edits included). */
  seek(step) {
    if (!Number.isInteger(step) || step < 0) throw new RangeError(t('ld-seek-step', { got: String(step) }));
    const before = this.stepCount;
    this.timeline.seek(step);
    if (this.stepCount < before || step < before) this.generation++;
    this.version++;
    this.scripts.check(this.stepCount, () => this.seek(step));
    return this.stepCount;
  }

  /** Steps back n steps (at most to step 0). */
  back(n = 1) {
    return this.seek(Math.max(0, this.stepCount - n));
  }

  /** The furthest step computed since the run's history last changed. */
  get frontier() {
    return this.timeline.frontier();
  }

  /** The steps of the edits made during the run (one entry per edit). */
  historySteps() {
    return this.timeline.historySteps();
  }

  /** Keyframes kept for going back: how many, their bytes, the steps between them, the budget. */
  keyframes() {
    const t = this.timeline;
    return {
      count: t.keyframeCount(),
      bytes: t.keyframeBytes(),
      interval: t.interval(),
      budget: t.budget(),
      recent: t.recentBytes(),
    };
  }

  // ---- events ----------------------------------------------------------------------------------

  /** How many events the run computed so far has (steps 1..frontier). */
  get eventCount() {
    return this.timeline.eventCount();
  }

  /** The events as an Int32Array view (`eventLayout.stride` words each; kind and stop are indexes into
   *  eventKindNames and stopReasonNames). Take it again after any step, seek or edit. */
  eventWords() {
    return this.timeline.events();
  }

  /** The events as objects { step, agent, name, event, reason?, laps?, circle? | wall? | obstacle?, other?,
   *  otherName? } (the CLI's `run --events` lines), optionally only those of one kind and/or one agent. */
  events({ kind = null, agent = null } = {}) {
    return eventList(this, kind, agent);
  }

  /** Event i as an object (see events()). */
  eventAt(i, words = this.eventWords()) {
    return eventRecord(this, i, words);
  }

  /** Makes every agent's next decision now (the first half of the next step; a no-op when fresh). */
  decide() {
    if (this.scripts.stalledAt(this.stepCount)) return; // given up there: asked again when the user says so
    this.world.refreshDecisions();
    this.scripts.check(this.stepCount);
  }

  /** Starts the scene as it is now over: every agent back at its start, step 0; edits made during the
   *  run become part of the scene and the run's history is cleared (seek(0) keeps it instead). */
  reset() {
    this.timeline.restartHere();
    this.version++;
    this.generation++;
  }

  get stepCount() {
    return this.world.stepCount();
  }
  get finished() {
    return this.world.finished();
  }
  get width() {
    return this.world.width();
  }
  get height() {
    return this.world.height();
  }
  get dt() {
    return this.world.dt();
  }
  /** The state's hash (16 hex digits): the one the steps beside the page took with them when nothing changed the
   *  run since they landed (web/sim/beside.js), else taken now. */
  hash() {
    const revision = this.world.revision(); // a call: steps under way land first
    const l = this.landing;
    if (l?.hash && l.hashVersion === this.version && l.hashRevision === revision) return l.hash;
    return this.world.hash();
  }

  // ---- loading and copies ----------------------------------------------------------------------

  /**
   * Replaces the world with scenario JSON text when the core finds it valid; otherwise throws a
   * ScenarioError listing every problem and leaves the world untouched.
   * @returns {{title: string, description: string, view: object | null}}
   */
  loadScenario(text) {
    const result = this.timeline.load(text);
    if (result.errors.length) throw new ScenarioError(wordedErrors(result));
    this.version++;
    this.generation++;
    this.scripts.sync(this.timeline, () => this.version++);
    return openedMeta(result);
  }

  /** Makes `timeline`, a run read beside the page (web/sim/beside.js's load; `result` its answer, as Timeline.load's),
   *  the current run, as swap() does; throws a ScenarioError when the text was refused (nothing changes then).
   *  Returns what loadScenario returns, and the run it replaced as `previous` (the caller's to keep or delete). */
  adopt(timeline, result) {
    if (result.errors.length) throw new ScenarioError(wordedErrors(result));
    const meta = openedMeta(result);
    timeline.setBudget(this.timeline.budget()); // the page's keyframe budget, as the run it replaces had
    return { ...meta, previous: this.swap(timeline) };
  }

  /** The run as a scenario object (format v1): step 0 and the edits made during the run ("history"),
   *  without title, description or view. */
  exportScenario() {
    return JSON.parse(this.timeline.exportScenario());
  }

  /** Checks scenario text with the core's validator without touching the world; returns the errors. */
  validateScenario(text) {
    return wordedErrors(this.module.validateScenario(text));
  }

  /** An explicit copy of the whole run (for undo: the world, the history, shared keyframes); the caller owns it. */
  snapshot() {
    return this.timeline.clone();
  }

  /** Makes a snapshot the current run; the previous run is returned to the caller to keep or delete. */
  swap(snapshot) {
    const previous = this.timeline;
    this.timeline = snapshot;
    this.world = snapshot.world();
    this.scripts.sync(snapshot);
    this.version++;
    this.generation++;
    return previous;
  }

  /** The scene's pace when its file says none (the core's defaultPace: grid agents only, or real time). */
  defaultPace() {
    return this.module.defaultPace(this.world);
  }

  /** Reads agent i's trail and feelers' ground from now on (-1: none): the page's selection. The trail
   *  itself comes from the run's history, whatever was watched before. */
  watch(i) {
    this.watchedAgent = i;
  }
  get watched() {
    return this.watchedAgent;
  }

  /** Runs the calls that may allocate in the wasm heap (and so detach views) before a frame takes its views: the
   *  grid agents' next decisions, and the whole-grid fields of agent `fieldAgent` (-1: none). */
  prepare(fieldAgent = -1) {
    this.world.refreshDecisions();
    this.field.update(this.world, fieldAgent);
  }

  /** The fields prepared for one grid agent (P-proxy heat map, P-step, cells within P steps), with versions that
   *  change when the core recomputed them; null when no grid agent was prepared. */
  fieldViews() {
    const proxy = this.field.proxyView();
    if (!proxy.length) return null;
    return {
      proxy,
      step: this.field.stepView(),
      reach: this.field.reachView(),
      big: this.field.big(),
      P: this.field.lookahead(),
      fieldVersion: this.field.fieldVersion(),
      reachVersion: this.field.reachVersion(),
    };
  }

  // ---- reading ---------------------------------------------------------------------------------

  /**
   * Typed-array views over the wasm heap (float, and word views of the same memory for integer fields).
   * Kept from call to call and taken again only when an array behind them moved, changed length or the
   * heap grew: a step moves nothing, so playing allocates no views.
   */
  views() {
    this.world.refreshDecisions(); // no-op unless an edit or a step made the decisions stale
    this.#sampleGround();
    const key = this.world.viewsKey();
    const c = this.viewCache;
    if (viewsFresh(c, this.world, key) && c.ground === this.groundKey.view) return c; // byteLength 0: the heap grew
    const ground = this.groundKey.view;
    this.viewCache = stateViews(this.module, this.world, key);
    this.viewCache.ground = ground; // the watched agent's feelers' ground (the side view's), see Relief; sampled each step
    this.viewCache.groundInts = new Int32Array(ground.buffer, ground.byteOffset, ground.length);
    return this.viewCache;
  }

  /** Samples the ground under the watched agent's feelers when the state or the agent changed (no allocation:
   *  into the run's FeelerGround; a new view only when the heap grew). */
  #sampleGround() {
    const g = this.groundKey,
      step = this.stepCount,
      revision = this.world.revision();
    if (g.view && g.view.buffer.byteLength === 0) g.view = null;
    if (g.view && g.world === this.world && g.revision === revision && g.step === step && g.agent === this.watchedAgent)
      return;
    this.module.sampleFeelerGround(this.world, this.watchedAgent, this.groundBuffer);
    g.world = this.world;
    g.revision = revision;
    g.step = step;
    g.agent = this.watchedAgent;
    if (!g.view) g.view = this.module.feelerGroundView(this.groundBuffer);
  }

  /** The watched agent's trail up to now as [x0, y0, x1, y1, ...] (its newest positions, from the run's
   *  history: every step, or every few over the memory budget); kept until the run, the step or the agent
   *  changes. */
  trail() {
    const c = this.trailCache;
    const pastId = this.timeline.pastId(),
      step = this.stepCount;
    if (
      c &&
      c.timeline === this.timeline &&
      c.pastId === pastId &&
      c.step === step &&
      c.agent === this.watchedAgent &&
      c.view.buffer.byteLength !== 0
    )
      return c.view;
    const view = this.timeline.trail(this.watchedAgent, this.trailBuffer);
    if (c) Object.assign(c, { timeline: this.timeline, pastId, step, agent: this.watchedAgent, view });
    else this.trailCache = { timeline: this.timeline, pastId, step, agent: this.watchedAgent, view };
    return view;
  }

  /** Agent i's route as the core planned it: a Float32Array view of x, y pairs (world units, the last its goal),
   *  empty without one. A view of the core's memory, valid until the agent plans again, an edit or a seek. */
  routeWaypoints(i) {
    return this.module.routeView(this.world, i);
  }

  /** Agent i's state in the core's word: its stop reason once stopped ("reached", "maxSteps", ...), "stalled" while
   *  it moves without coming closer to its goal, else "moving". */
  agentStatus(i) {
    return this.world.agentStatus(i);
  }

  /** One agent as plain JSON (cell coordinates for grid agents), from views taken by the caller or afresh. */
  agent(i, v = this.views()) {
    return agentRecord(this, i, v);
  }

  get agentCount() {
    return this.world.agentCount();
  }

  /** Agent i's numbers and the reason for its next move in the core's words (those of the viewer and `sidestep
   *  explain`): { facts: [[label, value, labelId, message]], lines: [{ style, chosen, spans: [{ text, chosen, message? }] }], table: { header,
   *  rows: [{ cells, mark }] } }, or null for no such agent, and null until the explain module (sim/explainer.js)
   *  is here: the first call fetches it, and the run's version changes when it arrives. */
  explain(i) {
    const words = explainModule();
    if (!words)
      return (
        loadExplainer().then(
          () => {
            this.version++;
          },
          () => {},
        ) && null
      );
    this.world.refreshDecisions();
    return JSON.parse(words.explainPacked(this.module.explainSource(this.world, i))); // its bytes, copied across
  }

  /** One circle as {x, y, r, height} (height null: tall), or null. */
  circle(i) {
    return circleRecord(this, i);
  }

  /** Where each agent and its goal are, for hit-testing pointer input: [{grid, x, y, gx, gy, radius}]. */
  agentMarkers() {
    return agentMarkers(this);
  }

  /** Counters for the run panel, without building every agent. */
  summary() {
    // The whole run's measures as the core totals them (world/run_totals.hpp).
    const t = this.module.runTotals(this.world);
    return {
      step: this.stepCount,
      maxSteps: this.world.maxSteps(),
      dt: this.dt,
      finished: this.finished,
      hash: this.hash(),
      ...t,
    };
  }

  /** The whole state as plain JSON (for the console, tests and snapshots of the UI). */
  state() {
    return stateRecord(this);
  }
}

export { ScenarioError };
