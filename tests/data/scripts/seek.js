// Seek and arrive, nothing else: the baseline a script improves on.
function steer(agent) {
  const dx = agent.goalX - agent.x, dy = agent.goalY - agent.y;
  const d = Math.hypot(dx, dy);
  if (d === 0) return { x: 0, y: 0 };
  const speed = Math.min(agent.maxSpeed, Math.sqrt(2 * agent.maxAccel * d));
  return { x: (dx / d * speed - agent.vx) / agent.dt, y: (dy / d * speed - agent.vy) / agent.dt };
}
