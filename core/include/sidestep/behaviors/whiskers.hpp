#pragma once
/// `whiskers` (ALGORITHMS.md section 2, seed 000): two rays of length L from the body's sides,
/// p + r*s and p - r*s, both along the heading f (s = (-f.y, f.x), the right-hand side on screen with y
/// down). For each ray d is the distance to the first hit (L if none) and the emergency T = 1 - d/L.
/// The ray with the larger T wins (ties: the first, the right one); the agent steers away from its side
/// by MAX_STEER * T (linear) and brakes by MAX_BRAKE * T^2 (quadratic) against the heading. No hit: the
/// base motion (arrive at the goal) acts alone. Avoidance has priority over the base motion: steer and
/// brake share max acceleration in proportion, the base gets what is left. The brake never reverses the
/// velocity (it stops the agent at most), and at rest the heading is the last one, so it never flips.
#include "sidestep/behaviors/steering.hpp"

namespace sidestep {

/// Parameters of `whiskers`, in params.cpp's table order.
struct WhiskerParams {
    float rayLength = 5.0f;  ///< L, world units (0.1..20): longer sees earlier but shies from passable gaps
    float maxSteer = 60.0f;  ///< world units / s^2 at T = 1 (0..200)
    float maxBrake = 10.0f;  ///< world units / s^2 at T = 1 (0..200)
};
WhiskerParams whiskerParams(const Agent& agent);

/// Senses and decides one step. `base` is the base motion's acceleration (arrive, or the driver's).
SteeringRecord steerWhiskers(const Agent& agent, const WhiskerParams& params, const Obstacles& obstacles, Vec2 base,
                             float dt);

}  // namespace sidestep
