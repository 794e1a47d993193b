// A compare overlaid: every variant's run drawn in ONE world, each in its pane colour. The world (cells,
// terrain, circles, paths) is the first run's, drawn by render() without its agents; then each variant's
// trails (from the core's run history, web/sim/trails.js), its agents' bodies, and the goals they share.
// Reads views only, allocates nothing per frame. Loaded with import() when first used: it imports none of
// the page's modules, which pass what it draws with (`kit`: render and the palette's world colours).

const TAU = Math.PI * 2;
/** Smallest body radius drawn, in CSS pixels. */
const MIN_BODY_PX = 2.5;
/** A body over the same agent of an earlier run is this much smaller (of the radius) for each: nested rings. */
const BODY_STEP = 0.2;
/** What the world under the variants may show of the page's overlays: the rest is one run's own record. */
const WORLD_OVERLAYS = ['paths'];

/** The ui render() gets for the shared world (kept from frame to frame). */
const worldUi = { selected: null, overlays: new Set(), overlayChanges: 0, worldOnly: true };
/** The palette's world colours (palette.json), from the kit. */
let COLORS = null;

/**
 * @param {{ render: Function, COLORS: object }} kit the page's render() and world colours
 * @param {import('./view.js').View} view
 * @param {{ sim: object }[]} panes the compare's runs, in pane order
 * @param {import('../sim/trails.js').RunTrails[]} trails per pane, its agents' trails
 * @param {string[]} colors per pane
 * @param {number} selected the selected agent (-1: none): its trail drawn wider, its body ringed in amber
 * @param {Set<string>} overlays the page's overlays: goals, trail and paths are drawn
 */
export function drawOverlay(kit, view, panes, trails, colors, selected, overlays) {
  COLORS = kit.COLORS;
  worldUi.overlays.clear();
  for (let i = 0; i < WORLD_OVERLAYS.length; i++)
    if (overlays.has(WORLD_OVERLAYS[i])) worldUi.overlays.add(WORLD_OVERLAYS[i]);
  kit.render(view, panes[0].sim, worldUi);
  const { ctx } = view;
  view.beginWorld();
  const px = 1 / view.scale;
  if (overlays.has('goals')) drawGoals(ctx, panes[0].sim, px);
  // Where runs coincide (the same start, the same path) the earlier are drawn wider, so every colour shows.
  const n = panes.length;
  if (overlays.has('trail'))
    for (let k = 0; k < n; k++)
      drawTrails(ctx, panes[k].sim, trails[k], colors[k], selected, (2 + 1.75 * (n - 1 - k)) * px);
  for (let k = 0; k < n; k++) drawBodies(ctx, panes, k, colors[k], selected, px);
  ctx.strokeStyle = COLORS.wall;
  ctx.lineWidth = 2 * px;
  ctx.strokeRect(0, 0, panes[0].sim.width, panes[0].sim.height);
  view.beginScreen();
}

/** Half a cell for grid agents (positions are cells), 0 for continuous ones. */
const offset = (words, o, A) => (words[o + A.kind] === 0 ? 0.5 : 0);

function drawTrails(ctx, sim, trails, color, selected, width) {
  sim.views(); // its decisions refreshed (which may allocate) before the trails' views are taken
  const runTrails = trails.read(sim.agentCount);
  const v = sim.views(),
    A = sim.agentLayout; // taken again only if reading the trails grew the heap
  ctx.strokeStyle = color;
  ctx.lineJoin = 'round';
  ctx.lineCap = 'round';
  for (let i = 0; i < runTrails.length; i++) {
    const t = runTrails[i];
    if (t.length < 4) continue;
    const off = offset(v.agentWords, i * A.stride, A);
    ctx.lineWidth = i === selected ? width * 1.25 : width;
    ctx.beginPath();
    ctx.moveTo(t[0] + off, t[1] + off);
    for (let k = 2; k < t.length; k += 2) ctx.lineTo(t[k] + off, t[k + 1] + off);
    ctx.stroke();
  }
}

/** Run k's bodies; one on top of the same agent of earlier runs is drawn smaller for each it covers. */
function drawBodies(ctx, panes, k, color, selected, px) {
  const sim = panes[k].sim,
    v = sim.views(),
    A = sim.agentLayout,
    a = v.agents,
    words = v.agentWords;
  ctx.beginPath();
  for (let o = 0; o < a.length; o += A.stride) {
    const grid = words[o + A.kind] === 0,
      off = grid ? 0.5 : 0;
    let r = Math.max(grid ? 0.36 : a[o + A.radius], MIN_BODY_PX * px);
    let under = 0;
    for (let j = 0; j < k; j++) {
      // views taken already this frame: no crossing
      const b = panes[j].sim.views().agents;
      if (o < b.length && Math.hypot(b[o + A.x] - a[o + A.x], b[o + A.y] - a[o + A.y]) < r) under++;
    }
    r *= 1 - BODY_STEP * under;
    const x = a[o + A.x] + off,
      y = a[o + A.y] + off;
    ctx.moveTo(x + r, y);
    ctx.arc(x, y, r, 0, TAU);
  }
  ctx.fillStyle = color;
  ctx.fill();
  ctx.strokeStyle = COLORS.text;
  ctx.lineWidth = 1.5 * px;
  ctx.stroke();
  const o = selected * A.stride;
  if (selected < 0 || o >= a.length) return;
  const off = offset(words, o, A),
    r = Math.max(words[o + A.kind] === 0 ? 0.36 : a[o + A.radius], MIN_BODY_PX * px);
  ctx.strokeStyle = COLORS.selection;
  ctx.lineWidth = 2.5 * px;
  ctx.beginPath();
  ctx.arc(a[o + A.x] + off, a[o + A.y] + off, r + 2 * px, 0, TAU);
  ctx.stroke();
}

/** The goals, the same in every variant: a ring and a cross in the world's text colour. */
function drawGoals(ctx, sim, px) {
  const v = sim.views(),
    A = sim.agentLayout,
    a = v.agents,
    words = v.agentWords;
  const gr = Math.max(0.22, Math.min(0.4, 9 * px));
  ctx.strokeStyle = COLORS.text;
  ctx.lineWidth = 2 * px;
  ctx.beginPath();
  for (let o = 0; o < a.length; o += A.stride) {
    const off = offset(words, o, A),
      gx = a[o + A.goalX] + off,
      gy = a[o + A.goalY] + off;
    ctx.moveTo(gx + gr, gy);
    ctx.arc(gx, gy, gr, 0, TAU);
    ctx.moveTo(gx - gr * 0.6, gy);
    ctx.lineTo(gx + gr * 0.6, gy);
    ctx.moveTo(gx, gy - gr * 0.6);
    ctx.lineTo(gx, gy + gr * 0.6);
  }
  ctx.stroke();
}
