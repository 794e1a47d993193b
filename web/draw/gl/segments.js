// Line segments for the WebGL2 renderer: every agent's rays and goal line when the "every agent" overlay
// asks for them in a crowd (draw/detail.js's level of detail), packed from the frame's agent and steering
// views into one buffer that grows with the crowd. Each line is 5 words: x0, y0, x1, y1 and its RGBA
// bytes. Colours as the Canvas 2D drawing has them (draw/steering.js, draw/render.js): a ray grey, yellow
// where it hits, red while its agent overlaps an obstacle, drawn up to its first hit; a goal line in the
// agent's colour.
import { COLOR_SLOTS, RAY_COLORS, colorSlot, rgbaBytes } from '../palette.js';

/** Words per line. */
export const SEGMENT_WORDS = 5;

/** A palette colour as one little-endian RGBA word (the bytes the shader reads). */
export function colourWord(css) {
  const [r, g, b, a] = rgbaBytes(css);
  return ((a << 24) | (b << 16) | (g << 8) | r) >>> 0;
}

const SLOT_WORDS = Uint32Array.from(COLOR_SLOTS, colourWord);
const RAY = {
  clear: colourWord(RAY_COLORS.clear),
  detect: colourWord(RAY_COLORS.detect),
  collide: colourWord(RAY_COLORS.collide),
};

/** Grows the store's buffer to `lines` lines (never shrinks); its float and word views share the bytes. */
function reserve(store, lines) {
  if (store.floats.length >= lines * SEGMENT_WORDS) return;
  const buffer = new ArrayBuffer(
    Math.max(lines, ((2 * store.floats.length) / SEGMENT_WORDS) | 0, 1024) * SEGMENT_WORDS * 4,
  );
  store.floats = new Float32Array(buffer);
  store.words = new Uint32Array(buffer);
}

// The layouts' offsets as plain numbers, copied once per frame (the loops below read them per agent).
const AGENT = { stride: 0, kind: 0, behavior: 0, x: 0, y: 0, goalX: 0, goalY: 0, stop: 0, overlapping: 0 };
const STEERING = { stride: 0, rays: 0, rayCount: 0, rayStride: 0, maxRays: 0 };
const RAY_FIELDS = { startX: 0, startY: 0, endX: 0, endY: 0, hitX: 0, hitY: 0, hit: 0 };
function copy(into, layout) {
  for (const key in into) into[key] = layout[key];
  return into;
}

function put(store, n, x0, y0, x1, y1, colour) {
  const k = n * SEGMENT_WORDS,
    f = store.floats;
  f[k] = x0;
  f[k + 1] = y0;
  f[k + 2] = x1;
  f[k + 3] = y1;
  store.words[k + 4] = colour;
}

/**
 * Packs the rays of every moving continuous agent, then every agent's goal line; returns
 * `counts` filled: { rays, goals } (lines, rays first in the store) and rayAgents (agents whose rays were packed).
 * @param {{floats: Float32Array, words: Uint32Array}} store
 */
export function packSegments(store, sim, v, { rays: wantRays, goals: wantGoals }, counts) {
  if (!wantRays && !wantGoals) {
    counts.rays = counts.goals = counts.rayAgents = 0;
    return counts;
  }
  const A = copy(AGENT, sim.agentLayout),
    a = v.agents,
    words = v.agentWords;
  const S = copy(STEERING, sim.steeringLayout),
    R = copy(RAY_FIELDS, sim.steeringLayout.ray),
    f = v.steering,
    u = v.steeringWords;
  const count = a.length / A.stride;
  reserve(store, count * ((wantRays ? S.maxRays : 0) + (wantGoals ? 1 : 0)));
  let n = 0;
  counts.rayAgents = 0;
  if (wantRays) {
    const steered = Math.min(count, f.length / S.stride);
    for (let i = 0; i < steered; i++) {
      const o = i * A.stride,
        s = i * S.stride;
      if (words[o + A.kind] !== 1 || words[o + A.stop] !== 0) continue;
      const rays = u[s + S.rayCount];
      if (!rays) continue; // not culled: the GPU clips, and a ray can reach in from off screen
      const overlapping = words[o + A.overlapping] === 1;
      counts.rayAgents++;
      for (let k = 0, r = s + S.rays; k < rays; k++, r += S.rayStride) {
        const hit = u[r + R.hit] === 1;
        const colour = overlapping ? RAY.collide : hit ? RAY.detect : RAY.clear;
        put(
          store,
          n++,
          f[r + R.startX],
          f[r + R.startY],
          hit ? f[r + R.hitX] : f[r + R.endX],
          hit ? f[r + R.hitY] : f[r + R.endY],
          colour,
        );
      }
    }
  }
  counts.rays = n;
  if (wantGoals) {
    for (let i = 0, o = 0; i < count; i++, o += A.stride) {
      const off = words[o + A.kind] === 0 ? 0.5 : 0;
      put(
        store,
        n++,
        a[o + A.x] + off,
        a[o + A.y] + off,
        a[o + A.goalX] + off,
        a[o + A.goalY] + off,
        SLOT_WORDS[colorSlot(i, words[o + A.behavior])],
      );
    }
  }
  counts.goals = n - counts.rays;
  return counts;
}
