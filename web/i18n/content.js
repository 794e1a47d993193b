// The lessons' and the examples' words in the page's locale (docs/languages.md, "Lessons and examples"). English
// is their source, in examples/ and examples/lessons/ as always; a translation is web/i18n/examples/<locale>.json
// (the gallery's groups; each example's title, line and description; the title and description of each scene a
// lesson's file holds itself, under `scenes`; the compare sets' pane names, under `panes`) and
// web/i18n/lessons/<locale>.json (each lesson's title, summary and checkpoints' words), fetched the first time
// that locale needs them, never in English. Each entry carries `from`, a fingerprint of the English it was made from (an example's title and
// description, a lesson's words): the caption and the lesson card show a translation only for that English, so an
// example whose description the reader edited, or a lesson changed since, reads as written. The gallery's lines
// and the menus' titles are looked up by file name and not matched by fingerprint.
// Only what is shown changes: the scene and the lesson the core runs, and any link, keep their English.

/** FNV-1a (32 bits, over UTF-16 code units) of `strings` joined by a newline, as 8 hex digits. */
export function fingerprint(strings) {
  let h = 0x811c9dc5;
  const text = strings.join('\n');
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h.toString(16).padStart(8, '0');
}

/** The English strings of an example a translation is made from: its title and its description. */
export const exampleSource = ({ title, description }) => [title ?? '', description ?? ''];

/** The English strings of a lesson, in order: title, summary, then each checkpoint's title, caption, and its
 *  task's or exercise's text and hint where it has them. */
export function lessonSource(lesson) {
  const out = [lesson.title ?? '', lesson.summary ?? ''];
  for (const cp of lesson.checkpoints ?? []) {
    out.push(cp.title ?? '', cp.caption ?? '');
    for (const part of [cp.task, cp.exercise]) if (part) out.push(part.text ?? '', part.hint ?? '');
  }
  return out;
}

const loaded = new Map(); // "kind/locale" -> Promise of the parsed file, or of null when it could not be read

/** The `kind` ('examples' or 'lessons') file of `locale`, fetched once; null in English or when it is missing. */
export function contentOf(kind, locale) {
  if (!locale || locale === 'en' || locale === 'en-XA') return Promise.resolve(null);
  const key = `${kind}/${locale}`;
  if (!loaded.has(key))
    loaded.set(
      key,
      fetch(new URL(`i18n/${kind}/${locale}.json`, document.baseURI))
        .then((r) => (r.ok ? r.json() : null))
        .catch(() => null), // offline before it was fetched: the English stays
    );
  return loaded.get(key);
}

/** A scene's { title, description, panes } in `locale` when its title and description are an example's English
 *  word for word, else null; `panes`: the compare sets' pane names, English label -> shown name. */
export async function localScene(locale, meta) {
  const words = await contentOf('examples', locale);
  if (!words) return null;
  const from = fingerprint(exampleSource(meta));
  // the gallery's examples, then the scenes a lesson's file holds itself (its exercises')
  const entry = [...Object.values(words.examples ?? {}), ...Object.values(words.scenes ?? {})].find(
    (e) => e.from === from,
  );
  return entry ? { title: entry.title, description: entry.description, panes: words.panes ?? null } : null;
}

/**
 * The gallery's index in `locale`: each entry's title, line and group name (`groupName`; `group` stays the
 * English it is matched by), the groups' names (`groupNames`, in the order of `groups`) and the lessons' titles.
 * @param {{groups: string[], lessons: Object<string,string>, entries: object[]}} index
 */
export async function localIndex(locale, index) {
  const [words, lessons] = await Promise.all([contentOf('examples', locale), contentOf('lessons', locale)]);
  if (!words) return index;
  const group = (g) => words.groups?.[g] ?? g;
  const entries = index.entries.map((e) => {
    const own = words.examples?.[e.file];
    return { ...e, title: own?.title ?? e.title, line: own?.line ?? e.line, groupName: group(e.group) };
  });
  const titles = Object.fromEntries(
    Object.entries(index.lessons ?? {}).map(([id, title]) => [id, lessons?.[id]?.title ?? title]),
  );
  return { groups: index.groups, groupNames: (index.groups ?? []).map(group), lessons: titles, entries };
}

/** The lessons' list ([{id, title, summary, ...}]) with the titles and summaries of `locale`. */
export async function localLessonList(locale, list) {
  const words = await contentOf('lessons', locale);
  return list.map((l) => {
    const own = words?.[l.id];
    return own ? { ...l, title: own.title, summary: own.summary } : l;
  });
}

/** A bundled lesson (the core's parse) with its shown words in `locale`, when the translation was made from this
 *  very English; else the lesson as given. Placeholders are the English's (checked by scripts/i18n.mjs). */
export async function localLesson(locale, lesson) {
  const own = (await contentOf('lessons', locale))?.[lesson.id];
  if (!own || own.from !== fingerprint(lessonSource(lesson))) return lesson;
  const part = (english, text, hint) =>
    english && { ...english, text: text ?? english.text, hint: hint ?? english.hint };
  return {
    ...lesson,
    title: own.title,
    summary: own.summary,
    checkpoints: lesson.checkpoints.map((cp, i) => {
      const w = own.checkpoints[i] ?? {};
      return {
        ...cp,
        title: w.title ?? cp.title,
        caption: w.caption ?? cp.caption,
        task: part(cp.task, w.task, w.hint),
        exercise: part(cp.exercise, w.exercise, w.hint),
      };
    }),
  };
}
