// The page in each language (web/i18n, docs/languages.md): with ?lang= (and with the menu, remembered), the
// toolbar's controls, the readout and the world in words are in that language, read from its catalogue (and not
// English); German writes decimals with a comma; Arabic lays the page out right to left while the world and the
// timeline keep their axes; the language never goes into a share link; and the pseudo-locale (accented, 40 %
// longer) shows every word of the header and the timeline through the catalogue, with no control overflowing at
// 1280x800 or on a phone.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';

import { parseFtl } from '../../web/i18n/ftl.js';
import { formatPattern } from '../../web/i18n/message.js';
import { LOCALES } from '../../web/i18n/locale.js';
import { openPlayground } from './browser.mjs';

/** The welcome scene's file. */
const WELCOME = readFileSync(new URL('../../examples/welcome.json', import.meta.url), 'utf8');
const catalogue = (tag) => parseFtl(readFileSync(new URL(`../../web/i18n/${tag}.ftl`, import.meta.url), 'utf8'));
const english = catalogue('en');
/** Message `id` of locale `tag` with `args`, by the locale's plural and number rules (as the page words it). */
function words(tag, id, args = {}) {
  const number = new Intl.NumberFormat(tag, { maximumFractionDigits: 2, useGrouping: false });
  const plural = new Intl.PluralRules(tag);
  return formatPattern(catalogue(tag).get(id).value, args, {
    number: (n) => number.format(n),
    plural: (n) => plural.select(n),
    isolate: tag === 'ar', // a right-to-left locale's arguments are isolated (web/i18n/message.js)
  });
}

/** What the page shows: its language and direction, the toolbar's words, the readout, the layout's sides. */
const shown = () => {
  const text = (sel) => document.querySelector(sel)?.textContent.trim();
  const box = (sel) => document.querySelector(sel).getBoundingClientRect();
  return {
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
    tools: [...document.querySelectorAll('#tools button[data-tool]')].map((b) => b.textContent.trim()),
    play: text('#play-label'),
    reset: text('#reset .label'),
    lessons: text('#lessons-open'),
    fit: text('#zoom-fit'),
    resetTitle: document.getElementById('reset').title,
    step: text('#readout-step'),
    time: text('#readout-time'),
    heading: text('#describe-heading'),
    summary: text('#describe-summary'),
    panelLeft: box('#panel').left,
    stageLeft: box('#stage').left,
    worldDir: getComputedStyle(document.getElementById('world')).direction,
    scrubDir: getComputedStyle(document.getElementById('scrub')).direction,
  };
};

describe('the page in each language', () => {
  let pw;
  before(async () => {
    pw = await openPlayground({ width: 1280, height: 800 });
  });
  after(async () => {
    await pw?.close();
  });

  for (const [tag, , dir] of LOCALES.filter(([t]) => t !== 'en')) {
    it(`?lang=${tag}: the toolbar, the readout and the world in words in ${tag}, laid out ${dir}`, async () => {
      const { page } = pw;
      await page.goto(`${pw.url}?lang=${tag}`);
      await page.waitForSelector('body[data-ready="1"]', { timeout: 20000 });
      await page.waitForFunction(() => document.getElementById('describe-summary').textContent !== '');
      const s = await page.evaluate(shown);
      assert.equal(s.lang, tag);
      assert.equal(s.dir, dir);
      const own = catalogue(tag);
      const expected = [...english.keys()].filter((id) => id.startsWith('tool-') && id !== 'tool-names');
      assert.deepEqual(
        s.tools,
        expected.map((id) => words(tag, id)),
        'every tool button in the locale',
      );
      assert.equal(s.play, words(tag, 'play-label'));
      assert.equal(s.reset, words(tag, 'run-reset-label'));
      assert.equal(s.lessons, words(tag, 'lessons-open'));
      assert.equal(s.fit, words(tag, 'zoom-fit'));
      assert.equal(s.resetTitle, formatPattern(own.get('run-reset').attrs.get('title'), {}, { number: String }));
      assert.equal(s.heading, words(tag, 'describe-heading'));
      // Not English: a fallback would pass the checks above only if the catalogue were English too.
      assert.notEqual(s.play, words('en', 'play-label'));
      assert.notEqual(s.heading, words('en', 'describe-heading'));
      assert.equal(s.step, words(tag, 'readout-step', { step: 0 }));
      assert.equal(
        s.time,
        words(tag, 'readout-time', { seconds: new Intl.NumberFormat(tag, { minimumFractionDigits: 2 }).format(0) }),
      );
      // The world in words names the scene by its title as the Scene section shows it, in the locale (an example's
      // title comes in the reader's language after the scene opens).
      await page.waitForFunction(
        () =>
          document
            .getElementById('describe-summary')
            .textContent.replace(/[\u2066-\u2069\u200f]/g, '') // (right to left: each argument isolated, a mark)
            .startsWith(document.getElementById('scene-title').textContent),
        null,
        { timeout: 5000 },
      );
      assert.equal(s.worldDir, 'ltr', 'the world keeps its axes');
      assert.equal(s.scrubDir, 'ltr', 'the timeline runs left to right, as the steps its marks are drawn at');
      // Right to left: the panel moves to the left of the stage (CSS grid and logical properties), else right.
      if (dir === 'rtl') assert.ok(s.panelLeft < s.stageLeft, `panel at ${s.panelLeft}, stage at ${s.stageLeft}`);
      else assert.ok(s.panelLeft > s.stageLeft, `panel at ${s.panelLeft}, stage at ${s.stageLeft}`);
      // The way into the examples is in view without scrolling, and the menu's words show whole (at 1280 x 800 the
      // German menu had been below the fold, its words cut to "Ein B…").
      const menu = await page.evaluate(() => {
        const select = document.getElementById('examples'),
          r = select.getBoundingClientRect(),
          style = getComputedStyle(select);
        const ctx = document.createElement('canvas').getContext('2d');
        ctx.font = style.font;
        const text = ctx.measureText(select.options[select.selectedIndex].textContent).width;
        const room = r.width - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 16; // (the arrow)
        return { top: r.top, bottom: r.bottom, height: innerHeight, text, room };
      });
      assert.ok(menu.top >= 0 && menu.bottom <= menu.height, `Examples menu at ${menu.top}-${menu.bottom} px`);
      assert.ok(menu.text <= menu.room, `the menu's words ${menu.text} px in ${menu.room} px`);
      // A share link opens in the reader's language: no ?lang= in it.
      const link = await page.evaluate(() => window.sidestep.shareUrl());
      assert.doesNotMatch(link, /lang=/);
      // The shortcuts sheet (?) holds its rows: no key's words push the descriptions past its edge (German's did).
      await page.keyboard.press('?');
      await page.waitForSelector('#shortcuts:not([hidden])');
      const sheet = await page.evaluate(() => {
        const box = document.querySelector('#shortcuts .sheet'),
          r = box.getBoundingClientRect();
        const out = [...box.querySelectorAll('dt, dd')]
          .filter((e) => e.getBoundingClientRect().right > r.right + 1 || e.getBoundingClientRect().left < r.left - 1)
          .map((e) => e.textContent.slice(0, 40));
        return { spills: box.scrollWidth > box.clientWidth + 1, out };
      });
      await page.keyboard.press('Escape');
      assert.deepEqual(sheet, { spills: false, out: [] }, `${tag}: the shortcuts sheet`);
    });
  }

  it('German: decimals with a comma in the readout and the world in words', async () => {
    const { page } = pw;
    await page.goto(`${pw.url}?lang=de`);
    await page.waitForSelector('body[data-ready="1"]', { timeout: 20000 });
    await page.evaluate(() => window.sidestep.step(7));
    await page.waitForFunction(() => /Schritt 7/.test(document.getElementById('readout-step').textContent));
    const s = await page.evaluate(shown);
    assert.match(s.time, /^\d+,\d\d s$/, s.time);
    await page.waitForFunction(() => /Schritt 7/.test(document.getElementById('describe-summary').textContent));
    const summary = await page.evaluate(() => document.getElementById('describe-summary').textContent);
    assert.match(summary, /\(\d+,\d\d s\)\.$/, summary);
    assert.doesNotMatch(summary, /\d\.\d/, summary);
  });

  it('the menu changes the language, and this browser keeps the choice', async () => {
    const { page } = pw;
    await page.goto(`${pw.url}?lang=ja`);
    await page.waitForSelector('body[data-ready="1"]', { timeout: 20000 });
    // An arrow on the closed menu opens its list, not the page again in the next language.
    let navigated = false;
    const onNavigation = () => (navigated = true);
    page.on('framenavigated', onNavigation);
    await page.focus('#language');
    await page.keyboard.press('ArrowDown');
    await page.waitForTimeout(500); // (a new page would have started by then)
    page.off('framenavigated', onNavigation);
    assert.equal(navigated, false, 'ArrowDown reloaded the page');
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'ja');
    await page.keyboard.press('Escape');
    await Promise.all([page.waitForNavigation(), page.selectOption('#language', 'fr')]);
    await page.waitForSelector('body[data-ready="1"]', { timeout: 20000 });
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'fr');
    assert.doesNotMatch(page.url(), /lang=/, 'the link no longer says the language');
    await page.goto(pw.url);
    await page.waitForSelector('body[data-ready="1"]', { timeout: 20000 });
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'fr', 'kept in this browser');
    assert.equal(
      await page.evaluate(() => document.getElementById('play-label').textContent.trim()),
      words('fr', 'play-label'),
    );
    await page.evaluate(() => localStorage.removeItem('sidestep.lang'));
  });

  for (const [width, height] of [
    [1280, 800],
    [390, 844],
    [360, 740], // the header only: the run's controls take a row of their own beside a long Lessons
  ]) {
    it(`?lang=en-XA at ${width}x${height}: every word of the header and timeline is the catalogue's, and no control overflows`, async () => {
      const { page } = pw;
      await page.setViewportSize({ width, height });
      await page.goto(`${pw.url}?lang=en-XA`);
      await page.waitForSelector('body[data-ready="1"]', { timeout: 20000 });
      const found = await page.evaluate(() => {
        const visible = (e) => e.offsetParent !== null && e.getClientRects().length > 0;
        const controls = [
          ...document.querySelectorAll(
            '.bar button, .bar label, .bar select, .viewctl button, .timeline button, .timeline-step, .readout',
          ),
        ].filter(visible);
        // The language menu names each language in its own words, and a behaviour's name is the core's identifier
        // (the option's value): both stay as they are, on purpose.
        const shownWords = (e) =>
          e.tagName === 'SELECT'
            ? [...e.options].map((o) => o.text.replace(o.value, ''))
            : e.tagName === 'LABEL' && e.querySelector('select')
              ? [...e.childNodes].filter((n) => n.nodeName !== 'SELECT').map((n) => n.textContent)
              : [e.textContent];
        const untranslated = controls
          .filter((e) => e.id !== 'language' && !e.contains(document.getElementById('language')))
          .flatMap((e) => shownWords(e).map((t) => [e.id || e.className, t.trim()]))
          .filter(([, t]) => /[A-Za-z]{2}/.test(t.replace(/⟦[^⟧]*⟧/g, '')))
          .map(([at, t]) => `${at}: ${t}`);
        // Overflow: the control's content is wider or taller than the control (cut, or spilling over its border).
        const overflowing = controls
          .filter((e) => e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1)
          .map(
            (e) =>
              `${e.id || e.className || e.tagName}: ${e.scrollWidth}x${e.scrollHeight} in ${e.clientWidth}x${e.clientHeight}`,
          );
        // Off screen: a control past the page's edge, unless its row scrolls (the tool row on a phone).
        const scrolls = (e) => {
          for (let p = e.parentElement; p; p = p.parentElement) {
            const o = getComputedStyle(p).overflowX;
            if (o === 'auto' || o === 'scroll') return true;
          }
          return false;
        };
        const outside = controls
          .filter((e) => !scrolls(e))
          .filter((e) => {
            const r = e.getBoundingClientRect();
            return r.left < -1 || r.right > innerWidth + 1;
          })
          .map((e) => e.id || e.className);
        // Overlapping: the header's parts (and the run's controls) on top of one another, and the run's readout on
        // the zoom buttons beside it (both as wide as their words).
        const parts = [
          ...document.querySelectorAll('.bar > *, .transport > *, .stage > .readout, .stage > .viewctl'),
        ].filter(visible);
        const overlapping = [];
        for (let i = 0; i < parts.length; i++)
          for (let j = i + 1; j < parts.length; j++) {
            if (parts[i].contains(parts[j]) || parts[j].contains(parts[i])) continue;
            const a = parts[i].getBoundingClientRect(),
              b = parts[j].getBoundingClientRect();
            const x = Math.min(a.right, b.right) - Math.max(a.left, b.left),
              y = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
            if (x > 1 && y > 1)
              overlapping.push(`${parts[i].id || parts[i].className} / ${parts[j].id || parts[j].className}`);
          }
        // The phone's sheet title, cut where it is too long, says so with an ellipsis.
        const title = document.getElementById('sheet-title');
        const cut = visible(title) && title.scrollWidth > title.clientWidth + 1;
        return {
          count: controls.length,
          untranslated,
          overflowing,
          outside,
          overlapping,
          lessons: document.getElementById('lessons-open').textContent,
          titleCut: cut ? getComputedStyle(title).textOverflow : 'not cut',
        };
      });
      assert.ok(found.count > 10, `${found.count} controls looked at`);
      assert.match(found.lessons, /^⟦Ĺéššóñš/, 'the pseudo-locale is on');
      assert.deepEqual(found.untranslated, [], 'words in the header or timeline that did not go through the catalogue');
      assert.deepEqual(found.overflowing, [], 'controls whose words overflow them');
      assert.deepEqual(found.outside, [], 'controls past the edge of the page');
      assert.deepEqual(
        found.overlapping,
        [],
        "the header's parts, or the readout and the zoom buttons, on top of one another",
      );
      assert.ok(['not cut', 'ellipsis'].includes(found.titleCut), `the sheet's title cut: ${found.titleCut}`);
      if (width <= 390) assert.notEqual(found.titleCut, 'not cut', "the pseudo-locale's sheet title is longer");
      if (width <= 390) {
        // Playing, the rate's chip shows at the stage's foot under the readout, each as tall as its words: the
        // welcome scene (not what the tests before left autosaved: a compare set plays on the panes' clock).
        await page.evaluate(async (text) => {
          await window.sidestep.open(text);
        }, WELCOME);
        await page.click('#play');
        await page.waitForSelector('#rate:not([hidden])');
        await page.waitForFunction(() => document.getElementById('rate').textContent.trim() !== '');
        const [readout, rate] = await page.evaluate(() =>
          ['readout', 'rate'].map((id) => {
            const r = document.getElementById(id).getBoundingClientRect();
            return { top: r.top, bottom: r.bottom };
          }),
        );
        await page.click('#play');
        assert.ok(
          readout.bottom <= rate.top + 1,
          `the readout ${JSON.stringify(readout)} over the rate ${JSON.stringify(rate)}`,
        );
      }
      assert.deepEqual(pw.errors, []);
    });
    if (width === 360) continue;

    it(`?lang=en-XA at ${width}x${height}: the gallery, the compare's table and editor and the animation dialog word every label through the catalogue and fit`, async () => {
      const { page } = pw;
      await page.setViewportSize({ width, height });
      await page.goto(`${pw.url}?lang=en-XA`);
      await page.waitForSelector('body[data-ready="1"]', { timeout: 20000 });
      // Words not through the catalogue show plain: pseudo words are between ⟦ and ⟧ (an example's own title,
      // line and group are content, English in the pseudo-locale, and not looked at).
      const plainWords = (t) => /[A-Za-z]{2}/.test(t.replace(/⟦[^⟧]*⟧/g, ''));
      await page.$eval('#gallery-open', (b) => b.click()); // on a phone the header row scrolls: it may be off screen
      await page.waitForSelector('dialog.gallery[open] .gallery-card');
      await page.fill('dialog.gallery input[type=search]', 'zzzz'); // the empty state and the "N of M" count
      const gallery = await page.evaluate(() => {
        const d = document.querySelector('dialog.gallery');
        const head = d.querySelector('.gallery-head');
        const words = [
          ['dialog', d.getAttribute('aria-label')],
          ['heading', head.querySelector('h2').textContent],
          ['filter', d.querySelector('input').placeholder],
          ['filter name', d.querySelector('input').getAttribute('aria-label')],
          ['close', d.querySelector('.gallery-close').getAttribute('aria-label')],
          ['count', d.querySelector('.gallery-count').textContent],
          ['empty', d.querySelector('.gallery-body > p').textContent],
          ...[...d.querySelectorAll('.gallery-lesson')].map((a) => ['lesson', a.textContent.split(':')[0]]),
        ];
        const box = d.getBoundingClientRect();
        const overflowing = [...head.children, d.querySelector('.gallery-body > p')]
          .filter((e) => e.scrollWidth > e.clientWidth + 1)
          .map((e) => `${e.className || e.tagName}: ${e.scrollWidth} in ${e.clientWidth}`);
        return {
          words,
          lessons: d.querySelectorAll('.gallery-lesson').length,
          overflowing,
          outside: box.left < -1 || box.right > innerWidth + 1 || head.getBoundingClientRect().right > box.right + 1,
        };
      });
      assert.ok(gallery.lessons > 0, 'cards with a lesson link');
      assert.deepEqual(
        gallery.words.filter(([, t]) => !t || plainWords(t)),
        [],
        "the gallery's words that did not go through the catalogue",
      );
      assert.deepEqual(gallery.overflowing, [], "the gallery's head overflows");
      assert.equal(gallery.outside, false, 'the gallery is inside the page');
      await page.click('dialog.gallery .gallery-close');
      await page.waitForSelector('dialog.gallery', { state: 'hidden' });
      assert.equal(
        await page.evaluate(() => document.querySelector('dialog.gallery').open),
        false,
        'the gallery closed',
      );

      await page.selectOption('#examples', 'compare-ray-behaviours.json');
      await page.waitForFunction(
        () =>
          document.body.dataset.compare === '1' && document.querySelectorAll('#compare-table tbody tr').length === 4,
      );
      const table = await page.evaluate(() => {
        const t = document.getElementById('compare-table');
        const words = [
          ...[...t.tHead.rows[0].cells].map((c) => ['heading', c.textContent]),
          ['row', t.tBodies[0].rows[0].title],
          ['picked', getComputedStyle(t.querySelector('tr.picked th'), '::after').content],
          ...[...document.querySelectorAll('#compare-panes .pane canvas')].map((c) => [
            'pane',
            c.getAttribute('aria-label'),
          ]),
          ...[...document.querySelectorAll('#compare-panes .pane-png')].map((b) => ['png', b.title]),
          ...[...document.querySelectorAll('#stats dt')].map((e) => ['run', e.textContent.split(' · ')[0]]),
        ];
        const box = t.closest('.compare-table-box').getBoundingClientRect();
        return { words, outside: box.left < -1 || box.right > innerWidth + 1 };
      });
      // A pane's label is the scene's own words (its compare set), as the examples' are: only the words around it.
      const around = (what, text) => (what === 'pane' || what === 'png' ? text.replace(/"[^"]*"|: .*$/g, '') : text);
      assert.deepEqual(
        table.words.filter(([what, t]) => !t || plainWords(around(what, t))),
        [],
        "the compare's words that did not go through the catalogue",
      );
      assert.ok(table.words.filter(([w]) => w === 'heading').length >= 12, 'every heading looked at');
      assert.equal(table.outside, false, "the measures table's box (it scrolls) stays inside the page");

      // The compare editor (a dialog): its rows' names, options and placeholders, and that no row spills out.
      await page.$eval('#compare-toggle', (b) => b.click()); // back to the scene, where "Compare…" opens the editor
      await page.$eval('#compare-edit', (b) => b.click());
      await page.waitForSelector('#compare-editor:not([hidden]) #compare-variants select');
      const editor = await page.evaluate(() => {
        const box = document.getElementById('compare-editor');
        const rows = document.getElementById('compare-variants');
        const words = [
          ...[...rows.querySelectorAll('[aria-label]')].map((e) => ['name', e.getAttribute('aria-label')]),
          ...[...rows.querySelectorAll('[placeholder]')].map((e) => ['placeholder', e.placeholder]),
          // an option holding an agent's name or a behaviour's identifier is the scene's or the core's word
          ...[...rows.querySelectorAll('option')]
            .filter((o) => o.value === '' || o.value === 'all')
            .map((o) => ['option', o.text]),
        ];
        const sheet = box.firstElementChild.getBoundingClientRect();
        const spilling = [...rows.children]
          .filter((r) => r.getBoundingClientRect().right > sheet.right + 1 || r.scrollWidth > r.clientWidth + 1)
          .map((r) => `${r.scrollWidth} in ${r.clientWidth}`);
        return { words, spilling, outside: sheet.left < -1 || sheet.right > innerWidth + 1 };
      });
      assert.ok(editor.words.length >= 8, `${editor.words.length} of the editor's words looked at`);
      assert.deepEqual(
        editor.words.filter(([, t]) => !t || plainWords(t)),
        [],
        "the compare editor's words that did not go through the catalogue",
      );
      assert.deepEqual(editor.spilling, [], "the compare editor's rows spill out");
      assert.equal(editor.outside, false, 'the compare editor is inside the page');
      await page.keyboard.press('Escape');

      // The animation dialog: its heading, fields, options, estimate and button, and that it fits.
      await page.$eval('#compare-editor-cancel', (b) => b.click());
      await page.$eval('#animation', (b) => b.click());
      await page.waitForFunction(
        () => document.querySelector('#animation-dialog:not([hidden]) .anim-estimate')?.textContent,
      );
      const animation = await page.evaluate(() => {
        const d = document.getElementById('animation-dialog');
        const sheet = d.querySelector('.sheet');
        const words = [
          ...[...d.querySelectorAll('h2, p, .param-name, button, option')].map((e) => ['text', e.textContent]),
          ...[...d.querySelectorAll('[aria-label], [title]')].map((e) => [
            'name',
            e.getAttribute('aria-label') ?? e.title,
          ]),
        ].filter(([, t]) => t.trim() && !/^(✕|GIF|\d+ px)$/.test(t.trim())); // a format's or a size's name
        const r = sheet.getBoundingClientRect();
        return {
          words,
          outside: r.left < -1 || r.right > innerWidth + 1,
          spills: sheet.scrollWidth > sheet.clientWidth + 1,
        };
      });
      assert.ok(animation.words.length >= 10, `${animation.words.length} of the dialog's words looked at`);
      assert.deepEqual(
        animation.words.filter(([, t]) => plainWords(t.replace(/\d+ × \d+ px|\d+ fps|\d+ KB|\d+ MB/g, ''))),
        [],
        "the animation dialog's words that did not go through the catalogue",
      );
      assert.equal(animation.spills, false, 'the animation dialog spills out');
      assert.equal(animation.outside, false, 'the animation dialog is inside the page');
      await page.keyboard.press('Escape');
      assert.deepEqual(pw.errors, []);
    });
  }
});
