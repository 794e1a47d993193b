// The page at scale: zoom and pan with real wheel, mouse, keyboard and touch input; tools at any zoom;
// the camera in links and the autosave; level of detail in crowds; and a page that stays responsive
// while 10,000 agents play.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';

import { crowdScene } from '../../bench/scenes.mjs';
import { decodeLink, useCoreLimits } from '../../web/sim/link.js';
import { agentsOnCanvas, clientPoint, drag, openPlayground } from './browser.mjs';

const ROOM = {
  version: 1,
  title: 'room',
  world: { grid: Array(30).fill('.'.repeat(40)) },
  agents: [{ behavior: 'whiskers', start: [3, 3], goal: [36, 26] }],
};

/** A scene of n whiskers agents on an open 60 x 40 field, each going across. */
function field(n) {
  const agents = [];
  for (let i = 0; i < n; i++)
    agents.push({
      behavior: 'whiskers',
      start: [2 + (i % 20) * 0.8, 2 + Math.floor(i / 20) * 0.8],
      goal: [57, 2 + (i % 36)],
    });
  return { version: 1, title: `${n} agents`, world: { grid: Array(40).fill('.'.repeat(60)) }, agents };
}

const palette = JSON.parse(readFileSync(new URL('../../web/draw/palette.json', import.meta.url), 'utf8'));

/** One row of the canvas's pixels at a world y, from its next frame, as [r, g, b] triples; and where on it,
 *  in device pixels, each whole world x falls that is on screen. */
const canvasRow = (page, y) =>
  page.evaluate(async (wy) => {
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const canvas = document.getElementById('world'),
      box = canvas.getBoundingClientRect(),
      k = canvas.width / box.width;
    const row = Math.floor((window.sidestep.worldToClient(0, wy)[1] - box.top) * k);
    const d = canvas.getContext('2d').getImageData(0, row, canvas.width, 1).data;
    const pixels = [];
    for (let i = 0; i < d.length; i += 4) pixels.push([d[i], d[i + 1], d[i + 2]]);
    const columns = [];
    for (let x = 0; x <= window.sidestep.state().grid.width; x++) {
      const c = (window.sidestep.worldToClient(x, wy)[0] - box.left) * k;
      if (c >= 0 && c < canvas.width) columns.push({ x, c });
    }
    return { pixels, columns, centre: canvas.width / 2 };
  }, y);

/** '#rrggbb' as [r, g, b]. */
const rgb = (hex) => [1, 3, 5].map((k) => parseInt(hex.slice(k, k + 2), 16));

const near = (a, b, tolerance = 1.01) => Math.abs(a[0] - b[0]) <= tolerance && Math.abs(a[1] - b[1]) <= tolerance;

/** The first blocked cell of the open scene, row by row: [x, y]. */
async function paintedCell(page) {
  const rows = (await page.evaluate(() => window.sidestep.state())).grid.rows;
  const y = rows.findIndex((r) => r.includes('@'));
  return [rows[y].indexOf('@'), y];
}

describe('zoom and pan', () => {
  let pg;
  before(async () => {
    pg = await openPlayground({ width: 1280, height: 800 });
  });
  after(async () => {
    await pg?.close();
  });

  it('the wheel zooms about the cursor: the world point under it stays under it', async () => {
    const { page } = pg;
    assert.equal(await page.evaluate((s) => window.sidestep.open(s), ROOM), true);
    assert.equal(await page.evaluate(() => window.sidestep.camera()), null, 'a scene opens fitted');
    const at = await clientPoint(page, 10, 8);
    await page.mouse.move(...at);
    await page.mouse.wheel(0, -400);
    await page.waitForFunction(() => window.sidestep.camera() !== null);
    const zoomed = await page.evaluate(() => window.sidestep.camera());
    assert.ok(zoomed.zoom > 1.5, `zoom ${zoomed.zoom}`);
    assert.ok(near(await clientPoint(page, 10, 8), at), 'the point under the cursor did not move');
    await page.mouse.wheel(0, 300);
    await page.waitForFunction((z) => window.sidestep.camera().zoom < z, zoomed.zoom);
    assert.ok(near(await clientPoint(page, 10, 8), at));
  });

  it('a middle-button drag pans and edits nothing', async () => {
    const { page } = pg;
    await page.evaluate(() => window.sidestep.camera({ x: 20, y: 15, zoom: 2 }));
    const before = await page.evaluate(() => window.sidestep.hash());
    const depth = await page.evaluate(() => window.sidestep.undoDepth());
    const at = await clientPoint(page, 20, 15);
    await page.mouse.move(...at);
    await page.mouse.down({ button: 'middle' });
    await page.mouse.move(at[0] + 120, at[1] + 50, { steps: 6 });
    await page.mouse.up({ button: 'middle' });
    assert.ok(near(await clientPoint(page, 20, 15), [at[0] + 120, at[1] + 50]), 'the world followed the pointer');
    assert.equal(await page.evaluate(() => window.sidestep.hash()), before);
    assert.deepEqual(await page.evaluate(() => window.sidestep.undoDepth()), depth, 'nothing new to undo');
  });

  it('Space held turns a drag into a pan even with the Walls tool; a Space tap still plays and pauses', async () => {
    const { page } = pg;
    await page.evaluate(() => {
      window.sidestep.camera({ x: 20, y: 15, zoom: 2 });
      window.sidestep.setTool('wall');
    });
    const at = await clientPoint(page, 20, 15);
    await page.mouse.move(...at);
    await page.keyboard.down('Space');
    await page.mouse.down();
    await page.mouse.move(at[0] - 80, at[1] + 30, { steps: 5 });
    await page.mouse.up();
    await page.keyboard.up('Space');
    assert.ok(near(await clientPoint(page, 20, 15), [at[0] - 80, at[1] + 30]));
    const state = await page.evaluate(() => window.sidestep.state());
    assert.ok(
      state.grid.rows.every((r) => !r.includes('@')),
      'no cell painted',
    );
    assert.equal(await page.evaluate(() => window.sidestep.playing), false, 'a Space used to pan does not play');
    await page.keyboard.press('Space');
    assert.equal(await page.evaluate(() => window.sidestep.playing), true);
    await page.keyboard.press('Space');
    assert.equal(await page.evaluate(() => window.sidestep.playing), false);
    await page.evaluate(() => window.sidestep.setTool('select'));
  });

  it('tools work at any zoom: a wall stroke paints exactly the cells under the pointer', async () => {
    const { page } = pg;
    await page.evaluate((s) => {
      window.sidestep.open(s);
      window.sidestep.camera({ x: 11, y: 8, zoom: 5 });
      window.sidestep.setTool('wall');
    }, ROOM);
    await drag(page, [
      [9.5, 7.5],
      [13.5, 7.5],
    ]);
    const rows = (await page.evaluate(() => window.sidestep.state())).grid.rows;
    assert.equal(rows[7].slice(8, 15), '.@@@@@.');
    assert.ok(rows.every((r, y) => y === 7 || !r.includes('@')));
    await page.evaluate(() => window.sidestep.setTool('select'));
  });

  it('Fit, F, + and - move the camera', async () => {
    const { page } = pg;
    await page.evaluate(() => window.sidestep.camera({ x: 11, y: 8, zoom: 5 }));
    await page.click('#zoom-fit');
    assert.equal(await page.evaluate(() => window.sidestep.camera()), null);
    await page.click('#zoom-in');
    const z = (await page.evaluate(() => window.sidestep.camera())).zoom;
    assert.ok(z > 1.4 && z < 1.6, `zoom ${z}`);
    await page.locator('#world').focus();
    await page.keyboard.press('-');
    assert.ok(Math.abs((await page.evaluate(() => window.sidestep.camera())).zoom - 1) < 1e-3);
    await page.keyboard.press('+');
    await page.keyboard.press('f');
    assert.equal(await page.evaluate(() => window.sidestep.camera()), null);
  });

  it('a key or a zoom button that moves the view says what shows (a screen reader hears it); the wheel says nothing', async () => {
    const { page } = pg;
    assert.equal(await page.evaluate((s) => window.sidestep.open(s), ROOM), true);
    await page.evaluate(() => window.sidestep.setTool('select'));
    await page.locator('#world').focus();
    const said = () => page.evaluate(() => window.sidestep.announced());
    /** The part of the world that shows, from the view itself: its corners, in whole units within the world. */
    const shows = () =>
      page.evaluate(() => {
        const c = document.getElementById('world').getBoundingClientRect(),
          [x0, y0] = window.sidestep.worldToClient(0, 0),
          [x1, y1] = window.sidestep.worldToClient(1, 1),
          { width, height } = window.sidestep.sim,
          at = (px, py) => [
            Math.round(Math.min(Math.max((px - x0) / (x1 - x0), 0), width)),
            Math.round(Math.min(Math.max((py - y0) / (y1 - y0), 0), height)),
          ];
        return { right: at(c.right, c.bottom)[0], left: at(c.left, c.top)[0] };
      });
    const pair = /\((\d+), (\d+)\) to \((\d+), (\d+)\)/;
    await page.keyboard.press('+');
    const zoomed = await said();
    assert.match(zoomed, /^Zoom 1\.5×: from \(\d+, \d+\) to \(\d+, \d+\)$/);
    await page.keyboard.press('d');
    const panned = pair.exec(await said());
    assert.ok(panned, await said());
    const view = await shows();
    assert.equal(Number(panned[1]), view.left, `said ${panned[0]}, shows ${JSON.stringify(view)}`);
    assert.equal(Number(panned[3]), view.right, `said ${panned[0]}, shows ${JSON.stringify(view)}`);
    assert.ok(Number(panned[1]) > Number(pair.exec(zoomed)[1]), 'D showed more of the right');
    await page.keyboard.press('f');
    assert.equal(await said(), 'The whole world shows');
    await page.click('#zoom-in');
    assert.match(await said(), /^Zoom 1\.5×/, 'the button says it too');
    await page.keyboard.press('f');
    const box = await page.locator('#world').boundingBox();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(0, -300);
    await page.waitForFunction(() => window.sidestep.camera() !== null);
    assert.equal(await said(), 'The whole world shows', 'the wheel said nothing');
    // The copy of the last message shown under the world in words follows it, unsaid: it is not left out of date.
    // (at most 4 times a second: a view that follows a driven agent moves at every frame)
    const followed = await page
      .waitForFunction(() => /^Zoom \d/.test(document.getElementById('announce-shown').textContent), null, {
        timeout: 2000,
      })
      .then(
        () => true,
        () => false,
      );
    assert.ok(followed, `the shown copy follows the wheel: ${await page.textContent('#announce-shown')}`);
    await page.evaluate(() => window.sidestep.camera(null));
  });

  it('+ and − zoom about the selected agent or circle while it is in view, so that it stays in view; else about the centre', async () => {
    const { page } = pg;
    const scene = {
      ...ROOM,
      world: { ...ROOM.world, circles: [{ x: 33, y: 6, r: 1.5 }] },
      agents: [...ROOM.agents, { behavior: 'nproxy', start: [30, 20], goal: [5, 5] }],
    };
    assert.equal(await page.evaluate((s) => window.sidestep.open(s), scene), true);
    const [x, y] = await page.evaluate(() => window.sidestep.sim.agent(0).position); // (3, 3): far from the centre
    await page.evaluate(() => window.sidestep.select('agent', 0));
    const at = await clientPoint(page, x, y);
    await page.locator('#world').focus();
    await page.keyboard.press('+');
    await page.click('#zoom-in');
    assert.ok((await page.evaluate(() => window.sidestep.camera())).zoom > 2, 'zoomed in twice');
    assert.ok(near(await clientPoint(page, x, y), at), 'the selected agent stayed where it was');
    // A grid agent: about its cell's centre.
    await page.evaluate(() => (window.sidestep.camera(null), window.sidestep.select('agent', 1)));
    const gridAgent = await clientPoint(page, 30.5, 20.5);
    await page.click('#zoom-in');
    assert.ok(near(await clientPoint(page, 30.5, 20.5), gridAgent), "the selected grid agent's cell stayed put");
    // A circle: the same with the − key (on the button: on the world it resizes the circle) and the buttons.
    await page.evaluate(() => (window.sidestep.camera(null), window.sidestep.select('circle', 0)));
    const circle = await clientPoint(page, 33, 6);
    await page.click('#zoom-in');
    await page.click('#zoom-in');
    await page.click('#zoom-in');
    await page.keyboard.press('-');
    await page.click('#zoom-out');
    assert.ok((await page.evaluate(() => window.sidestep.camera())).zoom > 1.4, 'zoomed in still');
    assert.ok(near(await clientPoint(page, 33, 6), circle), 'the selected circle stayed where it was');
    // Out of view, or nothing selected: about the canvas's centre, which stays.
    await page.evaluate(() => window.sidestep.camera({ x: 20, y: 25, zoom: 4 }));
    const centre = await clientPoint(page, 20, 25);
    await page.click('#zoom-in');
    assert.ok(near(await clientPoint(page, 20, 25), centre), 'the circle out of view: the centre stays');
    await page.evaluate(() => window.sidestep.select(null));
    await page.click('#zoom-out');
    assert.ok(near(await clientPoint(page, 20, 25), centre), 'nothing selected: the centre stays');
    // Out past the fitted size, about the selected agent: the world's centre comes to the canvas's (not a corner).
    await page.evaluate(() => (window.sidestep.camera({ x: 3, y: 3, zoom: 1.2 }), window.sidestep.select('agent', 0)));
    for (let k = 0; k < 3; k++) await page.click('#zoom-out');
    const box = await page.locator('#world').boundingBox();
    assert.ok(
      near(await clientPoint(page, 20, 15), [box.x + box.width / 2, box.y + box.height / 2], 2),
      "zoomed out: the world's centre at the canvas's",
    );
    // The keyboard's cursor on the world, where it shows: it stays (here where Enter painted a wall).
    await page.evaluate(() => (window.sidestep.camera(null), window.sidestep.setTool('wall')));
    await page.locator('#world').focus();
    // before any arrow, the cursor shows in the world's middle cell: + zooms about it (not about cell 0, 0)
    const middle = await clientPoint(page, 20.5, 15.5);
    await page.keyboard.press('+');
    assert.ok(near(await clientPoint(page, 20.5, 15.5), middle), 'the middle cell stayed put');
    await page.evaluate(() => window.sidestep.camera(null));
    for (let k = 0; k < 8; k++) await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Enter');
    const [cx, cy] = await paintedCell(page);
    const cell = await clientPoint(page, cx + 0.5, cy + 0.5);
    await page.keyboard.press('+');
    assert.ok((await page.evaluate(() => window.sidestep.camera())).zoom > 1.4, 'zoomed in');
    assert.ok(near(await clientPoint(page, cx + 0.5, cy + 0.5), cell), `the cursor's cell ${cx}, ${cy} stayed`);
    // Tab on to the zoom buttons (the cursor no longer shows): they zoom about where the keys left it, not about the
    // selected agent or the centre.
    for (let k = 0; k < 5 && !(await page.evaluate(() => document.activeElement?.id === 'zoom-in')); k++)
      await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    assert.ok((await page.evaluate(() => window.sidestep.camera())).zoom > 2, 'zoomed in by the button');
    assert.ok(near(await clientPoint(page, cx + 0.5, cy + 0.5), cell), `the cursor's cell stayed for the button`);
    // An agent picked with N since: the button zooms about it, not about where the cursor was left.
    await page.keyboard.press('n');
    const picked = await page.evaluate(() => window.sidestep.selected().index);
    const body = await page.evaluate((i) => {
      const a = window.sidestep.sim.agent(i),
        off = a.kind === 'grid' ? 0.5 : 0; // (a grid agent's point is its cell's corner: about its centre)
      return [a.position[0] + off, a.position[1] + off];
    }, picked);
    const seen = await clientPoint(page, body[0], body[1]);
    await page.keyboard.press('Enter');
    assert.ok((await page.evaluate(() => window.sidestep.camera())).zoom > 3, 'zoomed in by the button again');
    assert.ok(near(await clientPoint(page, body[0], body[1]), seen), `agent ${picked}, picked with N, stayed`);
    await page.evaluate(() => (window.sidestep.camera(null), window.sidestep.setTool('select')));
  });

  it("zoomed in, the view pans to keep the keyboard's cursor in sight as the arrows move it (no pointer needed)", async () => {
    const { page } = pg;
    assert.equal(await page.evaluate((s) => window.sidestep.open(s), ROOM), true);
    await page.evaluate(() => (window.sidestep.camera({ x: 20, y: 15, zoom: 8 }), window.sidestep.setTool('wall')));
    const box = await page.locator('#world').boundingBox();
    await page.locator('#world').focus();
    // 20 cells left with Shift (5 each), from the middle cell: far beyond the 6 cells or so the view shows.
    for (let k = 0; k < 4; k++) await page.keyboard.press('Shift+ArrowLeft');
    await page.keyboard.press('Enter');
    const [cx, cy] = await paintedCell(page);
    assert.ok(cx < 5, `the cursor went to the world's left side (cell ${cx}, ${cy})`);
    // The whole cell (both corners), not only its centre: cells are over 150 px wide at this zoom.
    for (const [x, y] of [await clientPoint(page, cx, cy), await clientPoint(page, cx + 1, cy + 1)])
      assert.ok(x > box.x && x < box.x + box.width && y > box.y && y < box.y + box.height, 'the painted cell in view');
    assert.ok((await page.evaluate(() => window.sidestep.camera())).zoom > 7.9, 'still zoomed in: the view panned');
    await page.evaluate(() => (window.sidestep.camera(null), window.sidestep.setTool('select')));
  });

  it('W A S D pan the view by an eighth of what shows (Shift: half), with the Select tool too; in drive mode they drive', async () => {
    const { page } = pg;
    assert.equal(await page.evaluate((s) => window.sidestep.open(s), ROOM), true);
    await page.evaluate(() => (window.sidestep.camera({ x: 20, y: 15, zoom: 4 }), window.sidestep.setTool('select')));
    await page.locator('#world').focus();
    /** The world point at the middle of the part of the canvas that shows, after `key`. */
    const middle = async (key) => {
      if (key) await page.keyboard.press(key);
      return page.evaluate(() => {
        const c = document.getElementById('world').getBoundingClientRect(),
          [x0, y0] = window.sidestep.worldToClient(0, 0),
          [x1, y1] = window.sidestep.worldToClient(1, 1);
        const cam = window.sidestep.camera();
        return {
          x: (c.left + c.width / 2 - x0) / (x1 - x0),
          y: (c.top + c.height / 2 - y0) / (y1 - y0),
          zoom: cam.zoom,
          shown: c.width / (x1 - x0),
          tall: c.height / (y1 - y0),
        };
      });
    };
    const start = await middle();
    const step = start.shown / 8;
    const near = (a, b) => Math.abs(a - b) < 0.02;
    const d = await middle('d');
    assert.ok(near(d.x, start.x + step) && near(d.y, start.y) && d.zoom === start.zoom, JSON.stringify([start, d]));
    const a = await middle('a');
    assert.ok(near(a.x, start.x) && near(a.y, start.y), JSON.stringify([start, a]));
    const s = await middle('s');
    // (an eighth of the part under the band at the canvas's top)
    assert.ok(
      s.y > start.y + s.tall / 16 && s.y < start.y + s.tall / 8 && near(s.x, start.x),
      JSON.stringify([start, s]),
    );
    const w = await middle('w');
    assert.ok(near(w.y, start.y), JSON.stringify([start, w]));
    const far = await middle('Shift+D');
    assert.ok(near(far.x, start.x + start.shown / 2), JSON.stringify([start, far]));
    assert.equal(await page.evaluate(() => window.sidestep.state().step), 0, 'no key stepped the run');
    // Drive mode takes them: the driven agent is steered, the view does not pan (it follows the agent, which starts
    // in the middle of it, only to keep it in sight).
    await page.evaluate(() => {
      const [x, y] = window.sidestep.sim.agent(0).position;
      window.sidestep.camera({ x, y, zoom: 4 });
      window.sidestep.drive(0, true);
    });
    const still = await middle();
    const driving = await middle('d');
    assert.ok(near(driving.x, still.x) && near(driving.y, still.y), JSON.stringify([still, driving]));
    await page.evaluate(() => (window.sidestep.drive(0, false), window.sidestep.camera(null)));
  });

  it('driving zoomed in, the view keeps the driven agent in its middle third (its keys drive, so they cannot pan)', async () => {
    const { page } = pg;
    const scene = { ...ROOM, agents: [{ behavior: 'seek', start: [5, 15], goal: [36, 15] }] };
    assert.equal(await page.evaluate((s) => window.sidestep.open(s), scene), true);
    await page.evaluate(() => window.sidestep.camera({ x: 5, y: 15, zoom: 8 / 1.5 }));
    await page.locator('#world').focus();
    await page.keyboard.press('+'); // zoom 8, said (and shown under the world in words)
    const before = await page.textContent('#announce-shown');
    assert.match(before, /^Zoom 8×: from \(\d+, \d+\)/);
    const box = await page.locator('#world').boundingBox();
    await page.evaluate(() => window.sidestep.drive(0, true, false)); // (it plays)
    await page.keyboard.down('d');
    // Held until the agent is 8 units on: the view at this zoom shows about 5 across.
    await page.waitForFunction(() => window.sidestep.sim.agent(0).position[0] > 13, null, { timeout: 20000 });
    await page.keyboard.up('d');
    await page.evaluate(() => (window.sidestep.pause(), window.sidestep.drive(0, false)));
    await page.waitForTimeout(100); // (a frame drawn where it stopped)
    const [x, y] = await page.evaluate(() => window.sidestep.sim.agent(0).position);
    const [sx, sy] = await clientPoint(page, x, y);
    assert.ok(sx > box.x && sx < box.x + box.width && sy > box.y && sy < box.y + box.height, `agent at ${x}, ${y}`);
    // A third of the view ahead of it: it went right, so it stands about two thirds across (the view follows at each
    // frame, so up to a frame's move further: within three quarters; a margin of a cell left it at 0.88).
    assert.ok(sx - box.x <= box.width * 0.75, `agent at ${sx - box.x} px of ${box.width}: a third ahead`);
    assert.ok((await page.evaluate(() => window.sidestep.camera())).zoom > 7.9, 'still zoomed in: the view followed');
    // The shown copy of the view's words follows the view that followed the agent, unsaid (at most 4 times a second).
    const copy = () =>
      page.evaluate(() => {
        const [x0] = window.sidestep.worldToClient(0, 0),
          [x1] = window.sidestep.worldToClient(1, 0),
          shown = document.getElementById('announce-shown').textContent;
        const left = Math.round((document.getElementById('world').getBoundingClientRect().left - x0) / (x1 - x0));
        return { shown, from: Number(/from \((\d+),/.exec(shown)?.[1]), left };
      });
    let after = await copy();
    for (let k = 0; k < 10 && after.from !== after.left; k++) {
      await page.waitForTimeout(100);
      after = await copy();
    }
    assert.equal(after.from, after.left, `shown "${after.shown}" (before the drive "${before}")`);
    await page.evaluate(() => window.sidestep.camera(null));
  });

  it('zoomed in, an agent picked by keys (N, or Enter in the world in words) is brought into sight', async () => {
    const { page } = pg;
    const scene = { ...ROOM, agents: [...ROOM.agents, { behavior: 'seek', start: [36, 26], goal: [3, 3] }] };
    assert.equal(await page.evaluate((s) => window.sidestep.open(s), scene), true);
    const box = await page.locator('#world').boundingBox();
    const inSight = async (x, y) => {
      const [cx, cy] = await clientPoint(page, x, y);
      return cx > box.x && cx < box.x + box.width && cy > box.y && cy < box.y + box.height;
    };
    await page.evaluate(() => window.sidestep.camera({ x: 3, y: 3, zoom: 5 }));
    assert.equal(await inSight(36, 26), false, 'the second agent out of sight');
    await page.locator('#world').focus();
    await page.keyboard.press('n'); // agent 0 (in sight: the view stays)
    const camera = await page.evaluate(() => window.sidestep.camera());
    await page.keyboard.press('n'); // agent 1
    assert.deepEqual(await page.evaluate(() => window.sidestep.selected()), { type: 'agent', index: 1 });
    assert.ok(await inSight(36, 26), 'N brought it into sight');
    assert.ok((await page.evaluate(() => window.sidestep.camera())).zoom > 4.9, 'by panning, not zooming out');
    // The world in words: Enter on the first agent's line, with the view on the second.
    await page.evaluate((c) => window.sidestep.camera(c), camera);
    await page.locator('#describe-agents button').first().focus();
    await page.keyboard.press('Enter');
    assert.deepEqual(await page.evaluate(() => window.sidestep.selected()), { type: 'agent', index: 0 });
    assert.ok(await inSight(3, 3), 'its first agent in sight');
    await page.evaluate(() => window.sidestep.camera({ x: 36, y: 26, zoom: 5 }));
    await page.locator('#describe-agents button').first().press('Enter');
    assert.ok(await inSight(3, 3), 'brought into sight from the far corner');
    await page.evaluate(() => (window.sidestep.camera(null), window.sidestep.select(null)));
  });

  it('the camera travels in share links and the autosave, and opening them restores it', async () => {
    const { page } = pg;
    await page.evaluate((s) => {
      window.sidestep.open(s);
      window.sidestep.camera({ x: 12.5, y: 9.25, zoom: 3 });
    }, ROOM);
    const url = await page.evaluate(() => window.sidestep.shareUrl());
    useCoreLimits(await page.evaluate(() => window.sidestep.sim.limits));
    const shared = JSON.parse(await decodeLink(url));
    assert.deepEqual(shared.view.camera, { x: 12.5, y: 9.25, zoom: 3 });
    await page.evaluate(() => window.sidestep.camera(null));
    await page.evaluate((u) => window.sidestep.openLink(u), url);
    assert.deepEqual(await page.evaluate(() => window.sidestep.camera()), { x: 12.5, y: 9.25, zoom: 3 });
    // The autosave: a reload lands on the same view.
    await page.evaluate(() => window.sidestep.camera({ x: 30, y: 20, zoom: 6 }));
    await page.reload();
    await page.waitForSelector('body[data-ready="1"]');
    assert.deepEqual(await page.evaluate(() => window.sidestep.camera()), { x: 30, y: 20, zoom: 6 });
  });

  it('a camera outside the limits in a file is refused with the field named', async () => {
    const { page } = pg;
    const bad = { ...ROOM, view: { camera: { x: 5, y: 5, zoom: 9999 } } };
    assert.equal(await page.evaluate((s) => window.sidestep.open(s), bad), false);
    assert.match(await page.textContent('#errors-list'), /view\.camera\.zoom: must be a number in \[0\.25, 512\]/);
    await page.click('#errors-close');
  });

  it('after a refused file the error box is gone and the room is still drawn zoomed in round the camera: grid lines a cell apart, x = 30 mid-canvas', async () => {
    const { page } = pg;
    assert.equal(await page.isVisible('#errors'), false, 'dismissed');
    assert.equal(await page.textContent('#scene-title'), 'room');
    assert.deepEqual(await page.evaluate(() => window.sidestep.camera()), { x: 30, y: 20, zoom: 6 });
    // Across the middle of a row of cells: the floor, crossed by a faint grid line at every whole x.
    const { pixels, columns, centre } = await canvasRow(page, 20.5);
    const floor = rgb(palette.world.floor);
    const line = pixels.map((p) => p[0] + p[1] + p[2] < floor[0] + floor[1] + floor[2] - 6);
    const runs = [];
    for (let c = 0; c < line.length; c++)
      if (line[c] && !line[c - 1]) {
        let e = c;
        while (line[e + 1]) e++;
        runs.push((c + e + 1) / 2);
      }
    assert.ok(columns.length >= 5 && columns.length <= 12, `zoomed in: ${columns.length} cells across`);
    // (The agent's goal line crosses the row too.)
    for (const { x, c } of columns)
      assert.ok(
        runs.some((r) => Math.abs(r - c) <= 1.5),
        `a grid line at x = ${x} (${Math.round(c)}): lines at ${runs.map(Math.round)}`,
      );
    assert.ok(Math.abs(columns.find((q) => q.x === 30).c - centre) <= 1, "the camera's x mid-canvas");
    assert.deepEqual(pg.errors, []);
  });
});

describe('two fingers on a touch screen', () => {
  let pg;
  before(async () => {
    pg = await openPlayground({ width: 390, height: 844, hasTouch: true, deviceScaleFactor: 2 });
  });
  after(async () => {
    await pg?.close();
  });

  it('pinch zooms and pans, and takes back the stroke the first finger began', async () => {
    const { page } = pg;
    await page.evaluate((s) => {
      window.sidestep.open(s);
      window.sidestep.setTool('wall');
    }, ROOM);
    const depth = await page.evaluate(() => window.sidestep.undoDepth());
    const cdp = await page.context().newCDPSession(page);
    const a = await clientPoint(page, 15, 12),
      b = await clientPoint(page, 25, 12);
    const touch = (type, points) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points.map(([x, y], id) => ({ x, y, id })) });
    await touch('touchStart', [a]); // one finger down: the Walls tool paints a cell
    await page.waitForFunction(() => window.sidestep.state().grid.rows.some((r) => r.includes('@')));
    await touch('touchStart', [a, b]); // the second finger makes it a pinch
    for (let k = 1; k <= 5; k++)
      await touch('touchMove', [
        [a[0] - 12 * k, a[1] + 6 * k],
        [b[0] + 12 * k, b[1] + 6 * k],
      ]);
    await touch('touchEnd', []);
    const camera = await page.evaluate(() => window.sidestep.camera());
    assert.ok(camera && camera.zoom > 1.5, `zoom ${camera?.zoom}`);
    const rows = (await page.evaluate(() => window.sidestep.state())).grid.rows;
    assert.ok(
      rows.every((r) => !r.includes('@')),
      'the painted cell was taken back',
    );
    assert.deepEqual(
      await page.evaluate(() => window.sidestep.undoDepth()),
      depth,
      'the cancelled stroke left nothing to undo',
    );
  });

  it('two fingers moving together pan; lifting one leaves the other panning', async () => {
    const { page } = pg;
    await page.evaluate(() => window.sidestep.camera({ x: 20, y: 12, zoom: 2 }));
    const cdp = await page.context().newCDPSession(page);
    const a = await clientPoint(page, 18, 12),
      b = await clientPoint(page, 22, 12);
    const touch = (type, points) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points.map(([x, y, id]) => ({ x, y, id })) });
    await touch('touchStart', [[...a, 0]]);
    await touch('touchStart', [
      [...a, 0],
      [...b, 1],
    ]);
    for (let k = 1; k <= 4; k++)
      await touch('touchMove', [
        [a[0] + 10 * k, a[1], 0],
        [b[0] + 10 * k, b[1], 1],
      ]);
    const panned = await page.evaluate(() => window.sidestep.camera());
    assert.ok(panned.x < 20, `dragging right shows what is left of the centre: x ${panned.x}`);
    assert.ok(Math.abs(panned.y - 12) < 0.05, `no vertical move: y ${panned.y}`);
    assert.ok(Math.abs(panned.zoom - 2) < 0.05, `same spread, same zoom: ${panned.zoom}`);
    await touch('touchEnd', [[a[0] + 40, a[1], 0]]); // the first finger lifts (CDP: touchEnd lists the points released)
    for (let k = 1; k <= 4; k++) await touch('touchMove', [[b[0] + 40, b[1] + 10 * k, 1]]);
    await touch('touchEnd', [[b[0] + 40, b[1] + 40, 1]]);
    const after = await page.evaluate(() => window.sidestep.camera());
    assert.ok(after.y < panned.y, `the remaining finger dragging down pans: y ${panned.y} -> ${after.y}`);
    assert.ok(Math.abs(after.zoom - panned.zoom) < 1e-6, 'one finger never zooms');
    assert.deepEqual(pg.errors, []);
  });

  it('shows the room with no wall on it after the pinch: the cell the first finger painted is floor again', async () => {
    const { page } = pg;
    const { pixels, columns } = await canvasRow(page, 12.5);
    const at = (x) => pixels[Math.floor((columns.find((q) => q.x === x).c + columns.find((q) => q.x === x + 1).c) / 2)];
    assert.ok(columns.some((q) => q.x === 15) && columns.some((q) => q.x === 16), 'the cell is on screen');
    assert.deepEqual(at(15), rgb(palette.world.floor), 'cell (15, 12)');
    // Nowhere along that row of the room on screen is a wall drawn (the world's frame, in the wall colour, aside).
    const wall = rgb(palette.world.wall);
    const inside = pixels.slice(Math.ceil(columns[0].c) + 2, Math.floor(columns.at(-1).c) - 2);
    assert.ok(
      inside.every((p) => p.some((c, k) => Math.abs(c - wall[k]) > 12)),
      'no wall-coloured pixel',
    );
    assert.deepEqual(pg.errors, []);
  });
});

describe('crowds', () => {
  let pg;
  before(async () => {
    pg = await openPlayground({ width: 1280, height: 800 });
  });
  after(async () => {
    await pg?.close();
  });

  it('level of detail: goal lines, rays and forces for every agent while there are few', async () => {
    const { page } = pg;
    await page.evaluate((s) => {
      window.sidestep.open(s);
      window.sidestep.overlays(['goals', 'rays', 'forces']);
      window.sidestep.step(2);
    }, field(20));
    await page.waitForFunction(() => window.sidestep.drawn().goals === 20);
    {
      const { ms, renderer, ...drawn } = await page.evaluate(() => window.sidestep.drawn());
      assert.deepEqual(drawn, { agents: 20, goals: 20, rays: 20, forces: 20 });
    }
  });

  it('in a crowd only the selected agent gets them, unless "every agent" is ticked', async () => {
    const { page } = pg;
    await page.evaluate((s) => {
      window.sidestep.open(s);
      window.sidestep.overlays(['goals', 'rays', 'forces']);
      window.sidestep.step(2);
    }, field(400));
    await page.waitForFunction(() => window.sidestep.drawn().agents === 400);
    {
      const { ms, renderer, ...drawn } = await page.evaluate(() => window.sidestep.drawn());
      assert.deepEqual(drawn, { agents: 400, goals: 0, rays: 0, forces: 0 });
    }
    await page.evaluate(() => window.sidestep.select('agent', 7));
    await page.waitForFunction(() => window.sidestep.drawn().goals === 1);
    {
      const { ms, renderer, ...drawn } = await page.evaluate(() => window.sidestep.drawn());
      assert.deepEqual(drawn, { agents: 400, goals: 1, rays: 1, forces: 1 });
    }
    await page.check('input[data-overlay="everyAgent"]');
    await page.waitForFunction(() => window.sidestep.drawn().goals === 400);
    {
      const { ms, renderer, ...drawn } = await page.evaluate(() => window.sidestep.drawn());
      assert.deepEqual(drawn, { agents: 400, goals: 400, rays: 400, forces: 400 });
    }
    // Zoomed in, agents off screen are not drawn at all.
    await page.evaluate(() => window.sidestep.camera({ x: 5, y: 5, zoom: 8 }));
    await page.waitForFunction(() => window.sidestep.drawn().agents < 400);
  });

  // A click waits for the piece of the main thread's work under way: a frame's steps and drawing when steps are
  // short, else a step's move, its next decisions or a frame's drawing, each a task of its own (web/sim/loop.js).
  // The bound comes from the pieces as the loop measures them while playing (a step's move and next decisions,
  // or a frame's steps, and a frame's work): the longest, twice over for the spread of a shared machine, plus
  // one display frame for the click to be seen. A loop that queues work ahead of input does not fit it.
  for (const behavior of ['whiskers', 'context']) {
    it(`stays responsive with 10,000 ${behavior} agents playing: a click is handled within the longest piece of the main thread's work`, async () => {
      const { page } = pg;
      const scene = crowdScene({ agents: 10000, circles: 2000, behavior });
      assert.equal(await page.evaluate((s) => window.sidestep.open(s), scene), true);
      await page.evaluate(() => window.sidestep.overlays(['goals', 'rays', 'forces', 'trail'])); // the defaults' kind, not "every agent"
      await page.evaluate(() => {
        window.clickLatencies = [];
        if (!window.latencyProbe) {
          // when the page handles a press, measured from when the browser got it
          window.latencyProbe = (e) => window.clickLatencies.push(performance.now() - e.timeStamp);
          document.addEventListener('pointerdown', window.latencyProbe, true);
        }
      });
      await page.click('#play');
      await page.waitForFunction(() => !document.getElementById('rate').hidden, null, { timeout: 30000 });
      assert.match(await page.textContent('#rate'), /steps\/s/);
      for (const tool of ['wall', 'select', 'wall']) {
        // a new measure of the rate with a step in it (a window can end with no step finished when a step is slow)
        const rate = await (
          await page.waitForFunction(
            (v) => {
              const r = window.sidestep.rate();
              return r.version > v && r.stepsPerSecond > 0 && r.framesPerSecond > 0 && r.taskMs > 0 && r;
            },
            await page.evaluate(() => window.sidestep.rate().version),
            { timeout: 30000 },
          )
        ).jsonValue();
        await page.click(`button[data-tool="${tool}"]`, { timeout: 10000 });
        assert.equal(await page.getAttribute(`button[data-tool="${tool}"]`, 'aria-pressed'), 'true');
        const latency = await page.evaluate(() => window.clickLatencies.at(-1));
        const drawMs = await page.evaluate(() => window.sidestep.drawn().ms);
        const piece =
          rate.msPerStep > 10 ? Math.max(rate.moveMs, rate.decideMs, rate.frameMs) : rate.stepsMs + rate.frameMs;
        const bound = 2 * piece + 1000 / 60;
        assert.ok(
          latency <= bound,
          `${behavior}, ${tool}: handled after ${latency.toFixed(1)} ms; a step takes ${rate.msPerStep.toFixed(1)} ms ` +
            `(its move ${rate.moveMs.toFixed(1)}, its next decisions ${rate.decideMs.toFixed(1)}, a frame's steps ` +
            `${rate.stepsMs.toFixed(1)}), a drawing ${drawMs.toFixed(1)} (a frame's whole work ${rate.frameMs.toFixed(1)}): ` +
            `bound ${bound.toFixed(1)} ms`,
        );
      }
      await page.click('#play', { timeout: 10000 });
      assert.equal(await page.evaluate(() => window.sidestep.playing), false);
    });
  }

  it('after the crowd plays and pauses, the readout says paused and the canvas shows the agents where the core has them', async () => {
    const { page } = pg;
    const shown = await agentsOnCanvas(page, 50);
    const step = await page.evaluate(() => window.sidestep.state().step);
    assert.ok(step > 0, 'it played');
    assert.equal(await page.textContent('#readout'), `step ${step} · ${(step * 0.02).toFixed(2)} s · paused`);
    assert.equal(await page.isVisible('#rate'), false, 'no rate while paused');
    assert.equal(await page.textContent('#play-label'), ' Play');
    // Dots of a few pixels, drawn a colour at a time: in the crowd's knots a later colour covers or blends into
    // an earlier one (a dark blend now and then comes out near the walls' slate), so nearly every dot shows
    // something drawn over the world, and most their own colour.
    const moving = shown.filter((a) => a.stop === 'moving');
    assert.ok(moving.length >= 150, `${moving.length} of the ${shown.length} agents sampled still moving`);
    const drawn = moving.filter((a) => a.drawn >= 0.5).length,
      own = moving.filter((a) => a.body >= 0.5).length;
    assert.ok(drawn >= 0.97 * moving.length, `${drawn} of ${moving.length} moving agents sampled drawn over the world`);
    assert.ok(own >= 0.5 * moving.length, `${own} of ${moving.length} in their own colour`);
    assert.deepEqual(pg.errors, []);
  });
});
