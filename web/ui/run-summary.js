// Run all, in the maps section: the button, a progress bar with Cancel while the worker runs, then the
// core's summary as `sidestep movingai` prints it (problems, reached, stuck, oscillation, maxSteps per
// bucket and overall, mean and worst path ratio) and the measured throughput. A click on a bucket's row
// shows that bucket in the problem list.
import { el } from './el.js';
import { formatCount, formatFixed, t } from '../i18n/locale.js';
import '../i18n/en-tools.js'; // this module's English (not in the first load)

/** The summary's columns: the core's tally names, worded as map-col-<name> (label and title). */
const COLUMNS = ['bucket', 'problems', 'reached', 'stuck', 'oscillation', 'maxSteps', 'meanRatio', 'worstRatio'];

export class RunSummary {
  /**
   * @param {HTMLElement} root
   * @param {{ start: () => void, cancel: () => void, filterBucket: (bucket: number | null) => void }} actions
   */
  constructor(root, actions) {
    this.actions = actions;
    this.button = el('button', {
      className: 'primary-outline run-all',
      textContent: t('map-run-all', { count: '' }).trim(),
    });
    this.progress = el('progress', { max: 1, value: 0 });
    this.progressText = el('span', { className: 'muted small progress-text' });
    this.cancelButton = el('button', {
      textContent: t('map-cancel'),
      title: t('map-cancel', null, 'title'),
    });
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
    this.button.textContent = t('map-run-all', { count: formatCount(count) });
    this.button.title = t('map-run-all', { agent: agentLabel }, 'title');
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
    this.progressText.textContent = `${formatCount(done)} / ${formatCount(total)}`;
  }

  /** The run ended: with { summary, seconds, agentLabel } when done, null when cancelled (after `done`). */
  finished(outcome, { done = 0, total = 0, error = null } = {}) {
    this.button.disabled = false;
    this.running.hidden = true;
    if (error) {
      this.note.textContent = t('map-run-failed', { error });
      return;
    }
    this.note.scrollIntoView({ block: 'nearest' });
    if (!outcome) {
      this.note.textContent = t('map-cancelled', { done: formatCount(done), total: formatCount(total) });
      return;
    }
    const { summary, seconds, agentLabel } = outcome;
    const n = summary.all.problems;
    const rate = seconds > 0 ? formatCount(Math.round(n / seconds)) : '—';
    this.note.textContent = t('map-run-done', {
      agent: agentLabel,
      n: formatCount(n),
      seconds: formatFixed(seconds, 2),
      rate,
    });
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
    const head = el(
      'tr',
      {},
      ...COLUMNS.map((key) =>
        el('th', { textContent: t(`map-col-${key}`), title: t(`map-col-${key}`, null, 'title') }),
      ),
    );
    const line = (label, tally) => {
      const tr = el('tr');
      tr.dataset.bucket = label;
      for (const key of COLUMNS) {
        let text;
        if (key === 'bucket') text = label === 'all' ? t('map-all') : formatCount(Number(label));
        else if (key === 'meanRatio' || key === 'worstRatio')
          text = tally.reached > 0 ? formatFixed(tally[key], 3) : '-';
        else text = formatCount(tally[key]);
        const td = el('td', { textContent: text });
        if ((key === 'stuck' || key === 'oscillation' || key === 'maxSteps') && tally[key] > 0) td.className = 'bad';
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
          el('td', {
            colSpan: COLUMNS.length,
            textContent: t('map-unreachable', { n: formatCount(summary.all.unreachable) }),
          }),
        ),
      );
    this.table.replaceChildren(el('thead', {}, head), body, foot);
  }
}
