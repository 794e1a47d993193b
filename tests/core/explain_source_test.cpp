// What an explanation reads of the world (ExplainSource) packs into bytes and back to the same words: for every
// kind of agent of the examples (grid, each continuous behaviour, context maps, ORCA half-planes naming other
// agents, agent avoidance's threat, feelers over relief, stopped agents), at several steps, the explanation
// written from the unpacked bytes is the one written from the world; bytes that are not one whole source are refused.
#include <gtest/gtest.h>

#include <string>

#include "examples.hpp"
#include "sidestep/explain/explain.hpp"
#include "sidestep/world/world.hpp"

using namespace sidestep;

namespace {

std::string words(const std::vector<AgentFact>& facts, const Explanation& e) { return explanationText(facts, e); }

}  // namespace

TEST(ExplainSource, PackedAndUnpackedItGivesTheWorldsOwnWordsForEveryKindOfAgent) {
    for (const char* name :
         {"welcome", "nproxy-cluster", "context-race-track", "orca-head-on", "compare-orca-crowd", "agents-head-on",
          "feelers-slope-hill", "raycast-block", "whiskers-wall-end", "crowd-four-streams", "greedy-round-a-block"}) {
        World w = buildWorld(testdata::example(name));
        for (const uint32_t steps : {0u, 37u, 240u}) {
            w.run(steps - w.stepCount());
            w.refreshDecisions();
            const size_t n = w.agents().size() < 40 ? w.agents().size() : 40;
            for (size_t i = 0; i < n; ++i) {
                const std::string direct = words(agentFacts(w, i), explainAgent(w, i));
                ASSERT_FALSE(direct.empty()) << name << " agent " << i;
                const std::string bytes = ExplainSource::of(w, i).pack();
                ExplainSource back;
                ASSERT_TRUE(ExplainSource::unpack(bytes, back)) << name << " agent " << i;
                EXPECT_EQ(words(agentFacts(back), explainAgent(back)), direct)
                    << name << " agent " << i << " at step " << w.stepCount();
            }
        }
    }
}

TEST(ExplainSource, CarriesOnlyTheAgentsItsWordsName) {
    // A crowd of a thousand: one agent's source holds its own records and a few names, not the crowd.
    World w = buildWorld(testdata::example("crowd-thousand"));
    w.run(60);
    w.refreshDecisions();
    const ExplainSource s = ExplainSource::of(w, 0);
    EXPECT_EQ(s.agentNames().size(), w.agents().size());
    EXPECT_LE(s.agentNames().known.size(), 2u);  // itself, and the agent it avoids if any
    EXPECT_EQ(s.agentNames()[0], w.agentNames()[0]);
    EXPECT_LT(s.pack().size(), sizeof(SteeringRecord) + sizeof(OrcaRecord) + sizeof(Agent) + sizeof(GridDecision) +
                                   sizeof(SlopeRecord) + sizeof(ContextRecord) + 4096);
}

TEST(ExplainSource, BytesThatAreNotOneWholeSourceAreRefused) {
    World w = buildWorld(testdata::example("welcome"));
    w.refreshDecisions();
    const std::string bytes = ExplainSource::of(w, 2).pack();
    ExplainSource s;
    EXPECT_TRUE(ExplainSource::unpack(bytes, s));
    EXPECT_FALSE(ExplainSource::unpack(bytes.substr(0, bytes.size() - 1), s));
    EXPECT_FALSE(ExplainSource::unpack(bytes + "x", s));
    EXPECT_FALSE(ExplainSource::unpack("", s));
    std::string wrongTag = bytes;
    wrongTag[0] = char(wrongTag[0] ^ 1);
    EXPECT_FALSE(ExplainSource::unpack(wrongTag, s));
}
