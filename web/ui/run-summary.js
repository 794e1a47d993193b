// Run all, in the maps section: the button, a progress bar with Cancel while the worker runs, then the
// core's summary as `sidestep movingai` prints it (problems, reached, stuck, oscillation, maxSteps per
// bucket and overall, mean and worst path ratio) and the measured throughput. A click on a bucket's row
// shows that bucket in the problem list.
import { el } from './el.js';

const COLUMNS = [
  ['bucket', 'b.', "The scen's bucket (Moving AI groups problems by optimal length)"],
  ['problems', 'n', 'problems'],
  ['reached', 'reach', 'reached the goal'],
  ['stuck', 'stuck', 'stopped with every neighbour blocked'],
  ['oscillation', 'osc.', 'stopped as oscillation (stop-on-return: the next cell was the one just left)'],
  ['maxSteps', 'max', 'ran out of steps (4 × the 4-connected optimum, at least 64)'],
  ['meanRatio', 'mean', 'mean path ratio over reached problems: steps / 4-connected optimum'],
  ['worstRatio', 'worst', 'worst path ratio over reached problems'],
];

export class RunSummary {
  /**
   * @param {HTMLElement} root
   * @param {{ start: () => void, cancel: () => void, filterBucket: (bucket: number | null) => void }} actions
   */
  constructor(root, actions) {
    this.actions = actions;
    this.button = el('button', {
      className: 'primary-outline run-all',
      textContent: 'Run all',
      title: 'Run every problem of the scen with the agent above, in a background worker',
    });
    this.progress = el('progress', { max: 1, value: 0 });
    this.progressText = el('span', { className: 'muted small progress-text' });
    this.cancelButton = el('button', { textContent: 'Cancel', title: 'Stop the run (its results are dropped)' });
    this.running = el('div', { className: 'row run-progress' }, this.progress, this.progressText, this.cancelButton);
    this.running.hidden = true;
    this.note = el('p', { className: 'muted small run-note' });
    this.table = el('table', { className: 'run-summary' });
    this.tableBox = el('div', { className: 'run-summary-box' }, this.table);
    this.tableBox.hidden = true;
    root.append(el('div', { className: 'row' }, this.button), this.running, this.note, this.tableBox);
    this.button.addEventListener('click', () => actions.start());
    this.cancelButton.addEventListener('click', () => actions.cancel());
    this.table.addEventListener('click', (e) => {
      const tr = e.target.closest('tr[data-bucket]');
      if (tr) actions.filterBucket(tr.dataset.bucket === 'all' ? null : Number(tr.dataset.bucket));
    });
  }

  /** The button's label for the scen loaded (or hides it without one). */
  ready(count, agentLabel) {
    this.button.hidden = count === 0;
    this.button.textContent = `Run all ${count.toLocaleString('en-US')}`;
    this.button.title = `Run every problem of the scen with ${agentLabel}, in a background worker`;
  }

  /** A run started: the progress bar and Cancel instead of the button; the old summary goes. */
  started(total) {
    this.button.disabled = true;
    this.running.hidden = false;
    this.tableBox.hidden = true;
    this.note.textContent = '';
    this.progressed(0, total);
    this.running.scrollIntoView({ block: 'nearest' }); // the bar and Cancel in view, under a long problem list too
  }

  progressed(done, total) {
    this.progress.max = Math.max(1, total);
    this.progress.value = done;
    this.progressText.textContent = `${done.toLocaleString('en-US')} / ${total.toLocaleString('en-US')}`;
  }

  /** The run ended: with { summary, seconds, agentLabel } when done, null when cancelled (after `done`). */
  finished(outcome, { done = 0, total = 0, error = null } = {}) {
    this.button.disabled = false;
    this.running.hidden = true;
    if (error) {
      this.note.textContent = `Run all failed: ${error}`;
      return;
    }
    this.note.scrollIntoView({ block: 'nearest' });
    if (!outcome) {
      this.note.textContent = `Cancelled after ${done.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} problems; nothing kept.`;
      return;
    }
    const { summary, seconds, agentLabel } = outcome;
    const n = summary.all.problems;
    const rate = seconds > 0 ? Math.round(n / seconds).toLocaleString('en-US') : '—';
    this.note.textContent =
      `${agentLabel}: ${n.toLocaleString('en-US')} problems in ${seconds.toFixed(2)} s, ` +
      `${rate} problems/s in a worker (measured in this run). Click a bucket to list it.`;
    this.#table(summary);
    this.tableBox.hidden = false;
    this.tableBox.scrollIntoView({ block: 'nearest' });
  }

  /** Forgets the summary (a new map, scen or agent). */
  clear() {
    this.tableBox.hidden = true;
    this.note.textContent = '';
  }

  #table(summary) {
    const head = el('tr', {}, ...COLUMNS.map(([, label, title]) => el('th', { textContent: label, title })));
    const line = (label, t) => {
      const tr = el('tr');
      tr.dataset.bucket = label;
      for (const [key] of COLUMNS) {
        let text;
        if (key === 'bucket') text = label;
        else if (key === 'meanRatio' || key === 'worstRatio') text = t.reached > 0 ? t[key].toFixed(3) : '-';
        else text = String(t[key]);
        const td = el('td', { textContent: text });
        if ((key === 'stuck' || key === 'oscillation' || key === 'maxSteps') && t[key] > 0) td.className = 'bad';
        tr.append(td);
      }
      return tr;
    };
    const body = el('tbody', {}, ...summary.buckets.map((b) => line(String(b.bucket), b)));
    const foot = el('tfoot', {}, line('all', summary.all));
    if (summary.all.unreachable > 0)
      foot.append(
        el(
          'tr',
          {},
          el('td', { colSpan: COLUMNS.length, textContent: `${summary.all.unreachable} unreachable (not run)` }),
        ),
      );
    this.table.replaceChildren(el('thead', {}, head), body, foot);
  }
}
