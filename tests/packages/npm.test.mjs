// The npm package as a user gets it (packed, installed offline into a fresh project, imported as 'sidestep'): every
// bundled example and SteerSuite cases imported by the CLI step to the CLI's hash; an agent is explained in the words
// `sidestep explain` prints; bad scenes are refused with the core's errors, field by field; edits by name give the
// hash of the same scene written with them; the bulk views are the agents' state; the types pass tsc --strict.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';

import { ROOT, cli, cliHash, installPackage } from './installed.mjs';

const STEPS = 120;
const EXAMPLES = join(ROOT, 'examples');
/** Bundled examples covering every behaviour, crowd regions, paths, terrain, a bundled map and a SteerSuite import,
 *  with the steps each runs (the cli layer checks every example natively and in wasm; here the package's facade). */
const SCENES = [
  ['welcome.json', STEPS], // greedy, seek, whiskers
  ['crowd-thousand.json', 60], // 1,000 whiskers, raycast and context agents
  ['crowd-two-regions.json', 20], // 10,000 agents from two regions
  ['orca-circle.json', STEPS],
  ['nproxy-cluster.json', STEPS],
  ['feelers-slope-hill.json', STEPS], // terrain
  ['map-den201d.json', STEPS], // a bundled Moving AI map
  ['context-race-track.json', STEPS], // paths
  ['agents-head-on.json', STEPS], // agent avoidance
  ['raycast-corner-trap.json', STEPS],
  ['side-by-side.json', STEPS],
  ['steersuite-doorway-two-way.json', STEPS],
];

let pkg;
before(async () => {
  pkg = await installPackage();
});
after(() => pkg?.remove());

/** Hashes of scenes ([scenario text, steps]) through the installed package, in one process. */
function packageHashes(runs) {
  return pkg.run(`
    import { createWorld } from 'sidestep';
    const out = [];
    for (const [text, steps] of ${JSON.stringify(runs)}) {
      const world = await createWorld(text);
      world.step(steps);
      out.push(world.hash());
      world.delete();
    }
    console.log(JSON.stringify(out));
  `);
}

describe('the installed package', () => {
  it('is the packed files only, with no dependencies, its licence and the bundled data’s notices', () => {
    const manifest = JSON.parse(readFileSync(join(pkg.project, 'node_modules/sidestep/package.json'), 'utf8'));
    assert.equal(manifest.name, 'sidestep');
    assert.equal(manifest.version, JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).version);
    assert.equal(manifest.dependencies, undefined);
    const installed = readdirSync(join(pkg.project, 'node_modules'));
    assert.deepEqual(
      installed.filter((d) => !d.startsWith('.')),
      ['sidestep'],
    );
    const listed = spawnSync('tar', ['-tzf', pkg.tarball], { encoding: 'utf8' }).stdout.split('\n').filter(Boolean);
    for (const f of ['dist/index.js', 'dist/sidestep.wasm', 'dist/sidestep-mt.wasm', 'index.d.ts', 'LICENSE', 'NOTICE'])
      assert.ok(listed.includes(`package/${f}`), `${f} in the tarball`);
    assert.ok(
      !listed.some((f) => /codemirror|quickjs|web\/|vendor/.test(f)),
      'none of the page’s code or vendor files',
    );
    const bundle = readFileSync(join(pkg.project, 'node_modules/sidestep/dist/index.js'), 'utf8');
    assert.doesNotMatch(
      bundle,
      /codemirror|quickjs|RunScripts/i,
      'the facade bundles none of the page’s script engine',
    );
    // The repository's own LICENSE and NOTICE, whose notices name what the package carries (the maps in the core).
    for (const f of ['LICENSE', 'NOTICE'])
      assert.equal(
        readFileSync(join(pkg.project, 'node_modules/sidestep', f), 'utf8'),
        readFileSync(join(ROOT, f), 'utf8'),
        `${f} as the repository has it`,
      );
    assert.match(readFileSync(join(ROOT, 'NOTICE'), 'utf8'), /Moving AI[\s\S]*The npm package/);
  });

  it(`steps ${SCENES.length} bundled examples (every behaviour, regions, terrain, a map) to the CLI's hash`, () => {
    const hashes = packageHashes(SCENES.map(([scene, steps]) => [readFileSync(join(EXAMPLES, scene), 'utf8'), steps]));
    SCENES.forEach(([scene, steps], k) => assert.equal(hashes[k], cliHash(join(EXAMPLES, scene), steps), scene));
  });

  it("steps SteerSuite's cases, as the CLI imports them, to the CLI's hash", () => {
    const cases = ['3-squeeze.xml', 'circle-obstacle-15.xml', 'doorway-two-way.xml', 'urban.xml'];
    const texts = cases.map((c) => {
      const r = cli(['import', join(EXAMPLES, 'steersuite', c)]);
      assert.equal(r.status, 0, r.stderr);
      return r.stdout;
    });
    const hashes = packageHashes(texts.map((text) => [text, 200]));
    texts.forEach((text, k) => {
      const r = cli(['run', '-', '--steps', '200', '--json'], text);
      assert.equal(hashes[k], JSON.parse(r.stdout).hash, cases[k]);
    });
  });

  it('explains an agent in the words `sidestep explain` prints, as objects and as text', () => {
    for (const [scene, agent, steps] of [
      ['whiskers-circle-field.json', 0, 40],
      ['nproxy-cluster.json', 1, 5],
      ['orca-head-on.json', 2, 30],
    ]) {
      const file = join(EXAMPLES, scene);
      const got = pkg.run(`
        import { readFileSync } from 'node:fs';
        import { createWorld } from 'sidestep';
        const world = await createWorld(readFileSync(${JSON.stringify(file)}, 'utf8'));
        world.step(${steps});
        console.log(JSON.stringify({ why: await world.explain(${agent}), none: await world.explain(999) }));
      `);
      const text = cli(['explain', file, '--agent', String(agent), '--steps', String(steps)]).stdout;
      const json = JSON.parse(
        cli(['explain', file, '--agent', String(agent), '--steps', String(steps), '--json']).stdout,
      );
      assert.equal(got.why.text, text, scene);
      assert.deepEqual({ facts: got.why.facts, lines: got.why.lines, table: got.why.table }, json, scene);
      assert.equal(got.none, null);
    }
  });

  it('refuses every bad scene of tests/bad-inputs with the errors the CLI names, field by field', () => {
    const dir = join(ROOT, 'tests/bad-inputs');
    const files = readdirSync(dir).filter((f) => f.endsWith('.json') && f !== 'expected.json');
    const got = pkg.run(`
      import { readFileSync } from 'node:fs';
      import { createWorld, ScenarioError } from 'sidestep';
      const out = {};
      for (const f of ${JSON.stringify(files)}) {
        try {
          await createWorld(readFileSync(${JSON.stringify(dir)} + '/' + f, 'utf8'));
          out[f] = 'accepted';
        } catch (err) {
          out[f] = err instanceof ScenarioError ? err.errors : 'not a ScenarioError: ' + err.message;
        }
      }
      console.log(JSON.stringify(out));
    `);
    let refused = 0;
    for (const f of files) {
      const r = cli(['validate', join(dir, f)]);
      if (r.status === 0) continue; // a file the CLI accepts (some test other layers' limits)
      const errors = r.stderr
        .split('\n')
        .filter((l) => l.startsWith('error: '))
        .map((l) => l.slice('error: '.length));
      assert.deepEqual(got[f], errors, f);
      refused++;
    }
    assert.ok(refused >= 30, `${refused} refused`);
  });

  it('refuses a scene with a history or script agents, naming the field, and rejects bad edits with the core’s words', () => {
    const got = pkg.run(`
      import { createWorld } from 'sidestep';
      const base = { version: 1, world: { size: [8, 8] },
        agents: [{ behavior: 'whiskers', start: [1, 1], goal: [6, 6] }] };
      const out = {};
      for (const [k, scene] of Object.entries({
        history: { ...base, history: [{ step: 3, edit: 'setCell', cell: [4, 4], blocked: true }] },
        script: JSON.parse(${JSON.stringify(readFileSync(join(EXAMPLES, 'script-whiskers.json'), 'utf8'))}),
      })) {
        try { await createWorld(scene); out[k] = 'accepted'; } catch (err) { out[k] = err.errors; }
      }
      const world = await createWorld(base);
      for (const [k, f] of Object.entries({
        radius: () => world.setSetting(0, 'radius', -1),
        unknown: () => world.setSetting(0, 'wings', 2),
        range: () => world.setSetting(0, 'rayLength', 1000),
        cell: () => world.setCell(99, 0, true),
        agent: () => world.addAgent({ behavior: 'flying', start: [1, 1], goal: [2, 2] }),
      })) {
        try { f(); out[k] = 'accepted'; } catch (err) { out[k] = err.message; }
      }
      out.hash = world.hash();
      console.log(JSON.stringify(out));
    `);
    assert.match(got.history[0], /^history: 1 edit\(s\) made during a run/);
    assert.match(got.script[0], /^agents\[0\]\.behavior: "script" agents need/);
    assert.match(got.radius, /radius/);
    assert.match(got.radius, /0\.01/);
    assert.match(got.unknown, /no setting "wings": its settings are rayLength, /);
    assert.match(got.range, /rayLength/);
    assert.match(got.cell, /99/);
    assert.match(got.agent, /behavior/);
    const unchanged = pkg.run(`
      import { createWorld } from 'sidestep';
      const w = await createWorld({ version: 1, world: { size: [8, 8] },
        agents: [{ behavior: 'whiskers', start: [1, 1], goal: [6, 6] }] });
      console.log(JSON.stringify(w.hash()));
    `);
    assert.equal(got.hash, unchanged, 'a refused edit changes nothing');
  });

  it('edits by name (setSetting, addAgent, setCell, addCircle, setGoal) give the hash of the scene written with them', () => {
    const file = join(EXAMPLES, 'whiskers-circle-field.json');
    const scene = JSON.parse(readFileSync(file, 'utf8'));
    const added = { name: 'late', behavior: 'feelers', start: [2, 2], goal: [20, 12], params: { angle: 25 } };
    const got = pkg.run(`
      import { createWorld } from 'sidestep';
      const world = await createWorld(${JSON.stringify(scene)});
      world.setSetting(0, 'rayLength', 3.5);
      world.setSetting(0, 'avoidance.lookahead', 9);
      world.setSetting(0, 'maxSpeed', 2.5);
      world.addAgent(${JSON.stringify(added)});
      world.setCell(3, 9, true);
      world.addCircle(14, 3, 0.75);
      world.setGoal(1, 18, 4);
      const definition = world.agentDefinition(0);
      world.step(${STEPS});
      console.log(JSON.stringify({ hash: world.hash(), definition, scenario: world.toScenario() }));
    `);
    // The same scene written by hand, run by the CLI.
    const agents = scene.agents.map((a) => ({ ...a }));
    agents[0] = {
      ...agents[0],
      maxSpeed: 2.5,
      params: { ...agents[0].params, rayLength: 3.5 },
      avoidance: { ...agents[0].avoidance, lookahead: 9 },
    };
    agents[1] = { ...agents[1], goal: [18, 4] };
    agents.push(added);
    const written = structuredClone(scene);
    written.agents = agents;
    written.world.circles = [...(written.world.circles ?? []), { x: 14, y: 3, r: 0.75 }];
    const row = written.world.grid[9];
    written.world.grid[9] = `${row.slice(0, 3)}@${row.slice(4)}`; // cell (3, 9) blocked, as files write it
    const tmp = join(pkg.project, 'written.json');
    writeFileSync(tmp, JSON.stringify(written));
    assert.equal(cliHash(tmp, STEPS), got.hash);
    assert.equal(got.definition.params.rayLength, 3.5);
    assert.equal(got.definition.avoidance.lookahead, 9);
    assert.equal(got.definition.maxSpeed, 2.5);
    // toScenario() writes the world's definition: the CLI runs it from step 0 to the same hash.
    const scenarioFile = join(pkg.project, 'to-scenario.json');
    writeFileSync(scenarioFile, JSON.stringify(got.scenario));
    assert.equal(cliHash(scenarioFile, STEPS), got.hash);
  });
});

describe('reading a world', () => {
  it('positions() and velocities() are the agents’ state, one array reused from call to call', () => {
    const got = pkg.run(`
      import { readFileSync } from 'node:fs';
      import { createWorld } from 'sidestep';
      const world = await createWorld(readFileSync(${JSON.stringify(join(EXAMPLES, 'crowd-four-streams.json'))}, 'utf8'));
      world.step(60);
      const p = world.positions(), v = world.velocities();
      world.step(1);
      const again = world.positions();
      const agents = world.agents();
      const mine = new Float32Array(2 * agents.length);
      world.positions(mine);
      console.log(JSON.stringify({
        same: p === again,
        n: p.length,
        agents: agents.map((a) => [a.x, a.y, a.vx, a.vy]),
        p: Array.from(again), v: Array.from(world.velocities()), mine: Array.from(mine),
        first: agents[0],
      }));
    `);
    assert.ok(got.same, 'the same Float32Array');
    assert.equal(got.n, 2 * got.agents.length);
    got.agents.forEach(([x, y, vx, vy], i) => {
      assert.equal(got.p[2 * i], x);
      assert.equal(got.p[2 * i + 1], y);
      assert.equal(got.v[2 * i], vx);
      assert.equal(got.v[2 * i + 1], vy);
    });
    assert.deepEqual(got.mine, got.p);
    for (const k of ['name', 'x', 'y', 'vx', 'vy', 'goal', 'status', 'measures']) assert.ok(k in got.first, k);
    assert.equal(typeof got.first.measures.collisions, 'number');
  });

  it("paramSpecs(behavior) give each setting its explanation, en.ftl's doc- line (the core keeps no words of it)", () => {
    const got = pkg.run(`
      import { createWorld } from 'sidestep';
      const world = await createWorld(JSON.stringify({ version: 1, world: { grid: ['.'] } }));
      console.log(JSON.stringify(Object.fromEntries(world.behaviorNames.map((b) => [b, world.paramSpecs(b)]))));
    `);
    const english = readFileSync(join(ROOT, 'web/i18n/en.ftl'), 'utf8');
    const line = (id) => english.match(new RegExp(`^${id} = (.*)$`, 'm'))?.[1];
    const specs = Object.entries(got).flatMap(([b, list]) => list.map((s) => [`doc-${b}-${s.name}`, s.doc]));
    assert.ok(specs.length >= 30, `${specs.length} settings`);
    for (const [id, doc] of specs) assert.equal(doc, line(id), id);
  });

  it("records(i) are what the core decided: a whiskers ray's hit lies on the circle it hit", () => {
    const scene = {
      version: 1,
      world: { size: [12, 8], circles: [{ x: 5, y: 4, r: 1 }] },
      agents: [{ behavior: 'whiskers', start: [2, 4.2], goal: [10, 4.2], params: { rayLength: 4 } }],
    };
    const got = pkg.run(`
      import { createWorld } from 'sidestep';
      const world = await createWorld(${JSON.stringify(scene)});
      console.log(JSON.stringify({ r: world.records(0), a: world.agent(0), none: world.records(7) })); // at step 0
    `);
    const { steering, grid, orca } = got.r;
    assert.equal(grid, null);
    assert.equal(orca, null);
    const hits = steering.rays.filter((r) => r.hit);
    assert.equal(hits.length, 2, 'both rays see the circle ahead');
    for (const h of hits) assert.ok(Math.abs(Math.hypot(h.hitPoint[0] - 5, h.hitPoint[1] - 4) - 1) < 1e-3);
    // The velocity it moves with next is velocity + acceleration * dt (the record's own sum).
    assert.ok(Math.abs(steering.velocity[0] - (got.a.vx + steering.acceleration[0] * 0.02)) < 1e-4);
    assert.equal(got.none, null);
  });
});

describe('types', () => {
  it('index.d.ts types a consumer under tsc --strict, and refuses a wrong call', () => {
    const tsc = join(ROOT, 'node_modules/typescript/bin/tsc');
    const good = `
      import { createWorld, loadSidestep, ScenarioError, type AgentState, type Explanation } from 'sidestep';
      const sidestep = await loadSidestep({ threads: 1 });
      const world = await createWorld({ version: 1, world: { size: [8, 8] },
        agents: [{ behavior: 'seek', start: [1, 1], goal: [6, 6] }] }, { sidestep });
      const taken: number = world.step(5);
      const hash: string = world.hash();
      const agents: AgentState[] = world.agents();
      const positions: Float32Array = world.positions();
      const i: number = world.addAgent({ behavior: 'whiskers', start: [2, 2], goal: [5, 5], params: { rayLength: 3 } });
      world.setGoal(i, 4, 4);
      world.setSetting(i, 'rayLength', 2);
      world.setCell(3, 3, true);
      world.addCircle(5, 2, 0.5);
      const why: Explanation | null = await world.explain(0);
      const rays = world.records(i)?.steering?.rays.length ?? 0;
      const scene = world.toScenario();
      try { await createWorld('{}'); } catch (err) { if (err instanceof ScenarioError) console.log(err.errors.join()); }
      world.delete();
      console.log(taken, hash, agents.length, positions.length, why?.text, rays, scene.version);
    `;
    const bad = `
      import { createWorld } from 'sidestep';
      const world = await createWorld('{}');
      world.step('ten');
      const x: string = world.positions();
    `;
    // One tsc run over both files (tsc is the slow part): the good one without an error, the bad one with its two.
    writeFileSync(join(pkg.project, 'good.ts'), good);
    writeFileSync(join(pkg.project, 'bad.ts'), bad);
    const config = {
      compilerOptions: {
        strict: true,
        noEmit: true,
        module: 'nodenext',
        moduleResolution: 'nodenext',
        target: 'es2022',
        types: [],
        skipDefaultLibCheck: true, // TypeScript's own lib files; index.d.ts is checked
      },
      files: ['good.ts', 'bad.ts'],
    };
    writeFileSync(join(pkg.project, 'tsconfig.json'), JSON.stringify(config));
    const r = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.json'], { cwd: pkg.project, encoding: 'utf8' });
    const errors = r.stdout.split('\n').filter((l) => /error TS/.test(l));
    assert.deepEqual(
      errors.filter((l) => !l.startsWith('bad.ts')),
      [],
      'the consumer and index.d.ts type-check under --strict',
    );
    assert.equal(errors.length, 2, r.stdout);
    assert.match(errors[0], /^bad\.ts\(4,\d+\): error TS2345/);
    assert.match(errors[1], /^bad\.ts\(5,\d+\): error TS2322/);
  });
});
