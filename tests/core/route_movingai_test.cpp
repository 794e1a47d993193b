// Continuous agents on the bundled Moving AI problems (five map kinds: an open game map, a game dungeon, a
// maze, random blocks, rooms), with and without routes (docs/maps.md has every row; this checks every third):
// ORCA with a route reaches at least 95 % of the goals with a mean path ratio (path length / octile optimum)
// at most 1.15 on every map, and more goals than without a route wherever that one falls short. Whiskers with a
// route: more than without in the maze, the rooms and among random blocks (the open arena: all reached either
// way); on mazes and rooms its own rule
// (rays that steer away from the corner a route turns round) still keeps it from most goals (docs/maps.md).
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

}  // namespace

TEST(RouteMovingAi, OrcaWithARouteReachesNearlyEveryGoalOnEveryKindOfMapAndMoreThanWithout) {
    for (const data::Pair& pair : data::pairs()) {
        const ProblemTally with = runEveryThird(pair, Behavior::Orca, RouteKind::AnyAngle);
        const ProblemTally grid = runEveryThird(pair, Behavior::Orca, RouteKind::Grid);
        const ProblemTally without = runEveryThird(pair, Behavior::Orca, RouteKind::None);
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

TEST(RouteMovingAi, WhiskersWithARouteGetsRoundTheDungeonsWallsItSticksOnWithout) {
    const data::Pair& den = data::pairs()[1];
    ASSERT_EQ(den.map, "den201d.map");
    const ProblemTally with = runEveryThird(den, Behavior::Whiskers, RouteKind::AnyAngle);
    const ProblemTally without = runEveryThird(den, Behavior::Whiskers, RouteKind::None);
    EXPECT_GT(with.reached, without.reached);
    EXPECT_GE(double(with.reached), 0.95 * double(with.problems));
    EXPECT_LE(with.meanRatio(), 1.15);
}

TEST(RouteMovingAi, WhiskersWithARouteReachMoreGoalsThanWithoutInMazesRoomsAndAmongBlocks) {
    // Where the inner ray sweeps the corner a route turns round (docs/routes.md, "Whiskers on a route"), a route still
    // brings more whiskers agents home than heading straight for the goal, with either planner.
    for (const data::Pair& pair : data::pairs()) {
        if (pair.map != "maze-32-32-2.map" && pair.map != "room-32-32-4.map" && pair.map != "random-32-32-10.map")
            continue;
        const ProblemTally without = runEveryThird(pair, Behavior::Whiskers, RouteKind::None);
        for (RouteKind planner : {RouteKind::Grid, RouteKind::AnyAngle}) {
            const ProblemTally with = runEveryThird(pair, Behavior::Whiskers, planner);
            EXPECT_GT(with.reached, without.reached) << pair.map << " planner " << uint32_t(planner);
        }
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
