// Presenter mode, for a projector: large type, the canvas and the selection's dock (the selected agent and why
// it moves) side by side, the editing toolbars and the rest of the panel put away. The Present button, P, or
// ?present=1 in the page's address turn it on; the button or P again turns it off.
import { $ } from './context.js';
import { setLabelScale } from '../draw/label-layer.js';
import { onDemandStyles } from '../ui/styles.js';
import { t } from '../i18n/locale.js';

/** How much larger the canvas's labels are drawn while presenting: 11 px labels at 18 px and more on a
 *  1920 px wide screen, 14 px at 1280; none on a phone, where presenter mode's layout does not apply (ui/on-demand.css). */
const presentedLabels = () =>
  matchMedia('(max-width: 600px)').matches ? 1 : Math.min(1.75, Math.max(1.3, innerWidth / 1150));

/** Adds app.setPresent(on) and app.togglePresent(). Returns when a ?present=1 in the address has been applied. */
export function wirePresent(app) {
  const button = $('present');
  let asked = 0; // the last call's number: an earlier one still waiting for the styles does nothing
  /** Presenter mode on or off; on once its styles (ui/on-demand.css, not in the first load) are in. */
  app.setPresent = (on) => {
    if (app.embed) return Promise.resolve(); // an embedded page has no panel to show beside the canvas
    const call = ++asked;
    return (on ? onDemandStyles() : Promise.resolve()).then(() => call === asked && apply(on));
  };
  const apply = (on) => {
    if (on) document.body.dataset.present = '1';
    else delete document.body.dataset.present;
    button.setAttribute('aria-pressed', String(on));
    button.querySelector('.label').textContent = t(on ? 'present-stop-label' : 'present-label');
    setLabelScale(on ? presentedLabels() : 1);
    app.view.version++; // the canvas changes size: draw it again
  };
  addEventListener('resize', () => {
    if (document.body.dataset.present === '1') setLabelScale(presentedLabels());
  });
  app.togglePresent = () => app.setPresent(document.body.dataset.present !== '1');
  button.addEventListener('click', () => {
    app.togglePresent();
    app.canvas.focus({ preventScroll: true }); // Space plays, arrows step, P leaves
  });
  return new URLSearchParams(location.search).get('present') === '1' ? app.setPresent(true) : Promise.resolve();
}
