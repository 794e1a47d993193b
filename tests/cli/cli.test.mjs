// The `sidestep` command-line tool: every example validates and runs with the same final hash as the
// wasm module; links made here and by the page's encoder read on both sides; bad input exits 2 with a
// clear message and never crashes.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

import { BLOCK, blockOutput } from '../../scripts/readme-blocks.mjs';
import { docFiles } from '../../scripts/doc-files.mjs';
import { decodeLink, encodeLink, useCoreLimits } from '../../web/sim/link.js';
import { Sim } from '../../web/sim/sim.js';
import { loadScriptEngine } from '../../web/sim/scripted.js';
import { loadModule } from '../wasm/load.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CLI = `${ROOT}build/native/sidestep`;
const EXAMPLES = `${ROOT}examples/`;
const BAD = `${ROOT}tests/bad-inputs/`;

function cli(...args) {
  const r = spawnSync(CLI, args, { encoding: 'utf8', maxBuffer: 64 << 20 });
  return { code: r.status, out: r.stdout, err: r.stderr, signal: r.signal };
}

const exampleIndex = JSON.parse(readFileSync(`${EXAMPLES}index.json`, 'utf8')).examples;
const exampleFiles = exampleIndex.map((e) => e.file);
// Scenes with scripted agents ("scripts") too: natively their scripts run in the page's engine (Node), in wasm
// in the same engine here (tests/cli/script-native.test.mjs checks them against `node scripts/sidestep.mjs`).
const nativeExamples = exampleFiles;

let module;
before(async () => {
  module = await loadModule();
  useCoreLimits(module.limits());
  await loadScriptEngine(); // so that a Sim attaches a scripted scene's runtime at once
});

describe('examples', () => {
  it('the gallery index lists every example file and nothing else', () => {
    const files = readdirSync(EXAMPLES)
      .filter((f) => f.endsWith('.json') && f !== 'index.json')
      .sort();
    assert.deepEqual([...exampleFiles].sort(), files);
  });

  it('the gallery index gives each example the title in its file (the menu shows them without opening every file)', () => {
    for (const { file, title } of exampleIndex)
      assert.equal(title, JSON.parse(readFileSync(EXAMPLES + file, 'utf8')).title, file);
  });

  for (const file of nativeExamples) {
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

/** The agents of an example's run report, by name. */
function runExample(file, ...args) {
  const run = cli('run', EXAMPLES + file, '--json', ...args);
  assert.equal(run.code, 0, run.err);
  const report = JSON.parse(run.out);
  const by = Object.fromEntries(report.agents.map((a) => [a.name, a]));
  return { report, by };
}

/** An example's copy with every agent's fields changed, run by the CLI (a variant of the same scene). */
function runVariant(file, change, ...args) {
  const scenario = JSON.parse(readFileSync(EXAMPLES + file, 'utf8'));
  scenario.agents.forEach(change);
  const r = spawnSync(CLI, ['run', '-', '--json', ...args], {
    input: JSON.stringify(scenario),
    encoding: 'utf8',
    maxBuffer: 64 << 20,
  });
  assert.equal(r.status, 0, r.stderr);
  return JSON.parse(r.stdout);
}

const sum = (agents, field) => agents.reduce((n, a) => n + a[field], 0);

/**
 * What each example promises in its description, asserted as comparisons: an avoider against seek on
 * the same scene, a rule with a fix against without, one layout against another. Grid agents' step
 * counts are exact, since they follow from the definitions (a shortest walk, a pacing cycle).
 */
const PROMISES = {
  'routes-u-trap.json': ({ by }) => {
    for (const name of ['whiskers', 'orca']) assert.notEqual(by[name].stopReason, 'reached', `${name}: held in the U`);
    assert.equal(by.orca.collisions, 0, 'ORCA stops in the U without a collision');
    for (const planner of ['grid', 'any-angle']) {
      const routed = runVariant('routes-u-trap.json', (a) => (a.planner = planner));
      for (const a of routed.agents) assert.equal(a.stopReason, 'reached', `${a.name} with a ${planner} route`);
    }
  },
  'routes-maze.json': ({ by }) => {
    assert.equal(by.orca.stopReason, 'reached', 'ORCA on an any-angle route arrives');
    assert.equal(by.orca.collisions, 0);
    assert.equal(
      by.whiskers.stopReason,
      'reached',
      "whiskers on a grid route arrives: its rays see only its leg's corridor",
    );
    const none = runVariant('routes-maze.json', (a) => (a.planner = 'none'));
    for (const a of none.agents) assert.notEqual(a.stopReason, 'reached', `${a.name} without a route`);
  },
  'routes-nproxy-vs-astar.json': ({ by }) => {
    assert.equal(by.nproxy.stopReason, 'oscillation');
    assert.equal(by['A*'].stopReason, 'reached', 'seek on an A* route arrives');
    for (const P of [16, 64]) {
      const deeper = runVariant('routes-nproxy-vs-astar.json', (a) => {
        if (a.behavior === 'nproxy') a.params = { ...a.params, P };
      });
      assert.notEqual(deeper.agents.find((a) => a.name === 'nproxy').stopReason, 'reached', `P = ${P}`);
    }
  },
  'welcome.json': ({ by }) => {
    assert.equal(by.blue.stopReason, 'reached');
    assert.equal(by.pink.stopReason, 'reached');
    assert.ok(by.pink.collisions >= 1, 'seek drives through a circle');
    assert.ok(
      by.blue.penetration < by.pink.penetration / 10,
      `whiskers graze (${by.blue.penetration}) where seek ploughs in (${by.pink.penetration})`,
    );
    assert.ok(by.blue.contactTime < by.pink.contactTime);
    assert.equal(by.rounder.stopReason, 'reached');
    assert.equal(by.rounder.steps, 8, 'the shortest walk round the short wall');
    assert.equal(by.pacer.stopReason, 'maxSteps');
  },
  'seek-arrival.json': ({ by }) => {
    for (const a of Object.values(by)) assert.equal(a.stopReason, 'reached');
    assert.ok(by.gentle.steps > by.normal.steps && by.normal.steps > by.sharp.steps, 'more acceleration, sooner there');
  },
  'collisions-counted.json': ({ by }) => {
    assert.ok(by.through.collisions >= 2 && by.through.penetration > 1);
    assert.equal(by.clear.collisions, 0);
    assert.equal(by.through.steps, by.clear.steps, 'colliders would slow it: there are none');
  },
  'greedy-round-a-block.json': ({ by }) => assert.deepEqual([by.walker.stopReason, by.walker.steps], ['reached', 12]),
  'greedy-pacing.json': ({ by }) => assert.deepEqual([by.pacer.stopReason, by.pacer.steps], ['maxSteps', 300]),
  'nproxy-zero-paces.json': ({ by }) => assert.deepEqual([by.paces.stopReason, by.paces.steps], ['maxSteps', 300]),
  'nproxy-cluster.json': ({ by }) => {
    assert.equal(by['P = 0'].stopReason, 'oscillation');
    assert.deepEqual([by['P = 7'].stopReason, by['P = 7'].steps], ['reached', 16]);
  },
  'nproxy-pstep.json': ({ by }) => {
    assert.equal(by['no P-step'].stopReason, 'maxSteps');
    assert.deepEqual([by['P-step'].stopReason, by['P-step'].steps], ['reached', 17]);
  },
  'nproxy-stop-on-return.json': ({ by }) => {
    assert.equal(by['no fix'].stopReason, 'maxSteps');
    assert.equal(by['stop on return'].stopReason, 'oscillation');
    assert.ok(by['stop on return'].steps < by['no fix'].steps);
  },
  'nproxy-p3-vs-p7.json': ({ by }) => {
    assert.equal(by['P = 3'].stopReason, 'oscillation');
    assert.deepEqual([by['P = 7'].stopReason, by['P = 7'].steps], ['reached', 18]);
  },
  'whiskers-circle-field.json': ({ by }) => {
    const w = by.whiskers,
      s = by['seek, no avoidance'];
    assert.equal(w.stopReason, 'reached');
    assert.ok(w.collisions <= s.collisions, `${w.collisions} vs ${s.collisions}`);
    assert.ok(
      w.penetration < s.penetration / 10,
      `whiskers graze (${w.penetration}) where seek ploughs in (${s.penetration})`,
    );
    assert.ok(w.contactTime < s.contactTime / 4);
  },
  'whiskers-head-on-wall.json': ({ by }) => {
    assert.equal(by['head-on'].stopReason, 'reached', 'with its defaults it gets round a wall across its way');
    assert.ok(by['head-on'].penetration < 0.05, 'grazes at most');
  },
  'raycast-corner-trap.json': ({ by }) => {
    assert.equal(by['parallel rays'].stopReason, 'maxSteps');
    assert.equal(by['centre + whiskers'].stopReason, 'reached');
  },
  'raycast-straight-back.json': ({ by }) => {
    assert.equal(by['one ray'].stopReason, 'maxSteps', 'it hovers in front of the wall');
    assert.equal(by['one ray'].collisions, 0, 'hovering, not crashing');
    assert.equal(by['parallel rays'].stopReason, 'reached');
  },
  'feelers-head-on-wall.json': ({ by }) => {
    assert.ok(by['head-on'].collisions >= 1, 'drives in');
    assert.ok(by['head-on'].penetration > 0.4, 'deep, like seek');
    assert.equal(by['near the end'].collisions, 0, 'one side clears first and it gets round');
  },
  'feelers-centre-post.json': ({ by }) => {
    assert.ok(by.literal.collisions >= 1 && by.literal.penetration > 0.3, 'the literal rule drives into the post');
    assert.equal(by.centreSide.collisions, 0, 'with centreSide it turns away');
    assert.equal(by.centreSide.stopReason, 'reached');
  },
  'agents-parked-goals.json': ({ report }) => {
    const group = (tag) => report.agents.filter((a) => a.name.startsWith(tag));
    const contacts = (list) => list.reduce((n, a) => n + a.agentContacts, 0);
    const seek = runVariant('agents-parked-goals.json', (a) => {
      a.avoidAgents = false;
      delete a.avoidance;
    });
    const seekTight = seek.agents.filter((a) => a.name.startsWith('tight'));
    assert.ok(
      contacts(group('tight')) > contacts(seekTight) + 20,
      `packed goals: avoidance bounces on the parked (${contacts(group('tight'))} contacts, seek ${contacts(seekTight)})`,
    );
    assert.equal(contacts(group('spaced')), 0, 'goals 2 apart: not a touch');
    assert.ok(group('spaced').every((a) => a.reached));
    // The example keeps the article's stop at the goal (atGoal "stop"); giving way, the default, brings every
    // agent home too, with less time in contact (docs/algorithms/raycast.md).
    assert.ok(report.agents.every((a) => a.reached));
    const giveWay = runVariant('agents-parked-goals.json', (a) => {
      a.avoidance = { atGoal: 'giveWay' };
    });
    assert.ok(
      giveWay.agents.every((a) => a.reached),
      'giving way: every agent arrives',
    );
    assert.ok(
      giveWay.run.agentContactTime < report.run.agentContactTime,
      `time in contact: ${giveWay.run.agentContactTime} s giving way, ${report.run.agentContactTime} s stopping`,
    );
    const scene = JSON.parse(readFileSync(`${EXAMPLES}agents-parked-goals.json`, 'utf8'));
    scene.sim.atGoal = 'leave';
    const leave = JSON.parse(
      spawnSync(CLI, ['run', '-', '--json'], { input: JSON.stringify(scene), encoding: 'utf8' }).stdout,
    );
    const leaveTight = leave.agents.filter((a) => a.name.startsWith('tight'));
    assert.ok(
      contacts(leaveTight) * 5 < contacts(group('tight')),
      `leaving at the goal: ${contacts(leaveTight)} contacts`,
    );
  },
  'agents-crossing.json': ({ by }) => {
    for (const a of Object.values(by)) assert.equal(a.stopReason, 'reached');
    assert.ok(by.A.agentContacts >= 1 && by.B.agentContacts >= 1);
    assert.ok(
      by['C (avoids)'].agentContacts < by.A.agentContacts && by['D (avoids)'].agentContacts < by.B.agentContacts,
    );
  },
  'agents-head-on.json': ({ by }) => {
    const lane = (tag) => [by[`east (${tag})`], by[`west (${tag})`]];
    assert.ok(
      lane('literal').every((a) => a.stopReason !== 'reached'),
      'the literal rule: stuck head-on',
    );
    assert.ok(
      lane('patience').every((a) => a.stopReason === 'reached'),
      'giving up the wait breaks the tie',
    );
    assert.ok(
      lane('pass right').every((a) => a.stopReason === 'reached' && a.agentContacts === 0),
      'passing on the right never touches',
    );
    assert.ok(sum(lane('pass right'), 'agentContactTime') < sum(lane('patience'), 'agentContactTime'));
  },
  'context-agents-wait.json': ({ by }) => {
    assert.ok(
      ['east (mask)', 'west (mask)'].every((n) => by[n].stopReason !== 'reached' && by[n].agentContacts >= 1),
      'they drive into each other, then both wait',
    );
    assert.ok(
      ['east (distance + avoidance)', 'west (distance + avoidance)'].every(
        (n) => by[n].stopReason === 'reached' && by[n].agentContacts === 0,
      ),
    );
  },
  'side-by-side.json': ({ by }) => {
    const seek = by['seek, no avoidance'];
    for (const name of ['whiskers', 'feelers', 'raycast']) {
      assert.equal(by[name].stopReason, 'reached', name);
      assert.ok(by[name].collisions < seek.collisions, `${name}: ${by[name].collisions} vs seek ${seek.collisions}`);
      assert.ok(by[name].penetration < seek.penetration, name);
    }
  },
  'context-8-vs-32-rays.json': ({ by }) => {
    assert.equal(by['8 rays'].stopReason, 'reached');
    assert.equal(by['32 rays'].stopReason, 'reached');
    assert.ok(by['32 rays'].collisions < by['8 rays'].collisions, 'posts between 8 rays go unseen');
  },
  'context-mask-vs-distance.json': ({ by }) => {
    assert.equal(by.masking.collisions, 0);
    assert.equal(by['by distance'].collisions, 0);
    assert.ok(by['by distance'].minClearance < by.masking.minClearance, 'passes closer');
    assert.ok(by['by distance'].pathLength < by.masking.pathLength, 'gives up less of its heading');
  },
  'compare-nproxy-fixes.json': ({ by }) => {
    // The file's own agent (P = 7 without the P-step rule) paces short of the goal; its compare set is
    // checked variant by variant in 'compare' below.
    assert.notEqual(by.walker.stopReason, 'reached');
  },
  'compare-ray-behaviours.json': ({ by }) => {
    assert.equal(by.runner.behavior, 'seek', 'the runner itself is the baseline: seek');
    assert.ok(by.runner.collisions > 0, 'seek ploughs through circles');
  },
  'raycast-block.json': ({ by }) => {
    assert.equal(by.runner.stopReason, 'maxSteps', 'it hovers in front of the block');
    assert.equal(by.runner.collisions, 0, 'hovering, not crashing');
  },
  'whiskers-wall-end.json': ({ by }) => assert.equal(by.runner.stopReason, 'maxSteps', 'it patrols the face'),
  'context-wall.json': ({ by }) => {
    assert.equal(by.runner.stopReason, 'maxSteps', 'it hovers in front of the wall');
    assert.equal(by.runner.collisions, 0, 'off the face');
  },
  'scattered-cells.json': ({ by }) => assert.equal(by.runner.stopReason, 'maxSteps', 'raycast goes from hit to hit'),
  'orca-head-on.json': ({ by }) => {
    for (const name of ['east', 'west']) {
      assert.equal(by[name].stopReason, 'maxSteps', `${name}: exactly head-on, seen early, it never picks a side`);
      assert.equal(by[name].agentContacts, 0, `${name}: stuck, but never touching`);
    }
    assert.ok(by.east.pathLength < 15 && by.west.pathLength < 15, 'they stop at the middle');
    for (const name of [
      'east, 0.01 off',
      'west, 0.01 off',
      'east, seen late',
      'west, seen late',
      'east, perturbed',
      'west, perturbed',
    ]) {
      assert.equal(by[name].stopReason, 'reached', name);
      assert.equal(by[name].agentContacts, 0, name);
    }
  },
  'orca-pinned.json': ({ by }) => {
    for (const a of Object.values(by)) assert.equal(a.collisions, 0, `${a.name}: held or round, never into it`);
    assert.equal(by['goal straight behind'].stopReason, 'maxSteps');
    assert.equal(by['goal 0.1 off'].stopReason, 'reached');
    assert.equal(by['flat face, 0.1 off'].stopReason, 'maxSteps', 'a flat face holds it even off centre');
    assert.ok(
      Math.abs(by['flat face, 0.1 off'].final[1] - 16.1) < 0.01,
      'it slid until its goal was straight behind it',
    );
  },
  'orca-blocks.json': ({ report }) => {
    assert.equal(report.agents.filter((a) => a.reached).length, 100);
    // Touching a square at float rounding is counted (an overlap is an overlap); entering one is not ORCA.
    const deepest = Math.max(...report.agents.map((a) => a.penetration));
    const seek = runVariant('orca-blocks.json', (a) => {
      a.behavior = 'seek';
      delete a.params;
    });
    const seekDeepest = Math.max(...seek.agents.map((a) => a.penetration));
    assert.ok(deepest * 1000 < seekDeepest, `orca ${deepest} into a square at most, seek ${seekDeepest}`);
  },
  'compare-orca-crowd.json': ({ report }) => {
    assert.equal(report.agents.filter((a) => a.reached).length, 48, 'the file itself: seek with agent avoidance');
  },
  'context-dead-end.json': ({ by }) => {
    assert.equal(by['into the pocket'].stopReason, 'maxSteps');
    assert.equal(by['into the pocket'].collisions, 0);
  },
  // Terrain: each file's own run has slope compensation on (the default); the same scene with it off is
  // run beside it (the files' compare sets hold both).
  'feelers-slope-hill.json': ({ by }) => {
    const on = slopeRun('feelers-slope-hill.json', true),
      off = slopeRun('feelers-slope-hill.json', false);
    assert.equal(by.walker.terrainHits, 0, 'no feeler touches the ground');
    assert.equal(on.agent.terrainHits, 0);
    assert.ok(on.highest > 1.2, `it walks over the hill (up to ${on.highest} u high)`);
    assert.ok(on.deviation < 0.05, `straight over: ${on.deviation} u off the line`);
    assert.ok(off.agent.terrainHits > 10, `level feelers run into the hill: ${off.agent.terrainHits} steps`);
    assert.ok(off.deviation > 1, `it veers away from open ground: ${off.deviation} u off the line`);
    assert.ok(off.agent.pathLength > on.agent.pathLength * 1.03);
    assert.equal(on.agent.stopReason, 'reached');
    assert.equal(off.agent.stopReason, 'reached');
  },
  'feelers-slope-low-wall.json': ({ by }) => {
    const off = slopeRun('feelers-slope-low-wall.json', false);
    assert.equal(by.runner.collisions, 0, 'compensated feelers see the wall and it steers round');
    assert.ok(by.runner.minClearance > 0.05);
    assert.equal(by.runner.stopReason, 'reached');
    assert.ok(off.agent.collisions >= 1, 'level feelers pass over the wall: it runs into it');
    assert.ok(off.agent.penetration > 0.5, `deep: ${off.agent.penetration}`);
    assert.ok(off.deviation < 0.05, `it never saw the wall: ${off.deviation} u off the line`);
  },
  'feelers-slope-valley-posts.json': ({ by }) => {
    const off = slopeRun('feelers-slope-valley-posts.json', false);
    const on = by.walker;
    assert.equal(on.collisions, 0, 'it sees the post in time');
    assert.ok(off.agent.collisions >= 1, 'level feelers see the post too late');
    assert.ok(
      on.terrainHits * 4 < off.agent.terrainHits,
      `ground hits: ${on.terrainHits} vs ${off.agent.terrainHits} without compensation`,
    );
    assert.ok(
      off.agent.pathLength > on.pathLength * 1.2,
      'without compensation it wanders along the valley before climbing out',
    );
    assert.equal(on.stopReason, 'reached');
  },
};

/**
 * A terrain example run with slope compensation on or off: its first agent's report, how far its trace
 * strayed from the straight line between start and goal, and the highest ground it stood on (the file's
 * heights, bilinear: an oracle written here, not the core's).
 */
function slopeRun(file, slope) {
  const scenario = JSON.parse(readFileSync(EXAMPLES + file, 'utf8'));
  delete scenario.compare;
  scenario.agents.forEach((a) => {
    a.params = { ...a.params, slope };
  });
  const input = JSON.stringify(scenario);
  const trace = spawnSync(CLI, ['run', '-', '--trace'], { input, encoding: 'utf8', maxBuffer: 64 << 20 });
  assert.equal(trace.status, 0, trace.stderr);
  const report = spawnSync(CLI, ['run', '-', '--json'], { input, encoding: 'utf8' });
  const [a] = scenario.agents;
  const [dx, dy] = [a.goal[0] - a.start[0], a.goal[1] - a.start[1]];
  const length = Math.hypot(dx, dy);
  const h = scenario.world.terrain.heights;
  const ground = (x, y) => {
    const cx = Math.min(h[0].length - 2, Math.floor(x)),
      cy = Math.min(h.length - 2, Math.floor(y));
    const u = x - cx,
      v = y - cy;
    return (
      h[cy][cx] * (1 - u) * (1 - v) +
      h[cy][cx + 1] * u * (1 - v) +
      h[cy + 1][cx] * (1 - u) * v +
      h[cy + 1][cx + 1] * u * v
    );
  };
  let deviation = 0,
    highest = -Infinity;
  for (const line of trace.stdout.trim().split('\n')) {
    const [x, y] = JSON.parse(line).pos[0];
    deviation = Math.max(deviation, Math.abs((x - a.start[0]) * dy - (y - a.start[1]) * dx) / length);
    highest = Math.max(highest, ground(x, y));
  }
  return { agent: JSON.parse(report.stdout).agents[0], deviation, highest };
}

describe('each example does what its description promises', () => {
  for (const [file, promise] of Object.entries(PROMISES)) {
    it(file, () => promise(runExample(file)));
  }

  it('crowd-four-streams.json: all 200 cross, with far fewer contacts than the same crowd without avoidance', () => {
    const { report } = runExample('crowd-four-streams.json');
    assert.equal(report.agents.length, 200);
    assert.equal(report.agents.filter((a) => a.reached).length, 200);
    const without = runVariant('crowd-four-streams.json', (a) => {
      a.avoidAgents = false;
    });
    const contacts = sum(report.agents, 'agentContacts'),
      blind = sum(without.agents, 'agentContacts');
    assert.ok(contacts * 10 < blind, `${contacts} contacts with avoidance, ${blind} without`);
  });

  it('crowd-thousand.json: nearly all arrive; avoidance keeps agents off each other at a price in obstacle contact, which alongObstacles lowers', () => {
    const { report } = runExample('crowd-thousand.json');
    assert.equal(report.agents.length, 1000);
    const reached = report.agents.filter((a) => a.reached).length;
    assert.ok(
      reached >= 900,
      `${reached} of 1000 arrive (at least 9 in 10, as agent avoidance promises in open space)`,
    );
    // The same crowd over the same 3000 steps, three ways.
    const seen = runExample('crowd-thousand.json', '--steps', '3000').report.agents;
    const blind = runVariant(
      'crowd-thousand.json',
      (a) => {
        a.avoidAgents = false;
      },
      '--steps',
      '3000',
    ).agents;
    const literal = runVariant(
      'crowd-thousand.json',
      (a) => {
        a.avoidance.alongObstacles = false;
      },
      '--steps',
      '3000',
    ).agents;
    const touching = sum(seen, 'agentContactTime'),
      blindTouching = sum(blind, 'agentContactTime');
    assert.ok(
      touching * 5 < blindTouching,
      `agents touch each other for ${touching} s with avoidance, ${blindTouching} s without`,
    );
    const inObstacles = sum(seen, 'contactTime');
    assert.ok(sum(blind, 'contactTime') < inObstacles, 'the price: fleeing pushes agents into circles');
    assert.ok(
      inObstacles < sum(literal, 'contactTime'),
      `alongObstacles: ${inObstacles} s in obstacles, ${sum(literal, 'contactTime')} s without it`,
    );
  });

  it('context-race-track.json: every car laps the circuit without touching walls or cars, fast ones more often', () => {
    const { report } = runExample('context-race-track.json');
    assert.equal(report.agents.length, 6);
    for (const car of report.agents) {
      assert.ok(car.laps >= 2, `${car.name}: ${car.laps} laps`);
      assert.equal(car.collisions, 0, car.name);
      assert.equal(car.agentContacts, 0, `${car.name} dodged the others`);
    }
    const laps = report.agents.map((c) => c.laps);
    assert.ok(Math.max(...laps) > Math.min(...laps), 'speeds differ, so laps differ');
    // The same cars blind to each other do touch: seeing agents is what keeps them apart.
    const blind = runVariant('context-race-track.json', (a) => {
      a.params.seeAgents = false;
    });
    assert.ok(sum(blind.agents, 'agentContacts') > 0);
  });

  it("orca-circle.json: RVO2's Circle as published: all 250 arrive, no two centres within 2.3, in under RVO2's 900 s", () => {
    const { report } = runExample('orca-circle.json');
    assert.equal(report.agents.length, 250);
    assert.equal(report.agents.filter((a) => a.reached).length, 250);
    // 2r = 3: the deepest overlap of two bodies is 3 minus their closest centres.
    const closest = 3 - Math.max(...report.agents.map((a) => a.agentPenetration));
    assert.ok(closest >= 2.3, `closest centres ${closest}`);
    assert.ok(report.steps * 0.25 <= 900, `${report.steps * 0.25} s of simulated time`);
  });

  it('context-dead-end.json: all slots masked, it brakes and waits where it is', () => {
    const trace = cli('run', `${EXAMPLES}context-dead-end.json`, '--trace')
      .out.trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    assert.deepEqual(trace[500].pos[0], trace[800].pos[0]);
    assert.ok(trace[800].pos[0][0] > 8 && trace[800].pos[0][0] < 14, 'inside the pocket');
  });

  it('whiskers-head-on-wall.json: the tie goes to the first (right) ray, so it turns left: up on screen', () => {
    const trace = cli('run', `${EXAMPLES}whiskers-head-on-wall.json`, '--trace', '--steps', '300')
      .out.trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    assert.ok(trace[300].pos[0][1] < 7.5 - 1, `y ${trace[300].pos[0][1]}`);
  });

  // The SteerSuite examples: a published test case each, as `sidestep import` converts it, with a compare set
  // whose table backs every figure in the description.
  const steerSuiteExamples = {
    'steersuite-oncoming-1.json': { xml: 'oncoming-1.xml', farther: 14 },
    'steersuite-crossing-1.json': { xml: 'crossing-1.xml', farther: 8 },
    'steersuite-doorway-two-way.json': { xml: 'doorway-two-way.xml', frame: 1 },
  };
  for (const [file, { xml, farther, frame }] of Object.entries(steerSuiteExamples)) {
    it(`${file}: SteerSuite's ${xml} as imported; seek walks through the other, context seeing agents and ORCA do not`, () => {
      const scenario = JSON.parse(readFileSync(EXAMPLES + file, 'utf8'));
      const imported = cli('import', `${EXAMPLES}steersuite/${xml}`);
      assert.equal(imported.code, 0, imported.err);
      const converted = JSON.parse(imported.out);
      assert.deepEqual(
        [scenario.world, scenario.agents, scenario.sim],
        [converted.world, converted.agents, converted.sim],
        'the case as `sidestep import` converts it',
      );
      assert.ok(scenario.description.startsWith(`SteerSuite's published test case ${xml} `), 'names the case file');
      assert.ok(
        scenario.description.includes(converted.description),
        "with the importer's text, which carries SteerSuite's copyright notice",
      );
      assert.match(scenario.description, /Copyright \(c\) 2009-2015 Shawn Singh.*BSD licence/);
      const r = cli('compare', EXAMPLES + file, '--json');
      assert.equal(r.code, 0, r.err);
      const rows = Object.fromEntries(JSON.parse(r.out).variants.map((v) => [v.label, v]));
      const all = scenario.agents.length;
      assert.deepEqual(Object.keys(rows), ['seek', 'context, sees agents', 'orca']);
      for (const v of Object.values(rows)) assert.equal(v.reached, all, 'every variant arrives');
      assert.equal(rows.seek.agentContacts, 2, 'seek walks through the other: one contact each');
      assert.equal(rows['context, sees agents'].agentContacts, 0);
      assert.equal(rows.orca.agentContacts, 0);
      assert.equal(rows.orca.collisions, 0);
      assert.ok(rows.orca.pathRatio < rows['context, sees agents'].pathRatio, 'ORCA keeps closer to the straight line');
      if (farther !== undefined) {
        assert.equal(
          Math.round((rows['context, sees agents'].pathRatio - 1) * 100),
          farther,
          `context walks ${farther} % farther`,
        );
        assert.ok(scenario.description.includes(`${farther} % farther`));
      }
      if (frame !== undefined)
        assert.equal(rows['context, sees agents'].collisions, frame, 'context runs into the door frame');
    });
  }

  // The game-map examples: one problem row of a bundled map each. Their descriptions give the row's
  // outcome for a sweep of P, measured when they were written: the tool must still print the same.
  const mapExamples = exampleIndex.filter((e) => e.map);
  for (const { file, map, scen, row } of mapExamples) {
    it(`${file}: names its map, runs problem ${row} of ${scen}, and the sweep over P in its text is what the tool measures now`, () => {
      const scenario = JSON.parse(readFileSync(EXAMPLES + file, 'utf8'));
      assert.equal(scenario.world.map, map);
      assert.equal(scenario.world.grid, undefined);
      const data = `${ROOT}tests/data/movingai/`;
      const rowRun = (P) => {
        const csv = join(tmpdir(), `sidestep-${process.pid}-${map}-${P}.csv`);
        const r = spawnSync(
          CLI,
          [
            'movingai',
            `${data}${map}.map`,
            data + scen.split('/').pop(),
            '--rows',
            String(row),
            '--P',
            String(P),
            '--csv',
            csv,
          ],
          { encoding: 'utf8' },
        );
        assert.equal(r.status, 0, r.stderr);
        const [header, line] = readFileSync(csv, 'utf8').split('\n');
        rmSync(csv);
        return Object.fromEntries(header.split(',').map((k, i) => [k, line.split(',')[i]]));
      };
      const sweep = [
        ...scenario.description.matchAll(/P = (\d+): (reached in|oscillation after|stuck after|maxSteps after) (\d+)/g),
      ];
      assert.ok(sweep.length >= 5, scenario.description);
      for (const [, P, how, steps] of sweep) {
        const r = rowRun(P);
        assert.equal(
          `${r.stop === 'reached' ? 'reached in' : `${r.stop} after`} ${r.steps}`,
          `${how} ${steps}`,
          `P = ${P}`,
        );
      }
      const p7 = rowRun(7);
      const { by } = runExample(file);
      const agent = Object.values(by)[0];
      assert.equal(agent.stopReason, p7.stop, 'the example is the row at P = 7');
      assert.equal(agent.steps, Number(p7.steps));
    });
  }

  // script-whiskers.json's promises are checked by tests/cli/script.test.mjs;
  // crowd-two-regions.json's are checked by tests/cli/regions.test.mjs.
  it('covers every example', () =>
    assert.deepEqual(
      [
        ...Object.keys(PROMISES),
        'crowd-four-streams.json',
        'crowd-thousand.json',
        'context-race-track.json',
        'orca-circle.json',
        'script-whiskers.json',
        'crowd-two-regions.json',
        ...Object.keys(steerSuiteExamples),
        ...mapExamples.map((e) => e.file),
      ].sort(),
      [...exampleFiles].sort(),
    ));
});

describe('compare', () => {
  /** `sidestep compare FILE --json`, by label. */
  const compareRows = (file) => {
    const r = cli('compare', EXAMPLES + file, '--json');
    assert.equal(r.code, 0, r.err);
    return Object.fromEntries(JSON.parse(r.out).variants.map((v) => [v.label, v]));
  };
  /** The file with one variant's change made by hand (behaviour and params on the chosen agents), run. */
  const byHand = (file, variant) => {
    const scenario = JSON.parse(readFileSync(EXAMPLES + file, 'utf8'));
    delete scenario.compare;
    scenario.agents.forEach((a, i) => {
      if (variant.agents !== 'all' && variant.agents !== undefined && !variant.agents.includes(i)) return;
      if (variant.behavior && variant.behavior !== a.behavior) {
        a.behavior = variant.behavior;
        delete a.params;
      }
      if (a.behavior === 'orca') delete a.avoidAgents; // as the core does: orca's half-planes avoid agents
      if (variant.params) a.params = { ...a.params, ...variant.params };
    });
    const r = spawnSync(CLI, ['run', '-', '--json'], { input: JSON.stringify(scenario), encoding: 'utf8' });
    assert.equal(r.status, 0, r.stderr);
    return JSON.parse(r.stdout);
  };

  for (const file of [
    'compare-nproxy-fixes.json',
    'compare-ray-behaviours.json',
    'compare-orca-crowd.json',
    'raycast-block.json',
    'whiskers-wall-end.json',
    'context-wall.json',
    'scattered-cells.json',
    'feelers-slope-hill.json',
    'feelers-slope-low-wall.json',
    'feelers-slope-valley-posts.json',
    'steersuite-oncoming-1.json',
    'steersuite-crossing-1.json',
    'steersuite-doorway-two-way.json',
  ]) {
    it(`${file}: each variant reaches the state of the scene changed by hand (same hash)`, () => {
      const rows = compareRows(file);
      const { compare } = JSON.parse(readFileSync(EXAMPLES + file, 'utf8'));
      assert.equal(Object.keys(rows).length, compare.length);
      for (const v of compare) {
        const report = byHand(file, v);
        assert.equal(rows[v.label].hash, report.hash, v.label);
        assert.equal(rows[v.label].reached, report.agents.filter((a) => a.reached).length, v.label);
        assert.equal(rows[v.label].collisions, sum(report.agents, 'collisions'), v.label);
      }
    });
  }

  it('compare-nproxy-fixes.json: only P = 7 with the P-step rule arrives; stop-on-return ends the run without pacing', () => {
    const rows = compareRows('compare-nproxy-fixes.json');
    assert.equal(rows['P = 7 + P-step'].reached, 1);
    for (const label of ['greedy (0-proxy)', 'P = 3, stop on return', 'P = 7, no P-step'])
      assert.equal(rows[label].reached, 0, label);
    assert.ok(rows['greedy (0-proxy)'].returns > 0 && rows['P = 7, no P-step'].returns > 0, 'the others pace');
    assert.equal(rows['P = 3, stop on return'].returns, 0);
    assert.ok(
      rows['P = 3, stop on return'].steps < rows['greedy (0-proxy)'].steps,
      'it stops instead of pacing to the step limit',
    );
  });

  it('compare-ray-behaviours.json: all four arrive and each spends less time inside circles than plain seek', () => {
    const rows = compareRows('compare-ray-behaviours.json');
    const seek = runExample('compare-ray-behaviours.json').by.runner;
    for (const label of ['whiskers', 'feelers', 'raycast', 'context']) {
      assert.equal(rows[label].reached, 1, label);
      assert.ok(
        rows[label].contactTime < seek.contactTime,
        `${label}: ${rows[label].contactTime} s vs seek ${seek.contactTime} s`,
      );
      assert.ok(rows[label].minClearance > -seek.penetration, `${label} overlaps less deeply than seek`);
    }
  });

  it('the named failures among walls and cells: the literal rule is caught, the setting or behaviour offered gets through', () => {
    // Each failure's notes while it happens are checked in tests/core/named_failures_test.cpp.
    const block = compareRows('raycast-block.json');
    assert.deepEqual([block.defaults.reached, block['sightRange 8, avoidDistance 1.5'].reached], [0, 1]);
    assert.equal(block.defaults.collisions, 0);
    const end = compareRows('whiskers-wall-end.json');
    assert.deepEqual([end.defaults.reached, end['rayLength 8'].reached], [0, 1]);
    const wall = compareRows('context-wall.json');
    for (const label of ['context (defaults)', 'context, mask', 'context, distance'])
      assert.equal(wall[label].reached, 0, label);
    assert.equal(wall['context (defaults)'].collisions, 0, 'the defaults hover off the face');
    assert.ok(
      wall['context, mask'].contactTime > 0 && wall['context, distance'].contactTime > 0,
      'the other two stop against it',
    );
    assert.equal(wall.whiskers.reached, 1);
    const cells = compareRows('scattered-cells.json');
    for (const label of ['raycast', 'whiskers', 'context']) assert.equal(cells[label].reached, 0, label);
    assert.equal(cells.feelers.reached, 1);
  });

  it('compare-orca-crowd.json: every variant brings all 48 home; ORCA walks the straightest paths and its bodies touch only at the surface', () => {
    const rows = compareRows('compare-orca-crowd.json');
    const { compare } = JSON.parse(readFileSync(`${EXAMPLES}compare-orca-crowd.json`, 'utf8'));
    const deepest = {};
    for (const v of compare) {
      assert.equal(rows[v.label].reached, 48, v.label);
      deepest[v.label] = Math.max(...byHand('compare-orca-crowd.json', v).agents.map((a) => a.agentPenetration));
    }
    // ORCA brings bodies to exactly touching and holds them there: many contacts, all at the surface.
    assert.ok(deepest.orca < 0.01, `orca's deepest overlap of two bodies: ${deepest.orca}`);
    for (const label of ['seek + avoidance', 'whiskers + avoidance', 'context + avoidance']) {
      assert.ok(
        rows.orca.pathRatio < rows[label].pathRatio,
        `path ratio: orca ${rows.orca.pathRatio}, ${label} ${rows[label].pathRatio}`,
      );
      // Where the flee lets bodies meet, they meet deeper than ORCA's.
      assert.ok(
        rows[label].agentContacts === 0 || deepest.orca < deepest[label],
        `deepest overlap of two bodies: orca ${deepest.orca}, ${label} ${deepest[label]}`,
      );
    }
  });

  it('a file without a compare set, or with a variant that does not fit, is refused with the field named', () => {
    const none = cli('compare', `${EXAMPLES}welcome.json`);
    assert.equal(none.code, 2);
    assert.match(none.err, /has no "compare" set/);
    const scenario = JSON.parse(readFileSync(`${EXAMPLES}compare-nproxy-fixes.json`, 'utf8'));
    scenario.compare[0].behavior = 'whiskers';
    const r = spawnSync(CLI, ['compare', '-'], { input: JSON.stringify(scenario), encoding: 'utf8' });
    assert.equal(r.status, 2);
    assert.match(r.stderr, /compare\[0\]\.behavior: whiskers is a continuous behaviour and agent 0 is a grid agent/);
  });
});

describe("the documentation's measured blocks", () => {
  // Every block marked `<!-- output of: sidestep ARGS [(lines A-B)] -->`, in README.md or a page under docs/,
  // is what that command prints now: the figures were measured, and are measured again on every test run
  // (`node scripts/readme-blocks.mjs` rewrites them after a change that moves one).
  const blocks = docFiles().flatMap((file) =>
    [...readFileSync(`${ROOT}${file}`, 'utf8').matchAll(BLOCK)].map(([, , command, from, to, text]) => ({
      file,
      command,
      from,
      to,
      text,
    })),
  );
  it('has measured blocks', () => assert.ok(blocks.length >= 3, `${blocks.length} blocks`));
  for (const { file, command, from, to, text } of blocks) {
    it(`${file} shows what \`sidestep ${command}\` prints${from ? ` (lines ${from}-${to})` : ''}`, () => {
      assert.equal(text, blockOutput(command, from, to));
    });
  }
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
    assert.match(
      cli('field', `${EXAMPLES}seek-arrival.json`, '--agent', '0').err,
      /--agent: agent 0 is a seek agent, not a grid agent/,
    );
    assert.match(
      cli('field', `${EXAMPLES}orca-head-on.json`, '--agent', '0').err,
      /--agent: agent 0 is an orca agent, not a grid agent/,
      'an, before a vowel',
    );
    assert.match(
      cli('field', `${EXAMPLES}nproxy-pstep.json`, '--agent', '0', '--P', '999').err,
      /--P: must be an integer 0..256, got 999/,
    );
    assert.match(cli('field', `${EXAMPLES}nproxy-pstep.json`, '--agent', '7').err, /--agent: no agent 7/);
  });
});

describe('sidestep run', () => {
  const welcome = `${EXAMPLES}welcome.json`;

  it('--json reports every agent with the documented fields', () => {
    const report = JSON.parse(cli('run', welcome, '--json').out);
    assert.match(report.hash, /^[0-9a-f]{16}$/);
    for (const a of report.agents) {
      assert.deepEqual(Object.keys(a), [
        'name',
        'behavior',
        'reached',
        'steps',
        'stopReason',
        'collisions',
        'terrainHits',
        'contactTime',
        'penetration',
        'agentContacts',
        'agentContactTime',
        'agentPenetration',
        'effort',
        'laps',
        'pathLength',
        'minClearance',
        'final',
      ]);
      assert.ok(['reached', 'oscillation', 'stuck', 'maxSteps', 'numeric'].includes(a.stopReason));
      assert.ok(a.final.every(Number.isFinite), 'positions are numbers, never null or a made-up 0');
    }
  });

  it('--steps N stops after N steps and --trace prints one line per step from step 0', () => {
    const trace = cli('run', welcome, '--steps', '5', '--trace')
      .out.trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    assert.deepEqual(
      trace.map((t) => t.step),
      [0, 1, 2, 3, 4, 5],
    );
    assert.equal(trace[0].pos.length, 4);
    assert.deepEqual(trace[0].pos[2], [15, 13], 'grid agents in cell coordinates');
    assert.deepEqual(trace[1].pos[2], [16, 13]);
    assert.equal(JSON.parse(cli('run', welcome, '--steps', '5', '--json').out).steps, 5);
  });

  it('prints a readable table without --json', () => {
    const { out, code } = cli('run', welcome);
    assert.equal(code, 0);
    assert.match(out, /^steps \d+ {3}hash [0-9a-f]{16}\n/);
    assert.match(out, /rounder +greedy +yes +8 +reached +0 +0\.00s +0\.000 +0 +0\.00s +0\.000 +0 /);
    assert.match(out, /count episodes of overlap/, 'the table says what its columns count');
  });

  it("reports the whole run: collisions and seconds summed over the agents, each pair's contacts once, the deepest overlaps", () => {
    // Scenes with collisions with obstacles and with contacts between agents.
    for (const name of ['side-by-side', 'agents-head-on', 'collisions-counted', 'crowd-four-streams']) {
      const report = JSON.parse(cli('run', `${EXAMPLES}${name}.json`, '--json').out);
      const sum = (k) => report.agents.reduce((t, a) => t + a[k], 0);
      const deepest = (k) => Math.max(0, ...report.agents.map((a) => a[k]));
      const run = report.run;
      assert.deepEqual(Object.keys(run), [
        'agents',
        'reached',
        'collisions',
        'contactTime',
        'penetration',
        'agentContacts',
        'agentContactTime',
        'agentPenetration',
      ]);
      assert.equal(run.agents, report.agents.length, name);
      assert.equal(run.reached, report.agents.filter((a) => a.reached).length, name);
      assert.equal(run.collisions, sum('collisions'), name);
      // Every contact is one pair's: it counts once for the run and once for each of its two agents.
      assert.equal(2 * run.agentContacts, sum('agentContacts'), name);
      assert.ok(
        Math.abs(run.contactTime - sum('contactTime')) <= 1e-4 * (1 + run.contactTime),
        `${name}: ${run.contactTime} vs ${sum('contactTime')}`,
      );
      assert.ok(Math.abs(run.agentContactTime - sum('agentContactTime')) <= 1e-4 * (1 + run.agentContactTime), name);
      assert.equal(run.penetration, deepest('penetration'), name);
      assert.equal(run.agentPenetration, deepest('agentPenetration'), name);
      // The table's last row says the same.
      const row = cli('run', `${EXAMPLES}${name}.json`)
        .out.split('\n')
        .find((l) => l.startsWith('run '));
      const f = row.trim().split(/\s+/);
      assert.deepEqual(
        f,
        [
          'run',
          `${run.reached}/${run.agents}`,
          String(report.steps),
          String(run.collisions),
          `${run.contactTime.toFixed(2)}s`,
          run.penetration.toFixed(3),
          String(run.agentContacts),
          `${run.agentContactTime.toFixed(2)}s`,
          run.agentPenetration.toFixed(3),
        ],
        name,
      );
    }
  });

  it('usage errors exit 2', () => {
    assert.equal(cli().code, 2);
    assert.equal(cli('fly').code, 2);
    assert.equal(cli('run').code, 2);
    assert.equal(cli('run', welcome, '--steps', 'x').code, 2);
    assert.equal(cli('run', '/no/such/file.json').code, 2);
    assert.match(cli('run', '/no/such/file.json').err, /no such file, and not a share link/);
  });

  it('a file that is neither JSON nor a link says so (a Moving AI map points to `sidestep import`), exit 2', () => {
    const map = cli('run', `${ROOT}tests/data/movingai/arena.map`);
    assert.equal(map.code, 2);
    assert.match(
      map.err,
      /arena\.map: neither a scenario file \(JSON, starting with \{\) nor a share link; a Moving AI map or scen opens with `sidestep import/,
    );
    const r = spawnSync(CLI, ['validate', '-'], { input: 'hello, world\n', encoding: 'utf8' });
    const text = { code: r.status, err: r.stderr };
    assert.equal(text.code, 2);
    assert.match(text.err, /^error: input: neither a scenario file/);
  });
});

describe('links', () => {
  it('decode of a big valid link prints a file that validates (indented, within the 64 MiB limit)', () => {
    // 200,000 edits in the history: about 16.7 MB as compact JSON, about 26 MB indented (a file may hold 64 MiB;
    // over it, decode prints compact JSON and says so on stderr).
    const history = [];
    for (let i = 0; i < 200000; i++)
      history.push({
        step: 1 + i,
        edit: 'setAgentParam',
        agent: 0,
        setting: 'lookAhead',
        value: 2.5 + (i % 7) * 0.125,
      });
    const text = JSON.stringify({
      version: 1,
      world: { grid: Array(16).fill('.'.repeat(16)) },
      agents: [{ behavior: 'context', start: [1, 1], goal: [15, 15] }],
      sim: { maxSteps: 1000000 },
      history,
    });
    assert.ok(text.length > 16e6, `the big case this test is about: ${text.length} bytes`);
    const dir = mkdtempSync(join(tmpdir(), 'sidestep-decode-'));
    try {
      writeFileSync(join(dir, 'big.json'), text);
      writeFileSync(join(dir, 'big.link'), cli('link', 'encode', join(dir, 'big.json')).out);
      const decoded = cli('link', 'decode', join(dir, 'big.link'));
      assert.equal(decoded.code, 0);
      assert.ok(
        decoded.out.length > text.length && decoded.out.length <= 64 * 2 ** 20,
        `printed ${decoded.out.length} bytes`,
      );
      assert.match(decoded.out, /^{\n  "version": 1,/);
      assert.equal(decoded.err, '');
      writeFileSync(join(dir, 'decoded.json'), decoded.out);
      assert.equal(cli('validate', join(dir, 'decoded.json')).out.trim(), 'ok');
      // A small link still decodes indented, with nothing on stderr.
      const small = cli('link', 'decode', cli('link', 'encode', `${EXAMPLES}welcome.json`).out.trim());
      assert.match(small.out, /^{\n  "version": 1,/);
      assert.equal(small.err, '');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('scenario -> link -> scenario is exact, and the link runs like the file', () => {
    const link = cli('link', 'encode', `${EXAMPLES}welcome.json`, '--base', 'http://localhost:8080/').out.trim();
    assert.match(link, /^http:\/\/localhost:8080\/#s=[A-Za-z0-9_-]+$/);
    const decoded = cli('link', 'decode', link).out;
    assert.equal(
      decoded,
      cli('link', 'decode', `${EXAMPLES}welcome.json`).out,
      'decoding the link gives the file canonicalised',
    );
    assert.equal(
      JSON.parse(cli('run', link, '--json').out).hash,
      JSON.parse(cli('run', `${EXAMPLES}welcome.json`, '--json').out).hash,
    );
  });

  it("the page's encoder and the CLI read each other's links", async () => {
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
  const rand = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const grid = Array.from({ length: h }, () => Array(w).fill('@'));
  const stack = [[1, 1]];
  grid[1][1] = '.';
  while (stack.length) {
    const [x, y] = stack[stack.length - 1];
    const options = [
      [2, 0],
      [-2, 0],
      [0, 2],
      [0, -2],
    ].filter(
      ([dx, dy]) => x + dx > 0 && y + dy > 0 && x + dx < w - 1 && y + dy < h - 1 && grid[y + dy][x + dx] === '@',
    );
    if (!options.length) {
      stack.pop();
      continue;
    }
    const [dx, dy] = options[Math.floor(rand() * options.length)];
    grid[y + dy / 2][x + dx / 2] = '.';
    grid[y + dy][x + dx] = '.';
    stack.push([x + dx, y + dy]);
  }
  const free = [];
  grid.forEach((row, y) =>
    row.forEach((c, x) => {
      if (c === '.') free.push([x, y]);
    }),
  );
  const pick = () => free[Math.floor(rand() * free.length)];
  const agents = Array.from({ length: agentCount }, (_, i) => ({
    name: `a${i}`,
    behavior: 'greedy',
    start: pick(),
    goal: pick(),
  }));
  return {
    version: 1,
    title: 'Maze',
    description: '',
    world: { grid: grid.map((r) => r.join('')) },
    agents,
    sim: { dt: 0.02, maxSteps: 3000, seed: 1 },
  };
}
