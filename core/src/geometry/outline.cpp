#include "sidestep/geometry/outline.hpp"

namespace sidestep {

namespace {

/// A grid corner or a unit step between corners, in whole cells.
struct Step {
    int32_t x = 0, y = 0;
    friend bool operator==(Step a, Step b) { return a.x == b.x && a.y == b.y; }
    friend bool operator!=(Step a, Step b) { return !(a == b); }
};

/// The left-hand side of a direction on screen (x right, y down): free space is on it as an outline is walked.
Step leftOf(Step d) { return {d.y, -d.x}; }

int32_t floorHalf(int32_t v) { return v >= 0 ? v / 2 : -((1 - v) / 2); }

}  // namespace

int32_t Outline::bucketOf(float v, int32_t count) const {
    const float b = v / float(kBucket);
    if (!(b > 0.0f)) return 0;
    return b >= float(count - 1) ? count - 1 : int32_t(b);
}

size_t Outline::bytes() const {
    return edges_.capacity() * sizeof(OutlineEdge) +
           (polygonStart_.capacity() + start_.capacity() + items_.capacity() + fill_.capacity()) * sizeof(int32_t) +
           seen_.capacity();
}

void Outline::build(const Grid& grid) {
    const int32_t w = grid.width(), h = grid.height();
    edges_.clear();
    polygonStart_.assign(1, 0);
    // Unit pieces of boundary: horizontal ones (x, y) from corner (x, y) to (x + 1, y), then vertical ones
    // (x, y) from (x, y) to (x, y + 1).
    const size_t horizontal = size_t(w) * size_t(h + 1);
    seen_.assign(horizontal + size_t(w + 1) * size_t(h), 0);
    auto pieceOf = [&](Step v, Step d) -> size_t {  // the unit piece from corner v along d
        if (d.y == 0) return size_t(v.y) * size_t(w) + size_t(d.x > 0 ? v.x : v.x - 1);
        return horizontal + size_t(d.y > 0 ? v.y : v.y - 1) * size_t(w + 1) + size_t(v.x);
    };
    // The cell whose centre is at corner v + (d + l) / 2.
    auto blockedAt = [&](Step v, Step d, Step l) {
        return grid.blocked(floorHalf(2 * v.x + d.x + l.x), floorHalf(2 * v.y + d.y + l.y));
    };
    auto trace = [&](Step start, Step d0) {
        Step v = start, d = d0;
        const size_t first = edges_.size();
        Step corner{-1, -1}, firstCorner{-1, -1};
        auto addCorner = [&](Step c) {
            if (corner.x >= 0) {
                OutlineEdge e;
                e.a = Vec2(float(corner.x), float(corner.y));
                e.b = Vec2(float(c.x), float(c.y));
                const Step along{c.x > corner.x ? 1 : (c.x < corner.x ? -1 : 0),
                                 c.y > corner.y ? 1 : (c.y < corner.y ? -1 : 0)};
                const Step n = leftOf(along);
                e.normal = Vec2(float(n.x), float(n.y));
                e.polygon = int32_t(polygonStart_.size() - 1);
                edges_.push_back(e);
            } else {
                firstCorner = c;
            }
            corner = c;
        };
        do {
            seen_[pieceOf(v, d)] = 1;
            v = {v.x + d.x, v.y + d.y};
            // Free on the left, blocked on the right: look at the two cells ahead.
            const Step l = leftOf(d);
            const bool aheadLeft = blockedAt(v, d, l), aheadRight = blockedAt(v, d, {-l.x, -l.y});
            Step next = d;
            if (aheadLeft && aheadRight)
                next = l;  // the free side ends: turn left
            else if (!aheadRight)
                next = {-l.x, -l.y};  // the blocked side ends (or a saddle): turn right
            if (next != d) addCorner(v);
            d = next;
        } while (!(v == start && d == d0));
        addCorner(firstCorner);  // close the loop
        if (edges_.size() > first) polygonStart_.push_back(int32_t(edges_.size()));
    };
    for (int32_t y = 0; y <= h; ++y) {
        for (int32_t x = 0; x < w; ++x) {
            const bool above = grid.blocked(x, y - 1), below = grid.blocked(x, y);
            if (above == below || seen_[size_t(y) * size_t(w) + size_t(x)]) continue;
            // Free above: walk +x (free on the left on screen); free below: walk -x from the right-hand corner.
            if (!above)
                trace({x, y}, {1, 0});
            else
                trace({x + 1, y}, {-1, 0});
        }
    }
    // Every loop has horizontal pieces, so every boundary has been traced.
    index();
}

void Outline::index() {
    float maxX = 0.0f, maxY = 0.0f;
    for (const OutlineEdge& e : edges_) maxX = maxf(maxX, maxf(e.a.x, e.b.x)), maxY = maxf(maxY, maxf(e.a.y, e.b.y));
    cols_ = int32_t(maxX) / kBucket + 1;
    rows_ = int32_t(maxY) / kBucket + 1;
    start_.assign(size_t(cols_) * size_t(rows_) + 1, 0);
    auto span = [&](const OutlineEdge& e, auto each) {
        const int32_t x0 = bucketOf(minf(e.a.x, e.b.x), cols_), x1 = bucketOf(maxf(e.a.x, e.b.x), cols_);
        const int32_t y0 = bucketOf(minf(e.a.y, e.b.y), rows_), y1 = bucketOf(maxf(e.a.y, e.b.y), rows_);
        for (int32_t y = y0; y <= y1; ++y) {
            for (int32_t x = x0; x <= x1; ++x) each(size_t(y) * size_t(cols_) + size_t(x));
        }
    };
    // Counting sort by bucket, edges ascending within each bucket.
    for (const OutlineEdge& e : edges_) span(e, [&](size_t b) { ++start_[b + 1]; });
    for (size_t b = 1; b < start_.size(); ++b) start_[b] += start_[b - 1];
    items_.resize(size_t(start_.back()));
    fill_.assign(start_.begin(), start_.end() - 1);
    for (size_t k = 0; k < edges_.size(); ++k) {
        span(edges_[k], [&](size_t b) { items_[size_t(fill_[b]++)] = int32_t(k); });
    }
}

}  // namespace sidestep
