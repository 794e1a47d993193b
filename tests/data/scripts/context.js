// Context steering, written as a script (docs/algorithms/context.md, with the article's variants danger by distance
// and avoidance): N rays evenly spaced from the heading; interest = max(0, ray · direction to the goal);
// danger = 1 - hit distance / lookAhead on a ray that hits; interest minus danger, plus each slot's danger
// added to the opposite slot; the chosen direction is the sum of the rays weighted by what is left; the
// velocity eases toward it at max speed by steerForce per 0.02 s.
// Params: rays, lookAhead (u), steerForce.
function steer(agent, world) {
  const n = Math.max(1, Math.min(32, Math.round(agent.params.rays ?? 16)));
  const lookAhead = agent.params.lookAhead ?? 3.5, steerForce = agent.params.steerForce ?? 0.2;
  const speed = Math.hypot(agent.vx, agent.vy);
  let fx, fy;
  if (speed > 1e-3) { fx = agent.vx / speed; fy = agent.vy / speed; }
  else if (agent.memory.fx !== undefined) { fx = agent.memory.fx; fy = agent.memory.fy; }
  else { fx = 1; fy = 0; }
  agent.memory.fx = fx;
  agent.memory.fy = fy;
  const gx = agent.goalX - agent.x, gy = agent.goalY - agent.y;
  const g = Math.hypot(gx, gy);
  const wx = g > 0 ? gx / g : fx, wy = g > 0 ? gy / g : fy;
  const dirs = [], interest = [], danger = [];
  for (let k = 0; k < n; k++) {
    const a = k * 2 * Math.PI / n, c = Math.cos(a), s = Math.sin(a);
    const dx = fx * c - fy * s, dy = fx * s + fy * c;
    dirs.push([dx, dy]);
    // A ray toward the goal stops there: what lies beyond it is not in the way.
    const along = dx * wx + dy * wy;
    const reach = along > 0 ? Math.min(lookAhead, g / along + agent.radius) : lookAhead;
    const hit = world.castRay(agent.x, agent.y, dx, dy, reach);
    danger.push(hit ? 1 - hit.distance / lookAhead : 0);
    interest.push(Math.max(0, along));
  }
  const wanted = interest.map((v, k) => Math.max(0, v - danger[k]));
  for (let k = 0; k < n; k++) wanted[(k + Math.floor((n + 1) / 2)) % n] += danger[k];
  let cx = 0, cy = 0;
  for (let k = 0; k < n; k++) { cx += dirs[k][0] * wanted[k]; cy += dirs[k][1] * wanted[k]; }
  const l = Math.hypot(cx, cy);
  if (l === 0) world.note('every slot is masked');
  const vx = l > 0 ? cx / l * agent.maxSpeed : 0, vy = l > 0 ? cy / l * agent.maxSpeed : 0;
  const fraction = Math.min(1, steerForce * agent.dt / 0.02);
  world.show('danger', Math.max(...danger));
  return { x: (vx - agent.vx) * fraction / agent.dt, y: (vy - agent.vy) * fraction / agent.dt };
}
