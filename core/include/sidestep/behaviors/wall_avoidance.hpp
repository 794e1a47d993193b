#pragma once
/// `raycast` wall avoidance (ALGORITHMS.md section 4, seed 003): rays of length sightRange along the
/// heading: one centre ray, two parallel rays from the body's sides, or a centre ray with two whiskers
/// at +-whiskerAngle. On a hit (the nearest over the rays), seek the point hit + normal * avoidDistance
/// at full speed; with no hit, arrive at the goal, or with `patrol` go back and forth between start and
/// goal (it then never stops). Kept literal, with its failure: a head-on hit's normal points straight
/// back, so the avoid point lies behind the agent and it hovers in front of the wall (the note says so).
#include "sidestep/behaviors/steering.hpp"

namespace sidestep {

enum class RayLayout : uint32_t { One = 0, Parallel = 1, Fan = 2 };

/// Parameters of `raycast`, in params.cpp's table order.
struct WallAvoidanceParams {
    RayLayout rays = RayLayout::Parallel;
    float sightRange = 6.0f;      ///< world units (0.1..20): how far ahead walls are seen
    float avoidDistance = 2.5f;   ///< world units (0..10): how far off the wall the avoid point lies
    float whiskerAngle = 20.0f;   ///< degrees (5..85), for the fan
    bool patrol = false;          ///< back and forth between start and goal
};
WallAvoidanceParams wallAvoidanceParams(const Agent& agent);

/// The waypoint a patrolling agent heads for (agent.memory[0]: 0 the goal, 1 the start).
Vec2 patrolWaypoint(const Agent& agent);

/// Senses and decides one step. `base` is the base motion toward the goal or patrol waypoint (or the
/// driver's); seeking the avoid point replaces it while a ray hits.
SteeringRecord steerWallAvoidance(const Agent& agent, const WallAvoidanceParams& params, const Obstacles& obstacles,
                                  Vec2 base, float dt);

}  // namespace sidestep
