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

/** The selected grid agent whose last decision is drawn: { i, o, d, chosen }, or null (none selected, not a grid
 *  agent, or stopped: a stopped agent decides nothing, its record is the last decision; only stop-on-return's
 *  values stay, with no move chosen, and the panel says why). */
function deciding(sim, v, ui) {
  if (ui.selected?.type !== 'agent') return null;
  const i = ui.selected.index;
  const A = sim.agentLayout,
    D = sim.decisionLayout;
  const o = i * A.stride;
  if (o >= v.agents.length || v.agentWords[o + A.kind] !== 0) return null;
  const stop = sim.stopReasonNames[v.agentWords[o + A.stop]];
  if (stop !== 'moving' && stop !== 'oscillation') return null;
  const d = i * D.stride;
  return { i, o, d, chosen: stop === 'moving' ? v.decisionWords[d + D.chosen] : -1 };
}

/** The cells drawDecision() writes a value in (row-major indices, up to 4) into `out`; returns how many. The heat
 *  map leaves its own number out there: the label holds the same value, to two decimals. */
export function decisionCells(sim, v, ui, out) {
  const at = deciding(sim, v, ui);
  if (!at) return 0;
  const A = sim.agentLayout;
  let n = 0;
  for (let k = 0; k < 4; k++) {
    const x = v.agents[at.o + A.x] + NEIGHBOURS[k][0],
      y = v.agents[at.o + A.y] + NEIGHBOURS[k][1];
    if (x >= 0 && y >= 0 && x < sim.width && y < sim.height) out[n++] = y * sim.width + x;
  }
  return n;
}

/** Queues the values (screen space; placed and drawn by finishLabels()). */
export function drawDecision(view, sim, v, ui) {
  const at = deciding(sim, v, ui);
  if (!at) return;
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
