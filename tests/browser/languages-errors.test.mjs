// The page's own errors and refusals in the reader's language (issue 38, docs/languages.md): a file that is not a
// scene, a scene file with bad fields (the core's validation errors), a link that does not decode, a refused step and
// a refused agent edit, a value named by what it is (an object) and a refusal inside a sentence (a history's entry),
// the timeline's memory tooltip, and a lesson file the core refuses (as a file and a #L= link),
// in German and Arabic, each read as the locale's .ftl words it (worded here from the catalogue, not by the page's
// code); and, in the pseudo-locale at 1280x800 and on a phone, the error box's title and lines went through the
// catalogue and stay inside the page.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { deflateRawSync } from 'node:zlib';

import { openPlayground } from './browser.mjs';
import { catalogue, worder as coreWorder } from './core-words.mjs';
import { loadModule } from '../wasm/load.mjs';
import { formatPattern } from '../../web/i18n/message.js';

/** Message `id` of locale `tag` with `args`, numbers in the locale's digits. */
function worder(tag) {
  const messages = catalogue(tag);
  const plural = new Intl.PluralRules(tag);
  const locale = {
    number: (n) => new Intl.NumberFormat(tag, { maximumFractionDigits: 2, useGrouping: false }).format(n),
    plural: (n) => plural.select(n),
    isolate: tag === 'ar', // a right-to-left locale's arguments, FSI ... PDI, as the page writes them (web/i18n/message.js)
  };
  return (id, args = {}) => {
    assert.ok(messages.has(id), `${tag}.ftl has ${id}`);
    return formatPattern(messages.get(id).value, args, locale);
  };
}

/** A lesson file with four errors: its id, a caption naming no agent and a lone brace, a task's goal. */
const BAD_LESSON = JSON.stringify({
  format: 'sidestep-lesson',
  version: 1,
  id: 'Bad Id',
  title: 'T',
  checkpoints: [
    {
      title: 'One',
      scene: 'whiskers-wall-end.json',
      caption: '{ghost.speed} and }',
      task: { text: 't', goal: 'fly', agent: 0 },
    },
  ],
});

/** Opens the page at `url`, imports file `name` holding `text` with the Import control, and waits for the error box
 *  that names it. */
async function importRefused(page, url, name, text) {
  await page.goto(url);
  await page.waitForSelector('body[data-ready="1"]', { timeout: 20000 });
  await page.setInputFiles('#import-file', { name, mimeType: 'application/json', buffer: Buffer.from(text) });
  await page.waitForFunction((n) => document.getElementById('errors-title').textContent.includes(n), name);
}

const errorBox = (page) =>
  page.evaluate(() => ({
    title: document.getElementById('errors-title').textContent,
    lines: [...document.querySelectorAll('#errors-list li')].map((li) => li.textContent),
  }));

for (const tag of ['de', 'ar']) {
  describe(`the page's own errors in ${tag}`, () => {
    const w = worder(tag);
    const coreWords = coreWorder(tag);
    let pw;
    before(async () => {
      pw = await openPlayground({ width: 1280, height: 800 });
    });
    after(async () => {
      await pw?.close();
    });

    it('a link that does not decode: the title names the link, the line says which character', async () => {
      const { page } = pw;
      await page.goto(`${pw.url}?lang=${tag}#s=ab@d`);
      await page.waitForSelector('body[data-ready="1"]', { timeout: 20000 });
      await page.waitForSelector('#errors:not([hidden])');
      assert.deepEqual(await errorBox(page), {
        title: w('ld-failed', { source: w('ld-name-link') }),
        lines: [w('ld-link-character', { at: '3' })],
      });
      assert.notEqual(w('ld-failed', { source: 'x' }), worder('en')('ld-failed', { source: 'x' }), 'not English');
    });

    it('a file that is neither a scene nor a link', async () => {
      const { page } = pw;
      await page.goto(`${pw.url}?lang=${tag}`);
      await page.waitForSelector('body[data-ready="1"]', { timeout: 20000 });
      await page.setInputFiles('#import-file', {
        name: 'notes.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('hi!'),
      });
      await page.waitForFunction(() => document.getElementById('errors-title').textContent.includes('notes.txt'));
      assert.deepEqual(await errorBox(page), {
        title: w('ld-failed', { source: 'notes.txt' }),
        lines: [w('ld-not-a-scene', { name: 'notes.txt' })],
      });
    });

    it("a scene file's bad fields: each error names its field and rule in the locale's words", async () => {
      const { page } = pw;
      await page.goto(`${pw.url}?lang=${tag}`);
      await page.waitForSelector('body[data-ready="1"]', { timeout: 20000 });
      const scene = {
        version: 1,
        world: { grid: ['........', '........'], paths: [{ points: [[1, 1]] }] },
        agents: [{ behavior: 'greedy', start: [1, 1], goal: [5, 1], maxSpeed: 2 }],
        sim: { atGoal: 'fly' },
        view: { overlays: 'trails' },
      };
      await page.setInputFiles('#import-file', {
        name: 'bad.json',
        mimeType: 'application/json',
        buffer: Buffer.from(JSON.stringify(scene)),
      });
      await page.waitForFunction(() => document.getElementById('errors-title').textContent.includes('bad.json'));
      const box = await errorBox(page);
      assert.equal(box.title, w('ld-failed', { source: 'bad.json' }));
      // The core's order (the CLI's: `sidestep validate` lists the same four in English).
      assert.deepEqual(box.lines, [
        w('invalid-at-least', { path: 'world.paths[0].points', min: 2, what: w('invalid-noun-points') }),
        w('invalid-either', { path: 'sim.atGoal', a: 'stay', b: 'leave', got: '"fly"' }),
        w('invalid-grid-setting', { path: 'agents[0].maxSpeed', key: 'maxSpeed' }),
        w('invalid-array-names', { path: 'view.overlays' }),
      ]);
      const en = worder('en');
      for (const [k, english] of [
        'world.paths[0].points: must have at least 2 points',
        'sim.atGoal: must be "stay" or "leave", got "fly"',
        'agents[0].maxSpeed: grid agents move one cell per step and have no maxSpeed; remove it',
        'view.overlays: must be an array of names',
      ].entries()) {
        assert.notEqual(box.lines[k], english, `not English: ${box.lines[k]}`);
        assert.ok(box.lines[k].includes(english.slice(0, english.indexOf(':'))), `names the field: ${box.lines[k]}`);
      }
      assert.equal(
        en('invalid-at-least', { path: 'p', min: 2, what: en('invalid-noun-points') }),
        'p: must have at least 2 points',
      );
    });

    it("a file that is not valid JSON: the parser's line, column and what went wrong in the locale's words", async () => {
      const { page } = pw;
      await page.goto(`${pw.url}?lang=${tag}`);
      await page.waitForSelector('body[data-ready="1"]', { timeout: 20000 });
      // Each error is on line 2, at the character named (the parser counts columns from 1).
      for (const [text, at, id, args] of [
        ['{"version": 1,\n  "title" "x"}', '"x"', 'invalid-json', { what: w('invalid-json-colon') }],
        ['{"version": 1,\n  "agents": [@]}', '@', 'invalid-json-character', { character: '@' }],
      ]) {
        await page.setInputFiles('#import-file', {
          name: 'broken.json',
          mimeType: 'application/json',
          buffer: Buffer.from(text),
        });
        await page.waitForFunction(() => document.getElementById('errors-title').textContent.includes('broken.json'));
        const box = await errorBox(page);
        const column = text.split('\n')[1].indexOf(at) + 1;
        assert.deepEqual(box.lines, [w(id, { path: 'scenario', line: 2, column, ...args })], text);
        assert.doesNotMatch(box.lines[0], /not valid JSON|line 2/, `not English: ${box.lines[0]}`);
        await page.click('#errors-close');
        await page.evaluate(() => {
          document.getElementById('errors-title').textContent = ''; // so the next file's box is waited for
        });
      }
    });

    it("a value named by what it is, and the World's refusal inside a history's or a variant's error", async () => {
      const { page } = pw;
      await page.goto(`${pw.url}?lang=${tag}`);
      await page.waitForSelector('body[data-ready="1"]', { timeout: 20000 });
      const core = await loadModule();
      const agents = [{ behavior: 'nproxy', start: [1, 0], goal: [6, 0] }];
      const world = { grid: ['........', '........'] };
      for (const [scene, english] of [
        [
          { version: 1, world, agents: [{ ...agents[0], goal: [1, 2, 3, 4, 5, 6] }], sim: { atGoal: {} } },
          [/an object/, /an array of 6/],
        ],
        [
          {
            version: 1,
            world,
            agents,
            history: [{ step: 3, edit: 'setAgentParam', agent: 0, setting: 'P', value: 999 }],
          },
          [/at step 3:|must be an integer/],
        ],
        [
          {
            version: 1,
            world,
            agents,
            compare: [
              { label: 'a', agents: 'all' },
              { label: 'b', params: { speed: 1 } },
            ],
          },
          [/has no setting|\(agent 0\)/],
        ],
      ]) {
        const text = JSON.stringify(scene);
        const expected = core.validateScenario(text);
        const messages = JSON.parse(expected.messages);
        assert.equal(expected.errors.length, english.length, expected.errors.join('\n'));
        await page.setInputFiles('#import-file', {
          name: 'misfit.json',
          mimeType: 'application/json',
          buffer: Buffer.from(text),
        });
        await page.waitForFunction(() => document.getElementById('errors-title').textContent.includes('misfit.json'));
        const box = await errorBox(page);
        // Worded from the catalogue by the tests' own reader of the core's messages (a word's own arguments, or
        // the message's), not by the page's code; and none of the English left, inside or out.
        assert.deepEqual(
          box.lines,
          messages.map((m, k) => coreWords(m, expected.errors[k])),
        );
        for (const [k, line] of box.lines.entries()) {
          assert.match(expected.errors[k], english[k], 'the English says it');
          assert.doesNotMatch(line, english[k], `not English: ${line}`);
        }
        await page.click('#errors-close');
        await page.evaluate(() => {
          document.getElementById('errors-title').textContent = ''; // so the next file's box is waited for
        });
      }
    });

    it('the console API refuses a step, the agent editor a setting, in the locale', async () => {
      const { page } = pw;
      await page.goto(`${pw.url}?lang=${tag}`);
      await page.waitForSelector('body[data-ready="1"]', { timeout: 20000 });
      const refused = await page.evaluate(() => {
        const caught = (f) => {
          try {
            f();
            return null;
          } catch (err) {
            return err.message;
          }
        };
        return {
          step: caught(() => window.sidestep.step(-1)),
          param: caught(() => window.sidestep.sim.setAgentParam(0, 'nope', 1)),
        };
      });
      assert.equal(refused.step, w('ld-step-n', { got: '-1' }));
      const behavior = await page.evaluate(() => window.sidestep.state().agents[0].behavior);
      assert.equal(refused.param, w('ld-edit-unknown-param', { path: 'agent.params.nope', owner: behavior }));
    });

    it("the timeline's memory tooltip", async () => {
      const { page } = pw;
      await page.evaluate(() => window.sidestep.step(40));
      const mb = (bytes, digits) =>
        new Intl.NumberFormat(tag, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(
          Number((bytes / 1048576).toFixed(digits)),
        );
      const count = (n) => new Intl.NumberFormat(tag).format(n);
      // The tooltip is rewritten on the frame after the steps land, so an earlier one (before the 40 steps) can
      // still be there: read until it words the keyframes the core now reports, or give up after 5 s.
      let title = '',
        expected = '',
        fits = false;
      for (const deadline = Date.now() + 5000; !fits && Date.now() < deadline;) {
        title = await page.evaluate(() => document.getElementById('timeline-step').title);
        const k = await page.evaluate(() => window.sidestep.sim.keyframes());
        // The steps computed are the page's frontier, which the console API does not give: any number there.
        expected = w('tl-memory', {
          steps: '\u0000',
          keyframes: count(k.count),
          interval: count(k.interval),
          used: mb(k.bytes, 1),
          budget: mb(k.budget, 0),
          recent: mb(k.recent ?? 0, 1),
          edits: w('tl-edits', { n: 0 }),
        });
        const [head, rest] = expected.split('\u0000');
        fits = title.startsWith(head) && title.endsWith(rest);
        if (!fits) await page.waitForTimeout(50);
      }
      assert.ok(fits, `${title}\n${expected}`);
      if (tag === 'de') assert.match(title, /\d,\d MB/, 'a decimal comma');
    });

    it("a lesson file the core refuses, opened as a file and from a #L= link: each error in the locale's words", async () => {
      const { page } = pw;
      // `sidestep lesson` on this file prints the same four errors in English (the core's order).
      const english = [
        'id: must be 1..40 characters of a-z, 0-9 and -',
        'checkpoints[0].caption: {ghost.speed}: no agent named or numbered "ghost"',
        "checkpoints[0].caption: a '}' without its '{' (write }} for a brace)",
        'checkpoints[0].task.goal: must be "arrive", "arriveClean", "below" or "above", got "fly"',
      ];
      const expected = [
        w('invalid-lesson-id', { path: 'id', max: 40 }),
        w('invalid-lesson-in', {
          field: 'checkpoints[0].caption',
          error: w('invalid-caption-no-agent', { path: '{ghost.speed}', who: 'ghost' }),
        }),
        w('invalid-rule', { path: 'checkpoints[0].caption', rule: w('invalid-caption-unopened') }),
        w('invalid-lesson-goal', { path: 'checkpoints[0].task.goal', got: '"fly"' }),
      ];
      for (const [k, line] of expected.entries()) assert.notEqual(line, english[k], `not English: ${line}`);
      await importRefused(page, `${pw.url}?lang=${tag}`, 'bad-lesson.json', BAD_LESSON);
      assert.deepEqual(await errorBox(page), { title: w('ld-failed', { source: 'bad-lesson.json' }), lines: expected });
      const link = deflateRawSync(Buffer.from(BAD_LESSON)).toString('base64url');
      await page.goto(`${pw.url}?lang=${tag}#L=${link}`);
      await page.waitForSelector('body[data-ready="1"]', { timeout: 20000 });
      await page.waitForSelector('#errors:not([hidden])');
      assert.deepEqual((await errorBox(page)).lines, expected);
    });

    it("an exercise's quality family the suite does not have, in the locale's words", async () => {
      const { page } = pw;
      const lesson = JSON.stringify({
        format: 'sidestep-lesson',
        version: 1,
        id: 'families',
        title: 'T',
        checkpoints: [
          {
            title: 'One',
            scene: 'script-whiskers.json',
            caption: 'x',
            exercise: { text: 't', script: 'whiskers', reference: 'whiskers', families: ['forest'] },
          },
        ],
      });
      // `sidestep lesson` prints: checkpoints[0].exercise.families: no family "forest" (the families are fields, …)
      const list =
        'fields, blocks, wall, trap, corridor, doorway, crossing, oncoming, overtaking, fan-in, ring, streams';
      const expected = w('invalid-quality-family', { path: 'checkpoints[0].exercise.families', name: 'forest', list });
      assert.doesNotMatch(expected, /no family/);
      await importRefused(page, `${pw.url}?lang=${tag}`, 'families.json', lesson);
      assert.deepEqual((await errorBox(page)).lines, [expected]);
    });
  });
}

describe("the page's own errors in the pseudo-locale", () => {
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
    it(`?lang=en-XA at ${width}x${height}: the error box's words went through the catalogue and stay in the page`, async () => {
      const { page } = pw;
      await page.setViewportSize({ width, height });
      await page.goto(`${pw.url}?lang=en-XA#s=ab@d`);
      await page.waitForSelector('body[data-ready="1"]', { timeout: 20000 });
      await page.waitForSelector('#errors:not([hidden])');
      const box = await errorBox(page);
      for (const text of [box.title, ...box.lines]) {
        assert.match(text, /^⟦.*⟧$/u, `through the catalogue: ${text}`);
        assert.doesNotMatch(text.replace(/base64url|A-Z|a-z/g, ''), /[A-Za-z]{2}/, `no plain word: ${text}`);
      }
      const layout = await page.evaluate(() => {
        const e = document.getElementById('errors');
        const r = e.getBoundingClientRect();
        const over = [...e.querySelectorAll('strong, li, p, button')].filter((x) => x.scrollWidth > x.clientWidth + 1);
        return { left: r.left, right: r.right, width: innerWidth, over: over.map((x) => x.textContent) };
      });
      assert.ok(layout.left >= -1 && layout.right <= layout.width + 1, JSON.stringify(layout));
      assert.deepEqual(layout.over, []);
      await page.screenshot({ path: `/tmp/errors-en-XA-${width}.png` });
    });
  }
});
