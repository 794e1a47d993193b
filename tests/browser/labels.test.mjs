// Labels on the canvas, from the page: in the examples whose labels used to pile up (two agents' names
// meeting head-on, n-proxy values round an agent that stopped oscillating with its badge, ORCA's numbers
// and its inset's captions), every label the frame placed is clear of every other and inside the canvas,
// and the selected agent's own labels are there; the key numbers drawn at the rays' tips are the core's
// record, formatted (whiskers' T, feelers' influences and command, raycast's avoid point), and drawn.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';

import { openPlayground } from './browser.mjs';

const example = (name) => JSON.parse(readFileSync(new URL(`../../examples/${name}`, import.meta.url), 'utf8'));

/** The labels of the frame drawn after the last change: { placed, dropped }. */
const labels = (page) =>
  page.evaluate(async () => {
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    return window.sidestep.labels();
  });

/** Fails naming the first two placed labels that overlap, or one outside the canvas. */
async function assertClear(page, placed, what) {
  const canvas = await page.locator('#world').boundingBox();
  for (const a of placed) {
    assert.ok(
      a.x >= 0 && a.y >= 0 && a.x + a.w <= canvas.width + 0.5 && a.y + a.h <= canvas.height + 0.5,
      `${what}: "${a.text}" leaves the canvas`,
    );
  }
  for (let i = 0; i < placed.length; i++) {
    for (let j = i + 1; j < placed.length; j++) {
      const a = placed[i],
        b = placed[j];
      const overlap = a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
      assert.ok(
        !overlap,
        `${what}: "${a.text}" (${a.x.toFixed(1)}, ${a.y.toFixed(1)}, ${a.w} x ${a.h}) overlaps "${b.text}" (${b.x.toFixed(1)}, ${b.y.toFixed(1)}, ${b.w} x ${b.h})`,
      );
    }
  }
}

/** Selects agent i with a real click on its body (the Select tool). */
async function clickAgent(page, i) {
  await page.keyboard.press('1'); // Select
  const [x, y] = await page.evaluate((k) => {
    const a = window.sidestep.state().agents[k];
    const grid = a.kind === 'grid';
    return window.sidestep.worldToClient(a.position[0] + (grid ? 0.5 : 0), a.position[1] + (grid ? 0.5 : 0));
  }, i);
  await page.mouse.click(x, y);
  assert.deepEqual(await page.evaluate(() => window.sidestep.selected()), { type: 'agent', index: i });
}

/** A label's box centre, in viewport pixels. */
const centreOf = (canvas, l) => [canvas.x + l.x + l.w / 2, canvas.y + l.y + l.h / 2];

describe('labels on the canvas never pile up', () => {
  let pg;
  before(async () => {
    pg = await openPlayground({ width: 1280, height: 800 });
  });
  after(async () => {
    await pg?.close();
  });

  it("keeps the names of two agents meeting head-on apart (agents-head-on), the selected one's first", async () => {
    const { page } = pg;
    assert.equal(await page.evaluate((s) => window.sidestep.open(s), example('agents-head-on.json')), true);
    // Run the literal pair until their bodies are closer than their names are wide.
    let gap = Infinity;
    for (let k = 0; k < 60 && gap > 1.6; k++) {
      const agents = await page.evaluate(() => window.sidestep.step(10).agents);
      gap = Math.abs(agents[0].position[0] - agents[1].position[0]);
    }
    assert.ok(gap <= 1.6, `the literal pair met (${gap.toFixed(2)} apart)`);
    await clickAgent(page, 0);
    const { placed } = await labels(page);
    await assertClear(page, placed, 'agents-head-on');
    const names = await page.evaluate(() => window.sidestep.state().agents.map((a) => a.name));
    const shown = placed.filter((l) => l.style === 'name').map((l) => l.text);
    assert.ok(shown.includes(names[0]), 'the selected agent is named');
    assert.ok(shown.includes(names[1]), 'the agent it meets is named too: there is room beside it');
  });

  it('places the n-proxy values, the oscillation badge and the name of the selected agent without overlap (nproxy-cluster)', async () => {
    const { page } = pg;
    assert.equal(await page.evaluate((s) => window.sidestep.open(s), example('nproxy-cluster.json')), true);
    await page.evaluate(() => window.sidestep.overlays([...new Set([...window.sidestep.overlays(), 'decisions'])]));
    await clickAgent(page, 0);
    let stop = 'moving';
    for (let k = 0; k < 80 && stop === 'moving'; k++)
      stop = await page.evaluate(() => window.sidestep.step(1).agents[0].stop);
    assert.equal(stop, 'oscillation');
    const { placed } = await labels(page);
    await assertClear(page, placed, 'nproxy-cluster');
    const own = placed.filter((l) => l.agent === 0);
    assert.equal(
      own.filter((l) => l.style === 'value' || l.style === 'chosen').length,
      4,
      "its four neighbours' values",
    );
    assert.ok(
      own.some((l) => l.style === 'failed' && l.text === 'oscillation'),
      'its badge',
    );
    assert.ok(
      own.some((l) => l.style === 'name'),
      'its name',
    );
    // Each value stays in (or beside) its neighbour's cell: the up neighbour's above the agent, and so on.
    const a = await page.evaluate(() => window.sidestep.state().agents[0]);
    const canvas = await page.locator('#world').boundingBox();
    const [cx, cy] = await page.evaluate(
      ([x, y]) => window.sidestep.worldToClient(x, y),
      [a.position[0] + 0.5, a.position[1] + 0.5],
    );
    const values = own.filter((l) => l.style === 'value' || l.style === 'chosen').map((l) => centreOf(canvas, l));
    assert.ok(values.some(([, y]) => y < cy - 10) && values.some(([, y]) => y > cy + 10), 'values above and below it');
    assert.ok(values.some(([x]) => x < cx - 10) && values.some(([x]) => x > cx + 10), 'values left and right of it');
  });

  it("keeps ORCA's numbers off each other, its inset's captions inside the inset and world labels out of it (orca-head-on)", async () => {
    const { page } = pg;
    assert.equal(await page.evaluate((s) => window.sidestep.open(s), example('orca-head-on.json')), true);
    await page.evaluate(() => window.sidestep.overlays([...new Set([...window.sidestep.overlays(), 'orca'])]));
    await page.evaluate(() => window.sidestep.step(200));
    await clickAgent(page, 0);
    const { placed } = await labels(page);
    await assertClear(page, placed, 'orca-head-on');
    const caption = placed.find((l) => l.style === 'caption');
    assert.ok(caption && /velocity space/.test(caption.text), "the inset's caption");
    const outcome = placed.find((l) => l.style === 'muted' || l.style === 'warn');
    assert.ok(outcome, "the inset's outcome line");
    // The inset: the square the caption opens (its left and top, 5 and 4 px in), as tall as wide.
    const left = caption.x - 5,
      top = caption.y - 4,
      bottom = outcome.y + outcome.h + 4,
      size = bottom - top;
    const inside = (l) => l.x >= left && l.y >= top && l.x + l.w <= left + size && l.y + l.h <= bottom;
    const numbers = placed.filter((l) => /^#\d+$/.test(l.text));
    const record = await page.evaluate(() => window.sidestep.state().agents[0].orca);
    assert.ok(numbers.length >= 2 * Math.min(1, record.lines.length), 'half-plane numbers in the world and the inset');
    assert.ok(numbers.some(inside) && numbers.some((l) => !inside(l)), 'a number in the inset and one in the world');
    for (const l of placed.filter((l) => l.style === 'name')) {
      const clear = l.x >= left + size || l.y + l.h <= top || l.x + l.w <= left || l.y >= bottom;
      assert.ok(clear, `the name "${l.text}" is drawn over the inset`);
    }
  });

  it("writes each whisker's T at its tip, the core's record formatted, the larger one in amber (whiskers-head-on-wall)", async () => {
    const { page } = pg;
    assert.equal(await page.evaluate((s) => window.sidestep.open(s), example('whiskers-head-on-wall.json')), true);
    await clickAgent(page, 0);
    let st = null;
    for (let k = 0; k < 100; k++) {
      // until a whisker sees the wall
      st = await page.evaluate(() => window.sidestep.step(2).agents[0].steering);
      if (st.rays.some((r) => r.hit && r.value > 0)) break;
    }
    assert.ok(
      st.rays.some((r) => r.value > 0),
      'a whisker detects the wall',
    );
    const { placed } = await labels(page);
    await assertClear(page, placed, 'whiskers-head-on-wall');
    const canvas = await page.locator('#world').boundingBox();
    const ts = placed.filter((l) => l.agent === 0 && l.text.startsWith('T '));
    assert.equal(ts.length, 2, 'a T per whisker');
    for (const [k, ray] of st.rays.entries()) {
      const text = `T ${ray.value.toFixed(2)}`;
      const [tx, ty] = await page.evaluate(([x, y]) => window.sidestep.worldToClient(x, y), ray.end);
      // The label nearest this whisker's tip says its T.
      const near = ts
        .map((l) => ({ l, d: Math.hypot(centreOf(canvas, l)[0] - tx, centreOf(canvas, l)[1] - ty) }))
        .sort((a, b) => a.d - b.d)[0];
      assert.equal(near.l.text, text, `whisker ${k}'s tip`);
      assert.ok(near.d < 60, `beside its tip (${near.d.toFixed(0)} px)`);
      assert.equal(near.l.style, k === st.chosenRay && ray.value > 0 ? 'chosen' : 'value');
    }
    // Drawn: the label's box is dark or amber with light or dark text, not the floor.
    const hot = ts.find((l) => l.style === 'chosen');
    const amber = await page.evaluate(
      ([x, y, w, h]) => {
        const c = document.getElementById('world'),
          k = c.width / c.getBoundingClientRect().width;
        const d = c
          .getContext('2d')
          .getImageData(Math.round(x * k), Math.round(y * k), Math.round(w * k), Math.round(h * k)).data;
        let n = 0;
        for (let i = 0; i < d.length; i += 4) if (d[i] > 200 && d[i + 1] > 120 && d[i + 1] < 190 && d[i + 2] < 80) n++;
        return n / (d.length / 4);
      },
      [hot.x, hot.y, hot.w, hot.h],
    );
    assert.ok(amber > 0.4, `the larger T's box is amber (${(amber * 100).toFixed(0)} %)`);
  });

  it("writes the feelers' influences and command, and raycast's avoid point, from the records", async () => {
    const { page } = pg;
    assert.equal(await page.evaluate((s) => window.sidestep.open(s), example('feelers-head-on-wall.json')), true);
    await clickAgent(page, 0);
    let st = null;
    for (let k = 0; k < 100; k++) {
      st = await page.evaluate(() => window.sidestep.step(2).agents[0].steering);
      if (st.influence.some((x) => x > 0.05)) break;
    }
    let { placed } = await labels(page);
    await assertClear(page, placed, 'feelers-head-on-wall');
    const texts = placed.filter((l) => l.agent === 0).map((l) => l.text);
    assert.ok(texts.includes(`L ${st.influence[0].toFixed(2)}`), `left influence in ${texts}`);
    assert.ok(texts.includes(`R ${st.influence[1].toFixed(2)}`), `right influence in ${texts}`);
    assert.ok(
      texts.includes(`command ${st.emergency > 0 ? '+' : ''}${st.emergency.toFixed(2)}`),
      `command in ${texts}`,
    );

    assert.equal(await page.evaluate((s) => window.sidestep.open(s), example('raycast-straight-back.json')), true);
    await clickAgent(page, 0);
    for (let k = 0; k < 100 && st.rule !== 'avoidWall'; k++)
      st = await page.evaluate(() => window.sidestep.step(2).agents[0].steering);
    assert.equal(st.rule, 'avoidWall');
    ({ placed } = await labels(page));
    await assertClear(page, placed, 'raycast-straight-back');
    const label = placed.find((l) => l.agent === 0 && l.text === 'avoid point');
    assert.ok(label, 'the avoid point is labelled');
    const canvas = await page.locator('#world').boundingBox();
    const [tx, ty] = await page.evaluate(([x, y]) => window.sidestep.worldToClient(x, y), st.target);
    const [lx, ly] = centreOf(canvas, label);
    assert.ok(Math.hypot(lx - tx, ly - ty) < label.w / 2 + 30, 'beside the point it seeks');
  });

  it('in a crowd with every agent in detail, still no two labels overlap and the selected agent is named', async () => {
    const { page } = pg;
    // 1,000 agents (whiskers, context, raycast): every one's key numbers compete for room.
    assert.equal(await page.evaluate((s) => window.sidestep.open(s), example('crowd-thousand.json')), true);
    await page.evaluate(() =>
      window.sidestep.overlays([...new Set([...window.sidestep.overlays(), 'everyAgent', 'rays'])]),
    );
    await page.evaluate(() => window.sidestep.step(300));
    // Zoomed in on the stream's front, where bodies are big enough for every agent's numbers.
    const at = await page.evaluate(() => window.sidestep.state().agents[3].position);
    await page.evaluate((p) => window.sidestep.camera({ x: p[0] + 4, y: p[1], zoom: 4 }), at);
    await clickAgent(page, 3);
    const { placed, dropped } = await labels(page);
    await assertClear(page, placed, 'crowd-thousand');
    assert.ok(placed.length > 10 && dropped.length > 0, `${placed.length} labels placed, ${dropped.length} dropped`);
    assert.ok(
      placed.some((l) => l.agent !== 3 && l.text.startsWith('T ')),
      "other agents' T where they sense something",
    );
    assert.ok(
      placed.some((l) => l.agent === 3 && l.style === 'name'),
      'the selected agent is named',
    );
    // Whoever was dropped lost to labels of at least its priority.
    for (const d of dropped) assert.ok(d.priority <= Math.max(...placed.map((l) => l.priority)));
  });
});
