// The animation export (Edit → Animation…), driven by real clicks and typing in its dialog: a GIF of
// steps 0 to 40, every 2nd, decodes in the browser (WebCodecs' ImageDecoder) to exactly 21 frames of the
// width asked, each frame the page's own drawing of its step within the palette's error (and nearer its
// own step than any other); Cancel part way stops with nothing saved; bad input names the field and its
// limit; a WebM is recorded where the browser's MediaRecorder can; and the page's step, hash, undo and
// scene are the same after an export as before.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';

import { openPlayground } from './browser.mjs';

/** What an export must leave as it was. */
const pageState = (page) =>
  page.evaluate(() => ({
    step: window.sidestep.state().step,
    hash: window.sidestep.hash(),
    undo: window.sidestep.undoDepth(),
    scene: JSON.stringify(window.sidestep.scenario()),
    frontier: window.sidestep.timeline().frontier,
  }));

async function fill(page, name, value) {
  await page.click(`#animation-dialog [name=${name}]`, { clickCount: 3 });
  await page.keyboard.type(String(value));
}

describe('the animation export', () => {
  let pg;
  before(async () => {
    pg = await openPlayground({ width: 1280, height: 800 });
    await pg.page.evaluate(() => {
      window.sidestep.select('agent', 0);
      window.sidestep.step(12);
    }); // part way, one agent selected
  });
  after(async () => {
    await pg?.close();
  });

  it('exports steps 0 to 40, every 2nd, as a GIF of 21 frames 480 px wide, each the drawing of its step', async () => {
    const { page } = pg;
    const before = await pageState(page);
    await page.click('#animation');
    await page.waitForSelector('#animation-dialog:not([hidden])');
    await fill(page, 'from', 0);
    await fill(page, 'to', 40);
    await fill(page, 'every', 2);
    await page.selectOption('#animation-dialog [name=width]', '480');
    await page.waitForFunction(() =>
      /^21 frames of 480 × \d+ px/.test(document.querySelector('#animation-dialog .anim-estimate').textContent),
    );
    assert.match(await page.textContent('#animation-dialog .anim-estimate'), /about [\d.]+ [KM]B \(an estimate/);
    const downloading = page.waitForEvent('download');
    await page.click('#animation-dialog button.primary');
    const download = await downloading;
    const slug = (
      await page.evaluate(() => window.sidestep.scenario().title ?? document.getElementById('scene-title').textContent)
    )
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
    assert.equal(download.suggestedFilename(), `sidestep-${slug}-0-40.gif`);
    const gif = readFileSync(await download.path());
    assert.equal(gif.subarray(0, 6).toString('latin1'), 'GIF89a');
    await page.waitForFunction(() =>
      /^Saved /.test(document.querySelector('#animation-dialog .anim-note').textContent),
    );
    assert.equal(await page.locator('#animation-dialog .anim-progress').isVisible(), false);

    // Decoded by the browser's own GIF decoder, beside the page's drawing of each step at that width.
    const result = await page.evaluate(async (b64) => {
      const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
      const decoder = new ImageDecoder({ type: 'image/gif', data: bytes });
      await decoder.tracks.ready;
      const count = decoder.tracks.selectedTrack.frameCount;
      const frames = [];
      let width = 0,
        height = 0;
      for (let k = 0; k < count; k++) {
        const { image } = await decoder.decode({ frameIndex: k });
        width = image.displayWidth;
        height = image.displayHeight;
        const c = new OffscreenCanvas(width, height);
        c.getContext('2d').drawImage(image, 0, 0);
        frames.push(c.getContext('2d').getImageData(0, 0, width, height).data);
        image.close();
      }
      const stills = [];
      for (let k = 0; k < count; k++) {
        const img = new Image();
        img.src = await window.sidestep.animationFrame(2 * k, 480);
        await img.decode();
        const c = new OffscreenCanvas(img.width, img.height);
        c.getContext('2d').drawImage(img, 0, 0);
        stills.push({
          w: img.width,
          h: img.height,
          data: c.getContext('2d').getImageData(0, 0, img.width, img.height).data,
        });
      }
      // Pixels whose colour differs by more than the palette's error (a channel off by over 48).
      const far = (a, b) => {
        let n = 0;
        for (let p = 0; p < a.length; p += 4) {
          if (Math.abs(a[p] - b[p]) > 48 || Math.abs(a[p + 1] - b[p + 1]) > 48 || Math.abs(a[p + 2] - b[p + 2]) > 48)
            n++;
        }
        return n;
      };
      const table = frames.map((f) => stills.map((s) => far(f, s.data)));
      return {
        count,
        width,
        height,
        still: { w: stills[0].w, h: stills[0].h },
        table,
        firstLast: far(frames[0], frames[count - 1]),
      };
    }, gif.toString('base64'));

    assert.equal(result.count, 21, 'one frame per 2nd step from 0 to 40');
    assert.equal(result.width, 480);
    assert.deepEqual(
      [result.still.w, result.still.h],
      [result.width, result.height],
      'the frames are the size of a still of that width',
    );
    const pixels = result.width * result.height;
    assert.ok(
      result.firstLast > 100,
      `the first and last frames differ where the agents moved (${result.firstLast} pixels)`,
    );
    for (let k = 0; k < result.count; k++) {
      const own = result.table[k][k];
      assert.ok(
        own <= pixels / 1000,
        `frame ${k} is the drawing of step ${2 * k} within the palette's error (${own} pixels off)`,
      );
      for (let j = 0; j < result.count; j++)
        assert.ok(own <= result.table[k][j], `frame ${k} is no nearer step ${2 * j} than step ${2 * k}`);
    }
    assert.ok(result.table[0][20] > result.table[0][0] + 100, 'frame 0 is far from step 40');
    assert.deepEqual(await pageState(page), before, "the page's step, hash, undo and scene are as they were");
    assert.deepEqual(pg.errors, []);
  });

  it('names the field and its limit for bad input, and will not start', async () => {
    const { page } = pg;
    await fill(page, 'every', 0);
    await page.waitForFunction(() =>
      document.querySelector('#animation-dialog .editor-errors').textContent.includes('every'),
    );
    assert.match(
      await page.textContent('#animation-dialog .editor-errors'),
      /^every: must be a whole number in \[1, \d+\], got 0$/,
    );
    assert.equal(await page.locator('#animation-dialog button.primary').isDisabled(), true);
    await fill(page, 'every', 2);
    await fill(page, 'to', 'x'); // a number field keeps nothing of it
    await page.waitForFunction(() =>
      /^to step: must be a whole number in \[0, \d+\], got nothing$/.test(
        document.querySelector('#animation-dialog .editor-errors').textContent,
      ),
    );
    await fill(page, 'to', 40);
    await page.waitForFunction(() => document.querySelector('#animation-dialog .editor-errors').textContent === '');
    assert.equal(await page.locator('#animation-dialog button.primary').isDisabled(), false);
  });

  it('stops at Cancel part way: nothing saved, the progress gone, the page as it was', async () => {
    const { page } = pg;
    const before = await pageState(page);
    let downloads = 0;
    page.on('download', () => {
      downloads++;
    });
    await fill(page, 'from', 0);
    await fill(page, 'to', 900);
    await fill(page, 'every', 1);
    await page.selectOption('#animation-dialog [name=width]', '960');
    await page.waitForFunction(() =>
      /^901 frames/.test(document.querySelector('#animation-dialog .anim-estimate').textContent),
    );
    await page.click('#animation-dialog button.primary');
    await page.waitForFunction(() => document.querySelector('#animation-dialog .anim-progress progress').value >= 3);
    await page.click('#animation-dialog .anim-cancel');
    await page.waitForFunction(() => document.querySelector('#animation-dialog .anim-progress').hidden, null, {
      timeout: 2000,
    });
    const done = await page.evaluate(() => document.querySelector('#animation-dialog .anim-progress progress').value);
    assert.ok(done < 901, `stopped after ${done} of 901 frames`);
    assert.match(await page.textContent('#animation-dialog .anim-note'), /Cancelled: nothing was saved/);
    await page.waitForTimeout(300);
    assert.equal(downloads, 0);
    assert.deepEqual(await pageState(page), before);
    // Esc closes the dialog; the page's keys are its own again.
    await page.keyboard.press('Escape');
    assert.equal(await page.locator('#animation-dialog').isVisible(), false);
    assert.deepEqual(pg.errors, []);
  });

  it('records a WebM where the browser can, in real time, named like the GIF', async (t) => {
    const { page } = pg;
    await page.click('#animation');
    const formats = await page.$$eval('#animation-dialog [name=format] option', (o) => o.map((x) => x.value));
    if (!formats.includes('webm')) {
      t.skip("this browser's MediaRecorder cannot record a canvas as WebM");
      return;
    }
    const before = await pageState(page);
    await fill(page, 'from', 4);
    await fill(page, 'to', 14);
    await fill(page, 'every', 1);
    await fill(page, 'fps', 25);
    await page.selectOption('#animation-dialog [name=format]', 'webm');
    await page.waitForFunction(() =>
      /^11 frames .* at 25 fps: at most about/.test(
        document.querySelector('#animation-dialog .anim-estimate').textContent,
      ),
    );
    const downloading = page.waitForEvent('download');
    await page.click('#animation-dialog button.primary');
    const download = await downloading;
    assert.match(download.suggestedFilename(), /^sidestep-.*-4-14\.webm$/);
    const webm = readFileSync(await download.path());
    assert.deepEqual([...webm.subarray(0, 4)], [0x1a, 0x45, 0xdf, 0xa3], 'a Matroska/WebM file');
    assert.ok(webm.length > 1000, `${webm.length} bytes`);
    assert.deepEqual(await pageState(page), before);
    await page.keyboard.press('Escape');
    assert.deepEqual(pg.errors, []);
  });
});
