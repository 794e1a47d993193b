// Routes in the run (docs/routes.md): agents with a planner plan a route to their goal and their base motion
// heads for the waypoint advanceWaypoint() picks. Planning is serial, in agent order, before the decisions
// (one planner, its scratch kept by the world), so the routes are the same bits for any number of threads;
// following a route after each move writes only the agent's own record, on any thread.
#include <cmath>

#include "edit_checks.hpp"
#include "sidestep/behaviors/decide.hpp"
#include "sidestep/route/follow.hpp"
#include "sidestep/world/world.hpp"

namespace sidestep {

namespace {

/// How many waypoints beyond the next one an agent looks for one in view (one capsule test each per step).
constexpr uint32_t kWaypointLookAhead = 8;

/// The distance from p to the segment from a to b.
float segmentDistance(Vec2 a, Vec2 b, Vec2 p) {
    const Vec2 e = b - a;
    const float e2 = glm::dot(e, e);
    float t = e2 > 0.0f ? glm::dot(p - a, e) / e2 : 0.0f;
    t = t < 0.0f ? 0.0f : (t > 1.0f ? 1.0f : t);
    return glm::length(a + e * t - p);
}

/// Whether an agent plans routes now: a continuous agent with a planner on its way to a goal it stops at
/// (not driven, not on a path, not patrolling), not a script.
bool plans(const Agent& a) {
    return a.planner != 0 && a.kind == AgentKind::Continuous && a.moving() && stopsAtGoal(a) &&
           a.behavior != Behavior::Script;
}

/// The clearance whiskers plan with beyond their radius: their rays run along the body's sides, so on a line
/// that passes a corner at exactly the radius (as routes may) the inner ray grazes it and the rule steers away
/// from the corner the route goes round. Planning as if the body reached half a cell keeps a cell-centre
/// line in a corridor and the middle of a one-cell door: the rays pass 0.5 - radius clear of the walls.
float rayMargin(const Agent& a) { return a.behavior == Behavior::Whiskers ? std::fmax(0.5f - a.radius, 0.0f) : 0.0f; }

}  // namespace

void World::followRoutes() {
    bool any = false;
    for (const Agent& a : agents_) any = any || a.planner != 0;
    if (!any) {
        if (!routes_.empty()) routes_.clear();
        routesChecked_ = obstaclesVersion_;
        return;
    }
    routes_.resize(agents_.size());
    const Obstacles obstacles = this->obstacles();
    const bool edited = routesChecked_ != obstaclesVersion_;
    for (size_t i = 0; i < agents_.size(); ++i) {
        Agent& a = agents_[i];
        if (!plans(a)) {
            if (a.moving() && a.routeWaypoints > 0) {  // driven or patrolling now: no route, a new one after
                a.routeWaypoints = 0;
                a.replanReason = uint32_t(RouteReason::None);
            }
            continue;
        }
        if (a.replanReason == uint32_t(RouteReason::None)) {
            planRoute(i, RouteReason::Start, obstacles);
        } else if (edited && a.routeWaypoints == 0) {
            planRoute(i, RouteReason::Edited, obstacles);
        } else if (edited && routeBlocked(obstacles, routes_[i].waypoints, a.routeNext, a.position, a.radius)) {
            planRoute(i, RouteReason::Blocked, obstacles);
        } else if (a.routeWaypoints > 0 && a.legDistance > config_.offRoute) {
            planRoute(i, RouteReason::PushedOff, obstacles);
        }
    }
    routesChecked_ = obstaclesVersion_;
}

void World::planRoute(size_t i, RouteReason reason, const Obstacles& obstacles) {
    Agent& a = agents_[i];
    Route& route = routes_[i];
    const float margin = rayMargin(a);
    decide_.planner.plan(obstacles, obstaclesVersion_, RouteKind(a.planner), a.position, a.goal, a.radius + margin,
                         route);
    if (!route.found() && margin > 0.0f)  // no way with the margin: the narrow way, with the bare radius
        decide_.planner.plan(obstacles, obstaclesVersion_, RouteKind(a.planner), a.position, a.goal, a.radius, route);
    if (!route.found()) route.waypoints.clear();
    a.routeStatus = uint32_t(route.status);
    a.routeWaypoints = uint32_t(route.waypoints.size());
    a.routeNext = 0;
    a.routeLength = float(route.length);
    a.routeExpanded = route.expanded;
    a.routeTested = route.clearanceTests;
    a.legFrom = a.position;
    a.replanStep = stepCount_;
    a.replanReason = uint32_t(reason);
    a.replans += 1;
    advanceRoute(a, i, obstacles);
    // An agent at rest faces the way it goes: its route's waypoint rather than the goal (reset faced that), so
    // that rays along its heading look down the route's first leg, not into the wall between it and its goal.
    const Vec2 to = a.aim - a.position;
    const float distance = glm::length(to);
    // With no route found the agent keeps its facing, as one without a planner would.
    if (a.routeWaypoints > 0 && glm::length(a.velocity) <= kAtRest && distance > 0.0f) a.facing = to / distance;
}

void World::advanceRoute(Agent& a, size_t i, const Obstacles& obstacles) const {
    if (a.routeWaypoints == 0 || i >= routes_.size()) {
        a.aim = a.goal;
        a.legDistance = 0.0f;
        a.routeLeft = glm::length(a.goal - a.position);
        return;
    }
    const std::vector<Vec2>& waypoints = routes_[i].waypoints;
    const float reach = waypointReach(a.radius);
    const uint32_t next =
        advanceWaypoint(obstacles, waypoints, a.routeNext, a.position, a.radius, reach, kWaypointLookAhead);
    if (next != a.routeNext) {
        a.routeNext = next;
        a.legFrom = a.position;  // the new leg: from here (it passed a waypoint, or sees a later one)
    }
    a.aim = waypoints[next];
    a.legDistance = segmentDistance(a.legFrom, a.aim, a.position);
    float left = glm::length(a.aim - a.position);
    for (size_t k = next + 1; k < waypoints.size(); ++k) left += glm::length(waypoints[k] - waypoints[k - 1]);
    a.routeLeft = left;
}

void World::hashRoutes(Hasher& h) const {
    for (size_t i = 0; i < routes_.size() && i < agents_.size(); ++i) {
        if (agents_[i].planner == 0) continue;
        const std::vector<Vec2>& w = routes_[i].waypoints;
        h.value(uint32_t(i));
        h.value(uint32_t(w.size()));
        if (!w.empty()) h.bytes(w.data(), w.size() * sizeof(Vec2));
    }
}

EditResult World::setAgentPlanner(int32_t index, RouteKind planner) {
    if (auto e = checkIndex("agent", index, agents_.size()); !e.ok()) return e;
    if (uint32_t(planner) >= kRouteKindCount)
        return {-1, "agent.planner: unknown planner " + std::to_string(uint32_t(planner))};
    Agent& a = agents_[size_t(index)];
    if (a.kind != AgentKind::Continuous && planner != RouteKind::None)
        return edit_check::refused("agent.planner", Message("invalid-rule").word("rule", "invalid-rule-grid-route"));
    if (a.behavior == Behavior::Script && planner != RouteKind::None)
        return edit_check::refused("agent.planner", Message("invalid-rule").word("rule", "invalid-rule-script-route"));
    a.planner = uint32_t(planner);
    a.routeWaypoints = a.routeNext = 0;
    a.replanReason = uint32_t(RouteReason::None);  // plans before its next decision
    edited();
    return {index, {}};
}

}  // namespace sidestep
