// Keys: the page's keyboard shortcuts (ui/keyboard.js reads them) bound to the parts' actions, the shortcuts
// sheet (`?`), and the tools' keys and names in it and in the panel's Keys, from the tool list itself. Keys that
// edit are refused, with the reason, on an embedded page and in compare mode (undo and redo only on an embedded page).
import { TOOLS } from '../ui/tools.js';
import { wireKeyboard } from '../ui/keyboard.js';
import { wireFocusTrap } from '../ui/focus-trap.js';
import { el } from '../ui/el.js';
import { $ } from './context.js';
import { currentLocale, t as words } from '../i18n/locale.js';

export function wireKeys(app) {
  const { canvas, ui, nav, loop, sim, timeline, charts, embed } = app;
  const watchOnly = words('script-embed-read-only');
  // The tools' keys and names, as the toolbar has them: "1–8", "tools: select, walls, …".
  const kbd = (key) => el('kbd', { textContent: key });
  for (const at of document.querySelectorAll('.tool-keys'))
    at.replaceChildren(kbd(TOOLS[0].key), '–', kbd(TOOLS.at(-1).key));
  $('tool-names').textContent = words('tool-names', {
    names: TOOLS.map((tool) =>
      tool.label.replace(/^\+\s*/, '').replace(/^./, (c) => (currentLocale() === 'en' ? c.toLowerCase() : c)),
    ).join(', '),
  });
  /** The shortcuts sheet (`?`): the keys list of the panel, over the page. */
  const toggleShortcuts = (open = $('shortcuts').hidden) => {
    $('shortcuts').hidden = !open; // closed, the focus goes back to where it was (ui/focus-trap.js)
    if (open) $('shortcuts-close').focus();
  };
  wireFocusTrap();
  $('shortcuts-close').addEventListener('click', () => toggleShortcuts(false));
  // The skip links focus their target (a fragment would change the address, which holds share links).
  for (const a of document.querySelectorAll('.skip-links a'))
    a.addEventListener('click', (e) => {
      e.preventDefault();
      $(a.getAttribute('href').slice(1))?.focus();
    });
  $('shortcuts-open').addEventListener('click', () => toggleShortcuts(true));
  wireKeyboard({
    canvas,
    ui,
    nav,
    loop,
    sim,
    tools: TOOLS,
    setTool: app.setTool,
    undo: () => app.doc.undo(),
    redo: () => app.doc.redo(),
    stepOnce: (n) => (n === 1 ? app.stepOnce() : (loop.pause(), loop.sim.step(n))),
    back: (n) => timeline.back(n),
    seek: (step) => timeline.seek(step),
    end: () => timeline.seek(loop.sim.frontier),
    reset: app.reset,
    togglePresent: app.togglePresent,
    toggleCharts: () => charts.setOpen(!charts.open),
    openGallery: () => app.openGallery?.(),
    openScripts: () => app.scripts.open(),
    toggleShortcuts,
    fit: () => nav.fit(),
    zoomBy: (k) => nav.zoomBy(k),
    pan: (dx, dy, far) => nav.panToward(dx, dy, far),
    dismiss: () => {
      $('errors').hidden = true;
      app.tools.arm(null); // a "Move to a click" waiting for its click
    },
    deleteSelection: () => app.tools.deleteSelection(),
    worldKey: (e) => app.editCursor.key(e),
    toggleSound: () => app.sonify.toggle(),
    picked: (agent) => (app.showSelected?.(), app.say?.(app.describe?.agentLine(agent) ?? '')),
    drive: app.driveKeys,
    editable: () => (embed ? watchOnly : app.compare.active ? words('keys-compare-copies') : ''),
    undoable: () => (embed ? watchOnly : ''), // in compare mode too: the panes are made again from the scene undone
    refuse: (why) => app.toast(why),
    reading: app.reading,
    busy: app.busy,
  });
}
