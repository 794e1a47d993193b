// Lessons: the Lessons button and the links that open one (#lesson=ID for a bundled lesson, #L=… for one
// made in the page; either with &at=N for its checkpoint N + 1, and &code=… for an exercise's script).
// Opening them (lessons/opening.js), the player, the menu and the maker are loaded when first used, so the
// page's first load does not carry them.
import { $ } from './context.js';
import { t } from '../i18n/locale.js';

const LINK = /^#(lesson|L)=/; // the whole pattern is lessons/opening.js's

/** Adds app.lessons: {open(id, at), openText(text, source, at), player, menu()}. */
export function wireLessons(app) {
  let openers = null;
  /** The openers (lessons/opening.js, with the player), fetched the first time a lesson is asked for. */
  const load = () => (openers ??= import('../lessons/opening.js').then((m) => m.lessonOpeners(app, lessons)));
  const lessons = {
    player: null,
    /** Plays lesson text (validated by the core first; nothing changes when it does not validate). */
    openText: async (...args) => (await load()).openText(...args),
    /** Plays a bundled lesson by id, from checkpoint `at` (default: where this browser's reader stopped). */
    open: async (...args) => (await load()).open(...args),
    menu: async () => (await load()).menu(),
    /** Opens the lesson a link names; false when the hash is not a lesson link. */
    async openLink(hash) {
      return LINK.test(hash) ? (await load()).openLink(hash) : false;
    },
  };
  app.lessons = lessons;
  $('lessons-open').addEventListener('click', () => lessons.menu());
  const follow = async () => {
    if (!LINK.test(location.hash)) return;
    if (app.embed) $('open-full').href = `${location.pathname}${location.hash}`; // the lesson, in the whole page
    try {
      await lessons.openLink(location.hash);
    } catch (err) {
      // a link never keeps the page from starting
      app.showErrors(t('toast-lesson-link-failed'), [err.message]);
    } finally {
      if (!app.embed) history.replaceState(null, '', location.pathname + location.search);
    }
  };
  window.addEventListener('hashchange', follow);
  return follow; // called once the first scene is open
}
