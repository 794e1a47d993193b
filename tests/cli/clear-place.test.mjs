// Where an inset stands so as not to cover the agent it is for (web/draw/clear-place.js): the first place
// in order that keeps the point `near` pixels away; when none does, the one it lies farthest outside of, or least
// deep inside; with no point, the first.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { clearPlace, insetPlaces, placeIn, placeInset, PLACES as placed } from '../../web/draw/clear-place.js';
import { profileBox } from '../../web/draw/drawn.js';

/** Three places of a 200 x 80 inset in a 400 x 300 canvas: bottom left, top left, top right. */
const PLACES = new Float64Array([10, 210, 200, 80, 10, 10, 200, 80, 190, 10, 200, 80]);

/** The same in a short canvas: the bottom left (60 to 140) overlaps the top left (10 to 90). */
const short = new Float64Array([10, 60, 200, 80, 10, 10, 200, 80, 190, 10, 200, 80]);

/** The brute-force answer: every place's gap (outside: distance to the box; inside: minus the nearest edge). */
function expected(places, x, y, near) {
  const gaps = [0, 1, 2].map((k) => {
    const [l, t, w, h] = places.slice(4 * k, 4 * k + 4);
    const inside = x >= l && x <= l + w && y >= t && y <= t + h;
    if (inside) return -Math.min(x - l, l + w - x, y - t, t + h - y);
    const cx = Math.min(Math.max(x, l), l + w),
      cy = Math.min(Math.max(y, t), t + h);
    return Math.hypot(x - cx, y - cy);
  });
  const clear = gaps.findIndex((g) => g >= near);
  return { place: clear >= 0 ? clear : gaps.indexOf(Math.max(...gaps)), clear: clear >= 0 };
}

describe("an inset's place beside the agent it is for", () => {
  it('stays at the first place while the agent is clear of it', () => {
    assert.equal(clearPlace(PLACES, 3, 300, 250, 20), 0);
    assert.equal(clearPlace(PLACES, 3, 231, 250, 20), 0); // 21 px right of it
  });

  it('goes to the next place that is clear: the top, then the other side', () => {
    assert.equal(clearPlace(PLACES, 3, 100, 250, 20), 1); // under the bottom left
    assert.equal(clearPlace(short, 3, 100, 100, 20), 2); // under the bottom left, 10 px under the top left
  });

  it('takes the place the agent lies least deep in when none is clear (a short pane)', () => {
    // 10 px deep in the bottom left, 5 px under each top one (a tie: the first of them).
    assert.equal(clearPlace(short, 3, 200, 95, 20), 1);
  });

  it('keeps the first place with no agent to keep clear of', () => {
    assert.equal(clearPlace(PLACES, 3, NaN, NaN, 20), 0);
  });

  it('agrees with a brute-force recount over a grid of points, in a tall canvas and a short one', () => {
    let checked = 0,
      noneClear = 0;
    for (const places of [PLACES, short])
      for (let x = -20; x <= 420; x += 7)
        for (let y = -20; y <= 320; y += 7) {
          const want = expected(places, x, y, 20);
          assert.equal(clearPlace(places, 3, x, y, 20), want.place, `(${x}, ${y})`);
          checked++;
          if (!want.clear) noneClear++;
        }
    assert.ok(checked > 4000 && noneClear > 50, `${checked} points, ${noneClear} with no place clear`);
  });

  it('stays where it stood while the agent is clear of it; the place before it takes over at twice the distance', () => {
    // 25 px above the bottom left: clear of it, unless the inset stands at the top left, where the bottom left takes
    // over only at 40 px.
    assert.equal(clearPlace(PLACES, 3, 100, 185, 20), 0); // 25 px above the bottom left
    assert.equal(clearPlace(PLACES, 3, 100, 185, 20, 1), 1); // kept at the top left, 95 px clear of it
    assert.equal(clearPlace(PLACES, 3, 100, 165, 20, 1), 0); // 45 px above the bottom left: back down
    assert.equal(clearPlace(PLACES, 3, 100, 100, 20, 1), 0); // 10 px under the top left: it leaves it
    // Kept at the top left of a short canvas with the agent now inside it: the bottom left, 30 px clear, takes it
    // by the plain margin (not the other side, which it would then keep).
    assert.equal(clearPlace(short, 3, 100, 30, 20, 1), 0);
  });
});

describe("the side view's places in a view (placeInset)", () => {
  // A canvas `width` x `height` CSS pixels, 20 px to the world unit, with its readout band 40 px tall; one agent of
  // radius 0.3 (26 px kept clear of its centre); the page's direction as cornerLeft reads it.
  const sim = { agentLayout: { stride: 3, x: 0, y: 1, radius: 2 } };
  const viewOf = (width, height) => ({
    cssWidth: width,
    cssHeight: height,
    insetTop: 40,
    originX: 0,
    originY: 0,
    scale: 20,
    visibleBottom: () => height,
  });
  const at = (px, py) => ({ agents: new Float32Array([px / 20, py / 20, 0.3]) });
  const place = (view, px, py, dir = 'ltr') => {
    globalThis.document = { documentElement: { dir } };
    return placeInset(view, sim, at(px, py), 0, 300, 120);
  };

  it("lays its places out in the canvas: the start side's bottom (above the chip's room) and top, the other side's top", () => {
    const view = viewOf(800, 600);
    assert.equal(place(view, 600, 200), 0);
    // 8 px under the readout's band; the bottom 42 px over the foot; the other side 10 px in
    assert.deepEqual([...placed], [10, 438, 300, 120, 10, 48, 300, 120, 490, 48, 300, 120]);
    assert.deepEqual([profileBox.agentX, profileBox.agentY], [600, 200]);
    assert.equal(place(viewOf(800, 600), 160, 500), 1, 'under the bottom: the top');
    // Right to left: the start side is the right.
    assert.equal(place(viewOf(800, 600), 600, 500, 'rtl'), 1);
    assert.deepEqual([placed[0], placed[4], placed[8]], [490, 490, 10]);
  });

  it('keeps where it stood in each view apart', () => {
    const a = viewOf(800, 600),
      b = viewOf(800, 600);
    assert.equal(place(a, 160, 500), 1);
    // 28 px above the bottom place: clear by the margin, not by twice it: the view that stood at the top stays there,
    // a view that stood nowhere takes the bottom
    assert.equal(place(a, 160, 410), 1);
    assert.equal(place(b, 160, 410), 0);
  });

  it('in a canvas too narrow for both sides, offers no place on the other side', () => {
    // 400 x 250: the other side (90 px in) would overlap the start side; the agent, 30 px inside both places of the
    // start side, is 50 px clear of where the other side would stand, and still gets a place of the start side.
    assert.equal(place(viewOf(400, 250), 40, 130), 0);
    assert.equal(placed[8], 90);
    assert.equal(clearPlace(placed, 3, 40, 130, 26), 2, 'with the other side offered, it would take it');
  });

  it('keeps where each kind of inset stood apart (the side view and the heat legend in one view)', () => {
    const view = viewOf(800, 600);
    globalThis.document = { documentElement: { dir: 'ltr' } };
    const count = insetPlaces(view, 300, 120); // its foot at the corner's floor: the bottom place from 470 px
    assert.equal(placed[1], 470);
    assert.equal(placeIn(view, 'heat', count, 160, 500, 26), 1);
    // 30 px above the bottom place: clear by the margin, not by twice it
    assert.equal(placeIn(view, 'heat', count, 160, 440, 26), 1, 'kept at the top');
    assert.equal(placeIn(view, 'profile', count, 160, 440, 26), 0, 'another kind: its own');
  });
});
