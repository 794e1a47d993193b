#pragma once
/// A route: the waypoints a continuous agent follows from where it is to its goal, found by a planner
/// (planner.hpp) with its body's radius kept clear of the blocked cells, the space off the grid and the
/// circles. Its length and the planner's work are recorded with it.
#include <cstdint>
#include <vector>

#include "sidestep/geometry/types.hpp"

namespace sidestep {

/// How a route is planned.
enum class RouteKind : uint32_t {
    None = 0,      ///< no route: the behaviour heads for its goal as the article says (the default)
    Grid = 1,      ///< A* over a lattice of points, 8-connected: straight and diagonal moves only
    AnyAngle = 2,  ///< Lazy Theta* over the same lattice: straight lines between any two points in view
};
inline constexpr uint32_t kRouteKindCount = 3;
/// The kind's name in files and tables ("none", "grid", "any-angle").
const char* routeKindName(RouteKind kind);
/// Looks a kind up by name; false when there is none.
bool parseRouteKind(const char* name, RouteKind& out);

/// What the last plan found.
enum class RouteStatus : uint32_t {
    Found = 0,         ///< a route: waypoints from the start to the goal
    Unreachable = 1,   ///< every point the body can reach from the start was searched; the goal is not one
    StartBlocked = 2,  ///< the start is inside an obstacle (its centre): nowhere to plan from
    GoalBlocked = 3,   ///< the goal is inside an obstacle, or no lattice point near it is in view of it
    TooLarge = 4,      ///< the lattice for this grid and radius would have more than kMaxLatticeNodes points
};
inline constexpr uint32_t kRouteStatusCount = 5;
/// The status's name ("found", "unreachable", "start blocked", "goal blocked", "too large").
const char* routeStatusName(RouteStatus status);

/// Why an agent last planned its route (the world plans; docs/routes.md).
enum class RouteReason : uint32_t {
    None = 0,       ///< not planned since it started or was edited: it plans before its next decision
    Start = 1,      ///< it started, or an edit changed it (its start, goal, radius or planner)
    Blocked = 2,    ///< an edit of the obstacles blocked what was left of its route
    PushedOff = 3,  ///< it was pushed further off the leg it was on than sim.offRoute
    Edited = 4,     ///< it had no route and an edit changed the obstacles: it tried again
};
inline constexpr uint32_t kRouteReasonCount = 5;
/// The reason's name in records and reports ("none", "start", "blocked", "pushed off", "edited").
const char* routeReasonName(RouteReason reason);

/// A planned route and what it cost to find. Reuse one Route for many plans: once its waypoints have
/// grown to the longest route, a plan allocates nothing for it.
struct Route {
    RouteKind kind = RouteKind::None;
    RouteStatus status = RouteStatus::Unreachable;
    std::vector<Vec2> waypoints;  ///< world units, after the start; the last is the goal. Empty without a route
    double length = 0.0;          ///< along the waypoints from the start, world units (0 without a route)
    uint32_t expanded = 0;        ///< lattice points the search expanded (its work; 0 when the goal was in view)
    uint32_t clearanceTests = 0;  ///< segments tested for clearance (edges of the lattice and lines of sight)
    float step = 1.0f;            ///< the lattice's spacing, world units (see latticeStep())
    bool found() const { return status == RouteStatus::Found; }
};

/// The length of the polyline from `start` through `waypoints`, world units (in double).
double polylineLength(Vec2 start, const std::vector<Vec2>& waypoints);

}  // namespace sidestep
