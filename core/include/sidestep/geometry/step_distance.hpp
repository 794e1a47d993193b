#pragma once
/// The grid agents' optimum: the fewest 4-neighbour moves (up, down, left, right, through free cells)
/// between two cells, by breadth-first search from the start, stopping when the goal is reached.
#include <cstdint>
#include <vector>

#include "sidestep/geometry/grid.hpp"
#include "sidestep/geometry/types.hpp"

namespace sidestep {

/// What StepDistance returns when there is no path (or the start or goal is blocked).
inline constexpr int32_t kNoStepPath = -1;

/// Shortest 4-connected step counts on a grid. Scratch memory is kept between queries: once sized
/// for the largest grid seen, a query allocates nothing. Reads the grid, never changes it.
class StepDistance {
public:
    /// Fewest moves from start to goal (0 when they are the same free cell), or kNoStepPath. O(N) for N free cells.
    int32_t between(const Grid& grid, Cell start, Cell goal);

private:
    void prepare(const Grid& grid);

    std::vector<int32_t> steps_;   // steps from the start, valid where seen_ holds this query's generation
    std::vector<uint32_t> seen_;   // per cell: the query that last reached it (no clearing between queries)
    std::vector<uint32_t> queue_;  // row-major cell indices, in order of discovery
    uint32_t generation_ = 0;
};

}  // namespace sidestep
