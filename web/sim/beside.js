// The run beside the page (issue 42): with the threaded module the loop's steps are taken on a thread of their own
// (the core's RunBeside, sidestep/world/run_beside.hpp) while the page's thread answers input. Loaded with
// the threaded module only (web/sim/module-choice.js), which it gives `module.beside`; the loop (web/sim/loop.js)
// hands it the frames of a run it can step so.
//
// A frame draws the latest finished state, then starts the steps the pace asks for (at full pace, about
// BUDGET_MS of them) and the next decisions beside the page; the frames that come while they are under way only
// ask whether they landed (no wait) and leave the canvas as it is. While they are under way the run belongs to
// their thread: every other call into the module first waits for them to land (guardModule), so a click, an edit,
// a panel or a lesson between frames sees a finished step and the run the core is at, exactly as when the page's
// thread took them. Pause is applied at once: no step starts after it, and the steps under way land as the state
// shown. A scene with scripts keeps the page's thread (a script's step calls into the page's engine).
//
// The page's thread does not draw while steps are under way (drawing reads the run): drawing a state and taking the
// next steps take turns, so what the page gains is a thread free for input, not more states drawn a second.
// The landing's bookkeeping (a breakpoint's seek, Pause at the run's end) runs inside whichever call landed the steps,
// before that call's own work: every caller reads the run only through a call, so it sees the state after it.
// A big scenario file is read the same way (load(): its text read and its run built on the same thread), on the same
// terms: the page answers meanwhile, and a call into the module waits for it.
import { PANEL_INTERVAL_MS, smooth } from './loop.js';

/** Milliseconds of steps started at once when the page plays as fast as it goes: about a display frame's. */
const BUDGET_MS = 12;
/** A display frame at 60 Hz, ms. */
const DISPLAY_FRAME_MS = 1000 / 60;

/** The Sim whose steps are under way, or null; the step and the run's generation they started at, and whom to tell
 *  when they land (module state rather than an object per start: nothing allocated per frame). */
let flight = null;
/** The module's one RunBeside (made by attachBeside): one thread for the steps beside the page, whatever run. */
let runner = null;
let flightFrom = 0;
let flightGeneration = 0;
let flightLanded = null;
let flightHash = false;
/** The scenario load under way beside the page (load()), or null: { resolve } to hand its answer to. */
let loadFlight = null;
/** A Sim's landing before any (sim.landing: what the last steps beside the page, or a load, brought back). */
const NO_LANDING = { from: 0, taken: 0, generation: 0, ms: 0, count: 0, hash: '', hashVersion: -1, hashRevision: -1 };
/** How often the page looks whether a load landed, and tells its progress (ms). */
const LOAD_LOOK_MS = 100;

/** Waits for the steps under way (when they are not taken yet) and hands the run back to the page: a step's
 *  bookkeeping (the Sim's version, its scripts' check), the landing (sim.landing) and whoever started them. */
function land() {
  const sim = flight;
  flight = null;
  const l = sim.landing;
  l.from = flightFrom;
  l.taken = runner.wait();
  l.generation = flightGeneration;
  l.ms = runner.milliseconds(); // on their thread
  l.count++;
  sim.version++;
  sim.scripts.check(sim.stepCount);
  // The state's hash, taken on their thread after them when asked: valid while the Sim's version and the world's
  // revision say nothing changed the run since (Sim.hash()).
  l.hash = flightHash ? runner.hash() : '';
  l.hashVersion = sim.version;
  l.hashRevision = sim.world.revision();
  flightLanded?.(sim);
}

/** Makes every embind call on `module` (its classes' methods and static functions, its free functions) wait for
 *  the steps under way first. RunBeside's own methods do not wait. */
function guardModule(module) {
  const wrap = (owner, name) => {
    const call = owner[name];
    const guarded = function () {
      if (flight) land();
      else if (loadFlight) landLoad();
      return call.apply(this, arguments); // eslint-disable-line prefer-rest-params -- no array per call
    };
    // embind's overloads dispatch through owner[name].overloadTable: the wrapper carries the same table.
    owner[name] = Object.assign(guarded, call);
  };
  const bound = (v) => typeof v === 'function' && ('argCount' in v || v.overloadTable !== undefined);
  for (const key of Object.keys(module)) {
    const value = module[key];
    if (typeof value !== 'function' || value === module.RunBeside) continue;
    const proto = value.prototype;
    if (proto && typeof proto.isAliasOf === 'function') {
      for (const name of Object.getOwnPropertyNames(proto)) {
        const method = Object.getOwnPropertyDescriptor(proto, name).value;
        if (name !== 'constructor' && typeof method === 'function') wrap(proto, name);
      }
      for (const name of Object.getOwnPropertyNames(value)) if (bound(value[name])) wrap(value, name);
    } else if (bound(value)) {
      wrap(module, key);
    }
  }
}

/** Starts up to `steps` steps of `sim`'s run beside the page, then its next decisions, and with `withHash` the
 *  state's hash after them (sim.hash() then reads it rather than taking it on the page's thread); `landed(sim)` is
 *  told once they land, at the loop's look or at any call that waits for them. */
function start(sim, steps, landed = null, withHash = false) {
  if (flight) land();
  else if (loadFlight) landLoad();
  sim.landing ??= { ...NO_LANDING };
  flightFrom = sim.stepCount;
  flightGeneration = sim.generation;
  flightLanded = landed;
  flightHash = withHash;
  runner.start(sim.timeline, steps, withHash);
  flight = sim;
}

/** Waits for the load under way (when it is not done yet) and hands its answer (Timeline.load's) to its promise. */
function landLoad() {
  const { resolve } = loadFlight;
  loadFlight = null;
  runner.wait();
  const answer = runner.loaded();
  answer.hash = runner.hash(); // the loaded world's, taken beside the page (for adoptHash)
  resolve(answer);
}

/** `sim` has just adopted the run a load read beside the page, whose answer brought its world's `hash`: Sim.hash()
 *  gives it until the run changes (about 43 ms of the page's first frame after a 60,000-agent open). */
function adoptHash(sim, hash) {
  const l = (sim.landing ??= { ...NO_LANDING });
  l.hash = hash;
  l.hashVersion = sim.version;
  l.hashRevision = sim.world.revision();
}

/** Reads scenario `bytes` (its text as UTF-8: web/sim/open-beside.js) into the Timeline `into` beside the page
 *  (RunBeside.startLoad: `into` is replaced by the scenario's run when the text is valid, untouched otherwise);
 *  `progress(read, size)` (bytes) is told every LOAD_LOOK_MS meanwhile. Resolves with the load's answer, as
 *  Timeline.load gives it, and the loaded world's hash (`hash`, for adoptHash). Meanwhile every call into the module
 *  waits for it, as for steps, and the loop's frames leave the canvas as it is (loading()). */
function load(into, bytes, progress = null) {
  if (flight) land();
  if (loadFlight) landLoad();
  runner.textBuffer(bytes.length).set(bytes); // one copy into the module's memory
  runner.startLoadBuffer(into);
  return new Promise((resolve) => {
    const mine = (loadFlight = { resolve });
    const look = () => {
      if (loadFlight !== mine) return; // landed by a call that waited for it
      if (runner.done()) return landLoad();
      progress?.(runner.loadRead(), runner.loadSize());
      setTimeout(look, LOAD_LOOK_MS);
    };
    setTimeout(look, 0);
  });
}

/** Whether the loop can take `sim`'s steps beside the page: a run of its own (not a compare's variant) without
 *  scripts, asked again only when the world was edited or replaced. */
function can(sim) {
  if (!sim.owned) return false;
  const known = (sim.besideCheck ??= { revision: -1, generation: -1, can: false });
  const revision = sim.world.revision();
  if (known.revision !== revision || known.generation !== sim.generation) {
    known.revision = revision;
    known.generation = sim.generation;
    known.can = sim.module.scriptSources(sim.world) === '{}';
  }
  return known.can;
}

/** A frame of a run whose steps go beside the page: draws the latest finished state, then starts the steps the
 *  pace asks for, which land in a later frame. */
function frame(loop, now, seconds) {
  const sim = loop.sim;
  loop.dt = sim.dt;
  loop.beside = true;
  const wanted = loop.ask(seconds);
  const n = Math.min(wanted, loop.fitting(BUDGET_MS));
  loop.pay(wanted, n);
  loop.window.frames++;
  loop.measure(now, loop.dt);
  frameTask(loop, performance.now());
  loop.onFrame(now);
  if (n > 0 && loop.playing) {
    // Steps that will land when the panel's next refresh is due (it shows the state's hash) take the hash with them, on
    // their thread (about 44 ms at 100,000 agents) rather than the page's. Twice their expected time and a frame (as
    // the loop's frames come, a display frame at least), so that steps slower than measured still bring it; others
    // land between refreshes, unshown. Where steps take longer than the refresh, every landing is shown, with its hash.
    const expected = 2 * loop.msPerStep * n + Math.max(DISPLAY_FRAME_MS, loop.gap);
    const withHash = loop.msPerStep > 0 && performance.now() + expected >= loop.panelAt + PANEL_INTERVAL_MS;
    start(sim, n, (loop.onLanded ??= (s) => landed(loop, s)), withHash);
    loop.flying = sim;
  }
}

/** A frame while the loop's steps are under way: counts it and looks whether they landed (no wait; landing tells
 *  landed()). Returns whether they are still under way. */
function underWay(loop, now, seconds) {
  const sim = loop.flying;
  if (sim === loop.sim && flight === sim && !runner.done()) {
    if (loop.playing) {
      loop.ask(seconds); // the pace's steps accumulate meanwhile
      loop.window.frames++;
      loop.measure(now, loop.dt);
    }
    return true;
  }
  if (flight === sim) land();
  loop.flying = null;
  return false;
}

/** The loop's steps have landed: their cost (on their thread), the rate's count, the events panel's breakpoint and
 *  the run's end, as when the page's thread took them. */
function landed(loop, sim) {
  loop.flying = null;
  const l = sim.landing;
  // Landed after the run changed (a seek, an edit, a load, another run shown): not the loop's steps.
  if (sim !== loop.sim || l.generation !== sim.generation || sim.stepCount !== l.from + l.taken) return;
  const each = l.ms / Math.max(1, l.taken);
  loop.msPerStep = loop.msPerStep > 0 ? loop.msPerStep * 0.8 + each * 0.2 : each;
  loop.window.steps += l.taken;
  const at = loop.breakpoint && l.taken > 0 ? loop.breakpoint(l.from, sim.stepCount) : null;
  if (at !== null) {
    sim.seek(at);
    sim.decide();
    loop.pause();
  } else if (loop.playing && sim.finished) loop.pause();
}

/** Measures a frame's task that began at `began`: its drawing and panels and the browser's rendering after them, up
 *  to a task queued behind it (one channel per loop, made once). A click waits for at most this. */
function frameTask(loop, began) {
  if (!loop.frameChannel) {
    loop.frameChannel = new MessageChannel();
    loop.frameChannel.port1.onmessage = (e) => {
      if (loop.playing) loop.pieces.frame = smooth(loop.pieces.frame, performance.now() - e.data);
    };
  }
  loop.frameChannel.port2.postMessage(began);
}

/** Gives the threaded `module` the run beside the page: its one RunBeside (whose thread starts with the first steps:
 *  the module's pool has a web worker for it, web/sim/module-choice.js), the guard on its calls, and `module.beside`,
 *  what the loop, the Sim, the document and the tests use ({ can, start, frame, underWay, busy, settle, load, adoptHash,
 *  loading, stopLoad }). */
export function attachBeside(module) {
  if (module.beside || typeof module.RunBeside !== 'function') return;
  runner = new module.RunBeside();
  guardModule(module);
  module.beside = {
    can,
    start,
    frame,
    underWay,
    busy: () => (flight !== null || loadFlight !== null) && !runner.done(), // work under way, not yet done (no wait)
    settle: () => (flight ? land() : loadFlight && landLoad()),
    load,
    adoptHash,
    loading: () => loadFlight !== null,
    stopLoad: () => loadFlight && runner.stopLoad(), // the load under way gives up soon (RunBeside.stopLoad)
  };
}
