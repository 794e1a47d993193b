// What sidestep-viewer draws for the selected agent, checked against the core's records of it (read from
// the wasm module, whose hashes equal native's): the context map's polar chart slot by slot, the n-proxy
// values written beside a grid agent (the text the viewer lists with --json), and ORCA's half-planes and
// velocities in the world and in the velocity-space inset. Last, the docs' pictures of these scenes:
// the tests leave them alone, and the script that writes them works.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';

import { Sim } from '../../web/sim/sim.js';
import { DISC_AGENT, cellUnderABody } from '../wasm/bodies.mjs';
import { loadModule } from '../wasm/load.mjs';
import { readPng } from './png.mjs';
import { DOCS, EXAMPLES, HEIGHT, ROOT, WIDTH, hex, near, over, palette, render as renderIn } from './viewer.mjs';

/** Every file under docs/ now (its subfolders too, e.g. docs/algorithms/): its time and its bytes. */
const docsNow = () =>
  Object.fromEntries(
    readdirSync(DOCS, { recursive: true })
      .filter((f) => statSync(DOCS + f).isFile())
      .map((f) => [f, { mtime: statSync(DOCS + f).mtimeMs, bytes: readFileSync(DOCS + f) }]),
  );
const docsAtStart = docsNow();

/** The cell each neighbour of a grid agent is, by the core's direction names. */
const NEIGHBOURS = { up: [0, -1], down: [0, 1], left: [-1, 0], right: [1, 0] };

let module, dir;
before(async () => {
  module = await loadModule();
  dir = mkdtempSync(join(tmpdir(), 'sidestep-viewer-'));
});
after(() => rmSync(dir, { recursive: true, force: true }));
const render = (...args) => renderIn(dir, ...args);

describe("sidestep-viewer draws the selected agent from the core's records", () => {
  it("draws the selected context agent's polar chart from its context map: each slot's interest and danger where the core put them, its choice in amber", () => {
    const text = readFileSync(`${EXAMPLES}context-race-track.json`, 'utf8');
    const shot = render('context-race-track.json', 300, ['--select', '2']);
    const sim = new Sim(module);
    sim.loadScenario(text);
    sim.seek(300);
    const car = sim.agent(2);
    sim.dispose();
    const { scale, x: ox, y: oy } = shot.view;
    const [cx, cy] = [ox + car.position[0] * scale, oy + car.position[1] * scale];
    const R = Math.max(1.6 * scale, 70);
    // Along the chosen direction, between the body and the arrow's head: the amber arrow.
    const [dx, dy] = car.context.chosen;
    const amberNear = (x, y) =>
      [-1, 0, 1].some((ex) =>
        [-1, 0, 1].some((ey) => near(shot.image.pixel(x + ex, y + ey), hex(palette.context.chosen), 8)),
      );
    const along = [0.5, 0.65, 0.8, 0.95, 1.1, 1.25];
    const amber = along.filter((t) => amberNear(cx + dx * R * t, cy + dy * R * t)).length;
    assert.equal(amber, along.length, 'the chosen direction drawn amber all along');
    // Square to it, at the same distance, nothing amber: the arrow points where the core chose.
    const across = along.filter((t) => amberNear(cx - dy * R * t, cy + dx * R * t)).length;
    assert.equal(across, 0);

    // Slot k points along the heading turned by k / n of a turn (the core's ContextRecord). Each is looked
    // at across a strip of +-2 px about its direction, at several distances from the agent.
    const m = car.context;
    const n = m.slots;
    const slotDirection = (k) => {
      const a = (2 * Math.PI * k) / n;
      return [
        m.heading[0] * Math.cos(a) - m.heading[1] * Math.sin(a),
        m.heading[0] * Math.sin(a) + m.heading[1] * Math.cos(a),
      ];
    };
    const seen = ([ux, uy], r, colour) =>
      [-2, -1, 0, 1, 2].some((s) => near(shot.image.pixel(cx + ux * r - uy * s, cy + uy * r + ux * s), colour, 6));
    const green = hex(palette.context.interest),
      red = hex(palette.context.danger);
    const best = m.interest.indexOf(Math.max(...m.interest));
    const opposite = (best + n / 2) % n;
    // The test means something only if the picture is lopsided: interest ahead, none behind; danger on
    // some slots and not on others.
    assert.ok(
      m.interest[best] > 0.5 && m.interest[opposite] === 0 && m.rawInterest[opposite] === 0,
      'interest on one side only',
    );
    assert.ok(m.danger.some((d) => d > 0) && m.danger.some((d) => d === 0), 'danger on some slots only');
    const body = car.radius * scale + 6; // the body and its selection ring are drawn over the chart's middle
    for (let k = 0; k < n; k++) {
      const u = slotDirection(k);
      const interest = m.interest[k];
      if (interest >= 0.1) {
        // Green from the middle out to interest x R (capped at 1.5 R); the arrow and the dotted wish may
        // cover the bar's middle line, not its whole width: most distances show green.
        const length = R * Math.min(1.5, interest);
        const radii = [0.45, 0.6, 0.75, 0.9].map((t) => Math.max(body, t * length));
        const shown = radii.filter((r) => seen(u, r, green)).length;
        assert.ok(shown >= 3, `slot ${k} (interest ${interest.toFixed(2)}): green at ${shown} of 4 distances`);
      } else if (interest === 0 && m.rawInterest[k] === 0) {
        const shown = [0.45, 0.6, 0.75, 0.9].filter((t) => seen(u, t * R, green)).length;
        assert.equal(shown, 0, `slot ${k} (no interest): no green`);
      }
      // Danger: a red bar outward from the rim, danger x R / 2 long; none where there is no danger.
      const danger = m.danger[k];
      if (danger >= 0.2) {
        const shown = [0.15, 0.3].filter((t) => seen(u, R * (1 + t * danger), red)).length;
        assert.equal(shown, 2, `slot ${k} (danger ${danger.toFixed(2)}): red beyond the rim`);
      } else if (danger === 0) {
        const shown = [1.08, 1.2].filter((t) => seen(u, t * R, red)).length;
        assert.equal(shown, 0, `slot ${k} (no danger): no red beyond the rim`);
      }
    }
    assert.ok(seen(slotDirection(best), 0.6 * R * Math.min(1.5, m.interest[best]), green), 'green along the best slot');
    assert.ok(![0.45, 0.6, 0.75, 0.9].some((t) => seen(slotDirection(opposite), t * R, green)), 'no green opposite it');
  });

  /** The text the viewer drew for the selected grid agent's next move, by neighbour, as --json lists it. */
  const decisionLabels = (shot, position) => {
    const { scale, x: ox, y: oy } = shot.view;
    const labels = shot.labels.filter((l) => l.layer === 'next-move values');
    const out = {};
    for (const [name, [nx, ny]] of Object.entries(NEIGHBOURS)) {
      const cx = ox + (position[0] + nx + 0.5) * scale,
        cy = oy + (position[1] + ny + 0.5) * scale;
      const inCell = labels.filter(
        (l) => Math.abs(l.x + l.width / 2 - cx) < scale / 2 && Math.abs(l.y + l.height / 2 - cy) < scale / 2,
      );
      assert.ok(inCell.length <= 1, `one label in the ${name} cell`);
      if (inCell.length) out[name] = inCell[0];
    }
    assert.equal(Object.keys(out).length, labels.length, "every label in a neighbour's cell");
    return out;
  };
  /** The label the page and the panel write for a neighbour: its P-proxy (and P-step), or 'blocked'. */
  const expectedLabel = (decision, k) =>
    decision.proxy[k] === null
      ? 'blocked'
      : decision.proxy[k].toFixed(2) + (decision.step[k] === null ? '' : ` · ${decision.step[k]}`);

  // Each case has a blocked neighbour or a P-step, and neighbours whose values differ, so a label written
  // in the wrong cell or with another neighbour's value cannot pass.
  const decisionCases = [
    {
      file: 'nproxy-cluster.json',
      steps: 8,
      args: [],
      agent: 1,
      why: "the file's own selection: a P-step, a blocked cell",
    },
    {
      file: 'greedy-round-a-block.json',
      steps: 6,
      args: ['--select', '0'],
      agent: 0,
      why: 'four different values, one blocked',
    },
  ];
  for (const { file, steps, args, agent: index, why } of decisionCases) {
    it(`${file} at step ${steps}: writes the selected grid agent's values beside it as the core decided them (${why})`, () => {
      const text = readFileSync(EXAMPLES + file, 'utf8');
      if (!args.length) assert.equal(JSON.parse(text).view.selected, index);
      const shot = render(file, steps, args);
      const sim = new Sim(module);
      sim.loadScenario(text);
      sim.seek(steps);
      const agent = sim.agent(index);
      sim.dispose();
      const { decision } = agent;
      assert.equal(agent.stop, 'moving');
      const directions = Array.from(module.directionNames()).slice(0, 4); // the core's order of the four neighbours
      const expected = directions.map((_, k) => expectedLabel(decision, k));
      assert.ok(
        expected.includes('blocked') || expected.some((t) => t.includes('·')),
        'a blocked cell or a P-step to show',
      );
      const labels = decisionLabels(shot, agent.position);
      assert.deepEqual(
        Object.fromEntries(Object.entries(labels).map(([k, l]) => [k, l.text])),
        Object.fromEntries(directions.map((d, k) => [d, expected[k]])),
        "each neighbour's value, in its cell",
      );
      // The chosen one in the chosen label's ink (dark on amber), the others in the plain label's.
      for (const d of directions) {
        assert.equal(
          labels[d].color,
          d === decision.chosen ? palette.labels.chosenText : palette.labels.text,
          `${d}'s ink`,
        );
      }
      // And on screen: the amber box is at the chosen neighbour, nowhere else. The chosen label is amber at
      // 95 % opacity: within 5 % of the pure colour whatever lies beneath.
      const { scale, x: ox, y: oy } = shot.view;
      const amberLabel = palette.labels.chosen
        .match(/[\d.]+/g)
        .slice(0, 3)
        .map(Number);
      const count = ([nx, ny]) => {
        const cx = ox + (agent.position[0] + nx + 0.5) * scale,
          cy = oy + (agent.position[1] + ny + 0.5) * scale;
        let c = 0;
        // The label's middle (narrower than a cell, so the selected body's amber ring next to it stays out).
        for (let y = cy - 6; y <= cy + 6; y++)
          for (let x = cx - 12; x <= cx + 12; x++) if (near(shot.image.pixel(x, y), amberLabel, 13)) c++;
        return c;
      };
      const chosen = decision.chosen;
      assert.ok(
        count(NEIGHBOURS[chosen]) > 80,
        `an amber label at the chosen neighbour, ${chosen} (${count(NEIGHBOURS[chosen])} pixels)`,
      );
      for (const other of directions.filter((k) => k !== chosen))
        assert.ok(count(NEIGHBOURS[other]) < 10, `no amber at ${other}`);
    });
  }

  it("nproxy-cluster.json at step 3 with a disc agent added: the heat map's numbers are the core's field, each in its cell, none under an agent's body", () => {
    const scene = JSON.parse(readFileSync(`${EXAMPLES}nproxy-cluster.json`, 'utf8'));
    scene.agents.push(DISC_AGENT); // a continuous agent too
    const text = JSON.stringify(scene);
    const file = join(dir, 'heat-disc.json');
    writeFileSync(file, text);
    const shot = render(file, 3, ['--select', '0']);
    const sim = new Sim(module);
    sim.loadScenario(text);
    sim.seek(3);
    sim.prepare(0);
    const field = sim.fieldViews(),
      v = sim.views(),
      A = sim.agentLayout,
      width = sim.width;
    const { scale, x: ox, y: oy } = shot.view;
    const under = (cx, cy) => cellUnderABody(v, A, cx, cy); // (brute force)
    const written = new Map(); // cell index -> text
    for (const l of shot.labels.filter((l) => l.layer === 'heat map values')) {
      const cx = Math.floor((l.x + l.width / 2 - ox) / scale),
        cy = Math.floor((l.y + l.height / 2 - oy - 0.28 * scale) / scale);
      assert.ok(!written.has(cy * width + cx), `one number in cell ${cx}, ${cy}`);
      written.set(cy * width + cx, { cx, cy, text: l.text });
    }
    assert.ok(written.size > 0, 'numbers written (cells at least 30 px wide)');
    for (const { cx, cy, text: t } of written.values()) {
      assert.equal(t, field.proxy[cy * width + cx].toFixed(1), `cell ${cx}, ${cy}: its P-proxy`);
      assert.ok(!under(cx, cy), `cell ${cx}, ${cy}: not under a body`);
    }
    // Every cell that should have a number has one (the whole world is in view): the disc's box corner, the grid
    // agents' neighbours.
    assert.ok(ox >= 0 && oy >= 0 && ox + width * scale <= WIDTH && oy + sim.height * scale <= HEIGHT, 'all in view');
    let missing = 0,
      covered = 0;
    for (let cy = 0; cy < sim.height; cy++)
      for (let cx = 0; cx < width; cx++) {
        const i = cy * width + cx;
        if (v.cells[i] || field.proxy[i] >= field.big) continue;
        if (under(cx, cy)) covered++;
        else if (!written.has(i)) missing++;
      }
    assert.equal(missing, 0, 'every free cell in view not under a body has its number');
    assert.ok(covered >= 9, `the two grid agents' cells and the disc's eight (${covered})`);
    assert.ok(written.has(8 * width + 4), "the disc's box corner keeps its number");
    sim.dispose();
  });

  /** An orca agent's inset: its box (from the caption's place: 5 px in, 4 px down), the window ±w u/s. */
  const orcaCases = [
    { file: 'orca-head-on.json', steps: 160, args: [], agent: 0, why: "the file's view: one neighbour's half-plane" },
    {
      file: 'orca-blocks.json',
      steps: 140,
      args: ['--select', '8'],
      agent: 8,
      why: "a wall's half-plane and six neighbours'",
    },
  ];
  for (const { file, steps, args, agent: index, why } of orcaCases) {
    it(`${file} at step ${steps}: draws the selected orca agent's half-planes and velocities from its OrcaRecord (${why})`, () => {
      const text = readFileSync(EXAMPLES + file, 'utf8');
      if (!args.length) assert.equal(JSON.parse(text).view.selected, index);
      const shot = render(file, steps, args);
      const sim = new Sim(module);
      sim.loadScenario(text);
      sim.seek(steps);
      const agent = sim.agent(index);
      const others = sim.state().agents;
      sim.dispose();
      const rec = agent.orca;
      assert.equal(agent.stop, 'moving');
      assert.ok(rec.lines.length >= 1, 'half-planes to draw');
      const len = ([x, y]) => Math.hypot(x, y);
      const w = 1.25 * Math.max(rec.maxSpeed, len(rec.preferred), len(rec.chosen), 1e-3);

      // The inset's words: the window from the record, and the core's word for the outcome.
      const inset = shot.labels.filter((l) => l.layer === 'orca velocity space');
      const caption = inset.find((l) => l.text.startsWith('velocity space'));
      assert.ok(caption, 'a caption');
      assert.equal(caption.text, `velocity space (ORCA), ±${w.toFixed(2)} u/s`);
      const outcome = inset.find((l) => l.text === rec.outcome);
      assert.ok(outcome, `the outcome, ${rec.outcome}`);
      const numbers = (labels) =>
        labels
          .filter((l) => /^#\d+$/.test(l.text))
          .map((l) => l.text)
          .sort();
      const all = rec.lines.map((_, k) => `#${k}`).sort();
      assert.deepEqual(numbers(inset), all, 'every half-plane numbered in the inset');
      const links = shot.labels.filter((l) => l.layer === 'orca links');
      assert.deepEqual(numbers(links), all, 'and in the world');
      // A neighbour's number is written beside that neighbour (6 px right of it, 16 px up).
      const { scale, x: ox, y: oy } = shot.view;
      rec.lines.forEach((line, k) => {
        if (line.source !== 'agent') return;
        const label = links.find((l) => l.text === `#${k}`);
        const [nx, ny] = others[line.index].position;
        assert.ok(
          Math.abs(label.x - (ox + nx * scale + 6)) < 1 && Math.abs(label.y - (oy + ny * scale - 16)) < 1,
          `#${k} beside agent ${line.index}`,
        );
      });

      // Its pixels: the inset is a square from the caption's corner to below the outcome's line.
      const left = caption.x - 5,
        top = caption.y - 4;
      const size = outcome.y + outcome.height + 4 - top;
      const cx = left + size / 2,
        cy = top + size / 2,
        k = size / 2 / w; // pixels per u/s
      const toPixel = ([vx, vy]) => [cx + vx * k, cy + vy * k];
      // The chosen velocity's amber dot.
      const [chx, chy] = toPixel(rec.chosen);
      assert.ok(near(shot.image.pixel(chx, chy), hex(palette.orca.chosen), 8), "the chosen velocity's dot");
      // Every velocity in the window is shaded by the half-planes that forbid it (obstacles' grey, agents'
      // indigo), white where every one allows it. Looked at on a grid of points, away from the lines,
      // labels, axes, the max-speed circle and the arrows, and grouped by the set of half-planes that forbid
      // them: none is the inset's white, one is that half-plane's fill over white (SDL's software renderer
      // rounds a fill's opacity a little differently on its rectangle and triangle paths, so deeper stacks
      // are not compared with exact compositing), each group is one colour, and a group is darker than every
      // group forbidden by fewer of the same half-planes.
      const rgbaOf = (css) => {
        const m = css.match(/[\d.]+/g).map(Number);
        return [m.slice(0, 3), m[3]];
      };
      const fills = rec.lines.map((_, j) =>
        rgbaOf(j < rec.obstacleLines ? palette.orca.obstacleFill : palette.orca.agentFill),
      );
      const white = hex(palette.orca.inset);
      const segmentDistance = ([px, py], [ax, ay], [bx, by]) => {
        const dx = bx - ax,
          dy = by - ay,
          t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy || 1)));
        return Math.hypot(px - ax - dx * t, py - ay - dy * t);
      };
      const boxes = inset.map((l) => [l.x - 4, l.y - 3, l.x + l.width + 4, l.y + l.height + 3]);
      const groups = new Map(); // forbidding half-planes ("0,3,4") -> colours seen
      for (let gy = 1; gy < 24; gy++) {
        for (let gx = 1; gx < 24; gx++) {
          const px = left + (size * gx) / 24,
            py = top + (size * gy) / 24;
          const v = [(px - cx) / k, (py - cy) / k];
          if (Math.abs(px - cx) < 4 || Math.abs(py - cy) < 4) continue; // the axes
          if (Math.abs(Math.hypot(px - cx, py - cy) - rec.maxSpeed * k) < 4) continue; // the max-speed circle
          if (boxes.some(([x0, y0, x1, y1]) => px >= x0 && px <= x1 && py >= y0 && py <= y1)) continue;
          if (
            [rec.chosen, rec.preferred, agent.velocity].some((u) => segmentDistance([px, py], [cx, cy], toPixel(u)) < 7)
          )
            continue;
          // (v - point) . the direction's left normal, in pixels: < 0 forbidden; within 5 px of a boundary, not looked at.
          const sides = rec.lines.map(
            (l) => ((v[0] - l.point[0]) * -l.direction[1] + (v[1] - l.point[1]) * l.direction[0]) * k,
          );
          if (sides.some((d) => Math.abs(d) < 5)) continue;
          const key = sides.flatMap((d, j) => (d < 0 ? [j] : [])).join();
          if (!groups.has(key)) groups.set(key, []);
          groups.get(key).push(shot.image.pixel(px, py));
        }
      }
      const looked = [...groups.values()].reduce((n, g) => n + g.length, 0);
      const sum = (c) => c[0] + c[1] + c[2];
      const median = (colours) =>
        [0, 1, 2].map((c) => colours.map((x) => x[c]).sort((p, q) => p - q)[colours.length >> 1]);
      let right = 0;
      for (const [key, colours] of groups) {
        const set = key === '' ? [] : key.split(',').map(Number);
        const expected =
          set.length === 0 ? white : set.length === 1 ? over(fills[set[0]][0], fills[set[0]][1], white) : null;
        const typical = median(colours);
        if (expected) assert.ok(near(typical, expected, 4), `forbidden by [${key}]: ${typical}, expected ${expected}`);
        right += colours.filter((c) => near(c, typical, 3)).length;
        for (const [other, seen] of groups) {
          // fewer of the same half-planes: lighter
          const fewer = other === '' ? [] : other.split(',').map(Number);
          if (fewer.length < set.length && fewer.every((j) => set.includes(j))) {
            assert.ok(
              sum(typical) < sum(median(seen)) - 10,
              `[${key}] ${typical} darker than [${other}] ${median(seen)}`,
            );
          }
        }
      }
      // Meaningful only if the window holds differently shaded parts, each seen at 10 points or more.
      const parts = [...groups.values()].filter((g) => g.length >= 10).length;
      assert.ok(looked >= 100 && parts >= 2, `${looked} points in ${parts} differently shaded parts`);
      assert.ok(right >= 0.97 * looked, `${right} of ${looked} points in their part's colour`);
    });
  }
});

// Last in this file (its tests run in order): nothing above wrote the docs' pictures.
describe("the docs' pictures", () => {
  it('are left alone by the tests: every file under docs/ has the time and the bytes it had before', () => {
    const now = docsNow();
    assert.deepEqual(Object.keys(now).sort(), Object.keys(docsAtStart).sort());
    for (const [file, { mtime, bytes }] of Object.entries(docsAtStart)) {
      assert.equal(now[file].mtime, mtime, `${file} was written`);
      assert.ok(now[file].bytes.equals(bytes), `${file} changed`);
    }
  });

  it('are written by scripts/viewer-screenshots.mjs when asked (here into a temporary folder)', () => {
    const out = join(dir, 'docs');
    rmSync(out, { recursive: true, force: true });
    mkdirSync(out);
    const r = spawnSync(process.execPath, [`${ROOT}scripts/viewer-screenshots.mjs`, '--out', out], {
      encoding: 'utf8',
    });
    assert.equal(r.status, 0, r.stderr);
    for (const file of ['viewer-context.png', 'viewer-nproxy.png']) {
      const image = readPng(join(out, file));
      assert.deepEqual([image.width, image.height], [WIDTH, HEIGHT], file);
    }
    const bad = spawnSync(process.execPath, [`${ROOT}scripts/viewer-screenshots.mjs`, '--out', out, 'nope.png'], {
      encoding: 'utf8',
    });
    assert.equal(bad.status, 2);
    assert.match(bad.stderr, /^error: no picture nope.png \(there are viewer-context.png, viewer-nproxy.png\)/);
  });
});
