// A small static server for the playground: web/ at /, the wasm build at /wasm/, examples at /examples/,
// and the bundled Moving AI maps and scens (tests/data/movingai/) at /examples/maps/.
// `node scripts/serve.mjs` serves on PORT (default 8080; `--port N` too) and prints the URL; tests import
// startServer().
// `--site` serves build/site/ (npm run build:site) instead; `--plain` leaves out the isolation headers.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
/** URL prefix -> folder: what the page loads besides web/ (scripts/build-site.mjs copies the same). */
export const MOUNTS = [
  ['/wasm/', join(ROOT, 'build', 'wasm')],
  ['/vendor/', join(ROOT, 'build', 'vendor')], // the script engine and the code editor, bundled at start (scripts/vendor-*.mjs)
  ['/one-file/', join(ROOT, 'build', 'one-file')], // the one-file export's template (scripts/one-file.mjs), built on first use
  ['/examples/maps/', join(ROOT, 'tests', 'data', 'movingai')],
  ['/examples/', join(ROOT, 'examples')],
  ['/docs/', join(ROOT, 'docs')], // the guide the "Use in your game" dialog links (build:site copies only DOCS)
  ['/', join(ROOT, 'web')],
];
/** The docs the published site carries (as text): the guide the page links. */
export const DOCS = ['in-your-game.md'];
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.ftl': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
  '.map': 'text/plain; charset=utf-8',
  '.scen': 'text/plain; charset=utf-8',
  '.md': 'text/plain; charset=utf-8',
};

/** Maps a URL path to a file under one of the mounts, or null (never outside them). */
function resolvePath(urlPath, mounts = MOUNTS) {
  let path;
  try {
    path = decodeURIComponent(urlPath.split('?')[0]);
  } catch {
    return null;
  }
  if (path.endsWith('/')) path += 'index.html';
  for (const [prefix, dir] of mounts) {
    if (!path.startsWith(prefix)) continue;
    const file = normalize(join(dir, path.slice(prefix.length)));
    return file.startsWith(dir + sep) ? file : null;
  }
  return null;
}

/**
 * What makes the page cross-origin isolated (self.crossOriginIsolated): then it may share memory between
 * threads, and loads the threaded wasm module (web/sim/module-choice.js). A host that does not send them
 * gets the single-thread module, with the same results.
 */
export const ISOLATION_HEADERS = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-embedder-policy': 'require-corp',
};

/**
 * Serves the playground from the sources (web/ and the mounts above), or with `site` a built folder
 * (npm run build:site) under the URL prefix `base` (e.g. '/teach/sidestep/'), as a plain static host would.
 * `isolate` (default true): send ISOLATION_HEADERS; false serves as a host without them.
 */
export async function startServer(port = 8080, host = '127.0.0.1', { site = null, base = '/', isolate = true } = {}) {
  const mounts = site ? [[base, resolve(site)]] : MOUNTS;
  // The script engine and the script editor's code editor, bundled from npm (build/vendor/).
  if (!site) await (await import('./vendor.mjs')).buildVendor();
  let oneFile = null; // the dev server builds the one-file template when it is first asked for
  const server = createServer(async (req, res) => {
    if (!site && (req.url ?? '').startsWith('/one-file/'))
      await (oneFile ??= import('./one-file.mjs').then((m) => m.buildOneFileKit()));
    const file = resolvePath(req.url ?? '/', mounts);
    const info = file ? await stat(file).catch(() => null) : null;
    if (!info || !info.isFile()) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('not found');
      return;
    }
    res.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'content-length': info.size,
      'cache-control': 'no-cache',
      ...(isolate ? ISOLATION_HEADERS : {}),
    });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolveListen(server));
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  // --port N or --port=N, else PORT, else 8080; a value that is not a port (or none) is refused, naming where it was.
  const at = process.argv.findIndex((a) => a === '--port' || a.startsWith('--port='));
  const flag = process.argv[at];
  const given =
    at < 0 ? process.env.PORT : flag === '--port' ? (process.argv[at + 1] ?? '') : flag.slice('--port='.length);
  const port = given === undefined ? 8080 : /^\d{1,5}$/.test(given) ? Number(given) : NaN;
  if (!(port >= 0 && port <= 65535)) {
    console.error(`sidestep: ${at < 0 ? 'PORT' : '--port'} must be a port number 0..65535, got "${given ?? ''}"`);
    process.exit(2);
  }
  const host = process.env.HOST ?? '127.0.0.1';
  const site = process.argv.includes('--site') ? join(ROOT, 'build', 'site') : null; // the built folder
  // --plain: no isolation headers, as GitHub Pages and most static hosts (the site's service worker adds them)
  startServer(port, host, { site, isolate: !process.argv.includes('--plain') }).then(
    (server) => {
      const { port: actual } = server.address();
      console.log(`sidestep playground: http://localhost:${actual}/`);
      console.log('Press Ctrl+C to stop.');
    },
    (err) => {
      console.error(`sidestep: cannot listen on port ${port}: ${err.message}. Set PORT or --port to use another port.`);
      process.exit(1);
    },
  );
}
