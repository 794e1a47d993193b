// The gallery's thumbnails: one small picture per example (examples/thumbs/NAME.webp, shown at THUMB_W x
// THUMB_H from twice as many pixels), drawn by the page's own renderer in headless Chromium: the example
// opened from the Examples menu, run to a telling step (STEP_SHARE of its run, at most MAX_STEPS), nothing selected, and the world (or the compare
// set's panes) fitted onto the backdrop with no controls. Taken by `node scripts/screenshots.mjs thumbs`
// (and by `npm run screenshots` with the other pictures).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';

import { openPlayground } from '../tests/browser/browser.mjs';

const EXAMPLES = new URL('../examples/', import.meta.url);
/** The picture's size in CSS pixels: a card shows it at this size (or smaller on a phone), from twice as
 *  many pixels each way, so that it stays sharp on high-density screens. */
export const THUMB_W = 240;
export const THUMB_H = 150;
const PIXELS = 2;
/** The step shown: this share of the run (or of MAX_STEPS when the run is longer). */
const STEP_SHARE = 0.45;
const MAX_STEPS = 1500;
/** WebP quality (0 to 1): line art stays legible at about 5 to 10 KB a picture. */
const QUALITY = 0.8;
/** Examples whose telling moment is elsewhere: the step to show. */
const STEPS = {
  'orca-circle.json': 850,
  'orca-head-on.json': 100,
  'agents-head-on.json': 120,
  'agents-parked-goals.json': 200,
  'seek-arrival.json': 100,
};
/** A picture over this many bytes is taken again at a lower quality (a crowd's dots cost the most). */
const MAX_BYTES = 14 * 1024;

/** Writes every example's thumbnail; `only`: file names (or parts of them) to take, all when empty. */
export async function takeThumbnails(only = []) {
  const index = JSON.parse(readFileSync(new URL('index.json', EXAMPLES), 'utf8'));
  const entries = index.examples.filter((e) => only.length === 0 || only.some((n) => e.file.includes(n)));
  mkdirSync(new URL('thumbs/', EXAMPLES), { recursive: true });
  const pg = await openPlayground({ width: 1280, height: 800 });
  let total = 0;
  try {
    for (const entry of entries) {
      const png = await thumbnail(pg.page, entry);
      const name = entry.file.replace(/\.json$/, '.webp');
      writeFileSync(new URL(`thumbs/${name}`, EXAMPLES), png);
      total += png.length;
      console.log(`examples/thumbs/${name} ${(png.length / 1024).toFixed(1)} KiB`);
    }
    if (pg.errors.length) throw new Error(pg.errors.join('; '));
  } finally {
    await pg.close();
  }
  console.log(`${entries.length} thumbnails, ${(total / 1024).toFixed(0)} KiB in all`);
}

/** One example's picture, as WebP bytes. */
async function thumbnail(page, { file, title }) {
  await page.selectOption('#examples', file);
  await page.waitForFunction((t) => document.getElementById('scene-title').textContent === t, title);
  const step = await page.evaluate(
    ([share, max, at]) => {
      const s = window.sidestep;
      s.pause();
      s.step(at ?? max); // stops early where the run ends
      const end = s.timeline().step;
      s.seek(at ?? Math.max(1, Math.round(end * share)));
      s.select(null);
      return s.timeline().step;
    },
    [STEP_SHARE, MAX_STEPS, STEPS[file]],
  );
  let png = await picture(page, QUALITY);
  for (let q = QUALITY - 0.15; png.length > MAX_BYTES && q > 0.2; q -= 0.15) png = await picture(page, q);
  if (step < 1) throw new Error(`${file}: did not run`);
  return png;
}

/** What the page shows now, fitted into the thumbnail's pixels, as WebP bytes of quality `quality`. */
async function picture(page, quality) {
  const url = await page.evaluate(
    async ([w, h, q]) => {
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      const panes = [...document.querySelectorAll('.pane canvas')].filter((c) => c.getBoundingClientRect().width > 0);
      const world = document.getElementById('world');
      // What to copy, in CSS pixels of the page: the panes as laid out, or the world's rectangle on the canvas.
      const sources = panes.length
        ? panes.map((c) => ({ canvas: c, rect: c.getBoundingClientRect() }))
        : (() => {
            const box = world.getBoundingClientRect();
            const [x0, y0] = window.sidestep.worldToClient(0, 0);
            const { grid } = window.sidestep.state();
            const [x1, y1] = window.sidestep.worldToClient(grid.width, grid.height);
            const left = Math.max(box.left, Math.min(x0, x1)),
              top = Math.max(box.top, Math.min(y0, y1));
            const right = Math.min(box.right, Math.max(x0, x1)),
              bottom = Math.min(box.bottom, Math.max(y0, y1));
            return [{ canvas: world, rect: { left, top, width: right - left, height: bottom - top, box } }];
          })();
      const left = Math.min(...sources.map((s) => s.rect.left)),
        top = Math.min(...sources.map((s) => s.rect.top));
      const width = Math.max(...sources.map((s) => s.rect.left + s.rect.width)) - left;
      const height = Math.max(...sources.map((s) => s.rect.top + s.rect.height)) - top;
      const k = Math.min(w / width, h / height);
      const out = document.createElement('canvas');
      out.width = w;
      out.height = h;
      const ctx = out.getContext('2d');
      ctx.fillStyle = getComputedStyle(document.body).getPropertyValue('--backdrop').trim() || '#0b1220';
      ctx.fillRect(0, 0, w, h);
      ctx.imageSmoothingQuality = 'high';
      const ox = (w - width * k) / 2,
        oy = (h - height * k) / 2;
      for (const { canvas, rect } of sources) {
        const box = rect.box ?? canvas.getBoundingClientRect(),
          d = canvas.width / box.width; // backing pixels per CSS pixel
        ctx.drawImage(
          canvas,
          (rect.left - box.left) * d,
          (rect.top - box.top) * d,
          rect.width * d,
          rect.height * d,
          ox + (rect.left - left) * k,
          oy + (rect.top - top) * k,
          rect.width * k,
          rect.height * k,
        );
      }
      return out.toDataURL('image/webp', q);
    },
    [THUMB_W * PIXELS, THUMB_H * PIXELS, quality],
  );
  return Buffer.from(url.slice(url.indexOf(',') + 1), 'base64');
}
