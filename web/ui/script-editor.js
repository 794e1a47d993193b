// The script editor: the scene's scripts in CodeMirror 6 (vendor/codemirror.js), one tab each, with New,
// Rename and Delete, the contract one click away, syntax errors marked at their line as you type (QuickJS
// compiles the text) and the line a stopped agent's script threw at, and Apply (Ctrl/Cmd+Enter), which hands
// every script to the core: the run starts again from step 0, one undoable step. The text typed is kept while
// the editor is closed; the head says when it differs from what runs. Fetched with import() when first opened
// (app/scripts.js): not part of the first load. The page's changes go through `kit` (app/scripts.js).
import { el } from './el.js';
import { syntaxError } from '../script/runtime.js';
import { STARTER_SCRIPT } from '../script/starter.js';
import { contractPanel, editorExtensions } from './script-editor-look.js';
import { stopMarks, syntaxMark } from './script-marks.js';
import { ScriptConsole } from './script-console.js';
import { friendlySyntax } from './script-words.js';
import { renameInput } from './script-rename.js';
import { t } from '../i18n/locale.js';
import '../i18n/en-tools.js'; // this module's English (not in the first load)

/** Loads the code editor and the script engine, then builds the editor; `kit` as ScriptEditor takes. */
/** The editor's stylesheet (ui/script-editor.css), linked once, when the editor is first made. */
function linkStyles() {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = new URL('ui/script-editor.css', document.baseURI).href;
  const loaded = new Promise((resolve) => {
    link.onload = link.onerror = resolve;
  });
  document.head.append(link);
  return loaded;
}

export async function createScriptEditor(kit) {
  const styled = linkStyles();
  const [cm, quickjs] = await Promise.all([
    import(String(new URL('vendor/codemirror.js', document.baseURI))),
    kit.loadEngine(),
    styled,
  ]);
  return new ScriptEditor(cm, quickjs, kit);
}

export class ScriptEditor {
  /**
   * @param kit { scripts(): {NAME: SOURCE} as the core runs them, apply(scripts, renames) (throws with .errors),
   *   agentsUsing(name): [{ name }], checkName(name): string[] (the core's errors), stopped(): [{ agent, pane, message }],
   *   version(): a number that changes with the run, runs(): [{ sim, label }] whose console lines show, toast(text),
   *   onLayout() (the editor took or gave back its column), onClose() }
   */
  constructor(cm, quickjs, kit) {
    Object.assign(this, { cm, quickjs, kit });
    this.base = {}; // what runs, when last read
    this.drafts = []; // [{ name, from (the name it runs under, or null: new), state (EditorState) }], the tabs
    this.at = 0; // the tab shown
    this.syntax = null; // the shown text's syntax error, or null
    this.applied = false; // "Applied: ..." is said, and holds until the text or what runs changes
    this.stoppedKey = '';
    this.console = new ScriptConsole(kit.runs, () => this.view.state.doc.toString());
    this.#build();
    this.#sync(true);
  }

  get isOpen() {
    return !this.root.hidden;
  }

  /** Opens the editor on script `name` (or the tab last shown). */
  open(name = null) {
    if (this.root.hidden) this.opener = document.activeElement; // focus goes back there on close (Esc, ✕)
    this.root.hidden = false;
    document.body.dataset.editor = 'open'; // beside the world, in the panel's column (lessons/lesson.css)
    this.kit.onLayout?.();
    this.#sync(false);
    const k = this.drafts.findIndex((d) => d.name === name);
    if (k >= 0) this.#show(k);
    this.view.focus();
    if (!this.root.contains(document.activeElement)) this.root.querySelector('button')?.focus(); // no script: + New
    this.timer = setInterval(() => this.#poll(), 300);
  }

  close() {
    if (this.root.hidden) return;
    this.#keep();
    this.root.hidden = true;
    delete document.body.dataset.editor;
    this.kit.onLayout?.();
    clearInterval(this.timer);
    const opener = this.opener;
    this.opener = null;
    if (opener?.isConnected && opener !== document.body && opener.getClientRects().length > 0)
      opener.focus({ preventScroll: true });
    else this.kit.onClose();
  }

  #build() {
    /** A button worded by message `id` (its text and title). */
    const b = (id, on, props = {}) => {
      const button = el('button', { textContent: t(id), title: t(id, null, 'title'), ...props });
      button.addEventListener('click', on);
      return button;
    };
    this.status = el('span', { className: 'script-status', role: 'status' });
    this.tabs = el('div', { className: 'script-tabs', role: 'tablist', ariaLabel: t('sed-tabs', null, 'aria-label') });
    this.reference = contractPanel(el);
    this.reference.hidden = true;
    this.messages = el('ul', { className: 'script-messages', role: 'alert' });
    this.host = el('div', { className: 'script-code', dir: 'ltr' }); // code reads left to right in every language
    this.applyButton = b('sed-apply', () => this.apply(), { className: 'primary' });
    this.applyButton.dataset.action = 'apply';
    const contract = b(
      'sed-contract',
      () => {
        this.reference.hidden = !this.reference.hidden;
        this.root.classList.toggle('with-reference', !this.reference.hidden);
        contract.setAttribute('aria-pressed', String(!this.reference.hidden));
      },
      { className: 'script-contract' },
    );
    contract.setAttribute('aria-pressed', 'false');
    this.root = el(
      'div',
      { className: 'script-editor', role: 'dialog', ariaLabel: t('sed-heading'), hidden: true },
      el(
        'div',
        { className: 'script-head' },
        el('h2', { textContent: t('sed-heading') }),
        this.status,
        el('span', { className: 'grow' }),
        contract,
        b('sed-close', () => this.close(), { ariaLabel: t('sed-close', null, 'aria-label') }),
      ),
      el(
        'div',
        { className: 'script-bar' },
        this.tabs,
        b('sed-new', () => this.#newScript()),
        b('sed-rename', () => this.#rename()),
        b('sed-delete', () => this.#delete()),
      ),
      el('div', { className: 'script-body' }, this.host, this.reference),
      this.messages,
      this.console.element,
      el(
        'div',
        { className: 'script-foot' },
        b('sed-revert', () => this.#revert()),
        el(
          'span',
          { className: 'grow muted small' },
          el('span', { className: 'keys-only', textContent: t('sed-keys') }),
        ),
        this.applyButton,
      ),
    );
    // Keys typed here are the editor's, never the page's shortcuts (Space plays, digits pick tools).
    this.root.addEventListener('keydown', (e) => {
      if (e.key === 'Escape' && !e.target.closest?.('.script-rename')) {
        e.preventDefault();
        this.close();
      }
      e.stopPropagation();
    });
    document.querySelector('main').append(this.root); // a column beside the world on a desktop; a sheet on a phone
    this.view = new this.cm.EditorView({ parent: this.host });
  }

  /** The extensions of every script's state (its own undo history each). */
  #extensions() {
    this.extensions ??= editorExtensions(this.cm, {
      diagnostics: (view) => this.#diagnostics(view),
      apply: () => this.apply(),
      edited: () => this.#edited(),
    });
    return this.extensions;
  }

  #state(text) {
    return this.cm.EditorState.create({ doc: text, extensions: this.#extensions() });
  }

  /** The text of tab k (the shown one from the view). */
  #text(k) {
    return (k === this.at ? this.view.state : this.drafts[k].state).doc.toString();
  }

  #keep() {
    if (this.drafts[this.at]) this.drafts[this.at].state = this.view.state;
  }

  /** Whether the tabs are what runs: the same names, texts, and no rename. */
  #clean() {
    const names = Object.keys(this.base);
    return (
      this.drafts.length === names.length &&
      this.drafts.every((d, k) => d.from === d.name && this.base[d.name] === this.#text(k))
    );
  }

  /** Reads what runs; with `force` or while the tabs are clean, the tabs become it (an undo brings its code back). */
  #sync(force) {
    const now = this.kit.scripts();
    const changed = JSON.stringify(now) !== JSON.stringify(this.base);
    if (force || (changed && this.#clean())) {
      const shown = this.drafts[this.at]?.name;
      this.base = now;
      this.drafts = Object.entries(now).map(([name, text]) => ({ name, from: name, state: this.#state(text) }));
      const k = this.drafts.findIndex((d) => d.name === shown);
      this.at = -1;
      this.#show(k >= 0 ? k : 0);
    } else if (changed) {
      this.base = now;
    }
    if (changed) this.#forgetApplied();
    this.#showStatus();
  }

  /** Every 300 ms while open: what runs (after an undo), the agents stopped while the run plays (marked at
   *  once), and the console's lines up to the step on screen. */
  #poll() {
    const v = this.kit.version();
    if (v !== this.lastVersion) {
      this.lastVersion = v;
      this.#sync(false);
    }
    this.console.update();
    const key = this.kit
      .stopped()
      .map((s) => s.message)
      .join('\n');
    if (key !== this.stoppedKey) {
      this.stoppedKey = key;
      this.view.dispatch({ userEvent: 'lint.refresh' });
      this.cm.forceLinting(this.view);
    }
  }

  /** Shows tab k in the code view. */
  #show(k) {
    if (k !== this.at) this.#keep();
    this.at = Math.max(0, Math.min(k, this.drafts.length - 1));
    const d = this.drafts[this.at];
    this.view.setState(d ? d.state : this.#state(''));
    this.view.contentDOM.ariaLabel = d
      ? t('sed-script', { name: d.name }, 'aria-label')
      : t('sed-no-script', null, 'aria-label');
    this.view.contentDOM.contentEditable = String(!!d);
    this.#showTabs();
    this.#showStatus();
  }

  #showTabs() {
    this.tabs.replaceChildren(
      ...this.drafts.map((d, k) => {
        const dirty = d.from !== d.name || this.base[d.name] !== this.#text(k);
        const tab = el('button', {
          className: 'script-tab',
          role: 'tab',
          textContent: `${d.name}${dirty ? ' •' : ''}`,
          title: t(dirty ? 'sed-tab-changed' : 'sed-tab-runs', null, 'title'),
        });
        tab.setAttribute('aria-selected', String(k === this.at));
        tab.addEventListener('click', () => this.#show(k));
        return tab;
      }),
    );
    // A tab list only while it has tabs (an empty one is an error to assistive technology).
    if (this.drafts.length) this.tabs.setAttribute('role', 'tablist');
    else this.tabs.removeAttribute('role');
    if (!this.drafts.length)
      this.tabs.append(el('span', { className: 'muted small', textContent: t('sed-no-scripts') }));
  }

  /** The text changed: what Apply said of the code before no longer holds. */
  #edited() {
    this.#forgetApplied();
    this.#showStatus();
  }

  /** Takes "Applied: ..." away once the text or what runs changed since (typing, an undo on the page). */
  #forgetApplied() {
    if (!this.applied) return;
    this.applied = false;
    this.#say([]);
  }

  #showStatus() {
    const clean = this.#clean();
    const syntax = this.syntax ? t('sed-syntax', { line: this.syntax.line }) : '';
    this.status.textContent = `${t(clean ? 'sed-runs' : 'sed-changed')}${syntax}`;
    this.status.classList.toggle('dirty', !clean);
    const tab = this.tabs.children[this.at];
    if (tab?.classList.contains('script-tab')) {
      const d = this.drafts[this.at];
      tab.textContent = `${d.name}${d.from !== d.name || this.base[d.name] !== this.view.state.doc.toString() ? ' •' : ''}`;
    }
  }

  /** Lint marks: the shown text's syntax error (compiled by QuickJS), and, while it is the code that runs,
   *  the line each agent it stopped threw at. */
  #diagnostics(view) {
    const d = this.drafts[this.at];
    if (!d) return [];
    const doc = view.state.doc,
      text = doc.toString();
    const out = [];
    const had = this.syntax;
    this.syntax = syntaxError(this.quickjs, d.name, text);
    if (had?.line !== this.syntax?.line) this.#showStatus();
    if (this.syntax) out.push(syntaxMark(doc, this.syntax, text));
    if (d.from !== null && this.base[d.from] === text) out.push(...stopMarks(doc, d.from, this.kit.stopped(), text));
    return out;
  }

  #say(lines, bad = true) {
    this.messages.replaceChildren(...lines.map((t) => (typeof t === 'string' ? el('li', { textContent: t }) : t)));
    this.messages.classList.toggle('good', !bad);
  }

  /** Apply: every tab compiled first (a syntax error refuses it, at its line); then the core replaces the
   *  scene's scripts and the run starts again from step 0. */
  apply() {
    this.#keep();
    for (let k = 0; k < this.drafts.length; k++) {
      const d = this.drafts[k],
        e = syntaxError(this.quickjs, d.name, this.#text(k));
      if (e) {
        this.#show(k);
        const words = friendlySyntax(e, this.#text(k));
        this.#say([
          t('sed-not-applied-at', { name: d.name, line: e.line, column: e.column, message: e.message }),
          `${words.text}`,
        ]);
        this.cm.forceLinting(this.view);
        return false;
      }
    }
    const scripts = {},
      renames = {};
    this.drafts.forEach((d, k) => {
      scripts[d.name] = this.#text(k);
      if (d.from) renames[d.name] = d.from;
    });
    try {
      this.kit.apply(scripts, renames);
    } catch (err) {
      this.#say([t('sed-not-applied'), ...(err.errors ?? [err.message])]);
      return false;
    }
    for (const d of this.drafts) d.from = d.name;
    this.base = this.kit.scripts();
    this.#say([t('sed-applied')], false);
    this.applied = true;
    this.#showTabs();
    this.#showStatus();
    return true;
  }

  #newScript() {
    this.#keep();
    const name = this.kit.freeName(this.drafts.map((d) => d.name));
    this.drafts.push({ name, from: null, state: this.#state(STARTER_SCRIPT) });
    this.#show(this.drafts.length - 1);
    this.#say([t('sed-new-said', { name })], false);
    this.view.focus();
  }

  #rename() {
    const d = this.drafts[this.at];
    if (!d) return;
    const input = renameInput(d.name, (name) => {
      if (name !== null && name !== d.name) {
        const errors = this.drafts.some((o) => o.name === name)
          ? [t('sed-name-taken', { name })]
          : this.kit.checkName(name);
        if (errors.length) {
          this.#say(errors);
          return false;
        }
        d.name = name;
        this.#say([t('sed-renamed', { name })], false);
      }
      this.#showTabs();
      this.#showStatus();
      this.view.focus();
      return true;
    });
    this.tabs.children[this.at]?.replaceWith(input);
    input.select();
  }

  #delete() {
    const d = this.drafts[this.at];
    if (!d) return;
    const users = d.from ? this.kit.agentsUsing(d.from) : [];
    if (users.length) {
      const [first] = users;
      const agent =
        first.name ||
        (first.index >= 0 ? t('sed-agent', { n: first.index }) : t('sed-agent-added', { step: first.step }));
      this.#say([t('sed-not-deleted', { name: d.name, agent, others: users.length - 1 })]);
      return;
    }
    this.#keep();
    this.drafts.splice(this.at, 1);
    this.#show(this.at);
    this.#say([t('sed-deleted', { name: d.name })], false);
  }

  #revert() {
    this.#keep();
    const kept = this.drafts,
      at = this.at;
    this.#sync(true);
    const back = el('button', { className: 'link small', textContent: t('sed-bring-back') });
    back.addEventListener('click', () => {
      this.drafts = kept;
      this.at = -1;
      this.#show(at);
      this.#say([]);
    });
    this.#say([el('li', {}, t('sed-reverted'), back)], false);
  }
}
