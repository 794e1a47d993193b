#include <gtest/gtest.h>

#include "nproxy_oracle.hpp"
#include "sidestep/world/random.hpp"
#include "sidestep/world/timeline.hpp"
#include "sidestep/world/world.hpp"

using namespace sidestep;

namespace {

Grid parseGrid(std::initializer_list<const char*> rows) {
    Grid g(int32_t(std::string(*rows.begin()).size()), int32_t(rows.size()));
    int32_t y = 0;
    for (const char* row : rows) {
        for (int32_t x = 0; row[x]; ++x) g.set(x, y, row[x] == '@');
        ++y;
    }
    return g;
}

}  // namespace

TEST(NproxyOracle, FastValuesEqualTheArticlesRecursionOnEveryCellOfThousandsOfRandomGrids) {
    Random rng(20261121);
    ProxySearch search;
    int grids = 0, cells = 0;
    for (; grids < 2000; ++grids) {
        const int w = 1 + int(rng.next() % 7), h = 1 + int(rng.next() % 7);
        Grid g(w, h);
        const float density = rng.uniform(0.0f, 0.6f);
        for (int y = 0; y < h; ++y)
            for (int x = 0; x < w; ++x) g.set(x, y, rng.uniform() < density);
        // The target: any cell, blocked or not (an unreachable target is a case to cover).
        const Cell target{int(rng.next() % uint64_t(w)), int(rng.next() % uint64_t(h))};
        const Metric metric = Metric(rng.next() % 3);
        const int P = grids % 10;  // P = 0..9
        const std::vector<float> field = proxyField(g, target, P, metric);
        const std::vector<uint32_t> steps = stepField(g, target, P);
        for (int y = -1; y <= h; ++y) {
            for (int x = -1; x <= w; ++x) {  // the border ring: off-grid cells are blocked
                const Cell c{x, y};
                const float want = oracle::nProxy(g, c, target, P, metric);
                ASSERT_EQ(search.proxy(g, c, target, P, metric), want) << "P=" << P << " cell " << x << "," << y;
                if (!g.contains(x, y)) continue;
                ASSERT_EQ(field[size_t(y * w + x)], want) << "field, P=" << P << " cell " << x << "," << y;
                ASSERT_EQ(steps[size_t(y * w + x)], oracle::nStep(g, c, target, P, P))
                    << "P=" << P << " cell " << x << "," << y;
                ++cells;
            }
        }
        // The decision's P-steps of the four neighbours of a random cell.
        const Cell at{int(rng.next() % uint64_t(w)), int(rng.next() % uint64_t(h))};
        const auto fourSteps = search.stepsToNeighbours(g, at, target, P);
        for (uint32_t k = 0; k < 4; ++k) {
            const Cell n{at.x + kNeighbourOffsets[k].x, at.y + kNeighbourOffsets[k].y};
            ASSERT_EQ(fourSteps[k], oracle::nStep(g, n, target, P, P));
        }
    }
    EXPECT_EQ(grids, 2000);
    EXPECT_GT(cells, 20000);
}

TEST(NproxyOracle, AgreesOnLargerGridsAtP9) {
    Random rng(99);
    ProxySearch search;
    for (int i = 0; i < 20; ++i) {
        Grid g(12, 12);
        for (int y = 0; y < 12; ++y)
            for (int x = 0; x < 12; ++x) g.set(x, y, rng.uniform() < 0.3f);
        const Cell target{int(rng.next() % 12), int(rng.next() % 12)};
        const std::vector<float> field = proxyField(g, target, 9, Metric::Euclidean);
        for (int y = 0; y < 12; y += 3)
            for (int x = 0; x < 12; x += 3)
                ASSERT_EQ(field[size_t(y * 12 + x)], oracle::nProxy(g, {x, y}, target, 9, Metric::Euclidean));
    }
}

TEST(Nproxy, HeuristicsMeasureBetweenCellCentres) {
    EXPECT_FLOAT_EQ(heuristic({0, 0}, {3, 4}, Metric::Euclidean), 5.0f);
    EXPECT_FLOAT_EQ(heuristic({0, 0}, {3, 4}, Metric::Manhattan), 7.0f);
    EXPECT_FLOAT_EQ(heuristic({0, 0}, {3, 4}, Metric::Octile), 4.0f + 3.0f * (std::sqrt(2.0f) - 1.0f));
}

TEST(Nproxy, BigExceedsEveryDistanceInTheGrid) {
    const Grid g(1024, 1024);
    EXPECT_GT(bigDistance(g), heuristic({0, 0}, {1023, 1023}, Metric::Manhattan));
}

TEST(Nproxy, ZeroProxyWalksIntoACupThatALongEnoughLookAheadSeesRound) {
    // A cup opening away from the target: 0-proxy walks into it; 7-proxy sees round it.
    const Grid g = parseGrid({
        "...........",
        "...@@@@@...",
        "...@...@...",
        "...@...@...",
        "...........",
    });
    ProxySearch search;
    const NproxyParams p0{0, true, true, Metric::Euclidean};
    const NproxyParams p7{7, true, true, Metric::Euclidean};
    const NproxyParams p9{9, true, true, Metric::Euclidean};
    EXPECT_EQ(decideGridStep(g, {5, 4}, {5, 4}, {5, 0}, p0, search).chosen, Up) << "into the cup, toward the target";
    // The way round is 9 steps from the cells beside the agent: P = 7 still sees no way in...
    const GridDecision seven = decideGridStep(g, {5, 4}, {5, 4}, {5, 0}, p7, search);
    EXPECT_FLOAT_EQ(seven.proxy[Left], 2.0f);
    EXPECT_EQ(seven.chosen, Up);
    // ...and P = 9 does: left and right reach the target (proxy 0), the cup's inside does not.
    const GridDecision nine = decideGridStep(g, {5, 4}, {5, 4}, {5, 0}, p9, search);
    EXPECT_FLOAT_EQ(nine.proxy[Left], 0.0f);
    EXPECT_FLOAT_EQ(nine.proxy[Up], 2.0f);
    EXPECT_EQ(nine.step[Left], 9u);
    EXPECT_EQ(nine.chosen, Left);
}

TEST(Nproxy, WithoutTheStepRuleEveryNeighbourNearTheTargetTiesAtZero) {
    const Grid g(9, 3);
    ProxySearch search;
    const NproxyParams noStep{3, false, false, Metric::Euclidean};
    // Three steps from the target, every neighbour can reach it within P = 3: all proxies are 0.
    const GridDecision d = decideGridStep(g, {2, 1}, {2, 1}, {4, 1}, noStep, search);
    for (uint32_t k = 0; k < 4; ++k) EXPECT_FLOAT_EQ(d.proxy[k], 0.0f);
    EXPECT_EQ(d.rule, DecisionRule::FixedOrder);
    EXPECT_EQ(d.chosen, Up) << "the fixed order picks up: away from the straight way in";
    const NproxyParams withStep{3, true, false, Metric::Euclidean};
    const GridDecision s = decideGridStep(g, {2, 1}, {2, 1}, {4, 1}, withStep, search);
    EXPECT_EQ(s.rule, DecisionRule::PStep);
    EXPECT_EQ(s.chosen, Right);
    EXPECT_EQ(s.step[Right], 1u);
    EXPECT_EQ(s.step[Up], 3u);
    const GridDecision far = decideGridStep(g, {1, 1}, {1, 1}, {5, 1}, withStep, search);
    EXPECT_EQ(far.step[Left], kHugeStep) << "five steps away is beyond P = 3";
}

TEST(Nproxy, StopOnReturnStopsWhereTheNextCellIsThePreviousOne) {
    const Grid g = parseGrid({
        ".......",
        ".@@@@@.",
        ".......",
    });
    ProxySearch search;
    const NproxyParams p{0, false, true, Metric::Euclidean};
    // Came from the left, and the best is to go back left: oscillation.
    const GridDecision d = decideGridStep(g, {3, 2}, {2, 2}, {3, 0}, p, search);
    EXPECT_EQ(d.stop, StopReason::Oscillation);
    EXPECT_EQ(d.returning, 1u);
    EXPECT_EQ(d.chosen, None);
}

TEST(Nproxy, StuckWhenWalledInAndReachedOnTheTarget) {
    const Grid g = parseGrid({"...", ".@.", "@.@", ".@."});
    ProxySearch search;
    EXPECT_EQ(decideGridStep(g, {1, 2}, {1, 2}, {0, 0}, NproxyParams{}, search).stop, StopReason::Stuck);
    EXPECT_EQ(decideGridStep(g, {0, 0}, {0, 0}, {0, 0}, NproxyParams{}, search).stop, StopReason::Reached);
}

TEST(Nproxy, UnreachableTargetRanksOnlyTheTiedNeighboursByStep) {
    // The target is walled in: every P-step is HUGE. Left and right tie for the lowest proxy; up is worse.
    // Read literally, the article ranks all four by P-step, all HUGE, and the fixed order picks up, a
    // worse proxy. docs/algorithms/nproxy.md ranks only the tied neighbours: left.
    const Grid g = parseGrid({
        "..........",
        "..........",
        "...@@@....",
        "...@.@....",
        "...@@@....",
    });
    ProxySearch search;
    const NproxyParams p{0, true, false, Metric::Euclidean};
    const GridDecision d = decideGridStep(g, {4, 1}, {4, 1}, {4, 3}, p, search);
    EXPECT_FLOAT_EQ(d.proxy[Up], 3.0f);
    EXPECT_FLOAT_EQ(d.proxy[Left], d.proxy[Right]);
    EXPECT_LT(d.proxy[Left], d.proxy[Up]);
    for (uint32_t k = 0; k < 4; ++k) EXPECT_EQ(d.step[k], kHugeStep);
    EXPECT_EQ(d.chosen, Left);
    EXPECT_EQ(d.rule, DecisionRule::FixedOrder);
}

TEST(Nproxy, ChangingPWhilePausedUpdatesTheDecisionAndTheNextStepFollowsIt) {
    World w(9, 3);
    AgentDef def;
    def.behavior = Behavior::Nproxy;
    def.start = {2, 1};
    def.goal = {4, 1};
    w.addAgent(def);
    w.setAgentParam(0, "stepTieBreak", 0.0f);
    w.setAgentParam(0, "P", 3.0f);
    w.refreshDecisions();
    EXPECT_EQ(w.gridDecisions()[0].chosen, Up);
    w.setAgentParam(0, "stepTieBreak", 1.0f);
    w.refreshDecisions();
    EXPECT_EQ(w.gridDecisions()[0].chosen, Right);
    w.step();
    EXPECT_EQ(w.agents()[0].position, Vec2(3, 1));
    EXPECT_EQ(w.setAgentParam(0, "P", 300.0f).error, "agent.params.P: must be an integer 0..256, got 300");
}

TEST(Nproxy, AnAgentLeavesATrailAndReturnsAreMarked) {
    World w(13, 9);
    for (int x = 3; x <= 9; ++x) w.setCell(x, 4, true);
    AgentDef def;
    def.behavior = Behavior::Greedy;
    def.start = {6, 7};
    def.goal = {6, 1};
    w.addAgent(def);
    Timeline t(std::move(w));
    t.run(10);
    std::vector<Vec2> trail;
    EXPECT_EQ(t.trail(0, kTrailPoints, trail), 0u);
    EXPECT_EQ(trail.size(), 11u);
    EXPECT_EQ(trail[0], Vec2(6, 7));
    EXPECT_GT(t.world().agents()[0].returns, 0u);
    EXPECT_NE(t.world().agents()[0].lastReturn, Vec2(-1.0f));
}
