#include "sidestep/geometry/collision.hpp"

#include <algorithm>
#include <cmath>

#include "sidestep/geometry/raycast.hpp"

namespace sidestep {

namespace {

/// Signed distance from p to the closed square of cell (x, y): negative inside (minus the distance to
/// the nearest edge).
float cellDistance(Vec2 p, int32_t x, int32_t y) {
    const float dx = std::fmax(std::fmax(float(x) - p.x, p.x - float(x + 1)), 0.0f);
    const float dy = std::fmax(std::fmax(float(y) - p.y, p.y - float(y + 1)), 0.0f);
    if (dx > 0.0f || dy > 0.0f) return std::sqrt(dx * dx + dy * dy);
    const float inside = std::fmin(std::fmin(p.x - float(x), float(x + 1) - p.x),
                                   std::fmin(p.y - float(y), float(y + 1) - p.y));
    return -inside;
}

/// Signed distance from p to the space off the grid (negative off the grid).
float offGridDistance(const Grid& g, Vec2 p) {
    const float w = float(g.width());
    const float h = float(g.height());
    const float inside = std::fmin(std::fmin(p.x, w - p.x), std::fmin(p.y, h - p.y));
    if (inside >= 0.0f) return inside;
    const float dx = std::fmax(std::fmax(-p.x, p.x - w), 0.0f);
    const float dy = std::fmax(std::fmax(-p.y, p.y - h), 0.0f);
    return -std::sqrt(dx * dx + dy * dy);
}

}  // namespace

FreePoint nearestFree(const Grid& g, Vec2 p) {
    FreePoint out;
    out.distance = float(kFreeSearch);
    if (!isFinite(p)) return out;
    const int32_t px = int32_t(std::floor(std::fmax(-1.0f, std::fmin(float(g.width()), p.x))));
    const int32_t py = int32_t(std::floor(std::fmax(-1.0f, std::fmin(float(g.height()), p.y))));
    float best = 3.0e38f;
    for (int32_t y = py - kFreeSearch; y <= py + kFreeSearch; ++y) {
        for (int32_t x = px - kFreeSearch; x <= px + kFreeSearch; ++x) {
            if (g.blocked(x, y)) continue;
            const Vec2 nearest{std::fmin(std::fmax(p.x, float(x)), float(x + 1)), std::fmin(std::fmax(p.y, float(y)), float(y + 1))};
            const Vec2 to = nearest - p;
            const float d2 = glm::dot(to, to);
            if (d2 < best && d2 > 0.0f) {
                best = d2;
                out.found = true;
                out.distance = std::sqrt(d2);
                out.direction = to / out.distance;
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
    if (insideBlockedRegion(g, c)) best = std::fmin(best, -(r + nearestFree(g, c).distance));
    const float reach = r + kClearanceRange;
    const int32_t x0 = std::max(0, int32_t(std::floor(std::fmax(c.x - reach, -1.0f))));
    const int32_t y0 = std::max(0, int32_t(std::floor(std::fmax(c.y - reach, -1.0f))));
    const int32_t x1 = std::min(g.width() - 1, int32_t(std::floor(std::fmin(c.x + reach, float(g.width())))));
    const int32_t y1 = std::min(g.height() - 1, int32_t(std::floor(std::fmin(c.y + reach, float(g.height())))));
    const uint8_t* cells = g.data();
    for (int32_t y = y0; y <= y1; ++y) {
        const uint8_t* row = cells + size_t(y) * size_t(g.width());
        for (int32_t x = x0; x <= x1; ++x) {
            if (row[x]) best = std::fmin(best, cellDistance(c, x, y) - r);
        }
    }
    return std::fmin(best, kClearanceRange);
}

float clearance(const Obstacles& o, Vec2 c, float r) {
    if (!isFinite(c)) return -kClearanceRange;
    float best = wallClearance(o.grid, c, r);
    const float reach = r + kClearanceRange;
    auto consider = [&](int32_t i) {
        const Circle& k = o.circles[size_t(i)];
        best = std::fmin(best, glm::length(c - k.center) - k.radius - r);
        return 0.0f;
    };
    // Circles farther than the range give a gap above the cap: the index need not visit them.
    if (o.near) for (uint32_t k = 0; k < o.nearCount; ++k) consider(o.near[k]);
    else if (o.index) o.index->forEachIn(c - Vec2(reach), c + Vec2(reach), consider);
    else for (size_t i = 0; i < o.circles.size(); ++i) consider(int32_t(i));
    return std::fmin(best, kClearanceRange);
}

}  // namespace sidestep
