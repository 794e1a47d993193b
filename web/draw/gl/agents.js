// The agents' records for the WebGL2 renderer: 8 floats per agent on screen, packed from the frame's agent
// view (the same typed array the Canvas 2D drawing reads, taken once per frame) into one array that grows
// with the crowd and is never allocated per frame, then uploaded in one bufferSubData. The rules are
// draw/render.js's: the same culling, colour slots and batches, in the same order (moving agents colour by
// colour, then stopped ones, then those overlapping an obstacle on top), so one draw paints them as its
// batched fills do. The agents that stopped for a failure follow, once more each, for their red rings.
import { COLOR_SLOTS, colorSlot } from '../palette.js';
import { FLAG } from './shaders.js';

/** Floats per agent: x, y, radius, flags | vx, vy, max speed, unused. */
export const AGENT_FLOATS = 8;

const SLOTS = COLOR_SLOTS.length;
if (SLOTS > 1 << FLAG.slotBits) throw new Error('webgl: more colour slots than the flags word holds');
const COLLIDING = 2 * SLOTS,
  BATCHES = COLLIDING + 1,
  CULLED = 255;
const batchStart = new Int32Array(BATCHES + 1);
const batchFill = new Int32Array(BATCHES);
let batchOf = new Uint8Array(1024); // each agent's batch this frame, CULLED when off screen

/** Grows `store.data` (a Float32Array) to hold `count` records of `floats`; true when it grew. */
export function reserve(store, count, floats) {
  if (store.data.length >= count * floats) return false;
  store.data = new Float32Array(Math.max(count, ((2 * store.data.length) / floats) | 0, 1024) * floats);
  return true;
}

/** The agent layout's offsets, read once per frame into plain numbers (the loops below run per agent). */
const F = {
  stride: 0,
  kind: 0,
  behavior: 0,
  x: 0,
  y: 0,
  radius: 0,
  vx: 0,
  vy: 0,
  maxSpeed: 0,
  stop: 0,
  overlapping: 0,
};

function write(out, k, a, o, flags) {
  out[k] = a[o + F.x];
  out[k + 1] = a[o + F.y];
  out[k + 2] = a[o + F.radius];
  out[k + 3] = flags;
  out[k + 4] = a[o + F.vx];
  out[k + 5] = a[o + F.vy];
  out[k + 6] = a[o + F.maxSpeed];
  out[k + 7] = 0;
}

/**
 * Packs the agents on screen into `store.data`, in batch order, then a copy of each that stopped for a
 * failure when `crowd` (bodies drawn as in a crowd: stopped ones faded, failures ringed). Fills
 * `counts` = { bodies, rings (from record `bodies` on), largest (radius on screen, world units) }.
 * @param {{data: Float32Array}} store
 */
export function packAgents(store, sim, v, view, crowd, counts) {
  const A = sim.agentLayout,
    a = v.agents,
    words = v.agentWords;
  for (const key in F) F[key] = A[key];
  const count = a.length / F.stride;
  if (batchOf.length < count) batchOf = new Uint8Array(Math.max(count, 2 * batchOf.length));
  batchStart.fill(0);
  const reached = sim.stopReasonNames.indexOf('reached');
  let failures = 0,
    largest = 0;
  for (let i = 0, o = 0; i < count; i++, o += F.stride) {
    const grid = words[o + F.kind] === 0,
      off = grid ? 0.5 : 0,
      r = grid ? 0.5 : a[o + F.radius];
    if (!view.sees(a[o + F.x] + off, a[o + F.y] + off, r)) {
      batchOf[i] = CULLED;
      continue;
    }
    const slot = colorSlot(i, words[o + F.behavior]),
      stop = words[o + F.stop];
    const batch = words[o + F.overlapping] === 1 ? COLLIDING : stop === 0 ? slot : SLOTS + slot;
    batchOf[i] = batch;
    const drawn = grid ? 0.36 : r;
    if (drawn > largest) largest = drawn;
    batchStart[batch + 1]++;
    if (crowd && stop !== 0 && stop !== reached) failures++;
  }
  for (let b = 0; b < BATCHES; b++) {
    batchStart[b + 1] += batchStart[b];
    batchFill[b] = batchStart[b];
  }
  const bodies = batchStart[BATCHES];
  reserve(store, bodies + failures, AGENT_FLOATS);
  const out = store.data;
  let ring = bodies;
  for (let i = 0, o = 0; i < count; i++, o += F.stride) {
    const batch = batchOf[i];
    if (batch === CULLED) continue;
    const grid = words[o + F.kind] === 0 ? 1 : 0,
      stop = words[o + F.stop];
    const group = batch === COLLIDING ? 2 : batch >= SLOTS ? 1 : 0;
    const flags =
      (batch === COLLIDING ? colorSlot(i, words[o + F.behavior]) : batch % SLOTS) |
      (group << FLAG.groupShift) |
      (grid << FLAG.gridShift);
    write(out, batchFill[batch]++ * AGENT_FLOATS, a, o, flags);
    if (crowd && stop !== 0 && stop !== reached)
      write(out, ring++ * AGENT_FLOATS, a, o, flags | (1 << FLAG.failedShift));
  }
  counts.bodies = bodies;
  counts.rings = ring - bodies;
  counts.largest = largest;
  return counts;
}
