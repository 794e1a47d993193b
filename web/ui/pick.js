// What lies under a world point: the agent, goal, circle, circle handle or path point a press picks, and the cell
// or the point in the world it falls on (ui/tools.js).

/** How far from an agent or its goal a press still picks it, CSS pixels: a mouse's or a pen's point, and a finger's
 *  (its pad covers about 7-10 mm; an agent drawn 10 px across on a phone was missed by a tap on its edge). A path
 *  point or a circle's handle takes the pointer's reach from a finger too: a press beside one adds a point or moves
 *  the circle, and a grab there moves it to the finger. */
export const REACH = { pointer: 8, finger: 20 };

/** The path vertex under world point (x, y) within REACH.pointer CSS pixels, or null. */
export function pickVertex(sim, view, x, y) {
  const tolerance = REACH.pointer / view.scale;
  const paths = sim.paths;
  for (let i = paths.length - 1; i >= 0; i--) {
    const k = paths[i].points.findIndex((q) => Math.hypot(q.x - x, q.y - y) < tolerance);
    if (k >= 0) return { path: i, vertex: k };
  }
  return null;
}

/** What lies under world point (x, y), topmost first, among `kinds` ('handle', 'agent', 'goal', 'circle'): an agent
 *  or a goal within `reach` CSS pixels (an agent larger than that anywhere on its body), a handle within the pointer's. */
export function pick(sim, ui, view, x, y, kinds, reach = REACH.pointer) {
  const tolerance = REACH.pointer / view.scale,
    far = reach / view.scale;
  for (const kind of kinds) {
    if (kind === 'handle' && ui.selected?.type === 'circle') {
      const c = sim.circle(ui.selected.index);
      if (c && Math.hypot(x - (c.x + c.r), y - c.y) < tolerance)
        return { type: 'handle', index: ui.selected.index, x: c.x + c.r, y: c.y };
    }
    if (kind === 'agent' || kind === 'goal') {
      // The nearest within reach; agents stacked on one spot (the same distance) take turns: a click
      // on the selected one of them selects the next below it.
      const markers = sim.agentMarkers();
      let best = -1,
        bestDistance = Infinity;
      const stacked = [];
      for (let i = markers.length - 1; i >= 0; i--) {
        const m = markers[i];
        const off = m.grid ? 0.5 : 0;
        const [px, py] = kind === 'agent' ? [m.x, m.y] : [m.gx, m.gy];
        const d = Math.hypot(x - (px + off), y - (py + off));
        if (d >= Math.max(m.grid ? 0.5 : m.radius, far)) continue;
        if (d < bestDistance - 1e-6) {
          best = i;
          bestDistance = d;
          stacked.length = 0;
        }
        if (Math.abs(d - bestDistance) <= 1e-6) stacked.push(i);
      }
      if (best >= 0) {
        const sel = ui.selected;
        const k = kind === 'agent' && sel?.type === 'agent' ? stacked.indexOf(sel.index) : -1;
        const i = k >= 0 ? stacked[(k + 1) % stacked.length] : stacked[0];
        const m = markers[i];
        const [px, py] = kind === 'agent' ? [m.x, m.y] : [m.gx, m.gy];
        return { type: kind, index: i, x: px, y: py, grid: m.grid };
      }
    }
    if (kind === 'circle') {
      for (let i = sim.world.circleCount() - 1; i >= 0; i--) {
        const c = sim.circle(i);
        if (Math.hypot(x - c.x, y - c.y) < c.r) return { type: 'circle', index: i, x: c.x, y: c.y };
      }
    }
  }
  return null;
}

/** The cell under world point (x, y), or null off the grid (clamped onto it when `clamp`). */
export function cellAt(sim, x, y, clamp = false) {
  let cx = Math.floor(x),
    cy = Math.floor(y);
  if (clamp) {
    cx = Math.min(sim.width - 1, Math.max(0, cx));
    cy = Math.min(sim.height - 1, Math.max(0, cy));
  }
  return sim.width > cx && cx >= 0 && sim.height > cy && cy >= 0 ? [cx, cy] : null;
}

/** World point (x, y) clamped into the world rectangle, or null when more than 1 u outside it. */
export function insideWorld(sim, x, y) {
  const w = sim.width,
    h = sim.height;
  if (x < -1 || y < -1 || x > w + 1 || y > h + 1) return null;
  return [Math.min(w, Math.max(0, x)), Math.min(h, Math.max(0, y))];
}
