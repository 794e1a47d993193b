// A lesson read for the page: its text parsed and validated by the core (examples/lessons/*.json, or a
// lesson made in the page and shared as a link), with each checkpoint's scene whole. Loaded on demand.
import { base64urlToBytes, bytesToBase64url, coreLimit, deflateRaw, inflateRaw } from '../sim/link.js';
import { loadImporters } from '../sim/importers.js';
import { t, wordCore } from '../i18n/locale.js';
import '../i18n/en-lessons.js'; // the lessons' English (not in the first load)

/** Where the bundled lessons are listed, in reading order. */
export const LESSON_INDEX = 'examples/lessons/index.json';

/** The bundled lessons: [{id, file, title, article, summary}]. */
export async function lessonIndex() {
  const response = await fetch(LESSON_INDEX);
  if (!response.ok) throw new Error(`${LESSON_INDEX}: ${response.status} ${response.statusText}`);
  return (await response.json()).lessons;
}

/**
 * The lesson in `text`, validated by the core (in the importers' module, fetched with the first lesson),
 * with the example scenes it names fetched first. Throws an Error with `errors` (the core's errors, each naming
 * its field, in the locale's words: the catalogue words each one's message) when it does not validate.
 */
export async function parseLessonText(text) {
  const module = await loadImporters();
  const names = JSON.parse(module.lessonScenes(text));
  const scenes = {};
  await Promise.all(
    names.map(async (name) => {
      const response = await fetch(`examples/${name}`);
      if (response.ok) scenes[name] = await response.text(); // a missing one: the core names it
    }),
  );
  const result = JSON.parse(module.parseLesson(text, JSON.stringify(scenes)));
  if (!result.ok) throw Object.assign(new Error(t('les-err-invalid')), { errors: wordErrors(result) });
  return result.lesson;
}

/** The core's errors of a result ({errors, messages}: each error's English and its message, or null), each in the
 *  locale's words (its English when the page is in English or the error has no message). */
export function wordErrors({ errors, messages }) {
  return errors.map((e, i) => wordCore(messages?.[i], e));
}

/** {done, step, agent, sentence, verdict} or {errors}: a task (as the core's lesson gives it) checked by the core on
 *  scenario text by running it from step 0, as playing it does. */
export async function checkLessonTask(scenario, task) {
  const module = await loadImporters();
  return JSON.parse(module.checkTask(scenario, JSON.stringify(task)));
}

/** A bundled lesson by id (ids are [a-z0-9-]: the core's rule, checked here before fetching). */
export async function fetchLessonText(id) {
  if (!/^[a-z0-9-]{1,40}$/.test(id))
    throw Object.assign(new Error(t('les-err-none')), { errors: [t('les-err-not-id', { id: id.slice(0, 40) })] });
  const response = await fetch(`examples/lessons/${id}.json`);
  if (!response.ok) throw Object.assign(new Error(t('les-err-none')), { errors: [t('les-err-missing', { id })] });
  return response.text();
}

/** The link payload (after "#L=") of a lesson's JSON text: raw deflate, base64url, as scene links. */
export async function encodeLessonLink(text) {
  return bytesToBase64url(await deflateRaw(text));
}

/** The lesson JSON text inside a "#L=" link payload; throws an Error saying which layer failed. */
export async function decodeLessonLink(payload) {
  if (!payload) throw new Error(t('les-err-link-empty'));
  if (payload.length > coreLimit('linkChars'))
    throw new Error(t('les-err-link-long', { n: payload.length, limit: coreLimit('linkChars') }));
  const bytes = await inflateRaw(base64urlToBytes(payload), coreLimit('lessonBytes'));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new Error(t('les-err-link-utf8'));
  }
}

/** Where a reader stopped in each lesson, kept in this browser: {id: checkpoint index}. */
const PROGRESS_KEY = 'sidestep.lessonProgress';

export function readProgress() {
  try {
    const value = JSON.parse(localStorage.getItem(PROGRESS_KEY) ?? '{}');
    return value && typeof value === 'object' ? value : {};
  } catch {
    return {};
  }
}

export function writeProgress(id, at) {
  try {
    localStorage.setItem(PROGRESS_KEY, JSON.stringify({ ...readProgress(), [id]: at }));
  } catch {
    /* storage full or off: progress is a convenience */
  }
}
