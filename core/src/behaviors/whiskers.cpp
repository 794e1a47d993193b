#include "sidestep/behaviors/whiskers.hpp"

#include <cmath>

#include "sidestep/route/follow.hpp"

namespace sidestep {

namespace {

/// How much wider than the body the corridor of a route's leg is, world units: the rays run along the body's
/// sides, on the corridor's edges when the agent heads straight along its leg, and must lie inside it.
constexpr float kCorridorSlack = 1e-3f;

/// How far a ray looks: to the goal, or to the waypoint (rayReach), and for an agent on a route no further than
/// the corridor its body sweeps on the way to the waypoint it heads for. The planner routed it clear of the
/// walls outside that corridor; the rays see what lies in its way (a circle or wall the route did not know,
/// or one it came near when pushed off the leg), not the corner the route turns round.
float whiskerReach(const Agent& a, Vec2 origin, Vec2 f, float length) {
    const float reach = rayReach(a, origin, f, length);
    if (!followsRoute(a)) return reach;
    return corridorReach(a.position, a.aim, a.radius + kCorridorSlack, origin, f, reach);
}

}  // namespace

SteeringRecord steerWhiskers(const Agent& a, const WhiskerParams& p, const Obstacles& o, Vec2 base, float dt) {
    SteeringRecord r;
    const Vec2 f = heading(a);
    const Vec2 s{-f.y, f.x};  // right-hand side on screen (y down)
    r.rayCount = 2;
    const Vec2 right = a.position + a.radius * s, left = a.position - a.radius * s;
    r.rays[0] = senseRay(o, right, f, whiskerReach(a, right, f, p.rayLength));
    r.rays[1] = senseRay(o, left, f, whiskerReach(a, left, f, p.rayLength));
    for (uint32_t i = 0; i < 2; ++i) r.rays[i].value = r.rays[i].hit ? 1.0f - r.rays[i].distance / p.rayLength : 0.0f;
    if (r.rays[0].fromInside || r.rays[1].fromInside) r.note = SteeringNote::Inside;
    const bool detected = r.rays[0].hit || r.rays[1].hit;
    if (!detected) {
        r.rule = SteeringRule::Seek;
        r.base = clampLength(base, a.maxAccel);
        r.acceleration = r.base;
        return r;
    }
    const uint32_t chosen = r.rays[0].value >= r.rays[1].value ? 0u : 1u;  // ties: the first ray
    const float T = r.rays[chosen].value;
    const Vec2 away = chosen == 0 ? -s : s;
    r.chosenRay = int32_t(chosen);
    r.emergency = T;
    r.rule = SteeringRule::Whiskers;
    r.steer = away * (p.maxSteer * T);
    // The brake slows the agent down but never reverses it.
    r.brake = -f * minf(p.maxBrake * T * T, brakeLimit(a, dt));
    // Steer and brake together get at most maxAccel, shortened in proportion; the base gets the rest.
    const float avoid = glm::length(r.steer + r.brake);
    if (avoid > a.maxAccel) {
        const float k = a.maxAccel / avoid;
        r.steer *= k;
        r.brake *= k;
    }
    r.base = remainingBase(r.steer + r.brake, base, a.maxAccel);
    r.acceleration = r.steer + r.brake + r.base;
    return r;
}

}  // namespace sidestep
