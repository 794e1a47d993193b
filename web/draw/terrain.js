// The ground, drawn under everything else: an elevation tint with hill shading, and contour lines.
// Both are built from the core's vertex heights into a cached image and a cached path, rebuilt only when
// the heights change (the world's terrain revision, or a new world object after a load, seek or undo).
//
// The image has one pixel per grid vertex and is drawn with smoothing on, half a cell out, so the
// browser interpolates between vertices as the core does (bilinear). The shading is only a picture of
// the heights: nothing here decides anything.

import { COLORS, TERRAIN_PALETTE, rgbaBytes } from './palette.js';

/** The ground's colours from the palette (the desktop viewer's too), the tints as [r, g, b] bytes. */
export const TERRAIN_COLORS = {
  floor: rgbaBytes(COLORS.floor).slice(0, 3), // level ground
  high: rgbaBytes(TERRAIN_PALETTE.high).slice(0, 3), // toward the highest ground drawn
  low: rgbaBytes(TERRAIN_PALETTE.low).slice(0, 3), // toward the lowest
  contour: TERRAIN_PALETTE.contour,
  contourMajor: TERRAIN_PALETTE.contourMajor,
  lowObstacle: TERRAIN_PALETTE.lowObstacle,
};

/** Contour lines are skipped for terrains of more cells than this (their path would cost every frame). */
const MAX_CONTOUR_CELLS = 262144;

/** Per run (a compare draws several): the ground's image and contours, and what they were built from. */
const grounds = new WeakMap();

/**
 * Draws the ground into the world transform (call after the floor, before the cells).
 * @param {CanvasRenderingContext2D} ctx
 * @param {import('../sim/sim.js').Sim} sim
 * @param {import('../sim/relief.js').Relief} relief
 * @param {number} px one CSS pixel in world units
 */
export function drawTerrain(ctx, sim, relief, px) {
  const g = groundOf(sim, relief);
  if (!g.image) return;
  const w = sim.width,
    h = sim.height;
  ctx.save();
  ctx.beginPath();
  ctx.rect(0, 0, w, h);
  ctx.clip();
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(g.image, -0.5, -0.5, w + 1, h + 1);
  if (g.minor) {
    ctx.lineWidth = px;
    ctx.strokeStyle = TERRAIN_COLORS.contour;
    ctx.stroke(g.minor);
    ctx.lineWidth = 1.5 * px;
    ctx.strokeStyle = TERRAIN_COLORS.contourMajor;
    ctx.stroke(g.major);
  }
  ctx.restore();
}

function groundOf(sim, relief) {
  let g = grounds.get(sim);
  if (!g) grounds.set(sim, (g = { world: null, generation: -1, revision: -1, image: null, minor: null, major: null }));
  const revision = relief.revision;
  if (g.world === sim.world && g.generation === sim.generation && g.revision === revision) return g;
  Object.assign(g, { world: sim.world, generation: sim.generation, revision, image: null, minor: null, major: null });
  if (relief.flat) return g;
  const heights = relief.heights();
  const cols = sim.width + 1,
    rows = sim.height + 1;
  if (heights.length !== cols * rows) return g;
  let low = 0,
    high = 0;
  for (let k = 0; k < heights.length; k++) {
    if (heights[k] < low) low = heights[k];
    if (heights[k] > high) high = heights[k];
  }
  g.image = shadedImage(heights, cols, rows, low, high);
  g.interval = contourInterval(high - low);
  if ((cols - 1) * (rows - 1) <= MAX_CONTOUR_CELLS)
    [g.minor, g.major] = contours(heights, cols, rows, low, high, g.interval);
  return g;
}

/** One pixel per vertex: a tint by height (sand up, blue down, the floor at 0) lit from the upper left. */
function shadedImage(heights, cols, rows, low, high) {
  const canvas = document.createElement('canvas');
  canvas.width = cols;
  canvas.height = rows;
  const c = canvas.getContext('2d');
  const image = c.createImageData(cols, rows);
  const px = image.data;
  const [fr, fg, fb] = TERRAIN_COLORS.floor,
    [hr, hg, hb] = TERRAIN_COLORS.high,
    [lr, lg, lb] = TERRAIN_COLORS.low;
  const at = (x, y) => heights[Math.min(rows - 1, Math.max(0, y)) * cols + Math.min(cols - 1, Math.max(0, x))];
  for (let y = 0; y < rows; y++) {
    for (let x = 0; x < cols; x++) {
      const hgt = heights[y * cols + x];
      const t = hgt > 0 ? hgt / Math.max(high, 1e-6) : hgt < 0 ? hgt / Math.min(low, -1e-6) : 0;
      const [tr, tg, tb] = hgt >= 0 ? [hr, hg, hb] : [lr, lg, lb];
      // Slope by central differences, lit from the upper left (screen): a face rising toward the lower
      // right faces the light and is brighter, one falling that way is darker.
      const dx = (at(x + 1, y) - at(x - 1, y)) / 2,
        dy = (at(x, y + 1) - at(x, y - 1)) / 2;
      const light = Math.max(-0.18, Math.min(0.18, (dx + dy) * 0.25));
      const k = (y * cols + x) * 4;
      const mix = (a, b) => (a + (b - a) * Math.min(1, t)) * (1 + light);
      px[k] = mix(fr, tr);
      px[k + 1] = mix(fg, tg);
      px[k + 2] = mix(fb, tb);
      px[k + 3] = 255;
    }
  }
  c.putImageData(image, 0, 0);
  return canvas;
}

/** A round contour interval (0.05, 0.1, 0.25, 0.5, 1, 2, ...) giving at most 10 levels over `range`. */
export function contourInterval(range) {
  const steps = [0.05, 0.1, 0.25, 0.5, 1, 2, 2.5, 5, 10];
  return steps.find((s) => range / s <= 10) ?? 10;
}

/**
 * Contour lines at every multiple of `interval` (0 excluded), as two paths (every fourth level is major).
 * Marching squares over the vertex grid: along a cell's edge the bilinear ground is linear, so each crossing
 * is exact; a saddle cell is split by its centre's height (the mean of its corners, as bilinear gives it).
 */
function contours(heights, cols, rows, low, high, interval) {
  const minor = new Path2D(),
    major = new Path2D();
  const first = Math.ceil(low / interval),
    last = Math.floor(high / interval);
  for (let n = first; n <= last; n++) {
    if (n === 0) continue;
    const level = n * interval;
    const path = n % 4 === 0 ? major : minor;
    for (let y = 0; y < rows - 1; y++) {
      for (let x = 0; x < cols - 1; x++) {
        const a = heights[y * cols + x],
          b = heights[y * cols + x + 1];
        const d = heights[(y + 1) * cols + x],
          c = heights[(y + 1) * cols + x + 1];
        const code = (a > level ? 1 : 0) | (b > level ? 2 : 0) | (c > level ? 4 : 0) | (d > level ? 8 : 0);
        if (code === 0 || code === 15) continue;
        // Crossings on the top (a-b), right (b-c), bottom (d-c) and left (a-d) edges.
        const top = () => [x + (level - a) / (b - a), y];
        const right = () => [x + 1, y + (level - b) / (c - b)];
        const bottom = () => [x + (level - d) / (c - d), y + 1];
        const left = () => [x, y + (level - a) / (d - a)];
        const seg = (p, q) => {
          path.moveTo(p[0], p[1]);
          path.lineTo(q[0], q[1]);
        };
        switch (code) {
          case 1:
          case 14:
            seg(top(), left());
            break;
          case 2:
          case 13:
            seg(top(), right());
            break;
          case 3:
          case 12:
            seg(left(), right());
            break;
          case 4:
          case 11:
            seg(right(), bottom());
            break;
          case 6:
          case 9:
            seg(top(), bottom());
            break;
          case 7:
          case 8:
            seg(left(), bottom());
            break;
          case 5:
          case 10: {
            const centreHigh = (a + b + c + d) / 4 > level;
            if ((code === 5) === centreHigh) {
              seg(top(), right());
              seg(left(), bottom());
            } else {
              seg(top(), left());
              seg(right(), bottom());
            }
            break;
          }
          default:
        }
      }
    }
  }
  return [minor, major];
}

/**
 * Obstacles of limited height (feelers can pass over them): a dashed rim inside each low circle and, when
 * zoomed in, its height. Walls of limited height are named by the brush bar.
 */
export function drawObstacleHeights(ctx, sim, v, view, px) {
  const C = sim.circleLayout,
    c = v.circles;
  let any = false;
  ctx.beginPath();
  for (let o = 0; o < c.length; o += C.stride) {
    const x = c[o + C.x],
      y = c[o + C.y],
      r = c[o + C.radius];
    if (c[o + C.height] === Infinity || !view.sees(x, y, r)) continue;
    any = true;
    const inner = Math.max(r - 3 * px, r * 0.6);
    ctx.moveTo(x + inner, y);
    ctx.arc(x, y, inner, 0, Math.PI * 2);
  }
  if (!any) return;
  ctx.setLineDash([3 * px, 2.5 * px]);
  ctx.strokeStyle = TERRAIN_COLORS.lowObstacle;
  ctx.lineWidth = 1.25 * px;
  ctx.stroke();
  ctx.setLineDash([]);
  if (view.scale < 28) return;
  ctx.fillStyle = '#0f172a';
  ctx.font = '600 10px system-ui, sans-serif';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (let o = 0; o < c.length; o += C.stride) {
    const x = c[o + C.x],
      y = c[o + C.y],
      r = c[o + C.radius],
      h = c[o + C.height];
    if (h === Infinity || !view.sees(x, y, r) || r * view.scale < 12) continue;
    ctx.save();
    ctx.translate(x, y);
    ctx.scale(px, px); // text in CSS pixels
    ctx.fillText(`${Number(h.toFixed(2))} u`, 0, 0);
    ctx.restore();
  }
}
