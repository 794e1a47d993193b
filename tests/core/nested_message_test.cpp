// A sentence inside a sentence: the World's refusal of an edit inside the error that names the edit (a history entry,
// a compare variant's history or setting, a fold), carried as a word with its own arguments so the page words both;
// the English is what the command line printed before (the old code's string, rebuilt here from the World's own
// refusal of the same edit).
#include <gtest/gtest.h>

#include <string>

#include "sidestep/behaviors/params.hpp"
#include "sidestep/explain/message.hpp"
#include "sidestep/io/message_json.hpp"
#include "sidestep/io/scenario.hpp"
#include "sidestep/world/timeline.hpp"

using namespace sidestep;

namespace {

const char* kScene =
    R"({"version": 1, "world": {"grid": ["..........", ".........."]},
 "agents": [{"behavior": "nproxy", "start": [1, 0], "goal": [8, 0]}, {"behavior": "nproxy", "start": [1, 1], "goal": [8, 1]}])";

/// The World's refusal of `edit` on the scene's step-0 world (the sentence the errors below carry inside).
EditResult refusal(const std::string& scene, const Edit& edit) {
    ScenarioParse p = parseScenario(scene + "}");
    EXPECT_TRUE(p.ok()) << (p.errors.empty() ? "" : p.errors[0]);
    World w = buildWorld(p.scenario);
    return applyEdit(w, edit);
}

const MessageArg* arg(const Message& m, const char* name) {
    for (const MessageArg& a : m.args)
        if (a.name == name) return &a;
    return nullptr;
}

/// The one error of `text`: its English, and its message's "why" a word with its own arguments.
Message onlyError(const std::string& text, const std::string& english) {
    const ScenarioParse p = parseScenario(text);
    EXPECT_EQ(p.errors.size(), 1u) << text;
    if (p.errors.size() != 1 || p.messages.size() != 1) return Message();
    EXPECT_EQ(p.errors[0], english);
    EXPECT_EQ(englishError(p.messages[0]), english) << "the message words the same English";
    const MessageArg* why = arg(p.messages[0], "why");
    EXPECT_TRUE(why && why->kind == MessageArg::Kind::Message && !why->args.empty()) << p.messages[0].id;
    const Json json = messageToJson(p.messages[0]);
    const Json* args = json.find("args");
    const Json* w = args ? args->find("why") : nullptr;
    EXPECT_TRUE(w && w->find("m") && w->find("a")) << writeJson(json, 0);
    return p.messages[0];
}

}  // namespace

TEST(NestedMessage, AHistoryEditTheWorldRefusesCarriesTheRefusal) {
    Edit e;
    e.kind = EditKind::SetAgentParam;
    e.index = 1;
    e.setting = "P";
    e.value.number = 999;  // out of P's range
    const EditResult r = refusal(kScene, e);
    ASSERT_FALSE(r.ok());
    const Message m = onlyError(
        std::string(kScene) +
            R"(, "history": [{"step": 4, "edit": "setAgentParam", "agent": 1, "setting": "P", "value": 999}]})",
        "history[0]: setAgentParam at step 4: " + r.error);
    EXPECT_EQ(m.id, "invalid-history-edit");
    EXPECT_EQ(arg(m, "why")->text, r.message.id);
}

TEST(NestedMessage, AVariantsSettingAndHistoryCarryTheRefusal) {
    Edit e;
    e.kind = EditKind::SetAgentParam;
    e.index = 0;
    e.setting = "speed";
    e.value.number = 1;
    const EditResult r = refusal(kScene, e);  // nproxy has no setting "speed"
    ASSERT_FALSE(r.ok());
    const std::string rule = r.error.substr(r.error.find(": ") + 2);
    const Message param = onlyError(std::string(kScene) +
                                        R"(, "compare": [{"label": "a", "agents": "all"},
                                           {"label": "b", "params": {"speed": 1}}]})",
                                    "compare[1].params.speed: " + rule + " (agent 0)");
    EXPECT_EQ(param.id, "invalid-variant-param");
    const MessageArg* path = nullptr;
    for (const MessageArg& a : arg(param, "why")->args)
        if (a.name == "path") path = &a;
    ASSERT_NE(path, nullptr);
    EXPECT_EQ(path->text, "compare[1].params.speed") << "the refusal's own path, under the variant's";

    // The history sets agent 0's P at step 3; variant 1 makes every agent greedy, which has no P.
    e.setting = "P";
    e.value.number = 2;
    ScenarioParse greedy = parseScenario(std::string(kScene) + "}");
    ASSERT_TRUE(greedy.ok());
    for (AgentDef& a : greedy.scenario.agents)
        a.behavior = Behavior::Greedy, a.params = defaultParams(Behavior::Greedy);
    World w = buildWorld(greedy.scenario);
    const EditResult no = applyEdit(w, e);
    ASSERT_FALSE(no.ok());
    const Message history =
        onlyError(std::string(kScene) + R"(, "compare": [{"label": "a", "agents": "all"},
                                           {"label": "greedy", "behavior": "greedy"}],
                                           "history": [{"step": 3, "edit": "setAgentParam", "agent": 0, "setting": "P", "value": 2}]})",
                  "compare[1]: history[0]: setAgentParam at step 3 does not fit this variant: " + no.error);
    EXPECT_EQ(history.id, "invalid-variant-history");
}

TEST(NestedMessage, AVariantThatDoesNotFitTheAgentsIsAMessage) {
    const ScenarioParse p = parseScenario(std::string(kScene) + R"(, "compare": [{"label": "a", "agents": "all"},
                                           {"label": "b", "behavior": "whiskers"}]})");
    ASSERT_EQ(p.errors.size(), 1u);
    ASSERT_EQ(p.messages.size(), 1u);
    EXPECT_EQ(p.errors[0],
              "compare[1].behavior: whiskers is a continuous behaviour and agent 0 is a grid agent (nproxy)");
    EXPECT_EQ(p.messages[0].id, "invalid-variant-continuous-on-grid");
    EXPECT_EQ(englishError(p.messages[0]), p.errors[0]);
}

TEST(NestedMessage, AFoldThatDoesNotApplyAtStepZeroCarriesTheRefusal) {
    // An edit at step 5 sets the P of agent 2, which an edit at step 3 added: folded alone, agent 2 does not exist.
    ScenarioParse p = parseScenario(std::string(kScene) + "}");
    ASSERT_TRUE(p.ok());
    Timeline t(buildWorld(p.scenario), {});
    t.run(3);
    Edit add;
    add.kind = EditKind::AddAgent;
    add.agent = p.scenario.agents[0];
    ASSERT_TRUE(t.edit(add).ok());
    t.run(2);
    Edit set;
    set.kind = EditKind::SetAgentParam;
    set.index = 2;
    set.setting = "P";
    set.value.number = 2;
    ASSERT_TRUE(t.edit(set).ok());
    World origin = t.origin();
    const EditResult inner = applyEdit(origin, set);
    ASSERT_FALSE(inner.ok());
    const EditResult r = t.foldIntoScenario({1});
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error, "history[1] (setAgentParam at step 5): does not apply at step 0: " + inner.error);
    EXPECT_EQ(r.message.id, "invalid-fold-edit");
    EXPECT_EQ(englishError(r.message), r.error);
    ASSERT_NE(arg(r.message, "why"), nullptr);
    EXPECT_EQ(arg(r.message, "why")->text, inner.message.id);
}

TEST(NestedMessage, AVariantNamingNoSuchAgentIsAMessageThroughTheApi) {
    // The file's parser refuses such an index first (compare[k].agents[0]: must be an integer ...); a game that builds
    // a variant by hand gets the message from setVariantBehavior.
    ScenarioParse p = parseScenario(std::string(kScene) + "}");
    ASSERT_TRUE(p.ok());
    Variant v;
    v.agents = {5};
    Message why;
    const std::string error = setVariantBehavior(v, p.scenario.agents, &why);
    EXPECT_EQ(error, "agents: no agent 5 (there are 2)");
    EXPECT_EQ(why.id, "invalid-variant-no-agent");
    EXPECT_EQ(englishError(why.text("path", "agents")), error);
}
