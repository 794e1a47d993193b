// A scene made up for the offline tests, among no example: four behaviours cross a room round a wall block and
// two circles, with agent avoidance, and the native tool's hash of it after a number of steps.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

const row = (y) => Array.from({ length: 26 }, (_, x) => (x >= 11 && x <= 14 && y >= 5 && y <= 9 ? '@' : '.')).join('');

export const MADE_UP = {
  version: 1,
  title: 'Four behaviours cross a room round a block (made up for the offline tests)',
  description: 'Whiskers, context, feelers and raycast agents cross corner to corner, round a wall and two circles.',
  world: {
    grid: Array.from({ length: 15 }, (_, y) => row(y)),
    circles: [
      { x: 7, y: 4, r: 1.2 },
      { x: 19, y: 10, r: 1.5 },
    ],
  },
  agents: [
    { name: 'whiskers', behavior: 'whiskers', start: [2, 2], goal: [23, 12], avoidAgents: true },
    { name: 'context', behavior: 'context', start: [23, 2], goal: [2, 12], avoidAgents: true },
    { name: 'feelers', behavior: 'feelers', start: [2, 12], goal: [23, 2], avoidAgents: true },
    { name: 'raycast', behavior: 'raycast', start: [23, 12], goal: [2, 2], avoidAgents: true },
  ],
  sim: { dt: 0.02, maxSteps: 3000, seed: 11 },
};

/** Writes the scene to `file` and returns the native tool's hash of it after `steps` steps. */
export function nativeHash(file, steps) {
  writeFileSync(file, JSON.stringify(MADE_UP));
  const r = spawnSync(`${ROOT}build/native/sidestep`, ['run', file, '--steps', String(steps)], { encoding: 'utf8' });
  assert.equal(r.status, 0, r.stderr);
  return /hash ([0-9a-f]{16})/.exec(r.stdout)[1];
}
