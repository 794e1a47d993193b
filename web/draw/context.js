// Paths, targets and context maps: the selected context agent's polar chart of interest and danger (an
// inset), and its rays. Reads the core's views; decides nothing.
import { CHART_PALETTE, CONTEXT_COLORS, COLORS, RAY_COLORS, arrow, roundRect } from './palette.js';

/** The inset's frame: the charts' colours (a panel over the canvas). */
const INSET = { background: COLORS.floor, frame: CHART_PALETTE.frame, text: COLORS.text };
import { detailed } from './detail.js';
import { contextOffset } from '../sim/records.js';
import { cornerInset, cornerLeft } from './drawn.js';
import { PRIORITY, SOUTH_EAST, STYLE, addLabel, reserveLabelBox } from './label-layer.js';
import { t } from '../i18n/locale.js';
import '../i18n/en-draw.js';

const PATH_COLOR = COLORS.path;

/** Paths as lines with arrows in the direction of travel; vertices as handles for editing. */
export function drawPaths(ctx, sim, ui, px) {
  const { paths, targets } = sim.pathsAndTargets();
  paths.forEach((path, i) => {
    const pts = path.points;
    if (pts.length < 2) return;
    const selected = ui.selected?.type === 'path' && ui.selected.index === i;
    ctx.strokeStyle = selected ? COLORS.selection : PATH_COLOR;
    ctx.lineWidth = (selected ? 3 : 2) * px;
    ctx.setLineDash([8 * px, 5 * px]);
    ctx.beginPath();
    ctx.moveTo(pts[0].x, pts[0].y);
    for (let k = 1; k < pts.length; k++) ctx.lineTo(pts[k].x, pts[k].y);
    if (path.closed) ctx.closePath();
    ctx.stroke();
    ctx.setLineDash([]);
    const segments = path.closed ? pts.length : pts.length - 1;
    for (let k = 0; k < segments; k++) {
      // an arrowhead mid-segment
      const a = pts[k],
        b = pts[(k + 1) % pts.length];
      const len = Math.hypot(b.x - a.x, b.y - a.y);
      if (len < 12 * px) continue;
      const ux = (b.x - a.x) / len,
        uy = (b.y - a.y) / len,
        mx = (a.x + b.x) / 2,
        my = (a.y + b.y) / 2,
        h = 6 * px;
      ctx.fillStyle = ctx.strokeStyle;
      ctx.beginPath();
      ctx.moveTo(mx + ux * h, my + uy * h);
      ctx.lineTo(mx - ux * h - uy * h * 0.7, my - uy * h + ux * h * 0.7);
      ctx.lineTo(mx - ux * h + uy * h * 0.7, my - uy * h - ux * h * 0.7);
      ctx.closePath();
      ctx.fill();
    }
    if (selected || ui.tool === 'path') {
      pts.forEach((q, k) => {
        ctx.beginPath();
        ctx.arc(q.x, q.y, (k === 0 ? 6 : 4.5) * px, 0, Math.PI * 2);
        ctx.fillStyle = k === ui.selectedVertex && selected ? COLORS.selection : COLORS.pathPoint;
        ctx.fill();
        ctx.strokeStyle = PATH_COLOR;
        ctx.lineWidth = 1.5 * px;
        ctx.stroke();
      });
    }
  });
  if (ui.pathDraft) {
    // the first click of a new path
    ctx.fillStyle = COLORS.selection;
    ctx.beginPath();
    ctx.arc(ui.pathDraft[0], ui.pathDraft[1], 6 * px, 0, Math.PI * 2);
    ctx.fill();
  }
  for (const t of targets) {
    // targets: small four-pointed stars
    const r = Math.max(0.25, 7 * px);
    ctx.fillStyle = COLORS.target;
    ctx.beginPath();
    for (let k = 0; k < 8; k++) {
      const a = (k * Math.PI) / 4,
        rr = k % 2 ? r * 0.4 : r;
      ctx.lineTo(t.x + Math.cos(a) * rr, t.y + Math.sin(a) * rr);
    }
    ctx.closePath();
    ctx.fill();
  }
}

/** Calls fn(i, agentOffset, contextOffset) for each moving context agent: every one drawn in detail
 *  when `all`, else only the selected one. */
function forEachContext(sim, v, frame, fn, all) {
  const A = sim.agentLayout;
  const contextBehavior = sim.behaviorNames.indexOf('context');
  const count = v.agents.length / A.stride;
  for (let i = 0; i < count; i++) {
    if (all ? !detailed(frame, i) : i !== frame.selected) continue;
    const o = i * A.stride,
      c = contextOffset(sim, v, i);
    if (c < 0 || v.agentWords[o + A.behavior] !== contextBehavior || v.agentWords[o + A.stop] !== 0) continue;
    fn(i, o, c);
  }
}

/** Context agents' rays: red up to the hit when dangerous, faint when clear. */
export function drawContextRays(ctx, sim, v, frame) {
  const C = sim.contextLayout;
  const f = v.context,
    u = v.contextWords,
    px = frame.px;
  forEachContext(
    sim,
    v,
    frame,
    (i, o, c) => {
      const x = v.agents[o + sim.agentLayout.x],
        y = v.agents[o + sim.agentLayout.y];
      const n = u[c + C.slots],
        hx = f[c + C.headingX],
        hy = f[c + C.headingY];
      const selected = i === frame.selected;
      frame.drawn.rays++;
      for (let k = 0; k < n; k++) {
        const a = (k * 2 * Math.PI) / n,
          cs = Math.cos(a),
          sn = Math.sin(a);
        const dx = hx * cs - hy * sn,
          dy = hx * sn + hy * cs;
        // To the hit, or as far as the ray looked (it stops at the goal).
        const danger = f[c + C.danger + k] > 0,
          end = Math.min(f[c + C.hit + k], f[c + C.reach + k]);
        ctx.strokeStyle = danger ? RAY_COLORS.contextDanger : RAY_COLORS.contextClear;
        ctx.lineWidth = (selected ? 1.5 : 1) * px;
        ctx.beginPath();
        ctx.moveTo(x, y);
        ctx.lineTo(x + dx * end, y + dy * end);
        ctx.stroke();
      }
    },
    true,
  );
}

/**
 * The selected context agent's map as a polar chart in an inset at the canvas's bottom-left (where it covers
 * none of the agent's neighbours): each slot's interest (green; pale where danger took it away), its danger
 * on the rim (red), the wanted direction (dotted) and the chosen one (amber); a red ring when every slot is
 * masked. Screen space: call after view.beginScreen().
 */
export function drawContextChart(view, sim, v, frame) {
  const C = sim.contextLayout;
  const f = v.context,
    u = v.contextWords;
  forEachContext(
    sim,
    v,
    frame,
    (i, o, c) => {
      const { ctx } = view;
      const size = Math.round(Math.max(90, Math.min(230, 0.36 * Math.min(view.cssWidth, view.cssHeight))));
      const left = cornerLeft(view, size),
        top = cornerInset(view, 'context', left, size); // (above a phone's readout)
      ctx.fillStyle = INSET.background;
      ctx.strokeStyle = INSET.frame;
      ctx.lineWidth = 1;
      ctx.beginPath();
      roundRect(ctx, left + 0.5, top + 0.5, size, size, 8);
      ctx.fill();
      ctx.stroke();
      const box = reserveLabelBox(left, top, size + 1, size + 1); // world labels keep off; its title stays in
      addLabel(
        ctx,
        titleOf(sim.agentName(i) ?? ''),
        STYLE.title,
        PRIORITY.inset,
        left + 8,
        top + 6,
        0,
        SOUTH_EAST,
        1,
        false,
        box,
        i,
      );
      drawPolar(ctx, f, u, c, C, left + size / 2, top + size / 2 + 7, size * 0.3, 1);
    },
    false,
  );
}

const title = { name: null, text: '' };

/** The chart's title for an agent's name, made once per name. */
function titleOf(name) {
  if (title.name !== name) {
    title.name = name;
    title.text = t('cv-context-title', { name });
  }
  return title.text;
}

/** The chart itself, centred at (x, y) with radius R (px: one CSS pixel in the same units). */
function drawPolar(ctx, f, u, c, C, x, y, R, px) {
  const n = u[c + C.slots],
    hx = f[c + C.headingX],
    hy = f[c + C.headingY];
  ctx.fillStyle = CONTEXT_COLORS.disc;
  ctx.strokeStyle = CONTEXT_COLORS.rim;
  ctx.lineWidth = px;
  ctx.beginPath();
  ctx.arc(x, y, R, 0, Math.PI * 2);
  ctx.fill();
  ctx.stroke();
  const width = Math.max(2.5 * px, Math.min(0.6 * R * Math.sin(Math.PI / n), 10 * px));
  for (let k = 0; k < n; k++) {
    const a = (k * 2 * Math.PI) / n,
      cs = Math.cos(a),
      sn = Math.sin(a);
    const dx = hx * cs - hy * sn,
      dy = hx * sn + hy * cs;
    const interest = f[c + C.interest + k],
      raw = f[c + C.rawInterest + k],
      danger = f[c + C.danger + k];
    ctx.lineCap = 'round';
    if (raw > interest + 1e-6) {
      // interest lost to danger, as a pale bar
      ctx.strokeStyle = CONTEXT_COLORS.interestLost;
      ctx.lineWidth = width;
      ctx.beginPath();
      ctx.moveTo(x, y);
      ctx.lineTo(x + dx * R * Math.min(1, raw), y + dy * R * Math.min(1, raw));
      ctx.stroke();
    }
    if (interest > 0) {
      ctx.strokeStyle = CONTEXT_COLORS.interest;
      ctx.lineWidth = width;
      ctx.beginPath();
      ctx.moveTo(x, y);
      ctx.lineTo(x + dx * R * Math.min(1.5, interest), y + dy * R * Math.min(1.5, interest));
      ctx.stroke();
    }
    if (danger > 0) {
      // danger on the rim, outward
      ctx.strokeStyle = CONTEXT_COLORS.danger;
      ctx.lineWidth = width;
      ctx.beginPath();
      ctx.moveTo(x + dx * R, y + dy * R);
      ctx.lineTo(x + dx * R * (1 + 0.5 * danger), y + dy * R * (1 + 0.5 * danger));
      ctx.stroke();
    }
    ctx.lineCap = 'butt';
  }
  ctx.strokeStyle = CONTEXT_COLORS.desired;
  ctx.setLineDash([3 * px, 3 * px]);
  ctx.lineWidth = 1.5 * px;
  ctx.beginPath();
  ctx.moveTo(x, y);
  ctx.lineTo(x + f[c + C.desiredX] * R * 1.25, y + f[c + C.desiredY] * R * 1.25);
  ctx.stroke();
  ctx.setLineDash([]);
  if (u[c + C.allMasked]) {
    ctx.strokeStyle = CONTEXT_COLORS.allMasked;
    ctx.lineWidth = 3 * px;
    ctx.beginPath();
    ctx.arc(x, y, R * 0.3, 0, Math.PI * 2);
    ctx.stroke();
  } else {
    arrow(ctx, x, y, x + f[c + C.chosenX] * R * 1.3, y + f[c + C.chosenY] * R * 1.3, CONTEXT_COLORS.chosen, px);
  }
}
