// Raycast wall avoidance, written as a script (docs/algorithms/raycast.md): two rays of length sightRange from the
// body's sides along the heading; on a hit (the nearer one), seek the point hit + normal × avoidDistance at
// full speed instead of the goal; no hit: arrive at the goal.
// Params: sightRange (u), avoidDistance (u).
function clamp(v, most) {
  const l = Math.hypot(v.x, v.y);
  return l > most ? { x: v.x * most / l, y: v.y * most / l } : v;
}

/** The velocity toward (tx, ty) at `speed`, reached in one step, within maxAccel. */
function toward(agent, tx, ty, speed) {
  const dx = tx - agent.x, dy = ty - agent.y;
  const d = Math.hypot(dx, dy);
  if (d === 0) return clamp({ x: -agent.vx / agent.dt, y: -agent.vy / agent.dt }, agent.maxAccel);
  return clamp({ x: (dx / d * speed - agent.vx) / agent.dt, y: (dy / d * speed - agent.vy) / agent.dt }, agent.maxAccel);
}

function steer(agent, world) {
  const sight = agent.params.sightRange ?? 6, avoid = agent.params.avoidDistance ?? 2.5;
  const speed = Math.hypot(agent.vx, agent.vy);
  let fx, fy;
  if (speed > 1e-3) { fx = agent.vx / speed; fy = agent.vy / speed; }
  else if (agent.memory.fx !== undefined) { fx = agent.memory.fx; fy = agent.memory.fy; }
  else {
    const d = Math.hypot(agent.goalX - agent.x, agent.goalY - agent.y) || 1;
    fx = (agent.goalX - agent.x) / d; fy = (agent.goalY - agent.y) / d;
  }
  agent.memory.fx = fx;
  agent.memory.fy = fy;
  const sx = -fy, sy = fx;
  const r = agent.radius;
  const a = world.castRay(agent.x + r * sx, agent.y + r * sy, fx, fy, sight);
  const b = world.castRay(agent.x - r * sx, agent.y - r * sy, fx, fy, sight);
  const hit = a && (!b || a.distance <= b.distance) ? a : b;
  if (!hit) {
    const goal = Math.hypot(agent.goalX - agent.x, agent.goalY - agent.y);
    return toward(agent, agent.goalX, agent.goalY, Math.min(agent.maxSpeed, Math.sqrt(2 * agent.maxAccel * goal)));
  }
  const px = hit.x + hit.nx * avoid, py = hit.y + hit.ny * avoid;
  world.show('hitDistance', hit.distance);
  if (-(hit.nx * fx + hit.ny * fy) > 0.9659) world.note('head-on: the avoid point lies straight back');
  return toward(agent, px, py, agent.maxSpeed);
}
