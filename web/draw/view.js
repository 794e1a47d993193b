// The camera: fits the grid into the canvas and converts between world units and CSS pixels.
// Crisp on high-DPI screens: the backing store is devicePixelRatio times the CSS size.

export class View {
  constructor(canvas) {
    this.canvas = canvas;
    this.ctx = canvas.getContext('2d');
    this.dpr = 1;
    this.cssWidth = 1;
    this.cssHeight = 1;
    this.scale = 32; // CSS pixels per world unit
    this.originX = 0; // CSS pixel of world x = 0
    this.originY = 0;
    this.margin = 24;
  }

  /** Matches the backing store to the canvas's CSS size and fits a width x height world into it. */
  fit(width, height) {
    const rect = this.canvas.getBoundingClientRect();
    this.dpr = window.devicePixelRatio || 1;
    this.cssWidth = Math.max(1, rect.width);
    this.cssHeight = Math.max(1, rect.height);
    const pw = Math.round(this.cssWidth * this.dpr);
    const ph = Math.round(this.cssHeight * this.dpr);
    if (this.canvas.width !== pw || this.canvas.height !== ph) {
      this.canvas.width = pw;
      this.canvas.height = ph;
    }
    const m = this.margin;
    this.scale = Math.max(0.25, Math.min((this.cssWidth - 2 * m) / width, (this.cssHeight - 2 * m) / height));
    this.originX = Math.round((this.cssWidth - width * this.scale) / 2);
    this.originY = Math.round((this.cssHeight - height * this.scale) / 2);
  }

  /** World point -> CSS pixel inside the canvas. */
  toScreen(x, y) { return [this.originX + x * this.scale, this.originY + y * this.scale]; }

  /** CSS pixel inside the canvas -> world point. */
  toWorld(px, py) { return [(px - this.originX) / this.scale, (py - this.originY) / this.scale]; }

  /** A pointer event's position in world units. */
  eventToWorld(event) {
    const rect = this.canvas.getBoundingClientRect();
    return this.toWorld(event.clientX - rect.left, event.clientY - rect.top);
  }

  /** World point -> client (page viewport) coordinates, for tests that dispatch real pointer events. */
  worldToClient(x, y) {
    const rect = this.canvas.getBoundingClientRect();
    const [sx, sy] = this.toScreen(x, y);
    return [rect.left + sx, rect.top + sy];
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
