// A checkpoint's task in the lesson card: "Try it", Check, and the verdict: a plain pass or not yet with the
// reason from the core's record of the run (checkTask runs the scene exactly as Play does), a hint after two
// checks that did not pass (the lesson's, else which settings its solution changes), and the verdict marked
// stale the moment the scene changes after it.
import { el } from '../ui/el.js';
import { checkLessonTask, wordErrors } from './lesson.js';
import { formatList, t, wordCore } from '../i18n/locale.js';
import '../i18n/en-lessons.js'; // the lessons' English (not in the first load)

/** Checks that did not pass before the hint is shown. */
export const TRIES_BEFORE_HINT = 2;

/** The words of an edit's kind: 'setAgentParam' -> the setting's name; others as the core names them. */
function changedBy(edit, names) {
  const who = names[edit.agent] ?? (edit.agent !== undefined ? t('les-agent', { n: edit.agent }) : '');
  if (edit.setting) return who ? t('les-changed-setting', { setting: edit.setting, who }) : edit.setting;
  const part = { setAgentBehavior: 'behaviour', setAgentGoal: 'goal', setAgentStart: 'start' }[edit.edit];
  if (part) return who ? t(`les-changed-${part}-of`, { who }) : t(`les-changed-${part}`);
  return edit.edit.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`);
}

/** The hint of a task: its own, else the settings its solution changes (never their values). */
export function hintOf(task, agentNames) {
  if (task.hint) return task.hint;
  const what = [...new Set((task.solution ?? []).map((e) => changedBy(e, agentNames)))];
  return what.length ? t('les-hint-changes', { what: formatList(what) }) : t('les-hint-any');
}

/** A task's verdict in the page's words: the core's clauses (task-* messages) worded and joined as the core joins
 *  their English. */
export function verdictWords(result) {
  return result.verdict ? result.verdict.map((m) => wordCore(m, m.text)).join('') : result.sentence;
}

export class TaskBox {
  /** @param player the LessonPlayer (its app, card and fields) */
  constructor(player) {
    this.player = player;
    this.app = player.app;
    this.task = null;
    this.tries = 0;
    this.verdict = el('p', { id: 'lesson-verdict', className: 'lesson-verdict', hidden: true, role: 'status' });
    this.hint = el('p', { id: 'lesson-hint', className: 'lesson-hint', hidden: true });
    this.check = el('button', {
      id: 'lesson-check',
      type: 'button',
      className: 'primary',
      textContent: t('les-check'),
      title: t('les-check', null, 'title'),
    });
    this.text = el('span', { id: 'lesson-task-text' });
    this.box = el(
      'div',
      { id: 'lesson-task', className: 'lesson-task', hidden: true },
      el('span', { className: 'lesson-task-label', textContent: t('les-try') }),
      this.text,
      this.check,
      this.verdict,
      this.hint,
    );
    this.check.addEventListener('click', () => this.run());
  }

  /** Shows checkpoint's task (or hides the box): no verdict yet, no tries. */
  show(task) {
    this.task = task ?? null;
    this.box.hidden = !task;
    this.text.textContent = task?.text ?? '';
    this.tries = 0;
    this.result = null;
    this.verdict.hidden = this.hint.hidden = true;
    delete this.player.card.dataset.taskDone;
  }

  setDisabled(on) {
    this.check.disabled = on;
  }

  /** The scene changed: a verdict shown is of the scene before, and says so. */
  sceneChanged() {
    if (!this.result || this.result.stale) return;
    this.result.stale = true;
    this.verdict.classList.add('stale');
    this.verdict.append(
      el('span', {
        className: 'lesson-stale-note',
        textContent: t('les-verdict-stale'),
      }),
    );
    this.player.card.dataset.taskDone = 'stale';
  }

  /** Runs the scene as the reader has it now, from step 0, and says whether it does what the task asks. */
  async run() {
    const { task } = this;
    if (!task) return;
    this.verdict.hidden = false;
    this.verdict.className = 'lesson-verdict';
    this.verdict.textContent = t('les-running');
    const focused = document.activeElement === this.check; // a disabled button drops the focus: it comes back
    this.check.disabled = true;
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))); // shown before the run
    let result;
    try {
      result = await checkLessonTask(JSON.stringify(this.app.doc.toObject()), task);
    } catch (err) {
      result = { errors: [err.message] };
    } finally {
      this.check.disabled = this.player.detached;
      if (focused && !this.check.disabled && document.activeElement === document.body) this.check.focus();
    }
    const done = !result.errors && result.done;
    if (!done) this.tries += 1;
    this.result = { done, stale: false, step: result.step, agent: result.agent };
    this.verdict.className = `lesson-verdict ${done ? 'pass' : 'notyet'}`;
    this.verdict.replaceChildren(
      el('strong', { textContent: t(done ? 'les-pass' : 'les-not-yet') }),
      ' ',
      // The core's verdict, clause by clause in the catalogue's words (each clause's English when the page is in
      // English: the CLI's sentence); its own direction in a right-to-left page.
      result.errors
        ? t('les-check-failed', { errors: wordErrors(result).join('; ') })
        : el('span', { dir: 'auto', textContent: verdictWords(result) }),
    );
    const names = Array.from({ length: this.app.sim.agentCount }, (_, i) => this.app.sim.agentName(i));
    this.hint.hidden = done || this.tries < TRIES_BEFORE_HINT;
    this.hint.textContent = t('les-hint', { hint: hintOf(task, names) });
    (this.hint.hidden ? this.verdict : this.hint).scrollIntoView({ block: 'nearest' }); // within the card
    this.player.card.dataset.taskDone = done ? '1' : '0';
    this.player.card.dataset.checkStep = String(result.step ?? '');
  }
}
