#include "sidestep/behaviors/whiskers.hpp"

namespace sidestep {

WhiskerParams whiskerParams(const Agent& a) { return {a.params[0], a.params[1], a.params[2]}; }

SteeringRecord steerWhiskers(const Agent& a, const WhiskerParams& p, const Grid& g, const std::vector<Circle>& circles,
                             Vec2 base) {
    SteeringRecord r;
    const Vec2 f = heading(a);
    const Vec2 s{-f.y, f.x};  // right-hand side on screen (y down)
    r.rayCount = 2;
    r.rays[0] = senseRay(g, circles, a.position + a.radius * s, f, p.rayLength);  // right
    r.rays[1] = senseRay(g, circles, a.position - a.radius * s, f, p.rayLength);  // left
    for (uint32_t i = 0; i < 2; ++i) r.rays[i].value = 1.0f - r.rays[i].distance / p.rayLength;
    const bool detected = r.rays[0].hit || r.rays[1].hit;
    if (!detected) {
        r.rule = SteeringRule::Seek;
        r.base = remainingBase(Vec2(0.0f), base, a.maxAccel);
        r.acceleration = r.base;
        return r;
    }
    const uint32_t chosen = r.rays[0].value >= r.rays[1].value ? 0u : 1u;  // ties: the first ray
    const float T = r.rays[chosen].value;
    const Vec2 away = chosen == 0 ? -s : s;
    r.chosenRay = int32_t(chosen);
    r.emergency = T;
    r.steer = away * (p.maxSteer * T);
    r.brake = glm::length(a.velocity) > 0.0f ? -f * (p.maxBrake * T * T) : Vec2(0.0f);
    r.rule = SteeringRule::Whiskers;
    Vec2 avoid = r.steer + r.brake;
    const float length = glm::length(avoid);
    if (length > a.maxAccel) avoid *= a.maxAccel / length;
    r.base = remainingBase(avoid, base, a.maxAccel);
    r.acceleration = avoid + r.base;
    return r;
}

}  // namespace sidestep
