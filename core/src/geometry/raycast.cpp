#include "sidestep/geometry/raycast.hpp"

#include <cmath>
#include <limits>

#include "sidestep/geometry/collision.hpp"

namespace sidestep {

namespace {

constexpr float kInf = std::numeric_limits<float>::infinity();

Vec2 unitOrZero(Vec2 d) {
    const float len = glm::length(d);
    return len > 0.0f ? d / len : Vec2(0.0f);
}

int sign(float v) { return v > 0.0f ? 1 : (v < 0.0f ? -1 : 0); }

bool onGridLine(float v) { return v == std::floor(v); }

/// The cell a coordinate lies in just after leaving it in direction s (s = 0: the cell containing it).
int32_t cellAfter(float v, int s) {
    const float f = std::floor(v);
    if (v == f && s < 0) return int32_t(f) - 1;
    return int32_t(f);
}

/// Cell coordinates clamped so that far-off points do not overflow int32.
Cell cellOf(Vec2 p) {
    auto clampCoord = [](float v) { return int32_t(maxf(-2.0f, minf(float(kMaxGridSide + 2), std::floor(v)))); };
    return {clampCoord(p.x), clampCoord(p.y)};
}

RayHit cellHit(float t, Vec2 point, Vec2 normal, Cell cell) {
    RayHit h;
    h.kind = HitKind::Cell;
    h.distance = t;
    h.point = point;
    h.normal = normal;
    h.cell = cell;
    return h;
}

/// Normal where a ray enters blocked cell D diagonally through the corner it shares with free cell A.
/// B is the neighbour of A across the x face, C across the y face. If B (or C) is blocked too, B and D
/// form one straight wall and the ray meets its face; otherwise the ray meets a bare corner.
Vec2 cornerNormal(const Grid& g, Cell a, int sx, int sy) {
    const bool b = g.blocked(a.x + sx, a.y);
    const bool c = g.blocked(a.x, a.y + sy);
    if (b && !c) return {float(-sx), 0.0f};
    if (c && !b) return {0.0f, float(-sy)};
    return glm::normalize(Vec2(float(-sx), float(-sy)));
}

/// A ray lying exactly on a grid line (u is the axis it moves along, v the fixed line coordinate).
/// Between two lines across its path it is inside the blocked region only where the cells on both
/// sides of the line are blocked (a seam inside a wall).
RayHit castAlongGridLine(const Grid& g, Vec2 o, Vec2 d, float maxDist, bool alongX) {
    const float ou = alongX ? o.x : o.y;
    const float du = alongX ? d.x : d.y;
    const int32_t line = int32_t(alongX ? o.y : o.x);
    const int s = sign(du);
    auto seamBlocked = [&](int32_t c) {
        return alongX ? g.blocked(c, line - 1) && g.blocked(c, line) : g.blocked(line - 1, c) && g.blocked(line, c);
    };
    auto makeHit = [&](float t, float u, int32_t c) {
        const Vec2 point = alongX ? Vec2(u, o.y) : Vec2(o.x, u);
        const Vec2 normal = alongX ? Vec2(float(-s), 0.0f) : Vec2(0.0f, float(-s));
        return cellHit(t, point, normal, alongX ? Cell{c, line} : Cell{line, c});
    };
    int32_t c = cellAfter(ou, s);
    // Not inside at the origin (checked by the caller), so a blocked seam here starts at the origin.
    if (seamBlocked(c)) return makeHit(0.0f, ou, c);
    float boundary = float(s > 0 ? c + 1 : c);
    const int32_t limit = 2 * kMaxGridSide + 8;
    for (int32_t i = 0; i < limit; ++i) {
        const float t = (boundary - ou) / du;
        if (t > maxDist) return {};
        c += s;
        if (seamBlocked(c)) return makeHit(t, boundary, c);
        boundary += float(s);
    }
    return {};
}

}  // namespace

bool insideBlockedRegion(const Grid& g, Vec2 p) {
    if (!isFinite(p)) return false;
    if (p.x < 0.0f || p.y < 0.0f || p.x > float(g.width()) || p.y > float(g.height())) return true;
    const float fx = std::floor(p.x);
    const float fy = std::floor(p.y);
    const int32_t x = int32_t(fx);
    const int32_t y = int32_t(fy);
    const bool lineX = p.x == fx;
    const bool lineY = p.y == fy;
    if (!lineX && !lineY) return g.blocked(x, y);
    if (lineX && !lineY) return g.blocked(x - 1, y) && g.blocked(x, y);
    if (!lineX && lineY) return g.blocked(x, y - 1) && g.blocked(x, y);
    return g.blocked(x - 1, y - 1) && g.blocked(x, y - 1) && g.blocked(x - 1, y) && g.blocked(x, y);
}

RayHit castRay(const Grid& g, Vec2 o, Vec2 direction, float maxDist) {
    if (!isFinite(o) || !isFinite(direction) || !(maxDist >= 0.0f)) return {};
    const Vec2 d = unitOrZero(direction);
    if (insideBlockedRegion(g, o)) {
        RayHit h = cellHit(0.0f, o, -d, cellOf(o));
        h.startedInside = true;
        return h;
    }
    if (maxDist == 0.0f || (d.x == 0.0f && d.y == 0.0f)) return {};

    const int sx = sign(d.x);
    const int sy = sign(d.y);
    const bool lineX = onGridLine(o.x);
    const bool lineY = onGridLine(o.y);
    if (sy == 0 && lineY) return castAlongGridLine(g, o, d, maxDist, true);
    if (sx == 0 && lineX) return castAlongGridLine(g, o, d, maxDist, false);

    // The origin is not inside, so it lies within [0, W] x [0, H]: no overflow below.
    Cell cell{cellAfter(o.x, sx), cellAfter(o.y, sy)};
    if (g.blocked(cell)) {
        // The origin sits on the boundary and the ray points into the obstacle.
        Vec2 normal;
        if (lineX && lineY)
            normal = cornerNormal(g, {cell.x - sx, cell.y - sy}, sx, sy);
        else if (lineX)
            normal = {float(-sx), 0.0f};
        else
            normal = {0.0f, float(-sy)};
        return cellHit(0.0f, o, normal, cell);
    }

    // Walk the cells the ray passes through (Amanatides & Woo). Each crossing time is computed afresh
    // from the origin, not accumulated, so a ray through a lattice corner sees exactly equal times; a
    // crossing time is recomputed only when its line is passed.
    float nextX = float(sx > 0 ? cell.x + 1 : cell.x);
    float nextY = float(sy > 0 ? cell.y + 1 : cell.y);
    float tx = sx != 0 ? (nextX - o.x) / d.x : kInf;
    float ty = sy != 0 ? (nextY - o.y) / d.y : kInf;
    const int32_t limit = 2 * (g.width() + g.height()) + 8;
    for (int32_t i = 0; i < limit; ++i) {
        const float t = minf(tx, ty);
        if (t > maxDist) return {};
        const Cell from = cell;
        const bool crossX = tx <= ty, crossY = ty <= tx;  // both: exactly through a lattice corner
        if (crossX) cell.x += sx;
        if (crossY) cell.y += sy;
        if (g.blocked(cell)) {
            Vec2 point;
            Vec2 normal;
            if (crossX && crossY) {
                // The ray touches the two side cells at one point only, never their interiors, so it
                // passes straight into the diagonal cell.
                point = {nextX, nextY};
                normal = cornerNormal(g, from, sx, sy);
            } else if (crossX) {
                point = {nextX, minf(maxf(o.y + d.y * t, float(cell.y)), float(cell.y + 1))};
                normal = {float(-sx), 0.0f};
            } else {
                point = {minf(maxf(o.x + d.x * t, float(cell.x)), float(cell.x + 1)), nextY};
                normal = {0.0f, float(-sy)};
            }
            return cellHit(t, point, normal, cell);
        }
        if (crossX) {
            nextX += float(sx);
            tx = (nextX - o.x) / d.x;
        }
        if (crossY) {
            nextY += float(sy);
            ty = (nextY - o.y) / d.y;
        }
    }
    return {};
}

namespace {

/// A ray from an origin outside a circle, in the origin's frame: m = origin - centre, c = |m|^2 - r^2
/// (double precision: the origin can sit close to the surface, where c cancels). The distance along the
/// unit direction d at which it enters the circle's interior, or a negative value when it does not
/// within maxDist. Shared by the single ray and the fan of rays, so both give the same bits.
double circleEntry(double mx, double my, double c, Vec2 d, float maxDist) {
    const double b = mx * double(d.x) + my * double(d.y);
    if (b >= 0.0) return -1.0;  // outside (or on the surface) and not moving inwards
    if (c == 0.0) return 0.0;   // on the surface, moving in
    const double disc = b * b - c;
    if (disc <= 0.0) return -1.0;                 // misses, or only touches the surface
    const double t = c / (-b + std::sqrt(disc));  // the nearer root, in a form free of cancellation
    return t > double(maxDist) ? -1.0 : t;
}

}  // namespace

RayHit castRay(const Circle& circle, int32_t index, Vec2 origin, Vec2 direction, float maxDist) {
    if (!isFinite(origin) || !isFinite(direction) || !(maxDist >= 0.0f)) return {};
    if (!(circle.radius > 0.0f)) return {};
    const Vec2 d = unitOrZero(direction);
    const double mx = double(origin.x) - double(circle.center.x);
    const double my = double(origin.y) - double(circle.center.y);
    const double r = double(circle.radius);
    const double c = mx * mx + my * my - r * r;
    RayHit h;
    h.circle = index;
    if (c < 0.0) {
        h.kind = HitKind::Circle;
        h.point = origin;
        h.normal = -d;
        h.startedInside = true;
        return h;
    }
    if (maxDist == 0.0f || (d.x == 0.0f && d.y == 0.0f)) return {};
    const double t = circleEntry(mx, my, c, d, maxDist);
    if (t < 0.0) return {};
    const double px = double(origin.x) + double(d.x) * t;
    const double py = double(origin.y) + double(d.y) * t;
    const double nx = px - double(circle.center.x);
    const double ny = py - double(circle.center.y);
    const double len = std::sqrt(nx * nx + ny * ny);
    h.kind = HitKind::Circle;
    h.distance = float(t);
    h.point = {float(px), float(py)};
    h.normal = len > 0.0 ? Vec2(float(nx / len), float(ny / len)) : -d;
    return h;
}

namespace {

/// True when a circle hit replaces the best so far: nearer, or as near with a lower circle index; the
/// grid wins ties.
bool nearer(const RayHit& h, int32_t circle, const RayHit& best) {
    return !best.hit() || h.distance < best.distance ||
           (h.distance == best.distance && best.kind == HitKind::Circle && circle < best.circle);
}

/// Calls consider(i) for the circles a ray can meet: the gathered ones, or along the index, or all.
template <class Consider>
void circlesAlong(const Obstacles& o, Vec2 origin, Vec2 unitDirection, float limit, Consider consider) {
    if (o.near) {
        for (uint32_t k = 0; k < o.nearCount; ++k) consider(o.near[k]);
    } else if (o.index && !o.index->empty() && isFinite(origin) && isFinite(unitDirection) && limit >= 0.0f &&
               (unitDirection.x != 0.0f || unitDirection.y != 0.0f)) {
        o.index->forEachAlong(origin, unitDirection, limit, consider);
    } else if (o.index && !o.index->empty()) {
        o.index->forEachIn(origin, origin, consider);  // a degenerate ray: only a circle containing its origin
    } else {
        for (size_t i = 0; i < o.circles.size(); ++i) consider(int32_t(i));
    }
}

}  // namespace

/// True when no blocked cell (and no space off the grid) lies within a cell of the ray's box: it cannot
/// hit a cell, so the walk can be skipped with the same answer.
bool openCountry(const Obstacles& o, Vec2 origin, Vec2 direction, float maxDistance) {
    if (!o.openCountry || !isFinite(origin) || !isFinite(direction) || !(maxDistance >= 0.0f) || maxDistance > 64.0f)
        return false;
    const Vec2 end = origin + unitOrZero(direction) * maxDistance;
    const Vec2 lo = glm::min(origin, end), hi = glm::max(origin, end);
    if (lo.x < 1.0f || lo.y < 1.0f) return false;  // near the edge: off the grid counts as blocked
    return o.grid.freeBox(int32_t(lo.x) - 1, int32_t(lo.y) - 1, int32_t(hi.x), int32_t(hi.y));
}

RayHit castRay(const Obstacles& o, Vec2 origin, Vec2 direction, float maxDistance) {
    RayHit best =
        openCountry(o, origin, direction, maxDistance) ? RayHit{} : castRay(o.grid, origin, direction, maxDistance);
    // Every circle is tested against the same limit (the grid's hit, or maxDistance) and the nearest wins,
    // ties to the lower index; so the order in which circles are met does not matter, and the index,
    // which only skips circles that cannot be nearer, gives the same answer as testing them all.
    const float limit = best.hit() ? best.distance : maxDistance;
    circlesAlong(o, origin, unitOrZero(direction), limit, [&](int32_t i) {
        const RayHit h = castRay(o.circles[size_t(i)], i, origin, direction, limit);
        if (h.hit() && nearer(h, i, best)) best = h;
        return best.hit() ? best.distance : limit;
    });
    return best;
}

// ---- sensing from inside an obstacle --------------------------------------------------------------

namespace {

/// Distance along the ray at which it first reaches a free cell, starting inside the blocked region, or
/// a negative value when it does not within maxDistance (or never, off the grid).
float blockedExit(const Grid& g, Vec2 o, Vec2 d, float maxDist) {
    const int sx = sign(d.x), sy = sign(d.y);
    Cell cell = cellOf(o);
    float nextX = float(sx > 0 ? cell.x + 1 : cell.x);
    float nextY = float(sy > 0 ? cell.y + 1 : cell.y);
    const int32_t limit = 2 * (g.width() + g.height()) + 8;
    for (int32_t i = 0; i < limit; ++i) {
        const float tx = sx != 0 ? (nextX - o.x) / d.x : kInf;
        const float ty = sy != 0 ? (nextY - o.y) / d.y : kInf;
        const float t = minf(tx, ty);
        if (t > maxDist) return -1.0f;
        if (tx <= ty) {
            cell.x += sx;
            nextX += float(sx);
        }
        if (ty <= tx) {
            cell.y += sy;
            nextY += float(sy);
        }
        if (!g.contains(cell.x, cell.y)) return -1.0f;  // off the grid: blocked for ever
        if (!g.blocked(cell)) return t;
    }
    return -1.0f;
}

}  // namespace

Escape escape(const Obstacles& o, Vec2 p) {
    Escape e;
    if (!isFinite(p)) return e;
    if (o.clearRadius >= 0.0f) {
        const Vec2 from = p - o.clearCenter;
        if (glm::dot(from, from) <= o.clearRadius * o.clearRadius) return e;
    }
    Vec2 sum(0.0f);
    if (insideBlockedRegion(o.grid, p)) {
        e.inside = true;
        sum += nearestFree(o.grid, p).direction;
    }
    auto containing = [&](int32_t i) {
        const Circle& c = o.circles[size_t(i)];
        return glm::length(p - c.center) < c.radius;
    };
    forEachCircleNear(o, p, p, containing, [&](int32_t i) {
        const Vec2 from = p - o.circles[size_t(i)].center;
        const float distance = glm::length(from);
        e.inside = true;
        sum += distance > 0.0f ? from / distance : Vec2(0.0f);
    });
    e.out = unitOrZero(sum);
    return e;
}

RayHit senseCast(const Obstacles& o, Vec2 origin, Vec2 direction, float maxDistance) {
    return senseCast(o, origin, direction, maxDistance, escape(o, origin));
}

RayHit senseCast(const Obstacles& o, Vec2 origin, Vec2 direction, float maxDistance, const Escape& e) {
    if (!e.inside) return castRay(o, origin, direction, maxDistance);
    const Vec2 d = unitOrZero(direction);
    if (!(glm::dot(d, e.out) > 0.0f)) {
        RayHit h;  // deeper into what it is already in
        h.kind = insideBlockedRegion(o.grid, origin) ? HitKind::Cell : HitKind::Circle;
        if (h.kind == HitKind::Circle) {
            // The circle it is in (the lowest index of those it is in): callers read the circle of a circle hit.
            auto containing = [&](int32_t i) {
                const Circle& c = o.circles[size_t(i)];
                return glm::length(origin - c.center) < c.radius;
            };
            forEachCircleNear(o, origin, origin, containing, [&](int32_t i) {
                if (h.circle < 0 || i < h.circle) h.circle = i;
            });
        }
        h.point = origin;
        h.normal = e.out.x == 0.0f && e.out.y == 0.0f ? -d : e.out;
        h.cell = cellOf(origin);
        h.startedInside = true;
        return h;
    }
    // Out of it: skip what the origin is inside of, and report the next entry into anything else.
    RayHit best;
    if (insideBlockedRegion(o.grid, origin)) {
        const float exit = blockedExit(o.grid, origin, d, maxDistance);
        if (exit >= 0.0f) {
            best = castRay(o.grid, origin + d * exit, d, maxDistance - exit);
            if (best.hit()) best.distance += exit;
        }
    } else if (!openCountry(o, origin, d, maxDistance)) {
        best = castRay(o.grid, origin, d, maxDistance);
    }
    const float limit = best.hit() ? best.distance : maxDistance;
    circlesAlong(o, origin, d, limit, [&](int32_t i) {
        const RayHit h = castRay(o.circles[size_t(i)], i, origin, d, limit);
        if (h.hit() && !h.startedInside && nearer(h, i, best)) best = h;
        return best.hit() ? best.distance : limit;
    });
    return best;
}

void senseFan(const Obstacles& o, Vec2 origin, const Escape& from, const Vec2* directions, const float* lengths,
              uint32_t count, float* hits) {
    // An origin inside an obstacle, or too many circles near to gather: ray by ray.
    if (from.inside || !o.near || !isFinite(origin)) {
        for (uint32_t k = 0; k < count; ++k) {
            const RayHit h = senseCast(o, origin, directions[k], lengths[k], from);
            hits[k] = h.hit() ? h.distance : -1.0f;
        }
        return;
    }
    // What the rays share: each near circle in the origin's frame.
    struct Near {
        double mx, my, c;
    };
    std::array<Near, NearCircles::kCapacity> circles;
    uint32_t n = 0;
    for (uint32_t j = 0; j < o.nearCount; ++j) {
        const Circle& k = o.circles[size_t(o.near[j])];
        if (!(k.radius > 0.0f)) continue;
        const double mx = double(origin.x) - double(k.center.x), my = double(origin.y) - double(k.center.y);
        const double r = double(k.radius);
        circles[n++] = {mx, my, mx * mx + my * my - r * r};
    }
    for (uint32_t k = 0; k < count; ++k) {
        const Vec2 d = unitOrZero(directions[k]);  // as castRay(circle) makes it
        const float length = lengths[k];
        float best = -1.0f;
        if (!openCountry(o, origin, directions[k], length)) {
            const RayHit g = castRay(o.grid, origin, directions[k], length);
            if (g.hit()) best = g.distance;
        }
        if (length >= 0.0f && (d.x != 0.0f || d.y != 0.0f)) {
            for (uint32_t j = 0; j < n; ++j) {
                // A circle containing the origin by a hair more than escape() saw: a hit at 0, as castRay.
                const double t = circles[j].c < 0.0 ? 0.0
                                 : length == 0.0f   ? -1.0
                                                  : circleEntry(circles[j].mx, circles[j].my, circles[j].c, d, length);
                if (t >= 0.0 && (best < 0.0f || float(t) < best)) best = float(t);
            }
        }
        hits[k] = best;
    }
}

}  // namespace sidestep
