// The published page's service worker: `npm run build:site` writes it as sw.js at the site's root, after a
// first line that sets self.SIDESTEP_BUILD (the build's version and every file's SHA-256); the development
// server never registers it (web/offline/register.js). It does two jobs:
// - Offline. One cache per version ("sidestep-" + the build's hash of every file): installing fills it with
//   the first load, verified byte for byte against the build's list, or fails whole; every other file of the
//   build (the on-demand modules, the wasm modules, the examples, lessons, maps and thumbnails) is added when
//   first asked for, and all of them once the page asks (a "warm" message, sent when it is ready). Files of
//   the build are served from the cache first. A page keeps the version it was loaded with: each window (and
//   its workers) is served from its own version's cache, and a file that is not cached yet is fetched and
//   used only when its bytes are that version's (else the answer is 503: the host has a newer build; the
//   page says to reload). So a new wasm never meets old JS. A new version takes over at once for new loads,
//   the old cache is deleted once no window uses it, and the page shows a note.
// - Threads on any static host. Every response it serves carries Cross-Origin-Opener-Policy: same-origin
//   and Cross-Origin-Embedder-Policy (credentialless where the browser has it, else require-corp), so after
//   one reload the page is cross-origin isolated and runs the threaded module. Embeds (?embed=1) are served
//   without them: they stay on the single-thread module, as an iframe on another site must.

const BUILD = self.SIDESTEP_BUILD; // { version, files: { path: sha256 hex (16) }, first: [path] }
const PREFIX = 'sidestep-';
const CACHE = `${PREFIX}${BUILD.version}`;
const CLIENTS = `${PREFIX}clients`; // client id -> the version it was loaded with (survives the worker's restarts)
const BUILD_KEY = '__build.json'; // each version's cache keeps its own file list
const SCOPE = new URL(self.registration.scope);
/** Chromium has COEP credentialless (and navigator.userAgentData, here a feature test); others get require-corp,
 *  which this page, loading nothing from other sites, meets as well. */
const COEP = self.navigator.userAgentData ? 'credentialless' : 'require-corp';
const ISOLATION = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-embedder-policy': COEP,
  'cross-origin-resource-policy': 'same-origin',
};

/** A file's path in the build ('' and a folder's '/' are its index.html), or null when outside the scope. */
function buildPath(url) {
  if (url.origin !== SCOPE.origin || !url.pathname.startsWith(SCOPE.pathname)) return null;
  const path = decodeURIComponent(url.pathname.slice(SCOPE.pathname.length));
  return path === '' || path.endsWith('/') ? `${path}index.html` : path;
}

const hex = (buffer) => [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, '0')).join('');
const digest = async (bytes) => hex(await crypto.subtle.digest('SHA-256', bytes)).slice(0, 16);

/** Thrown when the host's file is not the one a version lists: the host has another build. */
class OtherBuild extends Error {}

/** A copy of `response` with the isolation headers (none for an embed). */
function withHeaders(response, isolate = true) {
  const headers = new Headers(response.headers);
  for (const [k, v] of Object.entries(ISOLATION)) isolate ? headers.set(k, v) : headers.delete(k);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** The build file `path` of `build`, from the host, checked against its hash: a Response to cache. */
async function fetchChecked(path, build) {
  const response = await fetch(new URL(path, SCOPE), { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${response.statusText}`);
  const bytes = await response.arrayBuffer();
  if ((await digest(bytes)) !== build.files[path]) throw new OtherBuild(`${path} is from another build`);
  const headers = { 'content-type': response.headers.get('content-type') ?? 'application/octet-stream' };
  return new Response(bytes, { headers });
}

/** Puts the build's `path` in `cache`: a copy from another version's cache when its bytes are the same, else the host's. */
async function add(cache, path, build) {
  const url = new URL(path, SCOPE);
  const old = await caches.match(url);
  if (old) {
    const bytes = await old.clone().arrayBuffer();
    if ((await digest(bytes)) === build.files[path]) return cache.put(url, old);
  }
  return cache.put(url, await fetchChecked(path, build));
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      // Filled in a cache of its own name, which is only used once every file of the first load is in it.
      await caches.delete(CACHE);
      const cache = await caches.open(CACHE);
      try {
        for (const path of BUILD.first) await add(cache, path, BUILD);
        await cache.put(new URL(BUILD_KEY, SCOPE), new Response(JSON.stringify(BUILD)));
      } catch (err) {
        await caches.delete(CACHE); // all or nothing: the next visit tries again
        throw err;
      }
      await self.skipWaiting(); // new loads get this version; pages already open keep theirs (see fetch)
    })(),
  );
});

/** Versions in use: { clientId: version } of every live client (windows and workers). */
async function versionsInUse() {
  const live = await self.clients.matchAll({ includeUncontrolled: true, type: 'all' });
  const table = await caches.open(CLIENTS);
  const used = {};
  for (const key of await table.keys()) {
    const id = new URL(key.url).searchParams.get('id');
    if (live.some((c) => c.id === id)) used[id] = await (await table.match(key)).text();
    else await table.delete(key); // that window is gone
  }
  return used;
}

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      await self.clients.claim();
      const kept = new Set([CACHE, CLIENTS, ...Object.values(await versionsInUse()).map((v) => PREFIX + v)]);
      for (const name of await caches.keys()) if (name.startsWith(PREFIX) && !kept.has(name)) await caches.delete(name);
      for (const client of await self.clients.matchAll({ type: 'window' }))
        client.postMessage({ type: 'sidestep-version', version: BUILD.version });
    })(),
  );
});

const known = new Map(); // client id -> version, as recorded (a cache of the CLIENTS table)
const clientKey = (id) => new URL(`__client?id=${encodeURIComponent(id)}`, SCOPE);

async function remember(id, version) {
  if (!id) return;
  known.set(id, version);
  await (await caches.open(CLIENTS)).put(clientKey(id), new Response(version));
}

/** The version the client `id` was loaded with: this one for a window loaded before any was recorded. */
async function versionOf(id) {
  if (!id) return BUILD.version;
  if (!known.has(id)) {
    const hit = await (await caches.open(CLIENTS)).match(clientKey(id));
    known.set(id, hit ? await hit.text() : BUILD.version);
  }
  return known.get(id);
}

/** The file list of `version` (kept in its cache), or null when that cache is gone. */
async function buildOf(version) {
  if (version === BUILD.version) return BUILD;
  const hit = await caches.match(new URL(BUILD_KEY, SCOPE), { cacheName: PREFIX + version });
  return hit ? hit.json() : null;
}

/** A build file for a client of `version`: from its cache, else from the host when the bytes are that version's. */
async function serve(path, version) {
  const cache = await caches.open(PREFIX + version);
  const url = new URL(path, SCOPE);
  const hit = await cache.match(url);
  if (hit) return hit;
  const build = await buildOf(version);
  if (!build?.files[path]) return fetch(url); // not a file of that build (e.g. a later build's new file)
  try {
    const response = await fetchChecked(path, build);
    await cache.put(url, response.clone());
    return response;
  } catch (err) {
    if (err instanceof OtherBuild) {
      self.registration.update(); // fetch the new worker: the page's next load gets the new build
      return new Response(`sidestep was updated on its host: reload the page (${err.message})`, {
        status: 503,
        headers: { 'content-type': 'text/plain; charset=utf-8' },
      });
    }
    throw err; // offline and not cached: the browser's own network error
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  let path = buildPath(url);
  const navigate = request.mode === 'navigate';
  if (navigate && path !== null && !(path in BUILD.files)) path = 'index.html'; // the page under any query
  if (path === null || !(path in BUILD.files) || path === 'sw.js') return; // the host's own answer
  event.respondWith(
    (async () => {
      // A window (or a worker: its script's request) gets its parent's version; a window being loaded, the newest.
      const version = navigate ? BUILD.version : await versionOf(event.clientId);
      if (event.resultingClientId) await remember(event.resultingClientId, version);
      const response = await serve(path, version);
      const embed = navigate && url.searchParams.get('embed') === '1';
      return withHeaders(response, !embed);
    })(),
  );
});

/** Adds every file of this version not cached yet, one at a time; says how many are cached. */
async function warm() {
  const cache = await caches.open(CACHE);
  const paths = Object.keys(BUILD.files).filter((p) => p !== 'sw.js');
  let cached = 0;
  for (const path of paths) {
    try {
      if (!(await cache.match(new URL(path, SCOPE)))) await add(cache, path, BUILD);
      cached++;
    } catch {
      /* offline, or another build on the host: what is cached stays, the rest waits for its first use */
    }
  }
  return { cached, total: paths.length };
}

self.addEventListener('message', (event) => {
  if (event.data?.type === 'sidestep-warm')
    event.waitUntil(
      warm().then((counts) => event.source?.postMessage({ type: 'sidestep-warm', version: BUILD.version, ...counts })),
    );
});
