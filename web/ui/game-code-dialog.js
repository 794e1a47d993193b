// The "Use in your game" dialog (Edit, beside Export): the scene and the selected agent, with its behaviour and every
// setting as it is now (the core's definition, by name), as code for sidestep's npm package (JavaScript) or CMake
// package (C++), ready to paste, with a Copy button and a link to the guide (docs/in-your-game.md). A modal <dialog>:
// the focus stays in it (Tab and Shift+Tab wrap), Esc closes it, and the focus goes back to what opened it. Fetched
// with import() the first time it is opened; the page's helpers come in `kit` (app/exports.js), none imported here
// but the catalogue's (locale.js, already shared with the first load) and its English (en-tools.js).
import { formatCount, t } from '../i18n/locale.js';
import '../i18n/en-tools.js'; // this module's English (not in the first load)
import { gameCode } from './game-code.js';

/** The two languages, by key: the tab's text, the code's label, the Copy button's text (gcd-<key>-tab, -label,
 *  -copy), and the language's name. */
const LANGUAGES = { js: 'JavaScript', cpp: 'C++' };

export class GameCodeDialog {
  /** @param {{ sim: object, doc: object, ui: object }} app the page's run, document and selection
   *  @param {{ el: Function }} kit the page's DOM helper */
  constructor(app, kit) {
    this.app = app;
    this.kit = kit;
    this.language = 'js';
    this.code = { js: '', cpp: '' };
    this.returnTo = null;
    this.#build();
  }

  get isOpen() {
    return this.dialog.open;
  }

  /** Writes the code for the selection (or the scene alone) as the page is now and opens the dialog over the page. */
  open(opener = document.activeElement) {
    const { sim, doc, ui } = this.app;
    const index = ui.selected?.type === 'agent' ? ui.selected.index : -1;
    const def = index >= 0 ? sim.module.agentDef(sim.world, index) : '';
    const result = gameCode({
      scene: doc.toObject(),
      index,
      agent: def ? JSON.parse(def) : null,
      step: sim.stepCount,
      hash: sim.hash(),
    });
    this.code = { js: result.js, cpp: result.cpp };
    const agent = def ? JSON.parse(def) : null;
    this.what.textContent = agent
      ? t('gcd-what-agent', { index, name: agent.name, behavior: agent.behavior, step: sim.stepCount })
      : t('gcd-what-scene', { step: sim.stepCount });
    this.notes.replaceChildren(
      ...result.notes.map(({ id, args }) =>
        this.kit.el('li', { textContent: t(id, { ...args, n: formatCount(args.n), count: args.n }) }),
      ),
    );
    this.notes.hidden = result.notes.length === 0;
    this.status.textContent = '';
    this.#show(this.language);
    this.returnTo = opener;
    if (!this.dialog.open) this.dialog.showModal();
    this.tabs[this.language].focus();
  }

  close() {
    if (this.dialog.open) this.dialog.close();
  }

  /** Shows one language's code. */
  #show(language) {
    this.language = language;
    for (const [k, tab] of Object.entries(this.tabs)) tab.setAttribute('aria-pressed', String(k === language));
    this.label.textContent = t(`gcd-${language}-label`);
    this.text.value = this.code[language];
    this.text.rows = Math.min(22, this.code[language].split('\n').length);
    this.copy.textContent = t(`gcd-${language}-copy`);
  }

  async #copy() {
    const text = this.code[this.language];
    const lines = text.split('\n').length - 1;
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      this.text.select(); // no clipboard permission: the selection, for Ctrl+C
      if (!document.execCommand?.('copy')) {
        this.status.textContent = t('gcd-copy-refused');
        return;
      }
    }
    this.status.textContent = t('gcd-copied', { lines, language: LANGUAGES[this.language] });
  }

  /** Tab and Shift+Tab wrap within the dialog; the page's shortcuts stay out while it is open. */
  #key(e) {
    e.stopPropagation();
    if (e.key !== 'Tab') return;
    const items = [...this.dialog.querySelectorAll('button, a[href], textarea')].filter((x) => !x.hidden);
    const first = items[0],
      last = items[items.length - 1];
    if (e.shiftKey && document.activeElement === first) {
      last.focus();
      e.preventDefault();
    } else if (!e.shiftKey && document.activeElement === last) {
      first.focus();
      e.preventDefault();
    }
  }

  #build() {
    const { el } = this.kit;
    const title = el('h2', { id: 'game-code-title', textContent: t('gcd-title') });
    const close = el('button', { className: 'game-code-close', textContent: t('gcd-close') });
    close.addEventListener('click', () => this.close());
    this.what = el('p', { className: 'muted small' });
    this.notes = el('ul', { className: 'game-code-notes small', hidden: true });
    this.tabs = {};
    const seg = el('div', { className: 'seg', role: 'group', ariaLabel: t('gcd-language', null, 'aria-label') });
    for (const k of Object.keys(LANGUAGES)) {
      this.tabs[k] = el('button', { textContent: t(`gcd-${k}-tab`), type: 'button' });
      this.tabs[k].addEventListener('click', () => this.#show(k));
      seg.append(this.tabs[k]);
    }
    this.label = el('label', { htmlFor: 'game-code-text', className: 'game-code-label' });
    this.text = el('textarea', {
      id: 'game-code-text',
      className: 'game-code-text',
      readOnly: true,
      spellcheck: false,
      wrap: 'off',
    });
    this.copy = el('button', { className: 'primary', type: 'button' });
    this.copy.addEventListener('click', () => this.#copy());
    const guide = el('a', {
      href: 'docs/in-your-game.md',
      target: '_blank',
      rel: 'noopener',
      textContent: t('gcd-guide'),
    });
    this.status = el('p', { className: 'muted small', role: 'status' });
    this.dialog = el(
      'dialog',
      { className: 'game-code', id: 'game-code-dialog' },
      el(
        'div',
        { className: 'game-code-body' },
        el('div', { className: 'game-code-head' }, title, close),
        this.what,
        this.notes,
        seg,
        this.label,
        this.text,
        el('div', { className: 'row' }, guide, el('span', { className: 'grow' }), this.copy),
        this.status,
      ),
    );
    this.dialog.setAttribute('aria-labelledby', 'game-code-title');
    this.dialog.addEventListener('keydown', (e) => this.#key(e));
    this.dialog.addEventListener('click', (e) => {
      if (e.target === this.dialog) this.close(); // the backdrop
    });
    this.dialog.addEventListener('close', () => {
      const back = this.returnTo;
      this.returnTo = null;
      if (back?.isConnected) back.focus({ preventScroll: true });
    });
    document.body.append(this.dialog);
  }
}
