// WCAG 2.0, 2.1 and 2.2 A and AA, checked by axe-core on every state of the page, in one browser and one page
// session: the welcome scene, an agent selected, an agent with a route selected, the shortcuts, the gallery, the
// lessons menu and a lesson, a task's verdict after Check, an exercise, the lesson maker, compare, the compare editor, the charts, the
// script editor, the animation dialog, the "Use in your game" dialog, presenter mode, the phone layout
// (390 x 844) and an embedded page. Every state must have zero violations. To check a new state, add a
// { name, open, close } row to STATES: `open` brings the page there, `close` leaves it as it found it.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';

import { openPlayground } from './browser.mjs';

const AXE = readFileSync(new URL('../../node_modules/axe-core/axe.min.js', import.meta.url), 'utf8');
/** The rule sets checked: every A and AA rule of WCAG 2.0, 2.1 and 2.2. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** Runs axe on the page as it is; returns its violations as readable lines. */
async function violations(page) {
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) await page.addScriptTag({ content: AXE });
  const found = await page.evaluate(
    async (tags) => (await window.axe.run(document, { runOnly: { type: 'tag', values: tags } })).violations,
    TAGS,
  );
  return found.flatMap((v) =>
    v.nodes.map(
      (n) => `${v.id} (${v.impact}): ${n.target.join(' ')} — ${n.failureSummary.split('\n').slice(1, 2).join('')}`,
    ),
  );
}

/** Opens examples/NAME through the console, as a file would be. */
const openExample = (page, name) =>
  page.evaluate(
    (text) => window.sidestep.open(text),
    readFileSync(new URL(`../../examples/${name}`, import.meta.url), 'utf8'),
  );
const settle = (page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
const escape = async (page) => {
  await page.keyboard.press('Escape');
  await settle(page);
};

/** Opens lesson `id` at checkpoint `at` (1-based) by its link, as a shared one would be. */
async function openLessonAt(page, id, at) {
  await page.evaluate(([i, k]) => (location.hash = `#lesson=${i}&at=${k}`), [id, at]);
  await page.waitForFunction(
    ([i, k]) => document.body.dataset.lesson === i && document.getElementById('lesson').dataset.at === String(k - 1),
    [id, at],
  );
}
/** Closes the lesson and opens the welcome scene again. */
async function closeLesson(page) {
  if (await page.isVisible('.script-editor .cm-content')) {
    await page.focus('.script-editor .cm-content');
    await page.keyboard.press('Escape');
    await page.waitForSelector('.script-editor', { state: 'hidden' });
  }
  await page.click('#lesson-close');
  await page.evaluate(() => (location.hash = ''));
  await openExample(page, 'welcome.json');
}

/** The states: each opens from the welcome page and closes back to it. */
const STATES = [
  { name: 'welcome', open: async () => {}, close: async () => {} },
  {
    name: 'an agent selected, after a few steps',
    open: async (page) => {
      await page.evaluate(() => window.sidestep.select('agent', 0));
      await page.evaluate(() => window.sidestep.step(20));
      await page.waitForFunction(() => document.getElementById('announce').textContent.includes(':'));
    },
    close: async (page) => page.evaluate(() => (window.sidestep.select(null), window.sidestep.seek(0))),
  },
  {
    name: "a context agent selected (its slots' table)",
    open: async (page) => {
      await openExample(page, 'context-race-track.json');
      await page.evaluate(() => (window.sidestep.select('agent', 0), window.sidestep.step(50)));
      await page.waitForSelector('#selection .slots-box');
    },
    close: async (page) => openExample(page, 'welcome.json'),
  },
  {
    name: "an agent with a route selected (its route drawn, the panel's route rows, the planner select)",
    open: async (page) => {
      await openExample(page, 'routes-maze.json');
      await page.evaluate(() => {
        window.sidestep.compare(null); // the scene itself, not its compare set's panes
        window.sidestep.select('agent', 0);
        window.sidestep.step(120);
      });
      await page.waitForSelector('#selection .route-facts');
      // Attached, not visible: in this sequence of states the settings box can still be hidden for a frame (the
      // select's name and its keyboard use are tested in routes.test.mjs).
      await page.waitForSelector('#params select[data-field="planner"]', { state: 'attached' });
    },
    close: async (page) => openExample(page, 'welcome.json'),
  },
  {
    name: 'the shortcuts sheet',
    open: async (page) => {
      await page.click('#shortcuts-open');
      await page.waitForSelector('#shortcuts:not([hidden])');
    },
    close: escape,
  },
  {
    name: 'the gallery',
    open: async (page) => {
      await page.click('#gallery-open');
      await page.waitForSelector('dialog.gallery[open] .gallery-card');
    },
    close: escape,
  },
  {
    name: 'the lessons menu',
    open: async (page) => {
      await page.click('#lessons-open');
      await page.waitForSelector('#lesson-menu button[data-lesson]');
    },
    close: escape,
  },
  {
    name: 'a lesson',
    open: async (page) => {
      await page.click('#lessons-open');
      await page.click('#lesson-menu button[data-lesson]');
      await page.waitForFunction(() => document.body.dataset.lesson);
      await settle(page);
    },
    close: async (page) => {
      await page.click('#lesson-close').catch(() => {});
      await page.evaluate(() => window.sidestep.undo());
    },
  },
  {
    name: "a lesson's task after Check (its verdict, reason and hint; the caption's live numbers and their buttons)",
    open: async (page) => {
      await openLessonAt(page, 'nproxy', 7);
      await page.click('#lesson-check');
      await page.waitForFunction(() => /^(Pass|Not yet)\./.test(document.getElementById('lesson-verdict').textContent));
      await settle(page);
    },
    close: closeLesson,
  },
  {
    name: "the whiskers lesson's exercise with its editor open (the script beside the built-in, in compare panes)",
    open: async (page) => {
      const last = JSON.parse(readFileSync(new URL('../../examples/lessons/whiskers.json', import.meta.url), 'utf8'))
        .checkpoints.length;
      await openLessonAt(page, 'whiskers', last);
      await page.waitForSelector('#lesson-exercise:not([hidden])');
      await page.click('#exercise-edit'); // the reader's script beside the panes
      await page.waitForSelector('.script-editor:not([hidden]) .cm-content');
      await settle(page);
    },
    close: closeLesson,
  },
  {
    name: 'the lesson maker',
    open: async (page) => {
      await page.click('#lessons-open');
      await page.click('#lesson-make');
      await page.waitForSelector('#lesson-maker:not([hidden])');
    },
    close: async (page) => page.click('#maker-close').catch(() => {}),
  },
  {
    name: 'the charts',
    open: async (page) => {
      await page.evaluate(() => window.sidestep.select('agent', 0));
      await page.keyboard.press('c');
      await page.waitForSelector('#charts:not([hidden])');
      await page.evaluate(() => window.sidestep.step(10));
      await settle(page);
    },
    close: async (page) => {
      await page.keyboard.press('c');
      await page.evaluate(() => (window.sidestep.select(null), window.sidestep.seek(0)));
    },
  },
  {
    name: 'the script editor',
    open: async (page) => {
      await page.evaluate(() => document.activeElement?.blur());
      await page.keyboard.press('e');
      await page.waitForSelector('.script-editor:not([hidden]) .cm-content');
      await page.focus('.script-editor .cm-content');
    },
    close: async (page) => {
      await page.keyboard.press('Escape');
      await page.waitForSelector('.script-editor', { state: 'hidden' });
    },
  },
  {
    name: 'the animation dialog',
    open: async (page) => {
      await page.click('#animation');
      await page.waitForSelector('#animation-dialog:not([hidden])');
    },
    close: escape,
  },
  {
    name: 'the "Use in your game" dialog, an agent selected',
    open: async (page) => {
      await page.evaluate(() => window.sidestep.select('agent', 0));
      await page.click('#game-code');
      await page.waitForSelector('dialog#game-code-dialog[open]');
      await settle(page);
    },
    close: async (page) => {
      await escape(page);
      await page.evaluate(() => window.sidestep.select(null));
    },
  },
  {
    name: 'compare',
    open: async (page) => {
      await page.selectOption('#examples', 'compare-ray-behaviours.json');
      await page.waitForSelector('#compare:not([hidden]) .pane canvas');
      await page.evaluate(() => window.sidestep.step(30));
      await settle(page);
    },
    close: async () => {},
  },
  {
    name: 'the compare editor',
    open: async (page) => {
      await page.click('#compare-edit');
      await page.waitForSelector('#compare-editor:not([hidden])');
    },
    close: async (page) => {
      await page.click('#compare-editor-cancel'); // the editor left compare mode as it opened
      await page.waitForSelector('#compare', { state: 'hidden' });
    },
  },
  {
    name: 'presenter mode',
    open: async (page) => {
      await page.evaluate(() => window.sidestep.select('agent', 0));
      await page.click('#present');
      await page.waitForFunction(() => document.getElementById('present').getAttribute('aria-pressed') === 'true');
      await settle(page);
    },
    close: async (page) => page.click('#present'),
  },
  {
    name: 'the phone layout, its sheet open',
    open: async (page) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.evaluate(() => window.sidestep.select('agent', 0));
      await page.click('#sheet-handle');
      await settle(page);
    },
    close: async (page) => {
      await page.click('#sheet-handle');
      await page.setViewportSize({ width: 1280, height: 800 });
    },
  },
  {
    name: 'an embedded page',
    open: async (page) => {
      const link = await page.evaluate(() => window.sidestep.shareUrl());
      const url = new URL(link);
      await page.goto(`${url.origin}${url.pathname}?embed=1${url.hash}`);
      await page.waitForSelector('body[data-ready="1"]');
    },
    close: async () => {},
  },
];

describe('accessibility: axe-core finds no WCAG 2.0-2.2 A or AA violation in any state of the page', () => {
  let pg, page;
  before(async () => {
    pg = await openPlayground({ width: 1280, height: 800, bypassCSP: true });
    page = pg.page;
    page.setDefaultTimeout(10000);
  });
  after(async () => {
    await pg?.close();
  });

  for (const state of STATES) {
    it(state.name, async () => {
      await state.open(page);
      const found = await violations(page);
      await state.close(page);
      assert.deepEqual(found, [], `${state.name}:\n${found.join('\n')}`);
    });
  }

  it('no console error on the way', () => assert.deepEqual(pg.errors, []));
});
