#include <gtest/gtest.h>

#include <cmath>

#include "sidestep/geometry/collision.hpp"
#include "sidestep/io/scenario.hpp"
#include "sidestep/world/world.hpp"

using namespace sidestep;

namespace {

AgentDef seeker(Vec2 start, Vec2 goal) {
    AgentDef d;
    d.behavior = Behavior::Seek;
    d.start = start;
    d.goal = goal;
    return d;
}

AgentDef greedy(Vec2 start, Vec2 goal) {
    AgentDef d;
    d.behavior = Behavior::Greedy;
    d.start = start;
    d.goal = goal;
    return d;
}

GridDecision greedyDecision(const Grid& g, Cell at, Cell target) {
    ProxySearch search;
    return decideGridStep(g, at, at, target, kGreedyParams, search);
}

void runToEnd(World& w) {
    while (w.step()) {
    }
}

}  // namespace

TEST(Seek, AcceleratesTowardTheGoalArrivesAndStops) {
    World w(20, 10);
    ASSERT_TRUE(w.addAgent(seeker({2.0f, 5.0f}, {15.0f, 5.0f})).ok());
    w.step();
    const Agent& a = w.agents()[0];
    EXPECT_GT(a.velocity.x, 0.0f);
    EXPECT_FLOAT_EQ(a.velocity.y, 0.0f);
    EXPECT_LE(glm::length(a.velocity), a.maxAccel * w.config().dt + 1e-6f);  // limited by max acceleration
    runToEnd(w);
    EXPECT_EQ(w.agents()[0].stop, StopReason::Reached);
    EXPECT_LE(glm::length(w.agents()[0].position - Vec2(15.0f, 5.0f)), kArriveDistance);
    EXPECT_EQ(w.agents()[0].velocity, Vec2(0.0f));
    EXPECT_NEAR(w.agents()[0].pathLength, 13.0f, 0.1f);
    EXPECT_LT(w.stepCount(), w.config().maxSteps);
}

TEST(Seek, NeverExceedsMaxSpeed) {
    World w(60, 10);
    AgentDef d = seeker({1.0f, 5.0f}, {59.0f, 5.0f});
    d.maxSpeed = 2.0f;
    ASSERT_TRUE(w.addAgent(d).ok());
    for (int i = 0; i < 500 && w.step(); ++i) EXPECT_LE(glm::length(w.agents()[0].velocity), 2.0f + 1e-5f);
}

TEST(Seek, DrivesThroughObstaclesAndCountsEachCollisionOnce) {
    World w(20, 10);
    for (int y = 0; y < 10; ++y) w.setCell(10, y, true);  // a wall across the way
    ASSERT_TRUE(w.addAgent(seeker({2.0f, 5.0f}, {18.0f, 5.0f})).ok());
    bool sawOverlap = false;
    while (w.step()) sawOverlap |= w.agents()[0].overlapping != 0;
    const Agent& a = w.agents()[0];
    EXPECT_TRUE(sawOverlap);
    EXPECT_EQ(a.stop, StopReason::Reached);  // no colliders: it passes through
    EXPECT_EQ(a.collisions, 1u);
    EXPECT_LT(a.minClearance, 0.0f);
}

TEST(Greedy, WalksStraightToTheTargetOnAnOpenGrid) {
    World w(10, 10);
    ASSERT_TRUE(w.addAgent(greedy({1, 1}, {6, 1})).ok());
    runToEnd(w);
    EXPECT_EQ(w.agents()[0].stop, StopReason::Reached);
    EXPECT_EQ(w.agents()[0].steps, 5u);
    EXPECT_EQ(w.agents()[0].position, Vec2(6, 1));
}

TEST(Greedy, BreaksTiesInTheOrderUpDownLeftRight) {
    // Target up and to the right: up (1, 0) and right (2, 1) are both 1 from it; up comes first.
    const Grid g(5, 5);
    const GridDecision d = greedyDecision(g, {1, 1}, {2, 0});
    EXPECT_FLOAT_EQ(d.proxy[Up], 1.0f);
    EXPECT_FLOAT_EQ(d.proxy[Right], 1.0f);
    EXPECT_EQ(d.chosen, Up);
    EXPECT_EQ(d.rule, DecisionRule::FixedOrder);
    EXPECT_EQ(greedyDecision(g, {1, 1}, {1, 4}).rule, DecisionRule::Proxy);
}

TEST(Greedy, BlockedNeighboursScoreBigAndAreNeverChosen) {
    Grid g(5, 5);
    g.set(2, 1, true);
    const GridDecision d = greedyDecision(g, {1, 1}, {4, 1});
    EXPECT_FLOAT_EQ(d.proxy[Right], bigDistance(g));
    EXPECT_NE(d.chosen, Right);
}

TEST(Greedy, PacesBetweenTwoCellsOfEqualProxyBehindAWall) {
    // A wall directly between agent and target: the 0-proxy rule steps aside and straight back.
    World w(9, 9);
    for (int x = 2; x <= 6; ++x) w.setCell(x, 4, true);
    ASSERT_TRUE(w.addAgent(greedy({4, 6}, {4, 1})).ok());
    SimConfig c;
    c.maxSteps = 40;
    ASSERT_TRUE(w.setConfig(c).ok());
    w.reset();
    std::vector<Vec2> visited;
    while (w.step()) visited.push_back(w.agents()[0].position);
    EXPECT_EQ(w.agents()[0].stop, StopReason::MaxSteps);
    // It never gets past row 5, and it revisits the same two cells over and over.
    for (Vec2 p : visited) EXPECT_GE(p.y, 5.0f);
    EXPECT_EQ(visited[10], visited[12]);
    EXPECT_NE(visited[10], visited[11]);
}

TEST(Greedy, StopsStuckWhenWalledIn) {
    World w(5, 5);
    w.setCell(1, 2, true);
    w.setCell(3, 2, true);
    w.setCell(2, 1, true);
    w.setCell(2, 3, true);
    ASSERT_TRUE(w.addAgent(greedy({2, 2}, {4, 4})).ok());
    runToEnd(w);
    EXPECT_EQ(w.agents()[0].stop, StopReason::Stuck);
    EXPECT_EQ(w.agents()[0].steps, 0u);
}

TEST(World, StepIsDeterministicAndTheHashSeesEveryChange) {
    auto build = [] {
        World w(16, 12);
        for (int x = 3; x < 12; ++x) w.setCell(x, 6, true);
        w.addCircle({8.0f, 3.0f}, 1.2f);
        w.addAgent(seeker({1.5f, 1.5f}, {14.5f, 10.5f}));
        w.addAgent(greedy({0, 11}, {15, 0}));
        return w;
    };
    World a = build(), b = build();
    EXPECT_EQ(a.hash(), b.hash());
    for (int i = 0; i < 200; ++i) {
        a.step();
        b.step();
    }
    EXPECT_EQ(a.hash(), b.hash());
    const uint64_t before = a.hash();
    a.setCell(0, 0, true);
    EXPECT_NE(a.hash(), before);
}

TEST(World, ACopyIsASnapshotThatReplaysIdentically) {
    World w(16, 12);
    w.addCircle({8.0f, 6.0f}, 2.0f);
    w.addAgent(seeker({1.5f, 6.0f}, {14.5f, 6.2f}));
    for (int i = 0; i < 50; ++i) w.step();
    const World snapshot = w;
    for (int i = 0; i < 100; ++i) w.step();
    World replay = snapshot;
    for (int i = 0; i < 100; ++i) replay.step();
    EXPECT_EQ(replay.hash(), w.hash());
    EXPECT_EQ(replay.stepCount(), 150u);
}

TEST(World, ResetPutsAgentsBackAndReproducesTheRun) {
    World w(16, 12);
    w.addAgent(seeker({1.5f, 6.0f}, {14.5f, 6.2f}));
    const uint64_t initial = w.hash();
    for (int i = 0; i < 80; ++i) w.step();
    const uint64_t at80 = w.hash();
    w.reset();
    EXPECT_EQ(w.hash(), initial);
    for (int i = 0; i < 80; ++i) w.step();
    EXPECT_EQ(w.hash(), at80);
}

TEST(World, AgentOrderDoesNotChangeTheOutcome) {
    World a(12, 12), b(12, 12);
    const AgentDef p = seeker({1.0f, 1.0f}, {10.0f, 10.0f}), q = greedy({10, 1}, {1, 10});
    a.addAgent(p);
    a.addAgent(q);
    b.addAgent(q);
    b.addAgent(p);
    for (int i = 0; i < 100; ++i) a.step(), b.step();
    EXPECT_EQ(a.agents()[0].position, b.agents()[1].position);
    EXPECT_EQ(a.agents()[1].position, b.agents()[0].position);
}

TEST(World, EditsRejectBadInputNamingTheFieldAndKeepTheWorld) {
    World w(8, 8);
    const uint64_t before = w.hash();
    EXPECT_EQ(w.setCell(8, 0, true).error, "cell: (8, 0) is outside the 8 x 8 grid");
    EXPECT_EQ(w.resizeGrid(0, 5).error, "width: must be an integer 1..1024, got 0");
    EXPECT_EQ(w.resizeGrid(5, 2000).error, "height: must be an integer 1..1024, got 2000");
    EXPECT_EQ(w.addCircle({1.0f, 1.0f}, -1.0f).error, "circle.radius: must be a number in [0.01, 1024], got -1");
    EXPECT_FALSE(w.addCircle({NAN, 1.0f}, 1.0f).ok());
    EXPECT_EQ(w.moveCircle(0, {1.0f, 1.0f}).error, "circle: no circle 0 (there are 0)");
    AgentDef bad = greedy({1.5f, 1.0f}, {3, 3});
    EXPECT_EQ(w.addAgent(bad).error, "agent.start: must be a cell 0..7 x 0..7, got (1.5, 1)");
    AgentDef far = seeker({1.0f, 1.0f}, {9.0f, 1.0f});
    EXPECT_EQ(w.addAgent(far).error, "agent.goal: must lie inside the world [0, 8] x [0, 8], got (9, 1)");
    AgentDef slow = seeker({1.0f, 1.0f}, {2.0f, 1.0f});
    slow.maxSpeed = 0.0f;
    EXPECT_EQ(w.addAgent(slow).error, "agent.maxSpeed: must be a number in [0.01, 100], got 0");
    SimConfig c;
    c.dt = 0.5f;
    EXPECT_EQ(w.setConfig(c).error, "sim.dt: must be a number in [0.0001, 0.25], got 0.5");
    EXPECT_EQ(w.hash(), before);
}

TEST(World, ResizeKeepsCellsAtTheirCoordinates) {
    World w(4, 4);
    w.setCell(1, 2, true);
    ASSERT_TRUE(w.resizeGrid(10, 3).ok());
    EXPECT_TRUE(w.grid().blocked(1, 2));
    EXPECT_FALSE(w.grid().blocked(5, 2));
    ASSERT_TRUE(w.resizeGrid(2, 2).ok());
    EXPECT_EQ(w.grid().blockedCount(), 0);
    EXPECT_TRUE(w.grid().blocked(2, 0));  // off the grid
}

TEST(World, ResizeRefusesASizeThatLeavesAnAgentOutside) {
    // Found by the edit fuzz target: shrinking the grid left a goal outside, and the scene saved to a file that
    // did not validate again (tests/bad-inputs/fuzz/edit/resize-leaves-goal-outside.txt).
    World w(32, 16);
    ASSERT_TRUE(w.addAgent(greedy({1, 1}, {20, 3})).ok());
    ASSERT_TRUE(w.addAgent(seeker({2.0f, 2.0f}, {30.0f, 8.0f})).ok());
    const uint64_t before = w.hash();
    // A grid agent's cell 20 needs 21 columns; a continuous agent's point x = 30 needs a world 30 wide.
    EXPECT_EQ(w.resizeGrid(20, 12).error,
              "width, height: 20 x 12 would leave agents[0].goal (20, 3) outside the world; move or remove the agent "
              "first");
    EXPECT_EQ(w.resizeGrid(29, 12).error,
              "width, height: 29 x 12 would leave agents[1].goal (30, 8) outside the world; move or remove the agent "
              "first");
    EXPECT_EQ(w.resizeGrid(30, 7).error,
              "width, height: 30 x 7 would leave agents[1].goal (30, 8) outside the world; move or remove the agent "
              "first");
    EXPECT_EQ(w.hash(), before) << "a refused resize changes nothing";
    ASSERT_TRUE(w.resizeGrid(30, 8).ok()) << "a point on the world's edge is inside";
    const ScenarioParse saved = parseScenario(writeScenario(scenarioFromWorld(w)));
    EXPECT_TRUE(saved.ok()) << saved.errors[0];
}

TEST(World, SettingAGoalRestartsAStoppedAgent) {
    World w(10, 10);
    w.addAgent(greedy({1, 1}, {3, 1}));
    runToEnd(w);
    EXPECT_EQ(w.agents()[0].stop, StopReason::Reached);
    ASSERT_TRUE(w.setAgentGoal(0, {3, 5}).ok());
    runToEnd(w);
    EXPECT_EQ(w.agents()[0].position, Vec2(3, 5));
}

TEST(Clearance, MeasuresTheGapToCellsCirclesAndTheGridEdge) {
    Grid g(10, 10);
    g.set(5, 5, true);
    const std::vector<Circle> circles{{{2.0f, 8.0f}, 1.0f}};
    EXPECT_NEAR(clearance(Obstacles{g, circles}, {4.0f, 5.5f}, 0.25f), 0.75f, 1e-6f);  // to the cell's left face
    EXPECT_NEAR(clearance(Obstacles{g, circles}, {2.0f, 6.5f}, 0.25f), 0.25f, 1e-6f);  // to the circle
    EXPECT_NEAR(clearance(Obstacles{g, circles}, {0.2f, 2.0f}, 0.1f), 0.1f, 1e-6f);    // to off-grid space
    EXPECT_LT(clearance(Obstacles{g, circles}, {5.5f, 5.5f}, 0.1f), 0.0f);
    EXPECT_FLOAT_EQ(clearance(Obstacles{Grid(40, 40), {}}, {20.0f, 20.0f}, 0.5f), kClearanceRange);
}
