// The page's panel shows the core's words: for the same state, what the panel says about the selected
// agent (its numbers, each line of the reason for its next move, the chosen values, a context agent's
// slots) is exactly what `sidestep explain` prints natively; the Run panel's totals are `sidestep run`'s.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

import { agentsOnCanvas, openPlayground } from './browser.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const EXAMPLES = `${ROOT}examples/`;

function explainNative(file, agent, steps) {
  const r = spawnSync(
    `${ROOT}build/native/sidestep`,
    ['explain', EXAMPLES + file, '--agent', String(agent), '--steps', String(steps), '--json'],
    { encoding: 'utf8' },
  );
  assert.equal(r.status, 0, r.stderr);
  return JSON.parse(r.stdout);
}

/** What the panel shows for the selected agent, read from the DOM in the core's terms. */
function readPanel() {
  const box = document.querySelector('#selection .why');
  const facts = [...document.querySelectorAll('#selection dl.props dt')].map((dt) => [
    dt.textContent,
    dt.nextElementSibling.textContent,
  ]);
  const lines = [],
    chosen = [],
    styles = [];
  let table = null;
  const styleOf = (node) =>
    node.classList.contains('warn')
      ? 'warn'
      : node.classList.contains('muted')
        ? 'muted'
        : node.classList.contains('why-head')
          ? 'head'
          : 'text';
  for (const node of box.children) {
    if (node.classList.contains('rays-why')) {
      for (const ray of node.children) {
        lines.push(ray.textContent);
        styles.push('ray');
        if (ray.classList.contains('chosen')) chosen.push(ray.textContent);
      }
    } else if (node.classList.contains('slots-box')) {
      const rows = [...node.querySelectorAll('tr')];
      table = {
        header: [...rows[0].children].map((c) => c.textContent),
        rows: rows.slice(1).map((r) => ({ cells: [...r.children].map((c) => c.textContent), mark: r.className })),
      };
      styles.push('table');
    } else {
      lines.push(node.textContent);
      styles.push(styleOf(node));
      for (const span of node.querySelectorAll('.chosen')) chosen.push(span.textContent);
    }
  }
  return { facts, lines, chosen, styles, table };
}

/** The same, from the core's JSON. */
function fromCore(json) {
  const lines = [],
    chosen = [],
    styles = [];
  for (const l of json.lines) {
    styles.push(l.style);
    if (l.style === 'table') continue;
    const text = l.spans.map((s) => s.text).join('');
    lines.push(text);
    if (l.chosen) chosen.push(text);
    for (const s of l.spans) if (s.chosen) chosen.push(s.text);
  }
  // A fact is [label, value, labelId, message]: the panel shows the label and the value.
  return {
    facts: json.facts.map(([k, v]) => [k, v]),
    lines,
    chosen,
    styles,
    // A table's headings and cells as text (their message ids are how other locales word them: languages tests).
    table: json.table.rows.length
      ? { header: json.table.header, rows: json.table.rows.map(({ cells, mark }) => ({ cells, mark })) }
      : null,
  };
}

// A grid tie, an n-proxy P-step, whiskers at a wall, feelers cancelling, a raycast avoid point, agents
// fleeing each other, a context agent's slots on the race track, and orca agents (head-on, and in the
// Blocks crowd with walls, neighbours and the fallback).
const CASES = [
  ['greedy-pacing.json', 0, 12],
  ['nproxy-pstep.json', 1, 15],
  ['whiskers-head-on-wall.json', 0, 95],
  ['feelers-head-on-wall.json', 0, 195],
  ['raycast-straight-back.json', 1, 110],
  ['agents-head-on.json', 1, 180],
  ['context-race-track.json', 2, 300],
  ['orca-head-on.json', 0, 160],
  ['orca-blocks.json', 3, 500],
];

describe("the panel shows the core's explanation", () => {
  let pg;
  before(async () => {
    pg = await openPlayground();
  });
  after(async () => {
    await pg?.close();
  });

  for (const [file, agent, steps] of CASES) {
    it(`${file}, agent ${agent} at step ${steps}: the panel's words equal sidestep explain's`, async () => {
      const { page } = pg;
      const text = readFileSync(EXAMPLES + file, 'utf8');
      const reached = await page.evaluate(
        ([t, i, n]) => {
          window.sidestep.open(t);
          window.sidestep.pause();
          window.sidestep.seek(n); // the file may open at another step (its view)
          window.sidestep.select('agent', i);
          return window.sidestep.sim.stepCount;
        },
        [text, agent, steps],
      );
      assert.equal(reached, steps, 'the scene is still running at that step');
      // The panel redraws on the next frame: wait for it to show this step and this agent.
      await page.waitForFunction(
        ([n, name]) =>
          document.querySelector('#stats').textContent.includes(`step${n} /`) &&
          document.querySelector('#selection strong')?.textContent.startsWith(name) &&
          document.querySelector('#selection .why'),
        [steps, JSON.parse(text).agents[agent].name ?? ''],
      );
      const shown = await page.evaluate(readPanel);
      const core = fromCore(explainNative(file, agent, steps));
      assert.deepEqual(shown, core);
      assert.ok(core.lines.length >= 2, 'a heading and at least one reason');
    });
  }

  it('leaves the last case on screen: the readout at its step, the agents in their colours, the selected one ringed in amber and named', async () => {
    const { page } = pg;
    const [file, agent, steps] = CASES.at(-1);
    const shown = await agentsOnCanvas(page);
    const { dt } = JSON.parse(readFileSync(EXAMPLES + file, 'utf8')).sim;
    assert.equal(await page.textContent('#readout'), `step ${steps} · ${(steps * dt).toFixed(2)} s · paused`);
    assert.equal(await page.textContent('#selection strong'), `agent${agent} · orca`);
    for (const a of shown)
      assert.equal(a.rim >= 0.5, a.index === agent, `agent ${a.index}'s rim: ${Math.round(a.rim * 100)} % amber`);
    // Round the selected agent bodies touch and its ORCA labels (#k) sit over its neighbours: look further out.
    const at = (await page.evaluate(() => window.sidestep.state().agents)).map((a) => a.position);
    // A label the page placed (names, #k) may sit on a body: those bodies are judged by the labels test.
    const underLabel = await page.evaluate((points) => {
      const box = document.getElementById('world').getBoundingClientRect();
      const { placed } = window.sidestep.labels();
      return points.map(([x, y]) => {
        const [cx, cy] = window.sidestep.worldToClient(x, y);
        return placed.some(
          (l) =>
            cx - box.left >= l.x - 4 &&
            cx - box.left <= l.x + l.w + 4 &&
            cy - box.top >= l.y - 4 &&
            cy - box.top <= l.y + l.h + 4,
        );
      });
    }, at);
    const away = shown.filter(
      (a) => Math.hypot(at[a.index][0] - at[agent][0], at[a.index][1] - at[agent][1]) > 20 && !underLabel[a.index],
    );
    assert.ok(away.length >= 50, `${away.length} agents away from the selected one`);
    for (const a of away)
      assert.ok(a.body >= 0.5, `agent ${a.index}: ${Math.round(a.body * 100)} % of its body in its colour`);
    assert.deepEqual(pg.errors, []);
  });
});

describe("the Run panel shows the core's totals of the whole run", () => {
  let pg;
  before(async () => {
    pg = await openPlayground();
  });
  after(async () => {
    await pg?.close();
  });

  // Collisions with obstacles (side-by-side) and contacts between agents (agents-head-on), mid-run.
  for (const [file, steps] of [
    ['side-by-side.json', 400],
    ['agents-head-on.json', 900],
  ]) {
    it(`${file} at step ${steps}: collisions, contacts, their seconds per agent and depths are sidestep run's`, async () => {
      const { page } = pg;
      const text = readFileSync(EXAMPLES + file, 'utf8');
      await page.evaluate(
        ([t, n]) => {
          window.sidestep.open(t);
          window.sidestep.pause();
          window.sidestep.seek(n);
        },
        [text, steps],
      );
      await page.waitForFunction((n) => document.querySelector('#stats').textContent.includes(`step${n} /`), steps);
      const shown = await page.evaluate(() =>
        Object.fromEntries(
          [...document.querySelectorAll('#stats dt')].map((dt) => [dt.textContent, dt.nextElementSibling.textContent]),
        ),
      );
      const r = spawnSync(
        `${ROOT}build/native/sidestep`,
        ['run', EXAMPLES + file, '--steps', String(steps), '--json'],
        { encoding: 'utf8' },
      );
      assert.equal(r.status, 0, r.stderr);
      const run = JSON.parse(r.stdout).run;
      assert.ok(run.collisions + run.agentContacts > 0, 'a scene where something touched');
      // Seconds in contact as the mean per agent: the run's sum over its agents divided by their number.
      assert.equal(
        shown.collisions,
        `${run.collisions} · ${(run.contactTime / run.agents).toFixed(2)} s in contact per agent · deepest ${run.penetration.toFixed(3)} u`,
      );
      assert.equal(
        shown['agent contacts'],
        `${run.agentContacts} · ${(run.agentContactTime / run.agents).toFixed(2)} s in contact per agent · deepest ${run.agentPenetration.toFixed(3)} u`,
      );
      assert.match(
        shown.agents,
        new RegExp(`^${run.agents} \\(\\d+ moving, (\\d+ stalled, )?${run.reached} arrived\\)$`),
      );
    });
  }

  it('leaves the last run on screen: the readout at its step, and every agent in its colour where the core has it, none selected', async () => {
    const { page } = pg;
    const shown = await agentsOnCanvas(page);
    assert.equal(await page.textContent('#readout'), 'step 900 · 18.00 s · paused'); // dt 0.02 s
    assert.equal(shown.length, 6);
    for (const a of shown)
      assert.ok(a.body >= 0.5, `${a.name}: ${Math.round(a.body * 100)} % of its body in its colour`);
    for (const a of shown) assert.ok(a.rim < 0.5, `${a.name}: no amber ring (${Math.round(a.rim * 100)} %)`);
    assert.deepEqual(pg.errors, []);
  });
});
