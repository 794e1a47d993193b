#pragma once
/// The grid's blocked regions as obstacles, for counting collisions (docs/algorithms/measures.md): blocked cells that
/// touch at an edge or a corner are one solid obstacle (a diagonal wall drawn cell by cell is one wall), and
/// every blocked cell joined to the grid's edge belongs with the space off the grid to one obstacle, the
/// border. Labels are derived from the grid (built once per change of it, never per step).
#include <cmath>
#include <cstdint>
#include <utility>
#include <vector>

#include "sidestep/geometry/grid.hpp"
#include "sidestep/geometry/types.hpp"

namespace sidestep {

class BlockedRegions {
public:
    /// The border's label: the space off the grid and every blocked cell joined to it.
    static constexpr int32_t kBorder = 0;

    /// Labels every blocked cell: kBorder, or 1, 2, ... in the order of each region's first cell (row by row).
    void build(const Grid& grid);
    /// The label of cell (x, y): a region's for a blocked cell, kBorder off the grid, -1 for a free cell.
    int32_t at(int32_t x, int32_t y) const {
        if (x < 0 || y < 0 || x >= width_ || y >= height_) return kBorder;
        return labels_[size_t(y) * size_t(width_) + size_t(x)];
    }
    /// Number of labels in use (the border included).
    int32_t count() const { return count_; }
    /// Bytes of storage held.
    size_t bytes() const { return (labels_.capacity() + stack_.capacity()) * sizeof(int32_t); }

    /// Calls visit(label) for each blocked region that the open disc (center, radius) overlaps, in ascending
    /// label order, each once. `slack` widens the disc: with slack > 0, the regions within that gap of the
    /// body. A disc with a non-finite centre overlaps the border only.
    template <class Visit>
    void forEachOverlapping(const Grid& grid, Vec2 center, float radius, float slack, Visit visit) const;

private:
    int32_t width_ = 0, height_ = 0, count_ = 0;
    std::vector<int32_t> labels_;
    std::vector<int32_t> stack_;  // scratch of build()
};

/// Signed distance from p to the closed square of cell (x, y): negative inside (minus the distance to the
/// nearest edge). The same number clearance() uses for walls.
float cellSquareDistance(Vec2 p, int32_t x, int32_t y);
/// Signed distance from p to the space off the grid (negative off the grid).
float offGridDistance(const Grid& grid, Vec2 p);

template <class Visit>
void BlockedRegions::forEachOverlapping(const Grid& g, Vec2 c, float r, float slack, Visit visit) const {
    if (!isFinite(c)) {
        visit(kBorder);
        return;
    }
    // Collect, sort, and visit each once. Separate regions are at least a cell apart, so the box of a body
    // of kMaxRadius (19 x 19 cells) holds at most 10 x 10 of them: 128 never fills.
    int32_t found[128];
    int32_t n = 0;
    auto add = [&](int32_t label) {
        for (int32_t k = 0; k < n; ++k) {
            if (found[k] == label) return;
        }
        if (n < 128) found[n++] = label;
    };
    if (offGridDistance(g, c) - r < slack) add(kBorder);
    const float reach = r + slack + 1.0f;
    const int32_t x0 = int32_t(maxf(-1.0f, minf(float(g.width()), std::floor(c.x - reach))));
    const int32_t y0 = int32_t(maxf(-1.0f, minf(float(g.height()), std::floor(c.y - reach))));
    const int32_t x1 = int32_t(maxf(-1.0f, minf(float(g.width()), std::floor(c.x + reach))));
    const int32_t y1 = int32_t(maxf(-1.0f, minf(float(g.height()), std::floor(c.y + reach))));
    for (int32_t y = y0; y <= y1; ++y) {
        for (int32_t x = x0; x <= x1; ++x) {
            if (!g.contains(x, y) || !g.blocked(x, y)) continue;
            if (cellSquareDistance(c, x, y) - r < slack) add(at(x, y));
        }
    }
    for (int32_t i = 1; i < n; ++i) {
        for (int32_t k = i; k > 0 && found[k - 1] > found[k]; --k) std::swap(found[k - 1], found[k]);
    }
    for (int32_t k = 0; k < n; ++k) visit(found[k]);
}

}  // namespace sidestep
