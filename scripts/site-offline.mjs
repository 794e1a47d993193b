// The published site's offline part, written by scripts/build-site.mjs once every other file is in place: the
// build's list of files with their SHA-256 (16 hex digits), its version (a hash of that whole list), the mark in
// index.html that makes the page register the service worker (<meta name="sidestep-build">), and sw.js itself
// (web/offline/sw.js, minified, after a line that hands it the list and which files the first load fetches).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

import { build } from 'esbuild';

const WEB = fileURLToPath(new URL('../web', import.meta.url));
const sha = (bytes) => createHash('sha256').update(bytes).digest('hex').slice(0, 16);

/** Every file under `dir` (paths relative to it, with '/'), but dot files and sw.js. */
function filesOf(dir) {
  return readdirSync(dir, { recursive: true })
    .map((f) => String(f).split(sep).join('/'))
    .filter((f) => !f.split('/').some((part) => part.startsWith('.')) && f !== 'sw.js')
    .filter((f) => statSync(join(dir, f)).isFile())
    .sort();
}

/**
 * Writes the offline part into the built site `out`. `firstLoad`: the JS files (relative to `out`) the
 * first load fetches (main.js and its static chunks); the rest of the first load is named here.
 * @returns {{version: string, files: number, first: string[]}}
 */
export async function writeOfflinePart(out, firstLoad) {
  // The page's mark: the version it was built as (the worker only registers from a page that has it). A mark
  // already there (the folder written again after a change) goes first.
  const index = join(out, 'index.html');
  writeFileSync(index, readFileSync(index, 'utf8').replace(/\n<meta name="sidestep-build" content="[^"]*">/, ''));
  const files = {};
  for (const f of filesOf(out)) files[f] = sha(readFileSync(join(out, f)));
  const version = sha(JSON.stringify(files));
  const html = readFileSync(index, 'utf8').replace(
    '<meta charset="utf-8">',
    `<meta charset="utf-8">\n<meta name="sidestep-build" content="${version}">`,
  );
  writeFileSync(index, html);
  files['index.html'] = sha(html);
  const first = [
    'index.html',
    'style.css',
    'wasm-preload.js',
    ...firstLoad,
    // Both modules: the page runs the threaded one once the worker makes it cross-origin isolated.
    'wasm/sidestep.mjs',
    'wasm/sidestep.wasm',
    'wasm/sidestep-mt.mjs',
    'wasm/sidestep-mt.wasm',
    'wasm/sidestep-mt.worker.js',
    'manifest.webmanifest',
    'icons/icon-192.png',
    'icons/icon-512.png',
    'examples/index.json',
    'examples/welcome.json',
  ];
  const unknown = first.filter((f) => !(f in files));
  if (unknown.length) throw new Error(`build:site: the first load names files the site does not have: ${unknown}`);
  const { outputFiles } = await build({
    entryPoints: [join(WEB, 'offline', 'sw.js')],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2022',
    write: false,
    logLevel: 'warning',
    legalComments: 'none',
  });
  const head = `self.SIDESTEP_BUILD=${JSON.stringify({ version, files, first })};\n`;
  writeFileSync(join(out, 'sw.js'), head + outputFiles[0].text);
  return { version, files: Object.keys(files).length, first };
}

/** The first load's JS in an esbuild metafile of the page's build: main.js and the chunks it imports statically. */
export function firstLoadScripts(metafile, out) {
  const outputs = metafile.outputs;
  const seen = [];
  const visit = (name) => {
    if (seen.includes(name) || !outputs[name]) return;
    seen.push(name);
    for (const imp of outputs[name].imports) if (imp.kind === 'import-statement' && !imp.external) visit(imp.path);
  };
  visit(Object.keys(outputs).find((o) => /(^|\/)main\.js$/.test(o) && !o.includes('chunks/')));
  // The run beside the page comes with the threaded module (an import() beside it): first load where isolated.
  for (const [name, o] of Object.entries(outputs)) if (/(^|\/)sim\/beside\.js$/.test(o.entryPoint ?? '')) visit(name);
  return seen.map((o) => relative(out, join(process.cwd(), o)).split(sep).join('/'));
}
