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
      const s0 = window.sidestep.sim.stepCount,
        t0 = performance.now();
      await new Promise((resolve) => {
        const tick = () => {
          frames++;
          if (performance.now() - t0 < ms) requestAnimationFrame(tick);
          else resolve();
        };
        requestAnimationFrame(tick);
      });
      const elapsed = (performance.now() - t0) / 1000;
      window.sidestep.pause();
      return {
        fps: frames / elapsed,
        stepsPerSecond: (window.sidestep.sim.stepCount - s0) / elapsed,
        drawMs: window.sidestep.drawn().ms,
      };
    }, seconds * 1000);
  } finally {
    await pg.close();
  }
}

/**
 * Steps per second and frames per second while a scenario plays as fast as it goes (its view's pace), timed
 * over the same steps for any scene: from the first frame at or past step `from` to the first at or past step
 * `to`, so that two crowds are compared while they do the same work (a crowd timed later has more of its
 * agents arrived and stopped). Returns the steps actually timed and how many agents were still moving at the
 * end. Gives up after `timeoutSeconds`.
 */
export async function scenarioSteps(scenario, from, to, timeoutSeconds = 180) {
  const pg = await openPlayground({ width: 1280, height: 800 });
  try {
    const opened = await pg.page.evaluate((s) => window.sidestep.open(s), scenario);
    if (!opened) throw new Error('the scene did not open');
    return await pg.page.evaluate(
      async ([a, b, ms]) => {
        const { sim } = window.sidestep;
        const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
        const start = performance.now();
        window.sidestep.play();
        while (sim.stepCount < a) {
          if (performance.now() - start > ms) throw new Error(`step ${a} not reached in ${ms} ms`);
          await frame();
        }
        let frames = 0;
        const s0 = sim.stepCount,
          t0 = performance.now();
        while (sim.stepCount < b && performance.now() - start < ms) {
          await frame();
          frames++;
        }
        const elapsed = (performance.now() - t0) / 1000;
        const s1 = sim.stepCount;
        window.sidestep.pause();
        return {
          from: s0,
          to: s1,
          fps: frames / elapsed,
          stepsPerSecond: (s1 - s0) / elapsed,
          drawMs: window.sidestep.drawn().ms,
          moving: sim.summary().moving,
        };
      },
      [from, to, timeoutSeconds * 1000],
    );
  } finally {
    await pg.close();
  }
}

/** Milliseconds from navigation to ready (median of `loads` fresh loads), and the gzip bytes of what loaded;
 *  of the source tree as `npm start` serves it, or of `site`, a folder `npm run build:site` wrote. */
export async function pageReady(loads = 5, site = null) {
  const pg = await openPlayground({ width: 1280, height: 800, site });
  try {
    const times = [];
    const bodies = new Map(); // url -> bytes, from the first load
    for (let i = 0; i < loads; i++) {
      const record =
        i === 0
          ? async (response) => {
              const url = response.url();
              if (response.ok() && !bodies.has(url))
                bodies.set(url, await response.body().catch(() => Buffer.alloc(0)));
            }
          : null;
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
      const kind = path.endsWith('.wasm')
        ? 'wasm'
        : /\.m?js$/.test(path)
          ? 'js'
          : path.endsWith('.css')
            ? 'css'
            : path.endsWith('.json')
              ? 'json'
              : 'html';
      const size = gzipSync(body, { level: 9 }).length;
      kinds[kind] += size;
      if (kind !== 'json') total += size;
    }
    return { readyMs: times[Math.floor(times.length / 2)], gzip: { ...kinds, code: total }, files: bodies.size };
  } finally {
    await pg.close();
  }
}

/**
 * The page's game maps: problems per second of its run-all worker over every row of each map (nproxy
 * P = `P`; the fastest of the runs made in 1.5 s, at least `repeats`, after `warmups` untimed runs of every map that load
 * the worker and let the engine tier up, as the native figure is the fastest pass: on a shared machine other work only adds time), the milliseconds from a drop of
 * `big`'s map to the first frames drawn with it (median of `loads`), and the length of a link to a scene
 * on each of two maps (a bundled one, named; `big`, whose cells the link carries).
 */
export async function pageMaps(pairs, big, { P = 7, repeats = 3, loads = 5, warmups = 2 } = {}) {
  const pg = await openPlayground({ width: 1280, height: 800 });
  const { page } = pg;
  try {
    const runs = await page.evaluate(
      async ([list, agentP, times, untimed]) => {
        const { RunAll } = await import('/sim/run-all.js');
        const runner = new RunAll();
        const out = [];
        const jobs = list.map((p) => ({
          map: { name: p.map, text: p.mapText },
          scen: { name: p.scen, text: p.scenText },
          agent: { behavior: 'nproxy', P: agentP },
        }));
        // Untimed: the worker loads its module, and the engine compiles the hot code fully (wasm starts
        // on a baseline compiler and tiers up while it runs).
        for (let i = 0; i < untimed; i++) for (const job of jobs) await runner.start(job);
        for (const [k, p] of list.entries()) {
          const job = jobs[k];
          const seconds = [];
          let summary = null;
          const t0 = performance.now();
          while (seconds.length < times || (performance.now() - t0 < 1500 && seconds.length < 200)) {
            // as many as native makes in its budget
            const r = await runner.start(job);
            seconds.push(r.seconds);
            summary = r.summary;
          }
          out.push({
            map: p.map,
            problems: summary.all.problems,
            reached: summary.all.reached,
            seconds: Math.min(...seconds),
          });
        }
        runner.dispose();
        return out;
      },
      [pairs, P, repeats, warmups],
    );

    const loadMs = [];
    for (let i = 0; i < loads; i++) {
      await page.evaluate(() => window.sidestep.open({ version: 1, world: { grid: ['....'] }, agents: [] }));
      loadMs.push(
        await page.evaluate(async (map) => {
          const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
          const dt = new DataTransfer();
          dt.items.add(new File([map.mapText], map.mapName, { type: 'text/plain' }));
          const t0 = performance.now();
          for (const type of ['dragenter', 'dragover', 'drop']) {
            document
              .getElementById('world')
              .dispatchEvent(new DragEvent(type, { dataTransfer: dt, bubbles: true, cancelable: true }));
          }
          while (window.sidestep.sim.width !== 512) await frame();
          await frame(); // the loop draws the new scene in the next frame; this one ends after it
          await frame();
          return performance.now() - t0;
        }, big),
      );
    }
    loadMs.sort((a, b) => a - b);

    // Links: problem 0 of the big map (cells carried), and a bundled map's gallery entry (named).
    await page.evaluate(async (map) => {
      const dt = new DataTransfer();
      dt.items.add(new File([map.scenText], map.scenName, { type: 'text/plain' }));
      document
        .getElementById('world')
        .dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true }));
    }, big);
    await page.waitForSelector('.problem-row[data-row="0"]');
    await page.click('.problem-row[data-row="0"]');
    await page.waitForFunction(() => document.getElementById('scene-title').textContent.endsWith('problem 0'));
    // The scenes as files (no view, no host): their size as `sidestep link encode` prints it, measured by the caller.
    const bigScene = await page.evaluate(() => JSON.stringify(window.sidestep.scenario()));
    const bigLink = (await page.evaluate(() => window.sidestep.shareUrl())).length;
    await page.selectOption('#examples', 'map-arena.json');
    await page.waitForFunction(
      () => window.sidestep.sim.width === 49 && document.querySelector('.problem-row.selected')?.dataset.row === '159',
    );
    const bundledScene = await page.evaluate(() => JSON.stringify(window.sidestep.scenario()));
    const bundledLink = (await page.evaluate(() => window.sidestep.shareUrl())).length;
    return { runs, loadMs: loadMs[Math.floor(loadMs.length / 2)], bigLink, bundledLink, bigScene, bundledScene };
  } finally {
    await pg.close();
  }
}
