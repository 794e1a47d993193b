// Building the circles' index: once per load or edit of the circles, not per step. Its own file, compiled for
// size in the page (CMakeLists.txt); the queries (circle_index.cpp and the header) stay at -O3.
#include "sidestep/geometry/circle_index.hpp"

#include <algorithm>
#include <cmath>

namespace sidestep {

namespace {

/// Most buckets one circle is stored in; larger circles go to the list every query checks.
constexpr int64_t kMaxBucketsPerCircle = 64;
/// Most buckets along a side of the index; the bucket side grows to stay below it. 256: a 1024 x 1024
/// world has buckets of 5 units, and its bucket table (256 KiB) stays in the cache while agents all over the
/// world query it (with buckets of 2 units, 1 MiB, most queries missed it; the answers are the same).
constexpr float kMaxBucketsPerSide = 256.0f;
/// Bounding boxes are padded by this much (world units) so that float rounding in a walk near a bucket
/// edge never misses a circle that touches it.
constexpr float kPad = 0.01f;

}  // namespace

void CircleIndex::build(const std::vector<Circle>& circles, int32_t worldWidth, int32_t worldHeight) {
    circleCount_ = uint32_t(circles.size());
    large_.clear();
    items_.clear();
    if (circles.empty()) {
        cols_ = rows_ = 0;
        firstColumn_.clear();
        firstRow_.clear();
        start_.assign(1, 0);
        return;
    }
    // The box: the world and every circle's (padded) bounding box.
    Vec2 lo{0.0f, 0.0f}, hi{float(worldWidth), float(worldHeight)};
    for (const Circle& c : circles) {
        lo = glm::min(lo, c.center - Vec2(c.radius + kPad));
        hi = glm::max(hi, c.center + Vec2(c.radius + kPad));
    }
    const float extent = maxf(hi.x - lo.x, hi.y - lo.y);
    size_ = maxf(2.0f, std::ceil(extent / kMaxBucketsPerSide));
    origin_ = lo;
    cols_ = std::max(1, int32_t(std::ceil((hi.x - lo.x) / size_)));
    rows_ = std::max(1, int32_t(std::ceil((hi.y - lo.y) / size_)));

    // Counting sort by bucket, in circle order, so each bucket lists its circles by ascending index.
    start_.assign(size_t(cols_) * size_t(rows_) + 1, 0);
    auto span = [&](const Circle& c, int32_t& x0, int32_t& x1, int32_t& y0, int32_t& y1) {
        const float r = c.radius + kPad;
        x0 = column(c.center.x - r), x1 = column(c.center.x + r);
        y0 = row(c.center.y - r), y1 = row(c.center.y + r);
        return int64_t(x1 - x0 + 1) * int64_t(y1 - y0 + 1) <= kMaxBucketsPerCircle;
    };
    for (const Circle& c : circles) {
        int32_t x0, x1, y0, y1;
        if (!span(c, x0, x1, y0, y1)) continue;
        for (int32_t y = y0; y <= y1; ++y)
            for (int32_t x = x0; x <= x1; ++x) ++start_[size_t(y) * size_t(cols_) + size_t(x) + 1];
    }
    for (size_t b = 1; b < start_.size(); ++b) start_[b] += start_[b - 1];
    items_.resize(size_t(start_.back()));
    std::vector<int32_t> fill(start_.begin(), start_.end() - 1);
    firstColumn_.assign(circles.size(), -1);
    firstRow_.assign(circles.size(), -1);
    for (size_t i = 0; i < circles.size(); ++i) {
        int32_t x0, x1, y0, y1;
        if (!span(circles[i], x0, x1, y0, y1)) {
            large_.push_back(int32_t(i));
            continue;
        }
        firstColumn_[i] = x0;
        firstRow_[i] = y0;
        for (int32_t y = y0; y <= y1; ++y)
            for (int32_t x = x0; x <= x1; ++x)
                items_[size_t(fill[size_t(y) * size_t(cols_) + size_t(x)]++)] = int32_t(i);
    }
}

}  // namespace sidestep
