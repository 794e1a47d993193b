#pragma once
/// The static obstacles a query reads: the grid's blocked cells (off the grid counts as blocked) and the
/// circles, with the circles' spatial index when there is one. Without an index every circle is tested;
/// with it only the nearby ones, and the answers are identical.
#include <vector>

#include "sidestep/geometry/circle.hpp"
#include "sidestep/geometry/circle_index.hpp"
#include "sidestep/geometry/grid.hpp"

namespace sidestep {

struct Obstacles {
    const Grid& grid;
    const std::vector<Circle>& circles;
    const CircleIndex* index = nullptr;  ///< built from `circles`, or nullptr to test every circle
};

}  // namespace sidestep
