#pragma once
/// A summed-area table of the grid's blocked cells: how many lie in any rectangle, in constant time.
/// Short rays in open country skip the cell walk when no blocked cell lies near them. Rebuilt when the
/// grid changes; queries are const and allocate nothing.
#include <cstdint>
#include <vector>

#include "sidestep/geometry/grid.hpp"

namespace sidestep {

class CellCounts {
public:
    /// Bytes of storage held.
    size_t bytes() const { return sums_.capacity() * sizeof(uint32_t); }
    void build(const Grid& grid);
    /// True when every cell x0..x1, y0..y1 (both ends included) lies on the grid and none is blocked.
    bool free(int32_t x0, int32_t y0, int32_t x1, int32_t y1) const {
        if (x0 < 0 || y0 < 0 || x1 >= width_ || y1 >= height_ || x0 > x1 || y0 > y1) return false;
        const size_t w = size_t(width_) + 1;
        return sums_[size_t(y1 + 1) * w + size_t(x1 + 1)] - sums_[size_t(y0) * w + size_t(x1 + 1)] -
                   sums_[size_t(y1 + 1) * w + size_t(x0)] + sums_[size_t(y0) * w + size_t(x0)] ==
               0;
    }

private:
    int32_t width_ = 0, height_ = 0;
    std::vector<uint32_t> sums_;  // (width + 1) x (height + 1): blocked cells above and left of each corner
};

}  // namespace sidestep
