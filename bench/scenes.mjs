// The benchmark's crowd scenes, generated from a fixed seed so that the native tool, the wasm module,
// Yuka and the page all run exactly the same scene: a 256 x 256 grid with 3 % of its cells blocked,
// circles of radius 0.5 to 2 and agents of radius 0.3 at max speed 2, each going from a random start to a
// random goal. Written as scenario files (format v1), which every side reads.

/** SplitMix64, as in the core, so the same seed gives the same scene everywhere. */
export function random(seed) {
  let state = BigInt.asUintN(64, BigInt(seed));
  return () => {
    state = BigInt.asUintN(64, state + 0x9e3779b97f4a7c15n);
    let z = state;
    z = BigInt.asUintN(64, (z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n);
    z = BigInt.asUintN(64, (z ^ (z >> 27n)) * 0x94d049bb133111ebn);
    z ^= z >> 31n;
    return Number(z >> 40n) / 16777216;
  };
}

export const SIDE = 256;

/**
 * A crowd scene as a scenario object.
 * @param {{agents: number, circles: number, behavior: string, avoidAgents?: boolean, params?: object, seed?: number}} spec
 */
export function crowdScene({ agents, circles, behavior, avoidAgents = false, params, seed = 1 }) {
  const rnd = random(seed);
  const grid = [];
  for (let y = 0; y < SIDE; y++) {
    let row = '';
    for (let x = 0; x < SIDE; x++) row += rnd() < 0.03 ? '@' : '.';
    grid.push(row);
  }
  const round = (v) => Math.round(v * 1000) / 1000;
  const at = (lo, hi) => round(lo + (hi - lo) * rnd());
  const circleList = [];
  for (let i = 0; i < circles; i++) circleList.push({ x: at(2, SIDE - 2), y: at(2, SIDE - 2), r: at(0.5, 2) });
  const agentList = [];
  for (let i = 0; i < agents; i++) {
    const agent = {
      behavior,
      start: [at(1, SIDE - 1), at(1, SIDE - 1)],
      goal: [at(1, SIDE - 1), at(1, SIDE - 1)],
      radius: 0.3,
      maxSpeed: 2,
    };
    if (avoidAgents) agent.avoidAgents = true;
    if (params) agent.params = params;
    agentList.push(agent);
  }
  return {
    version: 1,
    title: `${agents} ${behavior}${avoidAgents ? ' with agent avoidance' : ''} among ${circles} circles`,
    description:
      'A benchmark crowd: a 256 x 256 grid with 3 % of its cells blocked, random circles, agents going from random starts to random goals.',
    world: { grid, circles: circleList },
    agents: agentList,
    sim: { dt: 0.02, maxSteps: 100000, seed },
  };
}

/**
 * ORCA on RVO2's Circle scaled up (scripts/examples/orca-rvo2.mjs): agents 4 units apart on rings of
 * radius 480, 476, ... round the centre of a 1010 x 1010 world, each going to its antipode, with RVO2's
 * Circle parameters (radius 1.5, max speed 2, preferred speed 1, 10 neighbours within 15, horizons 10 s).
 */
export const ORCA_CIRCLES = [
  { key: 'orca-circle-1k', agents: 1000 },
  { key: 'orca-circle-10k', agents: 10000 },
];
export const ORCA_RADIUS = 480;

/** The crowd scenes of the benchmark table. */
export const CROWDS = [
  { key: 'whiskers-1k', agents: 1000, circles: 200, behavior: 'whiskers' },
  { key: 'whiskers-10k', agents: 10000, circles: 2000, behavior: 'whiskers' },
  { key: 'context-10k', agents: 10000, circles: 2000, behavior: 'context', params: { rays: 16 } },
  { key: 'seek-avoid-1k', agents: 1000, circles: 200, behavior: 'seek', avoidAgents: true },
  { key: 'seek-avoid-10k', agents: 10000, circles: 0, behavior: 'seek', avoidAgents: true },
];

/**
 * The heat-map scene: a side x side grid with a quarter of its cells blocked (seeded) and one n-proxy
 * agent with lookahead P at the centre, going to a corner.
 */
export function fieldScene(side, P, seed = 3) {
  const rnd = random(seed);
  const c = Math.floor(side / 2);
  const grid = [];
  for (let y = 0; y < side; y++) {
    let row = '';
    for (let x = 0; x < side; x++) row += rnd() < 0.25 && !(x === c && y === c) && !(x === 2 && y === 2) ? '@' : '.';
    grid.push(row);
  }
  return {
    version: 1,
    title: `P-proxy field, ${side} x ${side}, P = ${P}`,
    description:
      "The bench's heat-map scene: a quarter of the cells blocked, one n-proxy agent at the centre going to a corner.",
    world: { grid },
    agents: [{ behavior: 'nproxy', start: [c, c], goal: [2, 2], params: { P } }],
  };
}

/** The heat-map scenes of the benchmark table. */
export const FIELDS = [
  { key: 'field-256-p32', side: 256, P: 32 },
  { key: 'field-1024-p7', side: 1024, P: 7 },
];
