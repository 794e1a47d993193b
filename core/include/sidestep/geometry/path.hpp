#pragma once
/// Paths: open or closed polylines that agents can follow (the context-steering race track), and the
/// exact closest point and tangent on them.
#include <cstdint>
#include <vector>

#include "sidestep/geometry/types.hpp"

namespace sidestep {

/// Most points in one path, and most paths in one world.
inline constexpr int32_t kMaxPathPoints = 1024;
inline constexpr int32_t kMaxPaths = 64;

struct Path {
    std::vector<Vec2> points;  ///< world units, in travel order
    bool closed = false;       ///< a loop: the last point joins the first
};

/// Where a point projects onto a path.
struct PathProjection {
    bool valid = false;        ///< false for a path without a segment of positive length
    Vec2 point{0.0f, 0.0f};    ///< the closest point on the path
    Vec2 tangent{0.0f, 0.0f};  ///< unit direction of travel there
    int32_t segment = -1;      ///< segment k runs from points[k] to points[k + 1] (or to points[0])
    float along = 0.0f;        ///< arc length from points[0] to the closest point, world units
    float length = 0.0f;       ///< the whole path's length (including the closing segment of a loop)
    float distance = 0.0f;     ///< from the query point to the closest point
};

/// The closest point on the path to p. Ties (equally close to two segments, as at a vertex or a point
/// equidistant from two parts of the path) go to the lower segment index, so at a vertex the tangent is
/// that of the segment ending there. Segments of zero length are skipped.
PathProjection project(const Path& path, Vec2 p);

}  // namespace sidestep
