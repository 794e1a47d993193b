#include "sidestep/geometry/collision.hpp"

#include <algorithm>
#include <cmath>

#include "sidestep/geometry/blocked_regions.hpp"
#include "sidestep/geometry/raycast.hpp"

namespace sidestep {

FreePoint nearestFree(const Grid& g, Vec2 p) {
    FreePoint out;
    out.distance = float(kFreeSearch);
    if (!isFinite(p)) return out;
    const int32_t px = int32_t(std::floor(maxf(-1.0f, minf(float(g.width()), p.x))));
    const int32_t py = int32_t(std::floor(maxf(-1.0f, minf(float(g.height()), p.y))));
    float best = 3.0e38f;
    auto consider = [&](int32_t x, int32_t y) {
        if (g.blocked(x, y)) return;
        const Vec2 nearest{minf(maxf(p.x, float(x)), float(x + 1)), minf(maxf(p.y, float(y)), float(y + 1))};
        const Vec2 to = nearest - p;
        const float d2 = glm::dot(to, to);
        // Ties go to the first in a fixed order (rings outward, each row by row), as the full scan did.
        if (d2 < best && d2 > 0.0f) {
            best = d2;
            out.found = true;
            out.distance = std::sqrt(d2);
            out.direction = to / out.distance;
        }
    };
    // Ring by ring (cells at Chebyshev distance k from p's cell): a cell of ring k is at least k - 1
    // away, so once the best is nearer than that no further ring can beat it.
    for (int32_t k = 0; k <= kFreeSearch; ++k) {
        if (out.found && float(k - 1) * float(k - 1) > best) break;
        for (int32_t y = py - k; y <= py + k; ++y) {
            if (y == py - k || y == py + k) {
                for (int32_t x = px - k; x <= px + k; ++x) consider(x, y);
            } else {
                consider(px - k, y);
                if (k > 0) consider(px + k, y);
            }
        }
    }
    if (out.distance > float(kFreeSearch)) out.distance = float(kFreeSearch);
    return out;
}

float wallClearance(const Grid& g, Vec2 c, float r) {
    if (!isFinite(c)) return -kClearanceRange;
    float best = offGridDistance(g, c) - r;
    // A centre inside the blocked region is in as deep as the way out is long (one cell's own faces may
    // lead into the next blocked cell).
    if (insideBlockedRegion(g, c)) best = minf(best, -(r + nearestFree(g, c).distance));
    const float reach = r + kClearanceRange;
    const int32_t x0 = std::max(0, int32_t(std::floor(maxf(c.x - reach, -1.0f))));
    const int32_t y0 = std::max(0, int32_t(std::floor(maxf(c.y - reach, -1.0f))));
    const int32_t x1 = std::min(g.width() - 1, int32_t(std::floor(minf(c.x + reach, float(g.width())))));
    const int32_t y1 = std::min(g.height() - 1, int32_t(std::floor(minf(c.y + reach, float(g.height())))));
    // The blocked cells of the box, row by row, each row's left to right (the grid's bits, a word at a time).
    const int32_t w0 = x0 >> 6, w1 = x1 >> 6;
    for (int32_t y = y0; y <= y1 && x0 <= x1; ++y) {
        const uint64_t* row = g.bitRow(y);
        for (int32_t w = w0; w <= w1; ++w) {
            uint64_t cells = row[w];
            if (w == w0) cells &= ~uint64_t(0) << (x0 & 63);
            if (w == w1) cells &= ~uint64_t(0) >> (63 - (x1 & 63));
            for (; cells != 0; cells &= cells - 1) {
                const int32_t x = w * 64 + int32_t(__builtin_ctzll(cells));
                best = minf(best, cellSquareDistance(c, x, y) - r);
            }
        }
    }
    return minf(best, kClearanceRange);
}

float clearance(const Obstacles& o, Vec2 c, float r) {
    if (!isFinite(c)) return -kClearanceRange;
    float best = wallClearance(o.grid, c, r);
    const float reach = r + kClearanceRange;
    auto consider = [&](int32_t i) {
        const Circle& k = o.circles[size_t(i)];
        best = minf(best, glm::length(c - k.center) - k.radius - r);
        return 0.0f;
    };
    // Circles farther than the range give a gap above the cap: the index need not visit them.
    if (o.near)
        for (uint32_t k = 0; k < o.nearCount; ++k) consider(o.near[k]);
    else if (o.index)
        o.index->forEachIn(c - Vec2(reach), c + Vec2(reach), consider);
    else
        for (size_t i = 0; i < o.circles.size(); ++i) consider(int32_t(i));
    return minf(best, kClearanceRange);
}

}  // namespace sidestep
