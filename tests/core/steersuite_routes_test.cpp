// ORCA on every bundled SteerSuite case with routes (docs/steersuite.md, "With routes"): a route brings more
// agents home among obstacles than ORCA alone; with the pass-side remedy as well, at least 95 % of all the
// agents arrive (the remedy alone: docs/algorithms/orca.md).
#include <gtest/gtest.h>

#include <algorithm>

#include "sidestep/quality/steersuite_runs.hpp"
#include "steersuite_cases.hpp"

using namespace sidestep;

namespace {

/// Agents and arrivals over the cases in open space (open) or with obstacles (!open).
struct Tally {
    uint32_t agents = 0, reached = 0;
};

Tally run(const std::vector<SteerSuiteCase>& cases, const QualityVariant& v, bool open) {
    Tally t;
    for (const SteerSuiteCase& c : cases) {
        if (c.imported.openSpace != open) continue;
        const SteerSuiteRun r = runSteerSuite(c, v);
        t.agents += r.measures.agents;
        t.reached += r.measures.reached;
    }
    return t;
}

QualityVariant orca(bool passRight, RouteKind planner) {
    QualityVariant v;
    v.label = "orca";
    v.behavior = Behavior::Orca;
    if (passRight) v.params.push_back({"passRight", 0.25f});
    v.planner = uint32_t(planner);
    return v;
}

}  // namespace

TEST(SteerSuiteRoutes, OrcaWithARouteAndThePassSideRemedyBringsNineteenInTwentyHome) {
    const std::vector<SteerSuiteCase> cases = testdata::bundledSteerSuiteCases();
    ASSERT_GE(cases.size(), 50u);
    const Tally plain = run(cases, orca(false, RouteKind::None), false);
    const Tally routed = run(cases, orca(false, RouteKind::AnyAngle), false);
    std::printf("[ figure ] SteerSuite obstacles: orca %u/%u, with a route %u\n", plain.reached, plain.agents,
                routed.reached);
    EXPECT_GT(routed.reached, plain.reached) << "among obstacles a route gets round the walls";
    const Tally open = run(cases, orca(true, RouteKind::AnyAngle), true);
    const Tally obstacles = run(cases, orca(true, RouteKind::AnyAngle), false);
    std::printf("[ figure ] SteerSuite, orca with passRight 0.25 and a route: open space %u/%u, obstacles %u/%u\n",
                open.reached, open.agents, obstacles.reached, obstacles.agents);
    EXPECT_GE(20 * (open.reached + obstacles.reached), 19 * (open.agents + obstacles.agents));
    EXPECT_GE(obstacles.reached, routed.reached) << "the remedy takes nothing from the route";
}
