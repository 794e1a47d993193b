// The pictures of an animation: the scene's run replayed on a copy of its timeline (the page's run, step
// and history are not touched), each step drawn by the page's own renderer onto a canvas of the chosen
// size, with the page's camera, selection and overlays; and the GIF palette built from the page's colours.
// Loaded with import() when first used; the page's own modules come in `kit` (app/exports.js), so that this
// chunk shares none of them with the first load (a module imported from both would be a chunk of its own).

/** Exported picture widths (pixels) the dialog offers, and the limits of its aspect (height / width). */
export const WIDTHS = [480, 640, 960];
const ASPECT = [0.4, 2];

/**
 * The height of a picture `width` wide (even, for video encoders): with the whole world fitted (no
 * camera), the world's proportions and the view's margin; zoomed in, the page canvas's proportions.
 */
export function pictureHeight(width, view, worldWidth, worldHeight) {
  const m = 2 * view.margin;
  const wanted = view.camera
    ? (width * view.cssHeight) / Math.max(1, view.cssWidth)
    : m + ((width - m) * worldHeight) / worldWidth;
  const height = Math.min(ASPECT[1] * width, Math.max(ASPECT[0] * width, wanted));
  return 2 * Math.round(height / 2);
}

export class FrameRenderer {
  /**
   * @param {import('../sim/sim.js').Sim} sim the page's run: copied (an explicit snapshot), never moved
   * @param {{ width: number, height: number, camera: object | null, ui: object }} options the picture's
   *   pixels, the page's camera ({x, y, zoom} or null: the whole world) and what it draws (selection, overlays)
   * @param {{ Sim: Function, View: Function, render: Function, palette: object, rgbaBytes: Function }} kit the
   *   page's own modules (app/exports.js)
   */
  constructor(sim, { width, height, camera, ui }, kit) {
    const { Sim, View } = kit;
    this.kit = kit;
    this.sim = new Sim(sim.module, 1, 1, sim.snapshot());
    this.sim.owned = true; // the copy is this renderer's: dispose() deletes it
    this.sim.watch(sim.watched);
    this.canvas = document.createElement('canvas');
    this.canvas.width = width;
    this.canvas.height = height;
    this.canvas.getContext('2d', { willReadFrequently: true }); // read back every frame (the View gets this context)
    this.view = new View(this.canvas, () => [this.sim.width, this.sim.height]);
    this.view.fixed = { width, height, dpr: 1 }; // exactly width x height pixels, whatever the screen's dpr
    this.view.camera = camera ? { ...camera } : null;
    this.ui = {
      selected: ui.selected,
      overlays: ui.overlays,
      tool: 'select',
      paintPreview: null,
      pathDraft: null,
      selectedVertex: null,
    };
    this.width = width;
    this.height = height;
  }

  /** Draws step `step` of the run (computed on the copy if it was not yet) onto the canvas. */
  draw(step) {
    this.sim.seek(step);
    this.view.update(this.sim.width, this.sim.height);
    this.kit.render(this.view, this.sim, this.ui);
    return this.canvas;
  }

  /** The canvas's pixels (RGBA). */
  pixels() {
    return this.view.ctx.getImageData(0, 0, this.width, this.height).data;
  }

  dispose() {
    this.sim.dispose();
  }
}

/**
 * A GIF palette (3 bytes a colour, 256 colours): every colour of web/draw/palette.json (`kit.palette`;
 * translucent ones as they look over the floor), a grey ramp, and a colour cube for anything in between.
 */
export function gifPalette({ palette, rgbaBytes }) {
  const floor = rgbaBytes(palette.world.floor);
  const colours = new Map(); // 'r,g,b' -> [r, g, b]
  const add = (c) => {
    if (colours.size < 256) colours.set(c.join(','), c);
  };
  const walk = (v) => {
    if (typeof v === 'string' && /^(#[0-9a-f]{6,8}|rgba?\()/i.test(v)) {
      const [r, g, b, a] = rgbaBytes(v);
      const over = (x, f) => Math.round((x * a + f * (255 - a)) / 255);
      add([over(r, floor[0]), over(g, floor[1]), over(b, floor[2])]);
    } else if (v && typeof v === 'object') for (const x of Object.values(v)) walk(x);
  };
  walk(palette);
  for (let k = 0; k < 16; k++) add([k * 17, k * 17, k * 17]);
  const levels = [0, 64, 128, 192, 255];
  for (const r of levels) for (const g of levels) for (const b of levels) add([r, g, b]);
  const rgb = new Uint8Array(256 * 3);
  let i = 0;
  for (const c of colours.values()) {
    rgb.set(c, i);
    i += 3;
  }
  return rgb.subarray(0, Math.max(6, i));
}
