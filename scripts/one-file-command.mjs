// `node scripts/sidestep.mjs html SCENE|LESSON|LINK -o OUT.html`: a scene (a scenario file, or a share link
// with its step, view and selection) or a lesson (a lesson file, or a #lesson=ID / #L=… link) as one HTML
// file that runs from file:// with no network (web/offline/one-file.js says what it carries and leaves out).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateRawSync, inflateRawSync } from 'node:zlib';

import { loadImporters } from '../tests/wasm/load.mjs';
import { assembleOneFile, hasExercise, hasScripts, oneFileParts } from '../web/offline/one-file.js';
import { oneFileKit } from './one-file.mjs';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const EXAMPLES = join(ROOT, 'examples');
const LESSONS = join(EXAMPLES, 'lessons');
const b64url = (bytes) => Buffer.from(bytes).toString('base64url');

/** Where each of the export's files is read from in the repository (the wasm build, the vendor bundles). */
function sourceOf(path) {
  if (path.startsWith('wasm/')) return join(ROOT, 'build', path);
  if (path.startsWith('vendor/')) return join(ROOT, 'build', path);
  return join(ROOT, path);
}

/** What the input is: { kind: 'scene', text, hash } or { kind: 'lesson', text, hash, id }. */
function readInput(arg, fail) {
  const link = /#(s|lesson|L)=([^&]*)/.exec(arg);
  if (!existsSync(arg) && link) {
    if (link[1] === 'lesson') {
      const file = join(LESSONS, `${link[2]}.json`);
      if (!/^[a-z0-9-]{1,40}$/.test(link[2]) || !existsSync(file)) fail([`${arg}: there is no lesson "${link[2]}"`]);
      return { kind: 'lesson', text: readFileSync(file, 'utf8'), hash: arg.slice(arg.indexOf('#')), id: link[2] };
    }
    let text;
    try {
      text = inflateRawSync(Buffer.from(link[2], 'base64url')).toString('utf8');
    } catch {
      fail([`${arg}: not a share link (its payload does not inflate)`]);
    }
    return { kind: link[1] === 's' ? 'scene' : 'lesson', text, hash: arg.slice(arg.indexOf('#')) };
  }
  let text;
  try {
    text = readFileSync(arg, 'utf8');
  } catch {
    fail([`${arg}: no such file, and not a share link (#s=…) or a lesson link (#lesson=ID, #L=…)`]);
  }
  let parsed;
  try {
    parsed = JSON.parse(text);
  } catch (err) {
    fail([`${arg}: not JSON (${err.message})`]);
  }
  if (Array.isArray(parsed?.checkpoints)) {
    const bundled = resolve(dirname(arg)) === LESSONS;
    const id = basename(arg, '.json');
    const hash = bundled ? `#lesson=${id}` : `#L=${b64url(deflateRawSync(text))}`;
    return { kind: 'lesson', text, hash, id: bundled ? id : null };
  }
  return { kind: 'scene', text, hash: `#s=${b64url(deflateRawSync(text))}` };
}

/** The command: reads its arguments, writes the file, prints its size and what it holds. */
export async function htmlCommand(module, args, fail) {
  let input = null,
    out = null;
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '-o' || args[i] === '--out') out = args[++i];
    else if (input === null) input = args[i];
    else fail([`html: unexpected argument ${args[i]}`]);
  }
  if (!input || !out) fail(['html: usage: sidestep html SCENE|LESSON|LINK -o OUT.html']);
  const source = readInput(input, fail);
  const files = {};
  let title, scripts, exercise;
  if (source.kind === 'scene') {
    const timeline = new module.Timeline(16, 16);
    const result = timeline.load(source.text);
    timeline.delete();
    if (result.errors.length) fail(result.errors);
    const scene = JSON.parse(source.text);
    title = scene.title || 'A scene';
    scripts = hasScripts(scene);
  } else {
    const importers = await loadImporters();
    const names = JSON.parse(importers.lessonScenes(source.text));
    const scenes = {};
    for (const name of names) {
      const file = join(EXAMPLES, name);
      if (existsSync(file)) scenes[name] = files[`examples/${name}`] = readFileSync(file, 'utf8');
    }
    const result = JSON.parse(importers.parseLesson(source.text, JSON.stringify(scenes)));
    if (!result.ok) fail(result.errors);
    if (source.id) files[`examples/lessons/${source.id}.json`] = source.text;
    const lesson = JSON.parse(source.text);
    title = lesson.title || 'A lesson';
    scripts = Object.values(scenes).some((t) => hasScripts(JSON.parse(t)));
    exercise = hasExercise(lesson);
  }
  const kit = await oneFileKit();
  if (scripts || exercise) await (await import('./vendor.mjs')).buildVendor();
  for (const path of oneFileParts({ lesson: source.kind === 'lesson', scripts, exercise })) {
    files[path] = path === 'lessons/exercise-worker.js' ? kit.worker : readFileSync(sourceOf(path));
  }
  const html = await assembleOneFile(kit.html, { title, hash: source.hash, files });
  writeFileSync(out, html);
  const kib = (Buffer.byteLength(html) / 1024).toFixed(0);
  process.stdout.write(`html: ${out}: ${kib} KiB, ${source.kind} "${title}" with ${Object.keys(files).join(', ')}\n`);
}
