// The speed peer: Yuka 0.7.8, a JavaScript steering library, on the same crowd scenes as ours. Each
// vehicle gets Yuka's own ObstacleAvoidanceBehavior (every vehicle against every obstacle, as Yuka does
// it) and SeekBehavior toward its goal, with the same radius, max speed and fixed dt 0.02. Yuka has no
// grid, so its obstacles are the scene's circles only (our agents also check the blocked cells: the
// comparison favours Yuka).
import { EntityManager, GameEntity, ObstacleAvoidanceBehavior, SeekBehavior, Vector3, Vehicle } from 'yuka';

/** A Yuka world for a crowd scenario (the object from scenes.mjs): entity manager and step function. */
export function yukaWorld(scenario) {
  const manager = new EntityManager();
  const obstacles = scenario.world.circles.map((c) => {
    const o = new GameEntity();
    o.position.set(c.x, 0, c.y);
    o.boundingRadius = c.r;
    manager.add(o);
    return o;
  });
  for (const a of scenario.agents) {
    const v = new Vehicle();
    v.position.set(a.start[0], 0, a.start[1]);
    v.boundingRadius = a.radius;
    v.maxSpeed = a.maxSpeed;
    v.steering.add(new ObstacleAvoidanceBehavior(obstacles));
    v.steering.add(new SeekBehavior(new Vector3(a.goal[0], 0, a.goal[1])));
    manager.add(v);
  }
  return { manager, step: () => manager.update(0.02) };
}
