// Where the page's time goes while a big crowd plays as fast as it goes: a CPU profile of headless Chromium
// (the DevTools protocol's sampling profiler), summed by function (self time) and by kind (the wasm core,
// the page's JavaScript by file, the browser's own work: garbage collection, idle, the rest).
//
//   node bench/page-profile.mjs [AGENTS] [CIRCLES] [SECONDS]     (default 100000 20000 8)
//   ISOLATE=0 node bench/page-profile.mjs ...   the page not cross-origin isolated: the single-thread module
//   CROWD=context-10k node bench/page-profile.mjs 0 0 8   one of the bench's crowds (bench/scenes.mjs) instead
//
// By default the same crowd as the bench's `big` rows (bench/draw.mjs's wideCrowd: whiskers on a 1024² grid).
import { openPlayground } from '../tests/browser/browser.mjs';
import { wideCrowd } from './draw.mjs';
import { CROWDS, crowdScene } from './scenes.mjs';

const [agents = 100000, circles = 20000, seconds = 8] = process.argv.slice(2).map(Number);

const pg = await openPlayground({ width: 1280, height: 800, isolate: process.env.ISOLATE !== '0' }); // ISOLATE=0: the single-thread module
try {
  const crowd = process.env.CROWD ? CROWDS.find((c) => c.key === process.env.CROWD) : null;
  if (process.env.CROWD && !crowd)
    throw new Error(`CROWD: no crowd ${process.env.CROWD} (${CROWDS.map((c) => c.key).join(', ')})`);
  const scene = crowd ? crowdScene(crowd) : wideCrowd({ agents, circles });
  const scenario = JSON.stringify({ ...scene, view: { step: 0, playing: false, pace: 0 } });
  if (!(await pg.page.evaluate((s) => window.sidestep.open(s), scenario))) throw new Error('the crowd did not open');
  const threads = await pg.page.evaluate(() => document.getElementById('rate')?.textContent ?? '');
  await pg.page.evaluate(() => window.sidestep.play());
  await new Promise((r) => setTimeout(r, 1500)); // settled: the loop has measured its step
  const cdp = await pg.context.newCDPSession(pg.page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
  const s0 = await pg.page.evaluate(() => window.sidestep.sim.stepCount);
  const t0 = Date.now();
  await cdp.send('Profiler.start');
  await new Promise((r) => setTimeout(r, seconds * 1000));
  const { profile } = await cdp.send('Profiler.stop');
  const elapsed = (Date.now() - t0) / 1000;
  const s1 = await pg.page.evaluate(() => window.sidestep.sim.stepCount);
  await pg.page.evaluate(() => window.sidestep.pause());

  // Self time per node: the samples' time deltas, credited to the sampled node.
  const self = new Map();
  profile.samples.forEach((id, k) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[k] ?? 0)));
  const byFunction = new Map(),
    byKind = new Map();
  let total = 0;
  for (const node of profile.nodes) {
    const us = self.get(node.id) ?? 0;
    if (!us) continue;
    total += us;
    const { functionName, url } = node.callFrame;
    const file = url ? url.replace(/^.*\/(web|wasm)\//, '').replace(/^https?:\/\/[^/]+\//, '') : '';
    const wasm = url.includes('.wasm') || /^(wasm-function|\$)/.test(functionName);
    const kind = wasm
      ? 'the wasm core'
      : file
        ? `js ${file}`
        : functionName.startsWith('(')
          ? functionName
          : 'the browser (no script)';
    const name = `${functionName || '(anonymous)'}${file && !wasm ? ` (${file})` : ''}`;
    byKind.set(kind, (byKind.get(kind) ?? 0) + us);
    byFunction.set(name, (byFunction.get(name) ?? 0) + us);
  }
  const share = (us) => `${((100 * us) / total).toFixed(1)} %`;
  const top = (map, n) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n);
  console.log(
    `${crowd ? crowd.key : `${agents} whiskers x ${circles} circles`}, playing as fast as it goes: ${((s1 - s0) / elapsed).toFixed(2)} steps/s over ${elapsed.toFixed(1)} s; readout: ${threads}`,
  );
  console.log('\nby kind (self time, main thread):');
  for (const [k, us] of top(byKind, 12))
    console.log(`  ${share(us).padStart(7)}  ${(us / 1000).toFixed(0).padStart(6)} ms  ${k}`);
  console.log('\nby function (self time, main thread):');
  for (const [k, us] of top(byFunction, 25))
    console.log(`  ${share(us).padStart(7)}  ${(us / 1000).toFixed(0).padStart(6)} ms  ${k}`);
} finally {
  await pg.close();
}
