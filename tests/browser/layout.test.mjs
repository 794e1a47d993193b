// Where the page puts why the selected agent moves: on a laptop screen at the top of the panel, in view without
// scrolling and never under another section; in presenter mode beside the canvas in large type; on a phone in
// a sheet over at most half the screen, with the agent kept in view above it. And a phone's controls: touch
// targets of 44 px, a tool row that shows it scrolls, a step-back control that says what it does, and a pinch
// that leaves the selection alone.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { inflateRawSync } from 'node:zlib';

import { DISC_AGENT, cellUnderABody } from '../wasm/bodies.mjs';
import { clientPoint, openPlayground } from './browser.mjs';

const EXAMPLE = 'whiskers-circle-field.json';
/** Scenes that draw an inset in the canvas's bottom corner: [example, the overlay that draws it, its key in
 *  window.sidestep.insets()]. */
const CORNER_INSETS = [
  ['nproxy-cluster.json', 'heatmap', 'heat'],
  ['orca-head-on.json', 'orca', 'orca'],
  ['context-mask-vs-distance.json', 'context', 'context'],
];

async function openExample(page, file = EXAMPLE, steps = 240) {
  assert.equal(
    await page.evaluate(async (f) => window.sidestep.open(await (await fetch(`examples/${f}`)).json()), file),
    true,
  );
  await page.evaluate((n) => window.sidestep.step(n), steps);
}

/** Opens a floor of `width` x `height` open cells with `agents` on it, through the console (undone with Ctrl+Z). */
const openFloor = (page, width, height, agents) =>
  page.evaluate(
    ([w, h, list]) =>
      window.sidestep.open({
        version: 1,
        world: { grid: Array.from({ length: h }, () => '.'.repeat(w)) },
        agents: list,
      }),
    [width, height, agents],
  );

/** Agent i's centre in viewport pixels, as the page draws it. */
const agentPoint = async (page, i) =>
  clientPoint(page, ...(await page.evaluate((k) => window.sidestep.sim.agent(k).position, i)));

/** The why box of the selected agent: its box, whether it lies inside the viewport, and whether it is what
 *  the page shows at its centre and near its corners (nothing covers it). */
const whyShown = (page) =>
  page.evaluate(() => {
    const why = document.querySelector('#selection .why');
    if (!why) return null;
    const r = why.getBoundingClientRect();
    const inside =
      r.left >= 0 && r.top >= 0 && r.right <= innerWidth && r.bottom <= innerHeight && r.width > 0 && r.height > 0;
    const probes = [
      [r.left + r.width / 2, r.top + r.height / 2],
      [r.left + 4, r.top + 4],
      [r.right - 4, r.bottom - 4],
    ];
    const uncovered = probes.every(([x, y]) => why.contains(document.elementFromPoint(x, y)));
    return {
      left: r.left,
      top: r.top,
      right: r.right,
      bottom: r.bottom,
      inside,
      uncovered,
      font: parseFloat(getComputedStyle(why).fontSize),
    };
  });

const pageScroll = (page) => page.evaluate(() => [window.scrollX, window.scrollY, document.scrollingElement.scrollTop]);

/** nproxy-cluster.json at step 3 (with `extra` agents added), its heat map shown for agent 0, selected (a single
 *  view). */
async function openHeatMap(page, extra = []) {
  const opened = await page.evaluate(async (more) => {
    const scene = await (await fetch('examples/nproxy-cluster.json')).json();
    scene.agents.push(...more);
    return window.sidestep.open(scene);
  }, extra);
  assert.equal(opened, true);
  await page.evaluate(() => window.sidestep.step(3));
  await page.evaluate(() => {
    window.sidestep.compare(null);
    window.sidestep.overlays([...new Set([...window.sidestep.overlays(), 'heatmap'])]);
    window.sidestep.select('agent', 0);
  });
}

describe('why it moves, at 1280 x 800', () => {
  let pg;
  before(async () => {
    pg = await openPlayground({ width: 1280, height: 800 });
  });
  after(async () => {
    await pg?.close();
  });

  it('a click on an agent shows its next step in view, uncovered, with nothing scrolled', async () => {
    const { page } = pg;
    await openExample(page);
    await page.evaluate(() => window.sidestep.select(null));
    await page.waitForFunction(() => !document.querySelector('#selection .why'));
    const [x, y] = await agentPoint(page, 0);
    await page.mouse.click(x, y);
    await page.waitForFunction(() => /whisker/.test(document.querySelector('#selection .why')?.textContent ?? ''));
    const why = await whyShown(page);
    assert.ok(why.inside, `the why box at ${JSON.stringify(why)} in a 1280 x 800 viewport`);
    assert.ok(why.uncovered, 'the why box is what shows at its centre and corners');
    assert.deepEqual(await pageScroll(page), [0, 0, 0], 'the page did not scroll');
    assert.equal(await page.$eval('#panel', (p) => p.scrollTop), 0, 'nor did the panel');
    // Its words are the core's: the same text as the explanation the console API reads from the core.
    const core = await page.evaluate(() =>
      window.sidestep.sim
        .explain(0)
        .lines.map((l) => l.spans.map((s) => s.text).join(''))
        .join(''),
    );
    assert.equal((await page.textContent('#selection .why')).replace(/\s+/g, ''), core.replace(/\s+/g, ''));
  });

  it('stays in view while the panel is scrolled down to its other sections with the wheel', async () => {
    const { page } = pg;
    await page.mouse.move(1130, 700); // over the panel
    for (let i = 0; i < 6; i++) await page.mouse.wheel(0, 500);
    await page.waitForFunction(() => document.getElementById('panel').scrollTop > 400);
    await page.waitForTimeout(150);
    const events = await page.$eval('.events', (e) => e.getBoundingClientRect().top);
    assert.ok(events < 800, 'the Events section came into view under it');
    const why = await whyShown(page);
    assert.ok(why.inside && why.uncovered, `after scrolling the panel: ${JSON.stringify(why)}`);
    assert.ok(why.bottom <= events || events < why.top, 'the sections pass under the dock, not over it');
    assert.deepEqual(pg.errors, []);
  });

  it("playing, the insets in the canvas's corner (heat map legend, ORCA, context map) stand above the rate's chip", async () => {
    const { page } = pg;
    const seen = [];
    for (const [file, overlay, kind] of CORNER_INSETS) {
      await openExample(page, file, 5);
      await page.evaluate((o) => {
        window.sidestep.compare(null);
        window.sidestep.overlays([...new Set([...window.sidestep.overlays(), o])]);
        window.sidestep.select('agent', 0);
      }, overlay);
      await page.click('#play');
      await page.waitForSelector('#rate:not([hidden])');
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      seen.push(
        await page.evaluate((k) => {
          const box = window.sidestep.insets()[k],
            canvas = document.getElementById('world').getBoundingClientRect(),
            rate = document.getElementById('rate').getBoundingClientRect();
          window.sidestep.pause();
          const left = canvas.left + box.x;
          return {
            kind: k,
            shown: box.shown,
            bottom: canvas.top + box.y + box.h,
            rateTop: rate.top,
            side: left < rate.right && left + box.w > rate.left, // on the rate's side of the canvas
          };
        }, kind),
      );
    }
    for (const s of seen) {
      assert.ok(s.shown && s.side, `${s.kind}: ${JSON.stringify(s)}`);
      assert.ok(s.bottom <= s.rateTop, `${s.kind}: ${JSON.stringify(s)}`);
    }
    // Paused, the chip goes and the inset comes back down to the corner, without another change to draw it.
    await page.waitForSelector('#rate', { state: 'hidden' });
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const paused = await page.evaluate(() => {
      const box = window.sidestep.insets().context;
      return document.getElementById('world').getBoundingClientRect().top + box.y + box.h;
    });
    assert.ok(paused > seen.at(-1).rateTop, `paused: the inset's foot at ${paused}, ${JSON.stringify(seen.at(-1))}`);
    assert.deepEqual(pg.errors, []);
  });

  it("in a compare's panes, the feelers' side view stands under the pane's name and its PNG button", async () => {
    const { page } = pg;
    await openExample(page, 'feelers-slope-hill.json', 0); // its compare set: slope on, slope off
    await page.waitForSelector('.pane figcaption');
    await page.evaluate(() => {
      window.sidestep.overlays([...new Set([...window.sidestep.overlays(), 'profile'])]);
      window.sidestep.select('agent', 0);
      window.sidestep.step(160); // on the hill's flank: the side view stands at the pane's top
    });
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    // The side view's record is the last pane's drawn (each pane draws its own, in order).
    const at = await page.evaluate(() => {
      const pane = [...document.querySelectorAll('.pane')].at(-1);
      const canvas = pane.querySelector('canvas').getBoundingClientRect();
      const heads = [pane.querySelector('figcaption'), pane.querySelector('.pane-png')].map((e) => {
        const r = e.getBoundingClientRect();
        return { left: r.left - canvas.left, right: r.right - canvas.left, bottom: r.bottom - canvas.top };
      });
      return { profile: window.sidestep.profile(), heads };
    });
    assert.ok(at.profile.shown, JSON.stringify(at));
    const { x, y, w } = at.profile;
    for (const head of at.heads)
      assert.ok(
        y >= head.bottom || x + w <= head.left || x >= head.right,
        `the side view (${JSON.stringify(at.profile)}) under ${JSON.stringify(head)}`,
      );
    await page.evaluate(() => window.sidestep.compare(null));
    assert.deepEqual(pg.errors, []);
  });

  it('Play and Pause leave the bar as it is in every language (the button keeps room for its other icon and word)', async () => {
    const { page } = pg;
    const base = pg.url.split(/[?#]/)[0];
    const moved = [];
    for (const lang of ['de', 'es', 'pt-BR', 'ar']) {
      await page.goto(`${base}?lang=${lang}`);
      await page.waitForSelector('body[data-ready="1"]');
      const at = () =>
        page.evaluate(() =>
          ['play', 'step', 'reset'].map((id) => Math.round(document.getElementById(id).getBoundingClientRect().left)),
        );
      const paused = await at();
      await page.click('#play');
      await page.waitForFunction(() => document.getElementById('play-icon').textContent === '❚❚');
      const playing = await at();
      await page.click('#play');
      if (paused.join() !== playing.join()) moved.push(`${lang}: ${paused} then ${playing}`);
    }
    assert.deepEqual(moved, []);
    await page.goto(base);
    await page.waitForSelector('body[data-ready="1"]');
  });
});

describe('why it moves, at 800 x 1000 (the panel under the canvas)', () => {
  let pg;
  before(async () => {
    pg = await openPlayground({ width: 800, height: 1000 });
  });
  after(async () => {
    await pg?.close();
  });

  it('shows the next step in view and leaves room to scroll to the scene under it', async () => {
    const { page } = pg;
    await openExample(page);
    const [x, y] = await agentPoint(page, 0);
    await page.mouse.click(x, y);
    await page.waitForFunction(() => document.querySelector('#selection .why'));
    const why = await whyShown(page);
    assert.ok(why.inside && why.uncovered, `why at ${JSON.stringify(why)}`);
    const panel = await page.$eval('#panel', (p) => p.getBoundingClientRect().toJSON());
    const dock = await page.$eval('#why-dock', (d) => d.getBoundingClientRect().height);
    assert.ok(dock <= panel.height * 0.6, `the dock is ${dock} px of a ${panel.height} px panel`);
    await page.mouse.move(400, panel.bottom - 20);
    await page.mouse.wheel(0, 200);
    const title = await page
      .waitForFunction(
        () => {
          const t = document.getElementById('scene-title'),
            r = t.getBoundingClientRect();
          return (
            r.height > 0 &&
            r.bottom <= document.getElementById('panel').getBoundingClientRect().bottom &&
            document.elementFromPoint(r.left + 5, r.top + r.height / 2) === t
          );
        },
        null,
        { timeout: 5000 },
      )
      .then(
        () => true,
        () => false,
      );
    assert.ok(title, "the scene's title scrolled into view, uncovered");
    assert.deepEqual(pg.errors, []);
  });
});

for (const [width, height] of [
  [1280, 720],
  [1920, 1080],
]) {
  describe(`presenter mode at ${width} x ${height}`, () => {
    let pg;
    before(async () => {
      pg = await openPlayground({ width, height, hash: '?present=1' });
    });
    after(async () => {
      await pg?.close();
    });

    it('?present=1: large type, the canvas and why it moves side by side, both whole on screen', async () => {
      const { page } = pg;
      assert.equal(await page.getAttribute('body', 'data-present'), '1');
      assert.equal(await page.getAttribute('#present', 'aria-pressed'), 'true');
      await openExample(page);
      const [x, y] = await agentPoint(page, 0);
      await page.mouse.click(x, y);
      await page.waitForFunction(() => document.querySelector('#selection .why'));
      const why = await whyShown(page);
      const canvas = await page.$eval('#world', (c) => c.getBoundingClientRect().toJSON());
      assert.ok(why.font >= 20, `the why text is ${why.font} px`);
      assert.ok(why.inside && why.uncovered, `why at ${JSON.stringify(why)}`);
      assert.ok(
        canvas.left >= 0 && canvas.top >= 0 && canvas.right <= width && canvas.bottom <= height,
        `canvas ${JSON.stringify(canvas)}`,
      );
      assert.ok(canvas.right <= why.left, `side by side: canvas ends at ${canvas.right}, why starts at ${why.left}`);
      assert.ok(canvas.width >= 0.5 * width, `the canvas keeps most of the width: ${canvas.width} px`);
      // The editing toolbars are put away; the run's controls stay.
      assert.equal(await page.isVisible('#tools'), false);
      assert.equal(await page.isVisible('#undo'), false);
      for (const shown of ['#play', '#step', '#back', '#scrub']) assert.equal(await page.isVisible(shown), true, shown);
      assert.deepEqual(await pageScroll(page), [0, 0, 0]);
    });

    it('P and the Present button turn it off and on again', async () => {
      const { page } = pg;
      const normalFont = async () => (await whyShown(page)).font;
      await page.focus('#world');
      await page.keyboard.press('p');
      assert.equal(await page.getAttribute('body', 'data-present'), null);
      assert.equal(await page.isVisible('#tools'), true);
      assert.ok((await normalFont()) < 20, "the panel's usual type");
      await page.click('#present');
      assert.equal(await page.getAttribute('body', 'data-present'), '1');
      assert.ok((await whyShown(page)).font >= 20);
      await page.keyboard.press('P'); // the button gave the keys back to the canvas
      assert.equal(await page.getAttribute('body', 'data-present'), null);
      assert.deepEqual(pg.errors, []);
    });
  });
}

describe('a ?present=1 link opened on a phone (360 x 740)', () => {
  let pg;
  before(async () => {
    pg = await openPlayground({ width: 360, height: 740, hasTouch: true, deviceScaleFactor: 2, hash: '?present=1' });
  });
  after(async () => {
    await pg?.close();
  });

  it("opens the phone's page, its tools at hand and nothing wider than the screen (no Present button there to leave the mode)", async () => {
    const { page } = pg;
    const shown = await page.evaluate(() => ({
      width: document.documentElement.scrollWidth,
      canvas: document.getElementById('world').getBoundingClientRect().width,
      tools: document.getElementById('tools').getBoundingClientRect().height > 0,
      present: document.getElementById('present').getBoundingClientRect().width > 0,
    }));
    assert.deepEqual(shown, { width: 360, canvas: 360, tools: true, present: false });
    assert.deepEqual(pg.errors, []);
  });

  it("a lesson's ?present=1 link there is the lesson as the phone shows it without the flag", async () => {
    const { page } = pg;
    const base = pg.url.split(/[?#]/)[0];
    const lesson = async (query) => {
      await page.goto(`${base}${query}#lesson=whiskers&at=1`);
      await page.waitForSelector('body[data-ready="1"]');
      await page.waitForSelector('#lesson-caption');
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      return page.evaluate(() => ({
        canvas: Math.round(document.getElementById('world').getBoundingClientRect().height),
        caption: getComputedStyle(document.getElementById('lesson-caption')).fontSize,
        label: window.sidestep.labels().placed[0]?.h ?? 0,
      }));
    };
    const presented = await lesson('?present=1');
    assert.deepEqual(presented, await lesson(''));
    assert.ok(presented.canvas > 200, `the world keeps its room: ${presented.canvas} px`);
    assert.deepEqual(pg.errors, []);
  });
});

describe('on a phone (390 x 844)', () => {
  let pg;
  before(async () => {
    pg = await openPlayground({ width: 390, height: 844, hasTouch: true, deviceScaleFactor: 2 });
  });
  after(async () => {
    await pg?.close();
  });

  /** Taps the sheet's handle and waits until the sheet has finished sliding. */
  const toggleSheet = async (page) => {
    await page.tap('#sheet-handle');
    await page.waitForFunction(
      () => getComputedStyle(document.getElementById('panel')).transform === 'none' || !document.body.dataset.sheet,
    );
    await page.waitForTimeout(350);
  };
  /** Where the selected agent is drawn and where the sheet begins, in viewport pixels. */
  const agentAndSheet = (page) =>
    page.evaluate(() => {
      const i = window.sidestep.selected().index,
        a = window.sidestep.sim.agent(i);
      const [x, y] = window.sidestep.worldToClient(a.position[0], a.position[1]);
      const sheet = document.getElementById('panel').getBoundingClientRect();
      return {
        x,
        y,
        sheetTop: sheet.top,
        sheetHeight: sheet.height,
        canvasTop: document.getElementById('world').getBoundingClientRect().top,
      };
    });

  it('the sheet opened on a tapped agent takes at most half the screen, with the agent above it and why it moves on screen', async () => {
    const { page } = pg;
    await openExample(page);
    const [x, y] = await agentPoint(page, 0);
    await page.touchscreen.tap(x, y);
    await page.waitForFunction(() => window.sidestep.selected()?.index === 0);
    await toggleSheet(page);
    assert.equal(await page.getAttribute('body', 'data-sheet'), 'open');
    const at = await agentAndSheet(page);
    assert.ok(at.sheetHeight <= 844 / 2 + 1, `the sheet is ${at.sheetHeight} px tall`);
    assert.ok(
      at.x > 0 && at.x < 390 && at.y > at.canvasTop && at.y < at.sheetTop,
      `agent at (${at.x}, ${at.y}), canvas from ${at.canvasTop}, sheet from ${at.sheetTop}`,
    );
    const why = await whyShown(page);
    assert.ok(why.inside && why.uncovered, `why at ${JSON.stringify(why)}`);
    assert.ok(why.top >= at.sheetTop, 'in the sheet');
    await toggleSheet(page);
  });

  it('Tab into the closed sheet opens it with the focused control on screen; Shift+Tab out of it closes it', async () => {
    const { page } = pg;
    assert.equal(await page.getAttribute('body', 'data-sheet'), null, 'closed to start with');
    await page.focus('#sheet-handle');
    const focused = () =>
      page.evaluate(() => {
        const a = document.activeElement,
          r = a.getBoundingClientRect(),
          sheet = document.getElementById('panel').getBoundingClientRect();
        return {
          id: a.id || a.className,
          inPanel: document.getElementById('panel').contains(a),
          open: document.body.dataset.sheet === 'open',
          // below the sheet's handle (sticky at its top, 46 px) and above the screen's foot
          onScreen: r.height > 0 && r.top >= sheet.top + 45 && r.top < innerHeight - 10,
          at: [r.top, r.bottom, sheet.top],
        };
      });
    await page.keyboard.press('Tab');
    await page.waitForFunction(() => getComputedStyle(document.getElementById('panel')).transform === 'none');
    const inside = await focused();
    assert.ok(inside.inPanel && inside.open && inside.onScreen, JSON.stringify(inside));
    await page.keyboard.press('Shift+Tab'); // the handle: still the sheet
    assert.equal((await focused()).open, true);
    await page.keyboard.press('Shift+Tab'); // out of the sheet: it closes as it opened
    const out = await focused();
    assert.ok(!out.inPanel && !out.open, JSON.stringify(out));
    // The skip link to the panel opens it too, and the focus going to the world closes it again.
    await page.focus('a[href="#panel"]');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.body.dataset.sheet === 'open');
    await page.focus('#world');
    await page.waitForFunction(() => document.body.dataset.sheet !== 'open');
    // Opened by its handle, the sheet stays open when the focus leaves it for a control above it, and closes for
    // one it covers (Charts and the timeline, under it); Esc in it closes it and gives the focus to the handle.
    await page.focus('#sheet-handle');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.body.dataset.sheet === 'open');
    await page.focus('#play');
    assert.equal((await focused()).open, true, 'a control above the sheet');
    await page.focus('#charts-toggle');
    await page.waitForFunction(() => document.body.dataset.sheet !== 'open');
    await page.focus('#sheet-handle');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    assert.equal((await focused()).inPanel, true);
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => document.body.dataset.sheet !== 'open');
    assert.equal(await page.evaluate(() => document.activeElement.id), 'sheet-handle');
    assert.equal((await page.evaluate(() => window.sidestep.selected()))?.type, 'agent', 'Esc kept the selection');
    // A tap on an agent in the world above the open sheet (the world takes the focus) selects it, the sheet open.
    await toggleSheet(page);
    const other = (await page.evaluate(() => window.sidestep.selected().index)) === 0 ? 1 : 0;
    const [x, y] = await agentPoint(page, other);
    await page.touchscreen.tap(x, y);
    await page.waitForFunction((i) => window.sidestep.selected()?.index === i, other);
    assert.equal(await page.evaluate(() => document.activeElement.id), 'world');
    assert.equal(await page.getAttribute('body', 'data-sheet'), 'open', 'the sheet stays open');
    await toggleSheet(page);
  });

  it('zoomed in away from the agent, opening the sheet brings the agent above it', async () => {
    const { page } = pg;
    for (const camera of [
      { x: 2, y: 26, zoom: 4 },
      { x: 31, y: 0, zoom: 6 },
    ]) {
      await page.evaluate((c) => window.sidestep.camera(c), camera);
      const before = await agentAndSheet(page);
      assert.ok(
        before.x < 0 || before.x > 390 || before.y < before.canvasTop || before.y > before.sheetTop,
        `off screen before: ${JSON.stringify(before)}`,
      );
      await toggleSheet(page);
      const at = await agentAndSheet(page);
      assert.ok(
        at.x > 0 && at.x < 390 && at.y > at.canvasTop && at.y < at.sheetTop,
        `camera ${JSON.stringify(camera)}: agent at (${at.x}, ${at.y}), sheet from ${at.sheetTop}`,
      );
      await toggleSheet(page);
    }
  });

  it("an agent on the world's foot: opening the sheet keeps the zoom and brings the agent above it", async () => {
    const { page } = pg;
    await openFloor(page, 24, 16, [
      { name: 'low', behavior: 'seek', start: [7.5, 15.5], goal: [20.5, 15.5] },
      { name: 'far', behavior: 'seek', start: [22.5, 15.5], goal: [1.5, 15.5] },
    ]);
    // Zoomed in a little: above the open sheet the agent can be shown only with the camera's centre past the
    // world's foot (before, the pan stopped at the edge, the agent stayed under the sheet, and the view went to Fit).
    const camera = { x: 12, y: 8, zoom: 1.5 };
    await page.evaluate((c) => {
      window.sidestep.select('agent', 0);
      window.sidestep.camera(c);
    }, camera);
    await toggleSheet(page);
    const at = await agentAndSheet(page);
    const after = await page.evaluate(() => window.sidestep.camera());
    assert.equal(after?.zoom, camera.zoom, `the view went back to the whole world: ${JSON.stringify(after)}`);
    assert.ok(
      at.x > 0 && at.x < 390 && at.y > at.canvasTop && at.y < at.sheetTop,
      `agent at (${at.x}, ${at.y}), sheet from ${at.sheetTop}`,
    );
    // Another agent picked while it is open is brought above it too; a link shared now holds the view from before the
    // sheet opened (the one closing it gives back); closed again, the view the pans left as they were goes back to it.
    await page.evaluate(() => window.sidestep.select('agent', 1));
    await page.waitForFunction(() => {
      const [x] = window.sidestep.worldToClient(22.5, 15.5);
      return x > 0 && x < 390;
    });
    const linked = (url) =>
      JSON.parse(inflateRawSync(Buffer.from(new URL(url).hash.slice('#s='.length), 'base64url'))).view.camera;
    const panned = await page.evaluate(() => window.sidestep.camera());
    assert.notDeepEqual(panned, camera, 'the open sheet panned the view');
    assert.deepEqual(linked(await page.evaluate(() => window.sidestep.shareUrl())), camera, 'the link, sheet open');
    await toggleSheet(page);
    assert.deepEqual(await page.evaluate(() => window.sidestep.camera()), camera, 'the view before the sheet opened');
    // Moved while open (as a drag would), then closed: the camera comes back within its limits, the world's foot no
    // higher than the middle of the part that shows (from the canvas's top to the zoom buttons), not an empty half.
    await toggleSheet(page);
    const [link, past] = await page.evaluate(async () => {
      const c = window.sidestep.camera();
      window.sidestep.camera({ ...c, x: c.x + 0.5 });
      return [await window.sidestep.shareUrl(), window.sidestep.camera().y - window.sidestep.sim.height];
    });
    assert.ok(past > 0, `the camera's centre stands past the world's foot (by ${past})`);
    await toggleSheet(page);
    // (a desktop's zoom buttons stand in the canvas's corner: the middle is the canvas's there)
    const footAndMiddle = (p, phone = true) =>
      p.evaluate((phone) => {
        const c = document.getElementById('world').getBoundingClientRect(),
          zoom = document.querySelector('.viewctl').getBoundingClientRect();
        return {
          foot: window.sidestep.worldToClient(0, window.sidestep.sim.height)[1],
          middle: phone ? (c.top + zoom.top) / 2 : c.top + c.height / 2,
        };
      }, phone);
    const closed = await footAndMiddle(page);
    assert.ok(closed.foot >= closed.middle - 1, `the sheet closed: ${JSON.stringify(closed)}`);
    await page.keyboard.press('Control+z'); // the scene before
    // The link shared after that move (the centre past the world's foot) opens on a desktop, with its camera within the
    // world. (It was refused: a file's camera is within the world.)
    const desk = await openPlayground({ width: 1280, height: 800, hash: new URL(link).hash });
    try {
      assert.equal(await desk.page.isHidden('#errors'), true, await desk.page.textContent('#errors'));
      const camera = await desk.page.evaluate(() => window.sidestep.camera());
      assert.equal(camera?.zoom, 1.5, `the link's camera: ${JSON.stringify(camera)}`);
      const shown = await footAndMiddle(desk.page, false);
      assert.ok(shown.foot >= shown.middle - 20, `the link on a desktop: ${JSON.stringify({ shown, camera })}`);
    } finally {
      await desk.close();
    }
  });

  it('every button of the toolbars and the timeline is at least 44 x 44 px, and the tool row shows that it scrolls', async () => {
    const { page } = pg;
    const small = await page.$$eval('.bar button, .bar select, .timeline button', (els) =>
      els
        .filter((e) => e.getClientRects().length > 0)
        .map((e) => ({
          id: e.id || e.dataset.tool || e.textContent.trim(),
          w: e.getBoundingClientRect().width,
          h: e.getBoundingClientRect().height,
        }))
        .filter((b) => b.w < 44 || b.h < 44),
    );
    assert.deepEqual(small, []);
    for (const id of ['step', 'play', 'back']) assert.ok(await page.isVisible(`#${id}`), id);
    const row = await page.$eval('#tools', (t) => {
      const box = t.getBoundingClientRect();
      const cut = [...t.children].filter((b) => {
        const r = b.getBoundingClientRect();
        return r.left < box.right && r.right > box.right;
      });
      return {
        scrolls: t.scrollWidth > t.clientWidth,
        mask: getComputedStyle(t).maskImage || getComputedStyle(t).webkitMaskImage,
        cut: cut.length,
      };
    });
    assert.ok(row.scrolls, 'the tools overflow the row');
    assert.match(row.mask, /gradient/, 'the row fades at its edge');
    assert.equal(row.cut, 1, 'a tool shows in part at the edge');
  });

  it('playing, the readout, the rate and the zoom buttons cover neither each other nor the fitted world', async () => {
    const { page } = pg;
    await page.evaluate(() => {
      window.sidestep.camera(null);
      window.sidestep.select(null);
    });
    await page.tap('#play');
    await page.waitForSelector('#rate:not([hidden])');
    const boxes = await page.evaluate(() => {
      const box = (e) => {
        const r = e.getBoundingClientRect();
        return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
      };
      const [x0, y0] = window.sidestep.worldToClient(0, 0);
      const [x1, y1] = window.sidestep.worldToClient(window.sidestep.sim.width, window.sidestep.sim.height);
      return {
        readout: box(document.getElementById('readout')),
        rate: box(document.getElementById('rate')),
        zoom: box(document.querySelector('.viewctl')),
        world: { left: x0, top: y0, right: x1, bottom: y1 },
      };
    });
    await page.tap('#play');
    // A world taller than wide fills the canvas's height when fitted: it must still stop above the zoom buttons.
    await openFloor(page, 12, 40, [{ name: 'a', behavior: 'seek', start: [1.5, 1.5], goal: [10.5, 38.5] }]);
    await page.evaluate(() => window.sidestep.camera(null));
    await page.waitForTimeout(200);
    boxes.tallWorld = await page.evaluate(() => {
      const [x0, y0] = window.sidestep.worldToClient(0, 0);
      const [x1, y1] = window.sidestep.worldToClient(window.sidestep.sim.width, window.sidestep.sim.height);
      return { left: x0, top: y0, right: x1, bottom: y1 };
    });
    await page.keyboard.press('Control+z'); // the scene before
    const overlap = (a, b) =>
      Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 &&
      Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;
    for (const [a, b] of [
      ['readout', 'rate'],
      ['readout', 'zoom'],
      ['rate', 'zoom'],
      ['world', 'rate'],
      ['world', 'zoom'],
      ['tallWorld', 'zoom'],
    ])
      assert.ok(!overlap(boxes[a], boxes[b]), `${a} and ${b} overlap: ${JSON.stringify([boxes[a], boxes[b]])}`);
  });

  it('a tall world, fitted, stays below a painting bar wrapped to two rows (Walls, Terrain) and takes the room back with Select', async () => {
    const { page } = pg;
    await openFloor(page, 16, 40, [{ name: 'a', behavior: 'seek', start: [1.5, 1.5], goal: [10.5, 38.5] }]);
    /** With `tool` picked: the fitted world's top and the shown painting bar's foot, in viewport pixels. */
    const place = (tool) =>
      page.evaluate(async (tool) => {
        window.sidestep.camera(null);
        window.sidestep.setTool(tool);
        const shownBar = () => [...document.querySelectorAll('.toolopts')].find((b) => !b.hidden);
        while (tool !== 'select' && !shownBar()) await new Promise((r) => setTimeout(r, 20)); // Terrain's comes on demand
        for (let i = 0; i < 3; i++) await new Promise(requestAnimationFrame); // its size observed, the world placed
        return {
          worldTop: window.sidestep.worldToClient(0, 0)[1],
          barFoot: shownBar()?.getBoundingClientRect().bottom ?? null,
          canvasTop: document.getElementById('world').getBoundingClientRect().top,
        };
      }, tool);
    const select = await place('select');
    assert.equal(select.barFoot, null);
    for (const tool of ['wall', 'terrain']) {
      const at = await place(tool);
      // The bar reaches past the band kept at the canvas's top for one row and the fit's margin (40 + 24 px).
      assert.ok(at.barFoot > at.canvasTop + 64, `${tool}: the bar is one row here: ${JSON.stringify(at)}`);
      assert.ok(
        at.worldTop >= at.barFoot,
        `${tool}: the world's top row is under its painting bar: ${JSON.stringify(at)}`,
      );
      assert.ok(select.worldTop < at.worldTop, `${tool}: ${JSON.stringify([select, at])}`);
    }
    assert.deepEqual(await place('select'), select);
    await page.keyboard.press('Control+z'); // the scene before
  });

  it("the insets in the canvas's corner (heat map legend, ORCA, context map, feelers' side view) stand above the readout and the rate, paused and playing", async () => {
    const { page } = pg;
    const seen = [];
    for (const [file, overlay, kind] of [...CORNER_INSETS, ['feelers-slope-hill.json', 'profile', 'profile']]) {
      await openExample(page, file, 5);
      await page.evaluate((o) => {
        window.sidestep.compare(null); // the scene itself, not a compare set's panes
        window.sidestep.overlays([...new Set([...window.sidestep.overlays(), o])]);
        window.sidestep.select('agent', 0);
      }, overlay);
      await page.waitForFunction(
        (k) => (k === 'profile' ? window.sidestep.profile() : window.sidestep.insets()[k]).shown,
        kind,
      );
      const measure = (when) =>
        page.evaluate(
          ([k, when]) => {
            const b = k === 'profile' ? window.sidestep.profile() : window.sidestep.insets()[k],
              canvas = document.getElementById('world').getBoundingClientRect(),
              rate = document.getElementById('rate'),
              chips = [document.getElementById('readout'), document.querySelector('.viewctl')];
            if (!rate.hidden) chips.push(rate);
            const x = canvas.left + b.x,
              y = canvas.top + b.y;
            const over = chips
              .map((c) => c.getBoundingClientRect())
              .filter(
                (r) =>
                  Math.min(r.right, x + b.w) - Math.max(r.left, x) > 0.5 &&
                  Math.min(r.bottom, y + b.h) - Math.max(r.top, y) > 0.5,
              );
            return { kind: k, when, shown: b.shown, box: [x, y, b.w, b.h].map(Math.round), over: over.length };
          },
          [kind, when],
        );
      seen.push(await measure('paused'));
      await page.tap('#play');
      await page.waitForSelector('#rate:not([hidden])');
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      seen.push(await measure('playing'));
      await page.evaluate(() => window.sidestep.pause());
    }
    for (const s of seen) assert.ok(s.shown && s.over === 0, JSON.stringify(s));
    await openExample(page); // (the example the other tests use)
  });

  it("the heat map's legend never covers the agent it is for, wherever the camera puts it", async () => {
    const { page } = pg;
    await openHeatMap(page);
    const covered = [];
    let underCorner = 0; // cameras that put the agent where the legend stands by default
    for (const dx of [-8, -4, 0, 4, 8])
      for (const dy of [-6, -3, 0, 3, 6]) {
        await page.evaluate(
          ([dx, dy]) => {
            const [x, y] = window.sidestep.sim.agent(0).position;
            window.sidestep.camera({ x: x + 0.5 + dx, y: y + 0.5 + dy, zoom: 2 });
          },
          [dx, dy],
        );
        await page.waitForFunction(() => window.sidestep.insets().heat.shown);
        await page.waitForTimeout(50); // (a frame with this camera)
        const at = await page.evaluate(() => {
          const [x, y] = window.sidestep.sim.agent(0).position;
          const [cx, cy] = window.sidestep.worldToClient(x + 0.5, y + 0.5);
          const canvas = document.getElementById('world').getBoundingClientRect();
          const b = window.sidestep.insets().heat;
          return { x: cx - canvas.left, y: cy - canvas.top, box: b, height: canvas.height };
        });
        if (at.x < at.box.w + 10 && at.y > at.height - 140) underCorner++;
        const { x, y, box } = at;
        if (x > box.x && x < box.x + box.w && y > box.y && y < box.y + box.h) covered.push(JSON.stringify(at));
      }
    assert.ok(underCorner > 0, 'some camera puts the agent in the bottom-left corner');
    assert.deepEqual(covered, []);
    await page.evaluate(() => window.sidestep.camera(null));
    await openExample(page); // (the example the other tests use)
  });

  it("the heat map's numbers stay off the agents' bodies and from under the selected agent's next-move labels: every other cell in view gets its number (a brute-force recount)", async () => {
    const { page } = pg;
    await openHeatMap(page, [DISC_AGENT]); // a continuous agent too
    /** The cells in view with a field value, the bodies and the next-move labels placed, read from the page; the
     *  numbers counted here against what the frame says it wrote. */
    const recount = async () => {
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      const seen = await page.evaluate(() => {
        const { sim } = window.sidestep;
        const [ox, oy] = window.sidestep.worldToClient(0, 0);
        const scale = window.sidestep.worldToClient(1, 0)[0] - ox;
        const r = document.getElementById('world').getBoundingClientRect();
        const x0 = Math.max(0, Math.floor((r.left - ox) / scale)),
          y0 = Math.max(0, Math.floor((r.top - oy) / scale)),
          x1 = Math.min(sim.width, Math.ceil((r.right - ox) / scale)),
          y1 = Math.min(sim.height, Math.ceil((r.bottom - oy) / scale));
        const v = sim.views(),
          field = sim.fieldViews();
        const valued = []; // [cx, cy, index, the number's text]
        for (let cy = y0; cy < y1; cy++)
          for (let cx = x0; cx < x1; cx++) {
            const i = cy * sim.width + cx;
            if (!v.cells[i] && field.proxy[i] < field.big) valued.push([cx, cy, i, field.proxy[i].toFixed(1)]);
          }
        const d = window.sidestep.heatValues();
        return {
          scale,
          origin: [ox - r.left, oy - r.top], // CSS px of the canvas, as the labels' boxes
          valued,
          bodies: { agents: Array.from(v.agents), agentWords: Array.from(v.agentWords) },
          layout: sim.agentLayout,
          labels: window.sidestep
            .labels()
            .placed.filter((l) => l.agent === 0 && (l.style === 'value' || l.style === 'chosen')),
          insets: Object.values(window.sidestep.insets()).filter((b) => b.shown),
          decisions: window.sidestep.overlays().includes('decisions'),
          status: sim.agent(0).stop,
          drawn: {
            shown: d.fieldValues,
            under: d.fieldValuesUnder,
            sum: d.fieldValuesUnderSum,
            labelled: d.fieldValuesLabelled,
            labelledSum: d.fieldValuesLabelledSum,
            inset: d.fieldValuesInset,
          },
        };
      });
      assert.ok(seen.decisions && seen.status === 'moving', `the next-move labels drawn (${seen.status})`);
      assert.ok(seen.scale >= 30, `cells ${seen.scale} px wide: numbers written`);
      const underCells = seen.valued.filter(([cx, cy]) => cellUnderABody(seen.bodies, seen.layout, cx, cy));
      // The selected grid agent's four neighbours: a number is left to a next-move label (the same value to two
      // decimals) only where a placed one lies over the box it would be written in; else it is written.
      const A = seen.layout,
        ax = seen.bodies.agents[A.x],
        ay = seen.bodies.agents[A.y],
        size = Math.min(12, seen.scale * 0.3),
        [ox, oy] = seen.origin;
      const neighbours = seen.valued.filter(
        ([cx, cy]) => Math.abs(cx - ax) + Math.abs(cy - ay) === 1 && !cellUnderABody(seen.bodies, seen.layout, cx, cy),
      );
      // (and, written after the insets, one that would stand on an inset is left out too)
      const meets = (x, y, half) => (b) =>
        b.x < x + half && b.x + b.w > x - half && b.y < y + size / 2 && b.y + b.h > y - size / 2;
      const box = ([cx, cy, , text]) => [
        ox + (cx + 0.5) * seen.scale,
        oy + (cy + 0.5) * seen.scale + seen.scale * 0.28,
        0.3 * size * text.length,
      ];
      const labelledCells = neighbours.filter((c) => seen.labels.some(meets(...box(c))));
      const insetCells = neighbours.filter((c) => !labelledCells.includes(c) && seen.insets.some(meets(...box(c))));
      seen.counted = {
        shown: seen.valued.length - underCells.length - labelledCells.length - insetCells.length,
        under: underCells.length,
        sum: underCells.reduce((s, [, , i]) => s + i, 0),
        labelled: labelledCells.length,
        labelledSum: labelledCells.reduce((s, [, , i]) => s + i, 0),
        inset: insetCells.length,
      };
      assert.deepEqual(seen.drawn, seen.counted); // which cells: their indices' sum too
      return { ...seen, underCells, neighbours };
    };
    const canvas = await page.locator('#world').boundingBox();
    const [ax, ay] = await page.evaluate(() => window.sidestep.sim.agent(0).position);
    // The agent in the middle.
    await page.evaluate(([x, y]) => window.sidestep.camera({ x: x + 0.5, y: y + 0.5, zoom: 1.6 }), [ax, ay]);
    const middle = await recount();
    // the two grid agents' cells and the disc's eight
    assert.ok(middle.counted.under >= 9 && middle.counted.shown >= 1, JSON.stringify(middle.counted));
    assert.ok(!middle.underCells.some(([x, y]) => x === 4 && y === 8), "the disc's box corner keeps its number");
    // Closer, cells wider than the labels: the next-move labels stand over their cells' numbers.
    await page.evaluate(([x, y]) => window.sidestep.camera({ x: x + 0.5, y: y + 0.5, zoom: 2.4 }), [ax, ay]);
    const closer = await recount();
    assert.ok(closer.counted.labelled >= 2, `numbers left to a label: ${JSON.stringify(closer.counted)}`);
    // The cell left of the agent with its centre 12 px from the canvas's left edge: its label (about 35 px wide) has
    // no room there (dropped, or pushed off), and the cell writes its own number (about 22 px wide), which shows.
    await page.evaluate(
      ([x, y, half, scale]) => window.sidestep.camera({ x: x - 0.5 + (half - 12) / scale, y: y + 0.5, zoom: 2.4 }),
      [ax, ay, canvas.width / 2, closer.scale],
    );
    const edge = await recount();
    const left = edge.neighbours.find(([cx, cy]) => cx === ax - 1 && cy === ay);
    assert.ok(left, `the cell left of the agent has a value: ${JSON.stringify(edge.neighbours)}`);
    const x = edge.origin[0] + (ax - 0.5) * edge.scale,
      half = 0.3 * Math.min(12, edge.scale * 0.3) * left[3].length;
    assert.ok(x - half >= 0, `its number is written on the canvas, from ${x - half} px`);
    assert.ok(
      !edge.labels.some((l) => l.x < x + half && l.x + l.w > x - half),
      `no next-move label over it: ${JSON.stringify(edge.labels)}`,
    );
    assert.ok(edge.counted.labelled < edge.neighbours.length, JSON.stringify(edge.counted)); // (so it is written)
    await page.evaluate(() => window.sidestep.camera(null));
    await openExample(page); // (the example the other tests use)
  });

  it('the step-back control says it goes back one step, and does', async () => {
    const { page } = pg;
    assert.equal(await page.getAttribute('#back', 'aria-label'), 'Step back 1 step'); // the name holds the visible 1
    assert.match(await page.getAttribute('#back', 'title'), /^Step back one step \(←/);
    assert.equal((await page.textContent('#back')).trim(), '◂ 1');
    const step = await page.evaluate(() => window.sidestep.state().step);
    await page.tap('#step');
    await page.tap('#step');
    await page.waitForFunction((s) => window.sidestep.state().step === s + 2, step);
    await page.tap('#back');
    await page.waitForFunction((s) => window.sidestep.state().step === s + 1, step);
  });

  it('a pinch that starts on empty ground keeps the selected agent selected', async () => {
    const { page } = pg;
    await page.evaluate(() => window.sidestep.camera(null));
    await page.evaluate(() => window.sidestep.select(null));
    const [x, y] = await agentPoint(page, 1);
    await page.touchscreen.tap(x, y);
    await page.waitForFunction(() => window.sidestep.selected()?.index === 1);
    const cdp = await page.context().newCDPSession(page);
    const touch = (type, points) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points.map(([px, py, id]) => ({ x: px, y: py, id })) });
    // Two fingers on ground with no agent, goal or circle under them (the wall between the lanes).
    const a = await clientPoint(page, 8, 14.5),
      b = await clientPoint(page, 24, 14.5);
    assert.equal(await page.evaluate(([px, py]) => document.elementFromPoint(px, py)?.id, a), 'world');
    await touch('touchStart', [[...a, 0]]);
    await touch('touchStart', [
      [...a, 0],
      [...b, 1],
    ]);
    for (let k = 1; k <= 5; k++)
      await touch('touchMove', [
        [a[0] - 10 * k, a[1], 0],
        [b[0] + 10 * k, b[1], 1],
      ]);
    await touch('touchEnd', []);
    const camera = await page.evaluate(() => window.sidestep.camera());
    assert.ok(camera && camera.zoom > 1.2, `the pinch zoomed: ${JSON.stringify(camera)}`);
    assert.deepEqual(await page.evaluate(() => window.sidestep.selected()), { type: 'agent', index: 1 });
    // A tap on the ground still deselects.
    await page.touchscreen.tap(...(await clientPoint(page, 16, 14.5)));
    await page.waitForFunction(() => window.sidestep.selected() === null);
    assert.deepEqual(pg.errors, []);
  });

  it("a finger's tap picks an agent within 20 px of it, where a mouse's click needs 8 (the agent is drawn 10 px across)", async () => {
    const { page } = pg;
    await openFloor(page, 24, 16, [{ name: 'lone', behavior: 'seek', start: [12.5, 8.5], goal: [20.5, 8.5] }]);
    const [x, y] = await agentPoint(page, 0);
    const body = await page.evaluate(
      () =>
        window.sidestep.sim.agent(0).radius *
        (window.sidestep.worldToClient(1, 0)[0] - window.sidestep.worldToClient(0, 0)[0]),
    );
    assert.ok(body < 8, `the agent's radius is ${body} px: the reach, not the body, picks it`);
    await page.evaluate(() => window.sidestep.select(null));
    await page.mouse.click(x - 14, y);
    assert.equal(await page.evaluate(() => window.sidestep.selected()), null, 'a click 14 px off picks nothing');
    await page.touchscreen.tap(x - 14, y);
    await page.waitForFunction(() => window.sidestep.selected()?.index === 0, null, { timeout: 5000 });
    await page.keyboard.press('Control+z'); // the scene before
  });

  it("the zoom buttons say the world shown from the canvas's top edge (no band kept there while the painting bar is closed)", async () => {
    const { page } = pg;
    for (let k = 0; k < 3; k++) await page.tap('#zoom-in');
    await page.waitForFunction(() => /\(/.test(document.getElementById('announce-shown').textContent));
    const seen = await page.evaluate(() => {
      const canvas = document.getElementById('world').getBoundingClientRect();
      const [, oy] = window.sidestep.worldToClient(0, 0),
        scale = window.sidestep.worldToClient(0, 1)[1] - oy;
      return {
        said: document.getElementById('announce-shown').textContent,
        top: (canvas.top - oy) / scale, // the world's y at the canvas's top edge
      };
    });
    const numbers = seen.said.match(/-?\d+(?:\.\d+)?/g).map(Number); // zoom, from x, from y, to x, to y
    assert.ok(seen.top > 0.5, `zoomed in, the world's top is above the canvas (${seen.top})`);
    assert.equal(numbers[2], Math.round(seen.top), `${seen.said}: the world at the top edge is y ${seen.top}`);
    await page.evaluate(() => window.sidestep.camera(null));
  });

  it("with the sheet open the readout stands at the canvas's top, and the world fitted above the sheet stays below it", async () => {
    const { page } = pg;
    await page.evaluate(() => window.sidestep.camera(null));
    await toggleSheet(page);
    const seen = await page.evaluate(() => ({
      world: window.sidestep.worldToClient(0, 0)[1],
      readout: document.getElementById('readout').getBoundingClientRect().bottom,
      canvas: document.getElementById('world').getBoundingClientRect().top,
    }));
    await toggleSheet(page);
    assert.ok(seen.readout < seen.canvas + 80, `the readout at the canvas's top: ${JSON.stringify(seen)}`);
    assert.ok(seen.world >= seen.readout, `the world's top under the readout: ${JSON.stringify(seen)}`);
  });
});

describe("the feelers' side view fetched while a compare is paused", () => {
  it('shows once its code arrives, with no step taken (the panes redraw when a drawer arrives)', async () => {
    const pg = await openPlayground({ width: 1280, height: 800 }); // a fresh page: draw/profile.js not fetched yet
    try {
      const { page } = pg;
      // Its code a second late, so that it arrives after the panes' last frame of the opening.
      let asked = 0;
      await page.route(/\/draw\/profile\.js$/, async (route) => {
        asked++;
        await new Promise((r) => setTimeout(r, 1000));
        await route.continue();
      });
      // Opened from the Examples menu: its compare set (slope on, slope off), the walker selected, the side view on.
      await page.selectOption('#examples', 'feelers-slope-hill.json');
      await page.waitForFunction(() => window.sidestep.profile().shown, null, { timeout: 10000 });
      assert.equal(asked, 1, 'the side view came with its code');
      assert.equal(await page.evaluate(() => window.sidestep.state().step), 0, 'paused at the start');
      assert.deepEqual(pg.errors, []);
    } finally {
      await pg.close();
    }
  });
});

describe("the feelers' side view in a phone's compare panes (390 x 844), in German and in Arabic", () => {
  for (const lang of ['de', 'ar']) {
    it(`${lang}: its headline inside its box (the shortest wording where the others are too wide) and the walker's centre outside it`, async () => {
      const pg = await openPlayground({
        width: 390,
        height: 844,
        hasTouch: true,
        deviceScaleFactor: 2,
        hash: `?lang=${lang}`,
      });
      try {
        const { page } = pg;
        await openExample(page, 'feelers-slope-hill.json', 0);
        // Slope on in the last pane (the side view's record is the last pane's): at step 160 its walker climbs the
        // hill's flank at the pane's middle, where the side view at the pane's foot would cover it.
        await page.evaluate(() =>
          window.sidestep.compare([
            { label: 'slope off', params: { slope: false } },
            { label: 'slope on', params: { slope: true } },
          ]),
        );
        await page.evaluate(() => {
          window.sidestep.overlays([...new Set([...window.sidestep.overlays(), 'profile'])]);
          window.sidestep.select('agent', 0);
          window.sidestep.step(160);
        });
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
        const at = await page.evaluate(() => {
          const p = window.sidestep.profile();
          const ctx = document.createElement('canvas').getContext('2d');
          ctx.font = '600 11px system-ui, sans-serif'; // the headline's font (draw/profile.js)
          ctx.direction = document.documentElement.dir || 'ltr';
          return { ...p, words: ctx.measureText(p.headline).width };
        });
        assert.ok(at.shown, JSON.stringify(at));
        assert.ok(at.words + 20 <= at.w, `the headline ${JSON.stringify(at.headline)} (${at.words} px) in ${at.w} px`);
        // The walker's centre outside the box: at the pane's foot it would be under it, so the side view stands at the
        // top (the pane is too short for any place to keep the 20 px it keeps where it can).
        const dx = Math.max(at.x - at.agentX, 0, at.agentX - at.x - at.w),
          dy = Math.max(at.y - at.agentY, 0, at.agentY - at.y - at.h);
        assert.ok(Math.hypot(dx, dy) > 0, `the walker under the side view: ${JSON.stringify(at)}`);
        assert.deepEqual(pg.errors, []);
      } finally {
        await pg.close();
      }
    });
  }
});

describe('an embed at 480 x 360', () => {
  let pg;
  before(async () => {
    pg = await openPlayground({ width: 480, height: 360, hash: '?embed=1' });
  });
  after(async () => {
    await pg?.close();
  });

  it("the world is fitted over the whole canvas, the readout in the timeline's row, the caption at the frame's foot", async () => {
    const { page } = pg;
    await page.waitForFunction(() => document.body.dataset.embed === '1');
    const at = await page.evaluate(() => {
      const box = (e) => e.getBoundingClientRect();
      const [left, top] = window.sidestep.worldToClient(0, 0);
      const [right, bottom] = window.sidestep.worldToClient(window.sidestep.sim.width, window.sidestep.sim.height);
      const canvas = box(document.getElementById('world'));
      return {
        world: { left, top, right, bottom },
        canvas: { top: canvas.top, bottom: canvas.bottom, width: canvas.width },
        readout: box(document.getElementById('readout')),
        timeline: box(document.querySelector('.timeline')),
        caption: box(document.getElementById('caption')).bottom,
        frame: innerHeight,
      };
    });
    const s = JSON.stringify(at);
    assert.ok(at.frame - at.caption <= 1, `the caption ends at the frame's foot: ${s}`); // (no phone sheet's room)
    const r = at.readout;
    assert.ok(r.height > 0 && r.top >= at.timeline.top && r.bottom <= at.timeline.bottom, `readout in the row: ${s}`);
    // fitted: the world touches the canvas's margins (24 px), in height or in width (no band kept for a readout)
    const margin = 24 + 2;
    const byHeight = at.world.top - at.canvas.top <= margin && at.canvas.bottom - at.world.bottom <= margin;
    const byWidth = at.world.left <= margin && at.canvas.width - at.world.right <= margin;
    assert.ok(byHeight || byWidth, `the world fills the room it has: ${s}`);
    // Playing, no chip covers the world (the playing rate's is not shown in an embed); the readout says it plays.
    await page.click('#play');
    await page.waitForFunction(() => document.getElementById('readout').dataset.state === 'playing');
    await page.waitForFunction(() => !document.getElementById('rate').hidden, null, { timeout: 10000 }); // (measured)
    const rate = await page.evaluate(() => document.getElementById('rate').getBoundingClientRect());
    assert.ok(rate.width === 0 || rate.top >= at.world.bottom, `the rate's chip: ${JSON.stringify(rate)}`);
    await page.click('#play');
    assert.deepEqual(pg.errors, []);
  });
});
