// The lesson card beside the world: the checkpoint's title and caption (its numbers filled in by the core from
// the world at the checkpoint's step, its live settings dragged in place: live-caption.js), Back and Next, the
// task with Check and its verdict (task-check.js), or the exercise of a lesson's last checkpoint (exercise.js,
// loaded when first shown). Opening a checkpoint opens its scene like any other (undoable). While a checkpoint
// is open, a change the reader makes holds from step 0 and the run is replayed to the checkpoint's step at once
// (the Sim's fromStart): the checkpoint is a view of a run, so Check, Play and the caption speak of one run.
import { el } from '../ui/el.js';
import { writeProgress } from './lesson.js';
import { LiveCaption } from './live-caption.js';
import { TaskBox } from './task-check.js';
import { t } from '../i18n/locale.js';
import '../i18n/en-lessons.js'; // the lessons' English (not in the first load)

/** The scene's scripts now, { NAME: SOURCE }, as the core holds them. */
const scriptsNow = (app) => JSON.parse(app.module.scriptSources(app.sim.world));

/** The card's stylesheet (lessons/lesson.css), linked once; resolves when it is here. */
function linkStyles() {
  const link = el('link', { rel: 'stylesheet', href: new URL('lessons/lesson.css', document.baseURI).href });
  const loaded = new Promise((resolve) => {
    link.onload = link.onerror = resolve;
  });
  document.head.append(link);
  return loaded;
}
export const stylesLoaded = linkStyles();

export class LessonPlayer {
  /** @param app the page's context (doc, sim, module, toast, showErrors) */
  constructor(app) {
    this.app = app;
    this.lesson = null;
    this.at = 0;
    this.step = 0; // the open checkpoint's step: its caption describes the world there
    this.opening = false; // true while show() opens a checkpoint: any other opening leaves the lesson's scene
    this.detached = false;
    this.exercise = null; // the exercise card (exercise.js), once a checkpoint with an exercise was shown
    this.link = ''; // what a link to this lesson says after "#" ("lesson=ID", or "L=..." for one made in a page)
    this.card = this.#build();
    document.querySelector('main').insertBefore(this.card, document.getElementById('panel'));
  }

  #build() {
    const b = (id, text, props = {}) => el('button', { id, textContent: text, type: 'button', ...props });
    /** A button worded by message `word` (its text and title). */
    const w = (id, word, props = {}) => b(id, t(word), { title: t(word, null, 'title'), ...props });
    this.back = w('lesson-back', 'les-back');
    this.next = w('lesson-next', 'les-next', { className: 'primary' });
    this.close = w('lesson-close', 'les-close', { ariaLabel: t('les-close', null, 'aria-label') });
    this.goBack = b('lesson-return', '', { className: 'link' });
    this.reopen = b('lesson-reopen', '', { className: 'link' });
    this.fields = {
      title: el('strong', { id: 'lesson-title' }),
      count: el('span', { id: 'lesson-count', className: 'muted' }),
      heading: el('h3', { id: 'lesson-heading', tabIndex: -1 }), // focused where the card's own button went away
      caption: el('p', { id: 'lesson-caption' }),
      live: el(
        'p',
        { id: 'lesson-live-hint', className: 'live-hint muted', hidden: true },
        t('les-live-hint'),
        el('span', { className: 'keys-only', textContent: t('les-live-keys') }),
        t('les-live-follow'),
      ),
      stale: el('p', { id: 'lesson-stale', className: 'muted', hidden: true }),
      away: el('p', { id: 'lesson-away', className: 'lesson-away', hidden: true }),
    };
    const f = this.fields;
    this.caption = new LiveCaption(this.app, f.caption, () => this.step);
    this.taskBox = new TaskBox(this);
    this.task = this.taskBox.box;
    this.check = this.taskBox.check;
    const [before, after] = t('les-stale', { step: '\u0000' }).split('\u0000');
    f.stale.append(before, this.goBack, after ?? '');
    f.away.append(t('les-away'), this.reopen);
    const card = el(
      'section',
      { id: 'lesson', className: 'lesson', hidden: true, ariaLabel: t('les-badge') },
      el(
        'div',
        { className: 'lesson-head' },
        el('span', { className: 'lesson-badge', textContent: t('les-badge') }),
        f.title,
        f.count,
        el('span', { className: 'grow' }),
        el('span', { className: 'lesson-nav' }, this.back, this.next, this.close), // wrapped as one: ✕ stays beside Next
      ),
      f.heading,
      // The task (its Check) and the exercise (lessons/exercise.js puts it after the task) right under the
      // checkpoint's heading, the caption after them: their buttons in view however long the caption, in a card
      // beside the world or under it, and the focus order the order drawn.
      this.task,
      f.caption,
      f.live,
      f.stale,
      f.away,
    );
    // A button of the card that goes away (disabled, hidden with its line, the card closed) leaves the focus on the
    // checkpoint's heading, or on the Lessons button when the card closes: never dropped to the page.
    const keeping = (act) => async () => {
      const from = document.activeElement;
      await act();
      const lost = !from?.isConnected || from.disabled || !from.checkVisibility();
      if (!lost || !card.contains(from)) return;
      (this.lesson ? this.fields.heading : document.getElementById('lessons-open'))?.focus();
    };
    const acts = [
      [this.back, () => this.show(this.at - 1)],
      [this.next, () => this.show(this.at + 1)],
      [this.close, () => this.stop()],
      [this.reopen, () => this.show(this.at)],
      [
        this.goBack,
        () => {
          this.app.timeline.seek(this.step);
          this.followStep();
        },
      ],
    ];
    for (const [button, act] of acts) button.addEventListener('click', keeping(act));
    return card;
  }

  /** Plays `lesson` (the core's parse) from checkpoint `at`; `persist`: remember where the reader stops;
   *  `link`: the lesson's link after "#" (default: the bundled lesson's, lesson=ID). */
  async start(lesson, at = 0, { persist = true, link = `lesson=${encodeURIComponent(lesson.id)}` } = {}) {
    await stylesLoaded;
    this.lesson = lesson;
    this.persist = persist;
    this.link = link;
    this.card.hidden = false;
    document.body.dataset.lesson = lesson.id;
    settingsUnderWhy(true);
    this.fields.title.textContent = lesson.title;
    this.app.view.version++; // the world's room changed: draw it again
    return this.show(Math.min(Math.max(0, at), lesson.checkpoints.length - 1));
  }

  stop() {
    this.exercise?.show(null);
    this.lesson = null;
    this.card.hidden = true;
    this.setFromStart(false);
    delete document.body.dataset.lesson;
    settingsUnderWhy(false);
    this.app.view.version++;
  }

  /** While on: every edit of the scene holds from step 0 and replays to the checkpoint's step. */
  setFromStart(on) {
    this.app.sim.fromStart = on ? this.step : null;
  }

  /** Opens checkpoint k: its scene at its step with its selection, overlays and camera; then its caption.
   *  A scene with scripts opens once the script engine is loaded: a promise then. */
  show(k) {
    const { lesson, app } = this;
    if (!lesson || k < 0 || k >= lesson.checkpoints.length) return false;
    const cp = lesson.checkpoints[k];
    // An exercise's checkpoint opens with its starter: code of the reader's for it in the scene now is replaced
    // (one undoable step, as any scene opened), and said so.
    const script = cp.exercise?.script;
    const before = script ? scriptsNow(app)[script] : undefined;
    const replaced = typeof before === 'string' && before !== cp.scenario?.scripts?.[script];
    this.setFromStart(false);
    this.opening = true;
    let opened;
    try {
      opened = app.doc.openText(JSON.stringify(cp.scenario), t('les-opened-as', { title: lesson.title, n: k + 1 }));
    } finally {
      this.opening = opened instanceof Promise; // still opening until the engine is here
    }
    const said = (ok) => {
      if (ok && replaced) app.toast(t('les-starter-replaced', { script }));
      return ok;
    };
    if (opened instanceof Promise) {
      return opened.then((ok) => {
        this.opening = false;
        return said(ok && this.lesson === lesson && this.#opened(k));
      });
    }
    return said(opened && this.#opened(k));
  }

  /** Checkpoint k's scene is open: its card. */
  #opened(k) {
    const { lesson, app } = this;
    const cp = lesson.checkpoints[k];
    this.at = k;
    this.step = app.loop.sim.stepCount; // the clock on screen (a compare's when the scene has a compare set)
    this.setDetached(false);
    if (this.persist) writeProgress(lesson.id, k);
    const f = this.fields;
    f.count.textContent = `${k + 1} / ${lesson.checkpoints.length}`;
    f.heading.textContent = cp.title;
    this.caption.show(cp.caption);
    f.live.hidden = this.caption.spans.length === 0;
    this.back.disabled = k === 0;
    this.next.disabled = k === lesson.checkpoints.length - 1;
    this.next.textContent = t(this.next.disabled ? 'les-end' : 'les-next');
    this.taskBox.show(cp.task);
    this.followStep();
    this.card.dataset.at = String(k);
    if (cp.exercise || this.exercise) return this.#showExercise(cp.exercise ?? null, k);
    return true;
  }

  /** The exercise card for checkpoint k (loaded the first time there is one); resolves true once shown. */
  async #showExercise(exercise, k) {
    try {
      this.exercise ??= await (this.exerciseCard ??= import('./exercise.js').then((m) => new m.ExerciseCard(this)));
    } catch (err) {
      this.exerciseCard = null;
      this.app.showErrors(t('les-exercise-failed'), [err.message]);
      return false;
    }
    if (this.at === k) this.exercise.show(exercise);
    return true;
  }

  /** Any scene opened (a file, an example, undo, Clear all): unless it is a checkpoint, the card stops speaking for it. */
  sceneOpened() {
    if (this.lesson && !this.opening) this.setDetached(true);
  }

  /** The scene changed (an edit, an undo or redo): the caption is filled again and a verdict shown is stale. */
  sceneChanged() {
    if (!this.lesson || this.detached || this.opening) return;
    this.caption.refresh();
    this.taskBox.sceneChanged();
  }

  setDetached(on) {
    this.detached = on;
    this.setFromStart(!on);
    this.card.classList.toggle('detached', on);
    this.fields.away.hidden = !on;
    this.reopen.textContent = t('les-reopen', { n: this.at + 1 });
    this.taskBox.setDisabled(on);
    this.exercise?.setDetached(on);
    if (on) this.fields.stale.hidden = true;
  }

  /** Says so when the world is no longer at the step the caption describes (called each frame). */
  followStep() {
    if (!this.lesson || this.detached) return;
    const away = this.app.loop.sim.stepCount !== this.step;
    if (away === !this.fields.stale.hidden) return;
    this.fields.stale.hidden = !away;
    this.goBack.textContent = t('les-step-link', { step: this.step });
  }

  /** Runs the task's check (the Check button). */
  checkTask() {
    return this.taskBox.run();
  }
}

/** Where the selected agent's settings were in the panel before a lesson moved them (null: not moved). */
let settingsHome = null;

/** In a lesson the selected agent's settings (a task's sliders) sit right under why it moves: moved there in the
 *  page's order, not only drawn there, so Tab and a screen reader meet them where the eye does. */
function settingsUnderWhy(on) {
  const settings = document.querySelector('main > .panel > .selected-settings'),
    why = document.getElementById('why-dock');
  if (!settings || !why) return;
  if (on && !settingsHome) {
    settingsHome = { parent: settings.parentNode, next: settings.nextSibling };
    why.after(settings);
  } else if (!on && settingsHome) {
    settingsHome.parent.insertBefore(settings, settingsHome.next);
    settingsHome = null;
  }
}
