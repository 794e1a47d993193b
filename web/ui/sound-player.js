// Plays the selected agent's sensors with Web Audio (app/sonify.js turns it on): after each new step it fills a
// sound record from the core's records (the steering record's rays, the agent's velocity and goal, the run's
// events at that step), plans it (ui/sound-plan.js) and sets one held tone per ray, a tick and a chord. Fetched
// when the sound is first turned on.
import { SOUND, emptySoundRecord, soundPlan } from './sound-plan.js';

/** How quickly a tone follows its new pitch and loudness (s, the time constant). */
const GLIDE = 0.03;

/** Fills `record` for agent i at the run's current step from its records (allocation-free). */
export function fillSoundRecord(sim, i, record, from) {
  const v = sim.views();
  const S = sim.steeringLayout,
    R = S.ray,
    A = sim.agentLayout;
  const f = v.steering,
    u = v.steeringWords;
  const o = i * S.stride,
    a = i * A.stride;
  record.rayCount = 0;
  if (o + S.stride <= f.length && v.agentWords[a + A.kind] !== 0) {
    const n = Math.min(u[o + S.rayCount], record.rays.length);
    for (let k = 0; k < n; k++) {
      const r = o + S.rays + k * S.rayStride,
        out = record.rays[k];
      out.startX = f[r + R.startX];
      out.startY = f[r + R.startY];
      out.endX = f[r + R.endX];
      out.endY = f[r + R.endY];
      out.length = f[r + R.length];
      out.hit = u[r + R.hit] === 1;
      out.distance = f[r + R.distance];
    }
    record.rayCount = n;
  }
  const vx = v.agents[a + A.vx],
    vy = v.agents[a + A.vy];
  const still = Math.hypot(vx, vy) < 1e-6;
  record.headingX = still ? v.agents[a + A.goalX] - v.agents[a + A.x] : vx;
  record.headingY = still ? v.agents[a + A.goalY] - v.agents[a + A.y] : vy;
  // What began for this agent in (from, step]: a collision or contact (a tick), its arrival (a chord).
  record.collided = record.arrived = false;
  const E = sim.eventLayout,
    w = sim.eventWords(),
    step = sim.stepCount;
  for (let k = w.length / E.stride - 1; k >= 0; k--) {
    const e = k * E.stride;
    if (w[e + E.step] <= from) break;
    if (w[e + E.step] > step || w[e + E.agent] !== i) continue;
    const kind = sim.eventKindNames[w[e + E.kind]];
    if (kind === 'collisionBegin' || kind === 'contactBegin') record.collided = true;
    if (kind === 'reached') record.arrived = true;
  }
  return record;
}

export class SoundPlayer {
  constructor(sim) {
    this.sim = sim;
    this.record = emptySoundRecord();
    this.plan = [];
    this.ctx = null;
    this.voices = [];
    this.seen = { step: -1, agent: -2, generation: -1 };
  }

  setOn(on) {
    if (on && !this.ctx) {
      this.ctx = new AudioContext();
      this.master = new GainNode(this.ctx, { gain: 0.8 });
      this.master.connect(this.ctx.destination);
    }
    if (this.ctx) (on ? this.ctx.resume() : this.ctx.suspend()).catch(() => {});
    this.seen.step = -1;
  }

  /** One held tone per ray: an oscillator through its gain and its panner. */
  #voice(k) {
    while (this.voices.length <= k) {
      const osc = new OscillatorNode(this.ctx, { type: 'sine', frequency: SOUND.low });
      const gain = new GainNode(this.ctx, { gain: 0 });
      const pan = new StereoPannerNode(this.ctx, { pan: 0 });
      osc.connect(gain).connect(pan).connect(this.master);
      osc.start();
      this.voices.push({ osc, gain, pan });
    }
    return this.voices[k];
  }

  /** A short tone at `freq` for `length` s (a tick, or a note of the chord). */
  #blip(freq, length, type, level) {
    const t = this.ctx.currentTime;
    const osc = new OscillatorNode(this.ctx, { type, frequency: freq });
    const gain = new GainNode(this.ctx, { gain: level });
    gain.gain.setTargetAtTime(0, t + length * 0.5, length / 4);
    osc.connect(gain).connect(this.master);
    osc.start(t);
    osc.stop(t + length * 2);
  }

  /** Plans and plays agent i's current step when the step, the agent or the run changed; returns the plan, or
   *  null when nothing changed. */
  update(i) {
    const sim = this.sim,
      s = this.seen;
    if (s.step === sim.stepCount && s.agent === i && s.generation === sim.generation) return null;
    const from =
      s.generation === sim.generation && s.agent === i && sim.stepCount > s.step ? s.step : sim.stepCount - 1;
    Object.assign(s, { step: sim.stepCount, agent: i, generation: sim.generation });
    this.plan.length = 0;
    if (i >= 0 && i < sim.agentCount) soundPlan(fillSoundRecord(sim, i, this.record, from), this.plan);
    if (!this.ctx) return this.plan;
    const t = this.ctx.currentTime;
    for (const v of this.voices) v.gain.gain.setTargetAtTime(0, t, GLIDE);
    for (const p of this.plan) {
      if (p.kind === 'ray') {
        const v = this.#voice(p.ray);
        v.osc.frequency.setTargetAtTime(p.freq, t, GLIDE);
        v.gain.gain.setTargetAtTime(p.gain, t, GLIDE);
        v.pan.pan.setTargetAtTime(p.pan, t, GLIDE);
      } else if (p.kind === 'tick') this.#blip(p.freq, SOUND.tickLength, 'square', 0.2);
      else for (const freq of p.freqs) this.#blip(freq, SOUND.chordLength, 'sine', 0.12);
    }
    return this.plan;
  }
}
