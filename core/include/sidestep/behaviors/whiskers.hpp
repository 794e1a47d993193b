#pragma once
/// `whiskers` (docs/algorithms/whiskers.md): two rays of length L from the body's sides,
/// p + r*s and p - r*s, both along the heading f (s = (-f.y, f.x), the right-hand side on screen with y
/// down). For each ray d is the distance to the first hit (L if none) and the emergency T = 1 - d/L.
/// The ray with the larger T wins (ties: the first, the right one); the agent steers away from its side
/// by MAX_STEER * T (linear) and brakes by MAX_BRAKE * T^2 (quadratic) against the heading. No hit: the
/// base motion (arrive at the goal) acts alone. Avoidance has priority over the base motion: steer and
/// brake share max acceleration in proportion, the base gets what is left. The brake never reverses the
/// velocity (it stops the agent at most), and at rest the heading is the last one, so it never flips.
#include "sidestep/behaviors/settings.hpp"
#include "sidestep/behaviors/steering.hpp"

namespace sidestep {

/// The settings of `whiskers` (settings.hpp: type, name, kind, min, max, default, unit, choices;
/// each one's explanation is en.ftl's doc-<behaviour>-<name>).
#define SIDESTEP_WHISKERS_SETTINGS(X)                 \
    X(float, rayLength, Float, 0.1f, 20, 5, "u", {})  \
    X(float, maxSteer, Float, 0, 200, 60, "u/s²", {}) \
    X(float, maxBrake, Float, 0, 200, 10, "u/s²", {})
SIDESTEP_SETTINGS_STRUCT(WhiskerParams, SIDESTEP_WHISKERS_SETTINGS);
inline WhiskerParams whiskerParams(const Agent& agent) { return WhiskerParams::read(agent.params.data()); }

/// Senses and decides one step. `base` is the base motion's acceleration (arrive, or the driver's).
SteeringRecord steerWhiskers(const Agent& agent, const WhiskerParams& params, const Obstacles& obstacles, Vec2 base,
                             float dt);

}  // namespace sidestep
