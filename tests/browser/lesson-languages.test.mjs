// The lessons and the examples in each language (docs/languages.md, "Lessons and examples"): with ?lang=xx the
// welcome example's title and description, the Examples menu, and a lesson's title, checkpoint heading and caption
// (its numbers filled in by the core, its live setting kept) are in that locale's words, read from its own files
// (web/i18n/examples/<tag>.json, web/i18n/lessons/<tag>.json) and not English's; Arabic runs right to left; the
// scene itself stays English (what a link carries); and in German a task's Check and Play agree, not yet and pass.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';

import { LOCALES } from '../../web/i18n/locale.js';
import { openPlayground } from './browser.mjs';
import { worder } from './core-words.mjs';

const read = (path) => JSON.parse(readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8'));
const examplesOf = (tag) => read(`web/i18n/examples/${tag}.json`);
const lessonsOf = (tag) => read(`web/i18n/lessons/${tag}.json`);
const WELCOME = read('examples/welcome.json');
const NPROXY = read('examples/lessons/nproxy.json');
const AT = 3; // n-proxy's third checkpoint: a caption with core numbers and a live setting ({1.P:drag})

/** A pattern matching a caption as shown: its words as written, each placeholder any filled-in value. */
function shownAs(caption) {
  const parts = caption
    .split(/\{[^{}]*\}/)
    .map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s*'));
  return new RegExp(`^\\s*${parts.join('.+?')}\\s*$`, 's');
}

/** 1.5 as locale `tag` writes it (a decimal comma in German, French, Spanish and Portuguese). */
const formatted = (tag, n) => new Intl.NumberFormat(tag).format(n);

/** The lesson card and the scene's caption as the page shows them. */
const card = () => ({
  dir: document.documentElement.dir,
  cardDir: getComputedStyle(document.getElementById('lesson')).direction,
  title: document.getElementById('lesson-title').textContent,
  heading: document.getElementById('lesson-heading').textContent,
  caption: document.getElementById('lesson-caption').textContent,
  drags: document.querySelectorAll('#lesson-caption .live-setting[role="slider"]').length,
});

describe('the lessons and the examples in each language', () => {
  let pw;
  before(async () => {
    pw = await openPlayground({ width: 1280, height: 800 });
  });
  after(async () => {
    await pw?.close();
  });

  for (const [tag, , dir] of LOCALES.filter(([t]) => t !== 'en')) {
    it(`?lang=${tag}: the welcome example's caption, the Examples menu and a lesson's card in ${tag}, ${dir}`, async () => {
      const { page } = pw;
      const examples = examplesOf(tag);
      const lessons = lessonsOf(tag);
      const welcome = examples.examples['welcome.json'];
      assert.notEqual(welcome.description, WELCOME.description, `${tag}'s file holds its own words`);

      await page.goto(`${pw.url}?lang=${tag}`);
      await page.waitForSelector('body[data-ready="1"]', { timeout: 20000 });
      // The welcome example opened from the Examples menu (a page opened again shows the scene it closed on).
      await page.waitForFunction(() => document.querySelectorAll('#examples optgroup').length > 3);
      // The first page of the run already shows the welcome scene (Spanish words included): clear the caption so
      // that the waits below see the words written by this opening, not those left from before it.
      await page.evaluate(() => {
        for (const id of ['caption-text', 'caption-title', 'scene-description'])
          document.getElementById(id).textContent = '';
      });
      await page.selectOption('#examples', 'welcome.json');
      await page.waitForFunction(
        (want) => document.getElementById('caption-text').textContent === want,
        welcome.description,
        { timeout: 10000 },
      );
      // The caption's title is written with its text (app/scene.js, show).
      await page.waitForFunction(
        (want) => document.getElementById('caption-title').textContent === want,
        welcome.title,
        { timeout: 10000 },
      );
      assert.equal(await page.textContent('#caption-title'), welcome.title);
      // The scene panel's description is worded on the panel's next update, which can come a frame later.
      await page.waitForFunction(
        (want) => document.getElementById('scene-description').textContent === want,
        welcome.description,
        { timeout: 10000 },
      );
      // The scene itself keeps its English: a link or a saved file carries the example as written.
      const scene = await page.evaluate(() => window.sidestep.scenario());
      assert.equal(scene.description, WELCOME.description);
      assert.equal(scene.title, WELCOME.title);
      assert.doesNotMatch(await page.evaluate(() => window.sidestep.shareUrl()), /[?&]lang=/);

      // The Examples menu: its groups and titles in the locale's words.
      const menu = await page.evaluate(() => ({
        groups: [...document.querySelectorAll('#examples optgroup')].map((g) => g.label),
        welcome: document.querySelector('#examples option[value="welcome.json"]').textContent,
      }));
      assert.equal(menu.groups[0], examples.groups['Start here']);
      assert.ok(menu.groups.includes(examples.groups['Game maps']), menu.groups.join(' | '));
      assert.equal(menu.welcome, welcome.title);

      // A lesson opened by its link: title, heading and caption (filled by the core) in the locale's words.
      await page.goto(`${pw.url}?lang=${tag}#lesson=nproxy&at=${AT}`);
      await page.waitForSelector('body[data-ready="1"]', { timeout: 20000 });
      await page.waitForFunction(
        (want) =>
          document.getElementById('lesson-title')?.textContent === want &&
          document.getElementById('lesson-caption').textContent.trim() !== '',
        lessonsOf(tag).nproxy.title,
        { timeout: 20000 },
      );
      const own = lessons.nproxy;
      const shown = await page.evaluate(card);
      assert.equal(shown.dir, dir);
      assert.equal(shown.cardDir, dir, 'the lesson card reads in the page direction');
      assert.equal(shown.title, own.title);
      assert.equal(shown.drags, 1, 'the live setting {1.P:drag} is still a number to drag');
      assert.equal(shown.heading, own.checkpoints[AT - 1].title);
      assert.match(shown.caption, shownAs(own.checkpoints[AT - 1].caption));
      assert.doesNotMatch(shown.caption, shownAs(NPROXY.checkpoints[AT - 1].caption), 'not the English caption');
      // What the core fills in is the reader's too: the agents' status in words ({0.status}: the core's "oscillation"),
      // a number in the locale's digits and decimal sign (the core writes "2.00").
      if (tag !== 'en') {
        assert.doesNotMatch(shown.caption, /\b(moving|reached|oscillation|stuck|maxSteps)\b/, 'the status in words');
        if (formatted(tag, 1.5) !== '1.5') assert.doesNotMatch(shown.caption, /\d\.\d/, 'no decimal point');
      }
      assert.notEqual(own.checkpoints[AT - 1].caption, NPROXY.checkpoints[AT - 1].caption);
      // The checkpoint's example shows its own translated description too.
      const scene2 = NPROXY.checkpoints[AT - 1].scene;
      assert.equal(await page.textContent('#caption-text'), examples.examples[scene2].description);
      assert.deepEqual(pw.errors, []);
    });
  }

  it('German: a task still checks as given (not yet) and with its solution (pass), and Play agrees with Check', async () => {
    const { page } = pw;
    const own = lessonsOf('de').nproxy.checkpoints[6];
    await page.goto(`${pw.url}?lang=de#lesson=nproxy&at=7`);
    await page.waitForSelector('body[data-ready="1"]', { timeout: 20000 });
    await page.waitForSelector('#lesson-task:not([hidden])', { timeout: 20000 });
    assert.equal(await page.textContent('#lesson-task-text'), own.task);
    const check = () => checkTask(page);
    const playTo = async (step) => {
      await page.selectOption('#speed', '0');
      await page.click('#play');
      await page.waitForFunction((s) => window.sidestep.sim.stepCount >= s || window.sidestep.sim.finished, step, {
        timeout: 60000,
      });
      // Paused by the API: a second click on Play after a run that ended would start it again from step 0.
      return page.evaluate(() => {
        window.sidestep.pause();
        return window.sidestep.sim.agent(0).stop;
      });
    };
    const notYet = await check();
    assert.equal(notYet.done, false, 'P = 3 as given does not get round');
    // The core's verdict in the catalogue's words (task-* of de.ftl), its numbers with a decimal comma; not English.
    assert.match(notYet.sentence, /^P = 3 hat sein Ziel nicht erreicht: er hielt in Schritt \d+ \(\d+,\d\d s\) an/);
    assert.match(notYet.sentence, /Agenten waren bis dahin angekommen\.$/);
    assert.doesNotMatch(notYet.sentence, /reach|goal|step|agents/);
    assert.notEqual(await playTo(Math.max(notYet.step, 200)), 'reached', 'and Play shows it not arriving');
    // Back to the checkpoint's step (the card's link), where a change holds from step 0, as a reader's would.
    await page.click('#lesson-return');
    await page.waitForSelector('#lesson-stale', { state: 'hidden' });
    const solution = NPROXY.checkpoints[6].task.solution;
    await page.evaluate((edits) => {
      for (const e of edits) window.sidestep.setParam(e.agent, e.setting, e.value);
    }, solution);
    const pass = await check();
    assert.equal(pass.done, true, "the lesson's solution passes");
    assert.match(pass.sentence, /^P = 3 hat sein Ziel in Schritt \d+ \(\d+,\d\d s\) erreicht/);
    assert.equal(await playTo(pass.step), 'reached', 'Play arrives where Check said');
    assert.deepEqual(pw.errors, []);
  });

  it("German: a lesson's own scene (an exercise's) shows its title and description in German, the scene English", async () => {
    const { page } = pw;
    const own = examplesOf('de').scenes;
    for (const [lesson, at] of [
      ['whiskers', 8],
      ['feelers', 7],
    ]) {
      const english = read(`examples/lessons/${lesson}.json`).checkpoints[at - 1].scene;
      const words = own[`lessons/${lesson}.json#${at}`];
      assert.notEqual(words.title, english.title);
      await page.goto(`${pw.url}?lang=de#lesson=${lesson}&at=${at}`);
      await page.waitForSelector('body[data-ready="1"]', { timeout: 20000 });
      await page.waitForFunction(
        (want) =>
          document.getElementById('caption-title').textContent === want.title &&
          document.getElementById('caption-text').textContent === want.description &&
          document.getElementById('scene-title').textContent === want.title,
        words,
        { timeout: 10000 },
      );
      assert.equal(
        (await page.evaluate(() => window.sidestep.scenario())).title,
        english.title,
        'the scene keeps its English',
      );
      // Its compare panes are named in German where the page shows them (the name over each pane, the table's
      // rows, the world in words), the compare set its English.
      const names = english.compare.map((v) => examplesOf('de').panes[v.label]);
      assert.ok(
        names.every((n, k) => n && n !== english.compare[k].label),
        JSON.stringify(names),
      );
      await page.waitForFunction(
        (want) =>
          JSON.stringify([...document.querySelectorAll('.pane figcaption')].map((e) => e.textContent)) ===
            JSON.stringify(want) &&
          JSON.stringify([...document.querySelectorAll('#compare-table tbody th')].map((e) => e.textContent)) ===
            JSON.stringify(want) &&
          document.getElementById('world-description').textContent.includes(want[0]),
        names,
        { timeout: 10000 },
      );
      assert.deepEqual(
        (await page.evaluate(() => window.sidestep.scenario())).compare.map((v) => v.label),
        english.compare.map((v) => v.label),
        'the compare set keeps its English',
      );
    }
    assert.deepEqual(pw.errors, []);
  });

  it("German, then Arabic: a second compare's pane names reach everything that names them, each picture's file by its label, the picture's names in the page's direction", async () => {
    const { page } = pw;
    const english = read('examples/feelers-slope-hill.json').compare.map((v) => v.label);
    for (const tag of ['de', 'ar']) {
      const names = english.map((l) => examplesOf(tag).panes[l]);
      // A compare first (the compare's view is then made before the second scene's names are looked up).
      await page.goto(`${pw.url}?lang=${tag}#lesson=whiskers&at=8`);
      await page.waitForSelector('body[data-ready="1"]', { timeout: 20000 });
      await page.waitForSelector('.pane figcaption', { timeout: 20000 });
      await page.waitForFunction(() => document.querySelectorAll('#examples option').length > 5);
      await page.selectOption('#examples', 'feelers-slope-hill.json'); // as a user opens one, from the menu
      await page.waitForFunction(
        (want) =>
          JSON.stringify([...document.querySelectorAll('.pane figcaption')].map((e) => e.textContent)) ===
          JSON.stringify(want),
        names,
        { timeout: 10000 },
      );
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      // The panel's Run section names each pane's hash by its name too (it did not follow names that came late).
      const stats = await page.textContent('#stats');
      for (const [k, name] of names.entries()) {
        assert.ok(stats.includes(name), `${tag}: ${JSON.stringify(stats)}`);
        assert.ok(!stats.includes(english[k]), `${tag}: ${JSON.stringify(stats)}`);
      }
      // The charts' CSV keeps the labels (its columns are another program's interface: docs/languages.md).
      const head = (await page.evaluate(() => window.sidestep.exportCsv())).split('\n')[0];
      assert.ok(head.includes(`${english[0]}: `) && !head.includes(names[0]), head);
      // The picture's file is named by the label as the file writes it (names in other scripts lose their letters).
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.locator('.pane .pane-png').first().click(),
      ]);
      assert.equal(download.suggestedFilename(), 'sidestep-slope-on.png');
      if (tag !== 'ar') continue;
      // The table's seconds read as the text's do: the number, then its unit, in one left-to-right isolate.
      const seconds = await page.evaluate(() =>
        [...document.querySelectorAll('#compare-table tbody tr')].map((tr) => tr.cells[4].textContent),
      );
      for (const cell of seconds) assert.match(cell, /^\u2066.*[\d٠-٩]\u2069?\u00a0s\u2069$/, JSON.stringify(seconds));
      // Right to left, the picture's name starts at its right: the pane's swatch in the right half of its head.
      const bytes = (await readFile(await download.path())).toString('base64');
      const swatch = await page.evaluate(async (png) => {
        const img = new Image();
        img.src = `data:image/png;base64,${png}`;
        await img.decode();
        const c = Object.assign(document.createElement('canvas'), { width: img.width, height: img.height });
        const ctx = c.getContext('2d');
        ctx.drawImage(img, 0, 0);
        const row = ctx.getImageData(0, 30, img.width, 1).data; // through the head's middle (30 CSS px tall, 2x)
        const colour = getComputedStyle(document.querySelector('.pane figcaption .swatch')).backgroundColor;
        const [r, g, b] = colour.match(/\d+/g).map(Number);
        const xs = [];
        for (let x = 0; x < img.width; x++) {
          const o = 4 * x;
          if (Math.abs(row[o] - r) + Math.abs(row[o + 1] - g) + Math.abs(row[o + 2] - b) < 12) xs.push(x);
        }
        return { width: img.width, xs: [xs[0], xs.at(-1)] };
      }, bytes);
      assert.ok(swatch.xs[0] > swatch.width / 2, JSON.stringify(swatch));
    }
    assert.deepEqual(pw.errors, []);
  });

  it("German: the script editor's marks say who stopped where, and a syntax error's place, in the catalogue's words", async () => {
    const { page } = pw;
    await page.goto(`${pw.url}?lang=de`);
    await page.waitForSelector('body[data-ready="1"]', { timeout: 20000 });
    const marks = await page.evaluate(async () => {
      const { stopMarks, syntaxMark } = await import('./ui/script-marks.js');
      const source = 'function steer(agent) {\n  throw new Error("boom");\n}\n';
      const lines = source.split('\n');
      const starts = lines.map((_, k) => lines.slice(0, k).join('\n').length + (k ? 1 : 0));
      const doc = {
        lines: lines.length,
        line: (n) => ({ from: starts[n - 1], to: starts[n - 1] + lines[n - 1].length }),
        toString: () => source,
      };
      const message = "scripts.mine: line 2: TypeError: cannot read property 'x' of undefined";
      const plain = 'scripts.mine: line 2: Error: boom'; // no plainer words for it: not said twice
      return [
        ...stopMarks(doc, 'mine', [{ agent: 'runner', pane: 'deins (Skript mine)', message }], source),
        ...stopMarks(doc, 'mine', [{ agent: 'runner', pane: '', message }], source),
        ...stopMarks(doc, 'mine', [{ agent: 'runner', pane: '', message: plain }], source),
        syntaxMark(doc, { line: 2, column: 3, message: 'unexpected token' }, source),
      ].map((m) => m.message);
    });
    const engine = "\\(Zeile 2: TypeError: cannot read property 'x' of undefined\\)$";
    assert.match(marks[0], new RegExp(`^„runner“ in „deins \\(Skript mine\\)“ gestoppt: .+ ${engine}`));
    assert.match(marks[1], new RegExp(`^„runner“ gestoppt: .+ ${engine}`));
    assert.equal(marks[2], '„runner“ gestoppt: Zeile 2: Error: boom');
    assert.match(marks[3], /\(QuickJS: Zeile 2, Spalte 3: unexpected token\)$/);
    assert.doesNotMatch(marks.join('\n'), /stopped|line|column/);
    assert.deepEqual(pw.errors, []);
  });

  it("German and Arabic: the panel lists the panes that run an agent's script as the language lists them, each in its quotes, its numbers in its digits", async () => {
    const { page } = pw;
    const lines = {};
    for (const tag of ['de', 'ar']) {
      await page.goto(`${pw.url}?lang=${tag}`);
      await page.waitForSelector('body[data-ready="1"]', { timeout: 20000 });
      await page.evaluate(async () => {
        await window.sidestep.open(await (await fetch('examples/script-whiskers.json')).json());
        await window.sidestep.compare([
          { label: 'built-in whiskers', agents: [0], behavior: 'whiskers' },
          { label: 'mine', agents: [0], behavior: 'script', script: 'whiskers' },
          { label: 'yours', agents: [0], behavior: 'script', script: 'whiskers' },
        ]);
        window.sidestep.select('agent', 0);
        window.sidestep.step(5); // what the script showed this step
      });
      await page.waitForFunction(() =>
        /[ \u00a0]=[ \u00a0]/.test(document.querySelector('#selection .compare-scripts')?.textContent),
      );
      lines[tag] = await page.locator('#selection .compare-scripts').innerText();
      await page.evaluate(() => window.sidestep.compare(null));
    }
    assert.match(lines.de, /führt in „mine“ und „yours“ scripts\.whiskers aus/);
    // the script's shown value with the decimal comma, joined by no-break spaces (each argument isolated)
    assert.match(lines.de, /T[\u2068\u2069]*\u00a0=\u00a0[\u2068\u2069]*-?\d+,\d{3}/);
    // Arabic: guillemets and its "and" (و) written onto the second name; the list a right-to-left run (it starts
    // with a right-to-left mark, as its names are isolates that give it no direction of their own).
    const bare = lines.ar.replace(/[\u2066-\u2069]/g, '');
    assert.match(bare, /في \u200f«mine» و\u200f?«yours»/);
    // Its shown value one left-to-right piece that no line breaks: T = and the number (each argument isolated).
    assert.match(lines.ar, /\u2066\u2068T\u2069\u00a0=\u00a0\u2068-?[0-9٠-٩]+[.٫][0-9٠-٩]{3}\u2069\u2069/);
    assert.match(bare, /في «mine» في /, "a pane's script line names the pane in guillemets");
    assert.deepEqual(pw.errors, []);
  });

  it("Arabic: a task's verdict is the catalogue's words, its distance an isolated number and unit", async () => {
    const { page } = pw;
    await page.goto(`${pw.url}?lang=ar#lesson=nproxy&at=7`);
    await page.waitForSelector('body[data-ready="1"]', { timeout: 20000 });
    await page.waitForSelector('#lesson-task:not([hidden])', { timeout: 20000 });
    const notYet = await checkTask(page);
    assert.equal(notYet.done, false);
    assert.match(notYet.sentence, /^لم يصل \u2068P = 3\u2069 إلى هدفه: توقّف/);
    assert.match(
      notYet.sentence,
      /\u2066\u2068[^\u2069]+\u2069\u00a0u\u2069/,
      'the distance and its unit read left to right',
    );
    assert.doesNotMatch(notYet.sentence, /reach|goal|step|agents/);
    // Clause by clause the catalogue's words for the core's messages, whose English is the command line's sentence.
    const core = await page.evaluate(async (task) => {
      const { checkLessonTask } = await import('./lessons/lesson.js');
      return checkLessonTask(JSON.stringify(window.sidestep.scenario()), task);
    }, NPROXY.checkpoints[6].task);
    assert.equal(core.verdict.map((m) => m.text).join(''), core.sentence);
    assert.match(core.sentence, /^P = 3 did not reach its goal: it stopped/);
    const word = worder('ar');
    assert.equal(notYet.sentence, core.verdict.map((m) => word(m, m.text)).join(''));
    assert.deepEqual(pw.errors, []);
  });
});

/** Clicks the lesson card's Check and waits for its verdict: {done, step, sentence (the core's verdict as shown)}. */
async function checkTask(page) {
  await page.evaluate(() => {
    delete document.getElementById('lesson').dataset.taskDone;
  });
  await page.click('#lesson-check');
  await page.waitForFunction(() => document.getElementById('lesson').dataset.taskDone !== undefined, null, {
    timeout: 60000,
  });
  return page.evaluate(() => ({
    done: document.getElementById('lesson').dataset.taskDone === '1',
    step: Number(document.getElementById('lesson').dataset.checkStep),
    sentence: document.querySelector('#lesson-verdict span[dir="auto"]')?.textContent ?? '',
  }));
}
