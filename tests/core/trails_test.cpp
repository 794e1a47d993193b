// Trails from the run's history: the trail of any agent at any step, whether or not anything watched it,
// equal to the positions a fresh run passes through (recounted step by step), across going back, edits
// during the run that add, remove or move agents, undo copies and a memory budget that thins them.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "examples.hpp"
#include "sidestep/io/scenario.hpp"
#include "sidestep/world/timeline.hpp"

using namespace sidestep;

namespace {

using testdata::example;

/// Agent i's position at every step 0..n of a fresh world of the scenario: the brute-force recount.
std::vector<Vec2> positions(const Scenario& s, size_t i, uint32_t n) {
    World w = buildWorld(s);
    std::vector<Vec2> out{w.agents()[i].position};
    for (uint32_t k = 0; k < n && w.step(); ++k) out.push_back(w.agents()[i].position);
    return out;
}

std::vector<Vec2> trailOf(const Timeline& t, int32_t agent, size_t most = kTrailPoints) {
    std::vector<Vec2> out;
    t.trail(agent, most, out);
    return out;
}

Edit removeAgent(int32_t index) {
    Edit e;
    e.kind = EditKind::RemoveAgent;
    e.index = index;
    return e;
}

}  // namespace

TEST(Trails, AnyAgentsTrailAfterTheFactIsEveryPositionItPassedThrough) {
    const Scenario s = example("crowd-four-streams");
    Timeline t = buildTimeline(s);
    t.run(120);  // nothing watched anything
    for (const int32_t i : {0, 5, int32_t(t.world().agents().size()) - 1}) {
        EXPECT_EQ(trailOf(t, i), positions(s, size_t(i), 120)) << "agent " << i;
    }
}

TEST(Trails, GoingBackEndsTheTrailAtThatStep) {
    const Scenario s = example("whiskers-circle-field");
    Timeline t = buildTimeline(s);
    t.run(200);
    t.seek(73);
    EXPECT_EQ(trailOf(t, 0), positions(s, 0, 73));
    t.seek(150);
    EXPECT_EQ(trailOf(t, 0), positions(s, 0, 150));
    const std::vector<Vec2> last = trailOf(t, 0, 10);
    const std::vector<Vec2> all = positions(s, 0, 150);
    EXPECT_EQ(last, std::vector<Vec2>(all.end() - 10, all.end())) << "the newest ones when there are more";
}

TEST(Trails, RemovingAnAgentDuringTheRunKeepsTheOthersTrails) {
    const Scenario s = example("crowd-four-streams");
    Timeline t = buildTimeline(s);
    t.run(40);
    const std::vector<Vec2> secondBefore = trailOf(t, 1);
    ASSERT_TRUE(t.edit(removeAgent(0)).ok());
    t.run(30);
    // The agent that was index 1 is index 0 now; its trail goes back to step 0 through the edit.
    const std::vector<Vec2> now = trailOf(t, 0);
    ASSERT_EQ(now.size(), 71u);
    EXPECT_EQ(std::vector<Vec2>(now.begin(), now.begin() + 41), secondBefore);
    // Going back before the edit and forward again replays it: the same trail.
    t.seek(20);
    t.seek(70);
    EXPECT_EQ(trailOf(t, 0), now);
}

TEST(Trails, MovingAnAgentsStartDuringTheRunBeginsANewTrailAndAnAddedAgentHasItsOwn) {
    const Scenario s = example("whiskers-circle-field");
    Timeline t = buildTimeline(s);
    t.run(50);
    Edit move;
    move.kind = EditKind::SetAgentStart;
    move.index = 0;
    move.point = t.world().agents()[0].start + Vec2(0.5f, 0.0f);
    ASSERT_TRUE(t.edit(move).ok());
    t.run(20);
    std::vector<Vec2> trail;
    EXPECT_EQ(t.trail(0, kTrailPoints, trail), 50u) << "from the step it moved";
    EXPECT_EQ(trail.size(), 21u);
    EXPECT_EQ(trail.front(), move.point);

    Edit add;
    add.kind = EditKind::AddAgent;
    add.agent = AgentDef{"late", Behavior::Seek, {2.0f, 2.0f}, {10.0f, 2.0f}};
    const EditResult r = t.edit(add);
    ASSERT_TRUE(r.ok());
    t.run(5);
    EXPECT_EQ(t.trail(r.index, kTrailPoints, trail), 70u);
    EXPECT_EQ(trail.size(), 6u);
    EXPECT_EQ(trail.front(), Vec2(2.0f, 2.0f));
}

TEST(Trails, AnUndoCopyKeepsItsTrailWhenTheRunGoesOn) {
    const Scenario s = example("crowd-four-streams");
    Timeline t = buildTimeline(s);
    t.run(90);
    const Timeline copy = t;  // what undo keeps
    const std::vector<Vec2> before = trailOf(copy, 3);
    ASSERT_TRUE(t.edit(removeAgent(3)).ok());
    t.seek(10);
    t.run(100);
    EXPECT_EQ(trailOf(copy, 3), before);
    EXPECT_EQ(trailOf(copy, 3), positions(s, 3, 90));
}

TEST(Trails, OverTheBudgetEveryOtherStepIsDroppedAndTheMemoryHolds) {
    const Scenario s = example("crowd-four-streams");
    Timeline t = buildTimeline(s);
    const size_t perStep = t.world().agents().size() * sizeof(Vec2) + sizeof(uint32_t);
    const size_t budget = perStep * 40;
    t.trails().setBudget(budget);
    t.run(300);
    EXPECT_LE(t.trails().bytes(), budget);
    EXPECT_GT(t.trails().stride(), 4u);
    const uint32_t stride = t.trails().stride();
    const std::vector<Vec2> all = positions(s, 2, 300);
    std::vector<Vec2> kept;
    for (size_t k = 0; k < all.size(); k += stride) kept.push_back(all[k]);
    if (300 % stride != 0) kept.push_back(all.back());  // it ends where the agent is now
    EXPECT_EQ(trailOf(t, 2), kept);
}

TEST(Trails, AnEditAtStepZeroStartsThemOver) {
    const Scenario s = example("whiskers-circle-field");
    Timeline t = buildTimeline(s);
    t.run(60);
    t.seek(0);
    Edit cell;
    cell.kind = EditKind::SetCell;
    cell.x = 1;
    cell.y = 1;
    cell.flag = true;
    ASSERT_TRUE(t.edit(cell).ok());
    EXPECT_EQ(trailOf(t, 0).size(), 1u);
    t.run(30);
    EXPECT_EQ(trailOf(t, 0).size(), 31u);
}

TEST(Trails, AnEditInsideASealedChunkCutsItAndTheTrailGoesOnThroughIt) {
    // Over many chunks (each holds about 64 KiB of positions): back to step 100, well inside a sealed chunk,
    // remove an agent and run on. The trail of the agent after it equals a world stepped by hand with the edit.
    const Scenario s = example("crowd-four-streams");
    Timeline t = buildTimeline(s);
    t.run(400);
    t.seek(100);
    ASSERT_TRUE(t.edit(removeAgent(0)).ok());
    t.run(150);
    World w = buildWorld(s);
    std::vector<Vec2> expected{w.agents()[1].position};
    for (int k = 0; k < 100; ++k) w.step(), expected.push_back(w.agents()[1].position);
    ASSERT_TRUE(applyEdit(w, removeAgent(0)).ok());
    for (int k = 0; k < 150; ++k) w.step(), expected.push_back(w.agents()[0].position);
    EXPECT_EQ(trailOf(t, 0), expected);
}

TEST(Trails, ABudgetOfManyChunksThinsEveryChunkAndHolds) {
    const Scenario s = example("crowd-four-streams");
    Timeline t = buildTimeline(s);
    const size_t budget = size_t(1) << 20;  // several sealed chunks before the first thinning
    t.trails().setBudget(budget);
    t.run(3000);
    EXPECT_LE(t.trails().bytes(), budget);
    EXPECT_GT(t.trails().stride(), 1u);
    const uint32_t stride = t.trails().stride();
    const std::vector<Vec2> all = positions(s, 2, 3000);
    std::vector<Vec2> kept;
    for (size_t k = 0; k < all.size(); k += stride) kept.push_back(all[k]);
    if (3000 % stride != 0) kept.push_back(all.back());
    if (kept.size() > kTrailPoints) kept.erase(kept.begin(), kept.end() - long(kTrailPoints));
    EXPECT_EQ(trailOf(t, 2), kept);
}

TEST(Trails, AgentsAddedAndRemovedOverAndOverStayWithinTheBudget) {
    // Every change of the agents seals a chunk early: what it keeps is counted as allocated.
    const Scenario s = example("whiskers-circle-field");
    Timeline t = buildTimeline(s);
    const size_t budget = size_t(256) << 10;
    t.trails().setBudget(budget);
    for (int k = 0; k < 400; ++k) {
        Edit add;
        add.kind = EditKind::AddAgent;
        add.agent = AgentDef{"", Behavior::Seek, {2.0f, 2.0f}, {10.0f, 2.0f}};
        const EditResult r = t.edit(add);
        ASSERT_TRUE(r.ok());
        t.run(2);
        ASSERT_TRUE(t.edit(removeAgent(r.index)).ok());
        t.run(1);
    }
    EXPECT_LE(t.trails().bytes(), budget + (size_t(64) << 10) + 1024) << "the budget and at most one open chunk";
}
