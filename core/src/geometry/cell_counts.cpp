#include "sidestep/geometry/cell_counts.hpp"

namespace sidestep {

void CellCounts::build(const Grid& g) {
    width_ = g.width();
    height_ = g.height();
    const size_t w = size_t(width_) + 1;
    sums_.assign(w * (size_t(height_) + 1), 0);
    const uint8_t* cells = g.data();
    for (int32_t y = 0; y < height_; ++y) {
        uint32_t row = 0;
        for (int32_t x = 0; x < width_; ++x) {
            row += cells[size_t(y) * size_t(width_) + size_t(x)] ? 1u : 0u;
            sums_[size_t(y + 1) * w + size_t(x + 1)] = sums_[size_t(y) * w + size_t(x + 1)] + row;
        }
    }
}

}  // namespace sidestep
