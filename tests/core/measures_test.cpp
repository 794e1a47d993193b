// Collisions, contacts, time in contact and depth (ALGORITHMS.md 7), with hand-computed cases.
#include <gtest/gtest.h>

#include "sidestep/world/measures.hpp"
#include "sidestep/world/world.hpp"

using namespace sidestep;

namespace {

Agent bodyAt(Vec2 p, float radius = 0.5f) {
    AgentDef d;
    d.behavior = Behavior::Seek;
    d.start = p;
    d.goal = p;
    d.radius = radius;
    return makeAgent(d);
}

/// Moves the agent to p and measures the step (dt 0.1 s).
void moveTo(const Obstacles& o, Agent& a, Vec2 p, bool first = false) {
    const Vec2 before = a.position;
    a.position = p;
    measureObstacles(o, a, before, 0.1f, first);
}

}  // namespace

TEST(Measures, AGrazeInAndOutWithinTheToleranceCountsOnce) {
    const std::vector<Circle> circles{{{5.0f, 5.0f}, 1.0f}};
    const Grid grid(20, 20);
    const Obstacles o{grid, circles};
    Agent a = bodyAt({6.6f, 5.0f});  // gap 0.1
    moveTo(o, a, {6.6f, 5.0f}, true);
    EXPECT_EQ(a.collisions, 0u);
    // In by 2 mm, out by 1 cm (less than the tolerance), in again: one collision.
    for (int k = 0; k < 5; ++k) {
        moveTo(o, a, {6.498f, 5.0f});
        EXPECT_EQ(a.overlapping, 1u);
        moveTo(o, a, {6.51f, 5.0f});
        EXPECT_EQ(a.overlapping, 0u);
    }
    EXPECT_EQ(a.collisions, 1u);
    // Clear by more than the tolerance, then in again: a second one.
    moveTo(o, a, {6.5f + kContactTolerance + 0.01f, 5.0f});
    moveTo(o, a, {6.45f, 5.0f});
    EXPECT_EQ(a.collisions, 2u);
}

TEST(Measures, DepthAndTimeInContactAreExact) {
    const std::vector<Circle> circles{{{5.0f, 5.0f}, 1.0f}};
    const Grid grid(20, 20);
    const Obstacles o{grid, circles};
    Agent a = bodyAt({6.6f, 5.0f});  // radius 0.5: moves up to 0.25 are not swept
    moveTo(o, a, {6.6f, 5.0f}, true);
    for (const float x : {6.4f, 6.3f, 6.2f, 6.4f}) moveTo(o, a, {x, 5.0f});  // overlaps 0.1, 0.2, 0.3, 0.1
    moveTo(o, a, {6.55f, 5.0f});  // out
    EXPECT_NEAR(a.penetration, 0.3f, 1e-5f);
    EXPECT_NEAR(a.contactTime, 0.4f, 1e-6f) << "four steps of 0.1 s end in contact";
    EXPECT_NEAR(a.minClearance, -0.3f, 1e-5f);
    EXPECT_EQ(a.collisions, 1u);
    // A swept move out, 6.2 to 7.0 in four points (6.4, 6.6, 6.8, 7.0): one in contact, a quarter step.
    moveTo(o, a, {6.2f, 5.0f});
    moveTo(o, a, {7.0f, 5.0f});
    EXPECT_NEAR(a.contactTime, 0.4f + 0.1f + 0.1f / 4.0f, 1e-6f);
}

TEST(Measures, AMoveThroughAThinWallInOneStepIsCountedNotMissed) {
    Grid grid(20, 10);
    for (int y = 0; y < 10; ++y) grid.set(10, y, true);  // one cell thick
    const Obstacles o{grid, {}};
    Agent a = bodyAt({8.0f, 5.0f}, 0.2f);
    moveTo(o, a, {8.0f, 5.0f}, true);
    moveTo(o, a, {12.5f, 5.0f});  // 4.5 units in one step: both ends are clear
    EXPECT_EQ(a.overlapping, 0u);
    EXPECT_EQ(a.collisions, 1u);
    EXPECT_GE(a.penetration, 0.2f) << "the centre crossed the wall: at least a radius deep";
}

TEST(Measures, ContactsBetweenAgentsCountOnceWithTheirDepthAndTime) {
    std::vector<Agent> agents{bodyAt({5.0f, 5.0f}), bodyAt({6.2f, 5.0f})};  // gap 0.2
    AgentIndex index;
    measureAgentContacts(agents, index, 20, 20, 0.1f);
    EXPECT_EQ(agents[0].agentContacts, 0u);
    agents[1].position = {5.9f, 5.0f};  // overlap 0.1
    measureAgentContacts(agents, index, 20, 20, 0.1f);
    agents[1].position = {6.01f, 5.0f};  // apart by 1 cm: still the same contact
    measureAgentContacts(agents, index, 20, 20, 0.1f);
    agents[1].position = {5.75f, 5.0f};  // overlap 0.25
    measureAgentContacts(agents, index, 20, 20, 0.1f);
    for (const Agent& a : agents) {
        EXPECT_EQ(a.agentContacts, 1u);
        EXPECT_NEAR(a.agentPenetration, 0.25f, 1e-5f);
        EXPECT_NEAR(a.agentContactTime, 0.2f, 1e-6f);
    }
    agents[1].position = {7.0f, 5.0f};
    measureAgentContacts(agents, index, 20, 20, 0.1f);
    agents[1].position = {5.8f, 5.0f};
    measureAgentContacts(agents, index, 20, 20, 0.1f);
    EXPECT_EQ(agents[0].agentContacts, 2u);
}

TEST(Measures, AWorldRunReportsTheSameEpisodesAsTheAgentRecords) {
    // Seek straight through a circle: one collision, depth close to the body's radius plus the circle's.
    World w(20, 10);
    w.addCircle({10.0f, 5.0f}, 1.0f);
    AgentDef d;
    d.behavior = Behavior::Seek;
    d.start = {2.0f, 5.0f};
    d.goal = {18.0f, 5.0f};
    d.radius = 0.4f;
    w.addAgent(d);
    w.run(2000);
    const Agent& a = w.agents()[0];
    EXPECT_EQ(a.stop, StopReason::Reached);
    EXPECT_EQ(a.collisions, 1u);
    EXPECT_NEAR(a.penetration, 1.4f, 0.02f);
    // Inside while the centre is within 1.4 of the circle's: 2.8 units at up to 3 u/s.
    EXPECT_GT(a.contactTime, 2.8f / 3.0f - 0.02f);
}
