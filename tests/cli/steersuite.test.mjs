// `sidestep steersuite` and `sidestep import CASE.xml`: SteerSuite's test cases run and scored, malformed ones
// refused with the element and its line (exit 2), the bundled folder whole.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CLI = `${ROOT}build/native/sidestep`;
const CASES = `${ROOT}examples/steersuite/`;
const BAD = `${ROOT}tests/bad-inputs/steersuite/`;
const cli = (args, input) => {
  const r = spawnSync(CLI, args, { encoding: 'utf8', input, maxBuffer: 64 << 20 });
  return { code: r.status, out: r.stdout, err: r.stderr };
};

describe('sidestep steersuite', () => {
  it('is in the usage, with the XML import', () => {
    const r = cli([]);
    assert.match(r.out + r.err, /sidestep steersuite FILE\|DIR/);
    assert.match(r.out + r.err, /sidestep import CASE\.xml/);
  });

  it("runs one case and prints its row: SteerBench's C, T, E and A recounted by hand from the run's trace, ours from its record", () => {
    const r = cli(['steersuite', `${CASES}oncoming-1.xml`]);
    assert.equal(r.code, 0, r.err);
    const lines = r.out.trim().split('\n');
    assert.match(lines[0], /^variant: seek; SteerSuite's cases at 2 units per metre, seed 2$/);
    assert.match(lines[1], /case +agents +reached +coll +contacts +C\/agent +T \(s\) +E +A +composite01 +composite02/);
    const row = lines[2].trim().split(/\s+/);
    assert.equal(row[0], 'oncoming-1.xml');
    assert.match(r.out, /^open space \(1 case\) /m, 'one case, in the singular');

    // The same case imported and run: its trace (positions each step), its events (when each agent stopped)
    // and its record (ours).
    const scene = cli(['import', `${CASES}oncoming-1.xml`]).out;
    const { sim, agents } = JSON.parse(scene);
    // Positions are floats printed in their shortest form: read back as the same floats.
    const trace = cli(['run', '-', '--trace'], scene)
      .out.trim()
      .split('\n')
      .map((l) => JSON.parse(l).pos.map((p) => p.map(Math.fround)));
    const stopped = agents.map(() => Infinity);
    for (const l of cli(['run', '-', '--events'], scene).out.trim().split('\n')) {
      const e = JSON.parse(l);
      if (['reached', 'stuck', 'oscillation', 'numeric'].includes(e.event)) stopped[e.agent] = e.step;
    }
    const ours = JSON.parse(cli(['run', '-', '--json'], scene).out);
    assert.equal(ours.run.agents, 2);

    // SteerBench by hand (steerlib's collector): an agent is measured at step k if it still moves after it;
    // T adds dt, E adds 0.5 |v|^2 with v its move over dt in metres per second, A adds |v - v_before| / dt from
    // its second measured step; C counts each time its overlap with another measured agent goes above 1 mm.
    const unitsPerMetre = 2,
      dt = sim.dt,
      epsilon = 0.001 * unitsPerMetre;
    const T = [0, 0],
      E = [0, 0],
      A = [0, 0],
      C = [0, 0],
      before = [null, null],
      open = [false, false];
    for (let k = 1; k < trace.length; k++) {
      const measured = [0, 1].map((i) => k < stopped[i]);
      for (const i of [0, 1]) {
        if (!measured[i]) continue;
        const v = [0, 1].map((d) => (trace[k][i][d] - trace[k - 1][i][d]) / (unitsPerMetre * dt));
        T[i] += dt;
        E[i] += 0.5 * (v[0] ** 2 + v[1] ** 2);
        if (before[i]) A[i] += Math.hypot(v[0] - before[i][0], v[1] - before[i][1]) / dt;
        before[i] = v;
      }
      const depth =
        agents[0].radius +
        agents[1].radius -
        Math.hypot(trace[k][0][0] - trace[k][1][0], trace[k][0][1] - trace[k][1][1]);
      const deep = measured[0] && measured[1] && depth > epsilon;
      for (const i of [0, 1]) {
        if (measured[i] && deep && !open[i]) C[i]++;
        if (measured[i]) open[i] = deep;
      }
    }
    const mean = (xs) => (xs[0] + xs[1]) / 2;
    const [c, t, e, a] = [C, T, E, A].map(mean);
    assert.equal(c, 1, 'plain seek walks through the other once: one episode each');
    const near = (text, value, what) => {
      const decimals = text.split('.')[1]?.length ?? 0;
      assert.ok(
        Math.abs(Number(text) - value) <= 0.5 * 10 ** -decimals + 1e-6 * Math.abs(value),
        `${what}: ${text} printed, ${value} by hand`,
      );
    };
    near(row[5], c, 'C per agent');
    near(row[6], t, 'T');
    near(row[7], e, 'E');
    near(row[8], a, 'A');
    near(row[9], 50 * c + t + e, 'composite01 = 50 C + T + E');
    near(row[10], 50 * c + t + e + a, 'composite02 = composite01 + A');
    // Ours, from the run's record: the agents, arrivals, collisions and contacts (each agent's own, summed).
    assert.equal(row[1], String(ours.run.agents));
    assert.equal(row[2], `${ours.run.reached}/${ours.run.agents}`);
    assert.equal(row[3], String(ours.agents.reduce((n, x) => n + x.collisions, 0)));
    assert.equal(row[4], String(ours.agents.reduce((n, x) => n + x.agentContacts, 0)));
    assert.equal(ours.run.agentContacts, 1, 'one pair episode: 2 contacts, one for each agent');
  });

  it('runs every bundled case, each imported (none refused) with as many agents as its XML declares, each run to an end', () => {
    const files = readdirSync(CASES)
      .filter((f) => f.endsWith('.xml'))
      .sort();
    const r = cli(['steersuite', CASES, '--variant', 'orca']);
    assert.equal(r.code, 0, r.err);
    assert.doesNotMatch(r.out, /not imported/);
    let agents = 0;
    for (const f of files) {
      const line = r.out.split('\n').find((l) => l.startsWith(`${f} `));
      assert.ok(line, `${f} has a row`);
      const [, n, reached, coll, contacts, c, t] = line.trim().split(/\s+/);
      // The agents its XML declares, counted in its text (comments left out): each <agent>, and each
      // region's <numAgents>.
      const xml = readFileSync(CASES + f, 'utf8').replace(/<!--[\s\S]*?-->/g, '');
      const declared =
        (xml.match(/<agent>/g) ?? []).length +
        [...xml.matchAll(/<numAgents>\s*(\d+)\s*<\/numAgents>/g)].reduce((sum, m) => sum + Number(m[1]), 0);
      assert.equal(Number(n), declared, `${f}: agents`);
      const [home, of] = reached.split('/').map(Number);
      assert.ok(of === declared && home >= 0 && home <= of, `${f}: reached ${reached}`);
      assert.ok(Number(t) > 0, `${f}: the agents were measured for some time (T ${t})`);
      for (const v of [coll, contacts, c]) assert.ok(Number.isFinite(Number(v)) && Number(v) >= 0, `${f}: ${line}`);
      agents += declared;
    }
    // The totals by kind add up to the rows.
    const kinds = [...r.out.matchAll(/^(open space|with obstacles) \((\d+) cases?\) +(\d+) /gm)];
    assert.equal(
      kinds.reduce((sum, m) => sum + Number(m[2]), 0),
      files.length,
    );
    assert.equal(
      kinds.reduce((sum, m) => sum + Number(m[3]), 0),
      agents,
    );
  });

  it("the per-agent detail sums to the case's mean", () => {
    const r = cli(['steersuite', `${CASES}fan-in.xml`, '--detail']);
    assert.equal(r.code, 0, r.err);
    const lines = r.out.split('\n');
    const caseRow = lines
      .find((l) => l.startsWith('fan-in.xml'))
      .trim()
      .split(/\s+/);
    const agents = lines.filter((l) => /^ {2}\S/.test(l)).map((l) => l.trim().split(/\s+/));
    assert.equal(agents.length, Number(caseRow[1]));
    const mean = (k) => agents.reduce((s, a) => s + Number(a[a.length - k]), 0) / agents.length;
    assert.ok(Math.abs(mean(1) - Number(caseRow.at(-1))) < 0.2, "composite02: the mean of the agents'");
  });

  it('refuses each malformed case with the element and its line, exit 2, and never crashes', () => {
    const expected = JSON.parse(readFileSync(`${BAD}expected.json`, 'utf8'));
    for (const [file, message] of Object.entries(expected)) {
      for (const command of ['steersuite', 'import']) {
        const r = cli([command, BAD + file]);
        assert.equal(r.code, 2, `${command} ${file}: ${r.err}`);
        assert.ok(r.err.includes(message), `${command} ${file}: ${r.err}`);
      }
    }
  });

  it('lists the cases it could not import, and runs the rest', () => {
    const r = cli(['steersuite', BAD]);
    assert.equal(r.code, 2, 'every case refused: nothing to run');
    assert.match(r.err, /flee-goal\.xml: fleeStaticTarget \(line 16\)/);
  });

  it('a folder where one case is refused: the rest run, the refused files are counted (not their errors), exit 2', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sidestep-steersuite-'));
    try {
      copyFileSync(`${CASES}oncoming-1.xml`, join(dir, 'oncoming-1.xml'));
      // One file, two errors: a circle's radius below 0 and its height not a number.
      const twoErrors = readFileSync(`${BAD}circle-negative-radius.xml`, 'utf8').replace(
        '<height>1</height>',
        '<height>tall</height>',
      );
      writeFileSync(join(dir, 'two-errors.xml'), twoErrors);
      const r = cli(['steersuite', dir]);
      assert.equal(r.code, 2, 'a case was not imported: the command fails, though the rest ran');
      assert.match(r.out, /^oncoming-1\.xml +2 +2\/2 /m, 'the case that imports still runs');
      assert.match(r.out, /^not imported \(1 of 2 files\):$/m);
      const listed = r.out.split('\n').filter((l) => l.startsWith(`  ${join(dir, 'two-errors.xml')}: `));
      assert.equal(listed.length, 2, r.out);
      assert.match(listed[0], /radius \(line 24\): must be a number > 0, got -2$/);
      assert.match(listed[1], /height \(line 25\): must be a number, got "tall"$/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('says in its usage that a case not imported makes it exit 2', () => {
    assert.match(
      cli(['--help']).out,
      /A case that cannot be imported is listed with its errors and the rest run; the\s+exit code is then 2/,
    );
    assert.match(cli(['steersuite']).err, /steersuite: usage: .*\(exit 2 when a case is not imported\)/);
  });

  it('a single file refused: its errors name the path as given, not only the file name', () => {
    const relative = 'tests/bad-inputs/steersuite/flee-goal.xml';
    for (const command of ['steersuite', 'import']) {
      const r = spawnSync(CLI, [command, relative], { cwd: ROOT, encoding: 'utf8' });
      assert.equal(r.status, 2);
      assert.equal(
        r.stderr.split('\n')[0],
        `error: ${relative}: fleeStaticTarget (line 16): this goal type is not supported: sidestep agents seek one static point`,
        command,
      );
    }
  });

  it('an unknown --variant lists the labels there are', () => {
    const labels =
      /the labels are "seek", "whiskers", .*"context mask, sees agents", "context distance\+avoidance, sees agents" or "orca"$/m;
    for (const args of [
      ['steersuite', CASES, '--variant', 'nope'],
      ['import', `${CASES}fan-in.xml`, '--variant', 'nope'],
    ]) {
      const r = cli(args);
      assert.equal(r.code, 2, args.join(' '));
      assert.match(r.err, /^error: --variant: no variant "nope"; /m, args.join(' '));
      assert.match(r.err, labels, args.join(' '));
    }
    // quality's --variant picks by prefix: one that starts no label is an error too, with the labels.
    const q = cli(['quality', '--variant', 'nope']);
    assert.equal(q.code, 2);
    assert.match(q.err, /^error: --variant: no variant's label starts with "nope"; /m);
    assert.match(q.err, labels);
  });

  it('usage errors name the option', () => {
    assert.match(cli(['steersuite', CASES, '--variant', 'teleport']).err, /--variant: no variant "teleport"/);
    assert.match(cli(['steersuite', CASES, '--behavior', 'nproxy']).err, /--behavior: must be a continuous behaviour/);
    assert.match(
      cli(['steersuite', CASES, '--behavior', 'whiskers', '--param', 'rayLength=500']).err,
      /--param rayLength: must be a number 0\.1\.\.20, got 500/,
    );
    assert.match(
      cli(['steersuite', CASES, '--behavior', 'seek', '--avoid', '--avoidance', 'lookahead=0']).err,
      /--avoidance lookahead: must be a number 1\.\.100/,
    );
    assert.match(cli(['steersuite', CASES, '--scale', '100']).err, /scale: must be a number in \[0\.25, 16\]/);
    assert.equal(cli(['steersuite']).code, 2);
  });
});

describe('sidestep import CASE.xml', () => {
  it("prints a scenario the CLI runs, with SteerSuite's agents leaving at their goal", () => {
    const r = cli(['import', `${CASES}fan-in.xml`]);
    assert.equal(r.code, 0, r.err);
    const s = JSON.parse(r.out);
    assert.equal(s.title, 'SteerSuite fan-in.xml');
    assert.equal(s.sim.dt, 0.05);
    assert.equal(s.sim.atGoal, 'leave');
    assert.ok(s.agents.every((a) => a.radius === 1 && a.behavior === 'seek'));
    assert.match(s.description, /BSD licence/);
    const run = cli(['run', '-', '--json'], r.out);
    assert.equal(run.code, 0, run.err);
    assert.equal(JSON.parse(run.out).agents.length, s.agents.length);
    const orca = JSON.parse(cli(['import', `${CASES}fan-in.xml`, '--variant', 'orca']).out);
    assert.ok(
      orca.agents.every((a) => a.behavior === 'orca' && a.params.preferredSpeed === a.maxSpeed),
      "orca prefers the case's desired speed",
    );
  });

  it('notes the boxes it rasterised, a count in the singular when there is one', () => {
    const r = cli(['import', `${CASES}simple-wall.xml`]);
    assert.equal(r.code, 0, r.err);
    assert.match(r.err, /^note: 1 box rasterised into 320 blocked cells of 0\.5 m$/m);
  });

  it('swaps bounds given the wrong way round, as SteerSuite does, and says so in a note naming the element and line', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sidestep-steersuite-'));
    try {
      // simple-wall.xml's wall with its x bounds given max first.
      const text = readFileSync(`${CASES}simple-wall.xml`, 'utf8');
      const m = text.match(/<obstacle>\s*<xmin>([^<]*)<\/xmin>\s*<xmax>([^<]*)<\/xmax>/);
      assert.ok(m, 'simple-wall.xml has an obstacle with xmin then xmax');
      const line = text.slice(0, m.index).split('\n').length; // the line <obstacle> opens on
      const file = join(dir, 'inverted.xml');
      writeFileSync(
        file,
        text.replace(
          m[0],
          m[0]
            .replace(`<xmin>${m[1]}</xmin>`, `<xmin>${m[2]}</xmin>`)
            .replace(`<xmax>${m[2]}</xmax>`, `<xmax>${m[1]}</xmax>`),
        ),
      );
      const r = cli(['import', file]);
      assert.equal(r.code, 0, r.err);
      assert.match(
        r.err,
        new RegExp(
          `^note: obstacle \\(line ${line}\\): xmin ${Number(m[2])} is greater than xmax ${Number(m[1])}: swapped, as SteerSuite reads them$`,
          'm',
        ),
      );
      const plain = cli(['import', `${CASES}simple-wall.xml`]);
      assert.doesNotMatch(plain.err, /swapped/);
      assert.deepEqual(JSON.parse(r.out).world, JSON.parse(plain.out).world, 'the same wall either way');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
