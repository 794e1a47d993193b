// Writes examples/orca-circle.json and examples/orca-blocks.json: RVO2's two published example scenes,
// written by us from their published parameters (no RVO2 code or data), so ORCA here can be checked on
// the scenes its authors use.
//   node scripts/examples/orca-rvo2.mjs
// Both scenes are also built by bench/scenes.mjs (the bench scales Circle up), from the functions below.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * Circle: `agents` agents evenly on a circle of `radius` round the centre of the world, each going to the
 * antipode. RVO2's parameters: radius 1.5, max speed 2, preferred speed 1, neighbour distance 15, 10
 * neighbours, time horizons 10 and 10, time step 0.25. Rings: more than one circle when one would put
 * agents closer than `spacing` (the bench's 1,000 and 10,000), each `spacing` inside the last.
 */
export function circleScene({ agents = 250, radius = 200, spacing = 4, margin = 25 } = {}) {
  const rings = [];
  let left = agents;
  for (let r = radius; left > 0; r -= spacing) {
    if (r <= spacing) throw new Error(`circleScene: ${agents} agents do not fit on rings from radius ${radius}`);
    const fits = Math.floor((2 * Math.PI * r) / spacing);
    const n = rings.length === 0 && agents <= fits ? agents : Math.min(left, fits);
    rings.push({ r, n });
    left -= n;
  }
  const side = Math.ceil(2 * (radius + margin));
  const c = side / 2;
  const list = [];
  // The starts as RVO2's Circle.cpp computes them, in float: the angle in double, its cosine and sine made
  // floats, times the radius in float; the goal is the start's negation. Then moved by the world's centre
  // (also in float: an origin-centred world is not one sidestep has).
  const f = Math.fround;
  for (const { r, n } of rings) {
    for (let i = 0; i < n; i++) {
      const a = (i * 2 * Math.PI) / n;
      const px = f(f(r) * f(Math.cos(a))), py = f(f(r) * f(Math.sin(a)));
      list.push({
        behavior: 'orca', start: [f(c + px), f(c + py)], goal: [f(c - px), f(c - py)], radius: 1.5, maxSpeed: 2,
        params: { neighborDist: 15, maxNeighbors: 10, timeHorizon: 10, timeHorizonObst: 10, preferredSpeed: 1, perturb: 0 },
      });
    }
  }
  return {
    version: 1,
    title: `ORCA: RVO2's Circle, ${agents} agents to the antipode`,
    description: `RVO2's Circle scene, written from its published parameters: ${agents} agents on a circle of radius `
      + `${radius}, each going to the point opposite (radius 1.5, max speed 2, preferred speed 1, neighbour distance 15, `
      + '10 neighbours, time horizons 10 and 10, time step 0.25). They all meet in the middle and wind round each other. '
      + 'Select an agent to see its neighbours and half-planes in velocity space (the inset), and which one bound it.',
    world: { grid: Array.from({ length: side }, () => '.'.repeat(side)) },
    agents: list,
    sim: { dt: 0.25, maxSteps: 8000, seed: 1 },
    // 60 steps a second: 15 simulated seconds per second, the whole run in about a minute.
    view: { step: 0, playing: false, overlays: ['goals', 'orca'], selected: 0, pace: 60 },
  };
}

/**
 * Blocks: 100 agents in four groups of 25 (5 x 5, 10 apart) near the corners of a 200 x 200 world, each
 * going to the opposite corner, between four 30 x 30 squares of blocked cells round the centre. RVO2's
 * parameters: radius 2, max speed 2, preferred speed 1, neighbour distance 15, 10 neighbours, time horizons
 * 5 and 5, time step 0.25. Shifted by +100 so the world starts at 0.
 */
export function blocksScene() {
  const O = 100, side = 200;
  const list = [];
  for (let i = 0; i < 5; i++) {
    for (let j = 0; j < 5; j++) {
      for (const [sx, sy] of [[1, 1], [-1, 1], [1, -1], [-1, -1]]) {
        const x = sx * (55 + i * 10), y = sy * (55 + j * 10);
        list.push({
          behavior: 'orca', start: [O + x, O + y], goal: [O - x, O - y], radius: 2, maxSpeed: 2,
          params: { neighborDist: 15, maxNeighbors: 10, timeHorizon: 5, timeHorizonObst: 5, preferredSpeed: 1, perturb: 0.0001 },
        });
      }
    }
  }
  const blocked = (x, y) => [[10, 40], [-40, -10]].some(([a, b]) => x - O >= a && x - O < b)
    && [[10, 40], [-40, -10]].some(([a, b]) => y - O >= a && y - O < b);
  const grid = [];
  for (let y = 0; y < side; y++) {
    let row = '';
    for (let x = 0; x < side; x++) row += blocked(x, y) ? '@' : '.';
    grid.push(row);
  }
  return {
    version: 1,
    title: 'ORCA: RVO2\'s Blocks, four groups crossing between four squares',
    description: 'RVO2\'s Blocks scene, written from its published parameters: 100 agents in four groups of 25 go to '
      + 'the opposite corner between four 30 x 30 squares (radius 2, max speed 2, preferred speed 1, neighbour '
      + 'distance 15, 10 neighbours, time horizons 5 and 5, time step 0.25). The squares are blocked cells: ORCA sees '
      + 'their outlines as polygons. Select an agent to see its half-planes: walls\' in grey, agents\' in colour.',
    world: { grid },
    agents: list,
    sim: { dt: 0.25, maxSteps: 12000, seed: 1 },
    view: { step: 0, playing: false, overlays: ['goals', 'orca'], selected: 0, pace: 60 },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = new URL('../../examples/', import.meta.url);
  writeFileSync(new URL('orca-circle.json', dir), `${JSON.stringify(circleScene(), null, 1)}\n`);
  writeFileSync(new URL('orca-blocks.json', dir), `${JSON.stringify(blocksScene(), null, 1)}\n`);
}
