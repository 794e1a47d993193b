// Lessons in the page, with real clicks and keys: every bundled lesson opens from the Lessons menu and from
// a link and steps through with Next and Back, each checkpoint's caption, step and hash equal to what the
// native tool's `sidestep lesson --json` (the same core, compiled natively) says there; a task is checked
// by running; the reader's place is remembered; a lesson made in the page survives its link.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

import { openPlayground } from './browser.mjs';

const ROOT = new URL('../../', import.meta.url);
const CLI = new URL('build/native/sidestep', ROOT).pathname;
const INDEX = JSON.parse(readFileSync(new URL('examples/lessons/index.json', ROOT), 'utf8')).lessons;
const played = (file) =>
  JSON.parse(
    execFileSync(CLI, ['lesson', new URL(`examples/lessons/${file}`, ROOT).pathname, '--json'], { encoding: 'utf8' }),
  );

/** What the page shows of the open checkpoint: its counter, caption, step and hash. */
const shown = (page) =>
  page.evaluate(() => ({
    count: document.getElementById('lesson-count').textContent,
    caption: document.getElementById('lesson-caption').textContent,
    step: window.sidestep.state().step,
    hash: window.sidestep.hash(),
  }));

test("every lesson opens from the Lessons menu and steps through with Next and Back, captions equal to the core's", async () => {
  const pg = await openPlayground({ width: 1280, height: 800 });
  const { page } = pg;
  try {
    assert.ok(INDEX.length >= 1);
    for (const entry of INDEX) {
      const expected = played(entry.file).checkpoints;
      await page.click('#lessons-open');
      await page.click(`#lesson-menu button[data-lesson="${entry.id}"]`);
      await page.waitForFunction((id) => document.body.dataset.lesson === id, entry.id);
      const n = expected.length;
      for (let k = 0; k < n; k++) {
        await page.waitForFunction((at) => document.getElementById('lesson').dataset.at === String(at), k);
        const s = await shown(page);
        assert.equal(s.count, `${k + 1} / ${n}`, `${entry.id} checkpoint ${k + 1}`);
        assert.equal(
          s.caption,
          expected[k].caption,
          `${entry.id} checkpoint ${k + 1}: the caption the core fills natively`,
        );
        assert.equal(
          await page.$eval('#lesson-caption', (e) => e.classList.contains('bad')),
          false,
          `${entry.id} checkpoint ${k + 1}: every placeholder filled`,
        );
        assert.equal(s.step, expected[k].step, `${entry.id} checkpoint ${k + 1}: step`);
        assert.equal(s.hash, expected[k].hash, `${entry.id} checkpoint ${k + 1}: the world the caption describes`);
        assert.equal(await page.isDisabled('#lesson-next'), k === n - 1);
        if (k < n - 1) await page.click('#lesson-next');
      }
      for (let k = n - 1; k > 0; k--) await page.click('#lesson-back'); // and all the way back
      await page.waitForFunction(() => document.getElementById('lesson').dataset.at === '0');
      assert.equal((await shown(page)).caption, expected[0].caption);
      assert.equal(await page.isDisabled('#lesson-back'), true);
    }
    assert.deepEqual(pg.errors, []);
  } finally {
    await pg.close();
  }
});

test('a lesson opens from its link at a checkpoint, and the page remembers where the reader stopped', async () => {
  const entry = INDEX.find((e) => played(e.file).checkpoints.length >= 2) ?? INDEX[0];
  const expected = played(entry.file).checkpoints;
  const at = Math.min(2, expected.length);
  const pg = await openPlayground({ width: 1280, height: 800, hash: `#lesson=${entry.id}&at=${at}` });
  const { page } = pg;
  try {
    await page.waitForFunction((id) => document.body.dataset.lesson === id, entry.id);
    const s = await shown(page);
    assert.equal(s.count, `${at} / ${expected.length}`);
    assert.equal(s.caption, expected[at - 1].caption);
    assert.equal(s.hash, expected[at - 1].hash);
    // The menu offers to continue there.
    await page.click('#lessons-open');
    const label = await page.textContent(`#lesson-menu button[data-lesson="${entry.id}"]`);
    assert.equal(label, at > 1 ? `Continue at ${at}` : 'Start');
    await page.keyboard.press('Escape');
    // A link to a lesson that does not exist changes nothing and says so.
    const before = await shown(page);
    await page.evaluate(() => {
      location.hash = '#lesson=no-such-lesson';
    });
    await page.waitForSelector('#errors:not([hidden])');
    assert.match(await page.textContent('#errors'), /no lesson "no-such-lesson"/);
    assert.deepEqual(await shown(page), before);
    assert.deepEqual(
      pg.errors.filter((e) => !/404/.test(e)),
      [],
    );
  } finally {
    await pg.close();
  }
});

test("a task is checked by running the scene: not done as given, done with the lesson's solution", async () => {
  // The first checkpoint with a task whose solution sets agents' settings (what the reader does in the panel).
  let found = null;
  for (const entry of INDEX) {
    const lesson = played(entry.file);
    const k = lesson.checkpoints.findIndex((c) => c.task?.solved?.done && !c.task.asGiven.done);
    if (k >= 0) {
      found = { entry, k };
      break;
    }
  }
  assert.ok(found, 'some lesson has a task that its solution does');
  const text = JSON.parse(readFileSync(new URL(`examples/lessons/${found.entry.file}`, ROOT), 'utf8'));
  const solution = text.checkpoints[found.k].task.solution;
  const pg = await openPlayground({ width: 1280, height: 800, hash: `#lesson=${found.entry.id}&at=${found.k + 1}` });
  const { page } = pg;
  try {
    await page.waitForSelector('#lesson-task:not([hidden])');
    await page.click('#lesson-check');
    await page.waitForFunction(() => /^(Pass|Not yet)\./.test(document.getElementById('lesson-verdict').textContent));
    assert.equal(await page.getAttribute('#lesson', 'data-task-done'), '0');
    assert.match(await page.textContent('#lesson-verdict'), /^Not yet\..*(did not reach|not cleanly)/);
    await page.evaluate((edits) => {
      for (const e of edits) {
        if (e.edit !== 'setAgentParam') throw new Error(`the test applies setAgentParam only, not ${e.edit}`);
        window.sidestep.setParam(e.agent, e.setting, e.value);
      }
    }, solution);
    await page.click('#lesson-check');
    await page.waitForFunction(() => document.getElementById('lesson').dataset.taskDone === '1');
    assert.match(await page.textContent('#lesson-verdict'), /^Pass\..*reached its goal at step \d+/);
    assert.deepEqual(pg.errors, []);
  } finally {
    await pg.close();
  }
});

test('a lesson made in the page (two checkpoints, captions with placeholders) survives its link', async () => {
  const pg = await openPlayground({ width: 1280, height: 800 });
  const { page, context } = pg;
  try {
    await page.click('#lessons-open');
    await page.click('#lesson-make');
    await page.waitForSelector('#lesson-maker:not([hidden])');
    await page.fill('#maker-title', '');
    await page.type('#maker-title', 'Seek, twice');
    const marks = [];
    for (const steps of [5, 12]) {
      await page.click('#world');
      for (let i = 0; i < steps; i++) await page.keyboard.press('ArrowRight');
      const state = await page.evaluate(() => window.sidestep.state());
      marks.push({ step: state.step, hash: state.hash, x: state.agents[0].position[0] });
      await page.click('#maker-add');
      const box = page.locator('#maker-list textarea').last();
      await box.fill('');
      await box.type('Step {step}: x is {0.x:3}.');
    }
    assert.equal(marks[1].step, 17);
    const expected = `Preview (filled at step 17 of this checkpoint's scene): Step 17: x is ${marks[1].x.toFixed(3)}.`;
    await page.waitForFunction(
      (text) => document.querySelector('#maker-list .maker-row:last-child .maker-preview').textContent === text,
      expected,
    );
    await page.click('#maker-share');
    await page.waitForFunction(() => document.getElementById('lesson-maker').dataset.link);
    const link = await page.getAttribute('#lesson-maker', 'data-link');
    assert.match(link, /#L=[A-Za-z0-9_-]+$/);
    // A fresh page of the same browser opens the link: the same two states, the captions filled there.
    const other = await context.newPage();
    await other.goto(link);
    await other.waitForSelector('body[data-ready="1"]');
    await other.waitForFunction(() => document.body.dataset.lesson);
    for (let k = 0; k < 2; k++) {
      await other.waitForFunction((at) => document.getElementById('lesson').dataset.at === String(at), k);
      const s = await shown(other);
      assert.equal(s.count, `${k + 1} / 2`);
      assert.equal(s.step, marks[k].step);
      assert.equal(s.hash, marks[k].hash);
      assert.equal(s.caption, `Step ${marks[k].step}: x is ${marks[k].x.toFixed(3)}.`);
      if (k === 0) await other.click('#lesson-next');
    }
    assert.equal(await other.textContent('#lesson-title'), 'Seek, twice');
    await other.close();
    assert.deepEqual(pg.errors, []);
  } finally {
    await pg.close();
  }
});

test('an embedded page plays a lesson: Next and Back, the captions the core fills, nothing to edit', async () => {
  const entry = INDEX.find((e) => played(e.file).checkpoints.length >= 2) ?? INDEX[0];
  const expected = played(entry.file).checkpoints;
  const pg = await openPlayground({ width: 640, height: 420, hash: `?embed=1#lesson=${entry.id}` });
  const { page } = pg;
  try {
    await page.waitForFunction((id) => document.body.dataset.lesson === id, entry.id);
    assert.equal(await page.isVisible('#lesson-task'), false, 'a task needs editing: not offered in an embed');
    assert.equal(await page.isVisible('#lessons-open'), false);
    assert.match(await page.getAttribute('#open-full', 'href'), new RegExp(`#lesson=${entry.id}$`));
    for (let k = 0; k < Math.min(2, expected.length); k++) {
      await page.waitForFunction((at) => document.getElementById('lesson').dataset.at === String(at), k);
      assert.equal((await shown(page)).caption, expected[k].caption);
      const card = await page.locator('#lesson').boundingBox();
      assert.ok(card.y + card.height <= 420 + 1, 'the card fits the frame');
      if (k === 0 && expected.length > 1) await page.click('#lesson-next');
    }
    assert.deepEqual(pg.errors, []);
  } finally {
    await pg.close();
  }
});

test('the lesson card stops speaking for a scene it did not open, and a malformed link never stops the page', async () => {
  const entry = INDEX.find((e) => played(e.file).checkpoints.some((c) => c.task)) ?? INDEX[0];
  const k = played(entry.file).checkpoints.findIndex((c) => c.task);
  // A link whose id is not even valid percent-encoding: the page still starts, says why, keeps its scene.
  const pg = await openPlayground({ width: 1280, height: 800, hash: '#lesson=%E0%A4%A' });
  const { page } = pg;
  try {
    await page.waitForSelector('#errors:not([hidden])');
    assert.match(await page.textContent('#errors'), /is not a lesson id/);
    assert.equal(await page.evaluate(() => location.hash), '', 'the link is not kept to break the next reload');
    await page.evaluate((id) => {
      location.hash = `#lesson=${id}&at=1`;
    }, entry.id);
    await page.waitForFunction((id) => document.body.dataset.lesson === id, entry.id);
    for (let i = 0; i < k; i++) await page.click('#lesson-next');
    await page.waitForSelector('#lesson-task:not([hidden])');
    assert.equal(await page.isVisible('#lesson-away'), false);
    // Another example opened over the checkpoint: the card says so, and Check is off.
    await page.selectOption('#examples', 'seek-arrival.json');
    await page.waitForSelector('#lesson-away:not([hidden])');
    assert.equal(await page.isDisabled('#lesson-check'), true);
    // Undo brings the checkpoint's scene back, but the card stays apart until asked to go back to it.
    await page.click('#undo');
    assert.equal(await page.isVisible('#lesson-away'), true);
    await page.click('#lesson-reopen');
    await page.waitForSelector('#lesson-away', { state: 'hidden' });
    assert.equal(await page.isDisabled('#lesson-check'), false);
    assert.equal(await page.textContent('#lesson-count'), `${k + 1} / ${played(entry.file).checkpoints.length}`);
    assert.deepEqual(pg.errors, []);
  } finally {
    await pg.close();
  }
});

test('a lesson file opens with Import…, a bad checkpoint number is said, and the maker will not share a lesson the core refuses', async () => {
  const pg = await openPlayground({ width: 1280, height: 800 });
  const { page } = pg;
  try {
    const expected = played(INDEX[0].file).checkpoints;
    const chooser = page.waitForEvent('filechooser');
    await page.click('#import');
    await (await chooser).setFiles(new URL(`examples/lessons/${INDEX[0].file}`, ROOT).pathname);
    await page.waitForFunction((id) => document.body.dataset.lesson === id, INDEX[0].id);
    assert.equal((await shown(page)).caption, expected[0].caption);
    await page.evaluate((id) => {
      location.hash = `#lesson=${id}&at=abc`;
    }, INDEX[0].id);
    await page.waitForSelector('#errors:not([hidden])');
    assert.match(await page.textContent('#errors'), /at: must be a checkpoint's number/);
    await page.click('#errors-close');
    // A caption naming an agent the scene does not have: the maker shows it, and Share link refuses.
    await page.click('#lessons-open');
    await page.click('#lesson-make');
    await page.click('#maker-add');
    const box = page.locator('#maker-list textarea').last();
    await box.fill('');
    await box.type('{nobody.speed}');
    await page.waitForFunction(() =>
      /no agent named or numbered "nobody"/.test(
        document.querySelector('#maker-list .maker-row:last-child .maker-preview').textContent,
      ),
    );
    await page.click('#maker-share');
    await page.waitForSelector('#errors:not([hidden])');
    assert.match(await page.textContent('#errors'), /checkpoints\[\d+\]\.caption.*nobody/s);
    assert.equal(await page.getAttribute('#lesson-maker', 'data-link'), null, 'no link made');
    assert.deepEqual(pg.errors, []);
  } finally {
    await pg.close();
  }
});
