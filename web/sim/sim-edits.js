// The Sim's edits: every change to the scene goes through the core as one edit (the form of a scenario's history
// entry): in the page through its Timeline, so an edit made during a run becomes part of its history. The names, the
// settings' specs and the paths read here come from the core too. Sim (sim.js) extends this class, and so does the
// npm package's World (packages/sidestep/src/world.js), which applies edits to its world directly.
import { t } from '../i18n/locale.js';
import '../i18n/en-first.js'; // the ld- messages it words

/** Edits that steer a driven agent live: made at the step they happen, even in a lesson. */
const LIVE_EDITS = new Set(['setDrive', 'setDriveInput']);

export class SimEdits {
  /** A lesson's checkpoint step while a lesson speaks for this run (lessons/player.js), else null: every edit
   *  then changes the scene from step 0 and the run is replayed to that step (the core's editFromStart). */
  fromStart = null;

  // ---- editing ---------------------------------------------------------------------------------

  /** Why edit `text` was refused, as the core wrote it (the page's Sim words it in the reader's language). */
  editError(result, text) {
    return result.error;
  }

  /** Applies one edit (the form of a scenario history entry, without "step") through applyEditText(): the
   *  page's Sim through its Timeline (so it joins the run's history), the npm package's World to the world; in a
   *  lesson (fromStart set; the page only) through applyEditFromStart(). */
  #edit(edit) {
    const fromStart = this.fromStart !== null && !LIVE_EDITS.has(edit.edit);
    const text = JSON.stringify(edit);
    const result = fromStart ? this.applyEditFromStart(text, this.fromStart) : this.applyEditText(text);
    if (result.error) throw new Error(this.editError(result, text));
    if (fromStart) this.generation++; // the run was computed again from step 0
    this.version++;
    return result.index;
  }

  setCell(x, y, blocked = true) {
    return this.#edit({ edit: 'setCell', cell: [x, y], blocked: !!blocked });
  }
  /** Blocks or frees many cells ([[x, y], ...]) as one edit. */
  setCells(cells, blocked = true) {
    return this.#edit({ edit: 'setCells', cells, blocked: !!blocked });
  }
  /** Replaces the blocked cells with a seeded 'maze' or 'rooms' (agents' cells stay free). */
  drawPattern(pattern, seed) {
    return this.#edit({ edit: 'drawPattern', pattern, seed });
  }
  setAgentName(i, name) {
    return this.#edit({ edit: 'setAgentName', agent: i, name: String(name) });
  }
  /** field: 'radius', 'maxSpeed' or 'maxAccel' (continuous agents). */
  setAgentBody(i, field, value) {
    return this.#edit({ edit: 'setAgentBody', agent: i, field, value: Number(value) });
  }
  /** Another behaviour of the same kind, in place (its params back to that behaviour's defaults). */
  setAgentBehavior(i, behavior) {
    return this.#edit({ edit: 'setAgentBehavior', agent: i, behavior });
  }
  /** How a continuous agent plans its route: 'none', 'grid' or 'any-angle' (the core's plannerNames). */
  setAgentPlanner(i, planner) {
    return this.#edit({ edit: 'setAgentPlanner', agent: i, planner });
  }
  resizeGrid(width, height) {
    return this.#edit({ edit: 'resizeGrid', width, height });
  }
  clearGrid() {
    this.#edit({ edit: 'clearGrid' });
  }
  clear() {
    this.#edit({ edit: 'clear' });
    this.generation++;
  }
  addCircle(x, y, r = 1) {
    return this.#edit({ edit: 'addCircle', x, y, r });
  }
  moveCircle(i, x, y) {
    return this.#edit({ edit: 'moveCircle', circle: i, x, y });
  }
  resizeCircle(i, r) {
    return this.#edit({ edit: 'resizeCircle', circle: i, r });
  }
  removeCircle(i) {
    return this.#edit({ edit: 'removeCircle', circle: i });
  }
  // The relief (see relief.js): obstacle heights (null: tall) and the terrain brush.
  setCircleHeight(i, height) {
    return this.#edit({ edit: 'setCircleHeight', circle: i, height });
  }
  setWallHeight(height) {
    return this.#edit({ edit: 'setWallHeight', height });
  }
  /** One stroke of the terrain brush ('raise', 'lower' or 'flatten' toward `level`); returns the vertices changed. */
  shapeTerrain({ brush, x, y, radius, strength, level = 0 }) {
    return this.#edit({
      edit: 'shapeTerrain',
      brush,
      at: [x, y],
      radius,
      strength,
      ...(brush === 'flatten' ? { level } : {}),
    });
  }
  clearTerrain() {
    this.#edit({ edit: 'clearTerrain' });
  }
  setAgentStart(i, x, y) {
    return this.#edit({ edit: 'setAgentStart', agent: i, at: [x, y] });
  }
  setAgentGoal(i, x, y) {
    return this.#edit({ edit: 'setAgentGoal', agent: i, at: [x, y] });
  }
  removeAgent(i) {
    return this.#edit({ edit: 'removeAgent', agent: i });
  }
  setSim({
    dt = this.dt,
    maxSteps = this.world.maxSteps(),
    seed = this.world.seed(),
    atGoal = this.world.atGoal(),
    scriptBudget = this.world.scriptBudget(),
    offRoute = this.world.offRoute(),
  } = {}) {
    return this.#edit({ edit: 'setSim', dt, maxSteps, seed, atGoal, scriptBudget, offRoute });
  }

  /** Adds an agent. `behavior` is a name ('seek', 'greedy'); start and goal are [x, y] (cells for grid behaviours, world units for continuous ones). */
  addAgent({
    name = '',
    behavior = 'seek',
    start,
    goal,
    radius = 0.35,
    maxSpeed = 3,
    maxAccel = 10,
    avoidAgents = false,
    path = -1,
  }) {
    if (!this.behaviorNames.includes(behavior))
      throw new Error(
        t('ld-edit-one-of', {
          path: 'agent.behavior',
          list: this.behaviorNames.join(', '),
          got: JSON.stringify(behavior),
        }),
      );
    const point = (p, field) => {
      if (!Array.isArray(p) || p.length !== 2) throw new Error(t('ld-edit-point', { path: `agent.${field}` }));
      return [Number(p[0]), Number(p[1])];
    };
    const def = { name, behavior, start: point(start, 'start'), goal: point(goal, 'goal') };
    if (!this.gridBehaviors[this.behaviorNames.indexOf(behavior)]) {
      Object.assign(def, { radius, maxSpeed, maxAccel, avoidAgents: !!avoidAgents });
      if (path >= 0) def.path = path;
    }
    return this.#edit({ edit: 'addAgent', def });
  }

  /** Adds an agent from a whole definition as scenario files write one (name, behavior, start, goal, radius,
   *  maxSpeed, maxAccel, params, avoidAgents, avoidance, path); returns its index. */
  addAgentDef(def) {
    return this.#edit({ edit: 'addAgent', def });
  }

  /** Agent i's name (one crossing into wasm; agentNames() fetches every agent's once per edit). */
  agentName(i) {
    return this.world.agentName(i);
  }

  /** The P-proxy of a blocked cell on this grid (the core's bigDistance). */
  get bigDistance() {
    const w = this.world.width(),
      h = this.world.height(),
      c = this.bigCache;
    if (c?.w === w && c.h === h) return c.value;
    this.bigCache = { w, h, value: this.module.bigDistance(this.world) };
    return this.bigCache.value;
  }

  /** Every agent's name, fetched again only after an edit (names change only by edits). */
  agentNames() {
    const revision = this.world.revision();
    const c = this.nameCache;
    if (c && c.revision === revision && c.generation === this.generation && c.names.length === this.agentCount)
      return c.names;
    const names = [];
    for (let i = 0; i < this.agentCount; i++) names.push(this.world.agentName(i));
    this.nameCache = { revision, generation: this.generation, names };
    return names;
  }

  /** Agent i's behaviour as an index into behaviorNames. */
  behaviorIndex(i) {
    const A = this.agentLayout;
    return this.views().agentWords[i * A.stride + A.behavior];
  }

  /** Agent i's planner as an index into plannerNames (0: none). */
  plannerIndex(i) {
    const A = this.agentLayout;
    return this.views().agentWords[i * A.stride + A.planner];
  }

  /** The parameter table of a behaviour (by name): name, type, min, max, default, unit, doc, choices. */
  paramSpecs(behavior) {
    return this.specs[this.behaviorNames.indexOf(behavior)] ?? [];
  }

  /** Sets one param of agent i by name; booleans and choice names are converted as the core stores them. */
  setAgentParam(i, name, value) {
    const A = this.agentLayout;
    const words = this.views().agentWords;
    const behavior = this.behaviorNames[words[i * A.stride + A.behavior]];
    const specs = this.paramSpecs(behavior);
    const k = specs.findIndex((p) => p.name === name);
    if (k < 0) throw new Error(t('ld-edit-unknown-param', { path: `agent.params.${name}`, owner: behavior }));
    const spec = specs[k];
    let v = value;
    if (spec.type === 'bool') v = value ? 1 : 0;
    if (spec.type === 'choice') {
      v = typeof value === 'string' ? spec.choices.indexOf(value) : value;
      if (v < 0)
        throw new Error(
          t('ld-edit-one-of', {
            path: `agent.params.${name}`,
            list: spec.choices.join(', '),
            got: JSON.stringify(value),
          }),
        );
    }
    return this.#edit({
      edit: 'setAgentParam',
      agent: i,
      setting: name,
      value: spec.type === 'choice' ? spec.choices[v] : spec.type === 'bool' ? !!v : v,
    });
  }

  /** Switches agent i's avoidance of other agents (time of closest approach) on or off. */
  setAvoidAgents(i, on) {
    return this.#edit({ edit: 'setAvoidAgents', agent: i, on: !!on });
  }

  /** Sets one agent-avoidance setting of agent i by name (lookahead, spacing, blend, passRight, patience, alongObstacles, atGoal). */
  setAvoidance(i, name, value) {
    const k = this.avoidanceSpecs.findIndex((p) => p.name === name);
    if (k < 0)
      throw new Error(
        t('ld-edit-unknown-setting', {
          path: `agent.avoidance.${name}`,
          list: this.avoidanceSpecs.map((p) => p.name).join(', '),
        }),
      );
    const v = this.avoidanceSpecs[k].type === 'bool' ? !!value : value;
    return this.#edit({ edit: 'setAvoidanceParam', agent: i, setting: name, value: v });
  }

  /** Drive mode: the user's input replaces agent i's goal; `assist` keeps its avoidance on. */
  setDrive(i, driven, assist = true) {
    return this.#edit({ edit: 'setDrive', agent: i, driven: !!driven, assist: !!assist });
  }

  /** The driver's input for agent i, each axis in [-1, 1] (screen axes). Not an edit: no undo entry. */
  setDriveInput(i, x, y) {
    this.#edit({ edit: 'setDriveInput', agent: i, input: [x, y] });
  }

  /** Paths ({points: [{x, y}], closed}) and targets ([{x, y}]), fetched again only after an edit. */
  pathsAndTargets() {
    const revision = this.world.revision();
    if (this.pathCache.revision !== revision || this.pathCache.generation !== this.generation) {
      this.pathCache = {
        revision,
        generation: this.generation,
        paths: this.world.paths(),
        targets: this.world.targets(),
      };
    }
    return this.pathCache;
  }

  get paths() {
    return this.pathsAndTargets().paths;
  }
  get targets() {
    return this.pathsAndTargets().targets;
  }

  /** Adds a path through [[x, y], ...] (at least two points); returns its index. */
  addPath(points, closed = false) {
    return this.#edit({ edit: 'addPath', points, closed: !!closed });
  }
  setPath(i, points, closed = false) {
    return this.#edit({ edit: 'setPath', path: i, points, closed: !!closed });
  }
  removePath(i) {
    return this.#edit({ edit: 'removePath', path: i });
  }
  setTargets(points) {
    return this.#edit({ edit: 'setTargets', points });
  }
  /** Puts context agent i on path p (-1: none). */
  setAgentPath(i, p) {
    return this.#edit({ edit: 'setAgentPath', agent: i, path: p });
  }
}
