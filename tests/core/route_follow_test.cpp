// Following a route (route/follow.hpp): the waypoint to head for (reached ones passed, later ones in view
// skipped to, never past the goal), the distance to the leg, and a route blocked by an edit.
#include <cmath>

#include <gtest/gtest.h>

#include "sidestep/route/clearance.hpp"
#include "sidestep/route/follow.hpp"
#include "sidestep/route/planner.hpp"
#include "sidestep/world/random.hpp"

using namespace sidestep;

namespace {

/// A 20 x 12 world with a wall across x = 10 from y = 0 to 8: routes from the left go round its lower end.
Grid walled() {
    Grid g(20, 12);
    for (int32_t y = 0; y <= 8; ++y) g.set(10, y, true);
    return g;
}

}  // namespace

TEST(RouteFollow, HeadsForTheNextWaypointSkipsToOnesInViewAndNeverPastTheGoal) {
    const Grid g = walled();
    const std::vector<Circle> none;
    const Obstacles o{g, none};
    RoutePlanner planner;
    Route route;
    planner.plan(o, 1, RouteKind::Grid, {3.5f, 2.5f}, {16.5f, 2.5f}, 0.35f, route);
    ASSERT_TRUE(route.found());
    ASSERT_GE(route.waypoints.size(), 3u);
    // At the start it heads for the first waypoint it sees, and a waypoint behind the wall is never in view.
    const uint32_t first = advanceWaypoint(o, route.waypoints, 0, {3.5f, 2.5f}, 0.35f, 0.35f, 8);
    EXPECT_TRUE(capsuleClear(o, {3.5f, 2.5f}, route.waypoints[first], 0.35f));
    EXPECT_LT(first, route.waypoints.size() - 1);
    // Standing on the goal's last waypoint before it, it heads for the goal, and no further.
    const uint32_t last = uint32_t(route.waypoints.size() - 1);
    EXPECT_EQ(advanceWaypoint(o, route.waypoints, last, route.waypoints.back(), 0.35f, 0.35f, 8), last);
    EXPECT_EQ(advanceWaypoint(o, route.waypoints, 0, {16.5f, 2.5f}, 0.35f, 0.35f, 8), last);
    // No waypoints: 0.
    EXPECT_EQ(advanceWaypoint(o, {}, 3, {1, 1}, 0.35f, 0.35f, 8), 0u);
}

TEST(RouteFollow, DistanceToTheLegIsToTheSegmentItIsOn) {
    const std::vector<Vec2> waypoints{{10, 0}, {10, 10}};
    EXPECT_FLOAT_EQ(distanceToLeg(waypoints, {0, 0}, 0, {5, 2}), 2.0f);    // the leg from the start
    EXPECT_FLOAT_EQ(distanceToLeg(waypoints, {0, 0}, 1, {7, 5}), 3.0f);    // the leg from waypoint 0
    EXPECT_FLOAT_EQ(distanceToLeg(waypoints, {0, 0}, 1, {10, 13}), 3.0f);  // past its end
    EXPECT_FLOAT_EQ(distanceToLeg({}, {0, 0}, 0, {10, 13}), 0.0f);
}

TEST(RouteFollow, AFreshRouteIsClearAndAWallAcrossItBlocksIt) {
    Random rng(4104);
    int blocked = 0, checked = 0;
    for (int n = 0; n < 300; ++n) {
        Grid g(24, 16);
        for (int32_t y = 0; y < 16; ++y)
            for (int32_t x = 0; x < 24; ++x) g.set(x, y, rng.uniform() < 0.15f);
        std::vector<Circle> circles;
        for (int k = 0; k < 3; ++k) circles.push_back({{rng.uniform(0, 24), rng.uniform(0, 16)}, rng.uniform(0.2f, 1)});
        const Vec2 from(rng.uniform(0, 24), rng.uniform(0, 16)), to(rng.uniform(0, 24), rng.uniform(0, 16));
        const float r = rng.uniform(0.1f, 0.8f);
        RoutePlanner planner;
        Route route;
        planner.plan(Obstacles{g, circles}, 1, n % 2 ? RouteKind::Grid : RouteKind::AnyAngle, from, to, r, route);
        if (!route.found()) continue;
        ++checked;
        EXPECT_FALSE(routeBlocked(Obstacles{g, circles}, route.waypoints, 0, from, r)) << "world " << n;
        // A circle dropped on the middle of the first line blocks it.
        const Vec2 middle = (from + route.waypoints[0]) * 0.5f;
        circles.push_back({middle, 0.3f});
        const bool now = routeBlocked(Obstacles{g, circles}, route.waypoints, 0, from, r);
        const bool onTheWay = glm::length(middle - from) > r + 0.3f;  // not on the start itself
        if (onTheWay) {
            EXPECT_TRUE(now) << "world " << n;
        }
        blocked += now ? 1 : 0;
    }
    EXPECT_GT(checked, 100);
    EXPECT_GT(blocked, 80);
}

TEST(RouteFollow, ARayRunsToWhereItLeavesTheCorridorABodySweepsToItsWaypoint) {
    // The corridor of radius 0.5 round the segment from (0, 0) to (10, 0).
    const Vec2 from{0.0f, 0.0f}, to{10.0f, 0.0f};
    const float r = 0.5f;
    // Along the leg from inside the band: to the far end's cap (10 + the cap at 0.3 from the axis).
    EXPECT_NEAR(corridorReach(from, to, r, {0.0f, 0.3f}, {1.0f, 0.0f}, 100.0f), 10.0f + 0.4f, 1e-4f);
    // Held to the length it was given.
    EXPECT_NEAR(corridorReach(from, to, r, {0.0f, 0.3f}, {1.0f, 0.0f}, 2.0f), 2.0f, 1e-6f);
    // Across the leg: out through the band's side.
    EXPECT_NEAR(corridorReach(from, to, r, {5.0f, 0.3f}, {0.0f, 1.0f}, 100.0f), 0.2f, 1e-4f);
    EXPECT_NEAR(corridorReach(from, to, r, {5.0f, 0.3f}, {0.0f, -1.0f}, 100.0f), 0.8f, 1e-4f);
    // Back from the start: out through the start's cap.
    EXPECT_NEAR(corridorReach(from, to, r, {0.0f, 0.3f}, {-1.0f, 0.0f}, 100.0f), 0.4f, 1e-4f);
    // Diagonally across: the band's side at 45 degrees.
    const Vec2 diagonal = glm::normalize(Vec2{1.0f, 1.0f});
    EXPECT_NEAR(corridorReach(from, to, r, {5.0f, 0.0f}, diagonal, 100.0f), 0.5f * std::sqrt(2.0f), 1e-4f);
    // From just outside, crossing it: to where it leaves on the other side; never meeting it, or only behind: 0.
    EXPECT_NEAR(corridorReach(from, to, r, {5.0f, -0.6f}, {0.0f, 1.0f}, 100.0f), 1.1f, 1e-4f);
    EXPECT_EQ(corridorReach(from, to, r, {5.0f, 0.6f}, {1.0f, 0.0f}, 100.0f), 0.0f);
    EXPECT_EQ(corridorReach(from, to, r, {5.0f, 0.6f}, {0.0f, 1.0f}, 100.0f), 0.0f);
    // A leg of no length: the disc round the point.
    EXPECT_NEAR(corridorReach(from, from, r, {0.0f, 0.0f}, diagonal, 100.0f), 0.5f, 1e-4f);
}
