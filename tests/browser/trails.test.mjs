// Trails come from the run's history: a run played with nothing selected still has the trail of any agent
// selected afterwards (real keys and clicks), drawn on the canvas where the agent went, and going back
// shortens it to that step.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { clientPoint, openPlayground } from './browser.mjs';

const scene = {
  version: 1,
  world: { grid: Array(10).fill('.'.repeat(30)) },
  agents: [{ name: 'walker', behavior: 'seek', start: [3, 5], goal: [27, 5] }],
};

/** The 5 x 5 canvas pixels around a world point, once the page has drawn its next frame. */
const block = (page, x, y) =>
  page.evaluate(
    async ([wx, wy]) => {
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      const canvas = document.getElementById('world'),
        box = canvas.getBoundingClientRect(),
        k = canvas.width / box.width;
      const [cx, cy] = window.sidestep.worldToClient(wx, wy);
      return Array.from(
        canvas
          .getContext('2d')
          .getImageData(Math.floor((cx - box.left) * k) - 2, Math.floor((cy - box.top) * k) - 2, 5, 5).data,
      );
    },
    [x, y],
  );
/** How many of the 25 pixels differ between two blocks. */
const changed = (a, b) => {
  let n = 0;
  for (let i = 0; i < a.length; i += 4)
    n += Math.abs(a[i] - b[i]) + Math.abs(a[i + 1] - b[i + 1]) + Math.abs(a[i + 2] - b[i + 2]) > 24 ? 1 : 0;
  return n;
};

describe("trails from the run's history", () => {
  let pg;
  before(async () => {
    pg = await openPlayground({ width: 1280, height: 800 });
  });
  after(async () => {
    await pg?.close();
  });

  it('draws the trail of an agent selected after the run was played with nothing selected', async () => {
    const { page } = pg;
    assert.equal(await page.evaluate((s) => window.sidestep.open(s), scene), true);
    await page.evaluate(() => window.sidestep.overlays(['trail']));
    await page.keyboard.press('Escape'); // nothing selected
    assert.equal(await page.evaluate(() => window.sidestep.selected()), null);
    await page.focus('#world');
    for (let i = 0; i < 30; i++) await page.keyboard.press('Shift+ArrowRight'); // 300 steps
    const at = await page.evaluate(() => window.sidestep.sim.agent(0).position);
    assert.ok(at[0] > 12, `the walker went on: at x = ${at[0]}`);
    const mid = [(3 + at[0]) / 2, 5],
      start = [4, 5]; // on its way, away from its body and its goal
    const bare = await block(page, ...mid),
      bareStart = await block(page, ...start); // the floor (and a grid line)
    // Select it with the mouse: its whole way from step 0 is drawn.
    const [cx, cy] = await clientPoint(page, ...at);
    await page.mouse.click(cx, cy);
    assert.deepEqual(await page.evaluate(() => window.sidestep.selected()), { type: 'agent', index: 0 });
    assert.ok(
      changed(bare, await block(page, ...mid)) >= 5,
      'the trail runs through where it went before it was selected',
    );
    assert.ok(changed(bareStart, await block(page, ...start)) >= 5, 'back to its start');
    // Back 200 steps: the trail ends where the agent is then.
    for (let i = 0; i < 20; i++) await page.keyboard.press('Shift+ArrowLeft');
    const then = await page.evaluate(() => window.sidestep.sim.agent(0).position);
    assert.ok(then[0] + 2 < mid[0], `back at x = ${then[0]}`);
    assert.equal(changed(bare, await block(page, ...mid)), 0, 'no trail beyond the step shown');
    assert.ok(changed(bareStart, await block(page, ...start)) >= 5, 'but still from its start');
  });
});
