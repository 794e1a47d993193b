// The label placer: every text label of a frame is placed so that no two overlap. Each label offers a few
// candidate boxes around its anchor (its own spot first, then the compass directions nearest a preferred
// one, on one or two rings); labels are taken in priority order (higher first, then in the order they were
// added) and each gets its first candidate that overlaps no label placed before it, no reserved box (an
// inset) and stays inside its bounds (the canvas, or the reserved box it belongs to). A label with no free
// candidate is dropped, never drawn over another. Greedy over a spatial hash of the placed boxes;
// deterministic; no DOM, and no allocation once the buffers have grown to the frame's labels. All lengths
// in CSS pixels.

/** Compass directions for a label's first candidate, clockwise from east (y down, as on screen). */
export const EAST = 0,
  SOUTH_EAST = 1,
  SOUTH = 2,
  SOUTH_WEST = 3,
  WEST = 4,
  NORTH_WEST = 5,
  NORTH = 6,
  NORTH_EAST = 7;
/** Priorities are integers in [0, MAX_PRIORITY]; higher is placed first. */
export const MAX_PRIORITY = 1023;
/** Labels kept apart by at least this much (px), so boxes never touch. */
export const PAD = 1;

const DX = [1, 0.7071, 0, -0.7071, -1, -0.7071, 0, 0.7071];
const DY = [0, 0.7071, 1, 0.7071, 0, -0.7071, -1, -0.7071];
const SIDE_X = [1, 1, 0, -1, -1, -1, 0, 1]; // which side of the anchor the box lies on
const SIDE_Y = [0, 1, 1, 1, 0, -1, -1, -1];
// The directions tried from the preferred one: it, its neighbours, ..., the opposite one last.
const TURNS = [0, 1, -1, 2, -2, 3, -3, 4];
const CELL = 64; // the spatial hash's cell, px
const INDEX_BITS = 2 ** 20; // sort keys: (MAX_PRIORITY - priority) * INDEX_BITS + index

export class LabelPlacer {
  constructor() {
    this.count = 0;
    this.capacity = 0;
    this.grow(64);
    this.reserves = new Float64Array(4 * 8); // x, y, w, h of each reserved box
    this.reserveCount = 0;
    this.width = 0;
    this.height = 0;
    this.cols = 0;
    this.rows = 0;
    this.heads = new Int32Array(0);
    this.entryLabel = new Int32Array(256);
    this.entryNext = new Int32Array(256);
    this.entries = 0;
  }

  grow(capacity) {
    const f64 = (old) => {
      const a = new Float64Array(capacity);
      if (old) a.set(old);
      return a;
    };
    const i32 = (old) => {
      const a = new Int32Array(capacity);
      if (old) a.set(old);
      return a;
    };
    this.ax = f64(this.ax);
    this.ay = f64(this.ay);
    this.w = f64(this.w);
    this.h = f64(this.h);
    this.gap = f64(this.gap);
    this.first = i32(this.first);
    this.tries = i32(this.tries);
    this.centre = i32(this.centre);
    this.priority = i32(this.priority);
    this.bound = i32(this.bound);
    this.x = f64(this.x);
    this.y = f64(this.y);
    this.placed = i32(this.placed);
    this.keys = new Float64Array(capacity);
    this.sorted = this.keys.subarray(0, 0);
    this.capacity = capacity;
  }

  /** Starts a frame over a width x height canvas: no labels, no reserved boxes. */
  reset(width, height) {
    this.count = 0;
    this.reserveCount = 0;
    this.width = width;
    this.height = height;
  }

  /** A box no label may cover unless it belongs to it (bound to it); returns its index. */
  reserve(x, y, w, h) {
    if (4 * (this.reserveCount + 1) > this.reserves.length) {
      const more = new Float64Array(this.reserves.length * 2);
      more.set(this.reserves);
      this.reserves = more;
    }
    const r = 4 * this.reserveCount;
    this.reserves[r] = x;
    this.reserves[r + 1] = y;
    this.reserves[r + 2] = w;
    this.reserves[r + 3] = h;
    return this.reserveCount++;
  }

  /**
   * A label of w x h at anchor (ax, ay). Candidates: centred on the anchor (when `centre`), then `tries` of
   * the 8 directions nearest `first`, each `gap` away from the anchor, then (tries up to 16) the same
   * directions on a ring two label heights further out. `priority` in [0, MAX_PRIORITY].
   * `bound`: the reserved box it must stay in (and may cover), or -1 for the canvas. Returns its index.
   * (Positional, so that adding allocates nothing.)
   */
  add(ax, ay, w, h, gap = 0, first = SOUTH, tries = 8, centre = false, priority = 0, bound = -1) {
    if (this.count === this.capacity) this.grow(this.capacity * 2);
    const i = this.count++;
    this.ax[i] = ax;
    this.ay[i] = ay;
    this.w[i] = w;
    this.h[i] = h;
    this.gap[i] = gap;
    this.first[i] = first;
    this.tries[i] = Math.min(16, tries);
    this.centre[i] = centre ? 1 : 0;
    this.priority[i] = Math.max(0, Math.min(MAX_PRIORITY, Math.round(priority)));
    this.bound[i] = bound;
    this.placed[i] = 0;
    return i;
  }

  /** Places every label (see the file's comment); returns how many were placed. */
  place() {
    const n = this.count;
    if (this.sorted.length !== n || this.sorted.buffer !== this.keys.buffer) this.sorted = this.keys.subarray(0, n);
    const keys = this.sorted;
    for (let i = 0; i < n; i++) keys[i] = (MAX_PRIORITY - this.priority[i]) * INDEX_BITS + i;
    keys.sort();
    this.resetHash();
    let placed = 0;
    for (let k = 0; k < n; k++) {
      const i = keys[k] % INDEX_BITS;
      const candidates = this.centre[i] + this.tries[i];
      for (let c = 0; c < candidates; c++) {
        this.candidate(i, c);
        if (!this.fits(i)) continue;
        this.placed[i] = 1;
        this.insert(i);
        placed++;
        break;
      }
    }
    return placed;
  }

  /** Writes candidate c of label i into x[i], y[i] (top-left). */
  candidate(i, c) {
    const w = this.w[i],
      h = this.h[i],
      ax = this.ax[i],
      ay = this.ay[i];
    if (this.centre[i] && c === 0) {
      this.x[i] = ax - w / 2;
      this.y[i] = ay - h / 2;
      return;
    }
    // Candidates 0-7 on a ring `gap` away, 8-15 on a second ring two label heights further out.
    const k = c - this.centre[i],
      d = (this.first[i] + TURNS[k % 8] + 8) % 8,
      g = this.gap[i] + (k >= 8 ? 2 * h + 4 : 0);
    this.x[i] = ax + DX[d] * g + ((SIDE_X[d] - 1) * w) / 2;
    this.y[i] = ay + DY[d] * g + ((SIDE_Y[d] - 1) * h) / 2;
  }

  /** Whether label i's current box is inside its bounds and clear of reserved boxes and placed labels. */
  fits(i) {
    const x = this.x[i],
      y = this.y[i],
      w = this.w[i],
      h = this.h[i],
      b = this.bound[i];
    if (b >= 0) {
      const r = this.reserves,
        o = 4 * b;
      if (x < r[o] || y < r[o + 1] || x + w > r[o] + r[o + 2] || y + h > r[o + 1] + r[o + 3]) return false;
    } else {
      if (x < 0 || y < 0 || x + w > this.width || y + h > this.height) return false;
      for (let q = 0, r = this.reserves; q < this.reserveCount; q++) {
        const o = 4 * q;
        if (x < r[o] + r[o + 2] && r[o] < x + w && y < r[o + 1] + r[o + 3] && r[o + 1] < y + h) return false;
      }
    }
    const c0 = this.col(x - PAD),
      c1 = this.col(x + w + PAD),
      r0 = this.row(y - PAD),
      r1 = this.row(y + h + PAD);
    for (let row = r0; row <= r1; row++) {
      for (let col = c0; col <= c1; col++) {
        for (let e = this.heads[row * this.cols + col]; e >= 0; e = this.entryNext[e]) {
          const j = this.entryLabel[e];
          if (
            x < this.x[j] + this.w[j] + PAD &&
            this.x[j] < x + w + PAD &&
            y < this.y[j] + this.h[j] + PAD &&
            this.y[j] < y + h + PAD
          )
            return false;
        }
      }
    }
    return true;
  }

  resetHash() {
    this.cols = Math.max(1, Math.ceil(this.width / CELL));
    this.rows = Math.max(1, Math.ceil(this.height / CELL));
    if (this.heads.length < this.cols * this.rows) this.heads = new Int32Array(this.cols * this.rows);
    this.heads.fill(-1, 0, this.cols * this.rows);
    this.entries = 0;
  }

  col(x) {
    return Math.max(0, Math.min(this.cols - 1, Math.floor(x / CELL)));
  }
  row(y) {
    return Math.max(0, Math.min(this.rows - 1, Math.floor(y / CELL)));
  }

  /** Adds placed label i to every hash cell its box covers. */
  insert(i) {
    const c0 = this.col(this.x[i]),
      c1 = this.col(this.x[i] + this.w[i]),
      r0 = this.row(this.y[i]),
      r1 = this.row(this.y[i] + this.h[i]);
    for (let row = r0; row <= r1; row++) {
      for (let col = c0; col <= c1; col++) {
        if (this.entries === this.entryLabel.length) {
          const label = new Int32Array(this.entries * 2),
            next = new Int32Array(this.entries * 2);
          label.set(this.entryLabel);
          next.set(this.entryNext);
          this.entryLabel = label;
          this.entryNext = next;
        }
        const cell = row * this.cols + col,
          e = this.entries++;
        this.entryLabel[e] = i;
        this.entryNext[e] = this.heads[cell];
        this.heads[cell] = e;
      }
    }
  }
}
