// Draws the world from the core's state views. Reads only; every decision was made in the core.
//
// Built for crowds: cells are one cached image, circles and agents are drawn in a few batched paths
// (one per colour), anything off screen is skipped, and nothing is allocated per frame once the
// buffers have grown to the scene. Level of detail: goal lines, rays, forces and badges are drawn for
// the selected agent, and for every agent only while there are few (DETAIL_AGENTS) or when the
// "every agent" overlay asks for them. Big crowds on the page's own canvas are drawn by WebGL2 where it can
// (gl/choice.js): their bodies, headings, rays and goal lines on a layer over this canvas, and what comes
// after them here (the selected agent, forces, labels) on a 2D layer over that one.
import { drawFieldImage, drawReturnMarkers, drawTrail, heatmapImage, reachImage } from './fields.js';
import { drawForces, drawRays } from './steering.js';
import { contextDrawer, orcaDrawer, profileDrawer, routeDrawer, terrainDrawer } from './on-demand.js';
import { AGENT_COLORS, COLORS, COLOR_SLOTS, agentColor, colorMode, colorSlot, roundRect } from './palette.js';
import { DETAIL_AGENTS, detailed } from './detail.js';
import { drawNames } from './names.js';
import { drawDecision } from './decision.js';
import { beginHeat, drawHeatScreen, heatLabelsPlaced } from './heat.js';
import { statusWord } from '../i18n/locale.js';
import {
  BODY_CLEAR,
  NORTH,
  PRIORITY,
  STYLE,
  addLabel,
  beginLabels,
  finishLabels,
  reserveLabelBox,
} from './label-layer.js';
import { drawKeyMarks, drawKeyNumbers } from './key-numbers.js';
import { insetBoxes, profileBox } from './drawn.js';
import { reliefOf } from '../sim/relief.js';
import { glRenderer, hideGL } from './gl/choice.js';
import { cellsImage, drawCircles, drawEditCursor, drawGridLines, drawPaintPreview } from './scene.js';

/** Smallest body radius drawn, in CSS pixels, so a crowd seen whole is still visible. */
const MIN_BODY_PX = 1.6;
/** Bodies smaller than this on screen (radius, CSS pixels) are drawn as squares. */
const DOT_PX = 2;
/** The body sizes the WebGL2 renderer keeps too. */
const BODY_LIMITS = { leastPx: MIN_BODY_PX, dotPx: DOT_PX };
const TAU = Math.PI * 2;

// Agent batches: one per colour slot for moving agents, one per slot for stopped ones (faded in crowds),
// one for bodies overlapping an obstacle.
const SLOTS = COLOR_SLOTS.length;
const COLLIDING = 2 * SLOTS;
const BATCHES = COLLIDING + 1;
const batchStart = new Int32Array(BATCHES + 1);
const batchFill = new Int32Array(BATCHES);
let order = new Int32Array(1024); // visible agents, sorted by batch

/** What this frame draws, reused from frame to frame; `drawn` counts what the last frame drew. */
const frame = {
  view: null,
  px: 1,
  detail: false,
  selected: -1,
  ui: null,
  gl: null,
  drawn: { agents: 0, goals: 0, rays: 0, forces: 0, ms: 0, renderer: 'canvas' },
};
/** What the WebGL2 renderer is asked to draw this frame (kept from frame to frame). */
const bulk = { crowd: false, rays: false, goals: false };

/** What the last frame drew: agents on screen, how many got goal lines, rays and force arrows, the
 *  milliseconds it took to draw (measured), and which renderer drew the agents ('canvas' or 'webgl'). */
export function drawnLastFrame() {
  return { ...frame.drawn };
}

/**
 * @param {import('./view.js').View} view
 * @param {import('../sim/sim.js').Sim} sim
 * @param {{selected: {type: string, index: number} | null, overlays: Set<string>}} ui
 * @param {boolean} useGL whether a crowd may be drawn with WebGL2 (the page's canvas; not the exports or compare panes)
 */
export function render(view, sim, ui, useGL = false) {
  const started = performance.now();
  let ctx = (view.ctx = view.canvas.getContext('2d')); // the page's canvas (a frame with WebGL2 moves over the agents below)
  const w = sim.width,
    h = sim.height;
  const selectedAgent = ui.selected?.type === 'agent' ? ui.selected.index : -1;
  const overlays = ui.overlays;
  const wantField = overlays.has('heatmap') || overlays.has('reach');
  sim.prepare(wantField ? selectedAgent : -1); // allocating calls first, then the views
  const v = sim.views();
  const field = wantField ? sim.fieldViews() : null;
  const agentCount = v.agents.length / sim.agentLayout.stride;

  frame.view = view;
  frame.px = 1 / view.scale; // one CSS pixel in world units
  const crowd = agentCount > DETAIL_AGENTS,
    everyAgent = overlays.has('everyAgent');
  frame.gl = useGL ? glRenderer(sim, agentCount, BODY_LIMITS) : null;
  // With WebGL2, a crowd's goal lines and rays for every agent are drawn on the GPU; Canvas 2D draws the selected one's.
  frame.detail = !crowd || (everyAgent && !frame.gl);
  Object.assign(bulk, {
    crowd: crowd && !everyAgent,
    rays: crowd && everyAgent && overlays.has('rays'),
    goals: crowd && everyAgent && overlays.has('goals'),
  });
  frame.selected = selectedAgent;
  frame.ui = ui;
  frame.drawn.goals = frame.drawn.rays = frame.drawn.forces = 0;
  beginHeat();
  colorMode.byBehavior = overlays.has('byBehavior');
  const px = frame.px;
  beginLabels(view.cssWidth, view.cssHeight); // the frame's text labels, placed and drawn last
  insetBoxes.heat.shown = insetBoxes.orca.shown = insetBoxes.context.shown = false; // (each drawn records itself)
  // none under a phone's readout and zoom buttons, or its open sheet (the band the world is fitted above)
  if (view.insetBottom > 0) reserveLabelBox(0, view.visibleBottom(), view.cssWidth, view.insetBottom);

  view.beginScreen();
  ctx.fillStyle = COLORS.backdrop;
  ctx.fillRect(0, 0, view.cssWidth, view.cssHeight);

  view.beginWorld();
  ctx.fillStyle = COLORS.floor;
  ctx.fillRect(0, 0, w, h);
  const ground = terrainDrawer(sim); // null in the 2D world (or while its code is fetched)
  ground?.drawTerrain(ctx, sim, reliefOf(sim), px); // the ground, under everything else
  if (field && overlays.has('heatmap')) drawFieldImage(ctx, heatmapImage(field, v.cells, w, h), w, h);
  drawFieldImage(ctx, cellsImage(sim, v.cells, w, h), w, h);
  if (field && overlays.has('reach')) drawFieldImage(ctx, reachImage(field, w, h), w, h);
  if (ui.paintPreview) drawPaintPreview(ctx, ui.paintPreview, px);
  if (view.scale >= 6) drawGridLines(ctx, view, w, h, px);
  if (overlays.has('trail') && selectedAgent >= 0 && sim.watched === selectedAgent)
    drawTrail(ctx, sim, v, selectedAgent, px);
  if (overlays.has('trail')) drawReturnMarkers(ctx, sim, v, frame);
  drawCircles(ctx, sim, v, ui, view, px);
  ground?.drawObstacleHeights(ctx, sim, v, view, px);
  const context = contextDrawer(sim, v, ui); // null without paths and context agents (or while its code is fetched)
  if (overlays.has('paths')) context?.drawPaths(ctx, sim, ui, px);
  if (overlays.has('rays')) drawRays(ctx, sim, v, frame);
  if (overlays.has('rays')) context?.drawContextRays(ctx, sim, v, frame);
  if (ui.worldOnly) return; // the world without its agents: a compare's overlay draws every run's (draw/overlay.js)
  if (overlays.has('rays')) drawKeyMarks(ctx, sim, v, frame);
  const everyRoute = overlays.has('routes'); // the selected agent's route is drawn with its goal, or with every route
  const routes = routeDrawer(sim, v, selectedAgent, everyRoute, everyRoute || overlays.has('goals')); // fetched when first needed
  if (routes) routes.drawRoutes(ctx, sim, v, frame, everyRoute);
  if (overlays.has('goals')) drawGoals(ctx, sim, v, frame);
  const onGPU = frame.gl?.draw(view, sim, v, frame, bulk) ?? false; // false: no WebGL2 this frame
  if (onGPU) {
    // what goes over the agents, on the 2D layer over the GL one
    ctx = view.ctx = frame.gl.overlay(view);
    view.beginWorld();
    drawSelectedAgent(ctx, sim, v, frame);
  } else {
    if (useGL) hideGL();
    drawAgents(ctx, sim, v, frame);
  }
  frame.drawn.renderer = onGPU ? 'webgl' : 'canvas';
  const orca = orcaDrawer(sim, v, selectedAgent, overlays.has('orca')); // fetched when first needed
  if (orca) orca.drawOrcaWorld(ctx, sim, v, frame);
  if (overlays.has('forces')) drawForces(ctx, sim, v, frame);
  ctx.strokeStyle = COLORS.wall;
  ctx.lineWidth = 2 * px;
  ctx.strokeRect(0, 0, w, h);
  if (ui.editCursor?.shown) drawEditCursor(ctx, ui.editCursor, px);

  view.beginScreen();
  drawHeatScreen(view, sim, v, ui, overlays, field, w, h, selectedAgent);
  if (overlays.has('decisions')) drawDecision(view, sim, v, ui);
  queueBadges(view, sim, v, frame);
  if (overlays.has('rays')) drawKeyNumbers(view, sim, v, frame);
  if (routes) routes.labelRoute(view, sim, v, frame);
  drawNames(view, sim, v, selectedAgent);
  if (overlays.has('context')) context?.drawContextChart(view, sim, v, frame);
  if (orca) orca.drawOrcaInset(view, sim, v, frame);
  const profile = profileDrawer(sim, v, overlays.has('profile') ? selectedAgent : -1, reliefOf(sim).layout); // fetched when first needed
  if (profile) profile.drawProfile(view, sim, v, selectedAgent);
  if (profileBox.shown) reserveLabelBox(profileBox.x, profileBox.y, profileBox.w, profileBox.h);
  finishLabels(ctx, heatLabelsPlaced); // every text label of the frame, placed so that none covers another
  view.ctx = view.canvas.getContext('2d');
  frame.drawn.ms = performance.now() - started;
}

// ---- agents ----------------------------------------------------------------------------------------

/** Sorts the visible agents into their batches (a counting sort into `order`); returns how many. */
function batchAgents(sim, v, view) {
  const A = sim.agentLayout,
    a = v.agents,
    words = v.agentWords;
  const count = a.length / A.stride;
  if (order.length < count) order = new Int32Array(Math.max(count, order.length * 2));
  batchStart.fill(0);
  const MOVING = 0;
  for (let pass = 0; pass < 2; pass++) {
    for (let i = 0, o = 0; i < count; i++, o += A.stride) {
      const grid = words[o + A.kind] === 0;
      const off = grid ? 0.5 : 0;
      if (!view.sees(a[o + A.x] + off, a[o + A.y] + off, grid ? 0.5 : a[o + A.radius])) continue;
      const colour = colorSlot(i, words[o + A.behavior]);
      const batch = words[o + A.overlapping] === 1 ? COLLIDING : words[o + A.stop] === MOVING ? colour : SLOTS + colour;
      if (pass === 0) batchStart[batch + 1]++;
      else order[batchFill[batch]++] = i;
    }
    if (pass === 0) {
      for (let b = 0; b < BATCHES; b++) batchStart[b + 1] += batchStart[b];
      for (let b = 0; b < BATCHES; b++) batchFill[b] = batchStart[b];
    }
  }
  return batchStart[BATCHES];
}

/** Adds agent i's body to the current path; zoomed far out, a body is at least a dot of MIN_BODY_PX. */
function bodyPath(ctx, sim, v, i, grow) {
  const A = sim.agentLayout,
    a = v.agents,
    o = i * A.stride;
  const least = MIN_BODY_PX * frame.px;
  if (v.agentWords[o + A.kind] === 0) {
    const r = Math.max(0.36, least) + grow,
      x = a[o + A.x] + 0.5,
      y = a[o + A.y] + 0.5;
    if (frame.detail) roundRect(ctx, x - r, y - r, 2 * r, 2 * r, r * 0.35);
    else ctx.rect(x - r, y - r, 2 * r, 2 * r);
  } else {
    const r = Math.max(a[o + A.radius], least) + grow,
      x = a[o + A.x],
      y = a[o + A.y];
    if (r < DOT_PX * frame.px) {
      // a dot a few pixels wide: a square reads the same and fills faster
      ctx.rect(x - r, y - r, 2 * r, 2 * r);
      return;
    }
    ctx.moveTo(x + r, y);
    ctx.arc(x, y, r, 0, TAU);
  }
}

function drawAgents(ctx, sim, v, f) {
  const { view, px } = f;
  const A = sim.agentLayout,
    a = v.agents,
    words = v.agentWords;
  const visible = batchAgents(sim, v, view);
  f.drawn.agents = visible;
  const outlined = view.scale * 0.3 >= 4; // bodies a few pixels wide get a rim and a heading

  // Bodies, one fill per batch. Red while overlapping an obstacle (the articles' agents have no
  // colliders); stopped agents faded in crowds, where their badges are not drawn.
  for (let b = 0; b < BATCHES; b++) {
    if (batchStart[b] === batchStart[b + 1]) continue;
    ctx.beginPath();
    for (let k = batchStart[b]; k < batchStart[b + 1]; k++) bodyPath(ctx, sim, v, order[k], 0);
    const stopped = b >= SLOTS && b < COLLIDING;
    ctx.fillStyle = b === COLLIDING ? COLORS.collision : COLOR_SLOTS[b % SLOTS];
    ctx.globalAlpha = stopped && !f.detail ? 0.4 : 1;
    ctx.fill();
  }
  ctx.globalAlpha = 1;
  if (outlined) {
    ctx.beginPath();
    for (let k = 0; k < visible; k++) bodyPath(ctx, sim, v, order[k], 0);
    ctx.strokeStyle = AGENT_COLORS.outline;
    ctx.lineWidth = 1.5 * px;
    ctx.stroke();
  }

  // Headings: the velocity direction, length proportional to speed, in one path.
  if (view.scale * 0.3 >= 2) {
    ctx.beginPath();
    for (let k = 0; k < visible; k++) {
      const o = order[k] * A.stride;
      if (words[o + A.kind] === 0) continue;
      const vx = a[o + A.vx],
        vy = a[o + A.vy];
      const speed = Math.hypot(vx, vy);
      if (speed <= 1e-3) continue;
      const r = a[o + A.radius],
        x = a[o + A.x],
        y = a[o + A.y];
      const len = r + (speed / a[o + A.maxSpeed]) * r * 1.6;
      ctx.moveTo(x, y);
      ctx.lineTo(x + (vx / speed) * len, y + (vy / speed) * len);
    }
    ctx.strokeStyle = COLORS.heading;
    ctx.lineWidth = Math.min(2 * px, 0.12);
    ctx.stroke();
  }

  // Agents that stopped for a failure: a red ring each, batched, so a crowd shows where it failed.
  if (!f.detail) {
    ctx.beginPath();
    for (let k = 0; k < visible; k++) {
      const i = order[k],
        o = i * A.stride,
        stop = words[o + A.stop];
      if (stop === 0 || sim.stopReasonNames[stop] === 'reached') continue;
      bodyPath(ctx, sim, v, i, 3 * px);
    }
    ctx.strokeStyle = COLORS.collision;
    ctx.lineWidth = 2 * px;
    ctx.stroke();
  }

  drawSelectedAgent(ctx, sim, v, f);
}

/** The selected agent over the others: a glow, its body again and an amber rim (badges: queueBadges). */
function drawSelectedAgent(ctx, sim, v, f) {
  const A = sim.agentLayout,
    a = v.agents,
    words = v.agentWords,
    px = f.px;
  const count = a.length / A.stride;
  if (f.selected >= 0 && f.selected < count) {
    const i = f.selected,
      o = i * A.stride;
    ctx.beginPath();
    bodyPath(ctx, sim, v, i, 5 * px);
    ctx.fillStyle = AGENT_COLORS.selectedGlow;
    ctx.fill();
    ctx.beginPath();
    const grid = words[o + A.kind] === 0;
    if (grid) {
      const r = 0.36,
        x = a[o + A.x] + 0.5,
        y = a[o + A.y] + 0.5;
      roundRect(ctx, x - r, y - r, 2 * r, 2 * r, r * 0.35);
    } else bodyPath(ctx, sim, v, i, 0);
    ctx.fillStyle = words[o + A.overlapping] === 1 ? COLORS.collision : agentColor(i, words[o + A.behavior]);
    ctx.fill();
    ctx.strokeStyle = COLORS.selection;
    ctx.lineWidth = 2.5 * px;
    ctx.stroke();
  }
}

/** Badges above the agents drawn in detail that stopped: ✓ when it reached its goal, else why it stopped
 *  (oscillation, ...), as labels so that none covers a name or a value; and the selected body kept clear. */
function queueBadges(view, sim, v, f) {
  const A = sim.agentLayout,
    a = v.agents,
    words = v.agentWords,
    { ctx, scale } = view;
  const count = a.length / A.stride;
  if (f.selected >= 0 && f.selected < count) {
    // no label over the selected body (and its glow)
    const o = f.selected * A.stride,
      grid = words[o + A.kind] === 0,
      off = grid ? 0.5 : 0;
    const r = Math.max((grid ? 0.36 : a[o + A.radius]) * scale, MIN_BODY_PX) + BODY_CLEAR;
    reserveLabelBox(
      view.originX + (a[o + A.x] + off) * scale - r,
      view.originY + (a[o + A.y] + off) * scale - r,
      2 * r,
      2 * r,
    );
  }
  for (let i = 0; i < count; i++) {
    if (!detailed(f, i)) continue;
    const o = i * A.stride;
    const stop = sim.stopReasonNames[words[o + A.stop]];
    if (stop === 'moving') continue;
    const grid = words[o + A.kind] === 0,
      r = grid ? 0.36 : a[o + A.radius],
      off = grid ? 0.5 : 0;
    const sx = view.originX + (a[o + A.x] + off) * scale,
      sy = view.originY + (a[o + A.y] + off) * scale;
    if (sx < 0 || sy < 0 || sx > view.cssWidth || sy > view.cssHeight) continue;
    const reached = stop === 'reached';
    addLabel(
      ctx,
      reached ? '✓' : badgeWord(stop),
      reached ? STYLE.reached : STYLE.failed,
      i === f.selected ? PRIORITY.selectedBadge : PRIORITY.badge,
      sx,
      sy,
      Math.max(r * scale, MIN_BODY_PX) + (i === f.selected ? BODY_CLEAR + 1 : 3),
      NORTH,
      16,
      false,
      -1,
      i,
    );
  }
}

/** Why an agent stopped, in the page's language (the status words of the panel), made once per reason. */
const badgeWords = new Map();
function badgeWord(stop) {
  let word = badgeWords.get(stop);
  if (word === undefined) badgeWords.set(stop, (word = statusWord(stop)));
  return word;
}

/** Goals: a ring with a cross, joined to the agent by a dashed line, for agents drawn in detail. */
function drawGoals(ctx, sim, v, f) {
  const A = sim.agentLayout,
    a = v.agents,
    words = v.agentWords,
    px = f.px;
  const count = a.length / A.stride;
  const draw = (i) => {
    const o = i * A.stride;
    const off = words[o + A.kind] === 0 ? 0.5 : 0;
    f.drawn.goals++;
    drawGoal(
      ctx,
      a[o + A.x] + off,
      a[o + A.y] + off,
      a[o + A.goalX] + off,
      a[o + A.goalY] + off,
      agentColor(i, words[o + A.behavior]),
      px,
    );
  };
  if (f.detail) for (let i = 0; i < count; i++) draw(i);
  else if (f.selected >= 0 && f.selected < count) draw(f.selected);
}

function drawGoal(ctx, x, y, gx, gy, color, px) {
  ctx.setLineDash([4 * px, 4 * px]);
  ctx.strokeStyle = color; // opaque and 2 px: the dashes keep it light, and its colour stays at 3:1 on the floor
  ctx.lineWidth = 2 * px;
  ctx.beginPath();
  ctx.moveTo(x, y);
  ctx.lineTo(gx, gy);
  ctx.stroke();
  ctx.setLineDash([]);
  const gr = Math.max(0.22, Math.min(0.4, 9 * px));
  ctx.lineWidth = 2.5 * px;
  ctx.beginPath();
  ctx.arc(gx, gy, gr, 0, TAU);
  ctx.stroke();
  ctx.beginPath();
  ctx.moveTo(gx - gr * 0.6, gy);
  ctx.lineTo(gx + gr * 0.6, gy);
  ctx.moveTo(gx, gy - gr * 0.6);
  ctx.lineTo(gx, gy + gr * 0.6);
  ctx.stroke();
}
