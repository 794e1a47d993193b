// The published first load file by file: what a built site (`npm run build:site`, default build/site/) names as
// its first load (the service worker's list, scripts/site-offline.mjs), each file's gzip -9 size, and the totals
// the site test budgets (wasm + js + css), not isolated (the single-thread module) and isolated (the threaded one).
// The site test (tests/browser/site.test.mjs) measures what a browser fetched; this table is the same files, named.
//   node scripts/first-load-files.mjs [SITE]
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const SITE = resolve(process.argv[2] ?? join(ROOT, 'build', 'site'));

const head = readFileSync(join(SITE, 'sw.js'), 'utf8').split('\n', 1)[0];
const { first } = JSON.parse(head.slice(head.indexOf('=') + 1, head.lastIndexOf(';')));
const kind = (f) => (f.endsWith('.wasm') ? 'wasm' : /\.m?js$/.test(f) ? 'js' : f.endsWith('.css') ? 'css' : null);
/** Files only the threaded module's load fetches, and those only the single-thread one's. */
const threaded = (f) => /^wasm\/sidestep-mt\./.test(f) || /^chunks\/beside-/.test(f);
const single = (f) => /^wasm\/sidestep\.(mjs|wasm)$/.test(f);

const rows = first
  .filter(kind)
  .map((f) => ({
    f,
    raw: readFileSync(join(SITE, f)).length,
    gz: gzipSync(readFileSync(join(SITE, f)), { level: 9 }).length,
  }))
  .sort((a, b) => b.gz - a.gz);
const kib = (n) => (n / 1024).toFixed(1).padStart(6);
console.log('  gzip KiB   raw KiB  file');
for (const { f, raw, gz } of rows)
  console.log(
    `  ${kib(gz)}    ${kib(raw)}  ${f}${threaded(f) ? ' (isolated only)' : single(f) ? ' (not isolated only)' : ''}`,
  );
for (const [label, skip] of [
  ['not isolated', threaded],
  ['isolated', single],
]) {
  const counted = rows.filter((r) => !skip(r.f));
  const by = { wasm: 0, js: 0, css: 0 };
  for (const r of counted) by[kind(r.f)] += r.gz;
  const total = by.wasm + by.js + by.css;
  console.log(
    `first load, ${label}: ${(total / 1024).toFixed(1)} KiB gzip (wasm ${(by.wasm / 1024).toFixed(1)}, js ${(by.js / 1024).toFixed(1)}, css ${(by.css / 1024).toFixed(1)})`,
  );
}
