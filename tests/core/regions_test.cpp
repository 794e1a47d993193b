// Crowd regions ("regions" in format v1): expanded by the core in a fixed order from each region's seed, never
// on a blocked cell, a circle or another agent; errors by field; the same run as the agents written one by one;
// saved as regions; an edit of one of its agents at step 0 turns the region into explicit agents.
#include <gtest/gtest.h>

#include <cmath>
#include <string>

#include "sidestep/geometry/collision.hpp"
#include "sidestep/io/scenario.hpp"
#include "sidestep/world/timeline.hpp"

using namespace sidestep;

namespace {

/// A 40 x 30 world with a wall through the middle column (x = 20, rows 5..24) and a circle, and two regions.
std::string crowdText(const std::string& regions, const std::string& agents = "[]") {
    std::string grid;
    for (int y = 0; y < 30; ++y) {
        std::string row(40, '.');
        if (y >= 5 && y < 25) row[20] = '@';
        grid += std::string(y ? "," : "") + "\"" + row + "\"";
    }
    return R"({"version":1,"world":{"grid":[)" + grid + R"(],"circles":[{"x":8,"y":15,"r":2}]},"regions":)" + regions +
           R"(,"agents":)" + agents + R"(,"sim":{"dt":0.02,"maxSteps":400,"seed":3}})";
}

const std::string kTwoRegions =
    R"([{"name":"west","count":150,"seed":7,"start":{"area":[1,1,24,29]},"goal":{"area":[30,1,39,29]},"behavior":"whiskers","radius":0.3,"maxSpeed":2},)"
    R"({"name":"east","count":100,"seed":8,"start":{"area":[26,1,39,29]},"goal":"opposite","behavior":"seek","avoidAgents":true,"radius":0.3}])";

ScenarioParse parse(const std::string& text) { return parseScenario(text); }

Edit moveStart(int32_t agent, Vec2 to) {
    Edit e;
    e.kind = EditKind::SetAgentStart;
    e.index = agent;
    e.point = to;
    return e;
}

}  // namespace

TEST(Regions, ExpandIntoTheFirstAgentsInRegionOrderTheSameEveryTime) {
    const ScenarioParse a = parse(crowdText(kTwoRegions, R"([{"behavior":"seek","start":[2,2],"goal":[3,3]}])"));
    ASSERT_TRUE(a.ok()) << a.errors[0];
    ASSERT_EQ(a.scenario.agents.size(), 251u);
    EXPECT_EQ(a.scenario.agents[0].name, "west 1");
    EXPECT_EQ(a.scenario.agents[150].name, "east 1");
    EXPECT_EQ(a.scenario.agents[150].behavior, Behavior::Seek);
    EXPECT_EQ(a.scenario.agents[250].start, (Vec2{2, 2}));  // the explicit agent after the regions
    const ScenarioParse b = parse(crowdText(kTwoRegions, R"([{"behavior":"seek","start":[2,2],"goal":[3,3]}])"));
    for (size_t i = 0; i < a.scenario.agents.size(); ++i) {
        EXPECT_EQ(a.scenario.agents[i].start, b.scenario.agents[i].start) << i;
        EXPECT_EQ(a.scenario.agents[i].goal, b.scenario.agents[i].goal) << i;
    }
    // Another seed places the region's agents elsewhere; the other region's stay where they were.
    std::string reseeded = kTwoRegions;
    reseeded.replace(reseeded.find("\"seed\":7"), 8, "\"seed\":9");
    const ScenarioParse c = parse(crowdText(reseeded));
    ASSERT_TRUE(c.ok());
    EXPECT_NE(c.scenario.agents[0].start, a.scenario.agents[0].start);
    EXPECT_EQ(c.scenario.agents[150].start, a.scenario.agents[150].start);
}

TEST(Regions, PlaceBodiesInsideTheAreaOffBlockedCellsCirclesAndEachOther) {
    const ScenarioParse p = parse(crowdText(kTwoRegions));
    ASSERT_TRUE(p.ok()) << p.errors[0];
    const Scenario& s = p.scenario;
    const Obstacles obstacles{s.grid, s.circles};
    for (size_t i = 0; i < s.agents.size(); ++i) {
        const AgentDef& a = s.agents[i];
        const Area& area = i < 150 ? s.regions[0].start : s.regions[1].start;
        EXPECT_TRUE(a.start.x - a.radius >= area.lo.x && a.start.x + a.radius <= area.hi.x) << i;
        EXPECT_TRUE(a.start.y - a.radius >= area.lo.y && a.start.y + a.radius <= area.hi.y) << i;
        EXPECT_FALSE(overlaps(obstacles, a.start, a.radius)) << i << " overlaps the wall or the circle";
        if (i < 150)
            EXPECT_FALSE(overlaps(obstacles, a.goal, a.radius)) << i << "'s goal";
        else
            EXPECT_EQ(a.goal, (Vec2{40.0f - a.start.x, 30.0f - a.start.y})) << i << ": opposite";
        for (size_t j = 0; j < i; ++j) {
            const float d = std::hypot(a.start.x - s.agents[j].start.x, a.start.y - s.agents[j].start.y);
            ASSERT_GE(d, a.radius + s.agents[j].radius) << i << " overlaps " << j;
        }
    }
}

TEST(Regions, ErrorsNameTheField) {
    auto firstError = [](const std::string& regions) {
        const ScenarioParse p = parse(crowdText(regions));
        return p.errors.empty() ? std::string("none") : p.errors[0];
    };
    EXPECT_EQ(
        firstError(R"([{"count":5,"start":{"area":[1,1,10,10]},"goal":"opposite","behavior":"seek","radius":-1}])"),
        "regions[0].radius: must be a number in [0.01, 8], got -1");
    EXPECT_EQ(firstError(R"([{"count":0,"start":{"area":[1,1,10,10]},"goal":"opposite","behavior":"seek"}])"),
              "regions[0].count: must be an integer 1..200000, got 0");
    EXPECT_NE(firstError(R"([{"count":5,"start":{"area":[1,1,50,10]},"goal":"opposite","behavior":"seek"}])")
                  .find("regions[0].start.area: must lie inside the world [0, 40] x [0, 30]"),
              std::string::npos);
    EXPECT_NE(firstError(R"([{"count":5,"start":{"area":[1,1,10,10]},"goal":"sideways","behavior":"seek"}])")
                  .find("regions[0].goal: must be"),
              std::string::npos);
    EXPECT_NE(firstError(R"([{"count":5,"start":{"area":[1,1,10,10]},"goal":"opposite","behavior":"greedy"}])")
                  .find("regions[0].behavior: regions place continuous agents"),
              std::string::npos);
    EXPECT_NE(
        firstError(
            R"([{"count":5,"start":{"area":[1,1,10,10]},"goal":"opposite","behavior":"seek","params":{"nope":1}}])")
            .find("regions[0].params.nope: unknown param of seek"),
        std::string::npos);
    // A crowd that does not fit: how many were placed, of how many.
    const std::string full = firstError(
        R"([{"count":5,"start":{"area":[1,1,10,10]},"goal":"opposite","behavior":"seek"},{"count":1000,"start":{"area":[21,1,25,5]},"goal":"opposite","behavior":"seek","radius":0.3}])");
    EXPECT_EQ(full.rfind("regions[1].count: placed ", 0), 0u) << full;
    EXPECT_NE(full.find(" of 1000 "), std::string::npos) << full;
    // The goal area inside the wall: no free goal.
    EXPECT_NE(
        firstError(
            R"([{"count":5,"start":{"area":[1,1,10,10]},"goal":{"area":[20,6,21,20]},"behavior":"seek","radius":0.3}])")
            .find("regions[0].goal.area: found no free goal for agent 1"),
        std::string::npos);
}

TEST(Regions, RunTheSameAsTheAgentsWrittenOneByOne) {
    const ScenarioParse region = parse(crowdText(kTwoRegions));
    ASSERT_TRUE(region.ok());
    Scenario explicitAgents = region.scenario;
    explicitAgents.regions.clear();
    const std::string text = writeScenario(explicitAgents, 0);
    EXPECT_EQ(text.find("\"regions\""), std::string::npos);
    const ScenarioParse reread = parse(text);
    ASSERT_TRUE(reread.ok()) << reread.errors[0];
    Timeline a = buildTimeline(region.scenario), b = buildTimeline(reread.scenario);
    EXPECT_EQ(a.world().hash(), b.world().hash());
    a.run(200), b.run(200);
    EXPECT_EQ(a.world().hash(), b.world().hash());
}

TEST(Regions, AreSavedAsRegionsSoTheFileStaysShort) {
    const ScenarioParse p = parse(crowdText(kTwoRegions, R"([{"behavior":"seek","start":[2,2],"goal":[3,3]}])"));
    const Timeline t = buildTimeline(p.scenario);
    const std::string text = writeScenario(scenarioFromTimeline(t), 0);
    EXPECT_NE(text.find("\"regions\":[{\"name\":\"west\",\"count\":150,\"seed\":7"), std::string::npos)
        << text.substr(0, 400);
    EXPECT_LT(text.size(), 4000u);  // the grid's rows and two regions, not 251 agents
    const ScenarioParse again = parse(text);
    ASSERT_TRUE(again.ok()) << again.errors[0];
    ASSERT_EQ(again.scenario.agents.size(), 251u);
    EXPECT_EQ(buildTimeline(again.scenario).world().hash(), t.world().hash());
}

TEST(Regions, AnEditToOneOfItsAgentsAtStepZeroMakesItExplicitAndAnUndoCopyKeepsIt) {
    const ScenarioParse p = parse(crowdText(kTwoRegions));
    Timeline t = buildTimeline(p.scenario);
    const Timeline before = t;  // what undo keeps
    ASSERT_TRUE(t.edit(moveStart(160, {30.5f, 2.5f})).ok());
    EXPECT_EQ(t.regions().size(), 1u);  // "east" is now explicit agents; "west" stays a region
    const std::string text = writeScenario(scenarioFromTimeline(t), 0);
    const ScenarioParse reread = parse(text);
    ASSERT_TRUE(reread.ok()) << reread.errors[0];
    EXPECT_EQ(reread.scenario.regions.size(), 1u);
    EXPECT_EQ(buildTimeline(reread.scenario).world().hash(), t.world().hash());
    EXPECT_EQ(before.regions().size(), 2u);
    // An edit of "west" (the first region) makes both explicit: the file keeps the agents' order.
    Timeline u = before;
    ASSERT_TRUE(u.edit(moveStart(3, {2.5f, 2.5f})).ok());
    EXPECT_TRUE(u.regions().empty());
    // An edit during the run is history: the scenario, and its regions, stay.
    Timeline r = before;
    r.run(5);
    ASSERT_TRUE(r.edit(moveStart(3, {2.5f, 2.5f})).ok());
    EXPECT_EQ(r.regions().size(), 2u);
}

TEST(Regions, AWallPaintedInARegionsAreaMakesItExplicitOneOutsideDoesNot) {
    const ScenarioParse p = parse(crowdText(kTwoRegions));
    Timeline t = buildTimeline(p.scenario);
    Edit far;
    far.kind = EditKind::SetCell, far.x = 25, far.y = 3,
    far.flag = true;  // between west's start (x < 24) and east's (x > 26)
    ASSERT_TRUE(t.edit(far).ok());
    EXPECT_EQ(t.regions().size(), 2u);
    Edit inEast = far;
    inEast.x = 35;  // in east's start area (and west's goal area)
    ASSERT_TRUE(t.edit(inEast).ok());
    EXPECT_TRUE(t.regions().empty());
    const ScenarioParse reread = parse(writeScenario(scenarioFromTimeline(t), 0));
    ASSERT_TRUE(reread.ok());
    EXPECT_EQ(buildTimeline(reread.scenario).world().hash(), t.world().hash());
}

TEST(Regions, ACrowdOfOneHundredThousandIsAFewLines) {
    std::string grid;
    for (int y = 0; y < 1024; ++y) grid += std::string(y ? "," : "") + "\"" + std::string(1024, '.') + "\"";
    const std::string text =
        R"({"version":1,"world":{"grid":[)" + grid +
        R"(]},"regions":[{"name":"crowd","count":100000,"seed":1,"start":{"area":[0,0,1024,1024]},"goal":"opposite","behavior":"seek","radius":0.3}],"agents":[]})";
    const ScenarioParse p = parse(text);
    ASSERT_TRUE(p.ok()) << p.errors[0];
    EXPECT_EQ(p.scenario.agents.size(), 100000u);
    const std::string written = writeScenario(p.scenario, 0);
    EXPECT_LT(written.size(), 1000u);  // the open world's size and a region: a few hundred bytes
}

TEST(Regions, ABigOpenWorldIsWrittenAsItsSizeAndReadBack) {
    const ScenarioParse p = parse(R"({"version":1,"world":{"size":[600,300]},"agents":[]})");
    ASSERT_TRUE(p.ok()) << p.errors[0];
    EXPECT_EQ(p.scenario.grid.width(), 600);
    EXPECT_EQ(p.scenario.grid.height(), 300);
    EXPECT_NE(writeScenario(p.scenario, 0).find(R"("world":{"size":[600,300])"), std::string::npos);
    EXPECT_NE(
        parse(R"({"version":1,"world":{"size":[0,300]}})").errors[0].find("world.size[0]: must be an integer 1..1024"),
        std::string::npos);
    EXPECT_NE(parse(R"({"version":1,"world":{"size":[4,4],"grid":["."]}})")
                  .errors[0]
                  .find("world.size: gives an open grid's size"),
              std::string::npos);
    // A small open world keeps its rows (as files always wrote them); a blocked cell keeps them at any size.
    EXPECT_NE(writeScenario(parse(R"({"version":1,"world":{"size":[16,16]}})").scenario, 0).find(R"("grid":[)"),
              std::string::npos);
}
