// Shared set-up for the browser tests: serve the page, drive Debian's Chromium with playwright-core,
// and collect every console error and uncaught exception so that a test can fail on them.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { chromium } from 'playwright-core';

import { startServer } from '../../scripts/serve.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** `site`: serve a folder `npm run build:site` wrote (under `base`) instead of the source tree. */
export async function openPlayground({ width = 1400, height = 860, hash = '', hasTouch = false, deviceScaleFactor = 1, site = null, base = '/' } = {}) {
  const server = await startServer(0, '127.0.0.1', { site, base });
  const url = `http://127.0.0.1:${server.address().port}${base}${hash}`;
  const profile = await mkdtemp(join(tmpdir(), 'sidestep-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM, headless: true, args: ARGS, viewport: { width, height }, hasTouch, deviceScaleFactor,
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = context.pages()[0] ?? await context.newPage();
  const errors = [];
  page.on('console', (msg) => { if (msg.type() === 'error') errors.push(`console: ${msg.text()}`); });
  page.on('pageerror', (err) => errors.push(`uncaught: ${err.message}`));
  await page.goto(url);
  await page.waitForSelector('body[data-ready="1"]', { timeout: 20000 });
  return {
    page,
    context,
    errors,
    url,
    async close() {
      await context.close();
      await new Promise((r) => server.close(r));
      await rm(profile, { recursive: true, force: true });
    },
  };
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
