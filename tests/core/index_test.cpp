// The circles' spatial index gives exactly the answers of testing every circle: the same nearest hit,
// the same tie-break by index, the same bits; and whole runs reach the same hash with it on and off.
#include <gtest/gtest.h>

#include <cstring>

#include "sidestep/geometry/collision.hpp"
#include "sidestep/geometry/raycast.hpp"
#include "sidestep/geometry/trig.hpp"
#include "sidestep/io/scenario.hpp"
#include "sidestep/world/random.hpp"

using namespace sidestep;

namespace {

bool sameBits(float a, float b) { return std::memcmp(&a, &b, sizeof a) == 0; }
bool sameBits(Vec2 a, Vec2 b) { return sameBits(a.x, b.x) && sameBits(a.y, b.y); }

::testing::AssertionResult sameHit(const RayHit& a, const RayHit& b) {
    if (a.kind != b.kind || a.circle != b.circle || a.cell != b.cell || a.startedInside != b.startedInside ||
        !sameBits(a.distance, b.distance) || !sameBits(a.point, b.point) || !sameBits(a.normal, b.normal)) {
        return ::testing::AssertionFailure()
               << "kind " << int(a.kind) << " vs " << int(b.kind) << ", circle " << a.circle << " vs " << b.circle
               << ", distance " << a.distance << " vs " << b.distance;
    }
    return ::testing::AssertionSuccess();
}

/// A random world: a grid with blocked cells (none, a few, or many: open country where rays skip the cell
/// walk, and clutter where they cannot) and circles of mixed sizes, some very large, some off the grid,
/// some sharing a centre (ties), some touching each other.
struct Scene {
    Grid grid;
    std::vector<Circle> circles;
    CircleIndex index;
    explicit Scene(Random& rng) : grid(8 + int(rng.next() % 120), 8 + int(rng.next() % 120)) {
        const float blocked[] = {0.0f, 0.003f, 0.03f, 0.2f};
        const float share = blocked[rng.next() % 4];
        for (int y = 0; y < grid.height(); ++y)
            for (int x = 0; x < grid.width(); ++x) grid.set(x, y, rng.uniform() < share);
        const int n = int(rng.next() % 400);
        for (int i = 0; i < n; ++i) {
            const float r = rng.uniform() < 0.02f ? rng.uniform(5.0f, 40.0f) : rng.uniform(0.05f, 2.0f);
            Vec2 c{rng.uniform(-10.0f, float(grid.width()) + 10.0f), rng.uniform(-10.0f, float(grid.height()) + 10.0f)};
            if (i > 0 && rng.uniform() < 0.05f)
                c = circles[size_t(rng.next() % uint64_t(i))].center;  // a twin: equal hits
            circles.push_back({c, r});
        }
        index.build(circles, grid.width(), grid.height());
    }
    /// Every circle tested, every cell walked.
    Obstacles brute() const { return {grid, circles, nullptr}; }
    /// Through the circles' index and the cell-count table (rays in open country skip the walk).
    Obstacles indexed() const { return {grid, circles, &index, true}; }
    /// Whether a ray's box, widened by a cell, holds no blocked cell and stays on the grid: the case where
    /// castRay skips the cell walk (counted here by brute force, to know the shortcut was exercised).
    bool open(Vec2 o, Vec2 d, float length) const {
        if (length > 64.0f) return false;
        const float len = glm::length(d);
        const Vec2 end = o + (len > 0.0f ? d / len : Vec2(0.0f)) * length;
        const Vec2 lo = glm::min(o, end), hi = glm::max(o, end);
        if (lo.x < 1.0f || lo.y < 1.0f) return false;
        for (int y = int(lo.y) - 1; y <= int(hi.y); ++y)
            for (int x = int(lo.x) - 1; x <= int(hi.x); ++x)
                if (!grid.contains(x, y) || grid.blocked(x, y)) return false;
        return true;
    }
    Vec2 point(Random& rng) const {
        return {rng.uniform(-2.0f, float(grid.width()) + 2.0f), rng.uniform(-2.0f, float(grid.height()) + 2.0f)};
    }
};

}  // namespace

TEST(CircleIndex, RaysAndSensorsGiveTheSameHitAsTestingEveryCircleAndWalkingEveryCell) {
    Random rng(404);
    int rays = 0, openRays = 0, cellHits = 0;
    for (int world = 0; world < 60; ++world) {
        const Scene s(rng);
        for (int k = 0; k < 200; ++k, ++rays) {
            const Vec2 o = s.point(rng);
            // Axis-aligned and diagonal directions too: walks along bucket edges and through corners.
            Vec2 d{rng.uniform(-1.0f, 1.0f), rng.uniform(-1.0f, 1.0f)};
            if (k % 7 == 0) d = {1.0f, 0.0f};
            if (k % 11 == 0) d = {-1.0f, -1.0f};
            // Short rays too, as agents cast them: those are the ones that skip the walk in open country.
            const float length = k % 13 == 0 ? 0.0f : k % 2 == 0 ? rng.uniform(0.0f, 6.0f) : rng.uniform(0.0f, 60.0f);
            const RayHit h = castRay(s.brute(), o, d, length);
            ASSERT_TRUE(sameHit(castRay(s.indexed(), o, d, length), h)) << "world " << world << " ray " << k;
            ASSERT_TRUE(sameHit(senseCast(s.indexed(), o, d, length), senseCast(s.brute(), o, d, length)))
                << "world " << world << " ray " << k;
            openRays += s.open(o, d, length) ? 1 : 0;
            cellHits += h.kind == HitKind::Cell ? 1 : 0;
        }
    }
    EXPECT_GE(rays, 10000);
    EXPECT_GE(openRays, 1000) << "rays in open country, where the cell walk is skipped";
    EXPECT_GE(cellHits, 1000) << "rays that hit a blocked cell or the grid's edge";
}

TEST(CircleIndex, AFanOfRaysGivesWhatEachRayAloneWouldGive) {
    Random rng(407);
    int fans = 0;
    for (int world = 0; world < 40; ++world) {
        Scene s(rng);
        const Obstacles indexed = s.indexed();
        for (int k = 0; k < 100; ++k, ++fans) {
            const Vec2 o = s.point(rng);
            const uint32_t n = 1 + uint32_t(rng.next() % 32);
            std::array<Vec2, 32> dirs;
            std::array<float, 32> lengths, fan;
            for (uint32_t j = 0; j < n; ++j) {
                dirs[j] = rotate({1.0f, 0.0f}, rng.uniform(0.0f, 6.3f));
                lengths[j] = rng.uniform(0.0f, 6.0f);
            }
            NearCircles near;
            const Obstacles view = near.gather(indexed, o - Vec2(6.1f), o + Vec2(6.1f));
            const Escape from = escape(view, o);
            senseFan(view, o, from, dirs.data(), lengths.data(), n, fan.data());
            for (uint32_t j = 0; j < n; ++j) {
                const RayHit h = senseCast(s.brute(), o, dirs[j], lengths[j]);
                ASSERT_TRUE(sameBits(fan[j], h.hit() ? h.distance : -1.0f))
                    << "world " << world << " fan " << k << " ray " << j;
            }
        }
    }
    EXPECT_GE(fans, 4000);
}

TEST(CircleIndex, ClearanceAndEscapeAreBitIdentical) {
    Random rng(405);
    for (int world = 0; world < 60; ++world) {
        const Scene s(rng);
        for (int k = 0; k < 200; ++k) {
            const Vec2 p = s.point(rng);
            const float r = rng.uniform(0.05f, 3.0f);
            ASSERT_TRUE(sameBits(clearance(s.indexed(), p, r), clearance(s.brute(), p, r)));
            const Escape e = escape(s.indexed(), p), f = escape(s.brute(), p);
            ASSERT_TRUE(e.inside == f.inside && sameBits(e.out, f.out));
        }
    }
}

TEST(CircleIndex, WholeRunsReachTheSameHashWithTheIndexOnAndOff) {
    Random rng(406);
    for (int run = 0; run < 3; ++run) {
        Scenario sc;
        sc.grid = Grid(60, 40);
        for (int i = 0; i < 200; ++i)
            sc.circles.push_back({{rng.uniform(0.0f, 60.0f), rng.uniform(0.0f, 40.0f)}, rng.uniform(0.2f, 1.5f)});
        // Blocked cells: scattered ones, and a wall with a gap, so rays walk the grid as well as skip it.
        for (int y = 0; y < 40; ++y)
            for (int x = 0; x < 60; ++x) sc.grid.set(x, y, rng.uniform() < 0.04f || (x == 30 && (y < 18 || y > 22)));
        const Behavior behaviors[] = {Behavior::Whiskers, Behavior::Feelers, Behavior::Raycast,
                                      Behavior::Context,  Behavior::Seek,    Behavior::Orca};
        for (int i = 0; i < 40; ++i) {
            AgentDef d;
            d.behavior = behaviors[i % 6];
            d.start = {rng.uniform(1.0f, 59.0f), rng.uniform(1.0f, 39.0f)};
            d.goal = {rng.uniform(1.0f, 59.0f), rng.uniform(1.0f, 39.0f)};
            d.radius = 0.3f;
            d.avoidAgents = i % 3 == 0 && d.behavior != Behavior::Orca;
            sc.agents.push_back(d);
        }
        sc.sim.maxSteps = 500;
        World on = buildWorld(sc), off = buildWorld(sc);
        off.useIndex(false);  // every circle tested, every cell walked
        on.run(500);
        off.run(500);
        EXPECT_EQ(on.hash(), off.hash()) << "run " << run;
        uint32_t collisions = 0;
        for (const Agent& a : on.agents()) collisions += a.collisions;
        EXPECT_GT(collisions, 0u) << "run " << run << ": agents met the obstacles";
    }
}

TEST(Grid, SaysABoxIsFreeExactlyWhenEveryCellInItIsOnTheGridAndOpen) {
    Random rng(911);
    int boxes = 0, free = 0;
    for (int world = 0; world < 60; ++world) {
        Grid grid(1 + int(rng.next() % 200), 1 + int(rng.next() % 90));  // widths across one, two and more words
        const float share = world % 3 == 0 ? 0.0f : (world % 3 == 1 ? 0.002f : 0.05f);
        for (int y = 0; y < grid.height(); ++y)
            for (int x = 0; x < grid.width(); ++x) grid.set(x, y, rng.uniform() < share);
        for (int k = 0; k < 400; ++k, ++boxes) {
            const int32_t x0 = int32_t(rng.next() % uint64_t(grid.width() + 4)) - 2,
                          y0 = int32_t(rng.next() % uint64_t(grid.height() + 4)) - 2;
            const int32_t x1 = x0 + int32_t(rng.next() % 140) - 2, y1 = y0 + int32_t(rng.next() % 12) - 2;
            bool want = x0 <= x1 && y0 <= y1;
            for (int32_t y = y0; want && y <= y1; ++y)
                for (int32_t x = x0; want && x <= x1; ++x) want = grid.contains(x, y) && !grid.blocked(x, y);
            ASSERT_EQ(grid.freeBox(x0, y0, x1, y1), want)
                << "world " << world << " box " << x0 << "," << y0 << " - " << x1 << "," << y1;
            free += want ? 1 : 0;
        }
    }
    EXPECT_GE(free, 2000) << "free boxes among " << boxes;
}
