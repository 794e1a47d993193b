#include "sidestep/behaviors/orca_program.hpp"

#include <array>
#include <cmath>

namespace sidestep {

namespace {

float det(Vec2 a, Vec2 b) { return a.x * b.y - a.y * b.x; }

/// Lines whose directions' cross product is this small are taken as parallel.
constexpr float kParallel = 1e-6f;

/// What to optimise: the distance to a point, or the extent along a direction.
struct Objective {
    Vec2 target{0.0f, 0.0f};
    bool direction = false;
};

/// The 1D problem on line i: its best point inside lines[0 .. i) and the disc. False when there is none.
/// `limiter`: the earlier line that ended it there, -2 the disc, -1 nothing (the objective's own optimum).
bool onLine(const OrcaLine* lines, uint32_t i, float maxSpeed, const Objective& goal, Vec2& result, int32_t& limiter) {
    const Vec2 p = lines[i].point, d = lines[i].direction;
    // Where the line crosses the disc: |p + t d|^2 = maxSpeed^2.
    const float along = glm::dot(p, d);
    const float discriminant = along * along + maxSpeed * maxSpeed - glm::dot(p, p);
    if (discriminant < 0.0f) return false;  // the line misses the disc
    const float root = std::sqrt(discriminant);
    float lo = -along - root, hi = -along + root;
    int32_t loBy = -2, hiBy = -2;
    for (uint32_t j = 0; j < i; ++j) {
        // Line j allows det(dj, p + t d - pj) >= 0, i.e. num + t * den >= 0.
        const float num = det(lines[j].direction, p - lines[j].point);
        const float den = det(lines[j].direction, d);
        if (std::fabs(den) <= kParallel) {
            if (num < 0.0f) return false;  // parallel, and all of line i is outside line j
            continue;
        }
        const float t = -num / den;
        if (den > 0.0f) {
            if (t > lo) lo = t, loBy = int32_t(j);
        } else if (t < hi) {
            hi = t, hiBy = int32_t(j);
        }
        if (lo > hi) return false;
    }
    float t;
    if (goal.direction) {
        const bool forward = glm::dot(goal.target, d) > 0.0f;
        t = forward ? hi : lo;
        limiter = forward ? hiBy : loBy;
    } else {
        t = glm::dot(d, goal.target - p);
        limiter = -1;
        if (t < lo)
            t = lo, limiter = loBy;
        else if (t > hi)
            t = hi, limiter = hiBy;
    }
    result = p + d * t;
    return true;
}

PlanarResult solve(const OrcaLine* lines, uint32_t count, float maxSpeed, const Objective& goal) {
    PlanarResult r;
    if (goal.direction) {
        r.velocity = goal.target * maxSpeed;
        r.onDisc = true;
    } else {
        const float size = glm::length(goal.target);
        r.onDisc = size > maxSpeed;
        r.velocity = r.onDisc ? goal.target * (maxSpeed / size) : goal.target;
    }
    for (uint32_t i = 0; i < count; ++i) {
        if (!(det(lines[i].direction, r.velocity - lines[i].point) < 0.0f)) continue;  // satisfied: it stays
        Vec2 moved;
        int32_t limiter = -1;
        if (!onLine(lines, i, maxSpeed, goal, moved, limiter)) {
            r.failedAt = i;
            return r;
        }
        r.velocity = moved;
        r.binding = int32_t(i);
        r.bindingAlso = limiter >= 0 ? limiter : -1;
        r.onDisc = limiter == -2;
    }
    r.failedAt = count;
    return r;
}

}  // namespace

PlanarResult closestAllowed(const OrcaLine* lines, uint32_t count, float maxSpeed, Vec2 preferred) {
    return solve(lines, count, maxSpeed, Objective{preferred, false});
}

PlanarResult furthestAllowed(const OrcaLine* lines, uint32_t count, float maxSpeed, Vec2 direction) {
    return solve(lines, count, maxSpeed, Objective{direction, true});
}

FallbackResult leastViolation(const OrcaLine* lines, uint32_t count, uint32_t firstSoft, uint32_t start, float maxSpeed,
                              Vec2 velocity) {
    FallbackResult r;
    r.velocity = velocity;
    float worst = 0.0f;
    std::array<OrcaLine, kMaxOrcaLines> projected{};
    if (count > kMaxOrcaLines) count = kMaxOrcaLines;
    for (uint32_t i = start; i < count; ++i) {
        const OrcaLine& line = lines[i];
        if (!(-det(line.direction, r.velocity - line.point) > worst)) continue;
        // The hard lines as they are.
        uint32_t n = 0;
        for (uint32_t j = 0; j < firstSoft && j < i; ++j) projected[n++] = lines[j];
        // For each earlier soft line j: violation_j(v) <= violation_i(v), i.e.
        // det(dj - di, v) >= det(dj, pj) - det(di, pi): a half-plane with direction dj - di.
        for (uint32_t j = firstSoft; j < i; ++j) {
            const Vec2 e = lines[j].direction - line.direction;
            const float size = glm::length(e);
            // Same direction: j's violation differs from i's by a constant, and i is the worse one here.
            if (!(size > kParallel)) continue;
            const Vec2 unit = e / size;
            const float c = (det(lines[j].direction, lines[j].point) - det(line.direction, line.point)) / size;
            OrcaLine bisector;
            bisector.direction = unit;
            bisector.point = Vec2(-unit.y, unit.x) * c;  // det(unit, point) = c
            projected[n++] = bisector;
        }
        // Maximise line i's side: its normal.
        const PlanarResult best =
            furthestAllowed(projected.data(), n, maxSpeed, Vec2(-line.direction.y, line.direction.x));
        // Infeasible only by rounding (the current velocity satisfies every projected line): keep it.
        if (best.failedAt == n) r.velocity = best.velocity;
        worst = maxf(worst, -det(line.direction, r.velocity - line.point));
        r.binding = int32_t(i);
    }
    r.violation = worst;
    return r;
}

}  // namespace sidestep
