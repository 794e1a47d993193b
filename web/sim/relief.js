// The relief as the core holds it: the terrain's heights (a zero-copy view, taken when a drawing is
// rebuilt), obstacle heights, and each feelers agent's 3D record (the side profile's numbers), read through
// the layouts exported from C++. No algorithm code: heights, slopes, offsets and hits are the core's.

import { checkedLayout } from './layouts.js';

export class Relief {
  /** @param {import('./sim.js').Sim} sim */
  constructor(sim) {
    this.sim = sim;
    const m = sim.module;
    this.module = m;
    this.layout = checkedLayout(m.slopeLayout());
    this.limits = m.terrainLimits();
    this.hitNames = m.segmentHitNames(); // nothing, wall, circle, ground
    this.slopeKinds = m.slopeKindNames(); // level, incline, decline, across
    this.brushNames = m.terrainBrushNames();
  }

  get world() {
    return this.sim.world;
  }

  /** True while every height is 0 (nothing to draw). */
  get flat() {
    return this.module.terrainFlat(this.world);
  }

  /** True when anything differs from the 2D world: terrain, a low wall or a low circle. */
  get active() {
    return this.module.hasRelief(this.world);
  }

  /** Changes whenever the heights change; with sim.generation it keys the drawings of the ground. */
  get revision() {
    return this.module.terrainRevision(this.world);
  }

  /** The heights, (width + 1) x (height + 1) vertices, row-major; empty while flat. A view over the wasm
   *  heap: read it at once (it detaches when the heap grows). */
  heights() {
    return this.module.terrainView(this.world);
  }

  /** The ground's height at a world point, as the core computes it (bilinear). */
  heightAt(x, y) {
    return this.module.terrainHeightAt(this.world, x, y);
  }

  /** The walls' height above the ground (null: tall). */
  get wallHeight() {
    return this.module.wallHeight(this.world);
  }

  /** Circle i's height above the ground (null: tall). */
  circleHeight(i) {
    return this.module.circleHeight(this.world, i);
  }

  /**
   * Agent i's feelers in 3D for its next step, from the core's record, or null when it sensed in 2D (not a
   * feelers agent, or the flat world): { compensate, ground, startZ, normal: [x, y, z], dot, sign, size,
   * kind, target, offset, profileFrom, profileTo, groundHits, feelers: [{ length, endZ, hit, hitDistance,
   * hitZ, obstacle: { kind, from, to, top, height } | null (height null: tall), passedOver, ground: [heights]
   * | null }] }. The ground under the feelers is sampled for the watched agent only (the selected one).
   */
  slope(i, v = this.sim.views()) {
    const L = this.layout,
      F = L.feeler;
    const f = v.slope,
      u = v.slopeWords;
    const o = i * L.stride;
    if (i < 0 || o >= f.length || u[o + L.active] !== 1) return null;
    const feelers = [];
    for (let k = 0; k < 3; k++) {
      const b = o + L.feelers + k * L.feelerStride;
      const kind = u[b + F.obstacleKind];
      const height = f[b + F.obstacleHeight];
      feelers.push({
        length: f[b + F.length],
        endZ: f[b + F.endZ],
        hit: this.hitNames[u[b + F.hit]],
        hitDistance: f[b + F.hitDistance],
        hitZ: f[b + F.hitZ],
        obstacle: kind
          ? {
              kind: this.hitNames[kind],
              from: f[b + F.obstacleFrom],
              to: f[b + F.obstacleTo],
              top: f[b + F.obstacleTop],
              height: Number.isFinite(height) ? height : null,
            }
          : null,
        passedOver: u[b + F.passedOver] === 1,
        ground: this.groundOf(i, k, v),
      });
    }
    return {
      compensate: u[o + L.compensate] === 1,
      ground: f[o + L.ground],
      startZ: f[o + L.startZ],
      normal: [f[o + L.normalX], f[o + L.normalY], f[o + L.normalZ]],
      dot: f[o + L.dot],
      sign: f[o + L.sign],
      size: f[o + L.size],
      kind: this.slopeKinds[u[o + L.kind]],
      target: f[o + L.target],
      offset: f[o + L.offset],
      profileFrom: L.profileFrom,
      profileTo: f[o + L.profileTo],
      groundHits: u[o + L.groundHits],
      feelers,
    };
  }

  /** The ground heights under feeler k of agent i (a view into the frame's views), or null unless agent i is
   *  the watched one (the core samples the ground for that agent only). */
  groundOf(i, k, v = this.sim.views()) {
    const L = this.layout;
    if (i < 0 || v.groundInts[L.groundAgent] !== i) return null;
    const at = L.groundHeights + k * L.profileSamples;
    return v.ground.subarray(at, at + L.profileSamples);
  }
}

/** One Relief per run (a compare draws several), made on first use. */
const reliefs = new WeakMap();

/** @param {import('./sim.js').Sim} sim */
export function reliefOf(sim) {
  let relief = reliefs.get(sim);
  if (!relief) reliefs.set(sim, (relief = new Relief(sim)));
  return relief;
}
