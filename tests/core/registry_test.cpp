// The behaviours' registry: one row per behaviour of SIDESTEP_BEHAVIORS, each consistent with what reads
// it (names, families, settings, charts, the example that shows it).
#include <gtest/gtest.h>

#include <fstream>
#include <set>
#include <sstream>
#include <string>

#include "sidestep/behaviors/params.hpp"
#include "sidestep/behaviors/registry.hpp"

using namespace sidestep;

namespace {

std::string readExample(const char* name) {
    std::ifstream in(std::string(SIDESTEP_SOURCE_DIR) + "/examples/" + name);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

}  // namespace

TEST(Registry, EveryBehaviourHasOneRowThatNamesItAndItsFamily) {
    std::set<std::string> names;
#define SIDESTEP_CHECK_ROW(E, id, fam)                                      \
    EXPECT_EQ(std::string(behaviorRow(Behavior::E).name), #id);             \
    EXPECT_EQ(behaviorRow(Behavior::E).family, BehaviorFamily::fam) << #id; \
    EXPECT_EQ(&behaviorRow(Behavior::E), &id##Behavior) << #id;             \
    names.insert(#id);
    SIDESTEP_BEHAVIORS(SIDESTEP_CHECK_ROW)
#undef SIDESTEP_CHECK_ROW
    EXPECT_EQ(names.size(), size_t(kBehaviorCount));
    for (uint32_t b = 0; b < kBehaviorCount; ++b) {
        Behavior parsed{};
        ASSERT_TRUE(parseBehavior(behaviorName(Behavior(b)), parsed));
        EXPECT_EQ(uint32_t(parsed), b);
        EXPECT_EQ(kindOf(Behavior(b)) == AgentKind::Grid, familyOf(Behavior(b)) == BehaviorFamily::Grid);
    }
}

TEST(Registry, EachRowIsWhole) {
    for (uint32_t b = 0; b < kBehaviorCount; ++b) {
        const BehaviorRow& row = behaviorRow(Behavior(b));
        SCOPED_TRACE(row.name);
        EXPECT_GT(std::string(row.senses).size(), 20u);
        EXPECT_LE(row.settings().size(), size_t(kMaxParams));
        EXPECT_GE(row.channels.count, 3u);
        EXPECT_LE(row.channels.count, kSeriesChannels);
        for (uint32_t c = 0; c < row.channels.count; ++c)
            EXPECT_GT(std::string(row.channels.channels[c].name).size(), 0u);
        // Rays only for ray behaviours, and a decision only for continuous ones.
        EXPECT_EQ(row.sensing != nullptr, row.family == BehaviorFamily::Ray);
        if (row.family == BehaviorFamily::Grid || row.family == BehaviorFamily::Scripted) {
            EXPECT_EQ(row.decide, nullptr);
        }
        if (row.ownsVelocity) {
            EXPECT_NE(row.decide, nullptr);
        }
        // Its example exists and has an agent of it.
        const std::string text = readExample(row.example);
        EXPECT_NE(text.find("\"behavior\": \"" + std::string(row.name) + "\""), std::string::npos)
            << "examples/" << row.example;
    }
}
