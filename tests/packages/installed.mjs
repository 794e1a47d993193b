// The npm package as a user gets it, for the packages layer's tests: built and packed (scripts/build-package.mjs),
// then installed from its tarball into a fresh project in a temp folder, offline (it has no runtime dependencies),
// with examples/game-web/'s files beside it. `run(code)` runs an ES module in that project with Node, so that
// `import ... from 'sidestep'` resolves as it does for a user, and returns what it printed as JSON.
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { buildPackage, packPackage } from '../../scripts/build-package.mjs';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const CLI = join(ROOT, 'build/native/sidestep');

/** The CLI's output for args (and stdin), its exit status and stderr. */
export function cli(args, input) {
  const r = spawnSync(CLI, args, { encoding: 'utf8', maxBuffer: 64 << 20, input });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** The hash `sidestep run FILE --steps N --json` reports. */
export function cliHash(file, steps) {
  const r = cli(['run', file, '--steps', String(steps), '--json']);
  if (r.status !== 0) throw new Error(`sidestep run ${file}: ${r.stderr}`);
  return JSON.parse(r.stdout).hash;
}

/** Builds, packs and installs the package into a fresh project; remove() deletes the project. */
export async function installPackage() {
  await buildPackage();
  const tarball = packPackage();
  const project = mkdtempSync(join(tmpdir(), 'sidestep-package-'));
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
  for (const f of ['index.html', 'game.js']) copyFileSync(join(ROOT, 'examples/game-web', f), join(project, f));
  execFileSync('npm', ['install', tarball, '--offline', '--no-audit', '--no-fund', '--ignore-scripts'], {
    cwd: project,
    stdio: 'pipe',
  });
  let k = 0;
  return {
    project,
    tarball,
    /** Runs `code` (an ES module's text) in the project; its stdout parsed as JSON (or the raw text with `raw`). */
    run(code, { raw = false } = {}) {
      const file = join(project, `check-${k++}.mjs`);
      writeFileSync(file, code);
      const r = spawnSync(process.execPath, [file], { cwd: project, encoding: 'utf8', maxBuffer: 64 << 20 });
      if (r.status !== 0) throw new Error(`node ${file}: exit ${r.status}\n${r.stderr}`);
      return raw ? r.stdout : JSON.parse(r.stdout);
    },
    remove() {
      rmSync(project, { recursive: true, force: true });
    },
  };
}
