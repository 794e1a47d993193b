#pragma once
/// Terrain: a height field over the world. One height per grid vertex ((W + 1) x (H + 1) of them; vertex
/// (x, y) is the corner point (x, y)), bilinear inside each cell, so the ground is continuous and its
/// normal is exact at every point inside a cell. Heights are world units, up positive (z; x and y are the
/// world's, y down on screen). Zero by default: a terrain whose heights are all 0 is flat, and every query
/// of it is a constant, so the flat 2D world costs nothing.
///
/// Outside the grid the ground continues level: a point off the grid has the height of the nearest point
/// on the grid's edge. Only feelers sense the terrain (the feelers article's slope, docs/algorithms/feelers.md); the
/// other behaviours keep their 2D rules.
#include <cstdint>
#include <glm/vec3.hpp>
#include <vector>

#include "sidestep/geometry/types.hpp"

namespace sidestep {

using Vec3 = glm::vec3;

/// Largest |height| of the ground, world units.
inline constexpr float kMaxTerrainHeight = 64.0f;
/// The brush keeps heights to multiples of this (world units), so that files and links stay short.
inline constexpr float kTerrainStep = 0.01f;

/// What a stroke of the terrain brush does to the vertices under it.
enum class TerrainBrush : uint32_t {
    Raise = 0,    ///< up by strength x falloff
    Lower = 1,    ///< down by strength x falloff
    Flatten = 2,  ///< toward `level` by at most strength x falloff
};
inline constexpr uint32_t kTerrainBrushCount = 3;
const char* terrainBrushName(TerrainBrush brush);
/// Limits of a brush stroke: radius (world units) and strength (world units at the centre). A stroke
/// changes at most about pi x 16^2 vertices, so a long history of strokes replays in bounded time.
inline constexpr float kMinBrushRadius = 0.1f, kMaxBrushRadius = 16.0f;
inline constexpr float kMinBrushStrength = 0.01f, kMaxBrushStrength = 8.0f;

class Terrain {
public:
    /// Flat ground under a grid of width x height cells.
    Terrain(int32_t width = 16, int32_t height = 16) : width_(width), height_(height) {}

    int32_t width() const { return width_; }
    int32_t height() const { return height_; }
    /// True when every height is 0.
    bool flat() const { return nonzero_ == 0; }
    /// Vertices per row: width + 1.
    int32_t stride() const { return width_ + 1; }
    /// The heights, row-major ((width + 1) x (height + 1), row 0 first), or nullptr when flat.
    const float* data() const { return flat() ? nullptr : heights_.data(); }
    /// Bytes of storage held (none until a height is set).
    size_t bytes() const { return heights_.capacity() * sizeof(float); }

    /// Height of vertex (x, y); vertices off the grid take the nearest edge vertex's.
    float vertex(int32_t x, int32_t y) const;
    /// Height of the ground at p (bilinear in p's cell; off the grid, the nearest edge point's).
    float height(Vec2 p) const;
    /// dh/dx and dh/dy at p, of the cell that contains p (cell (x, y) covers [x, x+1) x [y, y+1)).
    Vec2 gradient(Vec2 p) const;
    /// The unit normal of the ground at p, pointing up: normalize(-dh/dx, -dh/dy, 1).
    Vec3 normal(Vec2 p) const;

    /// Sets every height (row-major, (width + 1) x (height + 1) values); all zeros make the terrain flat.
    /// The caller checks the values (finite, within kMaxTerrainHeight).
    void assign(const std::vector<float>& heights);
    /// Flat again (the storage is released).
    void clear() {
        heights_ = {};
        nonzero_ = 0;
    }
    /// Follows a grid resize: vertices keep their (x, y), new ones are 0.
    void resize(int32_t width, int32_t height);
    /// One stroke of the brush: every vertex within `radius` of `center` changes by the brush's rule,
    /// weighted by the falloff (1 - (d / radius)^2)^2, and is kept to kTerrainStep and kMaxTerrainHeight.
    /// `level` is the height Flatten moves toward. Returns how many vertices changed.
    uint32_t brush(TerrainBrush mode, Vec2 center, float radius, float strength, float level);

    /// The first distance s in [from, to] along the ray origin + s * direction (unit) at which the line
    /// z(s) = z0 + s * rise goes below height + clearance, i.e. enters the ground (clearance 0) or a layer
    /// of that thickness on it; -1 when it stays above. A line that only touches the surface does not enter
    /// it. Exact: along a line the bilinear ground is a quadratic in s within each cell.
    float firstBelow(Vec2 origin, Vec2 direction, float z0, float rise, float clearance, float from, float to) const;

private:
    /// The quadratic of the ground along a ray within one cell, and the first entry below it.
    float firstBelowInCell(int32_t cx, int32_t cy, Vec2 origin, Vec2 direction, float z0, float rise, float clearance,
                           float from, float to) const;
    /// Counts the heights that are not 0 (after a whole-field change).
    void recount();

    int32_t width_;
    int32_t height_;
    std::vector<float> heights_;  ///< empty until a height is set; kept once allocated, so strokes stay local
    size_t nonzero_ = 0;          ///< heights that are not 0: the terrain is flat when there are none
};

}  // namespace sidestep
