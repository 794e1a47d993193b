#pragma once
/// The static obstacles a query reads: the grid's blocked cells (off the grid counts as blocked) and the
/// circles, with the circles' spatial index when there is one. Without an index every circle is tested;
/// with it only the nearby ones, and the answers are identical.
#include <algorithm>
#include <array>
#include <cstdint>
#include <vector>

#include "sidestep/geometry/circle.hpp"
#include "sidestep/geometry/circle_index.hpp"
#include "sidestep/geometry/grid.hpp"
#include "sidestep/geometry/outline.hpp"

namespace sidestep {

struct Obstacles {
    const Grid& grid;
    const std::vector<Circle>& circles;
    const CircleIndex* index = nullptr;  ///< built from `circles`, or nullptr to test every circle
    /// Lets a short ray skip the cell walk in open country (Grid::freeBox()); off, every ray walks its cells.
    bool openCountry = false;
    /// When set, the only circles that any query of this view can meet, in ascending index order: all the
    /// circles whose box meets the region the queries stay in (see NearCircles::gather). Queries then look
    /// at these alone, with the same answers.
    const int32_t* near = nullptr;
    uint32_t nearCount = 0;
    /// A region known to be clear of every obstacle (an agent's body that overlaps nothing): escape() of a
    /// point in it is "not inside" at once. A negative radius: none.
    Vec2 clearCenter{0.0f, 0.0f};
    float clearRadius = -1.0f;
    /// The outline polygons of the blocked cells (built when an orca agent needs them), or nullptr.
    const Outline* outline = nullptr;
};

/// The circles near a region, gathered once for the many queries made inside it (an agent's rays all
/// stay within its sensing range): each ray then tests a handful of circles, with no walk of the index.
class NearCircles {
public:
    static constexpr uint32_t kCapacity = 64;
    /// A view of `o` whose queries look only at the circles whose bounding box meets [lo, hi]. When there is
    /// no index, or more than kCapacity circles are near, the view is `o` unchanged.
    Obstacles gather(const Obstacles& o, Vec2 lo, Vec2 hi);

private:
    std::array<int32_t, kCapacity> items_{};
};

/// Calls visit(i), in ascending index order, for every circle that `selects(i)` among those whose
/// bounding box may overlap [lo, hi]. The order makes sums over circles bit-identical with and without
/// the index. Through the index when there is one; a query that selects more than 32 circles falls
/// back to every circle in order.
template <class Selects, class Visit>
void forEachCircleNear(const Obstacles& o, Vec2 lo, Vec2 hi, Selects selects, Visit visit) {
    auto all = [&] {
        for (size_t i = 0; i < o.circles.size(); ++i) {
            if (selects(int32_t(i))) visit(int32_t(i));
        }
    };
    if (o.near) {
        for (uint32_t k = 0; k < o.nearCount; ++k) {
            if (selects(o.near[k])) visit(o.near[k]);
        }
        return;
    }
    if (!o.index) return all();
    std::array<int32_t, 32> found{};
    size_t count = 0;
    bool overflow = false;
    o.index->forEachIn(lo, hi, [&](int32_t i) {
        if (overflow || !selects(i)) return 0.0f;
        if (count == found.size())
            overflow = true;
        else
            found[count++] = i;
        return 0.0f;
    });
    if (overflow) return all();
    std::sort(found.begin(), found.begin() + count);
    for (size_t k = 0; k < count; ++k) visit(found[k]);
}

}  // namespace sidestep
