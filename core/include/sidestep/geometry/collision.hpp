#pragma once
/// Clearance between bodies and obstacles. Collisions are detected and counted, never prevented.
#include <vector>

#include "sidestep/geometry/obstacles.hpp"
#include "sidestep/geometry/types.hpp"

namespace sidestep {

/// How far clearance() looks for blocked cells beyond the body, in world units. Gaps larger than this
/// are reported as this value.
inline constexpr float kClearanceRange = 2.0f;

/// Distance from a circle body to the nearest obstacle surface (blocked cells, off-grid space,
/// circles), in world units, capped at kClearanceRange. Negative when the body overlaps an obstacle's
/// interior by that much (the overlap depth is exact for circles, and for cells while the centre is
/// outside them).
/// Through the circles' index when there is one, with exactly the same result.
float clearance(const Obstacles& obstacles, Vec2 center, float radius);

/// True when the open disc (center, radius) overlaps the interior of an obstacle.
inline bool overlaps(const Obstacles& obstacles, Vec2 center, float radius) {
    return clearance(obstacles, center, radius) < 0.0f;
}

}  // namespace sidestep
