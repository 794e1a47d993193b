// The frame loop: a fixed simulation step driven by an accumulator. Wall-clock time only decides how
// many fixed steps to take; it never enters the simulation, so runs are deterministic. A backgrounded
// tab's long gap is clamped so it cannot produce a burst of thousands of steps.

const MAX_FRAME_SECONDS = 0.1;
const MAX_STEPS_PER_FRAME = 4000;

export class Loop {
  /**
   * @param {import('./sim.js').Sim} sim
   * @param {() => void} onFrame called once per animation frame after stepping
   * @param {(playing: boolean) => void} onPlayChange
   */
  constructor(sim, onFrame, onPlayChange) {
    this.sim = sim;
    this.onFrame = onFrame;
    this.onPlayChange = onPlayChange;
    this.speed = 1; // simulated seconds per real second
    this.playing = false;
    this.accumulator = 0;
    this.last = null;
    const tick = (now) => {
      this.#frame(now);
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  }

  play() {
    if (this.sim.finished) this.sim.reset();
    this.playing = true;
    this.accumulator = 0;
    this.onPlayChange(true);
  }

  pause() {
    this.playing = false;
    this.onPlayChange(false);
  }

  toggle() { this.playing ? this.pause() : this.play(); }

  #frame(now) {
    const seconds = this.last === null ? 0 : Math.min(MAX_FRAME_SECONDS, (now - this.last) / 1000);
    this.last = now;
    if (this.playing) {
      const dt = this.sim.dt;
      this.accumulator += seconds * this.speed;
      const n = Math.min(MAX_STEPS_PER_FRAME, Math.floor(this.accumulator / dt));
      this.accumulator -= n * dt;
      if (n > 0) this.sim.step(n);
      if (this.sim.finished) this.pause();
    }
    this.onFrame();
  }
}
