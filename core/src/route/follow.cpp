#include "sidestep/route/follow.hpp"

#include <cmath>
#include <utility>

#include "sidestep/route/clearance.hpp"

namespace sidestep {

uint32_t advanceWaypoint(const Obstacles& o, const std::vector<Vec2>& waypoints, uint32_t next, Vec2 position,
                         float radius, float reach, uint32_t lookAhead) {
    if (waypoints.empty()) return 0;
    const uint32_t last = uint32_t(waypoints.size() - 1);
    if (next > last) next = last;
    while (next < last && glm::length(waypoints[next] - position) <= reach) ++next;
    // A later waypoint in view: the ones between are not needed (the line to it is clear).
    const float room = std::fmin(radius, 0.999f * pointClearance(o, position, radius));
    if (!(room > 0.0f)) return next;
    uint32_t furthest = next;
    for (uint32_t k = next + 1; k <= last && k - next <= lookAhead; ++k) {
        if (capsuleClear(o, position, waypoints[k], room)) furthest = k;
    }
    return furthest;
}

float distanceToLeg(const std::vector<Vec2>& waypoints, Vec2 start, uint32_t next, Vec2 position) {
    if (waypoints.empty()) return 0.0f;
    if (next >= waypoints.size()) next = uint32_t(waypoints.size() - 1);
    const Vec2 a = next == 0 ? start : waypoints[next - 1], b = waypoints[next];
    const Vec2 e = b - a;
    const float e2 = glm::dot(e, e);
    float t = e2 > 0.0f ? glm::dot(position - a, e) / e2 : 0.0f;
    t = t < 0.0f ? 0.0f : (t > 1.0f ? 1.0f : t);
    return glm::length(a + e * t - position);
}

namespace {

/// The larger t at which origin + t * direction is at `radius` from `centre`; -1 when the line misses.
float discExit(Vec2 centre, float radius, Vec2 origin, Vec2 direction) {
    const Vec2 o = origin - centre;
    const float b = glm::dot(o, direction), c = glm::dot(o, o) - radius * radius;
    const float d = b * b - c;
    return d >= 0.0f ? -b + std::sqrt(d) : -1.0f;
}

}  // namespace

float corridorReach(Vec2 from, Vec2 to, float radius, Vec2 origin, Vec2 direction, float length) {
    // The capsule is convex: the line meets it in one interval, whose far end is the furthest of the far ends
    // of the line's intervals in its three parts (the two end discs and the band between them).
    float exit = std::fmax(discExit(from, radius, origin, direction), discExit(to, radius, origin, direction));
    const Vec2 e = to - from;
    const float span = glm::length(e);
    if (span > 0.0f) {
        const Vec2 u = e / span, n{-u.y, u.x};
        const Vec2 o = origin - from;
        float lo = -1e30f, hi = 1e30f;
        const auto slab = [&](float at, float along, float min, float max) {
            if (along == 0.0f) {
                if (at < min || at > max) hi = -1e30f;
                return;
            }
            float t0 = (min - at) / along, t1 = (max - at) / along;
            if (t0 > t1) std::swap(t0, t1);
            lo = std::fmax(lo, t0);
            hi = std::fmin(hi, t1);
        };
        slab(glm::dot(o, u), glm::dot(direction, u), 0.0f, span);
        slab(glm::dot(o, n), glm::dot(direction, n), -radius, radius);
        if (lo <= hi) exit = std::fmax(exit, hi);
    }
    return std::fmin(length, std::fmax(0.0f, exit));
}

bool routeBlocked(const Obstacles& o, const std::vector<Vec2>& waypoints, uint32_t next, Vec2 position, float radius) {
    if (waypoints.empty() || next >= waypoints.size()) return false;
    // As the planner plans them: the first line with the room the body has where it stands, the last with
    // the room at the goal (which may be nearer an obstacle than the radius), the others with the radius.
    const auto room = [&](Vec2 p) { return std::fmin(radius, 0.999f * pointClearance(o, p, radius)); };
    const float here = room(position), atGoal = room(waypoints.back());
    if (!(here > 0.0f)) return true;
    Vec2 from = position;
    for (size_t k = next; k < waypoints.size(); ++k) {
        float r = k == next ? here : radius;
        if (k + 1 == waypoints.size()) r = std::fmin(r, atGoal);
        if (!capsuleClear(o, from, waypoints[k], r)) return true;
        from = waypoints[k];
    }
    return false;
}

}  // namespace sidestep
