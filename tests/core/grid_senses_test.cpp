// Grid agents sense blocked cells only: a circle is invisible to them, so the explanation warns when one is
// about to walk into a circle or overlaps one, naming the circle; and every behaviour says what it senses.
#include <gtest/gtest.h>

#include <string>

#include "sidestep/explain/explain.hpp"
#include "sidestep/world/world.hpp"

using namespace sidestep;

namespace {

/// The warn lines of agent 0's explanation now.
std::vector<std::string> warnings(World& w) {
    w.refreshDecisions();
    std::vector<std::string> out;
    for (const ExplainLine& l : explainAgent(w, 0).lines) {
        if (l.style == LineStyle::Warn) out.push_back(l.text());
    }
    return out;
}

bool mentionsCircle(const std::vector<std::string>& lines, const std::string& what) {
    for (const std::string& l : lines) {
        if (l.find("grid agents do not see circles") != std::string::npos && l.find(what) != std::string::npos)
            return true;
    }
    return false;
}

}  // namespace

TEST(GridSenses, ANproxyAgentWalkingIntoACircleIsWarnedOfItBeforeAndWhileItOverlaps) {
    World w(12, 3);
    AgentDef d;
    d.behavior = Behavior::Nproxy;
    d.start = {0, 1};
    d.goal = {11, 1};
    ASSERT_TRUE(w.addAgent(d).ok());
    ASSERT_TRUE(w.addCircle({6.5f, 1.5f}, 0.8f).ok());  // on its row, on the cell (6, 1)
    EXPECT_TRUE(warnings(w).empty()) << "far from the circle: nothing to say";
    bool warnedBefore = false, warnedInside = false, collided = false;
    for (int s = 0; s < 10 && w.agents()[0].moving(); ++s) {
        const std::vector<std::string> lines = warnings(w);
        const bool overlapping = w.agents()[0].overlapping;
        if (!overlapping && mentionsCircle(lines, "walks into the circle at (6.50, 1.50)")) warnedBefore = true;
        if (overlapping) {
            collided = true;
            if (mentionsCircle(lines, "overlaps the circle at (6.50, 1.50)")) warnedInside = true;
        }
        w.step();
    }
    EXPECT_TRUE(collided) << "the circle is invisible to it: it walks into it";
    EXPECT_TRUE(warnedBefore) << "the step before it enters, the explanation says why it will";
    EXPECT_TRUE(warnedInside) << "while it overlaps, the explanation says which circle";
}

TEST(GridSenses, EveryBehaviourSaysWhatItSenses) {
    const std::string greedy = behaviorSenses(Behavior::Greedy), nproxy = behaviorSenses(Behavior::Nproxy);
    EXPECT_NE(greedy.find("circles and agents are invisible"), std::string::npos) << greedy;
    EXPECT_NE(nproxy.find("circles and agents are invisible"), std::string::npos) << nproxy;
    for (Behavior b : {Behavior::Whiskers, Behavior::Feelers, Behavior::Raycast, Behavior::Context, Behavior::Orca}) {
        const std::string s = behaviorSenses(b);
        EXPECT_NE(s.find("circles"), std::string::npos) << behaviorName(b);
        EXPECT_EQ(s.find("invisible"), std::string::npos) << behaviorName(b) << " sees circles";
    }
    for (uint32_t b = 0; b < kBehaviorCount; ++b)
        EXPECT_STRNE(behaviorSenses(Behavior(b)), "") << behaviorName(Behavior(b));
}
