#include "sidestep/route/clearance.hpp"

#include <cmath>

namespace sidestep {

namespace {

/// Longest piece of a segment tested at once, world units: the cells and circles looked at are those
/// near the piece, so a long line of sight costs in proportion to its length, not to its box.
constexpr double kPiece = 4.0;

struct Point {
    double x, y;
};

double squared(double v) { return v * v; }

/// Squared distance from p to the closed square [x0, x0 + 1] x [y0, y0 + 1].
double toSquare2(Point p, double x0, double y0) {
    const double dx = p.x < x0 ? x0 - p.x : (p.x > x0 + 1.0 ? p.x - (x0 + 1.0) : 0.0);
    const double dy = p.y < y0 ? y0 - p.y : (p.y > y0 + 1.0 ? p.y - (y0 + 1.0) : 0.0);
    return dx * dx + dy * dy;
}

/// Squared distance from p to the segment [a, b].
double toSegment2(Point p, Point a, Point b) {
    const double ex = b.x - a.x, ey = b.y - a.y, e2 = ex * ex + ey * ey;
    double t = e2 > 0.0 ? ((p.x - a.x) * ex + (p.y - a.y) * ey) / e2 : 0.0;
    t = t < 0.0 ? 0.0 : (t > 1.0 ? 1.0 : t);
    return squared(a.x + ex * t - p.x) + squared(a.y + ey * t - p.y);
}

/// True when the segment [a, b] meets the closed square (Liang and Barsky's clipping).
bool meetsSquare(Point a, Point b, double x0, double y0) {
    double t0 = 0.0, t1 = 1.0;
    const double d[2] = {b.x - a.x, b.y - a.y};
    const double lo[2] = {x0 - a.x, y0 - a.y}, hi[2] = {x0 + 1.0 - a.x, y0 + 1.0 - a.y};
    for (int axis = 0; axis < 2; ++axis) {
        if (d[axis] == 0.0) {
            if (lo[axis] > 0.0 || hi[axis] < 0.0) return false;
            continue;
        }
        double enter = lo[axis] / d[axis], leave = hi[axis] / d[axis];
        if (enter > leave) {
            const double s = enter;
            enter = leave;
            leave = s;
        }
        t0 = enter > t0 ? enter : t0;
        t1 = leave < t1 ? leave : t1;
        if (t0 > t1) return false;
    }
    return true;
}

/// Squared distance between the segment [a, b] and the closed unit square at (x0, y0): 0 when they meet,
/// else the least of the ends' distances to the square and the corners' distances to the segment (two
/// disjoint convex shapes in the plane are nearest at a vertex of one of them).
double segmentToCell2(Point a, Point b, double x0, double y0) {
    if (meetsSquare(a, b, x0, y0)) return 0.0;
    double best = toSquare2(a, x0, y0);
    const double atB = toSquare2(b, x0, y0);
    best = atB < best ? atB : best;
    for (int corner = 0; corner < 4; ++corner) {
        const double d = toSegment2(Point{x0 + double(corner & 1), y0 + double(corner >> 1)}, a, b);
        best = d < best ? d : best;
    }
    return best;
}

/// The capsule test for one piece of a segment.
bool pieceClear(const Obstacles& o, Point a, Point b, double r) {
    const double lx = (a.x < b.x ? a.x : b.x) - r, hx = (a.x < b.x ? b.x : a.x) + r;
    const double ly = (a.y < b.y ? a.y : b.y) - r, hy = (a.y < b.y ? b.y : a.y) + r;
    const int32_t x0 = int32_t(std::floor(lx)), x1 = int32_t(std::floor(hx));
    const int32_t y0 = int32_t(std::floor(ly)), y1 = int32_t(std::floor(hy));
    const double r2 = r * r;
    if (!o.grid.freeBox(x0, y0, x1, y1)) {
        for (int32_t y = y0; y <= y1; ++y) {
            for (int32_t x = x0; x <= x1; ++x) {
                if (o.grid.blocked(x, y) && segmentToCell2(a, b, double(x), double(y)) < r2) return false;
            }
        }
    }
    if (o.circles.empty()) return true;
    bool clear = true;
    const Vec2 lo(float(lx) - 1e-3f, float(ly) - 1e-3f), hi(float(hx) + 1e-3f, float(hy) + 1e-3f);
    forEachCircleNear(
        o, lo, hi, [&](int32_t) { return clear; },
        [&](int32_t k) {
            const Circle& c = o.circles[size_t(k)];
            const double reach = r + double(c.radius);
            if (toSegment2(Point{double(c.center.x), double(c.center.y)}, a, b) < reach * reach) clear = false;
        });
    return clear;
}

}  // namespace

bool capsuleClear(const Obstacles& o, Vec2 from, Vec2 to, float radius) {
    const Point a{double(from.x), double(from.y)}, b{double(to.x), double(to.y)};
    const double length = std::sqrt(squared(b.x - a.x) + squared(b.y - a.y));
    const int32_t pieces = length > kPiece ? int32_t(std::ceil(length / kPiece)) : 1;
    Point start = a;
    for (int32_t k = 1; k <= pieces; ++k) {
        const double t = double(k) / double(pieces);
        const Point end = k == pieces ? b : Point{a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t};
        if (!pieceClear(o, start, end, double(radius))) return false;
        start = end;
    }
    return true;
}

float pointClearance(const Obstacles& o, Vec2 at, float cap) {
    const Point p{double(at.x), double(at.y)};
    const double c = double(cap);
    double best2 = c * c;
    const int32_t x0 = int32_t(std::floor(p.x - c)), x1 = int32_t(std::floor(p.x + c));
    const int32_t y0 = int32_t(std::floor(p.y - c)), y1 = int32_t(std::floor(p.y + c));
    if (!o.grid.freeBox(x0, y0, x1, y1)) {
        for (int32_t y = y0; y <= y1; ++y) {
            for (int32_t x = x0; x <= x1; ++x) {
                if (!o.grid.blocked(x, y)) continue;
                const double d2 = toSquare2(p, double(x), double(y));
                best2 = d2 < best2 ? d2 : best2;
            }
        }
    }
    double best = std::sqrt(best2);
    const Vec2 lo(at.x - cap - 1e-3f, at.y - cap - 1e-3f), hi(at.x + cap + 1e-3f, at.y + cap + 1e-3f);
    forEachCircleNear(
        o, lo, hi, [](int32_t) { return true; },
        [&](int32_t k) {
            const Circle& circle = o.circles[size_t(k)];
            const double d =
                std::sqrt(squared(double(circle.center.x) - p.x) + squared(double(circle.center.y) - p.y)) -
                double(circle.radius);
            best = d < best ? d : best;
        });
    return float(best > 0.0 ? best : 0.0);
}

}  // namespace sidestep
