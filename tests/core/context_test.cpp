#include <gtest/gtest.h>

#include <cmath>

#include "settings_by_name.hpp"
#include "sidestep/behaviors/context.hpp"
#include "sidestep/behaviors/params.hpp"
#include "sidestep/geometry/path.hpp"
#include "sidestep/geometry/trig.hpp"
#include "sidestep/world/world.hpp"

using namespace sidestep;

namespace {

void expectVec(Vec2 a, Vec2 b, float tol = 1e-5f) {
    EXPECT_NEAR(a.x, b.x, tol);
    EXPECT_NEAR(a.y, b.y, tol);
}

Agent contextAgent(Vec2 p, Vec2 v, Vec2 goal, uint32_t rays, float lookAhead = 4.0f) {
    AgentDef d;
    d.behavior = Behavior::Context;
    d.start = p;
    d.goal = goal;
    d.radius = 0.4f;
    d.maxSpeed = 3.0f;
    d.maxAccel = 1000.0f;
    d.params = defaultParams(Behavior::Context);
    test::setParam(d, "rays", float(rays));
    test::setParam(d, "lookAhead", lookAhead);
    test::setParam(d, "steerForce", 0.1f);
    test::setParam(d, "danger", 0.0f);     // mask, the article's base rule
    test::setParam(d, "avoidance", 0.0f);  // no avoidance
    d.hasParams = true;
    Agent a = makeAgent(d);
    a.velocity = v;
    return a;
}

struct Scene {
    Grid grid{20, 20};
    std::vector<Circle> circles;
    std::vector<Path> paths;
    std::vector<Vec2> targets;
    std::vector<Agent> agents;
    AgentIndex index;
    ContextRecord map;
    std::vector<float> gaps;  // none known: every ray start is asked whether it is inside
    SteeringRecord decide(float dt = 0.02f) {
        index.build(agents, grid.width(), grid.height());
        const Obstacles obstacles{grid, circles};
        return steerContext(Surroundings{agents, obstacles, paths, targets, index, gaps}, 0, dt, map);
    }
};

}  // namespace

// ---- paths --------------------------------------------------------------------------------------

TEST(Path, ClosestPointAndTangentOnASegmentAreExact) {
    const Path p{{{0, 0}, {4, 0}, {4, 3}}, false};
    const PathProjection q = project(p, {1.5f, -2.0f});
    ASSERT_TRUE(q.valid);
    expectVec(q.point, {1.5f, 0.0f});
    expectVec(q.tangent, {1.0f, 0.0f});
    EXPECT_EQ(q.segment, 0);
    EXPECT_FLOAT_EQ(q.along, 1.5f);
    EXPECT_FLOAT_EQ(q.distance, 2.0f);
    EXPECT_FLOAT_EQ(q.length, 7.0f);
}

TEST(Path, AtAVertexTheTangentIsThatOfTheSegmentEndingThere) {
    const Path p{{{0, 0}, {4, 0}, {4, 3}}, false};
    const PathProjection q = project(p, {5.0f, -1.0f});  // beyond the corner: equally near both segments' end
    expectVec(q.point, {4.0f, 0.0f});
    EXPECT_EQ(q.segment, 0);
    expectVec(q.tangent, {1.0f, 0.0f});
    EXPECT_FLOAT_EQ(q.along, 4.0f);
    const PathProjection later = project(p, {5.0f, 1.0f});  // beside the second segment
    EXPECT_EQ(later.segment, 1);
    expectVec(later.tangent, {0.0f, 1.0f});
    EXPECT_FLOAT_EQ(later.along, 5.0f);
}

TEST(Path, AClosedLoopIncludesItsClosingSegment) {
    const Path loop{{{0, 0}, {4, 0}, {4, 4}, {0, 4}}, true};
    const PathProjection q = project(loop, {-1.0f, 2.0f});
    EXPECT_EQ(q.segment, 3);
    expectVec(q.point, {0.0f, 2.0f});
    expectVec(q.tangent, {0.0f, -1.0f});
    EXPECT_FLOAT_EQ(q.along, 14.0f);
    EXPECT_FLOAT_EQ(q.length, 16.0f);
    const Path open{{{0, 0}, {4, 0}, {4, 4}, {0, 4}}, false};
    EXPECT_EQ(project(open, {-1.0f, 2.0f}).segment, 0) << "without the closing segment the nearest is (0, 0)";
}

TEST(Path, DegeneratePathsAndSegmentsAreSkipped) {
    EXPECT_FALSE(project(Path{{{1, 1}}, false}, {0, 0}).valid);
    EXPECT_FALSE(project(Path{{{1, 1}, {1, 1}}, true}, {0, 0}).valid);
    const PathProjection q = project(Path{{{0, 0}, {0, 0}, {2, 0}}, false}, {1.0f, 1.0f});
    EXPECT_EQ(q.segment, 1);
    expectVec(q.tangent, {1.0f, 0.0f});
}

// ---- the context map (docs/algorithms/context.md) ------------------------------------------------------------

TEST(Context, InterestIsTheClampedDotOfEachSlotWithTheGoalDirection) {
    Scene s;
    s.agents.push_back(contextAgent({5, 5}, {1, 0}, {15, 15}, 4));  // goal down-right at 45 degrees
    s.decide();
    ASSERT_EQ(s.map.slots, 4u);
    EXPECT_EQ(s.map.source, InterestSource::Goal);
    // Slots at 0, 90, 180, 270 degrees from the heading (+x): +x, +y (down), -x, -y.
    const float h = std::sqrt(0.5f);
    EXPECT_NEAR(s.map.interest[0], h, 1e-6f);
    EXPECT_NEAR(s.map.interest[1], h, 1e-6f);
    EXPECT_FLOAT_EQ(s.map.interest[2], 0.0f);
    EXPECT_FLOAT_EQ(s.map.interest[3], 0.0f);
    expectVec(s.map.chosen, {h, h}, 1e-6f);
}

TEST(Context, DangerMasksTheSlotAndTheChoiceTurnsAway) {
    Scene s;
    for (int y = 0; y < 20; ++y) s.grid.set(7, y, true);  // a wall 2 units ahead
    s.agents.push_back(contextAgent({5, 5}, {1, 0}, {15, 7}, 8));
    s.decide();
    EXPECT_FLOAT_EQ(s.map.danger[0], 1.0f);
    EXPECT_FLOAT_EQ(s.map.hit[0], 2.0f);
    EXPECT_FLOAT_EQ(s.map.interest[0], 0.0f);
    EXPECT_GT(s.map.rawInterest[0], 0.9f);
    EXPECT_GT(s.map.chosen.y, 0.0f) << "toward the goal's side of the wall";
}

TEST(Context, DangerByDistanceSubtractsAScoreInsteadOfMasking) {
    Scene s;
    for (int y = 0; y < 20; ++y) s.grid.set(8, y, true);  // 3 units ahead
    Agent a = contextAgent({5, 5}, {1, 0}, {15, 5}, 8);
    test::setParam(a, "danger", 1.0f);  // distance
    s.agents.push_back(a);
    s.decide();
    EXPECT_FLOAT_EQ(s.map.danger[0], 1.0f - 3.0f / 4.0f);
    EXPECT_FLOAT_EQ(s.map.interest[0], 1.0f - 0.25f);
}

TEST(Context, AvoidanceAddsDangerToTheOppositeSlot) {
    Scene s;
    for (int y = 0; y < 20; ++y) s.grid.set(7, y, true);
    Agent a = contextAgent({5, 5}, {1, 0}, {15, 5}, 8);
    test::setParam(a, "avoidance", 1.0f);
    s.agents.push_back(a);
    s.decide();
    EXPECT_FLOAT_EQ(s.map.danger[0], 1.0f);
    EXPECT_FLOAT_EQ(s.map.rawInterest[4], 0.0f);
    EXPECT_FLOAT_EQ(s.map.interest[4], 1.0f) << "slot 4 is opposite slot 0 of 8";
}

TEST(Context, WhenDangerMasksEveryInterestingSlotItBrakesAndSaysSo) {
    Scene s;
    // A dead end: walls on three sides close around it, the goal straight through the end wall.
    for (int y = 3; y <= 7; ++y) s.grid.set(7, y, true);
    for (int x = 2; x <= 7; ++x) s.grid.set(x, 3, true), s.grid.set(x, 7, true);
    Agent a = contextAgent({5.5f, 5.0f}, {2, 0}, {15, 5}, 8);
    s.agents.push_back(a);
    const SteeringRecord r = s.decide(0.02f);
    EXPECT_EQ(s.map.allMasked, 1u);
    expectVec(s.map.chosen, {0.0f, 0.0f});
    expectVec(s.map.desiredVelocity, {0.0f, 0.0f});
    // velocity moves toward zero by steerForce (0.1) this step: acceleration -v * 0.1 / dt.
    expectVec(r.acceleration, {-2.0f * 0.1f / 0.02f, 0.0f}, 1e-4f);
    EXPECT_TRUE(std::isfinite(r.acceleration.x) && std::isfinite(r.acceleration.y));
}

TEST(Context, AMirroredSceneGivesAMirroredChoice) {
    Scene top, bottom;
    top.circles.push_back({{8.0f, 4.2f}, 1.0f});
    bottom.circles.push_back({{8.0f, 5.8f}, 1.0f});
    top.agents.push_back(contextAgent({5, 5}, {1, 0}, {15, 5}, 16));
    bottom.agents.push_back(contextAgent({5, 5}, {1, 0}, {15, 5}, 16));
    top.decide();
    bottom.decide();
    EXPECT_NEAR(top.map.chosen.x, bottom.map.chosen.x, 1e-6f);
    EXPECT_NEAR(top.map.chosen.y, -bottom.map.chosen.y, 1e-6f);
    for (uint32_t k = 1; k < 16; ++k) EXPECT_FLOAT_EQ(top.map.danger[k], bottom.map.danger[16 - k]) << k;
}

TEST(Context, OneRayAndSixtyFourRaysBothWork) {
    Scene one, many;
    one.agents.push_back(contextAgent({5, 5}, {1, 0}, {15, 5}, 1));
    many.agents.push_back(contextAgent({5, 5}, {1, 0}, {15, 5}, 64));
    one.decide();
    many.decide();
    EXPECT_EQ(one.map.slots, 1u);
    expectVec(one.map.chosen, {1.0f, 0.0f});
    EXPECT_EQ(many.map.slots, 64u);
    expectVec(many.map.chosen, {1.0f, 0.0f}, 1e-5f);
}

TEST(Context, NoNaNAtRestOnTheGoalOrInsideAnObstacle) {
    Scene s;
    s.circles.push_back({{5.0f, 5.0f}, 2.0f});
    s.agents.push_back(contextAgent({5, 5}, {0, 0}, {5, 5}, 8));
    const SteeringRecord r = s.decide();
    EXPECT_TRUE(std::isfinite(r.acceleration.x) && std::isfinite(r.acceleration.y));
    EXPECT_EQ(s.map.source, InterestSource::Forward);
}

TEST(Context, FollowsThePathTangentAndCountsLaps) {
    World w(20, 20);
    std::vector<Vec2> loop;
    for (int k = 0; k < 32; ++k) {
        float sn, cs;
        sinCos(float(k) * 2.0f * 3.14159265f / 32.0f, sn, cs);
        loop.push_back({10.0f + 6.0f * cs, 10.0f + 6.0f * sn});
    }
    ASSERT_TRUE(w.addPath(loop, true).ok());
    AgentDef d;
    d.behavior = Behavior::Context;
    d.start = {16.0f, 10.0f};
    d.goal = {16.0f, 10.0f};
    d.path = 0;
    d.maxSpeed = 4.0f;
    ASSERT_TRUE(w.addAgent(d).ok());
    SimConfig c;
    c.maxSteps = 2000;
    w.setConfig(c);
    w.reset();
    w.refreshDecisions();
    ASSERT_NE(w.contextMapOf(0), nullptr);
    EXPECT_EQ(w.contextMapOf(0)->source, InterestSource::Path);
    // On the first vertex: the tangent of segment 0, the chord to the next point (clockwise on screen).
    expectVec(w.contextMapOf(0)->desiredDirection, glm::normalize(loop[1] - loop[0]), 1e-5f);
    w.run(2000);
    // 2000 steps * 0.02 s * up to 4 u/s = at most 160 units round a 37.6-unit loop (a little longer as
    // followed, since it runs outside the chords): 3 or 4 laps, and the count matches the distance.
    const Agent& a = w.agents()[0];
    EXPECT_GE(a.laps, 3);
    EXPECT_LE(a.laps, 4);
    EXPECT_LE(float(a.laps) * 37.6f, a.pathLength);
    EXPECT_EQ(w.agents()[0].stop, StopReason::MaxSteps) << "path followers race on";
}

TEST(Context, SpeedSpreadIsDrawnFromTheScenarioSeed) {
    auto speeds = [](uint64_t seed) {
        World w(10, 10);
        SimConfig c;
        c.seed = seed;
        w.setConfig(c);
        for (int i = 0; i < 4; ++i) {
            AgentDef d;
            d.behavior = Behavior::Context;
            d.start = d.goal = {5.0f, 5.0f};
            d.params = defaultParams(Behavior::Context);
            test::setParam(d, "speedSpread", 0.5f);
            d.hasParams = true;
            w.addAgent(d);
        }
        w.reset();
        std::vector<float> out;
        for (const Agent& a : w.agents()) out.push_back(a.speedScale);
        return out;
    };
    EXPECT_EQ(speeds(1), speeds(1));
    EXPECT_NE(speeds(1), speeds(2));
    for (float s : speeds(3)) EXPECT_TRUE(s >= 0.5f && s <= 1.0f);
}
