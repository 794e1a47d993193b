#include "sidestep/geometry/circle_index.hpp"
#include "sidestep/geometry/obstacles.hpp"

#include <algorithm>
#include <cmath>

namespace sidestep {

int32_t CircleIndex::column(float x) const {
    const float c = std::floor((x - origin_.x) / size_);
    if (!(c > 0.0f)) return 0;  // also NaN
    return c >= float(cols_ - 1) ? cols_ - 1 : int32_t(c);
}

int32_t CircleIndex::row(float y) const {
    const float r = std::floor((y - origin_.y) / size_);
    if (!(r > 0.0f)) return 0;
    return r >= float(rows_ - 1) ? rows_ - 1 : int32_t(r);
}

Obstacles NearCircles::gather(const Obstacles& o, Vec2 lo, Vec2 hi) {
    if (!o.index || o.near) return o;
    uint32_t count = 0;
    bool overflow = false;
    o.index->forEachIn(lo, hi, [&](int32_t i) {
        if (count == kCapacity)
            overflow = true;
        else if (!overflow)
            items_[count++] = i;
        return 0.0f;
    });
    if (overflow) return o;
    std::sort(items_.begin(), items_.begin() + count);
    Obstacles near = o;
    near.near = items_.data();
    near.nearCount = count;
    return near;
}

}  // namespace sidestep
