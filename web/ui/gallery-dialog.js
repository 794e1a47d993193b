// The gallery: every example of examples/index.json as a card (its thumbnail, title, the line on what it
// shows, and a link to its lesson), in the index's groups in reading order, with a filter box. Loaded by
// ui/gallery.js on first use (not part of the page's first load; scripts/build-site.mjs bundles it apart).
// Keys: type to filter, arrows move between cards (up and down by row), Enter opens, Esc closes and gives
// the focus back to what opened the gallery. Its words come from the catalogue through the `t` it is given (ids
// starting with gal-, English in i18n/en-panels.js, fetched by ui/gallery.js with this module): importing the locale
// module here would put a copy of it in this file of its own.
import { el } from './el.js';

/** The keys that move between cards, as a step through the visible cards or a row up or down. */
const MOVES = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: 'down', ArrowUp: 'up', Home: 'first', End: 'last' };

export class GalleryDialog {
  /**
   * @param {{groups: string[], groupNames?: string[], lessons: Object<string, string>, entries: object[]}} index
   *   the index's groups (and their names in the page's locale), lesson names (by id) and entries ({file, title,
   *   group, groupName, line, lesson})
   * @param {(entry: object) => Promise<boolean>|void} open opens an example, as the Examples menu does
   * @param {(id: string, args?: object, attr?: string) => string} t the page's catalogue (i18n/locale.js's t)
   */
  constructor({ groups, groupNames = groups, lessons, entries }, open, t) {
    this.t = t;
    this.returnTo = null; // what gets the focus back when the gallery closes
    this.filter = el('input', {
      type: 'search',
      placeholder: t('gal-filter', null, 'placeholder'),
      ariaLabel: t('gal-filter', null, 'aria-label'),
    });
    this.count = el('span', { className: 'gallery-count muted small', role: 'status' });
    const close = el('button', {
      className: 'gallery-close',
      ariaLabel: t('gal-close', null, 'aria-label'),
      textContent: '✕',
    });
    this.empty = el('p', { className: 'muted', hidden: true, textContent: t('gal-empty') });
    this.cards = []; // { card (li), button, text (lower case) }
    const sections = groups.map((group, i) => {
      const list = el('ul', { className: 'gallery-cards' });
      for (const entry of entries.filter((e) => e.group === group)) list.append(this.#card(entry, lessons, open));
      return el('section', { className: 'gallery-group' }, el('h3', { textContent: groupNames[i] ?? group }), list);
    });
    // An example whose group the index does not name still gets a card, at the end.
    const rest = entries.filter((e) => !groups.includes(e.group));
    if (rest.length)
      sections.push(
        el(
          'section',
          { className: 'gallery-group' },
          el('h3', { textContent: t('gal-other') }),
          el('ul', { className: 'gallery-cards' }, ...rest.map((e) => this.#card(e, lessons, open))),
        ),
      );
    this.sections = sections;
    this.body = el('div', { className: 'gallery-body' }, ...sections, this.empty);
    this.dialog = el(
      'dialog',
      { className: 'gallery', ariaLabel: t('gal-dialog', null, 'aria-label') },
      el(
        'div',
        { className: 'gallery-head' },
        el('h2', { textContent: t('gal-heading') }),
        this.filter,
        this.count,
        close,
      ),
      this.body,
    );
    document.body.append(this.dialog);

    close.addEventListener('click', () => this.close());
    this.filter.addEventListener('input', () => this.#applyFilter());
    this.dialog.addEventListener('close', () => this.#giveFocusBack());
    this.dialog.addEventListener('click', (e) => {
      if (e.target === this.dialog) this.close();
    }); // the backdrop
    // The page's own shortcuts (Space plays, arrows step) stay out while the gallery is open.
    this.dialog.addEventListener('keydown', (e) => {
      e.stopPropagation();
      this.#key(e);
    });
    this.#applyFilter();
  }

  get isOpen() {
    return this.dialog.open;
  }

  /** Opens the gallery over the page; `opener` gets the focus back when it closes without opening anything. */
  show(opener = document.activeElement) {
    if (this.dialog.open) return;
    this.returnTo = opener;
    this.dialog.showModal();
    // Type to filter at once; on a touch screen the first card instead, so no keyboard covers the cards.
    if (matchMedia('(pointer: coarse)').matches) this.#visible()[0]?.focus({ preventScroll: true });
    else this.filter.select();
  }

  close() {
    if (this.dialog.open) this.dialog.close();
  }

  #card(entry, lessons, open) {
    const picture = el('img', {
      src: `examples/thumbs/${entry.file.replace(/\.json$/, '.webp')}`,
      alt: '',
      loading: 'lazy',
      width: 240,
      height: 150,
    });
    const button = el(
      'button',
      { className: 'gallery-card' },
      picture,
      el(
        'span',
        { className: 'gallery-text' },
        el('strong', { textContent: entry.title }),
        el('span', { className: 'gallery-line', textContent: entry.line ?? '' }),
      ),
    );
    button.dataset.file = entry.file;
    button.addEventListener('click', async () => {
      this.returnTo = null; // the example has the page now: the keys go back to the canvas
      this.close();
      await open(entry);
    });
    const card = el('li', {}, button);
    if (entry.lesson && lessons[entry.lesson]) {
      const at = entry.lessonAt ? `&at=${entry.lessonAt}` : ''; // the checkpoint that opens this example
      const link = el('a', {
        className: 'gallery-lesson',
        href: `#lesson=${entry.lesson}${at}`,
        textContent: this.t('gal-lesson', { name: lessons[entry.lesson] }),
      });
      link.addEventListener('click', () => {
        this.returnTo = null;
        this.close();
      });
      card.append(link);
    }
    this.cards.push({
      card,
      button,
      text: `${entry.title} ${entry.line ?? ''} ${entry.groupName ?? entry.group ?? ''}`.toLowerCase(),
    });
    return card;
  }

  /** Shows the cards whose title, line or group hold every word typed; a group with none is hidden. */
  #applyFilter() {
    const words = this.filter.value.toLowerCase().split(/\s+/).filter(Boolean);
    let shown = 0;
    for (const c of this.cards) {
      c.card.hidden = !words.every((w) => c.text.includes(w));
      if (!c.card.hidden) shown++;
    }
    for (const s of this.sections) s.hidden = !s.querySelector('li:not([hidden])');
    this.empty.hidden = shown > 0;
    const total = this.cards.length;
    this.count.textContent = words.length
      ? this.t('gal-count-shown', { shown, total })
      : this.t('gal-count', { total });
  }

  #visible() {
    return this.cards.filter((c) => !c.card.hidden).map((c) => c.button);
  }

  #key(e) {
    const move = MOVES[e.key];
    if (move === undefined) return;
    const buttons = this.#visible();
    if (!buttons.length) return;
    const inFilter = e.target === this.filter;
    if (inFilter && move !== 'down') return; // the filter's own keys (caret, start and end of the text)
    e.preventDefault();
    const at = buttons.indexOf(e.target);
    if (inFilter || at < 0) {
      buttons[0].focus();
      return;
    }
    let next = at;
    if (move === 'first') next = 0;
    else if (move === 'last') next = buttons.length - 1;
    else if (typeof move === 'number') next = Math.min(buttons.length - 1, Math.max(0, at + move));
    else next = rowNeighbour(buttons, at, move === 'down' ? 1 : -1);
    if (next < 0)
      this.filter.focus(); // up from the first row: back to the filter
    else buttons[next].focus();
  }

  #giveFocusBack() {
    const to = this.returnTo;
    this.returnTo = null;
    if (to?.isConnected) to.focus({ preventScroll: true });
    else document.getElementById('world')?.focus({ preventScroll: true });
  }
}

/** The card of the next row down (dir 1) or up (-1) nearest `at`'s column; -1 above the first row, `at`
 *  below the last. */
function rowNeighbour(buttons, at, dir) {
  const boxes = buttons.map((b) => b.getBoundingClientRect());
  const from = boxes[at],
    centre = from.left + from.width / 2;
  let best = -1,
    bestRow = Infinity,
    bestDx = Infinity;
  boxes.forEach((r, k) => {
    const row = (r.top - from.top) * dir; // distance to that card's row, in the direction moved
    if (row <= from.height / 2) return;
    const dx = Math.abs(r.left + r.width / 2 - centre);
    if (row < bestRow - 1 || (Math.abs(row - bestRow) <= 1 && dx < bestDx)) {
      best = k;
      bestRow = row;
      bestDx = dx;
    }
  });
  return best >= 0 ? best : dir > 0 ? at : -1;
}
