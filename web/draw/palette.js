// Colours and small drawing helpers shared by the renderers.

export const PALETTE = ['#2563eb', '#db2777', '#059669', '#ea580c', '#7c3aed', '#0891b2', '#ca8a04', '#4f46e5'];
export const COLORS = {
  backdrop: '#0b1220',
  floor: '#f8fafc',
  gridLine: 'rgba(15, 23, 42, 0.09)',
  wall: '#334155',
  circle: '#94a3b8',
  circleEdge: '#475569',
  collision: '#ef4444',
  selection: '#f59e0b',
  heading: '#0f172a',
  text: '#0f172a',
};

/** How agents are coloured: by their index (default) or, with the "byBehavior" overlay, by behaviour. */
export const colorMode = { byBehavior: false };

/** By behaviour, in the core's order (seek, greedy, nproxy, whiskers, feelers, raycast, context, orca): no
 *  red, orange or amber, which mean collision, selection and forces. */
export const BEHAVIOR_PALETTE = ['#475569', '#854d0e', '#db2777', '#2563eb', '#7c3aed', '#0891b2', '#059669', '#4f46e5'];

/** Colour batches: the index palette's slots, then the behaviour palette's. */
export const COLOR_SLOTS = [...PALETTE, ...BEHAVIOR_PALETTE];

/** The colour slot (into COLOR_SLOTS) of agent i with behaviour index `behavior`. */
export function colorSlot(i, behavior) {
  return colorMode.byBehavior ? PALETTE.length + (behavior % BEHAVIOR_PALETTE.length) : i % PALETTE.length;
}

/** The colour of agent i (behaviour index `behavior`) in the current colour mode. */
export function agentColor(i, behavior) { return COLOR_SLOTS[colorSlot(i, behavior)]; }

export function roundRect(ctx, x, y, w, h, r) {
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
}

/** An arrow from (x0, y0) to (x1, y1) in world units; px is one CSS pixel in world units. */
export function arrow(ctx, x0, y0, x1, y1, color, px) {
  const len = Math.hypot(x1 - x0, y1 - y0);
  if (len < 2 * px) return;
  const head = Math.min(len * 0.4, 8 * px);
  const ux = (x1 - x0) / len, uy = (y1 - y0) / len;
  ctx.strokeStyle = color;
  ctx.fillStyle = color;
  ctx.lineWidth = 2.25 * px;
  ctx.beginPath();
  ctx.moveTo(x0, y0);
  ctx.lineTo(x1 - ux * head * 0.6, y1 - uy * head * 0.6);
  ctx.stroke();
  ctx.beginPath();
  ctx.moveTo(x1, y1);
  ctx.lineTo(x1 - ux * head - uy * head * 0.5, y1 - uy * head + ux * head * 0.5);
  ctx.lineTo(x1 - ux * head + uy * head * 0.5, y1 - uy * head - ux * head * 0.5);
  ctx.closePath();
  ctx.fill();
}
