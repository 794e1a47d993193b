#pragma once
// A slow, independent reference for the ray casts, in double precision, straight from the definition
// in raycast.hpp: collect every time the ray crosses a grid line, and test the midpoint of each piece
// between crossings for being inside the obstacle region. Only for tests.
#include <algorithm>
#include <cmath>
#include <optional>
#include <vector>

#include "sidestep/geometry/circle.hpp"
#include "sidestep/geometry/grid.hpp"

namespace oracle {

struct Hit {
    double t;
};

inline bool blocked(const sidestep::Grid& g, long x, long y) {
    return x < 0 || y < 0 || x >= g.width() || y >= g.height() || g.blocked(int(x), int(y));
}

/// Interior of the union of closed blocked squares, for a point in double precision.
inline bool inside(const sidestep::Grid& g, double px, double py) {
    if (px < 0 || py < 0 || px > g.width() || py > g.height()) return true;
    const double fx = std::floor(px), fy = std::floor(py);
    const long x = long(fx), y = long(fy);
    const bool lx = px == fx, ly = py == fy;
    if (!lx && !ly) return blocked(g, x, y);
    if (lx && !ly) return blocked(g, x - 1, y) && blocked(g, x, y);
    if (!lx && ly) return blocked(g, x, y - 1) && blocked(g, x, y);
    return blocked(g, x - 1, y - 1) && blocked(g, x, y - 1) && blocked(g, x - 1, y) && blocked(g, x, y);
}

/// First time in [0, maxT] at which the ray o + t*d (d unit) enters the grid's blocked interior.
inline std::optional<double> gridHit(const sidestep::Grid& g, double ox, double oy, double dx, double dy, double maxT) {
    if (inside(g, ox, oy)) return 0.0;
    if (maxT <= 0 || (dx == 0 && dy == 0)) return std::nullopt;
    std::vector<double> ts{0.0};
    auto add = [&](double o, double d, long limit) {
        if (d == 0) return;
        for (long k = -1; k <= limit + 1; ++k) {
            const double t = (double(k) - o) / d;
            if (t > 0 && t <= maxT) ts.push_back(t);
        }
    };
    add(ox, dx, g.width());
    add(oy, dy, g.height());
    ts.push_back(maxT);
    std::sort(ts.begin(), ts.end());
    for (size_t i = 0; i + 1 < ts.size(); ++i) {
        if (ts[i + 1] <= ts[i]) continue;
        const double mid = 0.5 * (ts[i] + ts[i + 1]);
        if (inside(g, ox + dx * mid, oy + dy * mid)) return ts[i];
    }
    return std::nullopt;
}

/// First time in [0, maxT] at which the ray enters the open disc.
inline std::optional<double> circleHit(const sidestep::Circle& c, double ox, double oy, double dx, double dy,
                                       double maxT) {
    const double mx = ox - c.center.x, my = oy - c.center.y, r = c.radius;
    if (mx * mx + my * my < r * r) return 0.0;
    if (maxT <= 0 || (dx == 0 && dy == 0)) return std::nullopt;
    // Solve |m + t d|^2 = r^2 for the entry time.
    const double b = mx * dx + my * dy;
    const double cc = mx * mx + my * my - r * r;
    const double disc = b * b - cc;
    if (disc <= 0) return std::nullopt;
    const double t0 = -b - std::sqrt(disc);
    const double t1 = -b + std::sqrt(disc);
    if (t1 <= 0) return std::nullopt;
    const double t = std::max(t0, 0.0);
    if (t > maxT) return std::nullopt;
    return t;
}

}  // namespace oracle
