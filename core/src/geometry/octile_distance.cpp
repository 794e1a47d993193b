#include "sidestep/geometry/octile_distance.hpp"
#include "sidestep/geometry/fill.hpp"

#include <algorithm>
#include <cstdlib>

namespace sidestep {

void OctileDistance::prepare(const Grid& g) {
    const size_t n = size_t(g.width()) * size_t(g.height());
    if (seen_.size() < n) {
        cost_.resize(n);
        assignFilled(seen_, n, 0u);
        assignFilled(done_, n, 0u);
        heap_.reserve(n);  // lazy deletion can push a cell more than once; then it grows, and keeps that size
        generation_ = 0;
    }
    if (++generation_ == 0) {  // after 2^32 queries the stamps wrap: start them again
        std::fill(seen_.begin(), seen_.end(), 0u);
        std::fill(done_.begin(), done_.end(), 0u);
        generation_ = 1;
    }
    heap_.clear();
    settled_ = 0;
}

double OctileDistance::between(const Grid& g, Cell start, Cell goal) {
    prepare(g);
    if (g.blocked(start) || g.blocked(goal)) return kNoOctilePath;
    const int32_t w = g.width(), h = g.height();
    const uint8_t* cells = g.data();
    const auto free = [&](int32_t x, int32_t y) { return x >= 0 && y >= 0 && x < w && y < h && cells[y * w + x] == 0; };
    const uint32_t gen = generation_, target = uint32_t(goal.y * w + goal.x);
    // The octile distance to the goal on an open grid: never more than the true rest of the way.
    const auto guide = [&](uint32_t j) {
        const int32_t dx = std::abs(int32_t(j % uint32_t(w)) - goal.x),
                      dy = std::abs(int32_t(j / uint32_t(w)) - goal.y);
        return double(std::max(dx, dy)) + (kDiagonalCost - 1.0) * double(std::min(dx, dy));
    };
    // A min-heap on (estimate, -cost, cell): equal estimates settle the longer path first, then in cell
    // order, so the search is deterministic.
    const auto later = [](const Entry& a, const Entry& b) {
        if (a.estimate != b.estimate) return a.estimate > b.estimate;
        if (a.cost != b.cost) return a.cost < b.cost;
        return a.cell > b.cell;
    };
    const auto reach = [&](uint32_t j, double c) {
        if (done_[j] == gen || (seen_[j] == gen && cost_[j] <= c)) return;
        seen_[j] = gen;
        cost_[j] = c;
        heap_.push_back({c + guide(j), c, j});
        std::push_heap(heap_.begin(), heap_.end(), later);
    };
    reach(uint32_t(start.y * w + start.x), 0.0);
    while (!heap_.empty()) {
        std::pop_heap(heap_.begin(), heap_.end(), later);
        const Entry e = heap_.back();
        heap_.pop_back();
        if (done_[e.cell] == gen) continue;  // a stale entry: the cell was settled at a lower cost
        done_[e.cell] = gen;
        ++settled_;
        if (e.cell == target) return e.cost;
        const int32_t x = int32_t(e.cell % uint32_t(w)), y = int32_t(e.cell / uint32_t(w));
        // Straight moves first, then diagonals, each needing both cells beside it free (no corner cutting).
        const bool up = free(x, y - 1), down = free(x, y + 1), left = free(x - 1, y), right = free(x + 1, y);
        const double straight = e.cost + 1.0, diagonal = e.cost + kDiagonalCost;
        if (up) reach(e.cell - uint32_t(w), straight);
        if (down) reach(e.cell + uint32_t(w), straight);
        if (left) reach(e.cell - 1, straight);
        if (right) reach(e.cell + 1, straight);
        if (up && left && free(x - 1, y - 1)) reach(e.cell - uint32_t(w) - 1, diagonal);
        if (up && right && free(x + 1, y - 1)) reach(e.cell - uint32_t(w) + 1, diagonal);
        if (down && left && free(x - 1, y + 1)) reach(e.cell + uint32_t(w) - 1, diagonal);
        if (down && right && free(x + 1, y + 1)) reach(e.cell + uint32_t(w) + 1, diagonal);
    }
    return kNoOctilePath;
}

}  // namespace sidestep
