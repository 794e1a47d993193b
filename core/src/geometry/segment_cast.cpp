#include "sidestep/geometry/segment_cast.hpp"

#include <cmath>

namespace sidestep {

const char* segmentHitName(SegmentHitKind kind) {
    static const char* names[] = {"nothing", "wall", "circle", "ground"};
    return uint32_t(kind) < 4 ? names[uint32_t(kind)] : "nothing";
}

namespace {

/// How far past the segment's end the first footprint's far side is looked for (for drawing it).
constexpr float kSpanBeyond = 4.0f;

/// The open interval (s1, s2) of the line o + s d inside the circle's interior; false when the line
/// misses it or only touches it.
bool chord(const Circle& c, Vec2 o, Vec2 d, float& s1, float& s2) {
    const Vec2 m = o - c.center;
    const float b = glm::dot(m, d);
    const float disc = b * b - (glm::dot(m, m) - c.radius * c.radius);
    if (!(disc > 0.0f)) return false;
    const float root = std::sqrt(disc);
    s1 = -b - root;
    s2 = -b + root;
    return true;
}

/// Walks the cells along o + s d for s in [0, length] and calls visit(enter, exit, normal) for each stretch
/// inside a blocked cell (off the grid counts as blocked), in order, until visit returns false. `normal` is
/// the face entered (-d where the walk starts inside). A line on a grid line is inside only where the cells
/// on both sides are blocked (a seam within a wall), as for 2D rays.
template <class Visit>
void walkBlocked(const Grid& g, Vec2 o, Vec2 d, float length, Visit visit) {
    int32_t cx = int32_t(std::floor(o.x)), cy = int32_t(std::floor(o.y));
    if (d.x < 0.0f && float(cx) == o.x) --cx;
    if (d.y < 0.0f && float(cy) == o.y) --cy;
    const bool seamX = d.x == 0.0f && std::floor(o.x) == o.x;  // moving along a vertical grid line
    const bool seamY = d.y == 0.0f && std::floor(o.y) == o.y;
    const int32_t lineX = int32_t(o.x), lineY = int32_t(o.y);
    auto blocked = [&](int32_t x, int32_t y) {
        if (seamX) return g.blocked(lineX - 1, y) && g.blocked(lineX, y);
        if (seamY) return g.blocked(x, lineY - 1) && g.blocked(x, lineY);
        return g.blocked(x, y);
    };
    const int32_t stepX = d.x > 0.0f ? 1 : -1, stepY = d.y > 0.0f ? 1 : -1;
    auto boundary = [](float origin, float dir, int32_t cell, int32_t step) {
        if (dir == 0.0f) return std::numeric_limits<float>::infinity();
        return (float(step > 0 ? cell + 1 : cell) - origin) / dir;
    };
    float s = 0.0f;
    Vec2 normal = -d;
    for (int guard = 0; guard < 4 * (kMaxGridSide + 8); ++guard) {
        const float nextX = boundary(o.x, d.x, cx, stepX), nextY = boundary(o.y, d.y, cy, stepY);
        const float exit = minf(minf(nextX, nextY), length);
        if (exit > s && blocked(cx, cy) && !visit(s, exit, normal)) return;
        if (exit >= length) return;
        s = maxf(s, exit);
        if (nextX < nextY)
            normal = {float(-stepX), 0.0f};
        else if (nextY < nextX)
            normal = {0.0f, float(-stepY)};
        else
            normal = glm::normalize(Vec2(float(-stepX), float(-stepY)));
        if (nextX <= nextY) cx += stepX;
        if (nextY <= nextX) cy += stepY;
    }
}

/// Where the segment first meets a footprint below its top within [enter, exit], or -1.
float firstUnderTop(const Terrain& t, const Segment3& seg, float height, float enter, float exit) {
    if (std::isinf(height)) return enter;
    return t.firstBelow(seg.origin, seg.direction, seg.z0, seg.rise, height, enter, exit);
}

/// The far side of the first footprint, which the 2D ray entered at `first`.
float footprintEnd(const Obstacles& o, const Segment3& seg, const RayHit& first) {
    const float reach = seg.length + kSpanBeyond;
    if (first.kind == HitKind::Circle) {
        float s1 = 0.0f, s2 = 0.0f;
        if (!chord(o.circles[size_t(first.circle)], seg.origin, seg.direction, s1, s2)) return first.distance;
        return minf(s2, reach);
    }
    float end = first.distance;
    walkBlocked(o.grid, seg.origin, seg.direction, reach, [&](float enter, float exit, Vec2) {
        if (exit <= first.distance) return true;  // before the footprint
        if (enter > end) return false;            // a gap: the footprint ended
        end = exit;
        return true;
    });
    return end;
}

}  // namespace

SegmentHit castSegment(const Obstacles& o, const Terrain& t, float wallHeight, const Segment3& seg, const Escape& from,
                       bool ground) {
    SegmentHit out;
    const Vec2 d = seg.direction;
    const float length = seg.length;
    // The 2D sensor ray first: where the segment's footprint first enters an obstacle.
    const RayHit first = senseCast(o, seg.origin, d, length, from);
    float best = std::numeric_limits<float>::infinity();
    if (first.hit()) {
        const bool wall = first.kind == HitKind::Cell;
        const float height = wall ? wallHeight : o.circles[size_t(first.circle)].height;
        out.obstacleFrom = first.distance;
        out.obstacleTo = footprintEnd(o, seg, first);
        out.obstacleKind = wall ? SegmentHitKind::Wall : SegmentHitKind::Circle;
        out.obstacleTop = std::isinf(height) ? kTall : t.height(first.point) + height;
        out.obstacleHeight = std::isinf(height) ? kTall : height;
        if (std::isinf(height)) {
            // A tall obstacle is hit where its footprint is entered: the 2D ray's hit, exactly.
            best = first.distance;
            out.kind = out.obstacleKind;
            out.distance = first.distance;
            out.point = first.point;
            out.normal = first.normal;
            out.circle = first.circle;
            out.startedInside = first.startedInside;
        } else {
            // A low one may be passed over: every footprint along the segment, each against its top.
            auto consider = [&](float s, SegmentHitKind kind, Vec2 normal, int32_t circle) {
                if (!(s >= 0.0f) || !(s < best)) return;
                best = s;
                out.kind = kind;
                out.distance = s;
                out.point = seg.origin + d * s;
                out.normal = normal;
                out.circle = circle;
                out.startedInside = s == 0.0f && kind != SegmentHitKind::Ground && from.inside;
            };
            walkBlocked(o.grid, seg.origin, d, length, [&](float enter, float exit, Vec2 normal) {
                if (enter >= best) return false;
                const float s = firstUnderTop(t, seg, wallHeight, enter, exit);
                consider(s, SegmentHitKind::Wall, s == enter ? normal : -d, -1);
                return true;
            });
            const Vec2 end = seg.origin + d * length;
            forEachCircleNear(
                o, glm::min(seg.origin, end), glm::max(seg.origin, end), [](int32_t) { return true; },
                [&](int32_t i) {
                    const Circle& c = o.circles[size_t(i)];
                    float s1 = 0.0f, s2 = 0.0f;
                    if (!chord(c, seg.origin, d, s1, s2) || s2 <= 0.0f || s1 >= length) return;
                    const float enter = maxf(s1, 0.0f), exit = minf(s2, length);
                    const float s = firstUnderTop(t, seg, c.height, enter, exit);
                    const Vec2 at = seg.origin + d * s;
                    const Vec2 radial = at - c.center;
                    const float r = glm::length(radial);
                    consider(s, SegmentHitKind::Circle, s == s1 && r > 0.0f ? radial / r : -d, i);
                });
        }
    }
    if (ground) {
        const float s = t.firstBelow(seg.origin, d, seg.z0, seg.rise, 0.0f, 0.0f, minf(length, best));
        if (s >= 0.0f && s < best) {
            out.kind = SegmentHitKind::Ground;
            out.distance = s;
            out.point = seg.origin + d * s;
            out.circle = -1;
            out.startedInside = false;
            const Vec3 n = t.normal(out.point);
            const float flat = std::sqrt(n.x * n.x + n.y * n.y);
            out.normal = flat > 0.0f ? Vec2(n.x, n.y) / flat : -d;
        }
    }
    if (out.hit()) out.z = seg.zAt(out.distance);
    return out;
}

}  // namespace sidestep
