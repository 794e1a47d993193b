// A small PNG reader for the tests: 8-bit RGB or RGBA, not interlaced (what sidestep-viewer writes).
import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';

/** Reads a PNG file: { width, height, pixel(x, y) -> [r, g, b] }. */
export function readPng(path) {
  const data = readFileSync(path);
  if (data.readUInt32BE(0) !== 0x89504e47) throw new Error(`${path}: not a PNG`);
  let width = 0,
    height = 0,
    channels = 0;
  const idat = [];
  for (let at = 8; at < data.length;) {
    const length = data.readUInt32BE(at),
      type = data.toString('latin1', at + 4, at + 8);
    const body = data.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      if (body[8] !== 8 || body[12] !== 0) throw new Error(`${path}: only 8-bit, not interlaced`);
      channels = { 2: 3, 6: 4 }[body[9]];
      if (!channels) throw new Error(`${path}: colour type ${body[9]}`);
    } else if (type === 'IDAT') idat.push(body);
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const pixels = Buffer.alloc(height * stride);
  for (let y = 0; y < height; y++) {
    // undo each row's filter
    const filter = raw[y * (stride + 1)];
    for (let x = 0; x < stride; x++) {
      const v = raw[y * (stride + 1) + 1 + x];
      const a = x >= channels ? pixels[y * stride + x - channels] : 0;
      const b = y > 0 ? pixels[(y - 1) * stride + x] : 0;
      const c = x >= channels && y > 0 ? pixels[(y - 1) * stride + x - channels] : 0;
      const p = a + b - c,
        pa = Math.abs(p - a),
        pb = Math.abs(p - b),
        pc = Math.abs(p - c);
      const predictor = [0, a, b, (a + b) >> 1, pa <= pb && pa <= pc ? a : pb <= pc ? b : c][filter];
      pixels[y * stride + x] = (v + predictor) & 0xff;
    }
  }
  return {
    width,
    height,
    /** The pixel that covers the point (x, y) (image coordinates, y down). */
    pixel(x, y) {
      const o = Math.floor(y) * stride + Math.floor(x) * channels; // pixel (i, j) covers [i, i + 1) x [j, j + 1)
      return [pixels[o], pixels[o + 1], pixels[o + 2]];
    },
  };
}
