#pragma once
/// 3D segments over the terrain (the feelers article's raised feelers): a segment runs straight from a point above
/// the ground to an end whose height may differ, and it hits
///  - an obstacle where it meets the obstacle's footprint below its top: an obstacle stands on the ground
///    with its height above the ground at every point (a wall or post follows the terrain), and a tall one
///    (kTall, the default) is hit wherever its footprint is;
///  - the ground where it goes under the surface.
/// The first of these along the segment is the hit. Obstacle footprints are the 2D ones of raycast.hpp
/// (blocked cells, off-grid cells, circles), entered as the 2D sensor ray enters them (senseCast), so a
/// segment among tall obstacles over flat ground hits exactly where the 2D ray does.
#include <cstdint>

#include "sidestep/geometry/obstacles.hpp"
#include "sidestep/geometry/raycast.hpp"
#include "sidestep/geometry/terrain.hpp"

namespace sidestep {

/// A segment from (origin, z0) along the unit 2D `direction` for `length` world units of ground, its
/// height changing by `rise` per unit: it ends at (origin + direction * length, z0 + rise * length).
struct Segment3 {
    Vec2 origin{0.0f, 0.0f};
    Vec2 direction{1.0f, 0.0f};
    float length = 0.0f;
    float z0 = 0.0f;    ///< world units, absolute
    float rise = 0.0f;  ///< height per unit of length
    float zAt(float s) const { return z0 + rise * s; }
};

/// What a segment hit.
enum class SegmentHitKind : uint32_t { None = 0, Wall = 1, Circle = 2, Ground = 3 };
const char* segmentHitName(SegmentHitKind kind);

/// The result of a segment cast, and the first obstacle footprint along it (hit or passed over).
struct SegmentHit {
    SegmentHitKind kind = SegmentHitKind::None;
    float distance = 0.0f;    ///< along the ground, world units (valid when hit)
    Vec2 point{0.0f, 0.0f};   ///< on the ground plan
    Vec2 normal{0.0f, 0.0f};  ///< unit, on the ground plan: the face entered, or the ground's slope (downhill)
    int32_t circle = -1;      ///< the circle hit (kind == Circle)
    bool startedInside = false;
    float z = 0.0f;  ///< the segment's height at the hit
    /// The first obstacle footprint along the segment in 2D, whatever its height: where it starts and
    /// ends (-1: none within the length), its kind, and its top above the entry point (absolute z; kTall
    /// for tall ones). When the segment passed over it, `kind` names what it hit after it, or None.
    float obstacleFrom = -1.0f;
    float obstacleTo = -1.0f;
    SegmentHitKind obstacleKind = SegmentHitKind::None;
    float obstacleTop = 0.0f;
    float obstacleHeight = 0.0f;  ///< that obstacle's height above the ground (kTall for tall ones)

    bool hit() const { return kind != SegmentHitKind::None; }
    bool passedOver() const {
        return obstacleFrom >= 0.0f && (kind == SegmentHitKind::None || distance > obstacleFrom);
    }
};

/// Casts the segment. `from` is escape(obstacles, origin) (the 2D sensor rule for a start inside an
/// obstacle); `wallHeight` the height of the blocked cells and the grid's edge. With `ground` false the
/// terrain is not consulted (it is flat and the segment level above it: it cannot go under).
SegmentHit castSegment(const Obstacles& obstacles, const Terrain& terrain, float wallHeight, const Segment3& segment,
                       const Escape& from, bool ground);

}  // namespace sidestep
