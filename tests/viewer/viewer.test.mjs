// sidestep-viewer without a display: every gallery example rendered headless (--screenshot), each agent
// found in the PNG where the core says it is, in its palette colour; the printed hash equals the CLI's for
// the same steps; the context chart and the n-proxy values drawn for a selected agent; bad input refused
// with the CLI's words before any window; and the window itself opened and closed (SDL's dummy driver).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

import { Sim } from '../../web/sim/sim.js';
import { loadModule } from '../wasm/load.mjs';
import { readPng } from './png.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const VIEWER = `${ROOT}build/native/sidestep-viewer`;
const CLI = `${ROOT}build/native/sidestep`;
const EXAMPLES = `${ROOT}examples/`;
const BAD = `${ROOT}tests/bad-inputs/`;
const palette = JSON.parse(readFileSync(`${ROOT}web/draw/palette.json`, 'utf8'));
const DEFAULT_OVERLAYS = ['goals', 'decisions', 'trail', 'rays', 'forces', 'context', 'orca', 'paths'];
const STEPS = 40;
const WIDTH = 1280, HEIGHT = 800;
const VIEW_WIDTH = WIDTH - 384; // the panel takes 30 % of 1280 px

function run(cmd, args, env = {}) {
  const r = spawnSync(cmd, args, { encoding: 'utf8', maxBuffer: 64 << 20, env: { ...process.env, SDL_VIDEODRIVER: 'dummy', ...env } });
  return { code: r.status, out: r.stdout, err: r.stderr, signal: r.signal };
}

const hex = (c) => [1, 3, 5].map((k) => parseInt(c.slice(k, k + 2), 16));
/** The palette colour `c` drawn with opacity `alpha` over `under` ([r, g, b]). */
const over = (c, alpha, under) => c.map((v, k) => Math.round(v * alpha + under[k] * (1 - alpha)));
const near = (a, b, tolerance) => a.every((v, k) => Math.abs(v - b[k]) <= tolerance);

let module, dir;
before(async () => {
  module = await loadModule();
  dir = mkdtempSync(join(tmpdir(), 'sidestep-viewer-'));
});
after(() => rmSync(dir, { recursive: true, force: true }));

/** The README's pictures: tests never write them (scripts/viewer-screenshots.mjs does, when asked). */
const DOCS = `${ROOT}docs/`;
/** Every file under docs/ as it was before these tests ran: its time and its bytes. */
const docsBefore = () => Object.fromEntries(readdirSync(DOCS).map((f) => [f, { mtime: statSync(DOCS + f).mtimeMs, bytes: readFileSync(DOCS + f) }]));
const docsAtStart = docsBefore();

/** The cell each neighbour of a grid agent is, by the core's direction names. */
const NEIGHBOURS = { up: [0, -1], down: [0, 1], left: [-1, 0], right: [1, 0] };

/** Renders `file` headless after `steps` (into `png`, by default a temporary file); returns the image,
 *  the printed view and hash. */
function render(file, steps, extra = [], png = join(dir, `${file}-${steps}-${extra.join('_')}.png`)) {
  const r = run(VIEWER, [EXAMPLES + file, '--steps', String(steps), '--screenshot', png, '--json', ...extra]);
  assert.equal(r.code, 0, r.err);
  assert.ok(existsSync(png), 'the PNG was written');
  return { image: readPng(png), ...JSON.parse(r.out) };
}

/** The state the core reaches (wasm, hash-checked against native): each agent as the page reads it. */
function coreState(text, steps) {
  const sim = new Sim(module);
  sim.loadScenario(text);
  sim.seek(steps);
  const state = sim.state();
  sim.dispose();
  return state;
}

describe('sidestep-viewer --screenshot', () => {
  const files = JSON.parse(readFileSync(`${EXAMPLES}index.json`, 'utf8')).examples.map((e) => e.file);
  for (const file of files) {
    it(`${file}: draws every agent where the core says, in its colour, and prints the CLI's hash`, () => {
      const text = readFileSync(EXAMPLES + file, 'utf8');
      const scenario = JSON.parse(text);
      // Crowds at twice the size, so that each body is a few pixels wide (its heading line crosses its centre).
      const crowd = scenario.agents.length > 50;
      const [width, height] = crowd ? [2 * WIDTH, 2 * HEIGHT] : [WIDTH, HEIGHT];
      const viewWidth = crowd ? width - 400 : VIEW_WIDTH;
      // Nothing selected (--select -1): the selection's pictures are looked at in the tests below.
      const shot = render(file, STEPS, ['--select', '-1', ...(crowd ? ['--size', `${width}x${height}`] : [])]);
      assert.equal(shot.image.width, width);
      assert.equal(shot.image.height, height);
      const cli = JSON.parse(run(CLI, ['run', EXAMPLES + file, '--steps', String(STEPS), '--json']).out);
      assert.equal(shot.hash, cli.hash, 'the same state as the CLI after the same steps');
      assert.equal(shot.steps, cli.steps);

      const state = coreState(text, STEPS);
      assert.equal(state.hash, shot.hash);
      const overlays = scenario.view?.overlays ?? DEFAULT_OVERLAYS;
      const byBehavior = overlays.includes('byBehavior');
      const detail = state.agents.length <= 50 || overlays.includes('everyAgent');
      const floor = hex(palette.world.floor);
      const { scale, x: ox, y: oy } = shot.view;
      const bodies = state.agents.map((a) => {
        const grid = a.kind === 'grid';
        const [x, y] = grid ? [a.position[0] + 0.5, a.position[1] + 0.5] : a.position;
        return { px: ox + x * scale, py: oy + y * scale, r: Math.max((grid ? 0.36 : a.radius) * scale, 1.6), grid };
      });
      let checked = 0, drawn = 0;
      state.agents.forEach((a, i) => {
        const b = bodies[i];
        if (b.px - b.r < 2 || b.py - b.r < 2 || b.px + b.r > viewWidth - 2 || b.py + b.r > height - 2) return; // off the view
        // Another agent's body (and, drawn in detail, its badge) may cover this one: judge those in the clear.
        const margin = detail ? 24 : 3;
        if (bodies.some((o, j) => j !== i && Math.hypot(o.px - b.px, o.py - b.py) < b.r + o.r + margin)) return;
        const behaviorIndex = ['seek', 'greedy', 'nproxy', 'whiskers', 'feelers', 'raycast', 'context'].indexOf(a.behavior);
        const slot = hex(byBehavior ? palette.behaviors[behaviorIndex] : palette.agents[i % 8]);
        const colour = a.overlapping ? hex(palette.world.collision) : a.stop !== 'moving' && !detail ? over(slot, 0.4, floor) : slot;
        // Points inside the body, off its centre (where the heading and force arrows start): most must show it.
        const points = b.r < 3 ? [[0, 0]] : Array.from({ length: 8 }, (_, k) => [Math.cos((k * Math.PI) / 4) * b.r * 0.55, Math.sin((k * Math.PI) / 4) * b.r * 0.55]);
        const hits = points.filter(([dx, dy]) => near(shot.image.pixel(b.px + dx, b.py + dy), colour, 4)).length;
        checked++;
        if (hits * 2 > points.length) drawn++;
      });
      assert.ok(checked >= 1, 'at least one agent in the clear to look at');
      if (state.agents.length <= 50) assert.equal(drawn, checked, `${drawn} of ${checked} agents drawn where the core says`);
      else assert.ok(drawn >= 0.95 * checked, `${drawn} of ${checked} agents of a crowd drawn where the core says`);
    });
  }

  it('draws the selected context agent\'s polar chart from its context map: each slot\'s interest and danger where the core put them, its choice in amber', () => {
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
    const amberNear = (x, y) => [-1, 0, 1].some((ex) => [-1, 0, 1].some((ey) => near(shot.image.pixel(x + ex, y + ey), hex(palette.context.chosen), 8)));
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
      return [m.heading[0] * Math.cos(a) - m.heading[1] * Math.sin(a), m.heading[0] * Math.sin(a) + m.heading[1] * Math.cos(a)];
    };
    const seen = ([ux, uy], r, colour) => [-2, -1, 0, 1, 2].some((s) => near(shot.image.pixel(cx + ux * r - uy * s, cy + uy * r + ux * s), colour, 6));
    const green = hex(palette.context.interest), red = hex(palette.context.danger);
    const best = m.interest.indexOf(Math.max(...m.interest));
    const opposite = (best + n / 2) % n;
    // The test means something only if the picture is lopsided: interest ahead, none behind; danger on
    // some slots and not on others.
    assert.ok(m.interest[best] > 0.5 && m.interest[opposite] === 0 && m.rawInterest[opposite] === 0, 'interest on one side only');
    assert.ok(m.danger.some((d) => d > 0) && m.danger.some((d) => d === 0), 'danger on some slots only');
    const body = (car.radius * scale) + 6; // the body and its selection ring are drawn over the chart's middle
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
      const cx = ox + (position[0] + nx + 0.5) * scale, cy = oy + (position[1] + ny + 0.5) * scale;
      const inCell = labels.filter((l) => Math.abs(l.x + l.width / 2 - cx) < scale / 2 && Math.abs(l.y + l.height / 2 - cy) < scale / 2);
      assert.ok(inCell.length <= 1, `one label in the ${name} cell`);
      if (inCell.length) out[name] = inCell[0];
    }
    assert.equal(Object.keys(out).length, labels.length, 'every label in a neighbour\'s cell');
    return out;
  };
  /** The label the page and the panel write for a neighbour: its P-proxy (and P-step), or 'blocked'. */
  const expectedLabel = (decision, k) => (decision.proxy[k] === null ? 'blocked'
    : decision.proxy[k].toFixed(2) + (decision.step[k] === null ? '' : ` · ${decision.step[k]}`));

  // Each case has a blocked neighbour or a P-step, and neighbours whose values differ, so a label written
  // in the wrong cell or with another neighbour's value cannot pass.
  const decisionCases = [
    { file: 'nproxy-cluster.json', steps: 8, args: [], agent: 1, why: 'the file\'s own selection: a P-step, a blocked cell' },
    { file: 'greedy-round-a-block.json', steps: 6, args: ['--select', '0'], agent: 0, why: 'four different values, one blocked' },
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
      assert.ok(expected.includes('blocked') || expected.some((t) => t.includes('·')), 'a blocked cell or a P-step to show');
      const labels = decisionLabels(shot, agent.position);
      assert.deepEqual(Object.fromEntries(Object.entries(labels).map(([k, l]) => [k, l.text])),
        Object.fromEntries(directions.map((d, k) => [d, expected[k]])), 'each neighbour\'s value, in its cell');
      // The chosen one in the chosen label's ink (dark on amber), the others in the plain label's.
      for (const d of directions) {
        assert.equal(labels[d].color, d === decision.chosen ? palette.labels.chosenText : palette.labels.text, `${d}'s ink`);
      }
      // And on screen: the amber box is at the chosen neighbour, nowhere else. The chosen label is amber at
      // 95 % opacity: within 5 % of the pure colour whatever lies beneath.
      const { scale, x: ox, y: oy } = shot.view;
      const amberLabel = palette.labels.chosen.match(/[\d.]+/g).slice(0, 3).map(Number);
      const count = ([nx, ny]) => {
        const cx = ox + (agent.position[0] + nx + 0.5) * scale, cy = oy + (agent.position[1] + ny + 0.5) * scale;
        let c = 0;
        // The label's middle (narrower than a cell, so the selected body's amber ring next to it stays out).
        for (let y = cy - 6; y <= cy + 6; y++) for (let x = cx - 12; x <= cx + 12; x++) if (near(shot.image.pixel(x, y), amberLabel, 13)) c++;
        return c;
      };
      const chosen = decision.chosen;
      assert.ok(count(NEIGHBOURS[chosen]) > 80, `an amber label at the chosen neighbour, ${chosen} (${count(NEIGHBOURS[chosen])} pixels)`);
      for (const other of directions.filter((k) => k !== chosen)) assert.ok(count(NEIGHBOURS[other]) < 10, `no amber at ${other}`);
    });
  }

  /** An orca agent's inset: its box (from the caption's place: 5 px in, 4 px down), the window ±w u/s. */
  const orcaCases = [
    { file: 'orca-head-on.json', steps: 160, args: [], agent: 0, why: 'the file\'s view: one neighbour\'s half-plane' },
    { file: 'orca-blocks.json', steps: 140, args: ['--select', '8'], agent: 8, why: 'a wall\'s half-plane and six neighbours\'' },
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
      const numbers = (labels) => labels.filter((l) => /^#\d+$/.test(l.text)).map((l) => l.text).sort();
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
        assert.ok(Math.abs(label.x - (ox + nx * scale + 6)) < 1 && Math.abs(label.y - (oy + ny * scale - 16)) < 1, `#${k} beside agent ${line.index}`);
      });

      // Its pixels: the inset is a square from the caption's corner to below the outcome's line.
      const left = caption.x - 5, top = caption.y - 4;
      const size = outcome.y + outcome.height + 4 - top;
      const cx = left + size / 2, cy = top + size / 2, k = size / 2 / w; // pixels per u/s
      const toPixel = ([vx, vy]) => [cx + vx * k, cy + vy * k];
      // The chosen velocity's amber dot.
      const [chx, chy] = toPixel(rec.chosen);
      assert.ok(near(shot.image.pixel(chx, chy), hex(palette.orca.chosen), 8), 'the chosen velocity\'s dot');
      // Every velocity in the window is shaded by the half-planes that forbid it (obstacles' grey, agents'
      // indigo), white where every one allows it. Looked at on a grid of points, away from the lines,
      // labels, axes, the max-speed circle and the arrows, and grouped by the set of half-planes that forbid
      // them: none is the inset's white, one is that half-plane's fill over white (SDL's software renderer
      // rounds a fill's opacity a little differently on its rectangle and triangle paths, so deeper stacks
      // are not compared with exact compositing), each group is one colour, and a group is darker than every
      // group forbidden by fewer of the same half-planes.
      const rgbaOf = (css) => { const m = css.match(/[\d.]+/g).map(Number); return [m.slice(0, 3), m[3]]; };
      const fills = rec.lines.map((_, j) => rgbaOf(j < rec.obstacleLines ? palette.orca.obstacleFill : palette.orca.agentFill));
      const white = hex(palette.orca.inset);
      const segmentDistance = ([px, py], [ax, ay], [bx, by]) => {
        const dx = bx - ax, dy = by - ay, t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy || 1)));
        return Math.hypot(px - ax - dx * t, py - ay - dy * t);
      };
      const boxes = inset.map((l) => [l.x - 4, l.y - 3, l.x + l.width + 4, l.y + l.height + 3]);
      const groups = new Map(); // forbidding half-planes ("0,3,4") -> colours seen
      for (let gy = 1; gy < 24; gy++) {
        for (let gx = 1; gx < 24; gx++) {
          const px = left + (size * gx) / 24, py = top + (size * gy) / 24;
          const v = [(px - cx) / k, (py - cy) / k];
          if (Math.abs(px - cx) < 4 || Math.abs(py - cy) < 4) continue; // the axes
          if (Math.abs(Math.hypot(px - cx, py - cy) - rec.maxSpeed * k) < 4) continue; // the max-speed circle
          if (boxes.some(([x0, y0, x1, y1]) => px >= x0 && px <= x1 && py >= y0 && py <= y1)) continue;
          if ([rec.chosen, rec.preferred, agent.velocity].some((u) => segmentDistance([px, py], [cx, cy], toPixel(u)) < 7)) continue;
          // (v - point) . the direction's left normal, in pixels: < 0 forbidden; within 5 px of a boundary, not looked at.
          const sides = rec.lines.map((l) => ((v[0] - l.point[0]) * -l.direction[1] + (v[1] - l.point[1]) * l.direction[0]) * k);
          if (sides.some((d) => Math.abs(d) < 5)) continue;
          const key = sides.flatMap((d, j) => (d < 0 ? [j] : [])).join();
          if (!groups.has(key)) groups.set(key, []);
          groups.get(key).push(shot.image.pixel(px, py));
        }
      }
      const looked = [...groups.values()].reduce((n, g) => n + g.length, 0);
      const sum = (c) => c[0] + c[1] + c[2];
      const median = (colours) => [0, 1, 2].map((c) => colours.map((x) => x[c]).sort((p, q) => p - q)[colours.length >> 1]);
      let right = 0;
      for (const [key, colours] of groups) {
        const set = key === '' ? [] : key.split(',').map(Number);
        const expected = set.length === 0 ? white : set.length === 1 ? over(fills[set[0]][0], fills[set[0]][1], white) : null;
        const typical = median(colours);
        if (expected) assert.ok(near(typical, expected, 4), `forbidden by [${key}]: ${typical}, expected ${expected}`);
        right += colours.filter((c) => near(c, typical, 3)).length;
        for (const [other, seen] of groups) { // fewer of the same half-planes: lighter
          const fewer = other === '' ? [] : other.split(',').map(Number);
          if (fewer.length < set.length && fewer.every((j) => set.includes(j))) {
            assert.ok(sum(typical) < sum(median(seen)) - 10, `[${key}] ${typical} darker than [${other}] ${median(seen)}`);
          }
        }
      }
      // Meaningful only if the window holds differently shaded parts, each seen at 10 points or more.
      const parts = [...groups.values()].filter((g) => g.length >= 10).length;
      assert.ok(looked >= 100 && parts >= 2, `${looked} points in ${parts} differently shaded parts`);
      assert.ok(right >= 0.97 * looked, `${right} of ${looked} points in their part's colour`);
    });
  }

  it('opens a share link as it opens the file it was made from', () => {
    const link = run(CLI, ['link', 'encode', `${EXAMPLES}side-by-side.json`, '--base', 'https://example.org/sidestep/']).out.trim();
    const png = join(dir, 'link.png');
    const fromLink = run(VIEWER, [link, '--steps', '120', '--screenshot', png]);
    assert.equal(fromLink.code, 0, fromLink.err);
    assert.equal(fromLink.out, run(VIEWER, [`${EXAMPLES}side-by-side.json`, '--steps', '120', '--screenshot', png]).out);
    assert.match(fromLink.out, /^hash [0-9a-f]{16}\n$/);
  });

  it('renders at another size, and a phone-sized one puts the panel under the world', () => {
    const shot = render('welcome.json', 10, ['--size', '390x844']);
    assert.equal(shot.image.width, 390);
    assert.equal(shot.image.height, 844);
    assert.ok(shot.view.y + 16 * shot.view.scale < 844 / 2, 'the world in the top half');
  });
});

describe('sidestep-viewer\'s colours', () => {
  it('all come from web/draw/palette.json: no colour written in the viewer\'s sources outside the palette reader', () => {
    const sources = readdirSync(`${ROOT}native/viewer`, { recursive: true })
      .filter((f) => /\.(cpp|hpp|in)$/.test(f) && !/^palette(_data)?\./.test(f));
    assert.ok(sources.length > 20, `${sources.length} sources`);
    // An Rgba built from numbers ({0xfc, 0xa5, 0xa5, 255}, Rgba{...}) or a CSS colour in a string.
    const literal = /Rgba\s*\{\s*(0x[0-9a-f]+|\d+)\s*,|constexpr\s+Rgba\s+\w+\s*\{|"#[0-9a-fA-F]{6}/g;
    const found = sources.flatMap((f) => (readFileSync(`${ROOT}native/viewer/${f}`, 'utf8').match(literal) ?? []).map((m) => `${f}: ${m}`));
    assert.deepEqual(found, []);
  });
});

describe('sidestep-viewer refuses bad input as the CLI does', () => {
  const expected = JSON.parse(readFileSync(`${BAD}expected.json`, 'utf8'));
  const cases = Object.keys(expected).filter((f) => !f.includes('/'));
  for (const file of cases) {
    it(`${file}: exit 2 with the CLI's message, no PNG, no window`, () => {
      const arg = file.endsWith('.txt') ? readFileSync(BAD + file, 'utf8') : BAD + file;
      const png = join(dir, `bad-${file}.png`);
      const headless = run(VIEWER, [arg, '--steps', '5', '--screenshot', png]);
      const cli = run(CLI, ['run', arg]);
      assert.equal(headless.code, 2);
      assert.equal(headless.err, cli.err, 'the same words as sidestep run');
      assert.ok(!existsSync(png));
      // Without --screenshot it would open a window: with no video driver it could not, so exit 2 (and not
      // 1, "cannot open a window") shows the input was refused before SDL started.
      const windowed = run(VIEWER, [arg], { SDL_VIDEODRIVER: 'no-such-driver' });
      assert.equal(windowed.code, 2);
      assert.equal(windowed.err, cli.err);
    });
  }

  it('a missing file, malformed JSON and a broken link', () => {
    for (const arg of ['/no/such/file.json', '#s=%%%', 'https://x.example/#s=AAAA']) {
      const r = run(VIEWER, [arg, '--screenshot', join(dir, 'never.png')]);
      assert.equal(r.code, 2, arg);
      assert.equal(r.err, run(CLI, ['run', arg]).err, arg);
    }
  });

  it('bad options name the flag and the rule', () => {
    const welcome = `${EXAMPLES}welcome.json`;
    const agents = JSON.parse(readFileSync(welcome, 'utf8')).agents.length;
    const cases = [
      [['--steps', '-1'], 'error: --steps: must be an integer 0..1000000, got -1\n'],
      [['--select', '-2'], 'error: --select: must be an integer -1..9999, got -2\n'],
      [['--size', '10x10'], 'error: --size: must be WxH, each 200..4096 pixels, got 10x10\n'],
      [['--select', '7'], `error: --select: no agent 7 (there are ${agents})\n`],
      [['--bogus'], 'error: unknown option --bogus\n'],
      [['--screenshot', '/no/such/dir/x.png'], 'error: --screenshot: /no/such/dir/x.png: No such file or directory\n'],
    ];
    for (const [args, message] of cases) {
      const r = run(VIEWER, [welcome, ...args, ...(args[0] === '--screenshot' ? [] : ['--screenshot', join(dir, 'x.png')])]);
      assert.equal(r.code, 2, args.join(' '));
      assert.equal(r.err, message);
    }
  });
});

describe('sidestep-viewer finds the gallery at run time', () => {
  const index = JSON.parse(readFileSync(`${EXAMPLES}index.json`, 'utf8')).examples;
  /** --examples' listing: the folder, then each example's file and title. */
  const listing = (out) => {
    const [head, ...rows] = out.trimEnd().split('\n');
    return { folder: head.replace(/^examples: /, ''), entries: rows.map((r) => r.split('\t')) };
  };
  const expectGallery = (r, folder) => {
    assert.equal(r.code, 0, r.err);
    const { folder: found, entries } = listing(r.out);
    assert.equal(found, folder);
    assert.deepEqual(entries, index.map((e) => [`${folder}/${e.file}`, e.title]));
  };
  /** A copy of the viewer alone in a fresh folder (as if installed elsewhere): no examples beside it. */
  const copied = () => {
    const bin = mkdtempSync(join(dir, 'copy-'));
    copyFileSync(VIEWER, join(bin, 'sidestep-viewer'));
    chmodSync(join(bin, 'sidestep-viewer'), 0o755);
    return bin;
  };
  const noEnv = { SIDESTEP_EXAMPLES: undefined };

  it('from the build tree: ../../examples from build/native/', () => {
    expectGallery(run(VIEWER, ['--examples'], noEnv), `${ROOT}build/native/../../examples`);
  });

  it('a copied viewer has no path to this source tree built in: with nothing beside it, it says where it looked (exit 2)', () => {
    const bin = copied();
    const r = run(join(bin, 'sidestep-viewer'), ['--examples'], noEnv);
    assert.equal(r.code, 2);
    assert.equal(r.err, `error: no examples folder: neither ${bin}/examples/index.json nor ${bin}/../../examples/index.json exists; set SIDESTEP_EXAMPLES to the examples folder\n`);
  });

  it('a copied viewer finds the gallery through SIDESTEP_EXAMPLES, and opens its first example with no file', () => {
    const bin = copied();
    expectGallery(run(join(bin, 'sidestep-viewer'), ['--examples'], { SIDESTEP_EXAMPLES: `${ROOT}examples` }), `${ROOT}examples`);
    const windowed = run(join(bin, 'sidestep-viewer'), ['--frames', '2'], { SIDESTEP_EXAMPLES: `${ROOT}examples` });
    assert.equal(windowed.code, 0, windowed.err);
    assert.equal(windowed.err, '');
  });

  it('an installed copy finds examples/ beside it', () => {
    const bin = copied();
    cpSync(EXAMPLES, join(bin, 'examples'), { recursive: true });
    expectGallery(run(join(bin, 'sidestep-viewer'), ['--examples'], noEnv), `${bin}/examples`);
  });

  it('a missing gallery is said clearly, never a crash: the window opens an empty scene and says why', () => {
    const bin = copied();
    const r = run(join(bin, 'sidestep-viewer'), ['--frames', '2'], noEnv);
    assert.equal(r.code, 0, r.err);
    assert.equal(r.err, `sidestep-viewer: no examples folder: neither ${bin}/examples/index.json nor ${bin}/../../examples/index.json exists; set SIDESTEP_EXAMPLES to the examples folder; opening an empty scene\n`);
    const wrong = run(VIEWER, ['--examples'], { SIDESTEP_EXAMPLES: join(dir, 'no-such-folder') });
    assert.equal(wrong.code, 2);
    assert.equal(wrong.err, `error: SIDESTEP_EXAMPLES is ${join(dir, 'no-such-folder')}, which has no index.json (set it to the examples folder)\n`);
    // A file given on the command line needs no gallery.
    const withFile = run(join(bin, 'sidestep-viewer'), [`${EXAMPLES}welcome.json`, '--frames', '2'], noEnv);
    assert.equal(withFile.code, 0, withFile.err);
    assert.equal(withFile.err, '');
  });
});

describe('sidestep-viewer in a window', () => {
  it('opens a scene, draws frames and closes (SDL\'s dummy video driver)', () => {
    const r = run(VIEWER, [`${EXAMPLES}side-by-side.json`, '--frames', '20', '--steps', '30']);
    assert.equal(r.code, 0, r.err);
  });

  it('says so, exit 1, when no window can be opened', () => {
    const r = run(VIEWER, [`${EXAMPLES}welcome.json`, '--frames', '1'], { SDL_VIDEODRIVER: 'no-such-driver' });
    assert.equal(r.code, 1);
    assert.match(r.err, /^internal error: cannot open a window: .*use --screenshot/);
  });
});

// Last in this file (its tests run in order): nothing above wrote the README's pictures.
describe('the README\'s pictures', () => {
  it('are left alone by the tests: every file under docs/ has the time and the bytes it had before', () => {
    const now = docsBefore();
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
    const r = spawnSync(process.execPath, [`${ROOT}scripts/viewer-screenshots.mjs`, '--out', out], { encoding: 'utf8' });
    assert.equal(r.status, 0, r.stderr);
    for (const file of ['viewer-context.png', 'viewer-nproxy.png']) {
      const image = readPng(join(out, file));
      assert.deepEqual([image.width, image.height], [WIDTH, HEIGHT], file);
    }
    const bad = spawnSync(process.execPath, [`${ROOT}scripts/viewer-screenshots.mjs`, '--out', out, 'nope.png'], { encoding: 'utf8' });
    assert.equal(bad.status, 2);
    assert.match(bad.stderr, /^error: no picture nope.png \(there are viewer-context.png, viewer-nproxy.png\)/);
  });
});
