// What the heat map's tests (the page's and the viewer's) share: the agent they add to nproxy-cluster.json, and
// which cells an agent's body covers, found by brute force rather than by the drawers' geometry.

/** A continuous agent standing still, a disc of radius 0.8 over eight cells; its box's corner cell (4, 8) is clear. */
export const DISC_AGENT = { name: 'disc', behavior: 'seek', start: [3.3, 7.3], goal: [3.3, 7.3], radius: 0.8 };

/** Whether cell (cx, cy) lies under an agent's body: one of its 40 x 40 points inside a grid agent's square (half-side
 *  0.36, on its cell's centre) or a continuous agent's disc. `agents`, `agentWords`: the core's views (or arrays of
 *  them); `A`: the agents' layout. */
export function cellUnderABody({ agents, agentWords }, A, cx, cy) {
  const inside = (px, py) => {
    for (let o = 0; o < agents.length; o += A.stride) {
      const grid = agentWords[o + A.kind] === 0,
        dx = px - agents[o + A.x] - (grid ? 0.5 : 0),
        dy = py - agents[o + A.y] - (grid ? 0.5 : 0),
        r = grid ? 0.36 : agents[o + A.radius];
      if (grid ? Math.abs(dx) < r && Math.abs(dy) < r : Math.hypot(dx, dy) < r) return true;
    }
    return false;
  };
  for (let j = 0; j < 40; j++) for (let k = 0; k < 40; k++) if (inside(cx + j / 39, cy + k / 39)) return true;
  return false;
}
