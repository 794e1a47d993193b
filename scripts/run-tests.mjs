// Runs every test layer and ends with one summary line, `N passed, N failed`:
//   core     GoogleTest under CTest (native build; with the desktop viewer's input driven by SDL events)
//   wasm     node:test on the wasm module
//   cli      node:test on the command-line tool (examples, links, bad inputs, native = wasm hashes)
//   browser  node:test driving the page in headless Chromium
//   viewer   node:test on sidestep-viewer without a display (every example rendered headless: pixels, hashes)
//   packages node:test on the npm package (packed, installed offline, typed) and the CMake package (installed, a
//            fresh project built against it), the examples game-web and game-cpp, and the page's "Use in your game"
//   fuzz     libFuzzer on every parser of untrusted input, a few seconds each (scripts/fuzz.sh)
// Skipped tests (node:test's skip and todo, GoogleTest's disabled or skipped ones) are counted apart and
// named, never as passed. Exits non-zero when any layer fails or reports no tests.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const LAYERS = [
  { name: 'core', cmd: 'ctest', args: ['--test-dir', 'build/native', '--output-on-failure', '-j2'], parse: parseCtest },
  { name: 'wasm', cmd: process.execPath, args: ['--test', 'tests/wasm/'], parse: parseNodeTest },
  // At least two files at a time: node's default is one fewer than the cores (one on 2 cores, where the layer took
  // 463 s one at a time and 380 s two at a time, 2026-12-03). The browser layer stays at one: two at a time took 698
  // s for its 45 files that time nothing, against about 730 s one at a time, as Chromium's own processes already
  // keep both cores busy, and its timed files need the machine to themselves.
  {
    name: 'cli',
    cmd: process.execPath,
    args: ['--test', `--test-concurrency=${Math.max(2, availableParallelism() - 1)}`, 'tests/cli/'],
    parse: parseNodeTest,
  },
  {
    name: 'browser',
    cmd: process.execPath,
    args: ['--test', '--test-concurrency=1', 'tests/browser/'],
    parse: parseNodeTest,
  },
  { name: 'viewer', cmd: process.execPath, args: ['--test', 'tests/viewer/'], parse: parseNodeTest },
  {
    name: 'packages',
    cmd: process.execPath,
    args: ['--test', '--test-concurrency=1', 'tests/packages/'],
    parse: parseNodeTest,
  },
  {
    name: 'fuzz',
    cmd: 'bash',
    args: ['scripts/fuzz.sh', '--brief', process.env.FUZZ_SECONDS ?? '4'],
    parse: parseFuzz,
  },
];

// One count per fuzz target: "fuzz TARGET: no crash, ..." or "fuzz TARGET: FAILED; ...".
function parseFuzz(out) {
  const passed = (out.match(/^fuzz \S+: no crash/gm) ?? []).length,
    failed = (out.match(/^fuzz( \S+)?: FAILED/gm) ?? []).length;
  return { passed, failed: failed || (passed ? 0 : 1) };
}

function parseCtest(out) {
  const m = out.match(/(\d+)% tests passed, (\d+) tests? failed out of (\d+)/);
  if (!m) return null;
  const failed = Number(m[2]),
    total = Number(m[3]);
  // Disabled or not run (GoogleTest's DISABLED_, GTEST_SKIP): "Not Run" or "Skipped" in ctest's list.
  const skippedNames = [...out.matchAll(/Test +#\d+: (\S+) .*\*\*\*(?:Not Run|Skipped)/g)].map((x) => x[1]);
  const skipped = skippedNames.length;
  return { passed: total - failed - skipped, failed, skipped, skippedNames };
}

function parseNodeTest(out) {
  const pass = out.match(/^# pass (\d+)/m),
    fail = out.match(/^# fail (\d+)/m);
  if (!pass || !fail) return null;
  const skip = out.match(/^# skipped (\d+)/m),
    todo = out.match(/^# todo (\d+)/m);
  const skippedNames = [...out.matchAll(/^\s*ok \d+ - (.*) # (?:SKIP|TODO)\b.*$/gm)].map((x) => x[1]);
  return {
    passed: Number(pass[1]),
    failed: Number(fail[1]),
    skipped: Number(skip?.[1] ?? 0) + Number(todo?.[1] ?? 0),
    skippedNames,
  };
}

function run({ cmd, args }) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      process.stdout.write(d);
    });
    child.stderr.on('data', (d) => {
      out += d;
      process.stderr.write(d);
    });
    child.on('close', (code) => resolve({ code, out }));
    child.on('error', (err) => resolve({ code: 1, out: String(err) }));
  });
}

const only = process.argv.slice(2);
let passed = 0,
  failed = 0,
  skipped = 0;
const lines = [],
  skippedNames = [];
for (const layer of LAYERS) {
  if (only.length && !only.includes(layer.name)) continue;
  console.log(`\n=== ${layer.name} ===`);
  const started = Date.now();
  const { code, out } = await run(layer);
  const counts = layer.parse(out) ?? { passed: 0, failed: 1 };
  if (code !== 0 && counts.failed === 0) counts.failed = 1; // a crash counts as a failure
  if (counts.passed + counts.failed === 0) counts.failed = 1; // so does a layer that ran nothing
  passed += counts.passed;
  failed += counts.failed;
  skipped += counts.skipped ?? 0;
  for (const name of counts.skippedNames ?? []) skippedNames.push(`${layer.name}: ${name}`);
  const skip = counts.skipped ? `, ${counts.skipped} skipped` : '';
  lines.push(
    `${layer.name.padEnd(8)} ${counts.passed} passed, ${counts.failed} failed${skip}  (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
}
console.log('\n=== summary ===');
for (const l of lines) console.log(l);
// Skipped tests are not passed ones: said by name, so that none hides.
console.log(`${skipped} skipped${skippedNames.length ? `: ${skippedNames.join('; ')}` : ''}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
