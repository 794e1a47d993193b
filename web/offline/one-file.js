// A scene or a lesson as one HTML file that runs from file:// with no network: the template
// (scripts/one-file.mjs builds it: the page's code and stylesheets inline) filled with the link to open and the
// files the page would fetch, each gzip-compressed and base64-encoded in a JSON block (web/offline/one-file-boot.js
// serves them). Used by the page's "One file" button (app/one-file.js) and by `node scripts/sidestep.mjs html`.
// What a file carries: the single-thread wasm module, the explain module and the welcome scene always; for a lesson, the lesson,
// the examples it uses and the importers' module (it reads lessons); the script engine and the code editor only
// when a scene has scripts or the lesson has an exercise, and the command line's module with the check's worker
// only for an exercise. Left out: the threaded module (file:// is never cross-origin isolated), the examples and
// the gallery (but a lesson's own), the maps and their problem runner.
// Its Content-Security-Policy allows the two inline scripts by their SHA-256, WebAssembly, and blob: scripts
// and workers only when the file carries the script engine or the check's worker.

/** The export's files for what it holds. `lesson`: it is a lesson; `scripts`: a scene has scripts;
 *  `exercise`: the lesson has an exercise (checked by the command line's module in a worker). */
export function oneFileParts({ lesson = false, scripts = false, exercise = false } = {}) {
  const parts = ['wasm/sidestep.wasm', 'wasm/sidestep-explain.wasm', 'examples/welcome.json'];
  if (lesson) parts.push('wasm/sidestep-import.wasm');
  if (scripts || exercise) parts.push('vendor/quickjs.js', 'vendor/quickjs.wasm', 'vendor/codemirror.js');
  if (exercise) parts.push('wasm/sidestep-cli.wasm', 'lessons/exercise-worker.js');
  return parts;
}

/** Whether a scene (parsed scenario) has scripts; whether a lesson (parsed) has an exercise. */
export const hasScripts = (scene) => Object.keys(scene?.scripts ?? {}).length > 0;
export const hasExercise = (lesson) => JSON.stringify(lesson).includes('"exercise":');

const toBase64 = (bytes) => {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
};

async function gzip(bytes) {
  const stream = new Blob([bytes]).stream().pipeThrough(new CompressionStream('gzip'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

async function sha256(text) {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return toBase64(new Uint8Array(digest));
}

/** The examples menu of a file: the examples it carries (the welcome scene, a lesson's scenes). */
function exampleIndex(files) {
  const group = 'In this file';
  const examples = Object.entries(files)
    .filter(([path]) => /^examples\/[^/]+\.json$/.test(path) && path !== 'examples/index.json')
    .map(([path, content]) => {
      const text = typeof content === 'string' ? content : new TextDecoder().decode(content);
      return { file: path.slice('examples/'.length), title: JSON.parse(text).title ?? path, group };
    });
  return JSON.stringify({ groups: [group], examples });
}

const escapeHtml = (text) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

/**
 * The one file: `template` (one-file.html's text) with `files` ({ path: Uint8Array | string }) inside, opening
 * at `hash` ("#s=…" with its step, view and selection, or "#lesson=ID"). `title`: the tab's title.
 * @returns {Promise<string>}
 */
export async function assembleOneFile(template, { title, hash, files }) {
  files = { 'examples/index.json': exampleIndex(files), ...files };
  const packed = {};
  for (const [path, content] of Object.entries(files)) {
    const bytes = typeof content === 'string' ? new TextEncoder().encode(content) : content;
    packed[path] = toBase64(await gzip(bytes));
  }
  // The JSON block: "<" escaped, so no text in it can end the element.
  const data = JSON.stringify({ hash, files: packed }).replace(/</g, '\\u003c');
  const inline = [...template.matchAll(/<script(?: type="module")?>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
  const hashes = await Promise.all(inline.map(async (code) => `'sha256-${await sha256(code)}'`));
  const blob = Object.keys(files).some((p) => p.startsWith('vendor/') || p.startsWith('lessons/')) ? ' blob:' : '';
  const csp = [
    "default-src 'none'",
    `script-src ${hashes.join(' ')} 'wasm-unsafe-eval'${blob}`,
    "style-src 'unsafe-inline' data:",
    'img-src data: blob:',
    `worker-src${blob || " 'none'"}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
  const fill = { CSP: csp, TITLE: escapeHtml(`${title} · sidestep`), DATA: data };
  return template.replace(/\{\{(CSP|TITLE|DATA)\}\}/g, (_, key) => fill[key]);
}
