// The gallery of examples: the Gallery button (or G) opens every example of examples/index.json as a card
// in its group, in the index's order, each with a thumbnail loaded only when scrolled to and its line; typing
// filters; arrows, Enter and Esc work it from the keyboard; a card opens its example as the Examples menu
// does (undoably); on a phone it is one column of cards big enough to tap; the published page loads it only
// when it is opened.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';

import { assertQuiet, openPlayground } from './browser.mjs';

const index = JSON.parse(readFileSync(new URL('../../examples/index.json', import.meta.url), 'utf8'));
const visibleCards = (page) => page.locator('dialog.gallery li:not([hidden]) .gallery-card');
const sceneTitle = (page) => page.locator('#scene-title').textContent();

/** Opens the gallery with a real click on its button and waits for the dialog. */
async function openByButton(page) {
  await page.click('#gallery-open');
  await page.waitForSelector('dialog.gallery[open]');
}

describe('the gallery', () => {
  let pg;
  const thumbRequests = [];
  before(async () => {
    pg = await openPlayground({ width: 1280, height: 800 });
    pg.page.on('request', (r) => {
      if (r.url().includes('/examples/thumbs/')) thumbRequests.push(r.url());
    });
  });
  after(async () => {
    await pg?.close();
  });

  it('opens from its button with every group in reading order and every example a card with its line, its lesson and a thumbnail loaded when scrolled to', async () => {
    const { page } = pg;
    assert.equal(thumbRequests.length, 0, 'no thumbnail is part of the first load');
    // The Examples menu stays, its entries in the same groups and order.
    const menu = await page.evaluate(() =>
      [...document.querySelectorAll('#examples optgroup')].map((g) => [g.label, [...g.children].map((o) => o.value)]),
    );
    assert.deepEqual(
      menu,
      index.groups.map((g) => [g, index.examples.filter((e) => e.group === g).map((e) => e.file)]),
    );
    await openByButton(page);
    assert.ok(
      await page.evaluate(() => document.activeElement?.type === 'search'),
      'the filter has the focus: type to filter',
    );
    const headings = await page.locator('dialog.gallery h3').allTextContents();
    assert.deepEqual(headings, index.groups);
    const cards = await page.evaluate(() =>
      [...document.querySelectorAll('dialog.gallery li')].map((li) => ({
        file: li.querySelector('.gallery-card').dataset.file,
        group: li.closest('section').querySelector('h3').textContent,
        title: li.querySelector('strong').textContent,
        line: li.querySelector('.gallery-line').textContent,
        lesson: li.querySelector('.gallery-lesson')?.getAttribute('href') ?? null,
      })),
    );
    assert.equal(cards.length, index.examples.length);
    for (const e of index.examples) {
      const card = cards.find((c) => c.file === e.file);
      assert.ok(card, `${e.file} has a card`);
      assert.equal(card.group, e.group);
      assert.equal(card.title, e.title);
      assert.equal(card.line, e.line);
      assert.equal(card.lesson, e.lesson ? `#lesson=${e.lesson}${e.lessonAt ? `&at=${e.lessonAt}` : ''}` : null);
    }
    assert.ok(
      thumbRequests.length < index.examples.length,
      `only the cards in view fetch their pictures (${thumbRequests.length} of ${index.examples.length})`,
    );
    // Scrolled through, every thumbnail loads (a picture exists for each).
    for (const img of await page.locator('dialog.gallery img').all()) {
      await img.scrollIntoViewIfNeeded();
      await page.waitForFunction((el) => el.complete, await img.elementHandle());
      assert.ok(await img.evaluate((el) => el.naturalWidth > 0), `${await img.evaluate((el) => el.src)} loaded`);
    }
  });

  it('narrows the cards to those whose title, line or group holds every word typed, and says when none does', async () => {
    const { page } = pg;
    await page.locator('dialog.gallery input[type=search]').focus();
    await page.keyboard.type('orca');
    const shown = await visibleCards(page).allTextContents();
    assert.ok(shown.length > 0 && shown.length < index.examples.length, `${shown.length} cards`);
    for (const text of shown) assert.match(text.toLowerCase(), /orca/);
    const expected = index.examples.filter((e) =>
      `${e.title} ${e.line} ${e.group}`.toLowerCase().includes('orca'),
    ).length;
    assert.equal(shown.length, expected);
    assert.equal(
      await page.locator('dialog.gallery section:not([hidden]) h3').count(),
      new Set(
        index.examples
          .filter((e) => `${e.title} ${e.line} ${e.group}`.toLowerCase().includes('orca'))
          .map((e) => e.group),
      ).size,
      'groups with no match are hidden',
    );
    await page.keyboard.type(' zzzq');
    assert.equal(await visibleCards(page).count(), 0);
    assert.ok(await page.locator('dialog.gallery p:has-text("No example matches")').isVisible());
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Backspace');
    assert.equal(await visibleCards(page).count(), index.examples.length);
  });

  it('moves between cards with the arrows without driving the page, and Enter opens the card, undoably', async () => {
    const { page } = pg;
    await page.evaluate(() => window.sidestep.pause()); // so that only a key could move the run
    const before = { title: await sceneTitle(page), step: await page.evaluate(() => window.sidestep.timeline().step) };
    await page.keyboard.press('ArrowDown'); // from the filter to the first card
    const focused = () => page.evaluate(() => document.activeElement?.dataset.file ?? null);
    assert.equal(await focused(), index.examples.find((e) => e.group === index.groups[0]).file);
    await page.keyboard.press('ArrowRight');
    const second = await focused();
    const top = () => page.evaluate(() => document.activeElement.getBoundingClientRect().top);
    const secondTop = await top();
    await page.keyboard.press('ArrowDown');
    const below = await focused();
    assert.notEqual(below, second);
    assert.ok((await top()) > secondTop, 'ArrowDown goes to the next row');
    await page.keyboard.press('c'); // the charts elsewhere: here it does not reach the page
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowRight'); // back to `below`
    assert.deepEqual(
      await page.evaluate(() => [window.sidestep.timeline().step, window.sidestep.charts()]),
      [before.step, false],
      'the keys did not step the run or open the charts',
    );
    assert.equal(await focused(), below);
    await page.keyboard.press('Enter');
    const entry = index.examples.find((e) => e.file === below);
    await page.waitForFunction((t) => document.getElementById('scene-title').textContent === t, entry.title);
    assert.equal(await page.locator('dialog.gallery').isVisible(), false, 'the gallery closed');
    await page.locator('#world').focus();
    await page.keyboard.press('Control+Z');
    await page.waitForFunction((t) => document.getElementById('scene-title').textContent === t, before.title);
  });

  it('a clicked card opens the same scene as the Examples menu does', async () => {
    const { page } = pg;
    const entry = index.examples.find((e) => e.file === 'raycast-block.json');
    await openByButton(page);
    const card = page.locator(`dialog.gallery .gallery-card[data-file="${entry.file}"]`);
    await card.scrollIntoViewIfNeeded();
    await card.click();
    await page.waitForFunction((t) => document.getElementById('scene-title').textContent === t, entry.title);
    const byCard = await page.evaluate(() => ({
      hash: window.sidestep.hash(),
      scene: JSON.stringify(window.sidestep.scenario()),
      link: location.hash,
    }));
    await page.selectOption('#examples', 'welcome.json');
    await page.waitForFunction(() => document.getElementById('scene-title').textContent === 'Welcome to sidestep');
    await page.selectOption('#examples', entry.file);
    await page.waitForFunction((t) => document.getElementById('scene-title').textContent === t, entry.title);
    const byMenu = await page.evaluate(() => ({
      hash: window.sidestep.hash(),
      scene: JSON.stringify(window.sidestep.scenario()),
      link: location.hash,
    }));
    assert.deepEqual(byCard, byMenu);
  });

  it("the Examples menu's arrows browse it and open nothing: a closed menu's arrow had opened the next example at once", async () => {
    const { page } = pg;
    const before = { title: await sceneTitle(page), hash: await page.evaluate(() => window.sidestep.hash()) };
    await page.focus('#examples');
    for (const key of ['ArrowDown', 'ArrowDown', 'End', 'ArrowUp']) {
      await page.keyboard.press(key);
      if (await page.evaluate(() => document.activeElement?.id !== 'examples')) await page.focus('#examples');
    }
    await page.waitForTimeout(300); // (an example fetched and opened would be in by then)
    assert.deepEqual(
      { title: await sceneTitle(page), hash: await page.evaluate(() => window.sidestep.hash()) },
      before,
      'the scene it had',
    );
    assert.equal(await page.inputValue('#examples'), '');
    await page.keyboard.press('Escape'); // (the list, where it opened)
  });

  it('Esc closes it and gives the focus back to what opened it: the button, or the canvas after G', async () => {
    const { page } = pg;
    await openByButton(page);
    await page.keyboard.press('Escape');
    await page.waitForSelector('dialog.gallery:not([open])', { state: 'attached' });
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'gallery-open');
    await page.locator('#world').focus();
    await page.keyboard.press('g');
    await page.waitForSelector('dialog.gallery[open]');
    await page.keyboard.press('Escape');
    await page.waitForSelector('dialog.gallery:not([open])', { state: 'attached' });
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'world');
  });

  it('logged no console error and threw nothing uncaught (a marked one of each is caught first)', () =>
    assertQuiet(pg));
});

describe('the gallery on a phone', () => {
  let pg;
  before(async () => {
    pg = await openPlayground({ width: 390, height: 844, hasTouch: true, deviceScaleFactor: 2 });
  });
  after(async () => {
    await pg?.close();
  });

  it('is one column of cards at least 44 px tall, and a tap opens an example', async () => {
    const { page } = pg;
    await page.tap('#sheet-handle');
    await page.tap('#gallery-open');
    await page.waitForSelector('dialog.gallery[open]');
    const boxes = await page.evaluate(() =>
      [...document.querySelectorAll('dialog.gallery li')].map((li) => {
        const r = li.getBoundingClientRect(),
          b = li.querySelector('.gallery-card').getBoundingClientRect();
        const a = li.querySelector('.gallery-lesson')?.getBoundingClientRect();
        return { left: r.left, right: r.right, card: b.height, lesson: a?.height ?? null };
      }),
    );
    assert.equal(boxes.length, index.examples.length);
    assert.ok(
      boxes.every((b) => Math.abs(b.left - boxes[0].left) < 1 && Math.abs(b.right - boxes[0].right) < 1),
      'one column',
    );
    assert.ok(boxes[0].right <= 390 && boxes[0].right - boxes[0].left > 300, 'as wide as the screen allows');
    for (const b of boxes) {
      assert.ok(b.card >= 44, `a card ${b.card} px tall`);
      if (b.lesson !== null) assert.ok(b.lesson >= 44, `a lesson link ${b.lesson} px tall`);
    }
    const entry = index.examples.find((e) => e.file === 'orca-head-on.json');
    const card = page.locator(`dialog.gallery .gallery-card[data-file="${entry.file}"]`);
    await card.scrollIntoViewIfNeeded();
    await card.tap();
    await page.waitForFunction((t) => document.getElementById('scene-title').textContent === t, entry.title);
    assert.equal(await page.locator('dialog.gallery').isVisible(), false);
  });

  it('logged no console error and threw nothing uncaught (a marked one of each is caught first)', () =>
    assertQuiet(pg));
});

describe('the gallery in the published page', () => {
  let dir, pg;
  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sidestep-gallery-site-'));
    const built = spawnSync(process.execPath, ['scripts/build-site.mjs', dir], {
      encoding: 'utf8',
      cwd: new URL('../..', import.meta.url),
    });
    assert.equal(built.status, 0, built.stderr);
  });
  after(async () => {
    await pg?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('is fetched only when opened, as a file of its own, with the thumbnails copied beside the examples', async () => {
    const requests = [];
    pg = await openPlayground({ width: 1280, height: 800, site: dir });
    pg.page.on('request', (r) => requests.push(new URL(r.url()).pathname));
    await pg.page.reload();
    await pg.page.waitForSelector('body[data-ready="1"]');
    assert.ok(
      !requests.some((p) => p.includes('gallery-dialog') || p.includes('/thumbs/')),
      `first load: ${requests.join(', ')}`,
    );
    await openByButton(pg.page);
    assert.ok(requests.some((p) => p.endsWith('/ui/gallery-dialog.js')));
    const first = pg.page.locator('dialog.gallery img').first();
    await pg.page.waitForFunction((el) => el.complete && el.naturalWidth > 0, await first.elementHandle());
    assert.deepEqual(pg.errors, []);
  });
});
