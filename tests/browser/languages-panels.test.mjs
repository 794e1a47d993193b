// The panels and dialogs moved to the catalogue in issue 38's fourth phase (docs/languages.md), in the pseudo-locale
// (?lang=en-XA: every message accented, 40 % longer, between ⟦ and ⟧) at 1280x800 and on a phone: the game maps
// panel with a bundled map's problems, a row set up and Run all's table; the game-code dialog; the script editor
// with a new script; the long-step dialog. Every word they show is the catalogue's (a word that bypassed it shows
// plain), none of their parts overflows, and each stays inside the page. German's maps panel writes its counts
// and ratios in German. In German and Arabic, a malformed .map and a .scen for another map dropped on the maps panel
// list the core's errors in the catalogue's words (each one a message of the core's, worded here from the .ftl).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

import { openPlayground } from './browser.mjs';
import { worder } from './core-words.mjs';
import { loadImporters } from '../wasm/load.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const BAD = `${ROOT}tests/bad-inputs/movingai/`;
const read = (file) => readFileSync(file, 'utf8');

/** Drops text files on the world, as a user drags them from the desktop. */
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

/** Words shown plain: two Latin letters in a row anywhere, inside a pseudo message's ⟦ … ⟧ too (its text is
 *  accented, so a plain word there is an argument that carried English past the catalogue); names go first. */
const plainWords = (t) => /[A-Za-z]{2}/.test(t);

/** Collects, in the page, `[where, text]` for the elements under `root` (their text, title and accessible name),
 *  and the elements among `boxes` whose content overflows them or that leave the page. */
function look(page, root, skip = []) {
  return page.evaluate(
    ([root, skip]) => {
      const box = document.querySelector(root);
      const visible = (e) => e.getClientRects().length > 0;
      const words = [];
      for (const e of box.querySelectorAll('*')) {
        if (!visible(e) || skip.some((s) => e.closest(s))) continue;
        const own = [...e.childNodes]
          .filter((n) => n.nodeType === Node.TEXT_NODE)
          .map((n) => n.textContent)
          .join('')
          .trim();
        if (own && !(e.tagName === 'OPTION' && e.value === e.text)) words.push([e.className || e.tagName, own]);
        for (const a of ['title', 'aria-label', 'placeholder'])
          if (e.getAttribute(a)) words.push([`${e.className || e.tagName}.${a}`, e.getAttribute(a)]);
      }
      const overflowing = [...box.querySelectorAll('h2, p, button, label, .row, div, li')]
        .filter((e) => visible(e) && !skip.some((s) => e.closest(s)))
        .filter((e) => !['auto', 'scroll'].includes(getComputedStyle(e).overflowX)) // clipped counts too
        .filter((e) => e.scrollWidth > e.clientWidth + 1)
        .map((e) => `${e.className || e.tagName}: ${e.scrollWidth} in ${e.clientWidth}`);
      const r = box.getBoundingClientRect();
      return { words, overflowing, outside: r.left < -1 || r.right > innerWidth + 1 };
    },
    [root, skip],
  );
}

describe('the panels moved in phase 4, in the pseudo-locale', () => {
  let pw;
  before(async () => {
    pw = await openPlayground({ width: 1280, height: 800 });
  });
  after(async () => {
    await pw?.close();
  });

  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ]) {
    it(`?lang=en-XA at ${width}x${height}: the maps panel and Run all, the game-code dialog, the script editor and the long-step dialog`, async () => {
      const { page } = pw;
      await page.setViewportSize({ width, height });
      await page.goto(`${pw.url}?lang=en-XA`);
      await page.waitForSelector('body[data-ready="1"]', { timeout: 20000 });

      // The maps panel: a bundled map's example sets its row up and lists the scen's problems; then Run all.
      await page.selectOption('#examples', 'map-arena.json');
      await page.waitForFunction(() => document.querySelector('.maps-agent')?.textContent.includes('⟦'), null, {
        timeout: 20000,
      });
      await page.$eval('button.run-all', (b) => b.click());
      await page.waitForFunction(() => !document.querySelector('.run-summary-box').hidden, null, { timeout: 60000 });
      const maps = await look(page, '#maps', ['.p-row', '.p-bucket', '.p-cells', '.p-opt']);
      // A row's own numbers (its number, bucket, cells, optimum) hold no words; their tooltips are looked at.
      const cells = await page.$$eval('.problem-row .p-cells', (c) => c.slice(0, 3).map((e) => e.title));
      // The map's name, its and the scen's file names and the agent's identifier (nproxy P = 7) are names, not words.
      const names = (t) => t.replace(/\barena(\.map)?(\.scen)?\b|\bnproxy\b|\bgreedy\b/g, '');
      assert.ok(maps.words.length > 30, `${maps.words.length} of the panel's words looked at`);
      assert.deepEqual(
        [...maps.words, ...cells.map((c) => ['cells', c])].filter(([, t]) => plainWords(names(t))),
        [],
        "the maps panel's words that did not go through the catalogue",
      );
      assert.ok(
        maps.words.some(([w]) => w === 'TH'),
        "Run all's table headings looked at",
      );
      assert.deepEqual(maps.overflowing, [], "the maps panel's parts overflow");
      assert.equal(maps.outside, false, 'the maps panel is inside the page');

      // The game-code dialog.
      await page.$eval('#game-code', (b) => b.click());
      await page.waitForSelector('#game-code-dialog[open]');
      const code = await look(page, '#game-code-dialog', ['textarea']);
      assert.ok(code.words.length >= 8, `${code.words.length} of the dialog's words looked at`);
      assert.deepEqual(
        code.words.filter(([, t]) => plainWords(names(t))),
        [],
        "the game-code dialog's words that did not go through the catalogue",
      );
      assert.deepEqual(code.overflowing, [], "the game-code dialog's parts overflow");
      assert.equal(code.outside, false, 'the game-code dialog is inside the page');
      await page.keyboard.press('Escape');
      await page.waitForFunction(() => !document.getElementById('game-code-dialog').open);

      // The script editor, with a new script (its tab, status and note).
      await page.evaluate(() => document.activeElement?.blur());
      await page.keyboard.press('e');
      await page.waitForSelector('.script-editor:not([hidden]) .cm-content');
      await page.$$eval('.script-bar button', (b) => b[0].click()); // + New
      await page.waitForSelector('.script-tab');
      const editor = await look(page, '.script-editor', ['.cm-editor', '.script-tab', '.script-reference']);
      const tab = await page.$eval('.script-tab', (e) => e.title);
      assert.ok(editor.words.length >= 12, `${editor.words.length} of the editor's words looked at`);
      assert.deepEqual(
        // A script's name (the new one's "mine") is the scene's own word, shown as written.
        [...editor.words, ['tab', tab]].filter(([, t]) => plainWords(t.replace(/\bmine\b/g, ''))),
        [],
        "the script editor's words that did not go through the catalogue",
      );
      assert.deepEqual(editor.overflowing, [], "the script editor's parts overflow");
      assert.equal(editor.outside, false, 'the script editor is inside the page');
      await page.focus('.script-editor .cm-content');
      await page.keyboard.press('Escape');
      await page.waitForSelector('.script-editor', { state: 'hidden' });

      // The long-step dialog, as the safety net opens it for a step whose scripts ran long.
      await page.evaluate(async () => {
        const { askAboutLongStep } = await import('/ui/script-watch-dialog.js');
        askAboutLongStep({ seconds: 4.25, step: 40, script: 'slow', agent: 0 }, () => {});
      });
      await page.waitForSelector('dialog.script-watch[open]');
      const long = await look(page, 'dialog.script-watch');
      assert.ok(long.words.length >= 4, `${long.words.length} of the dialog's words looked at`);
      assert.deepEqual(
        long.words.filter(([, t]) => plainWords(t.replace(/\bslow\b/g, ''))), // its script's name
        [],
        "the long-step dialog's words that did not go through the catalogue",
      );
      assert.deepEqual(long.overflowing, [], "the long-step dialog's parts overflow");
      assert.equal(long.outside, false, 'the long-step dialog is inside the page');
      await page.keyboard.press('Escape');
      assert.deepEqual(pw.errors, []);
    });
  }

  it("?lang=de: the maps panel's counts, ratios and outcomes in German", async () => {
    const { page } = pw;
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${pw.url}?lang=de`);
    await page.waitForSelector('body[data-ready="1"]', { timeout: 20000 });
    await page.selectOption('#examples', 'map-arena.json');
    await page.waitForFunction(() => document.querySelector('.maps-agent')?.textContent.includes('Szene'), null, {
      timeout: 20000,
    });
    await page.$eval('button.run-all', (b) => b.click());
    await page.waitForFunction(() => !document.querySelector('.run-summary-box').hidden, null, { timeout: 60000 });
    const shown = await page.evaluate(() => ({
      scen: document.querySelector('.maps-scen').textContent,
      button: document.querySelector('button.run-all').textContent,
      heads: [...document.querySelectorAll('table.run-summary th')].map((t) => t.textContent),
      mean: document.querySelector('table.run-summary tfoot tr td:nth-child(7)').textContent,
      note: document.querySelector('.run-note').textContent,
    }));
    assert.match(shown.scen, /^arena\.map\.scen · \d+ Aufgaben\. Eine anklicken/);
    assert.match(shown.button, /^Alle ausführen \d+$/);
    assert.deepEqual(shown.heads.slice(0, 3), ['Gr.', 'n', 'err.']);
    assert.match(shown.mean, /^\d+,\d{3}$/, 'a ratio with a decimal comma');
    assert.match(shown.note, /^nproxy P = \d+: \d+ Aufgaben in \d+,\d\d s, [\d.]+ Aufgaben\/s/);
    assert.deepEqual(pw.errors, []);
  });
});

// Its own page without isolation (the single-thread module): the errors are the importers' module's.
describe("the maps panel's refusals in German and Arabic", () => {
  let pw;
  before(async () => {
    pw = await openPlayground({ width: 1280, height: 800, isolate: false });
  });
  after(async () => {
    await pw?.close();
  });

  for (const tag of ['de', 'ar']) {
    it(`?lang=${tag}: a malformed .map's and another map's .scen's errors are the core's messages in the catalogue's words`, async () => {
      const { page } = pw;
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(`${pw.url}?lang=${tag}`);
      await page.waitForSelector('body[data-ready="1"]', { timeout: 20000 });
      await page.selectOption('#examples', 'map-arena.json');
      // (the map's name is an argument: in Arabic it comes isolated, FSI ... PDI)
      await page.waitForFunction(
        () => /^\u2068?arena\.map/.test(document.querySelector('.maps-map')?.textContent),
        null,
        {
          timeout: 20000,
        },
      );
      // The core's errors and messages for the same files, from the importers' module in Node.
      const module = await loadImporters();
      const core = new module.Benchmark();
      const files = ['short-row.map', 'unknown-char.map', 'truncated.map', 'wrong-type.map', 'other-map.scen'];
      const word = worder(tag);
      for (const file of files) {
        const text = read(BAD + file);
        let result;
        if (file.endsWith('.scen')) {
          assert.equal(core.loadBundledMap('arena').errors.length, 0);
          result = core.loadScen(file, text);
        } else result = core.loadMap(file, text);
        const messages = JSON.parse(result.messages);
        assert.ok(result.errors.length > 0, `${file} is refused`);
        assert.ok(
          messages.every((m) => m?.id),
          `${file}: every error is a message: ${result.errors}`,
        );
        await drop(page, [{ name: file, text }]);
        await page.waitForFunction(() => !document.getElementById('errors').hidden);
        const shown = await page.$$eval('#errors-list li', (items) => items.map((i) => i.textContent));
        assert.deepEqual(
          shown,
          result.errors.map((e, i) => word(messages[i], e)),
          `${file} in the catalogue's words`,
        );
        shown.forEach((line, i) => assert.notEqual(line, result.errors[i], `${file}: not the English`));
        await page.click('#errors-close');
      }
      core.delete();
      assert.deepEqual(pw.errors, []);
    });
  }
});
