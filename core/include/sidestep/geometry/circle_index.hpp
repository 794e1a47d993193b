#pragma once
/// A uniform grid of buckets over the circle obstacles, so that a ray visits only the buckets it
/// crosses and a clearance query only the buckets near the body: crowds among thousands of circles
/// without all-pairs work. Queries through the index give exactly the results of testing every circle
/// (same nearest hit, same tie-break by index): the index only decides which circles are looked at.
///
/// Built once per change of the circles (not per step); queries are const and allocate nothing.
#include <cstdint>
#include <vector>

#include "sidestep/geometry/circle.hpp"
#include "sidestep/geometry/types.hpp"

namespace sidestep {

class CircleIndex {
public:
    /// Buckets the circles over the union of their bounding boxes and the world [0, w] x [0, h].
    void build(const std::vector<Circle>& circles, int32_t worldWidth, int32_t worldHeight);
    /// Bytes of storage held.
    size_t bytes() const { return (start_.capacity() + items_.capacity()) * sizeof(int32_t); }

    bool empty() const { return circleCount_ == 0; }

    /// Calls visit(i) for every circle stored in the buckets that the segment from `origin` along the unit
    /// `direction` for `length` passes through, bucket by bucket from the origin (a circle in several buckets
    /// is visited once per bucket). visit returns the distance beyond which nothing matters any more (the
    /// nearest hit so far, or `length`): the walk stops at the first bucket that starts beyond it.
    /// Circles too large to bucket are visited first, always.
    template <class Visit>
    void forEachAlong(Vec2 origin, Vec2 direction, float length, Visit visit) const;

    /// Calls visit(i) once for every circle whose bounding box may overlap [lo, hi].
    template <class Visit>
    void forEachIn(Vec2 lo, Vec2 hi, Visit visit) const;

private:
    int32_t column(float x) const;
    int32_t row(float y) const;

    float size_ = 2.0f;        ///< side of one bucket, world units (2 for worlds up to 512 units across, larger beyond)
    Vec2 origin_{0.0f, 0.0f};  // world point of bucket (0, 0)'s corner
    int32_t cols_ = 0, rows_ = 0;
    uint32_t circleCount_ = 0;
    std::vector<int32_t> start_;                   // per bucket: first slot in items_ (cols * rows + 1 entries)
    std::vector<int32_t> items_;                   // circle indices, ascending within each bucket
    std::vector<int32_t> large_;                   // circles spanning too many buckets: checked by every query
    std::vector<int32_t> firstColumn_, firstRow_;  // per circle: its first bucket (-1 for large circles)
};

// ---- queries -------------------------------------------------------------------------------------

template <class Visit>
void CircleIndex::forEachIn(Vec2 lo, Vec2 hi, Visit visit) const {
    for (const int32_t i : large_) visit(i);
    if (cols_ == 0 || !(hi.x >= origin_.x && hi.y >= origin_.y)) return;
    const int32_t x0 = column(lo.x), x1 = column(hi.x), y0 = row(lo.y), y1 = row(hi.y);
    for (int32_t y = y0; y <= y1; ++y) {
        for (int32_t x = x0; x <= x1; ++x) {
            const size_t b = size_t(y) * size_t(cols_) + size_t(x);
            for (int32_t k = start_[b]; k < start_[b + 1]; ++k) {
                // A circle in several buckets is visited in the first of them that the query covers.
                const int32_t i = items_[size_t(k)];
                const int32_t fx = firstColumn_[size_t(i)] > x0 ? firstColumn_[size_t(i)] : x0;
                const int32_t fy = firstRow_[size_t(i)] > y0 ? firstRow_[size_t(i)] : y0;
                if (fx == x && fy == y) visit(i);
            }
        }
    }
}

template <class Visit>
void CircleIndex::forEachAlong(Vec2 o, Vec2 d, float length, Visit visit) const {
    float limit = length;
    for (const int32_t i : large_) limit = visit(i);
    if (cols_ == 0) return;
    // Clip the segment to the buckets' box (slab test), so the walk starts inside it.
    const float w = size_ * float(cols_), h = size_ * float(rows_);
    const float ox = o.x - origin_.x, oy = o.y - origin_.y;
    float t0 = 0.0f, t1 = limit;
    auto clip = [&](float p, float dir, float extent) {
        if (dir == 0.0f) return p >= 0.0f && p <= extent;
        float a = (0.0f - p) / dir, b = (extent - p) / dir;
        if (a > b) {
            const float s = a;
            a = b;
            b = s;
        }
        if (a > t0) t0 = a;
        if (b < t1) t1 = b;
        return t0 <= t1;
    };
    if (!clip(ox, d.x, w) || !clip(oy, d.y, h)) return;
    // Walk the buckets the segment crosses (Amanatides & Woo), from t0.
    const float px = ox + d.x * t0, py = oy + d.y * t0;
    int32_t cx = column(px + origin_.x), cy = row(py + origin_.y);
    const int32_t sx = d.x > 0.0f ? 1 : (d.x < 0.0f ? -1 : 0);
    const int32_t sy = d.y > 0.0f ? 1 : (d.y < 0.0f ? -1 : 0);
    const float inf = 3.0e38f;
    for (;;) {
        const size_t b = size_t(cy) * size_t(cols_) + size_t(cx);
        for (int32_t k = start_[b]; k < start_[b + 1]; ++k) limit = visit(items_[size_t(k)]);
        // Where the segment leaves this bucket.
        const float tx = sx > 0 ? (float(cx + 1) * size_ - ox) / d.x : sx < 0 ? (float(cx) * size_ - ox) / d.x : inf;
        const float ty = sy > 0 ? (float(cy + 1) * size_ - oy) / d.y : sy < 0 ? (float(cy) * size_ - oy) / d.y : inf;
        const float exit = tx < ty ? tx : ty;
        // A circle not met yet lies wholly beyond this bucket: it cannot hit before `exit`. Equal
        // distances are still looked at, so ties go to the lower index as when every circle is tested.
        if (exit > limit || exit > t1) return;
        if (tx < ty)
            cx += sx;
        else if (ty < tx)
            cy += sy;
        else {
            cx += sx;
            cy += sy;
        }
        if (cx < 0 || cy < 0 || cx >= cols_ || cy >= rows_) return;
    }
}

}  // namespace sidestep
