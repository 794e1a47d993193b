// An animated GIF writer (GIF89a) with no dependency: a fixed palette of up to 256 colours (the page's own
// colours and a colour cube, web/draw/animation.js builds it), pixels mapped to their nearest palette
// colour through a cache, LZW with variable code sizes (up to 12 bits) and clear codes, a looping
// NETSCAPE2.0 block, and per-frame delays. A frame after the first stores only the rectangle that changed
// since the frame before (drawn over it: disposal "do not dispose"). Runs in the page and in Node.

/** GIF's limit on the LZW code size, and so on the dictionary: 12 bits, 4096 codes. */
const MAX_CODE_BITS = 12;
const MAX_CODES = 1 << MAX_CODE_BITS;

/**
 * The LZW dictionary as a trie, kept from call to call (6 MiB, allocated once): child[code * 256 + index]
 * is the code of (code's string + index), valid while its stamp is the current generation, so a clear code
 * only moves to the next generation. `out` is the code stream's buffer, grown as needed.
 */
const trie = { child: null, stamp: null, generation: 0, out: new Uint8Array(1 << 16) };

/**
 * The LZW code stream of `indices` (each < 2^minCodeSize), packed least significant bit first as GIF
 * wants, without its 255-byte sub-blocks. A clear code opens the stream and is sent again whenever the
 * dictionary is full (4096 codes).
 * @param {Uint8Array} indices
 * @param {number} minCodeSize bits per index, 2 to 8
 * @returns {Uint8Array}
 */
export function lzwEncode(indices, minCodeSize) {
  if (!(minCodeSize >= 2 && minCodeSize <= 8))
    throw new RangeError(`lzwEncode: minCodeSize must be in [2, 8], got ${minCodeSize}`);
  const clear = 1 << minCodeSize,
    end = clear + 1;
  trie.child ??= new Uint16Array(MAX_CODES * 256);
  trie.stamp ??= new Uint32Array(MAX_CODES * 256);
  const { child, stamp } = trie;
  let generation = ++trie.generation;
  let out = trie.out;
  let length = 0,
    bits = 0,
    nbits = 0;
  const emit = (code, size) => {
    bits |= code << nbits;
    nbits += size;
    while (nbits >= 8) {
      if (length === out.length) {
        const grown = new Uint8Array(out.length * 2);
        grown.set(out);
        out = trie.out = grown;
      }
      out[length++] = bits & 0xff;
      bits >>>= 8;
      nbits -= 8;
    }
  };
  let codeSize = minCodeSize + 1,
    next = end + 1;
  emit(clear, codeSize);
  if (indices.length === 0) {
    emit(end, codeSize);
    return finish();
  }
  let prefix = indices[0];
  for (let i = 1; i < indices.length; i++) {
    const k = indices[i];
    const slot = prefix * 256 + k;
    if (stamp[slot] === generation) {
      prefix = child[slot];
      continue;
    }
    emit(prefix, codeSize);
    if (next < MAX_CODES) {
      if (next === 1 << codeSize) codeSize++; // the decoder widens its codes when its dictionary reaches this
      child[slot] = next++;
      stamp[slot] = generation;
    } else {
      // full: start again
      emit(clear, codeSize);
      generation = ++trie.generation;
      codeSize = minCodeSize + 1;
      next = end + 1;
    }
    prefix = k;
  }
  emit(prefix, codeSize);
  if (next === 1 << codeSize && codeSize < MAX_CODE_BITS) codeSize++;
  emit(end, codeSize);
  return finish();

  function finish() {
    if (nbits > 0) emit(0, 8 - nbits);
    return out.slice(0, length);
  }
}

/**
 * Maps RGBA pixels to the nearest of a palette's colours (squared RGB distance), caching the answer for
 * each colour at 6 bits a channel, so a frame of a few colours costs one look-up a pixel.
 */
export class PaletteMapper {
  /** @param {Uint8Array} rgb the palette, 3 bytes a colour, at most 256 colours */
  constructor(rgb) {
    this.rgb = rgb;
    this.count = rgb.length / 3;
    this.cache = new Int16Array(1 << 18).fill(-1);
  }

  /** The palette index nearest to (r, g, b). */
  nearest(r, g, b) {
    const key = ((r >> 2) << 12) | ((g >> 2) << 6) | (b >> 2);
    const hit = this.cache[key];
    if (hit >= 0) return hit;
    // The cell's centre stands for every colour in it.
    const cr = (r & 0xfc) | 2,
      cg = (g & 0xfc) | 2,
      cb = (b & 0xfc) | 2;
    let best = 0,
      bestD = Infinity;
    for (let i = 0, p = 0; i < this.count; i++, p += 3) {
      const dr = this.rgb[p] - cr,
        dg = this.rgb[p + 1] - cg,
        db = this.rgb[p + 2] - cb;
      const d = dr * dr + dg * dg + db * db;
      if (d < bestD) {
        bestD = d;
        best = i;
      }
    }
    this.cache[key] = best;
    return best;
  }

  /** Fills `out` (one index a pixel) from RGBA `pixels`; alpha is ignored (frames are opaque). */
  map(pixels, out) {
    for (let i = 0, p = 0; i < out.length; i++, p += 4) out[i] = this.nearest(pixels[p], pixels[p + 1], pixels[p + 2]);
    return out;
  }
}

/** Collects the bytes of a GIF file in parts (each frame's bytes a part) for a Blob at the end. */
export class GifWriter {
  /**
   * @param {number} width pixels, 1 to 65535
   * @param {number} height pixels, 1 to 65535
   * @param {Uint8Array} palette 3 bytes a colour, 2 to 256 colours (padded to a power of two)
   * @param {{ loop?: number }} options loop: times to play, 0 forever
   */
  constructor(width, height, palette, { loop = 0 } = {}) {
    for (const [name, v] of [
      ['width', width],
      ['height', height],
    ]) {
      if (!Number.isInteger(v) || v < 1 || v > 65535)
        throw new RangeError(`GifWriter: ${name} must be a whole number in [1, 65535], got ${v}`);
    }
    const colours = palette.length / 3;
    if (!Number.isInteger(colours) || colours < 2 || colours > 256)
      throw new RangeError(`GifWriter: the palette must hold 2 to 256 colours, got ${colours}`);
    this.width = width;
    this.height = height;
    this.tableBits = Math.max(1, Math.ceil(Math.log2(colours))); // the table holds 2^tableBits colours
    this.minCodeSize = Math.max(2, this.tableBits);
    this.previous = null; // the last frame's indices, for the changed rectangle
    this.scratch = new Uint8Array(width * height);
    this.parts = [];
    this.bytes = 0;
    const table = new Uint8Array(3 << this.tableBits);
    table.set(palette);
    // The header and the logical screen: a global colour table (0x80) of 8-bit colours (0x70) and its size.
    this.#push(
      new Uint8Array([...ascii('GIF89a'), ...u16(width), ...u16(height), 0x80 | 0x70 | (this.tableBits - 1), 0, 0]),
    );
    this.#push(table);
    // NETSCAPE2.0: loop count (0: forever).
    this.#push(new Uint8Array([0x21, 0xff, 0x0b, ...ascii('NETSCAPE2.0'), 0x03, 0x01, ...u16(loop), 0x00]));
  }

  /**
   * Adds a frame: `indices` (width x height palette indices, row by row) shown for `delay` hundredths of a
   * second. Returns the bytes this frame added.
   */
  addFrame(indices, delay) {
    if (indices.length !== this.width * this.height)
      throw new RangeError(`addFrame: expected ${this.width * this.height} indices, got ${indices.length}`);
    const before = this.bytes;
    const box = this.previous
      ? changedBox(this.previous, indices, this.width, this.height)
      : { x: 0, y: 0, w: this.width, h: this.height };
    let region = indices;
    if (box.w !== this.width || box.h !== this.height) {
      region = this.scratch.subarray(0, box.w * box.h);
      for (let y = 0; y < box.h; y++) {
        const from = (box.y + y) * this.width + box.x;
        region.set(indices.subarray(from, from + box.w), y * box.w);
      }
    }
    const d = Math.max(0, Math.min(65535, Math.round(delay)));
    // Graphic control: disposal 1 (keep the frame: the next draws over it), the delay, no transparency.
    this.#push(new Uint8Array([0x21, 0xf9, 0x04, 1 << 2, ...u16(d), 0, 0]));
    this.#push(new Uint8Array([0x2c, ...u16(box.x), ...u16(box.y), ...u16(box.w), ...u16(box.h), 0]));
    const data = lzwEncode(region, this.minCodeSize);
    const blocks = new Uint8Array(1 + data.length + Math.ceil(data.length / 255) + 1);
    let o = 0;
    blocks[o++] = this.minCodeSize;
    for (let i = 0; i < data.length; i += 255) {
      const n = Math.min(255, data.length - i);
      blocks[o++] = n;
      blocks.set(data.subarray(i, i + n), o);
      o += n;
    }
    blocks[o++] = 0;
    this.#push(blocks.subarray(0, o));
    this.previous ??= new Uint8Array(indices.length);
    this.previous.set(indices);
    return this.bytes - before;
  }

  /** The file: every part so far and the trailer. */
  finish() {
    this.#push(new Uint8Array([0x3b]));
    return this.parts;
  }

  #push(bytes) {
    this.parts.push(bytes);
    this.bytes += bytes.length;
  }
}

function u16(v) {
  return [v & 0xff, (v >> 8) & 0xff];
}
function ascii(text) {
  return [...text].map((c) => c.charCodeAt(0));
}

/** The smallest rectangle holding every pixel that differs between `a` and `b` (at least 1 x 1). */
export function changedBox(a, b, width, height) {
  let x0 = width,
    y0 = height,
    x1 = -1,
    y1 = -1;
  for (let y = 0; y < height; y++) {
    const row = y * width;
    let first = -1,
      last = -1;
    for (let x = 0; x < width; x++)
      if (a[row + x] !== b[row + x]) {
        first = x;
        break;
      }
    if (first < 0) continue;
    for (let x = width - 1; x >= first; x--)
      if (a[row + x] !== b[row + x]) {
        last = x;
        break;
      }
    if (first < x0) x0 = first;
    if (last > x1) x1 = last;
    if (y < y0) y0 = y;
    y1 = y;
  }
  if (x1 < 0) return { x: 0, y: 0, w: 1, h: 1 }; // nothing changed: one pixel, as it was
  return { x: x0, y: y0, w: x1 - x0 + 1, h: y1 - y0 + 1 };
}
