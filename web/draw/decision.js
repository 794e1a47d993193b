// The selected grid agent's last decision on the canvas: each neighbour's proxy (and P-step) written in its
// cell, the chosen one in amber, as labels (label-layer.js): in the cell when there is room, else pushed
// outward from the agent, never over another label. The words are the panel's ("blocked", in the page's language).
import { EAST, NORTH, PRIORITY, SOUTH, STYLE, WEST, addLabel, numberText } from './label-layer.js';
import { formatFixed, t } from '../i18n/locale.js';

/** The four neighbours in the core's order (up, down, left, right) and the way each label moves out. */
export const NEIGHBOURS = [
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

/** The selected grid agent whose last decision is drawn (deciding() fills it; kept from frame to frame). */
const at = { i: -1, o: 0, d: 0, chosen: -1 };

/** Whether the selected agent's last decision is drawn: a grid agent, moving or oscillating (a stopped agent decides
 *  nothing, its record is the last decision; only stop-on-return's values stay, with no move chosen, and the panel
 *  says why). Fills `at`. */
function deciding(sim, v, ui) {
  if (ui.selected?.type !== 'agent') return false;
  const i = ui.selected.index;
  const A = sim.agentLayout,
    D = sim.decisionLayout;
  const o = i * A.stride;
  if (o >= v.agents.length || v.agentWords[o + A.kind] !== 0) return false;
  const stop = sim.stopReasonNames[v.agentWords[o + A.stop]];
  if (stop !== 'moving' && stop !== 'oscillation') return false;
  at.i = i;
  at.o = o;
  at.d = i * D.stride;
  at.chosen = stop === 'moving' ? v.decisionWords[at.d + D.chosen] : -1;
  return true;
}

/** The label drawDecision() queued for each neighbour (label-layer.js's index, -1 for none), this frame. */
export const decisionLabels = new Int32Array(4).fill(-1);

/** The selected grid agent's view offset (`A.stride` times its index) when its last decision is drawn, else -1. */
export function decidingOffset(sim, v, ui) {
  return deciding(sim, v, ui) ? at.o : -1;
}

/** Queues the values (screen space; placed and drawn by finishLabels()). */
export function drawDecision(view, sim, v, ui) {
  decisionLabels.fill(-1);
  if (!deciding(sim, v, ui)) return;
  const { i, o, d, chosen } = at;
  const A = sim.agentLayout,
    D = sim.decisionLayout;
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
    decisionLabels[k] = addLabel(
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
