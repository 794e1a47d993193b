// Running benchmark problems with a grid agent: n-proxy with a look-ahead as long as the optimum walks
// exactly the optimum on every bundled problem; nobody walks less; the step limit ends pacing; one
// reused runner gives what fresh ones give.
#include <gtest/gtest.h>

#include <cmath>

#include <map>
#include <memory>

#include "movingai_data.hpp"
#include "settings_by_name.hpp"
#include "sidestep/behaviors/params.hpp"
#include "sidestep/world/problem_run.hpp"

using namespace sidestep;
namespace data = movingai_data;

namespace {

AgentDef nproxy(int32_t P) {
    AgentDef d;
    d.behavior = Behavior::Nproxy;
    d.params = defaultParams(Behavior::Nproxy);
    test::setParam(d, "P", float(P));  // stepTieBreak and stopOnReturn stay on (the defaults)
    d.hasParams = true;
    return d;
}

AgentDef greedy() {
    AgentDef d;
    d.behavior = Behavior::Greedy;
    return d;
}

Grid parseGrid(const std::vector<std::string>& rows) {
    Grid g(int32_t(rows[0].size()), int32_t(rows.size()));
    for (size_t y = 0; y < rows.size(); ++y) {
        for (size_t x = 0; x < rows[y].size(); ++x) g.set(int32_t(x), int32_t(y), rows[y][x] == '@');
    }
    return g;
}

bool sameResult(const ProblemResult& a, const ProblemResult& b) {
    return a.reachable == b.reachable && a.reached == b.reached && a.stop == b.stop && a.steps == b.steps &&
           a.returns == b.returns && a.stepLimit == b.stepLimit && a.optimal == b.optimal && a.optimal4 == b.optimal4 &&
           a.ratio == b.ratio;
}

}  // namespace

// Within P steps of the target, every neighbour on a shortest path has P-proxy 0 (the target is
// within its reach), so the lowest proxy is 0; when several neighbours share it, the P-step tie-break
// picks the smallest step distance, which a shortest-path neighbour has. So each move takes one step
// off the distance, and the agent walks exactly the 4-connected optimum.
TEST(ProblemRun, NproxyWithALookAheadAsLongAsTheOptimumWalksExactlyTheOptimumOnEveryBundledProblem) {
    size_t checked = 0;
    for (const data::Pair& p : data::pairs()) {
        const data::Loaded loaded = data::load(p);
        ASSERT_TRUE(loaded.map.ok() && loaded.scen.ok()) << p.map;
        StepDistance steps;
        std::map<int32_t, std::unique_ptr<ProblemRunner>> runners;  // one per P, reused across problems
        for (const ScenProblem& q : loaded.scen.problems) {
            const int32_t optimal4 = steps.between(loaded.map.grid, q.start, q.goal);
            if (optimal4 > kMaxLookahead) continue;
            auto& runner = runners[optimal4];
            if (!runner) runner = std::make_unique<ProblemRunner>(loaded.map.grid, nproxy(optimal4));
            ASSERT_EQ(runner->error(), "");
            const ProblemResult r = runner->run(q.start, q.goal);
            EXPECT_TRUE(r.reached) << p.scen << " line " << q.line << ": " << problemOutcome(r);
            EXPECT_EQ(r.steps, uint32_t(optimal4)) << p.scen << " line " << q.line;
            EXPECT_EQ(r.returns, 0u) << p.scen << " line " << q.line;
            EXPECT_EQ(r.ratio, 1.0) << p.scen << " line " << q.line;
            ++checked;
        }
    }
    EXPECT_GT(checked, 1000u);
}

TEST(ProblemRun, NoAgentThatReachesTheGoalWalksFewerStepsThanTheOptimum) {
    for (const data::Pair& p : data::pairs()) {
        const data::Loaded loaded = data::load(p);
        for (const AgentDef& def : {greedy(), nproxy(3), nproxy(7)}) {
            ProblemRunner runner(loaded.map.grid, def);
            ASSERT_EQ(runner.error(), "");
            for (const ScenProblem& q : loaded.scen.problems) {
                const ProblemResult r = runner.run(q.start, q.goal);
                ASSERT_TRUE(r.reachable) << p.scen << " line " << q.line;
                EXPECT_NEAR(r.optimal, q.optimal, 1e-3 + 1e-5 * q.optimal) << p.scen << " line " << q.line;
                EXPECT_LE(r.steps, r.stepLimit) << p.scen << " line " << q.line;
                if (r.reached) {
                    EXPECT_GE(r.steps, uint32_t(r.optimal4)) << p.scen << " line " << q.line;
                    EXPECT_EQ(r.ratio, double(r.steps) / double(r.optimal4));
                } else {
                    EXPECT_EQ(r.ratio, 0.0);
                    EXPECT_TRUE(r.stop == StopReason::Stuck || r.stop == StopReason::Oscillation ||
                                r.stop == StopReason::MaxSteps)
                        << problemOutcome(r);
                    if (r.stop == StopReason::MaxSteps) {
                        EXPECT_EQ(r.steps, r.stepLimit);
                    }
                }
            }
        }
    }
}

TEST(ProblemRun, OneReusedRunnerGivesWhatAFreshRunnerGivesForEachProblem) {
    const data::Loaded loaded = data::load(data::pairs()[3]);
    for (const AgentDef& def : {greedy(), nproxy(7)}) {
        ProblemRunner reused(loaded.map.grid, def);
        for (size_t i = 0; i < loaded.scen.problems.size(); ++i) {
            const ScenProblem& q = loaded.scen.problems[i];
            const ProblemResult once = reused.run(q.start, q.goal);
            if (i % 23 != 0) continue;
            ProblemRunner fresh(loaded.map.grid, def);
            EXPECT_TRUE(sameResult(once, fresh.run(q.start, q.goal))) << "line " << q.line;
        }
    }
}

TEST(ProblemRun, TheStepLimitIsFourTimesTheOptimumBetween64AndAMillion) {
    const std::vector<std::pair<int32_t, uint32_t>> cases{
        {0, 64}, {1, 64}, {16, 64}, {17, 68}, {100, 400}, {250000, 1000000}, {250001, 1000000}, {1 << 30, 1000000}};
    for (const auto& [optimal4, limit] : cases) EXPECT_EQ(problemStepLimit(optimal4), limit) << optimal4;
}

TEST(ProblemRun, AGreedyAgentPacingInACupEndsAtTheStepLimit) {
    // The goal is straight above, behind a wall: greedy steps left, then right back, for ever.
    const Grid g = parseGrid({".....", ".@@@.", ".....", "....."});
    ProblemRunner runner(g, greedy());
    const ProblemResult r = runner.run({2, 2}, {2, 0});
    EXPECT_EQ(r.optimal4, 6);
    EXPECT_EQ(r.stop, StopReason::MaxSteps);
    EXPECT_EQ(r.steps, problemStepLimit(6));
    EXPECT_GT(r.returns, r.steps / 3);
    EXPECT_STREQ(problemOutcome(r), "maxSteps");
}

TEST(ProblemRun, AnUnreachableGoalIsReportedAndNotRun) {
    const Grid g = parseGrid({"..@..", "..@..", "..@.."});
    ProblemRunner runner(g, nproxy(7));
    const ProblemResult r = runner.run({0, 0}, {4, 2});
    EXPECT_FALSE(r.reachable);
    EXPECT_FALSE(r.reached);
    EXPECT_EQ(r.steps, 0u);
    EXPECT_EQ(r.optimal4, kNoStepPath);
    EXPECT_EQ(r.optimal, kNoOctilePath);
    EXPECT_STREQ(problemOutcome(r), "unreachable");
    // The next, reachable problem on the same runner runs normally.
    const ProblemResult next = runner.run({0, 0}, {1, 2});
    EXPECT_TRUE(next.reached);
    EXPECT_EQ(next.steps, 3u);
}

TEST(ProblemRun, AStartOnTheGoalIsReachedInNoStepsWithRatioOne) {
    ProblemRunner runner(Grid(3, 3), greedy());
    const ProblemResult r = runner.run({1, 1}, {1, 1});
    EXPECT_TRUE(r.reached);
    EXPECT_EQ(r.steps, 0u);
    EXPECT_EQ(r.ratio, 1.0);
}

TEST(ProblemRun, AScriptOrABadParamIsRefusedWithTheReasonAndAContinuousBehaviourRuns) {
    AgentDef seek;
    seek.behavior = Behavior::Seek;
    ProblemRunner continuous(Grid(4, 4), seek);
    EXPECT_EQ(continuous.error(), "");
    const ProblemResult r = continuous.run({0, 0}, {3, 3});
    EXPECT_TRUE(r.reached);
    EXPECT_GE(r.pathLength, std::sqrt(18.0) - double(kArriveDistance) - 1e-4);  // at least the straight line
    AgentDef script;
    script.behavior = Behavior::Script;
    EXPECT_NE(ProblemRunner(Grid(4, 4), script).error().find("script agents need a scene's script"), std::string::npos);
    AgentDef bad = nproxy(7);
    test::setParam(bad, "P", 300.0f);
    EXPECT_NE(ProblemRunner(Grid(4, 4), bad).error().find("agent.params.P: must be an integer 0..256"),
              std::string::npos);
}

TEST(ProblemTally, CountsEveryOutcomeOnceAndAveragesRatiosOfReachedProblemsOnly) {
    ProblemTally tally;
    ProblemResult reached;
    reached.reachable = reached.reached = true;
    reached.stop = StopReason::Reached;
    for (double ratio : {1.0, 1.5, 2.0}) {
        reached.ratio = ratio;
        tally.add(reached);
    }
    ProblemResult other;
    other.reachable = true;
    for (StopReason s : {StopReason::Stuck, StopReason::Oscillation, StopReason::Oscillation, StopReason::MaxSteps}) {
        other.stop = s;
        tally.add(other);
    }
    tally.add(ProblemResult{});  // unreachable
    EXPECT_EQ(tally.problems, 8u);
    EXPECT_EQ(tally.reached + tally.stuck + tally.oscillation + tally.maxSteps + tally.unreachable, tally.problems);
    EXPECT_EQ(tally.oscillation, 2u);
    EXPECT_EQ(tally.unreachable, 1u);
    EXPECT_DOUBLE_EQ(tally.meanRatio(), 1.5);
    EXPECT_EQ(tally.worstRatio, 2.0);
    EXPECT_EQ(ProblemTally{}.meanRatio(), 0.0);
}
