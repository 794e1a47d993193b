// Arrived agents with agent avoidance give way (issue 41, atGoal giveWay, the default): an agent at its goal
// keeps its agent avoidance running, flees another agent whose approach would hit it by the usual rule, and
// returns to its goal and rests there; its arrival (for measures and events) stays the first time it came within
// kArriveDistance of its goal. With atGoal stop it stops for good, as the article's agents do, and latecomers
// into a packed group of goals bounce on it (docs/algorithms/raycast.md).
#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>

#include "settings_by_name.hpp"
#include "sidestep/behaviors/agent_avoidance.hpp"
#include "sidestep/behaviors/params.hpp"
#include "sidestep/world/world.hpp"

using namespace sidestep;

namespace {

AgentDef seeker(Vec2 start, Vec2 goal, bool avoids, AtGoal atGoal = AtGoal::GiveWay) {
    AgentDef d;
    d.behavior = Behavior::Seek;
    d.start = start;
    d.goal = goal;
    d.radius = 0.4f;
    d.maxSpeed = 2.0f;
    d.maxAccel = 10.0f;
    d.avoidAgents = avoids;
    d.avoidance = defaultAvoidance();
    d.hasAvoidance = true;
    test::setAvoidance(d, "atGoal", float(uint32_t(atGoal)));
    return d;
}

World configured(World w, uint32_t maxSteps) {
    SimConfig c = w.config();
    c.dt = 0.02f;
    c.maxSteps = maxSteps;
    EXPECT_TRUE(w.setConfig(c).ok());
    return w;
}

/// One avoiding agent parked on its goal (it starts there) on the line of a plain seek agent that crosses it,
/// 0.2 off its centre: the crossing agent does not avoid, so only the parked one can keep them apart.
World parkedInTheWay(AtGoal atGoal) {
    World w{40, 20};
    w.addAgent(seeker({20.0f, 10.0f}, {20.0f, 10.0f}, true, atGoal));
    w.addAgent(seeker({4.0f, 10.2f}, {36.0f, 10.2f}, false));
    return configured(w, 3000);
}

struct Watch {
    float moved = 0.0f;  ///< farthest the parked agent went from its goal
    uint32_t reachedAt = 0, stillReached = 0, steps = 0;
    bool givingWay = false, returning = false, atGoal = false;
};

Watch watch(World& w) {
    Watch seen;
    while (w.step()) {
        const Agent& a = w.agents()[0];
        seen.moved = std::fmax(seen.moved, glm::length(a.position - a.goal));
        if (a.stop == StopReason::Reached && seen.reachedAt == 0) seen.reachedAt = w.stepCount();
        seen.stillReached += a.stop == StopReason::Reached ? 1u : 0u;
        ++seen.steps;
        w.refreshDecisions();
        const SteeringNote note = w.steering()[0].note;
        seen.givingWay = seen.givingWay || note == SteeringNote::GivingWay;
        seen.returning = seen.returning || note == SteeringNote::Returning;
        seen.atGoal = seen.atGoal || note == SteeringNote::AtGoal;
    }
    return seen;
}

/// Goals on a 4 x 4 lattice 0.9 apart (agents of radius 0.4: gaps of 0.1). The twelve outer goals' agents start
/// on them; the four inner goals' agents come late, from the four sides, and must get through the parked ring.
World packedGoals(AtGoal atGoal) {
    World w{60, 60};
    const Vec2 corner(28.65f, 28.65f);
    for (int32_t row = 0; row < 4; ++row) {
        for (int32_t col = 0; col < 4; ++col) {
            const bool inner = row > 0 && row < 3 && col > 0 && col < 3;
            const Vec2 goal = corner + Vec2(float(col), float(row)) * 0.9f;
            if (!inner) w.addAgent(seeker(goal, goal, true, atGoal));
        }
    }
    const Vec2 starts[4] = {{6.0f, 29.0f}, {54.0f, 31.0f}, {29.0f, 6.0f}, {31.0f, 54.0f}};
    const Vec2 inner[4] = {corner + Vec2(0.9f, 0.9f), corner + Vec2(1.8f, 1.8f), corner + Vec2(1.8f, 0.9f),
                           corner + Vec2(0.9f, 1.8f)};
    for (int32_t k = 0; k < 4; ++k) w.addAgent(seeker(starts[k], inner[k], true, atGoal));
    return configured(w, 6000);
}

struct Tally {
    uint32_t reached = 0, contacts = 0;
};

Tally run(World w) {
    while (w.step()) {
    }
    Tally t;
    for (const Agent& a : w.agents()) {
        t.reached += a.stop == StopReason::Reached ? 1u : 0u;
        t.contacts += a.agentContacts;
    }
    return t;
}

}  // namespace

TEST(AvoidGiveWay, AnArrivedAgentStepsAsideForACrossingAgentAndReturnsItsArrivalCountedOnce) {
    World w = parkedInTheWay(AtGoal::GiveWay);
    const Watch seen = watch(w);
    const Agent& a = w.agents()[0];
    EXPECT_EQ(seen.reachedAt, 1u);             // arrived at the first step,
    EXPECT_EQ(seen.stillReached, seen.steps);  // and stays arrived throughout
    EXPECT_EQ(w.agents()[1].stop, StopReason::Reached);
    EXPECT_GT(seen.moved, 2.0f * a.radius);                        // it stepped out of the other's way
    EXPECT_LE(glm::length(a.position - a.goal), kArriveDistance);  // and came back
    EXPECT_EQ(a.velocity, Vec2(0.0f));                             // where it rests
    EXPECT_EQ(a.agentContacts, 0u);
    EXPECT_EQ(a.pathLength, 0.0f);  // its trip ended at its arrival: giving way is not part of it
    EXPECT_EQ(a.steps, 0u);
    EXPECT_TRUE(seen.givingWay);
    EXPECT_TRUE(seen.returning);
    EXPECT_TRUE(seen.atGoal);
    std::printf("[ figure ] parked agent stepped aside %.2f u and is %.3f u from its goal at the end\n",
                double(seen.moved), double(glm::length(a.position - a.goal)));
}

TEST(AvoidGiveWay, WithAtGoalStopTheArrivedAgentDoesNotMove) {
    World w = parkedInTheWay(AtGoal::Stop);
    const Watch seen = watch(w);
    const Agent& a = w.agents()[0];
    EXPECT_EQ(seen.moved, 0.0f);
    EXPECT_EQ(a.position, Vec2(20.0f, 10.0f));
    EXPECT_GE(a.agentContacts, 1u);  // the crossing agent runs into it
    EXPECT_FALSE(seen.givingWay || seen.returning || seen.atGoal);
}

TEST(AvoidGiveWay, AnArrivedAgentWithNoOneComingRestsWithoutMoving) {
    World w{40, 20};
    w.addAgent(seeker({20.0f, 10.0f}, {20.0f, 10.0f}, true));
    w.addAgent(seeker({4.0f, 4.0f}, {36.0f, 4.0f}, true));  // passes 6 u away
    w = configured(w, 3000);
    const Watch seen = watch(w);
    EXPECT_EQ(seen.moved, 0.0f);
    EXPECT_FALSE(seen.givingWay || seen.returning);
}

TEST(AvoidGiveWay, LatecomersIntoAPackedGroupOfGoalsArriveAtLeastAsOftenAndTouchLessThanWithStop) {
    const Tally giveWay = run(packedGoals(AtGoal::GiveWay));
    const Tally stop = run(packedGoals(AtGoal::Stop));
    EXPECT_GE(giveWay.reached, stop.reached);
    EXPECT_LT(giveWay.contacts, stop.contacts);
    std::printf(
        "[ figure ] packed goals, 4 latecomers among 12 parked: giveWay %u/16 arrive, %u contacts; stop %u/16, "
        "%u contacts\n",
        giveWay.reached, giveWay.contacts, stop.reached, stop.contacts);
}
