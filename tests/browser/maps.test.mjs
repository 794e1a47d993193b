// Game maps in the page: .map and .scen files dropped on the page (real drop events carrying a
// DataTransfer), refused ones that change nothing, a problem row set up and run, run all in the worker
// with its progress bar, Cancel and the CLI's summary, the gallery's map entries, a 512 x 512 map with a
// live heat map and crisp cells, and links: short for bundled maps, carrying the cells otherwise, and
// refused when longer than browsers open.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

import { bigMap } from '../../bench/big-map.mjs';
import { random } from '../../bench/scenes.mjs';
import { loadImporters } from '../wasm/load.mjs';
import { openPlayground } from './browser.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const DATA = `${ROOT}tests/data/movingai/`;
const BAD = `${ROOT}tests/bad-inputs/movingai/`;
const CLI = `${ROOT}build/native/sidestep`;
const read = (file) => readFileSync(file, 'utf8');
const crlf = (text) => text.replace(/\n/g, '\r\n');
const ROOM = 'room-32-32-4.map',
  ROOM_SCEN = 'room-32-32-4-random-1.scen';
const tmp = mkdtempSync(join(tmpdir(), 'sidestep-maps-'));
after(() => rmSync(tmp, { recursive: true, force: true }));

/** Drops files on the canvas with real dragenter, dragover and drop events carrying a DataTransfer. */
async function drop(page, files) {
  const data = await page.evaluateHandle((list) => {
    const dt = new DataTransfer();
    for (const f of list) dt.items.add(new File([f.text], f.name, { type: 'text/plain' }));
    return dt;
  }, files);
  for (const type of ['dragenter', 'dragover', 'drop'])
    await page.dispatchEvent('#world', type, { dataTransfer: data });
  await data.dispose();
}

/** The CLI's CSV line of one row, as an object. */
function cliRow(map, scen, row, ...agent) {
  const csv = join(tmp, `row-${row}.csv`);
  const r = spawnSync(CLI, ['movingai', DATA + map, DATA + scen, '--rows', String(row), '--csv', csv, ...agent], {
    encoding: 'utf8',
  });
  assert.equal(r.status, 0, r.stderr);
  const [header, line] = read(csv).split('\n');
  return Object.fromEntries(header.split(',').map((k, i) => [k, line.split(',')[i]]));
}

/** The summary table `sidestep movingai` prints, as lines of fields. */
function cliSummary(map, scen, ...agent) {
  const out = spawnSync(CLI, ['movingai', DATA + map, DATA + scen, ...agent], { encoding: 'utf8' }).stdout.split('\n');
  const head = out.findIndex((l) => l.trim().startsWith('bucket'));
  return out
    .slice(head + 1)
    .filter((l) => /^\s+(\d+|all)\s/.test(l))
    .map((l) => l.trim().split(/\s+/));
}

const text = (page, selector) => page.$eval(selector, (e) => e.textContent);
const pageErrors = (page) => page.$$eval('#errors-list li', (items) => items.map((i) => i.textContent));

describe('Moving AI maps dropped on the page', () => {
  let pg;
  before(async () => {
    pg = await openPlayground({ width: 1280, height: 800 });
  });
  after(async () => {
    await pg?.close();
  });

  it('a dropped .map (CRLF) opens as the scene, the panel says how its cells were read, and undo brings the old scene back', async () => {
    const { page } = pg;
    const before = await page.evaluate(() => ({
      hash: window.sidestep.hash(),
      title: document.getElementById('scene-title').textContent,
    }));
    await drop(page, [{ name: ROOM, text: crlf(read(DATA + ROOM)) }]);
    await page.waitForFunction(() => window.sidestep.state().grid.width === 32);
    const rows = read(DATA + ROOM)
      .split('\n')
      .slice(4, 36);
    assert.deepEqual(
      await page.evaluate(() => window.sidestep.state().grid.rows),
      rows.map((r) => r.replace(/[@OTW]/g, '@').replace(/[.GS]/g, '.')),
    );
    assert.equal(
      await text(page, '.maps-map'),
      `${ROOM} · 32 × 32 · ${rows.join('').replace(/[^@OTW]/g, '').length} blocked`,
    );
    assert.match(
      await text(page, '.maps-cells'),
      /Free: \. G S · blocked: @ O T W\. S \(swamp\) counts as ground, as sidestep has no move costs; W \(water\) is blocked\. This map: 0 S, 0 W\./,
    );
    assert.match(await text(page, '.maps-scen'), /Open its \.scen/);
    assert.equal(await text(page, '#scene-title'), `Moving AI map ${ROOM}`);

    await page.click('#undo');
    await page.waitForFunction((t) => document.getElementById('scene-title').textContent === t, before.title);
    assert.equal(
      await page.evaluate(() => window.sidestep.hash()),
      before.hash,
      'undo: the scene before the map, exactly',
    );
    await page.click('#redo');
    await page.waitForFunction(() => window.sidestep.state().grid.width === 32);
    assert.equal(await text(page, '#scene-title'), `Moving AI map ${ROOM}`);

    // Undoing an edit made after the map opened keeps a title renamed since; the next undo is the opening.
    const onMap = await page.evaluate(() => window.sidestep.hash());
    await page.evaluate(() => window.sidestep.setCell(1, 1, !window.sidestep.state().grid.rows[1].startsWith('.@')));
    await page.evaluate(() => {
      const input = document.getElementById('scene-title-input');
      input.value = 'My room';
      input.dispatchEvent(new Event('change'));
    });
    await page.waitForFunction(() => document.getElementById('scene-title').textContent === 'My room');
    await page.keyboard.press('Control+z');
    await page.waitForFunction((h) => window.sidestep.hash() === h, onMap);
    assert.equal(await text(page, '#scene-title'), 'My room', 'undoing the wall kept the new title');
    await page.keyboard.press('Control+z');
    await page.waitForFunction((t) => document.getElementById('scene-title').textContent === t, before.title);
    assert.equal(await page.evaluate(() => window.sidestep.hash()), before.hash);
    await page.keyboard.press('Control+Shift+z');
    await page.waitForFunction(() => window.sidestep.state().grid.width === 32);
  });

  it('a bad .map, a scen for another map and a scen of another size are refused naming the line and rule; nothing changes', async () => {
    const { page } = pg;
    const before = await page.evaluate(() => window.sidestep.hash());
    const mapLine = await text(page, '.maps-map');
    assert.match(mapLine, /^room-32-32-4\.map · 32 × 32/);
    const expected = JSON.parse(read(`${BAD}expected.json`));
    for (const file of ['short-row.map', 'unknown-char.map', 'truncated.map', 'crlf-short-row.map']) {
      await drop(page, [{ name: file, text: read(BAD + file) }]);
      await page.waitForFunction(() => !document.getElementById('errors').hidden);
      assert.equal(await text(page, '#errors-title'), `Could not open ${file}`);
      assert.ok(
        (await pageErrors(page)).some((e) => e.includes(expected[file].error)),
        `${file}: ${await pageErrors(page)}`,
      );
      await page.click('#errors-close');
      assert.equal(await page.evaluate(() => window.sidestep.hash()), before, `${file}: the scene is untouched`);
      assert.equal(await text(page, '.maps-map'), mapLine, `${file}: the map is untouched`);
    }
    await drop(page, [{ name: 'arena.map.scen', text: read(`${DATA}arena.map.scen`) }]);
    await page.waitForFunction(() => !document.getElementById('errors').hidden);
    assert.deepEqual(await pageErrors(page), ["line 2: the problem is for map 'arena.map', not 'room-32-32-4.map'"]);
    await page.click('#errors-close');
    await drop(page, [{ name: ROOM_SCEN, text: read(DATA + ROOM_SCEN).replace(/\t32\t32\t/g, '\t32\t33\t') }]);
    await page.waitForFunction(() => !document.getElementById('errors').hidden);
    assert.deepEqual(await pageErrors(page), ['line 2: the problem says the map is 32 x 33, the map is 32 x 32']);
    await page.click('#errors-close');
    assert.match(await text(page, '.maps-scen'), /Open its \.scen/, 'no problems were listed');
    assert.equal(await page.evaluate(() => window.sidestep.hash()), before);
  });

  it('a dropped .scen lists its problems; picking a row sets up the agent of the menu, and the panel shows the optimum beside what it did', async () => {
    const { page } = pg;
    await drop(page, [{ name: ROOM_SCEN, text: crlf(read(DATA + ROOM_SCEN)) }]);
    await page.waitForFunction(() => /341 problems/.test(document.querySelector('.maps-scen')?.textContent));
    await page.selectOption('.maps .agent-p', '3');
    const expected = cliRow(ROOM, ROOM_SCEN, 57, '--P', '3');
    await page.selectOption('.bucket-filter', expected.bucket); // the row's bucket: row 57 comes into view
    await page.click('.problem-row[data-row="57"]');
    await page.waitForFunction(() => document.getElementById('scene-title').textContent.endsWith('problem 57'));
    const agent = await page.evaluate(() => window.sidestep.state().agents);
    assert.equal(agent.length, 1);
    assert.deepEqual(
      [agent[0].behavior, agent[0].params.P, agent[0].start, agent[0].goal],
      ['nproxy', 3, [+expected.start_x, +expected.start_y], [+expected.goal_x, +expected.goal_y]],
    );
    assert.deepEqual(await page.evaluate(() => window.sidestep.selected()), { type: 'agent', index: 0 });
    const detail = await text(page, '.maps-detail');
    assert.ok(
      detail.includes(
        `optimum ${(+expected.optimal).toFixed(2)} octile (file ${(+expected.scen_optimal).toFixed(2)}) · ${expected.optimal4} steps 4-connected · limit ${expected.step_limit}`,
      ),
      detail,
    );
    assert.ok(detail.includes('nproxy P = 3 in the scene: 0 steps · moving'), detail);

    await page.click('#play');
    await page.waitForFunction(() => window.sidestep.state().finished, null, { timeout: 20000 });
    await page.waitForFunction(
      (s) => document.querySelector('.maps-agent').textContent.includes(s),
      ` ${expected.steps} steps · ${expected.stop}`,
    );
    const line = await text(page, '.maps-agent');
    if (expected.stop === 'reached') assert.ok(line.endsWith(`ratio ${(+expected.ratio).toFixed(3)}`), line);

    // The keyboard: arrows move along the list (not the run), Enter sets the row up.
    const step = await page.evaluate(() => window.sidestep.sim.stepCount);
    await page.focus('.problem-list');
    await page.keyboard.press('Home'); // the first line of the list, scrolled into view
    const rows = await page.$$eval('.problem-row:not([hidden])', (lines) =>
      lines
        .map((l) => [Number(l.dataset.row), parseFloat(l.style.top)])
        .sort((a, b) => a[1] - b[1])
        .map((x) => x[0]),
    );
    await page.keyboard.press('ArrowDown');
    assert.ok(step > 0);
    assert.equal(
      await page.evaluate(() => window.sidestep.sim.stepCount),
      step,
      'Home moved the list, not the run back to step 0',
    );
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      (r) => document.getElementById('scene-title').textContent.endsWith(`problem ${r}`),
      rows[1],
    );
  });

  it('run all runs every row in the worker with a progress bar, and shows the summary `sidestep movingai` prints', async () => {
    const { page } = pg;
    await page.selectOption('.maps .agent-p', '7');
    await page.selectOption('.bucket-filter', '');
    const progress = [];
    await page.exposeFunction('sawProgress', (v) => progress.push(v));
    await page.evaluate(() => {
      const bar = document.querySelector('.run-progress progress');
      new MutationObserver(() => window.sawProgress(bar.value)).observe(document.querySelector('.progress-text'), {
        childList: true,
        characterData: true,
        subtree: true,
      });
    });
    await page.click('button.run-all');
    await page.waitForFunction(() => !document.querySelector('.run-summary-box').hidden, null, { timeout: 30000 });
    assert.ok(progress.length >= 2 && progress.at(-1) === 341, `progress seen: ${progress.join(', ')}`);
    assert.ok(await page.isHidden('.run-progress'), 'the bar goes when the run ends');
    const shown = await page.$$eval('table.run-summary tbody tr, table.run-summary tfoot tr', (rows) =>
      rows.map((r) => [...r.cells].map((c) => c.textContent)),
    );
    const printed = cliSummary(ROOM, ROOM_SCEN, '--P', '7');
    // The CLI's columns: bucket problems reached stuck oscillation maxSteps unreachable mean worst; the page leaves out unreachable (0 here).
    assert.deepEqual(
      shown,
      printed.map((f) => [...f.slice(0, 6), ...f.slice(7)]),
    );
    assert.match(
      await text(page, '.run-note'),
      /^nproxy P = 7: 341 problems in [\d.]+ s, [\d,]+ problems\/s in a worker/,
    );

    // The list marks what each row did; the outcome filter and a click on the summary narrow it.
    const osc = printed.find((f) => f[0] === 'all')[4];
    await page.selectOption('.outcome-filter', 'oscillation');
    assert.equal(await text(page, '.problem-count'), `${osc} of 341 problems`);
    const firstOsc = await page.$eval('.problem-row:not([hidden])', (e) => [
      e.dataset.row,
      e.querySelector('.p-out').textContent,
    ]);
    assert.equal(firstOsc[1], 'osc.');
    await page.click(`.problem-row[data-row="${firstOsc[0]}"]`);
    await page.waitForFunction(
      (r) => document.getElementById('scene-title').textContent.endsWith(`problem ${r}`),
      firstOsc[0],
    );
    await page.selectOption('.outcome-filter', '');
    const five = printed.find((f) => f[0] === '5');
    await page.click('table.run-summary tbody tr[data-bucket="5"]');
    assert.equal(await page.$eval('.bucket-filter', (e) => e.value), '5');
    assert.equal(await text(page, '.problem-count'), `${five[1]} of 341 problems`);
    await page.selectOption('.bucket-filter', '');
    const row = cliRow(ROOM, ROOM_SCEN, +firstOsc[0], '--P', '7');
    assert.ok((await text(page, '.maps-detail')).includes(`Run all (nproxy P = 7): oscillation, ${row.steps} steps`));
    await page.evaluate(() => window.sidestep.step(100000));
    await page.waitForFunction(
      (s) => document.querySelector('.maps-agent').textContent.includes(s),
      `${row.steps} steps · oscillation`,
    );
    assert.deepEqual(pg.errors, []);
  });
});

describe('a 512 x 512 map', () => {
  let pg, big;
  before(async () => {
    big = bigMap(await loadImporters(), { problems: 150 });
    pg = await openPlayground({ width: 1280, height: 800 });
  });
  after(async () => {
    await pg?.close();
  });

  it('loads from a drop, says its swamp and water, and run all can be cancelled part way', async () => {
    const { page } = pg;
    await drop(page, [
      { name: big.mapName, text: big.mapText },
      { name: big.scenName, text: big.scenText },
    ]);
    await page.waitForFunction(() => /150 problems/.test(document.querySelector('.maps-scen')?.textContent));
    assert.equal(await page.evaluate(() => window.sidestep.sim.width), 512);
    const swamp = (big.mapText.match(/S/g) ?? []).length,
      water = (big.mapText.match(/W/g) ?? []).length;
    assert.ok(swamp > 0 && water > 0);
    assert.ok(
      (await text(page, '.maps-cells')).includes(
        `This map: ${swamp.toLocaleString('en-US')} S, ${water.toLocaleString('en-US')} W. Links to it carry its cells.`,
      ),
    );

    await page.click('button.run-all');
    await page.waitForFunction(() => document.querySelector('.run-progress progress').value > 0, null, {
      timeout: 20000,
    });
    await page.click('.run-progress button');
    await page.waitForFunction(() => /^Cancelled after/.test(document.querySelector('.run-note').textContent), null, {
      timeout: 20000,
    });
    const note = await text(page, '.run-note');
    const done = Number(note.match(/after ([\d,]+) of 150/)[1].replace(/,/g, ''));
    assert.ok(done > 0 && done < 150, note);
    assert.ok(await page.isHidden('.run-summary-box'), 'a cancelled run shows no summary');
    assert.ok(await page.isVisible('button.run-all'));
  });

  it('the heat map of the selected agent follows P live, and the cells stay crisp when zoomed in', async () => {
    const { page } = pg;
    await page.click('.problem-row[data-row="0"]');
    await page.waitForFunction(() => document.getElementById('scene-title').textContent.endsWith('problem 0'));
    await page.evaluate(() => window.sidestep.overlays(['goals', 'heatmap']));
    await page.waitForFunction(() => window.sidestep.sim.fieldViews()?.proxy.length === 512 * 512);
    const v1 = await page.evaluate(() => window.sidestep.sim.fieldViews().fieldVersion);
    await page.evaluate(() => window.sidestep.setParam(0, 'P', 12));
    await page.waitForFunction(
      (v) => window.sidestep.sim.fieldViews().fieldVersion !== v && window.sidestep.sim.fieldViews().P === 12,
      v1,
    );

    // Zoomed in to about 40 pixels a cell on a wall's edge: the pixels across it are the wall's or the
    // floor's colour (and a grid line), never a blend smeared over the cell.
    const edge = await page.evaluate(() => {
      const { rows } = window.sidestep.state().grid;
      for (let y = 200; y < 300; y++)
        for (let x = 200; x < 300; x++)
          if (rows[y][x] === '.' && rows[y][x + 1] === '@' && rows[y - 1][x] === '.' && rows[y + 1][x] === '.')
            return [x, y];
      return null;
    });
    await page.evaluate(() => window.sidestep.overlays(['goals']));
    const zoom = (512 * 40) / 700;
    await page.evaluate(([x, y, z]) => window.sidestep.camera({ x: x + 1, y: y + 0.5, zoom: z }), [...edge, zoom]);
    await page.waitForTimeout(200);
    const colours = await page.evaluate(([x, y]) => {
      const canvas = document.getElementById('world');
      const [cx, cy] = window.sidestep.worldToClient(x + 1, y + 0.5);
      const box = canvas.getBoundingClientRect(),
        k = canvas.width / box.width;
      const data = canvas
        .getContext('2d')
        .getImageData(Math.round((cx - box.left - 30) * k), Math.round((cy - box.top) * k), Math.round(60 * k), 1).data;
      const out = [];
      for (let i = 0; i < data.length; i += 4) out.push(`${data[i]},${data[i + 1]},${data[i + 2]}`);
      return out;
    }, edge);
    const counts = {};
    for (const c of colours) counts[c] = (counts[c] ?? 0) + 1;
    const [[floor, nFloor], [wall, nWall]] = Object.entries(counts).sort((a, b) => b[1] - a[1]);
    assert.ok(nFloor + nWall >= colours.length - 3, `across the edge: ${JSON.stringify(counts)}`);
    assert.notEqual(floor, wall);
  });

  it('a link to a scene on it carries its cells and reopens the same scene', async () => {
    const { page } = pg;
    await page.evaluate(() => window.sidestep.step(5));
    const url = await page.evaluate(() => window.sidestep.shareUrl());
    const link = url.slice(url.indexOf('#s='));
    console.log(`# link to a scene on the generated 512 x 512 map: ${url.length} characters`);
    const state = await page.evaluate(() => ({
      hash: window.sidestep.hash(),
      rows: window.sidestep.state().grid.rows.join(''),
    }));
    const decoded = JSON.parse(
      spawnSync(CLI, ['link', 'decode', link], { encoding: 'utf8', maxBuffer: 64 << 20 }).stdout,
    );
    assert.equal(decoded.world.map, undefined);
    assert.equal(decoded.world.grid.length, 512);
    await page.evaluate(() => window.sidestep.clear());
    await page.evaluate((l) => window.sidestep.openLink(l), link);
    await page.waitForFunction((h) => window.sidestep.hash() === h, state.hash);
    assert.equal(await page.evaluate(() => window.sidestep.state().grid.rows.join('')), state.rows);
    assert.deepEqual(pg.errors, []);
  });
});

describe('game maps in the gallery and in links', () => {
  let pg;
  before(async () => {
    pg = await openPlayground({ width: 1280, height: 800 });
  });
  after(async () => {
    await pg?.close();
  });

  it('each gallery entry opens its map with its row set up and the scen listed; its link names the map and stays short', async () => {
    const { page } = pg;
    const entries = JSON.parse(read(`${ROOT}examples/index.json`)).examples.filter((e) => e.map);
    assert.equal(entries.length, 5);
    for (const e of entries) {
      await page.selectOption('#examples', e.file);
      await page.waitForFunction(
        (row) => document.querySelector('.problem-row.selected')?.dataset.row === String(row),
        e.row,
      );
      const scenLines =
        read(DATA + e.scen.split('/').pop())
          .trim()
          .split('\n').length - 1;
      assert.match(await text(page, '.maps-scen'), new RegExp(`${scenLines} problems`));
      assert.ok(await page.isHidden('.maps-scene-hint'));
      const url = await page.evaluate(() => window.sidestep.shareUrl());
      assert.ok(url.length < 1200, `${e.file}: ${url.length} characters`);
      const decoded = JSON.parse(spawnSync(CLI, ['link', 'decode', url], { encoding: 'utf8' }).stdout);
      assert.equal(decoded.world.map, e.map);
    }
  });

  it('a link naming a bundled map opens it and offers its problems; an unknown map name is refused naming world.map', async () => {
    const { page } = pg;
    const link = spawnSync(CLI, ['link', 'encode', '-'], {
      input: JSON.stringify({ version: 1, world: { map: 'den201d' }, agents: [] }),
      encoding: 'utf8',
    }).stdout.trim();
    await page.evaluate(() => window.sidestep.open({ version: 1, world: { grid: ['....'] }, agents: [] }));
    await page.evaluate((l) => window.sidestep.openLink(l), link);
    await page.waitForFunction(() => window.sidestep.sim.width === 37);
    await page.waitForFunction(() => document.querySelector('.maps-scene-hint')?.hidden === false);
    await page.click('.maps-scene-hint button');
    await page.waitForFunction(() =>
      /den201d\.map\.scen · 110 problems/.test(document.querySelector('.maps-scen')?.textContent),
    );

    const before = await page.evaluate(() => window.sidestep.hash());
    const unknown = await page.evaluate(async () => {
      const { encodeLink } = await import('/sim/link.js');
      return encodeLink(JSON.stringify({ version: 1, world: { map: 'lak303d' }, agents: [] }));
    });
    assert.equal(await page.evaluate((l) => window.sidestep.openLink(`#s=${l}`), unknown), false);
    assert.ok(
      (await pageErrors(page)).some((e) =>
        e.startsWith('world.map: unknown map "lak303d"; the bundled maps are arena, den201d'),
      ),
    );
    assert.equal(await page.evaluate(() => window.sidestep.hash()), before);
  });

  it('Share refuses a scene whose link would be longer than browsers open, and says why', async () => {
    const { page } = pg;
    // Random cells, 10,000 agents with random names and 10,000 circles: nothing for deflate to squeeze.
    const rnd = random(7);
    const side = 1024;
    const grid = Array.from({ length: side }, () =>
      Array.from({ length: side }, () => (rnd() < 0.3 ? '@' : '.')).join(''),
    );
    const word = () => Array.from({ length: 60 }, () => String.fromCharCode(97 + Math.floor(rnd() * 26))).join('');
    const agents = Array.from({ length: 10000 }, () => ({
      name: word(),
      behavior: 'seek',
      start: [1 + rnd() * 1000, 1 + rnd() * 1000],
      goal: [1 + rnd() * 1000, 1 + rnd() * 1000],
    }));
    const circles = Array.from({ length: 10000 }, () => ({ x: rnd() * 1024, y: rnd() * 1024, r: 0.2 + rnd() }));
    assert.equal(
      await page.evaluate((s) => window.sidestep.open(s), { version: 1, world: { grid, circles }, agents }),
      true,
    );
    await page.click('#share');
    await page.waitForFunction(() => !document.getElementById('errors').hidden);
    assert.equal(await text(page, '#errors-title'), 'Could not make a link');
    const [message] = await pageErrors(page);
    assert.match(
      message,
      /^link: this scene's link would be [\d,]+ characters, more than browsers open \(1,000,000 here; Firefox refuses addresses over 1,048,576\)\. Export it as a file instead/,
    );
    assert.ok(Number(message.match(/would be ([\d,]+)/)[1].replace(/,/g, '')) > 1_000_000);
  });
});
