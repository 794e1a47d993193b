// Context steering in the page: the context map of a selected car, drawing a path with the Path tool and
// putting an agent on it, and the race track's laps.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';

import { agentsOnCanvas, clientPoint, openPlayground } from './browser.mjs';

const palette = JSON.parse(readFileSync(new URL('../../web/draw/palette.json', import.meta.url), 'utf8'));

describe('context steering in the page', () => {
  let pg;
  before(async () => {
    pg = await openPlayground();
  });
  after(async () => {
    await pg?.close();
  });

  it('the race track runs, and a selected car shows its context map in numbers', async () => {
    const { page } = pg;
    await page.selectOption('#examples', 'context-race-track.json');
    await page.waitForFunction(() => document.getElementById('scene-title').textContent.startsWith('The race track'));
    await page.evaluate(() => {
      window.sidestep.pause();
      window.sidestep.step(300);
      window.sidestep.select('agent', 0);
    });
    await page.waitForFunction(() => document.querySelectorAll('#selection table.slots tr').length === 17);
    const car = await page.evaluate(() => window.sidestep.sim.agent(0));
    assert.equal(car.context.slots, 16);
    assert.equal(car.context.source, 'path');
    const text = await page.textContent('#selection .why');
    assert.match(text, /interest: along its path/);
    assert.match(text, /chosen = normalize/);
    const laps = await page.evaluate(() => {
      window.sidestep.step(3700);
      return window.sidestep.state().agents.map((a) => a.laps);
    });
    for (const l of laps) assert.ok(l >= 2, `laps ${laps}`);
  });

  it('draws a closed path with the Path tool and puts a context agent on it', async () => {
    const { page } = pg;
    await page.evaluate(() =>
      window.sidestep.open({ version: 1, title: 'paths', world: { grid: Array(12).fill('................') } }),
    );
    await page.click('button[data-tool="path"]');
    for (const [x, y] of [
      [3, 3],
      [12, 3],
      [12, 9],
      [3, 9],
      [3, 3],
    ]) {
      const [cx, cy] = await clientPoint(page, x, y);
      await page.mouse.click(cx, cy);
    }
    const paths = await page.evaluate(() => window.sidestep.sim.paths);
    assert.equal(paths.length, 1);
    assert.equal(paths[0].points.length, 4);
    assert.equal(paths[0].closed, true, 'clicking the first point closes the loop');
    await page.evaluate(() => window.sidestep.addAgent({ behavior: 'context', start: [3, 3.5], goal: [3, 3.5] }));
    await page.evaluate(() => {
      window.sidestep.setTool('select');
      window.sidestep.select('agent', 0);
    });
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

  it('shows the drawn loop on the canvas with the selected context agent on it, named in the panel as following it', async () => {
    const { page } = pg;
    const [agent] = await agentsOnCanvas(page);
    assert.ok(agent.body >= 0.5, `${Math.round(agent.body * 100)} % of the agent's body in its colour`);
    assert.ok(agent.rim >= 0.5, `its rim: ${Math.round(agent.rim * 100)} % amber`);
    // Each side of the loop carries an arrowhead at its middle, in the path's colour over the floor (the
    // left side's runs under the agent's rays).
    const [r, g, b, alpha] = palette.world.path.slice(5, -1).split(',').map(Number);
    const floor = [1, 3, 5].map((j) => parseInt(palette.world.floor.slice(j, j + 2), 16));
    const path = [r, g, b].map((c, j) => c * alpha + floor[j] * (1 - alpha));
    // Where a dash of the line runs under the arrowhead, the path's colour lies over itself, or over a dash's
    // smoothed end (the dashes' phase at the segment's middle depends on the canvas's scale): any mix of the two.
    const twice = [r, g, b].map((c, j) => c * alpha + path[j] * (1 - alpha));
    const mixes = Array.from({ length: 11 }, (_, t) => path.map((c, j) => c + (twice[j] - c) * (t / 10)));
    for (const [x, y] of [
      [7.5, 3],
      [12, 6],
      [7.5, 9],
    ]) {
      const near = await page.evaluate(
        ([wx, wy]) => {
          const canvas = document.getElementById('world'),
            box = canvas.getBoundingClientRect(),
            k = canvas.width / box.width;
          const [cx, cy] = window.sidestep.worldToClient(wx, wy);
          const d = canvas
            .getContext('2d')
            .getImageData(Math.floor((cx - box.left) * k) - 1, Math.floor((cy - box.top) * k) - 1, 3, 3).data;
          const out = [];
          for (let i = 0; i < d.length; i += 4) out.push([d[i], d[i + 1], d[i + 2]]);
          return out;
        },
        [x, y],
      );
      const inPath = near.filter((p) => mixes.some((want) => p.every((c, j) => Math.abs(c - want[j]) <= 12))).length;
      assert.ok(
        inPath >= 5,
        `the side through (${x}, ${y}): ${inPath} of 9 pixels in the path's colour, ${JSON.stringify(near)}`,
      );
    }
    assert.match(await page.textContent('#selection strong'), / · context$/);
    assert.match(await page.textContent('#selection .why'), /interest: along its path/);
    assert.deepEqual(pg.errors, []);
  });
});
