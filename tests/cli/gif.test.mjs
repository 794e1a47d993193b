// The animation export's GIF writer (web/draw/gif.js): its LZW code stream decodes, with a small decoder
// written here from the GIF89a specification, to the indices it was given, for every code size and for
// streams long enough to fill the dictionary many times (clear codes); the file's blocks are where GIF
// puts them; an unchanged frame stores one pixel.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { GifWriter, PaletteMapper, changedBox, lzwEncode } from '../../web/draw/gif.js';

/** Decodes a GIF LZW code stream (no sub-blocks) of `minCodeSize` into indices. */
function lzwDecode(bytes, minCodeSize) {
  const clear = 1 << minCodeSize,
    end = clear + 1;
  const prefix = new Int32Array(4096),
    suffix = new Uint8Array(4096),
    first = new Uint8Array(4096),
    length = new Int32Array(4096);
  for (let i = 0; i < clear; i++) {
    prefix[i] = -1;
    suffix[i] = i;
    first[i] = i;
    length[i] = 1;
  }
  const out = [];
  let size = minCodeSize + 1,
    next = end + 1,
    prev = -1,
    pos = 0,
    clears = 0;
  const read = () => {
    let code = 0;
    for (let b = 0; b < size; b++, pos++) {
      if (pos >> 3 >= bytes.length) throw new Error('the code stream ended before its end code');
      code |= ((bytes[pos >> 3] >> (pos & 7)) & 1) << b;
    }
    return code;
  };
  const write = (code) => {
    const start = out.length;
    out.length += length[code];
    for (let c = code, k = out.length - 1; c >= 0; c = prefix[c], k--) out[k] = suffix[c];
    return start;
  };
  for (;;) {
    const code = read();
    if (code === clear) {
      size = minCodeSize + 1;
      next = end + 1;
      prev = -1;
      clears++;
      continue;
    }
    if (code === end) break;
    if (prev < 0) {
      assert.ok(code < clear, `first code after a clear is a colour (${code})`);
      write(code);
      prev = code;
      continue;
    }
    assert.ok(code <= next, `code ${code} is known (next ${next})`);
    const known = code < next;
    const head = known ? first[code] : first[prev];
    if (next < 4096) {
      prefix[next] = prev;
      suffix[next] = head;
      first[next] = first[prev];
      length[next] = length[prev] + 1;
      next++;
      if (next === 1 << size && size < 12) size++;
    }
    write(code);
    prev = code;
  }
  return { indices: Uint8Array.from(out), clears };
}

/** A seeded generator (mulberry32), so a failure can be replayed. */
function random(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('the GIF writer', () => {
  it('encodes indices that decode to the same, for every code size, with runs and noise', () => {
    const rand = random(7);
    for (const min of [2, 3, 4, 5, 8]) {
      for (const n of [0, 1, 2, 3, 17, 1000, 40000]) {
        const indices = new Uint8Array(n);
        // Runs of one colour broken by noise: the dictionary grows long strings and short ones.
        for (let i = 0, c = 0; i < n; i++) {
          if (rand() < 0.3) c = Math.floor(rand() * (1 << min));
          indices[i] = c;
        }
        const { indices: back } = lzwDecode(lzwEncode(indices, min), min);
        assert.deepEqual(back, indices, `min code size ${min}, ${n} indices`);
      }
    }
  });

  it('decodes whatever the length, so the end code is read at the width the last code left', () => {
    const rand = random(3);
    for (let n = 1; n <= 600; n++) {
      const indices = Uint8Array.from({ length: n }, () => Math.floor(rand() * 4));
      assert.deepEqual(lzwDecode(lzwEncode(indices, 2), 2).indices, indices, `${n} indices`);
    }
  });

  it('sends clear codes when the dictionary is full and still decodes (300,000 random bytes)', () => {
    const rand = random(11);
    const indices = Uint8Array.from({ length: 300000 }, () => Math.floor(rand() * 256));
    const bytes = lzwEncode(indices, 8);
    const { indices: back, clears } = lzwDecode(bytes, 8);
    assert.deepEqual(back, indices);
    assert.ok(clears > 10, `${clears} clear codes`);
    assert.ok(bytes.length > indices.length, 'noise does not compress'); // 12-bit codes for about a byte each
    // One colour compresses well: a run's codes grow one index longer each time.
    const flat = lzwEncode(new Uint8Array(300000), 8);
    assert.ok(flat.length < 2000, `${flat.length} bytes for 300,000 equal indices`);
    assert.deepEqual(lzwDecode(flat, 8).indices, new Uint8Array(300000));
  });

  it("writes the header, the looping block, each frame's delay and rectangle, and the trailer", () => {
    const palette = Uint8Array.from([0, 0, 0, 255, 255, 255, 255, 0, 0]); // 3 colours: a table of 4
    const gif = new GifWriter(5, 4, palette);
    const a = new Uint8Array(20),
      b = a.slice();
    b[2 * 5 + 3] = 2; // one pixel at (3, 2)
    gif.addFrame(a, 10);
    gif.addFrame(b, 25);
    const unchanged = gif.addFrame(b, 7);
    const parts = gif.finish();
    const file = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
    parts.reduce((o, p) => {
      file.set(p, o);
      return o + p.length;
    }, 0);
    const text = (o, n) => String.fromCharCode(...file.subarray(o, o + n));
    assert.equal(text(0, 6), 'GIF89a');
    assert.deepEqual([file[6] | (file[7] << 8), file[8] | (file[9] << 8)], [5, 4]);
    assert.equal(file[10] & 0x87, 0x81, 'a global table of 2^(1+1) colours');
    assert.deepEqual([...file.subarray(13, 22)], [0, 0, 0, 255, 255, 255, 255, 0, 0]);
    assert.equal(text(13 + 12 + 3, 11), 'NETSCAPE2.0');
    assert.equal(file.at(-1), 0x3b);
    // Each frame: a graphic control block with its delay, an image descriptor with its rectangle, its data.
    const frames = [];
    for (let o = 13 + 12 + 19; file[o] !== 0x3b;) {
      assert.deepEqual([file[o], file[o + 1]], [0x21, 0xf9]);
      const delay = file[o + 4] | (file[o + 5] << 8);
      o += 8;
      assert.equal(file[o], 0x2c);
      const r = [1, 3, 5, 7].map((k) => file[o + k] | (file[o + k + 1] << 8));
      o += 10;
      const min = file[o++];
      const data = [];
      for (let n = file[o++]; n > 0; n = file[o++]) {
        data.push(...file.subarray(o, o + n));
        o += n;
      }
      frames.push({ delay, rect: r, indices: [...lzwDecode(Uint8Array.from(data), min).indices] });
    }
    assert.deepEqual(
      frames.map((f) => f.delay),
      [10, 25, 7],
    );
    assert.deepEqual(frames[0].rect, [0, 0, 5, 4]);
    assert.deepEqual(frames[0].indices, [...a]);
    assert.deepEqual(frames[1].rect, [3, 2, 1, 1], 'only the changed pixel');
    assert.deepEqual(frames[1].indices, [2]);
    assert.deepEqual(frames[2].rect, [0, 0, 1, 1], 'nothing changed: one pixel, as it was');
    assert.deepEqual(frames[2].indices, [b[0]]);
    assert.ok(unchanged < 30, `${unchanged} bytes for an unchanged frame`);
  });

  it('maps each pixel to its nearest palette colour, exact colours to themselves', () => {
    const palette = Uint8Array.from([248, 250, 252, 51, 65, 85, 37, 99, 235, 0, 0, 0]);
    const mapper = new PaletteMapper(palette);
    const pixels = Uint8ClampedArray.from([
      248, 250, 252, 255, 51, 65, 85, 255, 37, 99, 235, 255, 40, 100, 230, 255, 10, 5, 3, 255,
    ]);
    assert.deepEqual([...mapper.map(pixels, new Uint8Array(5))], [0, 1, 2, 2, 3]);
    assert.deepEqual(changedBox(new Uint8Array(4), Uint8Array.from([0, 0, 0, 1]), 2, 2), { x: 1, y: 1, w: 1, h: 1 });
  });
});
