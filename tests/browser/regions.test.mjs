// Crowd regions in the page, with real input: a region scene opens as the core placed it, the panel says which
// region the clicked agent came from, dragging it turns its region into explicit agents (one undo step, said in
// a note) and Ctrl+Z brings the region back; the share link of a region scene stays short, and a
// 100,000-agent crowd opens from a region and from a file of explicit agents (Import…).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { clientPoint, drag, openPlayground } from './browser.mjs';

const grid = (w, h) =>
  Array.from({ length: h }, (_, y) =>
    y >= 5 && y < h - 5 ? `${'.'.repeat(w >> 1)}@${'.'.repeat(w - (w >> 1) - 1)}` : '.'.repeat(w),
  );
const CROWD = {
  version: 1,
  title: 'Two regions',
  world: { grid: grid(40, 30) },
  agents: [],
  regions: [
    {
      name: 'west',
      count: 150,
      seed: 7,
      start: { area: [1, 1, 19, 29] },
      goal: { area: [30, 1, 39, 29] },
      behavior: 'whiskers',
      radius: 0.3,
      maxSpeed: 2,
    },
    {
      name: 'east',
      count: 100,
      seed: 8,
      start: { area: [21, 1, 39, 29] },
      goal: 'opposite',
      behavior: 'seek',
      radius: 0.3,
    },
  ],
  sim: { dt: 0.02, maxSteps: 400 },
};
const scenario = (page) => page.evaluate(() => window.sidestep.scenario());
const startOf = (page, i) => page.evaluate((k) => window.sidestep.sim.agent(k).start, i);
const regionRow = (page) => page.locator('[data-field="region"]').textContent();

describe('crowd regions in the page', () => {
  let pg;
  before(async () => {
    pg = await openPlayground({ width: 1280, height: 800 });
  });
  after(async () => {
    await pg?.close();
  });

  it('opens a region scene; dragging one of its agents makes the region explicit agents, and Undo brings it back', async () => {
    const { page } = pg;
    assert.equal(await page.evaluate((s) => window.sidestep.open(s), CROWD), true);
    let saved = await scenario(page);
    assert.deepEqual(
      saved.regions.map((r) => [r.name, r.count]),
      [
        ['west', 150],
        ['east', 100],
      ],
    );
    assert.equal(saved.agents.length, 0, 'saved as regions, not agents');
    assert.equal(await page.evaluate(() => window.sidestep.sim.agentCount), 250);

    // Click agent 160 ("east", its 11th agent) where the core placed it.
    await page.keyboard.press('1');
    const [x, y] = await startOf(page, 160);
    const [cx, cy] = await clientPoint(page, x, y);
    await page.mouse.click(cx, cy);
    assert.deepEqual(await page.evaluate(() => window.sidestep.selected()), { type: 'agent', index: 160 });
    assert.equal(await regionRow(page), 'region "east", agent 11 of 100');

    // Drag it to the wall's free end: its region is now 100 explicit agents; "west" stays a region.
    const undoBefore = (await page.evaluate(() => window.sidestep.undoDepth())).undo;
    await drag(page, [
      [x, y],
      [20.5, 2.5],
    ]);
    const moved = await startOf(page, 160);
    assert.ok(Math.hypot(moved[0] - 20.5, moved[1] - 2.5) < 0.3, `moved to ${moved}`);
    saved = await scenario(page);
    assert.deepEqual(
      saved.regions.map((r) => r.name),
      ['west'],
    );
    assert.equal(saved.agents.length, 100);
    assert.equal(saved.agents[10].name, 'east 11');
    assert.equal((await page.evaluate(() => window.sidestep.undoDepth())).undo, undoBefore + 1, 'one undo step');
    await page.waitForFunction(() =>
      /Region "east" is now 100 explicit agents, as this edit changed it/.test(document.body.innerText),
    );
    assert.equal(await regionRow(page), 'an explicit agent (not in a region)');

    await page.keyboard.press('Control+z');
    saved = await scenario(page);
    assert.deepEqual(
      saved.regions.map((r) => [r.name, r.count]),
      [
        ['west', 150],
        ['east', 100],
      ],
    );
    assert.equal(saved.agents.length, 0);
    assert.deepEqual(await startOf(page, 160), [x, y]);
  });

  it('shares a 100,000-agent region scene as a short link, and opens it and the same count of explicit agents', async () => {
    const { page, context } = pg;
    const W = 1024;
    const crowd = {
      version: 1,
      title: '100,000 from a region',
      world: { size: [W, W] },
      agents: [],
      regions: [
        {
          name: 'crowd',
          count: 100000,
          seed: 1,
          start: { area: [0, 0, W, W] },
          goal: 'opposite',
          behavior: 'seek',
          radius: 0.3,
        },
      ],
    };
    const opened = await page.evaluate(async (s) => {
      const t = performance.now();
      const ok = await window.sidestep.open(s);
      return { ok, ms: performance.now() - t };
    }, crowd);
    assert.equal(opened.ok, true);
    assert.equal(await page.evaluate(() => window.sidestep.sim.agentCount), 100000);
    await page.click('#share');
    await page.waitForFunction(() => /Link copied/.test(document.body.innerText));
    const link = await page.evaluate(() => navigator.clipboard.readText());
    const payload = link.slice(link.indexOf('#s=') + 3);
    assert.ok(payload.length < 600, `the link's payload is ${payload.length} characters`);

    // The same count as explicit agents, about 22 MB, through Import… (a real file input).
    const agents = [];
    for (let i = 0; i < 100000; i++) {
      const ax = 2.5 + (i % 300) * 3.2,
        ay = 2.5 + Math.floor(i / 300) * 3;
      agents.push({
        name: `a${i}`,
        behavior: 'seek',
        start: [ax, ay],
        goal: [W - ax, W - ay],
        radius: 0.3,
        params: {},
      });
    }
    const text = JSON.stringify({ version: 1, title: '100,000 explicit', world: { size: [W, W] }, agents }, null, 1);
    assert.ok(text.length > 16 * 2 ** 20, `${text.length} bytes: over the old limit`);
    assert.equal(await page.evaluate((s) => window.sidestep.open(s), CROWD), true); // 250 agents in between
    const started = Date.now();
    await page.setInputFiles('#import-file', {
      name: 'explicit.json',
      mimeType: 'application/json',
      buffer: Buffer.from(text),
    });
    await page.waitForFunction(() => window.sidestep.sim.agentCount === 100000, null, { timeout: 60000 });
    const importMs = Date.now() - started;
    assert.equal(await page.evaluate(() => window.sidestep.sim.agentCount), 100000);
    console.log(
      `# in the page: a 100,000-agent region opened in ${Math.round(opened.ms)} ms (link payload ${payload.length} characters); ` +
        `a ${(text.length / 1e6).toFixed(1)} MB file of 100,000 explicit agents imported in ${importMs} ms`,
    );
    assert.deepEqual(pg.errors, []);
  });
});
