#pragma once
/// Clearance of a moving body for the route planner: whether a disc of radius r swept along a segment (a
/// capsule) keeps clear of every obstacle, exactly. The obstacles are the blocked cells as closed unit
/// squares (a cell off the grid is blocked, so the grid's edge is a wall), and the circles. "Clear" allows
/// touching: every point of the segment is at least r from every obstacle (at least r + c from the centre of
/// a circle of radius c). With r > 0 a diagonal between two blocked cells that share only a corner is never
/// clear (it passes through that corner), so routes never cut corners.
///
/// Computed in double from the float inputs, so a segment exactly r from a wall (a body of radius 1 on the
/// middle line of a gap 2 cells wide) is clear on every platform. Allocates nothing.
#include "sidestep/geometry/obstacles.hpp"
#include "sidestep/geometry/types.hpp"

namespace sidestep {

/// True when the segment from a to b, swept by a disc of `radius` (world units, >= 0), touches no obstacle's
/// interior, i.e. keeps at least `radius` from every blocked cell, off-grid cell and circle. a == b tests a
/// disc. Long segments are tested a few units at a time, so the work grows with the length.
bool capsuleClear(const Obstacles& obstacles, Vec2 a, Vec2 b, float radius);

/// Distance from the point p to the nearest obstacle (blocked or off-grid cell, circle), world units; `cap`
/// when nothing is nearer than cap (cap >= 0). 0 when p is inside an obstacle or on its boundary.
float pointClearance(const Obstacles& obstacles, Vec2 p, float cap);

}  // namespace sidestep
