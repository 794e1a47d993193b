// The script editor as a student meets it, in the whiskers exercise (its panes running the student's script):
// a runtime error is marked in the open editor while the panes play (no closing and reopening), in a student's
// words; a missing bracket and a loop that never ends are named with their line; the console lists what the
// script printed, by step and agent, and after going back shows exactly the lines of the steps before; long
// lines wrap and Up, Down and End still move by the text's lines. One browser page.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { openPlayground } from './browser.mjs';

/** Replaces the editor's text with `code` (select all, type) and applies it with the Apply button. */
async function applyCode(page, code) {
  await page.locator('.script-code .cm-content').click();
  await page.keyboard.press('Control+a');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(code);
  await page.click('.script-foot button[data-action="apply"]');
}

const STEER = `function steer(agent, world) {
  const dx = agent.goalX - agent.x, dy = agent.goalY - agent.y, d = Math.hypot(dx, dy) || 1;
  return { x: (dx / d) * agent.maxSpeed - agent.vx, y: (dy / d) * agent.maxSpeed - agent.vy };
}`;

/** How many error marks the code shows. */
const marks = (page) => page.evaluate(() => document.querySelectorAll('.script-code .cm-lintRange-error').length);

/** The line numbers (gutter text) that carry an error mark. */
const markedLines = (page) =>
  page.evaluate(() => {
    const view = document.querySelector('.script-code .cm-editor');
    const rows = [...view.querySelectorAll('.cm-lineNumbers .cm-gutterElement')];
    return [...view.querySelectorAll('.cm-lint-marker-error')].map((m) => {
      const y = m.getBoundingClientRect().top + 4;
      return Number(
        rows.find((r) => r.getBoundingClientRect().top <= y && y <= r.getBoundingClientRect().bottom)?.textContent,
      );
    });
  });

describe('the script editor for a student', () => {
  let pg, page;
  before(async () => {
    pg = await openPlayground({ width: 1280, height: 800 });
    page = pg.page;
    await page.evaluate(() => {
      location.hash = '#lesson=whiskers&at=8';
    });
    await page.waitForSelector('#exercise-edit');
    await page.waitForFunction(() => document.querySelectorAll('#compare-panes figure canvas').length === 2);
    await page.click('#exercise-edit');
    await page.waitForSelector('.script-editor:not([hidden]) .cm-content');
  });
  after(async () => {
    await pg?.close();
  });

  it('prints go to the console by step and agent; going back shows the lines of the steps before, the same again forward', async () => {
    await applyCode(page, `${STEER.replace('{\n', '{\n  print("at", agent.step, { x: Math.round(agent.x) });\n')}`);
    await page.waitForFunction(() => /Applied/.test(document.querySelector('.script-messages').textContent));
    await page.evaluate(() => window.sidestep.step(30));
    await page.waitForFunction(() => document.querySelectorAll('.script-console-lines li').length >= 30, null, {
      timeout: 5000,
    });
    const lines = () =>
      page.$$eval('.script-console-lines li', (li) => li.map((l) => l.textContent.replace(/\s+/g, ' ').trim()));
    const at30 = await lines();
    assert.equal(at30.length, 30, 'one line a step, for the pane that runs the script');
    assert.equal(at30[0], 'yours (script mine) · step 0 · runner at 0 {"x":2}');
    assert.match(at30[29], /^yours \(script mine\) · step 29 · runner at 29 \{"x":\d+\}$/);
    await page.evaluate(() => window.sidestep.seek(10));
    await page.waitForFunction(() => document.querySelectorAll('.script-console-lines li').length === 10);
    assert.deepEqual(await lines(), at30.slice(0, 10), 'back at step 10: the lines of steps 0 to 9');
    await page.evaluate(() => window.sidestep.seek(30));
    await page.waitForFunction(() => document.querySelectorAll('.script-console-lines li').length === 30);
    assert.deepEqual(await lines(), at30, 'forward again: the same lines');
    assert.deepEqual(pg.errors, []);
  });

  it('a runtime error is marked live while the panes play, in words naming the value and why', async () => {
    await applyCode(
      page,
      `function steer(agent, world) {
  const hit = world.castRay(agent.x, agent.y, 0, -1, 0.5);
  if (agent.step >= 5) return { x: hit.distance, y: 0 };
  return { x: 1, y: 0 };
}`,
    );
    await page.waitForFunction(() => /Applied/.test(document.querySelector('.script-messages').textContent));
    assert.equal(await marks(page), 0);
    await page.evaluate(() => window.sidestep.play());
    // The editor stays open: the mark comes while the panes play.
    await page.waitForFunction(() => document.querySelector('.script-code .cm-lint-marker-error'), null, {
      timeout: 5000,
    });
    await page.evaluate(() => window.sidestep.pause());
    // The console lists the stop on its next refresh (the mark can come a frame before it).
    await page.waitForFunction(() => document.querySelector('.script-console-lines li.stop'), null, { timeout: 5000 });
    const said = await page.evaluate(() =>
      [...document.querySelectorAll('.script-console-lines li.stop')].map((l) => l.textContent).join('\n'),
    );
    assert.match(
      said,
      /step 5 · runner stopped: Line 3: "hit" is null there, so it has no "distance"\. world\.castRay returns null/,
    );
    assert.deepEqual(pg.errors, []);
  });

  it('a missing bracket is named where it opens; a loop that never ends is named with its line', async () => {
    await page.locator('.script-code .cm-content').click();
    await page.keyboard.press('Control+a');
    await page.keyboard.press('Delete');
    await page.keyboard.insertText(`function steer(agent, world) {
  const d = Math.hypot(agent.goalX - agent.x, agent.goalY - agent.y;
  return { x: 1, y: 0 };
}`);
    await page.click('.script-foot button[data-action="apply"]');
    const refused = await page.locator('.script-messages').innerText();
    assert.match(refused, /^Not applied: scripts\.mine: line \d+, column \d+: SyntaxError/);
    assert.match(refused, /A bracket is missing: the \( at line 2, column 23 is never closed/);

    await applyCode(
      page,
      `function steer(agent, world) {
  let k = 0;
  while (k < 10) {
    k = k * 2;
  }
  return { x: 1, y: 0 };
}`,
    );
    await page.waitForFunction(() => /Applied/.test(document.querySelector('.script-messages').textContent));
    await page.evaluate(() => window.sidestep.step(2));
    // The stop of this code (the console may still list the last code's stops for a frame: wait for the new one).
    const stopOfLoop = () =>
      [...document.querySelectorAll('.script-console-lines li.stop')].find((li) =>
        /ran out of its budget|took more than/.test(li.textContent),
      );
    await page.waitForFunction(stopOfLoop, null, { timeout: 10000 });
    await page.waitForFunction(() => document.querySelector('.script-code .cm-lint-marker-error'), null, {
      timeout: 5000,
    });
    const stop = await page.evaluate(
      () =>
        [...document.querySelectorAll('.script-console-lines li.stop')].find((li) =>
          /ran out of its budget|took more than/.test(li.textContent),
        ).textContent,
    );
    assert.match(
      stop,
      /stopped: The call (ran out of its budget|took more than \d+ ms).*a loop that never ends\? Look at the loop at line 3/,
    );
    assert.deepEqual(await markedLines(page), [3], 'the mark is on the loop');
    assert.deepEqual(pg.errors, []);
  });

  it("long lines wrap, and Down and End still go by the text's lines", async () => {
    const long = `  // ${'a long comment that wraps '.repeat(12)}`;
    await page.locator('.script-code .cm-content').click();
    await page.keyboard.press('Control+a');
    await page.keyboard.press('Delete');
    await page.keyboard.insertText(`function steer(agent, world) {\n${long}\n  return { x: 1, y: 0 };\n}`);
    const wraps = await page.evaluate(() => {
      const line = [...document.querySelectorAll('.script-code .cm-line')][1];
      return line.getBoundingClientRect().height / parseFloat(getComputedStyle(line).lineHeight);
    });
    assert.ok(wraps >= 2, `the long line takes ${wraps.toFixed(1)} rows`);
    const scroller = await page.$eval('.script-code .cm-scroller', (s) => s.scrollWidth - s.clientWidth);
    assert.ok(scroller <= 1, 'no sideways scrolling');
    await page.keyboard.press('Control+Home');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('End');
    await page.keyboard.type(' // here');
    const text = await page.$eval('.script-code .cm-content', (c) => c.innerText);
    assert.ok(text.split('\n')[2].endsWith('return { x: 1, y: 0 }; // here'), text.split('\n')[2]);
    assert.deepEqual(pg.errors, []);
  });
});
