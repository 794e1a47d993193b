#include "sidestep/behaviors/context.hpp"

#include <algorithm>
#include <cmath>

#include "sidestep/geometry/raycast.hpp"
#include "sidestep/geometry/trig.hpp"

namespace sidestep {

const char* interestSourceName(InterestSource s) {
    static const char* names[kInterestSourceCount] = {"forward", "goal", "path", "targets", "wayOut"};
    return uint32_t(s) < kInterestSourceCount ? names[uint32_t(s)] : "forward";
}

namespace {

/// The first hit along a ray against other agents' bodies (within lookAhead), or lookAhead; `blocker`
/// gets the agent hit. A body it already touches is danger only in the directions toward it (as for
/// obstacles): literally every ray would hit it at 0 and the two could never part.
float agentHit(const Surroundings& w, size_t i, Vec2 origin, Vec2 dir, float lookAhead, int32_t& blocker) {
    float nearest = lookAhead;
    const Agent& self = w.agents[i];
    w.index.forEachNear(origin, lookAhead + w.index.maxRadius(), [&](int32_t j) {
        if (size_t(j) == i) return;
        const Agent& o = w.agents[size_t(j)];
        if (o.kind != AgentKind::Continuous) return;
        const RayHit h = castRay(Circle{o.position, o.radius + self.radius}, j, origin, dir, nearest);
        if (h.startedInside && !(glm::dot(dir, o.position - origin) > 0.0f)) return;
        if (h.hit() && (h.distance < nearest || (h.distance == nearest && blocker >= 0 && j < blocker))) {
            nearest = h.distance;
            blocker = j;
        }
    });
    return nearest;
}

/// sin and cos of slot k's angle k * 2 pi / n, for every n up to kMaxContextSlots: computed once, the
/// same values rotate() would compute each step.
struct SlotAngles {
    std::array<std::array<Vec2, kMaxContextSlots>, kMaxContextSlots + 1> sinCos{};
    SlotAngles() {
        for (uint32_t n = 1; n <= kMaxContextSlots; ++n) {
            const float step = 2.0f * kPi / float(n);
            for (uint32_t k = 0; k < n; ++k) sidestep::sinCos(float(k) * step, sinCos[n][k].x, sinCos[n][k].y);
        }
    }
};
const SlotAngles& slotAngles() {
    static const SlotAngles table;
    return table;
}

/// Where the agent wants to go (m.source, m.desiredDirection, m.pathPoint, m.inside): out of the obstacle its
/// centre is in, the path's tangent, the targets, the goal, or straight on (m.desiredDirection as given).
void chooseDesire(const Surroundings& w, const Agent& a, const ContextParams& p, const Escape& where, bool onPath,
                  ContextRecord& m) {
    m.inside = where.inside ? 1u : 0u;
    if (where.inside && (where.out.x != 0.0f || where.out.y != 0.0f)) {
        // The slots that lead out are the only ones its own obstacle leaves free; interest must be there.
        m.source = InterestSource::WayOut;
        m.desiredDirection = where.out;
        if (onPath) m.pathPoint = project(w.paths[size_t(a.path)], a.position).point;
    } else if (onPath) {
        const PathProjection proj = project(w.paths[size_t(a.path)], a.position);
        if (proj.valid) {
            m.source = InterestSource::Path;
            m.desiredDirection = proj.tangent;
            m.pathPoint = proj.point;
        }
    } else if (p.targetFalloff > 0.0f && !w.targets.empty()) {
        m.source = InterestSource::Targets;
    } else {
        const Vec2 to = aimOf(a) - a.position;
        const float distance = glm::length(to);
        if (distance > 0.0f) {
            m.source = InterestSource::Goal;
            m.desiredDirection = to / distance;
        }
    }
}

}  // namespace

SteeringRecord steerContext(const Surroundings& w, size_t i, float dt, ContextRecord& m) {
    const Agent& a = w.agents[i];
    const ContextParams p = contextParams(a);
    // The scalars afresh; the slot arrays are all written below, up to the slot count (the rest are
    // never read), so a big record is not cleared every step.
    m.slots = std::clamp<uint32_t>(p.rays, 1u, kMaxContextSlots);
    m.source = InterestSource::Forward;
    m.allMasked = 0;
    m.blocker = -1;
    m.pathPoint = Vec2(0.0f);
    m.lookAhead = p.lookAhead;

    // Where it wants to go: out of the obstacle its centre is in, the path's tangent, the goal, or
    // straight on.
    const Vec2 f = heading(a);
    m.heading = f;
    m.desiredDirection = f;
    const Escape where = escape(w.obstacles, a.position);
    const bool onPath = a.path >= 0 && size_t(a.path) < w.paths.size();
    chooseDesire(w, a, p, where, onPath, m);

    // Interest per slot, and how far each slot's ray looks.
    const std::array<Vec2, kMaxContextSlots>& angles = slotAngles().sinCos[m.slots];
    std::array<Vec2, kMaxContextSlots> dirs;
    for (uint32_t k = 0; k < m.slots; ++k) {
        const Vec2 sc = angles[k];  // as rotate(f, k * 2 pi / N)
        dirs[k] = {f.x * sc.y - f.y * sc.x, f.x * sc.x + f.y * sc.y};
        if (m.source == InterestSource::Targets) {
            float best = 0.0f;
            for (const Vec2 g : w.targets) {
                const Vec2 to = g - a.position;
                const float distance = glm::length(to);
                if (distance <= 0.0f) continue;
                const float weight = 1.0f / (1.0f + distance / p.targetFalloff);
                best = maxf(best, weight * maxf(0.0f, glm::dot(dirs[k], to / distance)));
            }
            m.rawInterest[k] = best;
        } else {
            m.rawInterest[k] = maxf(0.0f, glm::dot(dirs[k], m.desiredDirection));
        }
        m.reach[k] = rayReach(a, a.position, dirs[k], p.lookAhead);
    }

    // Danger per slot: the rays against the obstacles all at once, then against the other agents.
    std::array<float, kMaxContextSlots> obstacleHits;
    senseFan(w.obstacles, a.position, where, dirs.data(), m.reach.data(), m.slots, obstacleHits.data());
    std::array<int32_t, kMaxContextSlots> blockers{};
    uint32_t mostInterest = 0;  // the slot of most raw interest
    for (uint32_t k = 0; k < m.slots; ++k) {
        bool dangerous = obstacleHits[k] >= 0.0f;
        float hit = dangerous ? obstacleHits[k] : p.lookAhead;
        blockers[k] = -1;
        if (p.seeAgents) {
            int32_t blocker = -1;
            const float agent = agentHit(w, i, a.position, dirs[k], minf(hit, m.reach[k]), blocker);
            if (blocker >= 0 && agent < hit) {
                hit = agent;
                dangerous = true;
                blockers[k] = blocker;
            }
        }
        if (m.rawInterest[k] > m.rawInterest[mostInterest]) mostInterest = k;
        m.hit[k] = hit;
        m.danger[k] =
            p.danger == DangerMode::Mask ? (dangerous ? 1.0f : 0.0f) : (dangerous ? 1.0f - hit / p.lookAhead : 0.0f);
    }

    m.blocker = blockers[mostInterest];

    // Combine.
    for (uint32_t k = 0; k < m.slots; ++k) {
        m.interest[k] = p.danger == DangerMode::Mask ? (m.danger[k] > 0.0f ? 0.0f : m.rawInterest[k])
                                                     : maxf(0.0f, m.rawInterest[k] - m.danger[k]);
    }
    if (p.avoidance) {
        // Danger in one slot adds interest to the slot opposite (the nearest one for odd N).
        std::array<float, kMaxContextSlots> added{};
        for (uint32_t k = 0; k < m.slots; ++k) added[(k + (m.slots + 1) / 2) % m.slots] += m.danger[k];
        for (uint32_t k = 0; k < m.slots; ++k) m.interest[k] += added[k];
    }
    Vec2 sum(0.0f);
    for (uint32_t k = 0; k < m.slots; ++k) sum += dirs[k] * m.interest[k];
    const float length = glm::length(sum);
    m.allMasked = length > 0.0f ? 0u : 1u;
    m.chosen = length > 0.0f ? sum / length : Vec2(0.0f);
    m.desiredVelocity = m.chosen * (a.maxSpeed * a.speedScale);

    // velocity = lerp(velocity, desired, fraction): a rate, the same motion at any dt.
    SteeringRecord r;
    r.rule = SteeringRule::Context;
    r.target = onPath ? m.pathPoint : aimOf(a);
    const float fraction = minf(1.0f, p.steerForce * (dt / kContextReferenceStep));
    r.base = clampLength((m.desiredVelocity - a.velocity) * (fraction / dt), a.maxAccel);
    r.acceleration = r.base;
    if (m.allMasked)
        r.note = SteeringNote::AllMasked;
    else if (m.inside)
        r.note = SteeringNote::Inside;
    return r;
}

}  // namespace sidestep
