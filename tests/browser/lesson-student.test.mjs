// A lesson as a student takes it, with real drags, clicks and keys: the n-proxy and whiskers tasks (drag the
// setting, Check, Play) end in a verdict the screen agrees with, both when it passes and when it does not; a
// change holds from step 0 (the world on screen is a fresh run with the change at step 0, and the run's history
// stays empty); one drag is one change; a verdict is marked stale the moment the scene changes (not when only the
// view moves); a hint comes after two tries; a caption's live number drags its setting and the caption's other
// numbers follow; a task and a hint made in the maker survive the lesson's link. One browser page for all of it.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { openPlayground } from './browser.mjs';

/** Opens a bundled lesson at checkpoint `at` (1-based) through its link, as a reader's click does. */
async function openLesson(page, id, at) {
  await page.evaluate(
    ([i, k]) => {
      location.hash = `#lesson=${i}&at=${k}`;
    },
    [id, at],
  );
  // (the page takes the link off the address once the lesson is open: app/lessons.js)
  await page.waitForFunction(
    ([i, k]) =>
      location.hash === '' &&
      document.body.dataset.lesson === i &&
      document.getElementById('lesson').dataset.at === String(k - 1),
    [id, at],
  );
  await page.waitForFunction(() => window.sidestep.sim.fromStart !== null);
}

/** The run on screen: its step, hash, the history's size, and agent i's stop reason. */
const onScreen = (page, i = 0) =>
  page.evaluate((k) => {
    const { sim } = window.sidestep;
    return { step: sim.stepCount, hash: sim.hash(), history: sim.timeline.historySize(), stop: sim.agent(k).stop };
  }, i);

/** The hash, at `step`, of a fresh run of the scene on screen as it is at step 0 (no history), with `set` applied
 *  to agent i at step 0 in the fresh run: what "the change holds from step 0" means. */
const freshRun = (page, step) =>
  page.evaluate((s) => {
    const { sim } = window.sidestep;
    const Sim = sim.constructor;
    const run = new Sim(sim.module);
    try {
      run.loadScenario(JSON.stringify(window.sidestep.scenario()));
      run.seek(s);
      return run.hash();
    } finally {
      run.dispose();
    }
  }, step);

/** Clicks Check and waits for its verdict: { pass, text, step }. */
async function check(page) {
  await page.click('#lesson-check');
  await page.waitForFunction(() => /^(Pass|Not yet)\./.test(document.getElementById('lesson-verdict').textContent));
  return page.evaluate(() => ({
    pass: document.getElementById('lesson').dataset.taskDone === '1',
    text: document.getElementById('lesson-verdict').textContent,
    step: Number(document.getElementById('lesson').dataset.checkStep),
  }));
}

/** Plays at the fastest pace (the Pace menu's "max") until the run reaches `step` or stops, then pauses; the
 *  agent's status as the core has it and the badge the canvas shows by it ("✓" when it arrived). */
async function playTo(page, step, agent) {
  await page.selectOption('#speed', '0');
  await page.click('#play');
  await page.waitForFunction((s) => window.sidestep.sim.stepCount >= s || window.sidestep.sim.finished, step, {
    timeout: 60000,
  });
  await page.click('#play');
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  return page.evaluate((i) => {
    const badges = window.sidestep
      .labels()
      .placed.filter((l) => l.agent === i && (l.style === 'reached' || l.style === 'failed'));
    return { stop: window.sidestep.sim.agent(i).stop, badge: badges.map((b) => b.style)[0] ?? null };
  }, agent);
}

/** A real drag of a range input's thumb by `dx` CSS pixels. */
/** Scrolls the panel (as a student does with the wheel) until the control is in view under the panel's
 *  sticky dock (why the selected agent moves). */
async function revealInPanel(page, selector) {
  await page.$eval(selector, (e) => {
    const panel = document.getElementById('panel');
    const dock = document.getElementById('why-dock').getBoundingClientRect();
    const r = e.getBoundingClientRect();
    panel.scrollTop += r.top - dock.bottom - 12;
  });
}

async function dragRange(page, selector, dx) {
  await revealInPanel(page, selector);
  const box = await page.locator(selector).boundingBox();
  const { min, max, value } = await page.$eval(selector, (r) => ({
    min: Number(r.min),
    max: Number(r.max),
    value: Number(r.value),
  }));
  const x = box.x + 8 + ((value - min) / (max - min)) * (box.width - 16); // the thumb's centre
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let k = 1; k <= 6; k++) await page.mouse.move(x + (dx * k) / 6, y);
  await page.mouse.up();
}

describe('a student takes the lessons', () => {
  let pg, page;
  before(async () => {
    pg = await openPlayground({ width: 1280, height: 800 });
    page = pg.page;
  });
  after(async () => {
    await pg?.close();
  });

  it("n-proxy: a drag of P is one change from step 0; Check's verdict and the agent on screen agree, not yet and pass", async () => {
    await openLesson(page, 'nproxy', 7);
    const slider = '#params input[type=range][data-param="P"]';
    await page.waitForSelector(slider);
    const at = (await onScreen(page)).step;
    const depth = await page.evaluate(() => window.sidestep.undoDepth().undo);
    await dragRange(page, slider, 14);
    const p = await page.evaluate(() => window.sidestep.sim.agent(0).params.P);
    assert.ok(p > 3, `the drag raised P from 3, to ${p}`);
    assert.equal(await page.evaluate(() => window.sidestep.undoDepth().undo), depth + 1, 'one drag, one undo step');
    const after1 = await onScreen(page);
    assert.equal(after1.step, at, "the run is replayed to the checkpoint's step at once");
    assert.equal(after1.history, 0, "the change is the scene's from step 0, not an edit in the run's history");
    assert.equal(after1.hash, await freshRun(page, at), 'the world on screen is a fresh run with the change');
    assert.equal(await page.isVisible('#history-notice'), false, 'no notice of an edit during the run');

    // Down to P = 4 with the − button (a student nudging), which is not enough: Check says not yet, and Play shows it.
    await revealInPanel(page, '#params button[aria-label="One less: P"]');
    for (let v = p; v > 4; v--) await page.click('#params button[aria-label="One less: P"]');
    assert.equal(await page.evaluate(() => window.sidestep.sim.agent(0).params.P), 4);
    const notYet = await check(page);
    assert.equal(notYet.pass, false, notYet.text);
    assert.match(notYet.text, /^Not yet\. P = 3 (did not reach its goal|stopped)/);
    const failed = await playTo(page, Math.max(notYet.step, 200), 0);
    assert.notEqual(failed.stop, 'reached', 'the agent on screen did not arrive either');
    assert.equal(failed.badge === 'reached', false);
    assert.ok(notYet.text.includes(`(${failed.stop})`), `the verdict names what the screen shows: ${failed.stop}`);

    // The view moved (a zoom button, a key's pan): the scene is the same, so the verdict stands.
    await page.click('#zoom-in');
    await page.keyboard.press('d');
    assert.notEqual(await page.evaluate(() => window.sidestep.camera()), null, 'the view moved');
    assert.equal(
      await page.evaluate(() => document.getElementById('lesson-verdict').classList.contains('stale')),
      false,
      'a moved view is not a changed scene',
    );
    await page.click('#zoom-fit');

    // A change after the check: the verdict says it is stale at once.
    await page.fill('#params input[type=number][data-param="P"]', '7');
    await page.press('#params input[type=number][data-param="P"]', 'Enter');
    await page.waitForFunction(() => document.getElementById('lesson-verdict').classList.contains('stale'));
    assert.match(await page.textContent('#lesson-verdict'), /The scene changed since this check/);
    assert.equal((await onScreen(page)).step, at, 'replayed to the checkpoint, wherever Play had got to');

    const pass = await check(page);
    assert.equal(pass.pass, true, pass.text);
    assert.match(pass.text, /^Pass\. P = 3 reached its goal at step \d+/);
    const arrived = await playTo(page, pass.step, 0);
    assert.equal(arrived.stop, 'reached', 'the agent on screen arrives where Check said');
    assert.equal(arrived.badge, 'reached', 'with its badge on the canvas');
    assert.deepEqual(pg.errors, []);
  });

  it('whiskers: the rayLength slider dragged, checked and played: the verdict is what the run shows; a hint after two tries', async () => {
    await openLesson(page, 'whiskers', 7);
    const slider = '#params input[type=range][data-param="rayLength"]';
    await page.waitForSelector(slider);
    const at = (await onScreen(page)).step;
    const depth = await page.evaluate(() => window.sidestep.undoDepth().undo);
    await dragRange(page, slider, 12);
    const length = await page.evaluate(() => window.sidestep.sim.agent(0).params.rayLength);
    assert.ok(Math.abs(length - 5) > 0.05, `the drag moved rayLength from 5, to ${length}`);
    assert.equal(await page.evaluate(() => window.sidestep.undoDepth().undo), depth + 1, 'one drag, one undo step');
    assert.equal((await onScreen(page)).hash, await freshRun(page, at));
    // 6 u, typed: not enough (sidestep lesson prints the same for a solution of 6).
    await revealInPanel(page, '#params input[type=number][data-param="rayLength"]');
    await page.fill('#params input[type=number][data-param="rayLength"]', '6');
    await page.press('#params input[type=number][data-param="rayLength"]', 'Enter');
    assert.equal((await onScreen(page)).hash, await freshRun(page, at));
    const first = await check(page);
    assert.equal(first.pass, false, first.text);
    const played = await playTo(page, first.step, 0);
    assert.notEqual(played.stop, 'reached');
    assert.equal(await page.isVisible('#lesson-hint'), false, 'no hint after one try');
    await page.click('#lesson-return'); // back to the checkpoint's step
    const second = await check(page);
    assert.equal(second.pass, false);
    assert.equal(await page.isVisible('#lesson-hint'), true, 'a hint after two tries');
    assert.match(await page.textContent('#lesson-hint'), /^Hint: The whiskers are 5 u long/);

    await page.fill('#params input[type=number][data-param="rayLength"]', '8');
    await page.press('#params input[type=number][data-param="rayLength"]', 'Enter');
    assert.equal((await onScreen(page)).hash, await freshRun(page, at));
    const pass = await check(page);
    assert.equal(pass.pass, true, pass.text);
    assert.match(pass.text, /^Pass\. runner reached its goal at step (\d+)/);
    const arrived = await playTo(page, pass.step, 0);
    assert.equal(arrived.stop, 'reached');
    assert.equal((await onScreen(page)).step, pass.step, 'it arrived at the step the verdict names');
    assert.deepEqual(pg.errors, []);
  });

  it("a caption's live number: dragged, its setting, the world and the caption's other numbers change; keys step it", async () => {
    await openLesson(page, 'whiskers', 1);
    const live = page.locator('#lesson-caption .live-setting').first();
    await live.waitFor();
    assert.equal(await live.getAttribute('role'), 'slider');
    assert.equal(await live.getAttribute('aria-label'), 'rayLength of whiskers');
    const read = () =>
      page.evaluate(() => ({
        caption: document.getElementById('lesson-caption').textContent,
        value: window.sidestep.sim.agent(0).params.rayLength,
        hash: window.sidestep.hash(),
        step: window.sidestep.sim.stepCount,
        others: [...document.getElementById('lesson-caption').childNodes]
          .filter((n) => n.nodeType === 3)
          .map((n) => n.data)
          .join('|'),
      }));
    const before0 = await read();
    const box = await live.boundingBox();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    for (let k = 1; k <= 8; k++) await page.mouse.move(box.x + box.width / 2 + 5 * k, box.y + box.height / 2);
    await page.mouse.up();
    const dragged = await read();
    assert.ok(dragged.value > before0.value + 0.5, `rayLength ${before0.value} -> ${dragged.value}`);
    assert.equal(
      Number((await live.textContent()).trim()),
      Number(dragged.value.toFixed(2)),
      'the number drawn is the setting',
    );
    assert.notEqual(dragged.hash, before0.hash, 'the world changed');
    assert.equal(dragged.step, before0.step, "and was replayed to the checkpoint's step");
    assert.notEqual(dragged.others, before0.others, "the caption's other numbers changed (T, steer, brake)");
    // The arrow keys on the focused number: one step each, one change each.
    await live.focus();
    await page.keyboard.press('ArrowLeft');
    const stepped = await read();
    assert.ok(
      stepped.value < dragged.value && stepped.value > dragged.value - 0.5,
      `${dragged.value} -> ${stepped.value}`,
    );
    assert.equal(stepped.step, before0.step, 'the arrow did not step the run');
    // Without a drag: a click on + takes one step up, the same step as the arrow key took down.
    const plus = page.locator('#lesson-caption .live-up').first();
    assert.equal(await plus.getAttribute('aria-label'), 'Increase rayLength of whiskers');
    await plus.click();
    const tapped = await read();
    assert.ok(Math.abs(tapped.value - dragged.value) < 1e-6, `+ after the arrow: ${stepped.value} -> ${tapped.value}`);
    assert.equal(
      tapped.caption.replace(/\s+/g, ' '),
      dragged.caption.replace(/\s+/g, ' '),
      'the same world, the same words',
    );
    // Undo takes the button's change back, the key's, then the whole drag in one.
    await page.evaluate(() => window.sidestep.undo());
    await page.evaluate(() => window.sidestep.undo());
    await page.evaluate(() => window.sidestep.undo());
    assert.equal((await read()).value, before0.value);
    assert.equal((await read()).caption, before0.caption);
    assert.deepEqual(pg.errors, []);
  });

  it('a task and a hint made in the maker survive the lesson link: not yet twice, then the hint', async () => {
    await page.click('#lesson-close');
    await page.evaluate(async () =>
      window.sidestep.open(await (await fetch('examples/whiskers-wall-end.json')).json()),
    );
    await page.evaluate(() => window.sidestep.step(40));
    await page.click('#lessons-open');
    await page.click('#lesson-make');
    await page.waitForSelector('#lesson-maker:not([hidden])');
    await page.click('#maker-add');
    const row = page.locator('#maker-list .maker-row').last();
    await row.locator('textarea').fill('At step {step} the runner goes {runner.speed} u/s.');
    await row.locator('summary').click();
    await row.locator('select[aria-label$="goal"]').selectOption('arrive');
    await row.locator('select[aria-label$="agent"]').selectOption('runner');
    await row.locator('input[aria-label$="steps it runs"]').fill('300');
    await row.locator('input[aria-label$="what to do"]').fill('Get the runner home within 300 steps.');
    await row.locator('input[aria-label$="hint"]').fill('It cannot be done in 300 steps: that is the point.');
    await page.waitForFunction(() =>
      /Preview \(filled at step 40 of this checkpoint's scene\)/.test(
        document.querySelector('#maker-list .maker-row:last-child .maker-preview').textContent,
      ),
    );
    // The preview reads the checkpoint's own scene, even with another example on screen.
    await page.evaluate(async () => window.sidestep.open(await (await fetch('examples/welcome.json')).json()));
    await row.locator('textarea').type(' ');
    await page.waitForFunction(() =>
      /the runner goes \d/.test(document.querySelector('#maker-list .maker-row:last-child .maker-preview').textContent),
    );
    await page.click('#maker-share');
    await page.waitForFunction(() => document.getElementById('lesson-maker').dataset.link);
    const link = await page.getAttribute('#lesson-maker', 'data-link');
    await page.click('#maker-close');
    await page.evaluate((l) => {
      location.hash = l.slice(l.indexOf('#'));
    }, link);
    await page.waitForFunction(() => document.body.dataset.lesson === 'my-lesson');
    await page.waitForSelector('#lesson-task:not([hidden])');
    assert.equal(await page.textContent('#lesson-task-text'), 'Get the runner home within 300 steps.');
    assert.equal((await check(page)).pass, false);
    assert.equal(await page.isVisible('#lesson-hint'), false);
    const second = await check(page);
    assert.match(second.text, /^Not yet\. runner did not reach its goal: after 300 steps/);
    assert.equal(await page.textContent('#lesson-hint'), 'Hint: It cannot be done in 300 steps: that is the point.');
    assert.deepEqual(pg.errors, []);
  });
});
