// The facade over the core's Moving AI benchmark (the wasm `Benchmark`): a map and its scen's problems as
// the core parsed and checked them, the scenario of the map or of one problem row, and the core's
// problem runner with its per-bucket summary. Used by the page and by the run-all worker. No algorithm
// code: the optima, the runs and the tallies are the core's.

import { checkedLayout } from './layouts.js';

/** A copy of the 4-byte words behind a heap view (the bits, not the values converted). */
const copyWords = (view) => new Int32Array(view.buffer.slice(view.byteOffset, view.byteOffset + view.byteLength));

/** Agents the problem runner accepts, as the menu offers them: the core's grid behaviours, nproxy first. */
export function gridAgents(sim) {
  const grid = sim.behaviorNames.filter((_, b) => sim.behaviorFamilies[b] === 'grid');
  return [...grid.filter((b) => b === 'nproxy'), ...grid.filter((b) => b !== 'nproxy')];
}

/** A parse or check the core refused, with every error it found (each names its line). */
export class BenchmarkError extends Error {
  constructor(errors) {
    super(errors.join('\n'));
    this.name = 'BenchmarkError';
    this.errors = errors;
  }
}

export class BenchmarkSet {
  /** @param {object} module the instantiated wasm module
   *  @param {(message: object|null, english: string) => string} word words one of the core's errors from its message
   *    (the page's wordCore, in the reader's language); by default the core's English */
  constructor(module, word = (message, english) => english) {
    this.module = module;
    this.word = word;
    this.core = new module.Benchmark();
    this.problemLayout = checkedLayout(module.problemLayout());
    this.resultLayout = checkedLayout(module.resultLayout());
    this.outcomeNames = module.problemOutcomeNames();
    /** The problems, copied out of the heap once per scen (Int32 words and a Float32 view of them). */
    this.problemWords = new Int32Array(0);
    this.problemFloats = new Float32Array(0);
  }

  dispose() {
    this.core.delete();
  }

  /** Reads `.map` text; throws a BenchmarkError and changes nothing when the core refuses it.
   *  @returns {{width: number, height: number, blocked: number, swamp: number, water: number}} */
  loadMap(name, text) {
    return this.#loaded(this.core.loadMap(name, text));
  }

  /** Loads one of the maps compiled into the core ("arena"), as if read from "arena.map". */
  loadBundledMap(name) {
    return this.#loaded(this.core.loadBundledMap(name));
  }

  /** Reads `.scen` text and checks it against the map; throws a BenchmarkError (nothing changes) when refused. */
  loadScen(name, text) {
    const result = this.core.loadScen(name, text);
    if (result.errors.length) throw this.#refused(result);
    this.#copyProblems();
    return { count: this.count };
  }

  /** The core's refusal, each error worded from its message (`result.messages`, JSON text; none: as it is). */
  #refused(result) {
    const messages = result.messages ? JSON.parse(result.messages) : [];
    return new BenchmarkError(result.errors.map((e, i) => this.word(messages[i], e)));
  }

  #loaded(result) {
    if (result.errors.length) throw this.#refused(result);
    this.#copyProblems();
    return {
      width: result.width,
      height: result.height,
      blocked: result.blocked,
      swamp: result.swamp,
      water: result.water,
    };
  }

  #copyProblems() {
    this.problemWords = copyWords(this.core.problemsView()); // a copy: the heap may grow later
    this.problemFloats = new Float32Array(this.problemWords.buffer);
  }

  get mapName() {
    return this.core.mapName();
  }
  get scenName() {
    return this.core.scenName();
  }
  get width() {
    return this.core.width();
  }
  get height() {
    return this.core.height();
  }
  /** Problems in the scen (0 before one is loaded). */
  get count() {
    return this.problemWords.length / this.problemLayout.stride;
  }
  /** The bundled map whose cells these are, or '' (a scene on a bundled map links by name). */
  get bundledName() {
    return this.core.bundledName();
  }
  /** True when the world's grid is this map's cells (the world is the page's other module's: compared by
   *  digest, worked out again only after an edit). */
  matches(world) {
    const digest = this.core.digest();
    if (digest === '') return false;
    if (this.seen?.world !== world || this.seen.revision !== world.revision()) {
      this.seen = { world, revision: world.revision(), digest: world.gridDigest() };
    }
    return digest === this.seen.digest;
  }

  /** Row i of the scen: { row, line, bucket, start: [x, y], goal: [x, y], optimal } (the file's optimum). */
  problem(i) {
    const P = this.problemLayout,
      o = i * P.stride,
      w = this.problemWords;
    return {
      row: i,
      line: w[o + P.line],
      bucket: w[o + P.bucket],
      start: [w[o + P.startX], w[o + P.startY]],
      goal: [w[o + P.goalX], w[o + P.goalY]],
      optimal: this.problemFloats[o + P.optimal],
    };
  }

  /** The bucket of row i, without building an object. */
  bucketOf(i) {
    return this.problemWords[i * this.problemLayout.stride + this.problemLayout.bucket];
  }

  /** The scenario JSON text of the map alone (row < 0) or of one row with a grid agent; throws naming the field when the agent is not valid. */
  scenarioText(row, behavior, P) {
    const text = this.core.scenario(row, behavior, P);
    if (!text) throw new BenchmarkError([this.core.agentError()]);
    return text;
  }

  /** Chooses the agent that run() and runRows() use (and forgets recorded results). */
  setAgent(behavior, P) {
    const error = this.core.setAgent(behavior, P);
    if (error) throw new BenchmarkError([error]);
  }

  /** The core's optima of one row, without running an agent: { optimal, optimal4, stepLimit } (nulls when unreachable). */
  optima(row) {
    return this.core.optima(row);
  }

  /** Runs one row (not recorded): { outcome, steps, returns, stepLimit, optimal, optimal4, ratio }. */
  run(row) {
    return this.core.run(row);
  }

  /** Runs rows first..first+count-1, recording each result; returns how many ran. */
  runRows(first, count) {
    return this.core.runRows(first, count);
  }

  /** The recorded results, copied: Int32 words (`resultLayout.stride` per row) with a Float32 view of them. */
  results() {
    const words = copyWords(this.core.resultsView());
    return { words, floats: new Float32Array(words.buffer) };
  }

  /** The core's tallies of the recorded results: { buckets: [{bucket, problems, reached, ...}], all }. */
  summary() {
    return this.core.summary();
  }
}

/** One recorded result of results() as an object. */
export function resultAt(set, results, k) {
  const R = set.resultLayout,
    o = k * R.stride,
    w = results.words,
    f = results.floats;
  const outcome = set.outcomeNames[w[o + R.outcome]];
  return {
    row: w[o + R.row],
    outcome,
    steps: w[o + R.steps],
    returns: w[o + R.returns],
    stepLimit: w[o + R.stepLimit],
    optimal4: w[o + R.optimal4] < 0 ? null : w[o + R.optimal4],
    optimal: f[o + R.optimal] < 0 ? null : f[o + R.optimal],
    ratio: outcome === 'reached' ? f[o + R.ratio] : null,
  };
}
