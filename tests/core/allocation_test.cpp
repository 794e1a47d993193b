// A step allocates nothing once a scene is loaded and has run a few steps, with any number of threads: every
// scratch buffer keeps its capacity, and each worker thread's scratch is made before the steps that use it
// (whichever worker takes whichever agents). Checked with a counting allocator that replaces the global
// operator new of this test program, with 1, 2 and 4 threads (every agent split off, however few).
#include <gtest/gtest.h>

#include <atomic>
#include <cstdlib>
#include <new>

#include "settings_by_name.hpp"
#include "sidestep/behaviors/params.hpp"
#include "sidestep/geometry/trig.hpp"
#include "sidestep/io/scenario.hpp"
#include "sidestep/route/planner.hpp"
#include "sidestep/world/random.hpp"
#include "sidestep/world/workers.hpp"

namespace {
std::atomic<long> allocations{0};
}  // namespace

void* operator new(std::size_t size) {
    ++allocations;
    if (void* p = std::malloc(size ? size : 1)) return p;
    throw std::bad_alloc();
}
void* operator new[](std::size_t size) { return operator new(size); }
void operator delete(void* p) noexcept { std::free(p); }
void operator delete[](void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t) noexcept { std::free(p); }
void operator delete[](void* p, std::size_t) noexcept { std::free(p); }

using namespace sidestep;

namespace {

/// Each test with 1, 2 and 4 threads; the shared pool back to one thread after each.
class Allocation : public ::testing::TestWithParam<unsigned> {
protected:
    void SetUp() override { ASSERT_EQ(setThreads(GetParam(), 1), GetParam()); }
    void TearDown() override { setThreads(1); }
};

}  // namespace

TEST_P(Allocation, AStepAllocatesNothingOnceTheSceneHasRun) {
    Random rng(11);
    Scenario s;
    s.grid = Grid(64, 64);
    for (int y = 0; y < 64; ++y)
        for (int x = 0; x < 64; ++x) s.grid.set(x, y, rng.uniform() < 0.05f);
    for (int i = 0; i < 60; ++i)
        s.circles.push_back({{rng.uniform(2, 62), rng.uniform(2, 62)}, rng.uniform(0.3f, 1.5f)});
    const Behavior behaviors[] = {Behavior::Seek,    Behavior::Whiskers, Behavior::Feelers, Behavior::Raycast,
                                  Behavior::Context, Behavior::Greedy,   Behavior::Nproxy,  Behavior::Orca};
    for (int i = 0; i < 160; ++i) {
        AgentDef d;
        d.behavior = behaviors[i % 8];
        const bool grid = kindOf(d.behavior) == AgentKind::Grid;
        d.start =
            grid ? Vec2(float(rng.next() % 64), float(rng.next() % 64)) : Vec2(rng.uniform(1, 63), rng.uniform(1, 63));
        d.goal =
            grid ? Vec2(float(rng.next() % 64), float(rng.next() % 64)) : Vec2(rng.uniform(1, 63), rng.uniform(1, 63));
        d.avoidAgents = !grid && d.behavior != Behavior::Orca && i % 2 == 0;
        if (d.behavior == Behavior::Context) {
            d.params = defaultParams(d.behavior);
            test::setParam(d, "seeAgents", 1.0f);
            d.hasParams = true;
        }
        s.agents.push_back(d);
    }
    s.sim.maxSteps = 100000;
    World w = buildWorld(s);
    w.run(20);  // buffers reach their size
    const long before = allocations.load();
    w.run(200);
    EXPECT_EQ(w.stepCount(), 220u) << "the scene kept running";
    EXPECT_EQ(allocations.load() - before, 0) << "allocations in 200 steps";
}

TEST_P(Allocation, FeelersOverTerrainAllocateNothingPerStep) {
    // Hills, low walls and low circles: the feelers sense in 3D every step.
    Random rng(5);
    Scenario s;
    s.grid = Grid(48, 48);
    for (int y = 0; y < 48; ++y)
        for (int x = 0; x < 48; ++x) s.grid.set(x, y, rng.uniform() < 0.03f);
    for (int y = 0; y <= 48; ++y)
        for (int x = 0; x <= 48; ++x) s.terrain.push_back(float((x * 7 + y * 3) % 11) * 0.1f);
    s.wallHeight = 0.7f;
    for (int i = 0; i < 40; ++i)
        s.circles.push_back({{rng.uniform(2, 46), rng.uniform(2, 46)}, rng.uniform(0.3f, 1.0f), i % 2 ? 0.6f : kTall});
    for (int i = 0; i < 50; ++i) {
        AgentDef d;
        d.behavior = Behavior::Feelers;
        d.start = {rng.uniform(1, 47), rng.uniform(1, 47)};
        d.goal = {rng.uniform(1, 47), rng.uniform(1, 47)};
        d.params = defaultParams(d.behavior);
        test::setParam(d, "slope", float(i % 2));  // on and off
        d.hasParams = true;
        s.agents.push_back(d);
    }
    s.sim.maxSteps = 100000;
    World w = buildWorld(s);
    ASSERT_TRUE(w.hasRelief());
    w.run(20);
    const long before = allocations.load();
    w.run(200);
    EXPECT_EQ(w.stepCount(), 220u);
    EXPECT_EQ(allocations.load() - before, 0) << "allocations in 200 steps";
}

TEST_P(Allocation, AnOrcaCrowdStepsWithoutAllocating) {
    // RVO2's Circle scaled down: 60 orca agents through one point, with walls and circles about, so that
    // every part runs (outline edges, circles, neighbours, the 2D program and its fallback).
    Scenario s;
    s.grid = Grid(80, 80);
    for (int y = 30; y < 33; ++y)
        for (int x = 24; x < 27; ++x) s.grid.set(x, y, true);
    s.circles.push_back({{55.0f, 45.0f}, 2.0f});
    for (int i = 0; i < 60; ++i) {
        AgentDef d;
        d.behavior = Behavior::Orca;
        const float angle = float(i) * 6.2831853f / 60.0f;
        float sn, cs;
        sinCos(angle, sn, cs);
        d.start = Vec2(40.0f + 30.0f * cs, 40.0f + 30.0f * sn);
        d.goal = Vec2(80.0f, 80.0f) - d.start;
        d.radius = 1.0f;
        s.agents.push_back(d);
    }
    s.sim.dt = 0.1f;
    s.sim.maxSteps = 100000;
    World w = buildWorld(s);
    w.run(20);
    const long before = allocations.load();
    int fallbacks = 0, walls = 0;
    for (int k = 0; k < 300; ++k) {
        w.step();
        w.refreshDecisions();
        for (const OrcaRecord& r : w.orcaRecords()) {
            fallbacks += r.outcome == OrcaOutcome::Fallback ? 1 : 0;
            walls += r.obstacleLineCount > 0 ? 1 : 0;
        }
    }
    EXPECT_EQ(w.stepCount(), 320u);
    EXPECT_EQ(allocations.load() - before, 0) << "allocations in 300 steps";
    EXPECT_GT(fallbacks, 0) << "the 3D program ran";
    EXPECT_GT(walls, 0) << "obstacle half-planes were made";
}

TEST_P(Allocation, AgentsFollowingRoutesStepWithoutAllocatingOncePlanned) {
    // Whiskers and orca agents on both planners crossing a field of blocked cells and circles: every route is
    // planned before the first step; following them (the waypoint in view, the distance to the leg, what is
    // left) allocates nothing. sim.offRoute is large, so that no one plans again (a longer route may grow).
    Random rng(4141);
    Scenario s;
    s.grid = Grid(64, 64);
    for (int y = 4; y < 60; ++y)
        for (int x = 4; x < 60; ++x) s.grid.set(x, y, rng.uniform() < 0.12f);
    for (int i = 0; i < 12; ++i)
        s.circles.push_back({{rng.uniform(6, 58), rng.uniform(6, 58)}, rng.uniform(0.4f, 1.2f)});
    for (int i = 0; i < 40; ++i) {
        AgentDef d;
        d.behavior = i % 2 ? Behavior::Orca : Behavior::Whiskers;
        d.planner = uint32_t(i % 4 < 2 ? RouteKind::Grid : RouteKind::AnyAngle);
        d.start = {1.5f + float(i % 20) * 3.0f, i < 20 ? 1.5f : 62.5f};
        d.goal = {62.5f - float(i % 20) * 3.0f, i < 20 ? 62.5f : 1.5f};
        d.radius = 0.35f;
        s.agents.push_back(d);
    }
    s.sim.dt = 0.05f;
    s.sim.maxSteps = 100000;
    s.sim.offRoute = kMaxOffRoute;
    World w = buildWorld(s);
    w.run(20);
    int following = 0;
    for (const Agent& a : w.agents()) following += followsRoute(a) ? 1 : 0;
    const long before = allocations.load();
    w.run(200);
    w.refreshDecisions();
    EXPECT_EQ(w.stepCount(), 220u);
    EXPECT_EQ(allocations.load() - before, 0) << "allocations in 200 steps";
    EXPECT_GT(following, 30) << "most agents follow a route";
}

TEST(Allocation, ARoutePlannerOnceGrownPlansWithoutAllocating) {
    Random rng(41);
    Grid g(128, 128);
    for (int y = 0; y < 128; ++y)
        for (int x = 0; x < 128; ++x) g.set(x, y, rng.uniform() < 0.2f);
    std::vector<Circle> circles;
    for (int i = 0; i < 40; ++i)
        circles.push_back({{rng.uniform(2, 126), rng.uniform(2, 126)}, rng.uniform(0.3f, 1.5f)});
    const Obstacles o{g, circles};
    std::vector<std::pair<Vec2, Vec2>> queries;
    for (int i = 0; i < 60; ++i)
        queries.push_back({{rng.uniform(1, 127), rng.uniform(1, 127)}, {rng.uniform(1, 127), rng.uniform(1, 127)}});
    RoutePlanner planner;
    Route route;
    auto planAll = [&] {
        int found = 0;
        for (const RouteKind kind : {RouteKind::Grid, RouteKind::AnyAngle}) {
            for (const float radius : {0.35f, 0.8f}) {
                for (const auto& [from, to] : queries) {
                    planner.plan(o, 1, kind, from, to, radius, route);
                    found += route.found() ? 1 : 0;
                }
            }
        }
        return found;
    };
    const int grown = planAll();  // the scratch grows to the largest lattice and the longest route
    const long before = allocations.load();
    EXPECT_EQ(planAll(), grown);
    EXPECT_EQ(allocations.load() - before, 0) << "allocations in 240 plans";
    EXPECT_GT(grown, 40);
}

INSTANTIATE_TEST_SUITE_P(Threads, Allocation, ::testing::Values(1u, 2u, 4u),
                         [](const ::testing::TestParamInfo<unsigned>& info) {
                             return std::to_string(info.param) + "Threads";
                         });
