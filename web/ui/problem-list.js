// The problem list of a scen: one line per row (bucket, start and goal, the file's optimum, and after a
// run all what the agent did), filtered by bucket and by outcome. Only the lines in view exist in the
// page (a fixed pool of rows, refilled on scroll), so a scen of 100,000 problems scrolls as one of ten.
// A click, or Enter on the focused list, sets the row up in the scene.
import { el } from './el.js';
import { formatCount, formatFixed, statusWord, t } from '../i18n/locale.js';
import '../i18n/en-tools.js'; // this module's English (not in the first load)

/** Height of one line, CSS pixels (the stylesheet's .problem-row uses the same). */
const ROW_PX = 24;
/** Lines drawn beyond those in view, above and below. */
const SPARE = 3;
const OUTCOME_TAG = {
  reached: 'reached',
  stuck: 'stuck',
  oscillation: 'oscillation',
  maxSteps: 'maxSteps',
  unreachable: 'stuck',
};
/** An outcome's short word in a row (the core's outcome names: map-short-<name>, map-outcome-unreachable). */
const outcomeShort = (name) => (name === 'unreachable' ? t('map-outcome-unreachable') : t(`map-short-${name}`));
/** An outcome's or a stop reason's word: the core's status words (statusWord), and two of the list's own. */
export const outcomeWord = (name) =>
  name === 'unreachable' || name === 'not-reached' ? t(`map-outcome-${name}`) : statusWord(name);

export class ProblemList {
  /**
   * @param {HTMLElement} root where the filters and the list go
   * @param {(row: number) => void} onPick called when a row is clicked or chosen with Enter
   */
  constructor(root, onPick) {
    this.onPick = onPick;
    this.set = null; // the BenchmarkSet
    this.results = null; // { outcome: (row) => name | null, at: (row) => result | null }
    this.rows = new Int32Array(0); // the rows that pass the filters, in file order
    this.selected = -1;
    this.focusRow = -1;

    this.bucketSelect = el('select', {
      className: 'bucket-filter',
      title: t('map-bucket-menu', null, 'title'),
    });
    this.outcomeSelect = el('select', {
      className: 'outcome-filter',
      title: t('map-outcome-menu', null, 'title'),
    });
    this.outcomeSelect.hidden = true;
    this.count = el('span', { className: 'muted small problem-count' });
    const filters = el(
      'div',
      { className: 'row' },
      el('label', { className: 'grow' }, t('map-bucket'), this.bucketSelect),
      this.outcomeSelect,
    );
    // Cells and arrows run left to right in every language, as the world's axes do (docs/languages.md).
    this.list = el('div', { className: 'problem-list', tabIndex: 0, role: 'listbox', dir: 'ltr' });
    this.list.setAttribute('aria-label', t('map-list', null, 'aria-label'));
    this.spacer = el('div', { className: 'problem-spacer' });
    this.list.append(this.spacer);
    this.pool = [];
    root.append(filters, this.list, el('div', { className: 'row' }, this.count));

    for (const s of [this.bucketSelect, this.outcomeSelect]) {
      s.addEventListener('change', () => {
        this.#filter();
        s.blur();
      });
    }
    this.list.addEventListener('scroll', () => this.#draw());
    this.list.addEventListener('click', (e) => {
      const line = e.target.closest('.problem-row');
      if (line && line.dataset.row) this.onPick(Number(line.dataset.row));
    });
    this.list.addEventListener('keydown', (e) => this.#key(e));
  }

  /** Shows a scen's problems (all buckets), without results. */
  show(set) {
    this.set = set;
    this.results = null;
    this.selected = this.focusRow = -1;
    const buckets = new Set();
    let top = 0;
    for (let i = 0; i < set.count; i++) {
      const b = set.bucketOf(i);
      buckets.add(b);
      if (b > top) top = b;
    }
    // Columns as wide as the longest row number and bucket of this scen.
    this.list.style.setProperty('--row-w', `${String(Math.max(0, set.count - 1)).length + 1}ch`);
    this.list.style.setProperty('--bucket-w', `${String(top).length + 1}ch`);
    this.bucketSelect.replaceChildren(
      new Option(t('map-bucket-all', { n: formatCount(buckets.size) }), ''),
      ...[...buckets].sort((a, b) => a - b).map((b) => new Option(String(b), String(b))),
    );
    this.outcomeSelect.hidden = true;
    this.#filter();
    this.list.scrollTop = 0;
  }

  /** Adds the results of a run all (or removes them with null): outcome tags and the outcome filter. */
  showResults(results) {
    this.results = results;
    this.outcomeSelect.hidden = !results;
    if (results) {
      const names = ['reached', 'not-reached', 'stuck', 'oscillation', 'maxSteps'];
      this.outcomeSelect.replaceChildren(
        new Option(t('map-outcome-every'), ''),
        ...names.map((n) => new Option(outcomeWord(n), n)),
      );
    }
    this.#filter();
  }

  /** Shows only one bucket (a click on the summary's row), or every bucket with null. */
  filterBucket(bucket) {
    this.bucketSelect.value = bucket === null ? '' : String(bucket);
    this.#filter();
  }

  /** Marks the row set up in the scene and scrolls it into view. */
  select(row) {
    this.selected = this.focusRow = row;
    const at = this.#indexOf(row);
    if (at >= 0 && this.list.clientHeight === 0) {
      // not laid out yet: once it is
      requestAnimationFrame(() => {
        if (this.selected === row && this.list.clientHeight > 0) this.select(row);
      });
    } else if (at >= 0) {
      const top = at * ROW_PX,
        bottom = top + ROW_PX;
      if (top < this.list.scrollTop) this.list.scrollTop = top;
      else if (bottom > this.list.scrollTop + this.list.clientHeight)
        this.list.scrollTop = bottom - this.list.clientHeight;
    }
    this.#draw();
  }

  #indexOf(row) {
    for (let k = 0; k < this.rows.length; k++) if (this.rows[k] === row) return k;
    return -1;
  }

  #filter() {
    const set = this.set;
    if (!set) return;
    const bucket = this.bucketSelect.value === '' ? null : Number(this.bucketSelect.value);
    const outcome = this.results ? this.outcomeSelect.value : '';
    const keep = new Int32Array(set.count);
    let n = 0;
    for (let i = 0; i < set.count; i++) {
      if (bucket !== null && set.bucketOf(i) !== bucket) continue;
      if (outcome) {
        const o = this.results.outcome(i);
        if (o === null || (outcome === 'not-reached' ? o === 'reached' : o !== outcome)) continue;
      }
      keep[n++] = i;
    }
    this.rows = keep.subarray(0, n);
    this.count.textContent =
      n === set.count ? t('map-count', { n }) : t('map-count-of', { n: formatCount(n), total: formatCount(set.count) });
    this.spacer.style.height = `${n * ROW_PX}px`;
    this.#draw();
  }

  /** Fills the pool of row elements with the lines in view. */
  #draw() {
    const set = this.set;
    if (!set) return;
    const first = Math.max(0, Math.floor(this.list.scrollTop / ROW_PX) - SPARE);
    const visible = Math.ceil((this.list.clientHeight || 8 * ROW_PX) / ROW_PX) + 2 * SPARE;
    while (this.pool.length < visible) {
      const line = el('div', { className: 'problem-row' });
      line.setAttribute('role', 'option');
      line.append(
        el('span', { className: 'p-row' }),
        el('span', { className: 'p-bucket' }),
        el('span', { className: 'p-cells' }),
        el('span', { className: 'p-opt' }),
        el('span', { className: 'p-out' }),
      );
      this.pool.push(line);
      this.list.append(line);
    }
    // Line `at` always lands in pool element at % size: while it stays in view, its element stays the same
    // (a click that scrolled it into view still lands on it).
    const size = this.pool.length,
      end = Math.min(first + visible, this.rows.length);
    this.pool.forEach((line, k) => {
      const at = first + ((k - (first % size) + size) % size);
      if (at >= end) {
        line.hidden = true;
        delete line.dataset.row;
        return;
      }
      const p = set.problem(this.rows[at]);
      line.hidden = false;
      line.dataset.row = String(p.row);
      line.style.top = `${at * ROW_PX}px`;
      line.classList.toggle('selected', p.row === this.selected);
      line.classList.toggle('focus', p.row === this.focusRow && p.row !== this.selected);
      line.setAttribute('aria-selected', String(p.row === this.selected));
      const [row, bucket, cells, opt, out] = line.children;
      row.textContent = `#${p.row}`;
      bucket.textContent = `b${p.bucket}`;
      cells.textContent = `${p.start[0]},${p.start[1]} → ${p.goal[0]},${p.goal[1]}`;
      cells.title = t('map-cells-title', { sx: p.start[0], sy: p.start[1], gx: p.goal[0], gy: p.goal[1] });
      opt.textContent = formatFixed(p.optimal, 1);
      opt.title = t('map-optimal-title', { optimal: p.optimal });
      const r = this.results?.at(p.row);
      out.className = r ? `p-out tag ${OUTCOME_TAG[r.outcome]}` : 'p-out';
      out.textContent = r ? (r.outcome === 'reached' ? `✓ ${formatFixed(r.ratio, 2)}` : outcomeShort(r.outcome)) : '';
      out.title = r
        ? r.outcome === 'reached'
          ? t('map-reached-title', { steps: r.steps, optimal4: r.optimal4, ratio: formatFixed(r.ratio, 3) })
          : t('map-ended-title', { outcome: outcomeWord(r.outcome), steps: r.steps })
        : '';
    });
  }

  /** Arrows move the focus, Enter sets the focused row up; the page's own keys stay off the list. */
  #key(e) {
    const moves = { ArrowDown: 1, ArrowUp: -1, PageDown: 8, PageUp: -8, Home: -Infinity, End: Infinity };
    if (e.key === 'Enter' && this.focusRow >= 0) {
      e.preventDefault();
      e.stopPropagation();
      this.onPick(this.focusRow);
      return;
    }
    if (!(e.key in moves)) return; // Space, R, ... still drive the page
    e.preventDefault();
    e.stopPropagation();
    if (!this.rows.length) return;
    const at = this.#indexOf(this.focusRow);
    const next = Math.max(0, Math.min(this.rows.length - 1, at < 0 ? 0 : at + moves[e.key]));
    const keep = this.selected;
    this.select(this.rows[next]);
    this.selected = keep;
    this.#draw();
  }
}
