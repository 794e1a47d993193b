#pragma once
/// Circle obstacles.
#include "sidestep/geometry/types.hpp"

namespace sidestep {

/// Smallest circle radius an edit or a scenario accepts, world units (the largest is kMaxGridSide).
inline constexpr float kMinCircleRadius = 0.01f;

/// A solid disc. Its interior (distance < radius) is an obstacle. Four floats, no padding, so a
/// Float32Array view over an array of circles reads x, y, radius, height per circle.
struct Circle {
    Vec2 center{0.0f, 0.0f};  ///< world units
    float radius = 0.5f;      ///< world units, > 0
    float height = kTall;     ///< above the ground, world units: kTall, or [kMinObstacleHeight, kMaxObstacleHeight]
};

}  // namespace sidestep
