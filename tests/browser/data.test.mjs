// Only context agents carry a context map (the core's contextSlots): in a scene where context agents come
// after others, a context agent clicked on the canvas shows its own map (its slots, its heading), and an
// agent of another behaviour none; after an edit that removes agents before it, still its own.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { clientPoint, openPlayground } from './browser.mjs';

const scene = {
  version: 1,
  title: 'context maps after others',
  world: { grid: Array(24).fill('........................') },
  agents: [
    { behavior: 'whiskers', start: [3, 3], goal: [20, 3] },
    { behavior: 'whiskers', start: [3, 8], goal: [20, 8] },
    { behavior: 'context', start: [3, 13], goal: [20, 20], params: { rays: 12 } },
    { behavior: 'seek', start: [3, 18], goal: [20, 18] },
    { behavior: 'context', start: [20, 13], goal: [3, 4], params: { rays: 8 } },
  ],
};

/** Clicks agent i where the page draws it, and returns its record as the panel reads it. */
async function clickAgent(page, i) {
  const [x, y] = await page.evaluate((i) => window.sidestep.sim.agent(i).position, i);
  const [cx, cy] = await clientPoint(page, x, y);
  await page.mouse.click(cx, cy);
  assert.equal((await page.evaluate(() => window.sidestep.selected()))?.index, i, `the click on agent ${i} selects it`);
  return page.evaluate((i) => window.sidestep.sim.agent(i), i);
}

/** The map's heading is the agent's direction of motion (slot 0 points where it goes). */
function assertOwnMap(agent, rays) {
  assert.ok(agent.context, 'a context agent has a context map');
  assert.equal(agent.context.slots, rays);
  const [vx, vy] = agent.velocity,
    [hx, hy] = agent.context.heading;
  assert.ok(
    vx * hx + vy * hy > 0.9 * Math.hypot(vx, vy),
    `heading ${agent.context.heading} along velocity ${agent.velocity}`,
  );
}

describe('context maps belong to context agents only', () => {
  let pg;
  before(async () => {
    pg = await openPlayground({ width: 1280, height: 800 });
  });
  after(async () => {
    await pg?.close();
  });

  it('a clicked context agent shows its own map, and a whiskers agent none', async () => {
    const { page } = pg;
    await page.evaluate((s) => window.sidestep.open(s), scene);
    await page.waitForFunction(() =>
      document.getElementById('scene-title').textContent.startsWith('context maps after others'),
    );
    await page.evaluate(() => {
      window.sidestep.pause();
      window.sidestep.step(40);
    });
    await page.click('button[data-tool="select"]');
    const fourth = await clickAgent(page, 4);
    assertOwnMap(fourth, 8);
    await page.waitForFunction(() =>
      /interest: toward the goal/.test(document.querySelector('#selection .why')?.textContent ?? ''),
    );
    assertOwnMap(await page.evaluate(() => window.sidestep.sim.agent(2)), 12);
    const whiskers = await clickAgent(page, 1);
    assert.equal(whiskers.behavior, 'whiskers');
    assert.equal(whiskers.context ?? null, null, 'a whiskers agent carries no context map');
  });

  it('after removing the agents before it, the context agent still shows its own map', async () => {
    const { page } = pg;
    await page.evaluate(() => {
      window.sidestep.select('agent', 0);
    });
    await page.keyboard.press('Delete');
    await page.evaluate(() => {
      window.sidestep.select('agent', 0);
    });
    await page.keyboard.press('Delete');
    const left = await page.evaluate(() => window.sidestep.state().agents.map((a) => a.behavior));
    assert.deepEqual(left, ['context', 'seek', 'context']);
    await page.evaluate(() => window.sidestep.step(5));
    assertOwnMap(await clickAgent(page, 2), 8);
    assertOwnMap(await page.evaluate(() => window.sidestep.sim.agent(0)), 12);
  });
});
