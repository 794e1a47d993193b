// The camera: which part of the world the canvas shows, and the conversions between world units and CSS
// pixels. With no camera set the whole world is fitted to the canvas (and stays fitted as the window
// changes); zooming or panning sets a camera: the world point at the canvas centre and a zoom relative
// to the fit, so a link opened on a phone shows the same place as on the desktop that made it.
// Crisp on high-DPI screens: the backing store is devicePixelRatio times the CSS size.

/** Zoom limits relative to the fit: a quarter of it out, 512 times in (a 1024 x 1024 map cell by cell). */
export const MIN_ZOOM = 0.25;
export const MAX_ZOOM = 512;

export class View {
  /**
   * @param {HTMLCanvasElement} canvas
   * @param {() => number[]} worldSize the world's [width, height] now, so that conversions made between
   *   frames (pointer events, tests) see a world opened or resized since the last frame
   */
  constructor(canvas, worldSize = () => [this.worldWidth, this.worldHeight]) {
    this.canvas = canvas;
    this.worldSize = worldSize;
    this.ctx = canvas.getContext('2d');
    this.dpr = 1;
    this.cssWidth = 1;
    this.cssHeight = 1;
    this.scale = 32; // CSS pixels per world unit
    this.originX = 0; // CSS pixel of world x = 0
    this.originY = 0;
    this.margin = 24;
    /** CSS pixels kept clear at the top when the whole world is fitted (the readout and tool bars). */
    this.insetTop = 0;
    // `coverTop` (set by a compare's pane, else absent): CSS pixels at the top under the pane's name, which the world
    // passes under and the insets drawn at the top stand below (draw/profile.js, draw/heat-legend.js).
    /** CSS pixels hidden at the bottom (a phone's open sheet over the canvas): the fit and `visible()` keep clear of them. */
    this.insetBottom = 0;
    /** {was, set} while a phone's open sheet holds the view its pan set (app/sheet.js): the camera before, and that one. */
    this.sheetPan = null;
    /** A picture drawn off screen (a PNG export): { width, height } in CSS pixels and its dpr; null: the canvas's. */
    this.fixed = null;
    this.worldWidth = 1;
    this.worldHeight = 1;
    /** null: fit the world; else {x, y, zoom}: world point at the canvas centre, zoom relative to the fit. */
    this.camera = null;
    this.version = 0; // bumped whenever what the canvas shows moves
    // The world rectangle on screen (for culling), in world units.
    this.left = 0;
    this.top = 0;
    this.right = 1;
    this.bottom = 1;
  }

  /** Matches the backing store to the canvas's CSS size and places a width x height world in it. */
  update(width, height) {
    const rect = this.fixed ?? this.canvas.getBoundingClientRect();
    this.dpr = this.fixed ? this.fixed.dpr : window.devicePixelRatio || 1;
    this.cssWidth = Math.max(1, rect.width);
    this.cssHeight = Math.max(1, rect.height);
    const pw = Math.round(this.cssWidth * this.dpr);
    const ph = Math.round(this.cssHeight * this.dpr);
    if (this.canvas.width !== pw || this.canvas.height !== ph) {
      this.canvas.width = pw;
      this.canvas.height = ph;
    }
    this.worldWidth = width;
    this.worldHeight = height;
    const fit = this.fitScale();
    const c = this.camera;
    if (!c) {
      this.scale = fit;
      this.originX = Math.round((this.cssWidth - width * fit) / 2);
      this.originY = Math.round(this.insetTop + (this.cssHeight - this.insetTop - this.insetBottom - height * fit) / 2);
    } else {
      this.scale = fit * c.zoom;
      this.originX = this.cssWidth / 2 - c.x * this.scale;
      this.originY = this.cssHeight / 2 - c.y * this.scale;
    }
    this.left = -this.originX / this.scale;
    this.top = -this.originY / this.scale;
    this.right = this.left + this.cssWidth / this.scale;
    this.bottom = this.top + this.cssHeight / this.scale;
  }

  /** CSS pixels per world unit that fit the whole world, with a margin. */
  fitScale() {
    const m = this.margin;
    return Math.max(
      0.01,
      Math.min(
        (this.cssWidth - 2 * m) / this.worldWidth,
        (this.cssHeight - 2 * m - this.insetTop - this.insetBottom) / this.worldHeight,
      ),
    );
  }

  /** The part of the canvas not under the bars or a sheet, in CSS pixels: [left, top, right, bottom]. */
  visible() {
    return [0, this.insetTop, this.cssWidth, this.visibleBottom()];
  }

  /** The bottom of that part, CSS pixels from the canvas's top: above a phone's readout and zoom buttons or its
   *  open sheet (insetBottom), where the insets drawn in a bottom corner stand. */
  visibleBottom() {
    return Math.max(this.insetTop + 1, this.cssHeight - this.insetBottom);
  }

  /** Back to the whole world, fitted. */
  fit() {
    if (this.camera === null) return;
    this.camera = null;
    this.version++;
  }

  /** Sets the camera from a saved view ({x, y, zoom}) or clears it (null: fit). */
  setCamera(camera) {
    this.refresh();
    this.camera = camera ? { x: camera.x, y: camera.y, zoom: clamp(camera.zoom, MIN_ZOOM, MAX_ZOOM) } : null;
    this.version++;
  }

  /** Zooms by `factor` keeping the world point under CSS pixel (px, py) where it is. */
  zoomAt(px, py, factor) {
    this.refresh();
    const [wx, wy] = this.toWorld(px, py);
    const fit = this.fitScale();
    const zoom = clamp((this.scale * factor) / fit, MIN_ZOOM, MAX_ZOOM);
    const scale = fit * zoom;
    // The point under the cursor stays put: centre = that point + (canvas centre - cursor) / scale.
    this.#place(wx + (this.cssWidth / 2 - px) / scale, wy + (this.cssHeight / 2 - py) / scale, zoom);
  }

  /** Moves the view by (dx, dy) CSS pixels (the world follows the pointer). */
  panBy(dx, dy) {
    if (dx === 0 && dy === 0) return;
    this.refresh();
    const zoom = this.scale / this.fitScale();
    const cx = (this.cssWidth / 2 - this.originX) / this.scale,
      cy = (this.cssHeight / 2 - this.originY) / this.scale;
    this.#place(cx - dx / this.scale, cy - dy / this.scale, zoom);
  }

  /** Brings the camera back within its limits after the insets changed (a phone's sheet closed: see #place). */
  keepCameraIn() {
    const c = this.camera;
    if (!c) return;
    this.#place(c.x, c.y, c.zoom);
    // within them: the same camera (app/sheet.js compares it)
    if (this.camera.x === c.x && this.camera.y === c.y) this.camera = c;
  }

  /** The camera as saved in links and autosave: null while fitted. Rounded so links stay short. */
  savedCamera() {
    const c = this.camera;
    return c ? { x: round(c.x, 1000), y: round(c.y, 1000), zoom: round(c.zoom, 10000) } : null;
  }

  /** savedCamera() as a file holds it. While a phone's open sheet holds the view it panned to (sheetPan), the view from
   *  before, which closing the sheet gives back; else the centre within the world, as the file's check asks (above
   *  the open sheet the camera may stand past the world's foot: such a link or autosave was refused). */
  fileCamera() {
    const pan = this.sheetPan,
      c = pan?.set && pan.set === this.camera ? pan.was : this.camera,
      [w, h] = this.worldSize();
    return c && { x: round(clamp(c.x, 0, w), 1000), y: round(clamp(c.y, 0, h), 1000), zoom: round(c.zoom, 10000) };
  }

  #place(x, y, zoom) {
    // The centre of the part that shows (under the top band, above a phone's open sheet) stays within the world, so
    // that any point of it can be brought there (an agent on the world's foot above the sheet).
    const [, top, , bottom] = this.visible(),
      shift = (this.cssHeight - top - bottom) / 2 / (this.fitScale() * zoom);
    this.camera = { x: clamp(x, 0, this.worldWidth), y: clamp(y, shift, this.worldHeight + shift), zoom };
    this.version++;
    this.update(this.worldWidth, this.worldHeight);
  }

  /** World point -> CSS pixel inside the canvas. */
  toScreen(x, y) {
    return [this.originX + x * this.scale, this.originY + y * this.scale];
  }

  /** CSS pixel inside the canvas -> world point. */
  toWorld(px, py) {
    return [(px - this.originX) / this.scale, (py - this.originY) / this.scale];
  }

  /** Places the world as it is now (its size may have changed since the last frame). */
  refresh() {
    const [w, h] = this.worldSize();
    this.update(w, h);
  }

  /** A pointer event's position in CSS pixels inside the canvas. */
  eventToCanvas(event) {
    this.refresh();
    const rect = this.canvas.getBoundingClientRect();
    return [event.clientX - rect.left, event.clientY - rect.top];
  }

  /** A pointer event's position in world units. */
  eventToWorld(event) {
    this.refresh();
    const rect = this.canvas.getBoundingClientRect();
    return this.toWorld(event.clientX - rect.left, event.clientY - rect.top);
  }

  /** World point -> client (page viewport) coordinates, for tests that dispatch real pointer events. */
  worldToClient(x, y) {
    this.refresh();
    const rect = this.canvas.getBoundingClientRect();
    const [sx, sy] = this.toScreen(x, y);
    return [rect.left + sx, rect.top + sy];
  }

  /** Whether a disc (or box of half-size r) at (x, y) can be seen; r in world units. */
  sees(x, y, r) {
    return x + r >= this.left && x - r <= this.right && y + r >= this.top && y - r <= this.bottom;
  }

  /** Draws in world units from here on: 1 unit = scale CSS pixels, device pixels applied. */
  beginWorld() {
    const s = this.scale * this.dpr;
    this.ctx.setTransform(s, 0, 0, s, this.originX * this.dpr, this.originY * this.dpr);
  }

  /** Draws in CSS pixels from here on. */
  beginScreen() {
    this.ctx.setTransform(this.dpr, 0, 0, this.dpr, 0, 0);
  }
}

function clamp(v, lo, hi) {
  return Math.min(hi, Math.max(lo, v));
}
function round(v, k) {
  return Math.round(v * k) / k;
}
