#include "sidestep/behaviors/wall_avoidance.hpp"

#include "sidestep/geometry/trig.hpp"

namespace sidestep {

Vec2 patrolWaypoint(const Agent& a) { return a.memory.rays.returning == 0.0f ? a.goal : a.start; }

namespace {
/// cos(15 degrees): a hit normal within 15 degrees of straight back counts as head-on.
constexpr float kStraightBack = 0.9659f;
}  // namespace

SteeringRecord steerWallAvoidance(const Agent& a, const WallAvoidanceParams& p, const Obstacles& o, Vec2 base,
                                  float dt) {
    SteeringRecord r;
    const Vec2 f = heading(a);
    const Vec2 s{-f.y, f.x};
    auto ray = [&](Vec2 origin, Vec2 direction) {
        return senseRay(o, origin, direction, rayReach(a, origin, direction, p.sightRange));
    };
    switch (p.rays) {
        case RayLayout::One:
            r.rayCount = 1;
            r.rays[0] = ray(a.position, f);
            break;
        case RayLayout::Parallel:
            r.rayCount = 2;
            r.rays[0] = ray(a.position + a.radius * s, f);
            r.rays[1] = ray(a.position - a.radius * s, f);
            break;
        case RayLayout::Fan:
            r.rayCount = 3;
            r.rays[0] = ray(a.position, rotate(f, -degrees(p.whiskerAngle)));
            r.rays[1] = ray(a.position, f);
            r.rays[2] = ray(a.position, rotate(f, degrees(p.whiskerAngle)));
            break;
    }
    for (uint32_t i = 0; i < r.rayCount; ++i) {
        if (r.rays[i].hit && (r.chosenRay < 0 || r.rays[i].distance < r.rays[size_t(r.chosenRay)].distance))
            r.chosenRay = int32_t(i);
    }
    if (r.chosenRay >= 0) {
        RayRecord& hit = r.rays[size_t(r.chosenRay)];
        hit.value = 1.0f;
        r.target = hit.hitPoint + hit.normal * p.avoidDistance;
        r.rule = SteeringRule::AvoidWall;
        r.steer = seekAcceleration(a, r.target, dt);  // the avoid point replaces the goal
        // The rule's known failure: a head-on hit's normal points straight back, so the point to seek lies
        // behind the agent and it hovers in front of the wall.
        if (glm::dot(hit.normal, -f) > kStraightBack) r.note = SteeringNote::StraightBack;
        if (hit.fromInside) r.note = SteeringNote::Inside;
    } else {
        r.target = p.patrol ? patrolWaypoint(a) : aimOf(a);
        r.rule = SteeringRule::Seek;
        r.base = clampLength(base, a.maxAccel);
    }
    r.acceleration = r.base + r.steer;
    return r;
}

}  // namespace sidestep
