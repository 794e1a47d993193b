// The word the panels show for an agent's state comes from the core (agentStatus): a context agent that stands
// still in a dead end is "stalled", never "moving", and its stop reason once it stopped.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>

#include "sidestep/behaviors/decide.hpp"
#include "sidestep/io/scenario.hpp"
#include "sidestep/world/run_totals.hpp"

using namespace sidestep;

TEST(AgentStatus, AContextAgentInADeadEndIsStalledThenStoppedByTheStepLimit) {
    std::ifstream in(std::string(SIDESTEP_SOURCE_DIR) + "/examples/context-dead-end.json", std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    const ScenarioParse p = parseScenario(text.str());
    ASSERT_TRUE(p.ok());
    World w = buildWorld(p.scenario);
    const Agent& a = w.agents()[0];
    EXPECT_STREQ(agentStatus(a), "moving");
    w.run(400);
    ASSERT_TRUE(a.moving()) << "the record still says moving: it never stops on its own";
    EXPECT_LT(glm::length(a.velocity), 0.01f) << "it stands still in the pocket";
    EXPECT_STREQ(agentStatus(a), "stalled");
    EXPECT_EQ(runTotals(w).moving, 1u);
    EXPECT_EQ(runTotals(w).stalled, 1u) << "the Run panel's count says so too";
    w.run(100000);
    EXPECT_FALSE(a.moving());
    EXPECT_STREQ(agentStatus(a), stopReasonName(a.stop));
}
