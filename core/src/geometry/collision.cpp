#include "sidestep/geometry/collision.hpp"

#include <algorithm>
#include <cmath>

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

float clearance(const Obstacles& o, Vec2 c, float r) {
    const Grid& g = o.grid;
    if (!std::isfinite(c.x) || !std::isfinite(c.y)) return -kClearanceRange;
    float best = offGridDistance(g, c) - r;
    const float reach = r + kClearanceRange;
    const int32_t x0 = std::max(0, int32_t(std::floor(std::fmax(c.x - reach, -1.0f))));
    const int32_t y0 = std::max(0, int32_t(std::floor(std::fmax(c.y - reach, -1.0f))));
    const int32_t x1 = std::min(g.width() - 1, int32_t(std::floor(std::fmin(c.x + reach, float(g.width())))));
    const int32_t y1 = std::min(g.height() - 1, int32_t(std::floor(std::fmin(c.y + reach, float(g.height())))));
    for (int32_t y = y0; y <= y1; ++y) {
        for (int32_t x = x0; x <= x1; ++x) {
            if (g.blocked(x, y)) best = std::fmin(best, cellDistance(c, x, y) - r);
        }
    }
    auto consider = [&](int32_t i) {
        const Circle& k = o.circles[size_t(i)];
        best = std::fmin(best, glm::length(c - k.center) - k.radius - r);
        return 0.0f;
    };
    // Circles farther than the range give a gap above the cap: the index need not visit them.
    if (o.index) o.index->forEachIn(c - Vec2(reach), c + Vec2(reach), consider);
    else for (size_t i = 0; i < o.circles.size(); ++i) consider(int32_t(i));
    return std::fmin(best, kClearanceRange);
}

Contact contact(const Obstacles& o, Vec2 c, float r) {
    Contact result;
    if (!std::isfinite(c.x) || !std::isfinite(c.y)) return result;
    const Grid& g = o.grid;
    Vec2 push(0.0f);
    auto add = [&](float depth, Vec2 away) {
        if (!(depth > 0.0f)) return;
        result.depth = std::fmax(result.depth, depth);
        push += away * depth;
    };
    // The grid's edge: off the grid is blocked.
    add(r - c.x, {1.0f, 0.0f});
    add(r - c.y, {0.0f, 1.0f});
    add(r - (float(g.width()) - c.x), {-1.0f, 0.0f});
    add(r - (float(g.height()) - c.y), {0.0f, -1.0f});
    const int32_t x0 = std::max(0, int32_t(std::floor(std::fmax(c.x - r, -1.0f))));
    const int32_t y0 = std::max(0, int32_t(std::floor(std::fmax(c.y - r, -1.0f))));
    const int32_t x1 = std::min(g.width() - 1, int32_t(std::floor(std::fmin(c.x + r, float(g.width())))));
    const int32_t y1 = std::min(g.height() - 1, int32_t(std::floor(std::fmin(c.y + r, float(g.height())))));
    for (int32_t y = y0; y <= y1; ++y) {
        for (int32_t x = x0; x <= x1; ++x) {
            if (!g.blocked(x, y)) continue;
            const Vec2 nearest{std::fmin(std::fmax(c.x, float(x)), float(x + 1)), std::fmin(std::fmax(c.y, float(y)), float(y + 1))};
            const Vec2 from = c - nearest;
            const float distance = glm::length(from);
            if (distance > 0.0f) {
                add(r - distance, from / distance);
            } else {  // the centre is inside the cell: out through its nearest face
                const float left = c.x - float(x), right = float(x + 1) - c.x, up = c.y - float(y), down = float(y + 1) - c.y;
                const float m = std::fmin(std::fmin(left, right), std::fmin(up, down));
                add(r + m, m == left ? Vec2(-1.0f, 0.0f) : m == right ? Vec2(1.0f, 0.0f) : m == up ? Vec2(0.0f, -1.0f) : Vec2(0.0f, 1.0f));
            }
        }
    }
    auto overlapping = [&](int32_t i) {
        const Circle& k = o.circles[size_t(i)];
        return glm::length(c - k.center) < k.radius + r;
    };
    forEachCircleNear(o, c - Vec2(r), c + Vec2(r), overlapping, [&](int32_t i) {
        const Circle& k = o.circles[size_t(i)];
        const Vec2 from = c - k.center;
        const float distance = glm::length(from);
        add(k.radius + r - distance, distance > 0.0f ? from / distance : Vec2(0.0f));
    });
    const float size = glm::length(push);
    result.out = size > 0.0f ? push / size : Vec2(0.0f);
    return result;
}

}  // namespace sidestep
