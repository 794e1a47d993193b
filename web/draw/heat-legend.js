// The heat map's words, for the selected grid agent: its legend, in a corner of the canvas (what the colours mean:
// the P-proxy of each cell, from 0 at the target's side to the largest on the map, with the numbers at both ends),
// and the P-proxy written in each cell when cells are big enough to read.
import { COLORS, FIELD_COLORS, LABEL_COLORS, roundRect } from './palette.js';
import { labelOverlaps, reserveLabelBox, wordsDirection } from './label-layer.js';
import { NEIGHBOURS, decidingOffset, decisionLabels } from './decision.js';
import { insetBoxes, insetDrawn, profileBox } from './drawn.js';
import { insetPlaces, placeIn, PLACES } from './clear-place.js';
import { formatFixed, t } from '../i18n/locale.js';
import '../i18n/en-draw.js';

const cache = { version: -1, max: 0, p: -1, title: '', near: '', far: '', width: 0 };
const TITLE_FONT = '600 11.5px system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
/** The legend's width at least, in CSS pixels; wider when the locale's title needs it. */
const MIN_WIDTH = 220;

/** Draws the legend (screen space: after view.beginScreen()) for the fields of the selected grid agent, whose
 *  centre is at (sx, sy) CSS pixels (NaN: none): in the bottom corner at the page's start side, above a phone's
 *  readout, or where it does not cover the agent (clear-place.js's places, as the feelers' side view). */
export function drawHeatLegend(view, field, sx = NaN, sy = NaN) {
  if (cache.version !== field.fieldVersion) {
    // the largest finite proxy: once per new field
    let max = 0;
    for (let i = 0; i < field.proxy.length; i++)
      if (field.proxy[i] < field.big && field.proxy[i] > max) max = field.proxy[i];
    cache.version = field.fieldVersion;
    cache.max = max;
    cache.p = -1;
  }
  const { ctx } = view;
  if (cache.p !== field.P) {
    // the words, in the page's locale, and the width they need: once per field and P
    cache.p = field.P;
    cache.title = t('cv-heat-title', { p: formatFixed(field.P, 0) });
    cache.near = t('cv-heat-near', { n: formatFixed(0, 0) });
    cache.far = t('cv-heat-far', { n: formatFixed(cache.max, 1) });
    ctx.font = TITLE_FONT;
    cache.width = Math.max(MIN_WIDTH, Math.ceil(ctx.measureText(cache.title).width) + 16);
  }
  const w = cache.width,
    h = 52;
  // The first of the insets' places (draw/clear-place.js) that keeps 20 px between it and the agent's cell.
  const place = placeIn(view, 'heat', insetPlaces(view, w, h), sx, sy, 20 + 0.5 * view.scale);
  const left = PLACES[4 * place],
    top = PLACES[4 * place + 1];
  reserveLabelBox(left, top, w + 1, h + 1); // no label over the legend
  insetDrawn('heat', left, top, w + 1, h + 1);
  ctx.fillStyle = 'rgba(248, 250, 252, 0.97)';
  ctx.strokeStyle = '#cbd5e1';
  ctx.lineWidth = 1;
  ctx.beginPath();
  roundRect(ctx, left + 0.5, top + 0.5, w, h, 6);
  ctx.fill();
  ctx.stroke();
  ctx.font = TITLE_FONT;
  ctx.fillStyle = COLORS.text;
  ctx.textAlign = 'left';
  ctx.textBaseline = 'top';
  ctx.direction = wordsDirection();
  ctx.fillText(cache.title, left + 8, top + 6);
  // The ramp: near (0) to far (max), as the heat map paints it.
  const barX = left + 8,
    barY = top + 23,
    barW = w - 16,
    barH = 9;
  const stops = FIELD_COLORS.heatmap;
  const gradient = ctx.createLinearGradient(barX, 0, barX + barW, 0);
  stops.forEach((c, k) => gradient.addColorStop(k / (stops.length - 1), c));
  ctx.globalAlpha = FIELD_COLORS.heatmapAlpha;
  ctx.fillStyle = gradient;
  ctx.fillRect(barX, barY, barW, barH);
  ctx.globalAlpha = 1;
  ctx.font = '11px ui-monospace, "SF Mono", Menlo, monospace';
  ctx.fillStyle = COLORS.text;
  ctx.fillText(cache.near, barX, barY + barH + 2);
  ctx.textAlign = 'right';
  ctx.fillText(cache.far, barX + barW, barY + barH + 2);
  ctx.textAlign = 'left';
  ctx.textBaseline = 'alphabetic';
  ctx.direction = 'inherit';
}

/** The view's cells under an agent's body (1), reused from frame to frame (grown, never shrunk). */
let under = new Uint8Array(0);
/** The numbers' font, made again only when their size changes. */
const valueFont = { size: -1, font: '' };

/** Marks the cells of the window [cx0, cx1) x [cy0, cy1) that an agent's body covers, as the agents are drawn: a
 *  grid agent's square (half-side 0.36) in its cell, a continuous agent's disc of its radius. */
function markUnderBodies(agents, words, A, cx0, cy0, cx1, cy1) {
  const cw = cx1 - cx0;
  for (let o = 0; o + A.stride <= agents.length; o += A.stride) {
    const grid = words[o + A.kind] === 0;
    const x = agents[o + A.x] + (grid ? 0.5 : 0),
      y = agents[o + A.y] + (grid ? 0.5 : 0),
      r = grid ? 0.36 : agents[o + A.radius];
    if (!(x + r > cx0 && x - r < cx1 && y + r > cy0 && y - r < cy1)) continue; // (also NaN)
    for (let cy = Math.max(cy0, Math.floor(y - r)); cy < Math.min(cy1, Math.floor(y + r) + 1); cy++)
      for (let cx = Math.max(cx0, Math.floor(x - r)); cx < Math.min(cx1, Math.floor(x + r) + 1); cx++) {
        // the cell's point nearest the centre within the body (a square's always is)
        const dx = x - Math.min(Math.max(x, cx), cx + 1),
          dy = y - Math.min(Math.max(y, cy), cy + 1);
        if (!grid && dx * dx + dy * dy >= r * r) continue;
        under[(cy - cy0) * cw + (cx - cx0)] = 1;
      }
  }
}

/** The P-proxy written in each cell when cells are big enough to read, but for the cells under an agent's body
 *  (drawn after the agents, a number would cover the body) and the cells of `labelled` (the selected grid agent's
 *  neighbours, -1 for none: their decision labels write the same value to two decimals), which are held back (`held`
 *  gets 1 for each) until the labels are placed (drawHeldValues). `v` is the frame's views (agents, agentWords), `A`
 *  the agents' layout; `drawn` (draw/heat.js) gets the count of values written (fieldValues), of those left out
 *  under a body (fieldValuesUnder) and the sum of their cell indices (which cells, for tests). */
function drawFieldValues(view, field, cells, w, h, v, A, drawn, labelled, held) {
  const { ctx } = view;
  valueStyle(ctx, view.scale);
  held.fill(0);
  const { originX: ox, originY: oy, scale } = view; // (the view's conversions, inline: no array per cell)
  const cx0 = Math.max(0, Math.floor(-ox / scale)),
    cy0 = Math.max(0, Math.floor(-oy / scale)),
    cx1 = Math.min(w, Math.ceil((view.cssWidth - ox) / scale)),
    cy1 = Math.min(h, Math.ceil((view.cssHeight - oy) / scale));
  const cw = Math.max(0, cx1 - cx0),
    ch = Math.max(0, cy1 - cy0);
  if (under.length < cw * ch) under = new Uint8Array(2 * cw * ch);
  under.fill(0, 0, cw * ch);
  markUnderBodies(v.agents, v.agentWords, A, cx0, cy0, cx1, cy1);
  let shown = 0,
    hidden = 0,
    hiddenSum = 0;
  for (let y = cy0; y < cy1; y++) {
    for (let x = cx0; x < cx1; x++) {
      const i = y * w + x;
      if (cells[i] || field.proxy[i] >= field.big) continue;
      if (under[(y - cy0) * cw + (x - cx0)]) {
        hidden++;
        hiddenSum += i;
        continue;
      }
      const k = labelled.indexOf(i);
      if (k >= 0) {
        held[k] = 1;
        continue;
      }
      ctx.fillText(field.proxy[i].toFixed(1), ox + (x + 0.5) * scale, oy + (y + 0.5) * scale + scale * 0.28);
      shown++;
    }
  }
  drawn.fieldValues = shown;
  drawn.fieldValuesUnder = hidden;
  drawn.fieldValuesUnderSum = hiddenSum;
}

/** The values' font and colour, at cells `scale` CSS px wide. */
function valueStyle(ctx, scale) {
  const size = Math.min(12, scale * 0.3);
  if (valueFont.size !== size) ((valueFont.size = size), (valueFont.font = `${size}px ui-monospace, monospace`));
  ctx.font = valueFont.font;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = LABEL_COLORS.fieldValue;
}

/** After the frame's labels are placed, before they are drawn: each value drawFieldValues held back (`held[k]`, the
 *  cell `labelled[k]`) is written now unless `covered(box)` says a next-move label lies over where it would be written
 *  (box: [left, top, right, bottom], CSS px). `drawn` gets the values written (fieldValues) and those left to their
 *  label (fieldValuesLabelled, and the sum of their cell indices) or to an inset drawn before it (fieldValuesInset). */
function drawHeldValues(view, field, w, labelled, held, covered, drawn) {
  const { ctx, originX: ox, originY: oy, scale } = view;
  valueStyle(ctx, scale);
  const size = valueFont.size;
  for (let k = 0; k < labelled.length; k++) {
    if (!held[k]) continue;
    const i = labelled[k],
      text = field.proxy[i].toFixed(1);
    const x = ox + ((i % w) + 0.5) * scale,
      y = oy + (Math.floor(i / w) + 0.5) * scale + scale * 0.28,
      half = 0.3 * size * text.length; // (a monospace digit is about 0.6 em wide)
    if (covered(x - half, y - size / 2, x + half, y + size / 2)) {
      drawn.fieldValuesLabelled++;
      drawn.fieldValuesLabelledSum += i;
    } else if (insetOver(x - half, y - size / 2, x + half, y + size / 2)) {
      drawn.fieldValuesInset++; // (the numbers drawn before the insets are under them)
    } else {
      ctx.fillText(text, x, y);
      drawn.fieldValues++;
    }
  }
}

/** The cells the selected grid agent's next-move labels are for (up, down, left, right; -1 for none), which of them
 *  held their number back this frame, and what is left to draw once the labels are placed; kept from frame to frame. */
const labelled = new Int32Array(4).fill(-1);
const held = new Uint8Array(4);
const pending = { view: null, field: null, w: 0 };

/** The heat map's screen-space part (draw/heat.js): the numbers (cells at least 30 px wide), but those a next-move
 *  label may cover, which wait for labelsPlaced(), and the legend, clear of the agent it is for (the selected grid
 *  agent, at its cell's centre). `drawn` gets the counts. */
export function drawHeatScreen(view, sim, v, ui, overlays, field, w, h, selectedAgent, drawn) {
  const A = sim.agentLayout;
  pending.view = null;
  if (view.scale >= 30) {
    labelled.fill(-1);
    const o = overlays.has('decisions') ? decidingOffset(sim, v, ui) : -1;
    for (let k = 0; o >= 0 && k < 4; k++) {
      const x = v.agents[o + A.x] + NEIGHBOURS[k][0],
        y = v.agents[o + A.y] + NEIGHBOURS[k][1];
      if (x >= 0 && y >= 0 && x < w && y < h) labelled[k] = y * w + x;
    }
    drawFieldValues(view, field, v.cells, w, h, v, A, drawn, labelled, held);
    pending.view = view;
    pending.field = field;
    pending.w = w;
  }
  const o = selectedAgent * A.stride,
    shown = selectedAgent >= 0 && o < v.agents.length;
  const sx = shown ? view.originX + (v.agents[o + A.x] + 0.5) * view.scale : NaN,
    sy = shown ? view.originY + (v.agents[o + A.y] + 0.5) * view.scale : NaN;
  drawHeatLegend(view, field, sx, sy);
}

/** Whether a next-move label lies over a box (CSS px of the canvas). */
function labelOver(x0, y0, x1, y1) {
  for (let k = 0; k < 4; k++) if (labelOverlaps(decisionLabels[k], x0, y0, x1, y1)) return true;
  return false;
}

/** The insets a frame draws before its labels: a held number written after them must stay off them. */
const INSETS = [insetBoxes.heat, insetBoxes.orca, insetBoxes.context, profileBox];

/** Whether an inset drawn this frame meets a box (CSS px of the canvas). */
function insetOver(x0, y0, x1, y1) {
  for (let k = 0; k < INSETS.length; k++) {
    const b = INSETS[k];
    if (b.shown && b.x < x1 && b.x + b.w > x0 && b.y < y1 && b.y + b.h > y0) return true;
  }
  return false;
}

/** The frame's labels are placed: a held number whose label was dropped, or pushed off it, is written now. */
export function labelsPlaced(drawn) {
  if (pending.view) drawHeldValues(pending.view, pending.field, pending.w, labelled, held, labelOver, drawn);
  pending.view = pending.field = null;
}
