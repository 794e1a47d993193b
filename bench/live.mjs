// The page while a big crowd plays (issue 42), in headless Chromium: how long its frames take, how long a real
// click on Pause takes to be applied, and how fast the page's own wasm module steps a crowd (through the run's
// timeline, as the page steps, and the world alone) against Yuka in the same process. The crowds are the
// bench's generated scenes (bench/scenes.mjs, bench/draw.mjs), never the gallery's.
import { openPlayground } from '../tests/browser/browser.mjs';
import { yukaWorld } from './yuka.mjs';

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[s.length >> 1] : NaN;
};

/**
 * Plays `scenarioText` as fast as it goes in the page and measures, from the page's own clock:
 * - its frames for `seconds` (the time between animation frames: median, 95th percentile, largest),
 *   with the steps taken meanwhile and the loop's own measures at the end (web/sim/loop.js: a step, and the
 *   pieces the main thread runs, a slow step's move and next decisions and a frame's work, the longest of
 *   which a click can wait for);
 * - after `from` steps taken first (the run's record of events as long as a while of playing makes it);
 * - `clicks` real clicks on Pause (Playwright's mouse: move, press, release at the button's centre, each a
 *   real input event), each after playing for `settle` ms: the time from the release (the event that makes
 *   the click; its timeStamp is when the browser received it) and from the press to the moment the page
 *   shows Pause applied (the button turns back to Play, observed as it changes), and the steps taken after
 *   the release (0 or 1: a step already under way when the click came finishes first).
 */
export async function pageLive(
  scenarioText,
  { seconds = 4, clicks = 3, settle = 1500, isolate = true, from = 0 } = {},
) {
  const pg = await openPlayground({ width: 1280, height: 800, isolate, strictLayouts: false });
  const { page } = pg;
  try {
    if (!(await page.evaluate((s) => window.sidestep.open(s), scenarioText))) throw new Error('the crowd did not open');
    // Played a while first: `from` steps from the console, a frame between each ten (the panels follow the record).
    const events = await page.evaluate(async (n) => {
      for (let k = 0; k < n; k += 10) {
        window.sidestep.step(Math.min(10, n - k));
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
      return window.sidestep.sim.eventCount;
    }, from);
    const frames = await page.evaluate(async (ms) => {
      const { sim } = window.sidestep;
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      window.sidestep.play();
      const warm = performance.now();
      while (performance.now() - warm < 1500) await frame(); // the loop has measured its step
      const gaps = [];
      const s0 = sim.stepCount;
      let last = await frame();
      const t0 = last;
      while (last - t0 < ms) {
        const now = await frame();
        gaps.push(now - last);
        last = now;
      }
      const elapsed = (last - t0) / 1000;
      const steps = sim.stepCount - s0;
      const rate = window.sidestep.rate(); // the loop's own measures: a step, its pieces, a frame's work
      window.sidestep.pause();
      gaps.sort((a, b) => a - b);
      return {
        frames: gaps.length,
        fps: gaps.length / elapsed,
        stepsPerSecond: steps / elapsed,
        medianMs: gaps[gaps.length >> 1],
        p95Ms: gaps[Math.min(gaps.length - 1, Math.floor(gaps.length * 0.95))],
        maxMs: gaps.at(-1),
        msPerStep: rate.msPerStep,
        taskMs: rate.taskMs,
        moveMs: rate.moveMs,
        decideMs: rate.decideMs,
        frameMs: rate.frameMs,
        threads: document.getElementById('readout').dataset.threadsShort ?? '',
        beside: rate.beside,
      };
    }, seconds * 1000);

    const button = await page.locator('#play').boundingBox();
    const x = button.x + button.width / 2,
      y = button.y + button.height / 2;
    const presses = [];
    for (let k = 0; k < clicks; k++) {
      await page.evaluate(async (ms) => {
        // Watch for the release and for Pause applied, then play for `ms`.
        const w = (window.__live = { press: 0, release: 0, applied: 0, stepAtRelease: -1, stepAtApplied: -1 });
        const { sim } = window.sidestep;
        addEventListener('pointerdown', (e) => (w.press = e.timeStamp), { capture: true, once: true });
        addEventListener(
          'pointerup',
          (e) => {
            w.release = e.timeStamp;
            // Steps under way beside the page are not waited for here (reading the run would): they are the
            // steps a click cannot stop, counted once they land.
            w.underWay = window.sidestep.underWay?.() ?? false;
            if (!w.underWay) w.stepAtRelease = sim.stepCount;
          },
          { capture: true, once: true },
        );
        const label = document.getElementById('play');
        const seen = new MutationObserver(() => {
          if (label.getAttribute('aria-label') !== 'Play' || w.applied) return;
          w.applied = performance.now();
          w.stepAtApplied = sim.stepCount;
          seen.disconnect();
        });
        seen.observe(label, { attributes: true, attributeFilter: ['aria-label'] });
        window.sidestep.play();
        await new Promise((r) => setTimeout(r, ms));
      }, settle);
      await page.mouse.click(x, y);
      await page.waitForFunction(() => window.__live.applied > 0, null, { timeout: 60000 });
      const r = await page.evaluate(async () => {
        const w = window.__live;
        const { sim } = window.sidestep;
        await new Promise((resolve) => setTimeout(resolve, 300));
        const stepAtRelease = w.underWay ? sim.landing.from : w.stepAtRelease;
        return { ...w, stepAtRelease, stepLater: sim.stepCount, playing: window.sidestep.playing };
      });
      presses.push({
        fromReleaseMs: r.applied - r.release,
        fromPressMs: r.applied - r.press,
        stepsAfterRelease: r.stepAtApplied - r.stepAtRelease,
        stillAfter: r.stepLater === r.stepAtApplied && !r.playing,
      });
    }
    return {
      ...frames,
      from,
      events,
      presses,
      latencyMs: median(presses.map((p) => p.fromReleaseMs)),
      latencyMaxMs: Math.max(...presses.map((p) => p.fromReleaseMs)),
      latencyFromPressMs: median(presses.map((p) => p.fromPressMs)),
      stopped: presses.every((p) => p.stillAfter),
    };
  } finally {
    await pg.close();
  }
}

/**
 * The page's own module stepping a crowd (paused, stepped from the console API in one call, as a frame
 * steps): ms per step over `steps` steps after `warmup`, through the run's timeline (what the page does:
 * events, trails, keyframes recorded each step) and, from a fresh load to the same step, the world alone.
 * The fastest of `rounds` alternating passes of each. Returns { timeline, world, hash, threads }.
 */
export async function pageModuleSteps(scenarioText, { warmup = 10, steps = 30, isolate = true, rounds = 3 } = {}) {
  const pg = await openPlayground({ width: 1280, height: 800, isolate, strictLayouts: false });
  const { page } = pg;
  try {
    const time = async (alone) => {
      if (!(await page.evaluate((s) => window.sidestep.open(s), scenarioText)))
        throw new Error('the crowd did not open');
      return page.evaluate(
        ([w, n, worldOnly]) => {
          const { sim } = window.sidestep;
          window.sidestep.pause();
          sim.step(w);
          const t0 = performance.now();
          if (worldOnly) for (let k = 0; k < n; k++) sim.world.step();
          else sim.step(n);
          const ms = (performance.now() - t0) / n;
          return {
            ms,
            hash: sim.hash(),
            step: sim.stepCount,
            threads: document.getElementById('readout').dataset.threadsShort ?? '',
          };
        },
        [warmup, steps, alone],
      );
    };
    // Alternating passes, the fastest of each kind kept: on a shared machine other work only adds time.
    let timeline = null,
      world = null;
    for (let k = 0; k < rounds; k++) {
      const t = await time(false),
        w = await time(true);
      if (t.hash !== w.hash || t.step !== w.step)
        throw new Error(`the page's timeline and world runs differ at step ${t.step}`);
      if (!timeline || t.ms < timeline.ms) timeline = t;
      if (!world || w.ms < world.ms) world = w;
    }
    return { timeline: timeline.ms, world: world.ms, hash: timeline.hash, threads: timeline.threads };
  } finally {
    await pg.close();
  }
}

/** Yuka's ms per step on the same crowd (bench/yuka.mjs), in this process: the fastest of `rounds` passes. */
export function yukaSteps(scenario, steps, rounds = 3) {
  let best = Infinity;
  for (let k = 0; k < rounds; k++) {
    const world = yukaWorld(scenario);
    world.step();
    const t0 = performance.now();
    for (let i = 0; i < steps; i++) world.step();
    best = Math.min(best, (performance.now() - t0) / steps);
  }
  return best;
}

/**
 * Opens `scenarioText` in the page through the console API (as a file's text: doc.openText), timed from the page's
 * clock: how long until it is open, how many animation frames the page drew meanwhile and the longest gap between
 * them (a frame comes when the page's thread is free), and the hash of the scene opened. Returns
 * { ms, frames, longestGapMs, hash, beside } (beside: whether it was read beside the page).
 */
export async function pageOpen(scenarioText, { isolate = true } = {}) {
  const pg = await openPlayground({ width: 1280, height: 800, isolate, strictLayouts: false });
  const { page } = pg;
  try {
    await page.evaluate((s) => (window.__text = s), scenarioText);
    return await page.evaluate(async () => {
      const { sim } = window.sidestep;
      let frames = 0,
        counting = true,
        last = performance.now(),
        longest = 0,
        beside = false;
      const count = (now) => {
        frames++;
        beside ||= sim.module.beside?.loading() ?? false;
        longest = Math.max(longest, now - last);
        last = now;
        if (counting) requestAnimationFrame(count);
      };
      requestAnimationFrame(count);
      const t0 = performance.now();
      if (!(await window.sidestep.open(window.__text))) throw new Error('the crowd did not open');
      const ms = performance.now() - t0;
      counting = false;
      longest = Math.max(longest, performance.now() - last); // a page held throughout drew none
      return { ms, frames, longestGapMs: longest, hash: sim.hash(), beside };
    });
  } finally {
    await pg.close();
  }
}
