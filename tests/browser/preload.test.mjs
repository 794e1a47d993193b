// The page's <head> preloads exactly the modules main.js imports (directly or not; JSON modules too) and
// the wasm module it chooses (web/wasm-preload.js), so the browser fetches them at once instead of level by
// level as it discovers the imports.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { it } from 'node:test';

const WEB = new URL('../../web/', import.meta.url).pathname;

/** Every module reachable from main.js by static imports (and re-exports), as paths relative to web/. */
function importGraph() {
  const seen = new Set(),
    queue = ['main.js'];
  while (queue.length) {
    const file = queue.shift();
    if (seen.has(file)) continue;
    seen.add(file);
    if (file.startsWith('wasm/')) continue; // the build's output, served from build/wasm
    const source = readFileSync(join(WEB, file), 'utf8');
    for (const m of source.matchAll(/^(?:import|export)\s[^;]*?from\s+'([^']+)'/gms))
      // a re-export loads it too
      queue.push(normalize(join(dirname(file), m[1])));
  }
  seen.delete('main.js');
  return [...seen].sort();
}

it('index.html preloads every module main.js imports, no other, and the wasm module it chooses', () => {
  const html = readFileSync(join(WEB, 'index.html'), 'utf8');
  const links = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"( as="json")?>/g)];
  assert.deepEqual(links.map((m) => m[1]).sort(), importGraph());
  // A JSON module (the palette) is preloaded as JSON, or the browser would refuse it as a script.
  for (const [, href, asJson] of links) assert.equal(Boolean(asJson), href.endsWith('.json'), href);
  assert.match(html, /<script src="wasm-preload\.js"><\/script>/);
  const chooser = readFileSync(join(WEB, 'wasm-preload.js'), 'utf8');
  for (const name of ['wasm/sidestep-mt', 'wasm/sidestep']) assert.ok(chooser.includes(`'${name}'`), name);
});
