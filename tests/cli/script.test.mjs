// Scripted agents through `node scripts/sidestep.mjs` (the wasm core with QuickJS): a scripted whiskers agent
// collides no more often than scripted seek, for less time and less deep, on examples, and less often on the quality
// suite's circle fields (quality --script, natively the same); script-whiskers.json's
// figures; a runaway loop, a memory bomb, fetch, require, process and import()
// each stop only their own agent, with reason script and the line; syntax errors are refused by name and
// line; the same scene gives the same hash twice and after going back; the Node front end prints exactly
// what the native tool prints for every example without scripts (tests/cli/script-native.test.mjs: with scripts).
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

import { qualityRows } from './quality-table.mjs';
import { Sim } from '../../web/sim/sim.js';
import { loadScriptEngine } from '../../web/sim/scripted.js';
import { loadModule } from '../wasm/load.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const NATIVE = `${ROOT}build/native/sidestep`;
const NODE_CLI = `${ROOT}scripts/sidestep.mjs`;
const EXAMPLES = `${ROOT}examples/`;
const SCRIPTS = `${ROOT}tests/data/scripts/`;

const dir = mkdtempSync(join(tmpdir(), 'sidestep-script-'));
after(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the Node front end; resolves { code, out, err, ms }. */
function nodeCli(...args) {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(process.execPath, [NODE_CLI, ...args]);
    let out = '',
      err = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.stderr.on('data', (d) => {
      err += d;
    });
    child.on('close', (code) => resolve({ code, out, err, ms: performance.now() - started }));
  });
}
const native = (...args) => spawnSync(NATIVE, args, { encoding: 'utf8', maxBuffer: 64 << 20 });

function writeScene(name, scene) {
  const file = join(dir, name);
  writeFileSync(file, JSON.stringify(scene));
  return file;
}

/** The circle field of an example with its agents all running script `name` (source from tests/data/scripts). */
function fieldWith(example, name) {
  const base = JSON.parse(readFileSync(EXAMPLES + example, 'utf8'));
  return {
    version: 1,
    title: `${example} with ${name}`,
    world: base.world,
    scripts: { [name]: readFileSync(`${SCRIPTS}${name}.js`, 'utf8') },
    agents: base.agents.map((a) => ({
      name: a.name,
      behavior: 'script',
      script: name,
      start: a.start,
      goal: a.goal,
      radius: a.radius,
      maxSpeed: a.maxSpeed,
      maxAccel: a.maxAccel,
    })),
    sim: base.sim,
  };
}

const LINES = 12;
const lines = (body) => `function steer(agent, world) {\n${body}\n}`;
const BAD = {
  loop: lines('  while (true) {}'),
  bomb: lines('  const all = [];\n  while (true) all.push(new Array(100000).fill(7));'),
  net: lines('  return fetch("http://example.org/");'),
  req: lines('  return require("fs");'),
  proc: lines('  return process.exit(1);'),
  imp: lines('  return import("fs");'),
  thrower: lines('  if (agent.step >= 3) throw new TypeError("no way");\n  return { x: 1, y: 0 };'),
};

describe('scripted agents in node scripts/sidestep.mjs', () => {
  it('a scripted whiskers agent collides no more often than scripted seek on circle fields, for less time and less deep', async () => {
    for (const example of ['whiskers-circle-field.json', 'crowd-thousand.json']) {
      const scene = (name) => {
        const s = fieldWith(example, name);
        if (s.agents.length > 40) s.agents = s.agents.slice(0, 40); // a few dozen of the crowd are enough
        return writeScene(`${name}-${example}`, s);
      };
      const whiskers = JSON.parse((await nodeCli('run', scene('whiskers'), '--json')).out).run;
      const seek = JSON.parse((await nodeCli('run', scene('seek'), '--json')).out).run;
      assert.ok(
        whiskers.contactTime < seek.contactTime,
        `${example}: contact ${whiskers.contactTime} s vs seek's ${seek.contactTime} s`,
      );
      assert.ok(
        whiskers.penetration < seek.penetration,
        `${example}: depth ${whiskers.penetration} vs seek's ${seek.penetration}`,
      );
      assert.ok(
        whiskers.collisions <= seek.collisions,
        `${example}: ${whiskers.collisions} collisions vs seek's ${seek.collisions}`,
      );
    }
  });

  it("a scripted whiskers agent collides less than scripted seek on the quality suite's circle fields", async (t) => {
    const r = await nodeCli(
      'quality',
      '--families',
      'fields',
      '--variant',
      'seek',
      '--script',
      `${SCRIPTS}seek.js`,
      '--script',
      `${SCRIPTS}whiskers.js`,
    );
    assert.equal(r.code, 0, r.err);
    const rows = qualityRows(r.out);
    const seek = rows.get('script seek'),
      whiskers = rows.get('script whiskers');
    t.diagnostic(
      `fields (${seek.runs} scenes): collisions per agent, scripted seek ${seek.coll}, scripted whiskers ${whiskers.coll}, built-in seek ${rows.get('seek').coll}`,
    );
    assert.equal(whiskers.runs, 15, 'every circle field: three densities, five seeds');
    assert.ok(whiskers.coll < seek.coll, `whiskers ${whiskers.coll} collisions per agent vs seek's ${seek.coll}`);
    assert.ok(whiskers.depth < seek.depth, `whiskers ${whiskers.depth} deep vs seek's ${seek.depth}`);
    assert.ok(whiskers.reach >= 0.9 * seek.reach, `and it arrives: ${whiskers.reach} % vs ${seek.reach} %`);
  });

  it('quality --script: the native tool prints what the Node front end prints; a syntax error named with its line, the same words both ways', async () => {
    const args = [
      'quality',
      '--families',
      'fields',
      '--variant',
      'seek',
      '--script',
      `${SCRIPTS}whiskers.js`,
      '--detail',
    ];
    const mine = await nodeCli(...args);
    assert.equal(mine.code, 0, mine.err);
    const r = native(...args);
    assert.equal(r.status, 0, r.stderr);
    assert.equal(r.stdout, mine.out);
    assert.match(r.stdout, /script whiskers/);
    const broken = join(dir, 'broken.js');
    writeFileSync(broken, 'function steer(agent) {\n  let x = ;\n}');
    const bad = await nodeCli('quality', '--families', 'wall', '--script', broken);
    assert.equal(bad.code, 2);
    assert.match(bad.err, new RegExp(`^error: --script ${broken}: line 2, column \\d+: SyntaxError: `));
    assert.equal(
      native('quality', '--families', 'wall', '--script', broken).stderr,
      bad.err,
      'the same words natively',
    );
    const family = await nodeCli('quality', '--families', 'moon');
    assert.equal(family.code, 2);
    assert.match(family.err, /^error: --families: no family "moon" \(the families are fields, blocks, wall, /);
    assert.equal(native('quality', '--families', 'moon').stderr, family.err, 'the same words natively');
  });

  it('a runaway loop, a memory bomb, fetch, require, process, import() and a throw each stop only their own agent, with reason script and the line', async () => {
    const names = ['ok', ...Object.keys(BAD)];
    const scene = {
      version: 1,
      world: { grid: Array(names.length).fill('.'.repeat(16)) },
      scripts: { ok: lines('  return { x: 3, y: 0 };'), ...BAD },
      agents: names.map((s, k) => ({ behavior: 'script', script: s, start: [1, k + 0.5], goal: [14, k + 0.5] })),
      sim: { maxSteps: 60 },
    };
    const r = await nodeCli('run', writeScene('bad.json', scene), '--json');
    assert.equal(r.code, 0, r.err);
    assert.ok(r.ms < 60000, `the whole run took ${r.ms} ms`);
    const report = JSON.parse(r.out);
    assert.equal(report.steps, 60, 'the run completes');
    assert.equal(report.agents[0].stopReason, 'maxSteps', 'the good agent runs on');
    assert.ok(report.agents[0].final[0] > 3, 'and moves');
    // The line of the call that failed; for a budget or memory stop, where QuickJS was when it stopped it.
    const line = { loop: '\\d+', bomb: '\\d+', net: 2, req: 2, proc: 2, thrower: 2 };
    for (let k = 1; k < names.length; k++) {
      const a = report.agents[k],
        name = names[k];
      assert.equal(a.stopReason, 'script', name);
      assert.match(a.message, new RegExp(`^scripts\\.${name}: `), name);
      if (line[name])
        assert.match(a.message, new RegExp(`^scripts\\.${name}: line ${line[name]}: `), `${name}: ${a.message}`);
    }
    assert.match(report.agents[names.indexOf('loop')].message, /budget|ms in one call/);
    assert.match(report.agents[names.indexOf('bomb')].message, /out of memory|budget|ms in one call/);
    assert.match(report.agents[names.indexOf('net')].message, /ReferenceError: 'fetch' is not defined/);
    assert.match(report.agents[names.indexOf('imp')].message, /steer must return \{ x, y \}.*Promise/);
    assert.match(report.agents[names.indexOf('thrower')].message, /line 2: TypeError: no way/);
    assert.equal(report.agents[names.indexOf('thrower')].steps, 3, 'it stopped at the step it threw');
  });

  it("a script that replaces JSON.stringify or the contract's loop cannot crash the run or steer another script's agent", async () => {
    const evil = {
      // Memory written by a broken JSON.stringify, and memory that would add an agent to the next batch.
      json: 'JSON.stringify = () => \'{"k": 1}], "agents": [{"i": 1, "s": "good"\';\nfunction steer(agent) { return { x: 1, y: 0 }; }',
      loop: 'try { globalThis.__run = () => \'[{"x": -50, "y": 0}]\'; } catch (e) {}\ntry { Object.defineProperty(globalThis, "__skip", { value: () => "[]" }); } catch (e) {}\nfunction steer(agent) { return { x: 1, y: 0 }; }',
    };
    for (const [name, source] of Object.entries(evil)) {
      const scene = (withEvil) => ({
        version: 1,
        world: { grid: Array(20).fill('.'.repeat(40)) },
        scripts: { good: lines('  return { x: 0, y: 10 };'), evil: source },
        agents: [
          ...(withEvil ? [{ name: 'e', behavior: 'script', script: 'evil', start: [5, 2], goal: [35, 2] }] : []),
          { name: 'g', behavior: 'script', script: 'good', start: [20, 6], goal: [20, 18] },
        ],
        sim: { maxSteps: 30 },
      });
      const r = await nodeCli('run', writeScene(`evil-${name}.json`, scene(true)), '--json');
      assert.equal(r.code, 0, `${name}: ${r.err}`);
      const report = JSON.parse(r.out);
      assert.equal(report.steps, 30, `${name}: the run completes`);
      const alone = JSON.parse((await nodeCli('run', writeScene(`good-${name}.json`, scene(false)), '--json')).out);
      assert.deepEqual(
        report.agents[1].final,
        alone.agents[0].final,
        `${name}: the good agent goes where it goes alone`,
      );
    }
  });

  it('validate refuses a syntax error with the script name, line and column; a missing script by the agent', async () => {
    const scene = {
      version: 1,
      world: { grid: ['....'] },
      scripts: { good: lines('  return { x: 0, y: 0 };'), broken: 'function steer(agent) {\n  let x = ;\n}' },
      agents: [{ behavior: 'script', script: 'good', start: [0.5, 0.5], goal: [3, 0.5] }],
    };
    const r = await nodeCli('validate', writeScene('syntax.json', scene));
    assert.equal(r.code, 2);
    assert.match(r.err, /^error: scripts\.broken: line 2, column \d+: SyntaxError: /);
    assert.equal(
      (await nodeCli('validate', writeScene('fine.json', { ...scene, scripts: { good: scene.scripts.good } }))).out,
      'ok\n',
    );
    scene.agents[0].script = 'nope';
    const missing = await nodeCli('validate', writeScene('missing.json', scene));
    assert.equal(missing.code, 2);
    assert.match(missing.err, /agents\[0\]\.script: no script named "nope" \(the scene has: good, broken\)/);
  });

  it('the same scripted scene gives the same hash twice, and after going back and seeking', async () => {
    const file = `${EXAMPLES}script-whiskers.json`;
    const [a, b] = await Promise.all([nodeCli('run', file, '--json'), nodeCli('run', file, '--json')]);
    const hash = JSON.parse(a.out).hash;
    assert.equal(JSON.parse(b.out).hash, hash);
    const module = await loadModule();
    await loadScriptEngine();
    const sim = new Sim(module);
    sim.loadScenario(readFileSync(file, 'utf8'));
    while (sim.step(1000) > 0);
    assert.equal(sim.hash(), hash, "the module in Node reaches the CLI's hash");
    const end = sim.stepCount;
    sim.seek(50);
    const at50 = sim.hash();
    sim.seek(end);
    assert.equal(sim.hash(), hash, 'seek to the end again');
    sim.back(end - 50);
    assert.equal(sim.hash(), at50, 'back to step 50');
    const fresh = new Sim(module);
    fresh.loadScenario(readFileSync(file, 'utf8'));
    fresh.step(50);
    assert.equal(fresh.hash(), at50, 'a fresh run to step 50');
    sim.dispose();
    fresh.dispose();
  });

  it('script-whiskers.json does what its description says: the literal rule touches as many circles as seek, grazing them where seek ploughs through, with the figures it gives', async () => {
    const file = `${EXAMPLES}script-whiskers.json`;
    const { description } = JSON.parse(readFileSync(file, 'utf8'));
    const run = JSON.parse((await nodeCli('run', file, '--json')).out);
    const [runner, seek] = run.agents;
    assert.equal(runner.behavior, 'script', "the script drives the top lane's runner");
    assert.equal(runner.stopReason, 'reached', 'it gets through the field');
    assert.equal(seek.behavior, 'seek');
    // Not fewer collisions than seek: as many, and the description says how many.
    assert.equal(runner.collisions, seek.collisions);
    assert.match(description, new RegExp(`both touch ${runner.collisions}\\b`));
    // Grazes against ploughing through: the depth and the seconds in contact it gives, each the run's.
    assert.ok(
      runner.penetration < seek.penetration / 50 && runner.contactTime < seek.contactTime / 5,
      JSON.stringify({ runner, seek }),
    );
    for (const figure of [
      `${runner.penetration.toFixed(3)} u deep and ${runner.contactTime.toFixed(2)} s`,
      `${seek.penetration.toFixed(2)} u deep and ${seek.contactTime.toFixed(2)} s`,
    ]) {
      assert.ok(description.includes(figure), `the description says "${figure}"`);
    }
    // The compare set: the built-in whiskers and the script on the same field, the same count; the script later by the seconds it says.
    const list = JSON.parse((await nodeCli('compare', file, '--json')).out).variants;
    assert.deepEqual(
      list.map((r) => r.label),
      ['built-in whiskers', 'scripted whiskers'],
    );
    assert.notEqual(list[0].hash, list[1].hash, 'two different runs, not one copied');
    assert.equal(list[0].collisions, list[1].collisions);
    assert.ok(
      description.includes(`arrives ${(list[1].timeToGoal - list[0].timeToGoal).toFixed(1)} s after the built-in`),
    );
  });
});

describe('node scripts/sidestep.mjs prints what the native tool prints', () => {
  const examples = JSON.parse(readFileSync(`${EXAMPLES}index.json`, 'utf8'))
    .examples.map((e) => e.file)
    .filter((f) => !JSON.parse(readFileSync(EXAMPLES + f, 'utf8')).scripts);
  // A crowd of thousands (regions included) runs its first 100 steps: its events over a whole run are more text
  // than a pipe holds, and the tables are written by the same code either way.
  const population = (f) => {
    const d = JSON.parse(readFileSync(EXAMPLES + f, 'utf8'));
    return (d.agents?.length ?? 0) + (d.regions ?? []).reduce((n, r) => n + r.count, 0);
  };
  const cap = (f) => (population(f) > 2000 ? ['--steps', '100'] : []);
  let results;
  before(async () => {
    // Every example, three ways, two at a time (the machine's cores).
    const jobs = examples.flatMap((f) => [[f], [f, '--json'], [f, '--events']].map((a) => [...a, ...cap(f)]));
    results = new Map();
    const work = async () => {
      while (jobs.length) {
        const args = jobs.shift();
        results.set(args.join(' '), await nodeCli('run', EXAMPLES + args[0], ...args.slice(1)));
      }
    };
    await Promise.all([work(), work()]);
  });
  for (const file of examples) {
    it(`${file}: run, run --json and run --events, byte for byte`, () => {
      for (const flags of [[], ['--json'], ['--events']]) {
        const mine = results.get([file, ...flags, ...cap(file)].join(' '));
        const theirs = native('run', EXAMPLES + file, ...flags, ...cap(file));
        assert.equal(mine.code, theirs.status, `${flags}: ${mine.err}`);
        assert.equal(mine.out, theirs.stdout, `${file} ${flags.join(' ')}`);
      }
    });
  }
  it('quality prints the same tables over the families asked for', async () => {
    const mine = await nodeCli('quality', '--families', 'wall,corridor');
    assert.equal(mine.code, 0, mine.err);
    assert.equal(mine.out, native('quality', '--families', 'wall,corridor').stdout);
    assert.match(mine.out, /^Scenes with obstacles/);
    assert.doesNotMatch(mine.out, /Scenes where agents meet/, 'no crowd among those families: no such table');
  });
  it('quality --detail, --scene and --variant (repeated) print the same lines and tables; a --variant no label starts with, the same error', async () => {
    const cases = [
      ['--families', 'wall,corridor', '--detail'],
      ['--scene', 'wall', '--variant', 'whiskers', '--variant', 'seek'],
      ['--families', 'fields', '--variant', 'seek', '--variant', 'raycast'],
      ['--variant', 'nope'],
    ];
    for (const args of cases) {
      const mine = await nodeCli('quality', ...args),
        theirs = native('quality', ...args);
      assert.equal(mine.code, theirs.status, args.join(' '));
      assert.equal(mine.out, theirs.stdout, args.join(' '));
      assert.equal(mine.err, theirs.stderr, args.join(' '));
    }
    const detail = (await nodeCli('quality', '--scene', 'wall', '--variant', 'whiskers')).out
      .split('\n')
      .filter(Boolean);
    assert.deepEqual(
      detail.map((l) =>
        l
          .split(/\s{2,}/)
          .slice(0, 2)
          .join(' | '),
      ),
      ['scene | variant', 'wall | whiskers', 'wall-offset | whiskers'],
      'one line per scene that starts with "wall", for the one variant',
    );
    const rows = qualityRows(
      (await nodeCli('quality', '--families', 'fields', '--variant', 'seek', '--variant', 'raycast')).out,
    );
    assert.deepEqual(
      [...rows.keys()],
      ['seek', 'raycast one', 'raycast parallel', 'raycast fan'],
      'the rows of the labels that start with one given',
    );
  });

  it("quality --detail with a script: its line beside the built-ins' on each scene", async () => {
    const r = await nodeCli(
      'quality',
      '--scene',
      'wall',
      '--variant',
      'seek',
      '--detail',
      '--script',
      `${SCRIPTS}whiskers.js`,
    );
    assert.equal(r.code, 0, r.err);
    const lines = r.out
      .split('\n')
      .filter(Boolean)
      .slice(1)
      .map((l) =>
        l
          .split(/\s{2,}/)
          .slice(0, 2)
          .join(' | '),
      );
    assert.deepEqual(lines, [
      'wall | seek',
      'wall | script whiskers',
      'wall-offset | seek',
      'wall-offset | script whiskers',
    ]);
    const seekLines = native('quality', '--scene', 'wall', '--variant', 'seek')
      .stdout.split('\n')
      .filter((l) => / seek /.test(l));
    assert.equal(seekLines.length, 2, 'the native tool prints seek on wall and wall-offset');
    for (const l of seekLines) assert.ok(r.out.includes(l), `seek's line as the native tool prints it: ${l}`);
  });

  it('quality --script: a script that stops its agents is said so under the tables, with the count and its first message', async () => {
    const file = join(dir, 'crash.js');
    writeFileSync(
      file,
      'function steer(agent, world) {\n  if (agent.step === 5) throw new RangeError("five");\n  return { x: agent.goalX - agent.x, y: agent.goalY - agent.y };\n}\n',
    );
    const r = await nodeCli(
      'quality',
      '--families',
      'wall',
      '--variant',
      'seek',
      '--script',
      file,
      '--script',
      `${SCRIPTS}whiskers.js`,
    );
    assert.equal(r.code, 0, r.err);
    const section = r.out.slice(r.out.indexOf('Stopped by their script'));
    assert.match(
      section,
      /^Stopped by their script \(their rows above measure agents that stood still\):\nscript crash: 2 of 2 agents; the first on wall: scripts\.crash_0: line 2: RangeError: five\n$/,
    );
    assert.doesNotMatch(section, /whiskers/, 'a script that stops nobody is not listed');
    assert.doesNotMatch(native('quality', '--families', 'wall').stdout, /Stopped by their script/, 'nor any built-in');
  });

  it('compare prints the same table for an example with a compare set', async () => {
    const file = `${EXAMPLES}compare-ray-behaviours.json`;
    assert.equal((await nodeCli('compare', file)).out, native('compare', file).stdout);
    assert.equal((await nodeCli('compare', file, '--json')).out, native('compare', file, '--json').stdout);
  });
});
