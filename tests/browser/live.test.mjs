// The page while a crowd whose step is longer than a frame plays as fast as it goes (issue 42): a real click on
// Pause (Playwright's mouse: move, press, release) is applied after at most the piece of the page's work under way,
// not after a whole step and a frame; no step starts after it, and the state the page then shows is the core's,
// the same as a fresh run to that step. Both of the page's loops (web/sim/loop.js) are tested: cross-origin
// isolated, the steps run beside the page (web/sim/beside.js) and a click waits for a frame's work at most;
// without isolation (the single-thread module) a step's move and its next decisions are tasks of their own.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { crowdScene } from '../../bench/scenes.mjs';
import { STEP_BUDGET_MS } from '../../web/sim/loop.js';
import { openPlayground } from './browser.mjs';

/** Opens the crowd (10,000 agents or more, among the same circles) whose step on this machine, after its first
 *  `from` steps, is longer than the loop's budget, twice over: a fast machine gets a larger crowd, so the loop's
 *  slow path is what is tested wherever the test runs. The whiskers crowd's `from` steps fill the run's record
 *  with tens of thousands of events (a panel that read them all at each refresh held every frame behind it). */
async function openSlowCrowd(page, { from, ...crowd }) {
  for (let agents = crowd.agents; ; agents *= 2) {
    const scene = { ...crowd, agents }; // the same circles: a denser crowd, not a fuller world
    const text = JSON.stringify({ ...crowdScene(scene), view: { step: 0, playing: false, pace: 0 } });
    assert.equal(await page.evaluate((s) => window.sidestep.open(s), text), true);
    await page.evaluate(async (n) => {
      for (let k = 0; k < n; k += 10) {
        window.sidestep.step(10);
        await new Promise((resolve) => requestAnimationFrame(resolve)); // the panels follow the record
      }
    }, from);
    // the loop's own measure of a step while playing, then back to where the test starts from
    const at = await page.evaluate(() => (window.sidestep.play(), window.sidestep.rate().version));
    await page.waitForFunction((k) => window.sidestep.rate().version > k + 1, at, { timeout: 60000 });
    const ms = await page.evaluate(() => (window.sidestep.pause(), window.sidestep.rate().msPerStep));
    if (ms > 2 * STEP_BUDGET_MS || agents >= 8 * crowd.agents) {
      await page.evaluate((n) => void window.sidestep.seek(n), from); // (not its answer: the state of every agent)
      return text;
    }
  }
}

/** Plays the open scene as fast as it goes, waits for the loop's measured rate, clicks Pause with the mouse:
 *  { latency (release to applied, ms), rate (the loop's, before the click), drawMs, step, stepLater }. */
async function clickPause(page) {
  await page.evaluate(() => {
    const w = (window.__pause = { release: 0, applied: 0, step: -1 });
    addEventListener('pointerup', (e) => (w.release = e.timeStamp), { capture: true, once: true });
    const play = document.getElementById('play');
    const seen = new MutationObserver(() => {
      if (play.getAttribute('aria-label') !== 'Play') return;
      w.applied = performance.now();
      w.step = window.sidestep.sim.stepCount;
      seen.disconnect();
    });
    seen.observe(play, { attributes: true, attributeFilter: ['aria-label'] });
    window.sidestep.play();
  });
  const v = await page.evaluate(() => window.sidestep.rate().version);
  await page.waitForFunction((k) => window.sidestep.rate().version > k + 1, v, { timeout: 30000 }); // two windows
  const rate = await page.evaluate(() => window.sidestep.rate());
  const box = await page.locator('#play').boundingBox();
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await page.waitForFunction(() => window.__pause.applied > 0, null, { timeout: 30000 });
  return page.evaluate(async (r) => {
    const w = window.__pause;
    await new Promise((resolve) => setTimeout(resolve, 300));
    return {
      latency: w.applied - w.release,
      rate: r,
      drawMs: window.sidestep.drawn().ms,
      step: w.step,
      stepLater: window.sidestep.sim.stepCount,
      playing: window.sidestep.playing,
    };
  }, rate);
}

for (const isolate of [true, false])
  describe(`the page never waits for a whole step (${isolate ? 'isolated: the steps beside the page' : 'one thread'})`, () => {
    let pg;
    before(async () => {
      pg = await openPlayground({ width: 1280, height: 800, isolate });
    });
    after(async () => {
      await pg?.close();
    });

    // Each crowd's step is longer than the loop's budget (openSlowCrowd): isolated, its steps run on their own thread;
    // on one thread, beside the frames as tasks.
    for (const crowd of [
      { agents: 10000, circles: 2000, behavior: 'whiskers', from: 200 },
      { agents: 10000, circles: 2000, behavior: 'context', params: { rays: 16 }, from: 0 },
    ]) {
      it(`a real click on Pause while a crowd of ${crowd.behavior} agents (10,000 or more) plays is applied within the longest piece of the main thread's work, at a step boundary, on the core state`, async () => {
        const { page } = pg;
        const text = await openSlowCrowd(page, crowd);
        const latencies = [];
        let last = null;
        for (let k = 0; k < 3; k++) {
          last = await clickPause(page);
          const { rate } = last;
          assert.ok(
            rate.msPerStep > STEP_BUDGET_MS,
            `the crowd's step is longer than the loop's budget (${rate.msPerStep.toFixed(1)} ms)`,
          );
          assert.equal(rate.beside, isolate, 'isolated, the steps run beside the page; else on its thread');
          if (isolate) {
            // The steps run on a thread of their own, measured there: the page's thread only draws and looks.
            assert.ok(rate.frameMs > 0 && rate.moveMs === 0 && rate.decideMs === 0, JSON.stringify(rate));
          } else {
            // The steps run beside the frames, not in them: the loop measured a slow step in its two pieces, each a
            // task of its own. (How many frames the browser fits between them is its scheduling, not the loop's: on
            // a loaded machine it can be none, so frames are not counted against steps here.)
            assert.ok(rate.moveMs > 0 && rate.decideMs > 0, `move ${rate.moveMs} ms, decisions ${rate.decideMs} ms`);
          }
          assert.equal(last.playing, false);
          assert.equal(last.stepLater, last.step, 'no step after Pause was applied');
          // What the click can wait for: the piece of the page's work under way (a frame's task; one thread, also a
          // step's move or its next decisions), as the loop measured them while playing, then the display frame
          // that shows it; twice over for the spread of a shared machine. A loop that queues work ahead of input
          // waits longer than that.
          const piece = isolate ? rate.frameMs : Math.max(rate.moveMs, rate.decideMs, rate.frameMs);
          latencies.push({ latency: last.latency, bound: 2 * piece + 1000 / 60, rate, drawMs: last.drawMs });
        }
        latencies.sort((a, b) => a.latency - b.latency);
        const mid = latencies[1];
        assert.ok(
          mid.latency <= mid.bound,
          `Pause applied ${mid.latency.toFixed(1)} ms after the release (median of 3); a step takes ` +
            `${mid.rate.msPerStep.toFixed(1)} ms (its move ${mid.rate.moveMs.toFixed(1)}, its next decisions ` +
            `${mid.rate.decideMs.toFixed(1)}), a frame's task ${mid.rate.frameMs.toFixed(1)} (its drawing ` +
            `${mid.drawMs.toFixed(1)}): bound ${mid.bound.toFixed(1)} ms`,
        );
        // The page shows the step the core is at, and that state is a fresh run's to the same step.
        const shown = await page.evaluate(() => ({
          readout: document.getElementById('readout').textContent,
          step: window.sidestep.state().step,
          hash: window.sidestep.sim.hash(),
        }));
        assert.equal(shown.step, last.step);
        assert.match(shown.readout, new RegExp(`^step ${last.step} `));
        const fresh = await page.evaluate(
          async ([s, n]) => {
            await window.sidestep.open(s);
            window.sidestep.step(n);
            return { step: window.sidestep.sim.stepCount, hash: window.sidestep.sim.hash() };
          },
          [text, last.step],
        );
        assert.deepEqual(fresh, { step: shown.step, hash: shown.hash });
        assert.deepEqual(pg.errors, []);
      });
    }
  });
