// The test build with one more behaviour (SIDESTEP_TEST_BEHAVIOR: one row in SIDESTEP_BEHAVIORS and
// tests/registry/dummy_behavior.cpp, nothing else): the validator, the world's step, the settings, the
// charts, the panel's words and the quality suite all take it from its row.
#include <gtest/gtest.h>

#include <string>

#include "sidestep/behaviors/params.hpp"
#include "sidestep/behaviors/registry.hpp"
#include "sidestep/io/scenario.hpp"
#include "sidestep/quality/suite.hpp"
#include "sidestep/world/series.hpp"
#include "sidestep/world/world.hpp"

using namespace sidestep;

TEST(DummyBehavior, OneRowAddsABehaviourEverythingKnows) {
    EXPECT_EQ(kBehaviorCount, uint32_t(Behavior::Script) + 2);
    Behavior b{};
    ASSERT_TRUE(parseBehavior("dummy", b));
    EXPECT_EQ(b, Behavior::Dummy);
    EXPECT_EQ(std::string(behaviorName(Behavior::Dummy)), "dummy");
    EXPECT_EQ(familyOf(Behavior::Dummy), BehaviorFamily::Continuous);
    EXPECT_EQ(kindOf(Behavior::Dummy), AgentKind::Continuous);
    ASSERT_EQ(paramsOf(Behavior::Dummy).size(), 1u);
    EXPECT_EQ(std::string(paramsOf(Behavior::Dummy)[0].name), "push");
    EXPECT_EQ(seriesChannels(Behavior::Dummy).count, 3u);
}

TEST(DummyBehavior, AFileWithItRunsItsRuleAndAMisspeltSettingIsRefused) {
    const std::string scene = R"({"version": 1, "world": {"grid": [")" + std::string(40, '.') + R"("]},
            "agents": [{"behavior": "dummy", "start": [2.5, 0.5], "goal": [2.5, 0.6], "params": {"push": 0.5}}]})";
    const ScenarioParse parsed = parseScenario(scene);
    ASSERT_TRUE(parsed.ok()) << (parsed.errors.empty() ? "" : parsed.errors[0]);
    World w = buildWorld(parsed.scenario);
    for (int k = 0; k < 20; ++k) w.step();
    const Agent& a = w.agents()[0];
    EXPECT_GT(a.position.x, 2.5f) << "it pushed along +x, away from its goal";
    EXPECT_EQ(a.position.y, 0.5f);
    w.refreshDecisions();
    const AgentSample s = sampleAgent(w, 0);
    EXPECT_EQ(s.value[2], 0.5f * a.maxAccel) << "its chart value, from its row's sampler";

    std::string misspelt = scene;
    misspelt.replace(misspelt.find("\"push\""), 6, "\"pushh\"");
    const ScenarioParse refused = parseScenario(misspelt);
    ASSERT_FALSE(refused.ok());
    EXPECT_NE(refused.errors[0].find("pushh"), std::string::npos) << refused.errors[0];
}

TEST(DummyBehavior, TheQualitySuiteAndThePanelTakeIt) {
    QualityVariant v;
    v.label = "dummy";
    v.behavior = Behavior::Dummy;
    v.params = {{"push", 1.0f}};
    EXPECT_EQ(checkVariant(v), "");
    const std::vector<QualityScene> scenes = qualityScenes();
    ASSERT_FALSE(scenes.empty());
    const Scenario s = applyVariant(scenes[0], v);
    ASSERT_FALSE(s.agents.empty());
    EXPECT_EQ(s.agents[0].behavior, Behavior::Dummy);
    EXPECT_NE(std::string(behaviorSenses(Behavior::Dummy)).find("+x"), std::string::npos);
}
