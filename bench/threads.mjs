// The threads rows of `npm run bench`: the bench's 10,000-agent crowds stepped natively with 1, 2 and one
// thread per core in one process (bench/threads.cpp), their ratios to the 1-thread run of that process, and
// what a step needs per core, so that the scaling to 8 and 16 cores is on paper. Both phases of a step are
// split over the threads (decide; move and measure), but for their serial parts (the agent index's build,
// the measures settled in agent order, the loops that prepare each phase); how much of a step is serial is
// fitted from the 1- and 2-thread runs of the same process (Amdahl: T(n) = serial + parallel / n).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const BENCH = fileURLToPath(new URL('../build/native/sidestep_bench_threads', import.meta.url));
/** The scenes (keys of bench/scenes.mjs's CROWDS) and their steps: warm-up, then timed. */
export const THREAD_SCENES = [
  { key: 'whiskers-10k', label: '10,000 whiskers × 2,000 circles', warmup: 10, steps: 60 },
  { key: 'context-10k', label: '10,000 context (16 rays) × 2,000 circles', warmup: 10, steps: 30 },
];

/** Runs one scene file with 1, 2 and all threads: the bench's JSON lines. */
export function threadRuns(file, { warmup, steps }, counts = '1,2,0') {
  const r = spawnSync(BENCH, [file, String(warmup), String(steps), counts], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`sidestep_bench_threads ${file}: ${r.stderr}`);
  return r.stdout
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));
}

const f = (v, d = 2) => (v >= 100 ? v.toFixed(0) : v >= 10 ? v.toFixed(1) : v.toFixed(d));

/** The rows as a Markdown table, and a line per scene projecting 8 and 16 cores. */
export function threadTable(results) {
  const lines = [
    '| scene | threads | ms per step | steps/s | × the 1-thread run | decide ms | rest of the step ms (move, measure) | decide core-ms | allocations while timed | hash |',
    '|:--|--:|--:|--:|--:|--:|--:|--:|--:|:--|',
  ];
  const notes = [];
  for (const { label, runs } of results) {
    for (const r of runs) {
      lines.push(
        `| ${label} | ${r.threads} | ${f(r.msPerStep)} | ${f(r.stepsPerSecond, 1)} | ${r.ratio.toFixed(2)}× | ${f(r.decideMs)} | ${f(r.restMs)} | ${f(r.decideCoreMs)} | ${r.allocations} | ${r.hash} |`,
      );
    }
    const one = runs[0];
    const two = runs.find((r) => r.threads === 2);
    const same = runs.every((r) => r.hash === one.hash);
    let projection = 'no 2-thread run to fit the serial part from';
    if (two) {
      const serial = Math.min(one.msPerStep, Math.max(0, 2 * two.msPerStep - one.msPerStep)),
        parallel = one.msPerStep - serial;
      const at = (cores) => serial + parallel / cores;
      projection =
        `fitted from its 1- and 2-thread runs, ${f(serial)} ms of a ${f(one.msPerStep)} ms step is serial and ${f(parallel)} core-ms split; ` +
        `so on 8 cores ${f(at(8))} ms (${f(1000 / at(8), 0)} steps/s), on 16 ${f(at(16))} ms (${f(1000 / at(16), 0)} steps/s)`;
    }
    notes.push(
      `${label}: ${projection}; ${same ? 'the same hash for every thread count' : 'HASHES DIFFER between thread counts'}.`,
    );
  }
  return `${lines.join('\n')}\n\n${notes.join('\n')}`;
}
