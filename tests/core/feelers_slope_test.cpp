// Feelers over terrain (behaviors/feelers_slope.hpp, the feelers article's slope): the slope's sign and size up,
// down and across a slope, the clamped and eased offset, feelers hitting the ground without compensation,
// and the 2D world unchanged.
#include <gtest/gtest.h>

#include <cmath>
#include <vector>

#include "settings_by_name.hpp"
#include "sidestep/behaviors/feelers_slope.hpp"
#include "sidestep/behaviors/params.hpp"
#include "sidestep/explain/explain.hpp"
#include "sidestep/io/scenario.hpp"
#include "sidestep/world/world.hpp"

using namespace sidestep;

namespace {

/// A w x h terrain whose vertex (x, y) has height f(x, y).
template <class F>
std::vector<float> heightsOf(int32_t w, int32_t h, F f) {
    std::vector<float> heights;
    for (int32_t y = 0; y <= h; ++y)
        for (int32_t x = 0; x <= w; ++x) heights.push_back(f(float(x), float(y)));
    return heights;
}

/// h = 0.75 x: its normal is (-0.6, 0, 0.8), size 0.8 everywhere.
Terrain tiltedPlane() {
    Terrain t(20, 10);
    t.assign(heightsOf(20, 10, [](float x, float) { return 0.75f * x; }));
    return t;
}

FeelerParams gain(float slopeGain, float maxOffset) {
    FeelerParams p;
    p.slopeGain = slopeGain;
    p.maxOffset = maxOffset;
    return p;
}

Agent feelersAt(Vec2 p, Vec2 v, bool slope = true) {
    AgentDef d;
    d.behavior = Behavior::Feelers;
    d.start = p;
    d.goal = p + Vec2(15.0f, 0.0f);
    d.params = defaultParams(Behavior::Feelers);
    test::setParam(d, "slope", slope ? 1.0f : 0.0f);
    d.hasParams = true;
    Agent a = makeAgent(d);
    a.velocity = v;
    return a;
}

}  // namespace

TEST(Slope, GoingUpAnInclineTheDotIsNegativeAndTheEndsRise) {
    const SlopeReading r = readSlope(tiltedPlane(), {5.5f, 5.5f}, {1.0f, 0.0f}, gain(5.0f, 1.5f));
    EXPECT_FLOAT_EQ(r.dot, -0.6f);
    EXPECT_EQ(r.sign, 1.0f);
    EXPECT_FLOAT_EQ(r.size, 0.8f);
    EXPECT_NEAR(r.target, (1.0f - 0.8f) * 5.0f, 1e-6f);  // +1 x 0.2 x 5 = +1.0
    EXPECT_EQ(r.kind, SlopeKind::Incline);
}

TEST(Slope, GoingDownADeclineTheDotIsPositiveAndTheEndsDrop) {
    const SlopeReading r = readSlope(tiltedPlane(), {5.5f, 5.5f}, {-1.0f, 0.0f}, gain(5.0f, 1.5f));
    EXPECT_FLOAT_EQ(r.dot, 0.6f);
    EXPECT_EQ(r.sign, -1.0f);
    EXPECT_FLOAT_EQ(r.size, 0.8f);
    EXPECT_NEAR(r.target, -1.0f, 1e-6f);
    EXPECT_EQ(r.kind, SlopeKind::Decline);
}

TEST(Slope, AcrossASlopeTheDotIsZeroAndNothingIsOffset) {
    const SlopeReading r = readSlope(tiltedPlane(), {5.5f, 5.5f}, {0.0f, 1.0f}, gain(5.0f, 1.5f));
    EXPECT_EQ(r.dot, 0.0f);
    EXPECT_EQ(r.sign, 0.0f);
    EXPECT_FLOAT_EQ(r.size, 0.8f) << "the size is the slope's, whatever the heading";
    EXPECT_EQ(r.target, 0.0f);
    EXPECT_EQ(r.kind, SlopeKind::Across);
    // At 60 degrees to the slope's direction, the dot is -0.6 cos 60 = -0.3 and the sign alone counts.
    const SlopeReading oblique =
        readSlope(tiltedPlane(), {5.5f, 5.5f}, {0.5f, std::sqrt(3.0f) / 2.0f}, gain(5.0f, 1.5f));
    EXPECT_NEAR(oblique.dot, -0.3f, 1e-6f);
    EXPECT_NEAR(oblique.target, 1.0f, 1e-6f);
}

TEST(Slope, TheTargetIsClampedToMaxOffset) {
    // 0.2 x 10 = 2, clamped to 1.5 either way.
    EXPECT_FLOAT_EQ(readSlope(tiltedPlane(), {5.5f, 5.5f}, {1.0f, 0.0f}, gain(10.0f, 1.5f)).target, 1.5f);
    EXPECT_FLOAT_EQ(readSlope(tiltedPlane(), {5.5f, 5.5f}, {-1.0f, 0.0f}, gain(10.0f, 1.5f)).target, -1.5f);
    const Terrain flat(20, 10);
    const SlopeReading level = readSlope(flat, {5.5f, 5.5f}, {1.0f, 0.0f}, gain(10.0f, 1.5f));
    EXPECT_EQ(level.dot, 0.0f);
    EXPECT_EQ(level.size, 1.0f);
    EXPECT_EQ(level.target, 0.0f);
    EXPECT_EQ(level.kind, SlopeKind::Level);
    EXPECT_STREQ(slopeKindName(level.kind), "level");
}

TEST(Slope, TheOffsetEasesTowardItsTarget) {
    // rate 8 / s, dt 0.02 s: 0.16 of the way each step.
    const float first = easeOffset(0.0f, 1.0f, 8.0f, 0.02f);
    EXPECT_FLOAT_EQ(first, 0.16f);
    EXPECT_FLOAT_EQ(easeOffset(first, 1.0f, 8.0f, 0.02f), 0.16f + 0.84f * 0.16f);
    EXPECT_FLOAT_EQ(easeOffset(0.3f, -1.0f, 100.0f, 0.02f), -1.0f) << "never past the target";
    // Toward 0 from 1e-4: 0.84e-4 is under kOffsetSnap, so 0 exactly (a float would otherwise shrink for ever).
    EXPECT_EQ(easeOffset(1e-4f, 0.0f, 8.0f, 0.02f), 0.0f);
    EXPECT_NEAR(easeOffset(2e-4f, 0.0f, 8.0f, 0.02f), 1.68e-4f, 1e-9f);
}

TEST(Slope, ALevelFeelerRunsIntoAnInclineItsCompensatedFeelersClear) {
    // h = 0.25 x; the agent at x = 4 heads +x at 3 u/s: feelers 2.1 long (3 x 0.7), starting 0.5 above
    // the ground (1 + 0.5). Level, the centre feeler goes under where 0.25 x = 1.5: x = 6, 2 units ahead.
    Terrain t(20, 10);
    t.assign(heightsOf(20, 10, [](float x, float) { return 0.25f * x; }));
    const Grid g(20, 10);
    const std::vector<Circle> none;
    const Relief relief{t, kTall, true};
    const Obstacles o{g, none};

    SlopeRecord off;
    const Agent level = feelersAt({4.0f, 5.0f}, {3.0f, 0.0f}, false);
    const SteeringRecord r = steerFeelers(level, feelerParams(level), o, relief, Vec2(0.0f), 0.02f, off);
    ASSERT_EQ(off.active, 1u);
    EXPECT_EQ(off.compensate, 0u);
    EXPECT_FLOAT_EQ(off.ground, 1.0f);
    EXPECT_FLOAT_EQ(off.startZ, 1.5f);
    EXPECT_EQ(off.offset, 0.0f) << "compensation off: level feelers";
    EXPECT_EQ(off.feelers[1].hit, uint32_t(SegmentHitKind::Ground));
    EXPECT_FLOAT_EQ(off.feelers[1].hitDistance, 2.0f);
    EXPECT_TRUE(r.rays[1].hit);
    EXPECT_GT(off.groundHits, 0u);
    EXPECT_EQ(r.note, SteeringNote::GroundHit);

    // With compensation, once the offset has reached its target (1 - 1/sqrt(1.0625)) x 10 = 0.2986, the ends
    // are 0.5 + 0.2986 - 0.525 = 0.27 above the ground: nothing is hit.
    Agent raised = feelersAt({4.0f, 5.0f}, {3.0f, 0.0f}, true);
    const float target = (1.0f - 1.0f / std::sqrt(1.0625f)) * 10.0f;
    raised.memory.feelers.endOffset = target;
    SlopeRecord on;
    const SteeringRecord c = steerFeelers(raised, feelerParams(raised), o, relief, Vec2(0.0f), 0.02f, on);
    EXPECT_NEAR(on.target, target, 1e-5f);
    EXPECT_NEAR(on.offset, target, 1e-5f);
    EXPECT_NEAR(on.feelers[1].endZ, 1.5f + target, 1e-5f);
    EXPECT_EQ(on.groundHits, 0u);
    EXPECT_FALSE(c.rays[0].hit || c.rays[1].hit || c.rays[2].hit);
    EXPECT_EQ(c.rule, SteeringRule::Seek);
}

TEST(Slope, DownhillLevelFeelersPassOverALowWallThatCompensatedOnesHit) {
    // h = 3 - 0.3 x (down toward +x); a wall of height 0.8 at x = 7. The agent at x = 5 (ground 1.5) heads +x:
    // feelers start at 2.0; the wall's top at its face is 3 - 2.1 + 0.8 = 1.7.
    World w(20, 10);
    w.setTerrain(heightsOf(20, 10, [](float x, float) { return 3.0f - 0.3f * std::min(x, 10.0f); }));
    for (int y = 0; y < 10; ++y) w.setCell(7, y, true);
    w.setWallHeight(0.8f);
    const std::vector<Circle> none;
    const Relief relief{w.terrain(), w.wallHeight(), w.hasRelief()};
    ASSERT_TRUE(relief.active);
    const Obstacles o{w.grid(), none};
    SlopeRecord off, on;
    const Agent level = feelersAt({5.0f, 5.0f}, {3.0f, 0.0f}, false);
    steerFeelers(level, feelerParams(level), o, relief, Vec2(0.0f), 0.02f, off);
    EXPECT_EQ(off.feelers[1].hit, 0u) << "2.0 over a top of 1.7";
    EXPECT_EQ(off.feelers[1].passedOver, 1u);
    EXPECT_FLOAT_EQ(off.feelers[1].obstacleFrom, 2.0f);
    EXPECT_NEAR(off.feelers[1].obstacleTop, 1.7f, 1e-5f);
    EXPECT_EQ(off.feelers[1].obstacleHeight, 0.8f) << "the wall's own height, whatever the ground under it";
    EXPECT_EQ(SlopeKind(off.kind), SlopeKind::Decline);
    // Compensated: size 1 / sqrt(1.09), offset -(1 - size) x 10 = -0.42: at the face 2.0 - 0.42 x 2 / 2.1 < 1.7.
    Agent down = feelersAt({5.0f, 5.0f}, {3.0f, 0.0f}, true);
    down.memory.feelers.endOffset = -(1.0f - 1.0f / std::sqrt(1.09f)) * 10.0f;
    steerFeelers(down, feelerParams(down), o, relief, Vec2(0.0f), 0.02f, on);
    EXPECT_EQ(on.feelers[1].hit, uint32_t(SegmentHitKind::Wall));
    EXPECT_FLOAT_EQ(on.feelers[1].hitDistance, 2.0f);
    EXPECT_EQ(on.feelers[1].passedOver, 0u);
}

TEST(Slope, ConstantGroundRunsExactlyAsTheFlatWorld) {
    // The 3D path on level ground at any height, among tall obstacles, is the 2D one: same positions,
    // bit for bit, every step (the flat world takes the 2D path itself; this checks the 3D one reduces to it).
    for (const char* file : {"feelers-head-on-wall.json", "side-by-side.json", "compare-ray-behaviours.json"}) {
        const ScenarioParse p = parseScenario([&] {
            std::FILE* f = std::fopen((std::string(SIDESTEP_SOURCE_DIR) + "/examples/" + file).c_str(), "rb");
            std::string text;
            char buffer[4096];
            for (size_t n; f && (n = std::fread(buffer, 1, sizeof buffer, f)) > 0;) text.append(buffer, n);
            if (f) std::fclose(f);
            return text;
        }());
        ASSERT_TRUE(p.ok()) << file;
        World flat = buildWorld(p.scenario);
        Scenario raisedScene = p.scenario;
        raisedScene.terrain.assign(size_t(p.scenario.grid.width() + 1) * size_t(p.scenario.grid.height() + 1), 3.0f);
        World raised = buildWorld(raisedScene);
        ASSERT_TRUE(raised.hasRelief());
        for (int s = 0; s < 800 && !flat.finished(); ++s) {
            flat.step();
            raised.step();
            for (size_t i = 0; i < flat.agents().size(); ++i) {
                ASSERT_EQ(flat.agents()[i].position, raised.agents()[i].position)
                    << file << " agent " << i << " step " << s;
            }
        }
        for (const Agent& a : raised.agents()) EXPECT_EQ(a.terrainHits, 0u);
    }
}

TEST(Slope, AFlatWorldRecordsNo3DSensing) {
    World w(10, 10);
    AgentDef d;
    d.behavior = Behavior::Feelers;
    d.start = {1.0f, 5.0f};
    d.goal = {9.0f, 5.0f};
    w.addAgent(d);
    w.refreshDecisions();
    EXPECT_FALSE(w.hasRelief());
    EXPECT_TRUE(w.slopes().empty()) << "a flat world carries no slope records";
    w.addCircle({5.0f, 5.0f}, 0.5f);
    w.setCircleHeight(0, 0.3f);
    EXPECT_TRUE(w.hasRelief()) << "a low circle is relief";
    w.refreshDecisions();
    EXPECT_EQ(w.slopes()[0].active, 1u);
    w.setCircleHeight(0, kTall);
    EXPECT_FALSE(w.hasRelief());
    w.refreshDecisions();
    EXPECT_TRUE(w.slopes().empty());
}

TEST(Slope, TerrainHitsCountTheStepsOnWhichAFeelerWentUnderTheGround) {
    // Level feelers toward a ramp: each step with a ground hit counts once, whatever the number of feelers.
    World w(30, 10);
    w.setTerrain(heightsOf(30, 10, [](float x, float) { return x > 10.0f ? 0.4f * (x - 10.0f) : 0.0f; }));
    AgentDef d;
    d.behavior = Behavior::Feelers;
    d.start = {2.0f, 5.0f};
    d.goal = {28.0f, 5.0f};
    d.params = defaultParams(Behavior::Feelers);
    test::setParam(d, "slope", 0.0f);  // off
    d.hasParams = true;
    w.addAgent(d);
    uint32_t steps = 0;
    for (int s = 0; s < 400; ++s) {
        w.refreshDecisions();
        steps += w.slopes()[0].groundHits > 0 ? 1u : 0u;
        w.step();
    }
    EXPECT_GT(steps, 0u);
    EXPECT_EQ(w.agents()[0].terrainHits, steps);
}

TEST(Slope, TheHashCoversTheReliefAndKeepsTheFlatWorldsHash) {
    World w(12, 8);
    AgentDef d;
    d.behavior = Behavior::Feelers;
    d.start = {1.0f, 4.0f};
    d.goal = {11.0f, 4.0f};
    w.addAgent(d);
    w.addCircle({6.0f, 4.0f}, 1.0f);
    const uint64_t flat = w.hash();
    w.shapeTerrain(TerrainBrush::Raise, {6.0f, 4.0f}, 3.0f, 1.0f, 0.0f);
    EXPECT_NE(w.hash(), flat);
    w.shapeTerrain(TerrainBrush::Lower, {6.0f, 4.0f}, 3.0f, 1.0f, 0.0f);
    EXPECT_TRUE(w.terrain().flat());
    EXPECT_EQ(w.hash(), flat) << "flat again: the same state";
    w.setCircleHeight(0, 0.5f);
    EXPECT_NE(w.hash(), flat);
    w.setCircleHeight(0, kTall);
    EXPECT_EQ(w.hash(), flat);
    w.setWallHeight(1.0f);
    EXPECT_NE(w.hash(), flat);
    w.setWallHeight(kTall);
    // Each feelers setting added for terrain is in the hash, and at its default leaves it as it was.
    for (uint32_t k = 6; k < paramsOf(Behavior::Feelers).size(); ++k) {
        const ParamSpec& spec = paramsOf(Behavior::Feelers)[k];
        w.setAgentParam(0, spec.name,
                        spec.type == ParamType::Bool ? 1.0f - spec.defaultValue : spec.defaultValue * 0.5f);
        EXPECT_NE(w.hash(), flat) << spec.name;
        w.setAgentParam(0, spec.name, spec.defaultValue);
        EXPECT_EQ(w.hash(), flat) << spec.name;
    }
}

TEST(Slope, ThePanelSaysTheSlopeNumbersAsTheCoreAppliedThem) {
    // On h = 0.75 x heading +x: dot -0.6, size 0.8; gain 5: target +1.00; eased from 0 at 8 / s x 0.02 s.
    World w(20, 10);
    w.setTerrain(heightsOf(20, 10, [](float x, float) { return 0.75f * x; }));
    AgentDef d;
    d.behavior = Behavior::Feelers;
    d.start = {4.0f, 5.0f};
    d.goal = {18.0f, 5.0f};
    d.params = defaultParams(Behavior::Feelers);
    test::setParam(d, "slopeGain", 5.0f);
    d.hasParams = true;
    w.addAgent(d);
    w.refreshDecisions();
    std::string all;
    for (const ExplainLine& line : explainAgent(w, 0).lines) all += line.text() + "\n";
    EXPECT_NE(all.find("ground 3.00 u under it; the feelers start 0.50 above it, at 3.50 u"), std::string::npos) << all;
    EXPECT_NE(all.find("incline: dot = −0.60, size 0.800 → target +1.00 u → offset +0.16 u (easing toward the target)"),
              std::string::npos)
        << all;
    EXPECT_NE(all.find("only feelers sense heights"), std::string::npos);
    w.setAgentParam(0, "slope", 0.0f);
    w.refreshDecisions();
    all.clear();
    for (const ExplainLine& line : explainAgent(w, 0).lines) all += line.text() + "\n";
    EXPECT_NE(all.find("→ target +1.00 u, not applied: slope compensation is off"), std::string::npos) << all;
}

TEST(Slope, DownhillTowardAPostLowerThanTheFeelersThePanelSaysWhyTheCompensatedFeelersPassOver) {
    // A gentle decline (h = 4 - 0.1 x) and a post 0.35 high, lower than the feelers start (0.5 above the
    // ground): compensated or not, the feelers pass over it. Compensation lowers the ends by only
    // (1 - 1/sqrt(1.01)) x 10 = 0.05 u here; the panel says so with the numbers.
    World w(40, 10);
    w.setTerrain(heightsOf(40, 10, [](float x, float) { return 4.0f - 0.1f * x; }));
    w.addCircle({20.0f, 5.0f}, 0.6f);
    ASSERT_TRUE(w.setCircleHeight(0, 0.35f).ok());
    AgentDef d;
    d.behavior = Behavior::Feelers;
    d.start = {3.0f, 5.0f};
    d.goal = {37.0f, 5.0f};
    w.addAgent(d);
    ASSERT_EQ(feelerParams(w.agents()[0]).slope, true) << "the default: compensation on";
    std::string why;
    while (w.step() && why.empty()) {
        w.refreshDecisions();
        if (w.steering()[0].note != SteeringNote::PassedOver) continue;
        for (const ExplainLine& line : explainAgent(w, 0).lines) {
            std::string text;
            for (const ExplainSpan& s : line.spans) text += s.text;
            if (text.find("passed over") != std::string::npos) why = text;
        }
    }
    ASSERT_FALSE(why.empty()) << "the note fires while a feeler passes over the post";
    EXPECT_NE(why.find("stands 0.35 u above the ground"), std::string::npos) << why;
    EXPECT_NE(why.find("lower than the feelers start (0.50 u"), std::string::npos) << why;
    EXPECT_NE(why.find("by only 0.05 u"), std::string::npos) << why;
}
