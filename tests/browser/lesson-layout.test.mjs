// The world first: at 1280 x 800 and 1366 x 768, with the lesson card, its verdict, the maker, an exercise's
// panes, the script editor or the exercise's Check table open, the world (the canvas, or every compare pane) keeps
// at least 45 % of the viewport and nothing covers it (what the page shows at points all over it is the world);
// presenter mode at 1920 x 1080 writes the caption at 28 px or more and the canvas's labels at 18 px or more; on a
// phone every control of the lessons is 44 x 44 px or more, the step readout clears the zoom buttons, and no text
// names a key. One browser page, resized between states.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';

import { LOCALES } from '../../web/i18n/locale.js';
import { openPlayground } from './browser.mjs';

const SIZES = [
  [1280, 800],
  [1366, 768],
];

/** The world's share of the viewport and whether anything covers it: the canvas (or each compare pane's) box,
 *  and what the page shows at a grid of points over each. */
const world = (page) =>
  page.evaluate(() => {
    const comparing = !document.getElementById('compare').hidden;
    const canvases = comparing
      ? [...document.querySelectorAll('#compare-panes figure:not([hidden]) canvas')]
      : [document.getElementById('world')];
    let area = 0;
    const covered = [];
    for (const c of canvases) {
      const r = c.getBoundingClientRect();
      const w = Math.max(0, Math.min(r.right, innerWidth) - Math.max(r.left, 0));
      const h = Math.max(0, Math.min(r.bottom, innerHeight) - Math.max(r.top, 0));
      area += w * h;
      for (let i = 1; i < 8; i++) {
        for (let j = 1; j < 8; j++) {
          const x = r.left + (r.width * i) / 8,
            y = r.top + (r.height * j) / 8;
          const at = document.elementFromPoint(x, y);
          // The world's own layers (labels, the readout, zoom) are inside the stage; anything else covers it.
          if (!at || !document.getElementById('stage').contains(at))
            covered.push(`${Math.round(x)},${Math.round(y)}: ${at?.id || at?.className || at?.tagName}`);
        }
      }
    }
    return { share: area / (innerWidth * innerHeight), covered, panes: canvases.length };
  });

async function expectWorld(page, state) {
  const [w, h] = await page.evaluate(() => [innerWidth, innerHeight]);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const m = await world(page);
  assert.ok(m.share >= 0.45, `${state} at ${w}x${h}: the world has ${(m.share * 100).toFixed(1)} % of the viewport`);
  assert.deepEqual(m.covered, [], `${state} at ${w}x${h}: nothing over the world`);
  return m;
}

async function openLesson(page, id, at) {
  await page.evaluate(
    ([i, k]) => {
      location.hash = `#lesson=${i}&at=${k}`;
    },
    [id, at],
  );
  // The page takes the link off the address once the lesson is open (app/lessons.js): until then a lesson already
  // open at that checkpoint would pass for it, and the next link would race this one's opening.
  await page.waitForFunction(
    ([i, k]) =>
      location.hash === '' &&
      document.body.dataset.lesson === i &&
      document.getElementById('lesson').dataset.at === String(k - 1),
    [id, at],
  );
}

describe('the world first, on a laptop', () => {
  let pg, page;
  before(async () => {
    pg = await openPlayground({ width: 1280, height: 800 });
    page = pg.page;
  });
  after(async () => {
    await pg?.close();
  });

  it('a task: the card, its verdict and the maker sit beside the world', async () => {
    await openLesson(page, 'nproxy', 7);
    for (const [w, h] of SIZES) {
      await page.setViewportSize({ width: w, height: h });
      await expectWorld(page, 'the lesson card');
    }
    await page.click('#lesson-check');
    await page.waitForFunction(() => /^(Pass|Not yet)\./.test(document.getElementById('lesson-verdict').textContent));
    await page.click('#lesson-check');
    await page.waitForSelector('#lesson-hint:not([hidden])');
    for (const [w, h] of SIZES) {
      await page.setViewportSize({ width: w, height: h });
      await expectWorld(page, 'the card with its verdict and hint');
    }
    await page.click('#lessons-open');
    await page.click('#lesson-make');
    await page.waitForSelector('#lesson-maker:not([hidden])');
    await page.click('#maker-add');
    for (const [w, h] of SIZES) {
      await page.setViewportSize({ width: w, height: h });
      await expectWorld(page, 'the card and the maker');
    }
    await page.click('#maker-close');
    assert.deepEqual(pg.errors, []);
  });

  it("every task's Check and exercise's Check my solution is in the card's view when the checkpoint opens", async () => {
    const index = JSON.parse(readFileSync(new URL('../../examples/lessons/index.json', import.meta.url), 'utf8'));
    const out = [];
    let checked = 0;
    for (const [w, h] of SIZES) {
      await page.setViewportSize({ width: w, height: h });
      for (const { file } of index.lessons) {
        const lesson = JSON.parse(readFileSync(new URL(`../../examples/lessons/${file}`, import.meta.url), 'utf8'));
        for (const [i, cp] of lesson.checkpoints.entries()) {
          if (!cp.task && !cp.exercise) continue;
          await openLesson(page, lesson.id, i + 1);
          const id = cp.exercise ? '#exercise-check' : '#lesson-check';
          await page.waitForSelector(`${id}:visible`);
          const seen = await page.evaluate((id) => {
            const card = document.getElementById('lesson').getBoundingClientRect(),
              b = document.querySelector(id).getBoundingClientRect();
            return { inside: b.top >= card.top && b.bottom <= card.bottom, button: b.bottom, card: card.bottom };
          }, id);
          checked++;
          if (!seen.inside) out.push(`${w}x${h} ${lesson.id} ${i + 1}: ${JSON.stringify(seen)}`);
        }
      }
    }
    assert.ok(checked >= 30, `${checked} checkpoints`);
    assert.deepEqual(out, [], 'below the fold');
  });

  it("an exercise: its panes, the script editor beside them, and the Check table; the reader's pane stays in view", async () => {
    await openLesson(page, 'whiskers', 8);
    await page.waitForFunction(() => document.querySelectorAll('#compare-panes figure canvas').length === 2);
    for (const [w, h] of SIZES) {
      await page.setViewportSize({ width: w, height: h });
      assert.equal((await expectWorld(page, 'the exercise')).panes, 2);
    }
    await page.click('#exercise-edit');
    await page.waitForSelector('.script-editor:not([hidden]) .cm-content');
    for (const [w, h] of SIZES) {
      await page.setViewportSize({ width: w, height: h });
      assert.equal((await expectWorld(page, 'the exercise with the script editor')).panes, 2);
    }
    await page.click('#exercise-check');
    await page.waitForFunction(() => document.getElementById('lesson-exercise').dataset.checked === 'done', null, {
      timeout: 300000,
    });
    for (const [w, h] of SIZES) {
      await page.setViewportSize({ width: w, height: h });
      await expectWorld(page, 'the exercise with the editor and the Check table');
      const verdict = await page.locator('#exercise-verdict').boundingBox();
      assert.ok(verdict && verdict.y + 10 < h, 'the verdict is on screen');
    }
    await page.click('.script-editor button[aria-label="Close the script editor"]');
    await page.waitForSelector('.script-editor', { state: 'hidden' });
    for (const [w, h] of SIZES) {
      await page.setViewportSize({ width: w, height: h });
      await expectWorld(page, 'the exercise with its Check table');
      // the table's three variants and five measures fit the card's width (none hidden in a sideways scroll)
      const table = await page.$eval('#exercise-results', (t) => [t.scrollWidth, t.clientWidth]);
      assert.ok(table[0] <= table[1] + 1, `${w}x${h}: the table is ${table[0]} px wide in ${table[1]}`);
      assert.equal(await page.$eval('#exercise-results', (t) => t.tabIndex), -1, 'a table that fits is no Tab stop');
    }
    assert.deepEqual(pg.errors, []);
  });

  it("the card's Back, Next and close share a row in every language (a long translation moves them together)", async () => {
    for (const [tag] of LOCALES) {
      await page.goto(`${pg.url.split(/[?#]/)[0]}?lang=${tag}#lesson=whiskers&at=1`);
      await page.waitForFunction(() => document.body.dataset.lesson === 'whiskers');
      await page.waitForSelector('#lesson-next');
      for (const [w, h] of SIZES) {
        await page.setViewportSize({ width: w, height: h });
        const rows = await page.evaluate(() =>
          ['lesson-back', 'lesson-next', 'lesson-close'].map((id) => {
            const r = document.getElementById(id).getBoundingClientRect();
            return Math.round(r.top + r.height / 2);
          }),
        );
        assert.equal(new Set(rows).size, 1, `${tag} at ${w}x${h}: Back, Next and close at heights ${rows.join(', ')}`);
      }
    }
    // The pseudo-locale (40 % longer) on a side-by-side checkpoint's narrow card: no row of its own is wide enough,
    // and close wraps under Next rather than off the card (it was drawn past the window's edge).
    await page.goto(`${pg.url.split(/[?#]/)[0]}?lang=en-XA#lesson=context&at=7`);
    await page.waitForFunction(() => document.body.dataset.lesson === 'context');
    await page.waitForFunction(() => document.querySelectorAll('#compare-panes figure canvas').length >= 2); // laid out
    for (const [w, h] of SIZES) {
      await page.setViewportSize({ width: w, height: h });
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      const out = await page.evaluate(() => {
        const card = document.getElementById('lesson').getBoundingClientRect();
        return ['lesson-back', 'lesson-next', 'lesson-close']
          .map((id) => [id, document.getElementById(id).getBoundingClientRect()])
          .filter(([, r]) => r.left < card.left - 0.5 || r.right > Math.min(card.right, innerWidth) + 0.5)
          .map(([id, r]) => `${id} ${Math.round(r.left)}..${Math.round(r.right)} (card ${card.left}..${card.right})`);
      });
      assert.deepEqual(out, [], `en-XA at ${w}x${h}`);
    }
    await page.goto(`${pg.url.split(/[?#]/)[0]}?lang=en`);
    await page.waitForSelector('body[data-ready="1"]');
    assert.deepEqual(pg.errors, []);
  });

  it('presenter mode at 1920 x 1080: the caption at 28 px or more, the canvas labels at 18 px or more', async () => {
    await page.setViewportSize({ width: 1920, height: 1080 });
    await openLesson(page, 'whiskers', 7);
    await page.click('#present');
    await page.waitForFunction(() => document.body.dataset.present === '1');
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const sizes = await page.evaluate(() => ({
      caption: parseFloat(getComputedStyle(document.getElementById('lesson-caption')).fontSize),
      heading: parseFloat(getComputedStyle(document.getElementById('lesson-heading')).fontSize),
      labels: window.sidestep.labels().placed.map((l) => l.size),
    }));
    assert.ok(sizes.caption >= 28, `caption ${sizes.caption} px`);
    assert.ok(sizes.heading >= 24, `heading ${sizes.heading} px`);
    assert.ok(sizes.labels.length > 0, 'the canvas has labels');
    assert.ok(Math.min(...sizes.labels) >= 18, `labels ${sizes.labels.join(', ')} px`);
    await expectWorld(page, 'presenter mode with the lesson card');
    await page.click('#present');
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const normal = await page.evaluate(() => window.sidestep.labels().placed.map((l) => l.size));
    assert.ok(Math.max(...normal) < 18, 'back to the usual labels');
    assert.deepEqual(pg.errors, []);
  });
});

describe('the lessons on a phone (390 x 844, touch)', () => {
  let pg, page;
  before(async () => {
    pg = await openPlayground({ width: 390, height: 844, hasTouch: true });
    page = pg.page;
  });
  after(async () => {
    await pg?.close();
  });

  /** Every visible control in `root` smaller than 44 x 44 CSS px. */
  const small = (root) =>
    page.$$eval(`${root} button, ${root} select, ${root} input, ${root} [role=slider]`, (els) =>
      els
        .filter((e) => e.getClientRects().length && getComputedStyle(e).visibility !== 'hidden')
        .map((e) => [e.id || e.textContent.trim() || e.ariaLabel, e.getBoundingClientRect()])
        .filter(([, r]) => r.width < 44 - 0.5 || r.height < 44 - 0.5)
        .map(([name, r]) => `${name}: ${Math.round(r.width)}x${Math.round(r.height)}`),
    );

  it('the menu, the card and the exercise: 44 px controls, nothing overlapping, no keyboard words', async () => {
    await page.click('#lessons-open');
    await page.waitForSelector('#lesson-menu .lesson-item button');
    assert.deepEqual(await small('#lesson-menu'), []);
    await page.click('#lesson-menu button[data-lesson="whiskers"]');
    await page.waitForFunction(() => document.body.dataset.lesson === 'whiskers');
    assert.deepEqual(await small('#lesson'), []);
    // The step readout and the zoom buttons do not overlap.
    const overlaps = await page.evaluate(() => {
      const box = (e) => e.getBoundingClientRect();
      const readout = box(document.getElementById('readout'));
      return ['zoom-out', 'zoom-in', 'zoom-fit']
        .map((id) => [id, box(document.getElementById(id))])
        .filter(
          ([, z]) =>
            !(readout.right <= z.left || z.right <= readout.left || readout.bottom <= z.top || z.bottom <= readout.top),
        )
        .map(
          ([id, z]) =>
            `${id} at ${Math.round(z.left)}..${Math.round(z.right)}, the readout ${Math.round(readout.left)}..${Math.round(readout.right)}`,
        );
    });
    assert.deepEqual(overlaps, [], 'the step readout clears the zoom buttons');
    // Every lesson's title reads whole beside Back and Next (on two lines where it must; cut to one, the
    // n-proxy lesson's read "n-proxy: looking…").
    const index = JSON.parse(readFileSync(new URL('../../examples/lessons/index.json', import.meta.url), 'utf8'));
    for (const { id } of index.lessons) {
      await openLesson(page, id, 1);
      const title = await page.$eval('#lesson-title', (e) => [e.scrollHeight, e.clientHeight, e.textContent]);
      assert.ok(title[0] <= title[1] + 1, `${id}: the title is cut (${title.join(', ')})`);
    }
    // the longest of them, in German (six lines beside the buttons): a row of its own, whole
    await page.goto(`${pg.url.split(/[?#]/)[0]}?lang=de#lesson=nproxy&at=1`);
    await page.waitForFunction(() => document.getElementById('lesson-title')?.textContent.startsWith('n-proxy: P'));
    const de = await page.$eval('#lesson-title', (e) => {
      const r = e.getBoundingClientRect(),
        card = document.getElementById('lesson').getBoundingClientRect();
      return { cut: e.scrollHeight > e.clientHeight + 1, inside: r.left >= card.left && r.right <= card.right + 0.5 };
    });
    assert.deepEqual(de, { cut: false, inside: true });
    await page.goto(`${pg.url.split(/[?#]/)[0]}?lang=en`);
    await page.waitForSelector('body[data-ready="1"]');
    await page.evaluate(() => {
      location.hash = '#lesson=whiskers&at=8';
    });
    await page.waitForFunction(() => document.getElementById('lesson')?.dataset.at === '7');
    await page.waitForSelector('#exercise-edit');
    assert.deepEqual(await small('#lesson'), []);
    const text = await page.evaluate(() => document.body.innerText);
    assert.doesNotMatch(text, /Ctrl\+|\(or E\)|Esc closes/, 'no keyboard words on a touch screen');
    // Edit my script is on screen and not under the sheet's handle.
    const edit = await page.locator('#exercise-edit').boundingBox();
    const handle = await page.locator('#sheet-handle').boundingBox();
    assert.ok(
      edit.y + edit.height <= handle.y + 0.5,
      `Edit my script ends at ${edit.y + edit.height}, the handle starts at ${handle.y}`,
    );
    // Check turns into Stop where it is: a second tap on the same spot stops the check (it hit Share, which had
    // taken Check's place when the shorter word let the row reflow).
    const check = await page.locator('#exercise-check').boundingBox();
    const [x, y] = [check.x + check.width / 2, check.y + check.height / 2];
    await page.touchscreen.tap(x, y);
    await page.waitForFunction(() => document.getElementById('lesson-exercise').dataset.checked === 'running');
    const hit = await page.evaluate(([px, py]) => document.elementFromPoint(px, py)?.id, [x, y]);
    assert.equal(hit, 'exercise-check', 'Stop is where Check was');
    await page.touchscreen.tap(x, y);
    await page.waitForSelector('#exercise-progress', { state: 'hidden' });
    assert.equal(await page.textContent('#exercise-check'), 'Check my solution');
    assert.deepEqual(pg.errors, []);
  });
});
