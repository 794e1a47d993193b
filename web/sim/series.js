// The charts' data: the core's SeriesRecorder following one run (the scene's, or a compare pane's), read
// through zero-copy views that stay valid while the series grows inside their storage, so a frame takes
// new views only when the core moved the storage. Every value is what the core recorded.

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
    this.tallyChannels = module.tallyChannels();
    this.channelCache = new Map(); // behaviour index -> channels
    this.agent = -1;
    this.behavior = -1;
    this.channels = [];
    this.samples = null;
    this.tallies = null;
    this.key = { samples: -1, tallies: -1 };
    this.count = 0; // samples filled: steps 0..count-1
    this.tallyCount = 0;
    this.done = true;
    this.version = 0; // changes when the data did
  }

  dispose() {
    this.recorder.delete();
    this.recorder = null;
  }

  /** Follows agent `agent` (-1: only the run's tallies); a change of agent or of its behaviour starts over. */
  follow(agent) {
    const n = this.sim.world.agentCount();
    const a = agent >= 0 && agent < n ? agent : -1;
    const behavior = a >= 0 ? this.sim.behaviorIndex(a) : -1;
    if (a === this.agent && behavior === this.behavior) return;
    this.agent = a;
    this.behavior = behavior;
    this.recorder.watch(a);
    if (behavior >= 0 && !this.channelCache.has(behavior)) this.channelCache.set(behavior, this.module.seriesChannels(behavior));
    this.channels = behavior >= 0 ? this.channelCache.get(behavior) : [];
    this.version++;
  }

  /** Brings the series up to date with the run, replaying at most `maxSteps` steps; true when complete. */
  sync(maxSteps) {
    const r = this.recorder;
    this.done = r.sync(this.sim.timeline, maxSteps);
    const count = r.sampleCount(), tallyCount = r.tallyCount();
    const samplesAt = r.samplesAt(), talliesAt = r.talliesAt();
    if (samplesAt !== this.key.samples || !this.samples || this.samples.length === 0) {
      this.samples = r.samples();
      this.key.samples = samplesAt;
    }
    if (talliesAt !== this.key.tallies || !this.tallies || this.tallies.length === 0) {
      this.tallies = r.tallies();
      this.key.tallies = talliesAt;
    }
    if (count !== this.count || tallyCount !== this.tallyCount) {
      this.count = count;
      this.tallyCount = tallyCount;
      this.version++;
    }
    return this.done;
  }

  /** Channel c of the agent at `step` (NaN: none then, or not computed yet). */
  value(step, c) { return step < this.count ? this.samples[step * this.stride + c] : NaN; }

  /** Run tally k (0 collisions, 1 contacts, 2 arrivals) at `step`. */
  tally(step, k) { return step < this.tallyCount ? this.tallies[step * 3 + k] : NaN; }
}
