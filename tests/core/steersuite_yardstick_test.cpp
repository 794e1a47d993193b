// SteerSuite's published cases as the judge of the defaults (issue: avoidance that holds off our own
// scenes): run on every bundled case with default settings.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "sidestep/quality/steersuite_runs.hpp"

using namespace sidestep;

namespace {

std::vector<SteerSuiteCase> bundledCases() {
    std::vector<SteerSuiteCase> cases;
    const std::string dir = std::string(SIDESTEP_SOURCE_DIR) + "/examples/steersuite/";
    std::vector<std::filesystem::path> files;
    for (const auto& e : std::filesystem::directory_iterator(dir)) {
        if (e.path().extension() == ".xml") files.push_back(e.path());
    }
    std::sort(files.begin(), files.end());
    for (const auto& f : files) {
        std::ifstream in(f, std::ios::binary);
        std::ostringstream s;
        s << in.rdbuf();
        SteerSuiteCase c;
        c.file = f.filename().string();
        std::vector<std::string> errors;
        if (importSteerSuite(s.str(), {}, c.imported, errors)) cases.push_back(std::move(c));
    }
    return cases;
}

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
    const std::vector<SteerSuiteCase> cases = bundledCases();
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
    const std::vector<SteerSuiteCase> cases = bundledCases();
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
