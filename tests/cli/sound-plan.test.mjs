// Hearing the sensors (web/ui/sound-plan.js): the sounds planned for a record are a function of the record alone
// (same record, same list), a ray's pitch and loudness rise with its emergency T = 1 − d / L, a ray to the
// heading's left is panned left and one to its right right (screen axes, y down), a ray that sees nothing is
// silent, a collision that began is a tick and an arrival a chord. The page's own records are checked in
// tests/browser/keyboard-only.test.mjs.
import assert from 'node:assert/strict';
import { it } from 'node:test';

import { SOUND, emptySoundRecord, soundPlan } from '../../web/ui/sound-plan.js';

/** A record of an agent at the origin heading `heading`, with rays given as [dirX, dirY, length, hit, distance]. */
function record(heading, rays, { collided = false, arrived = false } = {}) {
  const r = emptySoundRecord();
  [r.headingX, r.headingY] = heading;
  r.rayCount = rays.length;
  rays.forEach(([dx, dy, length, hit, distance], k) =>
    Object.assign(r.rays[k], { startX: 0, startY: 0, endX: dx * length, endY: dy * length, length, hit, distance }),
  );
  return Object.assign(r, { collided, arrived });
}

const whiskers = (leftHit, rightHit) =>
  record(
    [1, 0],
    [
      // the right whisker (y down: +y is the right of an agent heading +x), then the left
      [Math.SQRT1_2, Math.SQRT1_2, 5, rightHit !== null, rightHit ?? 5],
      [Math.SQRT1_2, -Math.SQRT1_2, 5, leftHit !== null, leftHit ?? 5],
    ],
  );

it('the same record plans the same sounds; another record plans others', () => {
  const a = soundPlan(whiskers(3.52, null));
  assert.deepEqual(soundPlan(whiskers(3.52, null)), a);
  assert.notDeepEqual(soundPlan(whiskers(2, null)), a);
});

it('a ray that hits is a tone whose pitch and loudness are its emergency T; one that sees nothing is silent', () => {
  const [tone, ...rest] = soundPlan(whiskers(3.52, null));
  assert.deepEqual(rest, [], 'the clear right whisker makes no sound');
  const t = 1 - 3.52 / 5;
  assert.equal(tone.kind, 'ray');
  assert.equal(tone.ray, 1);
  assert.ok(Math.abs(tone.t - t) < 1e-3);
  assert.ok(Math.abs(tone.freq - SOUND.low * 2 ** (SOUND.octaves * t)) < 1e-2);
  // nearer is higher and louder, for every distance along the ray
  let last = null;
  for (let d = 4.9; d >= 0; d -= 0.7) {
    const [p] = soundPlan(whiskers(d, null));
    if (last) assert.ok(p.freq > last.freq && p.gain > last.gain, `at ${d.toFixed(1)} u`);
    last = p;
  }
  assert.deepEqual(soundPlan(whiskers(null, null)), []);
});

it("a ray to the heading's left is panned left, to its right right, whichever way the agent heads", () => {
  for (let angle = 0; angle < 2 * Math.PI; angle += Math.PI / 5) {
    const c = Math.cos(angle),
      s = Math.sin(angle);
    // rays at ±60° from the heading, rotated with it (y down: +60° is to the right)
    const ray = (deg) => {
      const a = angle + (deg * Math.PI) / 180;
      return [Math.cos(a), Math.sin(a), 4, true, 2];
    };
    const [right, left] = soundPlan(record([c, s], [ray(60), ray(-60)]));
    assert.ok(right.pan > 0.8 && left.pan < -0.8, `heading ${angle.toFixed(2)} rad: ${right.pan}, ${left.pan}`);
  }
});

it('a collision that began is a tick, an arrival a chord', () => {
  const plan = soundPlan(record([1, 0], [], { collided: true, arrived: true }));
  assert.deepEqual(
    plan.map((p) => p.kind),
    ['tick', 'chord'],
  );
  assert.deepEqual(plan[1].freqs, SOUND.chord);
});
