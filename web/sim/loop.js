// The frame loop: a fixed simulation step driven by an accumulator. Wall-clock time only decides how
// many fixed steps to take; it never enters the simulation, so runs are deterministic.
//
// The loop never holds the page for long: each frame steps for at most STEP_BUDGET_MS (at least one
// step), measured as it goes. When the steps asked for do not fit, the rest is dropped, not owed, and
// the measured rate says so ("running at 23 steps/s, 0.4x real time") instead of the page freezing.
// A backgrounded tab's long gap is clamped so it cannot produce a burst of steps either.
//
// A step longer than the budget (a crowd of tens of thousands) does not run inside the animation frame:
// a frame draws the latest finished state and starts the next step as two tasks of its own, the move
// (World::step, with the decisions the frame drew) and then the next step's decisions, each queued behind
// any input waiting. A click on Pause is then served after at most the task under way (a half step, or a
// frame's drawing), not after a whole step and a frame; it lands at a step boundary (the halves' second
// task finishes the step, paused or not, as a paused page always has its next decisions made).
//
// With the threaded module the steps do not run on the page's thread at all: web/sim/beside.js (loaded with that
// module only) takes the frames of a run it can step beside the page.

const MAX_FRAME_SECONDS = 0.1;
export const MAX_STEPS_PER_FRAME = 4000;
/** Milliseconds of stepping per frame: the rest of a 60 Hz frame is left for drawing and input. */
export const STEP_BUDGET_MS = 10;
/** The rate shown is measured over windows of this many milliseconds. */
const RATE_WINDOW_MS = 500;

/** While playing, the panel's numbers (the state's hash among them) are refreshed at most this often (ms). */
export const PANEL_INTERVAL_MS = 200;
/** An exponential average of measured milliseconds (the first measure taken as it is). */
export const smooth = (average, ms) => (average > 0 ? average * 0.8 + ms * 0.2 : ms);

/** A task queued after the input already waiting (a MessageChannel message: no timer clamping). */
function postTask(fn) {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    fn();
  };
  channel.port2.postMessage(null);
}

export class Loop {
  /**
   * @param {import('./sim.js').Sim} sim
   * @param {(now: number) => void} onFrame called once per animation frame after stepping
   * @param {(playing: boolean) => void} onPlayChange
   */
  constructor(sim, onFrame, onPlayChange) {
    this.sim = sim;
    /** The page's module (a compare's clock, shown as `sim` meanwhile, has none): a big file read beside the page
     *  holds its frames (web/sim/beside.js's loading()). */
    this.module = sim.module;
    this.onFrame = onFrame;
    this.onPlayChange = onPlayChange;
    /** Steps per second while playing; 0 plays as fast as the machine goes (within the frame budget). */
    this.pace = 50;
    this.playing = false;
    this.accumulator = 0;
    this.last = null;
    this.msPerStep = 0; // measured, smoothed
    /** The measured rate while playing: steps and frames per second, simulated seconds per real second,
     *  and whether the loop could not keep up with the speed asked for. `version` changes when it does. */
    this.rate = {
      stepsPerSecond: 0,
      framesPerSecond: 0,
      realTime: 0,
      behind: false,
      msPerStep: 0,
      taskMs: 0,
      stepsMs: 0,
      moveMs: 0,
      decideMs: 0,
      frameMs: 0,
      beside: false,
      version: 0,
    };
    /** The pieces the main thread runs while playing, measured (ms, smoothed): a slow step's move and next
     *  decisions (each a task of its own), a fast step's frame's steps, and a frame's work after its steps
     *  (drawing, panels). A click waits for at most the longest of them (rate.taskMs); a fast step's frame runs
     *  its steps and its drawing in one piece. */
    this.pieces = { move: 0, decide: 0, frame: 0, steps: 0 };
    this.window = { start: 0, steps: 0, frames: 0, dropped: false };
    /** Set by the events panel: (fromStep, toStep) => the step of the first event to pause at, or null.
     *  Play then stops exactly there (the loop goes back to it), however many steps the frame took. */
    this.breakpoint = null;
    /** Whether a slow step's tasks are queued or under way (stepTasks). */
    this.stepping = false;
    /** The Sim whose steps are under way beside the page (web/sim/beside.js), or null; `beside`: whether the last
     *  frame played that way; `dt`: the run's step, read while none are under way. */
    this.flying = null;
    this.beside = false;
    /** When the panel's numbers were last refreshed (the frame's clock, ms; app/frame.js sets it): steps beside the
     *  page that will land when the next refresh is due take the state's hash with them. */
    this.panelAt = 0;
    /** The time between this loop's frames, smoothed (ms; 0 before the second frame). */
    this.gap = 0;
    this.dt = sim.dt;
    const tick = (now) => {
      this.#frame(now);
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  }

  play() {
    if (this.sim.finished) this.sim.seek(0); // play the same run again (its history included)
    this.playing = true;
    this.accumulator = 0;
    this.window.start = performance.now();
    this.window.steps = 0;
    this.window.frames = 0;
    this.window.dropped = false;
    // The pieces are this play's: a crowd opened since the last one (or the same crowd grown) measures afresh.
    this.pieces = { move: 0, decide: 0, frame: 0, steps: 0 };
    this.onPlayChange(true);
  }

  pause() {
    this.playing = false;
    this.onPlayChange(false);
  }

  toggle() {
    this.playing ? this.pause() : this.play();
  }

  /** Whether a step takes longer than the frame's budget: then steps run as tasks of their own (stepTasks). */
  get slow() {
    return this.msPerStep > STEP_BUDGET_MS;
  }

  #frame(now) {
    const seconds = this.last === null ? 0 : Math.min(MAX_FRAME_SECONDS, (now - this.last) / 1000);
    this.last = now;
    if (seconds > 0) this.gap = smooth(this.gap, seconds * 1000); // the frames' interval (at most MAX_FRAME_SECONDS)
    if (this.module?.beside?.loading()) return; // a scene is being read beside the page: the canvas keeps this one
    // The flying run's module (the loop's run can have changed since: a compare's clock has none).
    if (this.flying && this.flying.module.beside.underWay(this, now, seconds)) return; // the canvas keeps the latest state
    const beside = this.sim.module?.beside; // the threaded module's (web/sim/beside.js)
    const midStep = this.stepping; // a step's two tasks are under way (stepTasks)
    if (this.playing && !midStep && beside?.can(this.sim)) return beside.frame(this, now, seconds);
    this.beside = false;
    if (this.playing) {
      const dt = (this.dt = this.sim.dt);
      const wanted = this.ask(seconds);
      const n = this.slow ? (this.stepping ? 0 : Math.min(wanted, 1)) : Math.min(wanted, this.fitting(STEP_BUDGET_MS));
      if (n > 0 && this.slow) this.#stepTasks();
      else if (n > 0) this.#take(n);
      this.pay(wanted, n);
      this.window.frames++;
      this.measure(now, dt);
      if (this.sim.finished) this.pause();
    }
    if (midStep) return; // a step is half taken: the canvas keeps the last finished state
    const drawing = performance.now();
    this.onFrame(now);
    // A slow step's move task measures the frame's whole task instead (the browser's own rendering included).
    if (this.playing && !this.stepping) this.pieces.frame = smooth(this.pieces.frame, performance.now() - drawing);
  }

  /** The steps the pace asks of a frame `seconds` after the last: at full pace MAX_STEPS_PER_FRAME (the budget
   *  decides), else what it has accumulated, in whole steps (at most MAX_STEPS_PER_FRAME). */
  ask(seconds) {
    if (this.pace === 0) return MAX_STEPS_PER_FRAME;
    this.accumulator += seconds * this.pace; // in steps
    return Math.min(MAX_STEPS_PER_FRAME, Math.floor(this.accumulator));
  }

  /** How many steps fit `budgetMs` at the measured cost of a step (one before any step was measured). */
  fitting(budgetMs) {
    return this.msPerStep > 0 ? Math.max(1, Math.floor(budgetMs / this.msPerStep)) : 1;
  }

  /** Pays `n` of the `wanted` steps asked: what did not fit is dropped rather than owed (the rate says behind). */
  pay(wanted, n) {
    this.accumulator = Math.max(0, this.accumulator - n);
    if (wanted > n && this.pace !== 0) {
      this.accumulator = Math.min(this.accumulator, 1);
      this.window.dropped = true;
    }
  }

  /** Takes n steps now, then the next step's decisions (what the frame draws), so the cost of a step is whole. */
  #take(n) {
    const started = performance.now();
    const from = this.sim.stepCount;
    const taken = this.sim.step(n);
    this.sim.decide();
    const ms = performance.now() - started;
    this.pieces.steps = smooth(this.pieces.steps, ms);
    this.#took(from, taken, ms);
  }

  /** After steps were taken: the measured cost, the rate's count, and the events panel's breakpoint. */
  #took(from, taken, ms) {
    const each = ms / Math.max(1, taken);
    this.msPerStep = this.msPerStep > 0 ? this.msPerStep * 0.8 + each * 0.2 : each;
    this.window.steps += taken;
    const at = this.breakpoint && taken > 0 ? this.breakpoint(from, this.sim.stepCount) : null;
    if (at !== null) {
      this.sim.seek(at);
      this.sim.decide();
      this.pause();
    }
  }

  /** One slow step as two tasks, each after any input waiting: the move (World::step, whose decisions the last
   *  frame drew), then the next step's decisions, so that the next frame draws a finished state. A frame that
   *  comes between them draws nothing (the canvas keeps the last state drawn); the next step starts from a frame. */
  #stepTasks() {
    this.stepping = true;
    const sim = this.sim,
      frame = performance.now(); // the frame's task: its drawing and the browser's rendering, before the move
    postTask(() => {
      if (!this.playing || this.sim !== sim) return void (this.stepping = false); // paused first: no step
      this.pieces.frame = smooth(this.pieces.frame, performance.now() - frame);
      const t0 = performance.now();
      const from = sim.stepCount;
      const taken = sim.step(1);
      const moveMs = performance.now() - t0,
        generation = sim.generation;
      postTask(() => {
        this.stepping = false;
        if (this.sim !== sim) return; // another run is shown: it decides for itself
        const t1 = performance.now();
        sim.decide(); // the step's end, paused or not: a paused page shows the next decisions
        // Stepped, sought or reloaded between the halves (Step, the timeline, undo): that was the user's, not
        // the loop's step, so neither its cost nor the events panel's breakpoint is counted here.
        if (sim.generation !== generation || sim.stepCount !== from + taken) return;
        const decideMs = performance.now() - t1;
        this.pieces.move = smooth(this.pieces.move, moveMs);
        this.pieces.decide = smooth(this.pieces.decide, decideMs);
        this.#took(from, taken, moveMs + decideMs);
        if (sim.finished) this.pause();
      });
    });
  }

  /** Closes the rate's window when it is RATE_WINDOW_MS long (every frame while playing calls it). */
  measure(now, dt) {
    const w = this.window;
    const elapsed = now - w.start;
    if (elapsed < RATE_WINDOW_MS) return;
    const r = this.rate;
    r.stepsPerSecond = (w.steps * 1000) / elapsed;
    r.framesPerSecond = (w.frames * 1000) / elapsed;
    r.realTime = r.stepsPerSecond * dt;
    r.behind = w.dropped;
    r.msPerStep = this.msPerStep;
    const p = this.pieces;
    r.stepsMs = p.steps;
    r.moveMs = p.move;
    r.decideMs = p.decide;
    r.frameMs = p.frame;
    r.beside = this.beside;
    r.taskMs = this.beside ? p.frame : this.slow ? Math.max(p.move, p.decide, p.frame) : p.steps + p.frame;
    r.version++;
    w.start = now;
    w.steps = 0;
    w.frames = 0;
    w.dropped = false;
  }
}
