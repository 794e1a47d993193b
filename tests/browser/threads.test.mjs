// The page's wasm module, chosen at load: where the host sends COOP/COEP (npm start does) the page is
// cross-origin isolated and runs the threaded module (sidestep-mt: one thread per core up to 8), never
// fetching the single-thread one; where it does not, the single-thread module, never fetching the threaded
// one. The readout says which and why, and either runs a crowd to the same hash as the native tool.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

import { openPlayground } from './browser.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CROWD = `${ROOT}examples/crowd-thousand.json`;
const STEPS = 120;

/** What the readout shows after its text: the thread count (drawn by the style sheet, #readout::after). */
const threadsShown = (page) =>
  page.evaluate(() => getComputedStyle(document.getElementById('readout'), '::after').content);

/** The native tool's hash of the crowd after STEPS steps (one thread). */
function nativeHash() {
  const r = spawnSync(`${ROOT}build/native/sidestep`, ['run', CROWD, '--steps', String(STEPS), '--threads', '1'], {
    encoding: 'utf8',
  });
  assert.equal(r.status, 0, r.stderr);
  return /hash ([0-9a-f]{16})/.exec(r.stdout)[1];
}

/** Runs the gallery's crowd-thousand (picked in the Examples menu) STEPS steps with the Step button and
 *  the console, and returns the page's hash. */
async function runCrowd(page) {
  await page.selectOption('#examples', 'crowd-thousand.json');
  await page.waitForFunction(() => window.sidestep.scenario().agents.length === 1000);
  await page.click('#step'); // a real click: one step
  assert.equal(await page.evaluate(() => window.sidestep.timeline().step), 1);
  await page.evaluate((n) => void window.sidestep.step(n), STEPS - 1); // (not its answer: every agent's state)
  return page.evaluate(() => window.sidestep.hash());
}

/** A scenario of `n` seek agents on a 512² grid, written out in full (one JSON object per agent), each followed by
 *  `pad` spaces (more text to read, for the same agents). */
function bigCrowd(n, pad = 0) {
  const agents = [];
  for (let i = 0; i < n; i++) {
    const x = 2 + (i % 500) + 0.25,
      y = 2 + Math.floor(i / 500) * 4 + 0.25;
    agents.push(`{"behavior": "seek", "radius": 0.4, "start": [${x}, ${y}], "goal": [${510 - x}, ${y + 1}]}`);
  }
  return `{"version": 1, "world": {"size": [512, 512]}, "agents": [\n${agents.join(`,${' '.repeat(pad)}\n`)}\n]}`;
}

describe('threads in the page', () => {
  const expected = nativeHash();
  const opened = [];
  after(async () => {
    for (const pg of opened) await pg.close();
  });

  it('isolated (COOP/COEP sent): the threaded module, one thread per core, the native hash', async () => {
    const requests = [];
    const pg = await openPlayground({ width: 1280, height: 800, isolate: true });
    opened.push(pg);
    const { page } = pg;
    page.on('request', (r) => requests.push(new URL(r.url()).pathname));
    await page.reload();
    await page.waitForSelector('body[data-ready="1"]');
    const { isolated, cores } = await page.evaluate(() => ({
      isolated: self.crossOriginIsolated,
      cores: navigator.hardwareConcurrency,
    }));
    assert.equal(isolated, true);
    const threads = Math.min(cores, 8);
    assert.ok(threads >= 2, `this machine has ${cores} cores`);
    assert.equal(await threadsShown(page), `" · ${threads} threads"`);
    assert.match(
      await page.textContent('#readout'),
      /^step 0 · 0\.00 s · paused$/,
      "the readout's own text is the run's",
    );
    assert.ok(requests.includes('/wasm/sidestep-mt.wasm'), requests.filter((p) => p.includes('wasm')).join(', '));
    assert.ok(
      !requests.includes('/wasm/sidestep.wasm') && !requests.includes('/wasm/sidestep.mjs'),
      'the single-thread module is not fetched',
    );
    assert.equal(await runCrowd(page), expected);
    assert.deepEqual(pg.errors, []);
  });

  it("isolated: steps taken beside the page (the loop's way) reach the native hash, and a call made while they are under way waits for them", async () => {
    const pg = await openPlayground({ width: 1280, height: 800, isolate: true });
    opened.push(pg);
    const { page } = pg;
    await page.selectOption('#examples', 'crowd-thousand.json');
    await page.waitForFunction(() => window.sidestep.scenario().agents.length === 1000);
    const r = await page.evaluate((n) => {
      const { sim } = window.sidestep;
      const can = sim.module.beside.can(sim);
      sim.module.beside.start(sim, n);
      const underWay = sim.module.beside.busy(); // RunBeside's own calls do not wait
      const hash = window.sidestep.hash(); // any other call waits for the steps to land
      return { can, underWay, hash, step: sim.stepCount, landed: sim.landing.taken };
    }, STEPS);
    assert.deepEqual(r, { can: true, underWay: true, hash: expected, step: STEPS, landed: STEPS });
    // Steps started with their hash (a crowd whose landings the panel shows each): the page's thread reads it
    // rather than taking it, until the run changes.
    const h = await page.evaluate((n) => {
      const { sim } = window.sidestep;
      const world = sim.world,
        own = world.hash;
      let taken = 0;
      world.hash = function () {
        taken++;
        return own.call(this);
      };
      sim.module.beside.start(sim, n, null, true);
      const read = sim.hash(); // lands them first
      const readTaken = taken;
      const truth = own.call(world);
      sim.step(1); // a step on the page's thread: the landing's hash is no longer the state's
      const after = sim.hash();
      const afterTaken = taken;
      const afterTruth = own.call(world);
      world.hash = own;
      return { read, readTaken, truth, after, afterTaken, afterTruth, step: sim.stepCount };
    }, STEPS);
    assert.equal(h.readTaken, 0, 'the landed hash was read, not taken again on the page');
    assert.equal(h.read, h.truth);
    assert.notEqual(h.read, expected);
    assert.equal(h.afterTaken, 1, 'after a step of its own the page takes the hash');
    assert.equal(h.after, h.afterTruth);
    assert.notEqual(h.after, h.read);
    assert.equal(h.step, 2 * STEPS + 1);
    assert.deepEqual(pg.errors, []);
  });

  it("isolated: while a crowd plays beside the page, the landings the panel shows bring their hash with them: the page takes few itself, and the hash shown is the core's", async () => {
    const pg = await openPlayground({ width: 1280, height: 800, isolate: true });
    opened.push(pg);
    const { page } = pg;
    await page.selectOption('#examples', 'crowd-thousand.json');
    await page.waitForFunction(() => window.sidestep.scenario().agents.length === 1000);
    const r = await page.evaluate(async () => {
      const { sim } = window.sidestep;
      const world = sim.world,
        own = world.hash;
      let taken = 0,
        refreshes = 0;
      world.hash = function () {
        taken++;
        return own.call(this);
      };
      const stats = document.getElementById('stats');
      const seen = new MutationObserver(() => refreshes++);
      window.sidestep.play();
      await new Promise((resolve) => setTimeout(resolve, 600)); // the loop has measured its steps
      taken = 0;
      seen.observe(stats, { childList: true });
      await new Promise((resolve) => setTimeout(resolve, 2000));
      seen.disconnect();
      const playing = { taken, refreshes, beside: window.sidestep.rate().beside };
      window.sidestep.pause();
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      world.hash = own;
      const shown = [...stats.querySelectorAll('dd')].at(-1).textContent;
      return { ...playing, shown, core: own.call(world), step: sim.stepCount };
    });
    assert.equal(r.beside, true, 'played beside the page');
    assert.ok(r.refreshes >= 4, `${r.refreshes} refreshes of the panel in 2 s`);
    assert.ok(r.taken <= r.refreshes / 2, `the page took ${r.taken} hashes itself for ${r.refreshes} refreshes`);
    assert.equal(r.shown, r.core, `the hash shown at step ${r.step} is the core's`);
    assert.deepEqual(pg.errors, []);
  });

  it('isolated: a big scenario file is read beside the page: its frames go on, the toast says how far, the scene is the one the core reads at once, Undo brings the last one back, and a refused one changes nothing', async () => {
    const pg = await openPlayground({ width: 1280, height: 800, isolate: true });
    opened.push(pg);
    const { page } = pg;
    // A crowd of 50,000 agents written out in full (several MB), and the same with one agent refused. Its title is
    // not all ASCII: the text goes into the module as UTF-8 of more bytes than characters (web/sim/beside.js).
    const title = 'Foule — 人群 😀';
    // Its first agent follows a route, which its first decisions plan: part of the state its hash reads.
    const text = bigCrowd(50000)
      .replace('{"version": 1,', `{"version": 1, "title": "${title}",`)
      .replace('"behavior": "seek",', '"behavior": "seek", "planner": "grid",');
    assert.ok(text.length > 4 << 20, `${text.length} bytes`);
    const r = await page.evaluate(async (s) => {
      const { sim } = window.sidestep;
      const once = new sim.module.Timeline(1, 1);
      once.load(s); // the core reading it at once, on the page's thread
      once.world().refreshDecisions(); // its first decisions, as the page takes them (the route planned)
      const expected = once.world().hash();
      once.delete();
      const before = { hash: sim.hash(), depth: window.sidestep.undoDepth().undo, budget: sim.timeline.budget() };
      let frames = 0,
        counting = true,
        loading = false;
      const count = () => {
        frames++;
        loading ||= sim.module.beside.loading(); // read beside the page (its module fetched first)
        if (counting) requestAnimationFrame(count);
      };
      requestAnimationFrame(count);
      const toasts = new Set();
      const seen = new MutationObserver(() => toasts.add(document.getElementById('toast').textContent));
      seen.observe(document.getElementById('toast'), { childList: true, characterData: true, subtree: true });
      const t0 = performance.now();
      const ok = await window.sidestep.open(s);
      counting = false;
      seen.disconnect();
      const ms = performance.now() - t0;
      for (let k = 0; k < 2; k++) await new Promise((resolve) => requestAnimationFrame(resolve)); // the panel shows it
      const after = {
        hash: sim.hash(), // the one taken beside the page, after the reading
        taken: sim.world.hash(), // taken now
        depth: window.sidestep.undoDepth().undo,
        agents: sim.agentCount,
        budget: sim.timeline.budget(),
        title: document.getElementById('scene-title-input').value,
      };
      window.sidestep.undo();
      const undone = sim.hash();
      return { expected, before, loading, ok, frames, ms, toasts: [...toasts], after, undone };
    }, text);
    assert.equal(r.loading, true, 'read beside the page');
    assert.equal(r.ok, true);
    assert.equal(r.after.hash, r.expected, 'the scene is the one the core reads at once');
    assert.equal(r.after.taken, r.after.hash, 'the hash brought from beside the page is the state now');
    assert.equal(r.after.agents, 50000);
    assert.equal(r.after.title, title, 'its words as written');
    assert.equal(r.after.depth, r.before.depth + 1, 'the scene replaced is on the undo history');
    assert.equal(r.undone, r.before.hash, 'Undo brings it back');
    assert.equal(r.after.budget, r.before.budget, "the page's keyframe budget");
    // The page's thread drew frames while the text was read (about one per display frame).
    assert.ok(r.frames >= Math.min(10, r.ms / 50), `${r.frames} frames in ${r.ms.toFixed(0)} ms`);
    assert.ok(
      r.toasts.some((x) => /^Opening the scenario: \d+% read$/.test(x)),
      r.toasts.join(' | '),
    );
    // A refused one, as big: nothing changes, and the page says why.
    const bad = text.replace('"radius": 0.4', '"radius": -1');
    const refused = await page.evaluate(async (s) => {
      const { sim } = window.sidestep;
      const before = { hash: sim.hash(), depth: window.sidestep.undoDepth() };
      const ok = await window.sidestep.open(s);
      return {
        ok,
        same: sim.hash() === before.hash,
        depth: JSON.stringify(window.sidestep.undoDepth()) === JSON.stringify(before.depth),
        errors: document.getElementById('errors-list').textContent,
      };
    }, bad);
    assert.deepEqual([refused.ok, refused.same, refused.depth], [false, true, true]);
    assert.match(refused.errors, /radius/);
    // The last action wins: an example opened while the big text is read stays, and the big one is dropped, its
    // reading stopped: the example waits far less than the whole reading took above.
    const last = await page.evaluate(async (s) => {
      const { sim } = window.sidestep;
      let loading = false;
      const big = window.sidestep.open(s);
      while (!(loading = sim.module.beside.loading())) await new Promise((resolve) => setTimeout(resolve, 5));
      const t0 = performance.now();
      const small = await window.sidestep.open({
        version: 1,
        world: { size: [8, 8] },
        agents: [{ behavior: 'seek', start: [1, 1], goal: [6, 6] }],
      });
      const ms = performance.now() - t0;
      return { loading, small, big: await big, agents: sim.agentCount, ms };
    }, text);
    const smallMs = last.ms;
    delete last.ms;
    assert.deepEqual(last, { loading: true, small: true, big: false, agents: 1 });
    assert.ok(smallMs < r.ms * 0.6, `the example waited ${smallMs.toFixed(0)} ms; the reading took ${r.ms.toFixed(0)}`);
    assert.equal(await page.locator('#errors').isHidden(), true, 'the stopped reading says nothing');
    // The same with another file imported (its kind is checked with the module first): it stops the reading too.
    await page.evaluate((s) => {
      window.bigOpen = window.sidestep.open(s);
    }, text);
    await page.waitForFunction(() => window.sidestep.sim.module.beside.loading());
    const t0 = Date.now();
    await page.setInputFiles('#import-file', {
      name: 'two.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify({ version: 1, world: { size: [9, 9] }, agents: [] })),
    });
    await page.waitForFunction(() => window.sidestep.sim.width === 9);
    const importMs = Date.now() - t0;
    assert.equal(await page.evaluate(() => window.bigOpen), false, 'the big one dropped');
    assert.ok(importMs < r.ms * 0.6, `the import waited ${importMs} ms; the reading took ${r.ms.toFixed(0)}`);
    assert.deepEqual(pg.errors, []);
  });

  it("isolated: while a big file is read beside the page, the world and the run's controls do not wait for it: they do nothing and say why", async () => {
    const pg = await openPlayground({ width: 1280, height: 800, isolate: true });
    opened.push(pg);
    const { page } = pg;
    await page.evaluate(
      (s) => {
        window.toasts = new Set();
        const toast = document.getElementById('toast');
        new MutationObserver(() => window.toasts.add(toast.textContent)).observe(toast, { childList: true });
        window.sidestep.play(); // the welcome scene plays when the file is picked
        window.bigOpen = window.sidestep.open(s);
      },
      bigCrowd(60000, 150),
    ); // (at most 64,000 fit its world; the spaces make its read outlast the input below)
    await page.waitForFunction(() => window.sidestep.sim.module.beside?.loading());
    // Real input over the world and on the run's and the zoom's controls: each would read the run, so each would have
    // waited for the whole file (the page's thread held) had it not been dropped. Escape still closes what `?` opened,
    // and a resize places the view without reading the scene.
    const box = await page.locator('#world').boundingBox();
    const [cx, cy] = [box.x + box.width / 2, box.y + box.height / 2];
    await page.mouse.move(cx, cy);
    await page.mouse.move(cx + 40, cy + 20, { steps: 4 });
    await page.mouse.wheel(0, 120);
    await page.mouse.click(cx, cy);
    await page.keyboard.press('Space');
    await page.click('#play');
    await page.click('#step');
    await page.click('#zoom-in');
    for (const id of ['#clear-walls', '#grid-apply', '#export']) await page.click(id); // the panel's scene actions
    await page.keyboard.press('?');
    const sheet = await page.locator('#shortcuts').isVisible();
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1100, height: 760 }); // the view keeps the scene shown's size
    const during = await page.evaluate(() => ({
      loading: window.sidestep.sim.module.beside.loading(),
      toasts: [...window.toasts],
      sheet: !document.getElementById('shortcuts').hidden,
      readout: [document.getElementById('readout').dataset.state, document.getElementById('readout-state').textContent],
      play: document.getElementById('play').getAttribute('aria-label'),
      rate: document.getElementById('rate').hidden,
    }));
    assert.equal(during.loading, true, 'none of them waited for the file');
    // The run that was playing was paused as the reading began (it cannot step meanwhile), and the readout says why.
    assert.deepEqual(during.readout, ['reading', 'opening the file']);
    assert.deepEqual([during.play, during.rate], ['Play', true], 'the Play button and the rate say it does not play');
    assert.ok(
      during.toasts.includes('One moment: the world answers once the scenario is open'),
      during.toasts.join(' | '),
    );
    assert.deepEqual([sheet, during.sheet], [true, false], 'the shortcuts sheet opened and closed meanwhile');
    const done = await page.evaluate(async () => {
      const ok = await window.bigOpen;
      const { sim } = window.sidestep;
      return { ok, agents: sim.agentCount, step: sim.stepCount, playing: window.sidestep.playing };
    });
    assert.deepEqual(done, { ok: true, agents: 60000, step: 0, playing: false }, 'nothing pressed meanwhile acted');
    await page.waitForFunction(() => document.getElementById('readout').dataset.state === 'paused'); // the new run's
    // Once it is open, the same click plays.
    await page.click('#play');
    await page.waitForFunction(() => window.sidestep.sim.stepCount > 0);
    await page.click('#play');
    // During another read, a key typed into the scene's time step changes nothing; an example picked from the menu
    // opens (the last action wins) and the file is dropped.
    await page.evaluate(
      (s) => {
        window.bigOpen = window.sidestep.open(s); // (not awaited here)
      },
      bigCrowd(60000, 150),
    );
    await page.waitForFunction(() => window.sidestep.sim.module.beside?.loading());
    await page.evaluate(() => {
      document.getElementById('scene-settings').open = true;
    });
    const dt = await page.inputValue('#scene-dt');
    await page.focus('#scene-dt');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.type('9');
    assert.equal(await page.inputValue('#scene-dt'), dt, 'a key typed into a field of the run changed nothing');
    await page.selectOption('#examples', 'welcome.json');
    assert.equal(await page.evaluate(() => window.bigOpen), false, 'the file was dropped');
    await page.waitForFunction(() => window.sidestep.sim.agentCount < 100); // the example is the scene
    assert.deepEqual(pg.errors, []);
  });

  it('not isolated (a host without the headers): the single-thread module, the reason in the readout, the same hash', async () => {
    const requests = [];
    const pg = await openPlayground({ width: 1280, height: 800, isolate: false });
    opened.push(pg);
    const { page } = pg;
    page.on('request', (r) => requests.push(new URL(r.url()).pathname));
    await page.reload();
    await page.waitForSelector('body[data-ready="1"]');
    assert.equal(await page.evaluate(() => self.crossOriginIsolated), false);
    assert.equal(await threadsShown(page), '" · 1 thread: this host does not send COOP/COEP"');
    // A phone: the count alone, after a plain space rather than the separator (where it wraps, its line would
    // start with ' · '), its own space not a place to break.
    await page.setViewportSize({ width: 390, height: 844 });
    assert.equal(await threadsShown(page), '" 1\u00a0thread"');
    await page.setViewportSize({ width: 1280, height: 800 });
    assert.ok(requests.includes('/wasm/sidestep.wasm'), requests.filter((p) => p.includes('wasm')).join(', '));
    assert.ok(!requests.some((p) => p.includes('sidestep-mt')), 'the threaded module is not fetched');
    assert.equal(await runCrowd(page), expected);
    assert.deepEqual(pg.errors, []);
  });
});
