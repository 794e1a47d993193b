// The npm package's World: one of the core's worlds (no Timeline: no history, no keyframes, so a game can edit it
// every frame for hours), stepped and edited by a game. Edits, names and settings' specs come from the page's own
// SimEdits (web/sim/sim-edits.js), the records from web/sim/records.js, the layouts from web/sim/layouts.js and the
// views from web/sim/views.js: the page and the package read the core through the same code. No algorithm here.
import { coreTables } from '../../../web/sim/layouts.js';
import { agentMeasures, agentRecord } from '../../../web/sim/records.js';
import { SimEdits } from '../../../web/sim/sim-edits.js';
import { stateViews, viewsFresh } from '../../../web/sim/views.js';
import { t } from '../../../web/i18n/locale.js';
import '../../../web/i18n/en-settings.js'; // the settings' explanations (en.ftl's: the core keeps no words of them)
import { loadExplainModule } from './module.js';

/** The body fields of a continuous agent that setSetting() sets (the core's AgentBody names). */
const BODY = ['radius', 'maxSpeed', 'maxAccel'];

export class World extends SimEdits {
  /** @param {{module: object, threads: number, reason: string}} sidestep what loadModule() gave
   *  @param {object} handle the module's World, owned from now on (delete() frees it) */
  constructor(sidestep, handle, { title = '', description = '', locateFile = null } = {}) {
    super();
    this.module = sidestep.module;
    /** Threads a step uses (the caller's included), and why one when it is one. */
    this.threads = sidestep.threads;
    this.threadsReason = sidestep.reason;
    this.world = handle;
    this.title = title;
    this.description = description;
    this.locateFile = locateFile;
    Object.assign(this, coreTables(this.module)); // layouts, names and settings' specs, from the core
    // Each spec with its explanation, `doc` (the catalogue's English: the page's panel shows the same words).
    const withDoc = (owner) => (s) => ({ ...s, doc: t(`doc-${owner}-${s.name}`) });
    this.specs = this.specs.map((list, b) => list.map(withDoc(this.behaviorNames[b])));
    this.avoidanceSpecs = this.avoidanceSpecs.map(withDoc('avoidance'));
    this.version = 0; // SimEdits bumps it on every edit
    this.generation = 0;
    this.viewCache = null;
    this.buffers = { positions: null, velocities: null };
  }

  /** SimEdits' edits come here: applied to the world now ({index, error}). */
  applyEditText(text) {
    this.#alive();
    return this.module.applyEdit(this.world, text);
  }

  /** Frees the core's world. Any later call throws. */
  delete() {
    if (!this.world) return;
    this.world.delete();
    this.world = null;
    this.viewCache = null;
  }

  #alive() {
    if (!this.world) throw new Error('world: deleted (delete() was called)');
  }

  // ---- running ------------------------------------------------------------------------------------

  /** Advances up to n fixed steps of dt seconds; returns how many were taken (fewer once every agent stopped or the
   *  step limit, sim.maxSteps, is reached). */
  step(n = 1) {
    this.#alive();
    if (!Number.isInteger(n) || n < 0) throw new RangeError(`step: n must be a whole number >= 0, got ${n}`);
    const taken = this.world.run(n);
    this.version++;
    return taken;
  }

  /** The state's 64-bit hash as 16 hex digits: equal runs give equal hashes, natively and in wasm. */
  hash() {
    this.#alive();
    return this.world.hash();
  }

  get stepCount() {
    this.#alive();
    return this.world.stepCount();
  }
  get agentCount() {
    this.#alive();
    return this.world.agentCount();
  }
  get circleCount() {
    this.#alive();
    return this.world.circleCount();
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
  /** The fixed time step, seconds. */
  get dt() {
    return this.world.dt();
  }

  // ---- reading ------------------------------------------------------------------------------------

  /** The state's typed-array views over the wasm heap (see web/sim/views.js), with the decisions of the next step
   *  made first; kept from call to call and taken again only when an array moved or the heap grew. */
  views() {
    this.#alive();
    this.world.refreshDecisions();
    const key = this.world.viewsKey();
    if (!viewsFresh(this.viewCache, this.world, key)) this.viewCache = stateViews(this.module, this.world, key);
    return this.viewCache;
  }

  /** Every agent as a plain object: name, behavior, kind, x, y, vx, vy, goal [x, y], radius, status (the core's word:
   *  moving, stalled, reached, ...) and measures (collisions, contacts, path length, ...). A new array each call: for
   *  thousands of agents a frame, read positions() and velocities(). */
  agents() {
    const v = this.views();
    const names = this.agentNames();
    const out = [];
    for (let i = 0; i < names.length; i++) out.push(this.#summary(i, v, names[i]));
    return out;
  }

  /** Agent i as agents() gives it, or null. */
  agent(i) {
    const v = this.views();
    return Number.isInteger(i) && i >= 0 && i < this.agentCount ? this.#summary(i, v, this.agentName(i)) : null;
  }

  #summary(i, v, name) {
    const A = this.agentLayout,
      f = v.agents,
      u = v.agentWords,
      o = i * A.stride;
    return {
      name,
      behavior: this.behaviorNames[u[o + A.behavior]],
      kind: u[o + A.kind] === 0 ? 'grid' : 'continuous',
      x: f[o + A.x],
      y: f[o + A.y],
      vx: f[o + A.vx],
      vy: f[o + A.vy],
      goal: [f[o + A.goalX], f[o + A.goalY]],
      radius: f[o + A.radius],
      status: this.world.agentStatus(i),
      measures: agentMeasures(this, i, v),
    };
  }

  /** Every agent's position as [x0, y0, x1, y1, ...] (world units; a grid agent's cell), copied once from the core's
   *  agent records into `out` (or into an array this world keeps and reuses: the same Float32Array every call while the
   *  number of agents stays, so a frame allocates nothing; copy it to keep it). */
  positions(out = null) {
    return this.#pairs('positions', 'x', 'y', out);
  }

  /** Every agent's velocity as [vx0, vy0, vx1, vy1, ...] (world units per second), as positions() does. */
  velocities(out = null) {
    return this.#pairs('velocities', 'vx', 'vy', out);
  }

  #pairs(which, fx, fy, out) {
    const v = this.views();
    const A = this.agentLayout,
      f = v.agents,
      n = f.length / A.stride;
    let target = out;
    if (!target) {
      if (this.buffers[which]?.length !== 2 * n) this.buffers[which] = new Float32Array(2 * n);
      target = this.buffers[which];
    } else if (target.length < 2 * n)
      throw new RangeError(`${which}: out must hold ${2 * n} numbers (2 per agent), got ${target.length}`);
    for (let i = 0, o = 0; i < n; i++, o += A.stride) {
      target[2 * i] = f[o + A[fx]];
      target[2 * i + 1] = f[o + A[fy]];
    }
    return target;
  }

  /** What agent i's next decision recorded, as a debug overlay draws it: { behavior, kind, steering (rays with their
   *  hits, the forces base, steer, brake, avoid, acceleration, velocity, the rule and note), context (interest and
   *  danger per slot), orca (half-planes, chosen velocity), grid (a grid agent's neighbours' proxies and choice) },
   *  each null where the behaviour has none; null for no such agent. */
  records(i) {
    const v = this.views();
    const r = Number.isInteger(i) ? agentRecord(this, i, v) : null;
    if (!r) return null;
    return {
      behavior: r.behavior,
      kind: r.kind,
      steering: r.steering,
      context: r.context,
      orca: r.orca,
      grid: r.decision,
    };
  }

  /**
   * Agent i's numbers and the reason for its next move, in the words of the page's panel and `sidestep explain`:
   * { facts: [[label, value, labelId, message]], lines: [{ style, chosen, spans: [{ text, chosen, message? }] }], table, text } (text: the same as
   * plain lines), or null for no such agent. The state is the one at the call; the first call loads the explain module.
   */
  async explain(i) {
    this.#alive();
    if (!Number.isInteger(i) || i < 0 || i >= this.agentCount) return null;
    this.world.refreshDecisions();
    const bytes = this.module.explainSource(this.world, i).slice(); // a copy: the view is valid until the next call
    const words = await loadExplainModule(this.locateFile);
    const explanation = JSON.parse(words.explainPacked(bytes));
    return explanation && { ...explanation, text: words.explainPackedText(bytes) };
  }

  /** The world's definition as a scenario object (format v1): grid, circles, agents at their starts with their goals
   *  and every setting as it is now, sim settings. Not the agents' current positions: createWorld() of it starts over. */
  toScenario() {
    this.#alive();
    const scene = JSON.parse(this.world.exportScenario());
    return {
      ...(this.title ? { title: this.title } : {}),
      ...(this.description ? { description: this.description } : {}),
      ...scene,
    };
  }

  /** Agent i's definition as a scenario's "agents" entry (its current settings by name), or null. */
  agentDefinition(i) {
    this.#alive();
    const text = this.module.agentDef(this.world, i);
    return text ? JSON.parse(text) : null;
  }

  // ---- editing (each checked by the core: an Error with the core's message, the world unchanged) -----

  /** Adds an agent from a definition as scenario files write one: { behavior, start: [x, y], goal: [x, y], name,
   *  radius, maxSpeed, maxAccel, params: {name: value}, avoidAgents, avoidance: {name: value}, path }. Returns its
   *  index. */
  addAgent(def) {
    if (!def || typeof def !== 'object') throw new TypeError('addAgent: def must be an object');
    return this.addAgentDef(def);
  }

  /** Moves agent i's goal (an agent that had stopped moves again). */
  setGoal(i, x, y) {
    return this.setAgentGoal(i, x, y);
  }

  /**
   * Sets one of agent i's settings by name: a setting of its behaviour (its params: 'rayLength', 'P', ...), an agent
   * avoidance setting ('avoidance.lookahead', or 'lookahead' where the behaviour has no setting of that name), the
   * switch 'avoidAgents', a body field ('radius', 'maxSpeed', 'maxAccel') or 'behavior' (another of its kind).
   */
  setSetting(i, name, value) {
    const agent = this.agent(i);
    if (!agent) throw new RangeError(`setSetting: no agent ${i} (there are ${this.agentCount})`);
    const own = this.paramSpecs(agent.behavior).map((s) => s.name);
    const avoidance = this.avoidanceSpecs.map((s) => s.name);
    const bare = typeof name === 'string' && name.startsWith('avoidance.') ? name.slice('avoidance.'.length) : null;
    if (bare === null && own.includes(name)) return this.setAgentParam(i, name, value);
    if (bare !== null ? avoidance.includes(bare) : avoidance.includes(name))
      return this.setAvoidance(i, bare ?? name, value);
    if (name === 'avoidAgents') return this.setAvoidAgents(i, value);
    if (BODY.includes(name)) return this.setAgentBody(i, name, value);
    if (name === 'behavior') return this.setAgentBehavior(i, value);
    throw new Error(
      `setSetting: agent ${i} (${agent.behavior}) has no setting ${JSON.stringify(name)}: its settings are ` +
        `${[...own, ...avoidance.map((s) => `avoidance.${s}`), 'avoidAgents', ...BODY, 'behavior'].join(', ')}`,
    );
  }
}
