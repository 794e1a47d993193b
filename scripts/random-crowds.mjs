// Random crowds made up after the defaults were chosen, to check that agent avoidance holds off the scenes
// it was tuned on: open worlds (40 x 30 to 80 x 60) of 4 to 40 agents of radius 0.2 to 1.2 (each within 30 %
// of its scene's) at 1 to 4 u/s, swapping sides of a circle, crossing in two streams, leaving in groups or
// going anywhere; seeded, so every run makes the same scenes.
//   node scripts/random-crowds.mjs [--scenes N]   plain seek, agent avoidance with the settings before this
//                                                  session (a 2 s horizon, a 0.1 u margin) and with the
//                                                  defaults, agents staying at their goal and leaving it;
//                                                  staying, also with the defaults but atGoal "stop"
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

import { random } from '../bench/scenes.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Scene k (1-based) as a scenario object: every agent plain seek. */
export function randomCrowd(k) {
  const rnd = random(7777 * k + 13);
  const between = (lo, hi) => lo + (hi - lo) * rnd();
  const pick = (list) => list[Math.floor(rnd() * list.length)];
  const [W, H] = pick([
    [40, 30],
    [60, 40],
    [80, 60],
  ]);
  const count = 4 + Math.floor(rnd() * 37);
  const radius = between(0.2, 1.2),
    speed = between(1, 4);
  const layout = pick(['swap', 'cross', 'groups', 'anywhere']);
  const round = (v) => Math.round(v * 1000) / 1000;
  const agents = [];
  for (let tries = 0; agents.length < count && tries < 20000; tries++) {
    const r = radius * between(0.7, 1.3);
    let s, g;
    if (layout === 'swap') {
      const a = between(0, 2 * Math.PI),
        R = Math.min(W, H) * 0.4;
      s = [W / 2 + R * Math.cos(a), H / 2 + R * Math.sin(a)];
      g = [W - s[0], H - s[1]];
    } else if (layout === 'cross') {
      if (rnd() < 0.5) {
        s = [between(2, 8), between(H * 0.3, H * 0.7)];
        g = [W - s[0], s[1] + between(-2, 2)];
      } else {
        s = [between(W * 0.3, W * 0.7), between(2, 8)];
        g = [s[0] + between(-2, 2), H - s[1]];
      }
    } else if (layout === 'groups') {
      s = [rnd() < 0.5 ? between(2, 10) : between(W - 10, W - 2), between(H * 0.3, H * 0.7)];
      g = [W - s[0], between(H * 0.3, H * 0.7)];
    } else {
      s = [between(2, W - 2), between(2, H - 2)];
      g = [between(2, W - 2), between(2, H - 2)];
    }
    if (!(s[0] > r && s[0] < W - r && s[1] > r && s[1] < H - r && g[0] > 0 && g[0] < W && g[1] > 0 && g[1] < H))
      continue;
    if (agents.some((a) => Math.hypot(a.start[0] - s[0], a.start[1] - s[1]) <= a.radius + r + 0.1)) continue;
    agents.push({
      name: `a${agents.length}`,
      behavior: 'seek',
      start: s.map(round),
      goal: g.map(round),
      radius: round(r),
      maxSpeed: round(speed * between(0.8, 1.2)),
    });
  }
  return {
    version: 1,
    title: `random crowd ${k}: ${agents.length} agents, ${layout}`,
    world: { grid: Array.from({ length: H }, () => '.'.repeat(W)) },
    agents,
    sim: { dt: 0.02, maxSteps: Math.floor((4 * Math.hypot(W, H)) / speed / 0.02) + 1000, seed: k },
  };
}

/** Runs scenes 1..count with their agents switched as `change(agent)` does and agents at their goal staying
 *  or leaving; totals of agents, arrivals and contacts. */
export function runCrowds(count, change = () => {}, atGoal = 'stay') {
  const total = { agents: 0, reached: 0, contacts: 0 };
  for (let k = 1; k <= count; k++) {
    const scene = randomCrowd(k);
    if (atGoal === 'leave') scene.sim.atGoal = 'leave';
    scene.agents.forEach(change);
    const r = spawnSync(`${ROOT}build/native/sidestep`, ['run', '-', '--json'], {
      input: JSON.stringify(scene),
      encoding: 'utf8',
      maxBuffer: 64 << 20,
    });
    if (r.status !== 0) throw new Error(`random crowd ${k}: ${r.stderr}`);
    const report = JSON.parse(r.stdout);
    total.agents += report.agents.length;
    total.reached += report.run.reached;
    total.contacts += report.run.agentContacts;
  }
  return total;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf('--scenes');
  const count = at > 0 ? Number(process.argv[at + 1]) : 240;
  const variants = [
    ['seek', () => {}],
    [
      'avoid, 2 s and 0.1 u',
      (a) => {
        a.avoidAgents = true;
        a.avoidance = { horizon: 2, margin: 0.1 };
      },
    ],
    [
      'avoid, the defaults',
      (a) => {
        a.avoidAgents = true;
      },
    ],
  ];
  // Agents that stay at their goal give way there by default (avoidance.atGoal); the article's agents stop for good.
  const stop = [
    'avoid, stop at goal',
    (a) => {
      a.avoidAgents = true;
      a.avoidance = { atGoal: 'stop' };
    },
  ];
  console.log(`${count} random crowds`);
  for (const atGoal of ['stay', 'leave']) {
    for (const [label, change] of atGoal === 'stay' ? [...variants, stop] : variants) {
      const t = runCrowds(count, change, atGoal);
      console.log(
        `at the goal: ${atGoal.padEnd(6)} ${label.padEnd(22)} ${String(t.reached).padStart(5)}/${t.agents} arrive (${((100 * t.reached) / t.agents).toFixed(1)} %), ${t.contacts} contacts`,
      );
    }
  }
}
