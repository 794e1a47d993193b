// How the script editor looks and behaves as a code view: its CodeMirror extensions (the keys, the lint marks,
// wrapping), the dark theme and highlighting (in the page's colours), and the contract panel
// (web/script/reference.js, docs/scripts.md in short). Part of the editor's lazy chunk.
import { AGENT_FIELDS, CONTRACT_ERRORS, CONTRACT_INTRO, WORLD_CALLS } from '../script/reference.js';
import { t } from '../i18n/locale.js';
import '../i18n/en-scripts.js'; // the contract's and the script errors' English (not in the first load)
import { LINE_KEYS } from './script-keys.js';

/** Every script's state's extensions (`cm`: vendor/codemirror.js): `diagnostics(view)` the lint marks, `apply()`
 *  for Ctrl/Cmd+Enter, `edited()` after each change of the text. */
export function editorExtensions(cm, { diagnostics, apply, edited }) {
  return [
    cm.lineNumbers(),
    cm.highlightActiveLineGutter(),
    cm.highlightSpecialChars(),
    cm.history(),
    cm.drawSelection(),
    cm.indentOnInput(),
    cm.bracketMatching(),
    cm.highlightActiveLine(),
    cm.StreamLanguage.define(cm.javascript),
    cm.lintGutter(),
    // needsRefresh: the stops of a run that plays (no change to the text) are marked at once (the editor's poll).
    cm.linter(diagnostics, {
      delay: 250,
      needsRefresh: (u) => u.transactions.some((t) => t.isUserEvent('lint.refresh')),
    }),
    cm.keymap.of([
      ...LINE_KEYS, // long lines wrap: Up, Down, Home and End still go by the text's lines
      {
        key: 'Mod-Enter',
        run: () => {
          apply();
          return true;
        },
      },
      ...cm.defaultKeymap,
      ...cm.historyKeymap,
      cm.indentWithTab,
    ]),
    cm.EditorView.updateListener.of((u) => {
      if (u.docChanged) edited();
    }),
    cm.EditorState.tabSize.of(2),
    cm.EditorView.lineWrapping, // no sideways scrolling
    // The text is the scroller's focusable content (a checker does not count contenteditable alone).
    cm.EditorView.contentAttributes.of({ tabindex: '0' }),
    ...scriptTheme(cm),
  ];
}

/** The code view's theme and highlight style (`cm`: vendor/codemirror.js). */
export function scriptTheme(cm) {
  const t = cm.tags;
  const theme = cm.EditorView.theme(
    {
      '&': { color: '#e2e8f0', backgroundColor: '#0b1220', height: '100%', fontSize: '13px' },
      '.cm-scroller': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', lineHeight: '1.5' },
      '.cm-content': { caretColor: '#38bdf8' },
      '&.cm-focused .cm-cursor': { borderLeftColor: '#38bdf8', borderLeftWidth: '2px' },
      '&.cm-focused .cm-selectionBackground, .cm-selectionBackground, ::selection': { backgroundColor: '#1e3a5f' },
      '.cm-gutters': { backgroundColor: '#0f172a', color: '#64748b', border: 'none', borderRight: '1px solid #1e293b' },
      '.cm-activeLine': { backgroundColor: '#111a2e' },
      '.cm-activeLineGutter': { backgroundColor: '#111a2e', color: '#cbd5e1' },
      '.cm-matchingBracket': { backgroundColor: '#334155', outline: '1px solid #64748b' },
      '.cm-tooltip': { backgroundColor: '#111a2e', border: '1px solid #334155', color: '#e2e8f0' },
      '.cm-diagnostic-error': { borderLeftColor: '#ef4444' },
      '.cm-lintRange-error': {
        backgroundImage: 'none',
        textDecoration: 'underline wavy #ef4444',
        textUnderlineOffset: '3px',
      },
    },
    { dark: true },
  );
  const style = cm.HighlightStyle.define([
    { tag: [t.keyword, t.operatorKeyword, t.controlKeyword], color: '#c4b5fd' },
    { tag: [t.string, t.special(t.string), t.regexp], color: '#86efac' },
    { tag: [t.number, t.bool, t.null, t.atom], color: '#fbbf24' },
    { tag: [t.comment, t.lineComment, t.blockComment], color: '#7c8aa0', fontStyle: 'italic' },
    { tag: [t.definition(t.variableName), t.function(t.variableName)], color: '#7dd3fc' },
    { tag: [t.propertyName], color: '#f9a8d4' },
    { tag: [t.variableName], color: '#e2e8f0' },
    { tag: [t.operator, t.punctuation], color: '#94a3b8' },
  ]);
  return [theme, cm.syntaxHighlighting(style)];
}

/** The contract panel: what steer() gets and returns, the world's calls, what stops an agent. */
export function contractPanel(el) {
  const table = (rows) =>
    el(
      'dl',
      {},
      ...rows.flatMap(([k, v]) => [el('dt', {}, el('code', { textContent: k })), el('dd', { textContent: t(v) })]),
    );
  return el(
    'aside',
    { className: 'script-reference', ariaLabel: t('scr-contract', null, 'aria-label') },
    el('h3', { textContent: t('scr-contract') }),
    el('p', { textContent: t(CONTRACT_INTRO) }),
    el('h4', {}, el('code', { textContent: 'agent' })),
    table(AGENT_FIELDS),
    el('h4', {}, el('code', { textContent: 'world' })),
    table(WORLD_CALLS),
    el('h4', { textContent: t('scr-stops') }),
    el('ul', {}, ...CONTRACT_ERRORS.map((e) => el('li', { textContent: t(e) }))),
    el('p', { className: 'muted small', textContent: t('scr-whole') }),
  );
}
