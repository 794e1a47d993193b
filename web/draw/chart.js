// One small time-series chart on a 2D canvas, drawn by hand: a title with the value at the marked step,
// the y range, and one line per series over steps 0..span. Long runs are drawn by min/max per pixel
// column (each column a vertical stroke from the smallest to the largest value in it, joined to the
// next), so a million steps cost one pass and look exactly like the full line would. Gaps (NaN: no value
// at that step) break the line. Scratch arrays are kept between frames: drawing allocates nothing.

import { CHART_PALETTE } from './palette.js';
import { formatFixed } from '../i18n/locale.js';

const FONT = '11.5px system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
const SMALL = '10.5px ui-monospace, "SF Mono", Menlo, monospace';
/** Room on the left for the y range's labels, CSS pixels. */
const GUTTER = 46;
export const CHART_COLORS = CHART_PALETTE;

const SOLID = [],
  DASHED = [3, 3];

function markStep(ctx, px, top, bottom, color, dash) {
  ctx.strokeStyle = color;
  ctx.setLineDash(dash);
  ctx.beginPath();
  ctx.moveTo(px, top - 2);
  ctx.lineTo(px, bottom);
  ctx.stroke();
  ctx.setLineDash(SOLID);
}

let scratch = { lo: new Float32Array(0), hi: new Float32Array(0) };

function columns(n) {
  if (scratch.lo.length < n) scratch = { lo: new Float32Array(n * 2), hi: new Float32Array(n * 2) };
  return scratch;
}

/** A number as a chart label in the page's locale (its decimal sign and digits): 3 significant digits from 1 up,
 *  2 below, no exponent. */
export function formatValue(v) {
  if (!Number.isFinite(v)) return '—';
  const a = Math.abs(v);
  if (a === 0 || Number.isInteger(v)) return formatFixed(v, 0);
  if (a >= 1) return formatFixed(v, a >= 1000 ? 0 : a >= 100 ? 1 : 2);
  // 2 significant digits (0.50, 0.012), counted on the rounded value: 0.999 is 1.0, 0.0999 is 0.10
  return formatFixed(v, Math.min(20, 1 - Math.floor(Math.log10(Math.abs(Number(v.toPrecision(2)))))));
}

/**
 * Draws one chart in box {x, y, w, h} (CSS pixels, ctx already scaled to them).
 * @param {CanvasRenderingContext2D} ctx
 * @param {{ title: string, unit: string, lines: Array<{ color: string, value: (step: number) => number, count: () => number }>,
 *           span: number, step: number, cursor: number }} chart
 * `span`: the last step on the x axis; `step`: the current step (marked); `cursor`: a hovered step or -1.
 */
export function drawChart(ctx, box, chart) {
  const { x, y, w, h } = box;
  ctx.fillStyle = CHART_COLORS.background;
  ctx.fillRect(x, y, w, h);
  ctx.strokeStyle = CHART_COLORS.frame;
  ctx.lineWidth = 1;
  ctx.strokeRect(x + 0.5, y + 0.5, w - 1, h - 1);

  const top = y + 20,
    bottom = y + h - 6,
    left = x + GUTTER,
    right = x + w - 6;
  const plotW = Math.max(1, Math.floor(right - left)); // as stepAt() computes it
  const span = Math.max(1, chart.span);

  // The y range over every line's values.
  let min = Infinity,
    max = -Infinity;
  for (const line of chart.lines) {
    const n = Math.min(line.count(), span + 1);
    for (let s = 0; s < n; s++) {
      const v = line.value(s);
      if (v < min) min = v;
      if (v > max) max = v;
    }
  }
  if (!(min <= max)) {
    min = 0;
    max = 1;
  }
  if (max - min < 1e-9) {
    // a flat line: from zero to it (or to 1 when it is zero), as a count reads
    if (min >= 0) {
      max = Math.max(1, max);
      min = 0;
    } else {
      min = Math.min(-1, min);
      max = 0;
    }
  }
  const pad = (max - min) * 0.08;
  const y0 = min - pad,
    y1 = max + pad;
  const ky = (bottom - top) / (y1 - y0),
    kx = plotW / span; // y = bottom - (v - y0) * ky; x = left + s * kx
  // Where it drew (tests check the line's pixels against the values; reused, no allocation per frame).
  const g = chart.geometry ?? (chart.geometry = {});
  g.left = left;
  g.bottom = bottom;
  g.y0 = y0;
  g.kx = kx;
  g.ky = ky;

  // Zero line when zero is in range.
  if (y0 < 0 && y1 > 0) {
    ctx.strokeStyle = CHART_COLORS.zero;
    ctx.beginPath();
    ctx.moveTo(left, Math.round(bottom - (0 - y0) * ky) + 0.5);
    ctx.lineTo(right, Math.round(bottom - (0 - y0) * ky) + 0.5);
    ctx.stroke();
  }

  drawLines(ctx, chart, span, plotW, left, bottom, y0, ky);

  // The current step, and the hovered one.
  markStep(ctx, Math.round(left + Math.min(chart.step, span) * kx) + 0.5, top, bottom, CHART_COLORS.step, SOLID);
  if (chart.cursor >= 0 && chart.cursor !== chart.step)
    markStep(ctx, Math.round(left + Math.min(chart.cursor, span) * kx) + 0.5, top, bottom, CHART_COLORS.cursor, DASHED);

  // Title with the value at the marked step (the hovered one if any), and the range.
  const at = chart.cursor >= 0 ? chart.cursor : chart.step;
  ctx.font = FONT;
  ctx.textBaseline = 'top';
  ctx.fillStyle = CHART_COLORS.text;
  ctx.fillText(chart.title + (chart.unit ? ` (${chart.unit})` : ''), x + 6, y + 4);
  ctx.font = SMALL;
  ctx.textAlign = 'right';
  let tx = x + w - 6;
  for (let k = chart.lines.length - 1; k >= 0; k--) {
    const line = chart.lines[k];
    const text = formatValue(at < line.count() ? line.value(at) : NaN);
    ctx.fillStyle = line.color;
    ctx.fillText(text, tx, y + 4);
    tx -= ctx.measureText(text).width + 8;
  }
  ctx.fillStyle = CHART_COLORS.muted;
  ctx.fillText(formatValue(max), left - 5, top - 4);
  ctx.textBaseline = 'bottom';
  ctx.fillText(formatValue(min), left - 5, bottom + 4);
  ctx.textAlign = 'left';
  ctx.textBaseline = 'alphabetic';
}

/** Each line of the chart, as the min and max of its values per pixel column (gaps where steps have none). */
function drawLines(ctx, chart, span, plotW, left, bottom, y0, ky) {
  const { lo, hi } = columns(plotW + 1);
  for (const line of chart.lines) {
    const n = Math.min(line.count(), span + 1);
    if (n === 0) continue;
    lo.fill(NaN, 0, plotW + 1);
    hi.fill(NaN, 0, plotW + 1);
    for (let s = 0; s < n; s++) {
      const v = line.value(s);
      if (!Number.isFinite(v)) continue;
      const c = Math.round((s / span) * plotW);
      if (!(lo[c] <= v)) lo[c] = v;
      if (!(hi[c] >= v)) hi[c] = v;
    }
    ctx.strokeStyle = line.color;
    ctx.lineWidth = 1.5;
    ctx.lineJoin = 'round';
    ctx.beginPath();
    let open = false;
    const lastColumn = Math.round(((n - 1) / span) * plotW);
    for (let c = 0; c <= lastColumn; c++) {
      if (Number.isNaN(lo[c])) {
        // No value in this column: a gap only when the steps it spans had none (narrow columns of a
        // short run can hold no step at all).
        const first = Math.ceil(((c - 0.5) / plotW) * span),
          last = Math.floor(((c + 0.5) / plotW) * span);
        if (first <= last) open = false;
        continue;
      }
      const px = left + c;
      if (!open) {
        ctx.moveTo(px, bottom - (lo[c] - y0) * ky);
        open = true;
      } else ctx.lineTo(px, bottom - (lo[c] - y0) * ky);
      if (hi[c] !== lo[c]) ctx.lineTo(px, bottom - (hi[c] - y0) * ky);
    }
    ctx.stroke();
  }
}

/** The step under a CSS x coordinate inside a chart box. */
export function stepAt(box, span, clientX) {
  const left = box.x + GUTTER,
    plotW = Math.max(1, Math.floor(box.w - GUTTER - 6));
  return Math.max(0, Math.min(span, Math.round(((clientX - left) / plotW) * Math.max(1, span))));
}
