// Terrain (geometry/terrain.hpp) and 3D segments over it (geometry/segment_cast.hpp): hand-computed
// heights, normals, crossings and hits.
#include <gtest/gtest.h>

#include <cmath>
#include <vector>

#include "sidestep/geometry/raycast.hpp"
#include "sidestep/geometry/segment_cast.hpp"
#include "sidestep/geometry/terrain.hpp"

using namespace sidestep;

namespace {

/// A terrain over a w x h grid whose vertex (x, y) has height f(x, y).
template <class F>
Terrain terrainOf(int32_t w, int32_t h, F f) {
    Terrain t(w, h);
    std::vector<float> heights;
    for (int32_t y = 0; y <= h; ++y)
        for (int32_t x = 0; x <= w; ++x) heights.push_back(f(float(x), float(y)));
    t.assign(heights);
    return t;
}

}  // namespace

TEST(Terrain, IsFlatAndZeroUntilAHeightIsSet) {
    Terrain t(8, 4);
    EXPECT_TRUE(t.flat());
    EXPECT_EQ(t.data(), nullptr);
    EXPECT_EQ(t.height({3.3f, 1.7f}), 0.0f);
    const Vec3 n = t.normal({3.3f, 1.7f});
    EXPECT_EQ(n.x, 0.0f);
    EXPECT_EQ(n.y, 0.0f);
    EXPECT_EQ(n.z, 1.0f);
    t.assign(std::vector<float>(9 * 5, 0.0f));
    EXPECT_TRUE(t.flat()) << "all zeros is flat";
}

TEST(Terrain, IsBilinearInsideACell) {
    // Cell (0, 0) with corners h00 = 0, h10 = 1, h01 = 2, h11 = 4:
    // h(u, v) = 0 + 1 u + 2 v + (0 - 1 - 2 + 4) u v.
    Terrain t(1, 1);
    t.assign({0.0f, 1.0f, 2.0f, 4.0f});
    EXPECT_FLOAT_EQ(t.height({0.25f, 0.5f}), 0.25f + 1.0f + 0.125f);
    EXPECT_FLOAT_EQ(t.height({0.5f, 0.5f}), 1.75f);
    EXPECT_FLOAT_EQ(t.height({1.0f, 1.0f}), 4.0f);
    // dh/du = 1 + v, dh/dv = 2 + u.
    const Vec2 g = t.gradient({0.25f, 0.5f});
    EXPECT_FLOAT_EQ(g.x, 1.5f);
    EXPECT_FLOAT_EQ(g.y, 2.25f);
}

TEST(Terrain, NormalsOfATiltedPlane) {
    // h = 0.75 x: the normal is (-0.75, 0, 1) / 1.25 = (-0.6, 0, 0.8) everywhere.
    const Terrain t = terrainOf(6, 4, [](float x, float) { return 0.75f * x; });
    for (const Vec2 p : {Vec2(0.5f, 0.5f), Vec2(2.3f, 3.9f), Vec2(5.99f, 0.0f)}) {
        const Vec3 n = t.normal(p);
        EXPECT_FLOAT_EQ(n.x, -0.6f);
        EXPECT_FLOAT_EQ(n.y, 0.0f);
        EXPECT_FLOAT_EQ(n.z, 0.8f);
    }
    // h = 0.3 x + 0.4 y (y down on screen): (-0.3, -0.4, 1) / sqrt(1.25).
    const Terrain both = terrainOf(6, 4, [](float x, float y) { return 0.3f * x + 0.4f * y; });
    const Vec3 n = both.normal({2.5f, 1.5f});
    EXPECT_NEAR(n.x, -0.3f / std::sqrt(1.25f), 1e-6f);
    EXPECT_NEAR(n.y, -0.4f / std::sqrt(1.25f), 1e-6f);
    EXPECT_NEAR(n.z, 1.0f / std::sqrt(1.25f), 1e-6f);
    EXPECT_FLOAT_EQ(both.height({2.5f, 1.5f}), 0.75f + 0.6f);
}

TEST(Terrain, OffTheGridTheGroundContinuesLevel) {
    const Terrain t = terrainOf(4, 4, [](float x, float y) { return x + 10.0f * y; });
    EXPECT_FLOAT_EQ(t.height({-3.0f, 2.0f}), t.height({0.0f, 2.0f}));
    EXPECT_FLOAT_EQ(t.height({9.0f, 2.5f}), t.height({4.0f, 2.5f}));
    EXPECT_FLOAT_EQ(t.gradient({-3.0f, 2.0f}).x, 0.0f) << "level across the edge";
    EXPECT_FLOAT_EQ(t.gradient({-3.0f, 2.0f}).y, 10.0f) << "still sloped along it";
}

TEST(Terrain, ResizeKeepsVerticesAtTheirCoordinates) {
    Terrain t = terrainOf(3, 2, [](float x, float y) { return x + 10.0f * y; });
    t.resize(5, 1);
    EXPECT_FLOAT_EQ(t.vertex(3, 1), 13.0f);
    EXPECT_FLOAT_EQ(t.vertex(5, 0), 0.0f) << "new vertices are 0";
    t.resize(1, 1);
    EXPECT_FLOAT_EQ(t.vertex(1, 1), 11.0f);
    Terrain low = terrainOf(3, 3, [](float x, float y) { return x == 3.0f && y == 3.0f ? 1.0f : 0.0f; });
    low.resize(2, 2);
    EXPECT_TRUE(low.flat()) << "the only raised vertex was cut off";
}

TEST(Terrain, TheBrushRaisesLowersAndFlattensADiscWithFalloff) {
    Terrain t(8, 8);
    // Radius 2 at vertex (4, 4), strength 1: weight (1 - d^2 / 4)^2.
    EXPECT_EQ(t.brush(TerrainBrush::Raise, {4.0f, 4.0f}, 2.0f, 1.0f, 0.0f),
              9u);  // d^2 in {0, 1, 2}: 1 + 4 + 4 vertices
    EXPECT_FLOAT_EQ(t.vertex(4, 4), 1.0f);
    EXPECT_FLOAT_EQ(t.vertex(5, 4), 0.56f);  // (3/4)^2 = 0.5625, kept to hundredths
    EXPECT_FLOAT_EQ(t.vertex(5, 5), 0.25f);  // (1/2)^2
    EXPECT_FLOAT_EQ(t.vertex(6, 4), 0.0f) << "d = radius is outside";
    EXPECT_FALSE(t.flat());
    t.brush(TerrainBrush::Lower, {4.0f, 4.0f}, 2.0f, 0.5f, 0.0f);
    EXPECT_FLOAT_EQ(t.vertex(4, 4), 0.5f);
    EXPECT_FLOAT_EQ(t.vertex(5, 4), 0.28f);  // 0.56 - 0.28125, to hundredths
    // Flatten toward 0.4 by at most strength x weight: the centre moves all the way, the rim partly.
    t.brush(TerrainBrush::Flatten, {4.0f, 4.0f}, 2.0f, 0.2f, 0.4f);
    EXPECT_FLOAT_EQ(t.vertex(4, 4), 0.4f);
    EXPECT_FLOAT_EQ(t.vertex(5, 5), 0.13f + 0.05f);  // 0.25 - 0.125 = 0.13 (to hundredths), + 0.2 x 0.25
    EXPECT_EQ(t.brush(TerrainBrush::Raise, {40.0f, 40.0f}, 2.0f, 1.0f, 0.0f), 0u) << "off the grid: nothing";
    t.clear();
    EXPECT_TRUE(t.flat());
}

TEST(Terrain, TheBrushKeepsHeightsWithinTheLimit) {
    Terrain t(2, 2);
    for (int k = 0; k < 20; ++k) t.brush(TerrainBrush::Raise, {1.0f, 1.0f}, 0.5f, 8.0f, 0.0f);
    EXPECT_FLOAT_EQ(t.vertex(1, 1), kMaxTerrainHeight);
}

TEST(Terrain, ALevelLineEntersATiltedPlaneWhereTheyMeet) {
    // h = 0.5 x; the line at z = 1 from x = 0 along +x meets it at x = 2.
    const Terrain t = terrainOf(8, 2, [](float x, float) { return 0.5f * x; });
    EXPECT_FLOAT_EQ(t.firstBelow({0.0f, 0.5f}, {1.0f, 0.0f}, 1.0f, 0.0f, 0.0f, 0.0f, 6.0f), 2.0f);
    // Rising 0.25 per unit: 1 + 0.25 s = 0.5 s at s = 4.
    EXPECT_FLOAT_EQ(t.firstBelow({0.0f, 0.5f}, {1.0f, 0.0f}, 1.0f, 0.25f, 0.0f, 0.0f, 6.0f), 4.0f);
    // Not within the segment: none.
    EXPECT_EQ(t.firstBelow({0.0f, 0.5f}, {1.0f, 0.0f}, 1.0f, 0.25f, 0.0f, 0.0f, 3.5f), -1.0f);
    // A layer 0.5 thick on the ground (an obstacle's top): entered at 1 + 0 s = 0.5 s + 0.5, s = 1.
    EXPECT_FLOAT_EQ(t.firstBelow({0.0f, 0.5f}, {1.0f, 0.0f}, 1.0f, 0.0f, 0.5f, 0.0f, 6.0f), 1.0f);
    // Going down the plane (-x) from x = 6 at z = 3.5: above all the way (h falls faster than nothing).
    EXPECT_EQ(t.firstBelow({6.0f, 0.5f}, {-1.0f, 0.0f}, 3.5f, 0.0f, 0.0f, 0.0f, 6.0f), -1.0f);
}

TEST(Terrain, InsideACellTheGroundAlongALineIsAQuadratic) {
    // One cell: h00 = 0, h10 = 1, h01 = 1, h11 = 0, so along the diagonal u = v = t / sqrt(2):
    // h = u + v - 2 u v = sqrt(2) t - t^2, highest (0.5) at t = sqrt(2) / 2.
    const Terrain t = terrainOf(1, 1, [](float x, float y) { return x + y == 1.0f ? 1.0f : 0.0f; });
    const Vec2 d = glm::normalize(Vec2(1.0f, 1.0f));
    // A level line at z = 0.49 enters where sqrt(2) t - t^2 = 0.49: t = (sqrt(2) - sqrt(2 - 1.96)) / 2.
    const float expected = (std::sqrt(2.0f) - std::sqrt(0.04f)) / 2.0f;
    EXPECT_NEAR(t.firstBelow({0.0f, 0.0f}, d, 0.49f, 0.0f, 0.0f, 0.0f, 1.4f), expected, 1e-5f);
    // At z = 0.51 it passes over the crest.
    EXPECT_EQ(t.firstBelow({0.0f, 0.0f}, d, 0.51f, 0.0f, 0.0f, 0.0f, 1.4f), -1.0f);
}

TEST(Terrain, OnLevelGroundOnlyTheLineDecides) {
    const Terrain flat(4, 4);
    EXPECT_EQ(flat.firstBelow({0.5f, 0.5f}, {1.0f, 0.0f}, 0.5f, 0.0f, 0.0f, 0.0f, 3.0f), -1.0f);
    // Dropping 0.25 per unit from 0.5: under the ground at s = 2.
    EXPECT_FLOAT_EQ(flat.firstBelow({0.5f, 0.5f}, {1.0f, 0.0f}, 0.5f, -0.25f, 0.0f, 0.0f, 3.0f), 2.0f);
    // Constant ground at 3 with the line 0.5 above it: never under (and exact: no rounding to cross it).
    const Terrain raised = terrainOf(4, 4, [](float, float) { return 3.0f; });
    EXPECT_EQ(raised.firstBelow({0.5f, 0.5f}, glm::normalize(Vec2(0.8f, 0.3f)), 3.5f, 0.0f, 0.0f, 0.0f, 3.0f), -1.0f);
}

// ---- segments against obstacles' tops and the ground ------------------------------------------------

namespace {

/// A 10 x 4 grid with column x = 3 blocked, and an escape() of the origin.
struct WallScene {
    Grid grid{10, 4};
    std::vector<Circle> circles;
    Terrain terrain{10, 4};
    WallScene() {
        for (int y = 0; y < 4; ++y) grid.set(3, y, true);
    }
    Obstacles obstacles() const { return Obstacles{grid, circles}; }
    SegmentHit cast(Vec2 origin, Vec2 dir, float length, float z0, float rise, float wallHeight) const {
        const Obstacles o = obstacles();
        return castSegment(o, terrain, wallHeight, {origin, dir, length, z0, rise}, escape(o, origin),
                           !terrain.flat() || rise != 0.0f);
    }
};

}  // namespace

TEST(SegmentCast, ATallObstacleIsHitExactlyWhereThe2DRayEntersIt) {
    const WallScene s;
    const Obstacles o = s.obstacles();
    const Vec2 origin{0.5f, 1.3f}, dir = glm::normalize(Vec2(1.0f, 0.2f));
    const RayHit flat = senseCast(o, origin, dir, 5.0f, escape(o, origin));
    const SegmentHit h = s.cast(origin, dir, 5.0f, 0.5f, 0.0f, kTall);
    ASSERT_EQ(h.kind, SegmentHitKind::Wall);
    EXPECT_EQ(h.distance, flat.distance);
    EXPECT_EQ(h.point, flat.point);
    EXPECT_EQ(h.normal, flat.normal);
    EXPECT_FALSE(h.passedOver());
    EXPECT_TRUE(std::isinf(h.obstacleTop));
}

TEST(SegmentCast, ALevelSegmentAboveALowWallPassesOverIt) {
    const WallScene s;
    // From x = 0.5 along +x at z = 0.5: the wall (cells x = 3) is 0.4 high.
    const SegmentHit h = s.cast({0.5f, 1.5f}, {1.0f, 0.0f}, 5.0f, 0.5f, 0.0f, 0.4f);
    EXPECT_FALSE(h.hit());
    EXPECT_TRUE(h.passedOver());
    EXPECT_FLOAT_EQ(h.obstacleFrom, 2.5f);
    EXPECT_FLOAT_EQ(h.obstacleTo, 3.5f);
    EXPECT_FLOAT_EQ(h.obstacleTop, 0.4f);
    EXPECT_EQ(h.obstacleKind, SegmentHitKind::Wall);
}

TEST(SegmentCast, ASegmentBelowALowWallsTopHitsItsFace) {
    const WallScene s;
    // Dropping 0.05 per unit from 0.5: at the face (s = 2.5) it is at 0.375 < 0.4.
    const SegmentHit h = s.cast({0.5f, 1.5f}, {1.0f, 0.0f}, 5.0f, 0.5f, -0.05f, 0.4f);
    ASSERT_EQ(h.kind, SegmentHitKind::Wall);
    EXPECT_FLOAT_EQ(h.distance, 2.5f);
    EXPECT_EQ(h.normal, Vec2(-1.0f, 0.0f));
    EXPECT_FLOAT_EQ(h.z, 0.375f);
}

TEST(SegmentCast, ASegmentDivingThroughALowWallsTopHitsItFromAbove) {
    const WallScene s;
    // Dropping 0.03 per unit: 0.425 at the face, below the top (0.4) from s = 10/3 on, inside the footprint.
    const SegmentHit h = s.cast({0.5f, 1.5f}, {1.0f, 0.0f}, 5.0f, 0.5f, -0.03f, 0.4f);
    ASSERT_EQ(h.kind, SegmentHitKind::Wall);
    EXPECT_NEAR(h.distance, 10.0f / 3.0f, 1e-5f);
    EXPECT_EQ(h.normal, Vec2(-1.0f, 0.0f)) << "-direction: it came down through the top";
}

TEST(SegmentCast, ALowCircleIsHitOnlyBelowItsTop) {
    WallScene s;
    s.grid = Grid(10, 4);
    s.circles.push_back({{4.0f, 2.0f}, 1.0f, 0.6f});
    EXPECT_FALSE(s.cast({0.5f, 2.0f}, {1.0f, 0.0f}, 6.0f, 0.7f, 0.0f, kTall).hit()) << "0.7 > 0.6: over it";
    const SegmentHit h = s.cast({0.5f, 2.0f}, {1.0f, 0.0f}, 6.0f, 0.5f, 0.0f, kTall);
    ASSERT_EQ(h.kind, SegmentHitKind::Circle);
    EXPECT_FLOAT_EQ(h.distance, 2.5f);
    EXPECT_EQ(h.circle, 0);
    EXPECT_NEAR(h.normal.x, -1.0f, 1e-6f);
}

TEST(SegmentCast, FromInsideALowCircleTheHitNamesThatCircleAndItsHeight) {
    // Found by the core tests under UBSan (Threads.AMixedCrowdStepsToTheSameHashes...): a sensor starting inside a
    // circle, pointing deeper, was a circle hit without a circle (-1), and castSegment read circles[-1]'s height.
    WallScene s;
    s.grid = Grid(10, 4);
    s.circles.push_back({{7.0f, 2.0f}, 0.5f, 0.3f});
    s.circles.push_back({{4.0f, 2.0f}, 1.0f, 0.6f});
    const Vec2 origin{4.5f, 2.0f};  // inside circle 1, its centre to the left
    const Obstacles o = s.obstacles();
    const RayHit flat = senseCast(o, origin, {-1.0f, 0.0f}, 5.0f, escape(o, origin));
    ASSERT_EQ(flat.kind, HitKind::Circle);
    EXPECT_TRUE(flat.startedInside);
    EXPECT_EQ(flat.circle, 1);
    const SegmentHit h = s.cast(origin, {-1.0f, 0.0f}, 5.0f, 0.1f, 0.0f, kTall);
    EXPECT_EQ(h.obstacleKind, SegmentHitKind::Circle);
    EXPECT_FLOAT_EQ(h.obstacleHeight, 0.6f) << "circle 1's height, not another's";
}

TEST(SegmentCast, AnObstacleOnRaisedGroundHasItsTopAboveThatGround) {
    WallScene s;
    s.terrain =
        terrainOf(10, 4, [](float x, float) { return x >= 3.0f ? 1.0f : 0.0f; });  // a step up 1 between x = 2 and 3
    // A segment level at 1.3 from x = 0.5: the ground under the wall is 1, so its top is 1.4 and the wall is
    // hit at its face; the ramp before it (x 2..3, h = x - 2) stays below 1.3.
    const SegmentHit h = s.cast({0.5f, 1.5f}, {1.0f, 0.0f}, 5.0f, 1.3f, 0.0f, 0.4f);
    ASSERT_EQ(h.kind, SegmentHitKind::Wall);
    EXPECT_FLOAT_EQ(h.distance, 2.5f);
    EXPECT_FLOAT_EQ(h.obstacleTop, 1.4f);
}

TEST(SegmentCast, TheGroundIsHitWhereTheSegmentGoesUnderIt) {
    WallScene s;
    s.grid = Grid(10, 4);
    s.terrain = terrainOf(10, 4, [](float x, float) { return x > 2.0f ? 0.5f * (x - 2.0f) : 0.0f; });
    // Level at 0.5 from x = 0.5: the ramp reaches 0.5 at x = 3, s = 2.5.
    const SegmentHit h = s.cast({0.5f, 1.5f}, {1.0f, 0.0f}, 4.0f, 0.5f, 0.0f, kTall);
    ASSERT_EQ(h.kind, SegmentHitKind::Ground);
    EXPECT_FLOAT_EQ(h.distance, 2.5f);
    EXPECT_FLOAT_EQ(h.z, 0.5f);
    // The ground's slope on the plan: the horizontal part of its normal, pointing downhill (-x).
    EXPECT_FLOAT_EQ(h.normal.x, -1.0f);
    // Rising with the ramp (0.5 per unit from x = 2.5 on would be too late; 0.25 from the start): never under.
    EXPECT_FALSE(s.cast({0.5f, 1.5f}, {1.0f, 0.0f}, 4.0f, 0.5f, 0.25f, kTall).hit());
}

TEST(SegmentCast, TheNearerOfTheGroundAndAnObstacleIsTheHit) {
    WallScene s;  // the wall at x = 3 (s = 2.5 from x = 0.5)
    s.terrain = terrainOf(10, 4, [](float x, float) { return 0.25f * x; });
    // Level at 0.6 from x = 0.5 (ground 0.125 there): under the ground where 0.25 x = 0.6, x = 2.4, s = 1.9.
    const SegmentHit h = s.cast({0.5f, 1.5f}, {1.0f, 0.0f}, 4.0f, 0.6f, 0.0f, kTall);
    ASSERT_EQ(h.kind, SegmentHitKind::Ground);
    EXPECT_FLOAT_EQ(h.distance, 1.9f);
    // Rising 0.25 per unit it stays 0.475 above the ground and meets the wall.
    const SegmentHit w = s.cast({0.5f, 1.5f}, {1.0f, 0.0f}, 4.0f, 0.6f, 0.25f, kTall);
    EXPECT_EQ(w.kind, SegmentHitKind::Wall);
    EXPECT_FLOAT_EQ(w.distance, 2.5f);
}
