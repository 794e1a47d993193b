// Writes examples/crowd-thousand.json: a thousand agents of three behaviours crossing a field of
// circles from three sides. Seeded, so running this again writes the same file.
//   node scripts/examples/crowd-thousand.mjs
import { writeFileSync } from 'node:fs';

import { random } from '../../bench/scenes.mjs';

const W = 120, H = 84;
const GAP = 1.4; // between neighbours in a stream at the start
// Between goals: wide enough that an agent fits between two that arrived (1.4 would be a wall to
// agents of radius 0.3 that keep a margin of 0.1 from each other).
const GOAL_GAP = 1.8;
const rnd = random(1000);
const round = (v) => Math.round(v * 1000) / 1000;

// Circles in the middle, none touching another (a gap of at least 1.2 between rims).
const circles = [];
for (let tries = 0; circles.length < 70 && tries < 5000; tries++) {
  const c = { x: round(28 + 64 * rnd()), y: round(17 + 50 * rnd()), r: round(0.7 + 1.6 * rnd()) };
  if (circles.every((d) => Math.hypot(c.x - d.x, c.y - d.y) > c.r + d.r + 1.2)) circles.push(c);
}

const agents = [];
const add = (behavior, name, start, goal, extra = {}) => agents.push({
  name, behavior, start: start.map(round), goal: goal.map(round), radius: 0.3, maxSpeed: 2.5, maxAccel: 10, avoidAgents: true, avoidance: { alongObstacles: true }, ...extra,
});
// 400 whiskers, left to right: ten columns of forty. The front rank arrives first, so it takes the
// deepest goals and no one who arrived stands in the way of those behind.
for (let col = 0; col < 10; col++) {
  for (let row = 0; row < 40; row++) {
    add('whiskers', `W${col * 40 + row}`, [3 + GAP * col, 10 + GAP * row], [W - 4 - GOAL_GAP * (9 - col), 6 + GOAL_GAP * row]);
  }
}
// 300 context agents, right to left, through the whiskers' stream (16 rays each).
for (let col = 0; col < 10; col++) {
  for (let row = 0; row < 30; row++) {
    add('context', `C${col * 30 + row}`, [W - 3 - GAP * col, 16 + GAP * row], [4 + GOAL_GAP * (9 - col), 12 + GOAL_GAP * row]);
  }
}
// 300 raycast agents, top to bottom, across both.
for (let row = 0; row < 6; row++) {
  for (let col = 0; col < 50; col++) {
    add('raycast', `R${row * 50 + col}`, [24 + GAP * col, 3 + GAP * row], [22 + 1.6 * col, H - 4 - GOAL_GAP * (5 - row)]);
  }
}

const scenario = {
  version: 1,
  title: 'A thousand agents crossing a field of circles',
  description: '400 whiskers agents cross from the left, 300 context agents from the right and 300 raycast agents from '
    + 'the top, through one field of circles, all avoiding each other. Colours show the behaviour (legend top left). '
    + 'Agent avoidance keeps them off each other (turn avoidAgents off and they touch more than ten times as long), '
    + 'at a price: fleeing the crowd pushes agents into circles. alongObstacles (on here) makes them flee along a '
    + 'circle instead of into it, which nearly halves that. Wheel or pinch to zoom, middle-drag or Space-drag to pan, '
    + 'F to see it all; click an agent for its rays, forces and reasons.',
  world: { grid: Array.from({ length: H }, () => '.'.repeat(W)), circles },
  agents,
  sim: { dt: 0.02, maxSteps: 8000, seed: 1 },
  view: { step: 0, playing: false, overlays: ['goals', 'rays', 'forces', 'context', 'byBehavior'], selected: null, speed: 1 },
};
const file = new URL('../../examples/crowd-thousand.json', import.meta.url);
writeFileSync(file, `${JSON.stringify(scenario)}\n`);
console.log(`wrote ${agents.length} agents and ${circles.length} circles to examples/crowd-thousand.json`);
