// The selected grid agent's last decision on the canvas: each neighbour's proxy (and P-step) written in its
// cell, the chosen one in amber, as labels (label-layer.js): in the cell when there is room, else pushed
// outward from the agent, never over another label. The words are the panel's ("blocked", in the page's language).
import { EAST, NORTH, PRIORITY, SOUTH, STYLE, WEST, addLabel, numberText } from './label-layer.js';
import { formatFixed, t } from '../i18n/locale.js';

/** The four neighbours in the core's order (up, down, left, right) and the way each label moves out. */
const NEIGHBOURS = [
  [0, -1],
  [0, 1],
  [-1, 0],
  [1, 0],
];
const OUTWARD = [NORTH, SOUTH, WEST, EAST];
/** Texts of the values' P-steps, made once per step count. */
const stepTexts = new Map();
/** The word for a blocked neighbour. */
let blocked = null;

/** Queues the values (screen space; placed and drawn by finishLabels()). */
export function drawDecision(view, sim, v, ui) {
  if (ui.selected?.type !== 'agent') return;
  const i = ui.selected.index;
  const A = sim.agentLayout,
    D = sim.decisionLayout;
  const o = i * A.stride;
  if (o >= v.agents.length || v.agentWords[o + A.kind] !== 0) return;
  // A stopped agent decides nothing (its record is the last decision): only stop-on-return's values stay,
  // with no move chosen; the panel says why.
  const stop = sim.stopReasonNames[v.agentWords[o + A.stop]];
  if (stop !== 'moving' && stop !== 'oscillation') return;
  const d = i * D.stride;
  const chosen = stop === 'moving' ? v.decisionWords[d + D.chosen] : -1;
  const big = sim.bigDistance,
    HUGE = sim.hugeStep;
  const { ctx, scale } = view;
  blocked ??= t('canvas-grid-blocked'); // the panel's word, in the page's language (chosen once, at the page's start)
  for (let k = 0; k < 4; k++) {
    const cx = v.agents[o + A.x] + NEIGHBOURS[k][0] + 0.5;
    const cy = v.agents[o + A.y] + NEIGHBOURS[k][1] + 0.5;
    if (cx < 0 || cy < 0 || cx > sim.width || cy > sim.height) continue;
    const value = v.decisions[d + D.proxy + k];
    const steps = v.decisionWords[d + D.step + k];
    const text = value >= big ? blocked : steps !== HUGE ? stepText(value, steps) : numberText('', value);
    addLabel(
      ctx,
      text,
      k === chosen ? STYLE.chosen : STYLE.value,
      PRIORITY.selectedValue,
      view.originX + cx * scale,
      view.originY + cy * scale,
      scale * 0.5,
      OUTWARD[k],
      3,
      true,
      -1,
      i,
    );
  }
}

function stepText(value, steps) {
  let byValue = stepTexts.get(steps);
  if (!byValue) stepTexts.set(steps, (byValue = new Map()));
  let text = byValue.get(value);
  if (text === undefined) {
    if (byValue.size > 4096) byValue.clear(); // (a long run's values: the cache stays bounded)
    text = `${formatFixed(value, 2)} · ${formatFixed(steps, 0)}`; // the locale's digits, as the panel writes them
    byValue.set(value, text);
  }
  return text;
}
