// Game maps in the panel: the Moving AI maps panel (its .map and .scen files, their problems, Run all),
// given the scene's document and the page's selection and camera.
import { MapsPanel } from '../ui/maps.js';
import { $ } from './context.js';

/** Adds app.maps. */
export function wireMaps(app) {
  const { module, sim, doc, ui, view } = app;
  app.maps = new MapsPanel($('maps'), {
    module, sim, doc, showErrors: app.showErrors, selectAgent: (i) => { ui.selected = { type: 'agent', index: i }; }, setCamera: (c) => { view.setCamera(c); doc.changed(); },
  });
  // Undoing an opening (or Clear all) brings the maps' list back as it was.
  doc.hooks.pageState = () => app.maps.state();
  doc.hooks.restorePageState = (state) => app.maps.restore(state);
}
