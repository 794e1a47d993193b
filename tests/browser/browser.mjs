// Shared set-up for the browser tests: serve the page, drive Debian's Chromium with playwright-core,
// and collect every console error and uncaught exception so that a test can fail on them.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after } from 'node:test';

import { chromium } from 'playwright-core';

import { startServer } from '../../scripts/serve.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// One Chromium for all the pages a test file opens (node --test runs each file in a process of its own, and
// sets NODE_TEST_CONTEXT there): starting Chromium took about 1.1 s of each page's 3.3 s on 2 cores. It is
// started again if it went away (a crash), and closed when the file's tests end.
const UNDER_TEST_RUNNER = Boolean(process.env.NODE_TEST_CONTEXT);
let shared = null;
if (UNDER_TEST_RUNNER) after(async () => (await shared?.catch(() => null))?.close());

/** The test file's Chromium, or null outside the test runner. */
function sharedBrowser() {
  if (!UNDER_TEST_RUNNER) return null;
  const launch = () => chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
  shared = (shared ?? launch()).then(
    (b) => (b.isConnected() ? b : launch()),
    () => launch(),
  );
  return shared;
}

/** `bypassCSP`: let the test inject scripts the page's Content-Security-Policy refuses (axe-core). `site`: serve a folder `npm run build:site` wrote (under `base`) instead of the source tree. `strictLayouts`
 *  false: layouts as the published page has them (no check of each field read: the bench's timings). `isolate`
 *  false: serve without the cross-origin isolation headers (the page then runs the single-thread module). */
export async function openPlayground({
  width = 1400,
  height = 860,
  hash = '',
  hasTouch = false,
  deviceScaleFactor = 1,
  site = null,
  base = '/',
  strictLayouts = true,
  isolate = true,
  bypassCSP = false,
} = {}) {
  const server = await startServer(0, '127.0.0.1', { site, base, isolate });
  const url = `http://127.0.0.1:${server.address().port}${base}${hash}`;
  const options = { viewport: { width, height }, hasTouch, deviceScaleFactor, bypassCSP };
  const browser = await sharedBrowser();
  // Under the test runner a context of the file's one browser (as fresh as a new profile: its own storage,
  // cache and service workers); elsewhere (the bench, scripts) a browser of its own on a new profile.
  const profile = browser ? null : await mkdtemp(join(tmpdir(), 'sidestep-chromium-'));
  const context = browser
    ? await browser.newContext(options)
    : await chromium.launchPersistentContext(profile, {
        executablePath: CHROMIUM,
        headless: true,
        args: ARGS,
        ...options,
      });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = context.pages()[0] ?? (await context.newPage());
  const errors = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`console: ${msg.text()}`);
  });
  page.on('pageerror', (err) => errors.push(`uncaught: ${err.message}`));
  // Layouts report any field the page reads that the core's field lists do not have (web/sim/layouts.js).
  if (strictLayouts)
    await page.addInitScript(() => {
      globalThis.sidestepStrictLayouts = true;
    });
  await page.goto(url);
  await page.waitForSelector('body[data-ready="1"]', { timeout: 20000 });
  return {
    page,
    context,
    errors,
    url,
    async close() {
      const misses = await page.evaluate(() => globalThis.sidestepLayoutMisses ?? []).catch(() => []);
      await context.close();
      await new Promise((r) => server.close(r));
      if (profile) await rm(profile, { recursive: true, force: true });
      if (misses.length) throw new Error(`the page read fields no layout has: ${[...new Set(misses)].join(', ')}`);
    },
  };
}

/** Asserts that the page logged no console error and threw nothing uncaught since `pg` opened it, after
 *  showing that it would have seen one: a console.error and an uncaught throw made in the page now, each
 *  marked, must both reach `pg.errors` (they are then left out of the check). So a pass means the page was
 *  quiet, not that nobody was listening. */
export async function assertQuiet(pg) {
  const mark = `sidestep-canary-${process.pid}-${Date.now()}`;
  await pg.page.evaluate((m) => {
    console.error(m);
    setTimeout(() => {
      throw new Error(m);
    });
  }, mark);
  const canaries = () => pg.errors.filter((e) => e.includes(mark)).map((e) => e.slice(0, e.indexOf(':')));
  for (const end = Date.now() + 5000; canaries().length < 2 && Date.now() < end;)
    await new Promise((r) => setTimeout(r, 20));
  assert.deepEqual(canaries().sort(), ['console', 'uncaught'], 'the listeners catch a console error and a throw');
  assert.deepEqual(
    pg.errors.filter((e) => !e.includes(mark)),
    [],
  );
}

/** Viewport pixel of a world point, as the page itself computes it. */
export async function clientPoint(page, x, y) {
  return page.evaluate(([wx, wy]) => window.sidestep.worldToClient(wx, wy), [x, y]);
}

/** A real pointer drag (mouse down, moves, up) through world points. */
export async function drag(page, points, { steps = 6 } = {}) {
  const [first, ...rest] = points;
  const [x0, y0] = await clientPoint(page, ...first);
  await page.mouse.move(x0, y0);
  await page.mouse.down();
  for (const p of rest) {
    const [x, y] = await clientPoint(page, ...p);
    await page.mouse.move(x, y, { steps });
  }
  await page.mouse.up();
}

const palette = JSON.parse(readFileSync(new URL('../../web/draw/palette.json', import.meta.url), 'utf8'));

/** What the canvas shows of each agent (every `every`th) where the core says it is, once the page has drawn
 *  its next frame: the share of its body's middle (within half its radius) in its palette colour (red while
 *  it overlaps an obstacle) and in none of the world's own colours (in a crowd, dots overlap and blend), and
 *  of its rim in the selection's amber. */
export const agentsOnCanvas = (page, every = 1) =>
  page.evaluate(
    async ([pal, every]) => {
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      const canvas = document.getElementById('world'),
        box = canvas.getBoundingClientRect(),
        k = canvas.width / box.width;
      const { data, width, height } = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
      const rgb = (css) => [1, 3, 5].map((j) => parseInt(css.slice(j, j + 2), 16));
      const is = (x, y, c) => {
        const o = (Math.floor(y) * width + Math.floor(x)) * 4;
        return (
          x >= 0 &&
          y >= 0 &&
          x < width &&
          y < height &&
          Math.abs(data[o] - c[0]) + Math.abs(data[o + 1] - c[1]) + Math.abs(data[o + 2] - c[2]) <= 30
        );
      };
      const { sim } = window.sidestep,
        byBehavior = window.sidestep.overlays().includes('byBehavior'),
        amber = rgb(pal.world.selection);
      const world = [pal.world.floor, pal.world.wall, pal.world.circle, pal.world.circleEdge].map(rgb);
      const shown = [];
      for (let i = 0; i < sim.agentCount; i += every) {
        const a = sim.agent(i);
        const colour = rgb(
          a.overlapping
            ? pal.world.collision
            : byBehavior
              ? pal.behaviors[a.behavior]
              : pal.agents[i % pal.agents.length],
        );
        const grid = a.kind === 'grid',
          [wx, wy] = grid ? [a.position[0] + 0.5, a.position[1] + 0.5] : a.position;
        const [cx, cy] = window.sidestep.worldToClient(wx, wy),
          [ex] = window.sidestep.worldToClient(wx + (grid ? 0.36 : a.radius), wy);
        const x = (cx - box.left) * k,
          y = (cy - box.top) * k,
          r = Math.max(ex - cx, 1.6) * k; // a body is a dot of 1.6 px at least
        const h = r / 2;
        let body = 0,
          drawn = 0,
          all = 0,
          rim = 0;
        for (let dy = -Math.floor(h); dy <= h; dy++) {
          for (let dx = -Math.floor(h); dx <= h; dx++) {
            if (dx * dx + dy * dy > h * h) continue;
            all++;
            if (is(x + dx, y + dy, colour)) body++;
            if (!world.some((c) => is(x + dx, y + dy, c))) drawn++;
          }
        }
        for (let t = 0; t < 48; t++) {
          // on a grid agent's square, on a continuous agent's circle
          const c = Math.cos((t * Math.PI) / 24),
            s = Math.sin((t * Math.PI) / 24),
            m = grid ? Math.max(Math.abs(c), Math.abs(s)) : 1;
          if (is(x + (r * c) / m, y + (r * s) / m, amber)) rim++;
        }
        shown.push({
          index: i,
          name: a.name,
          stop: a.stop,
          body: all ? body / all : 0,
          drawn: all ? drawn / all : 0,
          rim: rim / 48,
        });
      }
      return shown;
    },
    [palette, every],
  );
