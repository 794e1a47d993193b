// Arrived ORCA agents give way: an agent at its goal keeps ORCA's program running with the goal as its
// preferred velocity, so that others can push past it, and returns; its arrival (for measures and events)
// stays the first time it came within kArriveDistance of its goal. Without this, an agent pushed back out
// through a ring of parked agents never gets in (issue 41); RVO2's agents never stop, and never stall so.
#include <gtest/gtest.h>

#include <chrono>
#include <cmath>
#include <cstdio>

#include "settings_by_name.hpp"
#include "sidestep/behaviors/orca.hpp"
#include "sidestep/behaviors/params.hpp"
#include "sidestep/geometry/trig.hpp"
#include "sidestep/world/random.hpp"
#include "sidestep/world/world.hpp"

using namespace sidestep;

namespace {

AgentDef orca(Vec2 start, Vec2 goal, float radius, float preferredSpeed, float timeHorizon) {
    AgentDef d;
    d.behavior = Behavior::Orca;
    d.start = start;
    d.goal = goal;
    d.radius = radius;
    d.maxSpeed = 2.0f;
    d.params = defaultParams(Behavior::Orca);
    test::setParam(d, "neighborDist", 15.0f);
    test::setParam(d, "maxNeighbors", 10.0f);
    test::setParam(d, "timeHorizon", timeHorizon);
    test::setParam(d, "timeHorizonObst", 10.0f);
    test::setParam(d, "preferredSpeed", preferredSpeed);
    test::setParam(d, "perturb", 0.0f);  // RVO2's Circle: no perturbation
    d.hasParams = true;
    return d;
}

World configured(World w, float dt, uint32_t maxSteps, bool leaveAtGoal = false) {
    SimConfig c = w.config();
    c.dt = dt;
    c.maxSteps = maxSteps;
    c.leaveAtGoal = leaveAtGoal;
    EXPECT_TRUE(w.setConfig(c).ok());
    return w;
}

/// One agent parked on its goal on the line of another that crosses it.
World parkedInTheWay(bool leaveAtGoal) {
    World w{40, 20};
    w.addAgent(orca({10.0f, 10.0f}, {10.0f, 10.0f}, 0.5f, 2.0f, 3.0f));  // at its goal from the start
    // 0.2 off the parked one's centre: exactly head-on, ORCA picks no side and would push it along the line.
    w.addAgent(orca({3.0f, 10.2f}, {35.0f, 10.2f}, 0.5f, 2.0f, 3.0f));
    return configured(w, 0.1f, 2000, leaveAtGoal);
}

}  // namespace

TEST(OrcaGiveWay, AnArrivedAgentStepsAsideForAnotherAndReturnsItsArrivalCountedOnce) {
    World w = parkedInTheWay(false);
    float moved = 0.0f;
    bool noted = false, restedBefore = false, returned = false;
    uint32_t reachedAt = 0;
    while (w.step()) {
        const Agent& a = w.agents()[0];
        moved = std::fmax(moved, glm::length(a.position - a.goal));
        if (a.stop == StopReason::Reached && reachedAt == 0) reachedAt = w.stepCount();
        w.refreshDecisions();
        const SteeringNote note = w.steering()[0].note;
        noted = noted || (note == SteeringNote::GivingWay && a.stop == StopReason::Reached);
        // The record names each phase: resting at the goal, pushed aside, on its way back.
        restedBefore = restedBefore || (!noted && note == SteeringNote::AtGoal);
        returned = returned || (noted && note == SteeringNote::Returning);
    }
    EXPECT_TRUE(restedBefore);  // before the other came near, it rested: no half-plane moved it
    EXPECT_TRUE(returned);
    EXPECT_EQ(w.steering()[0].note, SteeringNote::AtGoal);  // back at rest at its goal
    const Agent& a = w.agents()[0];
    const Agent& b = w.agents()[1];
    EXPECT_EQ(reachedAt, 1u);  // arrived at the first step, and stays arrived
    EXPECT_EQ(a.stop, StopReason::Reached);
    EXPECT_EQ(b.stop, StopReason::Reached);
    EXPECT_GT(moved, kArriveDistance);  // it stepped aside (it reciprocates: half of each change), out of its goal
    EXPECT_LT(glm::length(a.position - a.goal), 0.05f);  // and came back by the time the other arrived
    EXPECT_EQ(a.pathLength, 0.0f);                       // its trip ended at its arrival: giving way is not part of it
    EXPECT_EQ(a.steps, 0u);
    EXPECT_TRUE(noted);
    std::printf("[ figure ] parked agent stepped aside %.2f u and is %.3f u from its goal when the other arrives\n",
                double(moved), double(glm::length(a.position - a.goal)));
}

TEST(OrcaGiveWay, AWorldThatTakesArrivedAgentsAwayLeavesThemWhereTheyArrived) {
    World w = parkedInTheWay(true);
    while (w.step()) {
    }
    EXPECT_EQ(w.agents()[0].position, Vec2(10.0f, 10.0f));
    EXPECT_EQ(w.agents()[1].stop, StopReason::Reached);
}

// The ring of issue 41: 90 agents of radius 1.1 on a circle of radius 45, each to the opposite point, time
// horizon 6 (RVO2's Circle otherwise: neighbours within 15, 10 of them, preferred speed 1, max speed 2,
// dt 0.25), every start moved by k x 1e-4 in a seeded direction for k = 1..20. With arrived agents parked
// for good, an agent pushed back out through the ring in some of these runs never got in. Now every agent
// arrives in every run.
TEST(OrcaGiveWay, ARingOf90ArrivesWholeInEveryOf20NearbyRuns) {
    const auto began = std::chrono::steady_clock::now();
    const float ringRadius = 45.0f;
    const int32_t side = 100;
    const Vec2 centre(0.5f * float(side));
    uint32_t slowest = 0;
    for (uint32_t k = 1; k <= 20; ++k) {
        World w{side, side};
        for (uint32_t i = 0; i < 90; ++i) {
            float s = 0.0f, c = 1.0f;
            sinCos(2.0f * kPi * float(i) / 90.0f, s, c);
            const Vec2 on = Vec2(c, s) * ringRadius;
            float js = 0.0f, jc = 1.0f;
            sinCos(2.0f * kPi * keyedUniform(uint64_t(k), 0, i, 0), js, jc);
            w.addAgent(orca(centre + on + Vec2(jc, js) * (float(k) * 1e-4f), centre - on, 1.1f, 1.0f, 6.0f));
        }
        w = configured(w, 0.25f, 4000);
        while (w.step()) {
        }
        uint32_t reached = 0;
        for (const Agent& a : w.agents()) reached += a.stop == StopReason::Reached ? 1u : 0u;
        EXPECT_EQ(reached, 90u) << "k = " << k;
        slowest = std::max(slowest, w.stepCount());
    }
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - began).count();
    std::printf(
        "[ figure ] ring of 90 ORCA agents, 20 runs (starts moved by k x 1e-4): every run ends by %.2f s of "
        "simulated time (%u steps); the 20 runs took %.1f s (wall clock)\n",
        double(slowest) * 0.25, slowest, seconds);
}
