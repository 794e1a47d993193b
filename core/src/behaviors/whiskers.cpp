#include "sidestep/behaviors/whiskers.hpp"

#include <cmath>

namespace sidestep {

SteeringRecord steerWhiskers(const Agent& a, const WhiskerParams& p, const Obstacles& o, Vec2 base, float dt) {
    SteeringRecord r;
    const Vec2 f = heading(a);
    const Vec2 s{-f.y, f.x};  // right-hand side on screen (y down)
    r.rayCount = 2;
    const Vec2 right = a.position + a.radius * s, left = a.position - a.radius * s;
    r.rays[0] = senseRay(o, right, f, rayReach(a, right, f, p.rayLength));
    r.rays[1] = senseRay(o, left, f, rayReach(a, left, f, p.rayLength));
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
