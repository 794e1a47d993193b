// Edits that touch routes (docs/routes.md): the run's settings edit keeps sim.offRoute and sim.scriptBudget
// through its JSON (the page's scene settings send it on every change of dt, steps, seed or atGoal), and an
// agent turned into a script drops its planner, as a file refuses a planner on a script agent.
#include <gtest/gtest.h>

#include <string>

#include "sidestep/io/json.hpp"
#include "sidestep/io/scenario.hpp"
#include "sidestep/world/edit.hpp"
#include "sidestep/world/world.hpp"

using namespace sidestep;

namespace {

Scenario corridor(RouteKind planner) {
    Scenario s;
    s.grid = Grid(20, 10);
    for (int32_t y = 0; y <= 6; ++y) s.grid.set(10, y, true);
    AgentDef d;
    d.behavior = Behavior::Seek;
    d.start = {3.0f, 3.0f};
    d.goal = {17.0f, 3.0f};
    d.planner = uint32_t(planner);
    s.agents.push_back(d);
    return s;
}

}  // namespace

TEST(RouteEdit, TheSettingsEditKeepsOffRouteAndTheScriptBudgetThroughItsJson) {
    Scenario s = corridor(RouteKind::Grid);
    s.sim.offRoute = 0.5f;
    s.sim.scriptBudget = 40;
    World w = buildWorld(s);
    TimedEdit e;
    e.edit.kind = EditKind::SetSim;
    e.edit.sim = w.config();
    e.edit.sim.dt = 0.01f;
    const std::string text = writeJson(editToJson(e, false), 0);
    const EditParse back = parseEditText(text);
    ASSERT_TRUE(back.ok()) << back.errors[0] << " in " << text;
    ASSERT_TRUE(applyEdit(w, back.edit).ok());
    EXPECT_EQ(w.config().dt, 0.01f);
    EXPECT_EQ(w.config().offRoute, 0.5f);
    EXPECT_EQ(w.config().scriptBudget, 40u);
    // Left out, they are the file's defaults, as in a scenario's "sim".
    const EditParse bare = parseEditText(R"({"edit":"setSim","dt":0.02,"maxSteps":100,"seed":1})");
    ASSERT_TRUE(bare.ok()) << bare.errors[0];
    EXPECT_EQ(bare.edit.sim.offRoute, kDefaultOffRoute);
    EXPECT_EQ(bare.edit.sim.scriptBudget, kDefaultScriptBudget);
    // Out of range: the error names the field.
    const EditParse far = parseEditText(R"({"edit":"setSim","dt":0.02,"maxSteps":100,"seed":1,"offRoute":0})");
    ASSERT_FALSE(far.ok());
    EXPECT_NE(far.errors[0].find("offRoute"), std::string::npos) << far.errors[0];
    const EditParse budget = parseEditText(R"({"edit":"setSim","dt":0.02,"maxSteps":100,"seed":1,"scriptBudget":0})");
    ASSERT_FALSE(budget.ok());
    EXPECT_NE(budget.errors[0].find("scriptBudget"), std::string::npos) << budget.errors[0];
}

TEST(RouteEdit, AnAgentTurnedIntoAScriptDropsItsPlannerAndItsRoute) {
    World w = buildWorld(corridor(RouteKind::AnyAngle));
    ASSERT_TRUE(w.setScripts({{"still", "function steer(agent, world) { return [0, 0]; }"}}).ok());
    w.run(5);
    ASSERT_GT(w.agents()[0].routeWaypoints, 0u) << "it follows a route round the wall";
    ASSERT_TRUE(w.setAgentScript(0, "still").ok());
    const Agent& a = w.agents()[0];
    EXPECT_EQ(a.planner, 0u);
    EXPECT_EQ(a.routeWaypoints, 0u);
    EXPECT_FALSE(followsRoute(a));
    // What it saves loads again: a file refuses a planner on a script agent.
    const ScenarioParse back = parseScenario(writeScenario(scenarioFromWorld(w)));
    EXPECT_TRUE(back.ok()) << back.errors[0];
    // And a planner cannot be given back to it.
    EXPECT_FALSE(w.setAgentPlanner(0, RouteKind::Grid).ok());
}
