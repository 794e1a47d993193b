// The script editor in compare mode, with real keys and clicks, on examples/script-whiskers.json (its compare
// set: the built-in whiskers and the script, side by side). Apply re-lays the panes as they were (and as a
// fresh link lays them); the status line stops saying "Applied" once the code is changed again; Ctrl+Z works
// as the toolbar's Undo does, and after Apply and Undo (either) the scripted pane runs the old code again, its
// hash at a step the hash a fresh load of the scene gives there, after Reset too; a pane's script agent,
// selected, offers its script's Edit button. Its show() values are chart series equal to the core's records.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

import { openPlayground } from './browser.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const EXAMPLE = JSON.parse(readFileSync(`${ROOT}examples/script-whiskers.json`, 'utf8'));
const SOURCE = EXAMPLE.scripts.whiskers;
const L_LINE = SOURCE.split('\n').findIndex((l) => l.includes('const L = agent.params.rayLength ?? 5')) + 1;
const [BUILT_IN, SCRIPTED] = EXAMPLE.compare.map((v) => v.label);
const N = 30;

const scriptText = (page) =>
  page.evaluate(() => JSON.parse(window.sidestep.sim.module.scriptSources(window.sidestep.sim.world)).whiskers);

/** The panel's Run section in compare mode: { step, 'hash · LABEL': ... } as shown. */
const stats = (page) =>
  page
    .locator('#stats')
    .evaluate((dl) =>
      Object.fromEntries(
        [...dl.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling.textContent]),
      ),
    );

/** Keys to step N with the keys (Home, then Shift+→ steps ten): the panes' hashes as the panel shows them there. */
async function hashesAt(page, n) {
  await page.evaluate(() => document.activeElement?.blur());
  await page.keyboard.press('Home');
  for (let k = 0; k < n / 10; k++) await page.keyboard.press('Shift+ArrowRight');
  await page.waitForFunction(
    (s) =>
      [...document.querySelectorAll('#stats dt')].some(
        (dt) => dt.textContent === 'step' && dt.nextElementSibling.textContent.startsWith(`${s} / `),
      ),
    n,
    { timeout: 10000 },
  );
  const s = await stats(page);
  return { builtIn: s[`hash · ${BUILT_IN}`], scripted: s[`hash · ${SCRIPTED}`] };
}

/** The panes' grid and where each pane's figure sits. */
const layout = (page) =>
  page.evaluate(() => {
    const panes = document.getElementById('compare-panes');
    return {
      columns: panes.style.gridTemplateColumns,
      rows: panes.style.gridTemplateRows,
      figures: [...panes.querySelectorAll('figure.pane:not([hidden])')].map((f) => {
        const b = f.getBoundingClientRect();
        return [Math.round(b.left), Math.round(b.top), Math.round(b.width), Math.round(b.height)];
      }),
    };
  });

async function openExample(page) {
  await page.waitForFunction(() => document.querySelectorAll('#examples option').length > 5);
  await page.selectOption('#examples', 'script-whiskers.json');
  await page.waitForFunction(
    () =>
      window.sidestep.sim.agent(0)?.behavior === 'script' &&
      document.body.dataset.compare === '1' &&
      document.querySelectorAll('#compare-panes figure.pane').length === 2,
    null,
    { timeout: 20000 },
  );
  await page.evaluate(() => window.sidestep.pause());
}

/** Goes to line L_LINE of the editor's code and puts `text` in place of it (or, with `after`, below it). */
async function typeAtRayLine(page, text, { below = false } = {}) {
  await page.locator('.script-code .cm-content').click();
  await page.keyboard.press('Control+Home');
  for (let k = 1; k < L_LINE; k++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('End');
  if (below) await page.keyboard.press('Enter');
  else await page.keyboard.press('Shift+Home');
  await page.keyboard.type(text);
}

describe('the script editor in compare mode', () => {
  let pg, page;
  const fresh = {};
  before(async () => {
    pg = await openPlayground({ width: 1280, height: 800 });
    page = pg.page;
    await openExample(page);
    fresh.layout = await layout(page);
    fresh.hashes = await hashesAt(page, N);
  });
  after(async () => {
    await pg?.close();
  });

  it('Apply (E, then Ctrl+Enter) keeps the panes laid out as a fresh link lays them', async () => {
    assert.equal(fresh.layout.figures.length, 2);
    assert.equal(
      fresh.layout.figures[0][1],
      fresh.layout.figures[1][1],
      `a fresh link lays the panes side by side: ${JSON.stringify(fresh.layout)}`,
    );
    await page.evaluate(() => document.activeElement?.blur());
    await page.keyboard.press('e');
    await page.waitForSelector('.script-editor:not([hidden]) .cm-content');
    assert.equal(await page.locator('.script-tab[aria-selected="true"]').innerText(), 'whiskers');
    // The editor takes the panel's column beside the stage: the panes as laid out in the room left, before Apply.
    await page.waitForTimeout(100);
    const beside = await layout(page);
    assert.equal(beside.figures[0][1], beside.figures[1][1], `still side by side: ${JSON.stringify(beside)}`);
    await typeAtRayLine(page, 'const L = 3, maxSteer = 60, maxBrake = 10;');
    await page.keyboard.press('Control+Enter');
    await page.waitForFunction(() => /runs as shown/.test(document.querySelector('.script-status').textContent));
    assert.ok((await scriptText(page)).includes('const L = 3'));
    await page.waitForFunction(
      () =>
        document.body.dataset.compare === '1' && document.querySelectorAll('#compare-panes figure.pane').length === 2,
    );
    await page.waitForTimeout(100); // a frame: any re-layout the resize observer would make
    assert.deepEqual(await layout(page), beside, 'the panes as they were before Apply');
  });

  it('the status line stops saying "Applied" once the code changes again, and says the syntax error the header marks', async () => {
    assert.match(await page.locator('.script-messages').innerText(), /^Applied: /);
    await typeAtRayLine(page, 'const = 5;', { below: true });
    await page.waitForFunction(() => document.querySelector('.script-code .cm-lint-marker-error'));
    await page.waitForFunction(() => /syntax error at line/.test(document.querySelector('.script-status').textContent));
    const status = await page.locator('.script-status').innerText();
    assert.match(status, /changed: differs from what runs/);
    assert.match(status, new RegExp(`syntax error at line ${L_LINE + 1}`));
    assert.doesNotMatch(await page.locator('.script-messages').innerText(), /Applied/);
    // The editor's own undo takes the line out again.
    for (let k = 0; k < 3 && !/runs as shown/.test(await page.locator('.script-status').innerText()); k++)
      await page.keyboard.press('Control+z');
    await page.waitForFunction(() => /^runs as shown$/.test(document.querySelector('.script-status').textContent));
    await page.keyboard.press('Escape');
    await page.waitForSelector('.script-editor', { state: 'hidden' });
  });

  it("Ctrl+Z undoes Apply in compare mode: the old code, and the scripted pane runs it again (its hash as a fresh load's, after Reset too)", async () => {
    const changed = await hashesAt(page, N);
    assert.notEqual(changed.scripted, fresh.hashes.scripted, 'the new code runs in the scripted pane');
    await page.evaluate(() => document.activeElement?.blur());
    await page.keyboard.press('Control+z');
    await page.waitForFunction(
      () =>
        JSON.parse(window.sidestep.sim.module.scriptSources(window.sidestep.sim.world)).whiskers.includes(
          'rayLength ?? 5',
        ),
      null,
      { timeout: 5000 },
    );
    assert.equal(await scriptText(page), SOURCE);
    assert.deepEqual(await hashesAt(page, N), fresh.hashes, 'the panes run the scene undone');
    await page.keyboard.press('r'); // Reset
    assert.deepEqual(await hashesAt(page, N), fresh.hashes, 'after Reset');
    assert.deepEqual(await layout(page), fresh.layout);
    assert.deepEqual(pg.errors, []);
  });

  it("so does the toolbar's Undo, and Ctrl+Shift+Z brings the applied code back to the panes", async () => {
    await page.keyboard.press('e');
    await page.waitForSelector('.script-editor:not([hidden]) .cm-content');
    await typeAtRayLine(page, 'const L = 2, maxSteer = 60, maxBrake = 10;');
    await page.keyboard.press('Control+Enter');
    await page.waitForFunction(() => /runs as shown/.test(document.querySelector('.script-status').textContent));
    await page.keyboard.press('Escape');
    const applied = await hashesAt(page, N);
    assert.notEqual(applied.scripted, fresh.hashes.scripted);
    await page.click('#undo');
    await page.waitForFunction(() =>
      JSON.parse(window.sidestep.sim.module.scriptSources(window.sidestep.sim.world)).whiskers.includes(
        'rayLength ?? 5',
      ),
    );
    assert.deepEqual(await hashesAt(page, N), fresh.hashes);
    await page.evaluate(() => document.activeElement?.blur());
    await page.keyboard.press('Control+Shift+z');
    await page.waitForFunction(() =>
      JSON.parse(window.sidestep.sim.module.scriptSources(window.sidestep.sim.world)).whiskers.includes('const L = 2'),
    );
    assert.deepEqual(await hashesAt(page, N), applied, 'redo: the applied code runs in the pane again');
    assert.deepEqual(pg.errors, []);
  });

  it("a pane's script agent, selected with the keys, offers its script's Edit button, which opens the editor on it", async () => {
    await page.evaluate(() => document.activeElement?.blur());
    await page.keyboard.press('Escape'); // no selection: N then selects the first agent (the one both variants change)
    await page.keyboard.press('n');
    assert.deepEqual(await page.evaluate(() => window.sidestep.selected()), { type: 'agent', index: 0 });
    await page.waitForSelector('#selection button[data-action="edit-script"]', { timeout: 5000 });
    assert.match(
      await page.locator('#selection .compare-scripts').innerText(),
      new RegExp(`runs scripts\\.whiskers in "${SCRIPTED}"`),
    );
    await page.click('#selection button[data-action="edit-script"]');
    await page.waitForSelector('.script-editor:not([hidden]) .cm-content');
    assert.equal(await page.locator('.script-tab[aria-selected="true"]').innerText(), 'whiskers');
    await page.keyboard.press('Escape');
    await page.waitForSelector('.script-editor', { state: 'hidden' });
    await page.evaluate(() => document.activeElement?.blur());
    await page.keyboard.press('n'); // the seek agent: no script, no button
    assert.deepEqual(await page.evaluate(() => window.sidestep.selected()), { type: 'agent', index: 1 });
    await page.waitForFunction(() => !document.querySelector('#selection button[data-action="edit-script"]'));
  });
});

describe("a script's show() values in the charts", () => {
  let pg, page;
  before(async () => {
    pg = await openPlayground({ width: 1280, height: 800 });
    page = pg.page;
    await openExample(page);
  });
  after(async () => {
    await pg?.close();
  });

  it("each name shown is a chart series whose value at a step is the core's record of that step, in each pane and in the scene", async () => {
    await page.evaluate(() => document.activeElement?.blur());
    await page.keyboard.press('Escape');
    await page.keyboard.press('n'); // the first agent
    await page.keyboard.press('c');
    await page.waitForSelector('#charts:not([hidden])');
    for (let k = 0; k < 5; k++) await page.keyboard.press('Shift+ArrowRight');
    // The drawer charts show T (a chart of that name, drawn once the scripted pane has shown it).
    await page.waitForFunction(() => window.sidestep.chartGeometry().some((c) => c.name === 'show:T'), null, {
      timeout: 10000,
    });
    const perPane = await page.evaluate(() => window.sidestep.series(0, 'show:T'));
    assert.deepEqual(Object.keys(perPane), [BUILT_IN, SCRIPTED]);
    assert.ok(
      perPane[BUILT_IN].every((v) => v === null),
      'the built-in agent shows nothing',
    );
    assert.ok(
      perPane[SCRIPTED].every((v) => typeof v === 'number'),
      'the script shows T at every step',
    );
    // In the scene itself: the series against the record the panel reads, step by step.
    await page.click('#compare-toggle'); // "Edit the scene"
    await page.waitForFunction(() => !document.body.dataset.compare);
    const check = await page.evaluate(async () => {
      const { sim } = window.sidestep;
      window.sidestep.pause();
      sim.seek(0);
      sim.step(400);
      const series = await window.sidestep.series(0, 'show:T');
      const out = [];
      for (const s of [0, 37, 150, 233, 399]) {
        sim.seek(s);
        sim.decide();
        const shown = sim.module.scriptRecord(sim.world, 0).shown.find(([n]) => n === 'T');
        out.push({ step: s, series: series[s], record: shown ? shown[1] : null });
      }
      return { out, length: series.length, hits: series.filter((v) => v > 0).length };
    });
    assert.equal(check.length, 401);
    assert.ok(check.hits > 10, `the whiskers see something on the way (${check.hits} steps with T > 0)`);
    for (const { step, series, record } of check.out) assert.equal(series, record, `step ${step}`);
    assert.deepEqual(
      perPane[SCRIPTED].slice(0, 21),
      (await page.evaluate(() => window.sidestep.series(0, 'show:T'))).slice(0, 21),
      "the scripted pane's series is the scene's",
    );
    assert.deepEqual(pg.errors, []);
  });

  it('a name replaced by another going back (as many names as before) gets its own chart', async () => {
    // From step 10 the script shows "east" or "west" by its goal: moving the goal at step 5 replaces one name
    // by the other while the number of names stays two.
    const source = `function steer(agent, world) {
  world.show('speed', Math.hypot(agent.vx, agent.vy));
  if (agent.step >= 10) world.show(agent.goalX > 10 ? 'east' : 'west', agent.step);
  return { x: agent.goalX - agent.x, y: agent.goalY - agent.y };
}`;
    const scene = {
      version: 1,
      title: 'names',
      world: { grid: Array(10).fill('.'.repeat(20)) },
      scripts: { sides: source },
      agents: [{ name: 's', behavior: 'script', script: 'sides', start: [10, 5], goal: [18, 5] }],
    };
    const names = () =>
      page.evaluate(() =>
        window.sidestep
          .chartGeometry()
          .map((c) => c.name)
          .filter((n) => n.startsWith('show:'))
          .sort(),
      );
    await page.evaluate(async (s) => {
      await window.sidestep.open(s);
      window.sidestep.select('agent', 0);
      window.sidestep.charts(true);
      window.sidestep.step(30);
    }, scene);
    await page.waitForFunction(() => window.sidestep.chartGeometry().some((c) => c.name === 'show:east'), null, {
      timeout: 10000,
    });
    assert.deepEqual(await names(), ['show:east', 'show:speed']);
    await page.evaluate(() => {
      window.sidestep.seek(5);
      window.sidestep.setGoal(0, 2, 5);
      window.sidestep.step(25);
    });
    await page.waitForFunction(() => window.sidestep.chartGeometry().some((c) => c.name === 'show:west'), null, {
      timeout: 10000,
    });
    assert.deepEqual(await names(), ['show:speed', 'show:west']);
    assert.deepEqual(pg.errors, []);
  });
});
