// Agents' names on the canvas: the selected agent's always, every agent's while there are few (up to
// NAMED_AGENTS), under the body (badges sit above it), dark text on a light halo so it reads on the floor
// and on walls alike. The names come from the Sim's cache (one crossing into wasm per edit, not per frame).
import { COLORS } from './palette.js';

/** Up to this many agents, every one is named. */
export const NAMED_AGENTS = 12;

/** Draws the names in screen space (call after view.beginScreen()). */
export function drawNames(view, sim, v, selected, belowLabels = false) {
  const A = sim.agentLayout, a = v.agents, words = v.agentWords;
  const count = a.length / A.stride;
  if (count === 0) return;
  const names = sim.agentNames();
  const all = count <= NAMED_AGENTS;
  const { ctx } = view;
  ctx.font = '600 12px system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'top';
  ctx.lineJoin = 'round';
  for (let i = 0; i < count; i++) {
    if (!all && i !== selected) continue;
    const o = i * A.stride;
    const grid = words[o + A.kind] === 0;
    // A selected grid agent's neighbours carry their values: its name goes under the cell below.
    const r = grid ? (belowLabels && i === selected ? 1.5 : 0.5) : a[o + A.radius], off = grid ? 0.5 : 0;
    const [sx, sy] = view.toScreen(a[o + A.x] + off, a[o + A.y] + off + r);
    if (sx < -50 || sy < -20 || sx > view.cssWidth + 50 || sy > view.cssHeight + 20) continue;
    const name = names[i] ?? '';
    ctx.strokeStyle = 'rgba(248, 250, 252, 0.92)';
    ctx.lineWidth = 3.5;
    ctx.strokeText(name, sx, sy + 3);
    ctx.fillStyle = COLORS.text;
    ctx.fillText(name, sx, sy + 3);
  }
  ctx.textBaseline = 'alphabetic';
  ctx.textAlign = 'left';
}
