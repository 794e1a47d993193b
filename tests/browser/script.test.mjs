// A scripted scene in the page: opened from a link, it loads the script engine and runs with the same hash
// as `node scripts/sidestep.mjs run`; its castRay rays are drawn like a built-in's; its show() value is in
// the panel; going back and forth with the keys is exact; a script that throws stops only its own agent and
// the panel says why. The page's CSP (no unsafe-eval) lets the engine load.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

import { encodeLink } from '../../web/sim/link.js';
import { openPlayground } from './browser.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const FILE = `${ROOT}examples/script-whiskers.json`;
/** The example without its compare set: one pane, the scripted agent beside seek. */
const SCENE = (({ compare, ...rest }) => rest)(JSON.parse(readFileSync(FILE, 'utf8')));
const TEXT = JSON.stringify(SCENE);
const palette = JSON.parse(readFileSync(`${ROOT}web/draw/palette.json`, 'utf8'));

const nodeRun = (text) => {
  const r = spawnSync(process.execPath, [`${ROOT}scripts/sidestep.mjs`, 'run', '-', '--json'], {
    input: text,
    encoding: 'utf8',
  });
  assert.equal(r.status, 0, r.stderr);
  return JSON.parse(r.stdout);
};

/** Clicks at world point (x, y) on the canvas, as a person would. */
async function clickWorld(page, x, y) {
  const [cx, cy] = await page.evaluate(([wx, wy]) => window.sidestep.worldToClient(wx, wy), [x, y]);
  await page.mouse.click(cx, cy);
}

const whyText = (page) => page.evaluate(() => document.querySelector('#selection .why')?.innerText ?? '');

describe('a scripted scene in the page', () => {
  let pg;
  before(async () => {
    pg = await openPlayground({ width: 1280, height: 800, hash: `#s=${await encodeLink(TEXT)}` });
    await pg.page.waitForFunction(
      (t) => document.getElementById('scene-title').textContent === t,
      JSON.parse(TEXT).title,
    );
    await pg.page.waitForFunction(() => window.sidestep.sim.agent(0).behavior === 'script');
    await pg.page.evaluate(() => window.sidestep.pause());
  });
  after(async () => {
    await pg?.close();
  });

  it('runs to the same hash as node scripts/sidestep.mjs, with no error on the console (CSP as strict as before)', async () => {
    const { page } = pg;
    const report = nodeRun(TEXT);
    const end = await page.evaluate(() => {
      const { sim } = window.sidestep;
      while (sim.step(500) > 0);
      return { hash: sim.hash(), steps: sim.stepCount };
    });
    assert.equal(end.hash, report.hash);
    assert.equal(end.steps, report.steps);
    const csp = await page.evaluate(() => document.querySelector('meta[http-equiv="Content-Security-Policy"]').content);
    assert.doesNotMatch(csp, /'unsafe-eval'/);
    assert.match(csp, /'wasm-unsafe-eval'/);
    assert.deepEqual(pg.errors, []);
  });

  it("draws its castRay rays like a built-in's and shows its show() value and notes in the panel", async () => {
    const { page } = pg;
    // The first step at which one of its whiskers sees a circle.
    const at = await page.evaluate(() => {
      const { sim } = window.sidestep;
      sim.seek(0);
      while (!(sim.agent(0).steering?.rays ?? []).some((r) => r.hit)) sim.step(1);
      window.sidestep.seek(sim.stepCount); // the page redraws at that step
      return sim.stepCount;
    });
    assert.ok(at > 0);
    const a = await page.evaluate(() => window.sidestep.sim.agent(0));
    await clickWorld(page, a.position[0], a.position[1]);
    await page.waitForFunction(() => /show T = /.test(document.querySelector('#selection .why')?.innerText ?? ''));
    const why = await whyText(page);
    const T = Number(/show T = ([\d.]+)/.exec(why)[1]);
    const ray = a.steering.rays.find((r) => r.hit);
    assert.ok(
      Math.abs(T - (1 - ray.distance / ray.length)) < 1e-3,
      `shown T ${T}, ray ${ray.distance} of ${ray.length}`,
    );
    assert.match(why, /note: (right|left) whisker hit: T = /);
    assert.match(why, /castRay \d: hit at/);
    // The ray's drawn segment, from its start to its hit, in the colour of a ray that detects something.
    const coloured = await page.evaluate(
      async ([r, colour]) => {
        await new Promise((res) => requestAnimationFrame(() => requestAnimationFrame(res)));
        const canvas = document.getElementById('world'),
          box = canvas.getBoundingClientRect(),
          k = canvas.width / box.width;
        const ctx = canvas.getContext('2d');
        const want = [1, 3, 5].map((j) => parseInt(colour.slice(j, j + 2), 16));
        let hits = 0;
        for (let t = 0.2; t <= 0.8; t += 0.1) {
          const [cx, cy] = window.sidestep.worldToClient(
            r.start[0] + (r.hitPoint[0] - r.start[0]) * t,
            r.start[1] + (r.hitPoint[1] - r.start[1]) * t,
          );
          const px = ctx.getImageData(
            Math.round((cx - box.left) * k) - 1,
            Math.round((cy - box.top) * k) - 1,
            3,
            3,
          ).data;
          let near = false;
          for (let o = 0; o < px.length; o += 4)
            near ||= Math.abs(px[o] - want[0]) + Math.abs(px[o + 1] - want[1]) + Math.abs(px[o + 2] - want[2]) < 60;
          if (near) hits++;
        }
        return hits;
      },
      [ray, palette.rays.detect],
    );
    assert.ok(coloured >= 5, `${coloured} of 7 points along the ray in its colour`);
  });

  it('going back and forth with the keys gives the states of a fresh run', async () => {
    const { page } = pg;
    await page.evaluate(() => window.sidestep.seek(40));
    await page.locator('#world').focus();
    const fresh = await page.evaluate(() => {
      const { sim } = window.sidestep;
      const seen = {};
      for (const s of [37, 40, 41]) {
        sim.seek(s);
        seen[s] = sim.hash();
      }
      sim.seek(40);
      return seen;
    });
    for (let k = 0; k < 3; k++) await page.keyboard.press('ArrowLeft');
    assert.equal(await page.evaluate(() => window.sidestep.sim.stepCount), 37);
    assert.equal(await page.evaluate(() => window.sidestep.sim.hash()), fresh[37]);
    for (let k = 0; k < 4; k++) await page.keyboard.press('ArrowRight');
    assert.equal(await page.evaluate(() => window.sidestep.sim.stepCount), 41);
    assert.equal(await page.evaluate(() => window.sidestep.sim.hash()), fresh[41]);
  });

  it('a script that throws stops only its own agent, and the panel says why with its line', async () => {
    const { page } = pg;
    const scene = JSON.parse(TEXT);
    scene.scripts.thrower =
      'function steer(agent) {\n  if (agent.step >= 5) throw new TypeError("no way");\n  return { x: 2, y: 0 };\n}';
    scene.agents[1] = { ...scene.agents[1], name: 'thrower', behavior: 'script', script: 'thrower', params: {} };
    delete scene.compare;
    await page.evaluate(
      (link) => {
        location.hash = link;
      },
      `#s=${await encodeLink(JSON.stringify(scene))}`,
    );
    await page.waitForFunction(
      () => window.sidestep.sim.agentCount === 2 && window.sidestep.sim.agent(1).behavior === 'script',
    );
    await page.evaluate(() => {
      window.sidestep.pause();
      window.sidestep.seek(0);
    });
    await page.locator('#world').focus();
    for (let k = 0; k < 8; k++) await page.keyboard.press('ArrowRight');
    const [a, b] = await page.evaluate(() => [window.sidestep.sim.agent(0), window.sidestep.sim.agent(1)]);
    assert.equal(b.stop, 'script');
    assert.equal(a.stop, 'moving', 'the other agent goes on');
    await clickWorld(page, b.position[0], b.position[1]);
    await page.waitForFunction(() =>
      /stopped by its script/.test(document.querySelector('#selection .why')?.innerText ?? ''),
    );
    assert.match(await whyText(page), /stopped by its script: scripts\.thrower: line 2: TypeError: no way/);
    assert.deepEqual(pg.errors, []);
  });
});
