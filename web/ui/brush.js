// The cells a painting gesture covers: a freehand stroke between pointer samples, a straight line, or a
// rectangle (an outline when painting walls, the whole area when erasing), each widened by the brush
// size. Pure functions over cell coordinates; the core validates and applies the cells as one edit.
import { t } from '../i18n/locale.js';

/** Brush sizes offered, in cells across. */
export const BRUSH_SIZES = [1, 2, 3, 5];
/** Painting modes: freehand, a straight line, a rectangle. */
export const PAINT_MODES = ['free', 'line', 'rect'].map((id) => ({
  id,
  get label() {
    return t(`paint-${id}`);
  },
  get hint() {
    return t(`paint-${id}`, null, 'hint');
  },
}));

/** Cells on the segment from a to b (Bresenham), both ends included. */
export function* lineCells(a, b) {
  let [x0, y0] = a;
  const [x1, y1] = b;
  const dx = Math.abs(x1 - x0),
    dy = -Math.abs(y1 - y0);
  const sx = x0 < x1 ? 1 : -1,
    sy = y0 < y1 ? 1 : -1;
  let err = dx + dy;
  for (;;) {
    yield [x0, y0];
    if (x0 === x1 && y0 === y1) return;
    const e2 = 2 * err;
    if (e2 >= dy) {
      err += dy;
      x0 += sx;
    }
    if (e2 <= dx) {
      err += dx;
      y0 += sy;
    }
  }
}

/** Cells of an axis-aligned rectangle between two corner cells: its outline, or all of it. */
export function* rectCells(a, b, filled) {
  const x0 = Math.min(a[0], b[0]),
    x1 = Math.max(a[0], b[0]),
    y0 = Math.min(a[1], b[1]),
    y1 = Math.max(a[1], b[1]);
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) if (filled || x === x0 || x === x1 || y === y0 || y === y1) yield [x, y];
  }
}

/**
 * The cells of a shape widened by a square brush of `size` cells (centred; even sizes lean to +x, +y),
 * clipped to a width x height grid, each once, in a fixed order.
 */
export function brushCells(cells, size, width, height) {
  const lo = -Math.floor((size - 1) / 2),
    hi = lo + size - 1;
  const seen = new Set();
  const out = [];
  for (const [cx, cy] of cells) {
    for (let dy = lo; dy <= hi; dy++) {
      for (let dx = lo; dx <= hi; dx++) {
        const x = cx + dx,
          y = cy + dy;
        if (x < 0 || y < 0 || x >= width || y >= height) continue;
        const key = y * width + x;
        if (seen.has(key)) continue;
        seen.add(key);
        out.push([x, y]);
      }
    }
  }
  return out;
}
