// The installed page's icons (web/icons/icon-192.png and icon-512.png, named by web/manifest.webmanifest):
// the product in one picture, in the palette's colours: a floor with a wall block, an agent and the path it
// takes round the block to its goal. Drawn here from shapes (signed distances, 4x4 samples a pixel), written as
// PNG with node's zlib; the files are committed, so run it again only when the picture changes.
//   node scripts/icons.mjs
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const palette = JSON.parse(
  (await import('node:fs')).readFileSync(new URL('../web/draw/palette.json', import.meta.url), 'utf8'),
);
const rgb = (css) => [1, 3, 5].map((j) => parseInt(css.slice(j, j + 2), 16));

/** Distance from p to the rounded box centred at c with half-size h and corner radius r (negative inside). */
const box = ([px, py], [cx, cy], [hx, hy], r) => {
  const qx = Math.abs(px - cx) - hx + r,
    qy = Math.abs(py - cy) - hy + r;
  return Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - r;
};
const circle = ([px, py], [cx, cy], r) => Math.hypot(px - cx, py - cy) - r;
/** Distance from p to the quadratic Bezier a-b-c (sampled: the icon is small). */
const curve = (p, a, b, c) => {
  let best = Infinity;
  for (let i = 0; i <= 64; i++) {
    const t = i / 64,
      u = 1 - t;
    const x = u * u * a[0] + 2 * u * t * b[0] + t * t * c[0],
      y = u * u * a[1] + 2 * u * t * b[1] + t * t * c[1];
    best = Math.min(best, Math.hypot(p[0] - x, p[1] - y));
  }
  return best;
};

/** The picture on a 1 x 1 square: layers back to front, each [distance(p), colour]. The floor stays inside the
 *  middle 80% (the safe zone of a maskable icon). */
const floorC = [0.5, 0.5];
const wallC = [0.5, 0.47];
const start = [0.27, 0.72],
  goal = [0.73, 0.26],
  bend = [0.2, 0.18];
const layers = [
  [(p) => box(p, [0.5, 0.5], [0.5, 0.5], 0), palette.world.backdrop],
  [(p) => box(p, floorC, [0.36, 0.36], 0.06), palette.world.floor],
  [(p) => box(p, wallC, [0.1, 0.1], 0.015), palette.world.wall],
  [(p) => curve(p, start, bend, goal) - 0.016, '#0e7490'],
  [(p) => Math.abs(circle(p, goal, 0.055)) - 0.018, palette.world.target],
  [(p) => circle(p, start, 0.085), '#ffffff'],
  [(p) => circle(p, start, 0.068), palette.agents[0]],
];

/** RGBA pixels of the picture at `size` px. */
function draw(size) {
  const out = Buffer.alloc(size * size * 4);
  const S = 4; // samples per axis
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const acc = [0, 0, 0];
      for (let sy = 0; sy < S; sy++) {
        for (let sx = 0; sx < S; sx++) {
          const p = [(x + (sx + 0.5) / S) / size, (y + (sy + 0.5) / S) / size];
          let colour = [0, 0, 0];
          for (const [d, c] of layers) if (d(p) <= 0) colour = rgb(c);
          for (let k = 0; k < 3; k++) acc[k] += colour[k];
        }
      }
      const o = (y * size + x) * 4;
      for (let k = 0; k < 3; k++) out[o + k] = Math.round(acc[k] / (S * S));
      out[o + 3] = 255;
    }
  }
  return out;
}

const CRC = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf) => {
  let c = 0xffffffff;
  for (const b of buf) c = CRC[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type, data) => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const tail = Buffer.alloc(4);
  tail.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, tail]);
};

/** A PNG file of RGBA pixels (8 bits a channel, no filter). */
function png(size, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) rgba.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

for (const size of [192, 512]) {
  const file = new URL(`../web/icons/icon-${size}.png`, import.meta.url);
  writeFileSync(file, png(size, draw(size)));
  console.log(`icons: ${file.pathname}`);
}
