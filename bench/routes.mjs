// The routes rows of `npm run bench` (issue 41, docs/routes.md): routes planned per second on the generated
// 512 x 512 Moving AI map (bench/big-map.mjs) by the grid and the any-angle planner, and the bench's crowd of
// 10,000 whiskers stepped with every agent following a route against the same crowd without routes, both in
// one native process (bench/routes.cpp), so that the ratio is between figures of the same run.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { BIG_MAP, BIG_SCEN, bigMap } from './big-map.mjs';
import { CROWDS, crowdScene } from './scenes.mjs';

const BENCH = fileURLToPath(new URL('../build/native/sidestep_bench_routes', import.meta.url));
/** The crowd: bench/scenes.mjs's 10,000 whiskers × 2,000 circles on a 256² grid, 3 % of its cells blocked. */
export const ROUTE_CROWD = CROWDS.find((c) => c.key === 'whiskers-10k');

function routesBench(...args) {
  const r = spawnSync(BENCH, args, { encoding: 'utf8', maxBuffer: 16 << 20 });
  if (r.status !== 0) throw new Error(`sidestep_bench_routes ${args.join(' ')}: ${r.stderr}`);
  return r.stdout
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));
}

/** Plans the big map's problems and steps the crowd with and without routes; files go to `dir`. */
export async function routeRuns(dir, importers, { quick = false } = {}) {
  const big = bigMap(importers, { problems: quick ? 200 : 1000 });
  writeFileSync(join(dir, BIG_MAP), big.mapText);
  writeFileSync(join(dir, BIG_SCEN), big.scenText);
  const plans = routesBench('plan', join(dir, BIG_MAP), join(dir, BIG_SCEN), quick ? '300' : '2000');
  const crowdFile = join(dir, 'route-crowd.json');
  writeFileSync(crowdFile, JSON.stringify(crowdScene(ROUTE_CROWD)));
  const steps = quick ? '10' : '30';
  const crowds = ['grid', 'any-angle'].map((p) => routesBench('crowd', crowdFile, '10', steps, p)[0]);
  return { plans, crowds, steps: Number(steps) };
}

/** Adds the rows through `row(what, native, wasm, baseline, peer, ratio, target)`. */
export function routeRows(r, row, fmt, times) {
  const [grid, any] = r.plans;
  for (const p of r.plans) {
    row(
      `routes planned on a generated 512 × 512 Moving AI map (${p.problems} problems, r 0.35), ${p.planner}, routes/s`,
      fmt(p.routesPerSecond, 0),
      '',
      p === any ? fmt(grid.routesPerSecond, 0) : '',
      '',
      `${p.found} found; ${fmt(p.meanExpanded, 0)} points expanded a route` +
        (p === any ? `; any-angle/grid ${times(any.routesPerSecond / grid.routesPerSecond)}` : ''),
      '—',
    );
  }
  for (const c of r.crowds) {
    row(
      `10,000 whiskers × 2,000 circles following ${c.planner} routes (256² grid), ms/step (steps 11-${10 + r.steps})`,
      fmt(c.msPerStep, 3),
      '',
      fmt(c.withoutMsPerStep, 3),
      '',
      `with/without routes ${times(c.msPerStep / c.withoutMsPerStep)}; ${c.following} of ${c.agents} following one ` +
        `(last plans: ${Object.entries(c.status)
          .filter(([, n]) => n > 0)
          .map(([s, n]) => `${n} ${s}`)
          .join(', ')}; ${c.arrived} arrived); every route planned in ${fmt(c.planMs, 0)} ms`,
      '—',
    );
  }
}
