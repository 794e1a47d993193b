// The frame's labels: render()'s parts queue every text they write on the canvas here (names, badges,
// n-proxy values, ORCA's numbers, the key numbers) with an anchor in CSS pixels and a priority; once all
// else is drawn, finishLabels() places them without overlap (labels.js) and draws the placed ones, each in
// its style, on a halo or a box for contrast. Insets reserve their boxes, so world labels stay off them.
// Nothing is allocated per frame once the buffers have grown, but the texts of values that changed.
import { AGENT_COLORS, COLORS, LABEL_COLORS, ORCA_COLORS, roundRect } from './palette.js';
import { LabelPlacer } from './labels.js';
import { formatFixed } from '../i18n/locale.js';

export { EAST, NORTH, NORTH_EAST, NORTH_WEST, SOUTH, SOUTH_EAST, SOUTH_WEST, WEST } from './labels.js';

const SANS = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
const MONO = 'ui-monospace, "SF Mono", Menlo, monospace';
const HALO = 'rgba(248, 250, 252, 0.92)';

/** The label styles: font, text colour, and a halo (width) or a box (background, corner radius). Heights
 *  in CSS pixels. Every font is 11 px or more. */
const STYLES = [
  { name: 'name', font: `600 12px ${SANS}`, color: COLORS.text, halo: 3.5, height: 15, pad: 1 },
  {
    name: 'value',
    font: `600 11px ${MONO}`,
    color: LABEL_COLORS.text,
    box: LABEL_COLORS.other,
    radius: 4,
    height: 16,
    pad: 4,
  },
  {
    name: 'chosen',
    font: `600 11px ${MONO}`,
    color: LABEL_COLORS.chosenText,
    box: LABEL_COLORS.chosen,
    radius: 4,
    height: 16,
    pad: 4,
  },
  {
    name: 'reached',
    font: `600 11px ${SANS}`,
    color: AGENT_COLORS.badgeText,
    box: AGENT_COLORS.reachedBadge,
    radius: 8,
    height: 16,
    pad: 4,
  },
  {
    name: 'failed',
    font: `600 11px ${SANS}`,
    color: AGENT_COLORS.badgeText,
    box: AGENT_COLORS.failedBadge,
    radius: 8,
    height: 16,
    pad: 4,
  },
  { name: 'orcaAgent', font: `bold 11px ${SANS}`, color: ORCA_COLORS.agent, halo: 3, height: 14, pad: 1 },
  { name: 'orcaObstacle', font: `bold 11px ${SANS}`, color: ORCA_COLORS.obstacle, halo: 3, height: 14, pad: 1 },
  { name: 'orcaBinding', font: `bold 11px ${SANS}`, color: ORCA_COLORS.binding, halo: 3, height: 14, pad: 1 },
  { name: 'caption', font: `11px ${SANS}`, color: ORCA_COLORS.text, height: 13, pad: 0 },
  { name: 'muted', font: `11px ${SANS}`, color: ORCA_COLORS.muted, height: 13, pad: 0 },
  { name: 'warn', font: `11px ${SANS}`, color: ORCA_COLORS.violated, height: 13, pad: 0 },
  { name: 'title', font: `600 11.5px ${SANS}`, color: COLORS.text, height: 14, pad: 0 },
];
/** The styles as written (scale 1): setLabelScale() makes STYLES a multiple of them. */
const BASE = STYLES.map((s) => ({ ...s }));
let scale = 1;

/** Draws every label `k` times its size (presenter mode: 11 px labels become 18 px and more on a projector). */
export function setLabelScale(k) {
  if (k === scale) return;
  scale = k;
  BASE.forEach((b, i) => {
    const s = STYLES[i];
    s.font = b.font.replace(/(\d+(?:\.\d+)?)px/, (_, px) => `${Number((px * k).toFixed(1))}px`);
    s.height = Math.round(b.height * k);
    s.pad = Math.round(b.pad * k);
    if (b.halo) s.halo = b.halo * k;
    if (b.radius) s.radius = Math.round(b.radius * k);
  });
  for (const cache of widths) cache.clear();
}

/** Style numbers by name, for addLabel(). */
export const STYLE = Object.fromEntries(STYLES.map((s, k) => [s.name, k]));

/** Priorities (higher is placed first): the selected agent's labels before everyone else's, insets' own
 *  text before what is drawn on them. */
export const PRIORITY = {
  inset: 1000,
  insetNumber: 950,
  selectedValue: 920,
  selectedName: 900,
  selectedBadge: 890,
  selectedNumber: 850,
  name: 500,
  badge: 480,
  number: 400,
};

/** CSS pixels round the selected body (its glow) that no label covers. */
export const BODY_CLEAR = 5;

const placer = new LabelPlacer();
const texts = [];
let styles = new Uint8Array(64),
  agents = new Int32Array(64);
/** Text widths per style (measured once per text; forgotten past a few thousand). */
const widths = STYLES.map(() => new Map());
const WIDTH_CACHE = 4096;
/** Anchors further off the canvas than this (px) are not queued. */
const FAR = 200;

/** Starts the frame's labels over a canvas of width x height CSS pixels. */
export function beginLabels(width, height) {
  placer.reset(width, height);
}

/** A box (CSS pixels) no other label may cover, such as an inset; returns its number for labels bound to it. */
export function reserveLabelBox(x, y, w, h) {
  return placer.reserve(x, y, w, h);
}

/**
 * Queues a label (see LabelPlacer.add for the candidates): text in a STYLE, anchored at (ax, ay) in CSS
 * pixels, `gap` px from it toward `first` (a compass direction), trying `tries` directions, its own spot
 * first when `centre`; `bound`: the reserved box it belongs in, or -1; `agent`: whose it is, or -1.
 */
export function addLabel(ctx, text, style, priority, ax, ay, gap, first, tries, centre, bound = -1, agent = -1) {
  if (ax < -FAR || ay < -FAR || ax > placer.width + FAR || ay > placer.height + FAR) return -1; // no candidate can be on the canvas
  const s = STYLES[style];
  const w = textWidth(ctx, text, style) + 2 * s.pad;
  const i = placer.add(ax, ay, w, s.height, gap, first, tries, centre, priority, bound);
  if (i >= styles.length) {
    const more = new Uint8Array(styles.length * 2),
      who = new Int32Array(styles.length * 2);
    more.set(styles);
    who.set(agents);
    styles = more;
    agents = who;
  }
  texts[i] = text;
  styles[i] = style;
  agents[i] = agent;
  return i;
}

function textWidth(ctx, text, style) {
  const cache = widths[style];
  let w = cache.get(text);
  if (w === undefined) {
    if (cache.size > WIDTH_CACHE) cache.clear();
    ctx.font = STYLES[style].font;
    w = Math.ceil(ctx.measureText(text).width);
    cache.set(text, w);
  }
  return w;
}

/** The direction of the canvas's words: the page's (Arabic's right to left; the world keeps its axes, and a
 *  label is placed by its box, so only the order inside a label follows it). */
export const wordsDirection = () => (document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr');

/** Places the frame's labels and draws the placed ones (screen space: after view.beginScreen()); `placed(ctx)`, if
 *  given, is called between the two (what is drawn under the labels where they landed). */
export function finishLabels(ctx, placed = null) {
  placer.place();
  if (placed) placed(ctx);
  ctx.direction = wordsDirection();
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.lineJoin = 'round';
  let font = -1;
  for (let i = 0; i < placer.count; i++) {
    if (!placer.placed[i]) continue;
    const s = STYLES[styles[i]],
      x = placer.x[i],
      y = placer.y[i],
      w = placer.w[i],
      h = placer.h[i];
    if (font !== styles[i]) {
      ctx.font = s.font;
      font = styles[i];
    }
    if (s.box) {
      ctx.fillStyle = s.box;
      ctx.beginPath();
      roundRect(ctx, x, y, w, h, s.radius);
      ctx.fill();
    } else if (s.halo) {
      ctx.strokeStyle = HALO;
      ctx.lineWidth = s.halo;
      ctx.strokeText(texts[i], x + w / 2, y + h / 2 + 0.5);
    }
    ctx.fillStyle = s.color;
    ctx.fillText(texts[i], x + w / 2, y + h / 2 + 0.5);
  }
  ctx.textAlign = 'left';
  ctx.textBaseline = 'alphabetic';
  ctx.direction = 'inherit';
}

/** Whether label `i` (addLabel's index, -1 for none) was placed, over the box [x0, x1] x [y0, y1] (CSS pixels of the
 *  canvas): for finishLabels()'s `placed` call, between the placing and the drawing. */
export function labelOverlaps(i, x0, y0, x1, y1) {
  if (i < 0 || i >= placer.count || !placer.placed[i]) return false;
  const x = placer.x[i],
    y = placer.y[i];
  return x < x1 && x + placer.w[i] > x0 && y < y1 && y + placer.h[i] > y0;
}

/** What the last frame placed and dropped (the console API, tests): each label's text, style, agent (or
 *  -1) and box in CSS pixels of the canvas. */
export function labelsLastFrame() {
  const placed = [],
    dropped = [];
  for (let i = 0; i < placer.count; i++) {
    const label = {
      text: texts[i],
      style: STYLES[styles[i]].name,
      size: Number(/(\d+(?:\.\d+)?)px/.exec(STYLES[styles[i]].font)[1]), // the font's CSS pixels
      agent: agents[i],
      priority: placer.priority[i],
      x: placer.x[i],
      y: placer.y[i],
      w: placer.w[i],
      h: placer.h[i],
    };
    (placer.placed[i] ? placed : dropped).push(label);
  }
  return { placed, dropped };
}

/** Texts of numbers, per prefix: formatted once per value (rounded as the core's explain/format.cpp writes them,
 *  with 2 decimals, no "-0.00"; in the locale's digits and decimal sign), so a paused frame allocates none. */
const numberTexts = new Map();

/** `prefix` and value with 2 decimals. */
export function numberText(prefix, value) {
  let byValue = numberTexts.get(prefix);
  if (!byValue) numberTexts.set(prefix, (byValue = new Map()));
  let text = byValue.get(value);
  if (text === undefined) {
    if (byValue.size > WIDTH_CACHE) byValue.clear();
    text = prefix + formatFixed(value, 2);
    byValue.set(value, text);
  }
  return text;
}
