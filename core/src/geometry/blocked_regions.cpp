#include "sidestep/geometry/blocked_regions.hpp"

#include <cmath>

namespace sidestep {

float cellSquareDistance(Vec2 p, int32_t x, int32_t y) {
    const float dx = maxf(maxf(float(x) - p.x, p.x - float(x + 1)), 0.0f);
    const float dy = maxf(maxf(float(y) - p.y, p.y - float(y + 1)), 0.0f);
    if (dx > 0.0f || dy > 0.0f) return std::sqrt(dx * dx + dy * dy);
    const float inside = minf(minf(p.x - float(x), float(x + 1) - p.x), minf(p.y - float(y), float(y + 1) - p.y));
    return -inside;
}

float offGridDistance(const Grid& g, Vec2 p) {
    const float w = float(g.width());
    const float h = float(g.height());
    const float inside = minf(minf(p.x, w - p.x), minf(p.y, h - p.y));
    if (inside >= 0.0f) return inside;
    const float dx = maxf(maxf(-p.x, p.x - w), 0.0f);
    const float dy = maxf(maxf(-p.y, p.y - h), 0.0f);
    return -std::sqrt(dx * dx + dy * dy);
}

void BlockedRegions::build(const Grid& g) {
    width_ = g.width();
    height_ = g.height();
    const uint8_t* cells = g.data();
    labels_.assign(size_t(width_) * size_t(height_), -1);
    count_ = 1;  // the border
    // Flood fill over the 8 neighbours from each unlabelled blocked cell, row by row: cells on the grid's
    // edge go first, as the border's.
    auto fill = [&](int32_t x, int32_t y, int32_t label) {
        stack_.clear();
        labels_[size_t(y) * size_t(width_) + size_t(x)] = label;
        stack_.push_back(y * width_ + x);
        while (!stack_.empty()) {
            const int32_t c = stack_.back();
            stack_.pop_back();
            const int32_t cx = c % width_, cy = c / width_;
            for (int32_t ny = cy - 1; ny <= cy + 1; ++ny) {
                for (int32_t nx = cx - 1; nx <= cx + 1; ++nx) {
                    if (nx < 0 || ny < 0 || nx >= width_ || ny >= height_) continue;
                    const size_t k = size_t(ny) * size_t(width_) + size_t(nx);
                    if (!cells[k] || labels_[k] != -1) continue;
                    labels_[k] = label;
                    stack_.push_back(ny * width_ + nx);
                }
            }
        }
    };
    for (int32_t y = 0; y < height_; ++y) {
        for (int32_t x = 0; x < width_; ++x) {
            const bool edge = x == 0 || y == 0 || x == width_ - 1 || y == height_ - 1;
            const size_t k = size_t(y) * size_t(width_) + size_t(x);
            if (edge && cells[k] && labels_[k] == -1) fill(x, y, kBorder);
        }
    }
    for (int32_t y = 0; y < height_; ++y) {
        for (int32_t x = 0; x < width_; ++x) {
            const size_t k = size_t(y) * size_t(width_) + size_t(x);
            if (cells[k] && labels_[k] == -1) fill(x, y, count_++);
        }
    }
}

}  // namespace sidestep
