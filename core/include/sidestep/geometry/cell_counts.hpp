#pragma once
/// The grid's blocked cells as bits, one 64-bit word per 64 cells of a row: whether any lies in a
/// rectangle in a few word tests per row. Short rays in open country skip the cell walk when no blocked
/// cell lies near them. An eighth of the grid's bytes (128 KiB for 1024 x 1024), so that on a large world
/// the rays of agents all over it read it from the cache (a summed-area table, 4 MiB there, did not stay
/// in it). Rebuilt when the grid changes; queries are const and allocate nothing.
#include <cstdint>
#include <vector>

#include "sidestep/geometry/grid.hpp"

namespace sidestep {

class CellCounts {
public:
    /// Bytes of storage held.
    size_t bytes() const { return bits_.capacity() * sizeof(uint64_t); }
    void build(const Grid& grid);
    /// True when every cell x0..x1, y0..y1 (both ends included) lies on the grid and none is blocked.
    bool free(int32_t x0, int32_t y0, int32_t x1, int32_t y1) const {
        if (x0 < 0 || y0 < 0 || x1 >= width_ || y1 >= height_ || x0 > x1 || y0 > y1) return false;
        const size_t w0 = size_t(x0) >> 6, w1 = size_t(x1) >> 6;
        const uint64_t first = ~uint64_t(0) << (x0 & 63), last = ~uint64_t(0) >> (63 - (x1 & 63));
        for (int32_t y = y0; y <= y1; ++y) {
            const uint64_t* row = bits_.data() + size_t(y) * words_;
            if (w0 == w1) {
                if (row[w0] & first & last) return false;
                continue;
            }
            uint64_t any = (row[w0] & first) | (row[w1] & last);
            for (size_t w = w0 + 1; w < w1; ++w) any |= row[w];
            if (any) return false;
        }
        return true;
    }

private:
    int32_t width_ = 0, height_ = 0;
    size_t words_ = 0;            // per row
    std::vector<uint64_t> bits_;  // row-major: bit x % 64 of word x / 64 of row y is cell (x, y), 1 blocked
};

}  // namespace sidestep
