// What the on-demand drawers (draw/orca.js, draw/profile.js, draw/routes.js, the insets) drew last, for the console and tests; here so
// that reading it does not fetch them.

/** The selected ORCA agent's half-planes in its inset and the neighbours linked in the world. */
export const orcaDrawn = { halfPlanes: 0, neighbors: 0 };

/** Where the terrain side view was drawn last ({x, y, w, h} in CSS pixels), the centre of the agent it is for that
 *  it kept clear of (agentX, agentY, CSS pixels in the same canvas), and the words it wrote there (its headline and
 *  the centre feeler's obstacle label, '' for none), for tests and hit-testing. */
export const profileBox = { shown: false, x: 0, y: 0, w: 0, h: 0, agentX: 0, agentY: 0, headline: '', obstacle: '' };

/** The selected agent's route as drawn last: its waypoints, the one it heads for (0-based, -1 for none), and how
 *  many agents' legs the "routes" overlay drew. */
export const routeDrawn = { waypoints: 0, next: -1, legs: 0 };

/** Where the insets in the canvas's bottom corner were drawn this frame ({shown, x, y, w, h} in CSS pixels): the
 *  heat map's legend, the ORCA velocity space, the context map. */
export const insetBoxes = {
  heat: { shown: false, x: 0, y: 0, w: 0, h: 0 },
  orca: { shown: false, x: 0, y: 0, w: 0, h: 0 },
  context: { shown: false, x: 0, y: 0, w: 0, h: 0 },
};

/** Records inset `kind` drawn at (x, y), w x h CSS pixels, this frame. */
export function insetDrawn(kind, x, y, w, h) {
  const b = insetBoxes[kind];
  b.shown = true;
  b.x = x;
  b.y = y;
  b.w = w;
  b.h = h;
}

/** The left (CSS pixels) of a w px wide inset in the canvas's bottom corner at the page's start side: left, or
 *  right in a right-to-left language, where the zoom buttons are then at the left (style.css's .viewctl). */
export function cornerLeft(view, w) {
  return document.documentElement.dir === 'rtl' ? view.cssWidth - w - 10 : 10;
}

/** The stage's chips the insets keep clear of, at the canvas's bottom on the page's start side as the insets are:
 *  how far up from the canvas's foot (CSS pixels) the playing rate's chip reaches, and a phone's readout over it
 *  (style.css's .rate and .readout), 0 while the chip is hidden (app/painting.js measures it). */
export const stageChips = { lift: 0 };

/** The lowest an inset in the canvas's bottom corner may reach (CSS pixels from the canvas's top): 10 px above the
 *  visible part's bottom (a phone's readout, View.visibleBottom), and 6 px above the chips while the rate shows. */
export function cornerFloor(view) {
  const floor = view.visibleBottom() - 10;
  return stageChips.lift > 0 ? Math.min(floor, view.cssHeight - stageChips.lift - 6) : floor;
}

/** The top (CSS pixels) of a size x size inset `kind` in the canvas's bottom corner (cornerLeft, cornerFloor),
 *  recorded as drawn at `left`. */
export function cornerInset(view, kind, left, size) {
  const top = cornerFloor(view) - size;
  insetDrawn(kind, left, top, size + 1, size + 1);
  return top;
}
