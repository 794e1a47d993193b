// Hearing the sensors: what the selected agent's step sounds like, planned from the core's records only, so the
// same record always makes the same sounds. Each ray that hits is a tone whose pitch and loudness rise with its
// emergency (T = 1 − distance / length: 0 nothing seen, 1 touching) and which is panned to the side the ray points
// to; a collision or contact that begins is a tick; an arrival is a chord. app/sonify.js plays the plan with Web
// Audio; tests read the plan. The record is filled in place; a plan is a few small objects, made only while the
// sound is on and only when the step changed.

/** The tones' range and loudness. */
export const SOUND = {
  /** Pitch of T = 0 (Hz); T = 1 is `octaves` higher. */
  low: 220,
  octaves: 2,
  /** Loudness of T = 0 and of T = 1 (gain, 0..1). */
  quiet: 0.04,
  loud: 0.25,
  /** The tick (Hz, seconds) and the arrival's chord (Hz: a major triad). */
  tick: 1320,
  tickLength: 0.03,
  chord: [523.25, 659.25, 783.99],
  chordLength: 0.6,
};

/** Most rays a record holds (the core's steering record has at most this many). */
export const MAX_RAYS = 16;

/** A record to fill: `rays[k]` = { startX, startY, endX, endY, length, hit, distance } for k < rayCount, the
 *  agent's heading (its velocity, or toward its goal while still), and what began this step. */
export function emptySoundRecord() {
  return {
    rayCount: 0,
    rays: Array.from({ length: MAX_RAYS }, () => ({
      startX: 0,
      startY: 0,
      endX: 0,
      endY: 0,
      length: 0,
      hit: false,
      distance: 0,
    })),
    headingX: 1,
    headingY: 0,
    collided: false,
    arrived: false,
  };
}

const round = (x, k = 1000) => Math.round(x * k) / k;

/**
 * The sounds of one record, into `out` (cleared): { kind: 'ray', ray, t, freq, gain, pan } per ray that hits (pan
 * −1 left of the heading, +1 right, on screen axes with y down), { kind: 'tick' } when a collision or contact began,
 * { kind: 'chord', freqs } on arrival. Values are rounded (mHz, 1/1000 gain) so equal records plan equal sounds.
 */
export function soundPlan(record, out = []) {
  out.length = 0;
  const hx = record.headingX,
    hy = record.headingY;
  const hn = Math.hypot(hx, hy) || 1;
  for (let k = 0; k < record.rayCount; k++) {
    const r = record.rays[k];
    if (!r.hit || !(r.length > 0)) continue;
    const t = Math.min(1, Math.max(0, 1 - r.distance / r.length));
    const dx = r.endX - r.startX,
      dy = r.endY - r.startY;
    const dn = Math.hypot(dx, dy) || 1;
    // y points down on screen: a ray to the heading's left has a negative cross product.
    const pan = Math.max(-1, Math.min(1, (hx * dy - hy * dx) / (hn * dn)));
    out.push({
      kind: 'ray',
      ray: k,
      t: round(t),
      freq: round(SOUND.low * 2 ** (SOUND.octaves * t)),
      gain: round(SOUND.quiet + (SOUND.loud - SOUND.quiet) * t),
      pan: round(pan),
    });
  }
  if (record.collided) out.push({ kind: 'tick', freq: SOUND.tick });
  if (record.arrived) out.push({ kind: 'chord', freqs: SOUND.chord });
  return out;
}
