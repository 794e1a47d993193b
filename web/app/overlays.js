// Overlays: a checkbox for each of the core's overlays (what the canvas draws over the world), kept in
// step with the shown set (a link or the autosave sets it too), and the legend of behaviour colours.
import { Legend } from '../ui/legend.js';
import { el } from '../ui/el.js';
import { $ } from './context.js';
import { hasMessage, t } from '../i18n/locale.js';

// Each overlay's label is the catalogue's overlay-<name> (web/i18n/en.ftl); an overlay without one shows its name.

/** Adds app.legend and app.syncOverlayInputs(). */
export function wireOverlays(app) {
  const { module, sim, ui } = app;
  app.legend = new Legend($('legend'), sim);
  const overlayInputs = new Map();
  for (const name of module.overlayNames()) {
    const input = el('input', { type: 'checkbox', checked: ui.overlays.has(name) });
    input.dataset.overlay = name;
    input.addEventListener('change', () => {
      input.checked ? ui.overlays.add(name) : ui.overlays.delete(name);
      ui.overlayChanges++;
    });
    overlayInputs.set(name, input);
    $('overlays').append(el('label', {}, input, hasMessage(`overlay-${name}`) ? t(`overlay-${name}`) : name));
  }
  app.syncOverlayInputs = () => {
    for (const [name, input] of overlayInputs) input.checked = ui.overlays.has(name);
  };
}
