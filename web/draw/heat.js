// The heat map's screen-space part of a frame, drawn by heat-legend.js (fetched when first needed): the P-proxy
// written in each cell big enough to read and the legend. What the last frame wrote is kept here for the console API
// and tests.
import { heatLegendDrawer } from './on-demand.js';

/** The heat map's numbers the last frame wrote (heat-legend.js's drawHeatScreen()). */
const heat = {
  fieldValues: 0,
  fieldValuesUnder: 0,
  fieldValuesUnderSum: 0,
  fieldValuesLabelled: 0,
  fieldValuesLabelledSum: 0,
  fieldValuesInset: 0,
};
/** heat-legend.js while this frame's numbers wait for the labels to be placed, else null. */
let waiting = null;

/** The heat map's numbers the last frame wrote. */
export function heatValuesLastFrame() {
  return { ...heat };
}

/** A frame begins: it has written no number yet. */
export function beginHeat() {
  heat.fieldValues = heat.fieldValuesUnder = heat.fieldValuesUnderSum = 0;
  heat.fieldValuesLabelled = heat.fieldValuesLabelledSum = heat.fieldValuesInset = 0;
  waiting = null;
}

/** Draws the numbers and the legend when the heat map is on (screen space; the frame's views `v`, the field, the
 *  world's size w x h); the numbers a next-move label may cover wait for heatLabelsPlaced(). */
export function drawHeatScreen(view, sim, v, ui, overlays, field, w, h, selectedAgent) {
  if (!field || !overlays.has('heatmap')) return;
  waiting = heatLegendDrawer(sim);
  waiting?.drawHeatScreen(view, sim, v, ui, overlays, field, w, h, selectedAgent, heat);
}

/** The frame's labels are placed (label-layer.js's finishLabels), not yet drawn. */
export function heatLabelsPlaced() {
  waiting?.labelsPlaced(heat);
  waiting = null;
}
