// The script editor (issue 25, part 3), with real keys and clicks: opened from a script agent's panel on
// examples/script-whiskers.json, a number changed with the keyboard and applied with Ctrl+Enter restarts the
// run from step 0 with the new code (its rays have the new length, and are drawn); a syntax error typed is
// marked at its line and Apply is refused with it; the page's Undo brings the old code and the old run back;
// a script that throws is marked at its line; Delete is refused while an agent runs the script; the Share link
// carries the scripts, so a fresh browser opening it gets the same run (same hash after the same steps).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

import { openPlayground } from './browser.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const palette = JSON.parse(readFileSync(`${ROOT}web/draw/palette.json`, 'utf8'));
const SOURCE = JSON.parse(readFileSync(`${ROOT}examples/script-whiskers.json`, 'utf8')).scripts.whiskers;
/** The line of the example's script that sets the ray length (1-based). */
const L_LINE = SOURCE.split('\n').findIndex((l) => l.includes('const L = agent.params.rayLength ?? 5')) + 1;

const scriptText = (page, name = 'whiskers') =>
  page.evaluate((n) => JSON.parse(window.sidestep.sim.module.scriptSources(window.sidestep.sim.world))[n], name);
const run = (page) => page.evaluate(() => ({ step: window.sidestep.sim.stepCount, hash: window.sidestep.sim.hash() }));

async function clickWorld(page, x, y) {
  const [cx, cy] = await page.evaluate(([wx, wy]) => window.sidestep.worldToClient(wx, wy), [x, y]);
  await page.mouse.click(cx, cy);
}

/** Goes to the first step where agent 0 has a ray that hits, redrawn there; returns that ray. */
const firstHit = (page) =>
  page.evaluate(async () => {
    const { sim } = window.sidestep;
    while (!(sim.agent(0).steering?.rays ?? []).some((r) => r.hit) && sim.step(1) > 0);
    window.sidestep.seek(sim.stepCount);
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    return sim.agent(0).steering.rays.find((r) => r.hit);
  });

/** How many of 7 points along ray `r` (start to hit) are drawn in `colour` on the canvas. */
const drawnAlong = (page, r, colour) =>
  page.evaluate(
    ([ray, c]) => {
      const canvas = document.getElementById('world'),
        box = canvas.getBoundingClientRect(),
        k = canvas.width / box.width;
      const ctx = canvas.getContext('2d');
      const want = [1, 3, 5].map((j) => parseInt(c.slice(j, j + 2), 16));
      let hits = 0;
      for (let t = 0.2; t <= 0.8; t += 0.1) {
        const [cx, cy] = window.sidestep.worldToClient(
          ray.start[0] + (ray.hitPoint[0] - ray.start[0]) * t,
          ray.start[1] + (ray.hitPoint[1] - ray.start[1]) * t,
        );
        const px = ctx.getImageData(Math.round((cx - box.left) * k) - 1, Math.round((cy - box.top) * k) - 1, 3, 3).data;
        let near = false;
        for (let o = 0; o < px.length; o += 4)
          near ||= Math.abs(px[o] - want[0]) + Math.abs(px[o + 1] - want[1]) + Math.abs(px[o + 2] - want[2]) < 60;
        if (near) hits++;
      }
      return hits;
    },
    [r, colour],
  );

/** The line numbers (gutter text) that carry an error mark. */
const markedLines = (page) =>
  page.evaluate(() => {
    const view = document.querySelector('.script-code .cm-editor');
    const rows = [...view.querySelectorAll('.cm-lineNumbers .cm-gutterElement')];
    return [...view.querySelectorAll('.cm-lint-marker-error')].map((m) => {
      const y = m.getBoundingClientRect().top + 4;
      return Number(
        rows.find((r) => {
          const b = r.getBoundingClientRect();
          return b.top <= y && y <= b.bottom;
        })?.textContent,
      );
    });
  });

describe('the script editor', () => {
  let pg, page;
  const before0 = {};
  before(async () => {
    pg = await openPlayground({ width: 1280, height: 800 });
    page = pg.page;
    await page.waitForFunction(() => document.querySelectorAll('#examples option').length > 5);
    await page.selectOption('#examples', 'script-whiskers.json');
    await page.waitForFunction(
      () => window.sidestep.sim.agent(0)?.behavior === 'script' && document.body.dataset.compare === '1',
      null,
      { timeout: 20000 },
    );
    await page.click('#compare-toggle'); // "Edit the scene": the scene itself, one pane
    await page.waitForFunction(() => !document.body.dataset.compare);
    await page.evaluate(() => {
      window.sidestep.pause();
      window.sidestep.seek(30);
    });
    Object.assign(before0, await run(page));
  });
  after(async () => {
    await pg?.close();
  });

  it("opens from the agent's panel; a number typed and Ctrl+Enter restart the run from step 0 with it, rays drawn", async () => {
    const a = await page.evaluate(() => window.sidestep.sim.agent(0));
    await clickWorld(page, a.position[0], a.position[1]);
    await page.click('button[data-action="edit-script"]');
    await page.waitForSelector('.script-editor:not([hidden]) .cm-content');
    assert.equal(await page.locator('.script-tab[aria-selected="true"]').innerText(), 'whiskers');
    assert.match(await page.locator('.script-status').innerText(), /runs as shown/);
    // CodeMirror's styles (injected as it starts) apply under the page's CSP: its theme's gutter colour.
    assert.equal(
      await page.evaluate(() => getComputedStyle(document.querySelector('.script-code .cm-gutters')).backgroundColor),
      'rgb(15, 23, 42)',
    );
    // The ray length's line, retyped: L = 3 whatever the agent's params say.
    await page.locator('.script-code .cm-content').click();
    await page.keyboard.press('Control+Home');
    for (let k = 1; k < L_LINE; k++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('End');
    await page.keyboard.press('Shift+Home');
    await page.keyboard.type('const L = 3, maxSteer = 60, maxBrake = 10;');
    assert.match(await page.locator('.script-status').innerText(), /differs from what runs/);
    assert.equal(await page.locator('.script-tab[aria-selected="true"]').innerText(), 'whiskers •');
    assert.ok(!(await scriptText(page)).includes('const L = 3'), 'nothing applied yet');
    await page.keyboard.press('Control+Enter');
    await page.waitForFunction(() => /runs as shown/.test(document.querySelector('.script-status').textContent));
    assert.ok((await scriptText(page)).includes('  const L = 3, maxSteer = 60, maxBrake = 10;'));
    assert.equal((await run(page)).step, 0, 'the run starts again from step 0');
    const ray = await firstHit(page);
    assert.ok(Math.abs(ray.length - 3) < 1e-6, `the new code's rays are 3 u long, got ${ray.length}`);
    assert.ok(ray.distance <= 3);
    assert.ok((await drawnAlong(page, ray, palette.rays.detect)) >= 5, 'the ray is drawn along its hit');
    assert.deepEqual(pg.errors, []);
  });

  it('marks a syntax error at its line as it is typed, and refuses Apply with it', async () => {
    await page.locator('.script-code .cm-content').click();
    await page.keyboard.press('Control+Home');
    for (let k = 1; k < L_LINE; k++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('const = 5;');
    await page.waitForFunction(() => document.querySelector('.script-code .cm-lint-marker-error'));
    assert.deepEqual(await markedLines(page), [L_LINE + 1]);
    const ran = await run(page);
    await page.keyboard.press('Control+Enter');
    const said = await page.locator('.script-messages').innerText();
    assert.match(said, new RegExp(`Not applied: scripts\\.whiskers: line ${L_LINE + 1}, column \\d+: SyntaxError`));
    assert.deepEqual(await run(page), ran, 'the run is as it was');
    assert.ok(!(await scriptText(page)).includes('const = 5'));
    // The editor's own undo takes the line out (its typing is one or two undo steps).
    for (let k = 0; k < 3 && !/runs as shown/.test(await page.locator('.script-status').innerText()); k++)
      await page.keyboard.press('Control+z');
    assert.match(await page.locator('.script-status').innerText(), /runs as shown/);
    await page.waitForFunction(() => !document.querySelector('.script-code .cm-lint-marker-error'));
  });

  it('Undo on the page brings the old code and the old run back; the editor shows it', async () => {
    await page.keyboard.press('Escape');
    await page.waitForSelector('.script-editor', { state: 'hidden' });
    await page.keyboard.press('Control+z');
    await page.waitForFunction(() =>
      JSON.parse(window.sidestep.sim.module.scriptSources(window.sidestep.sim.world)).whiskers.includes(
        'rayLength ?? 5',
      ),
    );
    assert.equal(await scriptText(page), SOURCE);
    assert.deepEqual(await run(page), before0, 'the old run, at its step');
    await page.keyboard.press('e');
    await page.waitForSelector('.script-editor:not([hidden])');
    assert.ok((await page.locator('.script-code .cm-content').innerText()).includes('rayLength ?? 5'));
    await page.keyboard.press('Escape');
    await page.keyboard.press('Control+Shift+z'); // the edited code again, for the link
    await page.waitForFunction(() =>
      JSON.parse(window.sidestep.sim.module.scriptSources(window.sidestep.sim.world)).whiskers.includes('const L = 3'),
    );
  });

  it('marks the line a running script threw at, and refuses to delete a script an agent runs', async () => {
    await page.keyboard.press('e');
    await page.waitForSelector('.script-editor:not([hidden])');
    await page.click('.script-bar button:text("Delete")');
    assert.match(
      await page.locator('.script-messages').innerText(),
      /scripts\.whiskers: not deleted: "whiskers runner" runs it/,
    );
    await page.locator('.script-code .cm-content').click();
    await page.keyboard.press('Control+Home');
    for (let k = 1; k < L_LINE; k++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('if (agent.step >= 3) throw new RangeError("too far");');
    await page.keyboard.press('Control+Enter');
    await page.waitForFunction(() => /runs as shown/.test(document.querySelector('.script-status').textContent));
    await page.evaluate(() => window.sidestep.sim.step(10));
    await page.waitForFunction(() => document.querySelector('.script-code .cm-lint-marker-error'), null, {
      timeout: 5000,
    });
    assert.deepEqual(await markedLines(page), [L_LINE + 1]);
    assert.equal(await page.evaluate(() => window.sidestep.sim.agent(0).stop), 'script');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Control+z'); // back to the code with L = 3
    await page.waitForFunction(
      () =>
        !JSON.parse(window.sidestep.sim.module.scriptSources(window.sidestep.sim.world)).whiskers.includes('too far'),
    );
  });

  it('the Share link carries the scripts: a fresh browser opening it gets the same run', async () => {
    await page.evaluate(() => navigator.clipboard.writeText(''));
    await page.click('#share');
    await page.waitForFunction(async () => (await navigator.clipboard.readText()).includes('#s=')); // the link is made, then copied
    const url = await page.evaluate(() => navigator.clipboard.readText());
    const hash = url.slice(url.indexOf('#s='));
    const here = await page.evaluate(() => {
      const { sim } = window.sidestep;
      sim.seek(0);
      sim.step(120);
      return { step: sim.stepCount, hash: sim.hash() };
    });
    const other = await openPlayground({ width: 1280, height: 800, hash });
    try {
      await other.page
        .waitForFunction(() => window.sidestep.sim.agent(0)?.behavior === 'script', null, { timeout: 30000 })
        .catch(async (err) => {
          throw new Error(
            `${err.message}; title ${await other.page.locator('#scene-title').innerText()}; errors ${other.errors.join(' | ')}; link ${hash.length} chars`,
          );
        });
      assert.ok((await scriptText(other.page)).includes('const L = 3'));
      const there = await other.page.evaluate(() => {
        const { sim } = window.sidestep;
        window.sidestep.pause();
        sim.seek(0);
        sim.step(120);
        return { step: sim.stepCount, hash: sim.hash() };
      });
      assert.deepEqual(there, here);
      assert.deepEqual(other.errors, []);
    } finally {
      await other.close();
    }
  });
  it('the Add-agent tool\'s "script" gives a new agent a new script from the starter, in one undoable step', async () => {
    await page.evaluate(() => {
      window.sidestep.pause();
      window.sidestep.seek(0);
    });
    const before1 = await page.evaluate(() => ({
      agents: window.sidestep.sim.agentCount,
      scripts: Object.keys(JSON.parse(window.sidestep.sim.module.scriptSources(window.sidestep.sim.world))),
    }));
    await page.selectOption('#new-behavior', 'script');
    const [x0, y0] = await page.evaluate(() => window.sidestep.worldToClient(3, 2));
    const [x1, y1] = await page.evaluate(() => window.sidestep.worldToClient(12, 2));
    await page.mouse.move(x0, y0);
    await page.mouse.down();
    await page.mouse.move(x1, y1, { steps: 5 });
    await page.mouse.up();
    const added = await page.evaluate(() => {
      const { sim } = window.sidestep,
        i = sim.agentCount - 1;
      return {
        agents: sim.agentCount,
        behavior: sim.agent(i).behavior,
        script: sim.module.scriptRecord(sim.world, i).script,
        source: JSON.parse(sim.module.scriptSources(sim.world)).mine,
      };
    });
    assert.equal(added.agents, before1.agents + 1);
    assert.deepEqual([added.behavior, added.script], ['script', 'mine']);
    assert.match(added.source, /function steer\(agent, world\)/);
    assert.match(added.source, /castRay\(ox, oy, dx, dy, length\)/, 'the starter names the contract');
    // The starter seeks: the new agent comes closer to its goal.
    const gain = await page.evaluate(() => {
      const { sim } = window.sidestep,
        i = sim.agentCount - 1,
        a = sim.agent(i);
      const d0 = Math.hypot(a.goal[0] - a.position[0], a.goal[1] - a.position[1]);
      sim.step(100);
      const b = sim.agent(i);
      return d0 - Math.hypot(b.goal[0] - b.position[0], b.goal[1] - b.position[1]);
    });
    assert.ok(gain > 3, `it moved ${gain} u toward its goal in 2 s`);
    // Its panel opens the editor on its script; one Ctrl+Z on the page takes both the agent and its script out.
    await page.click('button[data-action="edit-script"]');
    await page.waitForSelector('.script-editor:not([hidden])');
    assert.equal(await page.locator('.script-tab[aria-selected="true"]').innerText(), 'mine');
    await page.click('.script-bar button:text("Delete")');
    assert.match(await page.locator('.script-messages').innerText(), /scripts\.mine: not deleted: "[^"]*" runs it/);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Control+z');
    const undone = await page.evaluate(() => ({
      agents: window.sidestep.sim.agentCount,
      scripts: Object.keys(JSON.parse(window.sidestep.sim.module.scriptSources(window.sidestep.sim.world))),
    }));
    assert.deepEqual(undone, before1);
  });

  it("New and Rename make scripts the scene has only once applied; the contract panel lists every name of docs/scripts.md's tables", async () => {
    await page.keyboard.press('e');
    await page.waitForSelector('.script-editor:not([hidden])');
    await page.click('.script-bar button:text("+ New")');
    assert.equal(await page.locator('.script-tab[aria-selected="true"]').innerText(), 'mine •');
    await page.click('.script-bar button:text("Rename")');
    await page.keyboard.press('Control+a');
    await page.keyboard.type('not a name');
    await page.keyboard.press('Enter');
    assert.match(
      await page.locator('.script-messages').innerText(),
      /scripts\.not a name: a script's name must be a letter or _/,
    );
    await page.keyboard.press('Control+a');
    await page.keyboard.type('seeker');
    await page.keyboard.press('Enter');
    assert.equal(await page.locator('.script-tab[aria-selected="true"]').innerText(), 'seeker •');
    assert.ok(!(await scriptText(page, 'seeker')), 'not in the scene before Apply');
    await page.click('button[data-action="apply"]');
    await page.waitForFunction(() => /runs as shown/.test(document.querySelector('.script-status').textContent));
    assert.match(await scriptText(page, 'seeker'), /function steer/);
    // The contract, one click away: every name the tables of docs/scripts.md give for agent and world.
    await page.click('.script-contract');
    const reference = await page.locator('.script-reference').innerText();
    const doc = readFileSync(`${ROOT}docs/scripts.md`, 'utf8');
    const tables = doc.slice(doc.indexOf('## The contract'), doc.indexOf('## Errors'));
    const names = tables
      .split('\n')
      .filter((l) => l.startsWith('| `'))
      .flatMap((l) => [...l.split('|')[1].matchAll(/`([^`]+)`/g)].map((m) => m[1]));
    assert.ok(names.length >= 14, names.join(' '));
    for (const name of names) assert.ok(reference.includes(name), `the contract panel names ${name}`);
    await page.keyboard.press('Escape');
    assert.deepEqual(pg.errors, []);
  });
});
