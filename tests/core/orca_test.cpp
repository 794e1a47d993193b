// ORCA (docs/algorithms/orca.md): half-planes computed by hand, the linear programs on constructed constraint sets,
// obstacle half-planes against a wall and a convex corner, the outline polygons, and the behaviour in a
// world: determinism, reciprocity and the known failures.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <vector>

#include "sidestep/behaviors/orca.hpp"
#include "sidestep/behaviors/orca_half_planes.hpp"
#include "sidestep/behaviors/orca_program.hpp"
#include "sidestep/behaviors/params.hpp"
#include "sidestep/geometry/outline.hpp"
#include "sidestep/world/random.hpp"
#include "sidestep/world/world.hpp"

using namespace sidestep;

namespace {

void expectVec(Vec2 got, Vec2 want, float tolerance = 1e-5f) {
    EXPECT_NEAR(got.x, want.x, tolerance);
    EXPECT_NEAR(got.y, want.y, tolerance);
}

/// The half-plane's unit normal into the allowed side.
Vec2 normalOf(const OrcaLine& l) { return {-l.direction.y, l.direction.x}; }

/// A line that allows v with (v - point) . n >= 0.
OrcaLine allowing(Vec2 point, Vec2 n) {
    OrcaLine l;
    l.point = point;
    l.direction = glm::normalize(Vec2(n.y, -n.x));
    return l;
}

MovingDisc disc(Vec2 p, Vec2 v, float r) { return MovingDisc{p, v, r}; }

}  // namespace

// ---- half-planes between two agents ------------------------------------------------------------------

TEST(OrcaHalfPlane, HeadOnAndFarApartOnlyCapsTheClosingSpeedOnTheCutoffCircle) {
    // p = (10, 0), v = (2, 0), R = 1, tau = 2: w = v - p / tau = (-3, 0), w . p = -30 < 0 and 900 > 1 * 9: the
    // cutoff circle (centre (5, 0), radius 0.5). u = (0.5 - 3) * (-1, 0) = (2.5, 0); A takes half.
    const OrcaLine l = discHalfPlane(disc({0, 0}, {1, 0}, 0.5f), disc({10, 0}, {-1, 0}, 0.5f), 2.0f, 0.25f, 0.5f);
    EXPECT_EQ(l.region, OrcaRegion::Cutoff);
    expectVec(normalOf(l), {-1, 0});
    expectVec(l.point, {2.25f, 0});  // vA + u / 2: A may close in at up to 2.25 u/s
}

TEST(OrcaHalfPlane, HeadOnAndNearTakesTheRightLegWhenExactlyCentred) {
    // p = (4, 0), v = (2, 0), R = 1, tau = 2: w = (0, 0), so not the cutoff; det(p, w) = 0 is not > 0: the
    // right leg. l = sqrt(15), d = (4 sqrt 15, -4) / 16; u = (v . d) d - v = (-1/8, -sqrt(15)/8), |u| = 0.5
    // (= |v| sin of the cone's half-angle, 2 x 1/4); v is inside the cone, so n = u / |u|.
    const OrcaLine l = discHalfPlane(disc({0, 0}, {1, 0}, 0.5f), disc({4, 0}, {-1, 0}, 0.5f), 2.0f, 0.25f, 0.5f);
    const float s15 = std::sqrt(15.0f);
    EXPECT_EQ(l.region, OrcaRegion::RightLeg);
    expectVec(normalOf(l), {-0.25f, -s15 / 4.0f});
    expectVec(l.point, {1.0f - 1.0f / 16.0f, -s15 / 16.0f});
    EXPECT_LT(glm::dot(Vec2(1, 0) - l.point, normalOf(l)), 0.0f) << "its current velocity collides: not allowed";
}

TEST(OrcaHalfPlane, CrossingPathsOutsideTheObstacleAllowTheCurrentVelocity) {
    // A at the origin going +x, B at (3, 3) going -y: p = (3, 3), v = (1, 1), R = 1, tau = 2. w = (-0.5, -0.5),
    // w . p = -3, 9 > 0.5: the cutoff circle (centre (1.5, 1.5), radius 0.5). |w| = sqrt(0.5), n = w / |w|,
    // u = (0.5 - sqrt 0.5) n, pointing into the circle: v is outside it.
    const OrcaLine l = discHalfPlane(disc({0, 0}, {1, 0}, 0.5f), disc({3, 3}, {0, -1}, 0.5f), 2.0f, 0.25f, 0.5f);
    const float h = std::sqrt(0.5f);
    EXPECT_EQ(l.region, OrcaRegion::Cutoff);
    expectVec(normalOf(l), {-h, -h});
    const Vec2 u = Vec2(-h, -h) * (0.5f - h);
    expectVec(l.point, Vec2(1, 0) + u * 0.5f);
    EXPECT_NEAR(glm::dot(Vec2(1, 0) - l.point, normalOf(l)), (h - 0.5f) / 2.0f, 1e-6f)
        << "allowed, with half the gap to spare";
}

TEST(OrcaHalfPlane, OverlappingAgentsSeparateWithinOneStep) {
    // |p| = 0.6 < R = 1: the cutoff circle of horizon dt = 0.25. w = -p / dt = (-2.4, 0), n = (-1, 0),
    // u = (4 - 2.4) n = (-1.6, 0): each takes half, 0.8 u/s apart, so the gap opens by 0.4 in one step.
    const OrcaLine a = discHalfPlane(disc({0, 0}, {0, 0}, 0.5f), disc({0.6f, 0}, {0, 0}, 0.5f), 2.0f, 0.25f, 0.5f);
    const OrcaLine b = discHalfPlane(disc({0.6f, 0}, {0, 0}, 0.5f), disc({0, 0}, {0, 0}, 0.5f), 2.0f, 0.25f, 0.5f);
    EXPECT_EQ(a.region, OrcaRegion::Overlap);
    expectVec(normalOf(a), {-1, 0});
    expectVec(a.point, {-0.8f, 0});
    expectVec(normalOf(b), {1, 0});
    expectVec(b.point, {0.8f, 0});
    EXPECT_NEAR((b.point.x - a.point.x) * 0.25f + 0.6f, 1.0f, 1e-6f);
}

TEST(OrcaHalfPlane, AStaticObstacleTakesNoShare) {
    // The same pair, B at rest and taking no part: A takes all of u.
    const OrcaLine half = discHalfPlane(disc({0, 0}, {1, 0}, 0.5f), disc({10, 0}, {0, 0}, 0.5f), 2.0f, 0.25f, 0.5f);
    const OrcaLine whole = discHalfPlane(disc({0, 0}, {1, 0}, 0.5f), disc({10, 0}, {0, 0}, 0.5f), 2.0f, 0.25f, 1.0f);
    // v = (1, 0), w = (-4, 0): u = (0.5 - 4) (-1, 0) = (3.5, 0).
    expectVec(half.point, {1.0f + 1.75f, 0});
    expectVec(whole.point, {1.0f + 3.5f, 0});
}

// ---- half-planes from obstacles ---------------------------------------------------------------------

TEST(OrcaObstacle, AWallAheadCapsTheSpeedTowardItByTheGapOverTheHorizon) {
    // Agent at (5, 5), radius 0.5, going down at 2 u/s toward a wall along y = 8 (free above it). tau = 1:
    // the nearest point of the velocity obstacle is on the cutoff side, y = 3 - 0.5 = 2.5: v'.y <= 2.5.
    OrcaLine l;
    ASSERT_TRUE(edgeHalfPlane(disc({5, 5}, {0, 2}, 0.5f), {0, 8}, {10, 8}, {0, -1}, 1.0f, 0.25f, l));
    EXPECT_EQ(l.region, OrcaRegion::Cutoff);
    expectVec(normalOf(l), {0, -1});
    EXPECT_NEAR(l.point.y, 2.5f, 1e-6f);
    // Halving the horizon doubles the speed allowed toward it.
    ASSERT_TRUE(edgeHalfPlane(disc({5, 5}, {0, 2}, 0.5f), {0, 8}, {10, 8}, {0, -1}, 0.5f, 0.25f, l));
    EXPECT_NEAR(l.point.y, 5.0f, 1e-6f);
}

TEST(OrcaObstacle, AWallBehindTheAgentGivesNoHalfPlane) {
    OrcaLine l;
    EXPECT_FALSE(edgeHalfPlane(disc({5, 9}, {0, 2}, 0.5f), {0, 8}, {10, 8}, {0, -1}, 1.0f, 0.25f, l));
}

TEST(OrcaObstacle, AConvexCornerActsAsAStaticPointThere) {
    // Agent at (8, 8) going (1, 1) straight at the corner (10, 10) of a block. For both edges that meet there
    // the nearest point of the velocity obstacle is on the arc round the corner: the same half-plane as a
    // static disc of radius 0 at the corner. By hand: p = (2, 2), w = v - p = (-1, -1), n = w / |w|,
    // point = v + (0.5 - sqrt 2) n = (1.6464, 1.6464).
    const MovingDisc a = disc({8, 8}, {1, 1}, 0.5f);
    OrcaLine top, left;
    ASSERT_TRUE(edgeHalfPlane(a, {10, 10}, {12, 10}, {0, -1}, 1.0f, 0.25f, top));
    ASSERT_TRUE(edgeHalfPlane(a, {10, 12}, {10, 10}, {-1, 0}, 1.0f, 0.25f, left));
    const float h = std::sqrt(0.5f);
    const Vec2 point = Vec2(1.0f) + Vec2(-h, -h) * (0.5f - std::sqrt(8.0f) / 2.0f);
    for (const OrcaLine& l : {top, left}) {
        EXPECT_EQ(l.region, OrcaRegion::Cutoff);
        expectVec(normalOf(l), {-h, -h});
        expectVec(l.point, point);
    }
    const OrcaLine corner = discHalfPlane(a, disc({10, 10}, {0, 0}, 0.0f), 1.0f, 0.25f, 1.0f);
    expectVec(corner.point, point);
    EXPECT_NEAR(point.x, 1.6464466f, 1e-5f);
}

TEST(OrcaObstacle, AlongsideAWallTheLegKeepsItFromTurningIn) {
    // Moving parallel to a wall 1 unit away (radius 0.5): the current velocity is allowed (slack >= 0), and
    // turning straight into the wall at full speed is not.
    OrcaLine l;
    ASSERT_TRUE(edgeHalfPlane(disc({5, 7}, {2, 0}, 0.5f), {0, 8}, {20, 8}, {0, -1}, 1.0f, 0.25f, l));
    EXPECT_GE(glm::dot(Vec2(2, 0) - l.point, normalOf(l)), -1e-6f);
    EXPECT_LT(glm::dot(Vec2(0, 2) - l.point, normalOf(l)), 0.0f);
}

TEST(OrcaObstacle, AnOverlappingBodyIsPushedOutWithinOneStep) {
    // Centre 0.3 above the wall y = 8, radius 0.5: 0.2 deep. Out at 0.2 / 0.25 = 0.8 u/s at least.
    OrcaLine l;
    ASSERT_TRUE(edgeHalfPlane(disc({5, 7.7f}, {0, 0}, 0.5f), {0, 8}, {10, 8}, {0, -1}, 1.0f, 0.25f, l));
    EXPECT_EQ(l.region, OrcaRegion::Overlap);
    expectVec(normalOf(l), {0, -1});
    EXPECT_NEAR(l.point.y, -0.8f, 1e-5f);
}

// ---- the linear programs ----------------------------------------------------------------------------

TEST(OrcaProgram, FeasibleTheClosestAllowedVelocityIsACornerOfTwoHalfPlanes) {
    // v.x <= 1 and v.y <= 1, preferred (2, 2), max speed 5: the corner (1, 1), found on line 1 and ended by 0.
    const OrcaLine lines[] = {allowing({1, 0}, {-1, 0}), allowing({0, 1}, {0, -1})};
    const PlanarResult r = closestAllowed(lines, 2, 5.0f, {2, 2});
    EXPECT_EQ(r.failedAt, 2u);
    expectVec(r.velocity, {1, 1});
    EXPECT_EQ(r.binding, 1);
    EXPECT_EQ(r.bindingAlso, 0);
    EXPECT_FALSE(r.onDisc);
}

TEST(OrcaProgram, FeasibleTheMaxSpeedDiscEndsItAlongALine) {
    // v.x <= 1, preferred (3, 3), max speed 2: along x = 1 the disc allows y up to sqrt 3.
    const OrcaLine lines[] = {allowing({1, 0}, {-1, 0})};
    const PlanarResult r = closestAllowed(lines, 1, 2.0f, {3, 3});
    expectVec(r.velocity, {1, std::sqrt(3.0f)});
    EXPECT_EQ(r.binding, 0);
    EXPECT_EQ(r.bindingAlso, -1);
    EXPECT_TRUE(r.onDisc);
}

TEST(OrcaProgram, PreferredVelocityInsideEveryHalfPlaneIsKept) {
    const OrcaLine lines[] = {allowing({1, 0}, {-1, 0}), allowing({0, -3}, {0, 1})};
    const PlanarResult r = closestAllowed(lines, 2, 5.0f, {0.5f, 0.5f});
    EXPECT_EQ(r.failedAt, 2u);
    expectVec(r.velocity, {0.5f, 0.5f});
    EXPECT_EQ(r.binding, -1);
}

TEST(OrcaProgram, TheAnswerDoesNotDependOnTheOrderOfTheHalfPlanes) {
    const OrcaLine a = allowing({1, 0}, glm::normalize(Vec2(-1, -0.2f)));
    const OrcaLine b = allowing({0, 1}, glm::normalize(Vec2(-0.3f, -1)));
    const OrcaLine c = allowing({-2, 0}, {1, 0});
    const OrcaLine abc[] = {a, b, c}, cba[] = {c, b, a}, bca[] = {b, c, a};
    const Vec2 v = closestAllowed(abc, 3, 4.0f, {3, 2.5f}).velocity;
    expectVec(closestAllowed(cba, 3, 4.0f, {3, 2.5f}).velocity, v, 1e-5f);
    expectVec(closestAllowed(bca, 3, 4.0f, {3, 2.5f}).velocity, v, 1e-5f);
}

TEST(OrcaProgram, InfeasibleSoftConstraintsMeetHalfWay) {
    // x >= 1 and x <= -1 cannot both hold: the 2D program fails at the second; the fallback minimises the
    // larger violation: x = 0, each violated by 1.
    const OrcaLine lines[] = {allowing({1, 0}, {1, 0}), allowing({-1, 0}, {-1, 0})};
    const PlanarResult r = closestAllowed(lines, 2, 5.0f, {3, 0});
    ASSERT_EQ(r.failedAt, 1u);
    const FallbackResult f = leastViolation(lines, 2, 0, r.failedAt, 5.0f, r.velocity);
    EXPECT_NEAR(f.velocity.x, 0.0f, 1e-5f);
    EXPECT_NEAR(f.violation, 1.0f, 1e-5f);
    EXPECT_EQ(f.binding, 1);
}

TEST(OrcaProgram, InfeasibleTheObstaclesStayHardInTheFallback) {
    // An obstacle's x >= 0.5 (hard) before the agents' x >= 1 and x <= -1 (soft): the worst violation is
    // smallest at x = 0.5, where x <= -1 is violated by 1.5 (x = 0 would be 1, but breaks the obstacle).
    const OrcaLine lines[] = {allowing({0.5f, 0}, {1, 0}), allowing({1, 0}, {1, 0}), allowing({-1, 0}, {-1, 0})};
    const PlanarResult r = closestAllowed(lines, 3, 5.0f, {3, 0});
    ASSERT_EQ(r.failedAt, 2u);
    const FallbackResult f = leastViolation(lines, 3, 1, r.failedAt, 5.0f, r.velocity);
    EXPECT_NEAR(f.velocity.x, 0.5f, 1e-5f);
    EXPECT_NEAR(f.violation, 1.5f, 1e-5f);
}

TEST(OrcaProgram, InfeasibleThreeWaysTheWorstViolationIsMinimised) {
    // Three half-planes whose allowed sides point away from one another round a triangle, all beyond
    // reach: x >= 1, and the two at +-120 degrees. The least worst violation is at the centre, equal for all.
    const float c = -0.5f, s = std::sqrt(3.0f) / 2.0f;
    const OrcaLine lines[] = {allowing({1, 0}, {1, 0}), allowing(Vec2(c, s), Vec2(c, s)),
                              allowing(Vec2(c, -s), Vec2(c, -s))};
    const PlanarResult r = closestAllowed(lines, 3, 5.0f, {0, 0});
    ASSERT_LT(r.failedAt, 3u);
    const FallbackResult f = leastViolation(lines, 3, 0, r.failedAt, 5.0f, r.velocity);
    expectVec(f.velocity, {0, 0}, 1e-5f);
    EXPECT_NEAR(f.violation, 1.0f, 1e-5f);
}

// ---- the outline of the blocked cells ---------------------------------------------------------------

TEST(OrcaOutline, ABlockAndTheGridsEdgeAreTwoLoopsWithNormalsIntoFreeSpace) {
    Grid g(6, 5);
    g.set(2, 1, true), g.set(3, 1, true), g.set(2, 2, true), g.set(3, 2, true);
    Outline o;
    o.build(g);
    ASSERT_EQ(o.polygonCount(), 2u);
    ASSERT_EQ(o.edges().size(), 8u) << "collinear unit pieces are merged";
    for (const OutlineEdge& e : o.edges()) {
        // A point just off the middle of the edge, on the normal's side, is in a free cell; on the other, blocked.
        const Vec2 mid = (e.a + e.b) * 0.5f;
        const Vec2 out = mid + e.normal * 0.25f, in = mid - e.normal * 0.25f;
        EXPECT_FALSE(g.blocked(int32_t(std::floor(out.x)), int32_t(std::floor(out.y))));
        EXPECT_TRUE(g.blocked(int32_t(std::floor(in.x)), int32_t(std::floor(in.y))));
    }
    for (size_t p = 0; p < o.polygonCount(); ++p) {  // closed loops
        const int32_t first = o.polygonStart()[p], end = o.polygonStart()[p + 1];
        for (int32_t k = first; k < end; ++k) {
            const OutlineEdge& e = o.edges()[size_t(k)];
            const OutlineEdge& next = o.edges()[size_t(k + 1 < end ? k + 1 : first)];
            expectVec(e.b, next.a);
        }
    }
}

TEST(OrcaOutline, CellsTouchingOnlyAtACornerAreSeparateLoops) {
    Grid g(4, 4);
    g.set(1, 1, true), g.set(2, 2, true);
    Outline o;
    o.build(g);
    EXPECT_EQ(o.polygonCount(), 3u);  // the grid's edge and one square per cell
    EXPECT_EQ(o.edges().size(), 12u);
}

TEST(OrcaOutline, TheIndexFindsEveryEdgeNearAPoint) {
    Grid g(64, 48);
    Random rng(5);
    for (int y = 0; y < 48; ++y)
        for (int x = 0; x < 64; ++x) g.set(x, y, rng.uniform() < 0.2f);
    Outline o;
    o.build(g);
    for (int k = 0; k < 200; ++k) {
        const Vec2 p(rng.uniform(0, 64), rng.uniform(0, 48));
        const float r = rng.uniform(0.5f, 12.0f);
        std::vector<int32_t> found;
        o.forEachNear(p - Vec2(r), p + Vec2(r), [&](int32_t e) { found.push_back(e); });
        std::sort(found.begin(), found.end());
        EXPECT_TRUE(std::adjacent_find(found.begin(), found.end()) == found.end()) << "each edge once";
        for (size_t e = 0; e < o.edges().size(); ++e) {
            const OutlineEdge& edge = o.edges()[e];
            const Vec2 lo = glm::min(edge.a, edge.b), hi = glm::max(edge.a, edge.b);
            const bool meets = lo.x <= p.x + r && hi.x >= p.x - r && lo.y <= p.y + r && hi.y >= p.y - r;
            if (meets) {
                EXPECT_TRUE(std::binary_search(found.begin(), found.end(), int32_t(e))) << "edge " << e;
            }
        }
    }
}
