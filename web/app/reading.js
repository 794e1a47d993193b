// While a big scenario file is read beside the page (web/sim/beside.js's load), whatever reads the scene would wait
// for it, holding the page's thread until the file is open (1 to 2 s for a few MB). So the world and the run's
// controls do nothing meanwhile and say why: a press on the world, the run's buttons and the scrub bar, and the
// page's shortcut keys (web/ui/keyboard.js asks app.busy()); the pointer moving over the world and the wheel are
// dropped without a word. Tab, the panels, dialogs and menus answer as before.
import { $ } from './context.js';
import { t } from '../i18n/locale.js';

/** The controls whose press reads the run: the transport (Reset, Step, Play) and the timeline's Back and scrub. */
const RUN_CONTROLS = '.transport > button, #back, #scrub';

/** Adds app.reading() (a scene is being read beside the page) and app.busy() (the same, said in the toast). */
export function wireReading(app) {
  const { sim, canvas } = app;
  const reading = () => sim.module.beside?.loading() === true;
  const busy = () => {
    if (!reading()) return false;
    app.toast(t('obs-wait'));
    return true;
  };
  // Listened to on the window as the event goes down (capture): before the world's and the controls' own listeners.
  const drop = (e, say) => {
    if (!reading()) return;
    const onWorld = e.target === canvas;
    if (!onWorld && !(e.target instanceof Element && e.target.closest(RUN_CONTROLS))) return;
    e.stopPropagation();
    if (e.cancelable) e.preventDefault();
    if (say) busy();
  };
  for (const type of ['pointerdown', 'click', 'input', 'change'])
    window.addEventListener(type, (e) => drop(e, true), true);
  for (const type of ['pointermove', 'pointerup', 'pointercancel', 'wheel', 'dblclick'])
    window.addEventListener(type, (e) => drop(e, false), { capture: true, passive: false });
  Object.assign(app, { reading, busy });
}
