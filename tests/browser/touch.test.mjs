// A phone-sized screen: the page fits without sideways scrolling, draws at the device's pixel ratio, and
// takes touch input through the same pointer events.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { assertQuiet, clientPoint, openPlayground } from './browser.mjs';

describe('on a phone', () => {
  let pg;
  before(async () => {
    pg = await openPlayground({ width: 390, height: 844, hasTouch: true, deviceScaleFactor: 2 });
  });
  after(async () => {
    await pg?.close();
  });

  it('fits the screen, with a canvas backed at twice the CSS size for a sharp picture', async () => {
    const { page } = pg;
    const layout = await page.evaluate(() => {
      const c = document.getElementById('world');
      return {
        scroll: document.documentElement.scrollWidth,
        inner: innerWidth,
        css: c.getBoundingClientRect().width,
        backing: c.width,
      };
    });
    assert.ok(layout.scroll <= layout.inner, `page ${layout.scroll} px wide in a ${layout.inner} px screen`);
    assert.equal(layout.backing, Math.round(layout.css * 2));
  });

  it('a tap with the Circle tool places a circle, and taps drive the tools', async () => {
    const { page } = pg;
    await page.evaluate(() =>
      window.sidestep.open({ version: 1, title: 'touch', world: { grid: Array(8).fill('............') } }),
    );
    await page.tap('button[data-tool="circle"]');
    const [x, y] = await clientPoint(page, 6, 4);
    await page.touchscreen.tap(x, y);
    await page.waitForFunction(() => window.sidestep.state().circles.length === 1, null, { timeout: 5000 });
    const { circles } = await page.evaluate(() => window.sidestep.state());
    assert.equal(circles.length, 1);
    assert.ok(
      Math.abs(circles[0].x - 6) < 0.15 && Math.abs(circles[0].y - 4) < 0.15,
      `at ${circles[0].x}, ${circles[0].y}`,
    );
    assert.equal(circles[0].r, 1, 'a tap without a drag makes radius 1');
    await page.evaluate(() => window.sidestep.addAgent({ behavior: 'seek', start: [1, 1], goal: [10, 1] }));
    await page.tap('#step');
    assert.equal(await page.evaluate(() => window.sidestep.state().step), 1);
  });

  it('logged no console error and threw nothing uncaught (a marked one of each is caught first)', () =>
    assertQuiet(pg));
});
