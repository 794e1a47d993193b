#pragma once
/// Exact ray casts against the grid, circle obstacles, or both.
///
/// Definition (every case below follows from it): the obstacle region O is the union of the closed
/// squares of blocked cells (cells off the grid are blocked) and the closed discs of the circles. A
/// ray hits at the smallest t in [0, maxDistance] at which it enters the *interior* of O. So:
///  - a ray that only grazes an obstacle (touches a corner point, slides along a wall's outer face,
///    is tangent to a circle) does not hit;
///  - a ray running along the seam between two adjacent blocked cells is inside the wall and hits;
///  - a ray that passes exactly through a lattice corner between two diagonal blocked cells squeezes
///    through (the gap there has zero width, but it is a gap); it hits the cell it enters next if blocked;
///  - a ray whose origin is inside O hits at t = 0 with `startedInside` set and normal -direction;
///  - a ray whose origin lies on an obstacle's boundary and that points into it hits at t = 0 with the
///    face normal;
///  - a zero-length ray (maxDistance 0 or direction (0, 0)) hits only if its origin is inside O.
#include <cstdint>
#include <vector>

#include "sidestep/geometry/circle.hpp"
#include "sidestep/geometry/grid.hpp"
#include "sidestep/geometry/obstacles.hpp"
#include "sidestep/geometry/types.hpp"

namespace sidestep {

/// What a ray hit.
enum class HitKind : uint32_t { None = 0, Cell = 1, Circle = 2 };

/// The result of a ray cast.
struct RayHit {
    HitKind kind = HitKind::None;
    float distance = 0.0f;       ///< world units along the ray (valid when kind != None)
    Vec2 point{0.0f, 0.0f};      ///< entry point; on a cell face its face coordinate is exact
    Vec2 normal{0.0f, 0.0f};     ///< unit outward normal of the surface hit (corner: diagonal)
    Cell cell{-1, -1};           ///< the blocked cell entered (kind == Cell); may be off the grid
    int32_t circle = -1;         ///< index of the circle entered (kind == Circle)
    bool startedInside = false;  ///< the origin was already inside the obstacle

    bool hit() const { return kind != HitKind::None; }
};

/// True when p lies in the interior of the grid's blocked region (off-grid counts as blocked).
bool insideBlockedRegion(const Grid& grid, Vec2 p);

/// Casts a ray from origin along direction (any length; normalised here) up to maxDistance >= 0.
RayHit castRay(const Grid& grid, Vec2 origin, Vec2 direction, float maxDistance);
/// Casts a ray against one circle. Index is copied into the hit.
RayHit castRay(const Circle& circle, int32_t index, Vec2 origin, Vec2 direction, float maxDistance);
/// The nearest hit over the grid and the circles (ties: the grid, then the lower circle index). Through
/// the circles' index when the obstacles have one, with exactly the same result.
RayHit castRay(const Obstacles& obstacles, Vec2 origin, Vec2 direction, float maxDistance);

/// Where a point stands: inside obstacles or not, and if so which way is out.
struct Escape {
    bool inside = false;
    Vec2 out{0.0f, 0.0f};  ///< unit direction toward the nearest free space (zero if none is near)
};
/// Whether p lies inside the obstacle region, and the way out: the mean of the directions out of each
/// obstacle it is in (for cells, toward the nearest free point within 8 cells).
Escape escape(const Obstacles& obstacles, Vec2 p);

/// A ray used as an agent's sensor. Where its origin is already inside an obstacle, that obstacle is
/// danger only in the directions that do not lead out (docs/algorithms/context.md, rules of our own): a ray pointing
/// deeper, or along the surface, hits at 0 with the way out as its normal; a ray pointing out of it passes through it
/// and reports what it meets next. Elsewhere it is castRay().
RayHit senseCast(const Obstacles& obstacles, Vec2 origin, Vec2 direction, float maxDistance);
/// The same, with escape(obstacles, origin) computed once by the caller for rays that share an origin.
RayHit senseCast(const Obstacles& obstacles, Vec2 origin, Vec2 direction, float maxDistance, const Escape& from);

/// senseCast() for a fan of rays from one origin (a context agent's slots): for ray k the distance to its
/// first hit, or -1 when it hits nothing, exactly as senseCast would give it, with what the rays share
/// (the circles near the origin, in its frame) computed once. `from` is escape(obstacles, origin).
void senseFan(const Obstacles& obstacles, Vec2 origin, const Escape& from, const Vec2* directions, const float* lengths,
              uint32_t count, float* hits);

}  // namespace sidestep
