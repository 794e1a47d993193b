// Moving edits made during a run into the scenario (Timeline::foldIntoScenario): a wall painted at step 50
// becomes part of step 0, so going back no longer hides it; the run is replayed to where it was; the edits
// not chosen stay at their steps; a copy taken before (undo) is untouched; a bad choice changes nothing.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "sidestep/io/scenario.hpp"
#include "sidestep/world/timeline.hpp"

using namespace sidestep;

namespace {

Scenario welcome() {
    std::ifstream in(std::string(SIDESTEP_SOURCE_DIR) + "/examples/welcome.json", std::ios::binary);
    std::stringstream s;
    s << in.rdbuf();
    ScenarioParse p = parseScenario(s.str());
    EXPECT_TRUE(p.ok());
    return p.scenario;
}

Edit wall(int32_t x, int32_t y) {
    Edit e;
    e.kind = EditKind::SetCell;
    e.x = x, e.y = y, e.flag = true;
    return e;
}

/// A free cell of the world at step 0 with no agent on it, scanning from (x, y).
Cell freeCell(const World& w, int32_t x, int32_t y) {
    for (; y < w.grid().height(); ++y, x = 0) {
        for (; x < w.grid().width(); ++x) {
            if (!w.grid().blocked(x, y)) return {x, y};
        }
    }
    return {0, 0};
}

}  // namespace

TEST(FoldHistory, AWallPaintedDuringTheRunBecomesPartOfStepZero) {
    Timeline t = buildTimeline(welcome());
    const Cell c = freeCell(t.origin(), 1, 1);
    t.run(50);
    ASSERT_TRUE(t.edit(wall(c.x, c.y)).ok());
    t.run(30);
    ASSERT_EQ(t.history().size(), 1u);
    t.seek(10);
    EXPECT_FALSE(t.world().grid().blocked(c.x, c.y)) << "before the fold, stepping back before 50 hides the wall";
    t.seek(80);
    const Timeline before = t;  // what undo keeps

    const EditResult r = t.foldIntoScenario();
    ASSERT_TRUE(r.ok()) << r.error;
    EXPECT_EQ(r.index, 1);
    EXPECT_TRUE(t.history().empty());
    EXPECT_TRUE(t.origin().grid().blocked(c.x, c.y));
    EXPECT_EQ(t.step(), 80u) << "replayed to the step it was at";
    EXPECT_EQ(t.frontier(), 80u);
    t.seek(10);
    EXPECT_TRUE(t.world().grid().blocked(c.x, c.y)) << "the wall is there before step 50 now";

    // The same as a scenario that had the wall from the start.
    Scenario walled = welcome();
    Timeline fresh = buildTimeline(walled);
    ASSERT_TRUE(fresh.edit(wall(c.x, c.y)).ok());
    fresh.run(80);
    t.seek(80);
    EXPECT_EQ(t.world().hash(), fresh.world().hash());

    // The copy taken before still has the edit at its step, exactly as it was.
    ASSERT_EQ(before.history().size(), 1u);
    EXPECT_EQ(before.history()[0].step, 50u);
    EXPECT_FALSE(before.origin().grid().blocked(c.x, c.y));
}

TEST(FoldHistory, OnlyTheChosenEditsMoveAndTheOthersKeepTheirSteps) {
    Timeline t = buildTimeline(welcome());
    const Cell a = freeCell(t.origin(), 1, 1);
    const Cell b = freeCell(t.origin(), a.x + 1, a.y);
    t.run(20);
    ASSERT_TRUE(t.edit(wall(a.x, a.y)).ok());
    t.run(20);
    ASSERT_TRUE(t.edit(wall(b.x, b.y)).ok());
    t.run(5);
    ASSERT_EQ(t.history().size(), 2u);
    const EditResult r = t.foldIntoScenario({1});
    ASSERT_TRUE(r.ok()) << r.error;
    EXPECT_EQ(r.index, 1);
    ASSERT_EQ(t.history().size(), 1u);
    EXPECT_EQ(t.history()[0].step, 20u);
    EXPECT_FALSE(t.origin().grid().blocked(a.x, a.y));
    EXPECT_TRUE(t.origin().grid().blocked(b.x, b.y));
    t.seek(10);
    EXPECT_FALSE(t.world().grid().blocked(a.x, a.y));
    EXPECT_TRUE(t.world().grid().blocked(b.x, b.y));
    t.seek(30);
    EXPECT_TRUE(t.world().grid().blocked(a.x, a.y)) << "the edit left in the history still applies at its step";
}

TEST(FoldHistory, ABadChoiceChangesNothingAndNamesTheEdit) {
    Timeline t = buildTimeline(welcome());
    t.run(40);
    Edit add;
    add.kind = EditKind::AddAgent;
    add.agent.behavior = Behavior::Seek;
    add.agent.start = {2.0f, 2.0f};
    add.agent.goal = {5.0f, 5.0f};
    ASSERT_TRUE(t.edit(add).ok());
    const int32_t added = int32_t(t.world().agents().size()) - 1;
    t.run(10);
    Edit goal;
    goal.kind = EditKind::SetAgentGoal;
    goal.index = added;
    goal.point = {3.0f, 3.0f};
    ASSERT_TRUE(t.edit(goal).ok());
    t.run(10);
    const uint64_t h = t.world().hash();

    EditResult r = t.foldIntoScenario({1});  // the goal of an agent that step 0 does not have
    EXPECT_FALSE(r.ok());
    EXPECT_NE(r.error.find("history[1]"), std::string::npos) << r.error;
    EXPECT_NE(r.error.find("step 50"), std::string::npos) << r.error;
    r = t.foldIntoScenario({7});
    EXPECT_FALSE(r.ok());
    EXPECT_NE(r.error.find("history[7]"), std::string::npos) << r.error;
    EXPECT_EQ(t.history().size(), 2u);
    EXPECT_EQ(t.world().hash(), h);
    EXPECT_EQ(t.step(), 60u);

    r = t.foldIntoScenario();  // both, in order: the agent is added, then its goal set
    ASSERT_TRUE(r.ok()) << r.error;
    EXPECT_EQ(r.index, 2);
    EXPECT_EQ(t.origin().agents().size(), size_t(added) + 1);
}
