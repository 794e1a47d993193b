// Compare: a variant's run is the run of the scene with the change made by hand (same hash); the compare
// set survives the scenario format; a variant that does not fit the scene is refused with its field named.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "settings_by_name.hpp"
#include "sidestep/io/scenario.hpp"
#include "sidestep/quality/measure.hpp"

using namespace sidestep;

namespace {

const char* kScene =
    R"({"version": 1, "world": {"grid": ["....................", "....................", "....................", "...................."]},
 "agents": [
   {"name": "a", "behavior": "nproxy", "start": [1, 1], "goal": [18, 1], "params": {"P": 7, "stepTieBreak": false, "stopOnReturn": false}},
   {"name": "b", "behavior": "nproxy", "start": [1, 3], "goal": [18, 3], "params": {"P": 7, "stepTieBreak": false, "stopOnReturn": false}}],
 "sim": {"maxSteps": 200},
 "compare": [{"label": "P-step off", "agents": "all"},
             {"label": "P-step on for a", "agents": [0], "params": {"stepTieBreak": true}},
             {"label": "greedy", "behavior": "greedy"}]})";

Scenario parse(const std::string& text) {
    ScenarioParse p = parseScenario(text);
    EXPECT_TRUE(p.ok()) << (p.errors.empty() ? "" : p.errors.front());
    return p.scenario;
}

std::string errorsOf(const std::string& text) {
    ScenarioParse p = parseScenario(text);
    std::string all;
    for (const std::string& e : p.errors) all += e + "\n";
    return all;
}

std::string replaced(std::string text, const std::string& from, const std::string& to) {
    const size_t at = text.find(from);
    EXPECT_NE(at, std::string::npos) << from;
    return text.replace(at, from.size(), to);
}

uint64_t runHash(Timeline t) {
    t.run(1000000);
    return t.world().hash();
}

}  // namespace

TEST(Compare, AVariantRunsAsTheSceneChangedByHand) {
    const Scenario s = parse(kScene);
    ASSERT_EQ(s.compare.size(), 3u);
    std::string error;
    // Variant 1: stepTieBreak on for agent 0 only.
    Scenario byHand = s;
    byHand.compare.clear();
    test::setParam(byHand.agents[0], "stepTieBreak", 1.0f);
    EXPECT_EQ(runHash(buildVariant(s, 1, error)), runHash(buildTimeline(byHand)));
    EXPECT_EQ(error, "");
    // Variant 2: every agent greedy.
    Scenario greedy = s;
    for (AgentDef& a : greedy.agents) {
        a.behavior = Behavior::Greedy;
        a.hasParams = false;
    }
    EXPECT_EQ(runHash(buildVariant(s, 2, error)), runHash(buildTimeline(greedy)));
    // Variant 0 changes nothing: the scene's own run.
    EXPECT_EQ(runHash(buildVariant(s, 0, error)), runHash(buildTimeline(s)));
    // The variants differ where the article says they do: without the P-step rule agent a paces.
    Timeline off = buildVariant(s, 0, error), on = buildVariant(s, 1, error);
    off.run(200);
    on.run(200);
    EXPECT_NE(off.world().agents()[0].stop, StopReason::Reached);
    EXPECT_EQ(on.world().agents()[0].stop, StopReason::Reached);
    // Measured over the agents a variant changes.
    const QualityMeasures m1 = measureRun(on.world(), &s.compare[1]);
    EXPECT_EQ(m1.agents, 1u);
    EXPECT_EQ(m1.reached, 1u);
    const QualityMeasures m0 = measureRun(off.world(), &s.compare[0]);
    EXPECT_EQ(m0.agents, 2u);
    EXPECT_EQ(m0.reached, 0u);
    EXPECT_GT(m0.returns, 0u);
}

TEST(Compare, TheSetSurvivesTheScenarioFormat) {
    const Scenario s = parse(kScene);
    const Scenario again = parse(writeScenario(s));
    ASSERT_EQ(again.compare.size(), s.compare.size());
    for (size_t k = 0; k < s.compare.size(); ++k) {
        EXPECT_EQ(again.compare[k].label, s.compare[k].label);
        EXPECT_EQ(again.compare[k].allAgents, s.compare[k].allAgents);
        EXPECT_EQ(again.compare[k].agents, s.compare[k].agents);
        EXPECT_EQ(again.compare[k].hasBehavior, s.compare[k].hasBehavior);
        EXPECT_EQ(again.compare[k].params.size(), s.compare[k].params.size());
        std::string e1, e2;
        EXPECT_EQ(runHash(buildVariant(again, k, e1)), runHash(buildVariant(s, k, e2)));
    }
    EXPECT_EQ(writeScenario(again), writeScenario(s));
}

TEST(Compare, AVariantThatDoesNotFitIsRefusedWithItsFieldNamed) {
    const std::string text = kScene;
    EXPECT_NE(errorsOf(replaced(text, R"("behavior": "greedy"})", R"("behavior": "whiskers"})"))
                  .find("compare[2].behavior: whiskers is a continuous behaviour and agent 0 is a grid agent"),
              std::string::npos);
    EXPECT_NE(errorsOf(replaced(text, R"("stepTieBreak": true)", R"("stepTieBreak": 3)"))
                  .find("compare[1].params.stepTieBreak:"),
              std::string::npos);
    EXPECT_NE(errorsOf(replaced(text, R"("stepTieBreak": true)", R"("P": 999)")).find("compare[1].params.P:"),
              std::string::npos);
    EXPECT_NE(errorsOf(replaced(text, R"("stepTieBreak": true)", R"("speed": 1)"))
                  .find("compare[1].params.speed: nproxy has no setting"),
              std::string::npos);
    EXPECT_NE(errorsOf(replaced(text, R"("agents": [0])", R"("agents": [5])"))
                  .find("compare[1].agents[0]: must be an integer 0..1, got 5"),
              std::string::npos);
    EXPECT_NE(errorsOf(replaced(text, R"("agents": [0])", R"("agents": [1, 1])"))
                  .find("compare[1].agents: lists an agent twice"),
              std::string::npos);
    EXPECT_NE(errorsOf(replaced(text, R"("label": "greedy", )", "")).find("compare[2].label: is required"),
              std::string::npos);
    EXPECT_NE(errorsOf(replaced(text, R"({"label": "greedy", "behavior": "greedy"})", R"({"label": "x", "colour": 1})"))
                  .find("compare[2].colour: unknown key"),
              std::string::npos);
    const std::string one = replaced(text, R"(,
             {"label": "P-step on for a", "agents": [0], "params": {"stepTieBreak": true}},
             {"label": "greedy", "behavior": "greedy"})",
                                     "");
    EXPECT_NE(errorsOf(one).find("compare: must have 2 to 4 variants, got 1"), std::string::npos);
}

TEST(Compare, AHistoryEditThatDoesNotFitAVariantIsNamed) {
    // The run's history sets agent 0's P (an nproxy setting) at step 5; the "greedy" variant makes agent 0 a
    // greedy agent, which has no P: the file is refused, naming the variant and the history entry.
    std::string text = kScene;
    text.replace(text.rfind('}'), 1,
                 R"(, "history": [{"step": 5, "edit": "setAgentParam", "agent": 0, "setting": "P", "value": 2}]})");
    const std::string errors = errorsOf(text);
    EXPECT_NE(errors.find("compare[2]: history[0]: setAgentParam at step 5 does not fit this variant: setting: greedy "
                          "has no setting \"P\""),
              std::string::npos)
        << errors;
    // The same history on the variants that keep nproxy is fine.
    std::string fine =
        replaced(text, R"({"label": "greedy", "behavior": "greedy"})", R"({"label": "P = 3", "params": {"P": 3}})");
    EXPECT_EQ(errorsOf(fine), "");
}
