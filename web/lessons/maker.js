// Making a lesson in the page: each "Add this state" keeps the scene as it is now (its run's history, the
// step, the selection, the overlays, the camera) as a checkpoint with a caption; placeholders in the
// caption are filled by the core (a preview shows them for the checkpoint's own scene at its step), and a
// checkpoint may carry a task and a hint (maker-task.js). Checkpoints are reordered or removed, the lesson is
// played, shared as a link (#L=…) or saved as a file. The draft is kept in this browser. The maker sits
// beside the world, over the panel (lessons/lesson.css).
import { el } from '../ui/el.js';
import { encodeLessonLink, parseLessonText } from './lesson.js';
import { captionText } from './live-caption.js';
import { fillInOwnScene, taskFields } from './maker-task.js';
import { stylesLoaded } from './player.js';
import { t } from '../i18n/locale.js';
import '../i18n/en-lessons.js'; // the lessons' English (not in the first load)

const DRAFT_KEY = 'sidestep.lessonDraft';
/** The placeholders a caption may name, as the core reads them (the help line's list; the code's, never translated). */
const PLACEHOLDERS =
  '{step}, {time}, {run.collisions}, {run.arrivals}, {NAME.speed}, {NAME.clearance:1}, {NAME.status}';
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
    /** A button worded by message `word` (its text and title). */
    const b = (id, word) => el('button', { id, type: 'button', textContent: t(word), title: t(word, null, 'title') });
    this.fields = {
      title: el('input', {
        id: 'maker-title',
        value: this.draft.title,
        ariaLabel: t('les-maker-title', null, 'aria-label'),
        maxLength: 200,
      }),
      list: el('ol', { id: 'maker-list', className: 'maker-list' }),
      note: el('p', { id: 'maker-note', className: 'muted', role: 'status' }),
    };
    const add = b('maker-add', 'les-maker-add');
    const play = b('maker-play', 'les-maker-play');
    const share = b('maker-share', 'les-maker-share');
    const save = b('maker-save', 'les-maker-save');
    const close = b('maker-close', 'les-maker-close');
    this.card = el(
      'section',
      { id: 'lesson-maker', className: 'lesson maker', ariaLabel: t('les-maker-heading') },
      el(
        'div',
        { className: 'lesson-head' },
        el('span', { className: 'lesson-badge', textContent: t('les-maker-badge') }),
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
        textContent: t('les-maker-help', { names: PLACEHOLDERS }),
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
      title: asData(t('les-maker-cp-title', { scene: app.doc.title || t('les-maker-scene'), step })),
      scene,
      caption: asData(t('les-maker-cp-caption', { step: '{step}', time: '{time}' })),
    });
    this.keep();
    this.render();
    this.say(t('les-maker-added', { n: this.draft.checkpoints.length, step }));
    this.fields.list.lastElementChild?.querySelector('textarea')?.focus();
  }

  lessonText() {
    return JSON.stringify({
      format: 'sidestep-lesson',
      version: 1,
      id: 'my-lesson',
      title: this.draft.title || asData(t('les-maker-draft-title')),
      article: '',
      summary: '',
      checkpoints: this.draft.checkpoints,
    });
  }

  async play() {
    if (!this.draft.checkpoints.length) return this.say(t('les-maker-first'));
    await this.app.lessons.openText(this.lessonText(), t('les-maker-yours'), 0, { persist: false });
  }

  /** The core's verdict on the draft (each caption filled at its checkpoint's step); false, said, when it fails. */
  async valid() {
    try {
      await parseLessonText(this.lessonText());
      return true;
    } catch (err) {
      this.app.showErrors(t('les-maker-errors'), err.errors ?? [err.message]);
      return false;
    }
  }

  async share() {
    if (!this.draft.checkpoints.length) return this.say(t('les-maker-first-short'));
    if (!(await this.valid())) return;
    const url = `${location.origin}${location.pathname}#L=${await encodeLessonLink(this.lessonText())}`;
    try {
      await navigator.clipboard.writeText(url);
      this.say(t('les-maker-copied', { chars: url.length, n: this.draft.checkpoints.length }));
    } catch {
      this.app.showErrors(t('les-copy-this'), [url]);
    }
    this.card.dataset.link = url;
  }

  async save() {
    if (!this.draft.checkpoints.length) return this.say(t('les-maker-first-short'));
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
    const undo = el('button', {
      type: 'button',
      id: 'maker-undo',
      className: 'link',
      textContent: t('les-maker-undo'),
    });
    undo.addEventListener('click', () => {
      this.draft.checkpoints.splice(k, 0, gone);
      this.keep();
      this.render();
      this.say(t('les-maker-back', { n: k + 1 }));
    });
    this.fields.note.replaceChildren(t('les-maker-removed', { n: k + 1, title: gone.title }), undo);
  }

  say(text) {
    this.fields.note.textContent = text;
  }

  keep() {
    try {
      localStorage.setItem(DRAFT_KEY, JSON.stringify(this.draft));
    } catch {
      this.say(t('les-maker-full'));
    }
  }

  render() {
    const { draft } = this;
    this.fields.list.replaceChildren(...draft.checkpoints.map((cp, k) => this.row(cp, k)));
    if (!draft.checkpoints.length) this.say(t('les-maker-none'));
  }

  row(cp, k) {
    const { draft } = this;
    const title = el('input', {
      value: cp.title,
      ariaLabel: t('les-maker-row-title', { n: k + 1 }, 'aria-label'),
      maxLength: 200,
    });
    const caption = el('textarea', {
      value: cp.caption,
      rows: 2,
      ariaLabel: t('les-maker-row-caption', { n: k + 1 }, 'aria-label'),
      maxLength: 2000,
    });
    const preview = el('p', { className: 'maker-preview muted', role: 'status' });
    let timer = 0;
    const showPreview = () => {
      // filled in this checkpoint's own scene at its step, whatever the world on screen is now
      const fill = fillInOwnScene(this.app, cp, caption.value);
      preview.textContent = fill.errors.length
        ? `✗ ${fill.errors.join('; ')}`
        : t('les-maker-preview', { step: fill.step, text: captionText(fill) });
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
        b('↑', t('les-maker-up', { n: k + 1 }), () => move(k - 1), k === 0),
        b('↓', t('les-maker-down', { n: k + 1 }), () => move(k + 1), k === draft.checkpoints.length - 1),
        b('✕', t('les-maker-remove', { n: k + 1 }), () => this.remove(k)),
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
  return { title: asData(t('les-maker-draft-title')), checkpoints: [] };
}

/**
 * A worded text that becomes the author's own (a lesson's title or caption): without the isolation marks a
 * right-to-left locale puts around each argument for display (FSI, PDI and the others, U+2066-U+2069), which
 * would otherwise be saved, shared and shown inside another reader's caption as invisible characters.
 */
function asData(text) {
  return text.replace(/[\u2066-\u2069]/g, '');
}
