// An exercise, a lesson's last checkpoint: the reader writes one of the scene's scripts (it starts as seek
// only; the compare panes run it beside the built-in behaviour) and "Check my solution" runs the quality
// suite's families the behaviour is meant for on it, in a worker (exercise-worker.js), and prints its
// measures beside the built-in's and seek's. "Share my solution" copies a link to the checkpoint carrying the
// code (&code=); opening it puts the code back (applyExerciseCode). Loaded with import() when a checkpoint
// with an exercise is first shown, with its stylesheet (lessons/exercise.css): not part of the first load.
// It imports none of the page's first-load modules but el.js and link.js, which the lessons' code shares already
// (another would move to a chunk the first load fetches); the page's parts come through `app`.
import { el } from '../ui/el.js';
import { base64urlToBytes, bytesToBase64url, coreLimit, deflateRaw, inflateRaw } from '../sim/link.js';

/** The scene's scripts as the core holds them: { NAME: SOURCE }. */
const sceneScripts = (app) => JSON.parse(app.module.scriptSources(app.sim.world));

/** The quality suite's families, as the card names them. */
const FAMILY_WORDS = {
  fields: 'circle fields',
  blocks: 'blocked cells',
  wall: 'a wall across the way',
  trap: 'a U-shaped trap',
  corridor: 'corridors',
  doorway: 'doorways',
  crossing: 'crossing agents',
  oncoming: 'oncoming agents',
  overtaking: 'overtaking',
  'fan-in': 'agents fanning in',
  ring: 'rings of agents',
  streams: 'four streams',
};
/** Longest script a link carries, bytes (the core's limit of one script). */

/** The columns of the results: [key, heading, the row's text]. */
const COLUMNS = [
  [
    'arrived',
    'arrived',
    (r) => `${r.reached} / ${r.agents}${r.scriptStops ? `, ${r.scriptStops} stopped by the script` : ''}`,
  ],
  ['collisions', 'collisions / agent', (r) => r.collisionsPerAgent.toFixed(2)],
  ['depth', 'deepest overlap', (r) => r.depth.toFixed(2)],
  ['contacts', 'contacts / agent', (r) => r.contactsPerAgent.toFixed(2)],
  ['score', 'score', (r) => r.score.toFixed(1)],
];

/** The hint after two checks that did not pass, when the exercise has none of its own. */
const GENERIC_HINT =
  'Open Contract for what world.castRay returns; print() the values you compute (the console shows them by step), and compare your rays with the built-in pane.';

/**
 * The exercise's verdict from the check's three rows: it passes when no agent was stopped by the script, every
 * agent arrived, and yours collides less often than seek and for less time in contact (what the built-in does
 * on these families: tests/cli/exercises.test.mjs). { pass, text }, the text naming the first thing that fails.
 */
export function exerciseVerdict(yours, ref, seek, reference) {
  const c = (r) => r.collisionsPerAgent.toFixed(2);
  const t = (r) => r.contactTime.toFixed(2);
  const n = (r) => Number(c(r)); // compared as shown: equal when they read the same
  const than = (r, whose) =>
    `${n(yours) < n(r) ? 'fewer than' : n(yours) > n(r) ? 'more than' : 'as many as'} ${whose} ${c(r)}`;
  const builtin = `the built-in ${reference}${reference.endsWith('s') ? "'" : "'s"}`;
  const compared = `${c(yours)} collisions per agent, ${than(seek, "seek's")} and ${than(ref, builtin)}`;
  if (yours.scriptStops > 0)
    // A stopped agent stands still: it collides with nothing and its run is short, so its row is no result.
    return {
      pass: false,
      text:
        `Your script stopped ${yours.scriptStops} of ${yours.agents} agents, so its row is not a result yet` +
        ` (a stopped agent collides with nothing). The first ${yours.scriptStop}. Fix it, then check again.`,
    };
  if (yours.reached < yours.agents)
    return {
      pass: false,
      text: `${yours.reached} of ${yours.agents} agents arrived (the built-in: ${ref.reached}); yours: ${compared}.`,
    };
  if (!(n(yours) < n(seek)) || !(Number(t(yours)) < Number(t(seek))))
    return {
      pass: false,
      text: `Every agent arrived, but yours avoids no better than seek: ${compared}; ${t(yours)} s in contact per agent to seek's ${t(seek)} s.`,
    };
  return {
    pass: true,
    text: `Every agent arrived; yours: ${compared}, and ${t(yours)} s in contact per agent to seek's ${t(seek)} s.`,
  };
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
  if (!/^[A-Za-z0-9_-]+$/.test(payload)) throw new Error('code: not a script (its payload is not base64url)');
  const bytes = await inflateRaw(base64urlToBytes(payload), coreLimit('scriptBytes'));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new Error('code: not UTF-8 text');
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
    const b = (id, text, props = {}) => el('button', { id, textContent: text, type: 'button', ...props });
    this.edit = b('exercise-edit', 'Edit my script', {
      title: 'Open the script in the editor (E); Apply runs it in the compare panes',
    });
    this.check = b('exercise-check', 'Check my solution', {
      className: 'primary',
      title: "Run the quality suite's scenes with your script, the built-in and seek, and compare",
    });
    this.share = b('exercise-share', 'Share my solution', {
      title: 'Copy a link to this exercise with your script in it',
    });
    this.text = el('p', { id: 'exercise-text' });
    this.scope = el('p', { id: 'exercise-scope', className: 'muted' });
    this.progress = el('progress', { id: 'exercise-progress', max: 1, value: 0, hidden: true });
    this.status = el('span', { id: 'exercise-status', role: 'status' });
    this.verdict = el('p', { id: 'exercise-verdict', className: 'lesson-verdict', hidden: true, role: 'status' });
    this.hint = el('p', { id: 'exercise-hint', className: 'lesson-hint', hidden: true });
    this.tries = 0;
    this.table = el('table', { id: 'exercise-results', className: 'exercise-results', hidden: true });
    this.box = el(
      'div',
      { id: 'lesson-exercise', className: 'lesson-exercise', hidden: true },
      // The actions first: in view at the top of the box however long the task's text.
      el(
        'div',
        { className: 'exercise-actions' },
        el('span', { className: 'lesson-task-label', textContent: 'Exercise' }),
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
    const families = exercise.families.map((f) => FAMILY_WORDS[f] ?? f);
    this.scope.textContent = `Check my solution runs your script as applied on the quality suite's ${families.join(' and ')}, beside the built-in ${exercise.reference} and seek (no avoidance).`;
    this.table.hidden = this.verdict.hidden = this.hint.hidden = true;
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
      this.status.textContent = 'Stopped: your code changed. Check again.';
      this.box.dataset.checked = 'stale';
      return;
    }
    if (!['done', 'stale'].includes(this.box.dataset.checked)) return;
    this.box.dataset.checked = stale ? 'stale' : 'done';
    this.table.classList.toggle('stale', stale);
    this.verdict.classList.toggle('stale', stale);
    this.status.textContent = stale
      ? 'Your code changed since this check (the table is for the code before): Check again.'
      : this.done;
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
    this.progress.hidden = true;
    this.check.textContent = 'Check my solution';
  }

  /** Runs the check in a worker (a second click stops it); shows the three rows when it is done. */
  run() {
    if (this.worker) {
      this.stop();
      this.status.textContent = 'Stopped.';
      return;
    }
    const { exercise } = this;
    const id = ++this.id;
    const variants = [{ label: 'yours', script: exercise.script, source: this.code() }, exercise.reference, 'seek'];
    this.checked = variants[0].source;
    // Relative to the page, not this module: bundled (npm run build:site) this code moves, the worker file does not.
    this.worker = new Worker(new URL('lessons/exercise-worker.js', document.baseURI), { type: 'module' });
    this.worker.onmessage = (e) => this.#message(id, e.data);
    this.worker.onerror = (e) => this.#failed([e.message || "the check's worker failed"]);
    this.worker.postMessage({ type: 'check', id, variants, families: exercise.families });
    this.check.textContent = 'Stop';
    this.progress.hidden = false;
    this.progress.value = 0;
    this.status.textContent = 'Loading…';
    this.box.dataset.checked = 'running';
  }

  #message(id, m) {
    if (id !== this.id) return;
    if (m.type === 'progress') {
      this.progress.max = m.total;
      this.progress.value = m.done;
      this.status.textContent = `${m.done} / ${m.total} runs`;
    } else if (m.type === 'error') {
      this.#failed(m.errors);
    } else if (m.type === 'done') {
      this.stop();
      this.#results(m.report, m.seconds);
    }
  }

  #failed(errors) {
    this.stop();
    this.status.textContent = `The check did not run: ${errors.join('; ')}`;
    this.box.dataset.checked = 'failed';
  }

  #results(report, seconds) {
    const [yours, ref, seek] = report.rows;
    const names = ['yours', `built-in ${this.exercise.reference}`, 'seek'];
    const head = el(
      'tr',
      {},
      el('th', { textContent: '' }),
      ...COLUMNS.map(([, h]) => el('th', { scope: 'col', textContent: h })),
    );
    const rows = [yours, ref, seek].map((r, k) =>
      withData(
        'tr',
        {},
        { row: ['yours', 'reference', 'seek'][k] },
        el('th', { scope: 'row', textContent: names[k] }),
        ...COLUMNS.map(([key, , text]) => withData('td', { textContent: text(r) }, { key })),
      ),
    );
    this.table.replaceChildren(el('thead', {}, head), el('tbody', {}, ...rows));
    this.table.hidden = false;
    const { pass, text } = exerciseVerdict(yours, ref, seek, this.exercise.reference);
    if (yours.scriptStops > 0) this.box.dataset.stopped = String(yours.scriptStops);
    else delete this.box.dataset.stopped;
    this.tries = pass ? this.tries : this.tries + 1;
    this.verdict.className = `lesson-verdict ${pass ? 'pass' : 'notyet'}`;
    this.verdict.replaceChildren(el('strong', { textContent: pass ? 'Pass.' : 'Not yet.' }), ' ', text);
    this.hint.hidden = pass || this.tries < 2;
    this.hint.textContent = `Hint: ${this.exercise.hint || GENERIC_HINT}`;
    this.box.dataset.verdict = pass ? 'pass' : 'notyet';
    this.verdict.hidden = false;
    this.done = `${yours.runs} scenes each, ${seconds.toFixed(1)} s.`;
    this.status.textContent = this.done;
    this.table.classList.remove('stale');
    this.verdict.classList.remove('stale');
    this.box.dataset.checked = 'done';
  }

  /** Copies the link to this checkpoint with the script in it. */
  async copyLink() {
    const { player, app } = this;
    const url = `${location.origin}${location.pathname}#${player.link}&at=${player.at + 1}&code=${await encodeCode(this.code())}`;
    try {
      await navigator.clipboard.writeText(url);
      app.toast('Link copied: it opens this exercise with your script in it.');
    } catch {
      app.showErrors('Copy this link', [url]);
    }
    this.box.dataset.link = url;
  }
}
