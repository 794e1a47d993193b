// The threads rows of `npm run bench`: the bench's 10,000-agent crowds stepped natively with 1, 2 and one
// thread per core in one process (bench/threads.cpp), their ratios to the 1-thread run of that process, and
// what a step needs per core. Both phases of a step are split over the threads (decide; move and measure),
// but for their serial parts (the agent index's build, the measures settled in agent order, the loops that
// prepare each phase). Amdahl's model, T(n) = serial + parallel / n, fitted to the 1- and 2-thread runs of the
// same process, says what 8 and 16 cores might give: printed as a model, with its inputs, never as measured.
import { spawnSync } from 'node:child_process';
import { cpus } from 'node:os';
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

/** The rows as a Markdown table, and a line per scene with Amdahl's model fitted to its 1- and 2-thread runs
 *  (what it predicts for 8 and 16 cores, labelled as a model with its inputs). */
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
    let projection = 'no 2-thread run to fit a model to';
    if (two) {
      const serial = Math.min(one.msPerStep, Math.max(0, 2 * two.msPerStep - one.msPerStep)),
        parallel = one.msPerStep - serial;
      const at = (cores) => serial + parallel / cores;
      // A model, not a measurement: Amdahl's T(n) = s + p / n through the two points this machine measured.
      projection =
        `a model, not a measurement: Amdahl's T(n) = s + p / n fitted to its ${f(one.msPerStep)} ms with 1 thread and ${f(two.msPerStep)} ms with 2 ` +
        `on this ${cpus().length}-core machine gives s = ${f(serial)} ms serial and p = ${f(parallel)} core-ms split, and predicts ` +
        `${f(at(8))} ms (${f(1000 / at(8), 0)} steps/s) on 8 cores and ${f(at(16))} ms (${f(1000 / at(16), 0)} steps/s) on 16, ` +
        "untested beyond 2 cores (memory bandwidth, the pool's hand-over and other work all move it)";
    }
    notes.push(
      `${label}: ${projection}; ${same ? 'the same hash for every thread count' : 'HASHES DIFFER between thread counts'}.`,
    );
  }
  return `${lines.join('\n')}\n\n${notes.join('\n')}`;
}
