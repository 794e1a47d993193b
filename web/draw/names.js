// Agents' names on the canvas: the selected agent's always, every agent's while there are few (up to
// NAMED_AGENTS), under the body if that spot is free (badges sit above it), dark text on a light halo so it
// reads on the floor and on walls alike; while all are named, their bodies are kept clear of every label. Queued as labels (label-layer.js), so a name never covers another
// label: it moves round its body, or is dropped. The names come from the Sim's cache (one crossing into wasm
// per edit, not per frame).
import { BODY_CLEAR, PRIORITY, SOUTH, STYLE, addLabel, reserveLabelBox } from './label-layer.js';

/** Up to this many agents, every one is named. */
export const NAMED_AGENTS = 12;

/** Queues the names (screen coordinates; placed and drawn by finishLabels()). */
export function drawNames(view, sim, v, selected) {
  const A = sim.agentLayout,
    a = v.agents,
    words = v.agentWords;
  const count = a.length / A.stride;
  if (count === 0) return;
  const all = count <= NAMED_AGENTS;
  const names = all ? sim.agentNames() : null; // else the selected agent's alone
  const { ctx, scale } = view;
  for (let i = 0; i < count; i++) {
    if (!all && i !== selected) continue;
    const o = i * A.stride;
    const grid = words[o + A.kind] === 0;
    const r = grid ? 0.5 : a[o + A.radius],
      off = grid ? 0.5 : 0;
    const sx = view.originX + (a[o + A.x] + off) * scale,
      sy = view.originY + (a[o + A.y] + off) * scale;
    if (sx < -50 || sy < -20 || sx > view.cssWidth + 50 || sy > view.cssHeight + 20) continue;
    // While every agent is named, no label covers a body.
    const body = Math.max((grid ? 0.36 : r) * scale, 1.6) + 1;
    if (all) reserveLabelBox(sx - body, sy - body, 2 * body, 2 * body);
    const name = (names ? names[i] : sim.agentName(i)) ?? '';
    if (!name) continue;
    const gap = Math.max(r * scale, 1.6) + (i === selected ? BODY_CLEAR + 1 : 2); // the selected body's glow is kept clear
    addLabel(
      ctx,
      name,
      STYLE.name,
      i === selected ? PRIORITY.selectedName : PRIORITY.name,
      sx,
      sy,
      gap,
      SOUTH,
      16,
      false,
      -1,
      i,
    );
  }
}
