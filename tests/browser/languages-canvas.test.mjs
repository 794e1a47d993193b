// The captions drawn on the canvas, in German and Arabic (issue 38, docs/languages.md): the ORCA velocity space's
// caption and outcome, the P-proxy heat map's legend, the context map's title, the feelers' side view (its title,
// the slope's line, an obstacle's height, what each feeler met) and the key numbers (raycast's avoid point, a
// context agent's chosen direction, the feelers' command). The test reads what the drawers drew (the label
// layer's record, the side view's record, and every fillText of the page's canvases) and matches each against
// the locale's .ftl patterns, read here and not through the page's code (a grid agent's neighbours and a stopped
// agent's badge too); its numbers must be written in the
// locale's digits and decimal sign, and no English caption may be drawn. Arabic's captions are drawn right to
// left while the world's canvas stays left to right.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';

import { openPlayground } from './browser.mjs';
import { catalogue } from './core-words.mjs';

const EXAMPLES = new URL('../../examples/', import.meta.url);
const example = (file) => readFileSync(new URL(file, EXAMPLES), 'utf8');
const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A regular expression matching message `id` of `messages` as a whole text, each placeable a capture (without the
 *  isolation marks a right-to-left locale puts around an argument: web/i18n/message.js). */
function patternOf(messages, id) {
  const m = messages.get(id);
  assert.ok(m?.value, `the catalogue has ${id}`);
  const source = m.value
    .map((p) =>
      typeof p === 'string'
        ? escape(p)
        : p.text !== undefined
          ? escape(p.text)
          : '[\\u2066-\\u2069]*(.+?)[\\u2066-\\u2069]*',
    )
    .join('');
  return new RegExp(`^${source}$`);
}

/** Records, in the page, every text a 2D canvas fills, with the direction it was drawn in. */
function recordFills(page) {
  return page.evaluate(() => {
    window.filled = new Map();
    window.filledAt = new Map(); // where each text was last filled: its x, alignment and direction
    window.everFilled = new Set(); // every text since the page opened, labels included (they are filled too)
    const fill = CanvasRenderingContext2D.prototype.fillText;
    CanvasRenderingContext2D.prototype.fillText = function (text, ...rest) {
      window.filled.set(String(text), this.direction);
      window.filledAt.set(String(text), { x: rest[0], align: this.textAlign, direction: this.direction });
      window.everFilled.add(String(text));
      return fill.call(this, text, ...rest);
    };
  });
}

/** The texts drawn since `recordFills` ([text, direction]) and the labels the last frame placed. */
const drawn = (page) =>
  page.evaluate(() => ({
    fills: [...window.filled],
    labels: window.sidestep.labels().placed.map((l) => l.text),
    profile: window.sidestep.profile(),
  }));

/** Opens `file` with `overlays` added, selects agent `agent` and runs `steps` steps. */
async function openAndRun(page, file, overlays, agent, steps) {
  await page.evaluate(() => window.filled.clear());
  assert.equal(await page.evaluate((s) => window.sidestep.open(s), example(file)), true, file);
  await page.evaluate(() => window.sidestep.compare(null)); // the scene itself, not its compare set's panes
  await page.evaluate(
    (more) => window.sidestep.overlays([...new Set([...window.sidestep.overlays(), ...more])]),
    overlays,
  );
  await page.evaluate(
    ([agent, steps]) => {
      window.sidestep.select('agent', agent);
      window.sidestep.step(steps);
    },
    [agent, steps],
  );
}

/** Waits until a drawn text (a label, a fill or the side view's headline) matches `re`; returns its captures. */
async function waitForText(page, re, what) {
  for (let tries = 0; tries < 100; tries++) {
    const { fills, labels, profile } = await drawn(page);
    // The side view's record and the last frame's labels first (they are this frame's), then every fill since the scene opened.
    for (const text of [profile.headline, profile.obstacle, ...labels, ...fills.map(([t]) => t)]) {
      const m = re.exec(text ?? '');
      if (m) return { text, captures: m.slice(1), direction: new Map(fills).get(text) };
    }
    await page.waitForTimeout(100);
  }
  const { fills, labels } = await drawn(page);
  assert.fail(`${what}: nothing drawn matches ${re}; drawn: ${JSON.stringify([...labels, ...fills.map(([t]) => t)])}`);
}

/** Whether each of `numbers` (optionally signed with + or −) is written as the page's locale writes it. */
function inLocaleDigits(page, numbers) {
  return page.evaluate((numbers) => {
    const tag = document.documentElement.lang;
    const zero = new Intl.NumberFormat(tag).format(0).charCodeAt(0);
    const sign = new Intl.NumberFormat(tag, { minimumFractionDigits: 1 }).format(0.5).replace(/\p{Nd}/gu, '');
    return numbers.map((s) => {
      const bare = s.replace(/^[+−-]/, '');
      const ascii = [...bare]
        .map((c) => (c === sign ? '.' : /\p{Nd}/u.test(c) ? String(c.charCodeAt(0) - zero) : c))
        .join('');
      const d = ascii.includes('.') ? ascii.split('.')[1].length : 0;
      const again = new Intl.NumberFormat(tag, {
        minimumFractionDigits: d,
        maximumFractionDigits: d,
        useGrouping: false,
      }).format(Number(ascii));
      return again === bare && Number.isFinite(Number(ascii));
    });
  }, numbers);
}

for (const tag of ['de', 'ar']) {
  describe(`the canvas's captions in ${tag}`, () => {
    const messages = catalogue(tag);
    const english = catalogue('en');
    const word = (id) => messages.get(id).value.join('');
    let pw;
    before(async () => {
      pw = await openPlayground({ width: 1280, height: 800 });
      await pw.page.goto(`${pw.url}?lang=${tag}`);
      await pw.page.waitForSelector('body[data-ready="1"]', { timeout: 20000 });
      await recordFills(pw.page);
    });
    after(async () => {
      await pw?.close();
    });

    /** Checks a match: its numbers in the locale's digits, the direction of a fill (Arabic: right to left). */
    async function check(found, numbers, what) {
      assert.deepEqual(
        await inLocaleDigits(pw.page, numbers),
        numbers.map(() => true),
        `${what}: ${numbers.join(', ')} in ${tag}'s digits (${found.text})`,
      );
      if (found.direction !== undefined)
        assert.equal(found.direction, tag === 'ar' ? 'rtl' : 'ltr', `${what} drawn ${found.direction}`);
    }

    it("ORCA's velocity space: its caption and how the velocity was chosen", async () => {
      const { page } = pw;
      await openAndRun(page, 'orca-head-on.json', ['orca'], 0, 30);
      // The long caption where it fits the inset as measured, else the numbers alone (a phone, a long translation).
      const caption = new RegExp(
        `${patternOf(messages, 'cv-orca-title').source}|${patternOf(messages, 'cv-orca-range').source}`,
      );
      const title = await waitForText(page, caption, 'the inset');
      await check(title, title.captures.filter(Boolean), 'the half-width');
      const outcomes = ['allowed', 'nearest', 'fallback', 'squeezed'].map((o) => word(`cv-orca-${o}`));
      const outcome = await waitForText(page, new RegExp(`^(${outcomes.map(escape).join('|')})$`), 'the outcome');
      assert.ok(outcomes.includes(outcome.text));
      assert.equal(
        await pw.page.evaluate(() => document.querySelector('#world').dir),
        'ltr',
        'the world keeps its axes',
      );
      await page.screenshot({ path: `/tmp/canvas-orca-${tag}.png` });
    });

    it("the P-proxy heat map's legend", async () => {
      const { page } = pw;
      await openAndRun(page, 'nproxy-cluster.json', ['heatmap'], 0, 1);
      const title = await waitForText(page, patternOf(messages, 'cv-heat-title'), 'the legend');
      await check(title, title.captures, 'P');
      const near = await waitForText(page, patternOf(messages, 'cv-heat-near'), 'near');
      const far = await waitForText(page, patternOf(messages, 'cv-heat-far'), 'far');
      await check(far, far.captures, 'the largest proxy');
      await check(near, near.captures, 'zero');
    });

    it("the context map's title and a context agent's chosen direction", async () => {
      const { page } = pw;
      await openAndRun(page, 'context-mask-vs-distance.json', ['context', 'rays'], 0, 20);
      const name = await page.evaluate(() => window.sidestep.state().agents[0].name);
      // the selected agent's inset, titled with its name as the scene writes it (a frame drawn before the selection
      // applied may still show another context agent's inset: wait for this one's)
      const pattern = patternOf(messages, 'cv-context-title').source.replace('(.+?)', `(${escape(name)})`);
      const title = await waitForText(page, new RegExp(pattern), 'the inset');
      assert.equal(title.captures[0], name, "the agent's name, as the scene writes it");
      await waitForText(page, new RegExp(`^${escape(word('kn-chosen'))}$`), 'the chosen direction');
    });

    it("the feelers' side view and their key numbers", async () => {
      const { page } = pw;
      await openAndRun(page, 'feelers-slope-hill.json', ['profile', 'rays'], 0, 160);
      const slope = await page.evaluate(() => window.sidestep.slope(0));
      assert.equal(slope.kind, 'incline', 'climbing the hill');
      const line = await waitForText(page, patternOf(messages, 'cv-slope-on'), 'the slope line');
      assert.equal(line.captures[0], word('cv-slope-incline'), 'the slope kind in words');
      await check(line, line.captures.slice(1), "the slope's numbers");
      const name = await page.evaluate(() => window.sidestep.state().agents[0].name);
      const title = await waitForText(page, patternOf(messages, 'cv-side-title'), 'the title');
      assert.equal(title.captures[0], name);
      // What each feeler met: "L <hit> <distance> · C ... · R ...", each part one of the catalogue's words.
      const met = ['cv-feeler-over', 'cv-feeler-over-short', 'cv-feeler-clear'].map(word);
      const hits = ['wall', 'circle', 'ground'].map((h) => escape(word(`cv-hit-${h}`)));
      const part = `(?:${met.map(escape).join('|')}|(?:${hits.join('|')}) (.+?))`;
      const feelers = await waitForText(page, new RegExp(`^L ${part} · $`), 'the left feeler');
      await check(feelers, feelers.captures.filter(Boolean), 'a distance');
      // L, C and R one after another from the page's start side: in Arabic from the right, each drawn from its right.
      const pieces = await page.evaluate(
        ([sources, side]) => {
          const last = (re) => [...window.filledAt].filter(([text]) => re.test(text)).at(-1)?.[1];
          return sources
            .map((s) => last(new RegExp(s)))
            .map((at) => at && { x: at.x, from: at.align, direction: at.direction, side });
        },
        [[`^L ${part} · $`, `^C ${part} · $`, `^R ${part}$`], tag],
      );
      assert.ok(pieces.every(Boolean), JSON.stringify(pieces));
      const [l, c, r] = pieces.map((p) => (tag === 'ar' ? -p.x : p.x));
      assert.ok(l < c && c < r, `L, C, R from the start side: ${JSON.stringify(pieces)}`);
      assert.ok(
        pieces.every(
          (p) =>
            (p.from === 'start' || p.from === (tag === 'ar' ? 'right' : 'left')) &&
            p.direction === (tag === 'ar' ? 'rtl' : 'ltr'),
        ),
        `each from its start: ${JSON.stringify(pieces)}`,
      );
      const command = await waitForText(
        page,
        new RegExp(`^${escape(word('kn-command'))} \\+?(.+)$`),
        "the feelers' command",
      );
      await check(command, command.captures, 'the command');
      // The side view stands at the page's start side (Arabic: the right), clear of the zoom buttons at the other.
      const at = await page.evaluate((tag) => {
        const p = window.sidestep.profile(),
          canvas = document.getElementById('world').getBoundingClientRect(),
          zoom = document.querySelector('.viewctl').getBoundingClientRect();
        const left = canvas.left + p.x,
          top = canvas.top + p.y;
        const apart = left + p.w <= zoom.left || zoom.right <= left || top + p.h <= zoom.top || zoom.bottom <= top;
        const half = canvas.left + canvas.width / 2;
        return { startSide: tag === 'ar' ? left > half : left + p.w < half, apart };
      }, tag);
      assert.deepEqual(at, { startSide: true, apart: true });
      await page.screenshot({ path: `/tmp/canvas-profile-${tag}.png` });
    });

    it("raycast's avoid point", async () => {
      const { page } = pw;
      await openAndRun(page, 'raycast-straight-back.json', ['rays'], 0, 0);
      let rule = '';
      for (let k = 0; k < 100 && rule !== 'avoidWall'; k++)
        rule = await page.evaluate(() => window.sidestep.step(2).agents[0].steering.rule);
      assert.equal(rule, 'avoidWall');
      await waitForText(page, new RegExp(`^${escape(word('kn-avoid-point'))}$`), 'the avoid point');
    });

    it("a grid agent's neighbours (blocked, a proxy with its P-step) and why it stopped", async () => {
      const { page } = pw;
      // n-proxy with P = 0 against the cluster: a neighbour blocked after a step, stopped as oscillation after 4
      await openAndRun(page, 'nproxy-cluster.json', [], 0, 6);
      assert.equal(await page.evaluate(() => window.sidestep.state().agents[0].stop), 'oscillation');
      await waitForText(page, new RegExp(`^${escape(word('canvas-grid-blocked'))}$`), 'a blocked neighbour');
      await waitForText(page, new RegExp(`^${escape(word('status-oscillation'))}$`), 'the badge');
      // a neighbour reached only by a P-step: its proxy and the step, both in the locale's digits
      await openAndRun(page, 'nproxy-pstep.json', [], 0, 5);
      const pstep = await waitForText(page, /^(\S+) · (\S+)$/, 'a proxy with its P-step');
      await check(pstep, pstep.captures, 'the proxy and its P-step');
      const labels = await page.evaluate(() => window.sidestep.labels().placed.map((l) => l.text));
      assert.ok(!labels.includes('blocked') && !labels.includes('oscillation'), `English drawn: ${labels}`);
    });

    it('draws no English caption', async () => {
      const all = await pw.page.evaluate(() => [...window.everFilled]);
      const ids = [...english.keys()].filter((id) => id.startsWith('cv-') || id.startsWith('kn-'));
      const englishWords = ids
        .map((id) => english.get(id).value)
        .filter((p) => p.every((x) => typeof x === 'string') && /[a-z]{3} [a-z]/.test(p.join('')))
        .map((p) => p.join(''));
      assert.ok(englishWords.length > 5);
      assert.ok(all.length > 20, `${all.length} texts drawn`);
      assert.deepEqual(
        all.filter((t) => englishWords.some((e) => t.includes(e))),
        [],
        'English caption drawn',
      );
    });
  });
}
