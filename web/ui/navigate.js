// Zoom and pan: the wheel (or a trackpad pinch) zooms about the cursor; dragging with the middle button,
// or with Space held, pans; two fingers pinch and pan together. Every other pointer goes on to the
// editing tools, which work at any zoom because they read the view's conversions.

/** Zoom per wheel pixel (a notch is about 100 px: 1.16x). */
const WHEEL_ZOOM = 0.0015;
/** Browsers report a trackpad pinch as a wheel with Ctrl held and small deltas. */
const PINCH_ZOOM = 0.01;

export class Navigator {
  /**
   * @param {HTMLCanvasElement} canvas
   * @param {import('../draw/view.js').View} view
   * @param {{cancelTool: () => void, onChange: () => void, said?: () => void, zoomPoint?: () => number[] | null}} hooks
   *   cancelTool drops the tools' gesture in progress (a second finger turns a one-finger edit into a pinch);
   *   onChange: the camera moved; said: it moved by a key or a button (the page says what shows, for a screen
   *   reader; a wheel or a drag says nothing); zoomPoint: where the buttons and keys zoom about ([x, y] in world
   *   units, or null: the centre).
   */
  constructor(canvas, view, hooks) {
    this.canvas = canvas;
    this.view = view;
    this.hooks = hooks;
    this.spaceHeld = false;
    this.spacePanned = false; // Space was used to pan, so its release is not a play/pause
    this.touches = new Map(); // pointerId -> [x, y] in canvas pixels, every touch on the canvas
    this.pan = null; // {id, x, y} a one-pointer pan, or {pinch: true, distance, x, y}
    canvas.addEventListener('wheel', (e) => this.#wheel(e), { passive: false });
  }

  /** Zooms by `factor` (buttons and keys) about the point hooks.zoomPoint() gives (world units: the keyboard's
   *  cursor or the selection) while it is in the visible part of the canvas, so that it stays where it is;
   *  else about the canvas's centre. Out to the fitted size or smaller, the world's centre goes to the canvas's. */
  zoomBy(factor) {
    const v = this.view;
    v.refresh();
    const zoom = (v.scale * factor) / v.fitScale(),
      p = zoom > 1 && this.hooks.zoomPoint?.();
    const [x, y] = p ? v.toScreen(p[0], p[1]) : [NaN, NaN],
      [left, top, right, bottom] = v.visible();
    // as small as fitted or smaller: the world's centre at the canvas's (about a point, it drifted to a corner)
    if (zoom <= 1) v.setCamera({ x: v.worldWidth / 2, y: v.worldHeight / 2, zoom });
    else if (x >= left && x <= right && y >= top && y <= bottom) v.zoomAt(x, y, factor);
    else v.zoomAt(v.cssWidth / 2, v.cssHeight / 2, factor);
    this.#changed();
  }

  /** Pans by keys towards (dx, dy) (-1, 0 or 1 each: what lies that way comes into sight) by an eighth of the part
   *  that shows, or half of it with `far` (Shift). */
  panToward(dx, dy, far) {
    const [left, top, right, bottom] = this.view.visible(),
      k = far ? -1 / 2 : -1 / 8;
    this.view.panBy(dx * (right - left) * k, dy * (bottom - top) * k);
    this.#changed();
  }

  fit() {
    this.view.fit();
    this.#changed();
  }

  /** A key or a button moved the camera: saved, and said. */
  #changed() {
    this.hooks.onChange();
    this.hooks.said?.();
  }

  #wheel(e) {
    e.preventDefault();
    const unit = e.deltaMode === 1 ? 16 : e.deltaMode === 2 ? this.view.cssHeight : 1;
    const [x, y] = this.view.eventToCanvas(e);
    const rate = e.ctrlKey ? PINCH_ZOOM : WHEEL_ZOOM;
    this.view.zoomAt(x, y, Math.exp(-e.deltaY * unit * rate));
    this.hooks.onChange();
  }

  /** Called first on every pointerdown; true when the pointer is ours (a pan or a pinch). */
  down(e) {
    const [x, y] = this.view.eventToCanvas(e);
    if (e.pointerType === 'touch') {
      this.touches.set(e.pointerId, [x, y]);
      if (this.touches.size === 2) {
        // a second finger: the gesture becomes a pinch
        this.hooks.cancelTool();
        this.#startPinch();
        return true;
      }
      return this.touches.size > 2 || this.pan?.pinch === true;
    }
    if (e.button === 1 || (e.button === 0 && this.spaceHeld)) {
      e.preventDefault();
      this.canvas.setPointerCapture(e.pointerId);
      this.pan = { id: e.pointerId, x, y };
      if (this.spaceHeld) this.spacePanned = true;
      this.canvas.dataset.panning = '1';
      return true;
    }
    return false;
  }

  /** Called first on every pointermove; true when it moved the view. */
  move(e) {
    const [x, y] = this.view.eventToCanvas(e);
    if (e.pointerType === 'touch' && this.touches.has(e.pointerId)) {
      this.touches.get(e.pointerId)[0] = x;
      this.touches.get(e.pointerId)[1] = y;
      if (this.pan?.pinch) {
        this.#pinch();
        return true;
      }
      return false;
    }
    if (!this.pan || this.pan.id !== e.pointerId) return false;
    this.view.panBy(x - this.pan.x, y - this.pan.y);
    this.pan.x = x;
    this.pan.y = y;
    this.hooks.onChange();
    return true;
  }

  /** Called first on every pointerup and pointercancel; true when the pointer was ours. */
  up(e) {
    if (e.pointerType === 'touch') {
      this.touches.delete(e.pointerId);
      if (!this.pan?.pinch) return false;
      if (this.touches.size === 0) this.pan = null;
      else this.#startPinch(); // two or more: pinch on with the others; one: it pans until lifted
      return true; // the last fingers of a pinch never become an edit
    }
    if (!this.pan || this.pan.id !== e.pointerId) return false;
    this.move(e); // the browser may fold the last moves into the release
    this.pan = null;
    delete this.canvas.dataset.panning;
    if (this.canvas.hasPointerCapture(e.pointerId)) this.canvas.releasePointerCapture(e.pointerId);
    return true;
  }

  /** Space pressed (true) or released (false); returns true when a release ends a Space pan. */
  space(held) {
    this.spaceHeld = held;
    this.canvas.dataset.space = held ? '1' : '';
    if (held) {
      this.spacePanned = false;
      return false;
    }
    const panned = this.spacePanned;
    this.spacePanned = false;
    return panned;
  }

  #centroid() {
    let x = 0,
      y = 0,
      n = 0;
    for (const p of this.touches.values()) {
      if (n === 2) break;
      x += p[0];
      y += p[1];
      n++;
    }
    return [x / n, y / n];
  }

  #spread() {
    const [a, b] = this.touches.values();
    return Math.max(1, Math.hypot(a[0] - b[0], a[1] - b[1]));
  }

  #startPinch() {
    const [x, y] = this.#centroid();
    this.pan = { pinch: true, distance: this.touches.size >= 2 ? this.#spread() : 0, x, y };
  }

  /** Two fingers pan and zoom; one left on the screen after a pinch only pans. */
  #pinch() {
    const [x, y] = this.#centroid();
    const distance = this.touches.size >= 2 ? this.#spread() : 0;
    this.view.panBy(x - this.pan.x, y - this.pan.y);
    if (distance > 0 && this.pan.distance > 0) this.view.zoomAt(x, y, distance / this.pan.distance);
    this.pan.x = x;
    this.pan.y = y;
    this.pan.distance = distance;
    this.hooks.onChange();
  }
}
