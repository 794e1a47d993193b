// The script editor's code editor as the browser loads it: web/script/codemirror-entry.js and its npm packages
// (CodeMirror 6) bundled into one module, vendor/codemirror.js. The dev server builds it at start (build/vendor/),
// `npm run build:site` into the site. The page imports it only when the script editor is first opened.
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { build } from 'esbuild';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));

export async function buildCodeMirrorVendor(outDir = join(ROOT, 'build', 'vendor')) {
  await build({
    entryPoints: [join(ROOT, 'web', 'script', 'codemirror-entry.js')],
    outfile: join(outDir, 'codemirror.js'),
    bundle: true,
    format: 'esm',
    platform: 'browser',
    minify: true,
    target: 'es2022',
    logLevel: 'error',
    legalComments: 'none',
  });
  return outDir;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(`vendor: ${await buildCodeMirrorVendor(process.argv[2])}`);
}
