// The timeline with real keys and pointer events: going back is exact (the hash of a fresh run),
// the scrub bar seeks, edits made during a run reach a share link and reproduce the same state, an edit
// at an earlier step ends the old future and undo brings it back.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';

import { Sim } from '../../web/sim/sim.js';
import { loadModule } from '../wasm/load.mjs';
import { clientPoint, openPlayground } from './browser.mjs';

const welcome = readFileSync(new URL('../../examples/welcome.json', import.meta.url), 'utf8');

let module;
/** The hash of a fresh run (a new world in Node) of the scenario to `steps`. */
function freshHash(scenario, steps) {
  const sim = new Sim(module);
  sim.loadScenario(typeof scenario === 'string' ? scenario : JSON.stringify(scenario));
  sim.seek(steps);
  const h = sim.hash();
  sim.dispose();
  return h;
}

describe('timeline', () => {
  let pg;
  before(async () => {
    module = await loadModule();
    pg = await openPlayground({ width: 1280, height: 800 });
  });
  after(async () => {
    await pg?.close();
  });

  it('step 200, then back 50 with Shift+Left: the hash of a fresh run to 150; Home, End', async () => {
    const { page } = pg;
    assert.equal(await page.evaluate((s) => window.sidestep.open(s), welcome), true);
    await page.evaluate(() => window.sidestep.step(200));
    await page.focus('#world');
    for (let k = 0; k < 5; k++) await page.keyboard.press('Shift+ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowRight');
    const t = await page.evaluate(() => window.sidestep.timeline());
    assert.equal(t.step, 150);
    assert.equal(t.frontier, 200);
    assert.equal(await page.evaluate(() => window.sidestep.hash()), freshHash(welcome, 150));
    await page.waitForFunction(() => document.getElementById('timeline-step').textContent === 'step 150 of 200', null, {
      timeout: 5000,
    });
    await page.keyboard.press('Home');
    assert.equal(await page.evaluate(() => window.sidestep.timeline().step), 0);
    await page.waitForFunction(() => document.getElementById('back').disabled, null, { timeout: 5000 }); // drawn on the next frame
    await page.keyboard.press('End');
    assert.equal(await page.evaluate(() => window.sidestep.timeline().step), 200);
    assert.equal(await page.evaluate(() => window.sidestep.hash()), freshHash(welcome, 200));
    await page.click('#back');
    assert.equal(await page.evaluate(() => window.sidestep.timeline().step), 199);
    assert.deepEqual(pg.errors, []);
  });

  it('dragging the scrub bar seeks, and each step it lands on is exact', async () => {
    const { page } = pg;
    const box = await page.locator('#scrub').boundingBox();
    const y = box.y + box.height / 2;
    const at = (f) => box.x + 8 + (box.width - 16) * f; // the thumb's travel
    await page.mouse.move(at(199 / 200), y);
    await page.mouse.down();
    await page.mouse.move(at(0.5), y, { steps: 5 });
    const middle = await page.evaluate(() => window.sidestep.timeline().step);
    await page.mouse.move(at(0.25), y, { steps: 5 });
    await page.mouse.up();
    const quarter = await page.evaluate(() => window.sidestep.timeline().step);
    assert.ok(Math.abs(middle - 100) <= 3, `the middle of the bar is about step 100, got ${middle}`);
    assert.ok(Math.abs(quarter - 50) <= 3, `a quarter of the bar is about step 50, got ${quarter}`);
    assert.equal(await page.evaluate(() => window.sidestep.hash()), freshHash(welcome, quarter));
    assert.equal(await page.evaluate(() => window.sidestep.playing), false, 'scrubbing pauses');
  });

  it('a circle deleted at step 300 is in the share link: the link reopens the same state', async () => {
    const { page } = pg;
    assert.equal(await page.evaluate((s) => window.sidestep.open(s), welcome), true);
    await page.evaluate(() => {
      window.sidestep.step(300);
      window.sidestep.setTool('select');
    });
    await page.mouse.click(...(await clientPoint(page, 9, 8))); // the big circle
    assert.equal(await page.evaluate(() => window.sidestep.state().step), 300);
    await page.keyboard.press('Delete');
    assert.equal(await page.evaluate(() => window.sidestep.state().circles.length), 1);
    const live = await page.evaluate(() => window.sidestep.hash());
    assert.deepEqual((await page.evaluate(() => window.sidestep.timeline())).edits, [300]);
    await page.waitForFunction(() => document.querySelectorAll('#marks .mark').length === 1, null, { timeout: 5000 }); // the edit is marked on the bar (drawn on the next frame)

    const url = await page.evaluate(() => window.sidestep.shareUrl());
    const other = await pg.context.newPage();
    await other.goto(url);
    await other.waitForSelector('body[data-ready="1"]');
    await other.waitForFunction(() => window.sidestep.state().step === 300);
    assert.equal(
      await other.evaluate(() => window.sidestep.hash()),
      live,
      'the link reproduces the state after the edit',
    );
    assert.equal(
      await other.evaluate(() => window.sidestep.scenario().world.circles.length),
      2,
      'step 0 still has the circle',
    );
    await other.evaluate(() => window.sidestep.back(100));
    assert.equal(
      await other.evaluate(() => window.sidestep.state().circles.length),
      2,
      'before step 300 the circle is there',
    );
    await other.close();
    // Without the history the same scene lands elsewhere: the link carries the edit.
    const plain = JSON.parse(welcome);
    plain.world.circles.shift();
    assert.notEqual(freshHash(plain, 300), live);
  });

  it('an edit at an earlier step ends the old future; undo brings it back', async () => {
    const { page } = pg;
    await page.evaluate(() => window.sidestep.step(100)); // to 400, after the edit at 300
    await page.focus('#world');
    await page.keyboard.press('Home');
    for (let k = 0; k < 5; k++) await page.keyboard.press('Shift+ArrowRight'); // step 50
    await page.evaluate(() => window.sidestep.setTool('wall'));
    const [x, y] = await clientPoint(page, 2.5, 1.5);
    await page.mouse.click(x, y);
    let t = await page.evaluate(() => window.sidestep.timeline());
    assert.equal(t.step, 50);
    assert.equal(t.frontier, 50, 'the old future is gone');
    assert.deepEqual(t.edits, [50]);
    await page.keyboard.press('Control+z');
    t = await page.evaluate(() => window.sidestep.timeline());
    assert.equal(t.frontier, 400, 'undo brings the old future back');
    assert.deepEqual(t.edits, [300]);
    assert.deepEqual(pg.errors, []);
  });

  it('pause on collision stops play at the step of the first collision; clicking an event lands on it', async () => {
    const { page } = pg;
    const scene = readFileSync(new URL('../../examples/collisions-counted.json', import.meta.url), 'utf8');
    assert.equal(await page.evaluate((s) => window.sidestep.open(s), scene), true);
    // What the core records, in Node: the first collision, and every event of the whole run.
    const sim = new Sim(module);
    sim.loadScenario(scene);
    sim.step(1e6);
    const all = sim.events();
    sim.dispose();
    const first = all.find((e) => e.event === 'collisionBegin');
    assert.ok(first, 'the scene has a collision');

    await page.locator('.events').scrollIntoViewIfNeeded();
    await page.click('#pause-on input[data-group=collision]');
    await page.selectOption('#speed', '0'); // as fast as it goes
    await page.focus('#world');
    await page.keyboard.press('Space');
    await page.waitForFunction(() => !window.sidestep.playing, null, { timeout: 20000 });
    assert.equal(await page.evaluate(() => window.sidestep.timeline().step), first.step, 'paused at the collision');
    assert.equal(await page.evaluate(() => window.sidestep.hash()), freshHash(scene, first.step));
    assert.deepEqual(await page.evaluate(() => window.sidestep.selected()), { type: 'agent', index: first.agent });
    assert.match(await page.textContent('#toast'), new RegExp(`Paused at step ${first.step}`));
    await page.click('#pause-on input[data-group=collision]'); // off again

    // The whole run computed: the list holds the page's record, which is the core's.
    await page.evaluate(() => window.sidestep.step(1e6));
    assert.deepEqual(await page.evaluate(() => window.sidestep.events()), all);
    await page.selectOption('#event-filter', 'stop');
    const reached = all.find((e) => e.event === 'reached');
    const row = page.locator(
      `#event-list li[data-event=reached][data-step="${reached.step}"][data-agent="${reached.agent}"]`,
    );
    await page.evaluate(() => window.sidestep.select(null));
    await row.click();
    assert.equal(await page.evaluate(() => window.sidestep.timeline().step), reached.step);
    assert.equal(await page.evaluate(() => window.sidestep.hash()), freshHash(scene, reached.step));
    assert.deepEqual(await page.evaluate(() => window.sidestep.selected()), { type: 'agent', index: reached.agent });
    await page.waitForSelector(`#event-list li.now[data-step="${reached.step}"]`);
    await page.selectOption('#speed', '1');
    assert.deepEqual(pg.errors, []);
  });
});
