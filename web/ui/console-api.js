// The console API (`window.sidestep`): the page's actions and state for teachers' scripts, the tests and
// the bench. Every edit goes through the same undoable path as the page's controls (`edit`).
import { insetBoxes, orcaDrawn, profileBox, routeDrawn } from '../draw/drawn.js';
import { drawnLastFrame } from '../draw/render.js';
import { heatValuesLastFrame } from '../draw/heat.js';
import { labelsLastFrame } from '../draw/label-layer.js';
import { reliefOf } from '../sim/relief.js';
import { t } from '../i18n/locale.js';
import '../i18n/en-first.js'; // the ld- messages it names

/** A scenario given as an object or as JSON text, as text. */
const asText = (scenario) => (typeof scenario === 'string' ? scenario : JSON.stringify(scenario));

/**
 * @param {object} a the page's parts and actions: { loop, sim, ui, view, doc, timeline, events, charts,
 *   compare, edit, reset, leaveCompare, enterCompare, compareSettled, settled, syncCompareToggle, syncGridInputs,
 *   syncOverlayInputs, drive, setTool }; `compare` is read when used (its view is made on first use)
 */
export function consoleApi(a) {
  const {
    loop,
    sim,
    ui,
    view,
    doc,
    timeline,
    events,
    charts,
    reset,
    leaveCompare,
    enterCompare,
    compareSettled,
    settled,
    syncCompareToggle,
    setTool,
  } = a;
  /** The compare's measures while one is shown, else the scene's state. */
  const now = () => (a.compare.active ? a.compare.measures() : sim.state());
  return {
    /** Advances n steps (paused); returns the state after them. */
    step(n = 1) {
      loop.pause();
      loop.sim.step(n);
      return now();
    },
    state: () => sim.state(),
    reset() {
      reset();
      return sim.state();
    },
    /** Goes back n steps (exact: equals a fresh run to that step); returns the state. */
    back(n = 1) {
      timeline.back(n);
      return now();
    },
    /** Goes to a step of the run (computing forward if needed); returns the state. */
    seek(step) {
      timeline.seek(step);
      return now();
    },
    /** The furthest step computed, the steps of edits made during the run, and the keyframes' memory. */
    timeline: () => ({
      step: loop.sim.stepCount,
      frontier: loop.sim.frontier,
      edits: loop.sim.historySteps(),
      keyframes: loop.sim.keyframes(),
    }),
    /** What happened in the run computed so far, as `sidestep run --events` prints it; optionally one
     *  kind ('collisionBegin', 'return', ...) and/or one agent: events({ kind, agent }). */
    events: (filter) => events.sim.events(filter),
    /** Sets the compare set ([{label, agents, behavior, params}, ...], 2 to 4) and shows its panes; null
     *  removes it. Throws, naming the field, when a variant does not fit the scene. A promise of the set,
     *  resolved once the panes show (the compare's code is fetched the first time). */
    compare(variants) {
      loop.pause();
      leaveCompare();
      doc.setCompare(variants);
      if (variants) enterCompare();
      syncCompareToggle();
      return compareSettled().then(() => doc.compare);
    },
    /** One series over the run computed so far (null where there is none at a step): an agent's channel
     *  ('speed', 'clearance', 'emergency', 'proxy', ...) or, with agent null, the run's 'collisions',
     *  'contacts' or 'arrivals'. In compare mode, an object with one array per variant. A promise (as exportCsv's). */
    series: (agent, name) => charts.series(agent ?? -1, name),
    /** Every series of the selected agent (or none) and the run's tallies as CSV, a row per step. */
    exportCsv: () => charts.toCsv(),
    /** Opens or closes the charts drawer; returns whether it is open. */
    charts(open) {
      if (open !== undefined) charts.setOpen(!!open);
      return charts.open;
    },
    /** Where each chart drew its values (for tests): [{ name, left, bottom, y0, kx, ky }]. */
    chartGeometry: () => charts.geometry(),
    /** The compare table: each variant's measures now, from the core. */
    compareMeasures: () => (a.compare.active ? a.compare.measures() : null),
    play: () => loop.play(),
    pause: () => loop.pause(),
    get playing() {
      return loop.playing;
    },
    hash: () => sim.hash(),
    ...editingApi(a),
    /** Opens a scenario (object or JSON text) at once; a promise of false (and the page shows why) when it
     *  is invalid, else of true once what it shows from its first frame is here (a compare's panes, the ground). */
    async open(scenario) {
      const opened = await doc.openText(asText(scenario), t('ld-name-scenario')); // a big one read beside the page
      await settled();
      return opened;
    },
    openLink: async (link) => {
      const opened = await doc.openLink(link);
      await settled();
      return opened;
    },
    scenario: () => doc.toObject(),
    shareUrl: () => doc.shareUrl(),
    select: (type, index) => {
      ui.selected = type ? { type, index } : null;
    },
    selected: () => (ui.selected ? { ...ui.selected } : null),
    /** What the live region said last, and the sounds planned for the selected agent's last step (ui/sound-plan.js). */
    announced: () => document.getElementById('announce').textContent.trim(),
    sounds: () => a.sonify.last.map((p) => ({ ...p })),
    /** The camera: null while the whole world is fitted, else {x, y, zoom}; pass one to set it. */
    camera(c) {
      if (c !== undefined) {
        view.setCamera(c);
        doc.viewChanged();
      }
      return view.savedCamera();
    },
    setTool,
    ...inspectionApi(a),
    sim,
  };
}

/** The console API's edits (each one undoable step, as the page's own), overlays and undo. */
function editingApi(a) {
  const { sim, ui, doc, edit, drive, syncGridInputs, syncOverlayInputs } = a;
  return {
    setCell: (x, y, blocked = true) => edit(() => sim.setCell(x, y, blocked)),
    resizeGrid: (w, h) => {
      edit(() => sim.resizeGrid(w, h));
      syncGridInputs();
    },
    clear: () => {
      edit(() => sim.clear());
      ui.selected = null;
    },
    addCircle: (x, y, r) => edit(() => sim.addCircle(x, y, r)),
    moveCircle: (i, x, y) => edit(() => sim.moveCircle(i, x, y)),
    resizeCircle: (i, r) => edit(() => sim.resizeCircle(i, r)),
    removeCircle: (i) => edit(() => sim.removeCircle(i)),
    addAgent: (def) => edit(() => sim.addAgent(def)),
    removeAgent: (i) => edit(() => sim.removeAgent(i)),
    setStart: (i, x, y) => edit(() => sim.setAgentStart(i, x, y)),
    setGoal: (i, x, y) => edit(() => sim.setAgentGoal(i, x, y)),
    setSim: (config) => edit(() => sim.setSim(config)),
    setParam: (i, name, value) => edit(() => sim.setAgentParam(i, name, value)),
    setAvoidAgents: (i, on) => edit(() => sim.setAvoidAgents(i, on)),
    setAvoidance: (i, name, value) => edit(() => sim.setAvoidance(i, name, value)),
    drive: (i, on = true, assist = true) => drive(i, on, assist),
    driveInput: (x, y) => {
      if (ui.driving !== null) sim.setDriveInput(ui.driving, x, y);
    },
    overlays: (names) => {
      if (names) {
        ui.overlays = new Set(names);
        syncOverlayInputs();
      }
      return [...ui.overlays];
    },
    undo: () => doc.undo(),
    redo: () => doc.redo(),
    /** How many steps undo and redo can take now. */
    undoDepth: () => ({ undo: doc.history.undoStack.length, redo: doc.history.redoStack.length }),
  };
}

/** What the page measured and drew (for tests and the curious): the loop's rate, the last frame's level of
 *  detail, labels, the ORCA inset, the side view, the ground, an animation frame, world to screen. */
function inspectionApi(a) {
  const { loop, sim, view } = a;
  return {
    /** What the loop measured while playing: steps/s, simulated seconds per real second, behind. */
    rate: () => ({ ...loop.rate }),
    /** Whether steps are under way beside the page (web/sim/beside.js): reading the run now would wait for them. */
    underWay: () => loop.flying !== null,
    /** What the last frame drew (level of detail): agents on screen, goal lines, ray sets, force sets. */
    drawn: () => drawnLastFrame(),
    /** The heat map's numbers the last frame wrote: { fieldValues, fieldValuesUnder, fieldValuesUnderSum }. */
    heatValues: () => heatValuesLastFrame(),
    /** What the last frame drew for the selected orca agent: half-planes in its inset, neighbours linked. */
    drawnOrca: () => ({ ...orcaDrawn }),
    /** What the last frame drew of routes: the selected agent's waypoints, the one it heads for (0-based, -1 for
     *  none), and how many agents' legs the "routes" overlay drew. */
    drawnRoutes: () => ({ ...routeDrawn }),
    /** The text labels the last frame placed on the canvas (none overlaps another) and those it dropped for
     *  want of room: { placed, dropped }, each [{ text, style, agent, priority, x, y, w, h }] in CSS pixels. */
    labels: () => labelsLastFrame(),
    /** The ground's height at a world point, and agent i's feelers in 3D (null in the flat world), from the core. */
    terrainHeight: (x, y) => reliefOf(sim).heightAt(x, y),
    slope: (i) => reliefOf(sim).slope(i),
    /** Where the last frame drew the side view: {shown, x, y, w, h} in CSS pixels of the canvas, and its words:
     *  {headline, obstacle} (the slope line, the centre feeler's obstacle label). */
    profile: () => ({ ...profileBox }),
    /** The insets drawn in the canvas's bottom corner in the last frame: { heat, orca, context } of { shown, x, y,
     *  w, h } in CSS pixels of the canvas. */
    insets: () => JSON.parse(JSON.stringify(insetBoxes)),
    /** One frame of the animation export (Animation…): step `step` drawn `width` pixels wide as the dialog
     *  would, as a PNG data URL (a promise). The page's run does not move. */
    animationFrame: (step, width = 640) => a.animation.still(step, width),
    /** World point -> viewport pixel, for dispatching real pointer events in tests. */
    worldToClient: (x, y) => view.worldToClient(x, y),
  };
}
