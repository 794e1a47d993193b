#include "sidestep/geometry/grid.hpp"

#include <algorithm>

namespace sidestep {

namespace {
int32_t clampSide(int32_t side) { return std::clamp<int32_t>(side, 1, kMaxGridSide); }
}  // namespace

Grid::Grid(int32_t width, int32_t height)
    : width_(clampSide(width)), height_(clampSide(height)),
      cells_(size_t(width_) * size_t(height_), 0) {}

void Grid::clear() { std::fill(cells_.begin(), cells_.end(), uint8_t(0)); }

void Grid::resize(int32_t width, int32_t height) {
    width = clampSide(width);
    height = clampSide(height);
    std::vector<uint8_t> next(size_t(width) * size_t(height), 0);
    const int32_t keepW = std::min(width, width_);
    const int32_t keepH = std::min(height, height_);
    for (int32_t y = 0; y < keepH; ++y) {
        std::copy_n(cells_.begin() + ptrdiff_t(index(0, y)), keepW,
                    next.begin() + ptrdiff_t(size_t(y) * size_t(width)));
    }
    width_ = width;
    height_ = height;
    cells_ = std::move(next);
}

int64_t Grid::blockedCount() const {
    return std::count(cells_.begin(), cells_.end(), uint8_t(1));
}

uint64_t Grid::digest() const {
    uint64_t h = 0xcbf29ce484222325ull;
    auto mix = [&](uint8_t b) { h = (h ^ b) * 0x100000001b3ull; };
    for (const int32_t v : {width_, height_}) {
        for (int k = 0; k < 4; ++k) mix(uint8_t(uint32_t(v) >> (8 * k)));
    }
    for (const uint8_t c : cells_) mix(c);
    return h;
}

}  // namespace sidestep
