#include "sidestep/behaviors/feelers.hpp"

#include <algorithm>
#include <cmath>

#include "sidestep/behaviors/feelers_slope.hpp"
#include "sidestep/geometry/trig.hpp"

namespace sidestep {

float feelerGeometry(const Agent& a, const FeelerParams& p, Vec2 (&dirs)[3]) {
    const Vec2 f = heading(a);
    const float angle = degrees(p.angle);
    dirs[0] = rotate(f, -angle);
    dirs[1] = f;
    dirs[2] = rotate(f, angle);
    return std::clamp(glm::length(a.velocity) * p.lengthPerSpeed, minf(p.minLength, p.maxLength), p.maxLength);
}

namespace {

/// The article's rule on the sensed rays: influences, their smoothing, the lateral command and its steer.
/// `centreOnGround`: the centre feeler's hit is the ground (over relief), not an obstacle.
void feelerRule(const Agent& a, const FeelerParams& p, Vec2 base, float dt, SteeringRecord& r,
                bool centreOnGround = false) {
    const Vec2 f = heading(a);
    const Vec2 s{-f.y, f.x};
    const float centre = r.rays[1].hit ? 2.0f : 1.0f;
    float leftTarget = r.rays[0].hit ? centre : 0.0f;
    float rightTarget = r.rays[2].hit ? centre : 0.0f;
    // The literal rule's blind spot: the centre alone sets no influence (0 - 0 = 0, and there is no brake).
    // (The ground is not an obstacle to turn from: a centre feeler under rising ground is the slope's business.)
    const bool centreOnly = r.rays[1].hit && !r.rays[0].hit && !r.rays[2].hit && !centreOnGround;
    if (centreOnly && p.centreSide) {
        // The remedy: a hit on the side the obstacle lies on. Its normal points left of the heading when the
        // obstacle lies to the right, and a hit there is a right hit; dead centre counts on the left (below).
        const float across = glm::dot(r.rays[1].normal, s);  // s points right on screen (y down)
        if (across < 0.0f)
            rightTarget = centre;  // the surface faces left: the obstacle is on the right
        else
            leftTarget = centre;  // faces right, or straight back: counted on the left, it turns right
    }
    r.rays[0].value = leftTarget;
    r.rays[1].value = float(r.rays[1].hit);
    r.rays[2].value = rightTarget;
    const float alpha = minf(1.0f, p.smoothing * dt);
    r.influence[0] = a.memory.feelers.left + (leftTarget - a.memory.feelers.left) * alpha;
    r.influence[1] = a.memory.feelers.right + (rightTarget - a.memory.feelers.right) * alpha;
    r.emergency = r.influence[0] - r.influence[1];  // + : move right, away from a left hit
    // The rule's known failure: both sides hit equally, the influences cancel and there is no brake.
    if (leftTarget > 0.0f && leftTarget == rightTarget)
        r.note = SteeringNote::InfluencesCancel;
    else if (centreOnly)
        r.note = p.centreSide ? SteeringNote::CentreSide : SteeringNote::CentreOnly;
    else if (r.rays[0].fromInside || r.rays[1].fromInside || r.rays[2].fromInside)
        r.note = SteeringNote::Inside;
    r.steer = s * (r.emergency * p.lateralAccel);
    const float steer = glm::length(r.steer);
    if (steer > a.maxAccel) r.steer *= a.maxAccel / steer;
    // The feelers' rule is acting while any feeler hits or an influence is still easing back, even when
    // the command comes out 0 (both sides equal).
    const bool acting =
        r.rays[0].hit || r.rays[1].hit || r.rays[2].hit || r.influence[0] != 0.0f || r.influence[1] != 0.0f;
    r.rule = acting ? SteeringRule::Feelers : SteeringRule::Seek;
    r.base = remainingBase(r.steer, base, a.maxAccel);
    r.acceleration = r.steer + r.base;
}

}  // namespace

SteeringRecord steerFeelers(const Agent& a, const FeelerParams& p, const Obstacles& o, Vec2 base, float dt) {
    SteeringRecord r;
    Vec2 dirs[3];
    const float length = feelerGeometry(a, p, dirs);
    r.rayCount = 3;
    for (uint32_t k = 0; k < 3; ++k)
        r.rays[k] = senseRay(o, a.position, dirs[k], rayReach(a, a.position, dirs[k], length));
    feelerRule(a, p, base, dt, r);
    return r;
}

SteeringRecord steerFeelers(const Agent& a, const FeelerParams& p, const Obstacles& o, const Relief& relief, Vec2 base,
                            float dt, SlopeRecord& slope) {
    // Level ground, tall obstacles and no offset left to ease back: the 2D world, exactly.
    if (!relief.active && a.memory.feelers.endOffset == 0.0f) {
        slope.active = 0;
        return steerFeelers(a, p, o, base, dt);
    }
    SteeringRecord r;
    Vec2 dirs[3];
    const float length = feelerGeometry(a, p, dirs);
    r.rayCount = 3;
    senseFeelersInRelief(a, p, o, relief, dirs, length, dt, r, slope);
    feelerRule(a, p, base, dt, r, slope.feelers[1].hit == uint32_t(SegmentHitKind::Ground));
    if (r.note == SteeringNote::None) {
        bool over = false;
        for (const FeelerProfile& f : slope.feelers) over = over || f.passedOver != 0;
        if (over)
            r.note = SteeringNote::PassedOver;
        else if (slope.groundHits > 0)
            r.note = SteeringNote::GroundHit;
    }
    return r;
}

}  // namespace sidestep
