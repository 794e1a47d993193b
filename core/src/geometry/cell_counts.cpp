#include "sidestep/geometry/cell_counts.hpp"

namespace sidestep {

void CellCounts::build(const Grid& g) {
    width_ = g.width();
    height_ = g.height();
    words_ = (size_t(width_) + 63) / 64;
    bits_.assign(words_ * size_t(height_), 0);
    const uint8_t* cells = g.data();
    for (int32_t y = 0; y < height_; ++y) {
        uint64_t* row = bits_.data() + size_t(y) * words_;
        for (int32_t x = 0; x < width_; ++x) {
            if (cells[size_t(y) * size_t(width_) + size_t(x)]) row[size_t(x) >> 6] |= uint64_t(1) << (x & 63);
        }
    }
}

}  // namespace sidestep
