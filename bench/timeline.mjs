// The timeline as the page scrubs it, in the wasm module: a run, then jumps to seeded random steps and
// single steps back from its end, each timed, against fresh runs from step 0 to the same steps (what going
// back would cost without keyframes). The native half is `sidestep_bench timeline` (bench/bench.cpp).
import { Sim } from '../web/sim/sim.js';
import { random } from './scenes.mjs';

/** The scenes scrubbed (the two): the welcome scene run long, and a crowd of 1,000. */
export const TIMELINES = [
  { key: 'welcome', file: 'welcome.json', steps: 10000, target: 'within a frame or two (16-33 ms)' },
  { key: 'crowd-thousand', file: 'crowd-thousand.json', steps: 2000, target: 'usable' },
];

const stats = (values) => {
  const v = [...values].sort((a, b) => a - b);
  return { median: v[Math.floor(v.length / 2)], max: v.at(-1) };
};

/** Median and largest ms of a seek, a step back and a fresh run, as bench.cpp's timeline command. */
export function wasmTimeline(module, scenario, steps, seeks) {
  if (steps < 1 || seeks < 1) throw new RangeError('wasmTimeline: steps and seeks must be at least 1');
  const text = JSON.stringify({
    ...scenario,
    sim: { ...scenario.sim, maxSteps: Math.max(scenario.sim?.maxSteps ?? 0, steps) },
  });
  const sim = new Sim(module);
  sim.loadScenario(text);
  sim.step(steps);
  const frontier = sim.frontier;
  const rnd = random(7);
  const targets = Array.from({ length: seeks }, () => Math.floor(rnd() * (frontier + 1)) % (frontier + 1));
  const seek = targets.map((target) => {
    const t = performance.now();
    sim.seek(target);
    return performance.now() - t;
  });
  const seekSame = stats(seek.slice(0, 5)); // the jumps to the fresh runs' targets
  sim.seek(frontier);
  const back = [];
  for (let k = 0; k < 100 && (k === 0 || sim.stepCount > 0); k++) {
    const t = performance.now();
    sim.back(1);
    back.push(performance.now() - t);
  }
  const fresh = targets.slice(0, 5).map((target) => {
    const again = new Sim(module);
    again.loadScenario(text);
    const t = performance.now(); // the run only, as bench.cpp
    again.step(target);
    const ms = performance.now() - t;
    again.dispose();
    return ms;
  });
  const keyframes = sim.keyframes();
  sim.dispose();
  return {
    frontier,
    keyframes: keyframes.count,
    keyframeBytes: keyframes.bytes,
    seek: stats(seek),
    back: stats(back),
    fresh: stats(fresh),
    seekSame,
  };
}
