// Terrain in the page: the brush paints the ground through real pointer events (one stroke, one undo
// step), its edits live in the run's history and in links; the side view and the panel show the selected
// feelers agent's slope numbers as the core recorded them.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';

import { drag, openPlayground } from './browser.mjs';

const EXAMPLES = new URL('../../examples/', import.meta.url);
const blank = { version: 1, title: 'blank', world: { grid: Array(16).fill('.'.repeat(24)) }, agents: [] };

describe('terrain in the page', () => {
  let pg;
  before(async () => {
    pg = await openPlayground({ width: 1280, height: 800 });
  });
  after(async () => {
    await pg?.close();
  });

  const height = (x, y) => pg.page.evaluate(([a, b]) => window.sidestep.terrainHeight(a, b), [x, y]);

  it('the brush raises the ground where it is dragged and nowhere else; undo takes the stroke back', async () => {
    const { page } = pg;
    await page.evaluate((s) => window.sidestep.open(s), blank);
    await page.click('button[data-tool="terrain"]');
    // The brush's module is fetched when its tool is first picked: its options show once it is here.
    await page.waitForSelector('#terrain-bar', { state: 'visible', timeout: 10_000 });
    await page.click('#terrain-bar button[data-brush="raise"]');
    const flat = await page.evaluate(() => window.sidestep.hash());
    await drag(
      page,
      [
        [6, 8],
        [12, 8],
      ],
      { steps: 12 },
    );
    for (const x of [6, 8, 10, 12])
      assert.ok((await height(x, 8)) > 0.2, `raised under the stroke at x = ${x}: ${await height(x, 8)}`);
    assert.equal(await height(20, 8), 0, 'untouched far along');
    assert.equal(await height(9, 13), 0, 'untouched beyond the radius (2.5)');
    assert.notEqual(await page.evaluate(() => window.sidestep.hash()), flat);
    await page.click('#undo');
    assert.equal(await height(9, 8), 0, 'one stroke is one undo step');
    assert.equal(await page.evaluate(() => window.sidestep.hash()), flat);
    await page.click('#redo');
    assert.ok((await height(9, 8)) > 0.2);
  });

  it('lower digs, flatten levels toward the height where the stroke began', async () => {
    const { page } = pg;
    await page.click('#terrain-bar button[data-brush="lower"]');
    await drag(
      page,
      [
        [18, 4],
        [19, 4],
      ],
      { steps: 4 },
    );
    assert.ok((await height(18.5, 4)) < -0.2, `lowered: ${await height(18.5, 4)}`);
    const top = await height(9, 8);
    await page.click('#terrain-bar button[data-brush="flatten"]');
    await drag(
      page,
      [
        [20, 12],
        [9, 8],
      ],
      { steps: 20 },
    ); // begins on level ground (0): flattens toward 0
    assert.ok((await height(9, 8)) < top, `flattened toward 0: ${top} -> ${await height(9, 8)}`);
    assert.ok((await height(9, 8)) >= 0);
    await page.click('#terrain-bar button:text("Level all")');
    assert.equal(await height(18.5, 4), 0);
    assert.deepEqual(pg.errors, []);
  });

  it('strokes made during a run are part of its history: back before one shows the old ground, links keep it', async () => {
    const { page } = pg;
    await page.evaluate((s) => window.sidestep.open(s), {
      ...blank,
      agents: [{ name: 'f', behavior: 'feelers', start: [2, 8], goal: [22, 8] }],
    });
    await page.evaluate(() => window.sidestep.step(40));
    await page.click('button[data-tool="terrain"]');
    await page.click('#terrain-bar button[data-brush="raise"]');
    await drag(
      page,
      [
        [14, 8],
        [15, 8],
      ],
      { steps: 4 },
    );
    const raised = await height(14.5, 8);
    assert.ok(raised > 0);
    assert.deepEqual(await page.evaluate(() => window.sidestep.timeline().edits.slice(0, 1)), [40]);
    await page.evaluate(() => window.sidestep.step(60));
    const live = await page.evaluate(() => window.sidestep.hash());
    await page.evaluate(() => window.sidestep.seek(20));
    assert.equal(await height(14.5, 8), 0, 'before the stroke');
    await page.evaluate(() => window.sidestep.seek(100));
    assert.equal(await page.evaluate(() => window.sidestep.hash()), live, 'replayed exactly');
    const url = await page.evaluate(() => window.sidestep.shareUrl());
    await page.evaluate(() => window.sidestep.open({ version: 1, world: { grid: ['..'] } }));
    await page.evaluate((u) => window.sidestep.openLink(u), url);
    assert.equal(await page.evaluate(() => window.sidestep.hash()), live, 'the link reopens the same state');
    assert.equal(await height(14.5, 8), raised);
  });

  it("the side view and the panel show the selected feelers agent's slope numbers", async () => {
    const { page } = pg;
    await page.evaluate(
      (t) => {
        window.sidestep.open(t);
        window.sidestep.compare(null);
      },
      readFileSync(new URL('feelers-slope-hill.json', EXAMPLES), 'utf8'),
    );
    await page.click('button[data-tool="select"]');
    await page.evaluate(() => {
      window.sidestep.select('agent', 0);
      window.sidestep.step(160);
    });
    const slope = await page.evaluate(() => window.sidestep.slope(0));
    assert.equal(slope.sign, 1, 'climbing the hill: an incline');
    assert.equal(slope.kind, 'incline', 'the core names it');
    assert.ok(slope.dot < 0 && slope.offset > 0 && slope.compensate);
    assert.equal(slope.feelers[1].ground.length, 17, 'the selected agent is watched: its ground was sampled');
    // The side view's headline is the core's word and numbers (once the frame after the steps is drawn).
    const headline = `${slope.kind}: dot = −${Math.abs(slope.dot).toFixed(2)} → offset +${slope.offset.toFixed(2)} u`;
    await page.waitForFunction(
      (text) => window.sidestep.profile().shown && window.sidestep.profile().headline === text,
      headline,
    );
    // The panel redraws on the next animation frame.
    const expected = `incline: dot = −${Math.abs(slope.dot).toFixed(2)}`;
    await page.waitForFunction(
      (text) => (document.querySelector('#selection .why')?.textContent ?? '').includes(text),
      expected,
    );
    const why = await page.textContent('#selection .why');
    assert.match(why, /→ offset \+\d\.\d\d u/);
    assert.match(why, /only feelers sense heights/);
    // A circle's height in the panel is an edit like any other.
    await page.evaluate(() => window.sidestep.addCircle(20, 4, 1));
    await page.evaluate(() => window.sidestep.select('circle', 0));
    await page.waitForSelector('#params input[data-param="circleTall"]');
    assert.equal(await page.isChecked('#params input[data-param="circleTall"]'), true, 'tall by default');
    await page.uncheck('#params input[data-param="circleTall"]');
    await page.fill('#params input[data-param="circleHeight"]', '0.6');
    await page.press('#params input[data-param="circleHeight"]', 'Enter');
    assert.equal(await page.evaluate(() => window.sidestep.state().circles[0].height), 0.6000000238418579);
    // Any other behaviour over the relief: the panel says it keeps its 2D rules (the core's sentence).
    await page.evaluate(
      (t) => {
        window.sidestep.open(t);
        window.sidestep.compare(null);
      },
      readFileSync(new URL('feelers-slope-hill.json', EXAMPLES), 'utf8'),
    );
    await page.evaluate(() => {
      window.sidestep.addAgent({ name: 'w', behavior: 'whiskers', start: [3, 3], goal: [28, 3] });
      window.sidestep.select('agent', 1);
    });
    const notice = 'only feelers sense heights: whiskers keeps its 2D rules here';
    await page.waitForFunction(
      (text) => (document.querySelector('#selection .why')?.textContent ?? '').includes(text),
      notice,
    );
    assert.equal(await page.evaluate(() => window.sidestep.profile().shown), false, 'no side view for whiskers');
    // In the flat world nothing is sensed in 3D: no side view.
    await page.evaluate((s) => window.sidestep.open(s), {
      ...blank,
      agents: [{ name: 'f', behavior: 'feelers', start: [2, 8], goal: [22, 8] }],
    });
    await page.evaluate(() => {
      window.sidestep.select('agent', 0);
      window.sidestep.step(1);
    });
    assert.equal(await page.evaluate(() => window.sidestep.slope(0)), null);
    await page.waitForFunction(() => window.sidestep.profile().shown === false);
    assert.deepEqual(pg.errors, []);
  });

  it('the side view labels the wall with the height the core recorded, and shows it in each compare pane', async () => {
    const { page } = pg;
    const text = readFileSync(new URL('feelers-slope-low-wall.json', EXAMPLES), 'utf8');
    await page.evaluate((t) => {
      window.sidestep.open(t);
      window.sidestep.compare(null);
    }, text);
    await page.evaluate(() => {
      window.sidestep.select('agent', 0);
      window.sidestep.step(312);
    });
    const slope = await page.evaluate(() => window.sidestep.slope(0));
    assert.equal(slope.kind, 'decline');
    const wall = slope.feelers[1].obstacle;
    assert.equal(wall.kind, 'wall');
    assert.equal(
      wall.height,
      Math.fround(JSON.parse(text).world.wallHeight),
      "the wall's own height (a float), from the core",
    );
    await page.waitForFunction(
      (label) => window.sidestep.profile().obstacle === label,
      `wall ${wall.height.toFixed(2)} u high`,
    );
    // The file's compare set (slope on, slope off): each pane watches the selected agent, so each draws the
    // side view from its own run's records; the last pane drawn is slope off's, whose feelers stay level.
    await page.evaluate((t) => window.sidestep.open(t), text);
    await page.waitForFunction(() => document.body.dataset.compare === '1');
    await page.evaluate(() => {
      window.sidestep.select('agent', 0);
      window.sidestep.step(312);
    });
    await page.waitForFunction(
      () => window.sidestep.profile().shown && window.sidestep.profile().headline.includes('slope off'),
    );
    // (In a pane too narrow for the long form, the same numbers in fewer words.)
    assert.match(
      await page.evaluate(() => window.sidestep.profile().headline),
      /^decline: dot( =)? \+0\.\d\d → slope off(, −0\.\d\d u not applied| \(−0\.\d\d u\))$/,
    );
    assert.deepEqual(pg.errors, []);
  });
});
