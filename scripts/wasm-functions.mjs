// What the first wasm module carries, function by function: its sections' sizes, then its largest functions (bytes
// and gzip -9 of each body alone, which is more than its share of the whole file's gzip), named from the symbol map
// the wasm build writes beside it (sidestep.mjs.symbols: `index:name`, the names with \XX escapes). Where to look
// before moving code out of the first load (docs/page.md, Publishing).
//   node scripts/wasm-functions.mjs [N] [WASM]   (N: how many functions, default 40; WASM: build/wasm/sidestep.wasm)
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const count = Number(process.argv[2] ?? 40);
const file = resolve(process.argv[3] ?? join(ROOT, 'build', 'wasm', 'sidestep.wasm'));
const bytes = readFileSync(file);
const gz = (b) => gzipSync(b, { level: 9 }).length;

/** Reads an unsigned LEB128 at `at`: [value, next offset]. */
function leb(b, at) {
  let value = 0,
    shift = 0,
    byte;
  do {
    byte = b[at++];
    value += (byte & 0x7f) * 2 ** shift;
    shift += 7;
  } while (byte & 0x80);
  return [value, at];
}

const SECTIONS = [
  'custom',
  'type',
  'import',
  'function',
  'table',
  'memory',
  'global',
  'export',
  'start',
  'elem',
  'code',
  'data',
  'datacount',
];
const sections = [];
let imported = 0; // imported functions come first in the function index space
for (let at = 8; at < bytes.length;) {
  const id = bytes[at];
  const [size, body] = leb(bytes, at + 1);
  sections.push({ id, body: bytes.subarray(body, body + size) });
  at = body + size;
}
const imports = sections.find((s) => s.id === 2)?.body;
if (imports) {
  let [n, at] = leb(imports, 0);
  for (; n > 0; n--) {
    for (let k = 0; k < 2; k++) {
      const [len, next] = leb(imports, at); // module, then field name
      at = next + len;
    }
    const kind = imports[at++];
    if (kind === 0) (([, at] = leb(imports, at)), imported++);
    else if (kind === 1) ((at += 1), ([, at] = limits(imports, at)));
    else if (kind === 2) [, at] = limits(imports, at);
    else at += 2; // global: type, mutability
  }
}
function limits(b, at) {
  const flags = b[at];
  let [, next] = leb(b, at + 1);
  if (flags & 1) [, next] = leb(b, next);
  return [0, next];
}

const symbols = new Map();
const map = [file.replace(/\.wasm$/, '.mjs.symbols'), `${file}.symbols`].find((f) => existsSync(f));
if (map) {
  for (const line of readFileSync(map, 'utf8').split('\n')) {
    const colon = line.indexOf(':');
    const name = line.slice(colon + 1).replace(/\\([0-9a-f]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
    if (colon > 0) symbols.set(Number(line.slice(0, colon)), name);
  }
} else console.log(`(no symbol map beside ${file}: functions are shown by index)`);

console.log(`${file}: ${(bytes.length / 1024).toFixed(1)} KiB, ${(gz(bytes) / 1024).toFixed(1)} KiB gzip -9`);
for (const s of sections)
  if (s.body.length > 1024)
    console.log(
      `  section ${SECTIONS[s.id] ?? s.id}: ${(s.body.length / 1024).toFixed(1)} KiB, ${(gz(s.body) / 1024).toFixed(1)} KiB gzip alone`,
    );

const code = sections.find((s) => s.id === 10).body;
const functions = [];
let [n, at] = leb(code, 0);
for (let i = 0; i < n; i++) {
  const [size, body] = leb(code, at);
  functions.push({ index: imported + i, size, gzip: gz(code.subarray(body, body + size)) });
  at = body + size;
}
functions.sort((a, b) => b.size - a.size);
const shown = functions.slice(0, count);
const names = shown.map((f) => symbols.get(f.index) ?? `function ${f.index}`);
console.log(`${functions.length} functions; the ${shown.length} largest (bytes, gzip -9 alone, name):`);
shown.forEach((f, k) =>
  console.log(`${String(f.size).padStart(7)} ${String(f.gzip).padStart(6)}  ${names[k].slice(0, 140)}`),
);
