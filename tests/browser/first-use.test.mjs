// What a new user met at 1280 x 800 and on a phone, each with real input (clicks, taps, keys, files picked,
// drag events carrying a DataTransfer) and checked as the user sees it: the drop hint readable over any scene,
// the scene settings' note saying what a change during a run does, the Selected section brought into view by a
// click on the canvas (the panel alone scrolls), the error box clear of the step readout, a SteerSuite .xml
// opened from "Open .map / .scen…", and the shortcuts sheet listing every tool.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';

import { clientPoint, openPlayground } from './browser.mjs';

const XML = 'oncoming-1.xml';
const xml = readFileSync(new URL(`../../examples/steersuite/${XML}`, import.meta.url));
const BAD = { name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from('{ "version": 1, "world": 3 }') };
const frames = (page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
const rect = (page, selector) => page.$eval(selector, (e) => e.getBoundingClientRect().toJSON());
const inside = (a, b) =>
  a.left >= b.left - 0.5 && a.right <= b.right + 0.5 && a.top >= b.top - 0.5 && a.bottom <= b.bottom + 0.5;
const apart = (a, b) => a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;

/** Starts dragging a file over the canvas (the events a browser sends as a file enters the page). */
async function dragFileOver(page) {
  const data = await page.evaluateHandle(() => {
    const dt = new DataTransfer();
    dt.items.add(new File(['{}'], 'scene.json', { type: 'application/json' }));
    return dt;
  });
  for (const type of ['dragenter', 'dragover']) await page.dispatchEvent('#world', type, { dataTransfer: data });
  await data.dispose();
}

/** Where the drop hint's words are on the screen (the box of its text). */
const hintWords = (page) =>
  page.$eval('#drop-hint', (hint) => {
    const walk = document.createTreeWalker(hint, NodeFilter.SHOW_TEXT);
    while (walk.nextNode() && !walk.currentNode.textContent.trim());
    const range = document.createRange();
    range.selectNodeContents(walk.currentNode);
    return range.getBoundingClientRect().toJSON();
  });

/** The drop hint's words as the user sees them, with the scene shown now behind them: a PNG of them. */
async function hintPicture(page) {
  await frames(page);
  const r = await hintWords(page);
  return page.screenshot({ clip: { x: r.left, y: r.top, width: r.width, height: r.height } });
}

/** The hint's words look the same over two different scenes: nothing of the canvas shows through them. */
async function checkDropHint(page) {
  await page.click('[data-tool="wall"]');
  await page.click('#draw-maze'); // a busy scene: walls everywhere
  await dragFileOver(page);
  assert.equal(await page.isVisible('#drop-hint'), true);
  assert.match(await page.textContent('#drop-hint'), /Drop a scenario file \(\.json\)/);
  const r = await hintWords(page);
  const stage = await rect(page, '#stage');
  assert.ok(inside(r, stage), 'the words fit on the stage');
  const grid = () => page.evaluate(() => window.sidestep.scenario().world.grid.join('\n'));
  const maze = await grid();
  const overMaze = await hintPicture(page);
  await page.click('#undo'); // the scene's own walls again; the drag goes on over the canvas
  assert.notEqual(await grid(), maze);
  assert.ok(overMaze.equals(await hintPicture(page)), 'the words look the same whatever the canvas shows behind them');
  await page.dispatchEvent('#world', 'dragleave');
  assert.equal(await page.isVisible('#drop-hint'), false);
}

/** An error box (a refused file picked with Import…) and the step readout both show in full, apart. */
async function checkErrorsClearOfReadout(page) {
  await page.setInputFiles('#import-file', BAD);
  await page.waitForSelector('#errors:not([hidden])');
  assert.equal(await page.textContent('#errors-title'), 'Could not open bad.json');
  const errors = await rect(page, '#errors'),
    readout = await rect(page, '#readout'),
    stage = await rect(page, '#stage');
  assert.ok(
    apart(errors, readout),
    `the error box ${JSON.stringify(errors)} is clear of the readout ${JSON.stringify(readout)}`,
  );
  assert.ok(inside(readout, stage) && inside(errors, stage), 'both on the stage');
  assert.match(await page.textContent('#readout'), /^step 0 · 0\.00 s · paused$/);
  await page.click('#errors-close');
}

describe('first use at 1280 x 800', () => {
  it('the drop hint is readable over the canvas: an opaque panel on top of it', async () => {
    const pg = await openPlayground({ width: 1280, height: 800 });
    try {
      await checkDropHint(pg.page);
      assert.deepEqual(pg.errors, []);
    } finally {
      await pg.close();
    }
  });

  it('the error box and the step readout are both readable', async () => {
    const pg = await openPlayground({ width: 1280, height: 800 });
    try {
      await checkErrorsClearOfReadout(pg.page);
      assert.deepEqual(pg.errors, []);
    } finally {
      await pg.close();
    }
  });

  it('a scene setting changed during a run applies from that step, as the note under the settings says', async () => {
    const pg = await openPlayground({ width: 1280, height: 800 });
    const { page } = pg;
    const atGoal = (value) => page.waitForFunction((v) => document.getElementById('scene-at-goal').value === v, value);
    const step = (n) =>
      page.waitForFunction((s) => document.getElementById('readout-step').textContent === s, `step ${n}`);
    try {
      await page.focus('#world');
      for (let i = 0; i < 3; i++) await page.keyboard.press('Shift+ArrowRight');
      await step(30);
      await page.click('#scene-settings summary');
      const note = await page.textContent('#scene-settings > p.muted');
      assert.match(
        note,
        /change from the current step on, as an edit in the run; Reset \(R\) after a change runs the whole scene with them/,
      );
      assert.doesNotMatch(note, /starts over|from step 0 \(/);
      await atGoal('stay');
      await page.selectOption('#scene-at-goal', 'leave');
      await frames(page);
      assert.equal(await page.textContent('#readout-step'), 'step 30', 'the run did not start over');
      assert.deepEqual(await page.evaluate(() => window.sidestep.timeline().edits), [30], 'an edit at step 30');
      await page.focus('#world');
      await page.keyboard.press('Home');
      await step(0);
      await atGoal('stay'); // before the edit, the old value holds
      await page.keyboard.press('End');
      await step(30);
      await atGoal('leave');
      await page.keyboard.press('r');
      await step(0);
      await atGoal('leave'); // the whole scene now runs with it
      assert.deepEqual(await page.evaluate(() => window.sidestep.timeline().edits), []);
      assert.deepEqual(pg.errors, []);
    } finally {
      await pg.close();
    }
  });

  it('a click on an agent shows why it moves at the top of the panel, with nothing scrolled; a field being typed in stays on screen', async () => {
    const pg = await openPlayground({ width: 1280, height: 800 });
    const { page } = pg;
    const whyShown = () =>
      page.evaluate(() => {
        const why = document.querySelector('#selection .why'),
          panel = document.getElementById('panel').getBoundingClientRect();
        if (!why) return false;
        const r = why.getBoundingClientRect();
        return (
          r.top >= panel.top &&
          r.bottom <= panel.bottom &&
          why.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2))
        );
      });
    try {
      const stage = await rect(page, '#stage');
      assert.equal(await page.$eval('#panel', (p) => p.scrollTop), 0);
      const [x, y] = await clientPoint(page, ...(await page.evaluate(() => window.sidestep.sim.agent(0).position)));
      await page.mouse.click(x, y);
      await page.waitForFunction(() => document.querySelector('#selection .why'));
      assert.equal(await whyShown(), true);
      assert.match(await page.textContent('#selection .why'), /whisker/);
      assert.equal(await page.$eval('#panel', (p) => p.scrollTop), 0, 'the panel did not need to scroll');
      assert.deepEqual(
        await page.evaluate(() => [window.scrollY, document.scrollingElement.scrollTop]),
        [0, 0],
        'nor did the page',
      );
      assert.deepEqual(await rect(page, '#stage'), stage, 'the canvas stayed where it was');

      // Typing in the panel: a selection made meanwhile (here by a script) grows the dock above the field, and
      // the field stays on screen, uncovered, with why the agent moves in view too.
      await page.keyboard.press('Escape');
      await page.waitForFunction(() => !document.querySelector('#selection .why'));
      await page.click('#scene-save-name');
      await page.keyboard.type('my ');
      const other = await page.evaluate(() => {
        window.sidestep.select('agent', 1);
        return window.sidestep.sim.agent(1).name;
      });
      await page.waitForFunction(
        (name) => document.querySelector('#selection strong')?.textContent.startsWith(`${name} ·`),
        other,
      );
      await page.waitForTimeout(300);
      const field = await page.evaluate(() => {
        const f = document.getElementById('scene-save-name'),
          r = f.getBoundingClientRect(),
          p = document.getElementById('panel').getBoundingClientRect();
        return {
          focused: document.activeElement === f,
          inside: r.top >= p.top && r.bottom <= p.bottom,
          top: document.elementFromPoint(r.left + 10, r.top + r.height / 2) === f,
        };
      });
      assert.deepEqual(field, { focused: true, inside: true, top: true });
      assert.equal(await whyShown(), true);
      assert.deepEqual(await page.evaluate(() => [window.scrollY, document.scrollingElement.scrollTop]), [0, 0]);
      await page.keyboard.type('scene');
      assert.equal(await page.inputValue('#scene-save-name'), 'my scene');
      assert.deepEqual(pg.errors, []);
    } finally {
      await pg.close();
    }
  });

  it('"Open .map / .scen…" opens a SteerSuite .xml as Import… does', async () => {
    const pg = await openPlayground({ width: 1280, height: 800 });
    const { page } = pg;
    try {
      const input = '#maps input[type=file]';
      assert.match(await page.getAttribute(input, 'accept'), /\.xml/, 'the picker offers .xml files');
      await page.setInputFiles(input, { name: XML, mimeType: 'text/xml', buffer: xml });
      await page.waitForFunction((t) => document.getElementById('scene-title').textContent === t, `SteerSuite ${XML}`);
      const opened = await page.evaluate(() => ({
        hash: window.sidestep.hash(),
        agents: window.sidestep.sim.agentCount,
      }));
      assert.ok(opened.agents > 0);
      assert.equal(await page.isVisible('#errors'), false);
      await page.click('#undo');
      await page.waitForFunction((t) => document.getElementById('scene-title').textContent !== t, `SteerSuite ${XML}`);
      await page.setInputFiles('#import-file', { name: XML, mimeType: 'text/xml', buffer: xml });
      await page.waitForFunction((t) => document.getElementById('scene-title').textContent === t, `SteerSuite ${XML}`);
      assert.equal(await page.evaluate(() => window.sidestep.hash()), opened.hash, 'the same scene as Import… opens');
      // Anything else picked there is not ignored: it is refused saying why.
      await page.setInputFiles(input, { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
      await page.waitForSelector('#errors:not([hidden])');
      assert.equal(await page.textContent('#errors-title'), 'Could not open notes.txt');
      assert.deepEqual(pg.errors, []);
    } finally {
      await pg.close();
    }
  });

  it('the shortcuts sheet and the Keys line list every tool of the toolbar, and each key selects its tool', async () => {
    const pg = await openPlayground({ width: 1280, height: 800 });
    const { page } = pg;
    try {
      const tools = await page.$$eval('#tools button', (bs) =>
        bs.map((b) => ({ tool: b.dataset.tool, label: b.textContent, key: b.title.match(/\((\w)\)$/)[1] })),
      );
      assert.equal(tools.length, 8);
      const range = `${tools[0].key}–${tools.at(-1).key}`;
      assert.equal(range, '1–8');
      await page.focus('#world');
      await page.keyboard.press('?');
      await page.waitForSelector('#shortcuts:not([hidden])');
      const row = await page.$$eval('#shortcuts dt', (dts) =>
        dts.map((dt) => [dt.textContent, dt.nextElementSibling.textContent]).find(([, dd]) => dd.startsWith('tools:')),
      );
      assert.equal(row[0], range);
      assert.equal(row[1], `tools: ${tools.map((t) => t.label.replace('+ ', '').toLowerCase()).join(', ')}`);
      assert.match(row[1], /, terrain$/);
      assert.match(await page.textContent('.keys p'), /reset · 1–8 tools ·/);
      await page.keyboard.press('Escape');
      await page.waitForSelector('#shortcuts', { state: 'hidden' });
      for (const t of [...tools].reverse()) {
        await page.keyboard.press(t.key);
        assert.equal(
          await page.getAttribute(`#tools button[data-tool="${t.tool}"]`, 'aria-pressed'),
          'true',
          `${t.key}: ${t.label}`,
        );
      }
      assert.deepEqual(pg.errors, []);
    } finally {
      await pg.close();
    }
  });
});

describe('first use on a phone (390 x 844)', () => {
  const phone = () => openPlayground({ width: 390, height: 844, hasTouch: true, deviceScaleFactor: 2 });

  it('the drop hint is readable over the canvas', async () => {
    const pg = await phone();
    try {
      await checkDropHint(pg.page);
      assert.deepEqual(pg.errors, []);
    } finally {
      await pg.close();
    }
  });

  it('the error box and the step readout are both readable', async () => {
    const pg = await phone();
    try {
      await checkErrorsClearOfReadout(pg.page);
      assert.deepEqual(pg.errors, []);
    } finally {
      await pg.close();
    }
  });
});
