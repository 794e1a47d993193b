// The repository's two formatters: clang-format (.clang-format) for the C++ and Prettier (.prettierrc.json)
// for the JavaScript and CSS. `node scripts/format.mjs` rewrites every tracked file that differs;
// `node scripts/format.mjs --check` only lists them and exits 1 if any does (npm test runs it).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** Files kept byte for byte as they are: test inputs (scripts whose line numbers tests name), vendored code. */
const KEEP = /^(tests\/data|tests\/bad-inputs|examples|web\/vendor)\//;

/** The tracked files each formatter owns, relative to the root. */
export function formattedFiles() {
  const tracked = spawnSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' });
  if (tracked.status !== 0) throw new Error(`git ls-files failed: ${tracked.stderr}`);
  const files = tracked.stdout.split('\0').filter((f) => f && !KEEP.test(f));
  return {
    cpp: files.filter((f) => /\.(cpp|hpp|h|c)$/.test(f)),
    js: files.filter((f) => /\.(js|mjs|cjs|css)$/.test(f)),
  };
}

/** The files clang-format would change (`write`: changes them instead and returns []). */
function clangFormat(files, write) {
  const args = write ? ['-i', ...files] : ['--dry-run', ...files];
  const run = spawnSync('clang-format', args, { cwd: ROOT, encoding: 'utf8', maxBuffer: 1 << 28 });
  if (run.error) throw new Error(`clang-format: ${run.error.message} (scripts/setup.sh installs it)`);
  if (write) return [];
  return [
    ...new Set([...run.stderr.matchAll(/^(.+?):\d+:\d+: warning: code should be clang-formatted/gm)].map((m) => m[1])),
  ];
}

/** The files Prettier would change (`write`: changes them instead and returns []). */
function prettier(files, write) {
  const bin = fileURLToPath(new URL('../node_modules/prettier/bin/prettier.cjs', import.meta.url));
  const args = [bin, write ? '--write' : '--list-different', '--log-level', 'warn', ...files];
  const run = spawnSync(process.execPath, args, { cwd: ROOT, encoding: 'utf8', maxBuffer: 1 << 28 });
  if (run.status !== 0 && !(run.status === 1 && !write && run.stdout)) {
    throw new Error(`prettier failed (${run.status}): ${run.stderr}`);
  }
  return write ? [] : run.stdout.split('\n').filter(Boolean);
}

/** Every tracked file not in its formatter's form (an empty list when all are). */
export function unformatted() {
  const { cpp, js } = formattedFiles();
  return [...clangFormat(cpp, false), ...prettier(js, false)];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--check')) {
    const bad = unformatted();
    for (const f of bad) console.log(`not formatted: ${f}`);
    console.log(
      bad.length ? `${bad.length} file(s) not formatted: run node scripts/format.mjs` : 'format: every file formatted',
    );
    process.exit(bad.length ? 1 : 0);
  }
  const { cpp, js } = formattedFiles();
  clangFormat(cpp, true);
  prettier(js, true);
}
