#pragma once
/// Following a route (route.hpp): which waypoint an agent heads for, how far it is from its route, and
/// whether an edit has blocked what is left of it. Pure functions over the route and the obstacles, so the
/// world's step, the tests and the explanations all read the same answers. Allocate nothing.
#include <cstdint>
#include <vector>

#include "sidestep/geometry/obstacles.hpp"
#include "sidestep/geometry/types.hpp"

namespace sidestep {

/// How close to a waypoint an agent's centre comes to pass it (world units): its radius, at least half a cell.
inline float waypointReach(float radius) { return radius > 0.5f ? radius : 0.5f; }

/// The waypoint to head for: from `next`, past every waypoint within `reach` (world units) of `position`,
/// then on to the furthest of the next `lookAhead` waypoints that is in view (the body of `radius` clear
/// along the straight line to it: the ones between are not needed). Each waypoint looked at is one capsule
/// test (clearance.hpp). The last waypoint (the goal) is never passed: the result is at most
/// waypoints.size() - 1. With no waypoints, 0.
uint32_t advanceWaypoint(const Obstacles& obstacles, const std::vector<Vec2>& waypoints, uint32_t next, Vec2 position,
                         float radius, float reach, uint32_t lookAhead);

/// The distance from `position` to the leg it is on, world units: the segment from the waypoint before
/// `next` (or `start`, for the first) to waypoint `next`. 0 with no waypoints.
float distanceToLeg(const std::vector<Vec2>& waypoints, Vec2 start, uint32_t next, Vec2 position);

/// How far a ray from `origin` along the unit `direction` runs before it leaves the corridor of `radius`
/// round the segment from `from` to `to` (the capsule a body of that radius sweeps going straight from one
/// to the other), world units, at most `length`. A ray that starts just outside the corridor and crosses it
/// runs to where it leaves it; one that never meets it (or only behind its origin) has 0. What lies beyond
/// is outside the body's way to `to`.
float corridorReach(Vec2 from, Vec2 to, float radius, Vec2 origin, Vec2 direction, float length);

/// True when what is left of the route is no longer clear for a body of `radius`: the line from `position`
/// to waypoint `next`, or any line between the waypoints after it (an edit put a wall or a circle on it).
/// The first line is tested with the room the body has where it stands (as the planner plans it).
bool routeBlocked(const Obstacles& obstacles, const std::vector<Vec2>& waypoints, uint32_t next, Vec2 position,
                  float radius);

}  // namespace sidestep
