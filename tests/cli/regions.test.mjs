// Crowds in files: `sidestep validate` names a region's errors by field, `sidestep run` runs a region file to
// the same hash as the same agents written one by one, a 100,000-agent file of explicit agents (about 25 MB,
// over the old 16 MiB limit) opens and runs, a file over 64 MiB is refused naming its size and the limit, and
// the link of a 100,000-agent region stays short.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CLI = `${ROOT}build/native/sidestep`;
const cli = (...args) => {
  const r = spawnSync(CLI, args, { encoding: 'utf8', maxBuffer: 256 << 20 });
  return { code: r.status, out: r.stdout, err: r.stderr };
};
const hashOf = (out) => out.match(/^steps \d+\s+hash ([0-9a-f]{16})/)?.[1];

const grid = (w, h) =>
  Array.from({ length: h }, (_, y) =>
    y >= 5 && y < h - 5 ? `${'.'.repeat(w >> 1)}@${'.'.repeat(w - (w >> 1) - 1)}` : '.'.repeat(w),
  );
const crowd = (regions, extra = {}) => ({
  version: 1,
  world: { grid: grid(60, 40) },
  regions,
  agents: [],
  sim: { dt: 0.02, maxSteps: 300, seed: 2 },
  ...extra,
});
const TWO = [
  {
    name: 'west',
    count: 300,
    seed: 4,
    start: { area: [1, 1, 28, 39] },
    goal: { area: [40, 1, 59, 39] },
    behavior: 'whiskers',
    radius: 0.3,
    maxSpeed: 2,
    avoidAgents: true,
  },
  {
    name: 'east',
    count: 200,
    seed: 5,
    start: { area: [32, 1, 59, 39] },
    goal: 'opposite',
    behavior: 'seek',
    radius: 0.3,
    avoidAgents: true,
  },
];

let dir;
before(() => {
  dir = mkdtempSync(join(tmpdir(), 'sidestep-regions-'));
});
after(() => rmSync(dir, { recursive: true, force: true }));
const file = (name, value) => {
  const path = join(dir, name);
  writeFileSync(path, typeof value === 'string' ? value : JSON.stringify(value));
  return path;
};

describe('crowd regions from the command line', () => {
  it("validate names a region's errors by field, and exits 2", () => {
    const bad = cli(
      'validate',
      file(
        'bad.json',
        crowd([
          { ...TWO[0], count: 0 },
          { ...TWO[1], start: { area: [32, 1, 70, 39] } },
          { ...TWO[1], goal: 'sideways' },
        ]),
      ),
    );
    assert.equal(bad.code, 2);
    assert.match(bad.err, /regions\[0\]\.count: must be an integer 1\.\.200000, got 0/);
    assert.match(bad.err, /regions\[1\]\.start\.area: must lie inside the world \[0, 60\] x \[0, 40\]/);
    assert.match(bad.err, /regions\[2\]\.goal: must be \{"area": \[x0, y0, x1, y1\]\}, "opposite"/);
    const full = cli(
      'validate',
      file('full.json', crowd([{ ...TWO[1], count: 5000, start: { area: [32, 1, 40, 9] } }])),
    );
    assert.equal(full.code, 2);
    const [, placed] = full.err.match(/regions\[0\]\.count: placed (\d+) of 5000 /) ?? [];
    assert.ok(Number(placed) > 0 && Number(placed) < 5000, full.err);
    assert.equal(cli('validate', file('good.json', crowd(TWO))).out.trim(), 'ok');
  });

  it('run of a region file gives the hash of the same agents written one by one (sidestep expand)', () => {
    const regionFile = file('two.json', crowd(TWO));
    const region = cli('run', regionFile, '--steps', '60');
    assert.equal(region.code, 0, region.err);
    assert.equal(
      region.out.split('\n').filter((l) => /^(west|east) \d+ /.test(l)).length,
      500,
      'every agent reported, named by its region',
    );
    const expanded = cli('expand', regionFile);
    assert.equal(expanded.code, 0, expanded.err);
    const scene = JSON.parse(expanded.out);
    assert.equal(scene.regions, undefined);
    assert.equal(scene.agents.length, 500);
    const explicit = cli('run', file('two-explicit.json', expanded.out), '--steps', '60');
    assert.equal(explicit.code, 0, explicit.err);
    assert.ok(hashOf(region.out));
    assert.equal(hashOf(explicit.out), hashOf(region.out));
    // Saved again (a link and back), the region stays a region.
    const decoded = JSON.parse(cli('link', 'decode', cli('link', 'encode', regionFile).out.trim()).out);
    assert.deepEqual(
      decoded.regions.map((r) => [r.name, r.count]),
      [
        ['west', 300],
        ['east', 200],
      ],
    );
    assert.deepEqual(decoded.agents, []);
  });

  it("a 100,000-agent crowd: a file of explicit agents (over 16 MiB) opens and runs, every agent moving in its two steps as seek's rule says; the region's link is a few hundred bytes", () => {
    const N = 100000,
      W = 1024;
    const rows = grid(W, W);
    const agents = [];
    for (let i = 0; i < N; i++) {
      const x = 2.5 + (i % 300) * 3.2,
        y = 2.5 + Math.floor(i / 300) * 3;
      agents.push({
        name: `a${i}`,
        behavior: 'seek',
        start: [x, y],
        goal: [W - x, W - y],
        radius: 0.3,
        maxSpeed: 2,
        maxAccel: 10,
        params: {},
      });
    }
    const text = JSON.stringify(
      { version: 1, world: { grid: rows }, agents, sim: { dt: 0.02, maxSteps: 1000 } },
      null,
      1,
    );
    assert.ok(text.length > 16 * 2 ** 20 && text.length < 64 * 2 ** 20, `${text.length} bytes`);
    const big = file('explicit.json', text);
    let started = Date.now();
    assert.equal(cli('validate', big).out.trim(), 'ok');
    const opened = Date.now() - started;
    const run = cli('run', big, '--steps', '2');
    assert.equal(run.code, 0, run.err);
    assert.match(run.out, /^run +0\/100000 /m);
    // It runs: in two steps from rest every agent, alone on open ground, moves as seek's rule says by hand.
    // Full acceleration (10 u/s^2) toward its goal: 0.2 u/s after step 1 and 0.4 after step 2, so it has
    // moved (0.2 + 0.4) x 0.02 = 0.012 u along the way to its goal (to float rounding at coordinates near 1,000).
    const trace = cli('run', big, '--steps', '2', '--trace');
    assert.equal(trace.code, 0, trace.err);
    const [at0, , at2] = trace.out
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l).pos);
    assert.equal(at2.length, N);
    let off = 0;
    for (let i = 0; i < N; i++) {
      const { start, goal } = agents[i];
      const d = Math.hypot(goal[0] - start[0], goal[1] - start[1]);
      const want = [0, 1].map((k) => start[k] + ((goal[k] - start[k]) / d) * 0.012);
      assert.ok(
        Math.abs(at0[i][0] - start[0]) < 1e-4 && Math.abs(at0[i][1] - start[1]) < 1e-4,
        `agent ${i} starts there`,
      );
      if (Math.abs(at2[i][0] - want[0]) > 1e-4 || Math.abs(at2[i][1] - want[1]) > 1e-4) off++;
    }
    assert.equal(off, 0, `${off} of ${N} agents not where two steps of seek put them`);
    // The same count as a region: a few lines, and a short link.
    // On an open world of the same size (written as its size, not its rows).
    const region = file('region.json', {
      version: 1,
      world: { size: [W, W] },
      regions: [
        {
          name: 'crowd',
          count: N,
          seed: 3,
          start: { area: [0, 0, W, W] },
          goal: 'opposite',
          behavior: 'seek',
          radius: 0.3,
        },
      ],
      sim: { maxSteps: 1000 },
    });
    started = Date.now();
    const regionRun = cli('run', region, '--steps', '2');
    assert.equal(regionRun.code, 0, regionRun.err);
    assert.match(regionRun.out, /^run +0\/100000 /m);
    assert.match(regionRun.out, /^crowd 100000 /m);
    const link = cli('link', 'encode', region).out.trim();
    assert.ok(link.length < 500, `${link.length} characters`);
    console.log(
      `# 100,000 explicit agents, ${(text.length / 1e6).toFixed(1)} MB: validated in ${opened} ms; the region's link ${link.length} characters`,
    );
  });

  it('a file over 64 MiB is refused with its size and the limit', () => {
    const path = join(dir, 'huge.json');
    writeFileSync(path, `{"version":1,"title":"${'x'.repeat(64 * 2 ** 20)}"}`);
    const r = cli('validate', path);
    assert.equal(r.code, 2);
    const [, size] = r.err.match(/huge\.json: (\d+) bytes is more than the limit of 67108864 bytes/) ?? [];
    assert.equal(Number(size), 64 * 2 ** 20 + 24, r.err);
  });
});

describe('crowd-two-regions.json does what its description says', () => {
  const EXAMPLE = `${ROOT}examples/crowd-two-regions.json`;
  it('places 10,000 agents from two regions off the posts and off each other, and few of them arrive within its 800 steps', () => {
    const expanded = cli('expand', EXAMPLE);
    assert.equal(expanded.code, 0, expanded.err);
    const scene = JSON.parse(expanded.out);
    assert.equal(scene.agents.length, 10000);
    assert.ok(!scene.regions?.length, 'written out agent by agent');
    // Off each other: a brute-force check over a grid of buckets as wide as the largest body.
    const r = Math.max(...scene.agents.map((a) => a.radius ?? 0.35));
    const buckets = new Map();
    for (const [i, a] of scene.agents.entries()) {
      const key = `${Math.floor(a.start[0] / (2 * r))},${Math.floor(a.start[1] / (2 * r))}`;
      (buckets.get(key) ?? buckets.set(key, []).get(key)).push(i);
    }
    let overlaps = 0;
    for (const [i, a] of scene.agents.entries()) {
      const [bx, by] = [Math.floor(a.start[0] / (2 * r)), Math.floor(a.start[1] / (2 * r))];
      for (let dx = -1; dx <= 1; dx++)
        for (let dy = -1; dy <= 1; dy++) {
          for (const j of buckets.get(`${bx + dx},${by + dy}`) ?? []) {
            const b = scene.agents[j];
            if (
              j > i &&
              Math.hypot(a.start[0] - b.start[0], a.start[1] - b.start[1]) < (a.radius ?? 0.35) + (b.radius ?? 0.35)
            )
              overlaps++;
          }
        }
    }
    assert.equal(overlaps, 0, 'no two bodies overlap at the start');
    // Off the posts (the scene's circles).
    for (const a of scene.agents) {
      for (const c of scene.world.circles ?? [])
        assert.ok(
          Math.hypot(a.start[0] - c.x, a.start[1] - c.y) >= c.r + (a.radius ?? 0.35) - 1e-4,
          `an agent at ${a.start} on the post at ${c.x}, ${c.y}`,
        );
    }
    const run = cli('run', EXAMPLE, '--json');
    assert.equal(run.code, 0, run.err);
    const { agents } = JSON.parse(run.out);
    const reached = agents.filter((a) => a.stopReason === 'reached').length;
    assert.ok(reached < agents.length / 4, `few arrive: ${reached} of ${agents.length}`);
  });
});
