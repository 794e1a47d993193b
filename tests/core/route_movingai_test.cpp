// Continuous agents on the bundled Moving AI problems (five map kinds: an open game map, a game dungeon, a
// maze, random blocks, rooms), with and without routes (docs/maps.md has every row; this checks every third):
// ORCA and whiskers with a route reach at least 95 % of the goals with a mean path ratio (path length / octile
// optimum) at most 1.15 on every map, and more goals than without a route wherever that one falls short.
// Whiskers get there because on a route their rays look only into the corridor the body sweeps to its waypoint
// (docs/routes.md, "Whiskers on a route").
#include <gtest/gtest.h>

#include "movingai_data.hpp"
#include "sidestep/world/problem_run.hpp"

using namespace sidestep;
namespace data = movingai_data;

namespace {

/// Every third problem of a bundled pair run with one continuous agent.
ProblemTally runEveryThird(const data::Pair& pair, Behavior behavior, RouteKind planner) {
    const data::Loaded loaded = data::load(pair);
    EXPECT_TRUE(loaded.map.ok() && loaded.scen.ok()) << pair.map;
    AgentDef def;
    def.behavior = behavior;
    def.planner = uint32_t(planner);
    ProblemRunner runner(loaded.map.grid, def);
    EXPECT_EQ(runner.error(), "");
    ProblemTally tally;
    for (size_t k = 0; k < loaded.scen.problems.size(); k += 3) {
        const ScenProblem& q = loaded.scen.problems[k];
        tally.add(runner.run(q.start, q.goal));
    }
    return tally;
}

/// At least 95 % reached with a mean ratio at most 1.15, with either planner, and more than without a route
/// wherever that one falls short.
void expectRoutesReachNearlyEveryGoal(Behavior behavior) {
    for (const data::Pair& pair : data::pairs()) {
        const ProblemTally with = runEveryThird(pair, behavior, RouteKind::AnyAngle);
        const ProblemTally grid = runEveryThird(pair, behavior, RouteKind::Grid);
        const ProblemTally without = runEveryThird(pair, behavior, RouteKind::None);
        ASSERT_EQ(with.unreachable, 0u) << pair.map;
        for (const ProblemTally* t : {&with, &grid}) {
            EXPECT_GE(double(t->reached), 0.95 * double(t->problems)) << pair.map;
            EXPECT_LE(t->meanRatio(), 1.15) << pair.map;
            EXPECT_GE(t->reached, without.reached) << pair.map;
            if (without.reached < without.problems) {
                EXPECT_GT(t->reached, without.reached) << pair.map;
            }
        }
    }
}

}  // namespace

TEST(RouteMovingAi, OrcaWithARouteReachesNearlyEveryGoalOnEveryKindOfMapAndMoreThanWithout) {
    expectRoutesReachNearlyEveryGoal(Behavior::Orca);
}

TEST(RouteMovingAi, WhiskersWithARouteReachesNearlyEveryGoalOnEveryKindOfMapAndMoreThanWithout) {
    // Mazes and rooms included: the rays no longer see the corners the route turns round.
    expectRoutesReachNearlyEveryGoal(Behavior::Whiskers);
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
