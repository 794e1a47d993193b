// examples/game-web/ over the installed npm package, in headless Chromium: the arrow keys drive the player into the
// crowd's crossing, and the crowd's velocities turn away from it compared with the same run without the player (the
// player's positions replayed as a point nobody avoids). Served cross-origin isolated, the page runs the threaded
// build; served plain, the single-thread one: the run without the player has the same hash on both.
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';

import { chromium } from 'playwright-core';

import { startServer } from '../../scripts/serve.mjs';
import { ARGS, CHROMIUM } from '../browser/browser.mjs';
import { installPackage } from './installed.mjs';

const FRAMES = 480; // 8 s at 60 frames/s: 400 steps of 0.02 s
const DRIVEN = 90; // the first 1.5 s the player walks down (ArrowDown held), then it stands in the crossing

let pkg;
before(async () => {
  pkg = await installPackage();
});
after(() => pkg?.remove());

/** Opens the game (served isolated or not, with the query) and runs `fn(page)`; returns what it returns. */
async function withGame({ isolate, query }, fn) {
  const server = await startServer(0, '127.0.0.1', { site: pkg.project, isolate });
  const profile = await mkdtemp(join(tmpdir(), 'sidestep-game-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: ARGS,
    viewport: { width: 1280, height: 800 },
  });
  const errors = [];
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`http://127.0.0.1:${server.address().port}/index.html${query}`);
    await page.waitForFunction(() => window.game !== undefined, null, { timeout: 20000 });
    const result = await fn(page);
    assert.deepEqual(errors, []);
    return result;
  } finally {
    await context.close();
    await new Promise((r) => server.close(r));
    await rm(profile, { recursive: true, force: true });
  }
}

/** Runs frames `from`..`to` in the page; per frame, how straight at the player the crowd agents within 2 u of it that
 *  come closer head (the mean cosine between their velocity and the direction to the player: 1 straight at it), and
 *  the crowd's nearest centre to it. `at`: the player's position per frame (null: the page's). */
const runFrames = (page, from, to, at) =>
  page.evaluate(
    ([from, to, at]) => {
      const { world, player, frame } = window.game;
      const out = [];
      for (let f = from; f < to; f++) {
        frame(1 / 60);
        const p = world.positions(),
          v = world.velocities();
        const [px, py] = at ? at[f - from] : [p[2 * player], p[2 * player + 1]];
        let aimed = 0,
          near = 0,
          nearest = Infinity;
        for (let i = 0; i < 40; i++) {
          const dx = p[2 * i] - px,
            dy = p[2 * i + 1] - py,
            d = Math.hypot(dx, dy);
          nearest = Math.min(nearest, d);
          const speed = Math.hypot(v[2 * i], v[2 * i + 1]);
          const aim = -(v[2 * i] * dx + v[2 * i + 1] * dy) / (d * speed); // 1: straight at the player
          if (d > 2 || !(speed > 0.1) || !(aim > 0)) continue; // those within 2 u coming closer
          aimed += aim;
          near++;
        }
        out.push({ at: [px, py], aim: near ? aimed / near : null, nearest });
      }
      return { frames: out, hash: world.hash(), threads: world.threads, steps: world.stepCount };
    },
    [from, to, at],
  );

describe('examples/game-web', () => {
  it('the crowd steers away from the player the arrow keys drive into its way', async (t) => {
    const played = await withGame({ isolate: true, query: '?manual=1' }, async (page) => {
      await page.focus('#field');
      await page.keyboard.down('ArrowDown');
      const first = await runFrames(page, 0, DRIVEN, null);
      await page.keyboard.up('ArrowDown');
      const rest = await runFrames(page, DRIVEN, FRAMES, null);
      return { ...rest, frames: [...first.frames, ...rest.frames] };
    });
    assert.ok(played.threads > 1, `isolated: the threaded build (${played.threads} threads)`);
    assert.equal(played.steps, 400);
    const [x0, y0] = played.frames[0].at,
      [x1, y1] = played.frames[DRIVEN].at;
    assert.ok(Math.abs(x1 - x0) < 0.01 && y1 - y0 > 4, `the keys moved the player down: ${[x0, y0]} to ${[x1, y1]}`);

    const path = played.frames.map((f) => f.at);
    const alone = await withGame({ isolate: false, query: '?manual=1&player=0' }, (page) =>
      runFrames(page, 0, FRAMES, path),
    );
    assert.equal(alone.threads, 1, 'not isolated: the single-thread build');
    const mean = (run) => {
      const a = run.frames.map((f) => f.aim).filter((x) => x !== null);
      return { mean: a.reduce((s, x) => s + x, 0) / a.length, samples: a.length };
    };
    const withPlayer = mean(played),
      without = mean(alone);
    assert.ok(withPlayer.samples > 50 && without.samples > 50, JSON.stringify({ withPlayer, without }));
    t.diagnostic(
      `how straight at the player those coming closer head (cosine): ${withPlayer.mean.toFixed(3)} with it ` +
        `(${withPlayer.samples} samples), ${without.mean.toFixed(3)} without (${without.samples})`,
    );
    assert.ok(withPlayer.mean < without.mean, 'with the player there, the crowd heads less straight at it');
    const closest = (run) => Math.min(...run.frames.slice(DRIVEN).map((f) => f.nearest));
    t.diagnostic(
      `the crowd's nearest centre to the player: ${closest(played).toFixed(3)} u with it, ${closest(alone).toFixed(3)} without`,
    );
    assert.ok(closest(played) > closest(alone), `nearest body ${closest(played)} with, ${closest(alone)} without`);
  });

  it('without the player, the threaded build (isolated) and the single-thread one reach the same hash', async () => {
    const threaded = await withGame({ isolate: true, query: '?manual=1&player=0' }, (page) =>
      runFrames(page, 0, 120, null),
    );
    const single = await withGame({ isolate: false, query: '?manual=1&player=0' }, (page) =>
      runFrames(page, 0, 120, null),
    );
    assert.ok(threaded.threads > 1);
    assert.equal(single.threads, 1);
    assert.equal(threaded.hash, single.hash);
  });
});
