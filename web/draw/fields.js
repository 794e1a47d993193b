// Whole-grid overlays for the selected grid agent (P-proxy heat map, cells within P steps), its trail,
// and where grid agents turned back. Reads the core's views; decides nothing. (The heat map's numbers and legend
// are in draw/heat-legend.js, fetched when the heat map is first shown.)
import { FIELD_COLORS, agentColor, rgbaBytes } from './palette.js';

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
