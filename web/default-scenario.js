// The scene the page opens with: a little of everything, so a newcomer sees agents moving at once.
// Two seek agents (continuous) cross a field of circles and walls; they have no colliders, so one turns
// red where it drives through a circle. A greedy grid agent walks round a short wall, and another paces
// for ever behind a long one: the 0-proxy failure the n-proxy article starts from.
export const DEFAULT_SCENARIO = {
  title: 'Welcome to sidestep',
  grid: [
    '........................',
    '........................',
    '........................',
    '.....@@@@@@.............',
    '........................',
    '........................',
    '..............@.........',
    '..............@.........',
    '..............@.........',
    '..............@.........',
    '........................',
    '........................',
    '...@@@@@@@@@............',
    '..................@.....',
    '..................@.....',
    '........................',
  ],
  circles: [
    { x: 9.0, y: 8.0, r: 1.3 },
    { x: 19.5, y: 4.0, r: 1.0 },
  ],
  agents: [
    { behavior: 'seek', start: [1.5, 8.0], goal: [22.5, 8.5], radius: 0.4, maxSpeed: 3 },
    { behavior: 'seek', start: [22.0, 1.5], goal: [2.0, 10.5], radius: 0.35, maxSpeed: 4 },
    { behavior: 'greedy', start: [15, 13], goal: [21, 13] },
    { behavior: 'greedy', start: [7, 14], goal: [7, 10] },
  ],
  sim: { dt: 0.02, maxSteps: 3000, seed: 1 },
};
