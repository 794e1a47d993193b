#include "sidestep/geometry/grid.hpp"

#include <algorithm>

namespace sidestep {

namespace {
int32_t clampSide(int32_t side) { return std::clamp<int32_t>(side, 1, kMaxGridSide); }
}  // namespace

Grid::Grid(int32_t width, int32_t height)
    : width_(clampSide(width)), height_(clampSide(height)), cells_(size_t(width_) * size_t(height_), 0) {
    rebuildBits();
}

void Grid::clear() {
    std::fill(cells_.begin(), cells_.end(), uint8_t(0));
    std::fill(bits_.begin(), bits_.end(), uint64_t(0));
}

void Grid::rebuildBits() {
    words_ = (size_t(width_) + 63) / 64;
    bits_ = std::vector<uint64_t>(words_ * size_t(height_));
    for (int32_t y = 0; y < height_; ++y) {
        uint64_t* row = bits_.data() + size_t(y) * words_;
        for (int32_t x = 0; x < width_; ++x) {
            if (cells_[index(x, y)]) row[size_t(x) >> 6] |= uint64_t(1) << (x & 63);
        }
    }
}

bool Grid::freeBox(int32_t x0, int32_t y0, int32_t x1, int32_t y1) const {
    if (x0 < 0 || y0 < 0 || x1 >= width_ || y1 >= height_ || x0 > x1 || y0 > y1) return false;
    const size_t w0 = size_t(x0) >> 6, w1 = size_t(x1) >> 6;
    const uint64_t first = ~uint64_t(0) << (x0 & 63), last = ~uint64_t(0) >> (63 - (x1 & 63));
    for (int32_t y = y0; y <= y1; ++y) {
        const uint64_t* row = bitRow(y);
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
    rebuildBits();
}

int64_t Grid::blockedCount() const { return std::count(cells_.begin(), cells_.end(), uint8_t(1)); }

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
