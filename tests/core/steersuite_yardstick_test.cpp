// SteerSuite's published cases as the judge of the defaults (issue: avoidance that holds off our own
// scenes): run on every bundled case with default settings.
#include <gtest/gtest.h>

#include "sidestep/quality/steersuite_runs.hpp"
#include "steersuite_cases.hpp"

using namespace sidestep;

namespace {

struct Tally {
    uint32_t agents = 0, reached = 0, contacts = 0;
};

/// Which cases a tally takes: every one, those in open space (no obstacle), or those with obstacles.
enum class Kind { Every, Open, Obstacles };

Tally run(const std::vector<SteerSuiteCase>& cases, const std::string& label, Kind kind) {
    const std::vector<QualityVariant> variants = qualityVariants();
    const QualityVariant* v = findQualityVariant(variants, label);
    EXPECT_NE(v, nullptr) << label;
    Tally t;
    for (const SteerSuiteCase& c : cases) {
        if ((kind == Kind::Open && !c.imported.openSpace) || (kind == Kind::Obstacles && c.imported.openSpace))
            continue;
        const SteerSuiteRun r = runSteerSuite(c, *v);
        t.agents += r.measures.agents;
        t.reached += r.measures.reached;
        t.contacts += r.measures.contacts;
    }
    return t;
}

}  // namespace

TEST(SteerSuiteYardstick, InOpenSpaceSeekWithAgentAvoidanceBringsNineInTenHomeWithFewerContactsThanSeek) {
    const std::vector<SteerSuiteCase> cases = testdata::bundledSteerSuiteCases();
    const Tally seek = run(cases, "seek", Kind::Open), avoid = run(cases, "seek + avoidAgents", Kind::Open);
    ASSERT_GE(seek.agents, 100u) << "the open-space cases are there";
    std::printf("[ figure ] SteerSuite open space: seek %u/%u home, %u contacts; seek + avoidAgents %u/%u, %u\n",
                seek.reached, seek.agents, seek.contacts, avoid.reached, avoid.agents, avoid.contacts);
    EXPECT_GE(10 * avoid.reached, 9 * avoid.agents);
    EXPECT_LT(avoid.contacts, seek.contacts);
}

TEST(SteerSuiteYardstick, OrcaHasFewerContactsThanSeekInOpenSpaceAndAmongObstaclesEachOnItsOwn) {
    // Each kind of case on its own (the steersuite table's two rows per variant), so that a kind where ORCA
    // touches more cannot hide behind the other in a sum.
    const std::vector<SteerSuiteCase> cases = testdata::bundledSteerSuiteCases();
    for (const auto& [kind, name] : {std::pair{Kind::Open, "open space"}, std::pair{Kind::Obstacles, "obstacles"}}) {
        const Tally seek = run(cases, "seek", kind), orca = run(cases, "orca", kind);
        std::printf("[ figure ] SteerSuite, %s: seek %u/%u home, %u contacts; orca %u/%u, %u\n", name, seek.reached,
                    seek.agents, seek.contacts, orca.reached, orca.agents, orca.contacts);
        ASSERT_GE(seek.agents, 100u) << name << ": the cases of this kind are there";
        EXPECT_EQ(orca.agents, seek.agents) << name;
        EXPECT_LT(orca.contacts, seek.contacts) << name;
    }
    // ORCA brings fewer home than the issue asked (95 %): it is a local rule. Agents in a symmetric ring
    // (concentric-circles) jam at the centre, and an agent whose goal lies behind a wall stops at it
    // (curves, simple-wall); SteerSuite's own RVO2 agent plans a path first, which sidestep does not do.
}
