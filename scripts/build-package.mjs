// `npm run build:package`: stages the npm package in build/package/sidestep/ from packages/sidestep/ (its package.json
// with the repository's version, index.d.ts, README.md), the facade bundled into dist/index.js (esbuild: the package's
// src/ with the page's shared modules from web/sim/), the wasm modules copied from build/wasm/ as built, and the
// repository's LICENSE and NOTICE (the notices of what the builds carry: the Moving AI maps compiled into the core,
// GLM, Emscripten's runtime). `--pack` then runs `npm pack` there and prints the tarball's path.
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const SOURCE = join(ROOT, 'packages/sidestep');
const WASM = join(ROOT, 'build/wasm');
export const STAGE = join(ROOT, 'build/package/sidestep');

/** The modules the package ships, as the wasm build writes them. */
const WASM_FILES = [
  'sidestep.mjs',
  'sidestep.wasm',
  'sidestep-mt.mjs',
  'sidestep-mt.wasm',
  'sidestep-mt.worker.js',
  'sidestep-explain.mjs',
  'sidestep-explain.wasm',
];

/** The repository's version: the one place it is written (CMakeLists.txt reads it from there too). */
export function version() {
  return JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).version;
}

/** Stages the package; returns its folder. */
export async function buildPackage() {
  const missing = WASM_FILES.filter((f) => !existsSync(join(WASM, f)));
  if (missing.length)
    throw new Error(`build-package: build/wasm lacks ${missing.join(', ')}: run npm run build:wasm first`);
  rmSync(STAGE, { recursive: true, force: true });
  mkdirSync(join(STAGE, 'dist'), { recursive: true });
  const v = version();
  const { build } = await import('esbuild');
  await build({
    entryPoints: [join(SOURCE, 'src/index.js')],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    outfile: join(STAGE, 'dist/index.js'),
    external: ['./sidestep.mjs', './sidestep-mt.mjs', './sidestep-explain.mjs'],
    banner: {
      js: `// sidestep ${v}: the facade over the core's wasm modules (bundled from packages/sidestep/src and web/sim).`,
    },
    logLevel: 'warning',
  });
  // The version is a string in the source ('__SIDESTEP_VERSION__'), so that it runs unbundled too.
  const index = join(STAGE, 'dist/index.js');
  writeFileSync(index, readFileSync(index, 'utf8').replace(/(['"])__SIDESTEP_VERSION__\1/, JSON.stringify(v)));
  for (const f of WASM_FILES) copyFileSync(join(WASM, f), join(STAGE, 'dist', f));
  const manifest = JSON.parse(readFileSync(join(SOURCE, 'package.json'), 'utf8'));
  const { name, description, ...rest } = manifest;
  writeFileSync(
    join(STAGE, 'package.json'),
    `${JSON.stringify({ name, version: v, description, ...rest }, null, 2)}\n`,
  );
  for (const f of ['index.d.ts', 'README.md']) copyFileSync(join(SOURCE, f), join(STAGE, f));
  for (const f of ['LICENSE', 'NOTICE']) copyFileSync(join(ROOT, f), join(STAGE, f));
  return STAGE;
}

/** `npm pack` of the staged package into build/package/; returns the tarball's path. */
export function packPackage() {
  const out = execFileSync('npm', ['pack', '--json', '--pack-destination', join(ROOT, 'build/package')], {
    cwd: STAGE,
    encoding: 'utf8',
  });
  return join(ROOT, 'build/package', JSON.parse(out)[0].filename);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const dir = await buildPackage();
  console.log(`build-package: ${dir}`);
  if (args.includes('--pack')) console.log(`build-package: ${packPackage()}`);
}
