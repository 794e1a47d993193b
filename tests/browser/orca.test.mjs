// ORCA in the page: the selected orca agent's inset and neighbour links are drawn from the core's record
// (as many half-planes and neighbours as the record holds), the panel explains the binding half-plane and
// the fallback in the core's words, and orca agents get no time-of-closest-approach controls.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

import { agentsOnCanvas, openPlayground } from './browser.mjs';

const EXAMPLES = fileURLToPath(new URL('../../examples/', import.meta.url));

const palette = JSON.parse(readFileSync(new URL('../../web/draw/palette.json', import.meta.url), 'utf8'));

describe('ORCA in the page', () => {
  let pg;
  before(async () => {
    pg = await openPlayground({ width: 1280, height: 800 });
  });
  after(async () => {
    await pg?.close();
  });

  /** Opens an example at a step with one agent selected; returns that agent's orca record. */
  const at = async (file, step, agent) => {
    const text = readFileSync(EXAMPLES + file, 'utf8');
    return pg.page.evaluate(
      ([t, n, i]) => {
        window.sidestep.open(t);
        window.sidestep.pause();
        window.sidestep.seek(n);
        window.sidestep.select('agent', i);
        window.sidestep.overlays(['goals', 'orca']);
        return window.sidestep.sim.agent(i).orca;
      },
      [text, step, agent],
    );
  };

  it('draws every half-plane of the record in the inset and links every neighbour in the world', async () => {
    const record = await at('orca-blocks.json', 500, 3);
    assert.ok(record.lines.length >= 3 && record.neighbors.length >= 2, `${record.lines.length} half-planes`);
    assert.ok(record.obstacleLines >= 1, 'walls of the squares too');
    await pg.page.waitForFunction((n) => window.sidestep.drawnOrca().halfPlanes === n, record.lines.length);
    const drawn = await pg.page.evaluate(() => window.sidestep.drawnOrca());
    assert.deepEqual(drawn, { halfPlanes: record.lines.length, neighbors: record.neighbors.length });
    // The record is consistent with what the panel says: obstacles' half-planes first, slack = room left.
    for (const [k, line] of record.lines.entries())
      assert.equal(line.source !== 'agent', k < record.obstacleLines, `line ${k}`);
  });

  it("the panel names the binding half-plane in the core's words, and the fallback when it ran", async () => {
    const record = await at('orca-blocks.json', 500, 3);
    await pg.page.waitForFunction(
      () => document.querySelector('#selection .why-head')?.textContent === 'Next step: ORCA',
    );
    const text = await pg.page.textContent('#selection .why');
    const binding = record.lines[record.binding];
    assert.ok(record.binding >= 0);
    assert.match(text, new RegExp(`#${record.binding} from `));
    if (record.outcome === 'fallback') assert.match(text, /no velocity is inside every half-plane/);
    assert.equal(binding.source === 'agent', text.includes(`#${record.binding} from agent`));
    const rows = await pg.page.$$eval('#selection .slots tr', (trs) => trs.length);
    assert.equal(rows, record.lines.length + 1, 'one table row per half-plane, under a header');
  });

  it('exactly head-on, the panel says no side is picked and the inset shows the half-plane across the preferred velocity', async () => {
    const record = await at('orca-head-on.json', 160, 0);
    assert.equal(record.lines.length, 1);
    assert.equal(record.lines[0].region, 'cutoff');
    assert.ok(record.chosen[0] < record.preferred[0] && record.chosen[1] === 0, 'slower, on the same line');
    await pg.page.waitForFunction(() =>
      document.querySelector('#selection .why .warn')?.textContent.includes('never picks a side'),
    );
    assert.deepEqual(await pg.page.evaluate(() => window.sidestep.drawnOrca()), { halfPlanes: 1, neighbors: 1 });
  });

  it('orca agents have their own parameters and no agent-avoidance controls', async () => {
    await at('orca-head-on.json', 0, 0);
    await pg.page.waitForFunction(() => document.querySelector('#params')?.textContent.includes('timeHorizon'));
    const params = await pg.page.textContent('#params');
    for (const name of ['neighborDist', 'maxNeighbors', 'timeHorizon', 'timeHorizonObst', 'preferredSpeed'])
      assert.ok(params.includes(name), name);
    // Agent avoidance's own settings (ORCA has a passRight of its own, so that name says nothing here).
    for (const name of ['patience', 'alongObstacles', 'spacing'])
      assert.ok(!params.includes(name), `time-of-closest-approach setting ${name} is not offered`);
  });

  it('shows the head-on pairs at their starts in their colours, the selected one ringed in amber and named as ORCA in the panel', async () => {
    const { page } = pg;
    const shown = await agentsOnCanvas(page);
    assert.equal(await page.textContent('#readout'), 'step 0 · 0.00 s · paused');
    const starts = await page.evaluate(() => window.sidestep.state().agents.map((a) => [a.start, a.position]));
    for (const [start, position] of starts) assert.deepEqual(position, start, 'at step 0 every agent is at its start');
    assert.equal(shown.length, 8);
    for (const a of shown)
      assert.ok(a.body >= 0.5, `${a.name}: ${Math.round(a.body * 100)} % of its body in its colour`);
    for (const a of shown)
      assert.equal(a.rim >= 0.5, a.index === 0, `${a.name}'s rim: ${Math.round(a.rim * 100)} % amber`);
    assert.equal(await page.textContent('#selection strong'), 'east · orca');
    assert.equal(await page.textContent('#selection .why-head'), 'Next step: ORCA');
    assert.deepEqual(pg.errors, []);
  });
});
