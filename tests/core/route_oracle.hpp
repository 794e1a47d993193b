#pragma once
// Slow, plain references for the route planner's tests, sharing no code with core/src/route/: clearance by
// testing every blocked cell (each square's four edges as segments), the grid's four sides as half-planes and
// every circle; the planner's graph (lattice points, their 8 edges, the start's and the goal's links) built
// whole; and its shortest path by Bellman-Ford relaxation until nothing changes.
#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

#include "sidestep/geometry/circle.hpp"
#include "sidestep/geometry/grid.hpp"

namespace route_oracle {

using sidestep::Circle;
using sidestep::Grid;
using sidestep::Vec2;

struct P {
    double x, y;
};

inline double dot(P a, P b) { return a.x * b.x + a.y * b.y; }
inline P minus(P a, P b) { return {a.x - b.x, a.y - b.y}; }
inline double cross(P a, P b) { return a.x * b.y - a.y * b.x; }

/// Distance from p to the segment [a, b].
inline double pointToSegment(P p, P a, P b) {
    const P e = minus(b, a);
    const double len2 = dot(e, e);
    double t = len2 == 0.0 ? 0.0 : dot(minus(p, a), e) / len2;
    t = std::max(0.0, std::min(1.0, t));
    const P q{a.x + e.x * t, a.y + e.y * t};
    return std::hypot(p.x - q.x, p.y - q.y);
}

/// True when the segments [a, b] and [c, d] share a point.
inline bool segmentsMeet(P a, P b, P c, P d) {
    const double d1 = cross(minus(b, a), minus(c, a)), d2 = cross(minus(b, a), minus(d, a));
    const double d3 = cross(minus(d, c), minus(a, c)), d4 = cross(minus(d, c), minus(b, c));
    if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) return true;
    auto on = [](P p, P q, P r) {  // r on [p, q], given collinear
        return std::min(p.x, q.x) <= r.x && r.x <= std::max(p.x, q.x) && std::min(p.y, q.y) <= r.y &&
               r.y <= std::max(p.y, q.y);
    };
    return (d1 == 0 && on(a, b, c)) || (d2 == 0 && on(a, b, d)) || (d3 == 0 && on(c, d, a)) || (d4 == 0 && on(c, d, b));
}

inline double segmentToSegment(P a, P b, P c, P d) {
    if (segmentsMeet(a, b, c, d)) return 0.0;
    return std::min(std::min(pointToSegment(a, c, d), pointToSegment(b, c, d)),
                    std::min(pointToSegment(c, a, b), pointToSegment(d, a, b)));
}

/// Distance from the segment to the closed unit square of cell (x, y): 0 when an end is in it, else the least
/// distance to its four edges.
inline double segmentToCell(P a, P b, int x, int y) {
    auto inside = [&](P p) { return p.x >= x && p.x <= x + 1 && p.y >= y && p.y <= y + 1; };
    if (inside(a) || inside(b)) return 0.0;
    const P c[4] = {{double(x), double(y)}, {x + 1.0, double(y)}, {x + 1.0, y + 1.0}, {double(x), y + 1.0}};
    double best = std::numeric_limits<double>::infinity();
    for (int k = 0; k < 4; ++k) best = std::min(best, segmentToSegment(a, b, c[k], c[(k + 1) % 4]));
    return best;
}

/// The least distance from the segment to any obstacle: the outside of the grid's rectangle, every blocked
/// cell, every circle.
inline double segmentClearance(const Grid& g, const std::vector<Circle>& circles, Vec2 from, Vec2 to) {
    const P a{from.x, from.y}, b{to.x, to.y};
    double best = std::min(
        {std::min(a.x, b.x), std::min(a.y, b.y), g.width() - std::max(a.x, b.x), g.height() - std::max(a.y, b.y)});
    best = std::max(best, 0.0);
    for (int y = 0; y < g.height(); ++y)
        for (int x = 0; x < g.width(); ++x)
            if (g.blocked(x, y)) best = std::min(best, segmentToCell(a, b, x, y));
    for (const Circle& c : circles)
        best = std::min(best, std::max(0.0, pointToSegment(P{c.center.x, c.center.y}, a, b) - double(c.radius)));
    return best;
}

inline bool clear(const Grid& g, const std::vector<Circle>& circles, Vec2 a, Vec2 b, float r) {
    return segmentClearance(g, circles, a, b) >= double(r);
}

/// The planner's graph and its shortest path from `from` to `to`, by its definition (planner.hpp): infinity
/// when there is none. `directOut` says whether the start and the goal see each other.
inline double shortestRoute(const Grid& g, const std::vector<Circle>& circles, Vec2 from, Vec2 to, float r,
                            bool* directOut = nullptr) {
    const double inf = std::numeric_limits<double>::infinity();
    const float s = r < 0.5f ? 1.0f : 0.5f;
    const int nx = int(float(g.width() - 1) / s) + 1, ny = int(float(g.height() - 1) / s) + 1;
    auto at = [&](int i, int j) { return Vec2(0.5f + float(i) * s, 0.5f + float(j) * s); };
    auto room = [&](Vec2 p) {  // the radius of the lines from / to an end
        const double c = std::min(double(r), segmentClearance(g, circles, p, p));
        if (!(c > 0.0)) return -1.0f;
        return float(c) >= r ? r : 0.999f * float(c);
    };
    const float rs = room(from), rg = room(to);
    if (directOut) *directOut = false;
    if (rs < 0.0f || rg < 0.0f) return inf;
    auto length = [](Vec2 a, Vec2 b) { return std::hypot(double(b.x) - a.x, double(b.y) - a.y); };
    if (clear(g, circles, from, to, std::min(rs, rg))) {
        if (directOut) *directOut = true;
        return length(from, to);
    }
    std::vector<double> d(size_t(nx * ny), inf);
    // The corners of the lattice square the point is in that it sees; if none, the ring of 12 round them.
    auto linked = [&](Vec2 p, int i, int j, float radius) {
        const int i0 = int(std::floor((p.x - 0.5f) / s)), j0 = int(std::floor((p.y - 0.5f) / s));
        auto sees = [&](int a, int b) {
            return a >= 0 && b >= 0 && a < nx && b < ny && clear(g, circles, p, at(a, b), radius);
        };
        const bool inner = i >= i0 && i <= i0 + 1 && j >= j0 && j <= j0 + 1;
        if (inner) return sees(i, j);
        const bool anyInner = sees(i0, j0) || sees(i0 + 1, j0) || sees(i0, j0 + 1) || sees(i0 + 1, j0 + 1);
        return !anyInner && i >= i0 - 1 && i <= i0 + 2 && j >= j0 - 1 && j <= j0 + 2 && sees(i, j);
    };
    for (int j = 0; j < ny; ++j)
        for (int i = 0; i < nx; ++i)
            if (linked(from, i, j, rs)) d[size_t(j * nx + i)] = length(from, at(i, j));
    // Every edge once, as a list; then Bellman-Ford.
    struct Edge {
        int a, b;
        double w;
    };
    std::vector<Edge> edges;
    for (int j = 0; j < ny; ++j)
        for (int i = 0; i < nx; ++i)
            for (int dj = -1; dj <= 1; ++dj)
                for (int di = -1; di <= 1; ++di) {
                    const int ni = i + di, nj = j + dj;
                    if ((di == 0 && dj == 0) || ni < 0 || nj < 0 || ni >= nx || nj >= ny) continue;
                    if (!clear(g, circles, at(i, j), at(ni, nj), r)) continue;
                    edges.push_back({j * nx + i, nj * nx + ni, (di != 0 && dj != 0 ? std::sqrt(2.0) : 1.0) * s});
                }
    for (bool changed = true; changed;) {
        changed = false;
        for (const Edge& e : edges)
            if (d[size_t(e.a)] + e.w < d[size_t(e.b)] - 1e-12) d[size_t(e.b)] = d[size_t(e.a)] + e.w, changed = true;
    }
    double best = inf;
    for (int j = 0; j < ny; ++j)
        for (int i = 0; i < nx; ++i)
            if (d[size_t(j * nx + i)] < inf && linked(to, i, j, rg))
                best = std::min(best, d[size_t(j * nx + i)] + length(at(i, j), to));
    return best;
}

}  // namespace route_oracle
