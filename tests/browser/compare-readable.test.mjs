// A compare stays readable: at 1280 x 800 with the charts open, 2, 3 and 4 variants side by side each get
// a world a reader can read, the Overlay toggle draws every variant in one world in its colour with its
// trails and a legend, each pane and the overlay export a PNG at 2x pixels, an embedded compare at
// 640 x 420 shows its world, and Share link's message and the Run panel follow the compare's current step.
//
// Readable, as measured here (the world's floor as drawn on each canvas, in CSS pixels):
//  - each pane's world at least MIN_SCALE px per world unit (an agent of radius 0.35 u is then 8 px
//    across and a cell of the grid 12 px, so bodies, rays and names are told apart; before: about 6), and
//  - the worlds together cover at least MIN_SHARE of the viewport (before: about 2 %, ~140 px thumbnails),
//    OVERLAY_SHARE for the one world of the overlay.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';

import { openPlayground } from './browser.mjs';

const MIN_SCALE = 12;
const MIN_SHARE = 0.2;
const OVERLAY_SHARE = 0.35;
/** An embedded overlay: its one world covers at least this share of the 640 x 420 frame. */
const MIN_EMBED_SHARE = 0.3;

/** The bounding box (CSS px) of the world drawn on each visible compare canvas (what is not the backdrop,
 *  palette.json's world.backdrop), read from its pixels. */
const BACKDROP = JSON.parse(readFileSync(new URL('../../web/draw/palette.json', import.meta.url), 'utf8')).world
  .backdrop;
const worldBoxes = (page) =>
  page.evaluate(async (backdrop) => {
    const [br, bg, bb] = [1, 3, 5].map((j) => parseInt(backdrop.slice(j, j + 2), 16));
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const canvases = [...document.querySelectorAll('#compare-panes figure:not([hidden]) canvas')];
    return canvases.map((c) => {
      const { data, width, height } = c.getContext('2d').getImageData(0, 0, c.width, c.height);
      let x0 = width,
        y0 = height,
        x1 = -1,
        y1 = -1;
      for (let y = 0; y < height; y += 1) {
        for (let x = 0; x < width; x += 1) {
          const o = (y * width + x) * 4;
          if (Math.abs(data[o] - br) + Math.abs(data[o + 1] - bg) + Math.abs(data[o + 2] - bb) <= 6) continue; // the backdrop
          if (x < x0) x0 = x;
          if (x > x1) x1 = x;
          if (y < y0) y0 = y;
          if (y > y1) y1 = y;
        }
      }
      const k = c.width / c.getBoundingClientRect().width;
      return { w: (x1 - x0 + 1) / k, h: (y1 - y0 + 1) / k };
    });
  }, BACKDROP);

/** Pixels of each colour (CSS hex) on the overlay canvas, once the page has drawn its next frame. */
const colourCounts = (page, colours) =>
  page.evaluate(async (colours) => {
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const c = document.querySelector('#compare-panes .overlay-pane canvas');
    const { data } = c.getContext('2d').getImageData(0, 0, c.width, c.height);
    const rgb = colours.map((css) => [1, 3, 5].map((j) => parseInt(css.slice(j, j + 2), 16)));
    const counts = colours.map(() => 0);
    for (let o = 0; o < data.length; o += 4) {
      rgb.forEach(([r, g, b], k) => {
        if (Math.abs(data[o] - r) + Math.abs(data[o + 1] - g) + Math.abs(data[o + 2] - b) <= 24) counts[k]++;
      });
    }
    return counts;
  }, colours);

/** The width and height a PNG file says it has (its IHDR chunk). */
const pngSize = (bytes) => {
  assert.equal(bytes.subarray(1, 4).toString('latin1'), 'PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
};

/** The file a click downloads, as bytes. */
async function downloaded(page, click) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return { name: download.suggestedFilename(), bytes: await readFile(await download.path()) };
}

describe('a compare that stays readable', () => {
  let pg, page, variants;
  before(async () => {
    pg = await openPlayground({ width: 1280, height: 800 });
    page = pg.page;
    await page.selectOption('#examples', 'compare-ray-behaviours.json');
    await page.waitForFunction(
      () => document.body.dataset.compare === '1' && document.querySelectorAll('#compare-panes .pane').length === 4,
    );
    variants = await page.evaluate(() => window.sidestep.scenario().compare);
    await page.click('#charts-toggle');
    await page.waitForSelector('#charts:not([hidden])');
  });
  after(async () => {
    const errors = pg.errors;
    await pg.close();
    assert.deepEqual(errors, []);
  });

  it('gives each of 2, 3 and 4 panes a readable world at 1280 x 800 with the charts open', async () => {
    const world = (await page.evaluate(() => window.sidestep.state())).grid; // the scene's world: every pane's size
    for (const n of [2, 3, 4]) {
      await page.evaluate((set) => window.sidestep.compare(set), variants.slice(0, n));
      await page.waitForFunction((n) => document.querySelectorAll('#compare-panes .pane').length === n, n);
      assert.equal(await page.locator('#charts').isVisible(), true, 'the charts stay open');
      const boxes = await worldBoxes(page);
      assert.equal(boxes.length, n);
      for (const b of boxes) {
        const scale = Math.min(b.w / world.width, b.h / world.height);
        assert.ok(
          scale >= MIN_SCALE,
          `${n} variants: ${scale.toFixed(1)} px per unit (${Math.round(b.w)} x ${Math.round(b.h)} px)`,
        );
      }
      const share = boxes.reduce((s, b) => s + b.w * b.h, 0) / (1280 * 800);
      assert.ok(share >= MIN_SHARE, `${n} variants cover ${(share * 100).toFixed(1)} % of the screen`);
      // The label sits over its pane, not above it: the caption's box is inside the canvas's.
      const [caption, canvas] = await Promise.all(
        ['figcaption', 'canvas'].map((s) => page.locator(`#compare-panes .pane >> nth=0 >> ${s}`).boundingBox()),
      );
      assert.ok(caption.y >= canvas.y && caption.y + caption.height <= canvas.y + canvas.height);
    }
  });

  it("playing, the compare's bar says the clock's steps per second, uncovered (the canvas's chip is under the panes)", async () => {
    await page.click('#play');
    await page.waitForSelector('#compare-rate:not([hidden])');
    const chip = await page.evaluate(() => {
      const rate = document.getElementById('compare-rate'),
        b = rate.getBoundingClientRect();
      const measured = window.sidestep.rate();
      window.sidestep.pause();
      return {
        text: rate.textContent,
        uncovered: rate.contains(document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2)),
        stageChip: !document.getElementById('rate').hidden,
        stepsPerSecond: measured.stepsPerSecond,
      };
    });
    assert.ok(chip.stepsPerSecond > 0, JSON.stringify(chip));
    assert.match(chip.text, /^\d+(\.\d)? steps\/s · [\d.]+× real time$|^running at /);
    assert.ok(
      chip.text.includes(
        chip.stepsPerSecond >= 10 ? String(Math.round(chip.stepsPerSecond)) : chip.stepsPerSecond.toFixed(1),
      ) || /^running at/.test(chip.text),
      JSON.stringify(chip),
    );
    assert.equal(chip.uncovered, true, 'the rate is what shows at its centre');
    assert.equal(chip.stageChip, false, "the canvas's own chip stays hidden under the panes");
    await page.waitForSelector('#compare-rate', { state: 'hidden' }); // paused: no rate
  });

  it('the measures table, focused, scrolls sideways with the arrow keys; they and Home leave the run where it is, Space still plays', async () => {
    const box = page.locator('.compare-table-box');
    assert.ok(await box.evaluate((b) => b.scrollWidth > b.clientWidth + 1), 'wider than its box at 1280 px');
    const step = await page.evaluate(() => window.sidestep.timeline().step);
    assert.ok(step > 0, 'a run to go back in');
    const frames = () => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const stepNow = () => page.evaluate(() => window.sidestep.timeline().step);
    await box.focus();
    // (the focus on the box itself, whatever else the page was still finishing, before the key goes to it)
    await page.waitForFunction(() => document.activeElement?.classList.contains('compare-table-box'));
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction(() => document.querySelector('.compare-table-box').scrollLeft > 0);
    await frames();
    assert.equal(await stepNow(), step, '→ scrolled, took no step');
    await page.keyboard.press('Home');
    await frames();
    assert.equal(await stepNow(), step, 'Home did not seek the start');
    await page.keyboard.press('ArrowLeft');
    await page.waitForFunction(() => document.querySelector('.compare-table-box').scrollLeft === 0);
    // Space is still the page's (the table scrolls only sideways): it plays, and pauses.
    await page.keyboard.press(' ');
    await page.waitForFunction(() => document.getElementById('play-icon').textContent === '❚❚');
    await page.keyboard.press(' ');
    await page.waitForFunction(() => document.getElementById('play-icon').textContent === '▶');
  });

  it('overlays every variant in one world, each in its colour with its trail, under a legend, and back', async () => {
    await page.evaluate((set) => window.sidestep.compare(set), variants.slice(0, 3));
    await page.click('#step'); // the Step button, then → for more
    await page.locator('#world').focus();
    for (let k = 0; k < 15; k++) await page.keyboard.press('Shift+ArrowRight'); // step 151: the runs have parted
    const sideBoxes = await worldBoxes(page);
    await page.click('#compare-overlay');
    await page.locator('#compare-panes .overlay-pane').waitFor(); // its code loads the first time
    assert.equal(await page.getAttribute('#compare-overlay', 'aria-pressed'), 'true');
    assert.equal(await page.locator('#compare-panes .pane:visible').count(), 0);
    const [box] = await worldBoxes(page);
    assert.ok(
      box.w * box.h > 2 * Math.max(...sideBoxes.map((b) => b.w * b.h)),
      "the one world is larger than any pane's",
    );
    assert.ok(
      box.w * box.h >= OVERLAY_SHARE * 1280 * 800,
      `the overlay covers ${((box.w * box.h) / 1280 / 8).toFixed(1)} % of the screen`,
    );
    // The legend names each variant beside the colour its agent and trail are drawn in.
    const legend = await page
      .locator('.overlay-legend li')
      .evaluateAll((lis) =>
        lis.map((li) => [li.textContent, getComputedStyle(li.querySelector('.swatch')).backgroundColor]),
      );
    assert.deepEqual(
      legend.map(([t]) => t),
      variants.slice(0, 3).map((v) => v.label),
    );
    const hex = legend.map(
      ([, c]) =>
        `#${c
          .match(/\d+/g)
          .slice(0, 3)
          .map((x) => Number(x).toString(16).padStart(2, '0'))
          .join('')}`,
    );
    const counts = await colourCounts(page, hex);
    for (const [k, n] of counts.entries()) assert.ok(n > 40, `${legend[k][0]}: ${n} pixels of its colour`);
    // The trails come from each run's history: going back to step 0 leaves only the bodies.
    await page.keyboard.press('Home');
    const atStart = await colourCounts(page, hex);
    assert.ok(
      atStart.reduce((a, b) => a + b) < counts.reduce((a, b) => a + b),
      'less of every colour with no trail yet',
    );
    await page.keyboard.press('End');
    await page.click('#compare-side');
    assert.equal(await page.locator('#compare-panes .pane:visible').count(), 3);
    assert.equal(await page.locator('#compare-panes .overlay-pane').isVisible(), false);
  });

  it('exports one pane, and the overlay, as a PNG at 2x device pixels', async () => {
    const pane = page.locator('#compare-panes .pane').nth(1);
    const onScreen = await pane.locator('canvas').boundingBox();
    const { name, bytes } = await downloaded(page, () => pane.locator('.pane-png').click({ timeout: 5000 }));
    assert.match(name, /\.png$/);
    const size = pngSize(bytes);
    assert.ok(size.width >= 2 * onScreen.width, `${size.width} px wide, the pane ${onScreen.width} on screen`);
    assert.equal(size.width % 2, 0);
    // What it shows: the picture decoded in the page has the world's floor over most of it.
    const floor = await page.evaluate(async (b64) => {
      const bitmap = await createImageBitmap(
        new Blob([Uint8Array.from(atob(b64), (ch) => ch.charCodeAt(0))], { type: 'image/png' }),
      );
      const c = new OffscreenCanvas(bitmap.width, bitmap.height),
        ctx = c.getContext('2d');
      ctx.drawImage(bitmap, 0, 0);
      const { data } = ctx.getImageData(0, 0, c.width, c.height);
      let n = 0;
      for (let o = 0; o < data.length; o += 4) if (data[o] > 235 && data[o + 1] > 235 && data[o + 2] > 235) n++;
      return n / (c.width * c.height);
    }, bytes.toString('base64'));
    assert.ok(floor > 0.4, `floor over ${(floor * 100).toFixed(0)} % of the picture`);
    await page.click('#compare-overlay');
    await page.locator('#compare-panes .overlay-pane').waitFor();
    const overlay = await downloaded(page, () => page.click('#compare-panes .overlay-pane .pane-png'));
    const o = pngSize(overlay.bytes);
    assert.ok(o.width >= 2 * (await page.locator('#compare-panes .overlay-pane canvas').boundingBox()).width * 0.75);
    assert.deepEqual(o, size, "the overlay picture has the pane picture's size: same world, same scale");
    await page.click('#compare-side');
  });

  it("says the current step when sharing, and the Run panel shows that step and each variant's hash", async () => {
    await page.keyboard.press('Home');
    await page.locator('#world').focus();
    for (let k = 0; k < 4; k++) await page.keyboard.press('Shift+ArrowRight');
    await page.click('#step');
    const step = await page.evaluate(() => window.sidestep.timeline().step);
    assert.equal(step, 41);
    await page.click('#share');
    await page.waitForFunction(() => /Link copied/.test(document.getElementById('toast').textContent));
    assert.match(await page.textContent('#toast'), new RegExp(`at step ${step}\\.`));
    // The Run section as it reads once the page has drawn step s (the panel follows in the next frame).
    const run = async (s) => {
      await page.waitForFunction(
        (s) =>
          [...document.querySelectorAll('#stats dt')].some(
            (dt) => dt.textContent === 'step' && dt.nextElementSibling.textContent.startsWith(`${s} / `),
          ),
        s,
        { timeout: 5000 },
      );
      return page
        .locator('#stats')
        .evaluate((dl) =>
          Object.fromEntries(
            [...dl.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling.textContent]),
          ),
        );
    };
    const now = await run(step);
    const hashes = Object.keys(now).filter((k) => k.startsWith('hash'));
    assert.equal(hashes.length, 3, 'a hash per variant');
    // The hashes follow the step: a step on changes them, a step back gives them back (a deterministic run).
    await page.keyboard.press('ArrowRight');
    const next = await run(step + 1);
    assert.notDeepEqual(
      hashes.map((k) => next[k]),
      hashes.map((k) => now[k]),
    );
    await page.keyboard.press('ArrowLeft');
    assert.deepEqual(await run(step), now);
    // The link opens where the message says.
    const link = await page.evaluate(() => navigator.clipboard.readText());
    assert.equal(
      await page.evaluate(
        (l) => window.sidestep.openLink(l.slice(l.indexOf('#'))).then(() => window.sidestep.timeline().step),
        link,
      ),
      step,
    );
  });

  it('keeps the choice of overlay across a reload, and an embedded compare at 640 x 420 shows its world overlaid', async () => {
    await page.click('#compare-overlay');
    const url = await page.evaluate(() => window.sidestep.shareUrl());
    await page.reload();
    await page.waitForSelector('body[data-ready="1"]');
    await page.waitForFunction(() => document.body.dataset.compare === '1');
    assert.equal(await page.getAttribute('#compare-overlay', 'aria-pressed'), 'true');
    await page.locator('#compare-panes .overlay-pane').waitFor();
    await page.click('#compare-side'); // the next visit starts side by side again
    await page.setViewportSize({ width: 640, height: 420 });
    await page.goto(`${pg.url}?embed=1${url.slice(url.indexOf('#'))}`);
    await page.waitForSelector('body[data-ready="1"]');
    await page.waitForFunction(() => document.body.dataset.compare === '1');
    assert.equal(await page.getAttribute('#compare-overlay', 'aria-pressed'), 'true', 'an embed starts overlaid');
    await page.locator('#compare-panes .overlay-pane').waitFor();
    assert.equal(await page.locator('.overlay-legend li').count(), 3);
    const [box] = await worldBoxes(page);
    const share = (box.w * box.h) / (640 * 420);
    assert.ok(share >= MIN_EMBED_SHARE, `the embedded world covers ${(share * 100).toFixed(1)} % of the frame`);
    await page.click('#play');
    await page.waitForFunction(() => window.sidestep.timeline().step > 0);
  });

  it("Play and Pause leave the compare's bar as it is, on a phone (no rate there) and at 1024 px with the rate's longest words", async () => {
    for (const width of [390, 1024]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto(pg.url);
      await page.waitForSelector('body[data-ready="1"]');
      await page.selectOption('#examples', 'compare-ray-behaviours.json');
      await page.waitForFunction(() => document.body.dataset.compare === '1');
      const paused = await page.evaluate(() => document.querySelector('.compare-bar').getBoundingClientRect().height);
      await page.click('#play');
      await page.waitForFunction(() => window.sidestep.rate().version > 0);
      // The bar with the rate as the page wrote it, then with the words it writes when the machine cannot keep up
      // (the longest: as a slow machine would see them), read before the next frame writes the rate again.
      const playing = await page.evaluate(() => {
        const bar = () => document.querySelector('.compare-bar').getBoundingClientRect().height;
        const rate = document.getElementById('compare-rate');
        const shown = bar();
        rate.textContent = 'running at 12 steps/s, 0.23× real time (asked 1000 /s): a step takes 12.3 ms';
        return [shown, bar()];
      });
      await page.evaluate(() => window.sidestep.pause());
      assert.deepEqual(playing, [paused, paused], `${width} px`);
    }
  });
});
