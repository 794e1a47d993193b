#include "sidestep/world/measures.hpp"

#include <algorithm>
#include <array>
#include <cfloat>
#include <cmath>

#include "sidestep/geometry/collision.hpp"
#include "sidestep/geometry/obstacles.hpp"
#include "sidestep/geometry/raycast.hpp"
#include "sidestep/geometry/small_sort.hpp"

namespace sidestep {

namespace {

Vec2 bodyCenter(const Agent& a) { return a.kind == AgentKind::Grid ? a.position + Vec2(0.5f) : a.position; }

/// Adds to `hits` (unsorted, possibly repeated) every obstacle the body overlaps at c.
void overlapsAt(const Obstacles& o, const BlockedRegions& regions, Vec2 c, float r, std::vector<int32_t>& hits) {
    if (wallClearance(o.grid, c, r) < 0.0f) {
        regions.forEachOverlapping(o.grid, c, r, 0.0f, [&](int32_t label) { hits.push_back(regionObstacle(label)); });
    }
    auto overlapping = [&](int32_t i) { return glm::length(c - o.circles[size_t(i)].center) < o.circles[size_t(i)].radius + r; };
    forEachCircleNear(o, c - Vec2(r), c + Vec2(r), overlapping, [&](int32_t i) { hits.push_back(i); });
}

/// The episode with an obstacle ends once the body is clear of it by at least the tolerance (or it is gone).
/// `near`: the regions within the tolerance of the body, sorted (filled on first use).
bool cleared(const Obstacles& o, const BlockedRegions& regions, int32_t obstacle, Vec2 c, float r, std::vector<int32_t>& near,
             bool& nearFound) {
    if (obstacle == kGoneObstacle) return true;
    if (obstacle < 0) {
        if (!nearFound) {
            near.clear();
            regions.forEachOverlapping(o.grid, c, r, kContactTolerance, [&](int32_t label) { near.push_back(regionObstacle(label)); });
            nearFound = true;
        }
        return std::find(near.begin(), near.end(), obstacle) == near.end();
    }
    if (size_t(obstacle) >= o.circles.size()) return true;
    const Circle& k = o.circles[size_t(obstacle)];
    return !(glm::length(c - k.center) - k.radius - r < kContactTolerance);
}

}  // namespace

void keepCollisions(Episodes& episodes, Agent& a, int32_t self) {
    size_t first = 0, last = 0;
    episodes.takeOpen(self, first, last);
    for (size_t k = first; k < last; ++k) episodes.keepCollision(self, episodes.previous()[k].other);
    a.openCollisions = uint32_t(last - first);
}

float measureObstacles(const Obstacles& o, const BlockedRegions& regions, Agent& a, int32_t self, Vec2 before, float dt,
                       bool first, Episodes& episodes, MeasureScratch& scratch) {
    const Vec2 end = bodyCenter(a);
    const Vec2 start = a.kind == AgentKind::Grid ? before + Vec2(0.5f) : before;
    const float endGap = clearance(o, end, a.radius);
    float gap = endGap;  // the smallest over the sweep
    int32_t samples = 1, inContact = endGap < 0.0f ? 1 : 0;  // points along the move, the end included
    std::vector<int32_t>& hits = scratch.hits;
    hits.clear();
    if (hits.capacity() < 256) hits.reserve(256), scratch.near.reserve(256);
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
    smallSort(hits.begin(), hits.end());
    hits.erase(std::unique(hits.begin(), hits.end()), hits.end());
    // Merge the episodes open before the step with the obstacles met in it (both sorted): a new one begins,
    // and every one ends once the body is clear of it again (a swept move can do both in one step).
    size_t from = 0, to = 0;
    episodes.takeOpen(self, from, to);
    const std::vector<Episode>& open = episodes.previous();
    bool nearFound = false;
    uint32_t still = 0;
    auto settle = [&](int32_t obstacle, bool wasOpen, bool met) {
        if (met && !wasOpen) {
            a.collisions += 1;
            episodes.noteChange(self, obstacle, EpisodeChangeKind::CollisionBegin);
        }
        if (cleared(o, regions, obstacle, end, a.radius, scratch.near, nearFound)) {
            episodes.noteChange(self, obstacle, EpisodeChangeKind::CollisionEnd);
        } else {
            episodes.keepCollision(self, obstacle);
            ++still;
        }
    };
    size_t k = from, m = 0;
    while (k < to || m < hits.size()) {
        if (m == hits.size() || (k < to && open[k].other < hits[m])) settle(open[k++].other, true, false);
        else if (k == to || hits[m] < open[k].other) settle(hits[m++], false, true);
        else settle(open[k++].other, true, true), ++m;
    }
    a.openCollisions = still;
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
                          int32_t height, float dt, bool withoutArrived, Episodes& episodes, MeasureScratch& scratch) {
    auto gone = [&](const Agent& a) { return withoutArrived && a.stop == StopReason::Reached; };
    auto startOf = [&](size_t i) { return i < starts.size() ? starts[i] : agents[i].position; };
    size_t continuous = 0;
    float longestMove = 0.0f;  // a pair can meet within the step only this much beyond touching at its end
    for (size_t i = 0; i < agents.size(); ++i) {
        agents[i].openContacts = 0;
        if (gone(agents[i])) agents[i].touchingAgent = 0;
        if (agents[i].kind != AgentKind::Continuous || gone(agents[i])) continue;
        ++continuous;
        longestMove = maxf(longestMove, glm::length(agents[i].position - startOf(i)));
    }
    std::vector<Episode>& met = scratch.pairs;  // pairs (i < j) whose bodies overlapped within the step
    met.clear();
    const size_t room = 2 * agents.size() + 16;  // kept between steps: a step allocates nothing in all but the densest scenes
    if (met.capacity() < room) met.reserve(2 * room);
    if (scratch.nextPairs.capacity() < room) scratch.nextPairs.reserve(2 * room);
    if (continuous >= 2) index.build(agents, width, height, withoutArrived);
    for (size_t i = 0; continuous >= 2 && i < agents.size(); ++i) {
        Agent& a = agents[i];
        if (a.kind != AgentKind::Continuous || gone(a)) {
            a.touchingAgent = 0;
            continue;
        }
        const Vec2 a0 = startOf(i);
        const float range =
            a.radius + index.maxRadius() + kContactTolerance + glm::length(a.position - a0) + longestMove;
        float gap = kContactTolerance + 1.0f;  // the smallest gap to another body at the step's end, if within reach
        float closest = gap;                   // the smallest anywhere within the step
        float share = 0.0f;                    // of the step spent overlapping another body, when clear at its end
        const size_t metBefore = met.size();
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
            if (nearest < 0.0f && size_t(j) > i) met.push_back({int32_t(i), j});
        });
        smallSort(met.begin() + long(metBefore), met.end());
        const bool touching = gap < 0.0f;
        a.touchingAgent = touching ? 1u : 0u;
        if (closest < 0.0f) {
            a.agentContactTime += touching ? dt : dt * share;
            a.agentPenetration = maxf(a.agentPenetration, -closest);
        }
    }
    // Merge the pairs in contact before the step with those that met in it (both sorted): a new one begins
    // for both agents, and every one ends once the two bodies are clear by at least the tolerance.
    std::vector<Episode>& next = scratch.nextPairs;
    next.clear();
    const std::vector<Episode>& open = episodes.openContacts();
    auto settle = [&](Episode e, bool wasOpen, bool began) {
        Agent& a = agents[size_t(e.agent)];
        Agent& b = agents[size_t(e.other)];
        if (began && !wasOpen) {
            a.agentContacts += 1;
            b.agentContacts += 1;
            episodes.contactBegun();
            episodes.noteChange(e.agent, e.other, EpisodeChangeKind::ContactBegin);
        }
        if (gone(a) || gone(b) || !(glm::length(b.position - a.position) - a.radius - b.radius < kContactTolerance)) {
            episodes.noteChange(e.agent, e.other, EpisodeChangeKind::ContactEnd);
        } else {
            next.push_back(e);
            a.openContacts += 1;
            b.openContacts += 1;
        }
    };
    size_t k = 0, m = 0;
    while (k < open.size() || m < met.size()) {
        if (m == met.size() || (k < open.size() && open[k] < met[m])) settle(open[k++], true, false);
        else if (k == open.size() || met[m] < open[k]) settle(met[m++], false, true);
        else settle(open[k++], true, true), ++m;
    }
    episodes.openContacts().swap(next);
    return continuous >= 2;
}

}  // namespace sidestep
