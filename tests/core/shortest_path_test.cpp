// The optima: our octile Dijkstra reproduces the benchmark's optimal length on every bundled problem,
// the 4-connected BFS lies between it and sqrt(2) times it, and both agree with slow relaxation
// oracles on thousands of random grids.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <limits>

#include "movingai_data.hpp"
#include "sidestep/geometry/octile_distance.hpp"
#include "sidestep/geometry/step_distance.hpp"
#include "sidestep/world/random.hpp"

using namespace sidestep;
namespace data = movingai_data;

namespace {

/// The tolerance for the files' printed optimal lengths (docs/maps.md).
double tolerance(double optimum) { return 1e-3 + 1e-5 * optimum; }

Grid parseGrid(const std::vector<std::string>& rows) {
    Grid g(int32_t(rows[0].size()), int32_t(rows.size()));
    for (size_t y = 0; y < rows.size(); ++y) {
        for (size_t x = 0; x < rows[y].size(); ++x) g.set(int32_t(x), int32_t(y), rows[y][x] == '@');
    }
    return g;
}

/// Oracle: Bellman-Ford relaxation of every cell over the eight moves until nothing changes.
/// Returns the distance from start to every cell (infinity where unreachable).
std::vector<double> relaxedDistances(const Grid& g, Cell start, bool diagonals) {
    const double inf = std::numeric_limits<double>::infinity();
    const int32_t w = g.width(), h = g.height();
    std::vector<double> d(size_t(w) * size_t(h), inf);
    if (g.blocked(start)) return d;
    d[size_t(start.y * w + start.x)] = 0.0;
    for (bool changed = true; changed;) {
        changed = false;
        for (int32_t y = 0; y < h; ++y) {
            for (int32_t x = 0; x < w; ++x) {
                if (g.blocked(x, y)) continue;
                double best = d[size_t(y * w + x)];
                for (int32_t dy = -1; dy <= 1; ++dy) {
                    for (int32_t dx = -1; dx <= 1; ++dx) {
                        const bool diagonal = dx != 0 && dy != 0;
                        if ((dx == 0 && dy == 0) || (diagonal && !diagonals) || g.blocked(x + dx, y + dy)) continue;
                        if (diagonal && (g.blocked(x + dx, y) || g.blocked(x, y + dy))) continue;
                        best = std::min(best, d[size_t((y + dy) * w + x + dx)] + (diagonal ? std::sqrt(2.0) : 1.0));
                    }
                }
                if (best < d[size_t(y * w + x)]) {
                    d[size_t(y * w + x)] = best;
                    changed = true;
                }
            }
        }
    }
    return d;
}

}  // namespace

TEST(OctileDistance, ReproducesTheBenchmarkOptimumOnEveryBundledProblem) {
    OctileDistance octile;
    size_t checked = 0, lines = 0;
    for (const data::Pair& p : data::pairs()) {
        const data::Loaded loaded = data::load(p);
        ASSERT_TRUE(loaded.map.ok() && loaded.scen.ok()) << p.map;
        lines += data::problemLines(data::read(data::dir() + p.scen)).size();
        for (const ScenProblem& q : loaded.scen.problems) {
            const double ours = octile.between(loaded.map.grid, q.start, q.goal);
            EXPECT_NEAR(ours, q.optimal, tolerance(q.optimal)) << p.scen << " line " << q.line;
            ++checked;
        }
    }
    EXPECT_EQ(checked, lines);  // every problem line of every file
}

TEST(StepDistance, LiesBetweenTheOctileOptimumAndSqrt2TimesItWithTheSameReachability) {
    OctileDistance octile;
    StepDistance steps;
    for (const data::Pair& p : data::pairs()) {
        const data::Loaded loaded = data::load(p);
        for (const ScenProblem& q : loaded.scen.problems) {
            const int32_t four = steps.between(loaded.map.grid, q.start, q.goal);
            ASSERT_NE(four, kNoStepPath) << p.scen << " line " << q.line << ": the file says it is reachable";
            EXPECT_GE(double(four), q.optimal - tolerance(q.optimal)) << p.scen << " line " << q.line;
            EXPECT_LE(double(four), std::sqrt(2.0) * q.optimal + tolerance(q.optimal)) << p.scen << " line " << q.line;
        }
        // And from a problem's start to cells walled off from it, both say unreachable.
        const ScenProblem& q = loaded.scen.problems.front();
        for (int32_t y = 0; y < loaded.map.grid.height(); ++y) {
            for (int32_t x = 0; x < loaded.map.grid.width(); ++x) {
                const bool none4 = steps.between(loaded.map.grid, q.start, {x, y}) == kNoStepPath;
                const bool none8 = octile.between(loaded.map.grid, q.start, {x, y}) == kNoOctilePath;
                EXPECT_EQ(none4, none8) << p.map << " (" << x << ", " << y << ")";
            }
        }
    }
}

struct Case {
    const char* what;
    std::vector<std::string> rows;
    Cell start, goal;
    double octile;  // kNoOctilePath when unreachable
    int32_t steps;  // kNoStepPath when unreachable
};

TEST(ShortestPath, SmallGridsGiveTheLengthsTheDefinitionsSay) {
    const double r2 = std::sqrt(2.0);
    const std::vector<Case> cases{
        {"the same cell", {"..", ".."}, {1, 1}, {1, 1}, 0.0, 0},
        {"one diagonal", {"..", ".."}, {0, 0}, {1, 1}, r2, 2},
        {"a corner is not cut", {".@", ".."}, {0, 0}, {1, 1}, 2.0, 2},
        {"two blocks meeting at a corner do not let a diagonal through",
         {".@", "@."},
         {0, 0},
         {1, 1},
         kNoOctilePath,
         kNoStepPath},
        {"a straight corridor", {"......"}, {0, 0}, {5, 0}, 5.0, 5},
        {"diagonals then straight", {"....", "....", "...."}, {0, 0}, {3, 2}, 1.0 + 2.0 * r2, 5},
        {"a blocked goal", {"..", ".@"}, {0, 0}, {1, 1}, kNoOctilePath, kNoStepPath},
        {"a blocked start", {"@.", ".."}, {0, 0}, {1, 1}, kNoOctilePath, kNoStepPath},
        {"round a wall, no diagonal past its end", {"...", ".@.", ".@.", "..."}, {0, 2}, {2, 2}, 4.0, 4},
        {"round a wall, diagonals clear of its end", {"..@..", "..@..", "....."}, {0, 0}, {4, 0}, 4.0 + 2.0 * r2, 8},
        {"walled off", {".@.", ".@.", ".@."}, {0, 0}, {2, 2}, kNoOctilePath, kNoStepPath},
    };
    OctileDistance octile;
    StepDistance steps;
    for (const Case& c : cases) {
        const Grid g = parseGrid(c.rows);
        EXPECT_NEAR(octile.between(g, c.start, c.goal), c.octile, 1e-12) << c.what;
        EXPECT_EQ(steps.between(g, c.start, c.goal), c.steps) << c.what;
    }
}

TEST(ShortestPath, EqualTheRelaxationOraclesOnThousandsOfRandomGridsWithReusedScratch) {
    Random rng(20261122);
    OctileDistance octile;  // one of each for every grid: sizes change, scratch is reused
    StepDistance steps;
    for (int grid = 0; grid < 1500; ++grid) {
        const int32_t w = 1 + int32_t(rng.next() % 12), h = 1 + int32_t(rng.next() % 12);
        Grid g(w, h);
        const float density = rng.uniform(0.0f, 0.5f);
        for (int32_t y = 0; y < h; ++y) {
            for (int32_t x = 0; x < w; ++x) g.set(x, y, rng.uniform() < density);
        }
        const Cell start{int32_t(rng.next() % uint64_t(w)), int32_t(rng.next() % uint64_t(h))};
        const std::vector<double> d8 = relaxedDistances(g, start, true), d4 = relaxedDistances(g, start, false);
        for (int32_t y = 0; y < h; ++y) {
            for (int32_t x = 0; x < w; ++x) {
                const double e8 = d8[size_t(y * w + x)], e4 = d4[size_t(y * w + x)];
                const double got8 = octile.between(g, start, {x, y});
                const int32_t got4 = steps.between(g, start, {x, y});
                if (std::isinf(e8)) {
                    EXPECT_EQ(got8, kNoOctilePath) << "grid " << grid;
                } else {
                    EXPECT_NEAR(got8, e8, 1e-9) << "grid " << grid << " (" << x << ", " << y << ")";
                }
                EXPECT_EQ(got4, std::isinf(e4) ? kNoStepPath : int32_t(e4))
                    << "grid " << grid << " (" << x << ", " << y << ")";
            }
        }
    }
}

TEST(ShortestPath, RunOnceOnASyntheticMapOf512By512WithOneCellInTenBlocked) {
    Random rng(512);
    Grid g(512, 512);
    for (int32_t y = 0; y < 512; ++y) {
        for (int32_t x = 0; x < 512; ++x) g.set(x, y, rng.uniform() < 0.1f);
    }
    const Cell start{0, 0}, goal{511, 511};
    g.set(start.x, start.y, false);
    g.set(goal.x, goal.y, false);
    OctileDistance octile;
    StepDistance steps;
    const double eight = octile.between(g, start, goal);
    const int32_t four = steps.between(g, start, goal);
    ASSERT_NE(four, kNoStepPath);
    // No path is shorter than the open-grid octile distance, nor the 4-connected one than Manhattan.
    EXPECT_GE(eight, 511.0 * std::sqrt(2.0) - 1e-9);
    EXPECT_GE(four, 1022);
    EXPECT_LE(double(four), std::sqrt(2.0) * eight + 1e-9);
    EXPECT_GT(octile.settled(), 1000u);
}
