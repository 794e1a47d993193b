// Defects a teacher met with real input, each checked with real clicks and keys: the Run panel follows undo and
// compare; Clear all starts the core's new scene (settings, grid, pace, maps' list) and undoes whole; an edit
// made during the run says what stepping back does to it and can become part of step 0; an edit at step 0 says
// it dropped the run's history; grid agents say they do not see circles; the compare editor refuses a setting
// by name; status words are the core's; a trail appears for an agent selected after the run was played.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { clientPoint, openPlayground } from './browser.mjs';

/** Waits for the page's next two frames and the panel's refresh (at most 200 ms while playing). */
const settle = async (page) => {
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  await page.waitForTimeout(60);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
};
/** The Run section's rows as { label: value }. */
const stats = (page) =>
  page.evaluate(() => {
    const out = {};
    const items = [...document.querySelectorAll('#stats dt')];
    for (const dt of items) out[dt.textContent] = dt.nextElementSibling.textContent;
    return out;
  });
const open = (page, scene) => page.evaluate((s) => window.sidestep.open(s), scene);
const pick = async (page, example) => {
  const before = await page.textContent('#scene-title'); // read first: the example may open before selectOption returns
  await page.selectOption('#examples', example);
  await page.waitForFunction((t) => document.getElementById('scene-title').textContent !== t, before);
  await settle(page);
};
const clickWorld = async (page, x, y) => {
  const [cx, cy] = await clientPoint(page, x, y);
  await page.mouse.click(cx, cy);
};
const blockedAt = (page, x, y) =>
  page.evaluate(
    ([x, y]) => {
      const { sim } = window.sidestep;
      return sim.views().cells[y * sim.width + x] !== 0;
    },
    [x, y],
  );

describe('defects found with real input', () => {
  let pg;
  before(async () => {
    pg = await openPlayground({ width: 1280, height: 800 });
  });
  after(async () => {
    await pg?.close();
  });

  it('the Run panel describes the world shown: in compare mode, and after undoing an opened example', async () => {
    const { page } = pg;
    const welcome = await page.evaluate(() => window.sidestep.sim.summary());
    await pick(page, 'compare-ray-behaviours.json');
    assert.equal(await page.evaluate(() => window.sidestep.compareMeasures() !== null), true, 'in compare mode');
    await page.click('#play');
    await page.waitForFunction(() => window.sidestep.timeline().step > 20);
    await page.click('#play');
    await settle(page);
    const clock = await page.evaluate(() => window.sidestep.timeline().step);
    const shown = await stats(page);
    assert.equal(shown.step.split(' / ')[0], String(clock), "the compare clock's step, not the scene it replaced");
    // The world in words says the step the panes are at, not the editor's world hidden under them.
    await page.evaluate(() => document.getElementById('world-description').scrollIntoView());
    await page.waitForFunction(
      (step) => new RegExp(`step ${step} \\(`).test(document.getElementById('describe-summary').textContent),
      clock,
    );
    assert.ok(!Object.values(shown).includes(welcome.hash), 'no hash of the welcome scene');
    const variants = await page.evaluate(() => window.sidestep.compareMeasures().length);
    assert.equal(Object.keys(shown).filter((k) => k.startsWith('hash')).length, variants, 'one hash per variant');
    assert.equal(await page.isDisabled('#undo'), false, 'Undo can be clicked in compare mode');
    await page.click('#undo');
    await settle(page);
    const now = await page.evaluate(() => window.sidestep.sim.summary());
    const back = await stats(page);
    assert.equal(back.hash, now.hash, 'the hash of the world shown');
    assert.equal(back.step, `${now.step} / ${now.maxSteps}`);
    assert.equal(now.hash, welcome.hash, 'the welcome scene is back');
    // A plain example: played, then undone.
    await pick(page, 'greedy-pacing.json');
    await page.click('#play');
    await page.waitForFunction(() => window.sidestep.sim.stepCount > 3);
    await page.click('#play');
    await page.click('#undo');
    await settle(page);
    const after = await page.evaluate(() => window.sidestep.sim.summary());
    assert.equal((await stats(page)).hash, after.hash);
    assert.equal((await stats(page)).step, `${after.step} / ${after.maxSteps}`);
  });

  it("Clear all starts the core's new scene (grid, settings, pace, no maps list), and one Undo brings the map scene back", async () => {
    const { page } = pg;
    await page.selectOption('#examples', 'map-arena.json');
    await page.waitForFunction(() => /problems\. Click one/.test(document.getElementById('maps').innerText), null, {
      timeout: 15000,
    });
    await settle(page);
    const mapScene = await page.evaluate(() => ({
      w: window.sidestep.sim.width,
      h: window.sidestep.sim.height,
      maxSteps: window.sidestep.sim.world.maxSteps(),
      text: document.getElementById('maps').innerText,
    }));
    await page.selectOption('#speed', { index: 1 }); // a pace of the user's own
    await page.click('#clear-all');
    await settle(page);
    const fresh = await page.evaluate(() => {
      const { sim } = window.sidestep;
      const t = new sim.module.Timeline(3, 3); // the core's new scene, as its Clear makes it
      t.edit(JSON.stringify({ edit: 'clear' }));
      const w = t.world();
      const out = {
        w: w.width(),
        h: w.height(),
        maxSteps: w.maxSteps(),
        dt: w.dt(),
        seed: String(w.seed()),
        pace: sim.module.defaultPace(w),
      };
      t.delete();
      return out;
    });
    const cleared = await page.evaluate(() => {
      const { sim } = window.sidestep;
      return {
        w: sim.width,
        h: sim.height,
        maxSteps: sim.world.maxSteps(),
        dt: sim.dt,
        seed: String(sim.world.seed()),
        pace: Number(document.getElementById('speed').value),
        agents: sim.agentCount,
      };
    });
    assert.deepEqual(cleared, { ...fresh, agents: 0 });
    assert.ok(mapScene.maxSteps !== fresh.maxSteps || mapScene.w !== fresh.w, 'the map scene differed from a new one');
    assert.doesNotMatch(await page.innerText('#maps'), /problems\. Click one/, 'no problem list shown');
    assert.equal(
      await page.inputValue('#scene-max-steps'),
      String(fresh.maxSteps),
      "the scene settings show the new scene's",
    );
    await page.click('#undo');
    await settle(page);
    const undone = await page.evaluate(() => ({
      w: window.sidestep.sim.width,
      h: window.sidestep.sim.height,
      maxSteps: window.sidestep.sim.world.maxSteps(),
      text: document.getElementById('maps').innerText,
    }));
    assert.deepEqual(
      { w: undone.w, h: undone.h, maxSteps: undone.maxSteps },
      { w: mapScene.w, h: mapScene.h, maxSteps: mapScene.maxSteps },
    );
    assert.match(undone.text, /problems\. Click one/, 'the problem list is back');
  });

  it('a wall painted at step 5 says stepping back hides it, and its button makes it part of step 0 (undoable)', async () => {
    const { page } = pg;
    assert.equal(
      await open(page, {
        version: 1,
        world: { grid: Array(10).fill('.'.repeat(20)) },
        agents: [{ name: 'walker', behavior: 'seek', start: [2, 2], goal: [18, 2] }],
      }),
      true,
    );
    await settle(page);
    for (let i = 0; i < 5; i++) await page.click('#step');
    assert.equal(await page.evaluate(() => window.sidestep.sim.stepCount), 5);
    await page.click('button[data-tool="wall"]');
    await clickWorld(page, 10.5, 7.5);
    await settle(page);
    assert.equal(await blockedAt(page, 10, 7), true);
    const notice = page.locator('#history-notice');
    assert.equal(await notice.isVisible(), true, 'the notice shows');
    const text = await notice.textContent();
    assert.match(text, /at step 5/);
    assert.match(text, /\(set cells?\)/, "the kind of edit in words (the catalogue's hist-kind-*)");
    assert.match(text, /stepping back before 5 hides it/);
    await page.focus('#world');
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowLeft');
    assert.equal(await page.evaluate(() => window.sidestep.sim.stepCount), 2);
    assert.equal(await blockedAt(page, 10, 7), false, 'at step 2 the wall is not there yet');
    await page.getByRole('button', { name: 'Make it part of the scene from step 0' }).click();
    await settle(page);
    assert.equal(await notice.isVisible(), false);
    assert.deepEqual(await page.evaluate(() => window.sidestep.timeline().edits), [], 'the run has no edits left');
    assert.equal(await page.evaluate(() => window.sidestep.sim.stepCount), 2, 'still at the step shown');
    assert.equal(await blockedAt(page, 10, 7), true, 'at step 2 the wall is there now');
    assert.equal(await page.evaluate(() => window.sidestep.scenario().world.grid[7][10]), '@', 'in the scene itself');
    // Undo puts the edit back at step 5.
    await page.click('#undo');
    await settle(page);
    assert.deepEqual(await page.evaluate(() => window.sidestep.timeline().edits), [5]);
    // An edit at step 0 drops that history: said, with Undo.
    await page.focus('#world');
    await page.keyboard.press('Home');
    assert.equal(await page.evaluate(() => window.sidestep.sim.stepCount), 0);
    await clickWorld(page, 4.5, 8.5);
    await settle(page);
    assert.deepEqual(await page.evaluate(() => window.sidestep.timeline().edits), [], 'the core dropped the history');
    assert.equal(await notice.isVisible(), true);
    assert.match(await notice.textContent(), /step 0.*dropped.*Undo brings it back/s);
    await notice.getByRole('button', { name: 'Undo' }).click();
    await settle(page);
    assert.deepEqual(await page.evaluate(() => window.sidestep.timeline().edits), [5], 'Undo brought it back');
    assert.equal(await blockedAt(page, 4, 8), false);
    await page.click('button[data-tool="select"]');
  });

  it('a grid agent says it senses blocked cells only, and warns before it walks into a circle', async () => {
    const { page } = pg;
    assert.equal(
      await open(page, {
        version: 1,
        world: { grid: Array(3).fill('.'.repeat(12)), circles: [{ x: 6.5, y: 1.5, r: 0.8 }] },
        agents: [{ name: 'blind', behavior: 'nproxy', start: [0, 1], goal: [11, 1] }],
      }),
      true,
    );
    await settle(page);
    await clickWorld(page, 0.5, 1.5);
    await settle(page);
    assert.deepEqual(await page.evaluate(() => window.sidestep.selected()), { type: 'agent', index: 0 });
    const senses = await page.textContent('#selection .senses');
    assert.equal(
      senses,
      await page.evaluate(
        () => window.sidestep.sim.behaviorSenses[window.sidestep.sim.behaviorNames.indexOf('nproxy')],
      ),
    );
    assert.match(senses, /circles and agents are invisible/);
    let warnedBefore = false,
      overlapped = false;
    for (let i = 0; i < 8 && !overlapped; i++) {
      const why = await page.textContent('#selection .why');
      overlapped = await page.evaluate(() => window.sidestep.sim.agent(0).overlapping);
      if (!overlapped && /grid agents do not see circles: it walks into the circle at \(6\.50, 1\.50\)/.test(why))
        warnedBefore = true;
      if (overlapped) assert.match(why, /grid agents do not see circles: it overlaps the circle/);
      if (!overlapped) {
        await page.click('#step');
        await settle(page);
      }
    }
    assert.ok(overlapped, 'it walked into the circle');
    assert.ok(warnedBefore, 'the why box warned the step before');
  });

  it('the compare editor refuses a setting the behaviour does not have, naming it and listing the ones it has', async () => {
    const { page } = pg;
    assert.equal(
      await open(page, {
        version: 1,
        world: { grid: Array(8).fill('.'.repeat(12)) },
        agents: [{ name: 'n', behavior: 'nproxy', start: [1, 1], goal: [10, 6] }],
      }),
      true,
    );
    await settle(page);
    await page.click('#compare-edit');
    const setting = page.locator('#compare-variants input[aria-label^="A setting"]').nth(1);
    const value = page.locator('#compare-variants input[aria-label="The setting\'s value"]').nth(1);
    await setting.click();
    await page.keyboard.type('lookahed');
    await value.click();
    await page.keyboard.type('3');
    await page.click('#compare-apply');
    const errors = await page.textContent('#compare-editor-errors');
    assert.match(errors, /lookahed/, 'the name typed');
    const names = await page.evaluate(() => window.sidestep.sim.paramSpecs('nproxy').map((p) => p.name));
    for (const n of names) assert.ok(errors.includes(n), `lists ${n}: ${errors}`);
    assert.equal(await page.isVisible('#compare-editor'), true, 'the editor stays open with what was typed');
    assert.equal(await setting.inputValue(), 'lookahed');
    assert.equal(await page.evaluate(() => window.sidestep.scenario().compare), undefined, 'no compare set was kept');
    // A setting it has is taken.
    await setting.fill('');
    await setting.click();
    await page.keyboard.type('P');
    await page.click('#compare-apply');
    assert.equal(await page.isVisible('#compare-editor'), false);
    assert.deepEqual(await page.evaluate(() => window.sidestep.scenario().compare[1].params), { P: 3 });
    // Esc closes it as Cancel does, from a field as from a button, and keeps the set.
    for (const from of ['#compare-variants input', '#compare-editor-cancel']) {
      await page.click('#compare-edit');
      await page.locator(from).first().focus();
      await page.keyboard.press('Escape');
      assert.equal(await page.isVisible('#compare-editor'), false, from);
    }
    assert.deepEqual(await page.evaluate(() => window.sidestep.scenario().compare[1].params), { P: 3 });
    await page.click('#compare-toggle'); // back to the scene
  });

  it('a context agent standing in a dead end is labelled with the core\'s word, not "moving"', async () => {
    const { page } = pg;
    await pick(page, 'context-dead-end.json');
    await clickWorld(page, ...(await page.evaluate(() => window.sidestep.sim.agent(0).position)));
    await page.focus('#world');
    for (let i = 0; i < 40; i++) await page.keyboard.press('Shift+ArrowRight'); // 400 steps
    await settle(page);
    const a = await page.evaluate(() => ({
      ...window.sidestep.sim.agent(0),
      status: window.sidestep.sim.agentStatus(0),
    }));
    assert.equal(a.stop, 'moving', 'its record never stops it');
    assert.ok(Math.hypot(...a.velocity) < 0.01, 'it stands still');
    assert.notEqual(a.status, 'moving');
    assert.equal(await page.textContent('#selection .tag'), a.status, "the panel's word is the core's");
    assert.match(await page.textContent('#sheet-title'), new RegExp(` · ${a.status} — `), "and the sheet's title");
    const totals = await page.evaluate(() => window.sidestep.sim.summary());
    assert.match(
      (await stats(page)).agents,
      new RegExp(`\\(${totals.moving - totals.stalled} moving, ${totals.stalled} stalled`),
      'and the Run section',
    );
    assert.equal(totals.stalled, 1);
  });

  it('a trail is drawn for an agent selected after the run was played with nothing selected, as the core keeps it', async () => {
    const { page } = pg;
    assert.equal(
      await open(page, {
        version: 1,
        world: { grid: Array(10).fill('.'.repeat(30)) },
        agents: [{ name: 'walker', behavior: 'seek', start: [3, 5], goal: [27, 8] }],
      }),
      true,
    );
    await page.keyboard.press('Escape');
    assert.equal(await page.evaluate(() => window.sidestep.selected()), null);
    const trail = page.locator('#overlays input[data-overlay="trail"]');
    if (await trail.isChecked()) await trail.uncheck();
    await page.click('#play');
    await page.waitForFunction(() => window.sidestep.sim.agent(0).position[0] > 14);
    await page.click('#play');
    await clickWorld(page, ...(await page.evaluate(() => window.sidestep.sim.agent(0).position)));
    assert.deepEqual(await page.evaluate(() => window.sidestep.selected()), { type: 'agent', index: 0 });
    await settle(page);
    // The points the page draws are the core's: the run's whole way from its start.
    const points = await page.evaluate(() => {
      const { sim } = window.sidestep;
      const buffer = new sim.module.TrailBuffer();
      const core = Array.from(sim.timeline.trail(0, buffer));
      buffer.delete();
      return { page: Array.from(sim.trail()), core };
    });
    assert.deepEqual(points.page, points.core);
    assert.ok(points.core.length >= 20 && Math.abs(points.core[0] - 3) < 0.01, 'from its start');
    const mid = [
      points.core[Math.floor(points.core.length / 4) * 2],
      points.core[Math.floor(points.core.length / 4) * 2 + 1],
    ];
    const pixels = () =>
      page.evaluate(async ([wx, wy]) => {
        await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
        const canvas = document.getElementById('world'),
          box = canvas.getBoundingClientRect(),
          k = canvas.width / box.width;
        const [cx, cy] = window.sidestep.worldToClient(wx, wy);
        return Array.from(
          canvas
            .getContext('2d')
            .getImageData(Math.floor((cx - box.left) * k) - 1, Math.floor((cy - box.top) * k) - 1, 3, 3).data,
        );
      }, mid);
    const bare = await pixels();
    await trail.check();
    const drawn = await pixels();
    let differ = 0;
    for (let i = 0; i < bare.length; i += 4)
      differ +=
        Math.abs(bare[i] - drawn[i]) + Math.abs(bare[i + 1] - drawn[i + 1]) + Math.abs(bare[i + 2] - drawn[i + 2]) > 24
          ? 1
          : 0;
    assert.ok(
      differ >= 3,
      `ticking Trail draws it where the agent went before it was selected (${differ} of 9 pixels changed)`,
    );
    assert.deepEqual(pg.errors, []);
  });
});
