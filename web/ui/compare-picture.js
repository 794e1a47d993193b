// PNG pictures of a compare, drawn off screen at PICTURE_DPR device pixels per CSS pixel whatever the
// screen: one pane (its world under its label), the overlay (every variant in one world under the
// legend), or every pane in the grid the page shows. The world is fitted to PICTURE_WIDTH CSS pixels, so
// its names and labels are at reading size even when the pane on screen is small. Loaded with import()
// when first used: it imports none of the page's modules, which pass the View class and the panel's
// colours (`kit`).

/** Device pixels per CSS pixel of every picture. */
export const PICTURE_DPR = 2;
/** The picture's width in CSS pixels; its height follows the world's shape, within [MIN, MAX]_HEIGHT. */
export const PICTURE_WIDTH = 800;
const MIN_HEIGHT = 240,
  MAX_HEIGHT = 900;
/** CSS pixels above the world for the label or the legend, and around it. */
const HEAD = 30,
  MARGIN = 14;

/**
 * A picture (with `kit`'s View and PANEL_COLORS) of a `worldW` x `worldH` world: `draw(view)` draws the world in it (a View fitted below the
 * head), then `labels` ([[colour, text], ...]) go in one line over it. Returns the canvas.
 */
export function worldPicture(kit, worldW, worldH, draw, labels) {
  const { View, PANEL_COLORS } = kit;
  const width = PICTURE_WIDTH;
  const height = Math.round(
    Math.min(
      MAX_HEIGHT,
      Math.max(MIN_HEIGHT, HEAD + 2 * MARGIN + ((width - 2 * MARGIN) * worldH) / Math.max(worldW, 1e-6)),
    ),
  );
  const canvas = document.createElement('canvas');
  const view = new View(canvas, () => [worldW, worldH]);
  view.fixed = { width, height, dpr: PICTURE_DPR };
  view.margin = MARGIN;
  view.insetTop = HEAD;
  view.update(worldW, worldH);
  draw(view);
  view.beginScreen();
  const ctx = view.ctx;
  ctx.font = '600 14px system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
  ctx.textBaseline = 'middle';
  // In the page's words' direction: from the right in a right-to-left language, each name read in its order.
  const rtl = document.documentElement.dir === 'rtl',
    ahead = rtl ? -1 : 1;
  ctx.direction = rtl ? 'rtl' : 'ltr';
  ctx.textAlign = 'start';
  let x = rtl ? width - MARGIN : MARGIN;
  for (const [color, text] of labels) {
    ctx.fillStyle = color;
    ctx.fillRect(rtl ? x - 12 : x, HEAD / 2 - 6, 12, 12);
    ctx.fillStyle = PANEL_COLORS.text;
    ctx.fillText(text, x + 18 * ahead, HEAD / 2 + 1);
    x += ahead * (18 + ctx.measureText(text).width + 22);
  }
  ctx.textBaseline = 'alphabetic';
  ctx.direction = 'inherit';
  return canvas;
}

/** Pictures (equal sizes) in a grid of `columns`, on the panel's background, 8 CSS pixels apart. */
export function gridPicture(kit, pictures, columns) {
  const gap = 8 * PICTURE_DPR,
    w = pictures[0].width,
    h = pictures[0].height;
  const rows = Math.ceil(pictures.length / columns);
  const out = Object.assign(document.createElement('canvas'), {
    width: columns * w + (columns - 1) * gap,
    height: rows * h + (rows - 1) * gap,
  });
  const ctx = out.getContext('2d');
  ctx.fillStyle = kit.PANEL_COLORS.bg;
  ctx.fillRect(0, 0, out.width, out.height);
  pictures.forEach((p, k) => ctx.drawImage(p, (k % columns) * (w + gap), Math.floor(k / columns) * (h + gap)));
  return out;
}
