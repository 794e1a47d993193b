// What the published page's first load carries in JS: web/main.js bundled as build-site.mjs does it
// (esbuild, minified, split), then main.js and every chunk it imports statically (the first load fetches
// them all), each with its gzip size and its input modules by minified bytes, largest first.
//   node scripts/first-load.mjs [--all]   (--all: every module, not only those over 1 KB)
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

import { build } from 'esbuild';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const WEB = join(ROOT, 'web');
const OUT = mkdtempSync(join(tmpdir(), 'sidestep-first-load-'));
const all = process.argv.includes('--all');

const { metafile } = await build({
  entryPoints: [join(WEB, 'main.js'), join(WEB, 'ui/gallery-dialog.js')],
  outdir: OUT,
  outbase: WEB,
  bundle: true,
  format: 'esm',
  minify: true,
  target: 'es2022',
  external: ['./wasm/*', '../wasm/*'],
  logLevel: 'warning',
  legalComments: 'none',
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  metafile: true,
  write: true,
});
// The first load: main.js and the chunks it reaches through static imports.
const outputs = metafile.outputs;
const first = [];
const visit = (name) => {
  if (first.includes(name) || !outputs[name]) return;
  first.push(name);
  for (const imp of outputs[name].imports) if (imp.kind === 'import-statement' && !imp.external) visit(imp.path);
};
visit(Object.keys(outputs).find((o) => o.endsWith('/main.js') && !o.includes('/chunks/')));
let total = 0;
for (const name of first) {
  const gz = gzipSync(readFileSync(name), { level: 9 }).length;
  total += gz;
  console.log(`${relative(OUT, resolve(name))}: ${outputs[name].bytes} B, ${(gz / 1024).toFixed(1)} KiB gzip`);
  const rows = Object.entries(outputs[name].inputs)
    .map(([p, v]) => [relative(ROOT, resolve(p)), v.bytesInOutput])
    .filter(([, b]) => all || b >= 1000)
    .sort((a, b) => b[1] - a[1]);
  for (const [p, b] of rows) console.log(`  ${String(b).padStart(7)}  ${p}`);
}
console.log(`first load js: ${(total / 1024).toFixed(1)} KiB gzip in ${first.length} files`);
const lazy = Object.keys(outputs)
  .filter((o) => o.endsWith('.js') && !first.includes(o))
  .map((o) => `${relative(OUT, resolve(o))} ${outputs[o].bytes} B`);
console.log(`on demand: ${lazy.join(', ')}`);
rmSync(OUT, { recursive: true, force: true });
