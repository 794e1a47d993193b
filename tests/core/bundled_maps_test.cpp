// The bundled Moving AI maps and the scenario key that names one: "world": {"map": "arena"} reads the
// map's cells, an unknown name or a map beside a grid is refused naming world.map, and a scene on a
// bundled map is written with the name (a short link) only while its cells are still the map's.
#include <gtest/gtest.h>

#include "movingai_data.hpp"
#include "sidestep/io/benchmark_scenario.hpp"
#include "sidestep/io/bundled_maps.hpp"
#include "sidestep/io/scenario.hpp"
#include "sidestep/world/problem_run.hpp"

using namespace sidestep;
namespace data = movingai_data;

namespace {

std::string joined(const std::vector<std::string>& errors) {
    std::string all;
    for (const std::string& e : errors) all += e + "\n";
    return all;
}

bool sameCells(const Grid& a, const Grid& b) {
    if (a.width() != b.width() || a.height() != b.height()) return false;
    for (int32_t y = 0; y < a.height(); ++y) {
        for (int32_t x = 0; x < a.width(); ++x) {
            if (a.blocked(x, y) != b.blocked(x, y)) return false;
        }
    }
    return true;
}

std::string mapScene(const std::string& world, const std::string& agents = "[]") {
    return R"({"version": 1, "world": )" + world + R"(, "agents": )" + agents + "}";
}

}  // namespace

TEST(BundledMaps, EachIsTheTextOfItsFileInTestsDataAndReadsToTheSameCells) {
    ASSERT_EQ(bundledMaps().size(), data::pairs().size());
    for (const data::Pair& p : data::pairs()) {
        const std::string name = p.map.substr(0, p.map.size() - 4);  // without ".map"
        const std::string text = data::read(data::dir() + p.map);
        bool found = false;
        for (const BundledMap& m : bundledMaps()) {
            if (m.name != name) continue;
            found = true;
            EXPECT_EQ(m.text, text) << name << ": the compiled-in text is the file's";
        }
        ASSERT_TRUE(found) << name;
        const Grid* grid = bundledMapGrid(name);
        ASSERT_NE(grid, nullptr) << name;
        EXPECT_TRUE(sameCells(*grid, parseMovingAiMap(text).grid)) << name;
        EXPECT_EQ(bundledMapName(*grid), name);
    }
    EXPECT_EQ(bundledMapList(), "arena, den201d, maze-32-32-2, random-32-32-10, room-32-32-4");
}

TEST(BundledMaps, AnUnknownNameHasNoGridAndAnEditedMapHasNoName) {
    EXPECT_EQ(bundledMapGrid("arena.map"), nullptr);
    EXPECT_EQ(bundledMapGrid(""), nullptr);
    Grid edited = *bundledMapGrid("arena");
    edited.set(3, 3, !edited.blocked(3, 3));
    EXPECT_EQ(bundledMapName(edited), "");
    EXPECT_EQ(bundledMapName(Grid(49, 49)), "") << "same size, other cells";
}

TEST(ScenarioMapKey, AWorldNamingABundledMapHasThatMapsCells) {
    for (const BundledMap& m : bundledMaps()) {
        const ScenarioParse parsed = parseScenario(mapScene(R"({"map": ")" + std::string(m.name) + "\"}"));
        ASSERT_TRUE(parsed.ok()) << m.name << "\n" << joined(parsed.errors);
        EXPECT_TRUE(sameCells(parsed.scenario.grid, parseMovingAiMap(m.text).grid)) << m.name;
    }
}

TEST(ScenarioMapKey, AnUnknownNameAWrongTypeOrAMapBesideAGridIsRefusedNamingWorldMap) {
    const struct {
        const char* world;
        const char* phrase;
    } cases[] = {
        {R"({"map": "arena.map"})",
         R"(world.map: unknown map "arena.map"; the bundled maps are arena, den201d, maze-32-32-2, random-32-32-10, room-32-32-4)"},
        {R"({"map": "Arena"})", R"(world.map: unknown map "Arena")"},
        {R"({"map": 3})", "world.map: must be a string"},
        {R"({"map": "arena", "grid": ["..."]})", "world.map: give either a bundled map's name or world.grid, not both"},
        {R"({})", "world.grid: is required"},
    };
    for (const auto& c : cases) {
        const ScenarioParse parsed = parseScenario(mapScene(c.world));
        EXPECT_FALSE(parsed.ok()) << c.world;
        EXPECT_NE(joined(parsed.errors).find(c.phrase), std::string::npos) << c.world << ":\n" << joined(parsed.errors);
    }
}

TEST(ScenarioMapKey, AgentsAreCheckedAgainstTheNamedMapsCells) {
    // arena is 49 x 49: a start at x = 49 lies outside it.
    const ScenarioParse parsed =
        parseScenario(mapScene(R"({"map": "arena"})", R"([{"behavior": "greedy", "start": [49, 3], "goal": [5, 5]}])"));
    EXPECT_NE(joined(parsed.errors).find("agents[0].start: must be a cell [x, y] with integers 0..48 and 0..48"),
              std::string::npos)
        << joined(parsed.errors);
}

TEST(ScenarioMapKey, ASceneOnABundledMapIsWrittenWithTheNameAndReadsBackToTheSameRun) {
    for (const BundledMap& m : bundledMaps()) {
        AgentDef def;
        const std::string agentError = makeGridAgent("nproxy", 7, def);
        ASSERT_EQ(agentError, "");
        const data::Loaded loaded = data::load(data::pairs()[&m - &bundledMaps()[0]]);
        ASSERT_TRUE(loaded.scen.ok());
        const ScenProblem& q = loaded.scen.problems.back();
        const Scenario s = benchmarkScenario(*bundledMapGrid(m.name), m.name, def, {&q, 0, "x.scen"});
        const std::string text = writeScenario(s, 0);
        EXPECT_NE(text.find(R"("world":{"map":")" + std::string(m.name) + "\""), std::string::npos) << text;
        EXPECT_EQ(text.find("\"grid\""), std::string::npos) << "no cells in the text";
        const ScenarioParse back = parseScenario(text);
        ASSERT_TRUE(back.ok()) << joined(back.errors);
        EXPECT_EQ(writeScenario(back.scenario, 0), text) << "a fixed point";
        World a = buildWorld(s), b = buildWorld(back.scenario);
        a.run(100000);
        b.run(100000);
        EXPECT_EQ(a.hash(), b.hash()) << m.name;
        EXPECT_EQ(a.stepCount(), b.stepCount());
    }
}

TEST(ScenarioMapKey, AnEditedMapIsWrittenAsItsRowsAndEditsDuringTheRunKeepTheName) {
    ScenarioParse parsed = parseScenario(mapScene(R"({"map": "room-32-32-4"})"));
    ASSERT_TRUE(parsed.ok());
    Scenario edited = parsed.scenario;
    edited.grid.set(1, 1, !edited.grid.blocked(1, 1));
    const std::string rows = writeScenario(edited, 0);
    EXPECT_EQ(rows.find("\"map\""), std::string::npos);
    EXPECT_NE(rows.find("\"grid\":["), std::string::npos);
    const ScenarioParse back = parseScenario(rows);
    ASSERT_TRUE(back.ok()) << joined(back.errors);
    EXPECT_TRUE(sameCells(back.scenario.grid, edited.grid));

    // A wall painted at step 5 is history: step 0 is still the map, so the name stays.
    const ScenarioParse timed = parseScenario(
        R"({"version": 1, "world": {"map": "room-32-32-4"}, "agents": [],
            "history": [{"step": 5, "edit": "setCell", "cell": [1, 1], "blocked": true}]})");
    ASSERT_TRUE(timed.ok()) << joined(timed.errors);
    const std::string text = writeScenario(timed.scenario, 0);
    EXPECT_NE(text.find(R"("map":"room-32-32-4")"), std::string::npos) << text;
    EXPECT_NE(text.find("\"history\""), std::string::npos);
}

TEST(MovingAiMap, SwampAndWaterCellsAreCountedForTheUiToSay) {
    const MapParse parsed = parseMovingAiMap("type octile\nheight 2\nwidth 4\nmap\nSS.W\nWW.S\n");
    ASSERT_TRUE(parsed.ok()) << joined(parsed.errors);
    EXPECT_EQ(parsed.swamp, 3);
    EXPECT_EQ(parsed.water, 3);
    EXPECT_EQ(parsed.grid.blockedCount(), 3);
    EXPECT_EQ(parseMovingAiMap("type octile\nheight 1\nwidth 2\nmap\nSX\n").swamp, 0) << "nothing counted on error";
}

TEST(BenchmarkScenario, ARowBecomesOneAgentFromItsStartToItsGoalWithTheProblemsStepLimit) {
    const data::Loaded loaded = data::load(data::pairs()[4]);  // room-32-32-4
    ASSERT_TRUE(loaded.map.ok() && loaded.scen.ok());
    AgentDef def;
    ASSERT_EQ(makeGridAgent("nproxy", 3, def), "");
    const ScenProblem& q = loaded.scen.problems[57];
    const Scenario s = benchmarkScenario(loaded.map.grid, "room-32-32-4.map", def, {&q, 57, "room.scen"});
    ASSERT_EQ(s.agents.size(), 1u);
    EXPECT_EQ(s.agents[0].start, Vec2(float(q.start.x), float(q.start.y)));
    EXPECT_EQ(s.agents[0].goal, Vec2(float(q.goal.x), float(q.goal.y)));
    EXPECT_EQ(s.agents[0].name, "nproxy") << "named by its behaviour: a P in the name would go stale when P is changed";
    ProblemRunner runner(loaded.map.grid, def);
    const ProblemResult r = runner.run(q.start, q.goal);
    EXPECT_EQ(s.sim.maxSteps, r.stepLimit);
    EXPECT_EQ(s.title, "Moving AI map room-32-32-4.map, problem 57");
    EXPECT_NE(s.description.find("4-connected optimum " + std::to_string(r.optimal4) + " steps"), std::string::npos)
        << s.description;
    // The scene runs to what the runner reports for the row.
    World w = buildWorld(s);
    w.run(s.sim.maxSteps);
    EXPECT_EQ(w.agents()[0].steps, r.steps);
    EXPECT_EQ(w.agents()[0].stop, r.stop);
}

TEST(BenchmarkScenario, GridAgentsAreMadeFromABehaviourAndPWithErrorsNamingTheField) {
    AgentDef def;
    EXPECT_EQ(makeGridAgent("greedy", 99, def), "") << "greedy has no P: it is ignored";
    EXPECT_EQ(def.behavior, Behavior::Greedy);
    EXPECT_EQ(makeGridAgent("nproxy", 32, def), "");
    EXPECT_EQ(describeGridAgent(def), "nproxy P=32 stepTieBreak=on stopOnReturn=on metric=euclidean");
    EXPECT_EQ(makeGridAgent("nproxy", 300, def), "P: must be an integer 0..256, got 300");
    EXPECT_EQ(makeGridAgent("nproxy", 2.5, def).rfind("P: must be an integer 0..256", 0), 0u);
    EXPECT_EQ(makeGridAgent("nproxy", -1, def).rfind("P: must be an integer 0..256", 0), 0u);
    EXPECT_EQ(makeGridAgent("seek", 3, def), "behavior: must be nproxy or greedy, got seek");
}

TEST(ProblemSummary, BucketsAscendAndAddUpToTheOverallTally) {
    ProblemSummary summary;
    ProblemResult reached;
    reached.reachable = reached.reached = true;
    reached.stop = StopReason::Reached;
    reached.ratio = 1.25;
    ProblemResult paced;
    paced.reachable = true;
    paced.stop = StopReason::Oscillation;
    for (int32_t bucket : {7, 2, 7, 40, 2, 0}) summary.add(bucket, bucket == 7 ? paced : reached);
    std::vector<int32_t> order;
    uint32_t problems = 0, oscillation = 0;
    for (const auto& [bucket, tally] : summary.buckets()) {
        order.push_back(bucket);
        problems += tally.problems;
        oscillation += tally.oscillation;
    }
    EXPECT_EQ(order, (std::vector<int32_t>{0, 2, 7, 40}));
    EXPECT_EQ(problems, summary.all().problems);
    EXPECT_EQ(summary.all().problems, 6u);
    EXPECT_EQ(oscillation, 2u);
    EXPECT_EQ(summary.all().reached, 4u);
    EXPECT_DOUBLE_EQ(summary.all().meanRatio(), 1.25);
    summary.clear();
    EXPECT_TRUE(summary.buckets().empty());
    EXPECT_EQ(summary.all().problems, 0u);
}
