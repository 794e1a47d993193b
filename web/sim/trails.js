// Every agent's trail in one run (a compare pane's), read from the core's run history (Timeline::trail)
// into one TrailBuffer per agent, so that all the views are valid together while a frame draws them. Read
// again only when the run's step or history changed: a paused page crosses into wasm for none of them.

/** Trails read per run, at most (the agents after these are drawn without one). */
export const TRAILED_AGENTS = 12;

export class RunTrails {
  /** @param {object} module the wasm module @param {import('./sim.js').Sim} sim */
  constructor(module, sim) {
    this.module = module;
    this.sim = sim;
    this.buffers = [];
    this.views = [];
    this.seen = { timeline: null, pastId: -1, step: -1 };
  }

  /** The trails of agents 0 to n - 1 (n at most TRAILED_AGENTS) as [x0, y0, x1, y1, ...] each. */
  read(n) {
    n = Math.min(n, TRAILED_AGENTS);
    const { sim, seen } = this,
      timeline = sim.timeline,
      pastId = timeline.pastId(),
      step = sim.stepCount;
    if (
      seen.timeline === timeline &&
      seen.pastId === pastId &&
      seen.step === step &&
      this.views.length === n &&
      this.#valid()
    )
      return this.views;
    while (this.buffers.length < n) this.buffers.push(new this.module.TrailBuffer());
    this.views.length = n;
    // A later read can grow the heap and detach the earlier views: then read all again (sized by now).
    for (let pass = 0; pass < 2; pass++) {
      for (let i = 0; i < n; i++) this.views[i] = timeline.trail(i, this.buffers[i]);
      if (this.#valid()) break;
    }
    Object.assign(seen, { timeline, pastId, step });
    return this.views;
  }

  dispose() {
    for (const b of this.buffers) b.delete();
    this.buffers = [];
    this.views = [];
  }

  #valid() {
    for (const v of this.views) if (!v || v.buffer.byteLength === 0) return false;
    return true;
  }
}
