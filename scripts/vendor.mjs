// The npm packages the page loads on demand, each bundled into one module under vendor/ (the dev server builds
// them at start into build/vendor/, `npm run build:site` into the site):
//   vendor/quickjs.js + quickjs.wasm: the JavaScript engine for scripts (web/script/quickjs-entry.js,
//     quickjs-emscripten), imported only when a scene has scripts;
//   vendor/codemirror.js: the script editor's code editor (web/script/codemirror-entry.js, CodeMirror 6),
//     imported only when the script editor is first opened.
// Neither is part of the first load.
import { copyFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { build } from 'esbuild';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));

/** Bundles web/script/ENTRY into OUTDIR/NAME, minified, for the browser. */
async function bundle(entry, outDir, name) {
  mkdirSync(outDir, { recursive: true });
  await build({
    entryPoints: [join(ROOT, 'web', 'script', entry)],
    outfile: join(outDir, name),
    bundle: true,
    format: 'esm',
    platform: 'browser',
    minify: true,
    target: 'es2022',
    logLevel: 'error',
    legalComments: 'none',
  });
}

/** Writes vendor/quickjs.js (with its wasm) and vendor/codemirror.js into `outDir`; returns it. */
export async function buildVendor(outDir = join(ROOT, 'build', 'vendor')) {
  await bundle('quickjs-entry.js', outDir, 'quickjs.js');
  const require = createRequire(import.meta.url);
  copyFileSync(require.resolve('@jitl/quickjs-wasmfile-release-sync/wasm'), join(outDir, 'quickjs.wasm'));
  await bundle('codemirror-entry.js', outDir, 'codemirror.js');
  return outDir;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(`vendor: ${await buildVendor(process.argv[2])}`);
}
