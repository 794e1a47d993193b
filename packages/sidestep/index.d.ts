// Types of the sidestep npm package (dist/index.js): createWorld(), the World it returns, and what its reads give.
// Written by hand beside the facade (packages/sidestep/src/); a test compiles a consumer against them with tsc --strict.

/** A scenario as files and links write it (format v1): `version`, `world` (grid, circles, terrain), `agents`,
 *  `regions`, `sim`, ... The core checks every field; see docs/files-links-cli.md. */
export interface Scenario {
  version?: number;
  title?: string;
  description?: string;
  world?: {
    grid?: { width: number; height: number; rows?: string[] } | string;
    circles?: Array<{ x: number; y: number; r: number; height?: number | null }>;
    [key: string]: unknown;
  };
  agents?: AgentDefinition[];
  sim?: { dt?: number; maxSteps?: number; seed?: number; atGoal?: 'stay' | 'leave' };
  [key: string]: unknown;
}

/** A setting's value: a number, a switch, or a choice's name. */
export type SettingValue = number | boolean | string;

/** An agent as a scenario's "agents" entry writes it (what addAgent() takes and agentDefinition() gives). */
export interface AgentDefinition {
  /** One of the core's behaviours: 'seek', 'whiskers', 'feelers', 'raycast', 'context', 'orca', 'greedy', 'nproxy'. */
  behavior: string;
  /** World units for continuous agents, a cell for grid agents. */
  start: [number, number];
  goal: [number, number];
  name?: string;
  /** World units. */
  radius?: number;
  /** World units per second. */
  maxSpeed?: number;
  /** World units per second squared. */
  maxAccel?: number;
  /** The behaviour's settings by name (each behaviour's table: docs/algorithms/). */
  params?: Record<string, SettingValue>;
  /** Avoid other agents (time of closest approach). */
  avoidAgents?: boolean;
  /** Agent avoidance's settings by name: lookahead, spacing, blend, passRight, patience, alongObstacles, atGoal. */
  avoidance?: Record<string, SettingValue>;
  /** A context agent's path (an index into the world's paths), or -1. */
  path?: number;
}

/** What the core counted for an agent so far. Seconds, world units and counts. */
export interface Measures {
  steps: number;
  collisions: number;
  overlapping: boolean;
  contactTime: number;
  penetration: number;
  agentContacts: number;
  touchingAgent: boolean;
  agentContactTime: number;
  agentPenetration: number;
  effort: number;
  waiting: number;
  sidestepping: number;
  pathLength: number;
  minClearance: number;
  returns: number;
  lastReturn: [number, number] | null;
}

/** An agent now, as agents() gives it. */
export interface AgentState {
  name: string;
  behavior: string;
  kind: 'grid' | 'continuous';
  x: number;
  y: number;
  vx: number;
  vy: number;
  goal: [number, number];
  radius: number;
  /** The core's word: 'moving', 'stalled', 'reached', 'maxSteps', ... */
  status: string;
  measures: Measures;
}

/** One ray of a steering record. */
export interface Ray {
  start: [number, number];
  end: [number, number];
  length: number;
  hit: boolean;
  distance: number;
  value: number;
  fromInside: boolean;
  hitPoint: [number, number];
  normal: [number, number];
}

/** A continuous agent's decision for its next step: what a debug overlay draws. Vectors in world units (per second,
 *  per second squared). */
export interface SteeringRecord {
  rule: string;
  rays: Ray[];
  chosenRay: number;
  emergency: number;
  base: [number, number];
  steer: [number, number];
  brake: [number, number];
  avoid: [number, number];
  limit: [number, number];
  target: [number, number];
  acceleration: [number, number];
  velocity: [number, number];
  avoidWeight: number;
  note: string;
  influence: [number, number];
  threat: { agent: number; time: number; separation: number; self: [number, number]; other: [number, number] } | null;
}

/** Agent i's records, as records() gives them: each null where its behaviour keeps none. */
export interface AgentRecords {
  behavior: string;
  kind: 'grid' | 'continuous';
  steering: SteeringRecord | null;
  /** A context agent's map: interest and danger per slot. */
  context: {
    slots: number;
    interest: number[];
    danger: number[];
    rawInterest: number[];
    chosen: [number, number];
    [key: string]: unknown;
  } | null;
  /** An orca agent's half-planes and linear program. */
  orca: {
    lines: Array<{ point: [number, number]; direction: [number, number]; source: string; index: number }>;
    preferred: [number, number];
    chosen: [number, number];
    outcome: string;
    [key: string]: unknown;
  } | null;
  /** A grid agent's neighbours (up, down, left, right) and its choice. */
  grid: {
    proxy: Array<number | null>;
    step: Array<number | null>;
    chosen: string;
    rule: string;
    stop: string;
    returning: boolean;
  } | null;
}

/** One of the core's sentences as a message id and its arguments, for a catalogue to word (web/i18n/<locale>.ftl):
 *  a number with its decimals, a text, another message's id, or a list of them. */
export interface CoreMessage {
  id: string;
  args: Record<string, { n: number; d: number } | string | { m: string } | { w: string[] }>;
}

/** The reason for an agent's next move in the page's words (English), with the messages they say. */
export interface Explanation {
  /** [label, value, the label's message id, the value's message] */
  facts: Array<[string, string, string, CoreMessage]>;
  lines: Array<{
    style: string;
    chosen: boolean;
    spans: Array<{ text: string; chosen: boolean; message?: CoreMessage }>;
  }>;
  table: { header: string[]; rows: Array<{ cells: string[]; mark: string }> } | null;
  /** The same as plain lines, as `sidestep explain` prints it. */
  text: string;
}

/** The module worlds are built in, as loadSidestep() gives it. */
export interface Sidestep {
  module: unknown;
  /** Threads a step uses, the caller's included. */
  threads: number;
  /** Why one thread, when it is one ('' otherwise). */
  reason: string;
}

export interface LoadOptions {
  /** 'auto' (default): the threaded build where the page is cross-origin isolated; a number: that many threads. */
  threads?: 'auto' | number;
  /** Where a package file (sidestep.wasm, ...) is served, when not beside dist/index.js. */
  locateFile?: (file: string) => string;
  /** The single-thread build's wasm itself: its bytes or its URL. */
  wasm?: ArrayBuffer | Uint8Array | string | URL;
}

export interface CreateOptions extends LoadOptions {
  /** A module from loadSidestep(), to build many worlds in one. */
  sidestep?: Sidestep;
}

/** A scene the core refused: `errors` names each field and rule. */
export class ScenarioError extends Error {
  constructor(errors: string[]);
  errors: string[];
}

/** A world of the core: a grid, circles and agents, stepped at a fixed dt. */
export class World {
  private constructor();
  readonly threads: number;
  readonly threadsReason: string;
  readonly title: string;
  readonly description: string;
  readonly stepCount: number;
  readonly agentCount: number;
  readonly circleCount: number;
  readonly finished: boolean;
  readonly width: number;
  readonly height: number;
  /** The fixed time step, seconds. */
  readonly dt: number;

  /** Advances up to n steps (default 1); returns how many were taken. */
  step(n?: number): number;
  /** The state's 64-bit hash as 16 hex digits. */
  hash(): string;
  agents(): AgentState[];
  agent(i: number): AgentState | null;
  /** [x0, y0, x1, y1, ...]: one copy from the core's records into `out`, or into an array the world reuses. */
  positions(out?: Float32Array | null): Float32Array;
  /** [vx0, vy0, ...], as positions(). */
  velocities(out?: Float32Array | null): Float32Array;
  records(i: number): AgentRecords | null;
  explain(i: number): Promise<Explanation | null>;
  toScenario(): Scenario;
  agentDefinition(i: number): AgentDefinition | null;

  /** Returns the new agent's index. */
  addAgent(def: AgentDefinition): number;
  setGoal(i: number, x: number, y: number): number;
  setSetting(i: number, name: string, value: SettingValue): number;
  setCell(x: number, y: number, blocked?: boolean): number;
  setCells(cells: Array<[number, number]>, blocked?: boolean): number;
  /** Returns the new circle's index. */
  addCircle(x: number, y: number, r?: number): number;
  moveCircle(i: number, x: number, y: number): number;
  resizeCircle(i: number, r: number): number;
  removeCircle(i: number): number;
  removeAgent(i: number): number;
  setAgentStart(i: number, x: number, y: number): number;
  /** Drive mode: the input replaces agent i's goal; with `assist` its avoidance stays on. */
  setDrive(i: number, driven: boolean, assist?: boolean): number;
  /** The driver's input, each axis in [-1, 1] (+x right, +y down). */
  setDriveInput(i: number, x: number, y: number): void;
  setSim(sim: { dt?: number; maxSteps?: number; seed?: number; atGoal?: 'stay' | 'leave' }): number;
  /** The settings' table of a behaviour, from the core. */
  paramSpecs(behavior: string): Array<{
    name: string;
    type: 'int' | 'float' | 'bool' | 'choice';
    min: number;
    max: number;
    default: number;
    unit: string;
    doc: string;
    choices: string[];
  }>;
  readonly behaviorNames: string[];
  /** Frees the core's world; any later call throws. */
  delete(): void;
}

export const version: string;
export function loadSidestep(options?: LoadOptions): Promise<Sidestep>;
export function createWorld(scene: string | Scenario, options?: CreateOptions): Promise<World>;
