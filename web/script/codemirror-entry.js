// The script editor's code editor: the parts of CodeMirror 6 (npm) the page uses, bundled into one module,
// vendor/codemirror.js (scripts/vendor.mjs), imported by ui/script-editor.js only when the editor
// is first opened: not part of the first load. Only what is used: JavaScript highlighting from the small
// stream mode (the Lezer JavaScript grammar, with TypeScript and JSX, weighs a third more), line numbers,
// brackets, undo, lint marks; no autocompletion, search or folding.
export { EditorState } from '@codemirror/state';
export {
  EditorView,
  keymap,
  lineNumbers,
  highlightActiveLine,
  highlightActiveLineGutter,
  drawSelection,
  highlightSpecialChars,
} from '@codemirror/view';
export { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
export {
  HighlightStyle,
  StreamLanguage,
  syntaxHighlighting,
  indentOnInput,
  bracketMatching,
} from '@codemirror/language';
export { javascript } from '@codemirror/legacy-modes/mode/javascript';
export { linter, lintGutter, forceLinting } from '@codemirror/lint';
export { tags } from '@lezer/highlight';
