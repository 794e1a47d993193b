// Two builds of the first module side by side, in one Node process: every example's hash after 400 steps with
// each, and the bench's crowds (and ORCA's circle of 1,000) stepped by each in turn, their ms per step (the median
// of three) and whether they end on the same hash. For a change to how the module is compiled or optimised (a
// Binaryen pass, a flag) that must not change what it computes nor slow the step down.
//   node scripts/wasm-ab.mjs DIR_A DIR_B    (each a folder with sidestep.mjs and sidestep.wasm, e.g. copies of
//                                            build/wasm/ before and after; the module's ES glue loads from there)
// Env: NO_EXAMPLES=1 skips the examples, NO_CROWDS=1 the crowds.
import { readFile, readdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import { CROWDS, crowdScene } from '../bench/scenes.mjs';
import { Sim } from '../web/sim/sim.js';
import { circleScene } from './examples/orca-rvo2.mjs';

const EXAMPLES = fileURLToPath(new URL('../examples/', import.meta.url));
const [dirA, dirB] = process.argv.slice(2).map((d) => resolve(d));
if (!dirB) throw new Error('usage: node scripts/wasm-ab.mjs DIR_A DIR_B');

const load = async (dir) => {
  const { default: create } = await import(pathToFileURL(`${dir}/sidestep.mjs`).href);
  return create({ wasmBinary: await readFile(`${dir}/sidestep.wasm`) });
};
const modules = [await load(dirA), await load(dirB)];

if (!process.env.NO_EXAMPLES) {
  let same = 0;
  const files = (await readdir(EXAMPLES)).filter((f) => f.endsWith('.json') && f !== 'index.json');
  for (const file of files) {
    const text = await readFile(EXAMPLES + file, 'utf8');
    const hashes = modules.map((module) => {
      const sim = new Sim(module); // not disposed: a scene's scripts may still reach its world
      try {
        sim.loadScenario(text);
        sim.step(400);
        return sim.hash();
      } catch (e) {
        return `error: ${e.message}`;
      }
    });
    if (hashes[0] === hashes[1]) same++;
    else console.log(`${file}: ${hashes.join(' != ')}`);
  }
  console.log(`examples: ${same} of ${files.length} with the same hash after 400 steps`);
}

if (!process.env.NO_CROWDS) {
  const scenes = [...CROWDS.map((c) => [c.key, crowdScene(c)]), ['orca-circle-1000', circleScene({ agents: 1000 })]];
  const median = (v) => [...v].sort((x, y) => x - y)[Math.floor(v.length / 2)];
  for (const [key, scene] of scenes) {
    const ms = [[], []];
    const hashes = [];
    for (let round = 0; round < 3; round++) {
      modules.forEach((module, k) => {
        const sim = new Sim(module);
        sim.loadScenario(JSON.stringify(scene));
        sim.step(10);
        const t0 = performance.now();
        const taken = sim.step(20);
        ms[k].push((performance.now() - t0) / Math.max(1, taken));
        hashes[k] = sim.hash();
        sim.dispose();
      });
    }
    const [a, b] = ms.map(median);
    console.log(
      `${key}: A ${a.toFixed(2)} ms, B ${b.toFixed(2)} ms per step, B / A ${(b / a).toFixed(2)}, ` +
        (hashes[0] === hashes[1] ? 'the same hash' : 'different hashes'),
    );
  }
}
