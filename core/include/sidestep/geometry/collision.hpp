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
/// interior by that much: exact for circles and while the centre is outside the blocked region; with
/// the centre inside it, the radius plus the distance to the nearest free cell (up to kFreeSearch).
/// Through the circles' index when there is one, with exactly the same result.
float clearance(const Obstacles& obstacles, Vec2 center, float radius);

/// clearance() against the grid's blocked cells and the space off the grid only (the walls), capped at
/// kClearanceRange.
float wallClearance(const Grid& grid, Vec2 center, float radius);

/// The way out of the grid's blocked region from a point p inside it: the nearest point of a free cell
/// within kFreeSearch cells.
struct FreePoint {
    bool found = false;          ///< false when no free cell is that near (deep inside a big block, or off the grid)
    Vec2 direction{0.0f, 0.0f};  ///< unit, from p toward it
    float distance = 0.0f;       ///< world units; kFreeSearch when none was found
};
inline constexpr int32_t kFreeSearch = 8;
FreePoint nearestFree(const Grid& grid, Vec2 p);

/// True when the open disc (center, radius) overlaps the interior of an obstacle.
inline bool overlaps(const Obstacles& obstacles, Vec2 center, float radius) {
    return clearance(obstacles, center, radius) < 0.0f;
}

}  // namespace sidestep
