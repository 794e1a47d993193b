// `npm run build:package`: stages the npm package in build/package/sidestep/ from packages/sidestep/ (its package.json
// with the repository's version, index.d.ts, README.md), the facade bundled into dist/index.js (esbuild: the package's
// src/ with the page's shared modules from web/sim/), the wasm modules copied from build/wasm/ as built, and LICENSE
// and NOTICE (the repository's own when it has them, else written from packages/notices.json). `--pack` then runs
// `npm pack` there and prints the tarball's path. `--legal DIR` writes only LICENSE and NOTICE into DIR (what the
// CMake install takes when the repository has none).
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

/** LICENSE and NOTICE as text: the repository's files when it has them, else written from packages/notices.json. */
export function legalTexts() {
  const root = (name) => (existsSync(join(ROOT, name)) ? readFileSync(join(ROOT, name), 'utf8') : null);
  const source = JSON.parse(readFileSync(join(ROOT, 'packages/notices.json'), 'utf8'));
  return {
    license: root('LICENSE') ?? mitLicense(source.license),
    notice: root('NOTICE') ?? noticeText(source.notices),
  };
}

function mitLicense({ year, holder }) {
  return `MIT License

Copyright (c) ${year} ${holder}

Permission is hereby granted, free of charge, to any person obtaining a copy
of this software and associated documentation files (the "Software"), to deal
in the Software without restriction, including without limitation the rights
to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
copies of the Software, and to permit persons to whom the Software is
furnished to do so, subject to the following conditions:

The above copyright notice and this permission notice shall be included in all
copies or substantial portions of the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
SOFTWARE.
`;
}

function noticeText(notices) {
  const parts = notices.map((n) =>
    [n.what, `  where: ${n.where}`, `  ${n.copyright}`, `  licence: ${n.licence}`, `  source: ${n.source}`].join('\n'),
  );
  return `sidestep\n\nThe packages carry these works of others, each under its own licence:\n\n${parts.join('\n\n')}\n`;
}

function writeLegal(dir) {
  mkdirSync(dir, { recursive: true });
  const { license, notice } = legalTexts();
  writeFileSync(join(dir, 'LICENSE'), license);
  writeFileSync(join(dir, 'NOTICE'), notice);
}

/** Stages the package; returns its folder. */
export async function buildPackage() {
  const missing = WASM_FILES.filter((f) => !existsSync(join(WASM, f)));
  if (missing.length)
    throw new Error(`build-package: build/wasm lacks ${missing.join(', ')}: run npm run build:wasm first`);
  rmSync(STAGE, { recursive: true, force: true });
  mkdirSync(join(STAGE, 'dist'), { recursive: true });
  const v = version();
  const { build } = await import('esbuild'); // here, so that --legal runs without node_modules
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
  writeLegal(STAGE);
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
  if (args[0] === '--legal') {
    writeLegal(args[1]);
  } else {
    const dir = await buildPackage();
    console.log(`build-package: ${dir}`);
    if (args.includes('--pack')) console.log(`build-package: ${packPackage()}`);
  }
}
