// The Lessons menu: the bundled lessons in reading order, each with what it teaches and where this
// browser's reader stopped ("Continue at 3 / 6"), and the way to make a lesson of one's own.
import { el } from '../ui/el.js';
import { lessonIndex, readProgress } from './lesson.js';
import { t } from '../i18n/locale.js';
import '../i18n/en-lessons.js'; // the lessons' English (not in the first load)

/** The page's language (html lang, set by i18n/locale.js's translatePage), which names the lessons' translations. */
const pageLanguage = () => document.documentElement.lang || 'en';

let dialog = null;

/** Opens the menu (built once); a lesson picked opens at its checkpoint, the menu closes. */
export async function openLessonMenu(app) {
  dialog ??= build(app);
  const list = dialog.querySelector('.lesson-list');
  list.replaceChildren(el('li', { className: 'muted', textContent: t('les-menu-loading') }));
  if (!dialog.open) dialog.showModal();
  let lessons;
  try {
    lessons = await lessonIndex();
    if (pageLanguage() !== 'en')
      lessons = await (await import('../i18n/content.js')).localLessonList(pageLanguage(), lessons);
  } catch (err) {
    list.replaceChildren(el('li', { className: 'bad', textContent: t('les-menu-failed', { error: err.message }) }));
    return;
  }
  const progress = readProgress();
  list.replaceChildren(
    ...lessons.map((l) => {
      const at = progress[l.id];
      const words = at > 0 ? t('les-menu-continue', { n: at + 1 }) : t('les-menu-start');
      // Each lesson's buttons name their lesson (the name begins with the words shown).
      const start = el('button', {
        type: 'button',
        className: 'primary',
        textContent: words,
        ariaLabel: t('les-menu-for', { words, title: l.title }),
      });
      start.dataset.lesson = l.id;
      start.addEventListener('click', async () => {
        dialog.close();
        if (await app.lessons.open(l.id, at ?? 0)) focusCard();
      });
      const again = el('button', {
        type: 'button',
        textContent: t('les-menu-again'),
        ariaLabel: t('les-menu-for', { words: t('les-menu-again'), title: l.title }),
        hidden: !(at > 0),
      });
      again.addEventListener('click', async () => {
        dialog.close();
        if (await app.lessons.open(l.id, 0)) focusCard();
      });
      return el(
        'li',
        { className: 'lesson-item' },
        el(
          'div',
          { className: 'lesson-item-text' },
          el('strong', { textContent: l.title }),
          el('span', { className: 'muted', textContent: l.summary }),
        ),
        el('div', { className: 'lesson-item-actions' }, start, again),
      );
    }),
  );
  list.querySelector('button')?.focus();
}

/** The opened lesson's heading takes the focus from the menu's Start (back on the Lessons button as the menu closed),
 *  unless the reader has gone elsewhere meanwhile (the lesson is fetched first). */
function focusCard() {
  const at = document.activeElement;
  if (at === document.body || at?.id === 'lessons-open') document.getElementById('lesson-heading')?.focus();
}

function build(app) {
  const close = el('button', {
    type: 'button',
    textContent: t('les-menu-close'),
    ariaLabel: t('les-menu-close', null, 'aria-label'),
    title: t('les-menu-close', null, 'title'),
  });
  const make = el('button', {
    type: 'button',
    id: 'lesson-make',
    textContent: t('les-menu-make'),
    title: t('les-menu-make', null, 'title'),
  });
  const d = el(
    'dialog',
    { id: 'lesson-menu', className: 'lesson-menu', ariaLabel: t('les-menu-heading') },
    el(
      'div',
      { className: 'lesson-menu-head' },
      el('h2', { textContent: t('les-menu-heading') }),
      el('span', { className: 'grow' }),
      make,
      close,
    ),
    el('p', {
      className: 'muted',
      textContent: t('les-menu-intro'),
    }),
    el('ul', { className: 'lesson-list' }),
  );
  close.addEventListener('click', () => d.close());
  make.addEventListener('click', async () => {
    d.close();
    const { openMaker } = await import('./maker.js');
    openMaker(app);
  });
  document.body.append(d);
  return d;
}
