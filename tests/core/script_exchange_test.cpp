// The exchange with a script runtime (script_exchange.hpp), with C++ hosts standing in for the JavaScript one:
// the batch rows hold the agents' numbers at the layout's offsets, a world call through the mailbox answers as
// the session does, the answers come back by status; a host that gives up on a step leaves the run as it was;
// and sim.scriptMs, once a wall-clock ceiling, opens and changes nothing.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "sidestep/io/json.hpp"
#include "sidestep/io/scenario.hpp"
#include "sidestep/world/script_exchange.hpp"
#include "sidestep/world/timeline.hpp"

using namespace sidestep;
namespace layout = sidestep::script_layout;

namespace {

const char* kScene = R"({"version": 1, "world": {"grid": ["........@.......", "........@.......", "................",
  "................"], "circles": [{"x": 4, "y": 3.2, "r": 0.5}]},
  "scripts": {"a": "function steer() { return {x: 1, y: 0}; }"},
  "agents": [
    {"behavior": "script", "script": "a", "start": [1, 0.5], "goal": [15, 0.5], "params": {"gain": 2.5}},
    {"behavior": "seek", "start": [1, 2.5], "goal": [15, 2.5]},
    {"behavior": "script", "script": "a", "start": [2, 3.2], "goal": [15, 3.2], "maxSpeed": 2}
  ],
  "sim": {"dt": 0.05, "maxSteps": 400, "seed": 9}})";

Scenario scene(const std::string& text = kScene) {
    ScenarioParse p = parseScenario(text);
    EXPECT_TRUE(p.ok()) << (p.errors.empty() ? "" : p.errors[0]);
    return p.scenario;
}

/// A host over ScriptExchange, as the JavaScript ones are: each agent casts a ray east through the mailbox,
/// asks for its neighbours and a random number, shows one value and answers; it can give up on one step.
struct ExchangeHost : ScriptHost {
    ScriptExchange exchange;
    uint32_t giveUpAt = UINT32_MAX;          ///< the step it gives up on (once)
    std::vector<std::vector<double>> boxes;  ///< every cast's mailbox after the call
    std::vector<std::string> texts;
    bool steer(ScriptSession& session, const uint32_t* agents, size_t n, ScriptAnswer* answers) override {
        exchange.begin(session, agents, n);
        std::string memories;
        const uint32_t shown = exchange.nameId("east");
        for (size_t k = 0; k < n; ++k) {
            const double* row = exchange.rows().data() + k * layout::batch::kStride;
            double box[layout::box::kSize] = {};
            box[layout::box::op] = layout::call::cast;
            box[layout::box::agent] = row[layout::batch::index];
            double* a = box + layout::box::args;
            a[0] = row[layout::batch::x], a[1] = row[layout::batch::y], a[2] = 1.0, a[3] = 0.0, a[4] = 20.0;
            exchange.call(box);
            boxes.emplace_back(box, box + layout::box::kSize);
            box[layout::box::op] = layout::call::show;
            a[0] = shown, a[1] = 0.25;
            exchange.call(box);
            double* answer = exchange.answers().data() + k * layout::answer::kStride;
            answer[layout::answer::x] = 1.0, answer[layout::answer::y] = 0.0;
            answer[layout::answer::status] = layout::status::accel;
            memories += (k ? "\n" : "") + std::to_string(session.step());
        }
        texts.push_back(exchange.texts(0));
        if (session.step() == giveUpAt) {
            giveUpAt = UINT32_MAX;
            exchange.finish("", answers);
            return false;
        }
        exchange.finish(memories, answers);
        return true;
    }
};

}  // namespace

TEST(ScriptExchange, TheLayoutIsOneJsonObjectWithEveryOffsetTheHeaderNames) {
    const JsonParse p = parseJson(scriptLayoutJson());
    ASSERT_TRUE(p.ok()) << p.error;
    const Json& j = p.value;
    EXPECT_EQ(j.find("version")->asNumber(), layout::kVersion);
    EXPECT_EQ(j.find("batch")->find("stride")->asNumber(), layout::batch::kStride);
    EXPECT_EQ(j.find("batch")->find("goalY")->asNumber(), layout::batch::goalY);
    EXPECT_EQ(j.find("answer")->find("status")->asNumber(), layout::answer::status);
    EXPECT_EQ(j.find("rows")->find("answer")->asNumber(), layout::rows::kAnswer);
    EXPECT_EQ(j.find("box")->find("serial")->asNumber(), layout::box::serial);
    EXPECT_EQ(j.find("calls")->find("neighbors")->asNumber(), layout::call::neighbors);
    EXPECT_EQ(j.find("hits")->find("circle")->asNumber(), layout::hit::circle);
    EXPECT_EQ(j.find("near")->find("radius")->asNumber(), layout::near::radius);
    // Each call has its own code, none of them 0 (an empty mailbox).
    std::vector<double> codes;
    for (const auto& [name, code] : j.find("calls")->members()) {
        EXPECT_NE(code.asNumber(), 0.0) << name;
        EXPECT_EQ(std::count(codes.begin(), codes.end(), code.asNumber()), 0) << name;
        codes.push_back(code.asNumber());
    }
    EXPECT_EQ(codes.size(), 5u);
}

TEST(ScriptExchange, TheBatchHoldsTheAgentsAndAMailboxCastIsTheSessionsOwnRecordedRay) {
    ExchangeHost host;
    World w = buildWorld(scene());
    w.setScriptHost(&host);
    w.refreshDecisions();
    ASSERT_EQ(host.boxes.size(), 2u);
    // Agent 0 casts east into the wall at x = 8 (a cell), agent 2 into the circle at x = 4 (a circle).
    EXPECT_EQ(host.boxes[0][layout::box::op], layout::hit::cell);
    EXPECT_EQ(host.boxes[1][layout::box::op], layout::hit::circle);
    for (const size_t k : {size_t(0), size_t(1)}) {
        const uint32_t i = k == 0 ? 0u : 2u;
        const RayRecord& ray = w.steering()[i].rays[0];
        const double* a = host.boxes[k].data() + layout::box::args;
        EXPECT_EQ(a[0], double(ray.distance));
        EXPECT_EQ(a[1], double(ray.hitPoint.x));
        EXPECT_EQ(a[4], double(ray.normal.y));
        EXPECT_EQ(w.scriptRecords()[i].shown.at(0).first, "east");
        EXPECT_EQ(w.scriptRecords()[i].shown.at(0).second, 0.25f);
    }
    // Params as exact numbers, memory null before the first call.
    EXPECT_EQ(host.texts[0], "[{\"gain\":2.5},null,{},null]");
    w.step();
    w.refreshDecisions();
    EXPECT_EQ(host.texts.back(), "[{\"gain\":2.5},0,{},0]");
}

TEST(ScriptExchange, AHostThatGivesUpOnAStepLeavesTheRunAsItWasAndTheStepAskedAgainIsAFreshRunsStep) {
    const auto fresh = [](uint32_t steps) {
        ExchangeHost host;
        Timeline t(buildWorld(scene()));
        t.setScriptHost(&host);
        t.run(steps);
        return t.world().hash();
    };
    ExchangeHost host;
    host.giveUpAt = 7;
    Timeline t(buildWorld(scene()));
    t.setScriptHost(&host);
    EXPECT_EQ(t.run(20), 7u);  // steps 0..6 taken; the host gave up deciding step 7
    EXPECT_EQ(t.step(), 7u);
    EXPECT_EQ(t.frontier(), 7u);
    EXPECT_EQ(t.world().hash(), fresh(7));
    EXPECT_EQ(t.world().agents()[0].stop, StopReason::Moving);    // no agent was stopped by the give-up
    EXPECT_EQ(t.world().steering()[0].rule, SteeringRule::None);  // and none shows a decision it did not make
    EXPECT_EQ(t.run(13), 13u);                                    // asked again, the host answers
    EXPECT_EQ(t.world().hash(), fresh(20));
    EXPECT_EQ(t.events().size(), [&] {
        ExchangeHost h;
        Timeline f(buildWorld(scene()));
        f.setScriptHost(&h);
        f.run(20);
        return f.events().size();
    }());
}

TEST(ScriptExchange, SimScriptMsStillOpensAndChangesNothingOutsideItsOldRange) {
    std::string with = kScene;
    with.replace(with.find("\"seed\": 9"), 9, "\"seed\": 9, \"scriptMs\": 7");
    ExchangeHost a, b;
    World w = buildWorld(scene()), v = buildWorld(scene(with));
    w.setScriptHost(&a);
    v.setScriptHost(&b);
    w.run(30);
    v.run(30);
    EXPECT_EQ(w.hash(), v.hash());
    EXPECT_EQ(writeScenario(scene(with)).find("scriptMs"), std::string::npos);
    std::string bad = kScene;
    bad.replace(bad.find("\"seed\": 9"), 9, "\"seed\": 9, \"scriptMs\": 5000");
    const ScenarioParse p = parseScenario(bad);
    ASSERT_FALSE(p.ok());
    EXPECT_NE(p.errors[0].find("sim.scriptMs"), std::string::npos) << p.errors[0];
}
