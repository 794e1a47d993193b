// Whole-grid overlays for the selected grid agent (P-proxy heat map, cells within P steps), its trail,
// and where grid agents turned back. Reads the core's views; decides nothing.
import { FIELD_COLORS, LABEL_COLORS, agentColor, rgbaBytes } from './palette.js';

const images = new Map(); // name -> { canvas, key, image }

/** An offscreen image of one pixel per cell, rebuilt only when its key changes (its pixels reused while the size holds). */
function cellImage(name, w, h, key, paint) {
  let entry = images.get(name);
  if (!entry) images.set(name, (entry = { canvas: document.createElement('canvas'), key: null, image: null }));
  if (entry.key === key) return entry.canvas;
  entry.key = key;
  const ctx = entry.canvas.getContext('2d');
  if (!entry.image || entry.image.width !== w || entry.image.height !== h) {
    entry.canvas.width = w;
    entry.canvas.height = h;
    entry.image = ctx.createImageData(w, h);
  }
  const pixels = new Uint32Array(entry.image.data.buffer);
  pixels.fill(0);
  paint(pixels);
  ctx.putImageData(entry.image, 0, 0);
  return entry.canvas;
}

/** [r, g, b, a] bytes as one pixel word of an ImageData's Uint32 view (little-endian RGBA). */
const pixelWord = ([r, g, b, a]) => ((a << 24) | (b << 16) | (g << 8) | r) >>> 0;

/** The heat map's ramp stops as [r, g, b] bytes, and its opacity as a byte. */
const STOPS = FIELD_COLORS.heatmap.map((c) => rgbaBytes(c).slice(0, 3));
const HEAT_ALPHA = Math.round(FIELD_COLORS.heatmapAlpha * 255);
const REACH = pixelWord(rgbaBytes(FIELD_COLORS.reach));

/** Low proxy (near the target) warm, high cool: a perceptual ramp from amber to deep blue. */
function ramp(t) {
  const stops = STOPS;
  const x = Math.min(1, Math.max(0, t)) * (stops.length - 1);
  const i = Math.min(stops.length - 2, Math.floor(x));
  const f = x - i;
  return stops[i].map((c, k) => Math.round(c + (stops[i + 1][k] - c) * f));
}

/** The ramp in RAMP_STEPS + 1 steps as pixel words at the heat map's opacity, made once (a 512 x 512
 *  field is painted in a few milliseconds, with nothing allocated per cell). */
const RAMP_STEPS = 1024;
const RAMP = new Uint32Array(RAMP_STEPS + 1).map((_, k) => pixelWord([...ramp(k / RAMP_STEPS), HEAT_ALPHA]));

export function heatmapImage(field, cells, w, h) {
  return cellImage('heatmap', w, h, `${w}x${h}|${field.fieldVersion}`, (pixels) => {
    const { proxy, big } = field;
    let max = 0;
    for (let i = 0; i < proxy.length; i++) if (proxy[i] < big && proxy[i] > max) max = proxy[i];
    const scale = max > 0 ? RAMP_STEPS / max : 0;
    for (let i = 0; i < proxy.length; i++) {
      if (cells[i] || proxy[i] >= big) continue;
      pixels[i] = RAMP[Math.round(proxy[i] * scale)];
    }
  });
}

export function reachImage(field, w, h) {
  return cellImage('reach', w, h, `${w}x${h}|${field.reachVersion}`, (pixels) => {
    const { reach } = field;
    for (let i = 0; i < reach.length; i++) if (reach[i]) pixels[i] = REACH;
  });
}

export function drawFieldImage(ctx, image, w, h) {
  ctx.imageSmoothingEnabled = false;
  ctx.drawImage(image, 0, 0, w, h);
}

/** The view's cells under an agent's body (1), reused from frame to frame (grown, never shrunk). */
let under = new Uint8Array(0);

/** Marks the cells of the window [cx0, cx1) x [cy0, cy1) that an agent's body covers, as the agents are drawn: a
 *  grid agent's square (half-side 0.36) in its cell, a continuous agent's disc of its radius. */
function markUnderBodies(agents, words, A, cx0, cy0, cx1, cy1) {
  const cw = cx1 - cx0;
  for (let o = 0; o + A.stride <= agents.length; o += A.stride) {
    const grid = words[o + A.kind] === 0;
    const x = agents[o + A.x] + (grid ? 0.5 : 0),
      y = agents[o + A.y] + (grid ? 0.5 : 0),
      r = grid ? 0.36 : agents[o + A.radius];
    if (!(x + r > cx0 && x - r < cx1 && y + r > cy0 && y - r < cy1)) continue; // (also NaN)
    for (let cy = Math.max(cy0, Math.floor(y - r)); cy < Math.min(cy1, Math.floor(y + r) + 1); cy++)
      for (let cx = Math.max(cx0, Math.floor(x - r)); cx < Math.min(cx1, Math.floor(x + r) + 1); cx++) {
        // the cell's point nearest the centre within the body (a square's always is)
        const dx = x - Math.min(Math.max(x, cx), cx + 1),
          dy = y - Math.min(Math.max(y, cy), cy + 1);
        if (!grid && dx * dx + dy * dy >= r * r) continue;
        under[(cy - cy0) * cw + (cx - cx0)] = 1;
      }
  }
}

/** The P-proxy written in each cell when cells are big enough to read, but for the cells under an agent's body
 *  (drawn after the agents, a number would cover the body). `v` is the frame's views (agents, agentWords), `A`
 *  the agents' layout; `drawn` gets the count of values written (fieldValues) and left out under a body. */
export function drawFieldValues(view, field, cells, w, h, v, A, drawn) {
  const { ctx } = view;
  const size = Math.min(12, view.scale * 0.3);
  ctx.font = `${size}px ui-monospace, monospace`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = LABEL_COLORS.fieldValue;
  const [x0, y0] = view.toWorld(0, 0);
  const [x1, y1] = view.toWorld(view.cssWidth, view.cssHeight);
  const cx0 = Math.max(0, Math.floor(x0)),
    cy0 = Math.max(0, Math.floor(y0)),
    cx1 = Math.min(w, Math.ceil(x1)),
    cy1 = Math.min(h, Math.ceil(y1));
  const cw = Math.max(0, cx1 - cx0),
    ch = Math.max(0, cy1 - cy0);
  if (under.length < cw * ch) under = new Uint8Array(2 * cw * ch);
  under.fill(0, 0, cw * ch);
  markUnderBodies(v.agents, v.agentWords, A, cx0, cy0, cx1, cy1);
  let shown = 0,
    hidden = 0;
  for (let y = cy0; y < cy1; y++) {
    for (let x = cx0; x < cx1; x++) {
      const i = y * w + x;
      if (cells[i] || field.proxy[i] >= field.big) continue;
      if (under[(y - cy0) * cw + (x - cx0)]) {
        hidden++;
        continue;
      }
      const [sx, sy] = view.toScreen(x + 0.5, y + 0.5);
      ctx.fillText(field.proxy[i].toFixed(1), sx, sy + view.scale * 0.28);
      shown++;
    }
  }
  drawn.fieldValues = shown;
  drawn.fieldValuesUnder = hidden;
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
  ctx.moveTo(t[0] + off, t[1] + off); // the core keeps the newest kTrailPoints
  for (let k = 1; k < t.length / 2; k++) ctx.lineTo(t[k * 2] + off, t[k * 2 + 1] + off);
  ctx.stroke();
  ctx.globalAlpha = 1;
}

/** Where grid agents stepped back onto the cell they had just left (pacing), or stopped for it. */
export function drawReturnMarkers(ctx, sim, v, f) {
  const A = sim.agentLayout,
    px = f.px;
  for (let o = 0; o < v.agents.length; o += A.stride) {
    const oscillated = sim.stopReasonNames[v.agentWords[o + A.stop]] === 'oscillation';
    if (v.agentWords[o + A.kind] !== 0 || (v.agentWords[o + A.returns] === 0 && !oscillated)) continue;
    const x = v.agents[o + A.lastReturnX] + 0.5,
      y = v.agents[o + A.lastReturnY] + 0.5;
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
