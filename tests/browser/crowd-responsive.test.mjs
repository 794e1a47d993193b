// The page stays responsive while a 100,000-agent crowd plays (issue 26's crowd: 100,000 whiskers agents
// among 20,000 circles on a 1024² grid): a real click on the toolbar's Play button, made while steps run,
// pauses the run before the page's second animation frame after the press. Frames are counted with
// requestAnimationFrame in the page, and their timestamps kept for the message.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { wideCrowd } from '../../bench/draw.mjs';
import { openPlayground } from './browser.mjs';

describe('a playing 100,000-agent crowd', () => {
  let pg;
  before(async () => {
    pg = await openPlayground();
  });
  after(async () => {
    await pg?.close();
  });

  it('opens with 20,000 circles, plays, and a click on Pause is handled before the second frame after it', async (ctx) => {
    const { page } = pg;
    const text = JSON.stringify(wideCrowd({ agents: 100000, circles: 20000 }));
    assert.equal(
      await page.evaluate((s) => window.sidestep.open(s), text),
      true,
      'the scene opens (20,000 circles are within the limit)',
    );
    assert.equal(await page.evaluate(() => window.sidestep.sim.agentCount), 100000);
    const play = await page.locator('#play').boundingBox();
    const [px, py] = [Math.round(play.x + play.width / 2), Math.round(play.y + play.height / 2)];
    await page.mouse.click(px, py);
    // Playing: some steps are taken (each one decides and moves 100,000 agents).
    await page.waitForFunction(() => window.sidestep.playing && window.sidestep.sim.stepCount >= 3, null, {
      timeout: 60000,
      polling: 50,
    });
    // Each animation frame's timestamp, and the frames the page has begun since the press; the handling is seen
    // by a listener added after the page's own (it runs after the page's handler of the same click).
    await page.evaluate(() => {
      const t = { frames: [], pressAt: -1, handledAt: -1, framesAtPress: -1, framesAtHandled: -1 };
      window.responsiveness = t;
      const tick = (stamp) => {
        t.frames.push(stamp);
        if (t.handledAt < 0 || t.frames.length < t.framesAtHandled + 4) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
      document.addEventListener(
        'pointerdown',
        () => {
          t.pressAt = performance.now();
          t.framesAtPress = t.frames.length;
        },
        { capture: true, once: true },
      );
      document.getElementById('play').addEventListener(
        'click',
        () => {
          if (!window.sidestep.playing) {
            t.handledAt = performance.now();
            t.framesAtHandled = t.frames.length;
          }
        },
        { once: true },
      );
    });
    const stepBefore = await page.evaluate(() => window.sidestep.sim.stepCount);
    await page.mouse.click(px, py);
    const t = await page.evaluate(async () => {
      const t = window.responsiveness;
      while (t.handledAt < 0 || t.frames.length < t.framesAtHandled + 2) await new Promise((r) => setTimeout(r, 20));
      return t;
    });
    assert.ok(t.pressAt >= 0, 'the press reached the page');
    // The frames whose callbacks ran after the press: framesAtPress is how many had run before it. The click is
    // handled before the second of them (at most one frame's callbacks ran between the press and the pause).
    const after = t.frames.slice(t.framesAtPress);
    const firstFrames = after
      .slice(0, 2)
      .map((s) => `${(s - t.pressAt).toFixed(0)} ms`)
      .join(', ');
    assert.ok(
      t.framesAtHandled - t.framesAtPress <= 1,
      `handled ${(t.handledAt - t.pressAt).toFixed(0)} ms after the press, after ${t.framesAtHandled - t.framesAtPress} frames (the frames after it began at ${firstFrames})`,
    );
    ctx.diagnostic(
      `handled ${(t.handledAt - t.pressAt).toFixed(1)} ms after the press, ${t.framesAtHandled - t.framesAtPress} frame(s) after it; frames after the press began at ${firstFrames}; paused at step ${stepBefore}+`,
    );
    assert.equal(await page.evaluate(() => window.sidestep.playing), false, 'paused');
    // Paused means no more steps: the step count holds.
    const held = await page.evaluate(() => window.sidestep.sim.stepCount);
    assert.ok(held >= stepBefore);
    await page.waitForTimeout(300);
    assert.equal(await page.evaluate(() => window.sidestep.sim.stepCount), held, 'no step after the pause');
    assert.deepEqual(pg.errors, []);
  });
});
