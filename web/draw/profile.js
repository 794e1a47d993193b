// The side view of the selected feelers agent over the relief (the feelers article's picture of its raised feelers):
// the ground under each feeler, obstacles with their tops, the body, the feelers' start, the down ray and
// the ground's normal, the offset of the ends, and what each feeler met. Every number comes from the
// core's SlopeRecord and the ground it sampled under the watched agent's feelers (FeelerGround), read
// through their layouts straight from the views: nothing is allocated per frame.
import { reliefOf } from '../sim/relief.js';
import { arrow } from './palette.js';
import { PLACES, placeInset } from './clear-place.js';
import { profileBox } from './drawn.js';
import { TERRAIN_COLORS } from './terrain.js';
import { wordsDirection } from './label-layer.js';
import { NAMES, feelerWords, fitTitle, signed } from './profile-words.js';
import { formatFixed, t } from '../i18n/locale.js';
import '../i18n/en-draw.js';

const INK = '#0f172a';
const MUTED = '#64748b';
const FEELER = { nothing: '#64748b', ground: '#b45309', wall: '#dc2626', circle: '#dc2626' };
const SIDE_GROUND = ['#0891b2', '#7c3aed']; // the left and right feelers' ground
const PAD = { left: 10, right: 22, top: 22, bottom: 40 };
const PAD_SMALL = { left: 10, right: 22, top: 20, bottom: 32 };
/** The headline's type at 9, 10 and 11 px (made once, not each frame). */
const HEAD_FONTS = [9, 10, 11].map((px) => `600 ${px}px system-ui, sans-serif`);
const [GROUND_R, GROUND_G, GROUND_B] = TERRAIN_COLORS.high;
const GROUND_FILL = `rgba(${GROUND_R}, ${GROUND_G}, ${GROUND_B}, 0.55)`;

/** The inset's geometry for this frame, set by layoutPlot() (one object reused: nothing allocated per frame). */
const P = {
  ctx: null,
  L: null,
  F: null,
  f: null,
  u: null,
  g: null,
  o: 0,
  n: 0,
  small: false,
  headSize: 11, // the headline's type, CSS pixels (9 to 11)
  scaleWidth: 0, // the scale's ("1 : 1") width, CSS pixels
  from: 0,
  to: 0,
  startZ: 0,
  ground: 0,
  low: 0,
  high: 0,
  scale: 1,
  offset: 0,
  compensate: false,
  line1: '',
  x0: 0,
  y0: 0,
  w: 0,
  h: 0,
  ox: 0,
  oy: 0,
  plotTop: 0,
  step: 0,
};
/** Plot distance along the feelers -> canvas x; height -> canvas y. */
const X = (d) => P.ox + (d - P.from) * P.scale;
const Z = (z) => P.oy - (z - P.low) * P.scale;
/** Feeler k's ground samples in the ground view. */
const groundStart = (k) => P.L.groundHeights + k * P.n;
/** Feeler k's FeelerProfile in the slope view. */
const feelerAt = (k) => P.o + P.L.feelers + k * P.L.feelerStride;

/**
 * Draws the inset in screen space (after view.beginScreen()) for agent `index`, if it is a moving feelers
 * agent sensing over the relief and the watched one (whose ground the core samples).
 * @param {import('./view.js').View} view
 * @param {import('../sim/sim.js').Sim} sim
 * @param {object} v the frame's views (sim.views())
 * @param {number} index the selected agent, -1 for none
 */
export function drawProfile(view, sim, v, index) {
  profileBox.shown = false;
  if (index < 0) return;
  const relief = reliefOf(sim);
  if (!layoutPlot(view, sim, v, index, relief)) return;
  const { ctx } = P;
  ctx.save();
  drawGround();
  const label = drawObstacles(relief);
  drawFeelers(sim, v, index, relief);
  if (label) drawObstacleLabel(label);
  ctx.restore();
  drawWords(sim, index, relief);
}

/** Sizes and places the inset (P) for agent `index`; false when it has no side view to show. */
function layoutPlot(view, sim, v, index, relief) {
  const L = relief.layout,
    F = L.feeler,
    f = v.slope,
    u = v.slopeWords,
    g = v.ground;
  const o = index * L.stride;
  if (o >= f.length || u[o + L.active] !== 1 || v.groundInts[L.groundAgent] !== index) return false;
  Object.assign(P, { ctx: view.ctx, L, F, f, u, g, o, n: L.profileSamples });
  const n = P.n,
    ctx = view.ctx;
  const small = view.cssWidth < 560 || view.cssHeight < 420;
  // At most about a third of a small pane (a phone's compare pane), so the walker and its ground stay in view.
  const h = Math.round(
    small ? Math.max(76, Math.min(150, view.cssHeight * 0.34)) : Math.max(104, Math.min(190, view.cssHeight * 0.45)),
  );
  // Narrow: beside the zoom buttons (bottom right), not over them.
  const maxW = small ? Math.max(200, view.cssWidth - 134) : Math.min(440, view.cssWidth * 0.5);

  // The plot: distance along the feelers (from behind the agent to past their longest) against height.
  const from = L.profileFrom,
    to = f[o + L.profileTo];
  const startZ = f[o + L.startZ],
    ground = f[o + L.ground];
  let low = Math.min(ground, startZ),
    high = startZ;
  for (let k = 0; k < 3; k++) {
    const b = feelerAt(k);
    const at = groundStart(k);
    for (let j = 0; j < n; j++) {
      low = Math.min(low, g[at + j]);
      high = Math.max(high, g[at + j]);
    }
    low = Math.min(low, f[b + F.endZ]);
    high = Math.max(high, f[b + F.endZ]);
    const top = f[b + F.obstacleTop];
    if (u[b + F.obstacleKind] && Number.isFinite(top)) high = Math.max(high, top);
  }
  low -= 0.35;
  high += 0.45;
  const pad = small ? PAD_SMALL : PAD;
  const ph = h - pad.top - pad.bottom;
  // One scale both ways, so slopes are drawn as they are; the box is as wide as the plot needs.
  const scale = Math.min((maxW - pad.left - pad.right) / (to - from), ph / (high - low));
  // Wide enough for its words too.
  const offset = f[o + L.offset];
  const kind = relief.slopeKinds[u[o + L.kind]]; // incline, decline, across or level, as the core read it
  const compensate = u[o + L.compensate] === 1;
  const numbers = { kind: t(`cv-slope-${kind}`), dot: signed(f[o + L.dot]), offset: signed(offset) };
  numbers.target = signed(f[o + L.target]);
  let line1 = t(compensate ? 'cv-slope-on' : 'cv-slope-off', numbers);
  ctx.font = '600 11px system-ui, sans-serif';
  ctx.direction = wordsDirection();
  let words = ctx.measureText(line1).width + 24;
  if (words > maxW) {
    // a narrow pane: the same numbers, fewer words
    line1 = t(compensate ? 'cv-slope-on-short' : 'cv-slope-off-short', numbers);
    words = ctx.measureText(line1).width + 24;
  }
  if (words > maxW) {
    // narrower still: the numbers and the slope's kind alone
    line1 = t(compensate ? 'cv-slope-on-shortest' : 'cv-slope-off-shortest', numbers);
    words = ctx.measureText(line1).width + 24;
  }
  // Narrower than that (a pane of a phone's grid of four): a smaller type, 9 px at least, so that it fits the box.
  const headSize = words > maxW ? Math.max(9, Math.floor((11 * (maxW - 24)) / (words - 24))) : 11;
  ctx.direction = 'inherit';
  const w = Math.min(maxW, Math.max(small ? maxW : 300, words, pad.left + pad.right + (to - from) * scale));
  const pw = w - pad.left - pad.right;
  const place = placeInset(view, sim, v, index, w, h);
  const x0 = PLACES[4 * place],
    y0 = PLACES[4 * place + 1];
  profileBox.shown = true;
  profileBox.x = x0;
  profileBox.y = y0;
  profileBox.w = w;
  profileBox.h = h;
  profileBox.headline = line1;
  profileBox.obstacle = '';
  Object.assign(P, {
    small,
    from,
    to,
    startZ,
    ground,
    low,
    high,
    scale,
    offset,
    compensate,
    line1,
    headSize,
    x0,
    y0,
    w,
    h,
    ox: x0 + pad.left + (pw - (to - from) * scale) / 2,
    oy: y0 + pad.top + ph - (ph - (high - low) * scale) / 2,
    plotTop: y0 + pad.top,
    step: (to - from) / (n - 1),
  });
  return true;
}

/** The box, and the ground under the centre feeler, filled; the side feelers' ground as dashed lines. */
function drawGround() {
  const { ctx, g, n, x0, y0, w, h, from, to, step } = P;
  ctx.fillStyle = '#ffffff';
  ctx.strokeStyle = 'rgba(15, 23, 42, 0.25)';
  ctx.lineWidth = 1;
  ctx.beginPath();
  ctx.roundRect(x0, y0, w, h, 8);
  ctx.fill();
  ctx.stroke();
  ctx.beginPath();
  ctx.rect(x0 + 1, P.plotTop, w - 2, h - (P.plotTop - y0) - (P.small ? PAD_SMALL : PAD).bottom);
  ctx.clip();
  ctx.beginPath();
  ctx.moveTo(X(from), y0 + h);
  for (let j = 0; j < n; j++) ctx.lineTo(X(from + j * step), Z(g[groundStart(1) + j]));
  ctx.lineTo(X(to), y0 + h);
  ctx.closePath();
  ctx.fillStyle = GROUND_FILL;
  ctx.fill();
  ctx.strokeStyle = 'rgba(107, 76, 38, 0.9)';
  ctx.lineWidth = 1.5;
  ctx.stroke();
  ctx.lineWidth = 1;
  ctx.font = '600 10px system-ui, sans-serif';
  ctx.textBaseline = 'middle';
  for (const k of [0, 2]) {
    const at = groundStart(k);
    ctx.strokeStyle = ctx.fillStyle = SIDE_GROUND[k >> 1];
    ctx.setLineDash([4, 3]);
    ctx.beginPath();
    for (let j = 0; j < n; j++) ctx[j ? 'lineTo' : 'moveTo'](X(from + j * step), Z(g[at + j]));
    ctx.stroke();
    ctx.setLineDash([]);
    ctx.fillText(NAMES[k], X(to) + 3, Z(g[at + n - 1])); // whose ground this is
  }
}

/** Obstacles met along each feeler, standing on its ground with their height above it as the core recorded it
 *  (a tall one reaches the top): the centre's filled, the sides' outlined. Returns the centre one's label
 *  [text, x, y], or null. */
function drawObstacles(relief) {
  const { ctx, F, f, u, g, n, from, step, plotTop } = P;
  let label = null;
  for (const k of [0, 2, 1]) {
    const s = feelerAt(k);
    if (!u[s + F.obstacleKind]) continue;
    const a = f[s + F.obstacleFrom],
      e = Math.max(f[s + F.obstacleTo], a + 0.05),
      top = f[s + F.obstacleTop];
    const height = f[s + F.obstacleHeight],
      tall = !Number.isFinite(height);
    const baseA = groundAt(g, groundStart(k), n, from, step, a),
      baseE = groundAt(g, groundStart(k), n, from, step, e);
    ctx.beginPath();
    ctx.moveTo(X(a), Z(baseA));
    ctx.lineTo(X(a), tall ? plotTop - 2 : Z(top));
    ctx.lineTo(X(e), tall ? plotTop - 2 : Z(baseE + height));
    ctx.lineTo(X(e), Z(baseE));
    ctx.closePath();
    if (k === 1) {
      ctx.fillStyle = 'rgba(71, 85, 105, 0.8)';
      ctx.fill();
      if (!tall)
        label = [
          t('cv-obstacle-high', {
            kind: t(`cv-hit-${relief.hitNames[u[s + F.obstacleKind]]}`),
            height: formatFixed(height, 2),
          }),
          X((a + e) / 2),
          Math.max(Z(baseA), Z(baseE)) + 10,
        ];
    } else {
      ctx.strokeStyle = SIDE_GROUND[k >> 1];
      ctx.lineWidth = 1;
      ctx.stroke();
    }
  }
  return label;
}

/** The body standing on the ground, the feelers' start, the down ray and the normal where it lands; where level
 *  feelers would end (dotted), the offset to the ends, and the three feelers to their hits. */
function drawFeelers(sim, v, index, relief) {
  const { ctx, L, F, f, u, o, startZ, ground, scale, offset } = P;
  const radius = v.agents[index * sim.agentLayout.stride + sim.agentLayout.radius];
  ctx.fillStyle = 'rgba(124, 58, 237, 0.85)';
  ctx.beginPath();
  ctx.roundRect(X(-radius), Z(startZ), 2 * radius * scale, (startZ - ground) * scale, Math.min(6, radius * scale));
  ctx.fill();
  ctx.setLineDash([2, 3]);
  ctx.strokeStyle = INK;
  ctx.beginPath();
  ctx.moveTo(X(0), Z(startZ));
  ctx.lineTo(X(0), Z(ground));
  ctx.stroke();
  ctx.setLineDash([]);
  const nx = f[o + L.dot],
    nz = f[o + L.normalZ]; // the normal in the heading's vertical plane
  arrow(ctx, X(0), Z(ground), X(0) + nx * 0.9 * scale, Z(ground) - nz * 0.9 * scale, '#0f766e', 1, SIDE_ARROW);

  const centre = feelerAt(1);
  const length = f[centre + F.length],
    endZ = f[centre + F.endZ];
  ctx.setLineDash([1, 3]);
  ctx.strokeStyle = MUTED;
  ctx.beginPath();
  ctx.moveTo(X(0), Z(startZ));
  ctx.lineTo(X(length), Z(startZ));
  ctx.stroke();
  ctx.setLineDash([]);
  if (Math.abs(offset) * scale > 3) arrow(ctx, X(length), Z(startZ), X(length), Z(endZ), '#2563eb', 1, SIDE_ARROW);
  for (const k of [0, 2, 1]) {
    const s = feelerAt(k);
    const hit = relief.hitNames[u[s + F.hit]];
    const len = f[s + F.length],
      ez = f[s + F.endZ];
    const d = hit === 'nothing' ? len : f[s + F.hitDistance];
    const z = hit === 'nothing' ? ez : f[s + F.hitZ];
    ctx.strokeStyle = FEELER[hit];
    ctx.lineWidth = k === 1 ? 2.5 : 1.25;
    ctx.beginPath();
    ctx.moveTo(X(0), Z(startZ));
    ctx.lineTo(X(d), Z(z));
    ctx.stroke();
    if (hit !== 'nothing') {
      ctx.globalAlpha = 0.3;
      ctx.beginPath();
      ctx.moveTo(X(d), Z(z));
      ctx.lineTo(X(len), Z(ez));
      ctx.stroke();
      ctx.globalAlpha = 1;
      ctx.fillStyle = FEELER[hit];
      ctx.beginPath();
      ctx.arc(X(d), Z(z), k === 1 ? 4 : 3, 0, Math.PI * 2);
      ctx.fill();
    }
  }
  ctx.fillStyle = INK;
  ctx.beginPath();
  ctx.arc(X(0), Z(startZ), 3, 0, Math.PI * 2);
  ctx.fill();
}

/** The centre feeler's obstacle: its height above the ground, on a white ground. */
function drawObstacleLabel([text, x, y]) {
  const { ctx } = P;
  profileBox.obstacle = text;
  ctx.font = '600 10px system-ui, sans-serif';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  const tw = ctx.measureText(text).width + 6;
  ctx.fillStyle = 'rgba(255, 255, 255, 0.85)';
  ctx.fillRect(x - tw / 2, y - 6, tw, 12);
  ctx.fillStyle = INK;
  ctx.fillText(text, x, y);
}

/** Words: what this is, the slope's numbers, and what each feeler met; each line from the page's start side (the
 *  right in a right-to-left language), the scale at the other. */
function drawWords(sim, index, relief) {
  const { ctx, F, f, u, x0, y0, w, h, small, offset, scale, startZ, line1, headSize } = P;
  const centre = feelerAt(1);
  const length = f[centre + F.length],
    endZ = f[centre + F.endZ];
  ctx.save();
  const direction = wordsDirection(),
    rtl = direction === 'rtl';
  ctx.direction = direction; // the order inside each line; the lines keep their places
  const start = rtl ? x0 + w - 10 : x0 + 10,
    end = rtl ? x0 + 10 : x0 + w - 10,
    room = w - 20;
  ctx.textBaseline = 'middle';
  ctx.textAlign = 'start';
  ctx.font = '11px system-ui, sans-serif';
  P.scaleWidth ||= ctx.measureText('1 : 1').width; // (measured once)
  ctx.font = '600 11px system-ui, sans-serif';
  ctx.fillStyle = INK;
  const title = fitTitle(ctx, sim.agentName(index), room);
  ctx.fillText(title.text, start, y0 + 11);
  if (title.width + 12 + P.scaleWidth <= room) {
    // the scale where the title leaves room for it
    ctx.textAlign = 'end';
    ctx.font = '11px system-ui, sans-serif';
    ctx.fillStyle = MUTED;
    ctx.fillText('1 : 1', end, y0 + 11);
  }
  if (Math.abs(offset) * scale > 3) {
    ctx.fillStyle = '#2563eb';
    ctx.direction = 'ltr'; // beside the arrow in the picture, whose axes do not turn
    ctx.textAlign = 'left';
    ctx.font = '11px system-ui, sans-serif';
    ctx.fillText(t('cv-units', { n: signed(offset) }), Math.min(X(length) + 5, x0 + w - 52), (Z(startZ) + Z(endZ)) / 2);
    ctx.direction = direction;
  }
  ctx.textAlign = 'start';
  ctx.fillStyle = INK;
  ctx.font = HEAD_FONTS[Math.min(2, Math.max(0, headSize - 9))];
  ctx.fillText(line1, start, y0 + h - (small ? 24 : 28));
  ctx.font = '11px system-ui, sans-serif';
  // What each feeler met; "over" for "over an obstacle" when the long words would not fit the box.
  let long = 0;
  for (let k = 0; k < 3; k++) long += ctx.measureText(feelerWords(relief, f, u, feelerAt(k), k, false)).width;
  const short = long > room;
  let x = start;
  for (let k = 0; k < 3; k++) {
    const s = feelerAt(k);
    const hit = relief.hitNames[u[s + F.hit]];
    const over = u[s + F.passedOver] === 1;
    const text = feelerWords(relief, f, u, s, k, short);
    ctx.fillStyle = hit === 'nothing' ? (over ? '#b91c1c' : MUTED) : FEELER[hit];
    ctx.fillText(text, x, y0 + h - (small ? 10 : 12));
    x += (rtl ? -1 : 1) * ctx.measureText(text).width; // the next one further from the start
  }
  ctx.restore();
}

/** The ground under a feeler at distance d, between its samples (for an obstacle's foot in the picture). */
function groundAt(f, at, n, from, step, d) {
  const t = Math.max(0, Math.min(n - 1, (d - from) / step));
  const j = Math.min(n - 2, Math.floor(t));
  return f[at + j] + (f[at + j + 1] - f[at + j]) * (t - j);
}

/** The side view's arrows (screen pixels): thinner, with smaller heads, than the world's. */
const SIDE_ARROW = { width: 1.75, head: 7, share: 0.45, min: 3 };
