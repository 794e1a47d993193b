// Scripted agents in the core, with a C++ ScriptHost standing in for the JavaScript runtime: the one call
// per step, the limits every behaviour's steering gets, the stop reason, memory in the hash and in going
// back, and the validator's errors by field.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

#include <string>
#include <vector>

#include "sidestep/io/scenario.hpp"
#include "sidestep/world/series.hpp"
#include "sidestep/world/timeline.hpp"

using namespace sidestep;

namespace {

/// A host that answers every agent with a fixed acceleration, counts its calls, remembers which agents it
/// was handed, keeps a step counter in each agent's memory, and stops the agents named in `stop`.
struct TestHost : ScriptHost {
    Vec2 acceleration{100.0f, 0.0f};
    std::vector<std::vector<uint32_t>> calls;
    std::vector<uint32_t> stop;
    float lastRandom = -1.0f;
    int memoryOffset = 0;  // writes count + 1 + offset: the same motion, another memory
    bool steer(ScriptSession& session, const uint32_t* agents, size_t n, ScriptAnswer* answers) override {
        calls.emplace_back(agents, agents + n);
        for (size_t k = 0; k < n; ++k) {
            const uint32_t i = agents[k];
            const std::string& memory = session.slot(i).memory;
            const int count = memory.empty() ? 0 : std::stoi(memory);
            answers[k].memory = std::to_string(count + 1 + (count == 0 ? memoryOffset : 0));
            answers[k].acceleration = acceleration;
            session.castRay(i, session.agent(i).position, {1.0f, 0.0f}, 3.0f);
            session.show(i, "count", float(count));
            lastRandom = session.random(i);
            for (const uint32_t s : stop) {
                if (s == i) {
                    answers[k].stop = true;
                    answers[k].message = "scripts.a: line 3: Error: stop";
                }
            }
        }
        return true;
    }
};

const char* kScene = R"({"version": 1, "world": {"grid": ["................", "................", "................",
  "................", "................", "................", "................", "................"]},
  "scripts": {"a": "function steer(agent) { return {x: 1, y: 0}; }", "b": "function steer() { return {x: 0, y: 0}; }"},
  "agents": [
    {"behavior": "script", "script": "a", "start": [1, 1.5], "goal": [15, 1.5], "params": {"gain": 2}},
    {"behavior": "seek", "start": [1, 3.5], "goal": [15, 3.5]},
    {"behavior": "script", "script": "b", "start": [1, 5.5], "goal": [15, 5.5], "maxSpeed": 2}
  ],
  "sim": {"dt": 0.05, "maxSteps": 400}})";

Scenario scene() {
    ScenarioParse p = parseScenario(kScene);
    EXPECT_TRUE(p.ok()) << (p.errors.empty() ? "" : p.errors[0]);
    return p.scenario;
}

std::string errorsOf(const std::string& text) {
    const ScenarioParse p = parseScenario(text);
    std::string all;
    for (const std::string& e : p.errors) all += e + "\n";
    return all;
}

}  // namespace

TEST(Script, TheStepCallsTheHostOncePerStepWithEveryScriptedAgentInOrder) {
    TestHost host;
    World w = buildWorld(scene());
    w.setScriptHost(&host);
    w.run(5);
    ASSERT_EQ(host.calls.size(), 5u);
    for (const auto& call : host.calls) EXPECT_EQ(call, (std::vector<uint32_t>{0, 2}));
    EXPECT_EQ(w.scriptSlots()[0].memory, "5");
    EXPECT_EQ(w.scriptSlots()[0].params, std::vector<std::string>{"gain"});
    EXPECT_EQ(w.agents()[0].params[0], 2.0f);
}

TEST(Script, TheAnswerIsLimitedLikeEveryBehavioursSteering) {
    TestHost host;  // asks for 100 u/s^2: far over maxAccel 10
    World w = buildWorld(scene());
    w.setScriptHost(&host);
    w.refreshDecisions();
    const SteeringRecord& r = w.steering()[0];
    EXPECT_EQ(r.rule, SteeringRule::Script);
    EXPECT_LE(glm::length(r.acceleration - r.limit), w.agents()[0].maxAccel * 1.0001f);
    EXPECT_EQ(r.rayCount, 1u);  // its castRay, recorded like a built-in's ray
    w.run(200);
    for (const size_t i : {size_t(0), size_t(2)})
        EXPECT_LE(glm::length(w.agents()[i].velocity), w.agents()[i].maxSpeed * 1.0001f);
    EXPECT_GT(w.agents()[0].position.x, 10.0f);  // it moved the way it asked
}

TEST(Script, AStopAnswerStopsOnlyItsAgentWithReasonScriptAndTheMessage) {
    TestHost host;
    host.stop = {2};
    World w = buildWorld(scene());
    w.setScriptHost(&host);
    w.run(3);
    EXPECT_EQ(w.agents()[2].stop, StopReason::Script);
    EXPECT_EQ(w.scriptSlots()[2].message, "scripts.a: line 3: Error: stop");
    EXPECT_TRUE(w.agents()[0].moving());
    EXPECT_TRUE(w.agents()[1].moving());
    EXPECT_STREQ(stopReasonName(StopReason::Script), "script");
}

TEST(Script, WithoutAHostScriptedAgentsStopWithReasonScript) {
    World w = buildWorld(scene());
    w.run(2);
    EXPECT_EQ(w.agents()[0].stop, StopReason::Script);
    EXPECT_NE(w.scriptSlots()[0].message.find("node scripts/sidestep.mjs"), std::string::npos);
    EXPECT_TRUE(w.agents()[1].moving());
}

TEST(Script, MemoryIsPartOfTheHashAndGoingBackIsExact) {
    TestHost host;
    World a = buildWorld(scene()), b = buildWorld(scene());
    a.setScriptHost(&host);
    b.setScriptHost(&host);
    a.run(10);
    b.run(10);
    EXPECT_EQ(a.hash(), b.hash());
    // The same motion with another memory hashes differently.
    TestHost other;
    other.memoryOffset = 1;
    World c = buildWorld(scene());
    c.setScriptHost(&other);
    c.run(10);
    EXPECT_EQ(c.agents()[0].position, a.agents()[0].position);
    EXPECT_NE(c.scriptSlots()[0].memory, a.scriptSlots()[0].memory);
    EXPECT_NE(c.hash(), a.hash());
    Timeline t(buildWorld(scene()));
    t.setScriptHost(&host);
    t.run(120);
    const uint64_t at70 = [&] {
        Timeline fresh(buildWorld(scene()));
        fresh.setScriptHost(&host);
        fresh.run(70);
        return fresh.world().hash();
    }();
    t.seek(70);
    EXPECT_EQ(t.world().hash(), at70);
    EXPECT_EQ(t.world().scriptSlots()[0].memory, "70");
}

TEST(Script, ValidationErrorsNameTheField) {
    std::string text = kScene;
    std::string missing = text;
    missing.replace(missing.find("\"script\": \"b\""), 13, "\"script\": \"x\"");
    EXPECT_NE(errorsOf(missing).find("agents[2].script: no script named \"x\" (the scene has: a, b)"),
              std::string::npos)
        << errorsOf(missing);
    std::string badName = text;
    badName.replace(badName.find("\"b\": \"function"), 4, "\"9b\":");
    EXPECT_NE(errorsOf(badName).find("scripts.9b: a script's name must be"), std::string::npos) << errorsOf(badName);
    std::string big = text;
    big.replace(big.find("function steer() { return {x: 0, y: 0}; }"), 10, std::string(70000, ' '));
    EXPECT_NE(errorsOf(big).find("scripts.b: must be at most 65536 bytes"), std::string::npos) << errorsOf(big);
    std::string seekScript = text;
    seekScript.replace(seekScript.find("\"behavior\": \"seek\","), 19, "\"behavior\": \"seek\", \"script\": \"a\",");
    EXPECT_NE(errorsOf(seekScript).find("agents[1].script: only script agents name a script"), std::string::npos)
        << errorsOf(seekScript);
    std::string manyParams = text;
    manyParams.replace(manyParams.find("{\"gain\": 2}"), 11,
                       R"({"a":1,"b":2,"c":3,"d":4,"e":5,"f":6,"g":7,"h":8,"i":9})");
    EXPECT_NE(errorsOf(manyParams).find("agents[0].params: a script agent has at most 8 params"), std::string::npos)
        << errorsOf(manyParams);
}

TEST(Script, AScriptAgentRefusesAgentAvoidanceAsAnEditAsTheFileDoes) {
    // Found by the edit fuzz target: the edit was taken, and the scene saved to a file the validator refuses
    // (tests/bad-inputs/fuzz/edit/avoid-agents-on-a-script-agent.txt).
    World w = buildWorld(scene());
    const uint64_t before = w.hash();
    EXPECT_EQ(w.setAvoidAgents(0, true).error,
              "agent.avoidAgents: script agents steer themselves (world.neighbors sees other agents)");
    EXPECT_EQ(w.hash(), before);
    EXPECT_TRUE(w.setAvoidAgents(1, true).ok()) << "a seek agent may";
    EXPECT_TRUE(parseScenario(writeScenario(scenarioFromWorld(w))).ok());
}

TEST(Script, ScriptsAreWrittenBackAndReadAgain) {
    const Scenario s = scene();
    const std::string text = writeScenario(s);
    const ScenarioParse again = parseScenario(text);
    ASSERT_TRUE(again.ok()) << again.errors[0];
    ASSERT_EQ(again.scenario.scripts.size(), 2u);
    EXPECT_EQ(again.scenario.scripts[0].source, s.scripts[0].source);
    EXPECT_EQ(again.scenario.agents[0].script.name, "a");
    EXPECT_EQ(again.scenario.agents[0].script.params, std::vector<std::string>{"gain"});
    EXPECT_EQ(writeScenario(scenarioFromWorld(buildWorld(again.scenario))),
              writeScenario(scenarioFromWorld(buildWorld(s))));
}

TEST(Script, TheScenesScriptsArePartOfTheHash) {
    Scenario s = scene();
    s.scripts.clear();
    s.agents = {s.agents[1]};
    World w = buildWorld(s);
    Scenario withScripts = scene();
    withScripts.agents = {withScripts.agents[1]};
    World v = buildWorld(withScripts);
    EXPECT_NE(w.hash(), v.hash());
}

namespace {

/// TestHost, and from step 10 on a second name, "late", shown for the first agent it is handed.
struct LateHost : TestHost {
    bool steer(ScriptSession& session, const uint32_t* agents, size_t n, ScriptAnswer* answers) override {
        TestHost::steer(session, agents, n, answers);
        if (session.step() >= 10 && n > 0) session.show(agents[0], "late", 0.5f * float(session.step()));
        return true;
    }
};

/// What agent `agent` showed at each step 0..upTo of a fresh replay of the timeline's run (step 0 and its
/// history): the records the panel reads, step by step.
std::vector<std::vector<std::pair<std::string, float>>> shownByReplay(const Timeline& t, int32_t agent, uint32_t upTo) {
    std::vector<std::vector<std::pair<std::string, float>>> out;
    World w = t.origin();
    w.setScriptHost(t.scriptHost());
    size_t next = 0;
    for (;;) {
        w.refreshDecisions();
        out.push_back(w.scriptRecords()[size_t(agent)].shown);
        if (w.stepCount() >= upTo || !w.step()) break;
        for (; next < t.history().size() && t.history()[next].step <= w.stepCount(); ++next) {
            if (t.history()[next].step == w.stepCount()) applyEdit(w, t.history()[next].edit);
        }
    }
    return out;
}

/// Every step's show() values in the recorder are the replay's records, each in its name's slot; a slot
/// whose name was not shown at a step is NaN there.
void expectShownAsRecorded(const SeriesRecorder& r, const Timeline& t, const std::string& what) {
    const auto fresh = shownByReplay(t, r.agent(), t.frontier());
    ASSERT_EQ(r.shown().size(), fresh.size()) << what;
    ASSERT_EQ(r.samples().size(), fresh.size()) << what;
    const std::vector<std::string>& names = r.shownNames();
    for (size_t s = 0; s < fresh.size(); ++s) {
        for (size_t k = 0; k < names.size(); ++k) {
            float want = std::nanf("");
            for (const auto& [name, value] : fresh[s]) {
                if (name == names[k]) want = value;
            }
            const float got = r.shown()[s].value[k];
            ASSERT_TRUE(std::isnan(want) ? std::isnan(got) : got == want)
                << what << ": step " << s << ", show " << names[k] << ": " << got << " vs " << want;
        }
        for (const auto& shown : fresh[s])
            ASSERT_NE(std::find(names.begin(), names.end(), shown.first), names.end()) << what << ": " << shown.first;
    }
}

}  // namespace

TEST(Script, ItsShownValuesAreChartSeriesByNameEqualToTheRecordsAtEachStep) {
    LateHost host;
    Timeline t(buildWorld(scene()));
    t.setScriptHost(&host);
    t.run(60);
    SeriesRecorder r;
    r.watch(0);
    while (!r.sync(t, 13)) {
    }
    ASSERT_EQ(r.shownNames(), (std::vector<std::string>{"count", "late"}));
    expectShownAsRecorded(r, t, "after 60");
    EXPECT_EQ(r.shown()[7].value[0], 7.0f);          // its memory's count at step 7
    EXPECT_TRUE(std::isnan(r.shown()[9].value[1]));  // "late" is shown from step 10 on
    EXPECT_EQ(r.shown()[40].value[1], 20.0f);
    // An edit at step 5 changes the run from there: "late" is not shown before step 10 of the new run, so
    // its slot goes, and comes back, with the new run's values, as it is recomputed.
    t.seek(5);
    Edit goal;
    goal.kind = EditKind::SetAgentGoal;
    goal.index = 0;
    goal.point = {15.0f, 4.0f};
    ASSERT_TRUE(t.edit(goal).error.empty());
    r.sync(t, 0);
    EXPECT_EQ(r.shownNames(), std::vector<std::string>{"count"});
    expectShownAsRecorded(r, t, "after the edit");
    t.run(45);
    while (!r.sync(t, 7)) {
    }
    ASSERT_EQ(r.shownNames(), (std::vector<std::string>{"count", "late"}));
    expectShownAsRecorded(r, t, "after the edit and 45 more steps");
    // Another behaviour's agent shows nothing: no shown values.
    r.watch(1);
    while (!r.sync(t, 100)) {
    }
    EXPECT_TRUE(r.shown().empty());
    EXPECT_TRUE(r.shownNames().empty());
}

namespace {

/// TestHost, and from step 10 on a second value under the name `late` (which the test changes).
struct RenamingHost : TestHost {
    std::string late = "east";
    bool steer(ScriptSession& session, const uint32_t* agents, size_t n, ScriptAnswer* answers) override {
        TestHost::steer(session, agents, n, answers);
        if (session.step() >= 10 && n > 0) session.show(agents[0], late, 1.0f);
        return true;
    }
};

}  // namespace

TEST(Script, TheShownNamesCounterChangesWhenANameIsReplacedByAnotherOfTheSameCount) {
    RenamingHost host;
    Timeline t(buildWorld(scene()));
    t.setScriptHost(&host);
    t.run(30);
    SeriesRecorder r;
    r.watch(0);
    while (!r.sync(t, 100)) {
    }
    ASSERT_EQ(r.shownNames(), (std::vector<std::string>{"count", "east"}));
    const uint32_t before = r.shownNamesChanges();
    r.sync(t, 100);
    EXPECT_EQ(r.shownNamesChanges(), before) << "nothing changed, no change counted";
    // Going back before step 10 and running on with another name: as many names as before, other names.
    t.seek(5);
    Edit goal;
    goal.kind = EditKind::SetAgentGoal;
    goal.index = 0;
    goal.point = {15.0f, 4.0f};
    ASSERT_TRUE(t.edit(goal).error.empty());
    r.sync(t, 0);
    ASSERT_EQ(r.shownNames(), std::vector<std::string>{"count"});
    const uint32_t forgotten = r.shownNamesChanges();
    EXPECT_NE(forgotten, before) << "forgetting a name is a change";
    host.late = "west";
    t.run(25);
    while (!r.sync(t, 100)) {
    }
    ASSERT_EQ(r.shownNames(), (std::vector<std::string>{"count", "west"}));
    EXPECT_NE(r.shownNamesChanges(), before)
        << "a reader comparing the count of names (2 and 2) would keep east's label";
    EXPECT_NE(r.shownNamesChanges(), forgotten) << "a name added is a change";
    const uint32_t watching = r.shownNamesChanges();
    r.watch(1);
    EXPECT_NE(r.shownNamesChanges(), watching) << "following another agent clears the names: a change";
}
