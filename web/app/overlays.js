// Overlays: a checkbox for each of the core's overlays (what the canvas draws over the world), kept in
// step with the shown set (a link or the autosave sets it too), and the legend of behaviour colours.
import { Legend } from '../ui/legend.js';
import { el } from '../ui/el.js';
import { $ } from './context.js';

const OVERLAY_LABELS = {
  profile: 'Side view of the selected feelers agent over terrain (heights, down ray, normal, offset)',
  goals: 'Goals and goal lines',
  decisions: 'Next-move values beside the selected grid agent',
  heatmap: 'P-proxy heat map for the selected grid agent',
  rays: 'Rays: grey clear, yellow detecting, red colliding',
  context: 'Context map of the selected context agent (polar chart)',
  orca: "ORCA: the selected orca agent's neighbours, and its half-planes in velocity space (inset)",
  paths: 'Paths and targets',
  forces:
    'Forces as applied: base (green), steer (violet), brake (orange), agent avoidance (teal), speed limit (grey), total (black)',
  reach: 'Cells within P steps of the selected agent',
  trail: 'Trail of the selected agent, and where grid agents turned back',
  everyAgent: 'Goals, rays and forces for every agent, also in crowds (slow)',
  byBehavior: 'Colour agents by behaviour (legend on the canvas)',
};

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
    $('overlays').append(el('label', {}, input, OVERLAY_LABELS[name] ?? name));
  }
  app.syncOverlayInputs = () => {
    for (const [name, input] of overlayInputs) input.checked = ui.overlays.has(name);
  };
}
