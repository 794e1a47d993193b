// An exercise, a lesson's last checkpoint: the reader writes one of the scene's scripts (it starts as seek
// only; the compare panes run it beside the built-in behaviour) and "Check my solution" runs the quality
// suite's families the behaviour is meant for on it, in a worker (exercise-worker.js), and prints its
// measures beside the built-in's and seek's. "Share my solution" copies a link to the checkpoint carrying the
// code (&code=); opening it puts the code back (applyExerciseCode). Loaded with import() when a checkpoint
// with an exercise is first shown, with its stylesheet (lessons/exercise.css): not part of the first load.
// It imports none of the page's first-load modules but el.js, link.js and i18n/locale.js, which the lessons' code
// shares already (another would move to a chunk the first load fetches); the page's parts come through `app`.
import { el, tabStopWhileScrolls } from '../ui/el.js';
import { base64urlToBytes, bytesToBase64url, coreLimit, deflateRaw, inflateRaw } from '../sim/link.js';
import { formatList, formatNumber, t } from '../i18n/locale.js';
import '../i18n/en-lessons.js'; // the lessons' English (not in the first load)

/** The scene's scripts as the core holds them: { NAME: SOURCE }. */
const sceneScripts = (app) => JSON.parse(app.module.scriptSources(app.sim.world));

/** The quality suite's families the card names (their words: les-ex-family-<family>). */
const FAMILIES = new Set([
  'fields',
  'blocks',
  'wall',
  'trap',
  'corridor',
  'doorway',
  'crossing',
  'oncoming',
  'overtaking',
  'fan-in',
  'ring',
  'streams',
]);
const familyWords = (f) => (FAMILIES.has(f) ? t(`les-ex-family-${f}`) : f);

/** The measures of the results, a row each: [key, a variant's text]; a row's heading is les-ex-col-<key>. */
const MEASURES = [
  [
    'arrived',
    (r) =>
      r.scriptStops
        ? t('les-ex-arrived-stopped', { reached: r.reached, agents: r.agents, stops: r.scriptStops })
        : t('les-ex-arrived', { reached: r.reached, agents: r.agents }),
  ],
  ['collisions', (r) => formatNumber(r.collisionsPerAgent, 2)],
  ['contact-time', (r) => formatNumber(r.contactTime, 2)], // seconds in contact with obstacles, as the verdict says
  ['depth', (r) => formatNumber(r.depth, 2)],
  ['contacts', (r) => formatNumber(r.contactsPerAgent, 2)], // contacts between agents, as a count
  // The score's other parts (the note under the table gives its sum), so two rows that score apart show why.
  ['time', (r) => (r.reached ? formatNumber(r.timeToGoal, 1) : '—')], // mean seconds to the goal of those that arrived
  ['effort', (r) => formatNumber(r.effort, 1)], // u/s of velocity change per agent
  ['score', (r) => formatNumber(r.score, 1)],
];

/** The hint after two checks that did not pass, when the exercise has none of its own. */
const genericHint = () => t('les-ex-hint-any');

/**
 * The exercise's verdict from the check's three rows: it passes when no agent was stopped by the script, every
 * agent arrived, and yours collides less often than seek and for less time in contact (what the built-in does
 * on these families: tests/cli/exercises.test.mjs). { pass, text }, the text naming the first thing that fails.
 */
export function exerciseVerdict(yours, ref, seek, reference) {
  const c = (r) => ({ n: r.collisionsPerAgent, d: 2 }); // the locale writes it with two decimals
  const contact = (r) => ({ n: r.contactTime, d: 2 });
  const n = (r) => Number(r.collisionsPerAgent.toFixed(2)); // compared as shown: equal when they read the same
  const time = (r) => Number(r.contactTime.toFixed(2));
  const than = (r, whose) =>
    t('les-ex-than', {
      than: n(yours) < n(r) ? 'fewer' : n(yours) > n(r) ? 'more' : 'same',
      whose,
      reference,
      value: c(r),
    });
  const compared = t('les-ex-compared', {
    yours: c(yours),
    seek: than(seek, 'seek'),
    builtin: than(ref, reference.endsWith('s') ? 'builtin-s' : 'builtin'),
  });
  const contacts = { contact: contact(yours), seekContact: contact(seek) };
  if (yours.scriptStops > 0)
    // A stopped agent stands still: it collides with nothing and its run is short, so its row is no result.
    return {
      pass: false,
      text: t('les-ex-stopped', { stops: yours.scriptStops, agents: yours.agents, first: yours.scriptStop }),
    };
  if (yours.reached < yours.agents)
    return {
      pass: false,
      text: t('les-ex-not-arrived', { reached: yours.reached, agents: yours.agents, ref: ref.reached, compared }),
    };
  if (!(n(yours) < n(seek)) || !(time(yours) < time(seek)))
    return { pass: false, text: t('les-ex-no-better', { compared, ...contacts }) };
  return { pass: true, text: t('les-ex-passed', { compared, ...contacts }) };
}

/** An element with data-* attributes (`data`) besides `props` and `children`, as el() makes it. */
function withData(tag, props, data, ...children) {
  const node = el(tag, props, ...children);
  Object.assign(node.dataset, data);
  return node;
}

/** The card's stylesheet (lessons/exercise.css), linked once, when the card is first made. */
function linkStyles() {
  document.head.append(el('link', { rel: 'stylesheet', href: new URL('lessons/exercise.css', document.baseURI).href }));
}

/** A script as a link's code= payload (raw deflate, base64url, as scene links). */
export async function encodeCode(code) {
  return bytesToBase64url(await deflateRaw(code));
}

/** The script inside a code= payload; throws an Error naming the layer that failed. */
export async function decodeCode(payload) {
  if (!/^[A-Za-z0-9_-]+$/.test(payload)) throw new Error(t('les-ex-code-base64'));
  const bytes = await inflateRaw(base64urlToBytes(payload), coreLimit('scriptBytes'));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new Error(t('les-ex-code-utf8'));
  }
}

/** Puts `code` in the open exercise's script, as the script editor's Apply does (one undoable step); throws a
 *  ScenarioError naming the field when the core refuses it. */
export async function applyExerciseCode(app, exercise, code) {
  // Compiled first, as the editor's Apply does: a link's code with a syntax error is refused at its line.
  const e = await app.scripts.syntaxError(exercise.script, code);
  if (e) throw new Error(`scripts.${exercise.script}: line ${e.line}, column ${e.column}: ${e.message}`);
  await app.compareSettled(); // the checkpoint's panes, when their code was still on its way
  app.scripts.apply({ ...sceneScripts(app), [exercise.script]: code }, {});
}

export class ExerciseCard {
  /** @param player the LessonPlayer whose card this goes in, under its task */
  constructor(player) {
    linkStyles();
    this.player = player;
    this.app = player.app;
    this.exercise = null;
    this.worker = null;
    this.id = 0;
    /** A button worded by message `word` (its text and title). */
    const b = (id, word, props = {}) =>
      el('button', { id, textContent: t(word), title: t(word, null, 'title'), type: 'button', ...props });
    this.edit = b('exercise-edit', 'les-ex-edit');
    this.check = b('exercise-check', 'les-ex-check', { className: 'primary' });
    this.share = b('exercise-share', 'les-ex-share');
    this.text = el('p', { id: 'exercise-text' });
    this.scope = el('p', { id: 'exercise-scope', className: 'muted' });
    this.progress = el('progress', { id: 'exercise-progress', max: 1, value: 0, hidden: true });
    this.status = el('span', { id: 'exercise-status', role: 'status' });
    this.verdict = el('p', { id: 'exercise-verdict', className: 'lesson-verdict', hidden: true, role: 'status' });
    this.hint = el('p', { id: 'exercise-hint', className: 'lesson-hint', hidden: true });
    this.tries = 0;
    // Where it scrolls sideways (a long translation in a narrow card), a Tab stop of its own, so keys scroll it.
    this.table = el('table', {
      id: 'exercise-results',
      className: 'exercise-results',
      hidden: true,
      tabIndex: 0,
      ariaLabel: t('les-ex-table', null, 'aria-label'),
    });
    this.tableStop = tabStopWhileScrolls(this.table);
    // What the score adds up, under the table (it describes the table to a screen reader too).
    this.scoreNote = el('p', { id: 'exercise-score-note', className: 'muted exercise-score-note', hidden: true });
    this.table.setAttribute('aria-describedby', this.scoreNote.id);
    this.box = el(
      'div',
      { id: 'lesson-exercise', className: 'lesson-exercise', hidden: true },
      // The actions first: in view at the top of the box however long the task's text.
      el(
        'div',
        { className: 'exercise-actions' },
        el('span', { className: 'lesson-task-label', textContent: t('les-ex-label') }),
        this.edit,
        this.check,
        this.share,
        this.progress,
        this.status,
      ),
      this.text,
      this.scope,
      this.verdict,
      this.hint,
      this.table,
      this.scoreNote,
    );
    player.task.after(this.box);
    this.edit.addEventListener('click', () => this.app.scripts.open(this.exercise?.script));
    this.check.addEventListener('click', () => this.run());
    this.share.addEventListener('click', () => this.copyLink());
  }

  /** Shows `exercise` (a checkpoint's, as the core read it), or hides the card when null. */
  show(exercise) {
    this.stop();
    this.exercise = exercise;
    this.box.hidden = !exercise;
    if (!exercise) return;
    this.text.textContent = exercise.text;
    this.scope.textContent = t('les-ex-scope', {
      families: formatList(exercise.families.map(familyWords)),
      reference: exercise.reference,
    });
    this.table.hidden = this.scoreNote.hidden = this.verdict.hidden = this.hint.hidden = true;
    this.tries = 0;
    this.status.textContent = '';
    this.checked = undefined;
    delete this.box.dataset.verdict;
    delete this.box.dataset.checked;
    delete this.box.dataset.stopped;
  }

  setDetached(on) {
    this.check.disabled = this.share.disabled = this.edit.disabled = on;
    if (on) this.stop();
  }

  /** The scene's scripts were applied: a result shown for other code says it is outdated (the same code again:
   *  it is current again). */
  codeChanged() {
    if (!this.exercise || this.box.dataset.checked === undefined || this.checked === undefined) return;
    const stale = this.code() !== this.checked;
    if (this.box.dataset.checked === 'running' && stale) {
      this.stop();
      this.status.textContent = t('les-ex-stopped-changed');
      this.box.dataset.checked = 'stale';
      return;
    }
    if (!['done', 'stale'].includes(this.box.dataset.checked)) return;
    this.box.dataset.checked = stale ? 'stale' : 'done';
    this.table.classList.toggle('stale', stale);
    this.verdict.classList.toggle('stale', stale);
    this.status.textContent = stale ? t('les-ex-outdated') : this.done;
  }

  /** The script as it runs now (applied). */
  code() {
    return sceneScripts(this.app)[this.exercise.script] ?? '';
  }

  /** Stops a check under way. */
  stop() {
    if (!this.worker) return;
    this.worker.terminate();
    this.worker = null;
    this.status.removeAttribute('aria-busy'); // its next words (the results, or why not) are read
    this.progress.hidden = true;
    this.check.textContent = t('les-ex-check');
    this.check.style.minWidth = '';
  }

  /** Runs the check in a worker (a second click stops it); shows the three rows when it is done. */
  run() {
    if (this.worker) {
      this.stop();
      this.status.textContent = t('les-ex-stopped-short');
      return;
    }
    const { exercise } = this;
    const id = ++this.id;
    // Pressed from the keyboard, the verdict will take the focus (#results) and is read then: no live region, or a
    // screen reader says it twice; clicked, it is one, and is read as it changes. Set now, long before the verdict
    // changes: a region made live as its words change is not always read.
    this.byKeys = this.check.matches(':focus-visible');
    if (this.byKeys) this.verdict.removeAttribute('role');
    else this.verdict.setAttribute('role', 'status');
    const variants = [{ label: 'yours', script: exercise.script, source: this.code() }, exercise.reference, 'seek'];
    this.checked = variants[0].source;
    // Relative to the page, not this module: bundled (npm run build:site) this code moves, the worker file does not.
    this.worker = new Worker(new URL('lessons/exercise-worker.js', document.baseURI), { type: 'module' });
    this.worker.onmessage = (e) => this.#message(id, e.data);
    this.worker.onerror = (e) => this.#failed([e.message || t('les-ex-worker-failed')]);
    this.worker.postMessage({ type: 'check', id, variants, families: exercise.families });
    // Stop keeps Check's width: a shorter word let the row reflow, and a second tap on the same spot hit Share.
    this.check.style.minWidth = `${this.check.getBoundingClientRect().width}px`;
    this.check.textContent = t('les-ex-stop');
    this.progress.hidden = false;
    this.progress.value = 0;
    // Busy while it runs: a screen reader holds the count of runs (a change a run) until the results come.
    this.status.setAttribute('aria-busy', 'true');
    this.status.textContent = t('les-ex-loading');
    this.box.dataset.checked = 'running';
  }

  #message(id, m) {
    if (id !== this.id) return;
    if (m.type === 'progress') {
      this.progress.max = m.total;
      this.progress.value = m.done;
      this.status.textContent = t('les-ex-runs', { done: m.done, total: m.total });
    } else if (m.type === 'error') {
      this.#failed(m.errors);
    } else if (m.type === 'done') {
      this.stop();
      this.#results(m.report, m.seconds);
    }
  }

  #failed(errors) {
    this.stop();
    this.status.textContent = t('les-ex-failed', { errors: errors.join('; ') });
    this.box.dataset.checked = 'failed';
  }

  #results(report, seconds) {
    const [yours, ref, seek] = report.rows;
    const names = [t('les-ex-yours'), t('les-ex-builtin', { reference: this.exercise.reference }), 'seek'];
    const variants = ['yours', 'reference', 'seek'];
    // A measure a row, the three variants its columns: the card is narrow (a side column, a phone), and five
    // measures across did not fit it (the first column showed, the rest scrolled sideways).
    const head = el(
      'tr',
      {},
      el('th', { textContent: '' }),
      ...names.map((name, k) => withData('th', { scope: 'col', textContent: name }, { variant: variants[k] })),
    );
    const rows = MEASURES.map(([key, text]) =>
      withData(
        'tr',
        {},
        { key },
        el('th', { scope: 'row', textContent: t(`les-ex-col-${key}`) }),
        ...[yours, ref, seek].map((r, k) => withData('td', { textContent: text(r) }, { variant: variants[k] })),
      ),
    );
    this.table.replaceChildren(el('thead', {}, head), el('tbody', {}, ...rows));
    this.table.hidden = false;
    this.scoreNote.textContent = t('les-ex-score-note');
    this.scoreNote.hidden = false;
    this.tableStop();
    const { pass, text } = exerciseVerdict(yours, ref, seek, this.exercise.reference);
    if (yours.scriptStops > 0) this.box.dataset.stopped = String(yours.scriptStops);
    else delete this.box.dataset.stopped;
    this.tries = pass ? this.tries : this.tries + 1;
    // Pressed from the keyboard, Check keeps the focus: the verdict takes it, else scrolling the verdict into view
    // would leave the focused button out of it.
    const takesFocus = this.byKeys && document.activeElement === this.check;
    this.verdict.className = `lesson-verdict ${pass ? 'pass' : 'notyet'}`;
    this.verdict.replaceChildren(el('strong', { textContent: t(pass ? 'les-pass' : 'les-not-yet') }), ' ', text);
    this.hint.hidden = pass || this.tries < 2;
    this.hint.textContent = t('les-hint', { hint: this.exercise.hint || genericHint() });
    this.box.dataset.verdict = pass ? 'pass' : 'notyet';
    this.verdict.hidden = false;
    this.done = t('les-ex-done', { runs: yours.runs, seconds: { n: seconds, d: 1 } });
    // Pressed from the keyboard, then the focus moved on while it ran: the verdict is neither focused nor live, so
    // the status line (live all along) says it before the runs, to a screen reader only (it is in view below).
    const unheard = this.byKeys && !takesFocus;
    if (unheard)
      this.status.replaceChildren(
        el('span', { className: 'visually-hidden', textContent: `${this.verdict.textContent} ` }),
        this.done,
      );
    else this.status.textContent = this.done;
    this.table.classList.remove('stale');
    this.verdict.classList.remove('stale');
    this.box.dataset.checked = 'done';
    if (takesFocus) {
      this.verdict.tabIndex = -1;
      this.verdict.focus({ preventScroll: true });
    }
    this.verdict.scrollIntoView({ block: 'nearest' }); // in the card's own scroll, under the editor's header too
    // ...never at the cost of the control the keys moved on to while it ran: that is brought back into view.
    const focused = document.activeElement;
    if (unheard && focused && focused !== document.body) focused.scrollIntoView({ block: 'nearest' });
  }

  /** Copies the link to this checkpoint with the script in it. */
  async copyLink() {
    const { player, app } = this;
    const url = `${location.origin}${location.pathname}#${player.link}&at=${player.at + 1}&code=${await encodeCode(this.code())}`;
    try {
      await navigator.clipboard.writeText(url);
      app.toast(t('les-ex-copied'));
    } catch {
      app.showErrors(t('les-copy-this'), [url]);
    }
    this.box.dataset.link = url;
  }
}
