// The page by keyboard alone, from a fresh load: Tab reaches every control and passes the world once (no trap),
// the skip links lead to the world and to its description, a scene is built with the edit cursor (walls, a circle
// resized with +, an agent and its goal) and run, an agent is selected from the description and the live region
// then says its reason in the core's words; the shortcuts sheet keeps the focus and gives it back, and keys pressed
// in it or in the lessons menu leave the world behind alone (Escape closes the sheet only); the description's
// accessibility tree says what the core's state holds, for two examples; the sound, turned on with H, plans the
// selected agent's rays from the core's steering record.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';

import { openPlayground } from './browser.mjs';

const active = (page) =>
  page.evaluate(() => {
    const e = document.activeElement;
    return e ? `${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ''}|${e.textContent.trim().slice(0, 40)}` : '';
  });

/** Presses Tab until the focused element matches `selector`; fails after `most` presses. */
async function tabTo(page, selector, most = 400) {
  for (let k = 0; k < most; k++) {
    if (await page.evaluate((s) => document.activeElement?.matches(s), selector)) return k;
    await page.keyboard.press('Tab');
  }
  assert.fail(`${selector} not reached in ${most} presses of Tab (at ${await active(page)})`);
}

/** Opens examples/NAME through the console, as a file would be. */
const openExample = (page, name) =>
  page.evaluate(
    (text) => window.sidestep.open(text),
    readFileSync(new URL(`../../examples/${name}`, import.meta.url), 'utf8'),
  );
const state = (page) => page.evaluate(() => window.sidestep.state());
const press = async (page, key, times = 1) => {
  for (let k = 0; k < times; k++) await page.keyboard.press(key);
};

describe('the page by keyboard alone', () => {
  let pg, page;
  before(async () => {
    pg = await openPlayground({ width: 1280, height: 800 });
    page = pg.page;
  });
  after(async () => {
    await pg?.close();
  });

  it('Tab goes round every control once, the world is one stop, and the first stops are the skip links', async () => {
    await page.keyboard.press('Tab');
    assert.match(await active(page), /^a\|Skip to the world$/);
    const seen = [];
    const first = await active(page);
    for (let k = 0; k < 600; k++) {
      await page.keyboard.press('Tab');
      const now = await active(page);
      if (now === first) break;
      seen.push(now);
    }
    assert.ok(seen.length < 600, 'Tab came back to the first stop');
    assert.equal(seen.filter((s) => s.startsWith('canvas#world')).length, 1, 'the world is one Tab stop');
    // every visible control of the page was reached
    const controls = await page.evaluate(() =>
      [...document.querySelectorAll('button, select, input:not([type=hidden]), a[href], textarea')]
        .filter((e) => !e.disabled && e.checkVisibility({ visibilityProperty: true }) && !e.closest('[inert]'))
        .filter((e) => getComputedStyle(e).visibility !== 'hidden' && e.tabIndex >= 0)
        .map((e) => `${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ''}|${e.textContent.trim().slice(0, 40)}`),
    );
    const missed = controls.filter((c) => !seen.includes(c) && c !== first);
    assert.deepEqual(missed, [], 'controls Tab never reached');
  });

  it('builds a scene with the edit cursor: walls, a circle, an agent and its goal', async () => {
    await tabTo(page, '#clear-all');
    await page.keyboard.press('Enter');
    assert.equal((await state(page)).agents.length, 0);
    // on round to the skip link to the world
    await tabTo(page, '.skip-links a[href="#world"]');
    await page.keyboard.press('Enter');
    assert.match(await active(page), /^canvas#world/);
    const { width: w, height: h } = (await state(page)).grid;
    const mx = Math.floor(w / 2),
      my = Math.floor(h / 2);
    // Walls: three cells of a column, two to the left of the middle
    await page.keyboard.press('2');
    await press(page, 'ArrowLeft', 2);
    for (let k = 0; k < 3; k++) {
      await page.keyboard.press('Enter');
      await page.keyboard.press('ArrowDown');
    }
    const walls = (await state(page)).grid.rows;
    for (let k = 0; k < 3; k++) assert.equal(walls[my + k][mx - 2], '@', `cell ${mx - 2}, ${my + k}`);
    assert.equal(walls.join('').split('@').length - 1, 3, 'three cells and no other');
    // A circle three cells right of the middle, one step of + bigger than a click's
    await page.keyboard.press('4');
    await press(page, 'ArrowUp', 3);
    await press(page, 'ArrowRight', 5);
    await page.keyboard.press('Enter');
    await page.keyboard.press('+');
    const [circle] = (await state(page)).circles;
    assert.deepEqual(circle, { x: mx + 3.5, y: my + 0.5, r: 1.25 });
    // An agent at the left, its goal twelve cells to its right
    await page.keyboard.press('5');
    await press(page, 'Shift+ArrowLeft', 2);
    await page.keyboard.press('Enter');
    await press(page, 'Shift+ArrowRight', 2);
    await press(page, 'ArrowRight', 2);
    await page.keyboard.press('Enter');
    const [agent] = (await state(page)).agents;
    assert.deepEqual(agent.start, [mx - 6.5, my + 0.5]);
    assert.deepEqual(agent.goal, [mx + 5.5, my + 0.5]);
    // Esc after a second agent's first Enter takes it away again
    await page.keyboard.press('Enter');
    assert.equal((await state(page)).agents.length, 2);
    await page.keyboard.press('Escape');
    assert.equal((await state(page)).agents.length, 1);
  });

  it("runs it, selects the agent from the description, and the live region says its reason in the core's words", async () => {
    await page.keyboard.press('1'); // Select: the arrows step
    await press(page, 'ArrowRight', 3);
    assert.equal((await state(page)).step, 3);
    await page.keyboard.press(' '); // play
    await page.waitForFunction(() => window.sidestep.state().step > 40);
    await page.keyboard.press(' ');
    assert.equal(await page.evaluate(() => window.sidestep.playing), false);
    await tabTo(page, '#describe-agents button');
    await page.keyboard.press('Enter');
    assert.deepEqual(await page.evaluate(() => window.sidestep.selected()), { type: 'agent', index: 0 });
    await page.keyboard.press('ArrowRight'); // a step: the reason is said
    const step = (await state(page)).step;
    const { name } = (await state(page)).agents[0];
    await page.waitForFunction(
      (n) => window.sidestep.announced().startsWith(`${n}: `) && !window.sidestep.announced().includes('loading'),
      name,
    );
    const said = await page.evaluate(() => window.sidestep.announced());
    // the rule's line of the core's explanation, as the panel shows it
    const rule = await page.evaluate(
      () =>
        [...document.querySelectorAll('#selection .why p, #selection .why li, #selection .why div')]
          .map((e) => e.textContent.trim())
          .find((t) => t.startsWith('→')) ?? '',
    );
    assert.ok(rule.length > 10, `the panel shows a rule line (${rule})`);
    assert.ok(said.includes(rule), `"${said}" holds "${rule}"`);
    assert.equal((await state(page)).step, step);
  });

  for (const example of ['welcome.json', 'agents-crossing.json'])
    it(`the description's accessibility tree says what the core's state holds (${example})`, async () => {
      await openExample(page, example);
      await page.evaluate(() => (window.sidestep.select('agent', 0), window.sidestep.step(30)));
      const s = await state(page);
      const key = `step ${s.step} `;
      await page.waitForFunction((k) => document.getElementById('describe-summary').textContent.includes(k), key);
      const tree = await page.locator('#world-description').ariaSnapshot();
      assert.match(tree, /heading "The world in words" \[level=2\]/);
      // the summary: size, wall cells, circles and agents, counted from the core's state
      const walls = s.grid.rows.join('').split('@').length - 1;
      const n = (k, word) => `${k} ${word}${k === 1 ? '' : 's'}`;
      const size = `${s.grid.width} × ${s.grid.height} cells, ${n(walls, 'wall cell')}, ${n(s.circles.length, 'circle')}, ${n(s.agents.length, 'agent')}; step ${s.step}`;
      assert.ok(tree.includes(size), `the summary says "${size}":\n${tree}`);
      // one button per agent, named with its behaviour, position, goal and status as the core's state has them
      const one = (v) => v.toFixed(1);
      const buttons = [...tree.matchAll(/button "([^"]+)"/g)].map((m) => m[1]).filter((b) => /, at /.test(b));
      assert.equal(buttons.length, Math.min(s.agents.length, 60));
      s.agents.slice(0, 60).forEach((a, i) => {
        const at =
          a.kind === 'grid' ? `cell (${a.position.join(', ')})` : `(${one(a.position[0])}, ${one(a.position[1])})`;
        const goal = a.kind === 'grid' ? `(${a.goal.join(', ')})` : `(${one(a.goal[0])}, ${one(a.goal[1])})`;
        const head = `${a.name}, ${a.behavior}, at ${at}, goal ${goal}, `;
        assert.ok(buttons[i].startsWith(head), `"${buttons[i]}" begins "${head}"`);
        const status = buttons[i].slice(head.length).split(', ')[0];
        if (a.stop === 'moving') assert.match(status, /^(moving|stalled)$/);
        else assert.equal(status, a.stop);
        assert.equal(buttons[i].includes('colliding'), a.overlapping, `${a.name}: colliding as the core says`);
      });
      assert.match(tree, new RegExp(`Near ${s.agents[0].name}:`));
    });

  it("a control of the panel reached by Tab or Shift+Tab is never under the selection's dock (sticky at its top)", async () => {
    await page.evaluate(() => window.sidestep.select('agent', 0)); // (the dock shows an agent, whatever ran before)
    await page.focus('#why-dock');
    const under = [];
    for (const key of [...Array(14).fill('Tab'), ...Array(14).fill('Shift+Tab')]) {
      await page.keyboard.press(key);
      // (the panel scrolls smoothly: wait until it rests)
      await page.waitForFunction(
        () =>
          new Promise((done) => {
            const p = document.getElementById('panel'),
              at = p.scrollTop;
            requestAnimationFrame(() => requestAnimationFrame(() => done(p.scrollTop === at)));
          }),
      );
      const seen = await page.evaluate(() => {
        const e = document.activeElement,
          dock = document.getElementById('why-dock');
        if (dock.contains(e) || !document.getElementById('panel').contains(e)) return null;
        const top = e.getBoundingClientRect().top,
          bottom = dock.getBoundingClientRect().bottom;
        return top < bottom - 1 ? `${e.id || e.className} at ${top}, the dock to ${bottom}` : null;
      });
      if (seen) under.push(`${key}: ${seen}`);
    }
    assert.deepEqual(under, []);
  });

  it("in compare mode the world in words says the world once and each pane's agents, as its own run has them", async () => {
    await openExample(page, 'compare-ray-behaviours.json');
    const labels = await page.evaluate(async () => {
      const set = window.sidestep.scenario().compare;
      await window.sidestep.compare(set);
      window.sidestep.step(60);
      return set.map((v) => v.label);
    });
    await page.waitForFunction(() => /step 60\b/.test(document.getElementById('describe-summary').textContent));
    const said = await page.evaluate(() => ({
      summary: document.getElementById('describe-summary').textContent,
      panes: [...document.querySelectorAll('#describe-panes > li')].map((li) => li.textContent),
      agents: window.sidestep.scenario().agents.length,
      listOf: document.getElementById('describe-agents-of').textContent,
      listName: document.getElementById('describe-agents').getAttribute('aria-label'),
    }));
    // The list above the panes, whose agents Enter selects, says it is the first pane's.
    assert.equal(said.listOf, `Agents of ${labels[0]}: Enter selects one`);
    assert.equal(said.listName, said.listOf);
    assert.equal(said.panes.length, labels.length);
    said.panes.forEach((text, k) => {
      assert.ok(text.startsWith(`${labels[k]}: `), text);
      assert.doesNotMatch(text, /cells, /, 'the world is said once, in the summary, not again in each pane');
      assert.equal(text.split('; ').length, said.agents, `one line per agent: ${text}`);
    });
    const lines = said.panes.map((text, k) => text.slice(labels[k].length));
    assert.equal(new Set(lines).size, lines.length, 'each pane says its own run');
    assert.match(said.summary, /cells, /);
    await page.evaluate(() => window.sidestep.compare(null));
    await page.waitForFunction(() => document.getElementById('describe-agents-of').hidden);
    assert.equal(
      await page.evaluate(() => document.getElementById('describe-agents').getAttribute('aria-label')),
      'Agents: Enter selects one',
      "out of compare mode the list is the scene's again",
    );
  });

  it("the run's events are announced as they happen, in the events list's words, with the reason after them", async () => {
    await openExample(page, 'collisions-counted.json');
    await page.evaluate(() => (window.sidestep.step(600), window.sidestep.seek(0)));
    const first = await page.evaluate(() => window.sidestep.events({ kind: 'collisionBegin', agent: 0 })[0]);
    assert.ok(first, 'the core records a collision of agent 0');
    const before = await page.evaluate((s) => {
      const said = window.sidestep.announced();
      window.sidestep.seek(s - 1);
      window.sidestep.select('agent', 0);
      return said;
    }, first.step);
    // step s - 1 is said first (a loaded machine can hold its frame back; then the key would move from step 0, and
    // what is said first is the agent's earlier events, as it should be)
    await page.waitForFunction((b) => window.sidestep.announced() !== b, before);
    await page.focus('#world');
    await page.keyboard.press('ArrowRight'); // the step of the collision
    await page.waitForFunction((s) => window.sidestep.announced().startsWith(`step ${s}: `), first.step);
    const said = await page.evaluate(() => window.sidestep.announced());
    const row = await page.locator(`#event-list li[data-step="${first.step}"]`).first().innerText();
    assert.ok(said.startsWith(`step ${first.step}: ${first.name} hits `), said);
    assert.ok(
      row
        .replace(/\s+/g, ' ')
        .includes(said.split('. ')[0].replace(`step ${first.step}: `, '').replace(first.name, '').trim()),
      `${said} / ${row}`,
    );
    assert.ok(said.includes(`. ${first.name}: `), 'the reason follows the event');
    // a step with no event of its own says the reason alone
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction((n) => window.sidestep.announced().startsWith(`${n}: `), first.name);
  });

  it("an error box's close button is pressed with Space (the run does not start) and gives the focus to the world", async () => {
    const before = (await state(page)).step;
    await page.setInputFiles('#import-file', {
      name: 'broken.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"version": 1'),
    });
    await page.waitForSelector('#errors:not([hidden])');
    await tabTo(page, '#errors-close');
    await page.keyboard.press(' ');
    assert.equal(await page.isHidden('#errors'), true, 'Space closed the box');
    assert.equal(await page.evaluate(() => window.sidestep.playing), false, 'Space on the button did not play');
    assert.equal((await state(page)).step, before);
    assert.match(await active(page), /^canvas#world\|/, 'the focus went on to the world');
    await page.keyboard.press(' ');
    assert.equal(await page.evaluate(() => window.sidestep.playing), true, 'on the world, Space plays');
    await page.keyboard.press(' ');
    assert.equal(await page.evaluate(() => window.sidestep.playing), false);
  });

  it('the shortcuts sheet keeps the focus inside and gives it back on Esc', async () => {
    await page.focus('#world');
    await page.keyboard.press('?');
    await page.waitForSelector('#shortcuts:not([hidden])');
    for (let k = 0; k < 4; k++) {
      await page.keyboard.press('Tab');
      assert.equal(
        await page.evaluate(() => document.getElementById('shortcuts').contains(document.activeElement)),
        true,
      );
    }
    await page.keyboard.press('Escape');
    await page.waitForSelector('#shortcuts', { state: 'hidden' });
    assert.match(await active(page), /^canvas#world/);
  });

  it('keys pressed in an open dialog (the shortcuts sheet, the lessons menu) do not act on the world behind it', async () => {
    await page.evaluate(() => window.sidestep.pause());
    const seen = () =>
      page.evaluate(() => ({ step: window.sidestep.state().step, camera: JSON.stringify(window.sidestep.camera()) }));
    // The same keys on the world step the run, pan and zoom the view: the check below could fail.
    await page.focus('#world');
    const bare = await seen();
    await press(page, 'ArrowRight');
    await press(page, 'd');
    await press(page, '+');
    const moved = await seen();
    assert.equal(moved.step, bare.step + 1, 'on the world, → steps');
    assert.notEqual(moved.camera, bare.camera, 'on the world, D and + move the view');
    for (const [open, shown, close] of [
      ['?', '#shortcuts:not([hidden])', '#shortcuts'],
      [null, '#lesson-menu[open]', '#lesson-menu'],
    ]) {
      if (open) await page.keyboard.press(open);
      else await page.click('#lessons-open');
      await page.waitForSelector(shown);
      const before = await seen();
      for (const key of ['ArrowRight', 'd', '+', 'Home', 'f']) await press(page, key);
      assert.deepEqual(await seen(), before, `keys in ${close} left the run and the view as they were`);
      await page.keyboard.press('Escape');
      await page.waitForSelector(close, { state: 'hidden' });
    }
    // Escape in the sheet closes it, and only it: an agent driven behind it is driven still.
    assert.ok((await state(page)).agents.length > 0, 'an agent to drive');
    await page.evaluate(() => window.sidestep.drive(0, true));
    await page.focus('#world');
    await page.keyboard.press('?');
    await page.waitForSelector('#shortcuts:not([hidden])');
    await page.keyboard.press('Escape');
    await page.waitForSelector('#shortcuts', { state: 'hidden' });
    assert.equal(await page.evaluate(() => window.sidestep.sim.agent(0).driven), true, 'the drive went on');
    await page.evaluate(() => (window.sidestep.drive(0, false), window.sidestep.pause()));
  });

  it('a lesson by keys: Start gives the focus to the card, and no press of Next or Check drops it to the page', async () => {
    await page.goto(pg.url);
    await page.waitForSelector('body[data-ready="1"]');
    await page.focus('#lessons-open');
    await page.keyboard.press('Enter');
    await page.waitForSelector('#lesson-menu[open] .lesson-list button');
    const first = await page.evaluate(() => document.activeElement.dataset.lesson);
    assert.ok(first, 'the menu gives the focus to the first lesson');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.id === 'lesson-heading', null, { timeout: 20000 });
    // To the last checkpoint with Next: when Next goes (disabled there) the heading takes the focus.
    await page.focus('#lesson-next');
    const [from, count] = await page.evaluate(() =>
      document.getElementById('lesson-count').textContent.split('/').map(Number),
    );
    for (let k = from; k < count; k++) {
      await page.keyboard.press('Enter');
      await page.waitForFunction(
        (n) => document.getElementById('lesson-count').textContent.startsWith(`${n} /`),
        k + 1,
      );
    }
    assert.equal(await page.evaluate(() => document.getElementById('lesson-next').disabled), true);
    await page.waitForFunction(() => document.activeElement?.id === 'lesson-heading'); // once the checkpoint is shown
    // Check runs the task with its button disabled meanwhile; the focus is on it again when the verdict is in.
    await page.goto(`${pg.url}#lesson=nproxy&at=7`);
    await page.waitForSelector('body[data-lesson="nproxy"]', { timeout: 20000 });
    await page.waitForFunction(() => document.getElementById('lesson-count').textContent.startsWith('7 /'));
    await page.focus('#lesson-check');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => /pass|notyet/.test(document.getElementById('lesson-verdict').className));
    await page.waitForFunction(() => !document.getElementById('lesson-check').disabled);
    assert.equal(await page.evaluate(() => document.activeElement.id), 'lesson-check');
    // Closing the card by its button gives the focus back to the Lessons button.
    await page.focus('#lesson-close');
    await page.keyboard.press('Enter');
    await page.waitForSelector('#lesson', { state: 'hidden' });
    await page.waitForFunction(() => document.activeElement?.id === 'lessons-open');
  });

  it("the sound, turned on with H, plans a tone per ray that hits, from the core's steering record", async () => {
    await openExample(page, 'welcome.json');
    await page.evaluate(() => window.sidestep.select('agent', 0));
    await page.focus('#world');
    await page.keyboard.press('h');
    assert.equal(await page.getAttribute('#sound-toggle', 'aria-pressed'), 'true');
    for (let k = 0; k < 200; k++) {
      await page.keyboard.press('ArrowRight');
      const hits = await page.evaluate(() => window.sidestep.sounds().filter((s) => s.kind === 'ray').length);
      if (hits) break;
    }
    const [sounds, agent] = await page.evaluate(() => [window.sidestep.sounds(), window.sidestep.state().agents[0]]);
    const rays = agent.steering.rays;
    const hitting = rays.map((r, k) => [r, k]).filter(([r]) => r.hit);
    assert.ok(hitting.length > 0, 'a ray hits within 200 steps');
    assert.deepEqual(
      sounds.filter((s) => s.kind === 'ray').map((s) => [s.ray, s.t]),
      hitting.map(([r, k]) => [k, Math.round(Math.min(1, Math.max(0, 1 - r.distance / r.length)) * 1000) / 1000]),
    );
    await page.keyboard.press('h');
    assert.equal(await page.getAttribute('#sound-toggle', 'aria-pressed'), 'false');
  });

  it("an embed's caption longer than its box is a stop of Tab and scrolls with the arrow keys (one that fits is no stop)", async () => {
    const link = new URL(await page.evaluate(() => window.sidestep.shareUrl()));
    await page.setViewportSize({ width: 480, height: 360 });
    await page.goto(`${link.origin}${link.pathname}?embed=1${link.hash}`);
    await page.waitForSelector('body[data-ready="1"]');
    const box = () =>
      page.evaluate(() => {
        const c = document.getElementById('caption');
        return { scroll: c.scrollTop, over: c.scrollHeight - c.clientHeight };
      });
    assert.ok((await box()).over > 0, "the welcome scene's description is longer than the embed's caption box");
    await tabTo(page, '#caption', 40);
    await press(page, 'ArrowDown', 3);
    // (the browser scrolls smoothly: waited for)
    const scrolled = await page
      .waitForFunction(() => document.getElementById('caption').scrollTop > 0, null, { timeout: 3000 })
      .then(() => true)
      .catch(() => false);
    assert.ok(scrolled, `the arrow keys scrolled the caption (${JSON.stringify(await box())})`);
    // Home, End and Space on it are the caption's, not the run's (Home rewound the run, Space played it).
    const step = () => page.evaluate(() => window.sidestep.timeline().step);
    const before = await step();
    // (each smooth scroll waited for until it rests: a key pressed in its last frame can be lost to it)
    const resting = () =>
      page.waitForFunction(
        () =>
          new Promise((done) => {
            const c = document.getElementById('caption'),
              at = c.scrollTop;
            requestAnimationFrame(() => requestAnimationFrame(() => done(c.scrollTop === at)));
          }),
      );
    await press(page, 'End');
    await page.waitForFunction(() => {
      const c = document.getElementById('caption');
      return c.scrollTop >= c.scrollHeight - c.clientHeight - 1;
    });
    await resting();
    await press(page, 'Home');
    await page.waitForFunction(() => document.getElementById('caption').scrollTop === 0);
    await resting();
    await press(page, ' ');
    await page.waitForTimeout(300);
    assert.equal(await step(), before, 'the run did not move');
    assert.equal(await page.getAttribute('#readout', 'data-state'), 'paused');
    // A caption that fits its box is no stop of Tab (nothing to scroll); a long one again is.
    await page.evaluate(() => window.sidestep.open({ ...window.sidestep.scenario(), description: 'Short.' }));
    await page.waitForFunction(() => document.getElementById('caption').tabIndex === -1);
    await page.evaluate(() =>
      window.sidestep.open({ ...window.sidestep.scenario(), description: 'Long. '.repeat(80) }),
    );
    await page.waitForFunction(() => document.getElementById('caption').tabIndex === 0);
    await page.setViewportSize({ width: 1400, height: 860 });
  });
});
