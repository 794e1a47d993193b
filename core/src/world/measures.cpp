#include "sidestep/world/measures.hpp"

#include <array>
#include <cfloat>
#include <cmath>

#include "sidestep/geometry/collision.hpp"
#include "sidestep/geometry/obstacles.hpp"
#include "sidestep/geometry/raycast.hpp"

namespace sidestep {

namespace {

Vec2 bodyCenter(const Agent& a) { return a.kind == AgentKind::Grid ? a.position + Vec2(0.5f) : a.position; }

/// The walls: the grid's blocked cells and the space off the grid, counted as one obstacle.
constexpr int32_t kWalls = -2;

/// The obstacles a body overlaps somewhere along one move: the walls, and up to 8 circles.
struct Overlaps {
    bool walls = false;
    std::array<int32_t, 8> circles{};
    uint32_t count = 0;
    void add(int32_t i) {
        for (uint32_t k = 0; k < count; ++k) {
            if (circles[k] == i) return;
        }
        if (count < circles.size()) circles[count++] = i;
    }
};

void overlapsAt(const Obstacles& o, Vec2 c, float r, Overlaps& out) {
    if (wallClearance(o.grid, c, r) < 0.0f) out.walls = true;
    auto overlapping = [&](int32_t i) { return glm::length(c - o.circles[size_t(i)].center) < o.circles[size_t(i)].radius + r; };
    forEachCircleNear(o, c - Vec2(r), c + Vec2(r), overlapping, [&](int32_t i) { out.add(i); });
}

/// A collision with an obstacle begins when the body overlaps it outside an episode with it already.
void begin(Agent& a, int32_t obstacle) {
    for (const int32_t t : a.touching) {
        if (t == obstacle) return;
    }
    a.collisions += 1;
    for (int32_t& t : a.touching) {
        if (t == -1) {
            t = obstacle;
            return;
        }
    }
    // More than four obstacles at once: the others' episodes are not tracked and do not count again.
}

/// The episode with an obstacle ends once the body is clear of it by the tolerance (or it is gone).
bool cleared(const Obstacles& o, int32_t obstacle, Vec2 c, float r) {
    if (obstacle == kWalls) return wallClearance(o.grid, c, r) > kContactTolerance;
    if (obstacle < 0 || size_t(obstacle) >= o.circles.size()) return true;
    const Circle& k = o.circles[size_t(obstacle)];
    return glm::length(c - k.center) - k.radius - r > kContactTolerance;
}

}  // namespace

float measureObstacles(const Obstacles& o, Agent& a, Vec2 before, float dt, bool first) {
    const Vec2 end = bodyCenter(a);
    const Vec2 start = a.kind == AgentKind::Grid ? before + Vec2(0.5f) : before;
    const float endGap = clearance(o, end, a.radius);
    float gap = endGap;  // the smallest over the sweep
    int32_t samples = 1, inContact = endGap < 0.0f ? 1 : 0;  // points along the move, the end included
    Overlaps hit;
    if (endGap < 0.0f) overlapsAt(o, end, a.radius, hit);
    const Vec2 move = end - start;
    const float distance = glm::length(move);
    if (a.kind == AgentKind::Continuous && distance > kSweepFraction * a.radius && std::isfinite(distance)) {
        samples = int32_t(minf(float(kMaxSweepSamples), std::ceil(distance / (kSweepFraction * a.radius))));
        for (int32_t k = 1; k < samples; ++k) {
            const Vec2 p = start + move * (float(k) / float(samples));
            const float g = clearance(o, p, a.radius);
            gap = minf(gap, g);
            if (g < 0.0f) {
                ++inContact;
                overlapsAt(o, p, a.radius, hit);
            }
        }
        // The centre itself crossed an obstacle between samples: the body was in it at least a radius deep.
        const RayHit h = castRay(o, start, move, distance);
        if (h.hit() && !h.startedInside) {
            if (h.kind == HitKind::Circle) hit.add(h.circle);
            else hit.walls = true;
            if (gap > -a.radius) {
                gap = -a.radius;
                inContact = inContact > 0 ? inContact : 1;
            }
        }
    }
    if (hit.walls) begin(a, kWalls);
    for (uint32_t k = 0; k < hit.count; ++k) begin(a, hit.circles[k]);
    for (int32_t& t : a.touching) {
        if (t != -1 && cleared(o, t, end, a.radius)) t = -1;
    }
    a.overlapping = endGap < 0.0f ? 1u : 0u;
    if (gap < 0.0f) {
        a.contactTime += dt * float(inContact) / float(samples);  // the part of the step spent in contact
        a.penetration = maxf(a.penetration, -gap);
    }
    a.minClearance = first ? gap : minf(a.minClearance, gap);
    return endGap;
}

namespace {

/// A relative position or motion in double precision: the difference of two float positions is exact
/// there, so an exact touch between steps never reads as an overlap by a float rounding.
struct Rel {
    double x, y;
};
Rel rel(Vec2 to, Vec2 from) { return {double(to.x) - double(from.x), double(to.y) - double(from.y)}; }

/// The largest coordinate of four points, at least 1 (for the float resolution of their positions).
float coordinateSize(Vec2 a, Vec2 b, Vec2 c, Vec2 d) {
    float m = 1.0f;
    for (const Vec2 p : {a, b, c, d}) m = maxf(m, maxf(std::fabs(p.x), std::fabs(p.y)));
    return m;
}

/// The share of a step, in [0, 1], during which two bodies whose relative position moves from d0 by m
/// (d0 + m s, s in [0, 1]) are closer than reach: the part of [0, 1] where |d0 + m s|^2 < reach^2.
float overlapShare(Rel d0, Rel m, double reach) {
    const double a = m.x * m.x + m.y * m.y;
    const double b = d0.x * m.x + d0.y * m.y;
    const double c = d0.x * d0.x + d0.y * d0.y - reach * reach;
    if (a <= 0.0) return c < 0.0 ? 1.0f : 0.0f;
    const double disc = b * b - a * c;
    if (disc <= 0.0) return 0.0f;
    const double root = std::sqrt(disc);
    const double s0 = (-b - root) / a, s1 = (-b + root) / a;
    return float(std::fmax(0.0, std::fmin(1.0, s1) - std::fmax(0.0, s0)));
}

}  // namespace

bool measureAgentContacts(std::vector<Agent>& agents, const std::vector<Vec2>& starts, AgentIndex& index, int32_t width,
                          int32_t height, float dt) {
    auto startOf = [&](size_t i) { return i < starts.size() ? starts[i] : agents[i].position; };
    size_t continuous = 0;
    float longestMove = 0.0f;  // a pair can meet within the step only this much beyond touching at its end
    for (size_t i = 0; i < agents.size(); ++i) {
        if (agents[i].kind != AgentKind::Continuous) continue;
        ++continuous;
        longestMove = maxf(longestMove, glm::length(agents[i].position - startOf(i)));
    }
    if (continuous < 2) return false;
    index.build(agents, width, height);
    for (size_t i = 0; i < agents.size(); ++i) {
        Agent& a = agents[i];
        if (a.kind != AgentKind::Continuous) continue;
        const Vec2 a0 = startOf(i);
        const float range =
            a.radius + index.maxRadius() + kContactTolerance + glm::length(a.position - a0) + longestMove;
        float gap = kContactTolerance + 1.0f;  // the smallest gap to another body at the step's end, if within reach
        float closest = gap;                   // the smallest anywhere within the step
        float share = 0.0f;                    // of the step spent overlapping another body, when clear at its end
        index.forEachNear(a.position, range, [&](int32_t j) {
            if (size_t(j) == i) return;
            const Agent& o = agents[size_t(j)];
            const float reach = a.radius + o.radius;
            const float end = glm::length(o.position - a.position) - reach;
            gap = minf(gap, end);
            // Relative to a, in double: where o was at the start, and how it moved against a during the step
            // (for the pair seen from o every number is negated exactly, so both see the same closest approach).
            const Rel d0 = rel(startOf(size_t(j)), a0), d1 = rel(o.position, a.position);
            const Rel m{d1.x - d0.x, d1.y - d0.y};
            const double mm = m.x * m.x + m.y * m.y;
            const double s = mm > 0.0 ? std::fmin(1.0, std::fmax(0.0, -(d0.x * m.x + d0.y * m.y) / mm)) : 0.0;
            const double px = d0.x + m.x * s, py = d0.y + m.y * s;
            // Between the steps' float positions, a dip shallower than their own resolution (a few float
            // steps of the coordinates) is rounding, not an overlap: ORCA brings bodies to exactly touching.
            const double between = std::sqrt(px * px + py * py) - double(reach);
            const double resolution =
                4.0 * double(FLT_EPSILON) * double(coordinateSize(a0, a.position, startOf(size_t(j)), o.position));
            const float nearest = minf(between < -resolution ? float(between) : maxf(0.0f, float(between)), end);
            closest = minf(closest, nearest);
            if (nearest < 0.0f && !(end < 0.0f)) share = maxf(share, overlapShare(d0, m, double(reach)));
        });
        const bool touching = gap < 0.0f;
        if (closest < 0.0f && a.agentClear) {
            a.agentContacts += 1;
            a.agentClear = 0;
        }
        if (gap > kContactTolerance) a.agentClear = 1;
        a.touchingAgent = touching ? 1u : 0u;
        if (closest < 0.0f) {
            a.agentContactTime += touching ? dt : dt * share;
            a.agentPenetration = maxf(a.agentPenetration, -closest);
        }
    }
    return true;
}

}  // namespace sidestep
