// The lesson card under the world: the checkpoint's title and caption (its numbers filled in by the core
// from the world at the checkpoint's step), Back and Next, the task with Check (the core runs the reader's
// scene and says what happened), or the exercise of a lesson's last checkpoint (exercise.js, loaded when
// first shown). Opening a checkpoint opens its scene like any other (undoable).
import { el } from '../ui/el.js';
import { checkLessonTask, writeProgress } from './lesson.js';

/** The scene's scripts now, { NAME: SOURCE }, as the core holds them. */
const scriptsNow = (app) => JSON.parse(app.module.scriptSources(app.sim.world));

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
    document.querySelector('.stage-column').insertBefore(this.card, document.getElementById('caption'));
  }

  #build() {
    const b = (id, text, props = {}) => el('button', { id, textContent: text, type: 'button', ...props });
    this.back = b('lesson-back', '◂ Back', { title: 'The previous checkpoint' });
    this.next = b('lesson-next', 'Next ▸', { className: 'primary', title: 'The next checkpoint' });
    this.close = b('lesson-close', '✕', { title: 'Close the lesson (the scene stays)', ariaLabel: 'Close the lesson' });
    this.check = b('lesson-check', 'Check', {
      title: 'Run the scene as it is now and see whether it does what the task asks',
    });
    this.goBack = b('lesson-return', '', { className: 'link' });
    this.reopen = b('lesson-reopen', '', { className: 'link' });
    this.fields = {
      title: el('strong', { id: 'lesson-title' }),
      count: el('span', { id: 'lesson-count', className: 'muted' }),
      heading: el('h3', { id: 'lesson-heading' }),
      caption: el('p', { id: 'lesson-caption' }),
      stale: el('p', { id: 'lesson-stale', className: 'muted', hidden: true }),
      away: el('p', { id: 'lesson-away', className: 'lesson-away', hidden: true }),
      taskText: el('span', { id: 'lesson-task-text' }),
      result: el('span', { id: 'lesson-result', role: 'status' }),
    };
    const f = this.fields;
    this.task = el(
      'div',
      { id: 'lesson-task', className: 'lesson-task', hidden: true },
      el('span', { className: 'lesson-task-label', textContent: 'Try it: ' }),
      f.taskText,
      this.check,
      f.result,
    );
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
      f.stale,
      f.away,
      this.task,
    );
    this.back.addEventListener('click', () => this.show(this.at - 1));
    this.next.addEventListener('click', () => this.show(this.at + 1));
    this.close.addEventListener('click', () => this.stop());
    this.check.addEventListener('click', () => this.checkTask());
    this.reopen.addEventListener('click', () => this.show(this.at));
    this.goBack.addEventListener('click', () => {
      this.app.timeline.seek(this.step);
      this.followStep();
    });
    return card;
  }

  /** Plays `lesson` (the core's parse) from checkpoint `at`; `persist`: remember where the reader stops;
   *  `link`: the lesson's link after "#" (default: the bundled lesson's, lesson=ID). */
  start(lesson, at = 0, { persist = true, link = `lesson=${encodeURIComponent(lesson.id)}` } = {}) {
    this.lesson = lesson;
    this.persist = persist;
    this.link = link;
    this.card.hidden = false;
    document.body.dataset.lesson = lesson.id;
    this.fields.title.textContent = lesson.title;
    return this.show(Math.min(Math.max(0, at), lesson.checkpoints.length - 1));
  }

  stop() {
    this.exercise?.show(null);
    this.lesson = null;
    this.card.hidden = true;
    delete document.body.dataset.lesson;
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
    this.setDetached(false);
    this.at = k;
    this.step = app.loop.sim.stepCount; // the clock on screen (a compare's when the scene has a compare set)
    if (this.persist) writeProgress(lesson.id, k);
    const f = this.fields;
    f.count.textContent = `${k + 1} / ${lesson.checkpoints.length}`;
    f.heading.textContent = cp.title;
    const fill = JSON.parse(app.module.fillCaption(app.sim.world, cp.caption));
    // The core validated the caption at this step; should it still name nothing here, say so, never hide it.
    f.caption.textContent = fill.errors.length
      ? `${fill.text} [the core could not fill: ${fill.errors.join('; ')}]`
      : fill.text;
    f.caption.classList.toggle('bad', fill.errors.length > 0);
    this.back.disabled = k === 0;
    this.next.disabled = k === lesson.checkpoints.length - 1;
    this.next.textContent = this.next.disabled ? 'The end' : 'Next ▸';
    this.task.hidden = !cp.task;
    f.taskText.textContent = cp.task?.text ?? '';
    f.result.textContent = '';
    f.result.className = '';
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

  setDetached(on) {
    this.detached = on;
    this.card.classList.toggle('detached', on);
    this.fields.away.hidden = !on;
    this.reopen.textContent = `Back to checkpoint ${this.at + 1}`;
    this.check.disabled = on;
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

  /** Runs the scene as the reader has it now, from step 0, and says whether it does what the task asks. */
  async checkTask() {
    const cp = this.lesson?.checkpoints[this.at];
    if (!cp?.task) return;
    const f = this.fields;
    f.result.textContent = 'Running…';
    f.result.className = '';
    this.check.disabled = true;
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))); // shown before the run
    let result;
    try {
      result = await checkLessonTask(JSON.stringify(this.app.doc.toObject()), cp.task);
    } finally {
      this.check.disabled = this.detached;
    }
    f.result.textContent = result.errors ? result.errors.join('; ') : result.sentence;
    f.result.className = result.done ? 'good' : 'bad';
    this.card.dataset.taskDone = result.done ? '1' : '0';
  }
}
