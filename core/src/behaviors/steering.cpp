#include "sidestep/behaviors/steering.hpp"

#include <cmath>

#include "sidestep/behaviors/wall_avoidance.hpp"
#include "sidestep/geometry/raycast.hpp"

namespace sidestep {

const char* steeringRuleName(SteeringRule r) {
    static const char* names[kSteeringRuleCount] = {"none",      "seek",       "whiskers", "feelers",
                                                    "avoidWall", "avoidAgent", "drive",    "context",
                                                    "sidestep",  "escape",     "orca",     "script"};
    return uint32_t(r) < kSteeringRuleCount ? names[uint32_t(r)] : "none";
}

const char* steeringNoteName(SteeringNote n) {
    static const char* names[kSteeringNoteCount] = {
        "none",        "influencesCancel", "straightBack", "allMasked",  "mutualWait",   "inside",
        "passRight",   "blended",          "headOn",       "fleeAlong",  "orcaFallback", "orcaNoSide",
        "orcaHeld",    "noProgress",       "groundHit",    "passedOver", "centreOnly",   "centreSide",
        "orcaStalled", "givingWay",        "atGoal",       "returning"};
    return uint32_t(n) < kSteeringNoteCount ? names[uint32_t(n)] : "none";
}

Vec2 clampLength(Vec2 v, float maxLength) {
    const float length = glm::length(v);
    return length > maxLength ? v * (maxLength / length) : v;
}

Vec2 heading(const Agent& a) {
    const float speed = glm::length(a.velocity);
    if (speed > kAtRest) return a.velocity / speed;
    return a.facing;
}

float brakeLimit(const Agent& a, float dt) { return glm::length(a.velocity) / dt; }

float rayReach(const Agent& a, Vec2 origin, Vec2 direction, float length) {
    if (a.driven || a.path >= 0 || (a.behavior == Behavior::Raycast && wallAvoidanceParams(a).patrol)) return length;
    const Vec2 target = aimOf(a);  // the goal, or the waypoint of its route it heads for
    const Vec2 to = target - a.position;
    const float distance = glm::length(to);
    if (!(distance > 0.0f)) return minf(length, a.radius);
    const Vec2 g = to / distance;
    const float along = glm::dot(direction, g);
    if (along <= 0.0f) return length;  // pointing away from the goal: never past it
    const float beyond = glm::dot(target - origin, g) / along + a.radius;
    return maxf(0.0f, minf(length, beyond));
}

Vec2 arriveAcceleration(const Agent& a, Vec2 target, float dt) {
    const Vec2 to = target - a.position;
    const float distance = glm::length(to);
    if (distance <= 0.0f) return clampLength(-a.velocity / dt, a.maxAccel);
    const float speed = minf(a.maxSpeed, std::sqrt(2.0f * a.maxAccel * distance));
    return clampLength((to * (speed / distance) - a.velocity) / dt, a.maxAccel);
}

Vec2 seekAcceleration(const Agent& a, Vec2 target, float dt) {
    const Vec2 to = target - a.position;
    const float distance = glm::length(to);
    if (distance <= 0.0f) return Vec2(0.0f);
    return clampLength((to * (a.maxSpeed / distance) - a.velocity) / dt, a.maxAccel);
}

Vec2 remainingBase(Vec2 avoid, Vec2 base, float maxAccel) {
    const float used = glm::length(avoid);
    if (used >= maxAccel) return Vec2(0.0f);
    return clampLength(base, maxAccel - used);
}

RayRecord senseRay(const Obstacles& o, Vec2 start, Vec2 direction, float length) {
    RayRecord r;
    r.start = start;
    r.end = start + direction * length;
    r.length = length;
    const Escape from = escape(o, start);
    const RayHit hit = senseCast(o, start, direction, length, from);
    r.hit = hit.hit() ? 1u : 0u;
    r.distance = hit.hit() ? hit.distance : length;
    r.hitPoint = hit.point;
    r.normal = hit.normal;
    r.fromInside = from.inside ? 1u : 0u;
    return r;
}

}  // namespace sidestep
