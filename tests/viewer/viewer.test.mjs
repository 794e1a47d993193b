// sidestep-viewer without a display: every gallery example rendered headless (--screenshot), each agent
// found in the PNG where the core says it is, in its palette colour; the printed hash equals the CLI's for
// the same steps; a share link opens as its file; no colour in the viewer's sources outside the palette;
// bad input refused with the CLI's words before any window; and the window itself opened and closed (SDL's
// dummy driver). The selected agent's pictures are in selection.test.mjs, the gallery in gallery.test.mjs.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';

import { Sim } from '../../web/sim/sim.js';
import { loadModule } from '../wasm/load.mjs';
import {
  CLI,
  EXAMPLES,
  HEIGHT,
  ROOT,
  VIEWER,
  VIEW_WIDTH,
  WIDTH,
  hex,
  near,
  over,
  palette,
  render as renderIn,
  run,
} from './viewer.mjs';

const BAD = `${ROOT}tests/bad-inputs/`;
const DEFAULT_OVERLAYS = ['goals', 'decisions', 'trail', 'rays', 'forces', 'context', 'orca', 'paths'];
const STEPS = 40;

let module, dir;
before(async () => {
  module = await loadModule();
  dir = mkdtempSync(join(tmpdir(), 'sidestep-viewer-'));
});
after(() => rmSync(dir, { recursive: true, force: true }));
const render = (...args) => renderIn(dir, ...args);

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
  // Scenes with scripts: tests/viewer/script.test.mjs (their scripts run in Node, behind a pipe).
  const files = JSON.parse(readFileSync(`${EXAMPLES}index.json`, 'utf8'))
    .examples.map((e) => e.file)
    .filter((f) => !JSON.parse(readFileSync(EXAMPLES + f, 'utf8')).scripts);
  for (const file of files) {
    it(`${file}: draws every agent where the core says, in its colour, and prints the CLI's hash`, () => {
      const text = readFileSync(EXAMPLES + file, 'utf8');
      const scenario = JSON.parse(text);
      // Crowds at twice the size, so that each body is a few pixels wide (its heading line crosses its centre);
      // a scene whose agents stand too close together to judge any one of them at that size is looked at again
      // at three times the size (agents parked side by side at their goals).
      const crowd = scenario.agents.length > 50;
      const cli = JSON.parse(run(CLI, ['run', EXAMPLES + file, '--steps', String(STEPS), '--json']).out);
      const state = coreState(text, STEPS);
      const overlays = scenario.view?.overlays ?? DEFAULT_OVERLAYS;
      const byBehavior = overlays.includes('byBehavior');
      const detail = state.agents.length <= 50 || overlays.includes('everyAgent');
      const floor = hex(palette.world.floor);
      const look = (times) => {
        const [width, height] = [times * WIDTH, times * HEIGHT];
        const viewWidth = times > 1 ? width - 400 : VIEW_WIDTH; // the panel keeps its width
        // Nothing selected (--select -1): the selection's pictures are looked at in the tests below.
        const shot = render(file, STEPS, ['--select', '-1', ...(times > 1 ? ['--size', `${width}x${height}`] : [])]);
        assert.equal(shot.image.width, width);
        assert.equal(shot.image.height, height);
        assert.equal(shot.hash, cli.hash, 'the same state as the CLI after the same steps');
        assert.equal(shot.steps, cli.steps);
        assert.equal(state.hash, shot.hash);
        const { scale, x: ox, y: oy } = shot.view;
        const bodies = state.agents.map((a) => {
          const grid = a.kind === 'grid';
          const [x, y] = grid ? [a.position[0] + 0.5, a.position[1] + 0.5] : a.position;
          return { px: ox + x * scale, py: oy + y * scale, r: Math.max((grid ? 0.36 : a.radius) * scale, 1.6), grid };
        });
        let checked = 0,
          drawn = 0;
        state.agents.forEach((a, i) => {
          const b = bodies[i];
          if (b.px - b.r < 2 || b.py - b.r < 2 || b.px + b.r > viewWidth - 2 || b.py + b.r > height - 2) return; // off the view
          // Another agent's body (and, when names are drawn, its name and badge) may cover this one: judge those in the clear.
          const margin = state.agents.length <= 12 ? 24 : detail ? 8 : 3;
          if (bodies.some((o, j) => j !== i && Math.hypot(o.px - b.px, o.py - b.py) < b.r + o.r + margin)) return;
          const slot = hex(byBehavior ? palette.behaviors[a.behavior] : palette.agents[i % 8]);
          const colour = a.overlapping
            ? hex(palette.world.collision)
            : a.stop !== 'moving' && !detail
              ? over(slot, 0.4, floor)
              : slot;
          // Points inside the body, off its centre (where the heading and force arrows start): most must show it.
          const points =
            b.r < 3
              ? [[0, 0]]
              : Array.from({ length: 8 }, (_, k) => [
                  Math.cos((k * Math.PI) / 4) * b.r * 0.55,
                  Math.sin((k * Math.PI) / 4) * b.r * 0.55,
                ]);
          const hits = points.filter(([dx, dy]) => near(shot.image.pixel(b.px + dx, b.py + dy), colour, 4)).length;
          checked++;
          if (hits * 2 > points.length) drawn++;
        });
        return { checked, drawn };
      };
      let { checked, drawn } = look(crowd ? 2 : 1);
      if (checked === 0) ({ checked, drawn } = look(3));
      // A scene whose agents all stand within a body's width of another at this step (routes-maze's two agents
      // walk the same corridor together) has none to judge alone: its hash and size were checked above; the
      // pixels of the others' bodies are judged in every other scene.
      if (checked === 0) {
        assert.ok(state.agents.length >= 2, 'a lone agent is always in the clear');
        return;
      }
      if (state.agents.length <= 50)
        assert.equal(drawn, checked, `${drawn} of ${checked} agents drawn where the core says`);
      else assert.ok(drawn >= 0.95 * checked, `${drawn} of ${checked} agents of a crowd drawn where the core says`);
    });
  }

  it("draws the ground as the page does: the hill's top toward the palette's high tint, level ground as the floor", () => {
    const shot = render('feelers-slope-hill.json', 0, ['--select', '-1']);
    const { scale, x: ox, y: oy } = shot.view;
    const at = (x, y) => shot.image.pixel(Math.round(ox + x * scale), Math.round(oy + y * scale));
    // Near the top (1.5 u at (16, 9)): within a few percent of the highest ground's tint.
    assert.ok(near(at(16.4, 8.6), hex(palette.terrain.high), 16), `${at(16.4, 8.6)} vs ${palette.terrain.high}`);
    // Far from the hill the ground is level: the floor's colour.
    assert.ok(near(at(3.5, 2.5), hex(palette.world.floor), 3), `${at(3.5, 2.5)} vs ${palette.world.floor}`);
    // Contour lines (a round interval: 0.25 u here) cross the hill's flank: darker pixels along a row through it.
    let dark = 0;
    for (let x = 9.5; x < 16; x += 0.02) if (at(x, 9.5).every((v, k) => v < hex(palette.terrain.high)[k] - 25)) dark++;
    assert.ok(dark >= 3, `${dark} contour pixels on the flank`);
  });

  it('opens a share link as it opens the file it was made from', () => {
    const link = run(CLI, [
      'link',
      'encode',
      `${EXAMPLES}side-by-side.json`,
      '--base',
      'https://example.org/sidestep/',
    ]).out.trim();
    const png = join(dir, 'link.png');
    const fromLink = run(VIEWER, [link, '--steps', '120', '--screenshot', png]);
    assert.equal(fromLink.code, 0, fromLink.err);
    assert.equal(
      fromLink.out,
      run(VIEWER, [`${EXAMPLES}side-by-side.json`, '--steps', '120', '--screenshot', png]).out,
    );
    assert.match(fromLink.out, /^hash [0-9a-f]{16}\n$/);
  });

  it('renders at another size, and a phone-sized one puts the panel under the world', () => {
    const shot = render('welcome.json', 10, ['--size', '390x844']);
    assert.equal(shot.image.width, 390);
    assert.equal(shot.image.height, 844);
    assert.ok(shot.view.y + 16 * shot.view.scale < 844 / 2, 'the world in the top half');
  });
});

describe("sidestep-viewer's colours", () => {
  it("all come from web/draw/palette.json: no colour written in the viewer's sources outside the palette reader", () => {
    const sources = readdirSync(`${ROOT}native/viewer`, { recursive: true }).filter(
      (f) => /\.(cpp|hpp|in)$/.test(f) && !/^palette(_data)?\./.test(f),
    );
    assert.ok(sources.length > 20, `${sources.length} sources`);
    // An Rgba built from numbers ({0xfc, 0xa5, 0xa5, 255}, Rgba{...}) or a CSS colour in a string.
    const literal = /Rgba\s*\{\s*(0x[0-9a-f]+|\d+)\s*,|constexpr\s+Rgba\s+\w+\s*\{|"#[0-9a-fA-F]{6}/g;
    const found = sources.flatMap((f) =>
      (readFileSync(`${ROOT}native/viewer/${f}`, 'utf8').match(literal) ?? []).map((m) => `${f}: ${m}`),
    );
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
      const r = run(VIEWER, [
        welcome,
        ...args,
        ...(args[0] === '--screenshot' ? [] : ['--screenshot', join(dir, 'x.png')]),
      ]);
      assert.equal(r.code, 2, args.join(' '));
      assert.equal(r.err, message);
    }
  });
});

describe('sidestep-viewer in a window', () => {
  it("opens a scene, draws frames and closes (SDL's dummy video driver)", () => {
    const r = run(VIEWER, [`${EXAMPLES}side-by-side.json`, '--frames', '20', '--steps', '30']);
    assert.equal(r.code, 0, r.err);
  });

  it("with no display at all, says so and exits 1 (it does not run on in SDL's offscreen driver)", () => {
    const env = { ...process.env };
    for (const name of ['DISPLAY', 'WAYLAND_DISPLAY', 'SDL_VIDEODRIVER']) delete env[name];
    const r = spawnSync(VIEWER, [`${EXAMPLES}welcome.json`], { encoding: 'utf8', env, timeout: 20000 });
    assert.equal(r.signal, null, 'it exited by itself');
    assert.equal(r.status, 1, r.stderr);
    assert.match(r.stderr, /internal error: cannot open a window: no display .*--screenshot/);
  });

  it('says so, exit 1, when no window can be opened', () => {
    const r = run(VIEWER, [`${EXAMPLES}welcome.json`, '--frames', '1'], { SDL_VIDEODRIVER: 'no-such-driver' });
    assert.equal(r.code, 1);
    assert.match(r.err, /^internal error: cannot open a window: .*use --screenshot/);
  });
});
