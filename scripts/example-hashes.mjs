// What every bundled scene does, in a few hashes: each example's end state and report (`sidestep run
// --json`), each variant of its compare set, each bundled SteerSuite case imported and run. A change that
// should not change behaviour (a refactor) must leave them all equal: tests/cli/example-hashes.test.mjs
// checks them against tests/cli/example-hashes.json. After a change that is meant to change behaviour:
//   node scripts/example-hashes.mjs --write
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CLI = `${ROOT}build/native/sidestep`;
export const RECORD = `${ROOT}tests/cli/example-hashes.json`;

function cli(args, input) {
  const r = spawnSync(CLI, args, { cwd: ROOT, encoding: 'utf8', input, maxBuffer: 256 << 20 });
  if (r.status !== 0) throw new Error(`sidestep ${args.join(' ')}: ${r.stderr}`);
  return r.stdout;
}
const digest = (text) => createHash('sha256').update(text).digest('hex').slice(0, 16);

/** The record of one example: its state hash and a digest of its whole report; its compare variants' hashes. */
export function exampleRecord(file) {
  const out = cli(['run', `examples/${file}`, '--json']);
  const record = { hash: JSON.parse(out).hash, report: digest(out) };
  if (JSON.parse(readFileSync(`${ROOT}examples/${file}`, 'utf8')).compare) {
    const compare = JSON.parse(cli(['compare', `examples/${file}`, '--json']));
    record.compare = Object.fromEntries(compare.variants.map((v) => [v.label, v.hash]));
  }
  return record;
}

/** The record of one SteerSuite case: imported with the defaults, then run. */
export function steerSuiteRecord(file) {
  const scenario = cli(['import', `examples/steersuite/${file}`]);
  const out = cli(['run', '-', '--json'], scenario);
  return { scenario: digest(scenario), hash: JSON.parse(out).hash, report: digest(out) };
}

// Scenes with scripts too: the native tool runs them in the page's script engine (Node).
export const exampleFiles = () =>
  readdirSync(`${ROOT}examples`)
    .filter((f) => f.endsWith('.json') && f !== 'index.json')
    .sort();
export const steerSuiteFiles = () =>
  readdirSync(`${ROOT}examples/steersuite`)
    .filter((f) => f.endsWith('.xml'))
    .sort();

/** A digest of the quality suite's whole output, one line per scene and variant. */
export const qualityDigest = () => digest(cli(['quality', '--detail']));

export function recordAll() {
  return {
    examples: Object.fromEntries(exampleFiles().map((f) => [f, exampleRecord(f)])),
    steersuite: Object.fromEntries(steerSuiteFiles().map((f) => [f, steerSuiteRecord(f)])),
    quality: qualityDigest(),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const record = recordAll();
  if (process.argv.includes('--write')) {
    writeFileSync(RECORD, `${JSON.stringify(record, null, 1)}\n`);
    console.log(`wrote ${RECORD}`);
  } else {
    console.log(JSON.stringify(record, null, 1));
  }
}
