#pragma once
/// `raycast` wall avoidance (docs/algorithms/raycast.md): rays of length sightRange along the
/// heading: one centre ray, two parallel rays from the body's sides, or a centre ray with two whiskers
/// at +-whiskerAngle. On a hit (the nearest over the rays), seek the point hit + normal * avoidDistance
/// at full speed; with no hit, arrive at the goal, or with `patrol` go back and forth between start and
/// goal (it then never stops). Kept literal, with its failure: a head-on hit's normal points straight
/// back, so the avoid point lies behind the agent and it hovers in front of the wall (the note says so).
#include "sidestep/behaviors/settings.hpp"
#include "sidestep/behaviors/steering.hpp"

namespace sidestep {

enum class RayLayout : uint32_t { One = 0, Parallel = 1, Fan = 2 };
inline constexpr const char* kRayLayoutNames[] = {"one", "parallel", "fan"};

/// The settings of `raycast` (settings.hpp: type, name, kind, min, max, default, unit, choices;
/// each one's explanation is en.ftl's doc-<behaviour>-<name>).
#define SIDESTEP_RAYCAST_SETTINGS(X)                         \
    X(RayLayout, rays, Choice, 0, 2, 1, "", kRayLayoutNames) \
    X(float, sightRange, Float, 0.1f, 20, 6, "u", {})        \
    X(float, avoidDistance, Float, 0, 10, 2.5f, "u", {})     \
    X(float, whiskerAngle, Float, 5, 85, 20, "°", {})        \
    X(bool, patrol, Bool, 0, 1, 0, "", {})
SIDESTEP_SETTINGS_STRUCT(WallAvoidanceParams, SIDESTEP_RAYCAST_SETTINGS);
inline WallAvoidanceParams wallAvoidanceParams(const Agent& agent) {
    return WallAvoidanceParams::read(agent.params.data());
}

/// The waypoint a patrolling agent heads for (agent.memory.rays.returning: 0 the goal, 1 the start).
Vec2 patrolWaypoint(const Agent& agent);

/// Senses and decides one step. `base` is the base motion toward the goal or patrol waypoint (or the
/// driver's); seeking the avoid point replaces it while a ray hits.
SteeringRecord steerWallAvoidance(const Agent& agent, const WallAvoidanceParams& params, const Obstacles& obstacles,
                                  Vec2 base, float dt);

}  // namespace sidestep
