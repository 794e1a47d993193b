// "Use in your game…" in the page: opened from the keyboard, the focus kept in the dialog and given back on close,
// names that hold the visible text; its code carries the agent's current settings as the core has them, and pasted
// into Node with the installed package, it runs to the hash the page shows at that step.
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';

import { openPlayground } from '../browser/browser.mjs';
import { ROOT, installPackage } from './installed.mjs';

let pkg, pg;
before(async () => {
  pkg = await installPackage();
  pg = await openPlayground();
});
after(async () => {
  await pg?.close();
  pkg?.remove();
});

/** Opens the dialog with the keyboard from its button; returns the JavaScript it shows. */
async function openDialog(page) {
  await page.focus('#game-code');
  await page.keyboard.press('Enter');
  await page.waitForSelector('#game-code-dialog[open]');
  await page.getByRole('button', { name: 'JavaScript (npm)' }).click();
  return page.inputValue('#game-code-text');
}

/** Closes the dialog with Esc. */
async function closeDialog(page) {
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => !document.getElementById('game-code-dialog').open);
}

/** Whether the focus is inside the dialog. */
const focusInside = (page) =>
  page.evaluate(() => document.getElementById('game-code-dialog').contains(document.activeElement));

describe('Use in your game', () => {
  it('is keyboard operable, keeps the focus inside, names its controls by their text, and gives the focus back', async () => {
    const { page, errors } = pg;
    await page.evaluate(
      (text) => window.sidestep.open(text),
      readFileSync(join(ROOT, 'examples/whiskers-circle-field.json'), 'utf8'),
    );
    await page.evaluate(() => {
      window.sidestep.select('agent', 0);
      window.sidestep.setParam(0, 'rayLength', 3.5); // at step 0: part of the scene, and the agent's setting now
      window.sidestep.step(150);
    });
    const code = await openDialog(page);
    assert.ok(await focusInside(page), 'the focus moved into the dialog');
    for (let k = 0; k < 14; k++) {
      await page.keyboard.press(k < 7 ? 'Tab' : 'Shift+Tab');
      assert.ok(await focusInside(page), `after ${k + 1} Tab presses the focus is still in the dialog`);
    }
    // Every control's accessible name holds its visible text (no aria-label that says something else).
    const names = await page.$$eval('#game-code-dialog button, #game-code-dialog a', (nodes) =>
      nodes.map((n) => ({ text: n.textContent.trim(), label: n.getAttribute('aria-label') })),
    );
    for (const { text, label } of names) {
      assert.ok(text.length > 0);
      assert.ok(label === null || label.includes(text), `${label} holds ${text}`);
    }
    assert.equal(
      await page.$eval('label[for="game-code-text"]', (l) => l.textContent),
      'JavaScript for the npm package',
    );
    assert.match(code, /"rayLength": 3\.5/);
    const { hash, step } = await page.evaluate(() => ({
      hash: window.sidestep.hash(),
      step: window.sidestep.state().step,
    }));
    assert.equal(step, 150);
    assert.match(
      code,
      new RegExp(`world\\.step\\(150\\);\\nconsole\\.log\\(world\\.hash\\(\\)\\); // the playground shows ${hash}`),
    );

    await page.click('#game-code-dialog button.primary');
    await page.waitForFunction(() =>
      /Copied/.test(document.querySelector('#game-code-dialog [role=status]').textContent),
    );
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), code);

    await page.getByRole('button', { name: 'C++ (CMake)' }).focus();
    await page.keyboard.press('Enter');
    const cpp = await page.inputValue('#game-code-text');
    assert.match(cpp, /#include <sidestep\/sidestep\.hpp>/);
    assert.match(cpp, /"rayLength": 3\.5/);
    assert.equal(await page.$eval('#game-code-dialog button.primary', (b) => b.textContent), 'Copy C++');

    await closeDialog(page);
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'game-code');
    assert.deepEqual(errors, []);

    // Pasted into Node with the package: the page's hash at the page's step.
    const printed = pkg.run(code, { raw: true }).trim();
    assert.equal(printed, hash);
  });

  it('with no agent selected, the code is the scene alone, written in (a crowd in regions) or read from its file', async () => {
    const { page } = pg;
    // A scene made up here, small enough to be written into the code: two crowds in regions.
    const source = readFileSync(join(ROOT, 'examples/game-cpp/main.cpp'), 'utf8');
    await page.evaluate((text) => window.sidestep.open(text), source.match(/kScene = R"\((.*?)\)";/s)[1]);
    await page.evaluate(() => {
      window.sidestep.select(null);
      window.sidestep.step(120);
    });
    const small = await openDialog(page);
    await closeDialog(page);
    assert.match(small, /"regions"/);
    assert.doesNotMatch(small, /addAgent/);
    assert.equal(pkg.run(small, { raw: true }).trim(), await page.evaluate(() => window.sidestep.hash()));

    // A 150 x 150 grid, which the page writes as rows (22,500 cells): the code reads scene.json, what Export saves.
    const big = {
      version: 1,
      world: { size: [150, 150], circles: [{ x: 75, y: 70, r: 3 }] },
      agents: [{ behavior: 'feelers', start: [60, 70], goal: [95, 71], avoidAgents: true }],
    };
    await page.evaluate((scene) => window.sidestep.open(scene), big);
    await page.evaluate(() => window.sidestep.step(90));
    const large = await openDialog(page);
    assert.match(await page.textContent('#game-code-dialog .game-code-notes'), /reads it from scene\.json/);
    await closeDialog(page);
    assert.match(large, /readFile\('scene\.json', 'utf8'\)/);
    writeFileSync(
      join(pkg.project, 'scene.json'),
      await page.evaluate(() => JSON.stringify(window.sidestep.scenario())),
    );
    assert.equal(pkg.run(large, { raw: true }).trim(), await page.evaluate(() => window.sidestep.hash()));
  });
});
