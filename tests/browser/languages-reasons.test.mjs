// The core's reasons and numbers in each language (docs/languages.md): the core gives each sentence of the
// selected agent's panel as a message id with its arguments; the page words it from the locale's catalogue, with
// the locale's numbers. For every locale, a whiskers agent at a wall and a grid agent at a tie: each line of the
// panel reads as that catalogue words the CLI's message (`sidestep explain --json`, the same state), none reads as
// the English, and German writes the decimals with a comma. In English the panel is the CLI's text, word for word.
// The run's counters are labelled from the catalogue too. An orca agent's reason (its preferred velocity, half-planes
// and the velocity chosen) is checked the same way, and so are the core's validation errors of a bad scene: the error
// box lists each as the catalogue words the core's message, and in English as `sidestep validate` prints it.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

import { formatPattern } from '../../web/i18n/message.js';
import { LOCALES } from '../../web/i18n/locale.js';
import { openPlayground } from './browser.mjs';
import { catalogue, worder } from './core-words.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const EXAMPLES = `${ROOT}examples/`;
// A whiskers agent whose ray hits the wall (rays, the whiskers' rule, forces), grid agents (directions, proxies, a
// tie and its P-steps) and an orca agent meeting another head-on (its preferred velocity, half-planes, the velocity chosen).
const CASES = [
  ['whiskers-head-on-wall.json', 0, 100],
  ['nproxy-pstep.json', 0, 150],
  ['nproxy-cluster.json', 1, 0], // a three-way tie, each neighbour's P-step listed
  ['orca-head-on.json', 0, 60],
];
// A scene with an unknown key, a goal that is not a point, a radius out of range and a setting of the wrong type.
const BAD_SCENE = JSON.stringify({
  version: 1,
  world: { grid: ['........', '........', '........'] },
  agents: [
    { behavior: 'whiskers', start: [1.5, 1.5], goal: 'there', radius: 50, colour: 1, params: { rayLength: 'far' } },
  ],
});

/** `sidestep validate`'s errors for a scenario's text, one a line (without its "error: " prefix). */
function validateNative(text) {
  const dir = mkdtempSync(join(tmpdir(), 'sidestep-lang-'));
  try {
    writeFileSync(join(dir, 'bad.json'), text);
    const r = spawnSync(`${ROOT}build/native/sidestep`, ['validate', join(dir, 'bad.json')], { encoding: 'utf8' });
    assert.equal(r.status, 2, r.stdout);
    return r.stderr
      .split('\n')
      .filter((l) => l.trim())
      .map((l) => l.replace(/^error: /, ''));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function explainNative(file, agent, steps) {
  const r = spawnSync(
    `${ROOT}build/native/sidestep`,
    ['explain', EXAMPLES + file, '--agent', String(agent), '--steps', String(steps), '--json'],
    { encoding: 'utf8' },
  );
  assert.equal(r.status, 0, r.stderr);
  return JSON.parse(r.stdout);
}

/** Message `id` of a parsed catalogue, with no arguments. */
const plainWords = (messages, id) =>
  formatPattern(messages.get(id).value, {}, { number: String, plural: () => 'other' });

/** The panel's lines (heading, reason) and facts, as text. */
function readPanel() {
  const box = document.querySelector('#selection .why');
  const lines = [];
  for (const node of box.children) {
    if (node.classList.contains('rays-why')) for (const ray of node.children) lines.push(ray.textContent);
    else if (!node.classList.contains('slots-box')) lines.push(node.textContent);
  }
  const facts = [...document.querySelectorAll('#selection dl.props dt')].map((dt) => [
    dt.textContent,
    dt.nextElementSibling.textContent,
  ]);
  return { lines, facts };
}

describe("the core's reasons in each language", () => {
  let pw;
  before(async () => {
    pw = await openPlayground({ width: 1280, height: 800, isolate: false }); // the words, not the threads: one module
  });
  after(async () => {
    await pw?.close();
  });

  for (const [tag] of LOCALES) {
    it(`?lang=${tag}: the selected agent's reason and numbers in the catalogue's words`, async () => {
      const { page } = pw;
      await page.goto(`${pw.url}?lang=${tag}`);
      await page.waitForSelector('body[data-ready="1"]', { timeout: 20000 });
      const word = worder(tag);
      // The run's counters: their labels from the catalogue.
      const labels = await page.evaluate(() => [...document.querySelectorAll('#stats dt')].map((d) => d.textContent));
      const own = catalogue(tag);
      assert.deepEqual(
        labels,
        ['state', 'step', 'time', 'agents', 'collisions', 'agent-contacts', 'hash'].map((k) =>
          formatPattern(own.get(`stats-${k}`).value, {}, { number: String, plural: () => 'other' }),
        ),
        "the run's counters",
      );
      for (const [file, agent, steps] of CASES) {
        const text = readFileSync(EXAMPLES + file, 'utf8');
        await page.evaluate(
          ([t, i, n]) => {
            window.sidestep.open(t);
            window.sidestep.pause();
            window.sidestep.seek(n);
            window.sidestep.select('agent', i);
          },
          [text, agent, steps],
        );
        const name = JSON.parse(text).agents[agent].name ?? '';
        await page.waitForFunction(
          ([n, who]) =>
            window.sidestep.sim.stepCount === n &&
            document.querySelector('#selection strong')?.textContent.startsWith(who) &&
            document.querySelector('#selection .why'),
          [steps, name],
        );
        await page.waitForTimeout(100); // the panel redraws on the next frame
        const shown = await page.evaluate(readPanel);
        const core = explainNative(file, agent, steps);
        const lines = core.lines.filter((l) => l.style !== 'table');
        const expected = lines.map((l) => l.spans.map((s) => word(s.message, s.text)).join(''));
        const english = lines.map((l) => l.spans.map((s) => s.text).join(''));
        assert.deepEqual(shown.lines, expected, `${file}: the reason`);
        assert.deepEqual(
          shown.facts,
          core.facts.map(([k, v, id, m]) => [word({ id, args: {} }, k), word(m, v)]),
          `${file}: the numbers`,
        );
        const worded = lines.filter((l) => l.spans.some((s) => s.message)).length;
        assert.ok(worded >= 3, `${file}: ${worded} lines are the core's messages`);
        // The settings' explanations: the locale's doc-<behaviour>-<setting> (English: en.ftl's, from en-settings.js).
        const settings = await page.evaluate(() =>
          [...document.querySelectorAll('#params label.param')]
            .map((l) => [
              l.querySelector('.param-name')?.textContent.split(' (')[0],
              l.querySelector('.param-doc')?.textContent,
            ])
            .filter(([n, d]) => n && d),
        );
        const behaviour = JSON.parse(text).agents[agent].behavior;
        const docs = settings.filter(([n]) => own.has(`doc-${behaviour}-${n}`));
        assert.ok(docs.length >= 3, `${file}: ${docs.length} settings' explanations looked at`);
        assert.equal(
          await page.textContent('#selection .senses'),
          plainWords(own, `senses-${behaviour}`),
          `${file}: what ${behaviour} senses`,
        );
        for (const [n, doc] of docs)
          assert.equal(doc, plainWords(own, `doc-${behaviour}-${n}`), `${file}: the explanation of ${n}`);
        if (tag === 'en') {
          assert.deepEqual(shown.lines, english, 'English: the CLI words, as they are');
          continue;
        }
        // Every line with a message reads otherwise than the English (a direction alone may not: "P-step").
        lines.forEach((l, k) => {
          if (l.style === 'head' || l.spans.every((s) => s.message))
            assert.notEqual(shown.lines[k], english[k], `${file}: line ${k} is not English`);
        });
        if (tag === 'ar') {
          // Its own comma between the words of the core's lists (outside the isolated numbers and names)
          const words = shown.lines.join('\n').replace(/[\u2066\u2068][^\u2066-\u2069]*\u2069/g, '');
          assert.doesNotMatch(words, /, /, `${file}: a Latin comma in the Arabic reason`);
        }
        if (tag === 'de') {
          const decimals = shown.lines.join(' ').match(/\d[.,]\d/g) ?? [];
          assert.ok(decimals.length >= 3, `${file}: decimals in the reason`);
          assert.ok(
            decimals.every((d) => d[1] === ','),
            `${file}: German decimals use a comma: ${decimals.join(' ')}`,
          );
        }
      }
      // The core's validation errors of a bad scene, as the error box lists them.
      const core = await page.evaluate((t) => {
        const r = window.sidestep.sim.module.validateScenario(t);
        return { errors: r.errors, messages: JSON.parse(r.messages) };
      }, BAD_SCENE);
      assert.ok(core.errors.length >= 4, `${core.errors.length} errors`);
      assert.ok(
        core.messages.every((m) => m?.id),
        'each error is a message',
      );
      await page.evaluate((t) => window.sidestep.open(t), BAD_SCENE);
      await page.waitForSelector('#errors:not([hidden])');
      const listed = await page.evaluate(() =>
        [...document.querySelectorAll('#errors-list li')].map((l) => l.textContent),
      );
      assert.deepEqual(
        listed,
        core.messages.map((m, k) => word(m, core.errors[k])),
        "the validation errors in the catalogue's words",
      );
      if (tag === 'en') assert.deepEqual(listed, validateNative(BAD_SCENE), 'English: the CLI words, as they are');
      else listed.forEach((l, k) => assert.notEqual(l, core.errors[k], `error ${k} is not English`));
      await page.click('#errors-close');
    });
  }
});

describe('the moved panels in the pseudo-locale', () => {
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ])
    it(`?lang=en-XA at ${width}x${height}: the selection's reason, numbers and settings and the run's counters go through the catalogue, and none overflows`, async () => {
      const pw = await openPlayground({ width, height, isolate: false });
      try {
        const { page } = pw;
        await page.goto(`${pw.url}?lang=en-XA`);
        await page.waitForSelector('body[data-ready="1"]', { timeout: 20000 });
        const text = readFileSync(`${EXAMPLES}whiskers-head-on-wall.json`, 'utf8');
        await page.evaluate((t) => {
          window.sidestep.open(t);
          window.sidestep.pause();
          window.sidestep.seek(100);
          window.sidestep.select('agent', 0);
        }, text);
        await page.waitForFunction(() => document.querySelector('#selection .why') && document.querySelector('#drive'));
        await page.waitForTimeout(100);
        const found = await page.evaluate(() => {
          const boxes = [
            ...document.querySelectorAll(
              '#selection .why > div, #selection .rays-why > div, #selection dt, #stats dt, #params .params-head, #params .param-name, #drive',
            ),
          ];
          // A behaviour's setting is named by the core's identifier (rayLength), as in files: not translated.
          const identifier = (e) => {
            const param = e.closest('label')?.querySelector('[data-param]')?.dataset.param;
            return e.classList.contains('param-name') && param && e.textContent.startsWith(param);
          };
          const english = boxes
            .filter((e) => !identifier(e))
            .map((e) => e.textContent.replace(/⟦[^⟧]*⟧/g, '').trim())
            .filter((t) => /[A-Za-z]{2}/.test(t));
          const overflowing = [...document.querySelectorAll('#selection *, #stats *, #params *')]
            .filter((e) => e.getClientRects().length && e.closest('.slots-box, .param-inputs') === null)
            .filter((e) => e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).overflowX === 'visible')
            .filter((e) => e.clientWidth > 0)
            .map((e) => `${e.tagName}.${e.className}: ${e.scrollWidth} in ${e.clientWidth}`);
          const outside = [...document.querySelectorAll('#selection *, #stats *, #params *')]
            .filter((e) => e.getClientRects().length)
            .filter((e) => {
              const r = e.getBoundingClientRect();
              return r.width > 0 && (r.left < -1 || r.right > innerWidth + 1);
            })
            .map((e) => `${e.tagName}.${e.className}`);
          return { count: boxes.length, english, overflowing, outside };
        });
        assert.ok(found.count > 20, `${found.count} words looked at`);
        assert.deepEqual(found.english, [], 'words of the moved panels that did not go through the catalogue');
        assert.deepEqual(found.overflowing, [], 'words that overflow their box');
        assert.deepEqual(found.outside, [], 'words past the edge of the page');
        assert.deepEqual(pw.errors, []);
      } finally {
        await pw.close();
      }
    });
});
