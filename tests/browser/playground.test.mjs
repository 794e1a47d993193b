// The page in headless Chromium, driven by real pointer events on the canvas and real key presses.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';

import { agentsOnCanvas, clientPoint, drag, openPlayground } from './browser.mjs';

const palette = JSON.parse(readFileSync(new URL('../../web/draw/palette.json', import.meta.url), 'utf8'));

describe('the playground page', () => {
  let pg;
  before(async () => {
    pg = await openPlayground();
  });
  after(async () => {
    await pg?.close();
  });

  const state = () => pg.page.evaluate(() => window.sidestep.state());

  it('opens with the default scenario: a grid, circles and agents', async () => {
    const s = await state();
    assert.equal(s.grid.width, 24);
    assert.equal(s.circles.length, 2);
    assert.equal(s.agents.length, 4);
    assert.equal(s.step, 0);
  });

  it('paints a wall by dragging with the Walls tool, and erases part of it', async () => {
    const { page } = pg;
    await page.evaluate(() => {
      window.sidestep.clear();
      window.sidestep.resizeGrid(16, 10);
    });
    await page.click('button[data-tool="wall"]');
    await drag(page, [
      [2.5, 2.5],
      [9.5, 2.5],
      [9.5, 6.5],
    ]);
    let s = await state();
    assert.equal(s.grid.rows[2], '..@@@@@@@@......');
    for (let y = 3; y <= 6; y++) assert.equal(s.grid.rows[y][9], '@', `row ${y} painted down the side`);
    assert.equal(s.grid.rows[7], '................');

    await page.keyboard.press('3'); // the Erase tool, by its shortcut
    await drag(page, [
      [4.5, 2.5],
      [6.5, 2.5],
    ]);
    s = await state();
    assert.equal(s.grid.rows[2], '..@@...@@@......', 'cells 4..6 erased');
  });

  it('places a circle by dragging out its radius, then moves it with the Select tool', async () => {
    const { page } = pg;
    await page.click('button[data-tool="circle"]');
    await drag(page, [
      [12, 5],
      [13.5, 5],
    ]);
    let s = await state();
    assert.equal(s.circles.length, 1);
    assert.ok(Math.abs(s.circles[0].x - 12) < 0.1 && Math.abs(s.circles[0].y - 5) < 0.1);
    assert.ok(Math.abs(s.circles[0].r - 1.5) < 0.1, `radius ${s.circles[0].r}`);

    await page.click('button[data-tool="select"]');
    await drag(page, [
      [12, 5],
      [12, 7.5],
    ]);
    s = await state();
    assert.ok(Math.abs(s.circles[0].y - 7.5) < 0.1, `moved to y ${s.circles[0].y}`);
  });

  it('drops a seek agent with its goal by dragging, steps it with keys and buttons, and it arrives', async () => {
    const { page } = pg;
    await page.selectOption('#new-behavior', 'seek');
    await drag(page, [
      [1.5, 8.5],
      [14.5, 8.5],
    ]);
    let s = await state();
    assert.equal(s.agents.length, 1);
    const [agent] = s.agents;
    assert.equal(agent.behavior, 'seek');
    assert.ok(Math.abs(agent.start[0] - 1.5) < 0.1 && Math.abs(agent.goal[0] - 14.5) < 0.1);

    await page.keyboard.press('ArrowRight');
    await page.click('#step');
    s = await state();
    assert.equal(s.step, 2);
    assert.ok(s.agents[0].position[0] > 1.5, 'it moved toward the goal');

    await page.keyboard.press('Space');
    await page.waitForFunction(() => window.sidestep.state().agents[0].stop === 'reached', null, { timeout: 20000 });
    s = await state();
    assert.ok(Math.hypot(s.agents[0].position[0] - 14.5, s.agents[0].position[1] - 8.5) <= 0.05);
    assert.equal(await page.evaluate(() => window.sidestep.playing), false, 'play stops when the run is over');
  });

  it('drops a greedy agent on cells and shows its decision in the panel', async () => {
    const { page } = pg;
    await page.selectOption('#new-behavior', 'greedy');
    await drag(page, [
      [0.5, 0.5],
      [5.5, 0.5],
    ]);
    await page.click('button[data-tool="select"]');
    const [x, y] = await clientPoint(page, 0.5, 0.5);
    await page.mouse.click(x, y);
    await page.keyboard.press('ArrowRight');
    const s = await state();
    const greedy = s.agents[1];
    assert.deepEqual(greedy.position, [1, 0]);
    assert.equal(greedy.decision.chosen, 'right');
    await page.waitForFunction(() => /right 3\.00/.test(document.querySelector('#selection .why')?.textContent ?? ''));
    const why = await page.textContent('#selection .why');
    assert.match(why, /Next move/);
    assert.match(why, /up blocked \| down 4\.12 \| left 5\.00 \| right 3\.00/);
    assert.match(why, /lowest proxy → right/);
  });

  it('resets every agent to its start', async () => {
    const s = await pg.page.evaluate(() => window.sidestep.reset());
    assert.equal(s.step, 0);
    assert.deepEqual(s.agents[1].position, [0, 0]);
  });

  it('no browser test writes under docs/ (the pictures under docs/ are `npm run screenshots`)', () => {
    const dir = new URL('.', import.meta.url);
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.mjs'))) {
      const text = readFileSync(new URL(file, dir), 'utf8');
      assert.doesNotMatch(text, /['"`]\.\.\/\.\.\/docs\/|\/docs\/[\w-]+\.png/, `${file} names a file under docs/`);
    }
  });

  it("draws the welcome scene mid-run: every agent in its colour where the core has it, the selected one ringed, named and at the readout's step", async () => {
    const { page } = pg;
    await page.selectOption('#examples', 'welcome.json');
    await page.waitForFunction(() => window.sidestep.state().agents.length === 4);
    await page.evaluate(() => {
      window.sidestep.step(140);
      window.sidestep.select('agent', 3);
    });
    const shown = await agentsOnCanvas(page);
    assert.deepEqual(
      shown.map((a) => a.name),
      ['blue', 'pink', 'rounder', 'pacer'],
    );
    for (const a of shown)
      assert.ok(a.body >= 0.5, `${a.name}: ${Math.round(a.body * 100)} % of its body in its colour`);
    for (const a of shown)
      assert.equal(a.rim >= 0.5, a.index === 3, `${a.name}'s rim: ${Math.round(a.rim * 100)} % amber`);
    assert.equal(await page.textContent('#readout'), 'step 140 · 2.80 s · paused'); // dt 0.02 s
    assert.equal(await page.textContent('#selection strong'), 'pacer · greedy');
    assert.equal(await page.textContent('#scene-title'), 'Welcome to sidestep');
    assert.deepEqual(pg.errors, []);
  });
  it('a click selects the nearest agent without moving it; agents stacked on one spot take turns', async () => {
    const { page } = pg;
    const agent = (start, goal, r = 0.4) => ({ behavior: 'seek', start, goal, radius: r, maxSpeed: 3, maxAccel: 10 });
    const scene = {
      version: 1,
      world: { grid: Array(8).fill('.'.repeat(12)), circles: [] },
      agents: [
        agent([3, 3], [10, 1]),
        agent([3, 3], [10, 4]),
        agent([3, 3], [10, 7]),
        agent([6, 5], [1, 7], 0.4),
        agent([6.4, 5], [1, 1], 0.5),
      ],
    };
    assert.equal(await page.evaluate((s) => window.sidestep.open(s), scene), true);
    await page.click('button[data-tool="select"]');
    const picks = [];
    for (let k = 0; k < 4; k++) {
      await page.mouse.click(...(await clientPoint(page, 3, 3)));
      picks.push((await page.evaluate(() => window.sidestep.selected())).index);
    }
    assert.deepEqual(picks, [2, 1, 0, 2], 'the topmost first, then the ones below it, round again');
    await page.mouse.click(...(await clientPoint(page, 6.05, 5))); // within reach of agent 4 too, but nearest to 3
    assert.equal((await page.evaluate(() => window.sidestep.selected())).index, 3);
    const s = await state();
    assert.deepEqual(
      s.agents.slice(0, 4).map((a) => a.start),
      [
        [3, 3],
        [3, 3],
        [3, 3],
        [6, 5],
      ],
      'clicks move nothing',
    );
    assert.equal(await page.evaluate(() => window.sidestep.timeline().edits.length), 0);
  });

  it('after picking from a menu or ticking a box, the keys still drive the page', async () => {
    const { page } = pg;
    await page.selectOption('#examples', 'welcome.json');
    await page.waitForFunction(() => window.sidestep.state().agents.length === 4 && window.sidestep.state().step === 0);
    await page.keyboard.press('Space');
    assert.equal(await page.evaluate(() => window.sidestep.playing), true, 'Space plays after the Examples menu');
    await page.keyboard.press('Space');
    assert.equal(await page.evaluate(() => window.sidestep.playing), false);
    const step = await page.evaluate(() => window.sidestep.state().step);
    await page.click('input[data-overlay="goals"]');
    await page.keyboard.press('ArrowRight');
    assert.equal(await page.evaluate(() => window.sidestep.state().step), step + 1, 'Right steps after a checkbox');
    await page.click('input[data-overlay="goals"]');
  });
});
