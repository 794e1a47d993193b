// Lessons: the Lessons button and the links that open one (#lesson=ID for a bundled lesson, #L=… for one
// made in the page; either with &at=N for its checkpoint N + 1). The player, the menu and the maker are
// loaded when first used, so the page's first load does not carry them.
import { $ } from './context.js';

const LINK = /^#(lesson|L)=([^&]*)(?:&at=([^&]*))?$/;

/** Adds app.lessons: {open(id, at), openText(text, source, at), player, menu()}. */
export function wireLessons(app) {
  let modules = null;
  const load = () => (modules ??= Promise.all([import('../lessons/lesson.js'), import('../lessons/player.js')]));
  const lessons = {
    player: null,
    async ensure() {
      const [lesson, { LessonPlayer }] = await load();
      lessons.player ??= new LessonPlayer(app);
      return lesson;
    },
    /** Plays lesson text (validated by the core first; nothing changes when it does not validate). */
    async openText(text, source, at = 0, options = {}) {
      const lesson = await lessons.ensure();
      let parsed;
      try {
        parsed = await lesson.parseLessonText(text);
      } catch (err) {
        app.showErrors(`Could not open ${source}`, err.errors ?? [err.message]);
        return false;
      }
      return lessons.player.start(parsed, at, options);
    },
    /** Plays a bundled lesson by id, from checkpoint `at` (default: where this browser's reader stopped). */
    async open(id, at = null) {
      const lesson = await lessons.ensure();
      let text;
      try {
        text = await lesson.fetchLessonText(id);
      } catch (err) {
        app.showErrors(`Could not open the lesson "${id}"`, err.errors ?? [err.message]);
        return false;
      }
      return lessons.openText(text, `the lesson "${id}"`, at ?? lesson.readProgress()[id] ?? 0);
    },
    async menu() {
      const { openLessonMenu } = await import('../lessons/menu.js');
      await lessons.ensure();
      openLessonMenu(app);
    },
    /** Opens the lesson a link names; false when the hash is not a lesson link. */
    async openLink(hash) {
      const m = LINK.exec(hash);
      if (!m) return false;
      if (m[3] !== undefined && !/^[1-9]\d{0,2}$/.test(m[3])) {
        app.showErrors('Could not open the lesson link', [`at: must be a checkpoint's number, 1 or more, got "${m[3].slice(0, 20)}"`]);
        return false;
      }
      const at = m[3] === undefined ? null : Number(m[3]) - 1;
      if (m[1] === 'lesson') {
        let id;
        try {
          id = decodeURIComponent(m[2]);
        } catch {
          app.showErrors('Could not open the lesson link', [`lesson: "${m[2].slice(0, 40)}" is not a lesson id`]);
          return false;
        }
        return lessons.open(id, at);
      }
      const lesson = await lessons.ensure();
      let text;
      try {
        text = await lesson.decodeLessonLink(m[2]);
      } catch (err) {
        app.showErrors('Could not open the lesson link', [err.message]);
        return false;
      }
      return lessons.openText(text, 'the lesson link', at ?? 0, { persist: false });
    },
  };
  app.lessons = lessons;
  $('lessons-open').addEventListener('click', () => lessons.menu());
  const follow = async () => {
    if (!LINK.test(location.hash)) return;
    if (app.embed) $('open-full').href = `${location.pathname}${location.hash}`; // the lesson, in the whole page
    try {
      await lessons.openLink(location.hash);
    } catch (err) { // a link never keeps the page from starting
      app.showErrors('Could not open the lesson link', [err.message]);
    } finally {
      if (!app.embed) history.replaceState(null, '', location.pathname + location.search);
    }
  };
  window.addEventListener('hashchange', follow);
  return follow; // called once the first scene is open
}
