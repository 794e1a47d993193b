// Runs every test layer and ends with one summary line, `N passed, N failed`:
//   core     GoogleTest under CTest (native build; with the desktop viewer's input driven by SDL events)
//   wasm     node:test on the wasm module
//   cli      node:test on the command-line tool (examples, links, bad inputs, native = wasm hashes)
//   browser  node:test driving the page in headless Chromium
//   viewer   node:test on sidestep-viewer without a display (every example rendered headless: pixels, hashes)
//   fuzz     libFuzzer on the link and scenario decoders for a few seconds
// Exits non-zero when any layer fails or reports no tests.
import { spawn } from 'node:child_process';

const LAYERS = [
  { name: 'core', cmd: 'ctest', args: ['--test-dir', 'build/native', '--output-on-failure', '-j2'], parse: parseCtest },
  { name: 'wasm', cmd: process.execPath, args: ['--test', 'tests/wasm/'], parse: parseNodeTest },
  { name: 'cli', cmd: process.execPath, args: ['--test', 'tests/cli/'], parse: parseNodeTest },
  { name: 'browser', cmd: process.execPath, args: ['--test', '--test-concurrency=1', 'tests/browser/'], parse: parseNodeTest },
  { name: 'viewer', cmd: process.execPath, args: ['--test', 'tests/viewer/'], parse: parseNodeTest },
  { name: 'fuzz', cmd: 'bash', args: ['scripts/fuzz.sh', process.env.FUZZ_SECONDS ?? '8'], parse: parseFuzz },
];

function parseFuzz(out) {
  if (/fuzz: no crash/.test(out)) return { passed: 1, failed: 0 };
  return { passed: 0, failed: 1 };
}

function parseCtest(out) {
  const m = out.match(/(\d+)% tests passed, (\d+) tests? failed out of (\d+)/);
  if (!m) return null;
  const failed = Number(m[2]), total = Number(m[3]);
  return { passed: total - failed, failed };
}

function parseNodeTest(out) {
  const pass = out.match(/^# pass (\d+)/m), fail = out.match(/^# fail (\d+)/m);
  if (!pass || !fail) return null;
  return { passed: Number(pass[1]), failed: Number(fail[1]) };
}

function run({ cmd, args }) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => { out += d; process.stdout.write(d); });
    child.stderr.on('data', (d) => { out += d; process.stderr.write(d); });
    child.on('close', (code) => resolve({ code, out }));
    child.on('error', (err) => resolve({ code: 1, out: String(err) }));
  });
}

const only = process.argv.slice(2);
let passed = 0, failed = 0;
const lines = [];
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
  lines.push(`${layer.name.padEnd(8)} ${counts.passed} passed, ${counts.failed} failed  (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
console.log('\n=== summary ===');
for (const l of lines) console.log(l);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
