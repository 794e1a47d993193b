// The source a new script begins as (the script editor's + New, the Add-agent tool's "script"): seek only,
// with the contract in its comments. Loaded with the editor, or when "script" is picked for new agents: not
// part of the first load.

/** A new script's source: seek only, with the contract in its comments (docs/scripts.md is the whole). */
export const STARTER_SCRIPT = `// steer(agent, world) runs once per step for each agent of this script and returns the acceleration
// it wants, { x, y } in u/s²; the core limits it to agent.maxAccel, then to agent.maxSpeed.
// agent: x, y, vx, vy (u, u/s), radius, maxSpeed, maxAccel, goalX, goalY, dt (s), step, params
//   (the agent's free numbers) and memory (an object kept between steps: plain data).
// world: castRay(ox, oy, dx, dy, length) -> null or { distance, x, y, nx, ny, kind } (drawn),
//   neighbors(radius) -> [{ x, y, vx, vy, radius }], blocked(cx, cy), random(),
//   show(name, value) (a number in the panel), note(text) (a sentence in the panel).
// This starter only seeks its goal: make it avoid what castRay sees.
function steer(agent, world) {
  const dx = agent.goalX - agent.x, dy = agent.goalY - agent.y;
  const d = Math.hypot(dx, dy) || 1;
  // The velocity wanted (full speed at the goal) reached in one step.
  return {
    x: (dx / d * agent.maxSpeed - agent.vx) / agent.dt,
    y: (dy / d * agent.maxSpeed - agent.vy) / agent.dt,
  };
}
`;
