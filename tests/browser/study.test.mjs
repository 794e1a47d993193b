// Studying a run with real clicks, keys and pointer moves: a compare of n-proxy with the P-step rule off
// and on (two panes, one clock, different outcomes, the measures' table), charts whose values are the
// core's and whose hover moves the timeline, the CSV export, and embed mode.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';

import { Sim } from '../../web/sim/sim.js';
import { SeriesSource } from '../../web/sim/series.js';
import { loadModule } from '../wasm/load.mjs';
import { openPlayground } from './browser.mjs';

const read = (name) => readFileSync(new URL(`../../examples/${name}.json`, import.meta.url), 'utf8');
const welcome = read('welcome');

let module;
/** Agent `agent`'s channel `name` over steps 0..steps of a fresh run in Node (the core without the page). */
function freshSeries(scenario, agent, name, steps) {
  const sim = new Sim(module);
  sim.loadScenario(scenario);
  sim.seek(steps);
  const source = new SeriesSource(module, sim);
  source.follow(agent);
  while (!source.sync(100000)) {
    /* all of it */
  }
  const c = source.channels.findIndex((x) => x.name === name);
  const values = [];
  for (let k = 0; k < source.count; k++) values.push(Number.isFinite(source.value(k, c)) ? source.value(k, c) : null);
  source.dispose();
  sim.dispose();
  return values;
}

function freshHash(scenario, steps) {
  const sim = new Sim(module);
  sim.loadScenario(scenario);
  sim.seek(steps);
  const h = sim.hash();
  sim.dispose();
  return h;
}

describe('studying a run', () => {
  let pg;
  before(async () => {
    module = await loadModule();
    pg = await openPlayground({ width: 1280, height: 800 });
  });
  after(async () => {
    await pg?.close();
  });

  it('compares n-proxy with the P-step rule off and on: two panes on one clock, different outcomes, the table', async () => {
    const { page } = pg;
    const scene = JSON.parse(read('nproxy-pstep'));
    scene.agents = [scene.agents[0]]; // one agent, P-step rule off in the file
    assert.equal(await page.evaluate((s) => window.sidestep.open(s), scene), true);
    await page.evaluate(() =>
      window.sidestep.compare([
        { label: 'P-step off', agents: 'all' },
        { label: 'P-step on', agents: [0], params: { stepTieBreak: true } },
      ]),
    );
    assert.equal(await page.locator('.compare-panes .pane').count(), 2);
    assert.deepEqual(await page.locator('.pane figcaption').allTextContents(), ['P-step off', 'P-step on']);
    await page.focus('#world');
    await page.click('#play');
    await page.waitForFunction(() => window.sidestep.timeline().step >= 60, null, { timeout: 20000 });
    await page.click('#play');
    const rows = await page.evaluate(() => window.sidestep.compareMeasures());
    assert.equal(rows.length, 2);
    assert.equal(rows[0].reached, 0, 'without the rule it halts short and paces');
    assert.equal(rows[1].reached, 1, 'with it, it walks in');
    assert.ok(rows[0].returns > 0);
    const step = await page.evaluate(() => window.sidestep.timeline().step);
    assert.ok(
      rows.every((r) => r.steps === step || (r.finished && r.steps < step)),
      'one clock: every pane at the step, or done before it',
    );
    // The table under the panes shows the core's numbers.
    await page.waitForFunction(() => document.querySelectorAll('#compare-table tbody tr').length === 2);
    const cells = await page
      .locator('#compare-table tbody tr')
      .evaluateAll((trs) => trs.map((tr) => tr.cells[1].textContent));
    assert.deepEqual(cells, ['0/1', '1/1']);
    // Back in time moves both panes: a key press.
    await page.keyboard.press('Home');
    const atZero = await page.evaluate(() => window.sidestep.compareMeasures().map((m) => m.steps));
    assert.deepEqual(atZero, [0, 0]);
    // The compare set is part of the scenario: a link keeps it.
    assert.equal((await page.evaluate(() => window.sidestep.scenario().compare)).length, 2);
    // Keys that would edit the scene are refused while the panes show copies of it.
    await page.evaluate(() => window.sidestep.select('agent', 0));
    await page.keyboard.press('Delete');
    assert.equal(
      (await page.evaluate(() => window.sidestep.state())).agents.length,
      1,
      'Delete in compare mode changes nothing',
    );
    await page.waitForFunction(() => /Edit the scene/.test(document.getElementById('toast').textContent));
    await page.evaluate(() => window.sidestep.compare(null));
    assert.equal(await page.locator('#compare').isHidden(), true);
    assert.deepEqual(pg.errors, []);
  });

  it("builds a compare set in the page's editor, and shows the core's error for a variant that does not fit", async () => {
    const { page } = pg;
    const scene = JSON.parse(read('nproxy-pstep'));
    assert.equal(await page.evaluate((s) => window.sidestep.open(s), scene), true);
    await page.evaluate(() => window.sidestep.select('agent', 0));
    await page.click('#compare-edit');
    await page.selectOption('#compare-presets', 'pstep');
    assert.equal(await page.locator('#compare-variants .variant-row').count(), 2);
    // A bad variant first: whiskers for a grid agent.
    await page.locator('#compare-variants .variant-row').nth(1).locator('select').nth(1).selectOption('whiskers');
    await page.click('#compare-apply');
    await page.waitForFunction(() => document.querySelectorAll('#compare-editor-errors li').length > 0);
    assert.match(
      await page.textContent('#compare-editor-errors'),
      /compare\[1\]\.behavior: whiskers is a continuous behaviour and agent 0 is a grid agent/,
    );
    assert.equal(await page.locator('#compare-editor').isVisible(), true, 'the editor stays open with the error');
    await page.locator('#compare-variants .variant-row').nth(1).locator('select').nth(1).selectOption('');
    await page
      .locator('#compare-variants .variant-row')
      .nth(1)
      .locator('input[aria-label^="A setting"]')
      .fill('stepTieBreak');
    await page
      .locator('#compare-variants .variant-row')
      .nth(1)
      .locator('input[aria-label="The setting\'s value"]')
      .fill('true');
    await page.click('#compare-apply');
    await page.waitForFunction(() => document.body.dataset.compare === '1');
    assert.equal(await page.locator('.compare-panes .pane').count(), 2);
    assert.deepEqual(
      (await page.evaluate(() => window.sidestep.scenario().compare)).map((v) => v.params),
      [{ stepTieBreak: false }, { stepTieBreak: true }],
    );
    await page.evaluate(() => window.sidestep.compare(null));
    assert.deepEqual(pg.errors, []);
  });

  it('a preset with no agent selected changes only the agents of the kind it needs (welcome: ORCA for the continuous ones)', async () => {
    const { page } = pg;
    assert.equal(await page.evaluate((s) => window.sidestep.open(s), welcome), true);
    await page.evaluate(() => window.sidestep.select(null));
    const continuous = await page.evaluate(() =>
      window.sidestep
        .state()
        .agents.map((a, i) => [a.kind, i])
        .filter(([k]) => k === 'continuous')
        .map(([, i]) => i),
    );
    assert.ok(
      continuous.length > 0 && continuous.length < JSON.parse(welcome).agents.length,
      'welcome mixes grid and continuous agents',
    );
    await page.click('#compare-edit');
    await page.selectOption('#compare-presets', 'avoid');
    await page.click('#compare-apply');
    await page.waitForFunction(() => document.body.dataset.compare === '1');
    assert.deepEqual(
      (await page.evaluate(() => window.sidestep.scenario().compare)).map((v) => v.agents),
      [continuous, continuous],
    );
    await page.evaluate(() => window.sidestep.compare(null));
    // A grid preset with a continuous agent selected says why it cannot apply, and changes nothing.
    await page.evaluate((i) => window.sidestep.select('agent', i), continuous[0]);
    await page.click('#compare-edit');
    const rows = await page.locator('#compare-variants .variant-row').count();
    await page.selectOption('#compare-presets', 'p37');
    assert.match(await page.textContent('#compare-editor-errors'), /needs an nproxy agent: the selected agent is not/);
    assert.equal(await page.locator('#compare-variants .variant-row').count(), rows);
    await page.click('#compare-editor-cancel');
    assert.deepEqual(pg.errors, []);
  });

  it('drops a compare set that an edit made unfit (an agent it names removed), so no link is written it could not open', async () => {
    const { page } = pg;
    assert.equal(await page.evaluate((s) => window.sidestep.open(s), welcome), true);
    await page.evaluate(() =>
      window.sidestep.compare([
        { label: 'as is', agents: 'all' },
        { label: 'pacer as nproxy', agents: [3], behavior: 'nproxy' },
      ]),
    );
    await page.evaluate(() => window.sidestep.compare(null) && 0); // leave and come back: the set stays in the scene
    await page.evaluate(() =>
      window.sidestep.compare([
        { label: 'as is', agents: 'all' },
        { label: 'pacer as nproxy', agents: [3], behavior: 'nproxy' },
      ]),
    );
    await page.click('#compare-toggle'); // back to editing the scene
    await page.evaluate(() => window.sidestep.removeAgent(3));
    const link = await page.evaluate(() => window.sidestep.shareUrl());
    assert.equal(await page.evaluate(() => window.sidestep.scenario().compare), undefined, 'the unfit set is gone');
    await page.waitForFunction(() => /compare set no longer fits/.test(document.getElementById('toast').textContent));
    const errors = await page.evaluate(
      async (l) =>
        window.sidestep.sim.validateScenario(await (await import('./sim/link.js')).decodeLink(new URL(l).hash)),
      link,
    );
    assert.deepEqual(errors, [], 'the link the page writes is one it opens');
  });

  it("draws the selected agent's charts from the core; hovering a chart moves the timeline and leaving returns", async () => {
    const { page } = pg;
    assert.equal(await page.evaluate((s) => window.sidestep.open(s), welcome), true);
    await page.evaluate(() => {
      window.sidestep.select('agent', 0);
      window.sidestep.step(300);
    });
    await page.click('#charts-toggle');
    await page.waitForFunction(() => !document.getElementById('charts').hidden);
    // The values are the core's: the page's series equals a fresh run's in Node.
    const speed = await page.evaluate(() => window.sidestep.series(0, 'speed'));
    assert.equal(speed.length, 301);
    assert.deepEqual(speed, freshSeries(welcome, 0, 'speed', 300));
    const collisions = await page.evaluate(() => window.sidestep.series(null, 'collisions'));
    const state = await page.evaluate(() => window.sidestep.state());
    assert.equal(
      collisions[300],
      state.agents.reduce((n, a) => n + a.collisions, 0),
      "the run tally is the measures' count",
    );
    // Something is drawn: the speed chart's line (the accent colour) is on the canvas.
    await page.waitForTimeout(300);
    const painted = await page.evaluate(() => {
      const c = document.getElementById('chart-canvas');
      const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
      let n = 0;
      for (let i = 0; i < d.length; i += 4) if (d[i] === 0x38 && d[i + 1] === 0xbd && d[i + 2] === 0xf8) n++;
      return n;
    });
    assert.ok(painted > 50, `the line is drawn (${painted} pixels)`);
    // And drawn where the values say: at steps where the speed differs, the line's pixel is at that value's height.
    const geometry = (await page.evaluate(() => window.sidestep.chartGeometry())).find((g) => g.name === 'speed');
    const line = await page.evaluate(
      ({ g, steps, values }) => {
        const c = document.getElementById('chart-canvas');
        const k = c.width / c.getBoundingClientRect().width;
        const ctx = c.getContext('2d');
        return steps.map((s, i) => {
          const x = Math.round((g.left + s * g.kx) * k),
            y = Math.round((g.bottom - (values[i] - g.y0) * g.ky) * k);
          const d = ctx.getImageData(x - 1, y - 3, 3, 7).data; // a small window round the expected point
          let best = Infinity;
          for (let p = 0; p < d.length; p += 4)
            best = Math.min(best, Math.abs(d[p] - 0x38) + Math.abs(d[p + 1] - 0xbd) + Math.abs(d[p + 2] - 0xf8));
          return best;
        });
      },
      { g: geometry, steps: [40, 120, 200, 280], values: [speed[40], speed[120], speed[200], speed[280]] },
    );
    for (const [k, d] of line.entries())
      assert.ok(d < 60, `the speed line passes through its value at the ${k}th sampled step (colour distance ${d})`);
    // Hover the middle of the first chart: the timeline goes there; leaving returns to step 300.
    const box = await page.locator('#chart-canvas').boundingBox();
    const chartLeft = box.x + 46,
      chartRight = box.x + 210 - 6; // the first chart's plot (chart.js GUTTER)
    await page.mouse.move(box.x + 20, box.y + 40);
    await page.mouse.move((chartLeft + chartRight) / 2, box.y + 50, { steps: 4 });
    const hovered = await page.evaluate(() => window.sidestep.timeline().step);
    assert.ok(hovered > 100 && hovered < 200, `hovering the middle shows a step near 150, got ${hovered}`);
    assert.equal(
      await page.evaluate(() => window.sidestep.hash()),
      freshHash(welcome, hovered),
      'the previewed step is exact',
    );
    await page.mouse.move(box.x + box.width / 2, box.y - 60); // away (onto the timeline bar)
    assert.equal(
      await page.evaluate(() => window.sidestep.timeline().step),
      300,
      'leaving the chart returns to where it was',
    );
    // A click keeps the step.
    await page.mouse.click(chartLeft + (chartRight - chartLeft) * 0.25, box.y + 50);
    const clicked = await page.evaluate(() => window.sidestep.timeline().step);
    assert.ok(clicked > 40 && clicked < 110, `a click a quarter along lands near step 75, got ${clicked}`);
    await page.mouse.move(box.x + box.width / 2, box.y - 60);
    assert.equal(await page.evaluate(() => window.sidestep.timeline().step), clicked);
    assert.deepEqual(pg.errors, []);
  });

  it("exports the series as CSV, a row per step with the core's values", async () => {
    const { page } = pg;
    const csv = await page.evaluate(() => window.sidestep.exportCsv());
    const lines = csv.trim().split('\n');
    const frontier = await page.evaluate(() => window.sidestep.timeline().frontier);
    assert.equal(lines.length, frontier + 2, 'a header and steps 0..frontier');
    const head = lines[0].split(',');
    assert.equal(head[0], 'step');
    const speedColumn = head.findIndex((h) => h.endsWith('speed (u/s)'));
    assert.ok(speedColumn > 0, lines[0]);
    const speed = await page.evaluate(() => window.sidestep.series(0, 'speed'));
    for (const k of [1, 100, 250])
      assert.ok(Math.abs(Number(lines[k + 1].split(',')[speedColumn]) - speed[k]) < 1e-4, `step ${k}`);
    assert.ok(head.includes('collisions') && head.includes('arrivals'));
  });

  it("embed mode renders a link's scene with only the canvas, back / step / play and the caption", async () => {
    const { page } = pg;
    await page.evaluate((s) => window.sidestep.open(s), welcome);
    await page.evaluate(() => window.sidestep.step(120));
    const link = await page.evaluate(() => window.sidestep.shareUrl());
    const hash = await page.evaluate(() => window.sidestep.hash());
    const saved = await page.evaluate(() => {
      window.dispatchEvent(new Event('pagehide'));
      return localStorage.getItem('sidestep.autosave.v1');
    });
    const url = new URL(link);
    await page.goto(`${url.origin}${url.pathname}?embed=1${url.hash}`);
    await page.waitForSelector('body[data-ready="1"]');
    assert.equal(await page.evaluate(() => window.sidestep.hash()), hash, "the link's scene, at its step");
    for (const hidden of ['#panel', '#tools', '#share', '#charts-toggle'])
      assert.equal(await page.locator(hidden).isVisible(), false, hidden);
    for (const shown of ['#play', '#step', '#back', '#caption', '#world'])
      assert.equal(await page.locator(shown).isVisible(), true, shown);
    assert.equal(await page.locator('#caption-title').textContent(), JSON.parse(welcome).title);
    await page.click('#step');
    assert.equal(await page.evaluate(() => window.sidestep.timeline().step), 121);
    await page.click('#back');
    await page.click('#back');
    assert.equal(await page.evaluate(() => window.sidestep.timeline().step), 119);
    // It looks but does not edit, and leaves the visitor's autosave alone.
    const box = await page.locator('#world').boundingBox();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 80, box.y + box.height / 2 + 40, { steps: 4 });
    await page.mouse.up();
    assert.equal(await page.evaluate(() => window.sidestep.timeline().edits.length), 0);
    // Nor by keys: select an agent (a click), then Delete, Ctrl+Z and a tool key.
    const agents = (await page.evaluate(() => window.sidestep.state())).agents.length;
    const before = await page.evaluate(() => window.sidestep.hash());
    const [ax, ay] = await page.evaluate(() => {
      const a = window.sidestep.state().agents[0];
      return window.sidestep.worldToClient(a.position[0], a.position[1]);
    });
    await page.mouse.click(ax, ay);
    assert.deepEqual(await page.evaluate(() => window.sidestep.selected()), { type: 'agent', index: 0 });
    await page.keyboard.press('Delete');
    await page.keyboard.press('Control+z');
    await page.keyboard.press('2');
    assert.equal((await page.evaluate(() => window.sidestep.state())).agents.length, agents);
    assert.equal(await page.evaluate(() => window.sidestep.hash()), before, 'no key changed the scene');
    await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
    assert.equal(await page.evaluate(() => localStorage.getItem('sidestep.autosave.v1')), saved);
    assert.match(await page.locator('#open-full').getAttribute('href'), /#s=/);
    assert.deepEqual(pg.errors, []);
  });
});
