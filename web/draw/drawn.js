// What the on-demand drawers (draw/orca.js, draw/profile.js, draw/routes.js) drew last, for the console and tests; here so
// that reading it does not fetch them.

/** The selected ORCA agent's half-planes in its inset and the neighbours linked in the world. */
export const orcaDrawn = { halfPlanes: 0, neighbors: 0 };

/** Where the terrain side view was drawn last ({x, y, w, h} in CSS pixels) and the words it wrote there (its
 *  headline and the centre feeler's obstacle label, '' for none), for tests and hit-testing. */
export const profileBox = { shown: false, x: 0, y: 0, w: 0, h: 0, headline: '', obstacle: '' };

/** The selected agent's route as drawn last: its waypoints, the one it heads for (0-based, -1 for none), and how
 *  many agents' legs the "routes" overlay drew. */
export const routeDrawn = { waypoints: 0, next: -1, legs: 0 };
