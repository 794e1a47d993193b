// Opening lessons (app/lessons.js fetches this with the player the first time a lesson is opened or the menu
// asked for): a bundled lesson by id, lesson text (checked by the core first), a lesson link (#lesson=ID or
// #L=..., then &at=N for checkpoint N, then &code=... for an exercise's script), the menu.
import * as lesson from './lesson.js';
import { t } from '../i18n/locale.js';
import '../i18n/en-lessons.js'; // the lessons' English (not in the first load)
import '../i18n/en-first.js'; // ld-failed, the error box's title (in the first load already)
import { LessonPlayer, stylesLoaded } from './player.js';

/** The page's language (html lang, set by i18n/locale.js's translatePage): read here rather than imported, so that
 *  this module adds no edge to the page's module graph (scripts/build-site.mjs splits shared modules into chunks). */
const pageLanguage = () => document.documentElement.lang || 'en';

/** A lesson link: its kind, payload, checkpoint and an exercise's code. */
const LINK = /^#(lesson|L)=([^&]*)(?:&at=([^&]*))?(?:&code=([^&]*))?$/;

/** What app.lessons (`lessons`) does once fetched. */
export function lessonOpeners(app, lessons) {
  lessons.player ??= new LessonPlayer(app);
  return {
    /** Plays lesson text (validated by the core first; nothing changes when it does not validate). */
    async openText(text, source, at = 0, options = {}) {
      let parsed;
      try {
        parsed = await lesson.parseLessonText(text);
        // A bundled lesson in the page's locale (its words only: the core runs the lesson as given).
        if (options.bundled && pageLanguage() !== 'en')
          parsed = await (await import('../i18n/content.js')).localLesson(pageLanguage(), parsed);
      } catch (err) {
        app.showErrors(t('ld-failed', { source }), err.errors ?? [err.message]);
        return false;
      }
      return lessons.player.start(parsed, at, options);
    },
    /** Plays a bundled lesson by id, from checkpoint `at` (default: where this browser's reader stopped). */
    async open(id, at = null) {
      let text;
      try {
        text = await lesson.fetchLessonText(id);
      } catch (err) {
        app.showErrors(t('les-open-lesson-failed', { id }), err.errors ?? [err.message]);
        return false;
      }
      return lessons.openText(text, t('les-source-lesson', { id }), at ?? lesson.readProgress()[id] ?? 0, {
        bundled: true,
      });
    },
    async menu() {
      const [{ openLessonMenu }] = await Promise.all([import('./menu.js'), stylesLoaded]);
      openLessonMenu(app);
    },
    /** Opens the lesson a link names (with an exercise's code in its script when the link carries one). */
    async openLink(hash) {
      const m = LINK.exec(hash);
      if (!m) {
        app.showErrors(t('toast-lesson-link-failed'), [t('les-link-shape')]);
        return false;
      }
      const opened = await this.openLinkLesson(m);
      return opened && m[4] !== undefined ? openCode(m[4]) : opened;
    },
    async openLinkLesson(m) {
      if (m[3] !== undefined && !/^[1-9]\d{0,2}$/.test(m[3])) {
        app.showErrors(t('toast-lesson-link-failed'), [t('les-link-at', { got: m[3].slice(0, 20) })]);
        return false;
      }
      const at = m[3] === undefined ? null : Number(m[3]) - 1;
      if (m[1] === 'lesson') {
        let id;
        try {
          id = decodeURIComponent(m[2]);
        } catch {
          app.showErrors(t('toast-lesson-link-failed'), [t('les-err-not-id', { id: m[2].slice(0, 40) })]);
          return false;
        }
        return lessons.open(id, at);
      }
      let text;
      try {
        text = await lesson.decodeLessonLink(m[2]);
      } catch (err) {
        app.showErrors(t('toast-lesson-link-failed'), [err.message]);
        return false;
      }
      return lessons.openText(text, t('les-source-link'), at ?? 0, { persist: false, link: `L=${m[2]}` });
    },
  };

  /** The code a link carries, put in the open checkpoint's exercise script (exercise.js). */
  async function openCode(payload) {
    const exercise = lessons.player.lesson?.checkpoints[lessons.player.at]?.exercise;
    const at = lessons.player.at + 1;
    try {
      if (!exercise) throw new Error(t('les-code-not-exercise', { n: at }));
      const { applyExerciseCode, decodeCode } = await import('./exercise.js');
      await applyExerciseCode(app, exercise, await decodeCode(payload));
      return true;
    } catch (err) {
      app.showErrors(t('les-code-failed'), err.errors ?? [err.message]);
      return false;
    }
  }
}
