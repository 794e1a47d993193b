// Continuous agents' senses and forces from their steering records: rays (grey, yellow, red), hits with
// normals, the whiskers' box, the avoid point, force arrows and agent-threat predictions.
import { FORCE_COLORS as FORCE, RAY_COLORS as RAY, arrow } from './palette.js';
import { detailed } from './detail.js';

/** Each continuous agent's rays: neutral, yellow when they detect something, red while the body
 *  overlaps an obstacle (the whiskers article's debug box). Hits get a dot and the surface normal. */
export function drawRays(ctx, sim, v, frame) {
  const A = sim.agentLayout,
    S = sim.steeringLayout,
    R = S.ray;
  const f = v.steering,
    u = v.steeringWords,
    px = frame.px;
  const count = Math.min(v.agents.length / A.stride, f.length / S.stride);
  for (let i = 0; i < count; i++) {
    if (!detailed(frame, i)) continue; // a crowd draws only the selected agent's rays
    const o = i * A.stride,
      s = i * S.stride;
    if (v.agentWords[o + A.kind] !== 1 || v.agentWords[o + A.stop] !== 0) continue;
    const rays = u[s + S.rayCount];
    if (!rays) continue;
    const selected = i === frame.selected;
    frame.drawn.rays++;
    const overlapping = v.agentWords[o + A.overlapping] === 1;
    let detected = false;
    for (let k = 0; k < rays; k++) detected = detected || u[s + S.rays + k * S.rayStride + R.hit] === 1;
    const color = overlapping ? RAY.collide : detected ? RAY.detect : RAY.clear;
    const behavior = sim.behaviorNames[v.agentWords[o + A.behavior]];
    const ray = (k, field) => f[s + S.rays + k * S.rayStride + field];
    if (rays === 2 && behavior === 'whiskers') {
      // The whiskers' box, as in the article: the quad spanned by the two rays.
      ctx.beginPath();
      ctx.moveTo(ray(0, R.startX), ray(0, R.startY));
      ctx.lineTo(ray(0, R.endX), ray(0, R.endY));
      ctx.lineTo(ray(1, R.endX), ray(1, R.endY));
      ctx.lineTo(ray(1, R.startX), ray(1, R.startY));
      ctx.closePath();
      ctx.fillStyle = overlapping ? RAY.boxCollide : detected ? RAY.boxDetect : RAY.boxClear;
      ctx.fill();
    }
    for (let k = 0; k < rays; k++) {
      const hit = u[s + S.rays + k * S.rayStride + R.hit] === 1;
      const hx = ray(k, R.hitX),
        hy = ray(k, R.hitY);
      ctx.strokeStyle = hit || overlapping ? color : RAY.clear;
      ctx.lineWidth = (selected ? 2 : 1.25) * px;
      ctx.beginPath();
      ctx.moveTo(ray(k, R.startX), ray(k, R.startY));
      ctx.lineTo(hit ? hx : ray(k, R.endX), hit ? hy : ray(k, R.endY)); // a ray senses up to its first hit
      ctx.stroke();
      if (!hit) continue;
      ctx.save(); // the length it would have looked, faint and dashed
      ctx.globalAlpha = 0.35;
      ctx.setLineDash([3 * px, 3 * px]);
      ctx.beginPath();
      ctx.moveTo(hx, hy);
      ctx.lineTo(ray(k, R.endX), ray(k, R.endY));
      ctx.stroke();
      ctx.restore();
      ctx.fillStyle = color;
      ctx.beginPath();
      ctx.arc(hx, hy, 3.5 * px, 0, Math.PI * 2);
      ctx.fill();
      ctx.beginPath(); // the surface normal
      ctx.moveTo(hx, hy);
      ctx.lineTo(hx + ray(k, R.normalX) * 0.45, hy + ray(k, R.normalY) * 0.45);
      ctx.stroke();
    }
    const rule = sim.steeringRuleNames[u[s + S.rule]];
    if (rule === 'avoidWall') {
      // the point off the wall it now seeks
      const tx = f[s + S.targetX],
        ty = f[s + S.targetY];
      ctx.strokeStyle = RAY.detect;
      ctx.lineWidth = 2 * px;
      ctx.beginPath();
      ctx.moveTo(tx, ty - 0.2);
      ctx.lineTo(tx + 0.2, ty);
      ctx.lineTo(tx, ty + 0.2);
      ctx.lineTo(tx - 0.2, ty);
      ctx.closePath();
      ctx.stroke();
    }
  }
}

/** Forces as arrows from each continuous agent (selected one only in crowds), each as the core applied
 *  it: base motion, steer, brake, agent avoidance, the speed limit's share and the total, scaled so max
 *  acceleration is 1.5 world units long. */
export function drawForces(ctx, sim, v, frame) {
  const A = sim.agentLayout,
    S = sim.steeringLayout;
  const f = v.steering,
    i32 = v.steeringInts,
    px = frame.px;
  const count = Math.min(v.agents.length / A.stride, f.length / S.stride);
  for (let i = 0; i < count; i++) {
    if (!detailed(frame, i)) continue;
    const o = i * A.stride,
      s = i * S.stride;
    if (v.agentWords[o + A.kind] !== 1 || v.agentWords[o + A.stop] !== 0) continue;
    // ORCA sets the velocity itself, with no acceleration limit: its preferred and chosen velocities are
    // drawn by draw/orca.js instead.
    if (v.agentWords[o + A.behavior] === sim.orcaBehavior) continue;
    const x = v.agents[o + A.x],
      y = v.agents[o + A.y];
    const scale = 1.5 / v.agents[o + A.maxAccel];
    const arrowOf = (ax, ay, color) => arrow(ctx, x, y, x + f[s + ax] * scale, y + f[s + ay] * scale, color, px);
    // The total first, wider and paler, so a part equal to it stays visible on top.
    ctx.save();
    ctx.globalAlpha = 0.45;
    arrow(ctx, x, y, x + f[s + S.accelX] * scale, y + f[s + S.accelY] * scale, FORCE.total, px * 1.8);
    ctx.restore();
    frame.drawn.forces++;
    arrowOf(S.baseX, S.baseY, FORCE.base);
    arrowOf(S.steerX, S.steerY, FORCE.steer);
    arrowOf(S.brakeX, S.brakeY, FORCE.brake);
    arrowOf(S.avoidX, S.avoidY, FORCE.avoid);
    arrowOf(S.limitX, S.limitY, FORCE.limit);
    const threat = i32[s + S.threat];
    if (threat >= 0) {
      // The two predicted positions at closest approach, joined.
      ctx.strokeStyle = FORCE.prediction;
      ctx.setLineDash([3 * px, 3 * px]);
      ctx.lineWidth = 1.5 * px;
      const r = v.agents[o + A.radius];
      for (const [px0, py0] of [
        [f[s + S.threatSelfX], f[s + S.threatSelfY]],
        [f[s + S.threatOtherX], f[s + S.threatOtherY]],
      ]) {
        ctx.beginPath();
        ctx.arc(px0, py0, r, 0, Math.PI * 2);
        ctx.stroke();
      }
      ctx.beginPath();
      ctx.moveTo(f[s + S.threatSelfX], f[s + S.threatSelfY]);
      ctx.lineTo(f[s + S.threatOtherX], f[s + S.threatOtherY]);
      ctx.stroke();
      ctx.setLineDash([]);
    }
  }
}
