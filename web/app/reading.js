// While a big scenario file is read beside the page (web/sim/beside.js's load), whatever reads the scene waits for
// it, holding the page's thread until the file is open (1 to 2 s for a few MB). So what acts on the world does nothing
// meanwhile and says why: a press on the world or the charts, the run's buttons, the zoom buttons, the scrub bar and
// the event marks, the panel's controls and Share (but for Import and My scenes: opening another scene stops the
// reading), and the keys that act on the world (web/ui/keyboard.js asks app.busy()); the pointer moving over the world
// or the charts and the wheel are dropped without a word. Tab, Escape, menus and dialogs go on.
import { t } from '../i18n/locale.js';

/** Surfaces whose pointer reads the run: the world, the charts (a hover previews a step), the timeline's strip. */
const SURFACES = '#world, #chart-canvas, #event-strip';
/** Controls whose press reads the run: the transport (Reset, Step, Play), the zoom buttons, Back, the scrub bar, the
 *  event marks and the charts' toggle. */
const CONTROLS = '.transport > button, .viewctl > button, #back, #scrub, #marks, #charts-toggle';
/** The panel's controls read or edit the run (the scene's settings, the selection's, the events list, Resize, Clear,
 *  Export, a picture, ...), but for those that open another scene, which stops the reading (Import, My scenes). */
const PANEL = '#panel button, #panel input, #panel select, #share';
const PANEL_FREE = '#import, #import-file, .my-scenes *';
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
    const surface = e.target.closest(SURFACES);
    const panel = e.target.closest(PANEL) && !e.target.closest(PANEL_FREE);
    if (!surface && !panel && !e.target.closest(CONTROLS)) return;
    e.stopPropagation();
    if (e.cancelable) e.preventDefault();
    if (say) busy();
  };
  for (const type of ['pointerdown', 'click', 'input', 'change']) addEventListener(type, (e) => drop(e, true), true);
  for (const type of ['pointermove', 'pointerup', 'pointercancel', 'wheel', 'dblclick'])
    addEventListener(type, (e) => drop(e, false), { capture: true, passive: false });
  Object.assign(app, { reading, busy, waitShown });
}
