// The scene under the agents: the blocked cells as one cached image, the grid's lines, the circle obstacles
// and the paint tool's preview. Reads only, allocates nothing per frame (the cells' image is rebuilt after an
// edit). render.js calls these.
import { COLORS, rgbaBytes } from './palette.js';

const TAU = Math.PI * 2;

/** The keyboard's edit cursor (ui/edit-cursor.js): a cell's outline, or a ring with a cross at a point, in two
 *  tones (dark round amber) so it shows on the floor and on walls. */
export function drawEditCursor(ctx, cursor, px) {
  ctx.beginPath();
  if (cursor.cell) ctx.rect(Math.floor(cursor.x), Math.floor(cursor.y), 1, 1);
  else {
    const r = Math.max(0.35, 9 * px);
    ctx.moveTo(cursor.x + r, cursor.y);
    ctx.arc(cursor.x, cursor.y, r, 0, TAU);
    ctx.moveTo(cursor.x - 1.6 * r, cursor.y);
    ctx.lineTo(cursor.x + 1.6 * r, cursor.y);
    ctx.moveTo(cursor.x, cursor.y - 1.6 * r);
    ctx.lineTo(cursor.x, cursor.y + 1.6 * r);
  }
  ctx.strokeStyle = COLORS.text;
  ctx.lineWidth = 4 * px;
  ctx.stroke();
  ctx.strokeStyle = COLORS.selection;
  ctx.lineWidth = 2 * px;
  ctx.stroke();
}

// ---- cells, grid lines, circles -------------------------------------------------------------------

/** The cells a line or rectangle gesture will paint (dark) or clear (outlined), before the release. */
export function drawPaintPreview(ctx, preview, px) {
  ctx.beginPath();
  for (const [x, y] of preview.cells) ctx.rect(x, y, 1, 1);
  if (preview.paint) {
    ctx.fillStyle = 'rgba(51, 65, 85, 0.55)';
    ctx.fill();
  } else {
    ctx.fillStyle = 'rgba(248, 250, 252, 0.75)';
    ctx.fill();
    ctx.strokeStyle = COLORS.collision;
    ctx.lineWidth = 1.5 * px;
    ctx.setLineDash([3 * px, 3 * px]);
    ctx.stroke();
    ctx.setLineDash([]);
  }
}

/** Per run (a compare draws several): the cells' image and what it was made from. */
const cellImages = new WeakMap();

/** The blocked cells as one image of a pixel per cell, rebuilt only after an edit. */
export function cellsImage(sim, data, w, h) {
  let cells = cellImages.get(sim);
  if (!cells) cellImages.set(sim, (cells = { canvas: null, world: null, revision: -1, width: 0, height: 0 }));
  const revision = sim.world.revision();
  const generation = sim.generation;
  if (
    cells.canvas &&
    cells.world === sim.world &&
    cells.generation === generation &&
    cells.revision === revision &&
    cells.width === w &&
    cells.height === h
  )
    return cells.canvas;
  if (!cells.canvas) cells.canvas = document.createElement('canvas');
  Object.assign(cells, { world: sim.world, generation, revision, width: w, height: h });
  cells.canvas.width = w;
  cells.canvas.height = h;
  const c = cells.canvas.getContext('2d');
  const image = c.createImageData(w, h);
  const pixels = new Uint32Array(image.data.buffer);
  const wall = rgbaWord(COLORS.wall);
  for (let i = 0; i < data.length; i++) if (data[i]) pixels[i] = wall;
  c.putImageData(image, 0, 0);
  return cells.canvas;
}

/** A palette colour as one little-endian RGBA pixel word. */
function rgbaWord(css) {
  const [r, g, b, a] = rgbaBytes(css);
  return ((a << 24) | (b << 16) | (g << 8) | r) >>> 0;
}

/** The grid's lines between cells, only those in view. */
export function drawGridLines(ctx, view, w, h, px) {
  ctx.strokeStyle = COLORS.gridLine;
  ctx.lineWidth = px;
  ctx.beginPath();
  const x0 = Math.max(1, Math.floor(view.left)),
    x1 = Math.min(w - 1, Math.ceil(view.right));
  const y0 = Math.max(1, Math.floor(view.top)),
    y1 = Math.min(h - 1, Math.ceil(view.bottom));
  const top = Math.max(0, view.top),
    bottom = Math.min(h, view.bottom);
  const left = Math.max(0, view.left),
    right = Math.min(w, view.right);
  for (let x = x0; x <= x1; x++) {
    ctx.moveTo(x, top);
    ctx.lineTo(x, bottom);
  }
  for (let y = y0; y <= y1; y++) {
    ctx.moveTo(left, y);
    ctx.lineTo(right, y);
  }
  ctx.stroke();
}

/** The circle obstacles in one path (rims once they are a few pixels), the selected one with its resize handle. */
export function drawCircles(ctx, sim, v, ui, view, px) {
  const C = sim.circleLayout,
    c = v.circles;
  const selected = ui.selected?.type === 'circle' ? ui.selected.index : -1;
  ctx.beginPath();
  for (let o = 0; o < c.length; o += C.stride) {
    const x = c[o + C.x],
      y = c[o + C.y],
      r = c[o + C.radius];
    if (!view.sees(x, y, r)) continue;
    ctx.moveTo(x + r, y);
    ctx.arc(x, y, r, 0, TAU);
  }
  ctx.fillStyle = COLORS.circle;
  ctx.fill();
  if (view.scale * 0.3 >= 1) {
    // rims once circles are more than a few pixels
    ctx.strokeStyle = COLORS.circleEdge;
    ctx.lineWidth = 1.5 * px;
    ctx.stroke();
  }
  const o = selected * C.stride;
  if (selected < 0 || o >= c.length) return;
  const x = c[o + C.x],
    y = c[o + C.y],
    r = c[o + C.radius];
  ctx.strokeStyle = COLORS.selection;
  ctx.lineWidth = 3 * px;
  ctx.beginPath();
  ctx.arc(x, y, r, 0, TAU);
  ctx.stroke();
  ctx.beginPath(); // resize handle on the rim
  ctx.arc(x + r, y, 5 * px, 0, TAU);
  ctx.fillStyle = COLORS.selection;
  ctx.fill();
}
