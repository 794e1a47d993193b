// The page's keyboard: shortcuts read at the document level (so they work whatever control was used last,
// except while typing in a field), drive mode's arrows and WASD (else WASD pan the view), N / Shift+N to pick
// the next or previous agent, the edit cursor's keys on the focused world (ui/edit-cursor.js), and `?` for the
// shortcuts sheet. The world is one Tab stop: Tab always moves on to the next control. Keys that edit the scene
// are refused where the scene cannot be edited: an embedded page (it only looks), or compare mode (the panes are
// copies of the scene). Undo and redo are refused only on an embedded page: in compare mode they undo what the
// page did (the script editor's Apply), as the toolbar's Undo does, and the panes follow.

/** Arrow and WASD directions of drive mode (screen axes). */
/** Where the checkboxes that only change the view are (they give the keys back after a click). */
const VIEW_CHECKBOXES = '#overlays, #pause-on, .charts, .events';

export const DRIVE_KEYS = {
  ArrowUp: [0, -1],
  KeyW: [0, -1],
  ArrowDown: [0, 1],
  KeyS: [0, 1],
  ArrowLeft: [-1, 0],
  KeyA: [-1, 0],
  ArrowRight: [1, 0],
  KeyD: [1, 0],
};

/** The letters that pan the view (screen axes). */
const PAN_KEYS = { w: [0, -1], a: [-1, 0], s: [0, 1], d: [1, 0] };

/** The single keys commandKey acts on that read the run (Escape only closes and deselects; G opens the gallery, whose
 *  choice stops a file's reading, as its button does). */
const COMMAND_KEYS = new Set([' ', 'f', 'F', 'c', 'C', 'e', 'E', 'p', 'P', 'h', 'H', '+', '=', '-', '_']);
['ArrowRight', 'ArrowLeft', 'Home', 'End', 'r', 'R', 'Delete', 'Backspace'].forEach((k) => COMMAND_KEYS.add(k));
/** The keys the focused world's edit cursor may take (a character, the arrows, Enter): not Escape, G, a lone Shift,
 *  F5 and the like. */
const isWorldKey = (key) =>
  (key.length === 1 && key !== 'g' && key !== 'G' && key !== '?') || key.startsWith('Arrow') || key === 'Enter';

/** The modal dialogs shown: the lessons menu, the gallery and the others opened with showModal, and those marked
 *  aria-modal (the shortcuts sheet, the compare editor, the animation dialog). */
const MODAL = 'dialog[open],[aria-modal="true"]:not([hidden])';

/** Keys the scrub bar and checkboxes use themselves. */
const RANGE_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown']);
/** The keys a focused box that scrolls takes for itself (one marked data-scroll-keys: an embed's caption, the
 *  exercise's results, the compare's table, a context agent's slots). */
const SCROLL_KEYS = new Set([...RANGE_KEYS, ' ']);

/** Whether `box` scrolls with `key`: ← and → where it is wider than it shows, Space where it is taller, the others
 *  (↑ ↓ Home End PageUp PageDown) where it scrolls either way; the rest of the time the key is the page's. */
function scrollsWith(box, key) {
  const across = box.scrollWidth > box.clientWidth + 1,
    down = box.scrollHeight > box.clientHeight + 1;
  if (key === 'ArrowLeft' || key === 'ArrowRight') return across;
  if (key === ' ') return down;
  return across || down;
}

/**
 * @param {object} a the page's actions and state: { worldKey: (e) => handled, picked: (agent) => void, canvas, ui, nav, loop, sim (the scene's), tools, tools list
 *   (TOOLS), setTool, undo, redo, stepOnce, back, seek, end, reset, togglePresent, toggleCharts, openGallery, openScripts, toggleShortcuts,
 *   fit, zoomBy, pan: (dx, dy, far) => void, dismiss, drive: { held, send, stop }, editable: () => '' | 'why not', undoable: () => '' | 'why not',
 *   refuse: (why) => void,
 *   reading: () => true when a scene is being read beside the page, busy: () => the same, said }
 */
export function wireKeyboard(a) {
  const { canvas, ui, nav } = a;
  window.addEventListener('keyup', (e) => {
    if (DRIVE_KEYS[e.code] && a.drive.held.delete(e.code) && !a.reading()) a.drive.send();
    // Space: a tap plays or pauses; held, it pans with a drag instead.
    if (e.key === ' ' && nav.spaceHeld && !nav.space(false) && !a.reading()) a.loop.toggle();
  });
  window.addEventListener('blur', () => {
    nav.space(false);
  });
  /** True when the scene may be edited now; otherwise says why and returns false. */
  const allowed = (check) => {
    const why = check();
    if (why) a.refuse(why);
    return !why;
  };
  const mayEdit = () => allowed(a.editable);
  // A view checkbox (an overlay, a pause-on kind) ticked with the mouse or a finger gives the keys back
  // to the canvas (Space plays again); one reached with Tab keeps them, so a keyboard user can tick it
  // again with Space. A setting's checkbox in the agent's panel keeps its focus (Tab goes on through the form).
  document.addEventListener('change', (e) => {
    const t = e.target;
    if (
      t instanceof HTMLInputElement &&
      t.type === 'checkbox' &&
      !t.matches(':focus-visible') &&
      t.closest(VIEW_CHECKBOXES)
    ) {
      canvas.focus({ preventScroll: true });
    }
  });
  // Whether the focus came last from a pointer (a click, a tap) rather than from Tab.
  let pointerFocus = false;
  document.addEventListener('pointerdown', () => (pointerFocus = true), true);
  document.addEventListener('keydown', (e) => e.key === 'Tab' && (pointerFocus = false), true);
  window.addEventListener('keydown', (e) => {
    const t = e.target;
    if (keptByControl(a, e)) return;
    // Space on a button reached with Tab presses it, as on any page; on a button clicked with the mouse or a
    // finger Space still plays and pauses.
    if (e.key === ' ' && t instanceof HTMLButtonElement && !pointerFocus) return;
    if (ui.driving !== null && DRIVE_KEYS[e.code]) {
      e.preventDefault();
      if (a.busy()) return; // a scene is being read beside the page (below)
      if (!a.drive.held.has(e.code)) {
        a.drive.held.add(e.code);
        a.drive.send();
      }
      return;
    }
    if (ui.driving !== null && e.key === 'Escape') {
      if (!a.busy()) a.drive.stop();
      return;
    }
    if ((e.ctrlKey || e.metaKey) && (e.key === 'z' || e.key === 'Z' || e.key === 'y')) {
      e.preventDefault();
      if (!allowed(a.undoable)) return;
      if (e.key === 'y' || e.shiftKey) a.redo();
      else a.undo();
      return;
    }
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    if (e.key === '?') {
      e.preventDefault();
      a.toggleShortcuts();
      return;
    }
    if (e.key === 'Tab') return; // the focus moves on: the world is one Tab stop
    // While a scene is being read beside the page, the keys that act on the world do nothing, said (a.busy): each
    // reads the run, so it would wait for the whole file. Escape, Enter on a button, Tab, Undo and Redo go on (the
    // last action wins: the file read is dropped).
    const onWorld = (t === canvas && isWorldKey(e.key)) || e.key === 'n' || e.key === 'N' || COMMAND_KEYS.has(e.key);
    if ((onWorld || a.tools.some((x) => x.key === e.key)) && a.busy()) {
      e.preventDefault();
      return;
    }
    // On the focused world the edit cursor's keys come first (arrows with an edit tool or something held, Enter,
    // Space with an edit tool, + and - on a selected circle).
    if (t === canvas && a.worldKey(e)) {
      e.preventDefault();
      return;
    }
    // N / Shift+N pick the next and the previous agent (as OpenSteerDemo's Tab did).
    if ((e.key === 'n' || e.key === 'N') && a.sim.agentCount > 0) {
      const n = a.sim.agentCount;
      const at = ui.selected?.type === 'agent' ? ui.selected.index : e.shiftKey ? 0 : -1;
      ui.selected = { type: 'agent', index: (at + (e.shiftKey ? n - 1 : 1)) % n };
      a.picked?.(ui.selected.index);
      return;
    }
    // The letters W A S D pan the view (by character, as the other letters here: on a layout where D's place types E,
    // E stays the scripts'; drive mode, which takes the places first, reads them by place).
    const pan = PAN_KEYS[e.key.toLowerCase()];
    if (pan) {
      a.pan(pan[0], pan[1], e.shiftKey);
      return;
    }
    const tool = a.tools.find((x) => x.key === e.key);
    if (tool) {
      if (tool.id === 'select' || mayEdit()) a.setTool(tool.id);
      return;
    }
    commandKey(a, e, mayEdit);
  });
}

/** True when the key is the focused control's or a dialog's, not the page's. Keys typed into a field or a menu are
 *  theirs; on a checkbox or the scrub bar only the keys they use themselves are (Space ticks a checkbox; arrows, Home
 *  and End move the bar), the rest drive the page. A modal dialog open (the lessons menu, the gallery, the shortcuts
 *  sheet; the one with the focus, if several) keeps every key: none acts on the world behind it. On the shortcuts
 *  sheet ? and Escape close it, and only it (a drive behind it goes on). */
function keptByControl(a, e) {
  const t = e.target;
  if (t instanceof HTMLSelectElement || t instanceof HTMLTextAreaElement) return true;
  const modal = t.closest?.(MODAL) ?? document.querySelector(MODAL);
  if (modal) {
    if (modal.id === 'shortcuts' && (e.key === '?' || e.key === 'Escape')) a.toggleShortcuts(false);
    return true;
  }
  if (t.dataset?.scrollKeys !== undefined && SCROLL_KEYS.has(e.key) && scrollsWith(t, e.key)) return true; // (Home is not the run's)
  if (!(t instanceof HTMLInputElement)) return false;
  if (t.type === 'checkbox' && e.key === ' ') return true;
  if (t.type === 'range' && RANGE_KEYS.has(e.key)) {
    if (t.id === 'scrub' && a.busy()) e.preventDefault(); // it would seek (below, the file being read)
    return true;
  }
  return t.type !== 'checkbox' && t.type !== 'range';
}

/** The single keys without a modifier: play, fit, panels, zoom, steps, reset, delete, Escape. */
function commandKey(a, e, mayEdit) {
  const { canvas, ui, nav } = a;
  switch (e.key) {
    case ' ':
      e.preventDefault();
      if (!e.repeat && !nav.spaceHeld) nav.space(true);
      break;
    case 'f':
    case 'F':
      a.fit();
      break;
    case 'c':
    case 'C':
      a.toggleCharts();
      break;
    case 'g':
    case 'G':
      a.openGallery();
      break;
    case 'e':
    case 'E':
      e.preventDefault();
      a.openScripts();
      break; // not typed into the editor it focuses
    case 'p':
    case 'P':
      a.togglePresent();
      break;
    case 'h':
    case 'H':
      a.toggleSound();
      break;
    case '+':
    case '=':
      a.zoomBy(1.5);
      break;
    case '-':
    case '_':
      a.zoomBy(1 / 1.5);
      break;
    case 'ArrowRight':
      e.preventDefault();
      a.stepOnce(e.shiftKey ? 10 : 1);
      break;
    case 'ArrowLeft':
      e.preventDefault();
      a.back(e.shiftKey ? 10 : 1);
      break;
    case 'Home':
      e.preventDefault();
      a.seek(0);
      break;
    case 'End':
      e.preventDefault();
      a.end();
      break;
    case 'r':
    case 'R':
      a.reset();
      break;
    case 'Delete':
    case 'Backspace':
      if (ui.selected && mayEdit()) a.deleteSelection();
      break;
    case 'Escape':
      ui.selected = null;
      ui.pathDraft = null;
      a.dismiss();
      break;
    default:
  }
}
