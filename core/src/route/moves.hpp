#pragma once
// The planner's 8 moves on its lattice, in their fixed order (straight ones first, as the octile search
// takes them), and what the searches share about them.
#include <cstdint>

namespace sidestep::route {

struct Move {
    int32_t dx, dy;
};
/// Up, down, left, right, then the diagonals up-left, up-right, down-left, down-right (y down).
inline constexpr Move kMoves[8] = {{0, -1}, {0, 1}, {-1, 0}, {1, 0}, {-1, -1}, {1, -1}, {-1, 1}, {1, 1}};
/// The move back: kMoves[kOpposite[d]] = -kMoves[d].
inline constexpr uint32_t kOpposite[8] = {1, 0, 3, 2, 7, 6, 5, 4};
/// A diagonal move's length in spacings: sqrt(2) to double precision, a literal as in octile_distance.hpp.
inline constexpr double kDiagonal = 1.4142135623730951;
/// The parent of a point joined to the start itself; kNoParent: not reached.
inline constexpr int32_t kFromStart = -1;
inline constexpr int32_t kNoParent = -2;

}  // namespace sidestep::route
