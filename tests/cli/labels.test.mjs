// The label placer (web/draw/labels.js) in Node: random anchors never give two overlapping placed boxes,
// a label alone is always placed, priority decides who keeps a contested spot, reserved boxes and bounds
// are kept, and the same input places the same way.
import { test } from 'node:test';
import assert from 'node:assert/strict';

import { EAST, LabelPlacer, PAD, SOUTH } from '../../web/draw/labels.js';

/** A seeded generator (mulberry32), so a failure can be replayed. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const overlaps = (p, i, j) =>
  p.x[i] < p.x[j] + p.w[j] && p.x[j] < p.x[i] + p.w[i] && p.y[i] < p.y[j] + p.h[j] && p.y[j] < p.y[i] + p.h[i];

/** Fills a placer with n random labels over a w x h canvas (some with the anchor's own spot first). */
function randomLabels(p, rnd, n, w, h) {
  p.reset(w, h);
  for (let i = 0; i < n; i++) {
    p.add(
      rnd() * w,
      rnd() * h,
      20 + rnd() * 60,
      12 + rnd() * 6,
      rnd() * 12,
      Math.floor(rnd() * 8),
      1 + Math.floor(rnd() * 8),
      rnd() < 0.3,
      Math.floor(rnd() * 5),
    );
  }
}

test('random anchors: no two placed boxes overlap, and each placed box is inside the canvas', () => {
  const p = new LabelPlacer();
  for (let seed = 1; seed <= 40; seed++) {
    const rnd = random(seed);
    randomLabels(p, rnd, 30 + Math.floor(rnd() * 400), 300 + rnd() * 900, 200 + rnd() * 600);
    const placed = p.place();
    assert.ok(placed > 0 && placed <= p.count);
    let counted = 0;
    for (let i = 0; i < p.count; i++) {
      if (!p.placed[i]) continue;
      counted++;
      assert.ok(
        p.x[i] >= 0 && p.y[i] >= 0 && p.x[i] + p.w[i] <= p.width && p.y[i] + p.h[i] <= p.height,
        `seed ${seed}: label ${i} leaves the canvas`,
      );
      for (let j = i + 1; j < p.count; j++)
        assert.ok(!p.placed[j] || !overlaps(p, i, j), `seed ${seed}: labels ${i} and ${j} overlap`);
    }
    assert.equal(counted, placed);
  }
});

test('a crowd of labels on one spot keeps some and drops the rest, never stacking them', () => {
  const p = new LabelPlacer();
  p.reset(400, 300);
  for (let i = 0; i < 50; i++) p.add(200, 150, 60, 14, 8, SOUTH, 8, true, 1);
  const placed = p.place();
  assert.ok(placed >= 2 && placed < 50, `placed ${placed}`);
  for (let i = 0; i < 50; i++)
    for (let j = i + 1; j < 50; j++) assert.ok(!(p.placed[i] && p.placed[j] && overlaps(p, i, j)));
});

test('a label alone is placed at its first candidate; a higher priority wins a contested spot', () => {
  const p = new LabelPlacer();
  p.reset(400, 300);
  p.add(100, 100, 40, 14, 6, SOUTH, 1, false, 3);
  assert.equal(p.place(), 1);
  assert.deepEqual([p.x[0], p.y[0]], [80, 106]); // centred under the anchor, 6 px below it

  // Two labels with one candidate each on the same spot: the higher priority is placed whatever the order.
  for (const [low, high] of [
    [0, 1],
    [1, 0],
  ]) {
    p.reset(400, 300);
    for (let i = 0; i < 2; i++) p.add(100, 100, 40, 14, 6, SOUTH, 1, false, i === high ? 9 : 2);
    assert.equal(p.place(), 1);
    assert.equal(p.placed[high], 1);
    assert.equal(p.placed[low], 0);
  }
  // Equal priorities: the one added first keeps the spot.
  p.reset(400, 300);
  p.add(100, 100, 40, 14, 6, SOUTH, 1, false, 5);
  p.add(100, 100, 40, 14, 6, SOUTH, 1, false, 5);
  p.place();
  assert.deepEqual([p.placed[0], p.placed[1]], [1, 0]);
});

test('a label moves to its next candidate rather than cover another, and keeps PAD clear', () => {
  const p = new LabelPlacer();
  p.reset(400, 300);
  p.add(100, 100, 40, 14, 6, SOUTH, 1, false, 9);
  p.add(100, 100, 40, 14, 6, SOUTH, 8, false, 1);
  assert.equal(p.place(), 2);
  assert.ok(!overlaps(p, 0, 1));
  const gapX = Math.max(p.x[1] - (p.x[0] + p.w[0]), p.x[0] - (p.x[1] + p.w[1]));
  const gapY = Math.max(p.y[1] - (p.y[0] + p.h[0]), p.y[0] - (p.y[1] + p.h[1]));
  assert.ok(Math.max(gapX, gapY) >= PAD);
});

test('reserved boxes keep labels out, except the labels bound to them, which stay inside', () => {
  const p = new LabelPlacer();
  p.reset(400, 300);
  const inset = p.reserve(0, 200, 150, 100);
  p.add(60, 195, 40, 14, 4, SOUTH, 8, false, 5); // wants to go down into the inset: must go elsewhere
  p.add(75, 250, 40, 14, 0, EAST, 1, true, 5, inset); // the inset's own label, inside it
  p.add(140, 250, 40, 14, 0, EAST, 1, true, 5, inset); // would stick out of the inset: dropped
  p.place();
  assert.equal(p.placed[0], 1);
  assert.ok(p.y[0] + p.h[0] <= 200 || p.x[0] >= 150, 'the free label covers the inset');
  assert.equal(p.placed[1], 1);
  assert.equal(p.placed[2], 0);
});

test('the same labels place the same way (deterministic), also after growing the buffers', () => {
  const run = (p) => {
    randomLabels(p, random(7), 700, 800, 600);
    p.place();
    return Array.from({ length: p.count }, (_, i) => (p.placed[i] ? `${p.x[i]},${p.y[i]}` : '-')).join(' ');
  };
  const fresh = new LabelPlacer(),
    reused = new LabelPlacer();
  randomLabels(reused, random(3), 1500, 900, 700);
  reused.place();
  assert.equal(run(reused), run(fresh));
});

test('with 16 tries, a label blocked all round its anchor goes to the second ring, two label heights out', () => {
  const p = new LabelPlacer();
  p.reset(400, 300);
  p.reserve(180, 135, 40, 30); // covers the first ring round (200, 150) at gap 4
  p.add(200, 150, 20, 10, 4, SOUTH, 8);
  p.add(200, 150, 20, 10, 4, SOUTH, 16);
  p.place();
  assert.equal(p.placed[0], 0, 'the first ring only: dropped');
  assert.equal(p.placed[1], 1);
  assert.deepEqual([p.x[1], p.y[1]], [190, 150 + 4 + 2 * 10 + 4]); // south, on the second ring
});
