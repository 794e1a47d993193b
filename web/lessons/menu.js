// The Lessons menu: the bundled lessons in reading order, each with what it teaches and where this
// browser's reader stopped ("Continue at 3 / 6"), and the way to make a lesson of one's own.
import { el } from '../ui/el.js';
import { lessonIndex, readProgress } from './lesson.js';

/** The page's language (html lang, set by i18n/locale.js's translatePage): read here rather than imported, so that
 *  this module adds no edge to the page's module graph (scripts/build-site.mjs splits shared modules into chunks). */
const pageLanguage = () => document.documentElement.lang || 'en';

let dialog = null;

/** Opens the menu (built once); a lesson picked opens at its checkpoint, the menu closes. */
export async function openLessonMenu(app) {
  dialog ??= build(app);
  const list = dialog.querySelector('.lesson-list');
  list.replaceChildren(el('li', { className: 'muted', textContent: 'Loading…' }));
  if (!dialog.open) dialog.showModal();
  let lessons;
  try {
    lessons = await lessonIndex();
    if (pageLanguage() !== 'en')
      lessons = await (await import('../i18n/content.js')).localLessonList(pageLanguage(), lessons);
  } catch (err) {
    list.replaceChildren(
      el('li', { className: 'bad', textContent: `The lessons could not be loaded: ${err.message}` }),
    );
    return;
  }
  const progress = readProgress();
  list.replaceChildren(
    ...lessons.map((l) => {
      const at = progress[l.id];
      const words = at > 0 ? `Continue at ${at + 1}` : 'Start';
      // Each lesson's buttons name their lesson (the name begins with the words shown).
      const start = el('button', {
        type: 'button',
        className: 'primary',
        textContent: words,
        ariaLabel: `${words}: ${l.title}`,
      });
      start.dataset.lesson = l.id;
      start.addEventListener('click', async () => {
        dialog.close();
        await app.lessons.open(l.id, at ?? 0);
      });
      const again = el('button', {
        type: 'button',
        textContent: 'From the start',
        ariaLabel: `From the start: ${l.title}`,
        hidden: !(at > 0),
      });
      again.addEventListener('click', async () => {
        dialog.close();
        await app.lessons.open(l.id, 0);
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

function build(app) {
  const close = el('button', { type: 'button', textContent: '✕', ariaLabel: 'Close', title: 'Close (Esc)' });
  const make = el('button', {
    type: 'button',
    id: 'lesson-make',
    textContent: 'Make a lesson…',
    title: 'Turn states of the page into checkpoints with captions, and share the lesson as a link',
  });
  const d = el(
    'dialog',
    { id: 'lesson-menu', className: 'lesson-menu', ariaLabel: 'Lessons' },
    el(
      'div',
      { className: 'lesson-menu-head' },
      el('h2', { textContent: 'Lessons' }),
      el('span', { className: 'grow' }),
      make,
      close,
    ),
    el('p', {
      className: 'muted',
      textContent: 'Each lesson follows one article through its scenes: read, step, change a setting, check.',
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
