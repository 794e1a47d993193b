#include "sidestep/behaviors/feelers.hpp"

#include <algorithm>
#include <cmath>

#include "sidestep/geometry/trig.hpp"

namespace sidestep {

FeelerParams feelerParams(const Agent& a) {
    return {a.params[0], a.params[1], a.params[2], a.params[3], a.params[4], a.params[5]};
}

SteeringRecord steerFeelers(const Agent& a, const FeelerParams& p, const Obstacles& o, Vec2 base, float dt) {
    SteeringRecord r;
    const Vec2 f = heading(a);
    const Vec2 s{-f.y, f.x};
    const float length = std::clamp(glm::length(a.velocity) * p.lengthPerSpeed, minf(p.minLength, p.maxLength), p.maxLength);
    const float angle = degrees(p.angle);
    r.rayCount = 3;
    const Vec2 dirs[3] = {rotate(f, -angle), f, rotate(f, angle)};  // left (counter-clockwise on screen), centre, right
    for (uint32_t k = 0; k < 3; ++k) r.rays[k] = senseRay(o, a.position, dirs[k], rayReach(a, a.position, dirs[k], length));
    const float centre = r.rays[1].hit ? 2.0f : 1.0f;
    const float leftTarget = r.rays[0].hit ? centre : 0.0f;
    const float rightTarget = r.rays[2].hit ? centre : 0.0f;
    r.rays[0].value = leftTarget;
    r.rays[1].value = float(r.rays[1].hit);
    r.rays[2].value = rightTarget;
    const float alpha = minf(1.0f, p.smoothing * dt);
    r.influence[0] = a.memory[0] + (leftTarget - a.memory[0]) * alpha;
    r.influence[1] = a.memory[1] + (rightTarget - a.memory[1]) * alpha;
    r.emergency = r.influence[0] - r.influence[1];  // + : move right, away from a left hit
    // The rule's known failure: both sides hit equally, the influences cancel and there is no brake.
    if (leftTarget > 0.0f && leftTarget == rightTarget) r.note = SteeringNote::InfluencesCancel;
    else if (r.rays[0].fromInside || r.rays[1].fromInside || r.rays[2].fromInside) r.note = SteeringNote::Inside;
    r.steer = s * (r.emergency * p.lateralAccel);
    const float steer = glm::length(r.steer);
    if (steer > a.maxAccel) r.steer *= a.maxAccel / steer;
    // The feelers' rule is acting while any feeler hits or an influence is still easing back, even when
    // the command comes out 0 (both sides equal).
    const bool acting = r.rays[0].hit || r.rays[1].hit || r.rays[2].hit || r.influence[0] != 0.0f || r.influence[1] != 0.0f;
    r.rule = acting ? SteeringRule::Feelers : SteeringRule::Seek;
    r.base = remainingBase(r.steer, base, a.maxAccel);
    r.acceleration = r.steer + r.base;
    return r;
}

}  // namespace sidestep
