// The page's half of the bench, in headless Chromium (software rendering): frames per second while a
// crowd plays with the default overlays, the time from navigation to a page ready to use, and the gzip
// size of everything the page loaded to get there.
import { gzipSync } from 'node:zlib';

import { openPlayground } from '../tests/browser/browser.mjs';
import { crowdScene } from './scenes.mjs';

/** Frames per second and steps per second while `agents` whiskers agents among 200 circles play at 1x. */
export async function pageFrames(agents, seconds = 5) {
  return scenarioFrames(crowdScene({ agents, circles: 200, behavior: 'whiskers' }), seconds);
}

/** Frames per second and steps per second while a scenario plays (at its view's speed, else 1x). */
export async function scenarioFrames(scenario, seconds = 5) {
  const pg = await openPlayground({ width: 1280, height: 800 });
  try {
    const opened = await pg.page.evaluate((s) => window.sidestep.open(s), scenario);
    if (!opened) throw new Error('the crowd did not open');
    return await pg.page.evaluate(async (ms) => {
      window.sidestep.play();
      await new Promise((r) => setTimeout(r, 1000)); // settle: the loop has measured its step
      let frames = 0;
      const s0 = window.sidestep.sim.stepCount, t0 = performance.now();
      await new Promise((resolve) => {
        const tick = () => { frames++; if (performance.now() - t0 < ms) requestAnimationFrame(tick); else resolve(); };
        requestAnimationFrame(tick);
      });
      const elapsed = (performance.now() - t0) / 1000;
      window.sidestep.pause();
      return { fps: frames / elapsed, stepsPerSecond: (window.sidestep.sim.stepCount - s0) / elapsed, drawMs: window.sidestep.drawn().ms };
    }, seconds * 1000);
  } finally {
    await pg.close();
  }
}

/** Milliseconds from navigation to ready (median of `loads` fresh loads), and the gzip bytes of what loaded. */
export async function pageReady(loads = 5) {
  const pg = await openPlayground({ width: 1280, height: 800 });
  try {
    const times = [];
    const bodies = new Map(); // url -> bytes, from the first load
    for (let i = 0; i < loads; i++) {
      const record = i === 0 ? async (response) => {
        const url = response.url();
        if (response.ok() && !bodies.has(url)) bodies.set(url, await response.body().catch(() => Buffer.alloc(0)));
      } : null;
      if (record) pg.page.on('response', record);
      await pg.page.evaluate(() => localStorage.clear());
      await pg.page.goto(pg.url, { waitUntil: 'load' });
      await pg.page.waitForSelector('body[data-ready="1"]');
      times.push(Number(await pg.page.evaluate(() => document.body.dataset.readyMs)));
      if (record) pg.page.off('response', record);
    }
    times.sort((a, b) => a - b);
    const kinds = { wasm: 0, js: 0, css: 0, html: 0, json: 0 };
    let total = 0;
    for (const [url, body] of bodies) {
      const path = new URL(url).pathname;
      const kind = path.endsWith('.wasm') ? 'wasm' : /\.m?js$/.test(path) ? 'js' : path.endsWith('.css') ? 'css' : path.endsWith('.json') ? 'json' : 'html';
      const size = gzipSync(body, { level: 9 }).length;
      kinds[kind] += size;
      if (kind !== 'json') total += size;
    }
    return { readyMs: times[Math.floor(times.length / 2)], gzip: { ...kinds, code: total }, files: bodies.size };
  } finally {
    await pg.close();
  }
}
