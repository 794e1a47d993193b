// Routes in the page (docs/routes.md, "In the page"): the selected agent's route is drawn from the core's record
// (as many waypoints as the core planned, the ring on the one the record says it heads for) and the panel says
// "waypoint K of N" and when and why it last planned, in the record's numbers; the "routes" overlay draws one leg
// per agent that follows a route; the agent editor's planner is a labelled select operated with the keyboard; the
// compare editor's "routes" preset runs the same behaviour with and without a route; the events list says
// "replanned".
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';

import { openPlayground } from './browser.mjs';

const read = (name) => readFileSync(new URL(`../../examples/${name}`, import.meta.url), 'utf8');
const settle = (page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

describe('routes in the page', () => {
  let pg;
  before(async () => {
    pg = await openPlayground({ width: 1280, height: 800 });
  });
  after(async () => {
    await pg?.close();
  });

  /** Opens an example (without its compare set's panes) at a step with agent `i` selected and `overlays` on;
   *  returns the agent's route record. */
  const at = async (file, step, i, overlays = ['goals']) => {
    await pg.page.evaluate(
      ([t, n, k, o]) => {
        window.sidestep.open(t);
        window.sidestep.compare(null);
        window.sidestep.pause();
        window.sidestep.seek(n);
        if (k >= 0) window.sidestep.select('agent', k);
        else window.sidestep.select(null);
        window.sidestep.overlays(o);
      },
      [read(file), step, i, overlays],
    );
    await settle(pg.page);
    return i >= 0 ? pg.page.evaluate((k) => window.sidestep.sim.agent(k).route, i) : null;
  };

  it("draws the selected agent's route as the core planned it, and the panel says which waypoint, in the record's numbers", async () => {
    const { page } = pg;
    const route = await at('routes-maze.json', 200, 0);
    assert.equal(route.planner, 'grid');
    assert.ok(route.waypoints >= 3, `a route round the maze's walls (${route.waypoints} waypoints)`);
    assert.ok(route.next >= 1 && route.next < route.waypoints, `it has passed a waypoint by step 200 (${route.next})`);
    const points = await page.evaluate(() => Array.from(window.sidestep.sim.routeWaypoints(0)));
    assert.equal(points.length, 2 * route.waypoints, 'the binding gives every waypoint of the record');
    await page.waitForFunction((n) => window.sidestep.drawnRoutes().waypoints === n, route.waypoints);
    assert.deepEqual(await page.evaluate(() => window.sidestep.drawnRoutes()), {
      waypoints: route.waypoints,
      next: route.next,
      legs: 0,
    });
    // The "K/N" label beside the waypoint it heads for.
    const labels = await page.evaluate(() => window.sidestep.labels().placed.map((l) => l.text));
    assert.ok(labels.includes(`${route.next + 1}/${route.waypoints}`), labels.join(', '));
    // The panel: the record's numbers, and the core's explanation says the same waypoint.
    const facts = await page.textContent('#selection .route-facts');
    assert.match(facts, new RegExp(`waypoint ${route.next + 1} of ${route.waypoints}`));
    assert.match(facts, new RegExp(`step ${route.replanStep} \\(${route.replanReason}\\)`));
    assert.match(facts, new RegExp(`${route.expanded.toLocaleString('en-US')} lattice points expanded`));
    assert.match(
      await page.textContent('#selection .why'),
      new RegExp(`waypoint ${route.next + 1} of ${route.waypoints}`),
    );
    assert.deepEqual(pg.errors, []);
  });

  it('the routes overlay, ticked with a click, draws one leg for each agent that follows a route', async () => {
    const { page } = pg;
    await at('routes-maze.json', 100, -1, ['goals']);
    await page.click('#overlays input[data-overlay="routes"]');
    await settle(page);
    const following = await page.evaluate(
      () =>
        window.sidestep
          .state()
          .agents.map((_, i) => window.sidestep.sim.agent(i))
          .filter((a) => a.route && a.route.planner !== 'none' && a.route.waypoints > 0 && a.stop === 'moving').length,
    );
    assert.equal(following, 2);
    assert.equal((await page.evaluate(() => window.sidestep.drawnRoutes())).legs, following);
    await page.click('#overlays input[data-overlay="routes"]');
    await settle(page);
    assert.equal((await page.evaluate(() => window.sidestep.drawnRoutes())).legs, 0);
    assert.deepEqual(pg.errors, []);
  });

  it("the agent editor's route planner is a labelled select the keyboard changes: whiskers then gets out of the U", async () => {
    const { page } = pg;
    await at('routes-u-trap.json', 0, 0);
    const select = page.locator('#params select[data-field="planner"]');
    assert.equal(await select.getAttribute('aria-label'), 'Route planner');
    assert.equal(await select.inputValue(), 'none');
    await select.focus();
    await page.keyboard.press('ArrowDown'); // none -> grid
    await page.waitForFunction(() => window.sidestep.sim.agent(0).planner === 'grid');
    // Run it out: with the route it arrives, where without one it stayed in the U (the example says so).
    const stop = await page.evaluate(() => {
      window.sidestep.seek(1500);
      return window.sidestep.sim.agent(0).stop;
    });
    assert.equal(stop, 'reached');
    await page.evaluate(() => window.sidestep.undo());
    await page.waitForFunction(() => window.sidestep.sim.agent(0).planner === 'none');
    const without = await page.evaluate(() => {
      window.sidestep.seek(1500);
      return window.sidestep.sim.agent(0).stop;
    });
    assert.notEqual(without, 'reached');
    assert.deepEqual(pg.errors, []);
  });

  it('compare: the "routes" preset runs the same behaviour with no route, a grid route and an any-angle route', async () => {
    const { page } = pg;
    await at('routes-u-trap.json', 0, 0);
    await page.click('#compare-edit');
    await page.selectOption('#compare-presets', 'routes');
    assert.equal(await page.locator('#compare-variants .variant-row').count(), 3);
    await page.click('#compare-apply');
    await page.waitForFunction(() => document.body.dataset.compare === '1');
    const variants = await page.evaluate(() => window.sidestep.scenario().compare);
    assert.deepEqual(
      variants.map((v) => [v.planner, v.behavior]),
      [
        ['none', undefined],
        ['grid', undefined],
        ['any-angle', undefined],
      ],
    );
    assert.deepEqual(
      variants.map((v) => v.agents),
      [[0], [0], [0]],
    );
    await page.evaluate(() => window.sidestep.compare(null));
    assert.deepEqual(pg.errors, []);
  });

  it('an edit across the route: the agent plans again, the events list says so and why, and the filter shows those alone', async () => {
    const { page } = pg;
    const route = await at('routes-maze.json', 100, 0);
    assert.ok(route.next + 1 < route.waypoints - 1, 'a waypoint after the next one, before the goal');
    const before = await page.evaluate(() => window.sidestep.events({ kind: 'replanned' }).length);
    // Block the cell of the waypoint after the one it heads for: what is left of its route is blocked.
    const [x, y] = await page.evaluate(
      (k) => Array.from(window.sidestep.sim.routeWaypoints(0).slice(2 * k, 2 * k + 2)),
      route.next + 1,
    );
    await page.evaluate(([cx, cy]) => window.sidestep.setCell(cx, cy, true), [Math.floor(x), Math.floor(y)]);
    await page.evaluate(() => window.sidestep.step(1));
    const events = await page.evaluate(() => window.sidestep.events({ kind: 'replanned' }));
    const mine = events.slice(before).filter((e) => e.agent === 0);
    assert.deepEqual(
      mine.map((e) => e.reason),
      ['blocked'],
      'the whiskers agent planned once more, because the edit blocked its route',
    );
    const now = await page.evaluate(() => window.sidestep.sim.agent(0).route);
    assert.deepEqual([now.replanReason, now.replans], ['blocked', route.replans + 1]);
    // The list, filtered to route plans.
    await page.selectOption('#event-filter', 'route');
    await page.waitForSelector('#event-list li[data-event="replanned"]');
    const kinds = await page.$$eval('#event-list li', (rows) => rows.map((r) => r.dataset.event));
    assert.ok(kinds.length > 0 && kinds.every((k) => k === 'replanned'), kinds.join(', '));
    assert.match(await page.textContent('#event-list li[data-event="replanned"]'), /plans its route again \(blocked\)/);
    await page.selectOption('#event-filter', '');
    assert.deepEqual(pg.errors, []);
  });
});
