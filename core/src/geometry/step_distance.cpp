#include "sidestep/geometry/step_distance.hpp"
#include "sidestep/geometry/fill.hpp"

#include <algorithm>

namespace sidestep {

void StepDistance::prepare(const Grid& g) {
    const size_t n = size_t(g.width()) * size_t(g.height());
    if (seen_.size() < n) {
        steps_.resize(n);
        assignFilled(seen_, n, 0u);
        queue_.reserve(n);  // every cell enters the queue at most once: push_back never reallocates
        generation_ = 0;
    }
    if (++generation_ == 0) {  // after 2^32 queries the stamps wrap: start them again
        std::fill(seen_.begin(), seen_.end(), 0u);
        generation_ = 1;
    }
    queue_.clear();
}

int32_t StepDistance::between(const Grid& g, Cell start, Cell goal) {
    prepare(g);
    if (g.blocked(start) || g.blocked(goal)) return kNoStepPath;
    if (start == goal) return 0;
    const int32_t w = g.width(), h = g.height();
    const uint8_t* blocked = g.data();
    const uint32_t gen = generation_, target = uint32_t(goal.y * w + goal.x);
    const uint32_t first = uint32_t(start.y * w + start.x);
    seen_[first] = gen;
    steps_[first] = 0;
    queue_.push_back(first);
    for (size_t head = 0; head < queue_.size(); ++head) {
        const uint32_t i = queue_[head];
        const int32_t x = int32_t(i % uint32_t(w)), y = int32_t(i / uint32_t(w));
        const int32_t next = steps_[i] + 1;
        // Up, down, left, right; cells off the grid are blocked.
        const bool open[4] = {y > 0, y + 1 < h, x > 0, x + 1 < w};
        const uint32_t to[4] = {i - uint32_t(w), i + uint32_t(w), i - 1, i + 1};
        for (int k = 0; k < 4; ++k) {
            if (!open[k] || blocked[to[k]] || seen_[to[k]] == gen) continue;
            if (to[k] == target) return next;  // breadth first: the first time it is reached is the shortest
            seen_[to[k]] = gen;
            steps_[to[k]] = next;
            queue_.push_back(to[k]);
        }
    }
    return kNoStepPath;
}

}  // namespace sidestep
