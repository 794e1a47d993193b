// The One file export itself (web/app/one-file.js wires its button): fetched on the button's first click, with the
// writer (web/offline/one-file.js), the template and the wasm the file needs, so none of it is in the first load.
import { download, sceneSlug } from '../ui/download.js';
import { t } from '../i18n/locale.js';

/** The lesson being played as { title, hash, files, scripts, exercise }, or null. */
async function lessonExport(app, { hasExercise, hasScripts }) {
  const player = app.lessons.player;
  if (!player?.lesson || player.detached) return null;
  const files = {};
  const [kind, payload] = player.link.split('=');
  let text;
  if (kind === 'lesson') {
    const path = `examples/lessons/${decodeURIComponent(payload)}.json`;
    text = files[path] = await (await fetch(path)).text();
  } else text = await (await import('../lessons/lesson.js')).decodeLessonLink(payload);
  const { loadImporters } = await import('../sim/importers.js');
  const names = JSON.parse((await loadImporters()).lessonScenes(text));
  for (const name of names) files[`examples/${name}`] = await (await fetch(`examples/${name}`)).text();
  return {
    title: player.lesson.title || 'A lesson',
    hash: `#${player.link}&at=${player.at + 1}`,
    files,
    scripts: names.some((n) => hasScripts(JSON.parse(files[`examples/${n}`]))),
    exercise: hasExercise(JSON.parse(text)),
  };
}

/** Writes the scene, or the lesson being played, as one HTML file and downloads it; throws on a failed fetch. */
export async function exportOneFile(app) {
  const one = await import('../offline/one-file.js');
  const lesson = await lessonExport(app, one);
  const scene = lesson ?? {
    title: app.doc.title || 'A scene',
    hash: new URL(await app.doc.shareUrl()).hash,
    files: {},
    scripts: one.hasScripts(app.doc.toObject()),
    exercise: false,
  };
  const parts = one.oneFileParts({ lesson: Boolean(lesson), scripts: scene.scripts, exercise: scene.exercise });
  const fetchBytes = async (path) => {
    const response = await fetch(path === 'lessons/exercise-worker.js' ? 'one-file/exercise-worker.js' : path);
    if (!response.ok) throw new Error(`${path}: ${response.status} ${response.statusText}`);
    return new Uint8Array(await response.arrayBuffer());
  };
  const [template, ...bytes] = await Promise.all([
    fetch('one-file/one-file.html').then((r) => (r.ok ? r.text() : Promise.reject(new Error(r.statusText)))),
    ...parts.map(fetchBytes),
  ]);
  parts.forEach((p, i) => (scene.files[p] = bytes[i]));
  const html = await one.assembleOneFile(template, scene);
  download(new Blob([html], { type: 'text/html' }), `${sceneSlug(scene.title)}.html`);
  app.toast(t('toast-one-file-saved', { file: `${sceneSlug(scene.title)}.html`, kib: Math.round(html.length / 1024) }));
}
