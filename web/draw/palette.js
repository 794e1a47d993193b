// Colours and small drawing helpers shared by the renderers. The colours come from palette.json, which
// the desktop viewer reads too (built into it), so a colour means the same in the page and the viewer.
import palette from './palette.json' with { type: 'json' };

/** Agents coloured by index (the default). */
export const PALETTE = palette.agents;
/** The world: floor, walls, circles, collisions (red), the selection (amber), headings, paths, targets. */
export const COLORS = palette.world;
/** Agents' outlines, the selected agent's glow, badges. */
export const AGENT_COLORS = palette.agent;
/** Value labels written beside a grid agent (the chosen neighbour's amber) and in heat-map cells. */
export const LABEL_COLORS = palette.labels;
/** Rays: clear (grey), detecting (yellow), colliding (red), the whiskers' box, context rays. */
export const RAY_COLORS = palette.rays;
/** Force arrows: base, steer, brake, agent avoidance, speed limit, total, and the predicted positions. */
export const FORCE_COLORS = palette.forces;
/** The context polar chart: interest (green), lost interest, danger (red), desired and chosen directions. */
export const CONTEXT_COLORS = palette.context;
/** ORCA: neighbours' and obstacles' half-planes, the binding one, violated ones, velocities, the inset. */
export const ORCA_COLORS = palette.orca;
/** Whole-grid fields: the heat map's ramp (near to far) and opacity, the cells within P steps, return rings. */
export const FIELD_COLORS = palette.fields;
/** The event lanes of the timeline (the charts' collision, contact and arrival tallies too). */
export const EVENT_COLORS = palette.events;
/** The charts: frame, text, the marked and hovered steps, the zero line, and one colour per compare pane. */
export const CHART_PALETTE = palette.charts;
/** One colour per compare pane: its caption's swatch and its lines in the charts. */
export const PANE_COLORS = palette.charts.panes;
/** The ground: the tint of high and low ground, contour lines, the rim of a low obstacle. */
export const TERRAIN_PALETTE = palette.terrain;
/** The page's chrome, as web/style.css has it (background, text, ...): pictures the page exports use it. */
export const PANEL_COLORS = palette.panel;

/** A CSS colour of the palette ('#rrggbb', '#rrggbbaa', 'rgba(r, g, b, a)') as [r, g, b, a] bytes. */
export function rgbaBytes(css) {
  if (css.startsWith('#')) {
    const n = (k) => parseInt(css.slice(1 + 2 * k, 3 + 2 * k), 16);
    return [n(0), n(1), n(2), css.length === 9 ? n(3) : 255];
  }
  const [r, g, b, a = 1] = css
    .slice(css.indexOf('(') + 1, -1)
    .split(',')
    .map(Number);
  return [r, g, b, Math.round(a * 255)];
}

/** How agents are coloured: by their index (default) or, with the "byBehavior" overlay, by behaviour. */
export const colorMode = { byBehavior: false };

/** One colour per behaviour, by the behaviour's name: no red, orange or amber, which mean collision,
 *  selection and forces. */
export const BEHAVIOR_COLORS = palette.behaviors;

/** By behaviour, in the core's order (its behaviour numbers): set by useBehaviorNames(). */
export const BEHAVIOR_PALETTE = Object.values(BEHAVIOR_COLORS);

/** Colour batches: the index palette's slots, then the behaviour palette's. */
export const COLOR_SLOTS = [...PALETTE, ...BEHAVIOR_PALETTE];

/** Orders the behaviour colours as the core numbers its behaviours (`sim.behaviorNames`). Throws, naming
 *  them, when palette.json's behaviours are not exactly the core's: every behaviour has its own colour. */
export function useBehaviorNames(names) {
  const missing = names.filter((n) => !Object.hasOwn(BEHAVIOR_COLORS, n));
  const extra = Object.keys(BEHAVIOR_COLORS).filter((n) => !names.includes(n));
  if (missing.length || extra.length)
    throw new Error(
      `palette.json: behaviors ${missing.length ? `has no colour for ${missing.join(', ')}` : ''}` +
        `${missing.length && extra.length ? '; ' : ''}${extra.length ? `names no behaviour of the core: ${extra.join(', ')}` : ''}`,
    );
  names.forEach((n, b) => {
    BEHAVIOR_PALETTE[b] = BEHAVIOR_COLORS[n];
    COLOR_SLOTS[PALETTE.length + b] = BEHAVIOR_COLORS[n];
  });
}

/** The colour slot (into COLOR_SLOTS) of agent i with behaviour index `behavior`. */
export function colorSlot(i, behavior) {
  return colorMode.byBehavior ? PALETTE.length + behavior : i % PALETTE.length;
}

/** The colour of agent i (behaviour index `behavior`) in the current colour mode. */
export function agentColor(i, behavior) {
  return COLOR_SLOTS[colorSlot(i, behavior)];
}

export function roundRect(ctx, x, y, w, h, r) {
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
}

/**
 * An arrow from (x0, y0) to (x1, y1) in world units; px is one CSS pixel in world units. `style` (CSS
 * pixels, share of the length): the line's width, the head's longest, its share of a short arrow, and the
 * shortest arrow drawn.
 */
export function arrow(ctx, x0, y0, x1, y1, color, px, { width = 2.25, head: most = 8, share = 0.4, min = 2 } = {}) {
  const len = Math.hypot(x1 - x0, y1 - y0);
  if (len < min * px) return;
  const head = Math.min(len * share, most * px);
  const ux = (x1 - x0) / len,
    uy = (y1 - y0) / len;
  ctx.strokeStyle = color;
  ctx.fillStyle = color;
  ctx.lineWidth = width * px;
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
