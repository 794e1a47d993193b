#include "sidestep/greedy.hpp"

#include <cmath>

namespace sidestep {

const char* directionName(Direction d) {
    static const char* names[] = {"up", "down", "left", "right", "none"};
    return uint32_t(d) <= Direction::None ? names[uint32_t(d)] : "none";
}

const char* decisionRuleName(DecisionRule r) {
    static const char* names[] = {"none", "proxy", "fixedOrder"};
    return uint32_t(r) < kDecisionRuleCount ? names[uint32_t(r)] : "none";
}

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
    uint32_t sharing = 0;
    for (uint32_t i = 0; i < 4; ++i) sharing += d.proxy[i] == d.proxy[best] ? 1u : 0u;
    d.rule = sharing > 1 ? DecisionRule::FixedOrder : DecisionRule::Proxy;
    return d;
}

}  // namespace sidestep
