#include "sidestep/seek.hpp"

#include <cmath>

namespace sidestep {

Vec2 seekAcceleration(const Agent& a, float dt) {
    const Vec2 toGoal = a.goal - a.position;
    const float distance = glm::length(toGoal);
    if (distance <= kArriveDistance) return -a.velocity / dt;  // brake to rest
    // The fastest speed from which max acceleration still stops the agent at the goal.
    const float speed = std::fmin(a.maxSpeed, std::sqrt(2.0f * a.maxAccel * distance));
    const Vec2 desired = toGoal * (speed / distance);
    Vec2 accel = (desired - a.velocity) / dt;
    const float length = glm::length(accel);
    if (length > a.maxAccel) accel *= a.maxAccel / length;
    return accel;
}

}  // namespace sidestep
