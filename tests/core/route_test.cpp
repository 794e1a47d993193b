// The route planner (core/include/sidestep/route/): its clearance test against a brute-force one, the grid
// route's length against a brute-force shortest path on many small random worlds of cells and circles, the
// any-angle route never longer than the grid route with every line clear, the Moving AI optimum, no route
// when there is none (a clear answer, not a hang), and the same answer on every run.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <utility>

#include "movingai_data.hpp"
#include "route_oracle.hpp"
#include "sidestep/geometry/octile_distance.hpp"
#include "sidestep/route/clearance.hpp"
#include "sidestep/route/planner.hpp"
#include "sidestep/world/random.hpp"

using namespace sidestep;
namespace oracle = route_oracle;

namespace {

/// A small random world: cells blocked with some density, a few circles.
struct Scene {
    Grid grid;
    std::vector<Circle> circles;
    Obstacles obstacles() const { return Obstacles{grid, circles}; }
};

Scene randomScene(Random& rng, int32_t maxSide = 13) {
    Scene s;
    const int32_t w = 4 + int32_t(rng.next() % uint32_t(maxSide - 3)),
                  h = 4 + int32_t(rng.next() % uint32_t(maxSide - 3));
    s.grid = Grid(w, h);
    const float density = rng.uniform(0.0f, 0.3f);
    for (int32_t y = 0; y < h; ++y)
        for (int32_t x = 0; x < w; ++x) s.grid.set(x, y, rng.uniform() < density);
    const uint32_t circles = rng.next() % 5;
    for (uint32_t k = 0; k < circles; ++k)
        s.circles.push_back({{rng.uniform(0.0f, float(w)), rng.uniform(0.0f, float(h))}, rng.uniform(0.1f, 1.5f)});
    return s;
}

float randomRadius(Random& rng) {
    static const float some[] = {0.05f, 0.2f, 0.35f, 0.49f, 0.5f, 0.75f, 1.0f};
    return rng.uniform() < 0.5f ? some[rng.next() % 7] : rng.uniform(0.02f, 0.9f);
}

Vec2 randomPoint(Random& rng, const Grid& g) {
    return {rng.uniform(0.0f, float(g.width())), rng.uniform(0.0f, float(g.height()))};
}

/// A start in the left third and a goal in the right third, so that most routes have something to go round.
std::pair<Vec2, Vec2> apart(Random& rng, const Grid& g) {
    const float w = float(g.width()), h = float(g.height());
    return {{rng.uniform(0.0f, w / 3.0f), rng.uniform(0.0f, h)},
            {rng.uniform(2.0f * w / 3.0f, w), rng.uniform(0.0f, h)}};
}

/// Every line of the route keeps its radius clear (the first from the start and the last to the goal with
/// the room there, as the planner plans them), by the brute-force test; and its length is the sum of its lines.
void expectClearAndMeasured(const Scene& s, Vec2 from, const Route& route, float r, float startR, float goalR) {
    ASSERT_FALSE(route.waypoints.empty());
    Vec2 at = from;
    for (size_t k = 0; k < route.waypoints.size(); ++k) {
        float radius = r;
        if (k == 0) radius = std::fmin(radius, startR);
        if (k + 1 == route.waypoints.size()) radius = std::fmin(radius, goalR);
        EXPECT_TRUE(oracle::clear(s.grid, s.circles, at, route.waypoints[k], radius))
            << "line " << k << " from (" << at.x << ", " << at.y << ") to (" << route.waypoints[k].x << ", "
            << route.waypoints[k].y << ") radius " << radius;
        at = route.waypoints[k];
    }
    EXPECT_NEAR(polylineLength(from, route.waypoints), route.length, 1e-6 * (1.0 + route.length));
}

/// The radius of the lines from / to an end point, as the planner takes it (planner.cpp, endpoints()).
float room(const Scene& s, Vec2 p, float r) {
    const double c = std::fmin(double(r), oracle::segmentClearance(s.grid, s.circles, p, p));
    return float(c) >= r ? r : 0.999f * float(c);
}

}  // namespace

TEST(RouteClearance, CapsuleTestMatchesTheBruteForceOneOnRandomSegments) {
    Random rng(41);
    int blocked = 0, clear = 0;
    for (int n = 0; n < 3000; ++n) {
        const Scene s = randomScene(rng, 16);
        const Vec2 a = randomPoint(rng, s.grid);
        // Short and long segments (over the 4-unit pieces), and points.
        const Vec2 b = n % 10 == 0 ? a : randomPoint(rng, s.grid);
        const float r = randomRadius(rng);
        const bool expected = oracle::clear(s.grid, s.circles, a, b, r);
        EXPECT_EQ(capsuleClear(s.obstacles(), a, b, r), expected)
            << "segment (" << a.x << ", " << a.y << ") to (" << b.x << ", " << b.y << ") radius " << r;
        (expected ? clear : blocked) += 1;
        const float room = pointClearance(s.obstacles(), a, 2.0f);
        EXPECT_NEAR(room, std::fmin(2.0, oracle::segmentClearance(s.grid, s.circles, a, a)), 1e-5);
    }
    EXPECT_GT(clear, 300);  // both answers are well represented
    EXPECT_GT(blocked, 300);
}

TEST(RouteClearance, ABodyOnTheMiddleLineOfAGapExactlyItsWidthIsClearAndCornersAreNeverCut) {
    Grid g(6, 5);
    for (int32_t y = 0; y < 5; ++y) g.set(1, y, y != 2 && y != 3), g.set(4, y, true);
    const std::vector<Circle> none;
    const Obstacles o{g, none};
    // Cells x = 2 and 3 are free between walls at x = 2 and x = 4: a radius of 1 fits exactly on x = 3.
    EXPECT_TRUE(capsuleClear(o, {3.0f, 0.5f + 1.0f}, {3.0f, 3.5f}, 1.0f));
    EXPECT_FALSE(capsuleClear(o, {3.0f, 1.5f}, {3.0f, 3.5f}, 1.0001f));
    // Two blocked cells meeting at a corner: the diagonal through that corner is not clear for any radius.
    Grid c(2, 2);
    c.set(1, 0, true), c.set(0, 1, true);
    const Obstacles oc{c, none};
    EXPECT_FALSE(capsuleClear(oc, {0.5f, 0.5f}, {1.5f, 1.5f}, 0.01f));
}

TEST(Route, GridLengthIsTheBruteForceShortestPathOnRandomWorlds) {
    Random rng(4101);
    RoutePlanner planner;
    Route route;
    int found = 0, none = 0, direct = 0;
    for (int n = 0; n < 400; ++n) {
        const Scene s = randomScene(rng);
        const float r = randomRadius(rng);
        const auto [from, to] = apart(rng, s.grid);
        bool straight = false;
        const double expected = oracle::shortestRoute(s.grid, s.circles, from, to, r, &straight);
        planner.plan(s.obstacles(), uint64_t(n), RouteKind::Grid, from, to, r, route);
        SCOPED_TRACE("world " + std::to_string(n) + ", radius " + std::to_string(r));
        if (std::isinf(expected)) {
            EXPECT_FALSE(route.found()) << routeStatusName(route.status);
            EXPECT_TRUE(route.waypoints.empty());
            ++none;
            continue;
        }
        ASSERT_TRUE(route.found()) << routeStatusName(route.status) << ", expected " << expected;
        EXPECT_NEAR(route.length, expected, 1e-9 * (1.0 + expected));
        expectClearAndMeasured(s, from, route, r, room(s, from, r), room(s, to, r));
        ++found;
        direct += straight ? 1 : 0;
    }
    std::printf("[ figure ] %d routes (%d of them one straight line), %d without\n", found, direct, none);
    EXPECT_GT(found - direct, 80);  // routes round obstacles, not only straight lines
    EXPECT_GT(none, 40);
}

TEST(Route, AnyAngleIsNeverLongerThanTheGridRouteAndEveryLineIsClear) {
    Random rng(4102);
    RoutePlanner planner;
    Route grid, any;
    int shorter = 0, routes = 0;
    for (int n = 0; n < 1000; ++n) {
        const Scene s = randomScene(rng);
        const float r = randomRadius(rng);
        const auto [from, to] = apart(rng, s.grid);
        planner.plan(s.obstacles(), uint64_t(n), RouteKind::Grid, from, to, r, grid);
        planner.plan(s.obstacles(), uint64_t(n), RouteKind::AnyAngle, from, to, r, any);
        SCOPED_TRACE("world " + std::to_string(n) + ", radius " + std::to_string(r));
        ASSERT_EQ(any.status, grid.status);
        if (!grid.found()) continue;
        EXPECT_LE(any.length, grid.length + 1e-9 * (1.0 + grid.length));
        EXPECT_GE(any.length, RoutePlanner::distance(from, to) - 1e-9);
        expectClearAndMeasured(s, from, any, r, room(s, from, r), room(s, to, r));
        ++routes;
        shorter += any.length < grid.length - 1e-6 ? 1 : 0;
    }
    std::printf("[ figure ] %d routes, %d shorter any-angle\n", routes, shorter);
    EXPECT_GT(routes, 300);
    EXPECT_GT(shorter, 150);  // and it is shorter where it can be
}

TEST(Route, GridRouteBetweenCellCentresIsTheMovingAIOptimum) {
    // No circles and a body under half a cell: the lattice is the cell centres and its edges the octile moves.
    OctileDistance octile;
    RoutePlanner planner;
    Route route;
    size_t checked = 0, straight = 0;
    const std::vector<Circle> none;
    uint64_t version = 0;  // a new one for each map: the planner keeps what it learnt of a map's cells
    for (const movingai_data::Pair& p : movingai_data::pairs()) {
        const movingai_data::Loaded loaded = movingai_data::load(p);
        ASSERT_TRUE(loaded.map.ok() && loaded.scen.ok()) << p.map;
        const Obstacles o{loaded.map.grid, none};
        ++version;
        for (size_t k = 0; k < loaded.scen.problems.size(); k += 3) {
            const ScenProblem& q = loaded.scen.problems[k];
            const double optimum = octile.between(loaded.map.grid, q.start, q.goal);
            const Vec2 from(float(q.start.x) + 0.5f, float(q.start.y) + 0.5f),
                to(float(q.goal.x) + 0.5f, float(q.goal.y) + 0.5f);
            planner.plan(o, version, RouteKind::Grid, from, to, 0.35f, route);
            if (optimum < 0.0) {
                EXPECT_FALSE(route.found());
                continue;
            }
            ASSERT_TRUE(route.found()) << p.scen << " line " << q.line;
            // Where start and goal see each other the route is that line (shorter than the octile optimum).
            if (capsuleClear(o, from, to, 0.35f)) {
                EXPECT_EQ(route.waypoints.size(), 1u);
                EXPECT_LE(route.length, optimum + 1e-9);
                ++straight;
            } else {
                EXPECT_NEAR(route.length, optimum, 1e-9 * (1.0 + optimum)) << p.scen << " line " << q.line;
                ++checked;
            }
        }
    }
    EXPECT_GT(checked, 300u);
    EXPECT_GT(straight, 10u);
}

TEST(Route, AnUnreachableGoalIsSaidSoAfterSearchingWhatCanBeReached) {
    // A 512 x 512 world cut in two by a wall: the search covers the start's half and stops.
    Grid g(512, 512);
    for (int32_t y = 0; y < 512; ++y) g.set(256, y, true);
    const std::vector<Circle> none;
    const Obstacles o{g, none};
    RoutePlanner planner;
    Route route;
    for (const RouteKind kind : {RouteKind::Grid, RouteKind::AnyAngle}) {
        planner.plan(o, 1, kind, {10.5f, 10.5f}, {500.5f, 400.5f}, 0.35f, route);
        EXPECT_EQ(route.status, RouteStatus::Unreachable) << routeKindName(kind);
        EXPECT_TRUE(route.waypoints.empty());
        EXPECT_EQ(route.expanded, 256u * 512u) << routeKindName(kind);  // every cell of the start's half
    }
    // A body too wide for the only gap.
    Grid gap(20, 9);
    for (int32_t y = 0; y < 9; ++y) gap.set(10, y, y != 4);
    const Obstacles og{gap, none};
    planner.plan(og, 2, RouteKind::Grid, {3.5f, 4.5f}, {16.5f, 4.5f}, 0.45f, route);
    EXPECT_TRUE(route.found());
    planner.plan(og, 2, RouteKind::Grid, {3.5f, 4.5f}, {16.5f, 4.5f}, 0.55f, route);
    EXPECT_EQ(route.status, RouteStatus::Unreachable);
}

TEST(Route, AStartOrGoalInsideAnObstacleIsNamed) {
    Grid g(10, 10);
    g.set(5, 5, true);
    const std::vector<Circle> circles{{{2.0f, 2.0f}, 1.0f}};
    const Obstacles o{g, circles};
    RoutePlanner planner;
    Route route;
    planner.plan(o, 1, RouteKind::Grid, {5.5f, 5.5f}, {8.5f, 8.5f}, 0.35f, route);
    EXPECT_EQ(route.status, RouteStatus::StartBlocked);
    planner.plan(o, 1, RouteKind::AnyAngle, {8.5f, 8.5f}, {2.2f, 2.1f}, 0.35f, route);
    EXPECT_EQ(route.status, RouteStatus::GoalBlocked);
    // Touching a wall is not inside it: the first line is planned with the room there.
    planner.plan(o, 1, RouteKind::Grid, {4.8f, 5.5f}, {8.5f, 8.5f}, 0.35f, route);
    EXPECT_TRUE(route.found()) << routeStatusName(route.status);
}

TEST(Route, IsTheSameOnEveryRunFreshOrWarmAndInAnyOrder) {
    Random rng(4103);
    std::vector<Scene> scenes;
    for (int n = 0; n < 60; ++n) scenes.push_back(randomScene(rng, 40));
    struct Query {
        size_t scene;
        Vec2 from, to;
        float r;
        RouteKind kind;
    };
    std::vector<Query> queries;
    for (int n = 0; n < 240; ++n) {
        const size_t k = rng.next() % scenes.size();
        queries.push_back({k, randomPoint(rng, scenes[k].grid), randomPoint(rng, scenes[k].grid), randomRadius(rng),
                           n % 2 ? RouteKind::Grid : RouteKind::AnyAngle});
    }
    RoutePlanner warm;
    Route a, b;
    for (size_t n = 0; n < queries.size(); ++n) {
        const Query& q = queries[n];
        const Query& other = queries[queries.size() - 1 - n];
        warm.plan(scenes[other.scene].obstacles(), other.scene, other.kind, other.from, other.to, other.r, b);
        warm.plan(scenes[q.scene].obstacles(), q.scene, q.kind, q.from, q.to, q.r, a);
        RoutePlanner fresh;
        fresh.plan(scenes[q.scene].obstacles(), 0, q.kind, q.from, q.to, q.r, b);
        ASSERT_EQ(a.status, b.status);
        EXPECT_EQ(a.length, b.length);
        EXPECT_EQ(a.expanded, b.expanded);
        ASSERT_EQ(a.waypoints.size(), b.waypoints.size());
        for (size_t k = 0; k < a.waypoints.size(); ++k) EXPECT_EQ(a.waypoints[k], b.waypoints[k]);
    }
}
