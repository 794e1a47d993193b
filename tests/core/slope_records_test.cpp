// The feelers' records over the relief as the world keeps them: only while there is relief (never in a flat
// world, never in a keyframe), the ground sampled for the watched agent alone, the same after going back as
// in a fresh run; the eased offset followed over real steps; the offset snapped to 0 once the ground is
// level again; and the panel's sentences built from those records.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "examples.hpp"
#include "settings_by_name.hpp"
#include "sidestep/behaviors/feelers_slope.hpp"
#include "sidestep/behaviors/params.hpp"
#include "sidestep/explain/explain.hpp"
#include "sidestep/io/scenario.hpp"
#include "sidestep/world/timeline.hpp"
#include "sidestep/world/world.hpp"

using namespace sidestep;

namespace {

using testdata::example;

/// A w x h terrain whose vertex (x, y) has height f(x).
template <class F>
std::vector<float> heightsOf(int32_t w, int32_t h, F f) {
    std::vector<float> heights;
    for (int32_t y = 0; y <= h; ++y)
        for (int32_t x = 0; x <= w; ++x) heights.push_back(f(float(x)));
    return heights;
}

/// A feelers agent going +x along y = 5 with its default settings but `slopeGain`.
AgentDef walker(Vec2 start, float goalX, float slopeGain = 10.0f) {
    AgentDef d;
    d.behavior = Behavior::Feelers;
    d.start = start;
    d.goal = {goalX, start.y};
    d.params = defaultParams(Behavior::Feelers);
    test::setParam(d, "slopeGain", slopeGain);
    d.hasParams = true;
    return d;
}

std::string explanation(const World& w, size_t i) {
    std::string all;
    for (const ExplainLine& line : explainAgent(w, i).lines) all += line.text() + "\n";
    return all;
}

std::string two(double v) {
    char text[32];
    std::snprintf(text, sizeof text, "%.2f", v);
    return text;
}

template <class T>
size_t storage(const std::vector<T>& v) {
    return v.capacity() * sizeof(T);
}

}  // namespace

TEST(SlopeRecords, AFlatWorldKeepsNoneAndAKeyframeIsItsStateAlone) {
    // crowd-thousand: flat, 1,000 agents. The live world carries no slope records, and its keyframe (what
    // the timeline keeps every few steps) is the state alone: World::bytes() of it is the sum of the state's
    // parts, with no decision record of any kind (it was 830,368 bytes, 46 % of them slope records).
    World w = buildWorld(example("crowd-thousand"));
    w.run(20);
    w.refreshDecisions();
    EXPECT_FALSE(w.hasRelief());
    EXPECT_EQ(w.slopes().capacity(), 0u);
    const World k = w.keyframe();
    EXPECT_EQ(k.slopes().capacity(), 0u);
    EXPECT_EQ(k.steering().capacity(), 0u);
    EXPECT_EQ(k.contextMaps().capacity(), 0u);
    EXPECT_EQ(k.orcaRecords().capacity(), 0u);
    const Obstacles o = k.obstacles();
    ASSERT_NE(o.index, nullptr);
    ASSERT_TRUE(o.openCountry);
    size_t parts = sizeof(World) + size_t(k.grid().width()) * size_t(k.grid().height()) + storage(k.circles()) +
                   storage(k.agents()) + storage(k.gridDecisions()) + storage(k.paths()) + storage(k.targets()) +
                   storage(k.serials()) + storage(k.agentNames()) + k.terrain().bytes() + o.index->bytes() +
                   k.grid().bitBytes() + k.outline().bytes();
    for (const Path& p : k.paths()) parts += storage(p.points);
    EXPECT_EQ(k.bytes(), parts);
    EXPECT_LT(k.bytes(), w.bytes());
}

TEST(SlopeRecords, OverReliefEveryAgentHasOneButAKeyframeDoesNot) {
    World w = buildWorld(example("feelers-slope-hill"));
    w.run(50);
    w.refreshDecisions();
    ASSERT_TRUE(w.hasRelief());
    EXPECT_EQ(w.slopes().size(), w.agents().size());
    EXPECT_EQ(w.slopes()[0].active, 1u);
    const World k = w.keyframe();
    EXPECT_EQ(k.slopes().capacity(), 0u);
    FeelerGround g;
    EXPECT_FALSE(k.sampleFeelerGround(0, g)) << "a keyframe has no decisions to sample from";
    EXPECT_EQ(g.agent, -1);
    EXPECT_EQ(k.hash(), w.hash());
}

TEST(SlopeRecords, GoingBackGivesTheRecordsAndGroundOfAFreshRun) {
    // What the side view draws after a step back: the slope record and the watched agent's ground, each
    // equal, byte for byte, to those of a fresh run to that step.
    for (const char* name : {"feelers-slope-hill", "feelers-slope-low-wall", "feelers-slope-valley-posts"}) {
        const Scenario s = example(name);
        Timeline t = buildTimeline(s);
        t.run(300);
        for (const uint32_t back : {250u, 131u, 40u}) {
            t.seek(back);
            World fresh = buildWorld(s);
            fresh.run(back);
            t.world().refreshDecisions();
            fresh.refreshDecisions();
            ASSERT_EQ(t.world().hash(), fresh.hash()) << name << " step " << back;
            ASSERT_EQ(t.world().slopes().size(), fresh.slopes().size());
            EXPECT_EQ(std::memcmp(t.world().slopes().data(), fresh.slopes().data(),
                                  fresh.slopes().size() * sizeof(SlopeRecord)),
                      0)
                << name << " step " << back;
            FeelerGround back1, fresh1;
            EXPECT_EQ(t.world().sampleFeelerGround(0, back1), fresh.sampleFeelerGround(0, fresh1));
            EXPECT_EQ(back1.agent, fresh1.agent);
            EXPECT_EQ(std::memcmp(&back1, &fresh1, sizeof(FeelerGround)), 0) << name << " step " << back;
        }
    }
}

TEST(SlopeRecords, TheGroundIsSampledUnderAFeelersAgentsFeelersOnly) {
    // h = 0.75 x. The walker at (4, 5) heads +x; its samples run from 1 u behind to profileTo = maxLength + 1
    // = 5 u ahead, 17 of them 0.375 u apart: under the centre feeler 0.75 (4 + d), under the side ones (at 30
    // degrees) 0.75 (4 + d cos 30).
    World w(30, 10);
    ASSERT_TRUE(w.setTerrain(heightsOf(30, 10, [](float x) { return 0.75f * x; })).ok());
    w.addAgent(walker({4.0f, 5.0f}, 28.0f));
    w.addAgent(AgentDef{"seeker", Behavior::Seek, {4.0f, 2.0f}, {28.0f, 2.0f}});
    FeelerGround g;
    EXPECT_FALSE(w.sampleFeelerGround(0, g)) << "no decisions yet";
    EXPECT_EQ(g.agent, -1);
    w.refreshDecisions();
    ASSERT_TRUE(w.sampleFeelerGround(0, g));
    ASSERT_EQ(g.agent, 0);
    EXPECT_FLOAT_EQ(w.slopes()[0].profileTo, 5.0f);
    const float cos30 = std::sqrt(3.0f) / 2.0f;
    for (uint32_t j = 0; j < kProfileSamples; ++j) {
        const float d = -1.0f + 0.375f * float(j);
        EXPECT_NEAR(g.heights[kProfileSamples + j], 0.75f * (4.0f + d), 1e-4f) << "centre, sample " << j;
        EXPECT_NEAR(g.heights[j], 0.75f * (4.0f + d * cos30), 1e-4f) << "left, sample " << j;
        EXPECT_NEAR(g.heights[2 * kProfileSamples + j], 0.75f * (4.0f + d * cos30), 1e-4f) << "right, sample " << j;
    }
    EXPECT_FALSE(w.sampleFeelerGround(1, g)) << "a seek agent has no feelers";
    EXPECT_EQ(g.agent, -1);
    EXPECT_FALSE(w.sampleFeelerGround(7, g)) << "no such agent";
    w.step();
    EXPECT_FALSE(w.sampleFeelerGround(0, g)) << "stale until the next decisions";
    w.refreshDecisions();
    ASSERT_TRUE(w.sampleFeelerGround(0, g));
    EXPECT_NEAR(g.heights[kProfileSamples], 0.75f * (w.agents()[0].position.x - 1.0f), 1e-4f);
}

TEST(SlopeRecords, TheEasedOffsetFollowsItsTargetOverRealSteps) {
    // h = 0.75 x heading +x: normal (-0.6, 0, 0.8), dot -0.6, size 0.8, sign +1; slopeGain 5: target
    // +1 x 0.2 x 5 = +1.00 u. Eased at 8 / s over dt 0.02 s (0.16 of the way a step) from 0, each step
    // starting from the offset the last one applied: offset n = 1 - 0.84^n.
    World w(30, 10);
    ASSERT_TRUE(w.setTerrain(heightsOf(30, 10, [](float x) { return 0.75f * x; })).ok());
    w.addAgent(walker({4.0f, 5.0f}, 28.0f, 5.0f));
    const double expected[] = {0.16, 0.2944, 0.407296, 0.50212864, 0.5817880576, 0.648701968, 0.704909653, 0.752124109};
    for (const double offset : expected) {
        w.refreshDecisions();
        const SlopeRecord& s = w.slopes()[0];
        ASSERT_EQ(s.active, 1u);
        EXPECT_NEAR(s.dot, -0.6f, 1e-6f);
        EXPECT_NEAR(s.size, 0.8f, 1e-6f);
        EXPECT_EQ(SlopeKind(s.kind), SlopeKind::Incline);
        EXPECT_NEAR(s.target, 1.0f, 1e-6f);
        EXPECT_NEAR(s.offset, offset, 1e-5);
        const float applied = s.offset;
        w.step();
        EXPECT_EQ(w.agents()[0].memory.feelers.endOffset, applied) << "the next step starts from the offset applied";
    }
}

TEST(SlopeRecords, OnLevelGroundAgainTheOffsetSnapsToZeroAndTheFeelersSenseIn2D) {
    // After 40 steps up h = 0.75 x the offset is near 1; the ground is levelled. The target is 0 and the offset
    // shrinks by 0.84 a step; below kOffsetSnap it is 0, and with it the agent leaves the 3D path (without
    // the snap it never would: the float shrinks into the denormals and sticks at 4.2e-45).
    World w(30, 10);
    ASSERT_TRUE(w.setTerrain(heightsOf(30, 10, [](float x) { return 0.75f * x; })).ok());
    w.addAgent(walker({4.0f, 5.0f}, 28.0f, 5.0f));
    w.run(40);
    w.clearTerrain();
    EXPECT_FALSE(w.hasRelief());
    float offset = w.agents()[0].memory.feelers.endOffset;
    ASSERT_GT(offset, 0.99f);
    uint32_t steps = 0;
    while (w.agents()[0].memory.feelers.endOffset != 0.0f && steps < 100) {
        w.refreshDecisions();
        ASSERT_EQ(w.slopes().size(), 1u) << "records while the offset eases back";
        EXPECT_EQ(w.slopes()[0].active, 1u);
        EXPECT_EQ(w.slopes()[0].target, 0.0f);
        w.step();
        ++steps;
        const float next = offset * 0.84f;
        if (next < kOffsetSnap)
            EXPECT_EQ(w.agents()[0].memory.feelers.endOffset, 0.0f);
        else
            EXPECT_NEAR(w.agents()[0].memory.feelers.endOffset, next, 1e-6f);
        offset = w.agents()[0].memory.feelers.endOffset;
    }
    // 0.99.. x 0.84^n < 1e-4 from n = 53.
    EXPECT_EQ(steps, 53u);
    w.refreshDecisions();
    EXPECT_TRUE(w.slopes().empty()) << "the flat world again: the 2D rays";
}

TEST(SlopeRecords, ThePanelSaysHowFarAheadAFeelerHitAndHowHighAgainstTheTop) {
    // The downhill runner toward the 0.8 u wall: with compensation its centre feeler meets the wall's face;
    // without, it passes over the top. Each sentence gives the distance ahead, the feeler's height there and
    // the wall's top, as recorded.
    const Scenario s = example("feelers-slope-low-wall");
    bool hit = false, over = false;
    for (const bool slope : {true, false}) {
        World w = buildWorld(s);
        ASSERT_TRUE(w.setAgentParam(0, "slope", slope ? 1.0f : 0.0f).ok());
        for (uint32_t step = 0; step < 600 && !w.finished(); ++step) {
            w.refreshDecisions();
            const FeelerProfile& f = w.slopes()[0].feelers[1];
            if (slope && !hit && f.hit == uint32_t(SegmentHitKind::Wall) && !f.passedOver) {
                hit = true;
                EXPECT_FLOAT_EQ(f.obstacleHeight, 0.8f);
                const std::string said = "centre feeler in 3D: " + two(w.slopes()[0].startZ) + " → " + two(f.endZ) +
                                         " u high; hits the wall " + two(f.hitDistance) + " u ahead, " + two(f.hitZ) +
                                         " u high, under its top " + two(f.obstacleTop) + " u";
                EXPECT_NE(explanation(w, 0).find(said), std::string::npos) << explanation(w, 0);
                EXPECT_LT(f.hitZ, f.obstacleTop);
            }
            if (!slope && !over && f.passedOver) {
                over = true;
                const double z = w.slopes()[0].startZ;  // level feelers: the same height all along
                const std::string said = "passes over the wall " + two(f.obstacleFrom) + " u ahead, " + two(z) +
                                         " u high, over its top " + two(f.obstacleTop) + " u";
                EXPECT_NE(explanation(w, 0).find(said), std::string::npos) << explanation(w, 0);
                EXPECT_GT(z, f.obstacleTop);
            }
            w.step();
        }
    }
    EXPECT_TRUE(hit);
    EXPECT_TRUE(over);
}

TEST(SlopeRecords, AnyOtherBehaviourIsToldItKeepsIts2DRules) {
    World w(20, 10);
    w.addAgent(walker({2.0f, 5.0f}, 18.0f));
    w.addAgent(AgentDef{"w", Behavior::Whiskers, {2.0f, 2.0f}, {18.0f, 2.0f}});
    w.addAgent(AgentDef{"g", Behavior::Greedy, {2.0f, 8.0f}, {18.0f, 8.0f}});
    w.refreshDecisions();
    const std::string notice = "only feelers sense heights: ";
    for (size_t i = 0; i < 3; ++i)
        EXPECT_EQ(explanation(w, i).find(notice), std::string::npos) << "flat: nothing to say";
    w.shapeTerrain(TerrainBrush::Raise, {10.0f, 5.0f}, 4.0f, 1.0f, 0.0f);
    w.refreshDecisions();
    EXPECT_NE(explanation(w, 1).find("only feelers sense heights: whiskers keeps its 2D rules here (the ground and the "
                                     "obstacles' heights change nothing for it)"),
              std::string::npos)
        << explanation(w, 1);
    EXPECT_NE(explanation(w, 2).find("only feelers sense heights: greedy keeps its 2D rules here"), std::string::npos);
    EXPECT_EQ(explanation(w, 0).find("keeps its 2D rules here"), std::string::npos) << "feelers do sense them";
}
