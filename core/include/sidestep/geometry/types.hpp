#pragma once
/// Basic types shared by the whole core.
///
/// Conventions: 2D, x to the right and y downwards (screen order: row 0 of the grid is the top),
/// distances in world units, one grid cell = 1 unit. Cell (x, y) covers [x, x+1) x [y, y+1).
#include <cmath>
#include <cstdint>
#include <glm/geometric.hpp>
#include <glm/vec2.hpp>
#include <limits>

namespace sidestep {

using Vec2 = glm::vec2;

/// The smaller and larger of two numbers, inlined for the hot paths (std::fmin is a library call
/// natively and in wasm, for the sake of NaN arguments, which these paths never see).
inline float minf(float a, float b) { return b < a ? b : a; }
inline float maxf(float a, float b) { return a < b ? b : a; }

/// True when both coordinates are finite numbers.
inline bool isFinite(Vec2 v) { return std::isfinite(v.x) && std::isfinite(v.y); }

/// Integer cell coordinates on the grid.
struct Cell {
    int32_t x = 0;
    int32_t y = 0;
    friend bool operator==(Cell a, Cell b) { return a.x == b.x && a.y == b.y; }
    friend bool operator!=(Cell a, Cell b) { return !(a == b); }
};

/// Largest grid side, in cells.
inline constexpr int32_t kMaxGridSide = 1024;
/// Largest number of agents in one world (a file's regions and explicit agents together).
inline constexpr int32_t kMaxAgents = 200000;
/// Largest number of circle obstacles in one world. 100,000: their index stays a few MiB, and 100,000 whiskers
/// agents among 100,000 circles on a 1024 x 1024 grid load and step (the crowd has 20,000).
inline constexpr int32_t kMaxCircles = 100000;

/// The height of an obstacle that nothing reaches over (circles and walls by default: the 2D world's).
/// Only feelers, which sense in 3D over the terrain (terrain.hpp), ever see an obstacle's height.
inline constexpr float kTall = std::numeric_limits<float>::infinity();
/// Limits of a finite obstacle height above the ground, world units.
inline constexpr float kMinObstacleHeight = 0.01f, kMaxObstacleHeight = 100.0f;

}  // namespace sidestep
