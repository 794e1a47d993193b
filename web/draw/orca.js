// ORCA, drawn from the core's record of the selected orca agent: in the world, its neighbours and the walls
// and circles its half-planes came from (the binding one in amber); in an inset, its velocity space: every
// half-plane's forbidden side shaded (agents' indigo, obstacles' grey), the max-speed circle, the preferred
// velocity (green, dotted) and the chosen one (amber). Line numbers (#k) are those of the panel's table;
// they and the inset's captions are labels (label-layer.js): none covers another, world labels stay off
// the inset.
// Reads the core's views; decides nothing; allocates nothing per frame.
import { ORCA_COLORS as C, arrow } from './palette.js';
import { cornerInset, cornerLeft, orcaDrawn } from './drawn.js';
import { NORTH_EAST, PRIORITY, SOUTH_EAST, STYLE, addLabel, reserveLabelBox } from './label-layer.js';
import { formatFixed, t } from '../i18n/locale.js';
import '../i18n/en-draw.js';

const AGENT = C.agent;
const AGENT_FILL = C.agentFill;
const OBSTACLE = C.obstacle;
const OBSTACLE_FILL = C.obstacleFill;
const BINDING = C.binding;
const VIOLATED = C.violated;
const PREFERRED = C.preferred;
const CHOSEN = C.chosen;
const LABELS = Array.from({ length: 64 }, (_, k) => `#${k}`);
/** How the velocity was chosen (the record's outcome), in long and short words: the page's locale's, worded on the
 *  first frame (cv-orca-* in the catalogue) so that no frame allocates them. */
let outcomeWords = null;
const outcomes = () =>
  (outcomeWords ??= {
    long: ['allowed', 'nearest', 'fallback', 'squeezed'].map((o) => t(`cv-orca-${o}`)),
    short: ['', '', t('cv-orca-fallback-short'), t('cv-orca-squeezed-short')],
  });

// Scratch for clipping the inset's square by one half-plane (at most 5 vertices, 8 in and out).
const clipIn = new Float64Array(16),
  clipOut = new Float64Array(16);

/** The record of the selected agent if it is a moving orca agent: its offset in the orca view, else -1. */
function selectedRecord(sim, v, frame) {
  const i = frame.selected;
  if (i < 0 || !v.orca) return -1;
  const A = sim.agentLayout,
    O = sim.orcaLayout;
  const o = i * A.stride;
  if (o >= v.agents.length || v.agentWords[o + A.behavior] !== sim.orcaBehavior || v.agentWords[o + A.stop] !== 0)
    return -1;
  const r = i * O.stride;
  return r + O.stride <= v.orca.length ? r : -1;
}

/** In the world: a line to each neighbour (numbered as in the panel), the edges and circles the obstacle
 *  half-planes came from, the binding one in amber, and the preferred and chosen velocities (one second's
 *  travel). */
export function drawOrcaWorld(ctx, sim, v, frame) {
  orcaDrawn.halfPlanes = orcaDrawn.neighbors = 0;
  const r = selectedRecord(sim, v, frame);
  if (r < 0) return;
  const A = sim.agentLayout,
    O = sim.orcaLayout,
    L = O.line,
    E = sim.outlineLayout;
  const f = v.orca,
    u = v.orcaWords,
    n = v.orcaInts,
    px = frame.px;
  const a = frame.selected * A.stride;
  const x = v.agents[a + A.x],
    y = v.agents[a + A.y];
  const count = u[r + O.lineCount],
    binding = n[r + O.binding],
    also = n[r + O.bindingAlso];
  for (let k = 0; k < count; k++) {
    const l = r + O.lines + k * O.lineStride;
    const source = u[l + L.source],
      index = n[l + L.index];
    const key = k === binding || k === also;
    const color = key ? BINDING : source === 0 ? AGENT : OBSTACLE;
    ctx.strokeStyle = color;
    ctx.lineWidth = (key ? 3 : 1.5) * px;
    let lx = x,
      ly = y,
      reach = 0; // the label's anchor, and how far its body or circle reaches (world units)
    if (source === 0) {
      // a neighbour
      orcaDrawn.neighbors++;
      const b = index * A.stride;
      lx = v.agents[b + A.x];
      ly = v.agents[b + A.y];
      reach = v.agents[b + A.radius];
      ctx.setLineDash([4 * px, 3 * px]);
      ctx.beginPath();
      ctx.moveTo(x, y);
      ctx.lineTo(lx, ly);
      ctx.stroke();
      ctx.setLineDash([]);
    } else if (source === 1) {
      // a circle
      const c = index * sim.circleLayout.stride;
      lx = v.circles[c + sim.circleLayout.x];
      ly = v.circles[c + sim.circleLayout.y];
      reach = v.circles[c + sim.circleLayout.radius];
      ctx.beginPath();
      ctx.arc(lx, ly, v.circles[c + sim.circleLayout.radius] + 2 * px, 0, Math.PI * 2);
      ctx.stroke();
    } else if (index >= 0 && (index + 1) * E.stride <= v.outline.length) {
      // an outline edge
      const e = index * E.stride,
        o = v.outline;
      ctx.lineWidth = (key ? 5 : 3.5) * px;
      ctx.beginPath();
      ctx.moveTo(o[e + E.ax], o[e + E.ay]);
      ctx.lineTo(o[e + E.bx], o[e + E.by]);
      ctx.stroke();
      // Its label at the edge's point nearest the agent.
      const ex = o[e + E.bx] - o[e + E.ax],
        ey = o[e + E.by] - o[e + E.ay];
      const t = Math.max(0, Math.min(1, ((x - o[e + E.ax]) * ex + (y - o[e + E.ay]) * ey) / (ex * ex + ey * ey)));
      lx = o[e + E.ax] + ex * t;
      ly = o[e + E.ay] + ey * t;
    }
    const view = frame.view;
    addLabel(
      ctx,
      LABELS[k],
      key ? STYLE.orcaBinding : source === 0 ? STYLE.orcaAgent : STYLE.orcaObstacle,
      PRIORITY.selectedNumber,
      view.originX + lx * view.scale,
      view.originY + ly * view.scale,
      reach * view.scale + 4,
      NORTH_EAST,
      16,
      false,
      -1,
      frame.selected,
    );
  }
  // Where it wants to be and where it will be in one second: the preferred (green, dotted) and the
  // chosen velocity (amber), as in the inset.
  ctx.setLineDash([3 * px, 3 * px]);
  arrow(ctx, x, y, x + f[r + O.preferredX], y + f[r + O.preferredY], PREFERRED, px);
  ctx.setLineDash([]);
  arrow(ctx, x, y, x + f[r + O.chosenX], y + f[r + O.chosenY], CHOSEN, px);
}

/** The half-plane boundary det(d, v - p) = 0 clipped to the square |x|, |y| <= w: [t0, t1] along d from p,
 *  or null when it misses the square. Written into `out`. */
function clipLine(px, py, dx, dy, w, out) {
  out[0] = -Infinity;
  out[1] = Infinity;
  return clipAxis(px, dx, w, out) && clipAxis(py, dy, w, out) && out[0] <= out[1];
}

/** Narrows [out[0], out[1]] to where p + t d lies in [-w, w]; false when it never does. */
function clipAxis(p, d, w, out) {
  if (Math.abs(d) < 1e-12) return p >= -w && p <= w;
  const a = (-w - p) / d,
    b = (w - p) / d;
  out[0] = Math.max(out[0], Math.min(a, b));
  out[1] = Math.min(out[1], Math.max(a, b));
  return true;
}
const span = new Float64Array(2);
const caption = { w: -1, small: false, size: 0, text: '' };
/** The caption label style's font (label-layer.js, STYLE.caption), to measure the caption before it is queued. */
const CAPTION_FONT = '11px system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

/** Shades each half-plane's forbidden side, (v - p) . n < 0, within the inset's square |v| <= w. */
function shadeForbidden(ctx, f, r, O, count, obstacles, w, sx, sy) {
  const L = O.line;
  for (let j = 0; j < count; j++) {
    const l = r + O.lines + j * O.lineStride;
    const p0 = f[l + L.pointX],
      p1 = f[l + L.pointY],
      d0 = f[l + L.directionX],
      d1 = f[l + L.directionY];
    const nx = -d1,
      ny = d0;
    let m = 0;
    clipIn[0] = -w;
    clipIn[1] = -w;
    clipIn[2] = w;
    clipIn[3] = -w;
    clipIn[4] = w;
    clipIn[5] = w;
    clipIn[6] = -w;
    clipIn[7] = w;
    for (let q = 0; q < 4; q++) {
      const ax = clipIn[2 * q],
        ay = clipIn[2 * q + 1],
        bx = clipIn[(2 * q + 2) % 8],
        by = clipIn[(2 * q + 3) % 8];
      const da = -((ax - p0) * nx + (ay - p1) * ny),
        db = -((bx - p0) * nx + (by - p1) * ny); // > 0: forbidden
      if (da >= 0) {
        clipOut[2 * m] = ax;
        clipOut[2 * m + 1] = ay;
        m++;
      }
      if (da >= 0 !== db >= 0) {
        const t = da / (da - db);
        clipOut[2 * m] = ax + (bx - ax) * t;
        clipOut[2 * m + 1] = ay + (by - ay) * t;
        m++;
      }
    }
    if (m < 3) continue;
    ctx.fillStyle = j < obstacles ? OBSTACLE_FILL : AGENT_FILL;
    ctx.beginPath();
    ctx.moveTo(sx(clipOut[0]), sy(clipOut[1]));
    for (let q = 1; q < m; q++) ctx.lineTo(sx(clipOut[2 * q]), sy(clipOut[2 * q + 1]));
    ctx.closePath();
    ctx.fill();
  }
}

/** Each half-plane's boundary (binding ones in amber, violated ones red and dashed) and its label. */
function drawBoundaries(ctx, f, r, O, count, obstacles, binding, also, w, sx, sy, box, frame) {
  const L = O.line;
  for (let j = 0; j < count; j++) {
    const l = r + O.lines + j * O.lineStride;
    const p0 = f[l + L.pointX],
      p1 = f[l + L.pointY],
      d0 = f[l + L.directionX],
      d1 = f[l + L.directionY];
    if (!clipLine(p0, p1, d0, d1, w, span)) continue;
    const key = j === binding || j === also,
      violated = f[l + L.slack] < -1e-3;
    ctx.strokeStyle = key ? BINDING : violated ? VIOLATED : j < obstacles ? OBSTACLE : AGENT;
    ctx.lineWidth = key ? 2.5 : 1.25;
    if (violated && !key) ctx.setLineDash([4, 3]);
    ctx.beginPath();
    ctx.moveTo(sx(p0 + d0 * span[0]), sy(p1 + d1 * span[0]));
    ctx.lineTo(sx(p0 + d0 * span[1]), sy(p1 + d1 * span[1]));
    ctx.stroke();
    ctx.setLineDash([]);
    // The label where the boundary leaves the window (spread round the rim, not piled in the middle), on
    // its allowed side: the end the direction points to for agents', the other end for obstacles'.
    const t = j < obstacles ? span[0] + 0.12 * (span[1] - span[0]) : span[1] - 0.12 * (span[1] - span[0]);
    const side = Math.round(Math.atan2(d0, -d1) / (Math.PI / 4)) & 7; // the allowed side's compass direction
    addLabel(
      ctx,
      LABELS[j],
      key ? STYLE.orcaBinding : j < obstacles ? STYLE.orcaObstacle : STYLE.orcaAgent,
      PRIORITY.insetNumber,
      sx(p0 + d0 * t),
      sy(p1 + d1 * t),
      5,
      side,
      8,
      false,
      box,
      frame.selected,
    );
  }
}

/** The inset: the selected orca agent's velocity space, in the canvas's lower-left corner. */
export function drawOrcaInset(view, sim, v, frame) {
  const r = selectedRecord(sim, v, frame);
  if (r < 0) return;
  const { ctx } = view;
  const O = sim.orcaLayout,
    L = O.line;
  const f = v.orca,
    u = v.orcaWords,
    n = v.orcaInts;
  const size = Math.round(Math.max(90, Math.min(230, 0.36 * Math.min(view.cssWidth, view.cssHeight))));
  const small = size < 160; // a phone: shorter captions
  const left = cornerLeft(view, size),
    top = cornerInset(view, 'orca', left, size); // (above a phone's readout)
  const cx = left + size / 2,
    cy = top + size / 2;
  const S = f[r + O.maxSpeed];
  const prefX = f[r + O.preferredX],
    prefY = f[r + O.preferredY],
    chosenX = f[r + O.chosenX],
    chosenY = f[r + O.chosenY];
  // The window: a little beyond max speed (and the preferred velocity), so the disc and arrows fit.
  const w = 1.25 * Math.max(S, Math.hypot(prefX, prefY), Math.hypot(chosenX, chosenY), 1e-3);
  const k = size / 2 / w; // pixels per u/s
  const sx = (vx) => cx + vx * k,
    sy = (vy) => cy + vy * k; // y down, as in the world

  const box = reserveLabelBox(left, top, size, size); // world labels keep off; its own stay in
  ctx.save();
  ctx.fillStyle = C.inset;
  ctx.strokeStyle = C.insetEdge;
  ctx.lineWidth = 1;
  ctx.fillRect(left, top, size, size);
  ctx.strokeRect(left + 0.5, top + 0.5, size - 1, size - 1);
  ctx.beginPath();
  ctx.rect(left, top, size, size);
  ctx.clip();

  // Forbidden sides, shaded: the square clipped to (v - p) . n < 0.
  const count = u[r + O.lineCount],
    obstacles = u[r + O.obstacleLineCount];
  orcaDrawn.halfPlanes = count;
  const binding = n[r + O.binding],
    also = n[r + O.bindingAlso];
  shadeForbidden(ctx, f, r, O, count, obstacles, w, sx, sy);

  // Axes and the max-speed disc.
  ctx.strokeStyle = C.axes;
  ctx.beginPath();
  ctx.moveTo(left, cy);
  ctx.lineTo(left + size, cy);
  ctx.moveTo(cx, top);
  ctx.lineTo(cx, top + size);
  ctx.stroke();
  ctx.strokeStyle = C.maxSpeed;
  ctx.setLineDash([4, 3]);
  ctx.beginPath();
  ctx.arc(cx, cy, S * k, 0, Math.PI * 2);
  ctx.stroke();
  ctx.setLineDash([]);

  // Boundaries: binding ones in amber, violated ones (a fallback) red and dashed.
  drawBoundaries(ctx, f, r, O, count, obstacles, binding, also, w, sx, sy, box, frame);

  // Velocities: where it is going now (grey dot), what it wants (green, dotted) and what it chose (amber).
  const a = frame.selected * sim.agentLayout.stride;
  ctx.fillStyle = C.current;
  ctx.beginPath();
  ctx.arc(sx(v.agents[a + sim.agentLayout.vx]), sy(v.agents[a + sim.agentLayout.vy]), 2.5, 0, Math.PI * 2);
  ctx.fill();
  ctx.setLineDash([3, 3]);
  arrow(ctx, cx, cy, sx(prefX), sy(prefY), PREFERRED, 1);
  ctx.setLineDash([]);
  arrow(ctx, cx, cy, sx(chosenX), sy(chosenY), CHOSEN, 1);
  ctx.fillStyle = CHOSEN;
  ctx.beginPath();
  ctx.arc(sx(chosenX), sy(chosenY), 3, 0, Math.PI * 2);
  ctx.fill();
  ctx.restore();

  // Caption: what it is and how the velocity was chosen, at the inset's top-left and bottom-left corners.
  if (caption.w !== w || caption.small !== small || caption.size !== size) {
    // the long caption where it fits the inset as measured (a longer translation falls back to the numbers)
    Object.assign(caption, { w, small, size, text: t('cv-orca-title', { w: formatFixed(w, 2) }) });
    ctx.font = CAPTION_FONT;
    if (small || ctx.measureText(caption.text).width > size - 10)
      caption.text = t('cv-orca-range', { w: formatFixed(w, 1) });
  }
  addLabel(
    ctx,
    caption.text,
    STYLE.caption,
    PRIORITY.inset,
    left + 5,
    top + 4,
    0,
    SOUTH_EAST,
    1,
    false,
    box,
    frame.selected,
  );
  const outcome = u[r + O.outcome];
  if (!small || outcome >= 2) {
    addLabel(
      ctx,
      (small ? outcomes().short : outcomes().long)[outcome] ?? '',
      outcome >= 2 ? STYLE.warn : STYLE.muted,
      PRIORITY.inset,
      left + 5,
      top + size - 4,
      0,
      NORTH_EAST,
      1,
      false,
      box,
      frame.selected,
    );
  }
}
