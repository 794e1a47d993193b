// Two-whisker steering, written as a script (docs/algorithms/whiskers.md): two rays of length L from the body's sides
// along the heading; emergency T = 1 - d/L of the nearer hit; steer away from that side linearly in T and
// brake with T²; with no hit, arrive at the goal alone. Params: rayLength, maxSteer, maxBrake.
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
  const L = agent.params.rayLength ?? 5, maxSteer = agent.params.maxSteer ?? 60, maxBrake = agent.params.maxBrake ?? 10;
  const speed = Math.hypot(agent.vx, agent.vy);
  // Heading: the velocity, or the last one kept in memory while (nearly) at rest, else toward the goal.
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
  const base = clamp(arrive(agent), agent.maxAccel);
  const right = world.castRay(agent.x + agent.radius * sx, agent.y + agent.radius * sy, fx, fy, L);
  const left = world.castRay(agent.x - agent.radius * sx, agent.y - agent.radius * sy, fx, fy, L);
  const tRight = right ? 1 - right.distance / L : 0, tLeft = left ? 1 - left.distance / L : 0;
  const T = Math.max(tRight, tLeft);
  world.show('T', T);
  if (T === 0) return base;
  const away = tRight >= tLeft ? -1 : 1; // ties: the first (right) ray
  world.note(`${tRight >= tLeft ? 'right' : 'left'} whisker hit: T = ${T.toFixed(2)}`);
  const brake = Math.min(maxBrake * T * T, speed / agent.dt);
  const avoid = clamp({ x: away * sx * maxSteer * T - fx * brake, y: away * sy * maxSteer * T - fy * brake }, agent.maxAccel);
  // The base gets what is left of maxAccel.
  const left2 = Math.max(0, agent.maxAccel - Math.hypot(avoid.x, avoid.y));
  const b = clamp(base, left2);
  return { x: avoid.x + b.x, y: avoid.y + b.y };
}
