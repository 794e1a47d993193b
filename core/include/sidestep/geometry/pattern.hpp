#pragma once
/// Seeded grid patterns for quick scenes: a maze and a floor of rooms. The same seed on the same grid size
/// gives the same cells on every platform (the core's own random numbers).
#include <cstdint>
#include <string_view>

#include "sidestep/geometry/grid.hpp"

namespace sidestep {

enum class GridPattern : uint32_t {
    Maze = 0,   ///< corridors one cell wide between walls one cell thick, every free cell reachable (a perfect maze)
    Rooms = 1,  ///< the floor split into rooms by walls one cell thick, each wall with a door two cells wide
};
inline constexpr uint32_t kGridPatternCount = 2;

/// "maze", "rooms".
const char* gridPatternName(GridPattern p);
bool parseGridPattern(std::string_view name, GridPattern& out);

/// Replaces every cell of the grid with the pattern drawn from `seed`.
void drawPattern(Grid& grid, GridPattern pattern, uint64_t seed);

/// Joins every region of free cells to the largest one by freeing the fewest blocked cells between them
/// (nearest first, in a fixed order), so every free cell can be reached from every other.
void joinFreeRegions(Grid& grid);

}  // namespace sidestep
