// Painting and the toolbar: the pointer tools on the canvas (Tools, with the terrain brush, whose code is
// fetched the first time its tool is picked), zoom and pan (Navigator and the zoom buttons), the tool
// buttons with the new agents' behaviour, and the painting bar over the canvas (mode, brush size, seeded
// maze and rooms).
import { Navigator } from '../ui/navigate.js';
import { BRUSH_SIZES, PAINT_MODES } from '../ui/brush.js';
import { TOOLS, Tools } from '../ui/tools.js';
import { EditCursor } from '../ui/edit-cursor.js';
import { el } from '../ui/el.js';
import { stageChips } from '../draw/drawn.js';
import { $ } from './context.js';
import { formatNumber, t as words } from '../i18n/locale.js';

/** The part of the world that shows, in words: said when a key or a button pans, zooms or fits the view. */
function viewWords(view) {
  if (view.camera === null) return words('view-fit');
  const [left, top, right, bottom] = view.visible(),
    at = (px, py) => {
      const [x, y] = view.toWorld(px, py),
        inside = (v, most) => formatNumber(Math.min(Math.max(v, 0), most), 0);
      return words('describe-pair', { x: inside(x, view.worldWidth), y: inside(y, view.worldHeight) });
    };
  return words('view-shown', { zoom: formatNumber(view.camera.zoom), from: at(left, top), to: at(right, bottom) });
}

/** The readout keeps clear of the stage's other chips, whatever their words: beside the zoom buttons, of their width
 *  (style.css, --zoom-width); at the stage's foot (a phone), over the playing rate's chip, of its height (a
 *  long translation takes it to two lines: --rate-height). */
function measureStageChips(view) {
  const zoom = $('zoom-fit').parentElement,
    rate = $('rate'),
    readout = $('readout'),
    stage = rate.parentElement;
  new ResizeObserver(() => zoom.parentElement.style.setProperty('--zoom-width', `${zoom.offsetWidth}px`)).observe(zoom);
  // The corner insets stand above the rate's chip while it shows, and above a phone's readout, which goes up over
  // the chip then (style.css): how far up from the stage's foot the two reach (0 while the chip is hidden).
  const measure = () => {
    stage.style.setProperty('--rate-height', `${rate.offsetHeight}px`);
    let lift = 0;
    if (!rate.hidden && rate.offsetHeight > 0) {
      const s = stage.getBoundingClientRect(),
        r = readout.getBoundingClientRect();
      let top = rate.getBoundingClientRect().top;
      if (r.height > 0 && r.top > s.top + s.height / 2) top = Math.min(top, r.top); // a readout at the foot
      lift = Math.max(0, s.bottom - top);
    }
    if (stageChips.lift === lift) return;
    stageChips.lift = lift;
    view.version++; // drawn again there, paused too
  };
  const chips = new ResizeObserver(measure);
  chips.observe(rate);
  chips.observe(readout); // (its words can take it to two lines)
  // A phone's readout goes to the top while the sheet is open and back to the foot, the same size (app/sheet.js).
  new MutationObserver(() => requestAnimationFrame(measure)).observe(document.body, {
    attributes: true,
    attributeFilter: ['data-sheet'],
  });
}

/** Where + and − zoom about, in world units: the keyboard's cursor on the world while it shows (or showed, for the
 *  zoom buttons reached from the world with Tab), else the selected agent (its body's centre), circle or path
 *  point; null for none. */
function zoomPoint(sim, ui) {
  const c = ui.editCursor,
    s = ui.selected;
  if (c?.shown || (c?.left && document.activeElement?.closest('.viewctl'))) return [c.x, c.y];
  if (s?.type === 'agent' && s.index < sim.agentCount) {
    const a = sim.agent(s.index),
      off = a.kind === 'grid' ? 0.5 : 0; // a grid agent's point is its cell's corner
    return [a.position[0] + off, a.position[1] + off];
  }
  const q =
    s?.type === 'circle'
      ? sim.circle(s.index)
      : s?.type === 'path'
        ? sim.paths[s.index]?.points[ui.selectedVertex]
        : null;
  return q ? [q.x, q.y] : null;
}

/** How far p must move to lie within [lo, hi]. */
const into = (p, lo, hi) => (p < lo ? lo - p : p > hi ? hi - p : 0);

/** Pans the view, zoomed in, so that world point (x, y) stands at least a margin (48 CSS px and half a cell, less
 *  in a small canvas; or `middle`, in [0, 0.5), of the visible part's width and height, if more) inside the visible
 *  part of the canvas; `moved` is called when it panned. */
function keepInView(view, x, y, moved, middle = 0) {
  if (view.camera === null) return; // fitted: the whole world is in sight
  view.refresh();
  const [sx, sy] = view.toScreen(x, y);
  const [left, top, right, bottom] = view.visible();
  // (half a cell more: the cursor's whole cell in sight, zoomed in far)
  const margin = (size) => Math.min(Math.max(48 + view.scale / 2, middle * size), size / 2),
    mx = margin(right - left),
    my = margin(bottom - top);
  const dx = into(sx, left + mx, right - mx),
    dy = into(sy, top + my, bottom - my);
  if (dx === 0 && dy === 0) return;
  view.panBy(dx, dy);
  moved();
}

/** Brings the selection chosen by keys (N, the world in words) into sight of a zoomed-in view; the zoom buttons then
 *  zoom about it, not about where the world's cursor was left. */
function showSelection(sim, ui, view, moved) {
  if (ui.editCursor) ui.editCursor.left = false;
  const p = zoomPoint(sim, { selected: ui.selected, selectedVertex: ui.selectedVertex });
  if (p) keepInView(view, p[0], p[1], moved);
}

/** Keeps the driven agent (index, or null) in the middle third of a zoomed-in view, as a game's camera, so that a
 *  third of it lies ahead whichever way it goes: its keys drive, not pan. */
function followAgent(sim, index, view, moved) {
  if (index === null || view.camera === null) return;
  const v = sim.views(),
    A = sim.agentLayout,
    o = index * A.stride; // (past the agents: NaN, which keepInView leaves alone)
  keepInView(view, v.agents[o + A.x], v.agents[o + A.y], moved, 1 / 3);
}

/** The view's words last said (viewNavigator): while they are the message shown under the world in words, that copy
 *  follows a view moved without words (a wheel's zoom, a drag's pan, the view following a selection or a driven agent,
 *  a phone's sheet), unsaid (each would interrupt the reader), at most every COPY_MS (a view that follows a driven
 *  agent moves at every frame). */
let viewSaid = '';
const COPY_MS = 250;
let copiedAt = -Infinity,
  copyDue = 0,
  copied = null; // the view whose words the copy follows

/** The shown copy of the view's words, made true again (while it is still the copy of what was said). */
function copyViewWords() {
  copyDue = 0;
  copiedAt = performance.now();
  const shown = $('announce-shown');
  if (viewSaid && shown.textContent === viewSaid) shown.textContent = viewSaid = viewWords(copied);
}

/** The view moved without words: saved with the scene, and the shown copy of its words kept true. */
function viewMoved(doc, view) {
  doc.viewChanged();
  if (!viewSaid || copyDue) return;
  copied = view;
  const wait = copiedAt + COPY_MS - performance.now();
  if (wait <= 0) copyViewWords();
  else copyDue = setTimeout(copyViewWords, wait);
}

/** Zoom and pan (Navigator): the camera saved with the scene, and said when a key or a button moved it. */
function viewNavigator(app, cancelTool) {
  const { sim, ui, view, canvas, doc } = app;
  return new Navigator(canvas, view, {
    cancelTool,
    onChange: () => viewMoved(doc, view),
    said: () => app.compare.active || app.say?.((viewSaid = viewWords(view))), // (compare: the panes keep their own)
    zoomPoint: () => zoomPoint(sim, ui),
  });
}

/** Adds app.nav, app.tools, app.editCursor (the keyboard's), app.showSelected(), app.followDriven(), app.viewMoved()
 *  and app.setTool(id); selects the Select tool. */
export function wirePainting(app) {
  const { sim, ui, view, canvas, doc, edit } = app;
  const nav = viewNavigator(app, () => tools.cancel());
  const tools = new Tools(
    canvas,
    view,
    sim,
    ui,
    {
      beginEdit: () => doc.beginEdit(),
      discardEdit: () => doc.history.discard(),
      revertEdit: () => {
        doc.history.revert();
        doc.changed();
      },
      onChange: () => doc.changed(),
      onError: app.fail,
      addScriptAgent: (at) => app.scripts.addAgent(at),
    },
    nav,
  );
  let terrain = null; // the terrain brush, made when its tool is first picked (a stroke before it is here does nothing)
  const terrainBrush = () =>
    (terrain ??= import('../ui/terrain.js').then(({ TerrainTool }) => {
      tools.strokes.set('terrain', new TerrainTool({ canvas, stage: $('stage'), view, sim, edit, onError: app.fail }));
    }));
  $('zoom-in').addEventListener('click', () => nav.zoomBy(1.5));
  $('zoom-out').addEventListener('click', () => nav.zoomBy(1 / 1.5));
  $('zoom-fit').addEventListener('click', () => nav.fit());
  measureStageChips(view);
  // The toolbar.
  const toolButtons = new Map();
  const setTool = (id) => {
    ui.tool = id;
    canvas.dataset.tool = id;
    for (const [tid, b] of toolButtons) b.setAttribute('aria-pressed', String(tid === id));
    $('hint').textContent = TOOLS.find((t) => t.id === id).hint;
    $('toolopts').hidden = id !== 'wall' && id !== 'erase';
    if (id === 'terrain') terrainBrush();
    editCursor.toolChanged();
  };
  const editCursor = new EditCursor({
    canvas,
    sim,
    ui,
    tools,
    say: (text) => app.say?.(text),
    mayEdit: () => !app.embed && !app.compare.active,
    follow: (x, y) => keepInView(view, x, y, moved),
  });
  const moved = () => viewMoved(doc, view);
  const showSelected = () => showSelection(sim, ui, view, moved);
  const followDriven = () => followAgent(sim, ui.driving, view, moved);
  Object.assign(app, { nav, tools, setTool, editCursor, showSelected, followDriven, viewMoved: moved });
  ui.armMove = (hit, words) => (tools.arm(hit), app.say?.(words), ($('hint').textContent = words));
  // Painting options: mode, brush size, seeded patterns.
  const modeButtons = PAINT_MODES.map((m) => {
    const b = el('button', { textContent: m.label, title: `${m.label}: ${m.hint}` });
    b.dataset.mode = m.id;
    b.addEventListener('click', () => {
      ui.brush.mode = m.id;
      syncPaint();
      canvas.focus({ preventScroll: true });
    });
    return b;
  });
  $('paint-modes').append(...modeButtons);
  for (const size of BRUSH_SIZES) $('brush-size').append(new Option(words('brush-size', { size }), String(size)));
  $('brush-size').addEventListener('change', (e) => {
    ui.brush.size = Number(e.target.value);
    e.target.blur();
    canvas.focus({ preventScroll: true });
  });
  const syncPaint = () => {
    for (const b of modeButtons) b.setAttribute('aria-pressed', String(b.dataset.mode === ui.brush.mode));
    $('brush-size').value = String(ui.brush.size);
  };
  syncPaint();
  const drawPattern = (pattern) => {
    ui.patternSeed += 1;
    try {
      edit(() => sim.drawPattern(pattern, ui.patternSeed));
      app.toast(words(pattern === 'maze' ? 'toast-maze' : 'toast-rooms', { seed: ui.patternSeed }));
    } catch (err) {
      app.fail(err.message);
    }
  };
  $('draw-maze').addEventListener('click', () => drawPattern('maze'));
  $('draw-rooms').addEventListener('click', () => drawPattern('rooms'));
  for (const t of TOOLS) {
    const b = el('button', { title: `${t.hint} (${t.key})`, textContent: t.label });
    b.dataset.tool = t.id;
    b.addEventListener('click', () => setTool(t.id));
    toolButtons.set(t.id, b);
    $('tools').append(b);
    if (t.id === 'agent') {
      // the behaviour of new agents, right beside the tool
      const select = el('select', { id: 'new-behavior', title: words('new-behavior', null, 'title') });
      for (const [b, name] of sim.behaviorNames.entries()) {
        const grid = sim.behaviorFamilies[b] === 'grid';
        const label = name === 'script' ? 'new-behavior-script' : grid ? 'new-behavior-grid' : null;
        select.append(new Option(label ? words(label, { name }) : name, name));
      }
      select.value = ui.newBehavior;
      select.addEventListener('change', () => {
        ui.newBehavior = select.value;
        if (select.value === 'script') app.scripts?.prepare(); // the engine, before the first script agent steps
        setTool('agent');
        select.blur();
      });
      $('tools').append(select);
    }
  }
  setTool('select');
}
