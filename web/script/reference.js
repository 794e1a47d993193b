// The script contract in short, as the script editor's Contract panel shows it: the same rows as the tables
// of docs/scripts.md ("The contract"), which stays the whole text (a browser test checks that every name of
// those tables is here).

/** What steer() is and returns. */
export const CONTRACT_INTRO =
  'function steer(agent, world) is called once per step for each agent running the script (agents in order) ' +
  'and returns { x, y }: the acceleration it wants, in u/s². The core shortens it to agent.maxAccel, then applies the speed limit, as for every behaviour.';

/** `agent`: [name, meaning]. */
export const AGENT_FIELDS = [
  ['x, y', 'position, world units'],
  ['vx, vy', 'velocity, u/s'],
  ['radius, maxSpeed, maxAccel', 'body and limits (u, u/s, u/s²)'],
  ['goalX, goalY', 'its goal, world units'],
  ['dt, step', 'the time step (s) and the step being decided (0 first)'],
  ['params', 'its free params, { name: number } (at most 8)'],
  [
    'memory',
    'an object kept between calls: plain data, at most 4 KiB as JSON, part of the keyframes (going back is exact); {} at the first call',
  ],
];

/** `world`: [call, what it returns]. */
export const WORLD_CALLS = [
  [
    'castRay(ox, oy, dx, dy, length)',
    'null, or { distance, x, y, nx, ny, kind } (kind "cell" or "circle"): the cast the built-ins sense with. The first 3 rays of a step are drawn and listed in the panel.',
  ],
  ['neighbors(radius)', 'the other agents whose centre is within radius: [{ x, y, vx, vy, radius }], in a fixed order'],
  ['blocked(cx, cy)', 'whether cell (cx, cy) is blocked (off the grid: true)'],
  ['random()', 'a number in [0, 1), seeded by the scene, the step, the agent and the draw (Math.random is this)'],
  ['show(name, value)', 'a named number (up to 8 per step) in the panel'],
  ['note(text)', 'a sentence (up to 4 per step, 200 characters) in the panel and the console'],
];

/** What stops a script's agent (stop reason `script`, the message with its line; the others go on). */
export const CONTRACT_ERRORS = [
  'a throw, or an answer that is not { x, y } of finite numbers',
  'a runaway: more than sim.scriptBudget interrupt checks in one call (QuickJS checks after every 10,000 of its ticks, about 5,000 turns of a simple loop: the same count on every machine; no clock stops a script)',
  'memory: 16 MiB for all scripts; agent.memory 4 KiB as JSON',
  'no DOM, network, timers, Date, modules or host objects: fetch, require, process are not defined. Keep state in agent.memory (top-level variables are not part of the keyframes).',
];
