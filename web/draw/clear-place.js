// Where an inset stands beside the agent it is for (the feelers' side view, draw/profile.js; the heat map's legend,
// draw/heat-legend.js): the first of its places that keeps the agent in view. Apart from drawn.js, which the first
// load fetches, as both are drawn on demand.
import { cornerFloor, cornerLeft, profileBox } from './drawn.js';

/** Which of `count` places an inset may take (`boxes`: left, top, width, height in CSS pixels, four numbers each,
 *  in order of preference) keeps the point (x, y) in view, the agent it is for: the first with `near` pixels or
 *  more between the point and its edge; when none has, the one the point lies farthest outside of, or least deep
 *  inside (a short compare pane has room for none). A point that is not a number (no agent): the first. `keep`,
 *  the place it took last (-1: none), stays while it is clear; a place before it takes over only when clear by twice
 *  `near`, so that an agent moving along the edge of both does not send the inset back and forth. */
export function clearPlace(boxes, count, x, y, near, keep = -1) {
  // The place kept only while it is clear itself; else every place by the same margin.
  if (keep >= 0 && keep < count && gapTo(boxes, keep, x, y) < near) keep = -1;
  let best = 0,
    bestGap = -Infinity;
  for (let k = 0; k < count; k++) {
    const gap = gapTo(boxes, k, x, y);
    if (gap >= (k < keep ? 2 * near : near)) return k;
    if (gap > bestGap) {
      best = k;
      bestGap = gap;
    }
  }
  return best;
}

/** How far the point (x, y) lies outside place k of `boxes` (CSS pixels), or minus how deep inside (to its nearest
 *  edge). */
function gapTo(boxes, k, x, y) {
  const left = boxes[4 * k],
    top = boxes[4 * k + 1],
    right = left + boxes[4 * k + 2],
    bottom = top + boxes[4 * k + 3];
  const dx = Math.max(left - x, 0, x - right),
    dy = Math.max(top - y, 0, y - bottom);
  return dx > 0 || dy > 0 ? Math.hypot(dx, dy) : -Math.min(x - left, right - x, y - top, bottom - y);
}

/** The places an inset may stand, in order (clearPlace): the bottom and the top of the page's start side, the top
 *  of the other side; left, top, width, height each (CSS pixels). */
export const PLACES = new Float64Array(12);
/** The place each kind of inset stood at in each view's last frame (clearPlace keeps it while the agent stays clear
 *  of it): view -> { kind: place }. */
const lastPlace = new WeakMap();

/** Fills PLACES with the places of a w x h inset in `view`, and says how many there are: in the bottom corner at the
 *  page's start side (cornerLeft: the right in a right-to-left language, the zoom buttons then at the left), its foot
 *  at `floor` (CSS pixels from the canvas's top; cornerFloor: above the rate box and a phone's readout, both on that
 *  side); at the top of that side; at the top of the other side where the canvas is wide enough for both (3 places,
 *  else 2). */
export function insetPlaces(view, w, h, floor = cornerFloor(view)) {
  const start = cornerLeft(view, w);
  // under the readout's and the painting bar's band, or a compare pane's name (coverTop: ui/compare.js)
  const top = Math.max(view.insetTop, view.coverTop ?? 0) + 8;
  const bottom = Math.max(top, floor - h);
  PLACES[0] = PLACES[4] = start;
  PLACES[8] = Math.max(0, Math.min(view.cssWidth - w, view.cssWidth - w - start)); // the other side, on the canvas
  PLACES[1] = bottom;
  PLACES[5] = PLACES[9] = top;
  PLACES[2] = PLACES[6] = PLACES[10] = w;
  PLACES[3] = PLACES[7] = PLACES[11] = h;
  // The other side only where it stands apart from the start side (a canvas wide enough for both).
  return Math.abs(PLACES[8] - start) >= w / 2 ? 3 : 2;
}

/** Which of the `count` places in PLACES (insetPlaces) inset `kind` takes in `view` this frame to keep `near` CSS
 *  pixels between it and the point (x, y) (clearPlace), the place it took in this view's last frame kept while clear. */
export function placeIn(view, kind, count, x, y, near) {
  let kept = lastPlace.get(view);
  if (!kept) lastPlace.set(view, (kept = {}));
  const last = kept[kind] ?? -1;
  return (kept[kind] = clearPlace(PLACES, count, x, y, near, last < count ? last : -1));
}

/** Where the feelers' side view (draw/profile.js), w x h CSS pixels, stands for agent `index` (the index of its place
 *  in PLACES, which it fills; the agent's centre kept in profileBox): the first of insetPlaces that keeps 20 px
 *  between it and the agent's body. */
export function placeInset(view, sim, v, index, w, h) {
  // its foot 42 px over the canvas's at least, the rate's chip's room: it stays put when the run starts playing
  const count = insetPlaces(view, w, h, Math.min(view.cssHeight - 42, cornerFloor(view)));
  const body = index * sim.agentLayout.stride;
  const ax = view.originX + v.agents[body + sim.agentLayout.x] * view.scale,
    ay = view.originY + v.agents[body + sim.agentLayout.y] * view.scale;
  profileBox.agentX = ax;
  profileBox.agentY = ay;
  // 20 px kept between the box and the body's edge (its centre, plus its radius on screen).
  return placeIn(view, 'profile', count, ax, ay, 20 + v.agents[body + sim.agentLayout.radius] * view.scale);
}
