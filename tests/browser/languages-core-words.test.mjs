// No sentence of the core left in English (docs/languages.md, "The core's words"): in German and Arabic, a context
// agent (its interest line, its slots' table, its choice), a scripted agent (its rays, its rule), a feelers agent over
// relief (the ground, the slope, each feeler in 3D) and an orca agent (its half-planes' table) are selected, and
// the panel's lines and table read as the locale's catalogue words the CLI's messages (`sidestep explain --json`,
// the same state, worded here from the .ftl). The English side is read from the CLI, not from a list: every span of
// the core's reason and every table cell with words carries a message, and no run of two English words of the
// CLI's text is shown. German writes the tables' decimals with a comma. A refused edit's error (what the page's toast
// shows), one its parse refuses and three the World itself refuses, is the catalogue's words for the core's message,
// and none of its English.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

import { openPlayground } from './browser.mjs';
import { worder } from './core-words.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const EXAMPLES = `${ROOT}examples/`;
// [file, agent, step, what it shows]
const CASES = [
  ['context-wall.json', 0, 60, 'table'],
  ['script-whiskers.json', 0, 0, 'script'], // at step 0: a scripted scene steps in a worker without isolation
  ['feelers-slope-low-wall.json', 0, 60, 'relief'],
  ['orca-head-on.json', 0, 100, 'table'],
];

function explainNative(file, agent, steps) {
  const r = spawnSync(
    `${ROOT}build/native/sidestep`,
    ['explain', EXAMPLES + file, '--agent', String(agent), '--steps', String(steps), '--json'],
    { encoding: 'utf8' },
  );
  assert.equal(r.status, 0, r.stderr);
  return JSON.parse(r.stdout);
}

/** Runs of two or more English words (letters only, single spaces) in a text. */
/** Runs of English words a translation keeps as written: the script API's show() with the one-letter label the
 *  scene's script gives it (script-whiskers.json's T). */
const KEPT = new Set(['show T']);

const englishRuns = (text) => text.match(/[A-Za-z]+(?: [A-Za-z]+)+/g) ?? [];

/** The panel's lines (heading, reason, rays) and its table (headings, cells), as text. */
function readPanel() {
  const box = document.querySelector('#selection .why');
  const lines = [];
  for (const node of box.children) {
    if (node.classList.contains('rays-why')) for (const ray of node.children) lines.push(ray.textContent);
    else if (!node.classList.contains('slots-box')) lines.push(node.textContent);
  }
  const rows = [...box.querySelectorAll('.slots-box tr')].map((tr) => [...tr.children].map((c) => c.textContent));
  return { lines, rows };
}

describe("the core's words left in English", () => {
  let pw;
  before(async () => {
    pw = await openPlayground({ width: 1280, height: 800, isolate: false });
  });
  after(async () => {
    await pw?.close();
  });

  for (const tag of ['de', 'ar']) {
    it(`?lang=${tag}: context, script, relief and orca agents' reasons and tables, and a refused edit, hold no English sentence`, async () => {
      const { page } = pw;
      await page.goto(`${pw.url}?lang=${tag}`);
      await page.waitForSelector('body[data-ready="1"]', { timeout: 20000 });
      const word = worder(tag);
      const decimals = []; // German: the tables' decimals
      for (const [file, agent, steps, shows] of CASES) {
        const text = readFileSync(EXAMPLES + file, 'utf8');
        // The scene alone (an example's compare set would open its panes): the CLI explains the same scene.
        const alone = JSON.parse(text);
        delete alone.compare;
        await page.evaluate(
          ([t, i, n]) => {
            window.sidestep.open(t);
            window.sidestep.pause();
            window.sidestep.seek(n);
            window.sidestep.select('agent', i);
          },
          [JSON.stringify(alone), agent, steps],
        );
        const name = JSON.parse(text).agents[agent].name ?? '';
        await page.waitForFunction(
          ([n, who]) =>
            window.sidestep.sim.stepCount === n &&
            document.querySelector('#selection strong')?.textContent.startsWith(who) &&
            document.querySelector('#selection .why'),
          [steps, name],
          { timeout: 90000 }, // the explain module is fetched and compiled on the first selection
        );
        await page.waitForTimeout(100); // the panel redraws on the next frame
        const shown = await page.evaluate(readPanel);
        const core = explainNative(file, agent, steps);
        const lines = core.lines.filter((l) => l.style !== 'table');
        // What the scene is chosen for is in the core's reason.
        if (shows === 'table') assert.ok(core.table.rows.length >= 1, `${file}: a table`);
        if (shows === 'script')
          assert.ok(lines.some((l) => l.spans.some((s) => s.message?.id.startsWith('why-script-'))));
        if (shows === 'relief')
          assert.ok(lines.some((l) => l.spans.some((s) => s.message?.id.startsWith('why-slope-'))));

        // The CLI's English: every span with words is a message, and so is every table heading and cell with words.
        for (const l of lines)
          for (const s of l.spans)
            if (/[A-Za-z]{2}/.test(s.text)) assert.ok(s.message?.id, `${file}: "${s.text}" is not a message`);
        core.table.header.forEach((h, k) => assert.ok(core.table.headerIds[k], `${file}: heading "${h}"`));
        for (const r of core.table.rows)
          r.cells.forEach((c, k) => {
            if (/[A-Za-z]{2}|\d\.\d/.test(c) && !JSON.parse(text).agents.some((a) => a.name === c))
              assert.ok(r.messages[k]?.id, `${file}: cell "${c}" is not a message`);
          });

        // The page: the catalogue's words for each line, heading and cell.
        assert.deepEqual(
          shown.lines,
          lines.map((l) => l.spans.map((s) => word(s.message, s.text)).join('')),
          `${file}: the reason`,
        );
        const table = core.table.rows.length
          ? [
              core.table.header.map((h, k) => word({ id: core.table.headerIds[k] }, h)),
              ...core.table.rows.map((r) => r.cells.map((c, k) => word(r.messages[k], c))),
            ]
          : [];
        assert.deepEqual(shown.rows, table, `${file}: the table`);

        // No run of two English words of the CLI's text is shown (agents' names aside), nor any English heading.
        const names = JSON.parse(text).agents.map((a) => a.name ?? '');
        // A text argument (a script's note, a name) is the scene's own words, shown as written: left out.
        const own = (sp) =>
          Object.values(sp.message?.args ?? {}).reduce(
            (t, v) => (typeof v === 'string' && v.length > 1 ? t.split(v).join(' | ') : t),
            sp.text,
          );
        const english = [...lines.flatMap((l) => l.spans.map(own)), ...core.table.header];
        // Every run is looked for, whatever the locale's catalogue says (a line pasted in English there is English
        // left); only the runs of identifiers a translation keeps as written (KEPT) are not.
        const runs = new Set(
          english.flatMap(englishRuns).filter((r) => !names.some((n) => n && r.includes(n)) && !KEPT.has(r)),
        );
        assert.ok(runs.size >= 2, `${file}: ${runs.size} English runs looked for`);
        const page_ = [...shown.lines, ...shown.rows.flat()].join('\n');
        assert.deepEqual(
          [...runs].filter((r) => page_.includes(r)),
          [],
          `${file}: English left in ${tag}`,
        );
        shown.rows[0]?.forEach((h, k) => {
          if (/[A-Za-z]{2}/.test(core.table.header[k]))
            assert.notEqual(h, core.table.header[k], `${file}: heading ${k}`);
        });
        if (tag === 'de')
          decimals.push(
            ...(shown.rows
              .flat()
              .join(' ')
              .match(/\d[.,]\d/g) ?? []),
          );
      }
      if (tag === 'de') {
        assert.ok(decimals.length >= 3, `${decimals.length} decimals in the tables`);
        assert.ok(
          decimals.every((d) => d[1] === ','),
          `German decimals use a comma: ${decimals.join(' ')}`,
        );
      }
      // Refused edits: one the edit's parse refuses (a circle's radius out of range) and four the World itself
      // refuses (an index with no circle, a resize that would leave an agent outside, an agent naming a script the
      // scene lacks, a setting's value out of its range). The error the page shows (its toast) is the catalogue's words for the core's message, not the
      // core's English.
      const refusals = await page.evaluate(() => {
        const { sim } = window.sidestep;
        const cases = [
          [{ edit: 'addCircle', x: 2, y: 2, r: 1e6 }, () => sim.addCircle(2, 2, 1e6)],
          [{ edit: 'removeCircle', circle: 99 }, () => sim.removeCircle(99)],
          [{ edit: 'resizeGrid', width: 2, height: 2 }, () => sim.resizeGrid(2, 2)],
          [
            { edit: 'addAgent', def: { behavior: 'script', script: 'nope', start: [1, 1], goal: [2, 2] } },
            () => sim.addAgentDef({ behavior: 'script', script: 'nope', start: [1, 1], goal: [2, 2] }),
          ],
        ];
        // A setting's value out of its range (agent 0's first number setting, far past its maximum).
        const A = sim.agentLayout;
        const behavior = sim.behaviorNames[sim.views().agentWords[A.behavior]];
        const spec = sim.paramSpecs(behavior).find((p) => p.type === 'float');
        const far = spec.max + 1000;
        cases.push([
          { edit: 'setAgentParam', agent: 0, setting: spec.name, value: far },
          () => sim.setAgentParam(0, spec.name, far),
        ]);
        return cases.map(([edit, call]) => {
          const text = JSON.stringify(edit);
          const raw = sim.timeline.edit(text); // the core's English (and, for the World's own, its message)
          const parse = JSON.parse(sim.module.editErrors(text)); // the parse's errors and their messages
          let shown = null;
          try {
            call();
          } catch (err) {
            shown = err.message;
          }
          const world = raw.message ? JSON.parse(raw.message) : null;
          return { edit: edit.edit, english: raw.error, errors: parse.errors, messages: parse.messages, world, shown };
        });
      });
      for (const [k, refusal] of refusals.entries()) {
        const byParse = k === 0;
        assert.equal(refusal.errors.length, byParse ? 1 : 0, `${refusal.edit}: ${refusal.english}`);
        const message = byParse ? refusal.messages[0] : refusal.world;
        assert.ok(message?.id, `${refusal.edit}: the refusal is a message: ${refusal.english}`);
        assert.equal(
          refusal.shown,
          word(message, refusal.english),
          `${refusal.edit}: the refused edit in the catalogue's words`,
        );
        assert.notEqual(refusal.shown, refusal.english);
        const left = englishRuns(refusal.english).filter((r) => refusal.shown.includes(r));
        assert.deepEqual(left, [], `English left in the refused ${refusal.edit} in ${tag}`);
      }
      // The agent editor's start and goal fields are spoken (and named in a refusal) in the catalogue's words.
      await page.keyboard.press('1');
      await page.evaluate(() => window.sidestep.select('agent', 0));
      await page.waitForSelector('input[data-field="startX"]', { state: 'attached' });
      const fields = ['startX', 'startY', 'goalX', 'goalY'];
      const spoken = await page.evaluate(
        (names) => names.map((f) => document.querySelector(`input[data-field="${f}"]`).getAttribute('aria-label')),
        fields,
      );
      const ids = ['ed-start-x', 'ed-start-y', 'ed-goal-x', 'ed-goal-y'];
      assert.deepEqual(
        spoken,
        ids.map((id) => word({ id }, '')),
      );
      assert.ok(!spoken.some((s) => /^(start|goal) /.test(s)), spoken.join(', '));
      assert.deepEqual(pw.errors, []);
    });
  }
});
