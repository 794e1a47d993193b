// Boot: load the wasm module, open the scene (a share link, else the autosave, else the welcome
// example), wire tools, panel, document and loop, and expose `window.sidestep` for the console and tests.
import createSidestep from './wasm/sidestep.mjs';
import { SceneDocument } from './sim/document.js';
import { Gallery } from './ui/gallery.js';
import { Loop } from './sim/loop.js';
import { Panel } from './ui/panel.js';
import { render } from './draw/render.js';
import { Sim } from './sim/sim.js';
import { GRID_BEHAVIORS, TOOLS, Tools } from './ui/tools.js';
import { View } from './draw/view.js';
import { Navigator } from './ui/navigate.js';
import { Legend } from './ui/legend.js';
import { TimelineBar } from './ui/timeline.js';
import { EventsPanel, describeEvent } from './ui/events.js';
import { CompareView } from './ui/compare.js';
import { TerrainTool } from './ui/terrain.js';
import { MapsPanel } from './ui/maps.js';
import { Charts, download } from './ui/charts.js';
import { BRUSH_SIZES, PAINT_MODES } from './ui/brush.js';
import { wireSceneSettings } from './ui/scene-settings.js';
import { MyScenes, thumbnail } from './ui/my-scenes.js';
import { DRIVE_KEYS, wireKeyboard } from './ui/keyboard.js';
import { CompareEditor } from './ui/compare-editor.js';
import { consoleApi } from './ui/console-api.js';

const $ = (id) => document.getElementById(id);
const WELCOME = 'examples/welcome.json';
const OVERLAY_LABELS = {
  profile: 'Side view of the selected feelers agent over terrain (heights, down ray, normal, offset)',
  goals: 'Goals and goal lines',
  decisions: 'Next-move values beside the selected grid agent',
  heatmap: 'P-proxy heat map for the selected grid agent',
  rays: 'Rays: grey clear, yellow detecting, red colliding',
  context: 'Context map of the selected context agent (polar chart)',
  orca: 'ORCA: the selected orca agent\'s neighbours, and its half-planes in velocity space (inset)',
  paths: 'Paths and targets',
  forces: 'Forces as applied: base (green), steer (violet), brake (orange), agent avoidance (teal), speed limit (grey), total (black)',
  reach: 'Cells within P steps of the selected agent',
  trail: 'Trail of the selected agent, and where grid agents turned back',
  everyAgent: 'Goals, rays and forces for every agent, also in crowds (slow)',
  byBehavior: 'Colour agents by behaviour (legend on the canvas)',
};
/** While playing, the panel's numbers are refreshed at most this often (ms); paused, at once. */
const PANEL_INTERVAL_MS = 200;

async function boot() {
  /** Embed mode (?embed=1, with a share link): watch only (see below). */
  const embed = new URLSearchParams(location.search).get('embed') === '1';
  const module = await createSidestep();
  const sim = new Sim(module);
  const canvas = $('world');
  const view = new View(canvas, () => [sim.width, sim.height]);
  view.insetTop = 40; // the readout and the painting bar sit there
  const ui = {
    tool: 'select', selected: null, newBehavior: 'whiskers',
    brush: { mode: 'free', size: 1 }, paintPreview: null, patternSeed: 0,
    overlays: new Set(['goals', 'decisions', 'trail', 'rays', 'forces', 'context', 'orca', 'paths', 'profile']),
    overlayChanges: 0, // bumped when a checkbox changes the set
  };

  // ---- messages ------------------------------------------------------------------------------
  let toastTimer = 0;
  const toast = (message, { bad = false } = {}) => {
    const box = $('toast');
    box.textContent = message;
    box.className = bad ? 'toast bad' : 'toast';
    box.hidden = false;
    clearTimeout(toastTimer);
    toastTimer = setTimeout(() => { box.hidden = true; }, 4000);
  };
  const showErrors = (title, errors) => {
    $('errors-title').textContent = title;
    $('errors-list').replaceChildren(...errors.map((e) => Object.assign(document.createElement('li'), { textContent: e })));
    $('errors').hidden = false;
  };
  $('errors-close').addEventListener('click', () => { $('errors').hidden = true; });
  $('scene-more').addEventListener('click', () => {
    const clamped = $('scene-description').classList.toggle('clamped');
    $('scene-more').textContent = clamped ? 'Show more' : 'Show less';
  });

  // ---- the document --------------------------------------------------------------------------
  const syncGridInputs = () => { $('grid-w').value = sim.width; $('grid-h').value = sim.height; };
  /** Steps per second while playing (0: as fast as it goes), shown in the menu (a value not in it is added). */
  const setPace = (pace) => {
    loop.pace = pace;
    const select = $('speed');
    if (![...select.options].some((o) => Number(o.value) === pace)) {
      const after = [...select.options].find((o) => Number(o.value) > pace || Number(o.value) === 0);
      select.insertBefore(new Option(`${pace} /s`, String(pace)), after ?? null);
    }
    select.value = String(pace);
  };
  /** A scene's pace when its file says none: grid agents step one cell a step, so a scene of grid agents only
   *  plays at 8 steps per second (watchable); any other plays in real time (1 / dt steps per second). */
  const defaultPace = () => {
    const n = sim.world.agentCount();
    let grid = 0;
    for (let i = 0; i < n; i++) if (sim.gridBehaviors[sim.behaviorIndex(i)]) grid++;
    return n > 0 && grid === n ? 8 : Math.round(1 / sim.dt);
  };
  /** Fills the scene settings' fields from the document and the core (set once they are wired). */
  let syncSceneSettings = () => {};
  /** The scene's title and description where they are shown (always as text). */
  const showMeta = ({ title, description }) => {
    $('scene-title').textContent = title || 'Untitled scene';
    $('caption-title').textContent = title || 'Untitled scene';
    $('caption-text').textContent = description;
    $('scene-description').textContent = description;
  };
  const doc = new SceneDocument(sim, {
    onOpen(meta, state, compareSet) {
      loop.pause();
      leaveCompare();
      ui.driving = null; // the opened world has no driven agent
      $('errors').hidden = true;
      showMeta(meta);
      $('scene-description').classList.add('clamped');
      requestAnimationFrame(() => { // offer "Show more" only when the text is actually cut
        const d = $('scene-description');
        $('scene-more').hidden = d.scrollHeight <= d.clientHeight + 1;
        $('scene-more').textContent = 'Show more';
      });
      syncGridInputs();
      ui.selected = null;
      view.setCamera(null);
      if (state) { // a share link (or autosave) also says how the scene was being viewed
        ui.overlays = new Set(state.overlays);
        syncOverlayInputs();
        setPace(state.pace ?? defaultPace());
        if (state.selected !== null && state.selected !== undefined) ui.selected = { type: 'agent', index: state.selected };
        view.setCamera(state.camera ?? null);
        if (state.step > 0) sim.seek(state.step); // the run's history (edits during the run) is replayed on the way
      } else {
        setPace(defaultPace());
      }
      if (compareSet) enterCompare(); // the file's compare set: its panes, at the same step
      syncCompareToggle();
      if (state?.playing) loop.play();
    },
    viewState: () => ({
      step: loop.sim.stepCount, // the scene's run, or a compare's clock
      playing: loop.playing,
      overlays: [...ui.overlays],
      selected: ui.selected?.type === 'agent' ? ui.selected.index : null,
      pace: loop.pace,
      camera: view.savedCamera(),
    }),
    onError: showErrors,
  });

  /** Runs a whole-scene edit from a button or the console as one undoable step. */
  const edit = (fn) => {
    doc.beginEdit();
    try {
      const result = fn();
      doc.changed();
      return result;
    } catch (err) {
      doc.history.discard();
      throw err;
    }
  };

  // ---- loop ----------------------------------------------------------------------------------
  // ---- drive mode: arrows or WASD drive one continuous agent ------------------------------------
  const held = new Set();
  const sendDriveInput = () => {
    if (ui.driving === null) return;
    let x = 0, y = 0;
    for (const code of held) { x += DRIVE_KEYS[code][0]; y += DRIVE_KEYS[code][1]; }
    sim.setDriveInput(ui.driving, Math.max(-1, Math.min(1, x)), Math.max(-1, Math.min(1, y)));
  };
  ui.driving = null;
  const drive = (index, on, assist = true) => {
    if (ui.driving !== null && ui.driving !== index) sim.setDrive(ui.driving, false);
    sim.setDrive(index, on, assist);
    ui.driving = on ? index : null;
    held.clear();
    if (on) { canvas.focus(); loop.play(); }
    sim.version++;
  };
  const panel = new Panel(sim, ui, edit, (message) => toast(message, { bad: true }), drive);
  const maps = new MapsPanel($('maps'), {
    module, sim, doc, showErrors, selectAgent: (i) => { ui.selected = { type: 'agent', index: i }; }, setCamera: (c) => { view.setCamera(c); doc.changed(); },
  });
  // Draw only when something on screen can have changed: an idle page costs nothing. Compared field by
  // field, so that checking allocates nothing.
  const legend = new Legend($('legend'), sim);
  const seen = { version: -1, playing: null, tool: '', selType: '', selIndex: -1, vertex: null, draft: null, overlays: null, overlayCount: -1, view: -1, size: -1, dpr: 0, rate: -1 };
  let sizeVersion = 0, lastPanel = 0;
  new ResizeObserver(() => { sizeVersion++; }).observe(canvas);
  const showRate = () => {
    const r = loop.rate, box = $('rate');
    box.hidden = !loop.playing || r.version === 0;
    if (box.hidden) return;
    const steps = r.stepsPerSecond >= 10 ? Math.round(r.stepsPerSecond) : r.stepsPerSecond.toFixed(1);
    const factor = r.realTime >= 10 ? Math.round(r.realTime) : Number(r.realTime.toPrecision(2));
    box.textContent = r.behind
      ? `running at ${steps} steps/s, ${factor}× real time (asked ${loop.pace} /s): a step takes ${r.msPerStep.toFixed(1)} ms`
      : `${steps} steps/s · ${factor}× real time`;
    box.classList.toggle('behind', r.behind);
  };
  // The run's step, time and state, always on the canvas (set only when it changed).
  const shownReadout = { step: -1, state: '' };
  const updateReadout = () => {
    const run = loop.sim;
    const step = run.stepCount;
    const state = loop.playing ? 'playing' : !compare.active && sim.agentCount === 0 ? (step === 0 ? 'no agents yet' : 'no agents') : run.finished ? 'finished' : 'paused';
    if (step === shownReadout.step && state === shownReadout.state) return;
    shownReadout.step = step;
    shownReadout.state = state;
    $('readout-step').textContent = `step ${step}`;
    $('readout-time').textContent = `${(step * run.dt).toFixed(2)} s`;
    $('readout-state').textContent = state;
    $('readout').dataset.state = state;
  };
  const loop = new Loop(sim, (now) => {
    charts.update(now);
    updateReadout();
    if (compare.active) { // the panes draw themselves; the editor's canvas is hidden under them
      compare.draw(ui, loop.playing);
      timeline.update(now);
      events.update(now);
      updateSheetTitle();
      return;
    }
    const watched = ui.selected?.type === 'agent' ? ui.selected.index : -1;
    if (sim.watched !== watched) sim.watch(watched); // the selected agent leaves a trail
    const sel = ui.selected;
    if (seen.rate !== loop.rate.version || seen.playing !== loop.playing) { seen.rate = loop.rate.version; showRate(); }
    if (seen.version === sim.version && seen.playing === loop.playing && seen.tool === ui.tool && seen.selType === (sel?.type ?? '')
      && seen.selIndex === (sel?.index ?? -1) && seen.vertex === ui.selectedVertex && seen.draft === ui.pathDraft
      && seen.overlays === ui.overlays && seen.overlayCount === ui.overlayChanges && seen.view === view.version
      && seen.size === sizeVersion && seen.dpr === devicePixelRatio) return;
    Object.assign(seen, { version: sim.version, playing: loop.playing, tool: ui.tool, selType: sel?.type ?? '', selIndex: sel?.index ?? -1,
      vertex: ui.selectedVertex, draft: ui.pathDraft, overlays: ui.overlays, overlayCount: ui.overlayChanges, view: view.version, size: sizeVersion, dpr: devicePixelRatio });
    view.update(sim.width, sim.height);
    render(view, sim, ui);
    legend.update(ui.overlays.has('byBehavior'));
    timeline.update(now);
    events.update(now);
    if (!loop.playing || now - lastPanel >= PANEL_INTERVAL_MS) {
      lastPanel = now;
      panel.update(loop.playing);
      maps.update();
      syncSceneSettings();
      updateSheetTitle();
      $('undo').disabled = !doc.history.canUndo;
      $('redo').disabled = !doc.history.canRedo;
    }
  }, (playing) => {
    $('play-icon').textContent = playing ? '❚❚' : '▶';
    $('play-label').textContent = playing ? ' Pause' : ' Play';
    $('play').setAttribute('aria-label', playing ? 'Pause' : 'Play');
  });

  const timeline = new TimelineBar({ back: $('back'), scrub: $('scrub'), marks: $('marks'), label: $('timeline-step') }, sim, loop);
  const events = new EventsPanel({ filter: $('event-filter'), pauseOn: $('pause-on'), list: $('event-list'), summary: $('event-summary'), strip: $('event-strip') }, sim, {
    loop,
    seek: (step) => timeline.seek(step),
    select: (agent) => { if (agent >= 0 && agent < sim.world.agentCount()) ui.selected = { type: 'agent', index: agent }; },
    onPause: (e) => { toast(`Paused at ${describeEvent(e)}.`); if (e.agent >= 0) ui.selected = { type: 'agent', index: e.agent }; },
  });
  // ---- charts: the selected agent's values and the run's tallies over time ----------------------
  const charts = new Charts({
    root: $('charts'), canvas: $('chart-canvas'), agent: $('chart-agent'), csv: $('chart-csv'), png: $('chart-png'),
    toggle: $('charts-toggle'), note: $('chart-note'),
  }, module, {
    clock: () => loop.sim,
    selected: () => (ui.selected?.type === 'agent' ? ui.selected.index : -1),
    select: (i) => { ui.selected = i >= 0 ? { type: 'agent', index: i } : null; },
    seek: (step) => timeline.seek(step),
    playing: () => loop.playing,
  });
  charts.setRuns([{ sim, label: '' }]);
  // ---- compare: the scene's variants side by side on one clock ----------------------------------
  const compare = new CompareView({ root: $('compare'), panes: $('compare-panes'), table: $('compare-table') }, module);
  compare.onPick = (k) => { events.sim = compare.panes[k].sim; events.shown.count = -1; toast(`Events of "${compare.panes[k].label}"`); };
  /** The clock everything that steps and seeks drives: the scene's run, or the compare's. */
  const drive_ = (target, eventsSim) => {
    loop.sim = target;
    timeline.sim = target;
    events.sim = eventsSim;
    timeline.shown.step = events.shown.count = -1; // redraw both for the new run
  };
  function enterCompare() {
    if (!doc.compare) return false;
    const errors = compare.open(JSON.stringify(doc.toObject()), sim.stepCount);
    if (errors.length) { showErrors('Could not compare', errors); return false; }
    drive_(compare.clock, compare.panes[0].sim);
    charts.setRuns(compare.panes.map((p) => ({ sim: p.sim, label: p.label })));
    document.body.dataset.compare = '1';
    return true;
  }
  function leaveCompare() {
    if (!compare.active) return;
    charts.setRuns([{ sim, label: '' }]); // before the panes' runs are deleted
    compare.close();
    drive_(sim, sim);
    delete document.body.dataset.compare;
    sim.version++; // redraw the editor's canvas
  }
  const syncCompareToggle = () => {
    $('compare-toggle').hidden = !doc.compare;
    $('compare-edit').textContent = doc.compare ? 'Change…' : 'Compare variants…';
    if (compare.active) {
      $('selection').replaceChildren(Object.assign(document.createElement('p'), {
        className: 'muted',
        textContent: 'Each pane runs its own copy of the scene. The table under the panes compares them (click a row to list that variant\'s events); the selected agent is drawn in every pane, and the charts (C) plot it, one line per pane.',
      }));
      $('params').hidden = true;
    } else {
      sim.version++; // the panel shows the selection again
    }
    $('compare-toggle').textContent = compare.active ? 'Edit the scene' : `Compare ${doc.compare?.length ?? 0} variants`;
    $('compare-note').textContent = compare.active ? `${doc.compare.length} variants on one clock` : doc.compare ? 'side by side, on one clock' : '';
    $('hint').textContent = compare.active
      ? 'Compare: each pane is one variant of the scene, all on one clock. Play, step, scrub and go back as usual; "Edit the scene" to change it.'
      : TOOLS.find((t) => t.id === ui.tool).hint;
  };
  $('compare-toggle').addEventListener('click', () => {
    loop.pause();
    if (compare.active) leaveCompare(); else enterCompare();
    syncCompareToggle();
  });
  const compareEditor = new CompareEditor({
    root: $('compare-editor'), rows: $('compare-variants'), presets: $('compare-presets'), add: $('compare-add'),
    apply: $('compare-apply'), cancel: $('compare-editor-cancel'), errors: $('compare-editor-errors'),
  }, sim, {
    current: () => doc.compare,
    selected: () => (ui.selected?.type === 'agent' ? ui.selected.index : -1),
    apply: (variants) => {
      loop.pause();
      leaveCompare();
      doc.setCompare(variants); // the core checks it; throws naming the field
      enterCompare();
      syncCompareToggle();
    },
  });
  $('compare-edit').addEventListener('click', () => { loop.pause(); leaveCompare(); syncCompareToggle(); compareEditor.open(); });
  const nav = new Navigator(canvas, view, {
    cancelTool: () => tools.cancel(),
    onChange: () => doc.changed(), // the camera is saved with the scene
  });
  const tools = new Tools(canvas, view, sim, ui, {
    beginEdit: () => doc.beginEdit(),
    discardEdit: () => doc.history.discard(),
    revertEdit: () => { doc.history.revert(); doc.changed(); },
    onChange: () => doc.changed(),
    onError: (message) => toast(message, { bad: true }),
  }, nav);
  tools.strokes.set('terrain', new TerrainTool({ canvas, stage: $('stage'), view, sim, edit, onError: (message) => toast(message, { bad: true }) }));
  $('zoom-in').addEventListener('click', () => nav.zoomBy(1.5));
  $('zoom-out').addEventListener('click', () => nav.zoomBy(1 / 1.5));
  $('zoom-fit').addEventListener('click', () => nav.fit());
  // ---- toolbar -------------------------------------------------------------------------------
  const toolButtons = new Map();
  const setTool = (id) => {
    ui.tool = id;
    canvas.dataset.tool = id;
    for (const [tid, b] of toolButtons) b.setAttribute('aria-pressed', String(tid === id));
    $('hint').textContent = TOOLS.find((t) => t.id === id).hint;
    $('toolopts').hidden = id !== 'wall' && id !== 'erase';
  };
  // ---- phones: the panel is a bottom sheet; its handle names the selected agent ---------------
  const setSheet = (open) => {
    if (open) document.body.dataset.sheet = 'open'; else delete document.body.dataset.sheet;
    $('sheet-handle').setAttribute('aria-expanded', String(open));
    // The handle says "why it moves": open at the selected agent's section.
    if (open && ui.selected?.type === 'agent' && !compare.active) $('panel').scrollTop = Math.max(0, $('selection').offsetTop - 52);
  };
  $('sheet-handle').addEventListener('click', () => setSheet(document.body.dataset.sheet !== 'open'));
  const sheetTitle = { key: '' };
  const updateSheetTitle = () => {
    const s = ui.selected;
    const key = compare.active ? 'compare' : s?.type === 'agent' && s.index < sim.agentCount ? `${s.index}|${sim.version}|${sim.generation}` : '';
    if (key === sheetTitle.key) return;
    sheetTitle.key = key;
    if (key === 'compare') { $('sheet-title').textContent = 'Compare: the variants\' events and the scene'; return; }
    if (!key) { $('sheet-title').textContent = 'Scene, selected agent and events'; return; }
    const a = sim.agent(s.index);
    $('sheet-title').textContent = `${a.name} · ${a.behavior} · ${a.stop} — why it moves`;
  };
  // ---- explain settings: each setting's words under it, remembered -----------------------------
  const setHelp = (on) => {
    if (on) document.body.dataset.help = '1'; else delete document.body.dataset.help;
    $('help-toggle').setAttribute('aria-pressed', String(on));
    try { localStorage.setItem('sidestep.help', on ? '1' : '0'); } catch { /* storage off: only this page */ }
  };
  $('help-toggle').addEventListener('click', () => setHelp(document.body.dataset.help !== '1'));
  try { setHelp(localStorage.getItem('sidestep.help') === '1'); } catch { setHelp(false); }
  // ---- painting options: mode, brush size, seeded patterns ------------------------------------
  const modeButtons = PAINT_MODES.map((m) => {
    const b = Object.assign(document.createElement('button'), { textContent: m.label, title: `${m.label}: ${m.hint}` });
    b.dataset.mode = m.id;
    b.addEventListener('click', () => { ui.brush.mode = m.id; syncPaint(); canvas.focus({ preventScroll: true }); });
    return b;
  });
  $('paint-modes').append(...modeButtons);
  for (const size of BRUSH_SIZES) $('brush-size').append(new Option(`${size} × ${size}`, String(size)));
  $('brush-size').addEventListener('change', (e) => { ui.brush.size = Number(e.target.value); e.target.blur(); canvas.focus({ preventScroll: true }); });
  const syncPaint = () => {
    for (const b of modeButtons) b.setAttribute('aria-pressed', String(b.dataset.mode === ui.brush.mode));
    $('brush-size').value = String(ui.brush.size);
  };
  syncPaint();
  const drawPattern = (pattern) => {
    ui.patternSeed += 1;
    try {
      edit(() => sim.drawPattern(pattern, ui.patternSeed));
      toast(`A ${pattern === 'maze' ? 'maze' : 'floor of rooms'} from seed ${ui.patternSeed} (press again for another; Ctrl+Z brings the walls back).`);
    } catch (err) { toast(err.message, { bad: true }); }
  };
  $('draw-maze').addEventListener('click', () => drawPattern('maze'));
  $('draw-rooms').addEventListener('click', () => drawPattern('rooms'));
  for (const t of TOOLS) {
    const b = document.createElement('button');
    b.dataset.tool = t.id;
    b.title = `${t.hint} (${t.key})`;
    b.textContent = t.label;
    b.addEventListener('click', () => setTool(t.id));
    toolButtons.set(t.id, b);
    $('tools').append(b);
    if (t.id === 'agent') { // the behaviour of new agents, right beside the tool
      const select = document.createElement('select');
      select.id = 'new-behavior';
      select.title = 'Behaviour of new agents';
      for (const name of sim.behaviorNames) select.append(new Option(`${name}${GRID_BEHAVIORS.has(name) ? ' (grid)' : ''}`, name));
      select.value = ui.newBehavior;
      select.addEventListener('change', () => { ui.newBehavior = select.value; setTool('agent'); select.blur(); });
      $('tools').append(select);
    }
  }
  setTool('select');

  const stepOnce = () => {
    loop.pause();
    if (loop.sim.step(1) === 0) {
      const s = loop.sim.stepCount;
      toast(s >= sim.world.maxSteps() ? `The run ended at its step limit (${s} steps): ← goes back, R starts over.`
        : `Nothing left to step at step ${s}: every agent has stopped. ← goes back, R starts over, Play replays.`);
    }
  };
  /** Reset: the scene as it is now, from step 0. Undoable when it drops edits made during the run. */
  const reset = () => {
    loop.pause();
    if (compare.active) { compare.clock.seek(0); return; }
    if (sim.timeline.historySize() === 0) { sim.reset(); return; }
    edit(() => sim.reset());
  };
  $('play').addEventListener('click', () => loop.toggle());
  $('step').addEventListener('click', stepOnce);
  $('reset').addEventListener('click', reset);
  $('speed').addEventListener('change', (e) => { loop.pace = Number(e.target.value); e.target.blur(); canvas.focus({ preventScroll: true }); doc.changed(); });
  $('undo').addEventListener('click', () => doc.undo());
  $('redo').addEventListener('click', () => doc.redo());
  $('share').addEventListener('click', async () => {
    let url;
    try { url = await doc.shareUrl(); } catch (err) { showErrors('Could not make a link', [err.message]); return; }
    try {
      await navigator.clipboard.writeText(url);
      toast(`Link copied: ${url.length} characters. It opens this scene at step ${sim.stepCount}.`);
    } catch {
      showErrors('Copy this link', [url]); // no clipboard permission: show it to copy by hand
    }
  });

  // ---- scene controls ------------------------------------------------------------------------
  $('grid-apply').addEventListener('click', () => {
    try { edit(() => sim.resizeGrid(Number($('grid-w').value), Number($('grid-h').value))); } catch (err) { toast(err.message, { bad: true }); syncGridInputs(); }
  });
  $('clear-walls').addEventListener('click', () => edit(() => sim.clearGrid()));
  $('clear-all').addEventListener('click', () => {
    loop.pause();
    edit(() => sim.clear());
    ui.selected = null;
    doc.setMeta({ title: '', description: '' }); // a cleared scene is a new one
    showMeta(doc);
    syncSceneSettings();
  });
  syncSceneSettings = wireSceneSettings({
    title: $('scene-title-input'), description: $('scene-description-input'), dt: $('scene-dt'), maxSteps: $('scene-max-steps'), seed: $('scene-seed'), atGoal: $('scene-at-goal'),
  }, sim, doc, { edit, onError: (m) => toast(m, { bad: true }), onMeta: () => showMeta(doc) });
  $('export').addEventListener('click', () => {
    const blob = new Blob([doc.toFileText()], { type: 'application/json' });
    const a = Object.assign(document.createElement('a'), {
      href: URL.createObjectURL(blob),
      download: `${(doc.title || 'scenario').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'scenario'}.json`,
    });
    a.click();
    setTimeout(() => URL.revokeObjectURL(a.href), 1000);
  });
  $('picture').addEventListener('click', () => {
    const source = compare.active ? compare.picture() : canvas;
    source.toBlob((b) => b && download(b, 'sidestep.png'));
  });
  $('import').addEventListener('click', () => $('import-file').click());
  $('import-file').addEventListener('change', async (e) => {
    const [file] = e.target.files;
    if (file && !(await maps.openFiles([file]))) await doc.openFile(file);
    e.target.value = '';
  });

  // Drag and drop a file (or a link as text) anywhere on the page.
  let dragDepth = 0;
  window.addEventListener('dragenter', (e) => { e.preventDefault(); dragDepth++; $('drop-hint').hidden = false; });
  window.addEventListener('dragleave', () => { if (--dragDepth <= 0) { dragDepth = 0; $('drop-hint').hidden = true; } });
  window.addEventListener('dragover', (e) => e.preventDefault());
  window.addEventListener('drop', async (e) => {
    e.preventDefault();
    dragDepth = 0;
    $('drop-hint').hidden = true;
    if (await maps.openFiles(e.dataTransfer.files)) return; // .map and .scen files
    const file = e.dataTransfer.files[0];
    if (file) await doc.openFile(file);
    else if (e.dataTransfer.getData('text/plain')) await doc.openLink(e.dataTransfer.getData('text/plain'), 'the dropped link');
  });

  // ---- overlays ------------------------------------------------------------------------------
  const overlayInputs = new Map();
  for (const name of module.overlayNames()) {
    const input = Object.assign(document.createElement('input'), { type: 'checkbox', checked: ui.overlays.has(name) });
    input.dataset.overlay = name;
    input.addEventListener('change', () => {
      input.checked ? ui.overlays.add(name) : ui.overlays.delete(name);
      ui.overlayChanges++;
    });
    overlayInputs.set(name, input);
    const label = document.createElement('label');
    label.append(input, OVERLAY_LABELS[name] ?? name);
    $('overlays').append(label);
  }
  const syncOverlayInputs = () => { for (const [name, input] of overlayInputs) input.checked = ui.overlays.has(name); };

  // ---- keyboard ------------------------------------------------------------------------------
  /** The shortcuts sheet (`?`): the keys list of the panel, over the page. */
  const toggleShortcuts = (open = $('shortcuts').hidden) => {
    $('shortcuts').hidden = !open;
    if (open) $('shortcuts-close').focus(); else canvas.focus({ preventScroll: true });
  };
  $('shortcuts-close').addEventListener('click', () => toggleShortcuts(false));
  $('shortcuts-open').addEventListener('click', () => toggleShortcuts(true));
  wireKeyboard({
    canvas, ui, nav, loop, sim, tools: TOOLS, setTool,
    undo: () => doc.undo(), redo: () => doc.redo(),
    stepOnce: (n) => (n === 1 ? stepOnce() : (loop.pause(), loop.sim.step(n))),
    back: (n) => timeline.back(n), seek: (step) => timeline.seek(step), end: () => timeline.seek(loop.sim.frontier),
    reset, toggleCharts: () => charts.setOpen(!charts.open), toggleShortcuts, shortcutsOpen: () => !$('shortcuts').hidden,
    fit: () => nav.fit(), zoomBy: (k) => nav.zoomBy(k), dismiss: () => { $('errors').hidden = true; },
    deleteSelection: () => tools.deleteSelection(),
    drive: { held, send: sendDriveInput, stop: () => drive(ui.driving, false) },
    editable: () => (embed ? 'This embedded scene can be watched, not edited: open it in sidestep to change it.'
      : compare.active ? 'The panes are copies of the scene: "Edit the scene" (under the title) leaves compare mode to change it.' : ''),
    refuse: (why) => toast(why),
  });

  // ---- My scenes: kept in this browser; an edited scene is kept before another replaces it ------
  const myScenes = new MyScenes({ list: $('scene-list'), name: $('scene-save-name'), save: $('scene-save'), note: $('scene-note') }, {
    current: () => ({ text: JSON.stringify(doc.toObject({ withView: true })), title: doc.title }),
    picture: () => thumbnail(canvas),
    open: async (text, name) => doc.openText(text, `"${name}" from My scenes`),
    onSaved: () => { doc.modified = false; }, // kept: nothing to keep again before it is replaced
    toast,
  });
  doc.hooks.captureForKeeping = () => ({ text: JSON.stringify(doc.toObject({ withView: true })), title: doc.title, picture: thumbnail(canvas) });
  doc.hooks.keep = (scene) => myScenes.keep(scene);
  doc.hooks.onCompareDropped = (why) => {
    toast(`The compare set no longer fits the scene (${why}), so it was removed. Undo brings the edit back.`, { bad: true });
    syncCompareToggle();
  };

  // ---- opening the first scene ---------------------------------------------------------------
  // Embed mode (?embed=1, with a share link): the canvas, back / step / play and the scene's caption, for
  // an iframe on a teaching page. It never reads or writes the visitor's autosave, and edits nothing.
  if (embed) {
    document.body.dataset.embed = '1';
    doc.autosave = false;
    tools.readOnly = true;
    $('open-full').hidden = false;
  }
  const gallery = new Gallery($('examples'), (file, title, entry) => (entry.map ? maps.openExample(entry) : doc.openUrl(`examples/${file}`, `the example "${title}"`)));
  const galleryLoaded = embed ? Promise.resolve() : gallery.load().catch((err) => toast(`Examples unavailable: ${err.message}`, { bad: true }));

  const saved = embed ? null : SceneDocument.autosaved();
  const hasLink = location.hash.startsWith('#s=');
  // The first scene starts the undo history (nothing before it to go back to).
  const first = { undoable: false };
  if (!(saved && doc.openText(saved, 'the autosaved scene', first)) && !(embed && hasLink)) await doc.openUrl(WELCOME, 'the welcome example', first);
  await galleryLoaded; // fetched while the scene opened
  let booting = false;
  const openHashLink = async () => {
    if (!location.hash.startsWith('#s=')) return;
    const opened = await doc.openLink(location.hash, 'the link', { undoable: !booting });
    if (embed) { // the link stays: it is what "open in sidestep" opens
      $('open-full').href = `${location.pathname}${location.hash}`;
      if (!opened) await doc.openUrl(WELCOME, 'the welcome example', first);
      return;
    }
    // The scene now lives in the autosave; a reload must not reopen the link over later edits.
    history.replaceState(null, '', location.pathname + location.search);
  };
  booting = true; // a link the page was opened with is its first scene; one pasted later is undoable
  await openHashLink();
  booting = false;
  window.addEventListener('hashchange', openHashLink);
  if (!embed) myScenes.refresh();
  window.addEventListener('pagehide', () => doc.saveNow());

  // ---- console API (web/ui/console-api.js) ----------------------------------------------------
  window.sidestep = consoleApi({ loop, sim, ui, view, doc, timeline, events, charts, compare, edit, reset, leaveCompare,
    enterCompare, syncCompareToggle, syncGridInputs, syncOverlayInputs, drive, setTool });
  document.body.dataset.readyMs = performance.now().toFixed(1); // from navigation start: the bench reads it
  document.body.dataset.ready = '1';
}

boot().catch((err) => {
  console.error(err);
  document.body.textContent = `sidestep failed to start: ${err.message}`;
});
