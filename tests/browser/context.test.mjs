// Context steering in the page: the context map of a selected car, drawing a path with the Path tool and
// putting an agent on it, and the race track's laps.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { clientPoint, openPlayground } from './browser.mjs';

describe('context steering in the page', () => {
  let pg;
  before(async () => { pg = await openPlayground(); });
  after(async () => { await pg?.close(); });

  it('the race track runs, and a selected car shows its context map in numbers', async () => {
    const { page } = pg;
    await page.selectOption('#examples', 'context-race-track.json');
    await page.waitForFunction(() => document.getElementById('scene-title').textContent.startsWith('The race track'));
    await page.evaluate(() => { window.sidestep.pause(); window.sidestep.step(300); window.sidestep.select('agent', 0); });
    await page.waitForFunction(() => document.querySelectorAll('#selection table.slots tr').length === 17);
    const car = await page.evaluate(() => window.sidestep.sim.agent(0));
    assert.equal(car.context.slots, 16);
    assert.equal(car.context.source, 'path');
    const text = await page.textContent('#selection .why');
    assert.match(text, /interest: along its path/);
    assert.match(text, /chosen = normalize/);
    const laps = await page.evaluate(() => { window.sidestep.step(3700); return window.sidestep.state().agents.map((a) => a.laps); });
    for (const l of laps) assert.ok(l >= 2, `laps ${laps}`);
  });

  it('draws a closed path with the Path tool and puts a context agent on it', async () => {
    const { page } = pg;
    await page.evaluate(() => window.sidestep.open({ version: 1, title: 'paths', world: { grid: Array(12).fill('................') } }));
    await page.click('button[data-tool="path"]');
    for (const [x, y] of [[3, 3], [12, 3], [12, 9], [3, 9], [3, 3]]) {
      const [cx, cy] = await clientPoint(page, x, y);
      await page.mouse.click(cx, cy);
    }
    const paths = await page.evaluate(() => window.sidestep.sim.paths);
    assert.equal(paths.length, 1);
    assert.equal(paths[0].points.length, 4);
    assert.equal(paths[0].closed, true, 'clicking the first point closes the loop');
    await page.evaluate(() => window.sidestep.addAgent({ behavior: 'context', start: [3, 3.5], goal: [3, 3.5] }));
    await page.evaluate(() => { window.sidestep.setTool('select'); window.sidestep.select('agent', 0); });
    await page.waitForSelector('#params select[data-param="path"]');
    await page.selectOption('#params select[data-param="path"]', '0');
    const agent = await page.evaluate(() => window.sidestep.sim.agent(0));
    assert.equal(agent.path, 0);
    assert.equal(agent.context.source, 'path');
    const scenario = await page.evaluate(() => window.sidestep.scenario());
    assert.equal(scenario.agents[0].path, 0);
    const [px, py] = scenario.world.paths[0].points[1];
    assert.ok(Math.abs(px - 12) < 0.1 && Math.abs(py - 3) < 0.1, `point ${px}, ${py}`);
  });

  it('logged no console errors', () => assert.deepEqual(pg.errors, []));
});
