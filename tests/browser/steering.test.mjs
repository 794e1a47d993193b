// Ray steering in the page: the rays and their explanation for a selected agent, sliders generated from
// the parameter table, and drive mode with the assist on and off, through real key presses.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';

import { agentsOnCanvas, clientPoint, drag, openPlayground } from './browser.mjs';

const palette = JSON.parse(readFileSync(new URL('../../web/draw/palette.json', import.meta.url), 'utf8'));

describe('ray steering in the page', () => {
  let pg;
  before(async () => {
    pg = await openPlayground();
  });
  after(async () => {
    await pg?.close();
  });

  const agent = (i) => pg.page.evaluate((k) => window.sidestep.sim.agent(k), i);

  it('a whisker agent placed by dragging senses the wall ahead, and the panel explains the rule', async () => {
    const { page } = pg;
    await page.evaluate(() =>
      window.sidestep.open({ version: 1, title: 'wall', world: { grid: Array(10).fill('..........@.........') } }),
    );
    await page.selectOption('#new-behavior', 'whiskers');
    await drag(page, [
      [3, 5],
      [18, 5],
    ]);
    await page.click('button[data-tool="select"]');
    const [x, y] = await clientPoint(page, 3, 5);
    await page.mouse.click(x, y);
    // Step until the whiskers first see the wall: head-on, both at the same distance.
    await page.evaluate(() => {
      while (!window.sidestep.sim.agent(0).steering.rays[0].hit) window.sidestep.step(1);
    });
    const a = await agent(0);
    assert.equal(a.behavior, 'whiskers');
    assert.equal(a.steering.rays.length, 2);
    assert.ok(a.steering.rays[0].hit && a.steering.rays[1].hit, 'both whiskers see the wall');
    assert.equal(a.steering.rule, 'whiskers');
    assert.equal(a.steering.rays[0].value, a.steering.rays[1].value, 'equal emergencies');
    assert.equal(a.steering.chosenRay, 0);
    assert.ok(a.steering.steer[1] < 0, 'away from the right-hand side: up on screen');
    // The panel redraws on the next animation frame.
    await page.waitForFunction(() =>
      /right whisker: hit at/.test(document.querySelector('#selection .why')?.textContent ?? ''),
    );
    const why = await page.textContent('#selection .why');
    assert.match(why, /a tie: the first ray wins/);
    assert.match(why, /steer away .* \(linear in T\), brake .* \(T², never reversing\)/);
    assert.match(why, /total applied: .* u\/s²/);
  });

  it('builds sliders from the parameter table, and moving one changes the next step at once', async () => {
    const { page } = pg;
    const names = await page.$$eval('#params input[type=range]', (inputs) => inputs.map((i) => i.dataset.param));
    assert.deepEqual(names, ['rayLength', 'maxSteer', 'maxBrake']);
    const before = (await agent(0)).steering.rays[0].length;
    await page.fill('#params input[type=number][data-param="rayLength"]', '7');
    await page.press('#params input[type=number][data-param="rayLength"]', 'Enter');
    const after = await agent(0);
    assert.equal(after.params.rayLength, 7);
    assert.equal(after.steering.rays[0].length, 7);
    assert.notEqual(before, 7);
  });

  it('drive mode: arrow keys drive the agent, and the assist switch turns its avoidance off', async () => {
    const { page } = pg;
    await page.evaluate(() => window.sidestep.reset());
    await page.click('#drive');
    assert.equal((await agent(0)).driven, true);
    const y0 = (await agent(0)).position[1];
    await page.keyboard.down('ArrowUp');
    await page.waitForFunction((y) => window.sidestep.sim.agent(0).position[1] < y - 1, y0, { timeout: 10000 });
    await page.keyboard.up('ArrowUp');
    await page.uncheck('#assist');
    const driven = await agent(0);
    assert.equal(driven.assist, false);
    assert.equal(driven.steering.rule, 'drive');
    await page.keyboard.press('Escape');
    assert.equal((await agent(0)).driven, false);
  });

  it('names a failure of the literal rule in the panel while it happens (feelers: the influences cancel)', async () => {
    const { page } = pg;
    await page.selectOption('#examples', 'feelers-head-on-wall.json');
    await page.waitForFunction(() => window.sidestep.sim.agentName(0) === 'head-on');
    const [x, y] = await clientPoint(page, ...(await agent(0)).position);
    await page.click('button[data-tool="select"]');
    await page.mouse.click(x, y);
    await page.evaluate(() => {
      for (let k = 0; k < 600 && window.sidestep.sim.agent(0).steering.note !== 'influencesCancel'; k++)
        window.sidestep.step(1);
    });
    assert.equal((await agent(0)).steering.note, 'influencesCancel');
    await page.waitForFunction(() =>
      /the influences cancel/.test(document.querySelector('#selection .why')?.textContent ?? ''),
    );
    assert.match(await page.textContent('#selection .why'), /command 0\.00 \(no steer\)/);
  });

  it("agent avoidance is switched and set in the panel, and a bad setting shows the core's error", async () => {
    const { page } = pg;
    assert.equal(await page.$('#params [data-param="avoidance.patience"]'), null, 'no settings while it is off');
    await page.check('#params [data-param="avoidAgents"]');
    assert.equal((await agent(0)).avoidAgents, true);
    await page.waitForSelector('#params input[type=number][data-param="avoidance.patience"]');
    await page.fill('#params input[type=number][data-param="avoidance.patience"]', '-1');
    await page.press('#params input[type=number][data-param="avoidance.patience"]', 'Enter');
    await page.waitForFunction(() =>
      /agent.avoidance.patience: must be a number 0..30, got -1/.test(document.getElementById('toast').textContent),
    );
    assert.equal((await agent(0)).avoidance.patience, 2, 'unchanged');
    await page.waitForFunction(
      () => document.querySelector('#params input[type=number][data-param="avoidance.patience"]').value === '2',
    );
  });

  it('shows the selected agent ringed in amber in its colour where the core has it, named with its rule in the panel', async () => {
    const { page } = pg;
    const shown = await agentsOnCanvas(page);
    for (const a of shown)
      assert.ok(a.body >= 0.5, `${a.name}: ${Math.round(a.body * 100)} % of its body in its colour`);
    for (const a of shown)
      assert.equal(a.rim >= 0.5, a.index === 0, `${a.name}'s rim: ${Math.round(a.rim * 100)} % amber`);
    assert.equal(await page.textContent('#selection strong'), 'head-on · feelers');
    assert.match(await page.textContent('#selection .why'), /the influences cancel/);
    assert.equal(await page.isVisible('#errors'), false, 'the bad setting went to the toast, not the error box');
    assert.deepEqual(pg.errors, []);
  });
});
