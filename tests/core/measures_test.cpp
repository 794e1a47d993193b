// Collisions, contacts, time in contact and depth (docs/algorithms/measures.md), with hand-computed cases.
#include <gtest/gtest.h>

#include <cmath>
#include <utility>

#include "sidestep/world/events.hpp"
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

/// What the measures keep between steps for one world's agents.
struct Measurer {
    BlockedRegions regions;
    Episodes episodes;
    MeasureScratch scratch;
};

/// Moves the agent (the only one, index 0) to p and measures the step (dt 0.1 s).
void moveTo(const Obstacles& o, Agent& a, Vec2 p, bool first = false) {
    static Measurer m;
    if (first) m = Measurer{};
    m.regions.build(o.grid);
    const Vec2 before = a.position;
    a.position = p;
    m.episodes.beginStep();
    measureObstacles(o, m.regions, a, 0, before, 0.1f, first, m.episodes, m.scratch);
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
    moveTo(o, a, {6.55f, 5.0f});                                             // out
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

namespace {

/// Measures one step's contacts of agents that moved from `starts` (dt 0.1 s).
void measureContacts(Measurer& m, std::vector<Agent>& agents, const std::vector<Vec2>& starts, AgentIndex& index) {
    m.episodes.beginStep();
    measureAgentContacts(agents, starts, index, 20, 20, 0.1f, false, m.episodes, m.scratch);
}

/// Moves agent 1 to x (a straight move from where it is) and measures the step's contacts (dt 0.1 s).
void moveSecondTo(Measurer& m, std::vector<Agent>& agents, AgentIndex& index, float x) {
    std::vector<Vec2> starts;
    for (const Agent& a : agents) starts.push_back(a.position);
    agents[1].position.x = x;
    measureContacts(m, agents, starts, index);
}

}  // namespace

TEST(Measures, ContactsBetweenAgentsCountOnceWithTheirDepthAndTime) {
    std::vector<Agent> agents{bodyAt({5.0f, 5.0f}), bodyAt({6.2f, 5.0f})};  // gap 0.2
    AgentIndex index;
    Measurer m;
    moveSecondTo(m, agents, index, 6.2f);
    EXPECT_EQ(agents[0].agentContacts, 0u);
    moveSecondTo(m, agents, index, 5.9f);   // overlap 0.1 at the end: the whole step
    moveSecondTo(m, agents, index, 6.01f);  // apart by 1 cm (within the tolerance): the same contact; it
                                            // overlapped while x < 6, the first 0.1 / 0.11 of the step
    moveSecondTo(m, agents, index, 5.75f);  // overlap 0.25 at the end: the whole step
    for (const Agent& a : agents) {
        EXPECT_EQ(a.agentContacts, 1u);
        EXPECT_NEAR(a.agentPenetration, 0.25f, 1e-5f);
        EXPECT_NEAR(a.agentContactTime, 0.1f + 0.1f * (0.1f / 0.11f) + 0.1f, 1e-5f);
    }
    moveSecondTo(m, agents, index, 7.0f);
    moveSecondTo(m, agents, index, 5.8f);
    EXPECT_EQ(agents[0].agentContacts, 2u);
}

TEST(Measures, AgentsThatPassThroughEachOtherWithinAStepAreInContact) {
    // a from (5, 5) to (10, 5), b from (10, 5.3) to (5, 5.3), radii 0.5, dt 0.1 s: clear at both ends
    // (5 apart), but at mid-step the centres are 0.3 apart: overlap 0.7. The relative position is
    // (5 - 10 s, 0.3); |.| < 1 while |5 - 10 s| < sqrt(0.91), a share of 2 sqrt(0.91) / 10 of the step.
    std::vector<Agent> agents{bodyAt({10.0f, 5.0f}), bodyAt({5.0f, 5.3f})};
    const std::vector<Vec2> starts{{5.0f, 5.0f}, {10.0f, 5.3f}};
    AgentIndex index;
    Measurer m;
    measureContacts(m, agents, starts, index);
    for (const Agent& a : agents) {
        EXPECT_EQ(a.agentContacts, 1u);
        EXPECT_EQ(a.touchingAgent, 0u) << "apart at the step's end";
        EXPECT_NEAR(a.agentPenetration, 0.7f, 1e-5f);
        EXPECT_NEAR(a.agentContactTime, 0.1f * 2.0f * std::sqrt(0.91f) / 10.0f, 1e-6f);
    }
    // Passing 1.2 apart (beyond the bodies): nothing.
    std::vector<Agent> apart{bodyAt({10.0f, 5.0f}), bodyAt({5.0f, 6.2f})};
    Measurer fresh;
    measureContacts(fresh, apart, {{5.0f, 5.0f}, {10.0f, 6.2f}}, index);
    EXPECT_EQ(apart[0].agentContacts, 0u);
    EXPECT_EQ(apart[0].agentPenetration, 0.0f);
}

TEST(Measures, FastAgentsThatCrossBetweenStepsCountAContactInAWholeRun) {
    // Speed 100 at dt 0.05: 5 units a step each, 10 relative, far more than the bodies (0.8 across).
    // Head-on, 0.3 apart sideways: they meet once, between steps 9 and 10 (9.0 apart, then 1.04 apart
    // the other way round), and no step ends with them overlapping.
    World w(100, 20);
    SimConfig c;
    c.dt = 0.05f;
    ASSERT_TRUE(w.setConfig(c).ok());
    for (const auto& [start, goal] :
         {std::pair<Vec2, Vec2>{{3.0f, 10.0f}, {94.0f, 10.0f}}, {{97.0f, 10.3f}, {6.0f, 10.3f}}}) {
        AgentDef d;
        d.behavior = Behavior::Seek;
        d.start = start;
        d.goal = goal;
        d.radius = 0.4f;
        d.maxSpeed = kMaxSpeed;
        d.maxAccel = kMaxAccel;
        ASSERT_TRUE(w.addAgent(d).ok());
    }
    bool overlappedAtAStepEnd = false;
    EventRecorder recorder;
    std::vector<Event> events;
    recorder.look(w);
    for (int k = 0; k < 200 && w.step(); ++k) {
        overlappedAtAStepEnd =
            overlappedAtAStepEnd || glm::length(w.agents()[0].position - w.agents()[1].position) < 0.8f;
        recorder.record(w, events);
    }
    ASSERT_FALSE(overlappedAtAStepEnd) << "the case this test is about: they cross between steps";
    // The events: for each agent a contact that begins and ends at the step they crossed (the 10th).
    for (int32_t i = 0; i < 2; ++i) {
        std::vector<std::pair<EventKind, uint32_t>> contacts;
        for (const Event& e : events) {
            if (e.agent == i && (e.kind == EventKind::ContactBegin || e.kind == EventKind::ContactEnd))
                contacts.push_back({e.kind, e.step});
        }
        const std::vector<std::pair<EventKind, uint32_t>> expected{{EventKind::ContactBegin, 10u},
                                                                   {EventKind::ContactEnd, 10u}};
        EXPECT_EQ(contacts, expected) << "agent " << i;
    }
    for (const Agent& a : w.agents()) {
        EXPECT_EQ(a.stop, StopReason::Reached);
        EXPECT_EQ(a.agentContacts, 1u);
        EXPECT_NEAR(a.agentPenetration, 0.5f, 0.01f) << "0.8 across, 0.3 apart at the closest";
        EXPECT_GT(a.agentContactTime, 0.0f);
        EXPECT_LT(a.agentContactTime, 0.05f) << "a part of one step";
    }
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
