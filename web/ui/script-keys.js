// The script editor's line keys while long lines wrap: Up and Down move to the line above or below in the
// text (not the next wrapped row of the same line), keeping the column; Home and End go to the start (first
// non-space, then the very start) and the end of the text's line. With Shift they extend the selection. So a
// wrapped line never changes where a line-by-line move lands (keyboard users and the tests count lines).

/** The column kept across Up and Down, while the cursor is where the last such move put it. */
let goal = { at: -1, column: 0 };

function moveTo(view, head, extend) {
  const sel = view.state.selection.main;
  view.dispatch({
    selection: extend ? { anchor: sel.anchor, head } : { anchor: head },
    scrollIntoView: true,
    userEvent: 'select',
  });
  return true;
}

function vertical(view, dir, extend) {
  const { doc, selection } = view.state;
  const head = selection.main.head,
    line = doc.lineAt(head);
  const column = goal.at === head ? goal.column : head - line.from;
  const n = line.number + dir;
  const to = n < 1 ? 0 : n > doc.lines ? doc.length : Math.min(doc.line(n).to, doc.line(n).from + column);
  goal = { at: to, column };
  return moveTo(view, to, extend);
}

function home(view, extend) {
  const { doc, selection } = view.state;
  const head = selection.main.head,
    line = doc.lineAt(head);
  const first = line.from + (/^\s*/.exec(line.text)?.[0].length ?? 0);
  return moveTo(view, head === first ? line.from : first, extend);
}

function end(view, extend) {
  const { doc, selection } = view.state;
  return moveTo(view, doc.lineAt(selection.main.head).to, extend);
}

/** Key bindings (CodeMirror keymap entries) that move by the text's lines. */
export const LINE_KEYS = [
  { key: 'ArrowUp', run: (v) => vertical(v, -1, false), shift: (v) => vertical(v, -1, true) },
  { key: 'ArrowDown', run: (v) => vertical(v, 1, false), shift: (v) => vertical(v, 1, true) },
  { key: 'Home', run: (v) => home(v, false), shift: (v) => home(v, true) },
  { key: 'End', run: (v) => end(v, false), shift: (v) => end(v, true) },
];
