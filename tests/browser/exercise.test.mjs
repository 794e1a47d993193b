// An exercise checked against the reference, with real clicks and keys: the whiskers lesson opened from the
// Lessons menu and stepped to its last checkpoint with Next shows the exercise (the scene's compare panes run
// the reader's script and the built-in whiskers); the reader's code is typed into the script editor and applied
// with Ctrl+Enter; "Check my solution" runs the quality suite's families in a worker and prints the reader's
// arrivals, collisions, depth, contacts and score beside the built-in's and seek's, the same figures as
// `node scripts/sidestep.mjs quality` prints for that script and families; "Share my solution" copies a
// link to the checkpoint carrying the code, which a fresh browser opens with that code in the script.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateRawSync } from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

import { openPlayground } from './browser.mjs';
import { qualityRows } from '../cli/quality-table.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const LESSON = JSON.parse(readFileSync(`${ROOT}examples/lessons/whiskers.json`, 'utf8'));
const SOLUTION = readFileSync(`${ROOT}tests/data/scripts/whiskers.js`, 'utf8');
const LAST = LESSON.checkpoints.length - 1;

const scriptText = (page, name = 'mine') =>
  page.evaluate((n) => JSON.parse(window.sidestep.sim.module.scriptSources(window.sidestep.sim.world))[n], name);
/** The results table: { yours, reference, seek } of { arrived, collisions, contact-time, depth, contacts, time, effort,
 *  score } as text. */
const results = (page) =>
  page.evaluate(() => {
    const out = {};
    for (const tr of document.querySelectorAll('#exercise-results tbody tr'))
      // a measure a row
      for (const td of tr.querySelectorAll('td')) (out[td.dataset.variant] ??= {})[tr.dataset.key] = td.textContent;
    return out;
  });

/** Defines window.focusHidden() in the page: where the focused control is out of view, each box that scrolls it (and
 *  the window) with the control's top and the box's span, CSS pixels; [] when it is in view. */
const FOCUS_HIDDEN = () => {
  window.focusHidden = () => {
    const r = document.activeElement.getBoundingClientRect(),
      hidden = [];
    for (let box = document.activeElement.parentElement; box; box = box.parentElement) {
      const b = box.getBoundingClientRect();
      if (box.scrollHeight > box.clientHeight && (r.top < b.top - 1 || r.bottom > b.bottom + 1))
        hidden.push(
          `${box.id || box.className}: ${Math.round(r.top)} in ${Math.round(b.top)}..${Math.round(b.bottom)}`,
        );
    }
    if (r.top < 0 || r.bottom > innerHeight) hidden.push(`the window: ${Math.round(r.top)}`);
    return hidden;
  };
};

/** Opens the exercise's script in the editor, types `code` over it (real keys), applies it with Ctrl+Enter and
 *  closes the editor once the core runs it. */
async function typeInEditor(page, code) {
  await page.click('#exercise-edit');
  await page.waitForSelector('.script-editor:not([hidden]) .cm-content');
  await page.locator('.script-code .cm-content').click();
  await page.keyboard.press('Control+a');
  await page.keyboard.insertText(code);
  await page.keyboard.press('Control+Enter');
  await page.waitForFunction(
    (s) => JSON.parse(window.sidestep.sim.module.scriptSources(window.sidestep.sim.world)).mine === s,
    code,
  );
  await page.keyboard.press('Escape');
  await page.waitForSelector('.script-editor', { state: 'hidden' });
  // Focus goes back to the button that opened the editor, not to the world (keyboard users stay in the card).
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'exercise-edit');
}

describe('an exercise checked against the reference', () => {
  let pg,
    page,
    checked = null;
  before(async () => {
    pg = await openPlayground({ width: 1280, height: 800 });
    page = pg.page;
  });
  after(async () => {
    await pg?.close();
  });

  it("opens as the lesson's last checkpoint, with the script and the built-in in compare panes", async () => {
    await page.click('#lessons-open');
    await page.click('#lesson-menu button[data-lesson="whiskers"]');
    await page.waitForFunction(() => document.body.dataset.lesson === 'whiskers');
    for (let k = 0; k < LAST; k++) {
      await page.waitForFunction((at) => document.getElementById('lesson').dataset.at === String(at), k);
      await page.click('#lesson-next');
    }
    await page.waitForSelector('#lesson-exercise:not([hidden])', { timeout: 30000 });
    assert.equal(await page.textContent('#exercise-text'), LESSON.checkpoints[LAST].exercise.text);
    assert.match(
      await page.textContent('#exercise-scope'),
      /circle fields and a wall across the way, beside the built-in whiskers and seek/,
    );
    assert.equal(await page.isDisabled('#lesson-next'), true, 'the exercise is the last checkpoint');
    const panes = await page.evaluate(() => window.sidestep.compareMeasures()?.map((m) => m.label));
    assert.deepEqual(panes, ['yours (script mine)', 'built-in whiskers']);
    assert.match(await scriptText(page), /^\/\/ Exercise: two whiskers/);
  });

  it("the reader's code typed into the editor and applied with Ctrl+Enter runs in the panes: at step 150 the reader's pane is at the state node scripts/sidestep.mjs compare reaches with that code, no longer the starter's", async () => {
    const N = 150;
    const label = 'yours (script mine)';
    // The reader's pane's hash at step N, as the Run panel shows it (from the core's summary of that pane).
    const paneHash = async () => {
      await page.evaluate((n) => window.sidestep.seek(n), N);
      const shown = await page.waitForFunction(
        ([n, l]) => {
          const dts = [...document.querySelectorAll('#stats dt')];
          const at = dts.find((d) => d.textContent === 'step')?.nextElementSibling.textContent;
          const hash = dts.find((d) => d.textContent === `hash · ${l}`)?.nextElementSibling.textContent;
          return at?.startsWith(`${n} /`) && hash ? hash : null;
        },
        [N, label],
      );
      return shown.jsonValue();
    };
    const starter = await paneHash();
    await typeInEditor(page, SOLUTION);
    assert.equal(await page.isHidden('#lesson-away'), true, 'the lesson still speaks for the scene');
    const applied = await paneHash();
    assert.notEqual(applied, starter, "the reader's code changed what the pane runs");
    // The command line's run of the checkpoint's scene with the reader's code in the script "mine".
    const dir = mkdtempSync(join(tmpdir(), 'sidestep-exercise-'));
    try {
      const scene = structuredClone(LESSON.checkpoints[LAST].scene);
      scene.scripts = { ...scene.scripts, mine: SOLUTION };
      writeFileSync(join(dir, 'exercise.json'), JSON.stringify(scene));
      const r = spawnSync(
        process.execPath,
        [`${ROOT}scripts/sidestep.mjs`, 'compare', join(dir, 'exercise.json'), '--steps', String(N), '--json'],
        { encoding: 'utf8' },
      );
      assert.equal(r.status, 0, r.stderr);
      const rows = JSON.parse(r.stdout).variants ?? JSON.parse(r.stdout);
      const row = rows.find((v) => v.label === label);
      assert.ok(row, `the command line has the pane ${label}: ${r.stdout.slice(0, 300)}`);
      assert.equal(row.steps, N);
      assert.equal(applied, row.hash, "the pane runs the reader's code, as the command line does");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("Check my solution prints the reader's measures beside the built-in's and seek's, from a worker", async () => {
    await page.focus('#exercise-check');
    await page.keyboard.press('Enter'); // by keys: the verdict takes the focus when it is in (below)
    await page.waitForFunction(() => document.getElementById('lesson-exercise').dataset.checked === 'running');
    assert.equal(await page.evaluate(() => document.body.dataset.ready), '1', 'the page stays live while it runs');
    await page.waitForFunction(
      () => ['done', 'failed'].includes(document.getElementById('lesson-exercise').dataset.checked),
      null,
      { timeout: 300000 },
    );
    assert.equal(
      await page.evaluate(() => document.getElementById('lesson-exercise').dataset.checked),
      'done',
      await page.textContent('#exercise-status'),
    );
    const rows = await results(page);
    assert.deepEqual(Object.keys(rows), ['yours', 'reference', 'seek']);
    for (const [name, r] of Object.entries(rows)) {
      assert.deepEqual(
        Object.keys(r),
        ['arrived', 'collisions', 'contact-time', 'depth', 'contacts', 'time', 'effort', 'score'],
        name,
      );
      assert.match(
        r.arrived,
        /^\d+ \/ 17$/,
        `${name}: one agent on each of the 17 scenes of the circle fields and the wall`,
      );
    }
    const n = (row, key) => Number(rows[row][key]);
    // The reference solution is the whiskers rule: it collides less, and less deeply, than seek, as the built-in does.
    assert.ok(
      n('yours', 'collisions') < n('seek', 'collisions'),
      `yours ${rows.yours.collisions} vs seek ${rows.seek.collisions}`,
    );
    assert.ok(n('yours', 'depth') < n('seek', 'depth'));
    assert.ok(n('reference', 'collisions') < n('seek', 'collisions'));
    const verdict = await page.textContent('#exercise-verdict');
    assert.match(
      verdict,
      new RegExp(
        `^Pass\\. Every agent arrived; yours: ${rows.yours.collisions} collisions per agent, fewer than seek's ${rows.seek.collisions}`,
      ),
    );
    // The seconds in contact the verdict compares are a row of the table (the contacts row counts agents meeting).
    assert.ok(
      verdict.endsWith(
        `${rows.yours['contact-time']} s in contact per agent to seek's ${rows.seek['contact-time']} s.`,
      ),
      verdict,
    );
    // The focus is on the verdict, and the verdict in view within every box that scrolls it (the card, the page).
    const focus = await page.evaluate(() => {
      const v = document.getElementById('exercise-verdict');
      const r = v.getBoundingClientRect();
      const hidden = [];
      for (let box = v.parentElement; box; box = box.parentElement) {
        const b = box.getBoundingClientRect();
        if (box.scrollHeight > box.clientHeight && (r.top < b.top - 1 || r.top + 10 > b.bottom))
          hidden.push(box.id || box.className);
      }
      if (r.top < 0 || r.top + 10 > innerHeight) hidden.push('the window');
      return { active: document.activeElement?.id, hidden, live: v.getAttribute('role') };
    });
    // Focused, the verdict is read as it gets the focus: no live region then, or a screen reader says it twice.
    assert.deepEqual(focus, { active: 'exercise-verdict', hidden: [], live: null });
    assert.deepEqual(pg.errors, []);
    checked = rows;
    checked.note = await page.textContent('#exercise-score-note');
  });

  it("the page's table is the command line's: node scripts/sidestep.mjs quality on the same families, script and variants", async () => {
    assert.ok(checked, 'the check ran');
    const { families, reference } = LESSON.checkpoints[LAST].exercise;
    const r = spawnSync(
      process.execPath,
      [
        `${ROOT}scripts/sidestep.mjs`,
        'quality',
        '--families',
        families.join(','),
        '--variant',
        'seek',
        '--variant',
        reference,
        '--script',
        `${ROOT}tests/data/scripts/whiskers.js`,
      ],
      { encoding: 'utf8' },
    );
    assert.equal(r.status, 0, r.stderr);
    const cli = qualityRows(r.stdout);
    const as = { yours: 'script whiskers', reference, seek: 'seek' };
    for (const [row, label] of Object.entries(as)) {
      const page = checked[row],
        line = cli.get(label);
      assert.ok(line, `the command line has a row ${label}`);
      const [reached, agents] = page.arrived.split(' / ').map(Number);
      assert.equal(agents, line.runs, `${row}: one agent a scene`);
      assert.equal(Math.round((100 * reached) / agents), line.reach, `${row}: arrived`);
      assert.equal(Number(page.collisions), line.coll, `${row}: collisions per agent`);
      assert.equal(Number(page.depth), line.depth, `${row}: deepest overlap`);
      assert.equal(Number(page['contact-time']), line.contact, `${row}: seconds in contact per agent`);
      assert.equal(Number(page.contacts), line.agentC, `${row}: contacts between agents per agent`);
      assert.equal(Number(page.time), line.time, `${row}: seconds to the goal per arrived agent`);
      assert.equal(Number(page.score), line.score, `${row}: score`);
      // The score is the sum the note under the table gives, of rows the table shows (every agent arrived here):
      // within what the rows' rounding allows (collisions to 0.01, times 50; time to 0.1; effort to 0.1, times 0.1).
      assert.equal(reached, agents, `${row}: every agent arrived`);
      const sum =
        50 * (Number(page.collisions) + Number(page.contacts)) + Number(page.time) + 0.1 * Number(page.effort);
      assert.ok(Number(page.effort) > 0, `${row}: effort ${page.effort}`);
      assert.ok(Math.abs(sum - Number(page.score)) <= 0.5 + 0.05 + 0.005 + 0.05, `${row}: ${sum} vs ${page.score}`);
    }
    assert.match(checked.note, /^Score per agent, lower is better: 50 per collision or agent contact/);
  });

  it("Share my solution copies a link that opens the exercise with the reader's code in a fresh browser, and the same run", async () => {
    await page.evaluate(() => navigator.clipboard.writeText(''));
    await page.click('#exercise-share');
    await page.waitForFunction(async () => (await navigator.clipboard.readText()).includes('&code='));
    const url = await page.evaluate(() => navigator.clipboard.readText());
    assert.match(url, new RegExp(`#lesson=whiskers&at=${LAST + 1}&code=[A-Za-z0-9_-]+$`));
    const other = await openPlayground({ width: 1280, height: 800, hash: url.slice(url.indexOf('#')) });
    try {
      await other.page.waitForSelector('#lesson-exercise:not([hidden])', { timeout: 30000 });
      await other.page.waitForFunction(
        (s) => JSON.parse(window.sidestep.sim.module.scriptSources(window.sidestep.sim.world)).mine === s,
        SOLUTION,
        { timeout: 30000 },
      );
      assert.equal(await other.page.textContent('#lesson-count'), `${LAST + 1} / ${LAST + 1}`);
      // The same run: each compare pane (the reader's script, the built-in) has the same measures at step 300 here
      // and there (clearance and contact time to the last bit; a pane's state has no hash on the console).
      const at300 = (p) => p.evaluate(() => window.sidestep.seek(300));
      const mine = await at300(page),
        theirs = await at300(other.page);
      assert.deepEqual(
        mine.map((m) => [m.label, m.steps]),
        [
          ['yours (script mine)', 300],
          ['built-in whiskers', 300],
        ],
      );
      assert.ok(
        mine[0].minClearance !== mine[1].minClearance || mine[0].contactTime !== mine[1].contactTime,
        'the two panes differ',
      );
      assert.deepEqual(theirs, mine, 'the link reproduces the run');
      // The link's code is one step: with the scene itself on the stage (Edit the scene), one undo brings the starter back.
      await other.page.click('#compare-toggle');
      await other.page.waitForFunction(() => !document.body.dataset.compare);
      await other.page.keyboard.press('Control+z');
      await other.page.waitForFunction(() =>
        JSON.parse(window.sidestep.sim.module.scriptSources(window.sidestep.sim.world)).mine.startsWith(
          '// Exercise: two whiskers',
        ),
      );
      assert.deepEqual(other.errors, []);
    } finally {
      await other.close();
    }
  });

  it('a code link to a checkpoint that is not an exercise opens the checkpoint and says the code was not used', async () => {
    await page.evaluate(() => {
      location.hash = '#lesson=whiskers&at=2&code=AAAA';
    });
    await page.waitForSelector('#errors:not([hidden])');
    assert.match(await page.textContent('#errors'), /code: checkpoint 2 of this lesson is not an exercise/);
    assert.equal(await page.textContent('#lesson-count'), `2 / ${LAST + 1}`);
    assert.equal(await page.isHidden('#lesson-exercise'), true);
  });

  it('a code link that is not a script, or whose script does not compile, is refused by field and leaves the starter', async () => {
    const base64url = (text) =>
      deflateRawSync(Buffer.from(text)).toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    const cases = [
      ['%%not-base64', /code: not a script \(its payload is not base64url\)/],
      [
        base64url('function steer(agent, world) { return { x: 1, y: ; }'),
        /scripts\.mine: line 1, column \d+: SyntaxError/,
      ],
    ];
    for (const [payload, error] of cases) {
      await page.evaluate(() => {
        location.hash = '';
      });
      await page.evaluate(
        (h) => {
          location.hash = h;
        },
        `#lesson=whiskers&at=${LAST + 1}`,
      );
      await page.waitForSelector('#lesson-exercise:not([hidden])', { timeout: 30000 });
      await page.waitForFunction(() =>
        JSON.parse(window.sidestep.sim.module.scriptSources(window.sidestep.sim.world)).mine?.startsWith(
          '// Exercise: two whiskers',
        ),
      );
      await page.evaluate(
        (h) => {
          location.hash = h;
        },
        `#lesson=whiskers&at=${LAST + 1}&code=${payload}`,
      );
      await page.waitForFunction(
        ([source, flags]) => {
          const box = document.getElementById('errors');
          return !box.hidden && new RegExp(source, flags).test(box.textContent);
        },
        [error.source, error.flags],
        { timeout: 30000 },
      );
      assert.match(await page.textContent('#errors'), /Nothing was changed/);
      assert.ok((await scriptText(page)).startsWith('// Exercise: two whiskers'), 'the starter is still the script');
      assert.equal(await page.isVisible('#lesson-exercise'), true, 'the exercise stays open');
    }
  });

  it('a script that stops its agents: the check says so instead of a verdict, the panel gives the message in the panes, and other code applied marks the table outdated', async () => {
    const CRASH =
      'function steer(agent, world) {\n  world.show("d", agent.step);\n  if (agent.step === 5) { const o = agent.memory.missing; world.show("x", o.x); }\n' +
      '  return { x: agent.goalX - agent.x, y: agent.goalY - agent.y };\n}\n';
    const type = (code) => typeInEditor(page, code);
    await type(CRASH);
    // In the panes at step 10, the runner selected: its script's stop and line, in the panel.
    await page.evaluate(() => {
      window.sidestep.seek(10);
      window.sidestep.select('agent', 0);
    });
    await page.waitForFunction(() =>
      /its script stopped it: scripts\.mine: line 3: TypeError/.test(
        document.querySelector('#selection .compare-scripts')?.textContent ?? '',
      ),
    );
    await page.click('#exercise-check');
    await page.waitForFunction(
      () => ['done', 'failed'].includes(document.getElementById('lesson-exercise').dataset.checked),
      null,
      { timeout: 300000 },
    );
    const verdict = await page.textContent('#exercise-verdict');
    // Clicked, Check keeps the focus and the verdict is a live region, read as it changes.
    assert.equal(await page.getAttribute('#exercise-verdict', 'role'), 'status');
    assert.match(
      verdict,
      /^Not yet\. Your script stopped 17 of 17 agents, so its row is not a result yet .* The first on [a-z0-9-]+: scripts\.mine: line 3: TypeError/,
    );
    assert.doesNotMatch(verdict, /fewer than/);
    assert.match((await results(page)).yours.arrived, /^0 \/ 17, 17 stopped by the script$/);
    // No agent arrived: no time to the goal (the core's 0 would read as the best there is).
    assert.equal((await results(page)).yours.time, '—');
    assert.doesNotMatch(await page.textContent('#exercise-status'), /Not yet/, 'the live verdict is not said twice');
    // Pressed by keys, then Tab on while it runs: the verdict cannot take the focus and is no live region then, so
    // the status line, live all along, says it.
    await page.focus('#exercise-check');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.getElementById('lesson-exercise').dataset.checked === 'running');
    await page.keyboard.press('Tab');
    await page.waitForFunction(() => document.getElementById('lesson-exercise').dataset.checked === 'done', null, {
      timeout: 300000,
    });
    await page.evaluate(FOCUS_HIDDEN);
    const heard = await page.evaluate(() => ({
      // the focused control in view within every box that scrolls it
      focusHidden: window.focusHidden(),
      spoken: document.querySelector('#exercise-status .visually-hidden')?.getBoundingClientRect().width,
      active: document.activeElement?.id,
      live: document.getElementById('exercise-verdict').getAttribute('role'),
      status: document.getElementById('exercise-status').textContent,
      verdict: document.getElementById('exercise-verdict').textContent,
    }));
    assert.notEqual(heard.active, 'exercise-verdict');
    assert.deepEqual(heard.focusHidden, [], 'the control the keys moved on to stays in view');
    assert.ok(heard.spoken <= 1, 'the verdict in the status line is for a screen reader only (it is in view below)');
    assert.equal(heard.live, null);
    assert.ok(heard.status.startsWith(`${heard.verdict} `), heard.status);
    assert.match(heard.status, /^Not yet\. .* \d+ scenes each, [\d.]+ s\.$/);
    // Other code applied: the table is for the code before.
    await type(SOLUTION);
    assert.equal(await page.evaluate(() => document.getElementById('lesson-exercise').dataset.checked), 'stale');
    assert.match(await page.textContent('#exercise-status'), /Your code changed since this check/);
    assert.deepEqual(pg.errors, []);
  });
  it('by keys, a first check in German: the control the keys moved on to while it ran stays in view as the results come in', async () => {
    // The first check's table and verdict push the card's rows up as it scrolls the verdict into view.
    await page.goto(`${pg.url}?lang=de#lesson=whiskers&at=${LAST + 1}`);
    await page.waitForSelector('#exercise-check', { state: 'visible', timeout: 20000 });
    await page.focus('#exercise-check');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.getElementById('lesson-exercise').dataset.checked === 'running');
    // While it runs the status line is busy: a screen reader holds its count of runs until the results.
    assert.equal(await page.getAttribute('#exercise-status', 'aria-busy'), 'true');
    await page.keyboard.press('Tab');
    await page.waitForFunction(() => document.getElementById('lesson-exercise').dataset.checked === 'done', null, {
      timeout: 300000,
    });
    await page.evaluate(FOCUS_HIDDEN);
    const shown = await page.evaluate(() => ({ id: document.activeElement.id, hidden: window.focusHidden() }));
    assert.equal(shown.id, 'exercise-share');
    assert.deepEqual(shown.hidden, []);
    assert.equal(await page.getAttribute('#exercise-status', 'aria-busy'), null, 'the results are read');
    assert.match(await page.textContent('#exercise-status'), /Je 17 Szenen, [\d,]+ s\.$/);
    assert.deepEqual(pg.errors, []);
  });
});
