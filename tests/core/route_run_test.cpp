// Routes in the run (docs/routes.md): an agent with a planner plans when it starts, its base motion heads for
// the waypoint it sees furthest along its route, it plans again when an edit blocks what is left or it is
// pushed off its leg, and without a route it heads for its goal as before. The record (the agent's route
// fields), the events (replanned), the explanation and the scenario format say so.
#include <gtest/gtest.h>

#include <string>

#include "sidestep/explain/explain.hpp"
#include "sidestep/io/scenario.hpp"
#include "sidestep/route/clearance.hpp"
#include "sidestep/route/follow.hpp"
#include "sidestep/world/timeline.hpp"
#include "sidestep/world/world.hpp"

using namespace sidestep;

namespace {

/// A 40 x 24 world with a cup open toward the start: its back wall at x = 24 from y = 5 to 18, its arms along
/// y = 5 and y = 18 from x = 14 to 24. An agent at (6, 11.5) heading for (34, 11.5) walks into it.
Scenario cup(Behavior behavior, RouteKind planner) {
    Scenario s;
    s.grid = Grid(40, 24);
    for (int32_t y = 5; y <= 18; ++y) s.grid.set(24, y, true);
    for (int32_t x = 14; x <= 24; ++x) s.grid.set(x, 5, true), s.grid.set(x, 18, true);
    AgentDef d;
    d.behavior = behavior;
    d.start = {6.0f, 11.5f};
    d.goal = {34.0f, 11.5f};
    d.radius = 0.4f;
    d.maxSpeed = 3.0f;
    d.planner = uint32_t(planner);
    s.agents.push_back(d);
    s.sim.dt = 0.05f;
    s.sim.maxSteps = 1200;
    return s;
}

bool reaches(const Scenario& s) {
    World w = buildWorld(s);
    w.run(s.sim.maxSteps);
    return w.agents()[0].stop == StopReason::Reached;
}

std::string explanation(World& w, size_t i) {
    w.refreshDecisions();
    return explanationText({}, explainAgent(w, i));
}

}  // namespace

TEST(RouteRun, ARouteTakesWhiskersAndOrcaRoundACupTheyStickInWithout) {
    for (const Behavior b : {Behavior::Whiskers, Behavior::Orca}) {
        for (const RouteKind k : {RouteKind::Grid, RouteKind::AnyAngle})
            EXPECT_TRUE(reaches(cup(b, k))) << behaviorName(b) << " " << routeKindName(k);
        EXPECT_FALSE(reaches(cup(b, RouteKind::None))) << behaviorName(b) << " without a route";
    }
}

TEST(RouteRun, TheRecordSaysWhichWaypointWhyAndWhatThePlanCost) {
    World w = buildWorld(cup(Behavior::Whiskers, RouteKind::AnyAngle));
    w.refreshDecisions();
    const Agent& a = w.agents()[0];
    ASSERT_EQ(w.routes().size(), 1u);
    const Route& r = w.routes()[0];
    ASSERT_TRUE(r.found());
    EXPECT_EQ(a.routeWaypoints, r.waypoints.size());
    EXPECT_GE(a.routeWaypoints, 2u);  // round a corner of the cup, then the goal
    EXPECT_EQ(RouteReason(a.replanReason), RouteReason::Start);
    EXPECT_EQ(a.replanStep, 0u);
    EXPECT_EQ(a.replans, 1u);
    EXPECT_FLOAT_EQ(a.routeLength, float(polylineLength(a.start, r.waypoints)));
    EXPECT_GT(a.routeExpanded, 0u);
    EXPECT_GT(a.routeTested, 0u);
    // It heads for a waypoint it sees, and that is its steering's target.
    EXPECT_TRUE(capsuleClear(w.obstacles(), a.position, r.waypoints[a.routeNext], a.radius));
    EXPECT_EQ(w.steering()[0].target, r.waypoints[a.routeNext]);
    EXPECT_NE(explanation(w, 0).find("following waypoint " + std::to_string(a.routeNext + 1) + " of " +
                                     std::to_string(a.routeWaypoints)),
              std::string::npos);
    // Along the way the waypoint only moves on, and what is left of the route shrinks.
    uint32_t next = a.routeNext;
    float left = a.routeLeft;
    for (int k = 0; k < 300 && w.agents()[0].moving(); ++k) {
        w.step();
        EXPECT_GE(w.agents()[0].routeNext, next);
        next = w.agents()[0].routeNext;
        left = w.agents()[0].routeLeft;
    }
    EXPECT_EQ(w.agents()[0].stop, StopReason::Reached);
    EXPECT_LT(left, 1.0f);
    EXPECT_EQ(w.agents()[0].replans, 1u) << "nothing blocked it and nothing pushed it off";
}

TEST(RouteRun, AnEditAcrossTheRoutePlansAgainAndTheEventSaysWhy) {
    Timeline t = buildTimeline(cup(Behavior::Whiskers, RouteKind::AnyAngle));
    t.run(10);
    World probe = t.world();
    probe.refreshDecisions();
    const Agent& a = probe.agents()[0];
    const Vec2 ahead = probe.routes()[0].waypoints[a.routeNext];
    // A circle on the line to the waypoint it heads for, half way there.
    Edit e;
    e.kind = EditKind::AddCircle;
    e.point = (a.position + ahead) * 0.5f;
    e.radius = 1.0f;
    ASSERT_TRUE(t.edit(e).ok());
    t.run(1);
    const Agent& after = t.world().agents()[0];
    EXPECT_EQ(RouteReason(after.replanReason), RouteReason::Blocked);
    EXPECT_EQ(after.replanStep, 10u);
    EXPECT_EQ(after.replans, 2u);
    int replanned = 0;
    for (const Event& ev : t.events()) {
        if (ev.kind != EventKind::Replanned) continue;
        ++replanned;
        EXPECT_EQ(ev.agent, 0);
        EXPECT_EQ(RouteReason(ev.other), RouteReason::Blocked);
    }
    EXPECT_EQ(replanned, 1);
    World w = t.world();
    EXPECT_NE(explanation(w, 0).find("an edit blocked what was left of its route"), std::string::npos);
    // An edit that blocks nothing plans nothing.
    Edit far;
    far.kind = EditKind::AddCircle;
    far.point = {2.0f, 2.0f};
    far.radius = 0.5f;
    ASSERT_TRUE(t.edit(far).ok());
    t.run(1);
    EXPECT_EQ(t.world().agents()[0].replans, 2u);
}

TEST(RouteRun, WithoutARouteItHeadsForItsGoalAndTheRecordSaysWhy) {
    Scenario s = cup(Behavior::Seek, RouteKind::Grid);
    for (int32_t x = 32; x <= 36; ++x) s.grid.set(x, 9, true), s.grid.set(x, 14, true);  // the goal walled in
    for (int32_t y = 9; y <= 14; ++y) s.grid.set(32, y, true), s.grid.set(36, y, true);
    World w = buildWorld(s);
    World none = buildWorld(cup(Behavior::Seek, RouteKind::None));
    for (int32_t x = 32; x <= 36; ++x) none.setCell(x, 9, true), none.setCell(x, 14, true);
    for (int32_t y = 9; y <= 14; ++y) none.setCell(32, y, true), none.setCell(36, y, true);
    w.refreshDecisions();
    const Agent& a = w.agents()[0];
    EXPECT_EQ(RouteStatus(a.routeStatus), RouteStatus::Unreachable);
    EXPECT_EQ(a.routeWaypoints, 0u);
    EXPECT_NE(explanation(w, 0).find("no route (grid, unreachable)"), std::string::npos);
    // It moves exactly as an agent without a planner does.
    w.run(100);
    none.run(100);
    EXPECT_EQ(w.agents()[0].position, none.agents()[0].position);
}

TEST(RouteRun, AnAgentPushedOffItsLegPlansAgainAndNeverStaysFurtherOffThanTheSetting) {
    // Two whiskers agents with agent avoidance meet head on in a corridor of the cup's world; the route keeps
    // each within sim.offRoute of its leg after every decision.
    Scenario s = cup(Behavior::Whiskers, RouteKind::AnyAngle);
    s.agents[0].avoidAgents = true;
    AgentDef other = s.agents[0];
    other.start = {34.0f, 2.5f};
    other.goal = {6.0f, 2.5f};
    s.agents[0].start = {6.0f, 2.6f};
    s.agents[0].goal = {34.0f, 2.6f};
    s.agents.push_back(other);
    s.sim.offRoute = 0.3f;
    World w = buildWorld(s);
    uint32_t pushed = 0;
    for (int k = 0; k < 600 && !w.finished(); ++k) {
        w.refreshDecisions();
        for (const Agent& a : w.agents()) {
            if (!followsRoute(a)) continue;
            EXPECT_LE(a.legDistance, s.sim.offRoute) << "step " << k;
            pushed += a.replanReason == uint32_t(RouteReason::PushedOff) && a.replanStep == w.stepCount() ? 1u : 0u;
        }
        w.step();
    }
    EXPECT_GT(pushed, 0u) << "avoiding each other pushed one of them off its leg";
}

TEST(RouteRun, ThePlannerIsInTheFormatWithErrorsThatNameIt) {
    Scenario s = cup(Behavior::Orca, RouteKind::AnyAngle);
    s.sim.offRoute = 1.5f;
    const std::string text = writeScenario(s, 0);
    EXPECT_NE(text.find("\"planner\":\"any-angle\""), std::string::npos);
    const ScenarioParse back = parseScenario(text);
    ASSERT_TRUE(back.ok()) << back.errors[0];
    EXPECT_EQ(back.scenario.agents[0].planner, uint32_t(RouteKind::AnyAngle));
    EXPECT_EQ(back.scenario.sim.offRoute, 1.5f);
    EXPECT_EQ(writeScenario(back.scenario, 0), text);
    // None is the default and is not written: a scene without routes reads and writes as it always did.
    EXPECT_EQ(writeScenario(cup(Behavior::Orca, RouteKind::None), 0).find("planner"), std::string::npos);
    auto error = [&](const std::string& agent) {
        const ScenarioParse p = parseScenario(R"({"version":1,"world":{"size":[10,10]},"agents":[)" + agent + "]}");
        return p.errors.empty() ? std::string() : p.errors[0];
    };
    EXPECT_NE(error(R"({"behavior":"orca","start":[1,1],"goal":[8,8],"planner":"astar"})")
                  .find("agents[0].planner: must be \"none\", \"grid\" or \"any-angle\""),
              std::string::npos);
    EXPECT_NE(error(R"({"behavior":"orca","start":[1,1],"goal":[8,8],"planner":2})").find("agents[0].planner"),
              std::string::npos);
    EXPECT_NE(error(R"({"behavior":"greedy","start":[1,1],"goal":[8,8],"planner":"grid"})").find("grid agents"),
              std::string::npos);
    // The edit, with its error.
    World w = buildWorld(cup(Behavior::Orca, RouteKind::None));
    EXPECT_TRUE(w.setAgentPlanner(0, RouteKind::Grid).ok());
    EXPECT_EQ(w.agents()[0].planner, uint32_t(RouteKind::Grid));
    EXPECT_FALSE(w.setAgentPlanner(3, RouteKind::Grid).ok());
    const EditParse bad = parseEditText(R"({"edit":"setAgentPlanner","agent":0,"planner":"best"})");
    ASSERT_FALSE(bad.ok());
    EXPECT_NE(bad.errors[0].find("planner"), std::string::npos);
}

TEST(RouteRun, ACompareVariantGivesItsAgentsAPlanner) {
    Scenario s = cup(Behavior::Whiskers, RouteKind::None);
    Variant with;
    with.label = "with a route";
    with.hasPlanner = true;
    with.planner = RouteKind::Grid;
    Variant without;
    without.label = "without";
    s.compare = {without, with};
    const ScenarioParse back = parseScenario(writeScenario(s, 0));
    ASSERT_TRUE(back.ok()) << back.errors[0];
    ASSERT_EQ(back.scenario.compare.size(), 2u);
    EXPECT_FALSE(back.scenario.compare[0].hasPlanner);
    EXPECT_TRUE(back.scenario.compare[1].hasPlanner);
    std::string error;
    Timeline a = buildVariant(back.scenario, 0, error);
    Timeline b = buildVariant(back.scenario, 1, error);
    ASSERT_EQ(error, "");
    a.run(1200);
    b.run(1200);
    EXPECT_NE(a.world().agents()[0].stop, StopReason::Reached);
    EXPECT_EQ(b.world().agents()[0].stop, StopReason::Reached);
}

TEST(RouteRun, AKeyframeStepsAsTheWorldDoesAndAFreshPlannerPlansTheSame) {
    World w = buildWorld(cup(Behavior::Orca, RouteKind::Grid));
    w.run(40);
    World copy = w.keyframe();
    w.run(100);
    copy.run(100);
    EXPECT_EQ(copy.hash(), w.hash());
}
