// While a big scenario file is read beside the page (web/sim/beside.js's load), whatever reads the scene waits for
// it, holding the page's thread until the file is open (1 to 2 s for a few MB). So what acts on the world does nothing
// meanwhile and says why: a press on the world or the charts, the run's buttons, the zoom buttons, the scrub bar and
// the event marks, Share and the panel's controls that read or edit the run (PANEL), a key typed into one of those,
// and the keys that act on the world (web/ui/keyboard.js asks app.busy()); the pointer moving over the world or the
// charts and the wheel are dropped without a word. What opens another scene (the Examples menu, the gallery, the maps,
// Import, My scenes' list) stops the reading instead; Tab, Escape, menus, dialogs and the scene's title go on.
import { t } from '../i18n/locale.js';

/** Surfaces whose pointer reads the run: the world, the charts (a hover previews a step), the timeline's strip. */
const SURFACES = '#world, #chart-canvas, #event-strip';
/** Controls whose press reads the run: the transport (Reset, Step, Play), the zoom buttons, Back, the scrub bar, the
 *  event marks and the charts' toggle. */
const CONTROLS = '.transport > button, .viewctl > button, #back, #scrub, #marks, #charts-toggle';
/** Share and the panel's controls that read or edit the run: the selection's panel and settings, the agents of the
 *  world in words, the scene's settings (time step, step limit, seed, at goal), the compare set, My scenes' Save, the
 *  events list and its filters, the overlays, Resize, Clear, Export, One file, Picture, Animation, Use in your game. */
const PANEL = [
  '#share',
  '#selection *',
  '#describe-agents *',
  '.settings-row *',
  '#compare-toggle, #compare-edit',
  '#scene-save',
  '#params *',
  '#event-filter',
  '#event-list *',
  '#pause-on *',
  '#overlays *',
  '#grid-w, #grid-h, #grid-apply, #clear-walls, #clear-all',
  '#export, #export-html, #picture, #animation, #game-code',
].join(', ');
/** Keys a field of PANEL still takes while a file is read: moving on, and leaving. */
const FIELD_KEYS = new Set(['Tab', 'Escape', 'Shift', 'Control', 'Alt', 'Meta']);
/** The toast keeps the wait's words this long before the reading's progress replaces them (ms). */
const WAIT_SAID_MS = 1500;

/** Adds app.reading() (a scene is being read beside the page), app.busy() (the same, said in the toast) and
 *  app.waitShown(text) (whether the toast says the wait's words `text`, said lately: the reading's progress waits). */
export function wireReading(app) {
  const { sim } = app;
  let said = '',
    saidAt = -Infinity;
  const reading = () => sim.module.beside?.loading() === true;
  const busy = () => {
    if (!reading()) return false;
    app.toast((said = t('obs-wait')));
    saidAt = performance.now();
    return true;
  };
  const waitShown = (shown, lately = true) => shown === said && (!lately || performance.now() - saidAt < WAIT_SAID_MS);
  // Listened to on the window as the event goes down (capture): before the surfaces' and the controls' own listeners.
  const drop = (e, say) => {
    if (!reading() || !(e.target instanceof Element)) return;
    if (!e.target.closest(SURFACES) && !e.target.closest(PANEL) && !e.target.closest(CONTROLS)) return;
    e.stopPropagation();
    if (e.cancelable) e.preventDefault();
    if (say) busy();
  };
  for (const type of ['pointerdown', 'click', 'input', 'change']) addEventListener(type, (e) => drop(e, true), true);
  // A key typed into a field of PANEL (a number, a slider's arrows) would change the field without the run: refused.
  addEventListener(
    'keydown',
    (e) => {
      if (!reading() || FIELD_KEYS.has(e.key) || !(e.target instanceof Element) || !e.target.closest(PANEL)) return;
      if (!/^(INPUT|SELECT|TEXTAREA)$/.test(e.target.tagName)) return; // a button's Enter or Space is its click
      e.stopPropagation();
      e.preventDefault();
      busy();
    },
    true,
  );
  for (const type of ['pointermove', 'pointerup', 'pointercancel', 'wheel', 'dblclick'])
    addEventListener(type, (e) => drop(e, false), { capture: true, passive: false });
  Object.assign(app, { reading, busy, waitShown });
}
