#pragma once
// The article's own definitions, as plain recursion (4^n calls): the test oracle for the fast n-proxy
// and P-step, and the baseline the benchmark measures against. Straight from the n-proxy article, with the
// conventions of docs/algorithms/nproxy.md: blocked or off-grid cells score BIG (n-proxy) or HUGE (n-step).
#include <algorithm>
#include <cstdint>

#include "sidestep/behaviors/nproxy.hpp"

namespace oracle {

inline float nProxy(const sidestep::Grid& g, sidestep::Cell c, sidestep::Cell target, int n, sidestep::Metric metric) {
    if (g.blocked(c)) return sidestep::bigDistance(g);
    const float own = sidestep::heuristic(c, target, metric);
    if (n == 0) return own;
    float best = own;
    for (const sidestep::Cell& o : sidestep::kNeighbourOffsets) {
        best = std::min(best, nProxy(g, {c.x + o.x, c.y + o.y}, target, n - 1, metric));
    }
    return best;
}

/// n-step as the article defines it, with P the look-ahead it was started with.
inline uint32_t nStep(const sidestep::Grid& g, sidestep::Cell c, sidestep::Cell target, int n, int P) {
    if (g.blocked(c) || n < 0) return sidestep::kHugeStep;
    if (c == target) return uint32_t(P - n);
    uint32_t best = sidestep::kHugeStep;
    for (const sidestep::Cell& o : sidestep::kNeighbourOffsets) {
        best = std::min(best, nStep(g, {c.x + o.x, c.y + o.y}, target, n - 1, P));
    }
    return best;
}

}  // namespace oracle
