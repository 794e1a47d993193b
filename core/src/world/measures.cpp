#include "sidestep/world/measures.hpp"

#include <cmath>

#include "sidestep/geometry/collision.hpp"
#include "sidestep/geometry/raycast.hpp"

namespace sidestep {

namespace {

Vec2 bodyCenter(const Agent& a) { return a.kind == AgentKind::Grid ? a.position + Vec2(0.5f) : a.position; }

}  // namespace

void measureObstacles(const Obstacles& o, Agent& a, Vec2 before, float dt, bool first) {
    const Vec2 end = bodyCenter(a);
    const Vec2 start = a.kind == AgentKind::Grid ? before + Vec2(0.5f) : before;
    const float endGap = clearance(o, end, a.radius);
    float gap = endGap;  // the smallest over the sweep
    int32_t samples = 1, inContact = endGap < 0.0f ? 1 : 0;  // points along the move, the end included
    const Vec2 move = end - start;
    const float distance = glm::length(move);
    if (a.kind == AgentKind::Continuous && distance > kSweepFraction * a.radius && std::isfinite(distance)) {
        samples = int32_t(std::fmin(float(kMaxSweepSamples), std::ceil(distance / (kSweepFraction * a.radius))));
        for (int32_t k = 1; k < samples; ++k) {
            const float g = clearance(o, start + move * (float(k) / float(samples)), a.radius);
            gap = std::fmin(gap, g);
            inContact += g < 0.0f ? 1 : 0;
        }
        // The centre itself crossed an obstacle between samples: the body was in it at least a radius deep.
        const RayHit h = castRay(o, start, move, distance);
        if (h.hit() && !h.startedInside && gap > -a.radius) {
            gap = -a.radius;
            inContact = inContact > 0 ? inContact : 1;
        }
    }
    const bool touched = gap < 0.0f;
    if (touched && a.obstacleClear) {
        a.collisions += 1;
        a.obstacleClear = 0;
    }
    if (endGap > kContactTolerance) a.obstacleClear = 1;
    a.overlapping = endGap < 0.0f ? 1u : 0u;
    if (touched) {
        a.contactTime += dt * float(inContact) / float(samples);  // the part of the step spent in contact
        a.penetration = std::fmax(a.penetration, -gap);
    }
    a.minClearance = first ? gap : std::fmin(a.minClearance, gap);
}

void measureAgentContacts(std::vector<Agent>& agents, AgentIndex& index, int32_t width, int32_t height, float dt) {
    size_t continuous = 0;
    for (const Agent& a : agents) continuous += a.kind == AgentKind::Continuous ? 1 : 0;
    if (continuous < 2) return;
    index.build(agents, width, height);
    for (size_t i = 0; i < agents.size(); ++i) {
        Agent& a = agents[i];
        if (a.kind != AgentKind::Continuous) continue;
        float gap = kContactTolerance + 1.0f;  // the smallest gap to another body, if within reach
        index.forEachNear(a.position, a.radius + index.maxRadius() + kContactTolerance, [&](int32_t j) {
            if (size_t(j) == i) return;
            const Agent& o = agents[size_t(j)];
            gap = std::fmin(gap, glm::length(o.position - a.position) - a.radius - o.radius);
        });
        const bool touching = gap < 0.0f;
        if (touching && a.agentClear) {
            a.agentContacts += 1;
            a.agentClear = 0;
        }
        if (gap > kContactTolerance) a.agentClear = 1;
        a.touchingAgent = touching ? 1u : 0u;
        if (touching) {
            a.agentContactTime += dt;
            a.agentPenetration = std::fmax(a.agentPenetration, -gap);
        }
    }
}

}  // namespace sidestep
