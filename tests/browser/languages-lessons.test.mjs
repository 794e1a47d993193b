// The lessons' chrome moved to the catalogue (issue 38, docs/languages.md), in the pseudo-locale (?lang=en-XA: every
// message accented, 40 % longer, between ⟦ and ⟧) at 1280x800 and on a phone: the Lessons menu, the lesson card
// (its buttons, the live setting of a caption, a task's Check verdict twice and then its hint), the exercise card
// (at 1280x800 with a check run: its table and verdict) and the lesson maker with a checkpoint and its task's
// fields; the script editor's contract panel and a syntax error in a student's words. Every word they show is the catalogue's (a word that bypassed it shows plain), none of their parts
// overflows, and each stays inside the page. A lesson's own words (its titles, captions, tasks and hints: content,
// translated by web/i18n/lessons/, English in the pseudo-locale) and the core's verdict sentence are left out.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';

import { openPlayground } from './browser.mjs';

const INDEX = JSON.parse(readFileSync(new URL('../../examples/lessons/index.json', import.meta.url), 'utf8'));
const TITLES = (Array.isArray(INDEX) ? INDEX : INDEX.lessons).map((l) => l.title);
const WHISKERS = JSON.parse(readFileSync(new URL('../../examples/lessons/whiskers.json', import.meta.url), 'utf8'));
const TASK = WHISKERS.checkpoints.findIndex((c) => c.task);
const EXERCISE = WHISKERS.checkpoints.findIndex((c) => c.exercise);

/** Words shown plain: two Latin letters in a row, inside a pseudo message's ⟦ … ⟧ too. */
const plainWords = (t) => /[A-Za-z]{2}/.test(t);
/** Names, not words: the lessons' titles, the behaviours', scripts' and agents' identifiers, settings' names
 *  (camelCase), the goals' identifiers of the lesson format, the measures a task names (run.collisions) and the
 *  placeholders a caption names ({step}); and a
 *  list's conjunction between two messages, which is Intl.ListFormat's (the locale's own; English's here). */
const names = (t) => {
  let out = t.replace(/⟧,? and ⟦/g, '⟧ ⟦');
  for (const title of TITLES) out = out.split(title).join('');
  return out.replace(
    /\b(whiskers|seek|mine|runner|arrive|arriveClean|below|above)\b|\b[a-z]+[A-Z]\w*\b|\b(run|NAME)\.\w+|\{[\w.:]+\}/g,
    '',
  );
};

/** `[where, text]` for the elements under `root` (their own text, title, accessible name and placeholder) outside
 *  `skip`, the elements that overflow, and whether `root` leaves the page. */
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
        // An option whose words are its value is a name (an agent's, in the maker's task), not the catalogue's.
        if (own && !(e.tagName === 'OPTION' && e.value === e.text)) words.push([e.id || e.className || e.tagName, own]);
        for (const a of ['title', 'aria-label', 'placeholder'])
          if (e.getAttribute(a)) words.push([`${e.id || e.className || e.tagName}.${a}`, e.getAttribute(a)]);
      }
      const overflowing = [...box.querySelectorAll('h2, h3, p, button, label, div, li, span, strong')]
        .filter((e) => visible(e) && !skip.some((s) => e.closest(s)))
        .filter((e) => !['auto', 'scroll'].includes(getComputedStyle(e).overflowX))
        .filter((e) => e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).display !== 'inline')
        .map((e) => `${e.id || e.className || e.tagName}: ${e.scrollWidth} in ${e.clientWidth}`);
      const r = box.getBoundingClientRect();
      return { words, overflowing, outside: r.left < -1 || r.right > innerWidth + 1 };
    },
    [root, skip],
  );
}

/** Asserts `seen` (look()'s) shows only the catalogue's words, fits, and stays in the page; `least`: words looked at. */
function assertWorded(seen, what, least) {
  assert.ok(seen.words.length >= least, `${seen.words.length} of ${what}'s words looked at`);
  assert.deepEqual(
    seen.words.filter(([, t]) => plainWords(names(t))),
    [],
    `${what}: words that did not go through the catalogue`,
  );
  assert.deepEqual(seen.overflowing, [], `${what}: parts that overflow`);
  assert.equal(seen.outside, false, `${what} is inside the page`);
}

/** Steps the lesson card to checkpoint k with Next. */
async function stepTo(page, k) {
  while (Number(await page.getAttribute('#lesson', 'data-at')) < k) {
    const at = Number(await page.getAttribute('#lesson', 'data-at'));
    await page.click('#lesson-next');
    await page.waitForFunction((n) => document.getElementById('lesson').dataset.at === String(n), at + 1);
  }
}

describe("the lessons' chrome in the pseudo-locale", () => {
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
    it(`?lang=en-XA at ${width}x${height}: the menu, the card, a task's verdict, the exercise and the maker`, async () => {
      const { page } = pw;
      await page.setViewportSize({ width, height });
      await page.goto(`${pw.url}?lang=en-XA`);
      await page.waitForSelector('body[data-ready="1"]', { timeout: 20000 });
      await page.evaluate(() => {
        localStorage.removeItem('sidestep.lessonDraft');
        localStorage.removeItem('sidestep.lessonProgress'); // each size starts the lesson at its first checkpoint
      });

      // The Lessons menu: its head, note and each lesson's buttons (a lesson's title and summary are content).
      await page.click('#lessons-open');
      await page.waitForSelector('#lesson-menu button[data-lesson="whiskers"]');
      assertWorded(await look(page, '#lesson-menu', ['.lesson-item-text']), 'the Lessons menu', 10);

      // The lesson card at its first checkpoint: its buttons and a caption's live setting (its two step buttons).
      await page.click('#lesson-menu button[data-lesson="whiskers"]');
      await page.waitForFunction(() => document.body.dataset.lesson === 'whiskers');
      await page.waitForSelector('#lesson-caption .live-setting');
      const content = ['#lesson-title', '#lesson-heading', '#lesson-task-text', '#lesson-verdict', '#lesson-hint'];
      const card = await look(page, '#lesson', content);
      assert.ok(
        card.words.some(([w]) => /live-setting/.test(w)),
        "a live setting's name looked at",
      );
      // The caption's own text is the lesson's, filled by the core: only its live settings' names are looked at.
      card.words = card.words.filter(([w]) => !/^lesson-caption$/.test(w));
      assertWorded(card, 'the lesson card', 8);

      // A task: Check twice (not yet, as given), then the hint. The verdict's sentence is the core's.
      await stepTo(page, TASK);
      await page.waitForSelector('#lesson-task:not([hidden])');
      for (let k = 0; k < 2; k++) {
        await page.click('#lesson-check');
        await page.waitForFunction(
          () => document.getElementById('lesson-verdict').querySelector('strong')?.textContent.startsWith('⟦'),
          null,
          { timeout: 60000 },
        );
        await page.waitForFunction(() => !document.getElementById('lesson-check').disabled);
      }
      const verdict = await page.evaluate(() => ({
        strong: document.querySelector('#lesson-verdict strong').textContent,
        hint: document.getElementById('lesson-hint').textContent,
        hintShown: !document.getElementById('lesson-hint').hidden,
      }));
      assert.equal(plainWords(verdict.strong), false, `the verdict's word: ${verdict.strong}`);
      assert.ok(verdict.hintShown, 'the hint after two checks that did not pass');
      assert.match(verdict.hint, /^⟦[^A-Za-z]*[^\x20-\x7e]/, `the hint's own word is the catalogue's: ${verdict.hint}`);
      assertWorded(await look(page, '#lesson', [...content, '#lesson-caption']), 'the card with a task', 8);

      // The exercise card; at 1280x800 its check is run (the starter, seek only: not yet) and its table looked at.
      await stepTo(page, EXERCISE);
      await page.waitForSelector('#lesson-exercise:not([hidden])', { timeout: 30000 });
      if (width === 1280) {
        await page.click('#exercise-check');
        await page.waitForFunction(
          () => ['done', 'failed'].includes(document.getElementById('lesson-exercise').dataset.checked),
          null,
          { timeout: 300000 },
        );
        assert.equal(
          await page.getAttribute('#lesson-exercise', 'data-checked'),
          'done',
          await page.textContent('#exercise-status'),
        );
        assert.equal(await page.getAttribute('#lesson-exercise', 'data-verdict'), 'notyet');
      }
      const exercise = await look(page, '#lesson-exercise', ['#exercise-text', '#exercise-hint']);
      if (width === 1280)
        assert.ok(
          exercise.words.some(([w]) => w === 'TH') && exercise.words.some(([w]) => w === 'exercise-verdict'),
          "the table's headings and the verdict looked at",
        );
      assertWorded(exercise, 'the exercise card', width === 1280 ? 20 : 8);

      // The lesson maker, from the menu: a checkpoint added, its task opened with a goal that shows every field.
      await page.click('#lesson-close');
      await page.click('#lessons-open');
      await page.waitForSelector('#lesson-make');
      await page.click('#lesson-make');
      await page.waitForSelector('#lesson-maker:not([hidden])');
      await page.click('#maker-add');
      await page.waitForSelector('.maker-row');
      await page.$eval('.maker-task', (d) => (d.open = true));
      await page.selectOption('.maker-task select', 'below');
      await page.waitForFunction(() => document.querySelector('.maker-preview')?.textContent.startsWith('⟦'));
      const maker = await look(page, '#lesson-maker', ['.maker-preview']);
      const preview = await page.textContent('.maker-preview');
      assert.doesNotMatch(preview, /✗/, `the default caption fills: ${preview}`);
      assertWorded(maker, 'the lesson maker', 20);
      assert.deepEqual(pw.errors, []);
    });
  }

  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ]) {
    it(`?lang=en-XA at ${width}x${height}: the script contract panel and a missing bracket in a student's words`, async () => {
      const { page } = pw;
      await page.setViewportSize({ width, height });
      await page.goto(`${pw.url}?lang=en-XA`);
      await page.waitForSelector('body[data-ready="1"]', { timeout: 20000 });
      await page.evaluate(() => document.activeElement?.blur());
      await page.keyboard.press('e');
      await page.waitForSelector('.script-editor:not([hidden]) .cm-content');
      await page.$$eval('.script-bar button', (b) => b[0].click()); // + New
      await page.waitForSelector('.script-tab');
      await page.click('.script-editor button[aria-pressed]'); // Contract
      await page.waitForSelector('.script-reference:not([hidden])');
      // The API's names (the fields, the calls: code elements) are the scripts' own words; the rest is the catalogue's.
      const reference = await look(page, '.script-reference', ['code']);
      assertWorded(reference, 'the contract panel', 18);
      await page.click('.script-editor button[aria-pressed]');

      // A missing brace, applied: the note names it in the catalogue's words (the engine's own line beside it).
      await page.locator('.script-code .cm-content').click();
      await page.keyboard.press('Control+a');
      await page.keyboard.insertText('function steer(agent, world) {\n  return { x: 0, y: 0 };\n');
      await page.keyboard.press('Control+Enter');
      await page.waitForFunction(() => document.querySelectorAll('.script-messages li').length >= 2);
      const said = await page.$$eval('.script-messages li', (l) => l.map((e) => e.textContent));
      assert.match(said[1], /^⟦/, `the bracket note is a message: ${said[1]}`);
      assert.equal(plainWords(said[1]), false, `the bracket note's words: ${said[1]}`);
      await page.focus('.script-editor .cm-content');
      await page.keyboard.press('Escape');
      assert.deepEqual(pw.errors, []);
    });
  }
});

describe("the lesson maker's words become the author's own, in Arabic", () => {
  let pw;
  before(async () => {
    pw = await openPlayground({ width: 1280, height: 800 });
  });
  after(async () => {
    await pw?.close();
  });

  it('a checkpoint added in ar is saved without the marks that isolate arguments for display', async () => {
    const { page } = pw;
    await page.goto(`${pw.url}?lang=ar`);
    await page.waitForSelector('body[data-ready="1"]', { timeout: 20000 });
    await page.evaluate(() => localStorage.removeItem('sidestep.lessonDraft'));
    await page.click('#lessons-open');
    await page.waitForSelector('#lesson-make');
    await page.click('#lesson-make');
    await page.waitForSelector('#lesson-maker:not([hidden])');
    await page.click('#maker-add');
    await page.waitForSelector('.maker-row');
    const draft = await page.evaluate(() => JSON.parse(localStorage.getItem('sidestep.lessonDraft')));
    const checkpoint = draft.checkpoints.at(-1);
    // The title names the scene and the step as arguments (isolated when shown by the page), the caption its
    // placeholders: the saved text has them bare, so the placeholders still fill in and a shared lesson carries
    // no invisible characters.
    assert.match(checkpoint.title, /[\u0600-\u06ff]/, `the title is worded in Arabic: ${checkpoint.title}`);
    for (const text of [draft.title, checkpoint.title, checkpoint.caption])
      assert.doesNotMatch(text, /[\u2066-\u2069]/, JSON.stringify(text));
    assert.match(checkpoint.caption, /\{step\}/);
    assert.deepEqual(pw.errors, []);
  });
});
