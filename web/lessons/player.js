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
    this.back = b('lesson-back', '◂ Back', { title: 'The previous checkpoint' });
    this.next = b('lesson-next', 'Next ▸', { className: 'primary', title: 'The next checkpoint' });
    this.close = b('lesson-close', '✕', { title: 'Close the lesson (the scene stays)', ariaLabel: 'Close the lesson' });
    this.goBack = b('lesson-return', '', { className: 'link' });
    this.reopen = b('lesson-reopen', '', { className: 'link' });
    this.fields = {
      title: el('strong', { id: 'lesson-title' }),
      count: el('span', { id: 'lesson-count', className: 'muted' }),
      heading: el('h3', { id: 'lesson-heading' }),
      caption: el('p', { id: 'lesson-caption' }),
      live: el(
        'p',
        { id: 'lesson-live-hint', className: 'live-hint muted', hidden: true },
        'A boxed number is a setting: drag it sideways',
        el('span', { className: 'keys-only', textContent: ' (or focus it and use the arrow keys)' }),
        ' and watch the scene and the other numbers follow.',
      ),
      stale: el('p', { id: 'lesson-stale', className: 'muted', hidden: true }),
      away: el('p', { id: 'lesson-away', className: 'lesson-away', hidden: true }),
    };
    const f = this.fields;
    this.caption = new LiveCaption(this.app, f.caption, () => this.step);
    this.taskBox = new TaskBox(this);
    this.task = this.taskBox.box;
    this.check = this.taskBox.check;
    f.stale.append('The caption describes ', this.goBack, '; the world has moved on since.');
    f.away.append('Another scene is open: this caption is not about it. ', this.reopen);
    const card = el(
      'section',
      { id: 'lesson', className: 'lesson', hidden: true, ariaLabel: 'Lesson' },
      el(
        'div',
        { className: 'lesson-head' },
        el('span', { className: 'lesson-badge', textContent: 'Lesson' }),
        f.title,
        f.count,
        el('span', { className: 'grow' }),
        this.back,
        this.next,
        this.close,
      ),
      f.heading,
      f.caption,
      f.live,
      f.stale,
      f.away,
      this.task,
    );
    this.back.addEventListener('click', () => this.show(this.at - 1));
    this.next.addEventListener('click', () => this.show(this.at + 1));
    this.close.addEventListener('click', () => this.stop());
    this.reopen.addEventListener('click', () => this.show(this.at));
    this.goBack.addEventListener('click', () => {
      this.app.timeline.seek(this.step);
      this.followStep();
    });
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
      opened = app.doc.openText(JSON.stringify(cp.scenario), `${lesson.title}, checkpoint ${k + 1}`);
    } finally {
      this.opening = opened instanceof Promise; // still opening until the engine is here
    }
    const said = (ok) => {
      if (ok && replaced)
        app.toast(
          `The exercise starts from its starter script: your code (scripts.${script}) was replaced. Ctrl+Z brings it back.`,
        );
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
    this.next.textContent = this.next.disabled ? 'The end' : 'Next ▸';
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
      this.app.showErrors('Could not show the exercise', [err.message]);
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
    this.reopen.textContent = `Back to checkpoint ${this.at + 1}`;
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
    this.goBack.textContent = `step ${this.step}`;
  }

  /** Runs the task's check (the Check button). */
  checkTask() {
    return this.taskBox.run();
  }
}
