// npm run build:site: the playground as a folder of static files (default build/site/) that works from any
// static host under any sub-path: every URL in it is relative. The page's modules are bundled and minified
// into one file (esbuild), the stylesheet and the wasm module's glue minified, the wasm copied as built, and the examples (and
// whatever else the dev server mounts) copied beside them.
//   node scripts/build-site.mjs [OUT]
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync, existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { build } from 'esbuild';

import { MOUNTS } from './serve.mjs';
import { firstLoadScripts, writeOfflinePart } from './site-offline.mjs';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const OUT = resolve(process.argv[2] ?? join(ROOT, 'build', 'site'));
const WEB = join(ROOT, 'web');

/** The wasm build's files the site serves: the single-thread module, the threaded one (loaded instead where the
 *  host makes the page cross-origin isolated: see docs/page.md, Publishing), the importers', the explain module
 *  and the command line's (with the quality run: the exercise check's worker loads it). */
const WASM_FILES = [
  'sidestep.mjs',
  'sidestep.wasm',
  'sidestep-mt.mjs',
  'sidestep-mt.wasm',
  'sidestep-mt.worker.js',
  'sidestep-import.mjs',
  'sidestep-import.wasm',
  'sidestep-explain.mjs',
  'sidestep-explain.wasm',
  'sidestep-cli.mjs',
  'sidestep-cli.wasm',
];
const missing = WASM_FILES.filter((f) => !existsSync(join(ROOT, 'build', 'wasm', f)));
if (missing.length) {
  console.error(`build:site: build/wasm/${missing.join(', ')} missing: run \`npm run build:wasm\` first`);
  process.exit(1);
}
rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });

// The page's entry points: main.js, and any Web Worker (a file whose name ends in worker.js).
// Built apart: main.js with splitting (a module it loads with import() when first used, such as the compare's
// overlay, the maps panel, the charts, the compare editor or the animation export, is a file of its own under
// chunks/, not part of the first load; such a module imports none of the
// page's modules, or they would move to a chunk main.js must fetch too), and the workers whole.
const workers = readdirSync(WEB, { recursive: true })
  .filter((f) => /worker\.js$/.test(f))
  .map((f) => join(WEB, f));
// Modules the page imports by URL on first use (not part of the first load), each bundled as a file of its own.
const LAZY = ['ui/gallery-dialog.js'].map((f) => join(WEB, f));
const options = {
  outdir: OUT,
  outbase: WEB,
  bundle: true,
  format: 'esm',
  minify: true,
  target: 'es2022',
  external: ['./wasm/*', '../wasm/*'], // the Emscripten glue stays a file of its own, beside its .wasm
  logLevel: 'warning',
  legalComments: 'none',
};
const { metafile } = await build({
  ...options,
  entryPoints: [join(WEB, 'main.js'), ...LAZY],
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  metafile: true,
});
await build({ ...options, entryPoints: workers });
// bundle: style.css's @import (a11y.css) is inlined, one stylesheet as before.
await build({ entryPoints: [join(WEB, 'style.css')], outdir: OUT, bundle: true, minify: true, logLevel: 'warning' });
// The classic script that preloads the chosen wasm module (not a module: it runs as the <head> is read).
await build({
  entryPoints: [join(WEB, 'wasm-preload.js')],
  outdir: OUT,
  minify: true,
  target: 'es2022',
  logLevel: 'warning',
});
// Stylesheets of parts loaded on demand (linked by their module when first used), beside their module's path.
await build({
  entryPoints: [join(WEB, 'ui', 'script-editor.css'), join(WEB, 'ui', 'on-demand.css')],
  outdir: join(OUT, 'ui'),
  minify: true,
  logLevel: 'warning',
});
await build({
  entryPoints: [join(WEB, 'lessons', 'exercise.css'), join(WEB, 'lessons', 'lesson.css')],
  outdir: join(OUT, 'lessons'),
  minify: true,
  logLevel: 'warning',
});

// index.html: the bundle replaces the module graph, so only the wasm's preloads stay. Its comments and the
// lines' indentation go too (no element of the page keeps its source's white space: a line break is still one).
const html = readFileSync(join(WEB, 'index.html'), 'utf8')
  .replace(/^\s*<link rel="modulepreload" href="(?!wasm\/)[^"]*"( as="json")?>\n/gm, '')
  .replace(/^\s*<!--[^\n]*-->\n/gm, '')
  .replace(/^[ \t]+/gm, '');
writeFileSync(join(OUT, 'index.html'), html);

// The script engine (for scenes with scripts) and the script editor's code editor, each loaded on demand.
await (await import('./vendor.mjs')).buildVendor(join(ROOT, 'build', 'vendor'));
// The one-file export's template and the exercise check's worker for it (scripts/one-file.mjs).
await (await import('./one-file.mjs')).buildOneFileKit(join(ROOT, 'build', 'one-file'));
// Everything else the dev server mounts (the wasm build, the examples, ...), under the same prefixes.
for (const [prefix, dir] of MOUNTS) {
  if (prefix === '/') continue;
  const files = prefix === '/wasm/' ? WASM_FILES : null;
  const target = join(OUT, prefix);
  mkdirSync(target, { recursive: true });
  if (files) for (const f of files) cpSync(join(dir, f), join(target, f));
  else cpSync(dir, target, { recursive: true });
}
// The Emscripten glue, minified too (local names shortened: about a quarter off its gzip size). Its
// `require` calls are on its Node path only and stay as they are (esbuild's warning about them is muted).
// The first module (either build), the importers' one (fetched when a map or a test case is first opened), the
// explain module (fetched when an agent is first explained) and the command line's (fetched by an exercise's check).
for (const glue of [
  'sidestep.mjs',
  'sidestep-mt.mjs',
  'sidestep-import.mjs',
  'sidestep-explain.mjs',
  'sidestep-cli.mjs',
]) {
  await build({
    entryPoints: [join(OUT, 'wasm', glue)],
    outfile: join(OUT, 'wasm', glue),
    allowOverwrite: true,
    format: 'esm',
    minify: true,
    target: 'es2022',
    logLevel: 'error',
    legalComments: 'none',
  });
}
// Installable: the manifest and its icons (scripts/icons.mjs draws them).
cpSync(join(WEB, 'manifest.webmanifest'), join(OUT, 'manifest.webmanifest'));
cpSync(join(WEB, 'icons'), join(OUT, 'icons'), { recursive: true });
// Last, once every other file is in place: the service worker with the list of them all (offline use, and the
// isolation headers that give threads on any static host).
const offline = await writeOfflinePart(OUT, firstLoadScripts(metafile, OUT));
console.log(
  `build:site: ${OUT} (version ${offline.version}, ${offline.files} files, ${offline.first.length} cached at install)`,
);
