// Draws the world from the core's state views. Reads only; every decision was made in the core.
import { drawContextChart, drawContextRays, drawPaths } from './context.js';
import { drawFieldImage, drawFieldValues, drawReturnMarkers, drawTrail, heatmapImage, reachImage } from './fields.js';
import { drawForces, drawRays } from './steering.js';
import { COLORS, agentColor, roundRect } from './palette.js';

export { agentColor } from './palette.js';

const NEIGHBOURS = [[0, -1], [0, 1], [-1, 0], [1, 0]];


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
