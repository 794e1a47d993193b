// The scripted row of `npm run bench`: the 1,000 whiskers × 200 circles crowd with every agent running the
// whiskers rule as a script (tests/data/scripts/whiskers.js, QuickJS in wasm, in Node), beside the same crowd
// with the built-in whiskers, both timed in this process.
import { readFileSync } from 'node:fs';

import { loadScriptEngine } from '../web/sim/scripted.js';
import { Sim } from '../web/sim/sim.js';
import { crowdScene } from './scenes.mjs';

const WHISKERS = readFileSync(new URL('../tests/data/scripts/whiskers.js', import.meta.url), 'utf8');

/** The crowd with its agents scripted: the same starts, goals and bodies. */
export function scriptedScene(spec) {
  const scene = crowdScene(spec);
  scene.scripts = { whiskers: WHISKERS };
  for (const a of scene.agents) {
    a.behavior = 'script';
    a.script = 'whiskers';
    delete a.params;
  }
  return scene;
}

/** ms per step of the built-in crowd and of the scripted one in wasm, after `warmup` steps: wall clock, and this
 *  process's CPU time (what a machine shared with other work still measures). */
export async function scriptedCrowd(module, spec, warmup, steps) {
  await loadScriptEngine();
  const time = (scene) => {
    const sim = new Sim(module);
    sim.loadScenario(JSON.stringify(scene));
    sim.step(warmup);
    const t0 = performance.now(),
      c0 = process.cpuUsage();
    const taken = sim.step(steps);
    const ms = (performance.now() - t0) / Math.max(1, taken);
    const c = process.cpuUsage(c0);
    const cpuMs = (c.user + c.system) / 1000 / Math.max(1, taken);
    const moving = sim.state?.().agents?.filter((a) => a.stop === 'moving').length;
    sim.dispose();
    return { ms, cpuMs, moving };
  };
  // Each timed twice, the second kept: a first run of a fresh module is still warming its wasm (the built-in
  // crowd took 2-3 ms a step cold, 0.75 warm), which would flatter the script's ratio.
  time(crowdScene(spec));
  const builtIn = time(crowdScene(spec));
  time(scriptedScene(spec));
  const scripted = time(scriptedScene(spec));
  return {
    builtIn: builtIn.ms,
    scripted: scripted.ms,
    builtInCpu: builtIn.cpuMs,
    scriptedCpu: scripted.cpuMs,
    scriptedMoving: scripted.moving,
  };
}
