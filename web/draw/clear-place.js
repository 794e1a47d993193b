// Where an inset stands beside the agent it is for (the feelers' side view, draw/profile.js): the first of its places
// that keeps the agent in view. Apart from drawn.js, which the first load fetches, as the side view is drawn on demand.

/** Which of `count` places an inset may take (`boxes`: left, top, width, height in CSS pixels, four numbers each,
 *  in order of preference) keeps the point (x, y) in view, the agent it is for: the first with `near` pixels or
 *  more between the point and its edge; when none has, the one the point lies farthest outside of, or least deep
 *  inside (a short compare pane has room for none). A point that is not a number (no agent): the first. */
export function clearPlace(boxes, count, x, y, near) {
  let best = 0,
    bestGap = -Infinity;
  for (let k = 0; k < count; k++) {
    const left = boxes[4 * k],
      top = boxes[4 * k + 1],
      right = left + boxes[4 * k + 2],
      bottom = top + boxes[4 * k + 3];
    const dx = Math.max(left - x, 0, x - right),
      dy = Math.max(top - y, 0, y - bottom);
    // Outside: how far from the box; inside: minus how far from its nearest edge.
    const gap = dx > 0 || dy > 0 ? Math.hypot(dx, dy) : -Math.min(x - left, right - x, y - top, bottom - y);
    if (gap >= near) return k;
    if (gap > bestGap) {
      best = k;
      bestGap = gap;
    }
  }
  return best;
}
