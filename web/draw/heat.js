// The heat map's screen-space part of a frame: the P-proxy written in each cell big enough to read (but under a
// body or a next-move label) and the legend, clear of the agent it is for. Both are drawn by heat-legend.js,
// fetched when first needed; what the last frame wrote is kept here for the console API and tests.
import { decisionCells } from './decision.js';
import { heatLegendDrawer } from './on-demand.js';

/** The heat map's numbers the last frame wrote (heat-legend.js's drawFieldValues()). */
const heat = {
  fieldValues: 0,
  fieldValuesUnder: 0,
  fieldValuesUnderSum: 0,
  fieldValuesLabelled: 0,
  fieldValuesLabelledSum: 0,
};
/** The cells the selected grid agent's decision labels this frame (decision.js), kept from frame to frame. */
const labelledCells = new Int32Array(4);

/** The heat map's numbers the last frame wrote. */
export function heatValuesLastFrame() {
  return { ...heat };
}

/** A frame begins: it has written no number yet. */
export function beginHeat() {
  heat.fieldValues = heat.fieldValuesUnder = heat.fieldValuesUnderSum = 0;
  heat.fieldValuesLabelled = heat.fieldValuesLabelledSum = 0;
}

/** Draws the numbers and the legend when the heat map is on (screen space; the frame's views `v`, the field, the
 *  world's size w x h). */
export function drawHeatScreen(view, sim, v, ui, overlays, field, w, h, selectedAgent) {
  if (!field || !overlays.has('heatmap')) return;
  const drawer = heatLegendDrawer(sim);
  if (!drawer) return;
  const A = sim.agentLayout;
  if (view.scale >= 30) {
    const labelled = overlays.has('decisions') ? decisionCells(sim, v, ui, labelledCells) : 0;
    drawer.drawFieldValues(view, field, v.cells, w, h, v, A, heat, labelledCells, labelled);
  }
  // the legend stands clear of the agent it is for (the selected grid agent, at its cell's centre)
  const o = selectedAgent * A.stride,
    shown = selectedAgent >= 0 && o < v.agents.length;
  const sx = shown ? view.originX + (v.agents[o + A.x] + 0.5) * view.scale : NaN,
    sy = shown ? view.originY + (v.agents[o + A.y] + 0.5) * view.scale : NaN;
  drawer.drawHeatLegend(view, field, sx, sy);
}
