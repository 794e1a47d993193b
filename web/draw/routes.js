// Routes, drawn from the core's record (docs/routes.md): the selected agent's whole route (its waypoints as the
// core planned them: those behind it joined faintly, the leg it is on from where it stands, the legs after it solid, the
// waypoint it heads for ringed and numbered "K/N"), and under the "routes" overlay every agent's leg to the
// waypoint it heads for (two points each, from the agents' view: one path for the crowd). Fetched with import()
// the first time a frame has a route to draw (draw/on-demand.js). Reads the core's views; decides nothing;
// allocates nothing per frame (the selected route's view is taken again only after it replanned or the run moved).
import { AGENT_COLORS, agentColor } from './palette.js';
import { routeDrawn } from './drawn.js';
import { NORTH_EAST, PRIORITY, STYLE, addLabel } from './label-layer.js';

const TAU = Math.PI * 2;
/** Labels "K/N" for the waypoint the selected agent heads for, made once they are first needed. */
const LABELS = [];
const labelOf = (k, n) => (LABELS[n] ??= [])[k] ?? (LABELS[n][k] = `${k}/${n}`);

/** The selected agent's waypoints ([x0, y0, x1, y1, ...], world units) and what they were taken for. */
const held = { points: null, world: null, agent: -1, replans: -1, replanStep: -1, revision: -1, generation: -1 };

/** The selected agent's waypoints from the core, taken again only when it replanned, an edit or a seek back
 *  changed the run, or the heap grew (one boundary crossing then, none per frame). */
function waypointsOf(sim, v, i) {
  const A = sim.agentLayout,
    o = i * A.stride,
    words = v.agentWords;
  const replans = words[o + A.replans],
    replanStep = words[o + A.replanStep],
    revision = sim.world.revision();
  const h = held;
  if (
    h.points &&
    h.points.buffer.byteLength !== 0 &&
    h.world === sim.world &&
    h.agent === i &&
    h.replans === replans &&
    h.replanStep === replanStep &&
    h.revision === revision &&
    h.generation === sim.generation
  )
    return h.points;
  h.points = sim.routeWaypoints(i);
  Object.assign(h, { world: sim.world, agent: i, replans, replanStep, revision, generation: sim.generation });
  return h.points;
}

/** Whether agent offset `o` follows a route now: a planner, a route found, and on its way. */
const follows = (A, words, o) =>
  words[o + A.planner] !== 0 && words[o + A.routeWaypoints] > 0 && words[o + A.stop] === 0;

/** In the world: every agent's leg (with `every`), then the selected agent's route over them. */
export function drawRoutes(ctx, sim, v, frame, every) {
  routeDrawn.legs = routeDrawn.waypoints = 0;
  routeDrawn.next = -1;
  const A = sim.agentLayout,
    a = v.agents,
    words = v.agentWords,
    px = frame.px;
  const count = a.length / A.stride;
  if (every) {
    // one path for the crowd's legs and one for the rings at their ends, in the selection's colour
    ctx.beginPath();
    for (let i = 0, o = 0; i < count; i++, o += A.stride) {
      if (!follows(A, words, o)) continue;
      const x = a[o + A.aimX],
        y = a[o + A.aimY];
      if (!frame.view.sees(x, y, 1) && !frame.view.sees(a[o + A.x], a[o + A.y], 1)) continue;
      ctx.moveTo(a[o + A.x], a[o + A.y]);
      ctx.lineTo(x, y);
      ctx.moveTo(x + 3 * px, y);
      ctx.arc(x, y, 3 * px, 0, TAU);
      routeDrawn.legs++;
    }
    ctx.strokeStyle = AGENT_COLORS.outline;
    ctx.lineWidth = 1.5 * px;
    ctx.stroke();
  }
  const i = frame.selected;
  if (i < 0 || i >= count) return;
  const o = i * A.stride;
  if (words[o + A.planner] === 0 || words[o + A.routeWaypoints] === 0) return;
  const points = waypointsOf(sim, v, i);
  const n = Math.min(words[o + A.routeWaypoints], points.length >> 1),
    next = words[o + A.stop] === 0 ? words[o + A.routeNext] : n; // once stopped, every leg is behind it
  const color = agentColor(i, words[o + A.behavior]);
  ctx.strokeStyle = color;
  ctx.fillStyle = color;
  // The waypoints behind it, joined faintly (where it stood when it planned is not part of the route).
  if (next >= 2) {
    ctx.globalAlpha = 0.35;
    ctx.lineWidth = 1.5 * px;
    ctx.beginPath();
    ctx.moveTo(points[0], points[1]);
    for (let k = 1; k < Math.min(next, n); k++) ctx.lineTo(points[2 * k], points[2 * k + 1]);
    ctx.stroke();
    ctx.globalAlpha = 1;
  }
  // The leg it is on, from where it stands, and the legs after it.
  if (next < n) {
    ctx.lineWidth = 2.5 * px;
    ctx.beginPath();
    ctx.moveTo(a[o + A.x], a[o + A.y]);
    for (let k = next; k < n; k++) ctx.lineTo(points[2 * k], points[2 * k + 1]);
    ctx.stroke();
  }
  // A dot on each waypoint; a ring round the one it heads for.
  ctx.beginPath();
  for (let k = 0; k < n; k++) {
    const x = points[2 * k],
      y = points[2 * k + 1];
    ctx.moveTo(x + 3 * px, y);
    ctx.arc(x, y, 3 * px, 0, TAU);
  }
  ctx.fill();
  routeDrawn.waypoints = n;
  if (next < n) {
    const x = points[2 * next],
      y = points[2 * next + 1];
    ctx.lineWidth = 2.5 * px;
    ctx.beginPath();
    ctx.arc(x, y, 8 * px, 0, TAU);
    ctx.stroke();
    routeDrawn.next = next;
  }
}

/** Over the world: "K/N" beside the waypoint the selected agent heads for (1-based, as the panel says it). */
export function labelRoute(view, sim, v, frame) {
  const k = routeDrawn.next;
  if (k < 0 || held.points === null) return;
  const n = routeDrawn.waypoints;
  const sx = view.originX + held.points[2 * k] * view.scale,
    sy = view.originY + held.points[2 * k + 1] * view.scale;
  if (sx < 0 || sy < 0 || sx > view.cssWidth || sy > view.cssHeight) return;
  addLabel(
    view.ctx,
    labelOf(k + 1, n),
    STYLE.value,
    PRIORITY.selectedNumber,
    sx,
    sy,
    9,
    NORTH_EAST,
    12,
    false,
    -1,
    frame.selected,
  );
}
