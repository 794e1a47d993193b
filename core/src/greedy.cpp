#include "sidestep/greedy.hpp"

#include <cmath>

namespace sidestep {

float bigDistance(const Grid& g) { return float(2 * (g.width() + g.height()) + 1); }

GridDecision decideGreedy(const Grid& g, Cell at, Cell target) {
    GridDecision d;
    const float big = bigDistance(g);
    for (uint32_t i = 0; i < 4; ++i) {
        const Cell n{at.x + kNeighbourOffsets[i].x, at.y + kNeighbourOffsets[i].y};
        const float dx = float(n.x - target.x);
        const float dy = float(n.y - target.y);
        d.proxy[i] = g.blocked(n) ? big : std::sqrt(dx * dx + dy * dy);
    }
    if (at == target) {
        d.stop = StopReason::Reached;
        return d;
    }
    uint32_t best = Direction::None;
    for (uint32_t i = 0; i < 4; ++i) {
        if (d.proxy[i] >= big) continue;
        if (best == Direction::None || d.proxy[i] < d.proxy[best]) best = i;  // strict: first wins ties
    }
    if (best == Direction::None) {
        d.stop = StopReason::Stuck;
        return d;
    }
    d.chosen = Direction(best);
    return d;
}

}  // namespace sidestep
