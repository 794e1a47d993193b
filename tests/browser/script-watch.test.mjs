// The scripts' wall-clock safety net in the page (web/app/script-watch.js): when a step's scripts run past the
// net, the page gives the step up (the run stays exactly at the step before: same step, same hash) and asks in
// a dialog; Stop it (or Escape) leaves the run there, paused; Keep waiting asks the step again with a longer
// net and plays on, reaching the hash of `node scripts/sidestep.mjs` at the same step.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

import { encodeLink } from '../../web/sim/link.js';
import { openPlayground } from './browser.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** About 3,000,000 loop turns a call: a few hundred ms in QuickJS, well within its budget of 1,000 checks. */
const SCENE = {
  version: 1,
  title: 'a slow script',
  world: { grid: Array.from({ length: 6 }, () => '.'.repeat(16)) },
  scripts: {
    slow: `function steer(agent) {
  let s = 0;
  for (let i = 0; i < 3000000; i++) s = (s + i) % 5;
  return { x: agent.maxAccel, y: s * 1e-9 };
}`,
  },
  agents: [{ name: 'slow', behavior: 'script', script: 'slow', start: [1, 3], goal: [15, 3] }],
  sim: { dt: 0.05, maxSteps: 400, scriptBudget: 1000 },
};
const TEXT = JSON.stringify(SCENE);

const nodeHash = (steps) => {
  const r = spawnSync(
    process.execPath,
    [`${ROOT}scripts/sidestep.mjs`, 'run', '-', '--json', '--steps', String(steps)],
    {
      input: TEXT,
      encoding: 'utf8',
    },
  );
  assert.equal(r.status, 0, r.stderr);
  return JSON.parse(r.stdout).hash;
};

const state = (page) =>
  page.evaluate(() => ({
    step: window.sidestep.sim.stepCount,
    hash: window.sidestep.sim.hash(),
    playing: window.sidestep.app?.loop?.playing ?? document.getElementById('play-label').textContent.includes('Pause'),
  }));

describe("the scripts' safety net in the page", () => {
  let pg;
  before(async () => {
    pg = await openPlayground({ width: 1280, height: 800, hash: `#s=${await encodeLink(TEXT)}` });
    await pg.page.waitForFunction(() => window.sidestep.sim.agent(0).behavior === 'script');
    await pg.page.evaluate(() => {
      window.sidestep.pause();
      window.sidestep.seek(0);
    });
  });
  after(async () => {
    await pg?.close();
  });

  let at = -1; // the step the run stalled at
  it('gives the step up past the net: the run stays at its step with its hash, paused, and a dialog asks', async () => {
    const { page } = pg;
    // A net far shorter than one step's scripts (the page's is 4 s).
    await page.evaluate(() => {
      window.sidestep.sim.scripts.runtime.netMs = 30;
    });
    await page.getByRole('button', { name: 'Play' }).click();
    const dialog = page.getByRole('dialog', { name: 'A script is taking long' });
    await dialog.waitFor();
    const now = await state(page);
    at = now.step; // the step whose next one was given up (the first step may use decisions made at load)
    assert.ok(at <= 1, `stalled at step ${at}`);
    const text = await dialog.innerText();
    assert.match(text, new RegExp(`Step ${at + 1}: the scripts have run [\\d.]+ s \\(scripts\\.slow, agent 0\\)`));
    assert.match(text, new RegExp(`stays at step ${at}: nothing of the run changed`));
    assert.equal(now.playing, false);
    assert.equal(now.hash, nodeHash(at), 'exactly the state of a run to that step');
  });

  it('Stop it (and Escape) leaves the run there, paused; the keys reach both buttons', async () => {
    const { page } = pg;
    const dialog = page.getByRole('dialog', { name: 'A script is taking long' });
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Keep waiting');
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Stop it');
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    const after = await state(page);
    assert.equal(after.step, at);
    assert.equal(after.playing, false);
    assert.equal(after.hash, nodeHash(at));
    // Asked again (Stop it put the page's own net back: a short one again here), Escape answers Stop it.
    await page.evaluate(() => {
      window.sidestep.sim.scripts.runtime.netMs = 30;
    });
    await page.getByRole('button', { name: 'Play' }).click();
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    assert.equal((await state(page)).step, at);
  });

  it('Keep waiting asks the step again with a longer net and plays on, to the hash Node reaches', async () => {
    const { page } = pg;
    const dialog = page.getByRole('dialog', { name: 'A script is taking long' });
    await page.evaluate(() => {
      window.sidestep.sim.scripts.runtime.netMs = 30;
    });
    await page.getByRole('button', { name: 'Play' }).click();
    await dialog.waitFor();
    // Each answer multiplies the net by four: 30, 120, 480 ms, ... until a step's scripts fit in it.
    for (let k = 0; k < 8 && (await dialog.count()) > 0; k++) {
      await page.getByRole('button', { name: 'Keep waiting' }).click();
      await page.waitForTimeout(1500);
    }
    await page.waitForFunction((s) => window.sidestep.sim.stepCount >= s + 2, at, { timeout: 30000 });
    await page.evaluate(() => window.sidestep.pause());
    const end = await state(page);
    assert.ok(end.step >= at + 2);
    assert.equal(end.hash, nodeHash(end.step));
    assert.deepEqual(pg.errors, []);
  });
});
