// Settings by name in every API: World's edits, agent definitions and quality variants take a setting's name,
// and refuse a name the behaviour does not have, naming it.
#include <gtest/gtest.h>

#include <string>

#include "sidestep/behaviors/nproxy.hpp"
#include "sidestep/behaviors/registry.hpp"
#include "sidestep/behaviors/whiskers.hpp"
#include "sidestep/quality/suite.hpp"
#include "sidestep/world/world.hpp"

using namespace sidestep;

TEST(SettingsByName, ASettingIsSetByNameAndAMisspeltNameIsRefusedNamingIt) {
    World w(10, 10);
    AgentDef d;
    d.behavior = Behavior::Whiskers;
    d.start = {2, 2};
    d.goal = {8, 8};
    ASSERT_TRUE(w.addAgent(d).ok());
    ASSERT_TRUE(w.setAgentParam(0, "rayLength", 4.5f).ok());
    EXPECT_EQ(whiskerParams(w.agents()[0]).rayLength, 4.5f);
    const EditResult wrong = w.setAgentParam(0, "rayLenght", 4.0f);
    EXPECT_FALSE(wrong.ok());
    EXPECT_NE(wrong.error.find("\"rayLenght\""), std::string::npos) << wrong.error;
    EXPECT_NE(wrong.error.find("rayLength, maxSteer, maxBrake"), std::string::npos) << wrong.error;
    // A message the page words in its language, with its English the error (en.ftl's invalid-no-setting-of).
    EXPECT_EQ(wrong.message.id, "invalid-no-setting-of");
    EXPECT_EQ(wrong.error.rfind("agent.params: whiskers has no setting \"rayLenght\" (it has rayLength, ", 0), 0u)
        << wrong.error;
    EXPECT_FALSE(w.setAvoidanceParam(0, "alongObstacle", 1.0f).ok());
    EXPECT_TRUE(w.setAvoidanceParam(0, "alongObstacles", 1.0f).ok());
    AgentDef def;
    def.behavior = Behavior::Nproxy;
    EXPECT_EQ(setSetting(def, "P", 3.0f), "");
    EXPECT_TRUE(def.hasParams);
    EXPECT_EQ(nproxyParams(makeAgent(def)).P, 3);
    EXPECT_NE(setSetting(def, "p", 3.0f).find("\"p\""), std::string::npos);
}

TEST(SettingsByName, AQualityVariantWithAMisspeltSettingIsRefusedNamingIt) {
    for (const QualityVariant& v : qualityVariants()) EXPECT_EQ(checkVariant(v), "") << v.label;
    QualityVariant v;
    v.behavior = Behavior::Raycast;
    v.params = {{"ray", 2.0f}};
    EXPECT_NE(checkVariant(v).find("params.ray: raycast has no setting \"ray\""), std::string::npos) << checkVariant(v);
    v.params = {{"rays", 7.0f}};
    EXPECT_NE(checkVariant(v).find("params.rays:"), std::string::npos);
    v.params = {};
    v.avoidance = {{"blends", 1.0f}};
    EXPECT_NE(checkVariant(v).find("avoidance.blends"), std::string::npos);
}
