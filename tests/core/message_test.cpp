// The core's messages in English (core/src/explain/message.cpp over english_messages.cpp, written from
// web/i18n/en.ftl): arguments, decimals as toFixed writes them, selects on a text and on a number's plural, lists of
// words, an unknown id shown as itself, every behaviour's stall reason, the World's refused edits, and a file's value
// described by a word (an object, a long array).
#include <gtest/gtest.h>

#include <iterator>
#include <string>
#include <utility>
#include <vector>

#include "explain/english_messages.hpp"
#include "io/checker.hpp"
#include "sidestep/behaviors/params.hpp"
#include "sidestep/behaviors/registry.hpp"
#include "sidestep/explain/message.hpp"
#include "sidestep/io/json.hpp"
#include "sidestep/io/scenario.hpp"
#include "sidestep/world/edit.hpp"
#include "sidestep/world/world.hpp"

using namespace sidestep;

TEST(Message, WritesNumbersWithTheirDecimals) {
    EXPECT_EQ(english(Message("fact-point").num("x", 3.5, 2).num("y", -0.001, 2)), "(3.50, 0.00)");
    EXPECT_EQ(english(Message("fact-contact-value").num("time", 1.005, 2).num("depth", 0.0125, 3)),
              "1.00 s, deepest 0.013 u");  // as doubles, 1.005 is a little below and 0.0125 a little above
}

TEST(Message, PicksAVariantByTextThenPluralThenDefault) {
    const auto collisions = [](const char* state, double n, double open) {
        return english(Message("fact-collisions-value").text("state", state).count("n", n).count("open", open));
    };
    EXPECT_EQ(collisions("none", 3, 0), "3");
    EXPECT_EQ(collisions("many-overlapping", 4, 2), "4 (2 under way, overlapping now)");
    EXPECT_EQ(collisions("unknown", 5, 0), "5");  // the default
    EXPECT_EQ(english(Message("fact-terrain-hits-value").count("n", 1)), "1 step with a feeler under the ground");
    EXPECT_EQ(english(Message("fact-terrain-hits-value").count("n", 0)), "0 steps with a feeler under the ground");
    EXPECT_EQ(english(Message("fact-returns-value").count("n", 0).num("x", 1, 0).num("y", 2, 0)), "0");
    EXPECT_EQ(english(Message("fact-returns-value").count("n", 2).num("x", 1, 0).num("y", 2, 0)), "2 (last at (1, 2))");
}

TEST(Message, WordsOtherMessagesAndLists) {
    EXPECT_EQ(english(Message("why-grid-blocked").word("dir", "why-dir-left")), "left blocked");
    EXPECT_EQ(english(Message("why-grid-tie").num("lowest", 2).words("tied", {"why-dir-up", "why-dir-right"})),
              "→ tie at 2.00 (up, right)");
}

TEST(Message, ShowsAnUnknownIdOrArgument) {
    EXPECT_FALSE(hasEnglishMessage("why-no-such-message"));
    EXPECT_TRUE(hasEnglishMessage("why-head-move"));
    EXPECT_EQ(english(Message("why-no-such-message")), "[why-no-such-message]");
    EXPECT_EQ(english(Message("fact-number")), "{$n}");
}

TEST(Message, WordsAValidationErrorFromItsOwnCatalogue) {
    EXPECT_TRUE(hasEnglishMessage("invalid-required"));
    EXPECT_EQ(englishError(Message("invalid-number").text("range", "(0, 5]").text("got", "7").text("path", "r")),
              "r: must be a number in (0, 5], got 7");
    EXPECT_EQ(englishError(Message("invalid-more").count("n", 1)), "... and 1 more error");
    EXPECT_EQ(englishError(Message("invalid-more").count("n", 3)), "... and 3 more errors");
    // The reasons' words are not in the errors' catalogue (the first wasm module links only the errors').
    EXPECT_EQ(englishError(Message("why-head-move")), "[why-head-move]");
}

// An edit the World itself refuses (EditResult) carries its message: an index with no circle or agent, a resize that
// would leave an agent outside, a script the scene lacks. Its English is en.ftl's words for that message, word for
// word what the World wrote before (the CLI's).
TEST(Message, TheWorldsRefusalsAreMessages) {
    World w(10, 8);
    AgentDef def;
    def.behavior = Behavior::Seek;
    def.start = {1, 1};
    def.goal = {8, 6};
    ASSERT_TRUE(w.addAgent(def).ok());
    const EditResult noCircle = w.removeCircle(3);
    EXPECT_EQ(noCircle.error, "circle: no circle 3 (there are 0)");
    const EditResult noAgent = w.setAgentGoal(7, {2, 2});
    EXPECT_EQ(noAgent.error, "agent: no agent 7 (there are 1)");
    const EditResult outside = w.resizeGrid(5, 5);
    EXPECT_EQ(
        outside.error,
        "width, height: 5 x 5 would leave agents[0].goal (8, 6) outside the world; move or remove the agent first");
    def.behavior = Behavior::Script;
    def.script.name = "nope";
    const EditResult noScript = w.addAgent(def);
    EXPECT_EQ(noScript.error, "agent.script: no script named \"nope\"");
    const EditResult radius = w.addCircle({2, 2}, -1.0f);
    for (const EditResult& r : {noCircle, noAgent, outside, noScript, radius}) {
        ASSERT_FALSE(r.ok());
        ASSERT_FALSE(r.message.id.empty()) << r.error;
        EXPECT_TRUE(hasEnglishMessage(r.message.id)) << r.message.id;
        EXPECT_EQ(englishError(r.message), r.error);
    }
    EXPECT_EQ(outside.message.id, "invalid-resize-outside");
}

// A setting's value an edit refuses is a message whose English is the sentence the CLI printed before
// (docs/languages.md): edit.cpp's (no such setting, a value of the wrong type) and the World's (checkParam's range,
// edit_checks.hpp).
TEST(Message, ARefusedSettingIsAMessage) {
    World w(10, 8);
    AgentDef def;
    def.behavior = Behavior::Whiskers;
    def.start = {1, 1};
    def.goal = {8, 6};
    ASSERT_TRUE(w.addAgent(def).ok());
    std::vector<std::pair<EditResult, std::string>> cases;  // each refusal and the English it had
    const auto first = [](const std::vector<ParamSpec>& specs, ParamType type) -> const ParamSpec* {
        for (const ParamSpec& spec : specs)
            if (spec.type == type) return &spec;
        return nullptr;
    };
    const ParamSpec* number = first(paramsOf(def.behavior), ParamType::Float);
    const ParamSpec* flag = first(avoidanceParamSpecs(), ParamType::Bool);
    const ParamSpec* choice = first(avoidanceParamSpecs(), ParamType::Choice);
    ASSERT_TRUE(number && flag && choice);
    const std::string n = number->name, f = flag->name, c = choice->name;
    const float far = number->max + 1000.0f;
    cases.push_back({w.setAgentParam(0, n, far), "agent.params." + n + ": " + checkParam(*number, far)});
    cases.push_back({w.setAvoidanceParam(0, f, 0.5f), "agent.avoidance." + f + ": " + checkParam(*flag, 0.5f)});
    cases.push_back({w.setAvoidanceParam(0, c, 99.0f), "agent.avoidance." + c + ": " + checkParam(*choice, 99.0f)});
    Edit e;
    e.kind = EditKind::SetAgentParam;
    e.index = 0;
    e.setting = "nope";
    std::string known;
    for (const ParamSpec& spec : paramsOf(def.behavior)) known += (known.empty() ? "" : ", ") + std::string(spec.name);
    cases.push_back({applyEdit(w, e), "setting: whiskers has no setting \"nope\" (it has " + known + ")"});
    e.setting = n;
    e.value.type = SettingValue::Type::Bool;
    cases.push_back({applyEdit(w, e), "value: " + n + " must be a number"});
    e.kind = EditKind::SetAvoidanceParam;
    e.setting = f;
    e.value.type = SettingValue::Type::Number;
    cases.push_back({applyEdit(w, e), "value: " + f + " must be true or false"});
    e.setting = c;
    std::string choices;
    for (const char* name : choice->choices) choices += (choices.empty() ? "" : ", ") + std::string(name);
    cases.push_back({applyEdit(w, e), "value: " + c + " must be one of " + choices});
    for (const auto& [r, english] : cases) {
        ASSERT_FALSE(r.ok()) << english;
        EXPECT_EQ(r.error, english);
        ASSERT_FALSE(r.message.id.empty()) << r.error;
        EXPECT_TRUE(hasEnglishMessage(r.message.id)) << r.message.id;
        EXPECT_EQ(englishError(r.message), r.error);
    }
}

// A no-progress warning words its behaviour's reason as why-stall-<behaviour> (explain/steering.cpp's stallId):
// every behaviour but the tests' own has that message in en.ftl, its one source (the registry no longer repeats it),
// a sentence and not a stub (tests/cli/explain-english keeps the CLI's words as they were).
TEST(Message, EveryBehaviourHasItsStallReason) {
    uint32_t checked = 0;
    for (uint32_t k = 0; k < kBehaviorCount; ++k) {
        const Behavior b = Behavior(k);
        if (std::string(behaviorName(b)) == "dummy") continue;  // the behaviour only the tests build
        const std::string id = std::string("why-stall-") + behaviorName(b);
        ASSERT_TRUE(hasEnglishMessage(id)) << id;
        EXPECT_GT(english(Message(id)).size(), 20u) << id;
        ++checked;
    }
    EXPECT_GE(checked, 9u);
}

TEST(Message, ReadsEveryShapeOfACompiledPattern) {
    // english_messages.hpp's encoded patterns (scripts/i18n.mjs writes them): an empty pattern, an empty variant, a
    // select inside a variant, and UTF-8 text, none of which en.ftl has today.
    using explain::MessageDef;
    const MessageDef defs[] = {
        {"empty", ""},
        {"nested",
         "\001a\002 \003n\002\005one\002\003k\002\005x\002X\007\006y\002Y\007\004\007\006other\002\007\004 "
         "\u00e9t\u00e9"},
    };
    const explain::Catalogue c = explain::readCatalogue(std::begin(defs), std::end(defs));
    EXPECT_EQ(explain::formatEnglish(c, Message("empty")), "");
    EXPECT_EQ(explain::formatEnglish(c, Message("nested").text("a", "A").count("n", 1).text("k", "x")),
              "A X \u00e9t\u00e9");
    EXPECT_EQ(explain::formatEnglish(c, Message("nested").text("a", "A").count("n", 1).text("k", "z")),
              "A Y \u00e9t\u00e9");
    EXPECT_EQ(explain::formatEnglish(c, Message("nested").text("a", "A").count("n", 2)), "A  \u00e9t\u00e9");
}

TEST(Message, AValueThatIsNotShownAsWrittenIsAWord) {
    // An object, an array holding one and an array of more than four items are words the catalogue translates
    // (invalid-got-*); a number, a text and a short array are shown as the file writes them. The English is what
    // Checker::describe writes, as before they were words.
    const std::string agent = R"({"start": [1, 1], "goal": [3, 1], "behavior": "seek", "radius": )";
    const std::pair<std::string, const char*> cases[] = {
        {"{}", "invalid-got-object"},
        {"[1, 2, 3, 4, 5, 6, 7]", "invalid-got-items"},
        {"[[1], 2]", "invalid-got-array"},
        {"[1, 2]", nullptr},
        {"\"big\"", nullptr},
    };
    for (const auto& [radius, word] : cases) {
        const ScenarioParse p = parseScenario(R"({"version": 1, "world": {"grid": ["....", "...."]}, "agents": [)" +
                                              agent + radius + "}]}");
        ASSERT_EQ(p.errors.size(), 1u) << radius;
        ASSERT_EQ(p.messages.size(), 1u) << radius;
        const Message& m = p.messages[0];
        const Json value = parseJson(radius).value;
        EXPECT_EQ(p.errors[0], englishError(m)) << radius;
        EXPECT_NE(p.errors[0].find("got " + Checker::describe(value)), std::string::npos) << p.errors[0];
        const MessageArg* got = nullptr;
        for (const MessageArg& a : m.args)
            if (a.name == "got") got = &a;
        ASSERT_NE(got, nullptr) << radius;
        if (word) {
            EXPECT_EQ(got->kind, MessageArg::Kind::Message) << radius;
            EXPECT_EQ(got->text, word);
        } else {
            EXPECT_EQ(got->kind, MessageArg::Kind::Text) << radius;
        }
    }
    EXPECT_EQ(englishError(Message("invalid-array")
                               .text("path", "agents")
                               .word("got", Message("invalid-got-items").count("items", 9))),
              "agents: must be an array, got an array of 9")
        << "a word with its own arguments";
}
