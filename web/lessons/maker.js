// Making a lesson in the page: each "Add this state" keeps the scene as it is now (its run's history, the
// step, the selection, the overlays, the camera) as a checkpoint with a caption; placeholders in the
// caption are filled by the core (a preview shows them for the checkpoint's own scene at its step), and a
// checkpoint may carry a task and a hint (maker-task.js). Checkpoints are reordered or removed, the lesson is
// played, shared as a link (#L=…) or saved as a file. The draft is kept in this browser. The maker sits
// beside the world, over the panel (lessons/lesson.css).
import { el } from '../ui/el.js';
import { encodeLessonLink, parseLessonText } from './lesson.js';
import { fillInOwnScene, taskFields } from './maker-task.js';
import { stylesLoaded } from './player.js';

const DRAFT_KEY = 'sidestep.lessonDraft';
let maker = null;

export async function openMaker(app) {
  await stylesLoaded;
  maker ??= new LessonMaker(app);
  maker.card.hidden = false;
  document.body.dataset.maker = '1';
  app.view.version++; // the world's room changed
  maker.card.scrollIntoView({ block: 'nearest' });
  maker.fields.title.focus();
}

class LessonMaker {
  constructor(app) {
    this.app = app;
    this.draft = readDraft();
    const b = (id, text, title) => el('button', { id, type: 'button', textContent: text, title });
    this.fields = {
      title: el('input', {
        id: 'maker-title',
        value: this.draft.title,
        ariaLabel: "The lesson's title",
        maxLength: 200,
      }),
      list: el('ol', { id: 'maker-list', className: 'maker-list' }),
      note: el('p', { id: 'maker-note', className: 'muted', role: 'status' }),
    };
    const add = b(
      'maker-add',
      'Add this state',
      'A checkpoint of the scene as it is now: its step, selection, overlays and camera',
    );
    const play = b('maker-play', 'Play', 'Play the lesson from its first checkpoint');
    const share = b('maker-share', 'Share link', 'Copy a link that opens this lesson');
    const save = b('maker-save', 'Save file', 'Download the lesson as a .json file (docs/lessons.md)');
    const close = b('maker-close', '✕', 'Close (the draft is kept in this browser)');
    this.card = el(
      'section',
      { id: 'lesson-maker', className: 'lesson maker', ariaLabel: 'Make a lesson' },
      el(
        'div',
        { className: 'lesson-head' },
        el('span', { className: 'lesson-badge', textContent: 'Making a lesson' }),
        this.fields.title,
        el('span', { className: 'grow' }),
        add,
        play,
        share,
        save,
        close,
      ),
      el('p', {
        className: 'muted',
        textContent:
          "Captions may name numbers the core fills in at the checkpoint's step: {step}, {time}, " +
          "{run.collisions}, {run.arrivals}, {NAME.speed}, {NAME.clearance:1}, {NAME.status}… (NAME: an agent's name or number).",
      }),
      this.fields.list,
      this.fields.note,
    );
    document.querySelector('main').insertBefore(this.card, document.getElementById('panel'));
    this.fields.title.addEventListener('input', () => {
      this.draft.title = this.fields.title.value;
      this.keep();
    });
    add.addEventListener('click', () => this.add());
    play.addEventListener('click', () => this.play());
    share.addEventListener('click', () => this.share());
    save.addEventListener('click', () => this.save());
    close.addEventListener('click', () => {
      this.card.hidden = true;
      delete document.body.dataset.maker;
      this.app.view.version++;
    });
    this.render();
  }

  add() {
    const { app } = this;
    const scene = app.doc.toObject({ withView: true });
    const step = app.sim.stepCount;
    this.draft.checkpoints.push({
      title: `${app.doc.title || 'Scene'}, step ${step}`,
      scene,
      caption: 'At step {step} ({time} s): ',
    });
    this.keep();
    this.render();
    this.say(`Checkpoint ${this.draft.checkpoints.length} added at step ${step}.`);
    this.fields.list.lastElementChild?.querySelector('textarea')?.focus();
  }

  lessonText() {
    return JSON.stringify({
      format: 'sidestep-lesson',
      version: 1,
      id: 'my-lesson',
      title: this.draft.title || 'My lesson',
      article: '',
      summary: '',
      checkpoints: this.draft.checkpoints,
    });
  }

  async play() {
    if (!this.draft.checkpoints.length)
      return this.say('Add a checkpoint first: set the scene up, then "Add this state".');
    await this.app.lessons.openText(this.lessonText(), 'your lesson', 0, { persist: false });
  }

  /** The core's verdict on the draft (each caption filled at its checkpoint's step); false, said, when it fails. */
  async valid() {
    try {
      await parseLessonText(this.lessonText());
      return true;
    } catch (err) {
      this.app.showErrors('The lesson has errors: fix them before sharing or saving', err.errors ?? [err.message]);
      return false;
    }
  }

  async share() {
    if (!this.draft.checkpoints.length) return this.say('Add a checkpoint first.');
    if (!(await this.valid())) return;
    const url = `${location.origin}${location.pathname}#L=${await encodeLessonLink(this.lessonText())}`;
    try {
      await navigator.clipboard.writeText(url);
      this.say(`Lesson link copied: ${url.length} characters, ${this.draft.checkpoints.length} checkpoints.`);
    } catch {
      this.app.showErrors('Copy this link', [url]);
    }
    this.card.dataset.link = url;
  }

  async save() {
    if (!this.draft.checkpoints.length) return this.say('Add a checkpoint first.');
    if (!(await this.valid())) return;
    const blob = new Blob([`${JSON.stringify(JSON.parse(this.lessonText()), null, 2)}\n`], {
      type: 'application/json',
    });
    const a = el('a', { href: URL.createObjectURL(blob), download: 'my-lesson.json' });
    a.click();
    setTimeout(() => URL.revokeObjectURL(a.href), 0);
  }

  /** Removes checkpoint k, with an Undo in the note (its caption is the teacher's work). */
  remove(k) {
    const [gone] = this.draft.checkpoints.splice(k, 1);
    this.keep();
    this.render();
    const undo = el('button', { type: 'button', id: 'maker-undo', className: 'link', textContent: 'Undo' });
    undo.addEventListener('click', () => {
      this.draft.checkpoints.splice(k, 0, gone);
      this.keep();
      this.render();
      this.say(`Checkpoint ${k + 1} is back.`);
    });
    this.fields.note.replaceChildren(`Checkpoint ${k + 1} ("${gone.title}") removed. `, undo);
  }

  say(text) {
    this.fields.note.textContent = text;
  }

  keep() {
    try {
      localStorage.setItem(DRAFT_KEY, JSON.stringify(this.draft));
    } catch {
      this.say('This browser would not keep the draft (storage full): share or save it before leaving.');
    }
  }

  render() {
    const { draft } = this;
    this.fields.list.replaceChildren(...draft.checkpoints.map((cp, k) => this.row(cp, k)));
    if (!draft.checkpoints.length)
      this.say('No checkpoint yet: set the scene up (step, select an agent, overlays), then "Add this state".');
  }

  row(cp, k) {
    const { draft } = this;
    const title = el('input', { value: cp.title, ariaLabel: `Checkpoint ${k + 1}'s title`, maxLength: 200 });
    const caption = el('textarea', {
      value: cp.caption,
      rows: 2,
      ariaLabel: `Checkpoint ${k + 1}'s caption`,
      maxLength: 2000,
    });
    const preview = el('p', { className: 'maker-preview muted', role: 'status' });
    let timer = 0;
    const showPreview = () => {
      // filled in this checkpoint's own scene at its step, whatever the world on screen is now
      const fill = fillInOwnScene(this.app, cp, caption.value);
      const at = `filled at step ${fill.step} of this checkpoint's scene`;
      preview.textContent = fill.errors.length ? `✗ ${fill.errors.join('; ')}` : `Preview (${at}): ${fill.text}`;
      preview.classList.toggle('bad', fill.errors.length > 0);
    };
    title.addEventListener('input', () => {
      cp.title = title.value;
      this.keep();
    });
    caption.addEventListener('input', () => {
      cp.caption = caption.value;
      this.keep();
      clearTimeout(timer);
      timer = setTimeout(showPreview, 250); // a run to the checkpoint's step per pause in typing, not per key
    });
    const move = (to) => {
      if (to < 0 || to >= draft.checkpoints.length) return;
      draft.checkpoints.splice(to, 0, ...draft.checkpoints.splice(k, 1));
      this.keep();
      this.render();
    };
    const b = (text, label, fn, disabled = false) => {
      const button = el('button', { type: 'button', textContent: text, ariaLabel: label, title: label, disabled });
      button.addEventListener('click', fn);
      return button;
    };
    showPreview();
    return el(
      'li',
      { className: 'maker-row' },
      el(
        'div',
        { className: 'maker-row-head' },
        title,
        b('↑', `Move checkpoint ${k + 1} up`, () => move(k - 1), k === 0),
        b('↓', `Move checkpoint ${k + 1} down`, () => move(k + 1), k === draft.checkpoints.length - 1),
        b('✕', `Remove checkpoint ${k + 1}`, () => this.remove(k)),
      ),
      caption,
      preview,
      taskFields(cp, k, () => this.keep()),
    );
  }
}

function readDraft() {
  try {
    const d = JSON.parse(localStorage.getItem(DRAFT_KEY) ?? 'null');
    if (d && typeof d.title === 'string' && Array.isArray(d.checkpoints)) return d;
  } catch {
    /* a broken draft starts afresh */
  }
  return { title: 'My lesson', checkpoints: [] };
}
