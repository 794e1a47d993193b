// The heat map's legend, in a corner of the canvas: what the colours mean (the P-proxy of each cell, from
// 0 at the target's side to the largest on the map) and the numbers at both ends, for the selected grid agent.
import { COLORS, FIELD_COLORS, roundRect } from './palette.js';
import { reserveLabelBox, wordsDirection } from './label-layer.js';
import { insetDrawn } from './drawn.js';
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
