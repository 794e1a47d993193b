// Edits that shape a scene quickly: many cells at once, seeded mazes and rooms (every free cell reachable,
// agents' cells kept free, the same cells for the same seed), and an agent's name, body and behaviour
// changed in place; each survives the scenario's history, and a bad one names its field.
#include <gtest/gtest.h>

#include <deque>

#include "sidestep/behaviors/params.hpp"
#include "sidestep/io/scenario.hpp"
#include "sidestep/world/timeline.hpp"

using namespace sidestep;

namespace {

/// Free cells reachable from the first free cell (4-neighbours), and all free cells.
std::pair<size_t, size_t> reachable(const Grid& g) {
    std::vector<uint8_t> seen(size_t(g.width()) * size_t(g.height()), 0);
    std::deque<Cell> queue;
    size_t free = 0;
    for (int32_t y = 0; y < g.height(); ++y) {
        for (int32_t x = 0; x < g.width(); ++x) {
            if (g.blocked(x, y)) continue;
            ++free;
            if (queue.empty() && !seen[size_t(y * g.width() + x)]) {
                seen[size_t(y * g.width() + x)] = 1;
                queue.push_back({x, y});
            }
        }
    }
    size_t reached = queue.size();
    while (!queue.empty()) {
        const Cell c = queue.front();
        queue.pop_front();
        const Cell next[4] = {{c.x, c.y - 1}, {c.x, c.y + 1}, {c.x - 1, c.y}, {c.x + 1, c.y}};
        for (const Cell n : next) {
            if (g.blocked(n) || seen[size_t(n.y * g.width() + n.x)]) continue;
            seen[size_t(n.y * g.width() + n.x)] = 1;
            ++reached;
            queue.push_back(n);
        }
    }
    return {reached, free};
}

World withAgents(int32_t w, int32_t h) {
    World world(w, h);
    AgentDef grid;
    grid.behavior = Behavior::Nproxy;
    grid.start = {2, 2};  // even (x, y): always a wall's crossing in a maze, so its cell must be joined
    grid.goal = {float(w - 3), float(h - 3)};
    EXPECT_TRUE(world.addAgent(grid).ok());
    AgentDef body;
    body.behavior = Behavior::Whiskers;
    body.start = {4.5f, 10.5f};
    body.goal = {float(w) - 4.5f, 3.5f};
    body.radius = 0.4f;
    EXPECT_TRUE(world.addAgent(body).ok());
    return world;
}

}  // namespace

TEST(ScenePatterns, AMazeReachesEveryFreeCellAndKeepsTheAgentsGround) {
    for (uint64_t seed : {1ull, 2ull, 99ull}) {
        for (auto [w, h] : {std::pair{31, 21}, std::pair{40, 30}, std::pair{13, 12}}) {
            World world = withAgents(w, h);
            ASSERT_TRUE(world.drawGridPattern(GridPattern::Maze, seed).ok());
            const auto [reached, free] = reachable(world.grid());
            EXPECT_EQ(reached, free) << "seed " << seed << " " << w << "x" << h;
            EXPECT_GT(world.grid().blockedCount(), 0) << "a maze has walls";
            for (const Agent& a : world.agents()) {
                EXPECT_FALSE(world.grid().blocked(int32_t(a.start.x), int32_t(a.start.y)));
                EXPECT_FALSE(world.grid().blocked(int32_t(a.goal.x), int32_t(a.goal.y)));
            }
        }
    }
}

TEST(ScenePatterns, RoomsAreConnectedThroughTheirDoors) {
    for (uint64_t seed = 1; seed <= 20; ++seed) {
        World world = withAgents(48, 32);
        ASSERT_TRUE(world.drawGridPattern(GridPattern::Rooms, seed).ok());
        const auto [reached, free] = reachable(world.grid());
        EXPECT_EQ(reached, free) << "seed " << seed;
        EXPECT_GT(world.grid().blockedCount(), 48) << "rooms have walls";
    }
}

TEST(ScenePatterns, TheSameSeedGivesTheSameCellsAndAnotherSeedOthers) {
    World a(40, 30), b(40, 30), c(40, 30);
    a.drawGridPattern(GridPattern::Maze, 7);
    b.drawGridPattern(GridPattern::Maze, 7);
    c.drawGridPattern(GridPattern::Maze, 8);
    EXPECT_EQ(a.hash(), b.hash());
    EXPECT_NE(a.hash(), c.hash());
}

TEST(SceneEdits, ManyCellsAtOnceOrNoneWithTheBadOneNamed) {
    World w(10, 10);
    EXPECT_TRUE(w.setCells({{1, 1}, {2, 1}, {3, 1}}, true).ok());
    EXPECT_EQ(w.grid().blockedCount(), 3);
    const uint64_t before = w.hash();
    const EditResult bad = w.setCells({{4, 4}, {10, 2}}, true);
    EXPECT_EQ(bad.error, "cells[1]: (10, 2) is outside the 10 x 10 grid");
    EXPECT_EQ(w.hash(), before);
}

TEST(SceneEdits, AnAgentsNameBodyAndBehaviourChangeInPlaceWithinItsLimits) {
    World w = withAgents(30, 20);
    EXPECT_TRUE(w.setAgentName(1, "blue").ok());
    EXPECT_EQ(w.agentNames()[1], "blue");
    EXPECT_EQ(w.setAgentName(1, std::string(65, 'x')).error, "name: must be at most 64 characters, got 65");
    EXPECT_TRUE(w.setAgentBody(1, AgentBody::Radius, 0.6f).ok());
    EXPECT_FLOAT_EQ(w.agents()[1].radius, 0.6f);
    EXPECT_EQ(w.setAgentBody(1, AgentBody::MaxSpeed, 0.0f).error, "maxSpeed: must be a number in [0.01, 100], got 0");
    EXPECT_NE(
        w.setAgentBody(0, AgentBody::Radius, 0.5f).error.find("radius: a grid agent (nproxy) moves one cell per step"),
        std::string::npos);
    // Behaviour: within the kind, params to the new behaviour's defaults.
    ASSERT_TRUE(w.setAgentParam(1, "rayLength", 3.0f).ok());
    ASSERT_TRUE(w.setAgentBehavior(1, Behavior::Feelers).ok());
    EXPECT_EQ(w.agents()[1].behavior, Behavior::Feelers);
    EXPECT_EQ(w.agents()[1].params, defaultParams(Behavior::Feelers));
    EXPECT_EQ(w.setAgentBehavior(0, Behavior::Context).error,
              "behavior: context is a continuous behaviour and agent 0 is a grid agent; add a new agent instead");
    EXPECT_TRUE(w.setAgentBehavior(0, Behavior::Greedy).ok());
}

TEST(SceneEdits, EditsDuringARunSurviveTheScenarioFormatAndReplayExactly) {
    Timeline t(World(withAgents(30, 20)));
    auto apply = [&t](const std::string& json) {
        const EditParse p = parseEditText(json);
        ASSERT_TRUE(p.ok()) << json << ": " << (p.errors.empty() ? "" : p.errors.front());
        const EditResult r = t.edit(p.edit);
        ASSERT_TRUE(r.ok()) << json << ": " << r.error;
    };
    apply(R"({"edit": "drawPattern", "pattern": "rooms", "seed": 3})");  // at step 0: part of the scenario
    t.run(20);
    apply(R"({"edit": "setAgentBody", "agent": 1, "field": "maxSpeed", "value": 1.5})");
    apply(R"({"edit": "setAgentName", "agent": 1, "name": "slow one"})");
    t.run(15);
    apply(R"({"edit": "setAgentBehavior", "agent": 1, "behavior": "raycast"})");
    apply(R"({"edit": "setCells", "cells": [[10, 5], [11, 5], [12, 5]], "blocked": true})");
    t.run(40);
    const uint64_t hash = t.world().hash();
    EXPECT_EQ(t.history().size(), 4u);
    // Written out and read back: the same run, name included.
    const ScenarioParse again = parseScenario(writeScenario(scenarioFromTimeline(t)));
    ASSERT_TRUE(again.ok()) << again.errors.front();
    Timeline replay = buildTimeline(again.scenario);
    replay.run(75);
    EXPECT_EQ(replay.world().hash(), hash);
    EXPECT_EQ(replay.world().agentNames()[1], "slow one");
    EXPECT_EQ(replay.world().agents()[1].behavior, Behavior::Raycast);
}

TEST(SceneEdits, BadEditsInAHistoryNameTheirField) {
    auto errorOf = [](const std::string& json) {
        const EditParse p = parseEditText(json);
        return p.errors.empty() ? std::string() : p.errors.front();
    };
    EXPECT_NE(errorOf(R"({"edit": "drawPattern", "pattern": "spiral", "seed": 1})")
                  .find("pattern: must be \"maze\" or \"rooms\""),
              std::string::npos);
    EXPECT_NE(errorOf(R"({"edit": "setAgentBody", "agent": 0, "field": "mass", "value": 1})").find("field: must be"),
              std::string::npos);
    EXPECT_NE(errorOf(R"({"edit": "setCells", "cells": [[0.5, 1]], "blocked": true})").find("cells"),
              std::string::npos);
    EXPECT_NE(errorOf(R"({"edit": "setAgentBehavior", "agent": 0, "behavior": "teleport"})")
                  .find("behavior: must be a behaviour's name"),
              std::string::npos);
}
