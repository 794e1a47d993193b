#include <gtest/gtest.h>

#include <cmath>

#include "raycast_oracle.hpp"
#include "sidestep/geometry/raycast.hpp"
#include "sidestep/world/random.hpp"

using namespace sidestep;

namespace {

Grid gridWith(int w, int h, std::initializer_list<Cell> blocked) {
    Grid g(w, h);
    for (Cell c : blocked) g.set(c.x, c.y, true);
    return g;
}

void expectVec(Vec2 actual, Vec2 expected, float tol = 1e-6f) {
    EXPECT_NEAR(actual.x, expected.x, tol);
    EXPECT_NEAR(actual.y, expected.y, tol);
}

}  // namespace

// ---- grid: exact cases --------------------------------------------------------------------------

TEST(GridRay, HitsTheNearFaceOfABlockedCellWithItsNormalAndCell) {
    const Grid g = gridWith(8, 8, {{5, 2}});
    const RayHit h = castRay(g, {1.5f, 2.25f}, {1.0f, 0.0f}, 10.0f);
    ASSERT_EQ(h.kind, HitKind::Cell);
    EXPECT_FLOAT_EQ(h.distance, 3.5f);
    expectVec(h.point, {5.0f, 2.25f});
    expectVec(h.normal, {-1.0f, 0.0f});
    EXPECT_EQ(h.cell, (Cell{5, 2}));
    EXPECT_FALSE(h.startedInside);
}

TEST(GridRay, EntryPointLiesExactlyOnTheFaceForAnObliqueRay) {
    const Grid g = gridWith(8, 8, {{4, 1}});
    const Vec2 o{0.3f, 5.7f};
    const Vec2 d = glm::normalize(Vec2(0.8f, -1.0f));
    const RayHit h = castRay(g, o, d, 20.0f);
    ASSERT_EQ(h.kind, HitKind::Cell);
    EXPECT_EQ(h.cell, (Cell{4, 1}));
    // The face coordinate is exact, whichever face it is.
    EXPECT_TRUE(h.point.x == 4.0f || h.point.y == 2.0f);
    const auto ref = oracle::gridHit(g, o.x, o.y, d.x, d.y, 20.0);
    ASSERT_TRUE(ref.has_value());
    EXPECT_NEAR(h.distance, *ref, 1e-5);
}

TEST(GridRay, MissesWhenTheHitIsBeyondMaxDistance) {
    const Grid g = gridWith(8, 8, {{5, 2}});
    EXPECT_FALSE(castRay(g, {1.5f, 2.5f}, {1.0f, 0.0f}, 3.49f).hit());
    EXPECT_TRUE(castRay(g, {1.5f, 2.5f}, {1.0f, 0.0f}, 3.5f).hit());
}

TEST(GridRay, LeavingTheGridHitsTheBorderBecauseOffGridIsBlocked) {
    const Grid g(6, 4);
    const RayHit h = castRay(g, {2.5f, 1.5f}, {0.0f, -1.0f}, 10.0f);
    ASSERT_EQ(h.kind, HitKind::Cell);
    EXPECT_FLOAT_EQ(h.distance, 1.5f);
    expectVec(h.point, {2.5f, 0.0f});
    expectVec(h.normal, {0.0f, 1.0f});
    EXPECT_EQ(h.cell, (Cell{2, -1}));
}

TEST(GridRay, EnteringExactlyAtACornerHitsThereWithACornerNormal) {
    // Blocked (3, 1) covers [3,4) x [1,2). The ray up-right through (2, 3), (3, 2), (4, 1) enters it
    // exactly at its bottom-left corner (3, 2); both side cells are free, so the normal is diagonal.
    const Grid g = gridWith(8, 8, {{3, 1}});
    const Vec2 o{1.0f, 4.0f};
    const Vec2 d = glm::normalize(Vec2(1.0f, -1.0f));
    const RayHit h = castRay(g, o, d, 2.0f * std::sqrt(2.0f) + 0.1f);
    ASSERT_EQ(h.kind, HitKind::Cell);
    EXPECT_EQ(h.cell, (Cell{3, 1}));
    expectVec(h.point, {3.0f, 2.0f});
    expectVec(h.normal, glm::normalize(Vec2(-1.0f, 1.0f)));
}

TEST(GridRay, TouchingOnlyTheCornerPointOfABlockedCellIsNotAHit) {
    // Grazing a corner exactly: the ray from (2, 4) up-right touches (4, 2), the bottom-right corner of
    // blocked (3, 1), and runs on through the free cells (4, 1) and (5, 0).
    const Grid g = gridWith(8, 8, {{3, 1}});
    const Vec2 o{2.0f, 4.0f};
    const Vec2 d = glm::normalize(Vec2(1.0f, -1.0f));
    const RayHit h = castRay(g, o, d, 3.5f);  // up to about (4.47, 1.53)
    EXPECT_FALSE(h.hit());
}

TEST(GridRay, SqueezesThroughTheZeroWidthGapBetweenDiagonalBlocks) {
    const Grid g = gridWith(8, 8, {{3, 2}, {2, 3}});
    const Vec2 o{1.5f, 1.5f};
    const Vec2 d = glm::normalize(Vec2(1.0f, 1.0f));  // through the lattice corner (3, 3)
    const RayHit h = castRay(g, o, d, 2.0f);
    EXPECT_FALSE(h.hit());
}

TEST(GridRay, CornerIntoAStraightWallReportsTheWallsFaceNormal) {
    // Cells (3, 2) and (3, 3) form a vertical wall; a diagonal ray meets it exactly at the corner (3, 3).
    const Grid g = gridWith(8, 8, {{3, 2}, {3, 3}});
    const RayHit h = castRay(g, {1.5f, 1.5f}, glm::normalize(Vec2(1.0f, 1.0f)), 5.0f);
    ASSERT_EQ(h.kind, HitKind::Cell);
    EXPECT_EQ(h.cell, (Cell{3, 3}));
    expectVec(h.point, {3.0f, 3.0f});
    expectVec(h.normal, {-1.0f, 0.0f});
}

TEST(GridRay, StartingInsideABlockedCellHitsAtZero) {
    const Grid g = gridWith(8, 8, {{2, 2}});
    const RayHit h = castRay(g, {2.5f, 2.5f}, {1.0f, 0.0f}, 5.0f);
    ASSERT_EQ(h.kind, HitKind::Cell);
    EXPECT_TRUE(h.startedInside);
    EXPECT_EQ(h.distance, 0.0f);
    EXPECT_EQ(h.cell, (Cell{2, 2}));
    expectVec(h.normal, {-1.0f, 0.0f});
}

TEST(GridRay, StartingOnAFaceAndPointingInHitsAtZeroWithTheFaceNormal) {
    const Grid g = gridWith(8, 8, {{3, 2}});
    const RayHit in = castRay(g, {3.0f, 2.5f}, {1.0f, 0.0f}, 5.0f);
    ASSERT_TRUE(in.hit());
    EXPECT_FALSE(in.startedInside);
    EXPECT_EQ(in.distance, 0.0f);
    expectVec(in.normal, {-1.0f, 0.0f});
    EXPECT_FALSE(castRay(g, {3.0f, 2.5f}, {-1.0f, 0.0f}, 2.0f).hit());
}

TEST(GridRay, StartingOffTheGridIsInside) {
    const Grid g(4, 4);
    const RayHit h = castRay(g, {-1.0f, 2.0f}, {1.0f, 0.0f}, 5.0f);
    EXPECT_TRUE(h.startedInside);
}

TEST(GridRay, ZeroLengthRayHitsOnlyFromInside) {
    const Grid g = gridWith(8, 8, {{2, 2}});
    EXPECT_FALSE(castRay(g, {1.5f, 1.5f}, {1.0f, 0.0f}, 0.0f).hit());
    EXPECT_FALSE(castRay(g, {1.5f, 1.5f}, {0.0f, 0.0f}, 4.0f).hit());
    EXPECT_TRUE(castRay(g, {2.5f, 2.5f}, {0.0f, 0.0f}, 4.0f).startedInside);
}

TEST(GridRay, AlongAGridLineBesideAWallDoesNotHit) {
    // Row 1 is a wall; a ray along y = 2 slides along its bottom face, and along y = 1 along its top.
    Grid g(8, 4);
    for (int x = 0; x < 8; ++x) g.set(x, 1, true);
    const RayHit below = castRay(g, {0.5f, 2.0f}, {1.0f, 0.0f}, 6.0f);
    EXPECT_FALSE(below.hit());
    EXPECT_FALSE(castRay(g, {0.5f, 1.0f}, {1.0f, 0.0f}, 6.0f).hit());
    // It reaches the grid's right edge at x = 8 where off-grid space begins.
    const RayHit edge = castRay(g, {0.5f, 2.0f}, {1.0f, 0.0f}, 20.0f);
    ASSERT_TRUE(edge.hit());
    EXPECT_FLOAT_EQ(edge.distance, 7.5f);
    expectVec(edge.normal, {-1.0f, 0.0f});
}

TEST(GridRay, AlongTheSeamOfATwoCellThickWallHits) {
    Grid g(8, 6);
    for (int y = 2; y <= 3; ++y) g.set(5, y, true), g.set(6, y, true);  // a 2x2 block at x 5..6, y 2..3
    const RayHit h = castRay(g, {0.5f, 3.0f}, {1.0f, 0.0f}, 10.0f);     // y = 3 is the seam of rows 2, 3
    ASSERT_TRUE(h.hit());
    EXPECT_FLOAT_EQ(h.distance, 4.5f);
    expectVec(h.point, {5.0f, 3.0f});
    expectVec(h.normal, {-1.0f, 0.0f});
}

TEST(GridRay, VerticalRayAlongAGridLine) {
    Grid g(6, 8);
    g.set(1, 5, true);
    g.set(2, 5, true);
    const RayHit h = castRay(g, {2.0f, 0.5f}, {0.0f, 1.0f}, 10.0f);
    ASSERT_TRUE(h.hit());
    EXPECT_FLOAT_EQ(h.distance, 4.5f);
    expectVec(h.normal, {0.0f, -1.0f});
    EXPECT_FALSE(castRay(g, {3.0f, 0.5f}, {0.0f, 1.0f}, 7.0f).hit());
}

TEST(GridRay, NonFiniteInputNeverHits) {
    const Grid g(4, 4);
    EXPECT_FALSE(castRay(g, {NAN, 1.0f}, {1.0f, 0.0f}, 3.0f).hit());
    EXPECT_FALSE(castRay(g, {1.0f, 1.0f}, {INFINITY, 0.0f}, 3.0f).hit());
    EXPECT_FALSE(castRay(g, {1.5f, 1.5f}, {1.0f, 0.0f}, NAN).hit());
}

// ---- circles: exact cases -----------------------------------------------------------------------

TEST(CircleRay, HitsTheNearSideWithTheOutwardNormal) {
    const Circle c{{5.0f, 2.0f}, 1.0f};
    const RayHit h = castRay(c, 7, {0.0f, 2.0f}, {1.0f, 0.0f}, 10.0f);
    ASSERT_EQ(h.kind, HitKind::Circle);
    EXPECT_EQ(h.circle, 7);
    EXPECT_FLOAT_EQ(h.distance, 4.0f);
    expectVec(h.point, {4.0f, 2.0f});
    expectVec(h.normal, {-1.0f, 0.0f});
}

TEST(CircleRay, TangentRayDoesNotHit) {
    const Circle c{{5.0f, 2.0f}, 1.0f};
    EXPECT_FALSE(castRay(c, 0, {0.0f, 3.0f}, {1.0f, 0.0f}, 10.0f).hit());
}

TEST(CircleRay, StartingInsideHitsAtZero) {
    const Circle c{{5.0f, 2.0f}, 1.0f};
    const RayHit h = castRay(c, 0, {5.2f, 2.1f}, {0.0f, 1.0f}, 10.0f);
    EXPECT_TRUE(h.startedInside);
    EXPECT_EQ(h.distance, 0.0f);
}

TEST(CircleRay, StartingOnTheSurfaceHitsOnlyWhenPointingIn) {
    const Circle c{{5.0f, 2.0f}, 1.0f};
    EXPECT_TRUE(castRay(c, 0, {4.0f, 2.0f}, {1.0f, 0.0f}, 1.0f).hit());
    EXPECT_FALSE(castRay(c, 0, {4.0f, 2.0f}, {-1.0f, 0.0f}, 1.0f).hit());
}

TEST(CircleRay, BehindTheOriginIsNotAHit) {
    const Circle c{{5.0f, 2.0f}, 1.0f};
    EXPECT_FALSE(castRay(c, 0, {8.0f, 2.0f}, {1.0f, 0.0f}, 10.0f).hit());
}

TEST(WorldRay, TakesTheNearestOverCellsAndCircles) {
    const Grid g = gridWith(10, 4, {{8, 1}});
    const std::vector<Circle> circles{{{6.0f, 1.5f}, 0.5f}, {{3.0f, 1.5f}, 0.5f}};
    const RayHit h = castRay(Obstacles{g, circles}, {0.5f, 1.5f}, {1.0f, 0.0f}, 20.0f);
    ASSERT_EQ(h.kind, HitKind::Circle);
    EXPECT_EQ(h.circle, 1);
    EXPECT_FLOAT_EQ(h.distance, 2.0f);
}

// ---- against the brute-force reference ----------------------------------------------------------

namespace {

// A ray whose float and double crossings of grid lines near a corner are less than this apart may be
// decided differently by float and double arithmetic; such near-degenerate rays are counted, not compared.
bool nearDegenerate(const Grid& g, Vec2 o, Vec2 d, double maxT) {
    for (long k = -1; k <= g.width() + 1; ++k) {
        if (d.x == 0) break;
        const double t = (double(k) - o.x) / d.x;
        if (t < 0 || t > maxT) continue;
        const double y = o.y + d.y * t;
        const double off = std::fabs(y - std::round(y));
        if (off < 1e-4 && off > 1e-9) return true;  // close to a corner, yet not exactly through it
    }
    // Rays nearly along a grid line.
    if (std::fabs(d.x) < 1e-4f || std::fabs(d.y) < 1e-4f) return d.x != 0 && d.y != 0;
    return false;
}

}  // namespace

TEST(GridRay, MatchesTheBruteForceReferenceOnThousandsOfRandomRays) {
    Random rng(20261121);
    int compared = 0, skipped = 0, hits = 0;
    for (int gridIndex = 0; gridIndex < 300; ++gridIndex) {
        const int w = 1 + int(rng.next() % 24), h = 1 + int(rng.next() % 24);
        Grid g(w, h);
        const float density = rng.uniform(0.0f, 0.5f);
        for (int y = 0; y < h; ++y)
            for (int x = 0; x < w; ++x) g.set(x, y, rng.uniform() < density);
        for (int r = 0; r < 40; ++r) {
            // Mix general rays with exact ones: integer or half-integer origins, axis and diagonal directions.
            Vec2 o, d;
            const int mode = int(rng.next() % 4);
            if (mode == 0) {
                o = {rng.uniform(-0.5f, w + 0.5f), rng.uniform(-0.5f, h + 0.5f)};
                d = {rng.uniform(-1.0f, 1.0f), rng.uniform(-1.0f, 1.0f)};
            } else {
                o = {float(rng.next() % uint64_t(2 * w + 1)) * 0.5f, float(rng.next() % uint64_t(2 * h + 1)) * 0.5f};
                static const Vec2 dirs[8] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
                d = dirs[rng.next() % 8];
            }
            if (glm::length(d) < 1e-3f) continue;
            d = glm::normalize(d);
            const float maxT = rng.uniform(0.0f, float(w + h));
            if (nearDegenerate(g, o, d, maxT)) {
                ++skipped;
                continue;
            }
            const RayHit got = castRay(g, o, d, maxT);
            const auto want = oracle::gridHit(g, o.x, o.y, d.x, d.y, maxT);
            ++compared;
            ASSERT_EQ(got.hit(), want.has_value()) << "grid " << w << "x" << h << " o=(" << o.x << "," << o.y << ") d=("
                                                   << d.x << "," << d.y << ") maxT=" << maxT;
            if (!want) continue;
            ++hits;
            ASSERT_NEAR(got.distance, *want, 2e-4) << "o=(" << o.x << "," << o.y << ") d=(" << d.x << "," << d.y << ")";
            // The reported cell is blocked and the entry point is on the ray.
            EXPECT_TRUE(g.blocked(got.cell));
            EXPECT_NEAR(glm::length(got.point - (o + d * got.distance)), 0.0f, 2e-4f);
            EXPECT_NEAR(glm::length(got.normal), 1.0f, 1e-5f);
        }
    }
    EXPECT_GT(compared, 10000);
    EXPECT_GT(hits, compared / 4);
    EXPECT_LT(skipped, compared / 50);
}

TEST(WorldRay, MatchesTheBruteForceReferenceWithCircles) {
    Random rng(7);
    int compared = 0;
    for (int worldIndex = 0; worldIndex < 200; ++worldIndex) {
        const int w = 4 + int(rng.next() % 20), h = 4 + int(rng.next() % 20);
        Grid g(w, h);
        for (int y = 0; y < h; ++y)
            for (int x = 0; x < w; ++x) g.set(x, y, rng.uniform() < 0.1f);
        std::vector<Circle> circles;
        const int n = int(rng.next() % 8);
        for (int i = 0; i < n; ++i)
            circles.push_back({{rng.uniform(0.0f, float(w)), rng.uniform(0.0f, float(h))}, rng.uniform(0.1f, 2.0f)});
        for (int r = 0; r < 25; ++r) {
            const Vec2 o{rng.uniform(0.0f, float(w)), rng.uniform(0.0f, float(h))};
            Vec2 d{rng.uniform(-1.0f, 1.0f), rng.uniform(-1.0f, 1.0f)};
            if (glm::length(d) < 1e-3f || nearDegenerate(g, o, d, w + h)) continue;
            d = glm::normalize(d);
            const float maxT = rng.uniform(0.0f, float(w + h));
            std::optional<double> want = oracle::gridHit(g, o.x, o.y, d.x, d.y, maxT);
            for (const Circle& c : circles) {
                const auto t = oracle::circleHit(c, o.x, o.y, d.x, d.y, maxT);
                if (t && (!want || *t < *want)) want = t;
            }
            const RayHit got = castRay(Obstacles{g, circles}, o, d, maxT);
            ++compared;
            ASSERT_EQ(got.hit(), want.has_value());
            if (want) {
                ASSERT_NEAR(got.distance, *want, 2e-4);
            }
        }
    }
    EXPECT_GT(compared, 4000);
}
