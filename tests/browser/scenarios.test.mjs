// Scenarios in the page: the gallery, share links both ways with the CLI, bad input, undo and autosave.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

import { assertQuiet, drag, openPlayground } from './browser.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CLI = `${ROOT}build/native/sidestep`;
const cli = (...args) => spawnSync(CLI, args, { encoding: 'utf8', maxBuffer: 64 << 20 });
// Scenes with scripted agents ("scripts") run in `node scripts/sidestep.mjs` only (tests/cli/script.test.mjs).
const examples = JSON.parse(readFileSync(`${ROOT}examples/index.json`, 'utf8'))
  .examples.map((e) => e.file)
  .filter((f) => !JSON.parse(readFileSync(`${ROOT}examples/${f}`, 'utf8')).scripts);

/** The open scene as the page opened it, paused and at step 0 (a scene may play as it opens): its state's hash and
 *  the scenario (its view apart: the camera, the step it was at). */
const opened = (page) =>
  page.evaluate(() => {
    window.sidestep.pause();
    window.sidestep.sim.seek(0);
    const { view, ...scenario } = window.sidestep.scenario();
    return { hash: window.sidestep.sim.hash(), step: window.sidestep.sim.stepCount, scenario };
  });

/** Runs the open scenario to its end in the page and returns its hash and step count. */
const runToEnd = (page) =>
  page.evaluate(() => {
    const { sim } = window.sidestep;
    window.sidestep.pause();
    while (sim.step(1000) > 0);
    return { hash: sim.hash(), steps: sim.stepCount };
  });

describe('scenarios in the page', () => {
  let pg;
  before(async () => {
    pg = await openPlayground();
  });
  after(async () => {
    await pg?.close();
  });

  for (const file of examples) {
    // From the link it opens as the same scene in the same state, so its run is the gallery's (the run is a function
    // of both: the determinism tests), and is not run again.
    it(`${file} opens from the gallery and ends with the CLI's hash, and from its CLI link as the same scene`, async () => {
      const { page } = pg;
      const report = JSON.parse(cli('run', `${ROOT}examples/${file}`, '--json').stdout);
      const title = JSON.parse(readFileSync(`${ROOT}examples/${file}`, 'utf8')).title;
      await page.evaluate(() => {
        document.getElementById('scene-title').textContent = '';
      });
      await page.selectOption('#examples', file);
      await page.waitForFunction((t) => document.getElementById('scene-title').textContent === t, title);
      assert.equal(await page.textContent('#scene-title'), title);
      const fromGallery = await opened(page);
      assert.deepEqual(await runToEnd(page), { hash: report.hash, steps: report.steps });

      const link = cli('link', 'encode', `${ROOT}examples/${file}`).stdout.trim();
      await page.evaluate(() => {
        window.sidestep.clear();
        document.getElementById('scene-title').textContent = '';
      });
      await page.evaluate((l) => {
        location.hash = l.slice(1);
      }, link);
      await page.waitForFunction(
        (t) => document.getElementById('scene-title').textContent === t && location.hash === '',
        title,
      );
      assert.deepEqual(await opened(page), fromGallery);
    });
  }

  it('Share copies a link the CLI reads, holding the step, overlays and selection; opening it restores them', async () => {
    const { page } = pg;
    await page.selectOption('#examples', 'welcome.json');
    await page.waitForFunction(() => window.sidestep.state().step === 0 && window.sidestep.state().agents.length === 4);
    await page.evaluate(() => {
      window.sidestep.step(37);
      window.sidestep.select('agent', 2);
      window.sidestep.overlays(['goals', 'decisions']);
    });
    await page.uncheck('input[data-overlay="decisions"]');
    await page.click('#share');
    await page.waitForFunction(() => !document.getElementById('toast').hidden);
    const url = await page.evaluate(() => navigator.clipboard.readText());
    assert.match(url, /^http:\/\/127\.0\.0\.1:\d+\/#s=[A-Za-z0-9_-]+$/);

    const decoded = JSON.parse(cli('link', 'decode', url).stdout);
    assert.deepEqual(decoded.view, {
      step: 37,
      playing: false,
      overlays: ['goals'],
      selected: 2,
      pace: 50,
      camera: null,
    });
    assert.equal(decoded.title, 'Welcome to sidestep');
    const expected = JSON.parse(cli('run', url, '--steps', '37', '--json').stdout).hash;

    await page.evaluate(() => window.sidestep.clear());
    await page.goto(url);
    await page.waitForSelector('body[data-ready="1"]');
    await page.waitForFunction(() => window.sidestep.state().step === 37);
    const state = await page.evaluate(() => window.sidestep.state());
    assert.equal(state.hash, expected, 'the link fast-forwards to exactly the shared state');
    assert.equal(await page.isChecked('input[data-overlay="decisions"]'), false);
    assert.equal(await page.isChecked('input[data-overlay="goals"]'), true);
    await page.waitForFunction(() => /rounder · greedy/.test(document.getElementById('selection').textContent));
  });

  it('every bad input shows a clear error and leaves the current scene untouched', async () => {
    const { page } = pg;
    const expected = JSON.parse(readFileSync(`${ROOT}tests/bad-inputs/expected.json`, 'utf8'));
    const before = await page.evaluate(() => JSON.stringify(window.sidestep.state()));
    for (const [file, phrase] of Object.entries(expected)) {
      const content = readFileSync(`${ROOT}tests/bad-inputs/${file}`, 'utf8');
      const opened = await page.evaluate(
        ([text, isLink]) => (isLink ? window.sidestep.openLink(text) : window.sidestep.open(text)),
        [content, file.endsWith('.txt')],
      );
      assert.equal(opened, false, file);
      assert.equal(await page.isVisible('#errors'), true, file);
      const shown = await page.textContent('#errors-list');
      assert.ok(shown.includes(phrase), `${file}: "${phrase}" not in "${shown}"`);
      assert.equal(
        await page.evaluate(() => JSON.stringify(window.sidestep.state())),
        before,
        `${file} changed the scene`,
      );
    }
  });

  it('a 50 MB link and a zip bomb are refused quickly, and the scene survives', async () => {
    const { page } = pg;
    const before = await page.evaluate(() => window.sidestep.hash());
    const big = await page.evaluate(async () => {
      const ok = await window.sidestep.openLink(`#s=${'A'.repeat(50_000_000)}`);
      return { ok, text: document.getElementById('errors-list').textContent };
    });
    assert.equal(big.ok, false);
    assert.match(big.text, /link: 50000000 characters is more than the limit/);

    // 1 MiB of zeros as a flushed, non-final deflate block, repeated: it inflates to 1 GiB.
    const { deflateRawSync, constants } = await import('node:zlib');
    const block = deflateRawSync(Buffer.alloc(1 << 20), { finishFlush: constants.Z_FULL_FLUSH });
    const bomb = Buffer.concat([...Array(1024).fill(block), Buffer.from([0x03, 0x00])]);
    const started = Date.now();
    const result = await page.evaluate(async (payload) => {
      const ok = await window.sidestep.openLink(`#s=${payload}`);
      return { ok, text: document.getElementById('errors-list').textContent };
    }, bomb.toString('base64url'));
    assert.equal(result.ok, false);
    assert.match(result.text, /inflates to more than 67108864 bytes/);
    assert.ok(Date.now() - started < 15000, 'stopped at the limit, not after inflating a gigabyte');
    assert.equal(await page.evaluate(() => window.sidestep.hash()), before);
  });

  it('shows titles and descriptions as text, never as HTML', async () => {
    const { page } = pg;
    const evil = '<img src=x onerror="window.__pwned=1"><b>bold</b>';
    const ok = await page.evaluate(
      (t) => window.sidestep.open({ version: 1, title: t, description: t, world: { grid: ['....'] } }),
      evil,
    );
    assert.equal(ok, true);
    assert.equal(await page.textContent('#scene-title'), evil);
    assert.equal(await page.locator('#scene-title img, #scene-description img, #scene-title b').count(), 0);
    assert.equal(await page.evaluate(() => window.__pwned), undefined);
  });

  it('Ctrl+Z undoes a painted stroke as one step and Ctrl+Shift+Z redoes it', async () => {
    const { page } = pg;
    await page.evaluate(() =>
      window.sidestep.open({ version: 1, title: 'blank', world: { grid: Array(6).fill('........') } }),
    );
    await page.click('button[data-tool="wall"]');
    await drag(page, [
      [1.5, 1.5],
      [5.5, 1.5],
    ]);
    const painted = (await page.evaluate(() => window.sidestep.state())).grid.rows[1];
    assert.equal(painted, '.@@@@@..');
    await page.keyboard.press('Control+z');
    assert.equal((await page.evaluate(() => window.sidestep.state())).grid.rows[1], '........');
    await page.keyboard.press('Control+Shift+z');
    assert.equal((await page.evaluate(() => window.sidestep.state())).grid.rows[1], painted);
  });

  it('autosaves, so a reload loses nothing', async () => {
    const { page } = pg;
    await page.click('button[data-tool="circle"]');
    await drag(page, [
      [6.5, 3.5],
      [7.2, 3.5],
    ]);
    const before = await page.evaluate(() => window.sidestep.state());
    await page.waitForTimeout(600); // the autosave is debounced
    await page.reload();
    await page.waitForSelector('body[data-ready="1"]');
    const after = await page.evaluate(() => window.sidestep.state());
    assert.deepEqual(after.grid, before.grid);
    assert.deepEqual(after.circles, before.circles);
    assert.equal(await page.textContent('#scene-title'), 'blank');
  });

  it('logged no console error and threw nothing uncaught (a marked one of each is caught first)', () =>
    assertQuiet(pg));
});
