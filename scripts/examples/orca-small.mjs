// Writes the small ORCA examples: its two known failures (exactly head-on; a goal straight behind an
// obstacle) and a compare set that puts ORCA beside agent avoidance by time of closest approach on one
// crossing. Deterministic: running this again writes the same files.
//   node scripts/examples/orca-small.mjs
import { writeFileSync } from 'node:fs';

const dir = new URL('../../examples/', import.meta.url);
const write = (name, scenario) => writeFileSync(new URL(name, dir), `${JSON.stringify(scenario, null, 1)}\n`);
const rows = (w, h, blocked = () => false) => Array.from({ length: h }, (_, y) => Array.from({ length: w }, (_, x) => (blocked(x, y) ? '@' : '.')).join(''));
// The literal rule: no perturbation of the preferred velocity (orca's default moves it by up to 0.0001 u/s, as
// RVO2's examples do, which is what breaks the ties these scenes are about).
const orca = (name, start, goal, extra = {}) => ({
  name, behavior: 'orca', start, goal, radius: 0.5, maxSpeed: 2, params: { preferredSpeed: 2, perturb: 0, ...extra },
});

write('orca-head-on.json', {
  version: 1,
  title: 'ORCA head-on: seen early they stop face to face; 0.01 off, or seen late, they pass',
  description: 'ORCA\'s best-known failure, and what decides it. Top: two orca agents exactly head-on, closing at 4 '
    + 'u/s, see each other at 10 units (neighborDist) with a 2 s horizon. Their relative velocity is then short of the '
    + 'velocity obstacle\'s cutoff circle, so each half-plane faces the preferred velocity straight on: the nearest '
    + 'allowed velocity is a slower one on the same line. They slow down together and stop a hair apart, never touching '
    + 'and never picking a side (the panel says so; the inset shows the half-plane square across the green arrow). '
    + 'Middle: the same with the second agent 0.01 lower: the half-planes tilt and they pass. Bottom: exactly head-on '
    + 'again, but they see each other only at 5 units: already inside the cone, where ORCA takes the right leg when the '
    + 'two sides tie, so both turn right and pass. Fourth: exactly head-on, seen early, with orca\'s default perturbation '
    + '(each step the preferred velocity moves by up to 0.0001 u/s in a seeded direction, as RVO2\'s examples do): the tie '
    + 'breaks and they pass. The first three pairs set perturb to 0, the literal rule. Real crowds are never exactly '
    + 'symmetric; scripted scenes, mirrored levels and agents spawned on a line often are.',
  // Lanes 12 apart: each pair sees only itself (neighborDist 10).
  world: { grid: rows(40, 44) },
  agents: [
    orca('east', [5, 4], [35, 4], { timeHorizon: 2 }),
    orca('west', [35, 4], [5, 4], { timeHorizon: 2 }),
    orca('east, 0.01 off', [5, 16], [35, 16], { timeHorizon: 2 }),
    orca('west, 0.01 off', [35, 16.01], [5, 16.01], { timeHorizon: 2 }),
    orca('east, seen late', [5, 28], [35, 28], { timeHorizon: 2, neighborDist: 5 }),
    orca('west, seen late', [35, 28], [5, 28], { timeHorizon: 2, neighborDist: 5 }),
    orca('east, perturbed', [5, 40], [35, 40], { timeHorizon: 2, perturb: 0.0001 }),
    orca('west, perturbed', [35, 40], [5, 40], { timeHorizon: 2, perturb: 0.0001 }),
  ],
  sim: { dt: 0.05, maxSteps: 1200, seed: 1 },
  view: { step: 160, playing: false, overlays: ['goals', 'orca', 'trail'], selected: 0, pace: 40 },
});

write('orca-pinned.json', {
  version: 1,
  title: 'ORCA pinned: a goal straight behind an obstacle holds it there',
  description: 'Top: the goal lies exactly behind a circle. The circle\'s half-plane faces the preferred velocity '
    + 'straight on, so the nearest allowed velocity only slows the agent down: it stops at the circle and stays, with '
    + 'no collision. Middle: the goal a tenth of a unit lower: the half-plane tilts and the agent slides round the '
    + 'circle to its goal. Bottom: a square of blocked cells and the goal a tenth lower: the flat face gives the same '
    + 'half-plane all along it, so the agent slides only until its goal is straight behind it, and is held there. '
    + 'ORCA is local: it avoids collisions, it does not plan round obstacles.',
  world: {
    grid: rows(40, 20, (x, y) => x >= 18 && x < 22 && y >= 14 && y < 18),
    circles: [{ x: 20, y: 4, r: 2 }, { x: 20, y: 10, r: 2 }],
  },
  agents: [
    orca('goal straight behind', [5, 4], [35, 4]),
    orca('goal 0.1 off', [5, 10], [35, 10.1]),
    orca('flat face, 0.1 off', [5, 16], [35, 16.1]),
  ],
  sim: { dt: 0.05, maxSteps: 1200, seed: 1 },
  view: { step: 300, playing: false, overlays: ['goals', 'orca', 'trail'], selected: 0, pace: 40 },
});

// Four streams of 12 cross a 30 x 30 square, each agent to the opposite side.
const side = 30, per = 12;
const agents = [];
for (let k = 0; k < per; k++) {
  const along = 6 + k * 1.6 + 0.05 * (k % 3); // not quite a lattice, so no pair is exactly symmetric
  agents.push({ name: `E${k}`, start: [1.5, along], goal: [side - 1.5, along + 0.1] });
  agents.push({ name: `W${k}`, start: [side - 1.5, along + 0.7], goal: [1.5, along + 0.6] });
  agents.push({ name: `S${k}`, start: [along + 0.3, 1.5], goal: [along + 0.4, side - 1.5] });
  agents.push({ name: `N${k}`, start: [along + 1.0, side - 1.5], goal: [along + 0.9, 1.5] });
}
write('compare-orca-crowd.json', {
  version: 1,
  title: 'Compare: ORCA beside time-of-closest-approach avoidance, four streams crossing',
  description: 'Forty-eight agents cross a square in four streams, four times on one clock: seek, whiskers and context '
    + 'each with agent avoidance by time of closest approach (the article\'s flee, with its default remedies), and ORCA, '
    + 'whose half-planes share the avoiding between each pair. The table under the panes shows what each paid in '
    + 'contacts between agents, seconds in contact and time to the goal. Select an agent in the ORCA pane to see its '
    + 'half-planes.',
  world: { grid: rows(side, side) },
  agents: agents.map((a) => ({ ...a, behavior: 'seek', radius: 0.4, maxSpeed: 2.5, maxAccel: 10, avoidAgents: true })),
  sim: { dt: 0.02, maxSteps: 3000, seed: 1 },
  compare: [
    { label: 'seek + avoidance', behavior: 'seek' },
    { label: 'whiskers + avoidance', behavior: 'whiskers' },
    { label: 'context + avoidance', behavior: 'context' },
    { label: 'orca', behavior: 'orca', params: { preferredSpeed: 2.5 } },
  ],
  view: { step: 0, playing: false, overlays: ['goals', 'orca'], selected: null, pace: 50 },
});
