#include <gtest/gtest.h>

#include <cmath>

#include "settings_by_name.hpp"
#include "sidestep/behaviors/agent_avoidance.hpp"
#include "sidestep/behaviors/decide.hpp"
#include "sidestep/behaviors/feelers.hpp"
#include "sidestep/behaviors/params.hpp"
#include "sidestep/behaviors/wall_avoidance.hpp"
#include "sidestep/behaviors/whiskers.hpp"
#include "sidestep/geometry/trig.hpp"
#include "sidestep/route/route.hpp"
#include "sidestep/world/random.hpp"
#include "sidestep/world/world.hpp"

using namespace sidestep;

namespace {

Agent agentAt(Behavior b, Vec2 p, Vec2 v, float radius = 0.5f) {
    AgentDef d;
    d.behavior = b;
    d.start = p;
    d.goal = p + Vec2(20.0f, 0.0f);
    d.radius = radius;
    d.maxSpeed = 4.0f;
    d.maxAccel = 100.0f;
    Agent a = makeAgent(d);
    a.velocity = v;
    return a;
}

/// A 20 x 10 grid with column x = 5 blocked: a flat wall facing an agent moving +x.
Grid wallAtFive() {
    Grid g(20, 10);
    for (int y = 0; y < 10; ++y) g.set(5, y, true);
    return g;
}

void expectVec(Vec2 a, Vec2 b, float tol = 1e-5f) {
    EXPECT_NEAR(a.x, b.x, tol);
    EXPECT_NEAR(a.y, b.y, tol);
}

bool finite(Vec2 v) { return std::isfinite(v.x) && std::isfinite(v.y); }

}  // namespace

TEST(Trig, MatchesTheLibraryWithinFloatPrecisionAndIsExactAtQuarterTurns) {
    for (float a = -20.0f; a <= 20.0f; a += 0.0137f) {
        float s, c;
        sinCos(a, s, c);
        EXPECT_NEAR(s, std::sin(double(a)), 2e-7);
        EXPECT_NEAR(c, std::cos(double(a)), 2e-7);
    }
    expectVec(rotate({1.0f, 0.0f}, kPi / 2), {0.0f, 1.0f}, 1e-7f);  // clockwise on screen (y down)
}

// ---- whiskers (docs/algorithms/whiskers.md) --------------------------------------------------------------------

TEST(Whiskers, EmergencyIsOneMinusHitDistanceOverRayLength) {
    const Grid g = wallAtFive();
    const Agent a = agentAt(Behavior::Whiskers, {2.0f, 5.0f}, {1.0f, 0.0f});
    const SteeringRecord r = steerWhiskers(a, {4.0f, 12.0f, 8.0f}, Obstacles{g, {}}, Vec2(0.0f), 0.02f);
    ASSERT_EQ(r.rayCount, 2u);
    // Rays from the body's sides (2, 5 +- 0.5) along +x hit the wall at x = 5: d = 3, T = 1 - 3/4.
    expectVec(r.rays[0].start, {2.0f, 5.5f});
    expectVec(r.rays[1].start, {2.0f, 4.5f});
    EXPECT_FLOAT_EQ(r.rays[0].distance, 3.0f);
    EXPECT_FLOAT_EQ(r.rays[0].value, 0.25f);
    EXPECT_FLOAT_EQ(r.rays[1].value, 0.25f);
}

TEST(Whiskers, HeadOnTiesGoToTheFirstRaySoItSteersLeftWithLinearSteerAndQuadraticBrake) {
    const Grid g = wallAtFive();
    const Agent a = agentAt(Behavior::Whiskers, {2.0f, 5.0f}, {1.0f, 0.0f});
    const SteeringRecord r = steerWhiskers(a, {4.0f, 12.0f, 8.0f}, Obstacles{g, {}}, Vec2(0.0f), 0.02f);
    EXPECT_EQ(r.rule, SteeringRule::Whiskers);
    EXPECT_EQ(r.chosenRay, 0) << "the right-hand ray (p + r*s) comes first";
    expectVec(r.steer, {0.0f, -12.0f * 0.25f});         // away from the right side: up on screen, MAX_STEER * T
    expectVec(r.brake, {-8.0f * 0.25f * 0.25f, 0.0f});  // against the heading, MAX_BRAKE * T^2
    EXPECT_FLOAT_EQ(r.emergency, 0.25f);
}

TEST(Whiskers, SteersAwayFromTheSideWithTheHigherEmergency) {
    const Grid g(20, 10);
    // A circle in front of the left ray only (the left side is y - 0.5 on screen for heading +x).
    const std::vector<Circle> circles{{{4.0f, 4.2f}, 0.5f}};
    const Agent a = agentAt(Behavior::Whiskers, {2.0f, 5.0f}, {2.0f, 0.0f});
    const SteeringRecord r = steerWhiskers(a, {4.0f, 12.0f, 8.0f}, Obstacles{g, circles}, Vec2(0.0f), 0.02f);
    EXPECT_FALSE(r.rays[0].hit);
    ASSERT_TRUE(r.rays[1].hit);
    EXPECT_EQ(r.chosenRay, 1);
    // The left ray (y = 4.5) enters the circle where (x - 4)^2 + 0.3^2 = 0.25: x = 4 - 0.4 = 3.6, d = 1.6.
    EXPECT_NEAR(r.rays[1].distance, 1.6f, 1e-5f);
    const float T = 1.0f - 1.6f / 4.0f;
    expectVec(r.steer, {0.0f, 12.0f * T}, 1e-4f);  // toward the right-hand side
    expectVec(r.brake, {-8.0f * T * T, 0.0f}, 1e-4f);
}

TEST(Whiskers, OnARouteTheRaysSeeOnlyTheCorridorItsBodySweepsToItsWaypoint) {
    // Heading +x at (2, 5) with the column x = 5 blocked 3 u ahead. Its route's leg turns toward (2.5, 9.5),
    // round the wall (which the route keeps clear): the rays stop where they leave that leg's corridor, before the
    // wall. A leg straight at the wall (a wall the route did not know, or one it was pushed toward) is seen.
    const Grid g = wallAtFive();
    const Obstacles o{g, {}};
    Agent a = agentAt(Behavior::Whiskers, {2.0f, 5.0f}, {1.0f, 0.0f});
    a.planner = uint32_t(RouteKind::AnyAngle);
    a.routeWaypoints = 2;
    a.aim = {2.5f, 9.5f};
    const WhiskerParams p{4.0f, 12.0f, 8.0f};
    const SteeringRecord round = steerWhiskers(a, p, o, Vec2(0.0f), 0.02f);
    EXPECT_FALSE(round.rays[0].hit || round.rays[1].hit);
    EXPECT_LT(round.rays[0].length, 3.0f);
    EXPECT_LT(round.rays[1].length, 3.0f);
    a.aim = {8.0f, 5.0f};  // beyond the wall, in line with it: the wall stands in the corridor
    const SteeringRecord into = steerWhiskers(a, p, o, Vec2(0.0f), 0.02f);
    EXPECT_TRUE(into.rays[0].hit && into.rays[1].hit);
    EXPECT_FLOAT_EQ(into.rays[0].distance, 3.0f);
    a.planner = 0;  // no route: the article's rays, to their length
    a.routeWaypoints = 0;
    const SteeringRecord alone = steerWhiskers(a, p, o, Vec2(0.0f), 0.02f);
    EXPECT_TRUE(alone.rays[0].hit && alone.rays[1].hit);
}

TEST(Whiskers, WithNothingAheadTheBaseMotionActsAlone) {
    const Agent a = agentAt(Behavior::Whiskers, {2.0f, 5.0f}, {1.0f, 0.0f});
    const SteeringRecord r =
        steerWhiskers(a, {4.0f, 12.0f, 8.0f}, Obstacles{Grid(20, 10), {}}, Vec2(3.0f, 4.0f), 0.02f);
    EXPECT_EQ(r.rule, SteeringRule::Seek);
    expectVec(r.steer, Vec2(0.0f));
    expectVec(r.acceleration, {3.0f, 4.0f});
}

TEST(Whiskers, AvoidanceTakesMaxAccelerationFirstAndTheBaseGetsTheRest) {
    const Grid g = wallAtFive();
    Agent a = agentAt(Behavior::Whiskers, {2.0f, 5.0f}, {1.0f, 0.0f});
    a.maxAccel = 5.0f;
    const SteeringRecord r = steerWhiskers(a, {4.0f, 12.0f, 8.0f}, Obstacles{g, {}}, Vec2(10.0f, 0.0f), 0.02f);
    // steer + brake = (-0.5, -3): length 3.04; the base keeps 5 - 3.04 along +x.
    const float avoid = std::sqrt(0.25f + 9.0f);
    expectVec(r.base, {5.0f - avoid, 0.0f}, 1e-4f);
    EXPECT_NEAR(glm::length(r.acceleration), glm::length(Vec2(-0.5f + 5.0f - avoid, -3.0f)), 1e-4f);
}

// ---- feelers (docs/algorithms/feelers.md) ---------------------------------------------------------------------

TEST(Feelers, LeftHitGivesInfluenceOneDoubledWhenTheCentreHitsToo) {
    const Grid g(20, 10);
    const FeelerParams p{30.0f, 1.0f, 0.5f, 4.0f, 10.0f, 6.0f};
    Agent a = agentAt(Behavior::Feelers, {5.0f, 5.0f}, {3.0f, 0.0f});
    // A circle up-left ahead: only the left feeler (rotated -30 degrees: up on screen) reaches it.
    const std::vector<Circle> leftOnly{{{7.0f, 3.6f}, 0.4f}};
    const SteeringRecord r = steerFeelers(a, p, Obstacles{g, leftOnly}, Vec2(0.0f), 0.02f);
    ASSERT_TRUE(r.rays[0].hit);
    EXPECT_FALSE(r.rays[1].hit);
    EXPECT_FALSE(r.rays[2].hit);
    EXPECT_FLOAT_EQ(r.rays[0].value, 1.0f);
    // Smoothed toward 1 from 0 at alpha = smoothing * dt = 0.2.
    EXPECT_FLOAT_EQ(r.influence[0], 0.2f);
    EXPECT_FLOAT_EQ(r.influence[1], 0.0f);
    // Command + : move right (the right-hand side, +y on screen for heading +x).
    EXPECT_FLOAT_EQ(r.emergency, 0.2f);
    expectVec(r.steer, {0.0f, 0.2f * 6.0f});
    // A wall ahead catches the centre and both sides: both influences 2, command 0.
    Grid wall(20, 10);
    for (int y = 0; y < 10; ++y) wall.set(7, y, true);
    const SteeringRecord both = steerFeelers(a, p, Obstacles{wall, {}}, Vec2(0.0f), 0.02f);
    EXPECT_FLOAT_EQ(both.rays[0].value, 2.0f);
    EXPECT_FLOAT_EQ(both.rays[2].value, 2.0f);
    EXPECT_FLOAT_EQ(both.emergency, 0.0f);
}

TEST(Feelers, LengthGrowsWithSpeedAndIsClamped) {
    const FeelerParams p{30.0f, 0.5f, 1.0f, 3.0f, 10.0f, 6.0f};
    const Grid g(40, 10);
    EXPECT_FLOAT_EQ(
        steerFeelers(agentAt(Behavior::Feelers, {5, 5}, {0.5f, 0}), p, Obstacles{g, {}}, Vec2(0), 0.02f).rays[1].length,
        1.0f);
    EXPECT_FLOAT_EQ(
        steerFeelers(agentAt(Behavior::Feelers, {5, 5}, {4.0f, 0}), p, Obstacles{g, {}}, Vec2(0), 0.02f).rays[1].length,
        2.0f);
    EXPECT_FLOAT_EQ(steerFeelers(agentAt(Behavior::Feelers, {5, 5}, {40.0f, 0}), p, Obstacles{g, {}}, Vec2(0), 0.02f)
                        .rays[1]
                        .length,
                    3.0f);
}

TEST(Feelers, InfluencesEaseBackToZeroWhenTheFeelersClear) {
    const FeelerParams p{30.0f, 1.0f, 0.5f, 4.0f, 10.0f, 6.0f};
    Agent a = agentAt(Behavior::Feelers, {5.0f, 5.0f}, {3.0f, 0.0f});
    a.memory.words = {1.0f, 0.0f, 0.0f, 0.0f};
    const SteeringRecord r = steerFeelers(a, p, Obstacles{Grid(20, 10), {}}, Vec2(0.0f), 0.02f);
    EXPECT_FLOAT_EQ(r.influence[0], 0.8f);
    EXPECT_EQ(r.rule, SteeringRule::Feelers) << "still easing back";
}

// ---- raycast wall avoidance (docs/algorithms/raycast.md) --------------------------------------------------------

TEST(RaycastAvoidance, SeeksTheHitPointPlusNormalTimesAvoidDistance) {
    const Grid g = wallAtFive();
    const Agent a = agentAt(Behavior::Raycast, {3.0f, 5.25f}, {2.0f, 0.0f});
    const SteeringRecord r =
        steerWallAvoidance(a, {RayLayout::One, 3.0f, 1.5f, 30.0f, false}, Obstacles{g, {}}, Vec2(0.0f), 0.02f);
    EXPECT_EQ(r.rule, SteeringRule::AvoidWall);
    expectVec(r.rays[0].hitPoint, {5.0f, 5.25f});
    expectVec(r.target, {5.0f - 1.5f, 5.25f});
}

TEST(RaycastAvoidance, TakesTheNearestHitOverItsRays) {
    Grid g(20, 10);
    g.set(6, 3, true);  // ahead of the left whisker only
    const Agent a = agentAt(Behavior::Raycast, {3.0f, 5.0f}, {2.0f, 0.0f});
    const SteeringRecord r =
        steerWallAvoidance(a, {RayLayout::Fan, 4.0f, 1.0f, 30.0f, false}, Obstacles{g, {}}, Vec2(0.0f), 0.02f);
    EXPECT_EQ(r.chosenRay, 0);
    EXPECT_FLOAT_EQ(r.rays[0].value, 1.0f);
}

TEST(RaycastAvoidance, WithoutAHitItArrivesAtTheGoalOrPatrols) {
    World w(20, 10);
    AgentDef d;
    d.behavior = Behavior::Raycast;
    d.start = {2.0f, 5.0f};
    d.goal = {6.0f, 5.0f};
    d.params = defaultParams(Behavior::Raycast);
    test::setParam(d, "patrol", 1.0f);
    d.hasParams = true;
    w.addAgent(d);
    bool backAtStart = false;
    for (int i = 0; i < 600 && w.step(); ++i)
        backAtStart =
            backAtStart || (w.agents()[0].memory.rays.returning == 0.0f && i > 100 && w.agents()[0].position.x < 2.4f);
    EXPECT_EQ(w.agents()[0].stop, StopReason::Moving) << "a patrol never stops at the goal";
    EXPECT_TRUE(backAtStart || w.agents()[0].memory.rays.returning == 1.0f);
}

// ---- agent avoidance (docs/algorithms/raycast.md) --------------------------------------------------------------

namespace {

std::vector<Agent> pair(Vec2 pa, Vec2 va, Vec2 pb, Vec2 vb, float r = 0.35f) {
    Agent a = agentAt(Behavior::Seek, pa, va, r), b = agentAt(Behavior::Seek, pb, vb, r);
    a.avoidAgents = b.avoidAgents = 1;
    a.maxAccel = b.maxAccel = 10.0f;
    return {a, b};
}

/// The rule's hand-computed cases, with a horizon of 4 s and a margin of 0.1 u for these bodies (radius
/// 0.35 at max speed 4: lookahead 4 x 4 / 0.35 radii, spacing 0.1 / 0.7), not the defaults, which move.
Threat threatOf(const std::vector<Agent>& agents, size_t i) {
    AgentIndex index;
    index.build(agents, 40, 40);
    AvoidanceParams p;
    p.lookahead = 4.0f * agents[i].maxSpeed / agents[i].radius;
    p.spacing = 0.1f / (2.0f * 0.35f);
    EXPECT_NEAR(threatHorizon(agents[i], p), 4.0f, 1e-5f);
    return findThreat(agents, index, i, p);
}

}  // namespace

TEST(AgentAvoidance, FleesThePredictedRelativePositionAtClosestApproach) {
    // dp = (4, 0.2), dv = (-2, 0): t = -(dp.dv)/|dv|^2 = 8/4 = 2; dp + dv t = (0, 0.2), closer than 0.7.
    const auto agents = pair({10.0f, 10.0f}, {1.0f, 0.0f}, {14.0f, 10.2f}, {-1.0f, 0.0f});
    const Threat t = threatOf(agents, 0);
    ASSERT_EQ(t.agent, 1);
    EXPECT_FLOAT_EQ(t.time, 2.0f);
    EXPECT_NEAR(t.separation, 0.2f, 1e-5f);
    expectVec(t.self, {12.0f, 10.0f});
    expectVec(t.other, {12.0f, 10.2f});
    expectVec(t.relative, {0.0f, 0.2f});
    // Literally (no side preference): away from where the other will be.
    expectVec(fleeDirection(agents[0], t, false, 0), {0.0f, -1.0f});
}

TEST(AgentAvoidance, NoThreatWhenTheyPassFarEnoughApartOrMoveApart) {
    EXPECT_EQ(threatOf(pair({10, 10}, {1, 0}, {14, 11}, {-1, 0}), 0).agent, -1);  // separation 1 >= 0.7 + margin
    EXPECT_EQ(threatOf(pair({10, 10}, {-1, 0}, {14, 10}, {1, 0}), 0).agent, -1);  // t < 0: moving apart
    EXPECT_EQ(threatOf(pair({10, 10}, {1, 0}, {20, 10}, {-1, 0}), 0).agent, -1);  // t = 5 > the horizon (4)
}

TEST(AgentAvoidance, OverlappingAgentsFleeTheCurrentRelativePosition) {
    const Threat t = threatOf(pair({10.0f, 10.0f}, {0.0f, 0.0f}, {10.3f, 10.4f}, {0.0f, 0.0f}), 0);
    ASSERT_EQ(t.agent, 1);
    EXPECT_FLOAT_EQ(t.time, 0.0f);
    EXPECT_TRUE(t.overlapping);
    const auto agents = pair({10.0f, 10.0f}, {0.0f, 0.0f}, {10.3f, 10.4f}, {0.0f, 0.0f});
    expectVec(fleeDirection(agents[0], t, false, 0), glm::normalize(Vec2(-0.3f, -0.4f)), 1e-5f);
}

TEST(AgentAvoidance, TwoAgentsOnTheSamePointSeparateWithoutNaN) {
    // With and without passRight: facing the same way, both would turn to the same right-hand side.
    for (const bool passRight : {false, true}) {
        const auto agents = pair({10.0f, 10.0f}, {1.0f, 0.0f}, {10.0f, 10.0f}, {1.0f, 0.0f});
        const Threat a = threatOf(agents, 0), b = threatOf(agents, 1);
        const Vec2 fa = fleeDirection(agents[0], a, passRight, 0), fb = fleeDirection(agents[1], b, passRight, 1);
        ASSERT_TRUE(finite(fa) && finite(fb));
        EXPECT_FLOAT_EQ(glm::length(fa), 1.0f);
        expectVec(fa, -fb);            // opposite ways
        expectVec(fa, {0.0f, -1.0f});  // the lower index to its left (y down: left of +x is -y)
    }
}

TEST(AgentAvoidance, TheNearestThreatInTimeWins) {
    auto agents = pair({10.0f, 10.0f}, {1.0f, 0.0f}, {16.0f, 10.1f}, {-1.0f, 0.0f});  // t = 3: beyond the horizon
    agents.push_back(agents[1]);
    agents[2].position = {13.0f, 9.9f};   // t = 1.5
    agents[1].position = {13.6f, 10.0f};  // t = 1.8
    EXPECT_EQ(threatOf(agents, 0).agent, 2);
}

TEST(AgentAvoidance, TheSpatialIndexFindsWhatAllPairsWouldFind) {
    Random rng(5);
    std::vector<Agent> crowd;
    for (int i = 0; i < 300; ++i) {
        Agent a = agentAt(Behavior::Seek, {rng.uniform(0, 40), rng.uniform(0, 40)},
                          {rng.uniform(-3, 3), rng.uniform(-3, 3)}, rng.uniform(0.2f, 0.6f));
        a.avoidAgents = 1;
        crowd.push_back(a);
    }
    AgentIndex index;
    index.build(crowd, 40, 40);
    // All pairs: every agent in one cell far bigger than the world.
    for (size_t i = 0; i < crowd.size(); ++i) {
        const Threat fast = findThreat(crowd, index, i, AvoidanceParams{});
        Threat slow;
        for (size_t j = 0; j < crowd.size(); ++j) {
            if (j == i) continue;
            std::vector<Agent> two{crowd[i], crowd[j]};
            AgentIndex one;
            one.build(two, 40, 40);
            const Threat t = findThreat(two, one, 0, AvoidanceParams{});
            if (t.agent < 0) continue;
            if (slow.agent < 0 || t.time < slow.time) slow = t, slow.agent = int32_t(j);
        }
        ASSERT_EQ(fast.agent, slow.agent) << "agent " << i;
    }
}

// ---- robustness ------------------------------------------------------------------------------------

TEST(Steering, NoNaNAtRestInsideObstaclesOrStackedOnOnePoint) {
    World w(12, 12);
    for (int y = 4; y < 8; ++y) w.setCell(6, y, true);
    w.addCircle({3.0f, 3.0f}, 1.0f);
    for (Behavior b : {Behavior::Seek, Behavior::Whiskers, Behavior::Feelers, Behavior::Raycast}) {
        AgentDef d;
        d.behavior = b;
        d.start = {6.5f, 5.5f};  // inside a blocked cell
        d.goal = {6.5f, 5.5f};   // and already at the goal
        d.avoidAgents = true;
        w.addAgent(d);
        d.start = {3.0f, 3.0f};  // inside the circle, all four on one point
        d.goal = {10.0f, 10.0f};
        w.addAgent(d);
    }
    for (int i = 0; i < 300 && w.step(); ++i) {
        for (const Agent& a : w.agents()) ASSERT_TRUE(finite(a.position) && finite(a.velocity));
        for (const SteeringRecord& r : w.steering()) ASSERT_TRUE(finite(r.acceleration));
    }
}

TEST(Steering, TheSideBySideSceneIsDeterministic) {
    auto run = [] {
        World w(30, 12);
        w.addCircle({15.0f, 6.0f}, 2.0f);
        for (Behavior b : {Behavior::Whiskers, Behavior::Feelers, Behavior::Raycast}) {
            AgentDef d;
            d.behavior = b;
            d.start = {2.0f, 6.0f};
            d.goal = {28.0f, 6.0f};
            d.avoidAgents = b == Behavior::Feelers;
            w.addAgent(d);
        }
        w.run(2000);
        return w.hash();
    };
    EXPECT_EQ(run(), run());
}
