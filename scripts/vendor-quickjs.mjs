// The page's JavaScript engine for scripts, as the browser loads it: web/script/quickjs-entry.js and its npm
// packages (quickjs-emscripten) bundled into one module, vendor/quickjs.js, beside its vendor/quickjs.wasm.
// The dev server builds it at start (build/vendor/), `npm run build:site` into the site. The page imports it
// only when a scene has scripts, so it is not part of the first load.
import { copyFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { build } from 'esbuild';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));

export async function buildQuickJSVendor(outDir = join(ROOT, 'build', 'vendor')) {
  mkdirSync(outDir, { recursive: true });
  await build({
    entryPoints: [join(ROOT, 'web', 'script', 'quickjs-entry.js')],
    outfile: join(outDir, 'quickjs.js'),
    bundle: true,
    format: 'esm',
    platform: 'browser',
    minify: true,
    target: 'es2022',
    logLevel: 'error',
    legalComments: 'none',
  });
  const require = createRequire(import.meta.url);
  copyFileSync(require.resolve('@jitl/quickjs-wasmfile-release-sync/wasm'), join(outDir, 'quickjs.wasm'));
  return outDir;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(`vendor: ${await buildQuickJSVendor(process.argv[2])}`);
}
