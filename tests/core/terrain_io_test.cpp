// Terrain in files, links and the run's history: "world.terrain", "world.wallHeight", circles' "height",
// the brush's edits; validated with the field named, round-tripped exactly, replayed exactly.
#include <gtest/gtest.h>

#include <string>

#include "sidestep/io/scenario.hpp"
#include "sidestep/world/timeline.hpp"

using namespace sidestep;

namespace {

/// A 3 x 2 grid: terrain rows of 4 numbers, 3 rows.
const char* kTerrainScene = R"({
  "version": 1, "title": "t", "description": "d",
  "world": {
    "grid": ["...", "..."],
    "terrain": { "heights": [[0, 0.5, 1, 1.5], [0, 0.25, 0.5, 0.75], [0, 0, 0, -1]] },
    "wallHeight": 0.8,
    "circles": [{ "x": 1.5, "y": 1, "r": 0.3, "height": 0.6 }, { "x": 2.5, "y": 1, "r": 0.2 }]
  },
  "agents": [{ "name": "f", "behavior": "feelers", "start": [0.5, 1], "goal": [2.5, 1.5], "params": { "slope": false, "slopeGain": 12 } }],
  "sim": { "dt": 0.02, "maxSteps": 400 }
})";

std::string errorsOf(const std::string& text) {
    std::string all;
    for (const std::string& e : parseScenario(text).errors) all += e + "\n";
    return all;
}

std::string with(const std::string& from, const std::string& to) {
    std::string text = kTerrainScene;
    const size_t at = text.find(from);
    EXPECT_NE(at, std::string::npos) << from;
    return text.replace(at, from.size(), to);
}

}  // namespace

TEST(TerrainFile, ReadsHeightsWallAndCircleHeights) {
    const ScenarioParse p = parseScenario(kTerrainScene);
    ASSERT_TRUE(p.ok()) << p.errors.front();
    const World w = buildWorld(p.scenario);
    EXPECT_FLOAT_EQ(w.terrain().vertex(3, 0), 1.5f);
    EXPECT_FLOAT_EQ(w.terrain().vertex(3, 2), -1.0f);
    EXPECT_FLOAT_EQ(w.terrain().height({1.5f, 0.5f}), (0.5f + 1.0f + 0.25f + 0.5f) / 4.0f);
    EXPECT_FLOAT_EQ(w.wallHeight(), 0.8f);
    EXPECT_FLOAT_EQ(w.circles()[0].height, 0.6f);
    EXPECT_TRUE(std::isinf(w.circles()[1].height)) << "no height: tall";
    EXPECT_TRUE(w.hasRelief());
}

TEST(TerrainFile, WritesAndReadsBackTheSameState) {
    const ScenarioParse p = parseScenario(kTerrainScene);
    ASSERT_TRUE(p.ok());
    const World w = buildWorld(p.scenario);
    const std::string text = writeScenario(scenarioFromWorld(w));
    const ScenarioParse again = parseScenario(text);
    ASSERT_TRUE(again.ok()) << again.errors.front();
    EXPECT_EQ(buildWorld(again.scenario).hash(), w.hash());
    EXPECT_NE(text.find("\"terrain\""), std::string::npos);
    EXPECT_NE(text.find("\"wallHeight\": 0.8"), std::string::npos);
    EXPECT_NE(text.find("\"height\": 0.6"), std::string::npos);
    // A flat world writes no terrain at all: files of the 2D world are as they were.
    const std::string flat = writeScenario(scenarioFromWorld(World(4, 4)));
    EXPECT_EQ(flat.find("terrain"), std::string::npos);
    EXPECT_EQ(flat.find("height"), std::string::npos);
}

TEST(TerrainFile, NamesTheFieldAndTheLimitOfBadTerrain) {
    EXPECT_NE(errorsOf(with("[0, 0, 0, -1]]", "[0, 0, 0, -1], [0, 0, 0, 0]]"))
                  .find("world.terrain.heights: must be an array of 3 rows (grid height + 1), got 4 rows"),
              std::string::npos);
    EXPECT_NE(errorsOf(with("[0, 0.25, 0.5, 0.75]", "[0, 0.25, 0.5]"))
                  .find("world.terrain.heights[1]: must be an array of 4 numbers (grid width + 1), got 3 numbers"),
              std::string::npos);
    EXPECT_NE(errorsOf(with("[0, 0, 0, -1]]", "[0, 0, 0, -100]]"))
                  .find("world.terrain.heights[2][3]: must be a number in [-64, 64], got -100"),
              std::string::npos);
    EXPECT_NE(
        errorsOf(with("[0, 0, 0, -1]]", "[0, 0, \"x\", -1]]")).find("world.terrain.heights[2][2]: must be a number"),
        std::string::npos);
    EXPECT_NE(errorsOf(with("\"heights\"", "\"height\"")).find("world.terrain.height: unknown key"), std::string::npos);
    EXPECT_NE(errorsOf(with("\"wallHeight\": 0.8", "\"wallHeight\": 0"))
                  .find("world.wallHeight: must be a number in [0.01, 100], got 0"),
              std::string::npos);
    EXPECT_NE(errorsOf(with("\"height\": 0.6", "\"height\": -2"))
                  .find("world.circles[0].height: must be a number in [0.01, 100], got -2"),
              std::string::npos);
    EXPECT_NE(errorsOf(with("\"slopeGain\": 12", "\"slopeGain\": 500"))
                  .find("agents[0].params.slopeGain: must be a number 0..100, got 500"),
              std::string::npos);
}

TEST(TerrainFile, BrushEditsAreCheckedAndNameTheirFields) {
    auto error = [](const std::string& edit) {
        const EditParse p = parseEditText(edit);
        return p.ok() ? std::string() : p.errors.front();
    };
    EXPECT_EQ(error(R"({"edit": "shapeTerrain", "brush": "raise", "at": [2, 3], "radius": 2, "strength": 0.5})"), "");
    EXPECT_EQ(error(R"({"edit": "shapeTerrain", "brush": "dig", "at": [2, 3], "radius": 2, "strength": 0.5})"),
              "shapeTerrain.brush: must be \"raise\", \"lower\" or \"flatten\", got \"dig\"");
    EXPECT_EQ(error(R"({"edit": "shapeTerrain", "brush": "raise", "at": [2, 3], "radius": 40, "strength": 0.5})"),
              "shapeTerrain.radius: must be a number in [0.1, 16], got 40");
    EXPECT_EQ(error(R"({"edit": "shapeTerrain", "brush": "raise", "at": [2, 3], "radius": 2, "strength": 0})"),
              "shapeTerrain.strength: must be a number in [0.01, 8], got 0");
    EXPECT_EQ(error(R"({"edit": "setCircleHeight", "circle": 0, "height": 1000})"),
              "setCircleHeight.height: must be a number in [0.01, 100], got 1000");
    EXPECT_EQ(error(R"({"edit": "setWallHeight", "height": null})"), "") << "null: tall";
    EXPECT_EQ(error(R"({"edit": "clearTerrain", "x": 1})"), "clearTerrain.x: unknown key for clearTerrain");
}

TEST(TerrainFile, BrushStrokesDuringARunAreHistoryAndReplayExactly) {
    const ScenarioParse p = parseScenario(kTerrainScene);
    ASSERT_TRUE(p.ok());
    Timeline t = buildTimeline(p.scenario);
    t.run(50);
    Edit stroke;
    stroke.kind = EditKind::ShapeTerrain;
    stroke.brush = TerrainBrush::Raise;
    stroke.point = {1.0f, 1.0f};
    stroke.radius = 1.5f;
    stroke.strength = 0.4f;
    ASSERT_TRUE(t.edit(stroke).ok());
    ASSERT_EQ(t.history().size(), 1u) << "an edit during a run is part of its history";
    t.run(100);
    const uint64_t live = t.world().hash();
    // Back before the stroke: the ground is as it was; forward again: the same state.
    t.seek(20);
    EXPECT_FLOAT_EQ(t.world().terrain().vertex(1, 1), 0.25f);
    t.seek(150);
    EXPECT_EQ(t.world().hash(), live);
    EXPECT_FLOAT_EQ(t.world().terrain().vertex(1, 1), 0.25f + 0.4f);
    // The file keeps step 0 and the stroke under "history"; it replays to the same state.
    const std::string file = writeScenario(scenarioFromTimeline(t));
    EXPECT_NE(file.find("\"edit\": \"shapeTerrain\""), std::string::npos);
    const ScenarioParse again = parseScenario(file);
    ASSERT_TRUE(again.ok()) << again.errors.front();
    Timeline replay = buildTimeline(again.scenario);
    replay.run(150);
    EXPECT_EQ(replay.world().hash(), live);
}

TEST(TerrainFile, ClearingRemovesTheRelief) {
    const ScenarioParse p = parseScenario(kTerrainScene);
    World w = buildWorld(p.scenario);
    w.clearTerrain();
    EXPECT_TRUE(w.terrain().flat());
    EXPECT_TRUE(w.hasRelief()) << "the wall and a circle are still low";
    w.clear();
    EXPECT_FALSE(w.hasRelief());
    EXPECT_TRUE(std::isinf(w.wallHeight()));
}

TEST(TerrainFile, ResizingTheGridResizesTheTerrain) {
    const ScenarioParse p = parseScenario(kTerrainScene);
    World w = buildWorld(p.scenario);
    ASSERT_TRUE(w.resizeGrid(5, 4).ok());
    EXPECT_EQ(w.terrain().width(), 5);
    EXPECT_EQ(w.terrain().height(), 4);
    EXPECT_FLOAT_EQ(w.terrain().vertex(3, 0), 1.5f);
    EXPECT_FLOAT_EQ(w.terrain().vertex(5, 4), 0.0f);
    const std::string text = writeScenario(scenarioFromWorld(w));
    EXPECT_TRUE(parseScenario(text).ok()) << "5 x 4 cells, 5 rows of 6 heights";
}
