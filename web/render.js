// Draws the world from the core's state views. Reads only; every decision was made in the core.

export const PALETTE = ['#2563eb', '#db2777', '#059669', '#ea580c', '#7c3aed', '#0891b2', '#ca8a04', '#4f46e5'];
const COLORS = {
  backdrop: '#0b1220',
  floor: '#f8fafc',
  gridLine: 'rgba(15, 23, 42, 0.09)',
  wall: '#334155',
  circle: '#94a3b8',
  circleEdge: '#475569',
  collision: '#ef4444',
  selection: '#f59e0b',
  text: '#0f172a',
};
const NEIGHBOURS = [[0, -1], [0, 1], [-1, 0], [1, 0]];

export function agentColor(i) { return PALETTE[i % PALETTE.length]; }

/**
 * @param {import('./view.js').View} view
 * @param {import('./sim.js').Sim} sim
 * @param {{selected: {type: string, index: number} | null, hover: object | null}} ui
 */
export function render(view, sim, ui) {
  const { ctx } = view;
  const w = sim.width, h = sim.height;
  const selectedAgent = ui.selected?.type === 'agent' ? ui.selected.index : -1;
  const wantField = ui.overlays?.has('heatmap') || ui.overlays?.has('reach');
  sim.prepare(wantField ? selectedAgent : -1); // allocating calls first, then the views
  const v = sim.views();
  const field = wantField ? sim.fieldViews() : null;

  view.beginScreen();
  ctx.fillStyle = COLORS.backdrop;
  ctx.fillRect(0, 0, view.cssWidth, view.cssHeight);

  view.beginWorld();
  const px = 1 / view.scale; // one CSS pixel in world units
  ctx.fillStyle = COLORS.floor;
  ctx.fillRect(0, 0, w, h);
  if (field && ui.overlays.has('heatmap')) drawFieldImage(ctx, heatmapImage(field, v.cells, w, h), w, h);
  drawCells(ctx, v.cells, w, h);
  if (field && ui.overlays.has('reach')) drawFieldImage(ctx, reachImage(field, w, h), w, h);
  if (view.scale >= 6) drawGridLines(ctx, w, h, px);
  if (ui.overlays?.has('trail') && selectedAgent >= 0 && sim.watched === selectedAgent) drawTrail(ctx, sim, v, selectedAgent, px);
  if (ui.overlays?.has('trail')) drawReturnMarkers(ctx, sim, v, px);
  drawCircles(ctx, sim, v, ui, px);
  if (ui.overlays?.has('paths') ?? true) drawPaths(ctx, sim, ui, px);
  if (ui.overlays?.has('rays') ?? true) drawRays(ctx, sim, v, ui, px);
  if (ui.overlays?.has('rays') ?? true) drawContextRays(ctx, sim, v, ui, px);
  if (ui.overlays?.has('context') ?? true) drawContextChart(ctx, sim, v, ui, px);
  drawAgents(ctx, sim, v, ui, px, ui.overlays?.has('goals') ?? true);
  if (ui.overlays?.has('forces')) drawForces(ctx, sim, v, ui, px);
  ctx.strokeStyle = COLORS.wall;
  ctx.lineWidth = 2 * px;
  ctx.strokeRect(0, 0, w, h);

  view.beginScreen();
  if (field && ui.overlays.has('heatmap') && view.scale >= 30) drawFieldValues(view, field, v.cells, w, h);
  if (ui.overlays?.has('decisions') ?? true) drawDecision(view, sim, v, ui);
}

// ---- field overlays (heat map of the P-proxy, cells within P steps) --------------------------------

const images = new Map(); // name -> { canvas, key }

/** An offscreen image of one pixel per cell, rebuilt only when its key changes. */
function cellImage(name, w, h, key, paint) {
  let entry = images.get(name);
  if (!entry) images.set(name, (entry = { canvas: document.createElement('canvas'), key: null }));
  if (entry.key === key) return entry.canvas;
  entry.key = key;
  entry.canvas.width = w;
  entry.canvas.height = h;
  const ctx = entry.canvas.getContext('2d');
  const image = ctx.createImageData(w, h);
  paint(image.data);
  ctx.putImageData(image, 0, 0);
  return entry.canvas;
}

/** Low proxy (near the target) warm, high cool: a perceptual ramp from amber to deep blue. */
function ramp(t) {
  const stops = [[253, 224, 71], [251, 146, 60], [236, 72, 153], [139, 92, 246], [30, 64, 175]];
  const x = Math.min(1, Math.max(0, t)) * (stops.length - 1);
  const i = Math.min(stops.length - 2, Math.floor(x));
  const f = x - i;
  return stops[i].map((c, k) => Math.round(c + (stops[i + 1][k] - c) * f));
}

function heatmapImage(field, cells, w, h) {
  return cellImage('heatmap', w, h, `${w}x${h}|${field.fieldVersion}`, (data) => {
    let max = 0;
    for (let i = 0; i < field.proxy.length; i++) if (field.proxy[i] < field.big) max = Math.max(max, field.proxy[i]);
    for (let i = 0; i < field.proxy.length; i++) {
      if (cells[i] || field.proxy[i] >= field.big) continue;
      const [r, g, b] = ramp(max > 0 ? field.proxy[i] / max : 0);
      data.set([r, g, b, 150], i * 4);
    }
  });
}

function reachImage(field, w, h) {
  return cellImage('reach', w, h, `${w}x${h}|${field.reachVersion}`, (data) => {
    for (let i = 0; i < field.reach.length; i++) if (field.reach[i]) data.set([14, 165, 233, 70], i * 4);
  });
}

function drawFieldImage(ctx, image, w, h) {
  ctx.imageSmoothingEnabled = false;
  ctx.drawImage(image, 0, 0, w, h);
}

/** The P-proxy written in each cell when cells are big enough to read. */
function drawFieldValues(view, field, cells, w, h) {
  const { ctx } = view;
  const size = Math.min(12, view.scale * 0.3);
  ctx.font = `${size}px ui-monospace, monospace`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = 'rgba(15, 23, 42, 0.85)';
  const [x0, y0] = view.toWorld(0, 0);
  const [x1, y1] = view.toWorld(view.cssWidth, view.cssHeight);
  for (let y = Math.max(0, Math.floor(y0)); y < Math.min(h, Math.ceil(y1)); y++) {
    for (let x = Math.max(0, Math.floor(x0)); x < Math.min(w, Math.ceil(x1)); x++) {
      const i = y * w + x;
      if (cells[i] || field.proxy[i] >= field.big) continue;
      const [sx, sy] = view.toScreen(x + 0.5, y + 0.5);
      ctx.fillText(field.proxy[i].toFixed(1), sx, sy + view.scale * 0.28);
    }
  }
}

/** The watched agent's path: a line through its cells (or positions), fading toward the past. */
function drawTrail(ctx, sim, v, index, px) {
  const t = v.trail;
  if (t.length < 4) return;
  const A = sim.agentLayout;
  const off = v.agentWords[index * A.stride + A.kind] === 0 ? 0.5 : 0;
  ctx.strokeStyle = agentColor(index);
  ctx.lineWidth = 3 * px;
  ctx.lineJoin = 'round';
  ctx.globalAlpha = 0.5;
  ctx.beginPath();
  const first = Math.max(0, t.length / 2 - 2000); // the last 2000 positions
  ctx.moveTo(t[first * 2] + off, t[first * 2 + 1] + off);
  for (let k = first + 1; k < t.length / 2; k++) ctx.lineTo(t[k * 2] + off, t[k * 2 + 1] + off);
  ctx.stroke();
  ctx.globalAlpha = 1;
}

/** Where grid agents stepped back onto the cell they had just left (pacing), or stopped for it. */
function drawReturnMarkers(ctx, sim, v, px) {
  const A = sim.agentLayout;
  for (let o = 0; o < v.agents.length; o += A.stride) {
    const oscillated = sim.stopReasonNames[v.agentWords[o + A.stop]] === 'oscillation';
    if (v.agentWords[o + A.kind] !== 0 || (v.agentWords[o + A.returns] === 0 && !oscillated)) continue;
    const x = v.agents[o + A.lastReturnX] + 0.5, y = v.agents[o + A.lastReturnY] + 0.5;
    ctx.strokeStyle = COLORS.collision;
    ctx.lineWidth = 2.5 * px;
    ctx.setLineDash([3 * px, 3 * px]);
    ctx.beginPath();
    ctx.arc(x, y, 0.46, 0, Math.PI * 2);
    ctx.stroke();
    ctx.setLineDash([]);
  }
}

// ---- paths, targets and context maps ---------------------------------------------------------------

const PATH_COLOR = 'rgba(14, 116, 144, 0.85)';

/** Paths as lines with arrows in the direction of travel; vertices as handles for editing. */
function drawPaths(ctx, sim, ui, px) {
  const { paths, targets } = sim.pathsAndTargets();
  paths.forEach((path, i) => {
    const pts = path.points;
    if (pts.length < 2) return;
    const selected = ui.selected?.type === 'path' && ui.selected.index === i;
    ctx.strokeStyle = selected ? COLORS.selection : PATH_COLOR;
    ctx.lineWidth = (selected ? 3 : 2) * px;
    ctx.setLineDash([8 * px, 5 * px]);
    ctx.beginPath();
    ctx.moveTo(pts[0].x, pts[0].y);
    for (let k = 1; k < pts.length; k++) ctx.lineTo(pts[k].x, pts[k].y);
    if (path.closed) ctx.closePath();
    ctx.stroke();
    ctx.setLineDash([]);
    const segments = path.closed ? pts.length : pts.length - 1;
    for (let k = 0; k < segments; k++) { // an arrowhead mid-segment
      const a = pts[k], b = pts[(k + 1) % pts.length];
      const len = Math.hypot(b.x - a.x, b.y - a.y);
      if (len < 12 * px) continue;
      const ux = (b.x - a.x) / len, uy = (b.y - a.y) / len, mx = (a.x + b.x) / 2, my = (a.y + b.y) / 2, h = 6 * px;
      ctx.fillStyle = ctx.strokeStyle;
      ctx.beginPath();
      ctx.moveTo(mx + ux * h, my + uy * h);
      ctx.lineTo(mx - ux * h - uy * h * 0.7, my - uy * h + ux * h * 0.7);
      ctx.lineTo(mx - ux * h + uy * h * 0.7, my - uy * h - ux * h * 0.7);
      ctx.closePath();
      ctx.fill();
    }
    if (selected || ui.tool === 'path') {
      pts.forEach((q, k) => {
        ctx.beginPath();
        ctx.arc(q.x, q.y, (k === 0 ? 6 : 4.5) * px, 0, Math.PI * 2);
        ctx.fillStyle = k === ui.selectedVertex && selected ? COLORS.selection : '#fff';
        ctx.fill();
        ctx.strokeStyle = PATH_COLOR;
        ctx.lineWidth = 1.5 * px;
        ctx.stroke();
      });
    }
  });
  if (ui.pathDraft) { // the first click of a new path
    ctx.fillStyle = COLORS.selection;
    ctx.beginPath();
    ctx.arc(ui.pathDraft[0], ui.pathDraft[1], 6 * px, 0, Math.PI * 2);
    ctx.fill();
  }
  for (const t of targets) { // targets: small four-pointed stars
    const r = Math.max(0.25, 7 * px);
    ctx.fillStyle = '#f59e0b';
    ctx.beginPath();
    for (let k = 0; k < 8; k++) {
      const a = (k * Math.PI) / 4, rr = k % 2 ? r * 0.4 : r;
      ctx.lineTo(t.x + Math.cos(a) * rr, t.y + Math.sin(a) * rr);
    }
    ctx.closePath();
    ctx.fill();
  }
}

function forEachContext(sim, v, ui, fn, { all = false } = {}) {
  const A = sim.agentLayout, C = sim.contextLayout;
  const contextBehavior = sim.behaviorNames.indexOf('context');
  const count = Math.min(v.agents.length / A.stride, v.context.length / C.stride);
  const selected = ui.selected?.type === 'agent' ? ui.selected.index : -1;
  for (let i = 0; i < count; i++) {
    const o = i * A.stride;
    if (v.agentWords[o + A.behavior] !== contextBehavior || v.agentWords[o + A.stop] !== 0) continue;
    if (!all && i !== selected) continue;
    fn(i, o, i * C.stride);
  }
}

/** Context agents' rays: red up to the hit when dangerous, faint when clear. */
function drawContextRays(ctx, sim, v, ui, px) {
  const C = sim.contextLayout;
  const f = v.context, u = new Uint32Array(f.buffer, f.byteOffset, f.length);
  const few = v.agents.length / sim.agentLayout.stride <= 40;
  forEachContext(sim, v, ui, (i, o, c) => {
    const x = v.agents[o + sim.agentLayout.x], y = v.agents[o + sim.agentLayout.y];
    const n = u[c + C.slots], hx = f[c + C.headingX], hy = f[c + C.headingY];
    const selected = ui.selected?.type === 'agent' && ui.selected.index === i;
    for (let k = 0; k < n; k++) {
      const a = (k * 2 * Math.PI) / n, cs = Math.cos(a), sn = Math.sin(a);
      const dx = hx * cs - hy * sn, dy = hx * sn + hy * cs;
      const hit = f[c + C.hit + k], danger = f[c + C.danger + k] > 0;
      ctx.strokeStyle = danger ? 'rgba(239, 68, 68, 0.8)' : 'rgba(71, 85, 105, 0.28)';
      ctx.lineWidth = (selected ? 1.5 : 1) * px;
      ctx.beginPath();
      ctx.moveTo(x, y);
      ctx.lineTo(x + dx * hit, y + dy * hit);
      ctx.stroke();
    }
  }, { all: few });
}

/** The selected context agent's map as a polar chart: interest (green) and danger (red) per slot,
 *  the direction it wanted (thin) and the one it chose (amber arrow). */
function drawContextChart(ctx, sim, v, ui, px) {
  const C = sim.contextLayout;
  const f = v.context, u = new Uint32Array(f.buffer, f.byteOffset, f.length);
  forEachContext(sim, v, ui, (i, o, c) => {
    const x = v.agents[o + sim.agentLayout.x], y = v.agents[o + sim.agentLayout.y];
    const R = Math.max(1.6, 70 * px);
    const n = u[c + C.slots], hx = f[c + C.headingX], hy = f[c + C.headingY];
    ctx.fillStyle = 'rgba(15, 23, 42, 0.08)';
    ctx.strokeStyle = 'rgba(15, 23, 42, 0.35)';
    ctx.lineWidth = px;
    ctx.beginPath();
    ctx.arc(x, y, R, 0, Math.PI * 2);
    ctx.fill();
    ctx.stroke();
    const width = Math.max(2.5 * px, Math.min(0.6 * R * Math.sin(Math.PI / n), 10 * px));
    for (let k = 0; k < n; k++) {
      const a = (k * 2 * Math.PI) / n, cs = Math.cos(a), sn = Math.sin(a);
      const dx = hx * cs - hy * sn, dy = hx * sn + hy * cs;
      const interest = f[c + C.interest + k], raw = f[c + C.rawInterest + k], danger = f[c + C.danger + k];
      ctx.lineCap = 'round';
      if (raw > interest + 1e-6) { // interest lost to danger, as a pale bar
        ctx.strokeStyle = 'rgba(22, 163, 74, 0.25)';
        ctx.lineWidth = width;
        ctx.beginPath(); ctx.moveTo(x, y); ctx.lineTo(x + dx * R * Math.min(1, raw), y + dy * R * Math.min(1, raw)); ctx.stroke();
      }
      if (interest > 0) {
        ctx.strokeStyle = '#16a34a';
        ctx.lineWidth = width;
        ctx.beginPath(); ctx.moveTo(x, y); ctx.lineTo(x + dx * R * Math.min(1.5, interest), y + dy * R * Math.min(1.5, interest)); ctx.stroke();
      }
      if (danger > 0) { // danger on the rim, outward
        ctx.strokeStyle = '#ef4444';
        ctx.lineWidth = width;
        ctx.beginPath(); ctx.moveTo(x + dx * R, y + dy * R); ctx.lineTo(x + dx * R * (1 + 0.5 * danger), y + dy * R * (1 + 0.5 * danger)); ctx.stroke();
      }
      ctx.lineCap = 'butt';
    }
    ctx.strokeStyle = 'rgba(15, 23, 42, 0.6)';
    ctx.setLineDash([3 * px, 3 * px]);
    ctx.lineWidth = 1.5 * px;
    ctx.beginPath(); ctx.moveTo(x, y); ctx.lineTo(x + f[c + C.desiredX] * R * 1.25, y + f[c + C.desiredY] * R * 1.25); ctx.stroke();
    ctx.setLineDash([]);
    if (u[c + C.allMasked]) {
      ctx.strokeStyle = '#ef4444';
      ctx.lineWidth = 3 * px;
      ctx.beginPath(); ctx.arc(x, y, R * 0.3, 0, Math.PI * 2); ctx.stroke();
    } else {
      arrow(ctx, x, y, x + f[c + C.chosenX] * R * 1.3, y + f[c + C.chosenY] * R * 1.3, '#f59e0b', px);
    }
  });
}

// ---- continuous agents' senses and forces -----------------------------------------------------------

const RAY = { clear: 'rgba(71, 85, 105, 0.75)', detect: '#eab308', collide: '#ef4444' };
const FORCE = { base: '#16a34a', steer: '#7c3aed', brake: '#ea580c', total: '#0f172a' };

/** Each continuous agent's rays: neutral, yellow when they detect something, red while the body
 *  overlaps an obstacle (seed 000's debug box). Hits get a dot and the surface normal. */
function drawRays(ctx, sim, v, ui, px) {
  const A = sim.agentLayout, S = sim.steeringLayout, R = S.ray;
  const f = v.steering;
  const u = new Uint32Array(f.buffer, f.byteOffset, f.length);
  const count = Math.min(v.agents.length / A.stride, f.length / S.stride);
  const many = count > 300;
  for (let i = 0; i < count; i++) {
    const o = i * A.stride, s = i * S.stride;
    if (v.agentWords[o + A.kind] !== 1 || v.agentWords[o + A.stop] !== 0) continue;
    const rays = u[s + S.rayCount];
    if (!rays) continue;
    const selected = ui.selected?.type === 'agent' && ui.selected.index === i;
    if (many && !selected) continue; // a crowd draws only the selected agent's rays
    const overlapping = v.agentWords[o + A.overlapping] === 1;
    let detected = false;
    for (let k = 0; k < rays; k++) detected = detected || u[s + S.rays + k * S.rayStride + R.hit] === 1;
    const color = overlapping ? RAY.collide : detected ? RAY.detect : RAY.clear;
    const behavior = sim.behaviorNames[v.agentWords[o + A.behavior]];
    const ray = (k, field) => f[s + S.rays + k * S.rayStride + field];
    if (rays === 2 && behavior === 'whiskers') {
      // The whiskers' box, as in the article: the quad spanned by the two rays.
      ctx.beginPath();
      ctx.moveTo(ray(0, R.startX), ray(0, R.startY));
      ctx.lineTo(ray(0, R.endX), ray(0, R.endY));
      ctx.lineTo(ray(1, R.endX), ray(1, R.endY));
      ctx.lineTo(ray(1, R.startX), ray(1, R.startY));
      ctx.closePath();
      ctx.fillStyle = overlapping ? 'rgba(239, 68, 68, 0.22)' : detected ? 'rgba(234, 179, 8, 0.22)' : 'rgba(100, 116, 139, 0.12)';
      ctx.fill();
    }
    for (let k = 0; k < rays; k++) {
      const hit = u[s + S.rays + k * S.rayStride + R.hit] === 1;
      ctx.strokeStyle = hit || overlapping ? color : RAY.clear;
      ctx.lineWidth = (selected ? 2 : 1.25) * px;
      ctx.beginPath();
      ctx.moveTo(ray(k, R.startX), ray(k, R.startY));
      ctx.lineTo(ray(k, R.endX), ray(k, R.endY));
      ctx.stroke();
      if (!hit) continue;
      const hx = ray(k, R.hitX), hy = ray(k, R.hitY);
      ctx.fillStyle = color;
      ctx.beginPath();
      ctx.arc(hx, hy, 3.5 * px, 0, Math.PI * 2);
      ctx.fill();
      ctx.beginPath(); // the surface normal
      ctx.moveTo(hx, hy);
      ctx.lineTo(hx + ray(k, R.normalX) * 0.45, hy + ray(k, R.normalY) * 0.45);
      ctx.stroke();
    }
    const rule = sim.steeringRuleNames[u[s + S.rule]];
    if (rule === 'avoidWall') { // the point off the wall it now seeks
      const tx = f[s + S.targetX], ty = f[s + S.targetY];
      ctx.strokeStyle = RAY.detect;
      ctx.lineWidth = 2 * px;
      ctx.beginPath();
      ctx.moveTo(tx, ty - 0.2); ctx.lineTo(tx + 0.2, ty); ctx.lineTo(tx, ty + 0.2); ctx.lineTo(tx - 0.2, ty); ctx.closePath();
      ctx.stroke();
    }
  }
}

/** Forces as arrows from each continuous agent (selected one only in crowds): base motion, steer,
 *  brake and the total applied, scaled so max acceleration is 1.5 world units long. */
function drawForces(ctx, sim, v, ui, px) {
  const A = sim.agentLayout, S = sim.steeringLayout;
  const f = v.steering;
  const u = new Uint32Array(f.buffer, f.byteOffset, f.length);
  const i32 = new Int32Array(f.buffer, f.byteOffset, f.length);
  const count = Math.min(v.agents.length / A.stride, f.length / S.stride);
  for (let i = 0; i < count; i++) {
    const o = i * A.stride, s = i * S.stride;
    if (v.agentWords[o + A.kind] !== 1 || v.agentWords[o + A.stop] !== 0) continue;
    const selected = ui.selected?.type === 'agent' && ui.selected.index === i;
    if (count > 300 && !selected) continue;
    const x = v.agents[o + A.x], y = v.agents[o + A.y];
    const scale = 1.5 / v.agents[o + A.maxAccel];
    const arrowOf = (ax, ay, color) => arrow(ctx, x, y, x + f[s + ax] * scale, y + f[s + ay] * scale, color, px);
    arrowOf(S.baseX, S.baseY, FORCE.base);
    arrowOf(S.steerX, S.steerY, FORCE.steer);
    arrowOf(S.brakeX, S.brakeY, FORCE.brake);
    arrowOf(S.accelX, S.accelY, FORCE.total);
    const threat = i32[s + S.threat];
    if (threat >= 0 && sim.steeringRuleNames[u[s + S.rule]] === 'avoidAgent') {
      // The two predicted positions at closest approach, joined.
      ctx.strokeStyle = RAY.collide;
      ctx.setLineDash([3 * px, 3 * px]);
      ctx.lineWidth = 1.5 * px;
      const r = v.agents[o + A.radius];
      for (const [px0, py0] of [[f[s + S.threatSelfX], f[s + S.threatSelfY]], [f[s + S.threatOtherX], f[s + S.threatOtherY]]]) {
        ctx.beginPath();
        ctx.arc(px0, py0, r, 0, Math.PI * 2);
        ctx.stroke();
      }
      ctx.beginPath();
      ctx.moveTo(f[s + S.threatSelfX], f[s + S.threatSelfY]);
      ctx.lineTo(f[s + S.threatOtherX], f[s + S.threatOtherY]);
      ctx.stroke();
      ctx.setLineDash([]);
    }
  }
}

function arrow(ctx, x0, y0, x1, y1, color, px) {
  const len = Math.hypot(x1 - x0, y1 - y0);
  if (len < 2 * px) return;
  const head = Math.min(len * 0.4, 8 * px);
  const ux = (x1 - x0) / len, uy = (y1 - y0) / len;
  ctx.strokeStyle = color;
  ctx.fillStyle = color;
  ctx.lineWidth = 2.25 * px;
  ctx.beginPath();
  ctx.moveTo(x0, y0);
  ctx.lineTo(x1 - ux * head * 0.6, y1 - uy * head * 0.6);
  ctx.stroke();
  ctx.beginPath();
  ctx.moveTo(x1, y1);
  ctx.lineTo(x1 - ux * head - uy * head * 0.5, y1 - uy * head + ux * head * 0.5);
  ctx.lineTo(x1 - ux * head + uy * head * 0.5, y1 - uy * head - ux * head * 0.5);
  ctx.closePath();
  ctx.fill();
}

function drawCells(ctx, cells, w, h) {
  ctx.fillStyle = COLORS.wall;
  ctx.beginPath();
  for (let y = 0; y < h; y++) {
    const row = y * w;
    let x = 0;
    while (x < w) {
      if (!cells[row + x]) { x++; continue; }
      const x0 = x;
      while (x < w && cells[row + x]) x++;
      ctx.rect(x0, y, x - x0, 1); // one rectangle per run of blocked cells
    }
  }
  ctx.fill();
}

function drawGridLines(ctx, w, h, px) {
  ctx.strokeStyle = COLORS.gridLine;
  ctx.lineWidth = px;
  ctx.beginPath();
  for (let x = 1; x < w; x++) { ctx.moveTo(x, 0); ctx.lineTo(x, h); }
  for (let y = 1; y < h; y++) { ctx.moveTo(0, y); ctx.lineTo(w, y); }
  ctx.stroke();
}

function drawCircles(ctx, sim, v, ui, px) {
  const C = sim.circleLayout;
  for (let i = 0, o = 0; o < v.circles.length; i++, o += C.stride) {
    const x = v.circles[o + C.x], y = v.circles[o + C.y], r = v.circles[o + C.radius];
    ctx.beginPath();
    ctx.arc(x, y, r, 0, Math.PI * 2);
    ctx.fillStyle = COLORS.circle;
    ctx.fill();
    const selected = ui.selected?.type === 'circle' && ui.selected.index === i;
    ctx.strokeStyle = selected ? COLORS.selection : COLORS.circleEdge;
    ctx.lineWidth = (selected ? 3 : 1.5) * px;
    ctx.stroke();
    if (selected) { // resize handle on the rim
      ctx.beginPath();
      ctx.arc(x + r, y, 5 * px, 0, Math.PI * 2);
      ctx.fillStyle = COLORS.selection;
      ctx.fill();
    }
  }
}

function drawAgents(ctx, sim, v, ui, px, showGoals) {
  const A = sim.agentLayout;
  const a = v.agents, words = v.agentWords;
  for (let i = 0, o = 0; o < a.length; i++, o += A.stride) {
    const grid = words[o + A.kind] === 0;
    const off = grid ? 0.5 : 0; // grid agents stand on cell centres
    const x = a[o + A.x] + off, y = a[o + A.y] + off;
    const gx = a[o + A.goalX] + off, gy = a[o + A.goalY] + off;
    const r = grid ? 0.36 : a[o + A.radius];
    const color = agentColor(i);
    const selected = ui.selected?.type === 'agent' && ui.selected.index === i;

    // Goal: a ring with a cross, joined to the agent by a dashed line.
    if (showGoals) drawGoal(ctx, x, y, gx, gy, color, px);

    // Body: red while it overlaps an obstacle (the articles' agents have no colliders).
    const overlapping = words[o + A.overlapping] === 1;
    if (selected) {
      ctx.beginPath();
      ctx.arc(x, y, r + 5 * px, 0, Math.PI * 2);
      ctx.fillStyle = 'rgba(245, 158, 11, 0.35)';
      ctx.fill();
    }
    ctx.beginPath();
    if (grid) roundRect(ctx, x - r, y - r, 2 * r, 2 * r, r * 0.35);
    else ctx.arc(x, y, r, 0, Math.PI * 2);
    ctx.fillStyle = overlapping ? COLORS.collision : color;
    ctx.fill();
    ctx.strokeStyle = selected ? COLORS.selection : 'rgba(255,255,255,0.9)';
    ctx.lineWidth = (selected ? 2.5 : 1.5) * px;
    ctx.stroke();

    // Heading: the velocity direction, length proportional to speed.
    const vx = a[o + A.vx], vy = a[o + A.vy];
    const speed = Math.hypot(vx, vy);
    if (!grid && speed > 1e-3) {
      const len = r + (speed / a[o + A.maxSpeed]) * r * 1.6;
      ctx.strokeStyle = '#0f172a';
      ctx.lineWidth = 2 * px;
      ctx.beginPath(); ctx.moveTo(x, y); ctx.lineTo(x + (vx / speed) * len, y + (vy / speed) * len); ctx.stroke();
    }

    // Stop badge.
    const stop = sim.stopReasonNames[words[o + A.stop]];
    if (stop !== 'moving') {
      ctx.save();
      ctx.translate(x, y - r - 10 * px);
      ctx.scale(px, px);
      badge(ctx, stop === 'reached' ? '✓' : stop, stop === 'reached' ? '#059669' : '#b91c1c');
      ctx.restore();
    }
  }
}

function drawGoal(ctx, x, y, gx, gy, color, px) {
  ctx.setLineDash([4 * px, 4 * px]);
  ctx.strokeStyle = color;
  ctx.globalAlpha = 0.55;
  ctx.lineWidth = 1.5 * px;
  ctx.beginPath(); ctx.moveTo(x, y); ctx.lineTo(gx, gy); ctx.stroke();
  ctx.setLineDash([]);
  ctx.globalAlpha = 1;
  const gr = Math.max(0.22, Math.min(0.4, 9 * px));
  ctx.lineWidth = 2.5 * px;
  ctx.beginPath(); ctx.arc(gx, gy, gr, 0, Math.PI * 2); ctx.stroke();
  ctx.beginPath();
  ctx.moveTo(gx - gr * 0.6, gy); ctx.lineTo(gx + gr * 0.6, gy);
  ctx.moveTo(gx, gy - gr * 0.6); ctx.lineTo(gx, gy + gr * 0.6);
  ctx.stroke();
}

function badge(ctx, text, color) {
  ctx.font = '600 11px system-ui, sans-serif';
  const w = ctx.measureText(text).width + 8;
  ctx.fillStyle = color;
  ctx.beginPath();
  roundRect(ctx, -w / 2, -8, w, 16, 8);
  ctx.fill();
  ctx.fillStyle = '#fff';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, 0, 0.5);
}

function roundRect(ctx, x, y, w, h, r) {
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
}

/** The selected grid agent's last decision: each neighbour's proxy written in its cell. */
function drawDecision(view, sim, v, ui) {
  if (ui.selected?.type !== 'agent') return;
  const i = ui.selected.index;
  const A = sim.agentLayout, D = sim.decisionLayout;
  const o = i * A.stride;
  if (o >= v.agents.length || v.agentWords[o + A.kind] !== 0) return;
  const d = i * D.stride;
  const chosen = v.decisionWords[d + D.chosen];
  const big = 2 * (sim.width + sim.height) + 1;
  const HUGE = 0xffffffff;
  const { ctx } = view;
  const size = Math.max(9, Math.min(14, view.scale * 0.32));
  ctx.font = `600 ${size}px ui-monospace, monospace`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (let k = 0; k < 4; k++) {
    const cx = v.agents[o + A.x] + NEIGHBOURS[k][0] + 0.5;
    const cy = v.agents[o + A.y] + NEIGHBOURS[k][1] + 0.5;
    if (cx < 0 || cy < 0 || cx > sim.width || cy > sim.height) continue;
    const value = v.decisions[d + D.proxy + k];
    const steps = v.decisionWords[d + D.step + k];
    const text = value >= big ? '∞' : `${value.toFixed(2)}${steps !== HUGE ? ` · ${steps}` : ''}`;
    const [sx, sy] = view.toScreen(cx, cy);
    ctx.fillStyle = k === chosen ? 'rgba(245, 158, 11, 0.95)' : 'rgba(15, 23, 42, 0.78)';
    const tw = ctx.measureText(text).width + 8;
    ctx.beginPath();
    roundRect(ctx, sx - tw / 2, sy - size * 0.75, tw, size * 1.5, 4);
    ctx.fill();
    ctx.fillStyle = '#fff';
    ctx.fillText(text, sx, sy + 0.5);
  }
}
