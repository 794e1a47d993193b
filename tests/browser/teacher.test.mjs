// The page as a teacher uses it, with real mouse, keyboard and touch input: nothing is lost (My scenes
// survive a reload, an edited scene is kept before another replaces it), everything is editable through
// the panel with the core's errors, keys work whatever control was used last, Tab cycles agents, painting
// follows the tool (a wall continued from its end keeps its corner; line and rectangle modes), and the
// toolbar does not move when Play is pressed.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';

import { drag, openPlayground } from './browser.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CLI = `${ROOT}build/native/sidestep`;
const welcome = readFileSync(new URL('../../examples/welcome.json', import.meta.url), 'utf8');
const open = (page, scenario) => page.evaluate((s) => window.sidestep.open(s), scenario);
const empty = (w, h) => ({ version: 1, world: { grid: Array(h).fill('.'.repeat(w)) }, agents: [] });
const blocked = (page) => page.evaluate(() => window.sidestep.scenario().world.grid.join('\n'));

describe("a teacher's page", () => {
  let pg;
  before(async () => {
    pg = await openPlayground({ width: 1280, height: 800 });
  });
  after(async () => {
    await pg?.close();
  });

  it('continues a wall from its end without erasing the corner: strokes follow the tool', async () => {
    const { page } = pg;
    assert.equal(await open(page, empty(20, 12)), true);
    await page.keyboard.press('2'); // Walls
    await drag(page, [
      [3.5, 2.5],
      [3.5, 8.5],
    ]); // down
    await drag(page, [
      [3.5, 8.5],
      [10.5, 8.5],
    ]); // from its end, along: starts on a blocked cell
    const rows = (await blocked(page)).split('\n');
    for (let y = 2; y <= 8; y++) assert.equal(rows[y][3], '@', `the first stroke's cell (3, ${y}) stays`);
    for (let x = 3; x <= 10; x++) assert.equal(rows[8][x], '@', `the second stroke's cell (${x}, 8)`);
    // Erase erases whatever the first cell was; a right-drag with Walls erases too.
    await page.keyboard.press('3');
    await drag(page, [
      [5.5, 8.5],
      [7.5, 8.5],
    ]);
    assert.equal((await blocked(page)).split('\n')[8].slice(5, 8), '...');
  });

  it('draws a line and a rectangle with a wider brush, each one undo step', async () => {
    const { page } = pg;
    assert.equal(await open(page, empty(20, 12)), true);
    await page.keyboard.press('2');
    await page.click('#paint-modes button[data-mode="rect"]');
    await page.selectOption('#brush-size', '1');
    await drag(page, [
      [2.5, 2.5],
      [9.5, 7.5],
    ]);
    let rows = (await blocked(page)).split('\n');
    assert.equal(rows[2].slice(2, 10), '@@@@@@@@', "the rectangle's top edge");
    assert.equal(rows[5].slice(2, 10), '@......@', 'an outline, hollow inside');
    await page.click('#paint-modes button[data-mode="line"]');
    await page.selectOption('#brush-size', '2');
    await drag(page, [
      [12.5, 1.5],
      [12.5, 9.5],
    ]);
    rows = (await blocked(page)).split('\n');
    for (let y = 1; y <= 9; y++) assert.equal(rows[y].slice(12, 14), '@@', `a line two cells wide at y ${y}`);
    await page.keyboard.press('Control+z');
    rows = (await blocked(page)).split('\n');
    assert.equal(rows[5].slice(12, 14), '..', 'one undo takes the whole line back');
    assert.equal(rows[2].slice(2, 10), '@@@@@@@@', 'and only the line');
    await page.click('#paint-modes button[data-mode="free"]');
  });

  it("edits an agent's radius and the scene's dt in the panel, and shows the core's error for a bad value", async () => {
    const { page } = pg;
    assert.equal(await open(page, welcome), true);
    await page.keyboard.press('1');
    await page.evaluate(() => window.sidestep.select('agent', 0));
    const radius = page.locator('input[data-field="radius"]');
    await radius.fill('0.55');
    await radius.press('Enter');
    await page.waitForFunction(() => Math.abs(window.sidestep.state().agents[0].radius - 0.55) < 1e-6);
    await radius.fill('12');
    await radius.press('Enter');
    await page.waitForFunction(() => !document.getElementById('toast').hidden);
    assert.match(await page.textContent('#toast'), /radius: must be a number in \[0\.01, 8\], got 12/);
    assert.equal(
      (await page.evaluate(() => window.sidestep.state().agents[0].radius)).toFixed(2),
      '0.55',
      'the bad value changed nothing',
    );
    await page.waitForFunction(() => document.querySelector('input[data-field="radius"]').value === '0.55');
    // Text that is not a number (a number field reads it as empty): said so, not taken as 0.
    await radius.fill('');
    await radius.press('Enter');
    await page.waitForFunction(() =>
      /radius: must be a number \(the field is empty/.test(document.getElementById('toast').textContent),
    );
    assert.equal((await page.evaluate(() => window.sidestep.state().agents[0].radius)).toFixed(2), '0.55');
    // The scene's dt.
    await page.click('#scene-settings summary');
    await page.fill('#scene-dt', '0.01');
    await page.press('#scene-dt', 'Enter');
    await page.waitForFunction(() => window.sidestep.scenario().sim.dt === 0.01);
    await page.fill('#scene-dt', '5');
    await page.press('#scene-dt', 'Enter');
    await page.waitForFunction(() => /sim\.dt: must be a number in/.test(document.getElementById('toast').textContent)); // named as in the file
    assert.equal(await page.evaluate(() => window.sidestep.scenario().sim.dt), 0.01);
    // The behaviour, in place, and a duplicate as another behaviour.
    await page.selectOption('select[data-field="behavior"]', 'feelers');
    await page.waitForFunction(() => window.sidestep.state().agents[0].behavior === 'feelers');
    // The panel is rebuilt for the new behaviour on the next frame (its copy menu then offers feelers first).
    await page.waitForFunction(() => document.querySelector('.agent-actions select')?.value === 'feelers');
    const before = await page.evaluate(() => window.sidestep.state().agents.length);
    await page.locator('.agent-actions select').selectOption('raycast');
    await page.click('button[data-action="duplicate"]');
    const agents = await page.evaluate(() => window.sidestep.state().agents);
    assert.equal(agents.length, before + 1);
    assert.equal(agents.at(-1).behavior, 'raycast');
    assert.deepEqual(agents.at(-1).start, agents[0].start);
    assert.deepEqual(pg.errors, []);
  });

  it('steps with Right after the pace menu was used, and Tab selects the next agent', async () => {
    const { page } = pg;
    assert.equal(await open(page, welcome), true);
    // The pace menu used with the keyboard: focused, changed with Down; then Right steps the run.
    await page.focus('#speed');
    const pace = await page.inputValue('#speed');
    await page.keyboard.press('ArrowDown');
    const chosen = await page.inputValue('#speed');
    assert.notEqual(chosen, pace, 'Down chose the next pace');
    assert.equal(
      await page.evaluate(() => document.activeElement?.id),
      'world',
      'the menu gave the keys back to the canvas',
    );
    const step = await page.evaluate(() => window.sidestep.timeline().step);
    await page.keyboard.press('ArrowRight');
    assert.equal(
      await page.evaluate(() => window.sidestep.timeline().step),
      step + 1,
      'Right steps, it does not change the menu',
    );
    assert.equal(await page.inputValue('#speed'), chosen);
    // An overlay ticked with the mouse: Space then plays (it does not untick the box).
    const box = page.locator('#overlays input[data-overlay="trail"]');
    const ticked = await box.isChecked();
    await box.click();
    assert.equal(await box.isChecked(), !ticked);
    await page.keyboard.press(' ');
    assert.equal(await box.isChecked(), !ticked, 'Space did not untick the box');
    assert.equal(await page.evaluate(() => window.sidestep.playing), true, 'Space plays');
    await page.keyboard.press(' ');
    assert.equal(await page.evaluate(() => window.sidestep.playing), false);
    // N: the next agent, and Shift+N back.
    await page.evaluate(() => window.sidestep.select('agent', 1));
    await page.focus('#world');
    await page.keyboard.press('n');
    assert.deepEqual(await page.evaluate(() => window.sidestep.selected()), { type: 'agent', index: 2 });
    await page.keyboard.press('Shift+N');
    await page.keyboard.press('Shift+N');
    assert.deepEqual(await page.evaluate(() => window.sidestep.selected()), { type: 'agent', index: 0 });
    // ? opens the shortcuts; Escape closes them.
    await page.keyboard.press('?');
    assert.equal(await page.locator('#shortcuts').isVisible(), true);
    await page.keyboard.press('Escape');
    assert.equal(await page.locator('#shortcuts').isVisible(), false);
    // Step on a finished run says so.
    await page.evaluate(() =>
      window.sidestep.open({
        version: 1,
        world: { grid: ['....'] },
        agents: [{ behavior: 'greedy', start: [0, 0], goal: [1, 0] }],
      }),
    );
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction(() => /Nothing left to step/.test(document.getElementById('toast').textContent));
  });

  it('refuses a file that is neither a scenario nor a link with that reason, and keeps the scene', async () => {
    const { page } = pg;
    assert.equal(await open(page, welcome), true);
    const hash = await page.evaluate(() => window.sidestep.hash());
    await page.setInputFiles('#import-file', {
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Lesson plan: whiskers, then feelers.\n'),
    });
    await page.waitForFunction(() => !document.getElementById('errors').hidden);
    assert.match(
      await page.textContent('#errors'),
      /notes\.txt: neither a scenario file \(JSON, starting with \{\), a SteerSuite test case \(XML\) nor a share link/,
    );
    assert.equal(await page.evaluate(() => window.sidestep.hash()), hash, 'the scene is as it was');
    await page.evaluate(() => {
      document.getElementById('errors').hidden = true;
    });
  });

  it('opens a SteerSuite test case (.xml) from the picker as the CLI imports it, and refuses a malformed one by element and line', async () => {
    const { page } = pg;
    assert.equal(await open(page, welcome), true);
    const xml = readFileSync(`${ROOT}examples/steersuite/fan-in.xml`);
    await page.setInputFiles('#import-file', { name: 'fan-in.xml', mimeType: 'text/xml', buffer: xml });
    await page.waitForFunction(() => document.getElementById('scene-title').textContent === 'SteerSuite fan-in.xml');
    const imported = JSON.parse(
      spawnSync(CLI, ['import', `${ROOT}examples/steersuite/fan-in.xml`], { encoding: 'utf8' }).stdout,
    );
    const state = await page.evaluate(() => window.sidestep.state());
    assert.equal(state.agents.length, imported.agents.length);
    assert.deepEqual(
      state.agents.map((a) => a.position),
      imported.agents.map((a) => a.start.map(Math.fround)),
      'every agent where the importer put it (as floats)',
    );
    assert.equal(state.sim.atGoal, 'leave', "SteerSuite's agents leave at their goal");
    assert.equal(await page.inputValue('#scene-at-goal'), 'leave');
    const run = JSON.parse(
      spawnSync(CLI, ['run', '-', '--json'], { input: JSON.stringify(imported), encoding: 'utf8' }).stdout,
    );
    const end = await page.evaluate(() => {
      window.sidestep.pause();
      while (window.sidestep.sim.step(1000) > 0);
      return window.sidestep.hash();
    });
    assert.equal(end, run.hash, "the page runs it to the CLI's hash");
    // A malformed case: the error names the element and its line, and the scene stays.
    const bad = readFileSync(`${ROOT}tests/bad-inputs/steersuite/flee-goal.xml`);
    await page.setInputFiles('#import-file', { name: 'flee-goal.xml', mimeType: 'text/xml', buffer: bad });
    await page.waitForFunction(() => !document.getElementById('errors').hidden);
    assert.match(
      await page.textContent('#errors'),
      /flee-goal\.xml: fleeStaticTarget \(line 16\): this goal type is not supported/,
    );
    assert.equal(await page.evaluate(() => window.sidestep.hash()), end, 'the scene is as it was');
    await page.evaluate(() => {
      document.getElementById('errors').hidden = true;
    });
  });

  it('a refused open keeps the undo and redo history as it was', async () => {
    const { page } = pg;
    assert.equal(await open(page, welcome), true);
    await page.evaluate(() => {
      window.sidestep.removeAgent(0);
      window.sidestep.undo();
    });
    const depth = await page.evaluate(() => window.sidestep.undoDepth());
    assert.ok(depth.redo >= 1, 'something to redo');
    const scene = await page.evaluate(() => window.sidestep.hash());
    assert.equal(
      await page.evaluate(() =>
        window.sidestep.open({
          version: 1,
          world: { grid: ['..'] },
          agents: [{ behavior: 'seek', radius: -1, start: [0, 0], goal: [1, 0] }],
        }),
      ),
      false,
    );
    assert.deepEqual(await page.evaluate(() => window.sidestep.undoDepth()), depth);
    assert.equal(await page.evaluate(() => window.sidestep.hash()), scene, 'the scene open stays as it was');
    await page.evaluate(() => {
      document.getElementById('errors').hidden = true;
    });
  });

  it('says "no agents yet" for a scene without agents, and "no agents" once the last one is deleted mid-run', async () => {
    const { page } = pg;
    await page.evaluate(() =>
      window.sidestep.open({ version: 1, world: { grid: Array(6).fill('......') }, agents: [] }),
    );
    await page.waitForFunction(() => document.getElementById('readout-state').textContent === 'no agents yet');
    await page.evaluate(() =>
      window.sidestep.open({
        version: 1,
        world: { grid: Array(6).fill('......') },
        agents: [{ behavior: 'seek', start: [1, 1], goal: [5, 5] }],
      }),
    );
    await page.evaluate(() => {
      window.sidestep.step(5);
      window.sidestep.removeAgent(0);
    });
    await page.waitForFunction(() => document.getElementById('readout-state').textContent === 'no agents');
  });

  it('keeps the toolbar still when Play becomes Pause', async () => {
    const { page } = pg;
    assert.equal(await open(page, welcome), true);
    const boxes = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('.bar button, .bar select')]
          .filter((b) => b.offsetParent)
          .map((b) => {
            const r = b.getBoundingClientRect();
            return [b.id || b.textContent, Math.round(r.x), Math.round(r.y), Math.round(r.width)];
          }),
      );
    const before = await boxes();
    await page.click('#play');
    await page.waitForFunction(() => window.sidestep.playing);
    await page.waitForTimeout(100);
    const during = await boxes();
    await page.click('#play');
    assert.deepEqual(during, before);
  });

  it('opens an example after an edit as one undoable step: undo brings the edited scene back, title and all', async () => {
    const { page } = pg;
    assert.equal(await open(page, welcome), true);
    await page.keyboard.press('2');
    await drag(page, [
      [4.5, 6.5],
      [4.5, 9.5],
    ]);
    const edited = await page.evaluate(() => window.sidestep.hash());
    await page.selectOption('#examples', 'nproxy-pstep.json');
    await page.waitForFunction(() => document.getElementById('scene-title').textContent.startsWith('n-proxy'));
    await page.keyboard.press('Control+z');
    await page.waitForFunction((h) => window.sidestep.hash() === h, edited);
    assert.equal(await page.textContent('#scene-title'), JSON.parse(welcome).title);
    await page.keyboard.press('Control+Shift+z');
    await page.waitForFunction(() => document.getElementById('scene-title').textContent.startsWith('n-proxy'));
  });

  it('keeps My scenes over a reload, and keeps an edited scene before an example replaces it', async () => {
    const { page } = pg;
    assert.equal(await open(page, empty(12, 8)), true);
    await page.keyboard.press('2');
    await drag(page, [
      [2.5, 2.5],
      [8.5, 2.5],
    ]);
    const edited = await page.evaluate(() => window.sidestep.hash());
    await page.selectOption('#examples', 'greedy-round-a-block.json');
    await page.waitForFunction(() => document.getElementById('scene-title').textContent.startsWith('Greedy'));
    await page.waitForFunction(() =>
      [...document.querySelectorAll('#scene-list .scene-name')].some((e) => e.textContent.includes('(kept')),
    );
    await page.fill('#scene-save-name', 'round a block, my copy');
    await page.click('#scene-save');
    await page.waitForFunction(() =>
      [...document.querySelectorAll('#scene-list .scene-name')].some((e) => e.textContent === 'round a block, my copy'),
    );
    await page.reload();
    await page.waitForSelector('body[data-ready="1"]');
    await page.waitForFunction(() => document.querySelectorAll('#scene-list .scene-name').length >= 2);
    // The kept one opens as it was (the same hash).
    await page.locator('#scene-list .scene-open', { hasText: '(kept' }).first().click();
    await page.waitForFunction((h) => window.sidestep.hash() === h, edited);
    assert.deepEqual(pg.errors, []);
  });
});
