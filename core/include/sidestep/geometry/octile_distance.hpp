#pragma once
/// The benchmark's optimum: the shortest 8-connected path between two cells, straight moves costing 1
/// and diagonal moves sqrt(2), with no corner cutting (a diagonal move needs both cells beside it
/// free). A* over a binary heap from the start, guided by the octile distance on an open grid (a lower
/// bound that never decreases by more than a move's cost along it, so each cell is settled at its
/// shortest distance), stopping when the goal is settled. Costs are doubles; ties in the heap go to the
/// longer path so far, then to the lower cell index, so the search order, and the result, are the same
/// on every run.
#include <cstdint>
#include <vector>

#include "sidestep/geometry/grid.hpp"
#include "sidestep/geometry/types.hpp"

namespace sidestep {

/// Cost of a diagonal move, sqrt(2) to double precision (a literal, so no libm call differs by platform).
inline constexpr double kDiagonalCost = 1.4142135623730951;
/// What OctileDistance returns when there is no path (or the start or goal is blocked).
inline constexpr double kNoOctilePath = -1.0;

/// Shortest octile path lengths on a grid. Scratch memory is kept between queries: once sized for the
/// largest grid seen, a query allocates nothing. Reads the grid, never changes it.
class OctileDistance {
public:
    /// Length of the shortest path from start to goal in cells (0 when they are the same free cell),
    /// or kNoOctilePath. O(N log N) for N free cells, usually far less thanks to the guide and the early exit.
    double between(const Grid& grid, Cell start, Cell goal);

    /// Cells settled by the last query (how much of the grid it searched).
    uint32_t settled() const { return settled_; }

private:
    struct Entry {
        double estimate;  // cost so far + the open-grid octile distance to the goal
        double cost;      // cost so far
        uint32_t cell;    // row-major index
    };
    void prepare(const Grid& grid);

    std::vector<double> cost_;    // best cost found so far, valid where seen_ holds this query's generation
    std::vector<uint32_t> seen_;  // per cell: the query that last reached it (no clearing between queries)
    std::vector<uint32_t> done_;  // per cell: the query that settled it
    std::vector<Entry> heap_;
    uint32_t generation_ = 0;
    uint32_t settled_ = 0;
};

}  // namespace sidestep
