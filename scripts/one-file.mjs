// Builds the one-file export's template: the page (web/index.html's body, every stylesheet inline, the page's
// modules and the wasm modules' glue bundled into one inline module script, with nothing fetched by URL) that
// web/offline/one-file.js fills with a scene or a lesson and the wasm, and the exercise check's worker bundled
// the same way (a file the export carries only for a lesson with an exercise). file:// can neither import a
// module by URL nor fetch, so each computed import(), stylesheet link and worker of the page's code is turned
// into a call to web/offline/one-file-boot.js, which answers from the export's own data.
//   buildOneFileKit(outDir) writes outDir/one-file.html and outDir/exercise-worker.js (the dev server builds it
//   on the first request under /one-file/, `npm run build:site` into the site).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { build } from 'esbuild';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const WEB = join(ROOT, 'web');
const WASM = join(ROOT, 'build', 'wasm');
/** What the glue's Node-only path requires (never reached in a browser). */
const NODE_ONLY = ['fs', 'path', 'crypto', 'url', 'module', 'worker_threads', 'ws', 'perf_hooks', 'node:*'];

/** The page's code, rewritten where it loads by URL (see the header). */
const rewrite = {
  name: 'one-file-rewrite',
  setup(b) {
    b.onLoad({ filter: /[\\/]web[\\/].*\.js$/ }, (args) => {
      if (/[\\/]web[\\/]offline[\\/]/.test(args.path)) return undefined; // the boot itself, as it is
      let text = readFileSync(args.path, 'utf8')
        .replace(/\bimport\(String\(/g, 'globalThis.sidestepOneFile.import(String(')
        .replace(/new URL\('[^']+\.css', document\.baseURI\)\.href/g, 'globalThis.sidestepOneFile.css()')
        .replace(/\bnew Worker\(/g, 'globalThis.sidestepOneFile.worker(');
      if (args.path.endsWith('exercise-worker.js'))
        text = text.replace(/import\.meta\.url/g, 'globalThis.sidestepOneFile.base');
      return { contents: text, loader: 'js' };
    });
    // Virtual modules: the glue built in, registered before the page's code runs.
    b.onResolve({ filter: /^one-file:/ }, (args) => ({ path: args.path, namespace: 'one-file' }));
    b.onLoad({ filter: /.*/, namespace: 'one-file' }, (args) => {
      const glue = (name) => JSON.stringify(join(WASM, `${name}.mjs`));
      const contents =
        args.path === 'one-file:page'
          ? `import main from ${glue('sidestep')};
import explain from ${glue('sidestep-explain')};
import importers from ${glue('sidestep-import')};
import * as gallery from ${JSON.stringify(join(WEB, 'ui', 'gallery-dialog.js'))};
const f = globalThis.sidestepOneFile;
f.define({
  'wasm/sidestep.mjs': f.glue(main, 'wasm/sidestep.wasm'),
  'wasm/sidestep-explain.mjs': f.glue(explain, 'wasm/sidestep-explain.wasm'),
  'wasm/sidestep-import.mjs': f.glue(importers, 'wasm/sidestep-import.wasm'),
  'ui/gallery-dialog.js': gallery,
});`
          : `import cli from ${glue('sidestep-cli')};
const f = globalThis.sidestepOneFile;
f.define({ 'wasm/sidestep-cli.mjs': f.glue(cli, 'wasm/sidestep-cli.wasm') });`;
      return { contents, resolveDir: ROOT, loader: 'js' };
    });
  },
};

const bundle = async (contents, format = 'esm') =>
  (
    await build({
      stdin: { contents, resolveDir: ROOT, loader: 'js' },
      bundle: true,
      format,
      minify: true,
      target: 'es2022',
      platform: 'browser',
      external: NODE_ONLY,
      plugins: [rewrite],
      write: false,
      logLevel: 'error',
      legalComments: 'none',
    })
  ).outputFiles[0].text;

const css = async (file) =>
  (await build({ entryPoints: [file], bundle: true, minify: true, write: false, logLevel: 'error' })).outputFiles[0]
    .text;

/** The template (see web/offline/one-file.js for its placeholders) and the worker's code. */
export async function oneFileKit() {
  const boot = await bundle(readFileSync(join(WEB, 'offline', 'one-file-boot.js'), 'utf8'), 'iife');
  const page = await bundle(`import 'one-file:page';\nimport ${JSON.stringify(join(WEB, 'main.js'))};`);
  const worker = await bundle(
    `import ${JSON.stringify(join(WEB, 'offline', 'one-file-boot.js'))};\nimport 'one-file:worker';\nimport ${JSON.stringify(join(WEB, 'lessons', 'exercise-worker.js'))};`,
  );
  const styles = (
    await Promise.all(
      ['style.css', 'ui/on-demand.css', 'ui/script-editor.css', 'lessons/lesson.css', 'lessons/exercise.css'].map((f) =>
        css(join(WEB, f)),
      ),
    )
  ).join('\n');
  const source = readFileSync(join(WEB, 'index.html'), 'utf8');
  const body = source.slice(source.indexOf('<body'), source.indexOf('</html>'));
  const script = (code) => code.replace(/<\/script/gi, '<\\/script'); // never ends its element early
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta http-equiv="Content-Security-Policy" content="{{CSP}}">
<title>{{TITLE}}</title>
<link rel="icon" href="data:,">
<style>${styles.replace(/<\/style/gi, '<\\/style')}</style>
<script type="application/json" id="sidestep-one-file">{{DATA}}</script>
<script>${script(boot)}</script>
<script type="module">${script(page)}</script>
</head>
${body}</html>
`;
  return { html, worker };
}

/** Writes the kit into `outDir` (one-file.html, exercise-worker.js). */
export async function buildOneFileKit(outDir = join(ROOT, 'build', 'one-file')) {
  const { html, worker } = await oneFileKit();
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, 'one-file.html'), html);
  writeFileSync(join(outDir, 'exercise-worker.js'), worker);
  return outDir;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(`one-file: ${await buildOneFileKit(process.argv[2])}`);
}
