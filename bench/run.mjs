// npm run bench: every figure measured in this run, in one table. The same scene files go to the native
// tool (bench/bench.cpp), to the wasm module in Node, to Yuka, and to the page in headless Chromium;
// ratios are between figures measured here, in this process's run, never against stored numbers.
//
//   npm run bench               the whole table (a few minutes: the memory row runs 10,000 steps)
//   npm run bench -- --quick    shorter runs (memory over 1,000 steps), for a first look
//   npm run bench -- --only orca    only the ORCA rows (RVO2's Circle scaled to 1,000 and 10,000 agents)
//   npm run bench -- --only maps    only the game-map rows (Moving AI problems per second, a 512 x 512 map)
//   npm run bench -- --only timeline    only the timeline rows (jumps and steps back against fresh runs)
//   npm run bench -- --only scripts    only the scripted row (1,000 whiskers as a script against the built-in)
//   npm run bench -- --only threads     only the threads rows (native, 1, 2 and all threads: bench/threads.mjs)
//   npm run bench -- --only big    only issue 26's 100,000-agent rows (native with 1, 2 and all threads, wasm, the page)
//   npm run bench -- --only routes    only issue 41's rows: routes planned per second on a 512 x 512 map, and
//                                     10,000 whiskers following routes against the same crowd without (bench/routes.mjs)
//   npm run bench -- --only live    only issue 42's rows: the page's frames and a real click on Pause while 10,000
//                                   and 100,000 agents play, the page's module against Yuka at 1,000 and 10,000, and
//                                   the 100,000 crowd's steps/s in the page's module (bench/live.mjs)
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { loadImporters, loadModule } from '../tests/wasm/load.mjs';
import { Sim } from '../web/sim/sim.js';
import { circleScene } from '../scripts/examples/orca-rvo2.mjs';
import { BIG_MAP, BIG_SCEN, bigMap } from './big-map.mjs';
import { pageFrames, pageMaps, pageReady, scenarioFrames, scenarioSteps } from './page.mjs';
import { pageDraw, wideCrowd } from './draw.mjs';
import { TIMELINES, wasmTimeline } from './timeline.mjs';
import { CROWDS, FIELDS, ORCA_CIRCLES, ORCA_RADIUS, crowdScene, fieldScene } from './scenes.mjs';
import { scriptedCrowd, scriptedScene } from './script.mjs';
import { yukaWorld } from './yuka.mjs';
import { pageLive, pageModuleSteps, pageOpen, yukaSteps } from './live.mjs';
import { THREAD_SCENES, threadRuns, threadTable } from './threads.mjs';
import { routeRows, routeRuns } from './routes.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const BENCH = `${ROOT}build/native/sidestep_bench`;
const quick = process.argv.includes('--quick');
const onlyAt = process.argv.indexOf('--only');
const only = onlyAt > 0 ? process.argv[onlyAt + 1] : null; // 'orca', 'maps', 'timeline', 'threads', 'crowds' or 'draw': only those rows
const part = (name) => !only || only === name;
const say = (line) => process.stderr.write(`${line}\n`); // progress; the table goes to stdout
const DATA = `${ROOT}tests/data/movingai/`;
/** The bundled Moving AI maps and their scens (tests/data/movingai/). */
const MOVINGAI = [
  ['arena.map', 'arena.map.scen'],
  ['den201d.map', 'den201d.map.scen'],
  ['maze-32-32-2.map', 'maze-32-32-2-random-1.scen'],
  ['random-32-32-10.map', 'random-32-32-10-random-1.scen'],
  ['room-32-32-4.map', 'room-32-32-4-random-1.scen'],
];
/** Look-ahead of the game-map rows (the issue's figure). */
const MAPS_P = 7;

/** Steps measured per crowd (after WARMUP): enough to average, few enough for the slow baselines. */
const WARMUP = 10;
/** The page's scripted row: both crowds (built-in and scripted) timed over these steps of their runs, the same
 *  for both, while nearly every agent still moves. */
const PAGE_SCRIPT_STEPS = quick ? [20, 120] : [60, 420];
const PLAN = {
  'whiskers-1k': { steps: 100, brute: 30, yuka: 30 },
  'whiskers-10k': { steps: 30, brute: quick ? 2 : 4, yuka: quick ? 2 : 4 },
  'context-10k': { steps: 30, brute: quick ? 1 : 2, yuka: 0 },
  'seek-avoid-1k': { steps: 200, brute: 0, yuka: 0 },
  'seek-avoid-10k': { steps: 30, brute: 0, yuka: 0 },
};
const MEMORY_STEPS = quick ? 1000 : 10000;
/** Issue 26's crowds of 100,000 on a 1024² grid (bench/draw.mjs's wideCrowd): native (1, 2 and all threads),
 *  wasm in Node, and, for the whiskers, the page playing as fast as it goes. */
const BIG_CROWDS = [
  {
    key: 'whiskers-100k',
    label: '100,000 whiskers × 20,000 circles, 1024² grid',
    spec: { agents: 100000, circles: 20000 },
    warmup: 3,
    steps: quick ? 4 : 10,
    page: true,
  },
  {
    key: 'seek-avoid-100k',
    label: '100,000 seek with agent avoidance, 1024² grid, no circles',
    spec: { agents: 100000, circles: 0, behavior: 'seek' },
    avoid: true,
    warmup: 3,
    steps: quick ? 4 : 10,
  },
];
/** Issue 42's crowds playing in the page (frames, a real click on Pause): the bench's 10,000 whiskers (256²) and
 *  issue 26's 100,000 (1024²). */
const LIVE_CROWDS = [
  { key: 'whiskers-10k', label: '10,000 whiskers × 2,000 circles', scene: () => crowdScene(CROWDS[1]) },
  {
    key: 'whiskers-100k',
    label: '100,000 whiskers × 20,000 circles, 1024² grid',
    scene: () => wideCrowd({ agents: 100000, circles: 20000 }),
  },
  // Played a while first: the run's record holds the events of those steps (about 200 to 400 a step at 10,000
  // whiskers, 4,000 at 100,000), which the events panel once read whole at every refresh.
  {
    key: 'whiskers-10k',
    label: '10,000 whiskers × 2,000 circles, from step 500',
    scene: () => crowdScene(CROWDS[1]),
    from: 500,
  },
  {
    key: 'whiskers-100k',
    label: '100,000 whiskers × 20,000 circles, 1024² grid, from step 60',
    scene: () => wideCrowd({ agents: 100000, circles: 20000 }),
    from: 60,
  },
];
/** The page's module against Yuka (steps timed after the warm-up; Yuka's fewer, it is slow at 10,000), and issue
 *  26's 100,000 whiskers in the page's module (no Yuka: a step of it would take minutes; one pass of each kind). */
const LIVE_MODULE = [
  { key: 'whiskers-1k', label: '1,000 whiskers × 200 circles', steps: 100, yuka: 30 },
  { key: 'whiskers-10k', label: '10,000 whiskers × 2,000 circles', steps: 30, yuka: quick ? 2 : 4 },
  {
    key: 'whiskers-100k',
    label: '100,000 whiskers × 20,000 circles, 1024² grid',
    scene: () => wideCrowd({ agents: 100000, circles: 20000 }),
    warmup: 3,
    steps: quick ? 4 : 10,
    yuka: 0,
    rounds: 1,
  },
];
/** ORCA: steps timed after a warm-up (agents still on their rings, each with its 10 neighbours); the 1k
 *  scene warms up longer, so that the wasm engine's optimising tier has taken over its short steps. */
const ORCA_PLAN = {
  'orca-circle-1k': { warmup: 60, steps: 100 },
  'orca-circle-10k': { warmup: WARMUP, steps: quick ? 5 : 40 },
};

/** The length of a scenario's share link as `sidestep link encode` prints it: "#s=" and the payload. */
function encodedLength(scenarioText) {
  const r = spawnSync(`${ROOT}build/native/sidestep`, ['link', 'encode', '-'], {
    input: scenarioText,
    encoding: 'utf8',
    maxBuffer: 64 << 20,
  });
  if (r.status !== 0) throw new Error(`sidestep link encode: ${r.stderr}`);
  return r.stdout.trim().length;
}

function native(...args) {
  const r = spawnSync(BENCH, args, { encoding: 'utf8', maxBuffer: 64 << 20 });
  if (r.status !== 0) throw new Error(`sidestep_bench ${args.join(' ')}: ${r.stderr}`);
  return r.stdout
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));
}

/** ms per step of a scenario in wasm, after `warmup` steps, and the hash at the end. */
function wasmCrowd(module, scenario, warmup, steps) {
  const sim = new Sim(module);
  sim.loadScenario(JSON.stringify(scenario));
  sim.step(warmup);
  const t0 = performance.now();
  const taken = sim.step(steps);
  const ms = (performance.now() - t0) / Math.max(1, taken);
  const hash = sim.hash();
  sim.dispose();
  return { msPerStep: ms, hash };
}

/** The page's live heat map in wasm: agent 0's whole field after an edit, median ms. */
function wasmField(module, scenario) {
  const sim = new Sim(module);
  sim.loadScenario(JSON.stringify(scenario));
  const h = sim.height;
  const times = [];
  const start = performance.now();
  for (let flip = 0; times.length < 3 || performance.now() - start < 1000; flip++) {
    const t = performance.now();
    sim.world.setCell(1 + (flip % 8), h - 2, Math.floor(flip / 8) % 2 === 0);
    sim.field.update(sim.world, 0);
    times.push(performance.now() - t);
  }
  sim.dispose();
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

function yukaCrowd(scenario, steps) {
  const world = yukaWorld(scenario);
  world.step();
  const t0 = performance.now();
  for (let i = 0; i < steps; i++) world.step();
  return (performance.now() - t0) / steps;
}

// ---- measure -----------------------------------------------------------------------------------

const dir = mkdtempSync(join(tmpdir(), 'sidestep-bench-'));
const module = await loadModule();
const rows = [];
const fmt = (v, digits = 2) =>
  v === null || v === undefined ? '—' : v >= 100 ? v.toFixed(0) : v >= 10 ? v.toFixed(1) : v.toFixed(digits);
const times = (v) => `${v >= 100 ? v.toFixed(0) : v >= 10 ? v.toFixed(1) : v.toFixed(2)}×`;
const results = {
  scripted: null,
  crowds: {},
  orca: {},
  nproxy: [],
  nproxyGrids: [],
  fields: {},
  page: {},
  memory: null,
  maps: null,
  timelines: {},
  draw: null,
  threads: [],
  big: {},
  live: null,
  routes: null,
};
/** Random jumps timed per timeline scene. */
const SEEKS = quick ? 50 : 200;

try {
  for (const spec of part('orca') ? ORCA_CIRCLES : []) {
    const scenario = circleScene({ agents: spec.agents, radius: ORCA_RADIUS });
    const file = join(dir, `${spec.key}.json`);
    writeFileSync(file, JSON.stringify(scenario));
    const { warmup, steps } = ORCA_PLAN[spec.key];
    say(`orca ${spec.key}: native…`);
    const [n] = native('crowd', file, String(warmup), String(steps));
    say(`orca ${spec.key}: wasm…`);
    const w = wasmCrowd(module, scenario, warmup, steps);
    results.orca[spec.key] = { agents: spec.agents, native: n.msPerStep, wasm: w.msPerStep, same: n.hash === w.hash };
    if (spec.agents === 1000) {
      say('orca: the page, 1,000 orca agents playing at 64 steps/s (16x real time) in headless Chromium…');
      results.orca.page = await scenarioFrames(
        { ...scenario, view: { step: 0, playing: false, overlays: ['goals', 'orca'], selected: 0, pace: 64 } },
        quick ? 3 : 5,
      );
    }
  }

  for (const spec of part('crowds') ? CROWDS : []) {
    const plan = PLAN[spec.key];
    const scenario = crowdScene(spec);
    const file = join(dir, `${spec.key}.json`);
    writeFileSync(file, JSON.stringify(scenario));
    say(`crowd ${spec.key}: native…`);
    const [n] = native('crowd', file, String(WARMUP), String(plan.steps));
    say(`crowd ${spec.key}: wasm…`);
    const w = wasmCrowd(module, scenario, WARMUP, plan.steps);
    let brute = null;
    if (plan.brute) {
      say(`crowd ${spec.key}: native, index off (every ray against every circle)…`);
      brute = native('crowd', file, String(WARMUP), String(plan.brute), '--brute')[0].msPerStep;
    }
    let yuka = null;
    if (plan.yuka) {
      say(`crowd ${spec.key}: Yuka…`);
      yuka = yukaCrowd(scenario, plan.yuka);
    }
    results.crowds[spec.key] = {
      agents: spec.agents,
      native: n.msPerStep,
      wasm: w.msPerStep,
      brute,
      yuka,
      same: n.hash === w.hash,
      at: n.at,
    };
  }

  if (part('crowds') || part('scripts')) {
    say('scripts: 1,000 whiskers × 200 circles as a script (QuickJS) and built in, in wasm…');
    results.scripted = await scriptedCrowd(module, CROWDS[0], WARMUP, quick ? 10 : 30);
    const [from, to] = PAGE_SCRIPT_STEPS;
    say(`scripts: the same two crowds in the page, playing as fast as they go, both timed over steps ${from}-${to}…`);
    const fast = (scene) => scenarioSteps({ ...scene, view: { step: 0, playing: false, pace: 0 } }, from, to);
    results.scripted.page = {
      builtIn: await fast(crowdScene(CROWDS[0])),
      scripted: await fast(scriptedScene(CROWDS[0])),
    };
  }

  if (part('crowds')) {
    say("n-proxy decisions: bounded BFS vs the article's recursion…");
    results.nproxy = native('nproxy');
    say('n-proxy decisions on open grids up to 1024²…');
    results.nproxyGrids = native('nproxy-grids');
  }

  for (const spec of part('crowds') ? FIELDS : []) {
    const scenario = fieldScene(spec.side, spec.P);
    const file = join(dir, `${spec.key}.json`);
    writeFileSync(file, JSON.stringify(scenario));
    say(`heat map ${spec.side}² P=${spec.P}: native and wasm…`);
    const [n] = native('field', file);
    results.fields[spec.key] = { side: spec.side, P: spec.P, native: n.ms, wasm: wasmField(module, scenario) };
  }

  if (part('crowds')) {
    say('the page: 2,000 agents playing in headless Chromium…');
    results.page.frames = await pageFrames(2000, quick ? 3 : 5);
    say('the page: ready time and gzip size…');
    results.page.ready = await pageReady(quick ? 3 : 7);
    say('the published page (npm run build:site): ready time and gzip size…');
    const site = join(dir, 'site');
    execFileSync(process.execPath, [`${ROOT}scripts/build-site.mjs`, site], { stdio: ['ignore', 'ignore', 'inherit'] });
    results.page.site = await pageReady(quick ? 3 : 7, site);

    say(`memory: 10,000 agents over ${MEMORY_STEPS} steps (bytes the core asked for, counting allocator)…`);
    results.memory = native('memory', join(dir, 'whiskers-10k.json'), String(MEMORY_STEPS))[0];
  }

  if (part('draw')) {
    say('the page drawing 10,000, 50,000 and 100,000 agents with WebGL2 and with Canvas 2D (bench/draw.mjs)…');
    results.draw = await pageDraw(quick ? [100000] : [10000, 50000, 100000], quick ? 2 : 3);
  }

  for (const big of part('big') ? BIG_CROWDS : []) {
    const scenario = wideCrowd(big.spec);
    if (big.avoid) for (const a of scenario.agents) a.avoidAgents = true;
    const file = join(dir, `${big.key}.json`);
    writeFileSync(file, JSON.stringify(scenario));
    say(`big ${big.key}: native, 1, 2 and ${cpus().length} threads…`);
    const runs = threadRuns(file, big);
    results.threads.push({ ...big, runs });
    say(`big ${big.key}: wasm…`);
    const w = wasmCrowd(module, scenario, big.warmup, big.steps);
    let page = null;
    if (big.page) {
      say(`big ${big.key}: the page playing it as fast as it goes…`);
      page = await scenarioFrames(
        JSON.stringify({ ...scenario, view: { step: 0, playing: false, pace: 0 } }),
        quick ? 5 : 10,
      ); // as text: a big object is slow to hand to the page
    }
    results.big[big.key] = { ...big, runs, wasm: w.msPerStep, same: runs[0].hash === w.hash, page };
  }
  if (part('big')) {
    say('the page: 10,000 context agents (16 rays) playing as fast as it goes…');
    const spec = CROWDS.find((c) => c.key === 'context-10k');
    results.big.contextPage = await scenarioFrames(
      { ...crowdScene(spec), view: { step: 0, playing: false, pace: 0 } },
      quick ? 3 : 5,
    );
  }

  if (part('live')) {
    results.live = { crowds: [], module: [] };
    for (const spec of LIVE_CROWDS) {
      const text = JSON.stringify({ ...spec.scene(), view: { step: 0, playing: false, pace: 0 } });
      say(`live ${spec.key}: the page playing it as fast as it goes, frames and real clicks on Pause…`);
      const options = { seconds: quick ? 3 : 5, clicks: quick ? 2 : 5, from: spec.from ?? 0 };
      // Isolated, the steps run beside the page (web/sim/beside.js); the same crowd not isolated, on the page's one
      // thread (a step's halves as tasks of their own), is the baseline of the same run.
      results.live.crowds.push({
        ...spec,
        page: await pageLive(text, options),
        single: spec.from ? null : await pageLive(text, { ...options, isolate: false }),
      });
    }
    // A big crowd file opened: read beside the page (isolated) against the page's thread (not isolated), same run.
    const wide = JSON.stringify(wideCrowd({ agents: 100000, circles: 20000 }));
    say('live: the 100,000 crowd written out opened in the page (isolated and not)…');
    results.live.open = {
      bytes: wide.length,
      isolated: await pageOpen(wide),
      single: await pageOpen(wide, { isolate: false }),
    };
    for (const spec of LIVE_MODULE) {
      const scenario = spec.scene ? spec.scene() : crowdScene(CROWDS.find((c) => c.key === spec.key));
      const text = JSON.stringify(scenario);
      const { warmup = WARMUP, steps, rounds = 3 } = spec;
      say(`live ${spec.key}: the page's module (isolated and not), wasm in Node${spec.yuka ? ', Yuka' : ''}…`);
      const isolated = await pageModuleSteps(text, { warmup, steps, rounds });
      const single = await pageModuleSteps(text, { warmup, steps, rounds, isolate: false });
      const node = Array.from({ length: rounds }, () => wasmCrowd(module, scenario, warmup, steps)) // the fastest, as the page's and Yuka's
        .reduce((a, b) => (b.msPerStep < a.msPerStep ? b : a));
      const yuka = spec.yuka ? yukaSteps(scenario, spec.yuka) : null;
      results.live.module.push({ ...spec, agents: scenario.agents.length, isolated, single, node, yuka });
    }
  }

  for (const spec of part('threads') ? THREAD_SCENES : []) {
    const file = join(dir, `${spec.key}.json`);
    writeFileSync(file, JSON.stringify(crowdScene(CROWDS.find((c) => c.key === spec.key))));
    say(`threads ${spec.key}: native, 1, 2 and ${cpus().length} threads…`);
    results.threads.push({ ...spec, runs: threadRuns(file, spec) });
  }

  for (const spec of part('timeline') ? TIMELINES : []) {
    const file = `${ROOT}examples/${spec.file}`;
    say(`timeline ${spec.key}: ${spec.steps} steps, ${SEEKS} jumps, 100 steps back, fresh runs; native…`);
    const [n] = native('timeline', file, String(spec.steps), String(SEEKS));
    say(`timeline ${spec.key}: wasm…`);
    results.timelines[spec.key] = {
      ...spec,
      native: n,
      wasm: wasmTimeline(module, JSON.parse(readFileSync(file, 'utf8')), spec.steps, SEEKS),
    };
  }

  if (part('routes')) {
    say('routes: a 512 x 512 map planned grid and any-angle; 10,000 whiskers with and without routes, native…');
    results.routes = await routeRuns(dir, await loadImporters(), { quick });
  }

  if (part('maps')) {
    say('game maps: a 512 x 512 map and its 1,000 problems (seeded, bench/big-map.mjs)…');
    const big = bigMap(await loadImporters(), { problems: 1000 });
    writeFileSync(join(dir, BIG_MAP), big.mapText);
    writeFileSync(join(dir, BIG_SCEN), big.scenText);
    say(`game maps: every problem of the bundled maps and of the 512 x 512 map, nproxy P = ${MAPS_P}, native…`);
    const nativeMaps = MOVINGAI.map(
      ([map, scen]) => native('movingai', DATA + map, DATA + scen, String(MAPS_P), '1500')[0],
    );
    const nativeBig = native(
      'movingai',
      join(dir, BIG_MAP),
      join(dir, BIG_SCEN),
      String(MAPS_P),
      '1',
      quick ? '1' : '2',
    )[0]; // the faster of two passes
    say("game maps: the same in the page's run-all worker, a 512 x 512 map dropped on the page, links…");
    const pairs = MOVINGAI.map(([map, scen]) => ({
      map,
      scen,
      mapText: readFileSync(DATA + map, 'utf8'),
      scenText: readFileSync(DATA + scen, 'utf8'),
    }));
    const page = await pageMaps(pairs, big, { P: MAPS_P, repeats: quick ? 2 : 5 });
    const bigPage = await pageMaps(
      [{ map: BIG_MAP, scen: BIG_SCEN, mapText: big.mapText, scenText: big.scenText }],
      big,
      { P: MAPS_P, repeats: quick ? 1 : 2, loads: 1, warmups: 0 },
    );
    results.maps = { native: nativeMaps, nativeBig, page, bigRun: bigPage.runs[0] };
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}

// ---- the table ---------------------------------------------------------------------------------

const c = results.crowds;
const steps = (ms) => 1000 / ms;
const row = (what, nat, wasm, base, peer, ratio, target) => rows.push([what, nat, wasm, base, peer, ratio, target]);
const crowdRow = (key, label, target) => {
  const r = c[key];
  const parts = [`wasm/native ${times(r.wasm / r.native)}`];
  if (r.brute) parts.push(`index ${times(r.brute / r.native)} faster`);
  if (r.yuka) parts.push(`${times(r.yuka / r.wasm)} Yuka's agent-steps/s`);
  row(`${label}, ms per step`, fmt(r.native), fmt(r.wasm), fmt(r.brute), fmt(r.yuka), parts.join('; '), target);
};
if (results.scripted) {
  const r = results.scripted;
  row(
    '1,000 scripted whiskers × 200 circles (QuickJS), ms per step',
    '',
    fmt(r.scripted),
    '',
    '',
    `${times(r.scripted / r.builtIn)} the built-in whiskers in wasm (${fmt(r.builtIn)} ms here); ${fmt(steps(r.scripted), 1)} steps/s; CPU time ${fmt(r.scriptedCpu)} ms against ${fmt(r.builtInCpu)} ms, ${times(r.scriptedCpu / r.builtInCpu)}`,
    'within 20× the built-in',
  );
  const p = r.page;
  row(
    `1,000 scripted whiskers × 200 circles (QuickJS) in the page, playing as fast as it goes, steps ${p.scripted.from}-${p.scripted.to}, steps/s`,
    '',
    fmt(p.scripted.stepsPerSecond, 1),
    '',
    '',
    `the built-in whiskers on the same scene in the page, timed over steps ${p.builtIn.from}-${p.builtIn.to} of its run: ${fmt(p.builtIn.stepsPerSecond, 1)} steps/s at ${fmt(p.builtIn.fps, 1)} frames/s (capped by the loop's 10 ms of stepping a frame, its decisions on the page's threads), ${times(p.builtIn.stepsPerSecond / p.scripted.stepsPerSecond)} as many; agents still moving at the end: ${p.builtIn.moving} built-in, ${p.scripted.moving} scripted; scripted ${fmt(p.scripted.fps, 1)} frames/s`,
    '— (the cost ratio is the row above)',
  );
}
if (part('crowds')) {
  crowdRow('whiskers-1k', '1,000 whiskers × 200 circles', 'wasm ≥ 5× Yuka; wasm ≤ 1.6× native');
  crowdRow('whiskers-10k', '10,000 whiskers × 2,000 circles', 'wasm ≥ 50× Yuka');
  crowdRow(
    'context-10k',
    '10,000 context (16 rays) × 2,000 circles',
    `wasm ≥ 60 steps/s (here ${fmt(steps(c['context-10k'].wasm), 1)})`,
  );
  crowdRow('seek-avoid-1k', '1,000 seek + agent avoidance × 200 circles', '—');
  crowdRow('seek-avoid-10k', '10,000 seek + agent avoidance', '—');
  row(
    'native and wasm reach the same state (hash)',
    '',
    Object.values(c).every((r) => r.same)
      ? 'yes, every crowd'
      : `NO: ${Object.entries(c)
          .filter(([, r]) => !r.same)
          .map(([k]) => k)
          .join(', ')}`,
    '',
    '',
    '',
    'identical',
  );
  for (const clutter of [0, 0.25]) {
    for (const r of results.nproxy.filter((x) => x.clutter === clutter)) {
      const label = `n-proxy decision, 42², ${clutter ? '25 % blocked' : 'open'}, P = ${r.P}, µs`;
      row(
        label,
        fmt(r.bfsMs * 1000),
        '',
        r.recursionMs > 0 ? fmt(r.recursionMs * 1000) : `4^${r.P} calls`,
        '',
        r.recursionMs > 0 ? `BFS ${times(r.recursionMs / r.bfsMs)} faster than the recursion` : '',
        '—',
      );
    }
  }
  for (const r of results.nproxyGrids) {
    row(`n-proxy decision, ${r.side}², open, target far, P = ${r.P}, µs`, fmt(r.bfsMs * 1000), '', '', '', '', '—');
  }
  for (const f of Object.values(results.fields)) {
    row(
      `whole P-proxy field ${f.side}², P = ${f.P}, ms per sweep`,
      fmt(f.native),
      fmt(f.wasm),
      '',
      '',
      `${fmt(1000 / f.wasm, 0)} sweeps/s in wasm`,
      f.side === 256 ? '≥ 60 per second' : '—',
    );
  }
  const frames = results.page.frames,
    ready = results.page.ready,
    site = results.page.site;
  row(
    'the page, 2,000 whiskers agents playing, frames/s',
    '',
    fmt(frames.fps, 1),
    '',
    '',
    `${fmt(frames.stepsPerSecond, 1)} steps/s; drawing ${fmt(frames.drawMs, 1)} ms a frame`,
    '≥ 30',
  );
  row('the page, navigation to ready, ms (median)', '', fmt(ready.readyMs, 0), '', '', `${ready.files} files`, '≤ 300');
  const code = (g) => (g.wasm + g.js + g.css) / 1024; // the issue's measure: wasm + js + css (html apart)
  row(
    'the page (source tree, as npm start serves it), wasm + js + css, KiB gzip',
    '',
    fmt(code(ready.gzip), 1),
    '',
    '',
    `wasm ${fmt(ready.gzip.wasm / 1024, 1)}, js ${fmt(ready.gzip.js / 1024, 1)} (unbundled), css ${fmt(ready.gzip.css / 1024, 1)}; html ${fmt(ready.gzip.html / 1024, 1)}`,
    '—',
  );
  row(
    'the published page (npm run build:site), navigation to ready, ms (median)',
    '',
    fmt(site.readyMs, 0),
    '',
    '',
    `${site.files} files`,
    '≤ 300',
  );
  // pageReady serves the page cross-origin isolated (as npm start does): it loads the threaded module, whose
  // budget is the site test's 250 KiB + 14 for the threads' runtime; not isolated, the site test holds 250.
  row(
    'the published page, cross-origin isolated (the threaded module), wasm + js + css, KiB gzip',
    '',
    fmt(code(site.gzip), 1),
    '',
    '',
    `wasm ${fmt(site.gzip.wasm / 1024, 1)}, js ${fmt(site.gzip.js / 1024, 1)}, css ${fmt(site.gzip.css / 1024, 1)}; html ${fmt(site.gzip.html / 1024, 1)}`,
    '≤ 264 (not isolated ≤ 250: tests/browser/site.test.mjs)',
  );
  const mem = results.memory.samples;
  row(
    `heap held (every byte asked of operator new), 10,000 agents, steps ${mem.map((s) => s.step).join(' / ')}, MiB`,
    mem.map((s) => (s.heapBytes / 1048576).toFixed(2)).join(' / '),
    '',
    '',
    '',
    mem.at(-1).heapBytes === mem[1].heapBytes
      ? 'flat from step 10 on'
      : `changed by ${mem.at(-1).heapBytes - mem[1].heapBytes} bytes after step 10`,
    'flat',
  );
}
const o = results.orca;
const agentSteps = (r, ms) => `${fmt((r.agents * 1000) / ms / 1e6, 2)} M`;
for (const spec of part('orca') ? ORCA_CIRCLES : []) {
  const r = o[spec.key];
  row(
    `ORCA, RVO2's Circle scaled to ${spec.agents.toLocaleString('en')} agents, ms per step`,
    fmt(r.native),
    fmt(r.wasm),
    '',
    '',
    `agent-steps/s: ${agentSteps(r, r.native)} native, ${agentSteps(r, r.wasm)} wasm; wasm/native ${times(r.wasm / r.native)}`,
    '—',
  );
}
if (part('orca')) {
  row(
    'ORCA: native and wasm reach the same state (hash)',
    '',
    ORCA_CIRCLES.every((spec) => o[spec.key].same) ? 'yes, both' : 'NO',
    '',
    '',
    '',
    'identical',
  );
  row(
    'the page, 1,000 orca agents playing at 64 steps/s (16× real time), frames/s',
    '',
    fmt(o.page.fps, 1),
    '',
    '',
    `${fmt(o.page.stepsPerSecond, 1)} steps/s; drawing ${fmt(o.page.drawMs, 1)} ms a frame`,
    'interactive (≥ 30)',
  );
}

for (const key of BIG_CROWDS.map((b) => b.key)) {
  // issue 26's 100,000-agent crowds: the native column is one thread
  const r = results.big[key];
  if (!r) continue;
  const [one, two, all] = r.runs;
  row(
    `${r.label}, ms per step`,
    fmt(one.msPerStep),
    fmt(r.wasm),
    '',
    '',
    `native ${fmt(one.stepsPerSecond, 1)} / ${fmt(two.stepsPerSecond, 1)} / ${fmt((all ?? two).stepsPerSecond, 1)} steps/s with 1 / 2 / ${(all ?? two).threads} threads; ` +
      `in the 1-thread run ${fmt(one.decideCoreMs)} ms deciding + ${fmt(one.restMs)} ms moving and measuring per step; wasm ${fmt(1000 / r.wasm, 1)} steps/s; ${r.same ? 'same hash native and wasm' : 'HASHES DIFFER'}`,
    key === 'whiskers-100k' ? 'page ≥ 20 steps/s' : 'measured',
  );
  if (r.page) {
    row(
      `the page, ${r.label} playing as fast as it goes, steps/s`,
      '',
      fmt(r.page.stepsPerSecond, 1),
      '',
      '',
      `${fmt(r.page.fps, 1)} frames/s; drawing ${fmt(r.page.drawMs, 1)} ms a frame`,
      '≥ 20',
    );
  }
}
if (results.big.contextPage) {
  const p = results.big.contextPage;
  row(
    'the page, 10,000 context (16 rays) × 2,000 circles playing as fast as it goes, steps/s',
    '',
    fmt(p.stepsPerSecond, 1),
    '',
    '',
    `${fmt(p.fps, 1)} frames/s; drawing ${fmt(p.drawMs, 1)} ms a frame`,
    '≥ 60',
  );
}

for (const [agents, r] of Object.entries(results.draw ?? {})) {
  // the baseline column: the same draw with Canvas 2D (?gl=0)
  const n = Number(agents);
  row(
    `the page draws ${n.toLocaleString('en')} agents (whiskers, 1024² grid, whole world in view; WebGL2 above 10,000), frames/s`,
    '',
    fmt(r.webgl.fps, 1),
    fmt(r.canvas.fps, 1),
    '',
    `drawing ${fmt(r.webgl.drawMs, 1)} ms a frame with WebGL2 (on ${r.webgl.gpu ?? 'no GPU'}), ${fmt(r.canvas.drawMs, 1)} ms with Canvas 2D`,
    n === 100000 ? '≥ 30' : '—',
  );
}

for (const l of results.live?.crowds ?? []) {
  const p = l.page;
  // The baseline of the same run: the page's module stepping the same crowd paused (no frames), through the timeline.
  const paused = results.live.module.find((m) => m.key === l.key)?.isolated.timeline;
  const kept = paused ? `, ${fmt((100 * p.stepsPerSecond * paused) / 1000, 0)} % of the module's rate paused` : '';
  row(
    `the page, ${l.label} playing as fast as it goes: time between frames, ms (median / 95th percentile / largest; baseline: the page's module paused, ms a step)`,
    '',
    `${fmt(p.medianMs, 1)} / ${fmt(p.p95Ms, 1)} / ${fmt(p.maxMs, 1)}`,
    fmt(paused),
    '',
    `${fmt(p.fps, 1)} frames/s, ${fmt(p.stepsPerSecond, 1)} steps/s${kept}; ${p.events.toLocaleString('en')} events recorded before playing (${p.threads}${p.beside ? "; the steps beside the page on all but one, the page's thread keeping a core; frames that only look counted" : ''}; headless Chromium, software raster, no GPU)${l.single ? `; the page not isolated (one thread, the steps on the page's thread) ${fmt(l.single.medianMs, 1)} / ${fmt(l.single.p95Ms, 1)} / ${fmt(l.single.maxMs, 1)} ms, ${fmt(l.single.fps, 1)} frames/s, ${fmt(l.single.stepsPerSecond, 1)} steps/s` : ''}`,
    '≥ 30 frames/s',
  );
  // The baseline of the same run: the step as the loop measured it while playing; the pieces are what a click can wait for.
  row(
    `the page, ${l.label} playing as fast as it goes: a real click on Pause (mouse released) to Pause applied, ms (median / largest of ${p.presses.length}; baseline: a step as the loop measured it, ms)`,
    '',
    `${fmt(p.latencyMs, 0)} / ${fmt(p.latencyMaxMs, 0)}`,
    fmt(p.msPerStep, 1),
    '',
    `${fmt(p.latencyMs / p.msPerStep, 2)} of a step (median); the longest piece of the main thread's ${fmt(p.taskMs, 1)} ms (a step's move ${fmt(p.moveMs, 1)}, its next decisions ${fmt(p.decideMs, 1)}, a frame's work ${fmt(p.frameMs, 1)}); from the press ${fmt(p.latencyFromPressMs, 0)} ms (median); steps after the release ${p.presses.map((x) => x.stepsAfterRelease).join(', ')}; ${p.stopped ? 'no step after Pause showed' : 'STEPPED AFTER PAUSE'}${l.single ? `; the page not isolated (the steps on its thread): ${fmt(l.single.latencyMs, 0)} / ${fmt(l.single.latencyMaxMs, 0)} ms, ${times(l.single.latencyMs / Math.max(0.5, p.latencyMs))} this row's median` : ''}`,
    '≤ 100',
  );
}
if (results.live?.open) {
  const { bytes, isolated: o, single: s } = results.live.open;
  row(
    `the page opens 100,000 whiskers × 20,000 circles written out (${fmt(bytes / 2 ** 20, 1)} MiB), ms to open (baseline: the page not isolated, read on its thread)`,
    '',
    fmt(o.ms, 0),
    fmt(s.ms, 0),
    '',
    `${o.beside ? 'read beside the page' : "read on the page's thread"}: ${o.frames} frames drawn meanwhile, the longest gap ${fmt(o.longestGapMs, 0)} ms; not isolated ${s.frames} frames, the longest gap ${fmt(s.longestGapMs, 0)} ms; ${o.hash === s.hash ? 'same hash' : 'HASHES DIFFER'}`,
    'frames go on',
  );
}
for (const m of results.live?.module ?? []) {
  const passes = m.rounds === 1 ? 'one pass of each' : 'fastest of 3 alternating passes';
  const same = m.isolated.hash === m.node.hash && m.single.hash === m.node.hash ? 'same hash' : 'HASHES DIFFER';
  // What the page adds per step over the world's own step: the timeline's records (events, trails, keyframes).
  const extra = (r) => `the timeline's records ${fmt(r.timeline - r.world)} ms a step`;
  // The same core on one thread in the page and in Node: what the page adds per step (the timeline's records,
  // the page's own calls), as a ratio of Node's step in the same run.
  const vsNode = `the page on one thread ${times(m.single.timeline / m.node.msPerStep)} Node's time a step (the world alone ${times(m.single.world / m.node.msPerStep)})`;
  if (!m.yuka) {
    row(
      `the page's module, ${m.label}, steps/s through the run's timeline as the page steps (${passes}; native column: wasm in Node; baseline: the page not isolated)`,
      fmt(1000 / m.node.msPerStep, 1),
      fmt(1000 / m.isolated.timeline, 1),
      fmt(1000 / m.single.timeline, 1),
      '',
      `isolated (${m.isolated.threads}): ${fmt(m.isolated.timeline)} ms a step, the world alone ${fmt(m.isolated.world)} (${extra(m.isolated)}); not isolated (${m.single.threads}): ${fmt(m.single.timeline)}, the world alone ${fmt(m.single.world)}; ${vsNode}; ${same}`,
      '≥ 20 steps/s',
    );
    continue;
  }
  const rate = (ms) => times(m.yuka / ms);
  row(
    `the page's module, ${m.label}, ms per step through the run's timeline as the page steps (${passes}; native column: wasm in Node; baseline: the page not isolated)`,
    fmt(m.node.msPerStep),
    fmt(m.isolated.timeline),
    fmt(m.single.timeline),
    fmt(m.yuka),
    `isolated (${m.isolated.threads}): ${rate(m.isolated.timeline)} Yuka's agent-steps/s (the world alone ${fmt(m.isolated.world)} ms, ${rate(m.isolated.world)}; ${extra(m.isolated)}); not isolated (${m.single.threads}): ${rate(m.single.timeline)} (the world alone ${fmt(m.single.world)} ms, ${rate(m.single.world)}); wasm in Node (1 thread) ${rate(m.node.msPerStep)}; ${vsNode}; ${same}`,
    m.agents === 1000 ? '≥ 5× Yuka' : '≥ 50× Yuka',
  );
}

for (const t of Object.values(results.timelines)) {
  const n = t.native,
    w = t.wasm,
    where = `\`${t.key}\` run to ${n.frontier.toLocaleString('en')} steps (${n.agents.toLocaleString('en')} agents)`;
  row(
    `timeline, ${where}: a jump to a random step, ms (median / largest)`,
    `${fmt(n.seekMedianMs, 3)} / ${fmt(n.seekMaxMs, 3)}`,
    `${fmt(w.seek.median, 3)} / ${fmt(w.seek.max, 3)}`,
    `${fmt(n.freshMedianMs)} / ${fmt(w.fresh.median)}`,
    '',
    `a fresh run to the same 5 steps takes ${times(n.freshMedianMs / n.seekSameMedianMs)} (native), ${times(w.fresh.median / w.seekSame.median)} (wasm) as long; ` +
      `${w.keyframes} keyframes, ${fmt(w.keyframeBytes / 1048576, 1)} MB`,
    t.target,
  );
  row(
    `timeline, ${where}: one step back, ms (median / largest of 100)`,
    `${fmt(n.backMedianMs, 3)} / ${fmt(n.backMaxMs, 3)}`,
    `${fmt(w.back.median, 3)} / ${fmt(w.back.max, 3)}`,
    '',
    '',
    'the first replays from a keyframe; the next are copies',
    t.target,
  );
}

if (results.maps) {
  // Native figures are CPU time per pass (this process's own, unaffected by other work on the machine);
  // the browser gives a worker no CPU clock, so its figures are its fastest wall-clock pass, which can
  // only be longer than its CPU time: the ratios lean toward native.
  const m = results.maps;
  let nProblems = 0,
    nSeconds = 0,
    wProblems = 0,
    wSeconds = 0,
    same = true;
  m.native.forEach((n, i) => {
    const w = m.page.runs[i];
    const name = MOVINGAI[i][0].replace(/\.map$/, '');
    const nRate = n.problems / (n.cpuMsPerPass / 1000),
      wRate = w.problems / w.seconds;
    nProblems += n.problems;
    nSeconds += n.cpuMsPerPass / 1000;
    wProblems += w.problems;
    wSeconds += w.seconds;
    same &&= n.reached === w.reached;
    row(
      `Moving AI ${name}, all ${n.problems} problems, nproxy P = ${MAPS_P}, problems/s`,
      fmt(nRate, 0),
      fmt(wRate, 0),
      '',
      '',
      `native/worker ${times(nRate / wRate)}; ${n.reached === w.reached ? `${n.reached} reached in both` : `REACHED ${n.reached} native, ${w.reached} worker`}`,
      '—',
    );
  });
  row(
    `Moving AI, the 5 bundled maps, all ${nProblems} problems, nproxy P = ${MAPS_P}, problems/s`,
    fmt(nProblems / nSeconds, 0),
    fmt(wProblems / wSeconds, 0),
    '',
    '',
    `native ${fmt(nSeconds * 1000, 0)} ms, worker ${fmt(wSeconds * 1000, 0)} ms for all; ${same ? 'same outcomes' : 'OUTCOMES DIFFER'}`,
    '—',
  );
  const nb = m.nativeBig,
    wb = m.bigRun;
  row(
    `Moving AI, a generated 512 × 512 map, all ${nb.problems} problems, nproxy P = ${MAPS_P}, s`,
    fmt(nb.cpuMsPerPass / 1000),
    fmt(wb.seconds),
    '',
    '',
    `${fmt(nb.problems / (nb.cpuMsPerPass / 1000), 0)} problems/s native, ${fmt(wb.problems / wb.seconds, 0)} in the worker; ${nb.reached === wb.reached ? 'same' : 'DIFFERENT'} outcomes`,
    'seconds, not minutes',
  );
  row(
    'the page, a 512 × 512 .map dropped to its scene drawn, ms (median)',
    '',
    fmt(m.page.loadMs, 0),
    '',
    '',
    'parse, scene, first frames',
    'well under 1,000',
  );
  // As `sidestep link encode` prints them (the scene alone); the page's Share adds its address and the view.
  row(
    'share link (`sidestep link encode`) to a scene on a bundled map (arena, problem 159), characters',
    '',
    String(encodedLength(m.page.bundledScene)),
    '',
    '',
    `names the map; the page's Share link, with address and view, ${m.page.bundledLink}`,
    '—',
  );
  row(
    'share link (`sidestep link encode`) to a scene on the 512 × 512 map, characters',
    '',
    String(encodedLength(m.page.bigScene)),
    '',
    '',
    `carries the cells; the page's Share link ${m.page.bigLink}`,
    '≤ 1,000,000',
  );
}

if (results.routes) routeRows(results.routes, row, fmt, times);

let chromium = '';
try {
  chromium = execFileSync('/usr/bin/chromium', ['--version'], { encoding: 'utf8' }).trim();
} catch {
  /* not installed */
}
const header = [
  'measure',
  'sidestep native',
  'sidestep wasm',
  'baseline, same run',
  'Yuka 0.7.8',
  'ratio (this run)',
  'target',
];
console.log(
  `sidestep bench${quick ? ' (--quick)' : ''}${only ? ` (--only ${only})` : ''}: ${cpus()[0].model}, ${cpus().length} cores, ${(totalmem() / 2 ** 30).toFixed(0)} GB ` +
    `(load average ${loadavg()[0].toFixed(1)} at the end: other work shares these cores); ` +
    `Node ${process.version}; ${chromium || 'no Chromium'}. Every figure measured in this run; the baseline is the same ` +
    "code with the spatial index off (crowds) or the article's recursion (n-proxy). Crowds: 256² grid, 3 % blocked, " +
    `agents r 0.3 at 2 u/s, dt 0.02, steps ${WARMUP + 1}-${WARMUP + PLAN['whiskers-10k'].steps} timed (1k: to ${WARMUP + PLAN['whiskers-1k'].steps}). ` +
    `ORCA: single-threaded, RVO2's Circle parameters, agents 4 u apart on rings from radius ${ORCA_RADIUS}, dt 0.25, steps ` +
    `${ORCA_PLAN['orca-circle-1k'].warmup + 1}-${ORCA_PLAN['orca-circle-1k'].warmup + ORCA_PLAN['orca-circle-1k'].steps} timed ` +
    `(10k: ${ORCA_PLAN['orca-circle-10k'].warmup + 1}-${ORCA_PLAN['orca-circle-10k'].warmup + ORCA_PLAN['orca-circle-10k'].steps}).\n`,
);
console.log(`| ${header.join(' | ')} |`);
console.log(`|${header.map((h, i) => (i === 0 ? ':--' : '--:')).join('|')}|`);
for (const r of rows) console.log(`| ${r.join(' | ')} |`);
if (results.threads.length)
  console.log(
    `\nThreads (native; both phases of a step split over the threads but for their serial parts: the agent index's build, the phases' preparation, the episodes settled in agent order):\n\n${threadTable(results.threads)}`,
  );
const out = process.env.BENCH_JSON;
if (out) writeFileSync(out, JSON.stringify(results, null, 2));
