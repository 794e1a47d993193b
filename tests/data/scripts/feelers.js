// Three feelers, written as a script (docs/algorithms/feelers.md): left, centre and right rays from the centre, their
// length growing with speed; a side that hits has influence 1, doubled when the centre hits too; the
// influences ease toward those targets (kept in agent.memory); the lateral command left - right pushes the
// agent sideways, away from the side with more; the rest of its acceleration arrives at the goal.
// Params: angle (degrees), lengthPerSpeed (s), minLength, maxLength (u), smoothing (/s), lateralAccel (u/s²).
function arrive(agent) {
  const dx = agent.goalX - agent.x, dy = agent.goalY - agent.y;
  const d = Math.hypot(dx, dy);
  if (d === 0) return { x: -agent.vx / agent.dt, y: -agent.vy / agent.dt };
  const speed = Math.min(agent.maxSpeed, Math.sqrt(2 * agent.maxAccel * d));
  return { x: (dx / d * speed - agent.vx) / agent.dt, y: (dy / d * speed - agent.vy) / agent.dt };
}

function clamp(v, most) {
  const l = Math.hypot(v.x, v.y);
  return l > most ? { x: v.x * most / l, y: v.y * most / l } : v;
}

function steer(agent, world) {
  const p = agent.params, m = agent.memory;
  const angle = (p.angle ?? 30) * Math.PI / 180, perSpeed = p.lengthPerSpeed ?? 0.7;
  const minLength = p.minLength ?? 0.6, maxLength = p.maxLength ?? 4;
  const smoothing = p.smoothing ?? 6, lateralAccel = p.lateralAccel ?? 30;
  const speed = Math.hypot(agent.vx, agent.vy);
  let fx, fy;
  if (speed > 1e-3) { fx = agent.vx / speed; fy = agent.vy / speed; }
  else if (m.fx !== undefined) { fx = m.fx; fy = m.fy; }
  else {
    const d = Math.hypot(agent.goalX - agent.x, agent.goalY - agent.y) || 1;
    fx = (agent.goalX - agent.x) / d; fy = (agent.goalY - agent.y) / d;
  }
  m.fx = fx;
  m.fy = fy;
  const sx = -fy, sy = fx; // to the right on screen (y points down)
  const length = Math.min(Math.max(speed * perSpeed, Math.min(minLength, maxLength)), maxLength);
  const c = Math.cos(angle), s = Math.sin(angle);
  const left = world.castRay(agent.x, agent.y, fx * c - sx * s, fy * c - sy * s, length);
  const centre = world.castRay(agent.x, agent.y, fx, fy, length);
  const right = world.castRay(agent.x, agent.y, fx * c + sx * s, fy * c + sy * s, length);
  const weight = centre ? 2 : 1;
  const leftTarget = left ? weight : 0, rightTarget = right ? weight : 0;
  const alpha = Math.min(1, smoothing * agent.dt);
  m.left = (m.left ?? 0) + (leftTarget - (m.left ?? 0)) * alpha;
  m.right = (m.right ?? 0) + (rightTarget - (m.right ?? 0)) * alpha;
  const lateral = m.left - m.right; // + : move right, away from a left hit
  world.show('lateral', lateral);
  if (leftTarget > 0 && leftTarget === rightTarget) world.note('both sides hit alike: the influences cancel');
  const push = clamp({ x: sx * lateral * lateralAccel, y: sy * lateral * lateralAccel }, agent.maxAccel);
  const rest = Math.max(0, agent.maxAccel - Math.hypot(push.x, push.y));
  const base = clamp(arrive(agent), rest);
  return { x: push.x + base.x, y: push.y + base.y };
}
