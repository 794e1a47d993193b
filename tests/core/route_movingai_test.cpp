// Continuous agents on the bundled Moving AI problems (five map kinds: an open game map, a game dungeon, a
// maze, random blocks, rooms), with and without routes (docs/maps.md has every row; this checks every third):
// ORCA and whiskers with a route reach at least 95 % of the goals with a mean path ratio (path length / octile
// optimum) at most 1.15 on every map, and more goals than without a route wherever that one falls short.
// Whiskers get there because on a route their rays look only into the corridor the body sweeps to its waypoint
// (docs/routes.md, "Whiskers on a route"). The same on a city map held out of the core
// (tests/data/movingai-city/, a spread of its problems; docs/maps.md, "A city map").
#include <gtest/gtest.h>

#include "movingai_data.hpp"
#include "sidestep/world/problem_run.hpp"

using namespace sidestep;
namespace data = movingai_data;

namespace {

/// Every `stride`-th problem of a loaded map and scen (from the first) run with one continuous agent.
ProblemTally runEvery(const data::Loaded& loaded, size_t stride, Behavior behavior, RouteKind planner) {
    AgentDef def;
    def.behavior = behavior;
    def.planner = uint32_t(planner);
    ProblemRunner runner(loaded.map.grid, def);
    EXPECT_EQ(runner.error(), "");
    ProblemTally tally;
    for (size_t k = 0; k < loaded.scen.problems.size(); k += stride) {
        const ScenProblem& q = loaded.scen.problems[k];
        tally.add(runner.run(q.start, q.goal));
    }
    return tally;
}

/// On every `stride`-th problem: at least 95 % reached with a mean ratio at most 1.15, with either planner, and
/// more than without a route wherever that one falls short.
void expectRoutesReachNearlyEveryGoalOn(const data::Loaded& loaded, size_t stride, Behavior behavior,
                                        const std::string& name) {
    const ProblemTally with = runEvery(loaded, stride, behavior, RouteKind::AnyAngle);
    const ProblemTally grid = runEvery(loaded, stride, behavior, RouteKind::Grid);
    const ProblemTally without = runEvery(loaded, stride, behavior, RouteKind::None);
    ASSERT_EQ(with.unreachable, 0u) << name;
    for (const ProblemTally* t : {&with, &grid}) {
        EXPECT_GE(double(t->reached), 0.95 * double(t->problems)) << name;
        EXPECT_LE(t->meanRatio(), 1.15) << name;
        EXPECT_GE(t->reached, without.reached) << name;
        if (without.reached < without.problems) {
            EXPECT_GT(t->reached, without.reached) << name;
        }
    }
}

/// The same on every third problem of each bundled pair.
void expectRoutesReachNearlyEveryGoal(Behavior behavior) {
    for (const data::Pair& pair : data::pairs()) {
        const data::Loaded loaded = data::load(pair);
        ASSERT_TRUE(loaded.map.ok() && loaded.scen.ok()) << pair.map;
        expectRoutesReachNearlyEveryGoalOn(loaded, 3, behavior, pair.map);
    }
}

/// The city map held out of the core (tests/data/movingai-city/, see its README.md).
data::Loaded loadCity() {
    const std::string dir = std::string(SIDESTEP_SOURCE_DIR) + "/tests/data/movingai-city/";
    return {parseMovingAiMap(data::read(dir + "Boston_0_256.map")),
            parseMovingAiScen(data::read(dir + "Boston_0_256.map.scen"))};
}

}  // namespace

TEST(RouteMovingAi, OrcaWithARouteReachesNearlyEveryGoalOnEveryKindOfMapAndMoreThanWithout) {
    expectRoutesReachNearlyEveryGoal(Behavior::Orca);
}

TEST(RouteMovingAi, WhiskersWithARouteReachesNearlyEveryGoalOnEveryKindOfMapAndMoreThanWithout) {
    // Mazes and rooms included: the rays no longer see the corners the route turns round.
    expectRoutesReachNearlyEveryGoal(Behavior::Whiskers);
}

TEST(RouteMovingAi, OrcaAndWhiskersWithARouteReachNearlyEveryGoalOnACityMapAndMoreThanWithout) {
    // Boston_0_256 (256 x 256 streets): 950 problems in 95 buckets of 10, by length. Every 95th is one in each
    // of ten buckets from the shortest on (0, 9, 19, ..., 85 of 0-94: optimum 1 to 342 cells), to keep the
    // run short; docs/maps.md has every tenth.
    const data::Loaded loaded = loadCity();
    ASSERT_TRUE(loaded.map.ok() && loaded.scen.ok());
    ASSERT_EQ(loaded.scen.problems.size(), 950u);
    for (Behavior behavior : {Behavior::Orca, Behavior::Whiskers}) {
        expectRoutesReachNearlyEveryGoalOn(loaded, 95, behavior, "Boston_0_256.map");
    }
}

TEST(RouteMovingAi, ARouteIsNoShorterThanTheStraightLineAndTheRatioSaysHowMuchLonger) {
    // The path of an agent that reached its goal is at least the straight line between the cell centres (less
    // the arrival distance), so its ratio to the octile optimum is at least straight / octile >= 1 / 1.0824.
    const data::Loaded loaded = data::load(data::pairs()[0]);
    AgentDef def;
    def.behavior = Behavior::Orca;
    def.planner = uint32_t(RouteKind::AnyAngle);
    ProblemRunner runner(loaded.map.grid, def);
    for (size_t k = 0; k < loaded.scen.problems.size(); k += 10) {
        const ScenProblem& q = loaded.scen.problems[k];
        const ProblemResult r = runner.run(q.start, q.goal);
        if (!r.reached) continue;
        const double straight = glm::length(Vec2(float(q.goal.x - q.start.x), float(q.goal.y - q.start.y)));
        EXPECT_GE(r.pathLength, straight - double(kArriveDistance) - 1e-3) << k;
    }
}
