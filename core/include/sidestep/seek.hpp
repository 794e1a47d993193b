#pragma once
/// Continuous `seek`: accelerate toward the goal at up to max acceleration, and arrive: the desired
/// speed never exceeds what max acceleration can still brake to zero at the goal, sqrt(2 * a * d).
#include "sidestep/agent.hpp"

namespace sidestep {

/// The acceleration (world units / s^2, length <= agent.maxAccel) seek wants this step of dt seconds.
Vec2 seekAcceleration(const Agent& agent, float dt);

}  // namespace sidestep
