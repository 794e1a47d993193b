// Whole-grid overlays for the selected grid agent (P-proxy heat map, cells within P steps), its trail,
// and where grid agents turned back. Reads the core's views; decides nothing.
import { FIELD_COLORS, LABEL_COLORS, agentColor, rgbaBytes } from './palette.js';

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

/** The heat map's ramp stops as [r, g, b] bytes, and its opacity as a byte. */
const RAMP = FIELD_COLORS.heatmap.map((c) => rgbaBytes(c).slice(0, 3));
const HEAT_ALPHA = Math.round(FIELD_COLORS.heatmapAlpha * 255);
const REACH = rgbaBytes(FIELD_COLORS.reach);

/** Low proxy (near the target) warm, high cool: a perceptual ramp from amber to deep blue. */
function ramp(t) {
  const stops = RAMP;
  const x = Math.min(1, Math.max(0, t)) * (stops.length - 1);
  const i = Math.min(stops.length - 2, Math.floor(x));
  const f = x - i;
  return stops[i].map((c, k) => Math.round(c + (stops[i + 1][k] - c) * f));
}

export function heatmapImage(field, cells, w, h) {
  return cellImage('heatmap', w, h, `${w}x${h}|${field.fieldVersion}`, (data) => {
    let max = 0;
    for (let i = 0; i < field.proxy.length; i++) if (field.proxy[i] < field.big) max = Math.max(max, field.proxy[i]);
    for (let i = 0; i < field.proxy.length; i++) {
      if (cells[i] || field.proxy[i] >= field.big) continue;
      const [r, g, b] = ramp(max > 0 ? field.proxy[i] / max : 0);
      data.set([r, g, b, HEAT_ALPHA], i * 4);
    }
  });
}

export function reachImage(field, w, h) {
  return cellImage('reach', w, h, `${w}x${h}|${field.reachVersion}`, (data) => {
    for (let i = 0; i < field.reach.length; i++) if (field.reach[i]) data.set(REACH, i * 4);
  });
}

export function drawFieldImage(ctx, image, w, h) {
  ctx.imageSmoothingEnabled = false;
  ctx.drawImage(image, 0, 0, w, h);
}

/** The P-proxy written in each cell when cells are big enough to read. */
export function drawFieldValues(view, field, cells, w, h) {
  const { ctx } = view;
  const size = Math.min(12, view.scale * 0.3);
  ctx.font = `${size}px ui-monospace, monospace`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = LABEL_COLORS.fieldValue;
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
export function drawTrail(ctx, sim, v, index, px) {
  const t = sim.trail();
  if (t.length < 4) return;
  const A = sim.agentLayout;
  const off = v.agentWords[index * A.stride + A.kind] === 0 ? 0.5 : 0;
  ctx.strokeStyle = agentColor(index, v.agentWords[index * A.stride + A.behavior]);
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
export function drawReturnMarkers(ctx, sim, v, f) {
  const A = sim.agentLayout, px = f.px;
  for (let o = 0; o < v.agents.length; o += A.stride) {
    const oscillated = sim.stopReasonNames[v.agentWords[o + A.stop]] === 'oscillation';
    if (v.agentWords[o + A.kind] !== 0 || (v.agentWords[o + A.returns] === 0 && !oscillated)) continue;
    const x = v.agents[o + A.lastReturnX] + 0.5, y = v.agents[o + A.lastReturnY] + 0.5;
    if (!f.view.sees(x, y, 0.5)) continue;
    ctx.strokeStyle = FIELD_COLORS.returnMarker;
    ctx.lineWidth = 2.5 * px;
    ctx.setLineDash([3 * px, 3 * px]);
    ctx.beginPath();
    ctx.arc(x, y, 0.46, 0, Math.PI * 2);
    ctx.stroke();
    ctx.setLineDash([]);
  }
}

