#include "sidestep/world/measures.hpp"

#include <algorithm>
#include <array>
#include <cfloat>
#include <cmath>

#include "sidestep/geometry/collision.hpp"
#include "sidestep/geometry/obstacles.hpp"
#include "sidestep/geometry/raycast.hpp"
#include "sidestep/geometry/small_sort.hpp"
#include "sidestep/world/agent_index_parts.hpp"
#include "sidestep/world/workers.hpp"

namespace sidestep {

namespace {

Vec2 bodyCenter(const Agent& a) { return a.kind == AgentKind::Grid ? a.position + Vec2(0.5f) : a.position; }

/// Adds to `hits` (unsorted, possibly repeated) every obstacle the body overlaps at c.
void overlapsAt(const Obstacles& o, const BlockedRegions& regions, Vec2 c, float r, std::vector<int32_t>& hits) {
    if (wallClearance(o.grid, c, r) < 0.0f) {
        regions.forEachOverlapping(o.grid, c, r, 0.0f, [&](int32_t label) { hits.push_back(regionObstacle(label)); });
    }
    auto overlapping = [&](int32_t i) {
        return glm::length(c - o.circles[size_t(i)].center) < o.circles[size_t(i)].radius + r;
    };
    forEachCircleNear(o, c - Vec2(r), c + Vec2(r), overlapping, [&](int32_t i) { hits.push_back(i); });
}

}  // namespace

float sweepObstacles(const Obstacles& o, const BlockedRegions& regions, Agent& a, Vec2 before, float dt, bool first,
                     std::vector<int32_t>& hits) {
    const Vec2 end = bodyCenter(a);
    const Vec2 start = a.kind == AgentKind::Grid ? before + Vec2(0.5f) : before;
    const float endGap = clearance(o, end, a.radius);
    float gap = endGap;                                      // the smallest over the sweep
    int32_t samples = 1, inContact = endGap < 0.0f ? 1 : 0;  // points along the move, the end included
    const size_t from = hits.size();
    if (hits.capacity() < from + 256) hits.reserve(2 * (from + 256));
    if (endGap < 0.0f) overlapsAt(o, regions, end, a.radius, hits);
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
                overlapsAt(o, regions, p, a.radius, hits);
            }
        }
        // The centre itself crossed an obstacle between samples: the body was in it at least a radius deep.
        const RayHit h = castRay(o, start, move, distance);
        if (h.hit() && !h.startedInside) {
            hits.push_back(h.kind == HitKind::Circle ? h.circle : regionObstacle(regions.at(h.cell.x, h.cell.y)));
            if (gap > -a.radius) {
                gap = -a.radius;
                inContact = inContact > 0 ? inContact : 1;
            }
        }
    }
    smallSort(hits.begin() + std::ptrdiff_t(from), hits.end());
    hits.erase(std::unique(hits.begin() + std::ptrdiff_t(from), hits.end()), hits.end());
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

bool prepareContacts(std::vector<Agent>& agents, const std::vector<Vec2>& starts, AgentIndex& index, int32_t width,
                     int32_t height, bool withoutArrived, ContactPass& pass) {
    auto gone = [&](const Agent& a) { return withoutArrived && a.stop == StopReason::Reached; };
    pass.found.resize(agents.size());
    // Each agent on its own, on the workers; per worker, the continuous agents it saw and their longest move (a
    // pair can meet within the step only this much beyond touching at its end). A sum and a largest value: the
    // same whichever worker took whichever agents.
    size_t continuous[kMaxThreads] = {};
    float longest[kMaxThreads] = {};
    auto clear = [&](size_t begin, size_t end, unsigned worker) {
        for (size_t i = begin; i < end; ++i) {
            Agent& a = agents[i];
            a.openContacts = 0;
            pass.found[i].count = 0;  // (an agent left out of the index met no one)
            if (gone(a)) a.touchingAgent = 0;
            if (a.kind != AgentKind::Continuous || gone(a)) continue;
            ++continuous[worker];
            const Vec2 start = i < starts.size() ? starts[i] : a.position;
            longest[worker] = maxf(longest[worker], glm::length(a.position - start));
        }
    };
    sharedWorkers().forEach(agents.size(), cheapPerThread(), clear);
    pass.longestMove = 0.0f;
    size_t indexed = 0;
    for (unsigned w = 0; w < kMaxThreads; ++w)
        indexed += continuous[w], pass.longestMove = maxf(pass.longestMove, longest[w]);
    pass.indexed = indexed >= 2;
    if (!pass.indexed) return false;
    buildAgentIndex(index, agents, width, height, withoutArrived);
    // Each indexed body's position, start and radius by slot, together: a query then reads no agent's record
    // (and threads measuring agents never read what another writes), one cache line for a few neighbours.
    const AgentIndex::Bodies columns = index.bodies();
    pass.bodies.resize(index.size());
    auto fill = [&](size_t begin, size_t end, unsigned) {
        for (size_t k = begin; k < end; ++k) {
            const size_t j = size_t(columns.agent[k]);
            const Vec2 start = j < starts.size() ? starts[j] : agents[j].position;
            pass.bodies[k] = {columns.x[k], columns.y[k], start.x, start.y, columns.radius[k], int32_t(j)};
        }
    };
    sharedWorkers().forEach(pass.bodies.size(), cheapPerThread(), fill);
    return true;
}

void measureContactsAt(const AgentIndex& index, ContactPass& pass, size_t slot, unsigned worker,
                       std::vector<Episode>& met) {
    const ContactPass::Body& a = pass.bodies[slot];
    const size_t i = size_t(a.agent);
    const Vec2 position{a.x, a.y}, a0{a.startX, a.startY};
    const float range =
        a.radius + index.maxRadius() + kContactTolerance + glm::length(position - a0) + pass.longestMove;
    float gap = kContactTolerance + 1.0f;  // the smallest gap to another body at the step's end, if within reach
    float closest = gap;                   // the smallest anywhere within the step
    float share = 0.0f;                    // of the step spent overlapping another body, when clear at its end
    const size_t firstPair = met.size();
    index.forEachRunNear(position, range, [&](int32_t first, int32_t last) {
        for (size_t k = size_t(first); k < size_t(last); ++k) {
            const ContactPass::Body& o = pass.bodies[k];
            const int32_t j = o.agent;
            if (size_t(j) == i) continue;
            const Vec2 oPosition{o.x, o.y}, oStart{o.startX, o.startY};
            const float reach = a.radius + o.radius;
            const float end = glm::length(oPosition - position) - reach;
            gap = minf(gap, end);
            // Relative to a, in double: where o was at the start, and how it moved against a during the step
            // (for the pair seen from o every number is negated exactly, so both see the same closest approach).
            const Rel d0 = rel(oStart, a0), d1 = rel(oPosition, position);
            const Rel m{d1.x - d0.x, d1.y - d0.y};
            const double mm = m.x * m.x + m.y * m.y;
            const double s = mm > 0.0 ? std::fmin(1.0, std::fmax(0.0, -(d0.x * m.x + d0.y * m.y) / mm)) : 0.0;
            const double px = d0.x + m.x * s, py = d0.y + m.y * s;
            // Between the steps' float positions, a dip shallower than their own resolution (a few float
            // steps of the coordinates) is rounding, not an overlap: ORCA brings bodies to exactly touching.
            const double between = std::sqrt(px * px + py * py) - double(reach);
            const double resolution =
                4.0 * double(FLT_EPSILON) * double(coordinateSize(a0, position, oStart, oPosition));
            const float nearest = minf(between < -resolution ? float(between) : maxf(0.0f, float(between)), end);
            closest = minf(closest, nearest);
            if (nearest < 0.0f && !(end < 0.0f)) share = maxf(share, overlapShare(d0, m, double(reach)));
            if (nearest < 0.0f && size_t(j) > i) met.push_back({int32_t(i), j});
        }
    });
    pass.found[i] = {
        closest, share, gap < 0.0f ? 1u : 0u, worker, uint32_t(firstPair), uint32_t(met.size() - firstPair)};
}

void applyContacts(Agent& a, size_t i, const ContactPass& pass, float dt, bool withoutArrived) {
    if (!measuredContacts(a, withoutArrived)) {
        a.touchingAgent = 0;
        return;
    }
    const ContactPass::Found& f = pass.found[i];
    a.touchingAgent = f.touching;
    if (f.closest < 0.0f) {
        a.agentContactTime += f.touching ? dt : dt * f.share;
        a.agentPenetration = maxf(a.agentPenetration, -f.closest);
    }
}

}  // namespace sidestep
