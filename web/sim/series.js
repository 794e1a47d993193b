// The charts' data: the core's SeriesRecorder following one run (the scene's, or a compare pane's), read
// through zero-copy views that stay valid while the series grows inside their storage, so a frame takes
// new views only when the core moved the storage. Every value is what the core recorded. An agent's channels are
// its behaviour's, then, for an agent with a planner, its distance to the leg of its route it is on
// ("routeDistance", docs/routes.md); a scripted agent's then one per name its script show()ed ("show:NAME"), in
// the order first shown.

export class SeriesSource {
  /**
   * @param {object} module the wasm module
   * @param {import('./sim.js').Sim} sim the run to follow
   */
  constructor(module, sim) {
    this.module = module;
    this.sim = sim;
    this.recorder = new module.SeriesRecorder();
    this.stride = module.seriesStride;
    this.shownStride = module.shownStride;
    this.tallyChannels = module.tallyChannels();
    this.channelCache = new Map(); // behaviour index -> channels
    this.routeChannel = module.routeSeriesChannel(); // its values in slot routeSeriesSlot of a sample
    this.agent = -1;
    this.behavior = -1;
    this.planner = 0;
    this.slots = []; // channel c < base: its slot in a sample
    this.channels = [];
    this.base = 0; // the behaviour's channels; show() names' channels come after them
    this.samples = null;
    this.tallies = null;
    this.shown = null;
    this.shownCount = 0; // steps with show() values: 0, or as many as the samples
    this.shownNames = -1; // the recorder's shownNamesChanges() the channels were made for
    this.key = { samples: -1, tallies: -1, shown: -1 };
    this.count = 0; // samples filled: steps 0..count-1
    this.tallyCount = 0;
    this.done = true;
    this.version = 0; // changes when the data did
  }

  dispose() {
    this.recorder.delete();
    this.recorder = null;
  }

  /** Follows agent `agent` (-1: only the run's tallies); a change of agent, of its behaviour or of its planner
   *  starts over. */
  follow(agent) {
    const n = this.sim.world.agentCount();
    const a = agent >= 0 && agent < n ? agent : -1;
    const behavior = a >= 0 ? this.sim.behaviorIndex(a) : -1;
    const planner = a >= 0 ? this.sim.plannerIndex(a) : 0;
    if (a === this.agent && behavior === this.behavior && planner === this.planner) return;
    this.agent = a;
    this.behavior = behavior;
    this.planner = planner;
    this.recorder.watch(a);
    if (behavior >= 0 && !this.channelCache.has(behavior))
      this.channelCache.set(behavior, this.module.seriesChannels(behavior));
    const own = behavior >= 0 ? this.channelCache.get(behavior) : [];
    this.channels = planner ? [...own, this.routeChannel] : own;
    this.slots = this.channels.map((c, k) => (c === this.routeChannel ? this.module.routeSeriesSlot : k));
    this.base = this.channels.length;
    this.shownNames = -1;
    this.version++;
  }

  /** Brings the series up to date with the run, replaying at most `maxSteps` steps; true when complete. */
  sync(maxSteps) {
    const r = this.recorder;
    this.done = r.sync(this.sim.timeline, maxSteps);
    const count = r.sampleCount(),
      tallyCount = r.tallyCount();
    const samplesAt = r.samplesAt(),
      talliesAt = r.talliesAt();
    if (samplesAt !== this.key.samples || !this.samples || this.samples.length === 0) {
      this.samples = r.samples();
      this.key.samples = samplesAt;
    }
    if (talliesAt !== this.key.tallies || !this.tallies || this.tallies.length === 0) {
      this.tallies = r.tallies();
      this.key.tallies = talliesAt;
    }
    this.shownCount = r.shownCount();
    if (this.shownCount > 0 && (r.shownAt() !== this.key.shown || !this.shown || this.shown.length === 0)) {
      this.shown = r.shown();
      this.key.shown = r.shownAt();
    }
    const names = r.shownNamesChanges();
    if (names !== this.shownNames) {
      // a name shown for the first time (or forgotten going back): its channel
      this.shownNames = names;
      this.channels = [
        ...this.channels.slice(0, this.base),
        ...r.shownNames().map((n) => ({ name: `show:${n}`, label: `show ${n}`, unit: '' })),
      ];
      this.version++;
    }
    if (count !== this.count || tallyCount !== this.tallyCount) {
      this.count = count;
      this.tallyCount = tallyCount;
      this.version++;
    }
    return this.done;
  }

  /** Channel c of the agent at `step` (NaN: none then, or not computed yet). */
  value(step, c) {
    if (c < this.base) return step < this.count ? this.samples[step * this.stride + this.slots[c]] : NaN;
    return step < this.shownCount ? this.shown[step * this.shownStride + c - this.base] : NaN;
  }

  /** Run tally k (0 collisions, 1 contacts, 2 arrivals) at `step`. */
  tally(step, k) {
    return step < this.tallyCount ? this.tallies[step * 3 + k] : NaN;
  }
}
