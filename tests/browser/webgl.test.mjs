// The WebGL2 renderer for crowds (web/draw/gl/): which renderer draws (WebGL2 for more than 10,000 agents,
// Canvas 2D up to that or with ?gl=0, and Canvas 2D again while the GL context is lost), that both draw the same
// picture, and that a click in a 100,000-agent world is handled within two frames. Headless Chromium runs
// WebGL2 on SwiftShader, a GL in software: what is drawn is the same as on a GPU, only slower.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';

import { crowdScene } from '../../bench/scenes.mjs';
import { wideCrowd } from '../../bench/draw.mjs';
import { agentsOnCanvas, clientPoint, openPlayground } from './browser.mjs';

/** Waits until the page has drawn a frame with `renderer` ('webgl' or 'canvas'), nudging it to draw. */
const drawnWith = (page, renderer) =>
  page.waitForFunction(
    (r) => {
      window.sidestep.sim.version++;
      return window.sidestep.drawn().renderer === r;
    },
    renderer,
    { timeout: 60000, polling: 100 },
  );

const layersShown = (page) =>
  page.evaluate(() =>
    ['world-gl', 'world-over'].map((id) => {
      const c = document.getElementById(id);
      return c ? !c.hidden && c.getBoundingClientRect().width > 0 : false;
    }),
  );

/** A screenshot (PNG, base64) of the world's rectangle on screen: every layer, as a person sees it. */
async function worldShot(page) {
  const [x0, y0] = await clientPoint(page, 0, 0);
  const size = await page.evaluate(() => [window.sidestep.sim.width, window.sidestep.sim.height]);
  const [x1, y1] = await clientPoint(page, ...size);
  const clip = {
    x: Math.ceil(x0) + 2,
    y: Math.ceil(y0) + 2,
    width: Math.floor(x1 - x0) - 4,
    height: Math.floor(y1 - y0) - 4,
  };
  return (await page.screenshot({ clip })).toString('base64');
}

/** Compares two pictures in `page`: pixels whose colours differ by more than 96 (sum over R, G, B), and
 *  pixels of the second darker than the floor (grid lines, walls, agents). */
const comparePictures = (page, a, b) =>
  page.evaluate(
    async ([a, b]) => {
      const pixels = async (b64) => {
        const img = new Image();
        img.src = `data:image/png;base64,${b64}`;
        await img.decode();
        const c = document.createElement('canvas');
        c.width = img.width;
        c.height = img.height;
        c.getContext('2d').drawImage(img, 0, 0);
        return c.getContext('2d').getImageData(0, 0, c.width, c.height);
      };
      const [p, q] = [await pixels(a), await pixels(b)];
      if (p.width !== q.width || p.height !== q.height) return null;
      let differ = 0,
        inked = 0;
      for (let k = 0; k < p.data.length; k += 4) {
        const d =
          Math.abs(p.data[k] - q.data[k]) +
          Math.abs(p.data[k + 1] - q.data[k + 1]) +
          Math.abs(p.data[k + 2] - q.data[k + 2]);
        if (d > 96) differ++;
        if (q.data[k] + q.data[k + 1] + q.data[k + 2] < 600) inked++;
      }
      return { differ, inked };
    },
    [a, b],
  );

describe('the WebGL2 renderer', () => {
  let pg, pg2d;
  before(async () => {
    [pg, pg2d] = await Promise.all([
      openPlayground({ width: 1280, height: 800 }),
      openPlayground({ width: 1280, height: 800, hash: '?gl=0' }),
    ]);
  });
  after(async () => {
    await Promise.all([pg?.close(), pg2d?.close()]);
  });

  it("draws a crowd of 12,000 with WebGL2 on a layer over the page's canvas, 10,000 and a small scene with Canvas 2D, and everything with Canvas 2D under ?gl=0", async () => {
    const crowd = crowdScene({ agents: 12000, circles: 200, behavior: 'seek' });
    const { page } = pg;
    assert.equal(await page.evaluate((s) => window.sidestep.open(s), JSON.stringify(crowd)), true);
    await drawnWith(page, 'webgl');
    assert.deepEqual(await layersShown(page), [true, true]);
    assert.equal(await page.evaluate(() => window.sidestep.drawn().agents), 12000);
    // Picture saves what a person sees: the crowd in it, each sampled agent's pixel off the floor's colour.
    await page.locator('#picture').scrollIntoViewIfNeeded();
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#picture')]);
    const png = (await readFile(await download.path())).toString('base64');
    const onPicture = await page.evaluate(async (b64) => {
      const img = new Image();
      img.src = `data:image/png;base64,${b64}`;
      await img.decode();
      const c = document.createElement('canvas');
      c.width = img.width;
      c.height = img.height;
      const ctx = c.getContext('2d');
      ctx.drawImage(img, 0, 0);
      const world = document.getElementById('world'),
        box = world.getBoundingClientRect(),
        k = img.width / box.width;
      let off = 0,
        sampled = 0;
      for (let i = 0; i < window.sidestep.sim.agentCount; i += 120, sampled++) {
        const [x, y] = window.sidestep.worldToClient(...window.sidestep.sim.agent(i).position);
        const [r, g, b] = ctx.getImageData(Math.floor((x - box.left) * k), Math.floor((y - box.top) * k), 1, 1).data;
        if (r + g + b < 700) off++; // the floor is near white
      }
      return { off, sampled };
    }, png);
    assert.ok(
      onPicture.off >= 0.9 * onPicture.sampled,
      `${onPicture.off} of ${onPicture.sampled} agents on the picture`,
    );
    // The layers let the pointer through to the world: a click on an agent selects it.
    const at = await page.evaluate(() => window.sidestep.sim.agent(7).position);
    const [x, y] = await clientPoint(page, ...at);
    await page.mouse.click(x, y);
    await page.waitForFunction(() => window.sidestep.selected()?.type === 'agent');
    assert.equal(
      await page.evaluate(
        (s) => window.sidestep.open(s),
        JSON.stringify(crowdScene({ agents: 10000, circles: 200, behavior: 'seek' })),
      ),
      true,
    );
    await drawnWith(page, 'canvas');
    assert.deepEqual(await layersShown(page), [false, false], '10,000 agents: Canvas 2D, the layers hidden');
    await page.selectOption('#examples', 'agents-head-on.json');
    await page.waitForFunction(() => window.sidestep.sim.agentCount < 50);
    await drawnWith(page, 'canvas');

    const p2 = pg2d.page;
    assert.equal(await p2.evaluate((s) => window.sidestep.open(s), JSON.stringify(crowd)), true);
    await drawnWith(p2, 'canvas');
    await p2.waitForTimeout(300);
    assert.equal(await p2.evaluate(() => window.sidestep.drawn().renderer), 'canvas');
    assert.equal(await p2.evaluate(() => document.getElementById('world-gl')), null, '?gl=0 never makes a GL context');
  });

  it('falls back to Canvas 2D while the GL context is lost, the crowd still drawn where the core has it, and returns to WebGL2 when it is restored', async () => {
    const { page } = pg;
    assert.equal(
      await page.evaluate(
        (s) => window.sidestep.open(s),
        JSON.stringify(crowdScene({ agents: 12000, circles: 200, behavior: 'seek' })),
      ),
      true,
    );
    await drawnWith(page, 'webgl');
    await page.evaluate(() => {
      window.loseGL = document.getElementById('world-gl').getContext('webgl2').getExtension('WEBGL_lose_context');
      window.loseGL.loseContext();
    });
    await drawnWith(page, 'canvas');
    assert.deepEqual(await layersShown(page), [false, false]);
    const shown = await agentsOnCanvas(page, 40); // the page's own canvas has the bodies again
    assert.ok(shown.filter((a) => a.drawn >= 0.5).length >= 0.9 * shown.length, 'the crowd is drawn in Canvas 2D');
    await page.evaluate(() => window.loseGL.restoreContext());
    await drawnWith(page, 'webgl');
    assert.deepEqual(await layersShown(page), [true, true]);
  });

  it("draws the same picture as Canvas 2D: the same pixels but for a few at the bodies' edges", async () => {
    let pgGL;
    try {
      pgGL = await openPlayground({ width: 1280, height: 800, hash: '?gl=1' });
      const shots = [];
      for (const [p, renderer] of [
        [pgGL.page, 'webgl'],
        [pg2d.page, 'canvas'],
      ]) {
        await p.selectOption('#examples', 'crowd-four-streams.json');
        await p.waitForFunction(() => window.sidestep.sim.agentCount === 200);
        await p.evaluate(() => {
          window.sidestep.step(90);
          window.sidestep.camera({ x: 20, y: 20, zoom: 1.6 });
        });
        await drawnWith(p, renderer);
        shots.push(await worldShot(p));
      }
      const compared = await comparePictures(pg2d.page, ...shots);
      assert.ok(compared, 'two pictures of one size');
      const { differ, inked } = compared;
      // What the bodies cover, from the core's positions and radii: a picture without them differs there.
      const body = await pgGL.page.evaluate(() => {
        const { sim } = window.sidestep;
        const [x0] = window.sidestep.worldToClient(0, 0),
          [x1] = window.sidestep.worldToClient(1, 0);
        let area = 0;
        for (let i = 0; i < sim.agentCount; i++) area += Math.PI * (sim.agent(i).radius * (x1 - x0)) ** 2;
        return area;
      });
      assert.ok(
        differ < 0.15 * body && differ >= 0,
        `${differ} pixels differ, against ${body.toFixed(0)} pixels of bodies (${inked} inked)`,
      );
      assert.ok(inked > body, 'the picture has the crowd in it');
    } finally {
      await pgGL?.close();
    }
  });

  it('a click on an agent in a 100,000-agent world is handled within two frames: selected, named in the panel and drawn', async () => {
    const { page } = pg;
    const text = JSON.stringify(wideCrowd({ agents: 100000, circles: 2000 }));
    assert.equal(await page.evaluate((s) => window.sidestep.open(s), text), true);
    await drawnWith(page, 'webgl');
    assert.equal(await page.evaluate(() => window.sidestep.sim.agentCount), 100000);
    // A press on agent 50,000's pixel; the agent it must select is the nearest to that pixel's world point by
    // the core's positions (picking reads them, not the picture), whatever the crowd drew around it.
    const at = await page.evaluate(() => window.sidestep.sim.agent(50000).position);
    const [x, y] = (await clientPoint(page, ...at)).map(Math.round);
    const expected = await page.evaluate(
      ([px, py]) => {
        const { sim } = window.sidestep;
        const [ox, oy] = window.sidestep.worldToClient(0, 0),
          [sx] = window.sidestep.worldToClient(1, 0);
        const scale = sx - ox,
          wx = (px - ox) / scale,
          wy = (py - oy) / scale;
        const v = sim.views(),
          A = sim.agentLayout,
          a = v.agents;
        let best = -1,
          bestDistance = Infinity;
        for (let i = 0; i < sim.agentCount; i++) {
          const d = Math.hypot(a[i * A.stride + A.x] - wx, a[i * A.stride + A.y] - wy);
          if (d < bestDistance) {
            best = i;
            bestDistance = d;
          }
        }
        return bestDistance < Math.max(0.3, 8 / scale) ? best : -1;
      },
      [x, y],
    );
    assert.ok(expected >= 0, 'an agent under the press');
    await page.evaluate(() => {
      window.framesSinceClick = -1;
      document.addEventListener(
        'pointerdown',
        () => {
          window.framesSinceClick = 0;
        },
        { capture: true, once: true },
      );
      const count = () => {
        if (window.framesSinceClick >= 0) window.framesSinceClick++;
        requestAnimationFrame(count);
      };
      requestAnimationFrame(count);
    });
    await page.mouse.click(x, y);
    const frames = await page.evaluate(async (i) => {
      for (;;) {
        const placeholder = document.getElementById('selection').textContent.startsWith('Click an agent');
        if (window.sidestep.selected()?.index === i && !placeholder && window.sidestep.drawn().renderer === 'webgl')
          return window.framesSinceClick;
        await new Promise((r) => requestAnimationFrame(r));
      }
    }, expected);
    assert.ok(frames <= 2, `shown ${frames} frames after the press`);
    assert.equal(
      (await page.evaluate(() => window.sidestep.selected())).index,
      expected,
      "the agent nearest the press by the core's positions",
    );
    assert.deepEqual(pg.errors, []);
    assert.deepEqual(pg2d.errors, []);
  });
});
