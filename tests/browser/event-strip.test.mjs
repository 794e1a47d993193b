// The events' strip and list read the core's record as it grows, not the whole record again at each refresh
// (ui/events.js, issue 42: a big crowd adds thousands of events a step): the strip has a tick in a lane's column
// exactly where the record has an event of that lane's group, the filtered count is the record's, and both are
// read again from the first event when the run's past changes (an edit at an earlier step).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';

import { openPlayground } from './browser.mjs';

const scene = readFileSync(new URL('../../examples/collisions-counted.json', import.meta.url), 'utf8');

/** The lanes of the strip, top to bottom, and the core's event kinds in each (ui/event-groups.js's groups). */
const LANES = [
  ['collisionBegin', 'collisionEnd'],
  ['contactBegin', 'contactEnd'],
  ['return'],
  ['reached', 'stop'],
  ['lap'],
  ['replanned'],
];

/** Waits until the panel has read the record as it is now (its past, its events and its steps computed), then
 *  reads the strip: the columns with a tick in each lane, and the columns the record's events say. */
async function strip(page) {
  await page.waitForFunction(() => {
    const { sim } = window.sidestep;
    const read = `${sim.timeline.pastId()}:${sim.eventCount}:${sim.frontier}`;
    return document.getElementById('event-summary').dataset.read === read;
  });
  return page.evaluate((lanes) => {
    const canvas = document.getElementById('event-strip');
    const { width, height } = canvas;
    const pixels = canvas.getContext('2d').getImageData(0, 0, width, height).data;
    const lane = height / lanes.length;
    const { step, frontier } = window.sidestep.timeline();
    const span = Math.max(frontier, step, 1);
    const shown = lanes.map((_, g) => {
      const y = Math.floor(g * lane);
      const xs = [];
      for (let x = 0; x < width; x++) if (pixels[(y * width + x) * 4 + 3] > 0) xs.push(x);
      return xs;
    });
    const said = lanes.map(() => new Set());
    for (const e of window.sidestep.events()) {
      const g = lanes.findIndex((kinds) => kinds.includes(e.event));
      if (g >= 0) said[g].add(Math.min(width - 1, Math.floor((e.step / span) * (width - 1))));
    }
    return { width, shown, said: said.map((s) => [...s].sort((a, b) => a - b)) };
  }, LANES);
}

/** Waits until the events list's summary starts with the count n (the locale's group separators and isolation
 *  marks left out). */
function summaryCounts(page, n) {
  return page.waitForFunction(
    (k) =>
      document
        .getElementById('event-summary')
        .textContent.replace(/[,\u2068\u2069]/g, '')
        .startsWith(`${k} `),
    n,
  );
}

describe('the events panel follows the core record as it grows', () => {
  let pg;
  before(async () => {
    pg = await openPlayground({ width: 1280, height: 800 });
  });
  after(async () => {
    await pg?.close();
  });

  it('ticks and the filtered count are the record, after a run and after an edit at an earlier step', async () => {
    const { page } = pg;
    assert.equal(await page.evaluate((s) => window.sidestep.open(s), scene), true);
    await page.locator('.events').scrollIntoViewIfNeeded();
    // Played in the page, so the panel refreshes many times while the record grows.
    await page.selectOption('#speed', '0');
    await page.evaluate(() => window.sidestep.play());
    await page.waitForFunction(() => !window.sidestep.playing, null, { timeout: 60000 });
    const first = await strip(page);
    assert.ok(first.width > 100, `the strip is ${first.width} px wide`);
    assert.ok(first.said[0].length > 0 && first.said[3].length > 0, 'the run has collisions and arrivals');
    assert.deepEqual(first.shown, first.said);

    // The filter's count is the record's.
    await page.selectOption('#event-filter', 'collision');
    const collisions = await page.evaluate(
      () => window.sidestep.events().filter((e) => e.event.startsWith('collision')).length,
    );
    await summaryCounts(page, collisions);
    await page.selectOption('#event-filter', '');

    // An edit at an earlier step changes the past from there; the run computed again in the same call (no
    // refresh between), so the panel sees a record as long or longer whose events differ.
    const before = await page.evaluate(() => window.sidestep.events().length);
    await page.evaluate(() => {
      window.sidestep.seek(40);
      window.sidestep.setGoal(0, 22.5, 1.2); // agent 0 heads for agent 1's goal: other collisions, other arrivals
      window.sidestep.step(1e6);
    });
    const edited = await strip(page);
    assert.deepEqual(edited.shown, edited.said);
    assert.notDeepEqual(edited.said, first.said, 'the edit changed the record');
    const now = await page.evaluate(() => window.sidestep.events().length);
    await summaryCounts(page, now);
    assert.ok(now > 0 && before > 0);
    assert.deepEqual(pg.errors, []);
  });
});
