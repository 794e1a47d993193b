// The `sidestep` command-line tool: every example validates and runs with the same final hash as the
// wasm module; links made here and by the page's encoder read on both sides; bad input exits 2 with a
// clear message and never crashes.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

import { decodeLink, encodeLink } from '../../web/link.js';
import { Sim } from '../../web/sim.js';
import { loadModule } from '../wasm/load.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CLI = `${ROOT}build/native/sidestep`;
const EXAMPLES = `${ROOT}examples/`;
const BAD = `${ROOT}tests/bad-inputs/`;

function cli(...args) {
  const r = spawnSync(CLI, args, { encoding: 'utf8', maxBuffer: 64 << 20 });
  return { code: r.status, out: r.stdout, err: r.stderr, signal: r.signal };
}

const exampleFiles = JSON.parse(readFileSync(`${EXAMPLES}index.json`, 'utf8')).examples;

let module;
before(async () => { module = await loadModule(); });

describe('examples', () => {
  it('the gallery index lists every example file and nothing else', () => {
    const files = readdirSync(EXAMPLES).filter((f) => f.endsWith('.json') && f !== 'index.json').sort();
    assert.deepEqual([...exampleFiles].sort(), files);
  });

  for (const file of exampleFiles) {
    it(`${file}: validates, has a title and a description, and runs to the same hash natively and in wasm`, () => {
      const text = readFileSync(EXAMPLES + file, 'utf8');
      const scenario = JSON.parse(text);
      assert.ok(scenario.title?.length > 3, 'a title that says what it teaches');
      assert.ok(scenario.description?.length > 40, 'a description that says what to look for');
      assert.equal(cli('validate', EXAMPLES + file).out, 'ok\n');

      const run = cli('run', EXAMPLES + file, '--json');
      assert.equal(run.code, 0, run.err);
      const report = JSON.parse(run.out);
      const sim = new Sim(module);
      sim.loadScenario(text);
      while (sim.step(1000) > 0);
      assert.equal(report.hash, sim.hash(), 'native and wasm reach the same state');
      assert.equal(report.steps, sim.stepCount);
      const agents = sim.state().agents;
      report.agents.forEach((a, i) => {
        assert.equal(a.name, agents[i].name);
        // The CLI prints the shortest decimal of each float; it reads back to exactly the same float.
        assert.deepEqual(a.final.map(Math.fround), agents[i].position);
      });
      sim.dispose();
    });
  }
});

/** What each example promises in its description, as the CLI reports it. */
const PROMISES = {
  'welcome.json': {
    rounder: { stopReason: 'reached', steps: 8 }, pacer: { stopReason: 'maxSteps' },
    blue: { stopReason: 'reached', maxCollisions: 12, minClearance: -0.05 }, pink: { stopReason: 'reached', minCollisions: 1 },
  },
  'seek-arrival.json': { gentle: { stopReason: 'reached', collisions: 0 }, normal: { stopReason: 'reached' }, sharp: { stopReason: 'reached' } },
  'collisions-counted.json': { through: { stopReason: 'reached', minCollisions: 2 }, clear: { stopReason: 'reached', collisions: 0 } },
  'greedy-round-a-block.json': { walker: { stopReason: 'reached', steps: 12 } },
  'greedy-pacing.json': { pacer: { stopReason: 'maxSteps', steps: 300 } },
  'nproxy-zero-paces.json': { paces: { stopReason: 'maxSteps', steps: 300 } },
  'nproxy-cluster.json': { 'P = 0': { stopReason: 'oscillation', steps: 3 }, 'P = 7': { stopReason: 'reached', steps: 16 } },
  'nproxy-pstep.json': { 'no P-step': { stopReason: 'maxSteps', steps: 200 }, 'P-step': { stopReason: 'reached', steps: 17 } },
  'nproxy-stop-on-return.json': { 'no fix': { stopReason: 'maxSteps', steps: 200 }, 'stop on return': { stopReason: 'oscillation', steps: 2 } },
  'nproxy-p3-vs-p7.json': { 'P = 3': { stopReason: 'oscillation', steps: 2 }, 'P = 7': { stopReason: 'reached', steps: 18 } },
  'whiskers-circle-field.json': {
    whiskers: { stopReason: 'reached', maxCollisions: 8, minClearance: -0.05 },
    'seek, no avoidance': { stopReason: 'reached', minCollisions: 2, maxClearance: -0.5 },
  },
  'whiskers-head-on-wall.json': { 'head-on': { stopReason: 'reached', maxCollisions: 10, minClearance: -0.05, } },
  'raycast-corner-trap.json': { 'parallel rays': { stopReason: 'maxSteps' }, 'centre + whiskers': { stopReason: 'reached', collisions: 0 } },
  'agents-crossing.json': {
    A: { stopReason: 'reached', agentContacts: 1 }, B: { stopReason: 'reached', agentContacts: 1 },
    'C (avoids)': { stopReason: 'reached', agentContacts: 0 }, 'D (avoids)': { stopReason: 'reached', agentContacts: 0 },
  },
  'context-8-vs-32-rays.json': { '8 rays': { stopReason: 'reached', minCollisions: 1 }, '32 rays': { stopReason: 'reached', collisions: 0 } },
  'context-mask-vs-distance.json': { masking: { stopReason: 'reached', collisions: 0 }, 'by distance': { stopReason: 'reached', collisions: 0 } },
  'context-dead-end.json': { 'into the pocket': { stopReason: 'maxSteps', collisions: 0 } },
  'side-by-side.json': {
    whiskers: { stopReason: 'reached', maxCollisions: 12 }, feelers: { stopReason: 'reached', maxCollisions: 5 }, raycast: { stopReason: 'maxSteps' },
  },
};

describe('each example does what its description promises', () => {
  for (const [file, agents] of Object.entries(PROMISES)) {
    it(file, () => {
      const report = JSON.parse(cli('run', EXAMPLES + file, '--json').out);
      for (const [name, promise] of Object.entries(agents)) {
        const a = report.agents.find((x) => x.name === name);
        assert.ok(a, `agent ${name}`);
        assert.equal(a.stopReason, promise.stopReason, name);
        if ('steps' in promise) assert.equal(a.steps, promise.steps, name);
        if ('collisions' in promise) assert.equal(a.collisions, promise.collisions, name);
        if ('minCollisions' in promise) assert.ok(a.collisions >= promise.minCollisions, `${name}: ${a.collisions} collisions`);
        if ('maxCollisions' in promise) assert.ok(a.collisions <= promise.maxCollisions, `${name}: ${a.collisions} collisions`);
        if ('agentContacts' in promise) assert.equal(a.agentContacts, promise.agentContacts, name);
        if ('minClearance' in promise) assert.ok(a.minClearance >= promise.minClearance, `${name}: min clearance ${a.minClearance}`);
        if ('maxClearance' in promise) assert.ok(a.minClearance <= promise.maxClearance, `${name}: min clearance ${a.minClearance}`);
      }
    });
  }
  it('crowd-four-streams.json: all 200 cross, contacts between agents stay rare', () => {
    const report = JSON.parse(cli('run', `${EXAMPLES}crowd-four-streams.json`, '--json').out);
    assert.equal(report.agents.length, 200);
    assert.equal(report.agents.filter((a) => a.reached).length, 200);
    const contacts = report.agents.reduce((n, a) => n + a.agentContacts, 0);
    assert.ok(contacts <= 40, `${contacts} contacts`);
    assert.ok(report.agents.reduce((n, a) => n + a.collisions, 0) <= 5);
  });

  it('context-race-track.json: every car laps the circuit, fast ones more often, with laps and collisions reported', () => {
    const report = JSON.parse(cli('run', `${EXAMPLES}context-race-track.json`, '--json').out);
    assert.equal(report.agents.length, 6);
    for (const car of report.agents) {
      assert.ok(car.laps >= 2, `${car.name}: ${car.laps} laps`);
      assert.equal(car.collisions, 0, car.name);
      assert.equal(car.agentContacts, 0, `${car.name} dodged the others`);
    }
    const laps = report.agents.map((c) => c.laps);
    assert.ok(Math.max(...laps) > Math.min(...laps), 'speeds differ, so laps differ');
    const table = cli('run', `${EXAMPLES}context-race-track.json`).out;
    assert.match(table, /car 1 +context +no +4000 +maxSteps +0 +0 +2 /);
  });

  it('context-mask-vs-distance.json: danger by distance gives up less heading and passes closer', () => {
    const [mask, distance] = JSON.parse(cli('run', `${EXAMPLES}context-mask-vs-distance.json`, '--json').out).agents;
    assert.ok(distance.minClearance < mask.minClearance);
    assert.ok(distance.pathLength < mask.pathLength);
  });

  it('context-dead-end.json: all slots masked, it brakes and waits where it is', () => {
    const trace = cli('run', `${EXAMPLES}context-dead-end.json`, '--trace').out.trim().split('\n').map((l) => JSON.parse(l));
    assert.deepEqual(trace[500].pos[0], trace[800].pos[0]);
    assert.ok(trace[800].pos[0][0] > 8 && trace[800].pos[0][0] < 14, 'inside the pocket');
  });

  it('whiskers-head-on-wall.json: the tie goes to the first (right) ray, so it turns left: up on screen', () => {
    const trace = cli('run', `${EXAMPLES}whiskers-head-on-wall.json`, '--trace', '--steps', '300').out.trim().split('\n').map((l) => JSON.parse(l));
    assert.ok(trace[300].pos[0][1] < 7.5 - 1, `y ${trace[300].pos[0][1]}`);
  });

  it('covers every example', () => assert.deepEqual([...Object.keys(PROMISES), 'crowd-four-streams.json', 'context-race-track.json'].sort(), [...exampleFiles].sort()));
});

describe('sidestep field', () => {
  it('prints the P-proxy and P-step of every cell, rows top to bottom, null for BIG and HUGE', () => {
    const out = cli('field', `${EXAMPLES}nproxy-pstep.json`, '--agent', '1', '--P', '3');
    assert.equal(out.code, 0, out.err);
    const f = JSON.parse(out.out);
    assert.equal(f.width, 20);
    assert.equal(f.height, 11);
    assert.equal(f.P, 3);
    assert.deepEqual(f.target, [18, 8]);
    assert.equal(f.proxy.length, 11);
    assert.equal(f.proxy[5][0], null, 'row 5 is the blocked separator');
    assert.equal(f.proxy[8][18], 0);
    assert.equal(f.proxy[8][15], 0, 'three steps from the target');
    assert.equal(f.proxy[8][14], 1, 'four steps: the nearest it gets is one cell short');
    assert.equal(f.step[8][15], 3);
    assert.equal(f.step[8][14], null, 'beyond P');
    assert.equal(f.step[2][18], null, 'the other lane cannot reach this target');
  });

  it('refuses continuous agents and bad numbers with exit 2', () => {
    assert.equal(cli('field', `${EXAMPLES}seek-arrival.json`, '--agent', '0').code, 2);
    assert.match(cli('field', `${EXAMPLES}seek-arrival.json`, '--agent', '0').err, /not a grid agent/);
    assert.match(cli('field', `${EXAMPLES}nproxy-pstep.json`, '--agent', '0', '--P', '999').err, /--P: must be an integer 0..256, got 999/);
    assert.match(cli('field', `${EXAMPLES}nproxy-pstep.json`, '--agent', '7').err, /--agent: no agent 7/);
  });
});

describe('sidestep run', () => {
  const welcome = `${EXAMPLES}welcome.json`;

  it('--json reports every agent with the documented fields', () => {
    const report = JSON.parse(cli('run', welcome, '--json').out);
    assert.match(report.hash, /^[0-9a-f]{16}$/);
    for (const a of report.agents) {
      assert.deepEqual(Object.keys(a), ['name', 'behavior', 'reached', 'steps', 'stopReason', 'collisions', 'agentContacts', 'laps', 'pathLength', 'minClearance', 'final']);
      assert.ok(['reached', 'oscillation', 'stuck', 'maxSteps'].includes(a.stopReason));
    }
  });

  it('--steps N stops after N steps and --trace prints one line per step from step 0', () => {
    const trace = cli('run', welcome, '--steps', '5', '--trace').out.trim().split('\n').map((l) => JSON.parse(l));
    assert.deepEqual(trace.map((t) => t.step), [0, 1, 2, 3, 4, 5]);
    assert.equal(trace[0].pos.length, 4);
    assert.deepEqual(trace[0].pos[2], [15, 13], 'grid agents in cell coordinates');
    assert.deepEqual(trace[1].pos[2], [16, 13]);
    assert.equal(JSON.parse(cli('run', welcome, '--steps', '5', '--json').out).steps, 5);
  });

  it('prints a readable table without --json', () => {
    const { out, code } = cli('run', welcome);
    assert.equal(code, 0);
    assert.match(out, /^steps \d+ {3}hash [0-9a-f]{16}\n/);
    assert.match(out, /rounder +greedy +yes +8 +reached +0 +0 +0/);
  });

  it('usage errors exit 2', () => {
    assert.equal(cli().code, 2);
    assert.equal(cli('fly').code, 2);
    assert.equal(cli('run').code, 2);
    assert.equal(cli('run', welcome, '--steps', 'x').code, 2);
    assert.equal(cli('run', '/no/such/file.json').code, 2);
    assert.match(cli('run', '/no/such/file.json').err, /no such file, and not a share link/);
  });
});

describe('links', () => {
  it('scenario -> link -> scenario is exact, and the link runs like the file', () => {
    const link = cli('link', 'encode', `${EXAMPLES}welcome.json`, '--base', 'http://localhost:8080/').out.trim();
    assert.match(link, /^http:\/\/localhost:8080\/#s=[A-Za-z0-9_-]+$/);
    const decoded = cli('link', 'decode', link).out;
    assert.equal(decoded, cli('link', 'decode', `${EXAMPLES}welcome.json`).out, 'decoding the link gives the file canonicalised');
    assert.equal(JSON.parse(cli('run', link, '--json').out).hash, JSON.parse(cli('run', `${EXAMPLES}welcome.json`, '--json').out).hash);
  });

  it('the page\'s encoder and the CLI read each other\'s links', async () => {
    const text = readFileSync(`${EXAMPLES}welcome.json`, 'utf8');
    const pageLink = `#s=${await encodeLink(JSON.stringify(JSON.parse(text)))}`;
    assert.equal(cli('validate', pageLink).out, 'ok\n');
    const cliLink = cli('link', 'encode', `${EXAMPLES}welcome.json`).out.trim();
    const fromCli = JSON.parse(await decodeLink(cliLink));
    assert.equal(fromCli.title, 'Welcome to sidestep');
    assert.deepEqual(fromCli.world.grid, JSON.parse(text).world.grid);
  });

  it('a 64 x 64 painted maze with 10 agents makes a link of about 1,500 characters or less', () => {
    const maze = mazeScenario(64, 64, 10);
    const file = `${ROOT}build/maze64.json`;
    spawnSync('bash', ['-c', `cat > ${file}`], { input: JSON.stringify(maze) });
    const link = cli('link', 'encode', file).out.trim();
    console.log(`# 64 x 64 maze, 10 agents: link of ${link.length} characters`);
    assert.ok(link.length <= 1600, `link is ${link.length} characters`);
  });
});

describe('bad input', () => {
  const expected = JSON.parse(readFileSync(`${BAD}expected.json`, 'utf8'));
  for (const [file, phrase] of Object.entries(expected)) {
    it(`${file}: exit 2 with "${phrase}"`, () => {
      const arg = file.endsWith('.txt') ? readFileSync(BAD + file, 'utf8') : BAD + file;
      const r = cli('validate', arg);
      assert.equal(r.signal, null, 'no crash');
      assert.equal(r.code, 2);
      assert.ok(r.err.includes(phrase), r.err);
      assert.equal(cli('run', arg, '--json').code, 2);
    });
  }
});

/** A recursive-backtracker maze (seeded), agents in dead ends: a realistic painted scene. */
function mazeScenario(w, h, agentCount) {
  let seed = 12345;
  const rand = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
  const grid = Array.from({ length: h }, () => Array(w).fill('@'));
  const stack = [[1, 1]];
  grid[1][1] = '.';
  while (stack.length) {
    const [x, y] = stack[stack.length - 1];
    const options = [[2, 0], [-2, 0], [0, 2], [0, -2]].filter(([dx, dy]) => x + dx > 0 && y + dy > 0 && x + dx < w - 1 && y + dy < h - 1 && grid[y + dy][x + dx] === '@');
    if (!options.length) { stack.pop(); continue; }
    const [dx, dy] = options[Math.floor(rand() * options.length)];
    grid[y + dy / 2][x + dx / 2] = '.';
    grid[y + dy][x + dx] = '.';
    stack.push([x + dx, y + dy]);
  }
  const free = [];
  grid.forEach((row, y) => row.forEach((c, x) => { if (c === '.') free.push([x, y]); }));
  const pick = () => free[Math.floor(rand() * free.length)];
  const agents = Array.from({ length: agentCount }, (_, i) => ({ name: `a${i}`, behavior: 'greedy', start: pick(), goal: pick() }));
  return { version: 1, title: 'Maze', description: '', world: { grid: grid.map((r) => r.join('')) }, agents, sim: { dt: 0.02, maxSteps: 3000, seed: 1 } };
}
