#include "sidestep/behaviors/nproxy.hpp"
#include "sidestep/geometry/fill.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdlib>

namespace sidestep {

namespace {

int32_t cellIndex(const Grid& g, Cell c) { return c.y * g.width() + c.x; }

Cell neighbour(Cell c, uint32_t k) { return {c.x + kNeighbourOffsets[k].x, c.y + kNeighbourOffsets[k].y}; }

}  // namespace

NproxyParams nproxyParams(const Agent& a) {
    if (a.behavior != Behavior::Nproxy) return kGreedyParams;
    return NproxyParams::read(a.params.data());
}

float bigDistance(const Grid& g) { return float(2 * (g.width() + g.height()) + 1); }

float heuristic(Cell c, Cell t, Metric metric) {
    const float dx = float(std::abs(c.x - t.x));
    const float dy = float(std::abs(c.y - t.y));
    switch (metric) {
        case Metric::Manhattan:
            return dx + dy;
        case Metric::Octile: {
            const float lo = std::fmin(dx, dy), hi = std::fmax(dx, dy);
            return hi + (std::sqrt(2.0f) - 1.0f) * lo;
        }
        case Metric::Euclidean:
            break;
    }
    return std::sqrt(dx * dx + dy * dy);
}

const char* directionName(Direction d) {
    static const char* names[] = {"up", "down", "left", "right", "none"};
    return uint32_t(d) <= Direction::None ? names[uint32_t(d)] : "none";
}

const char* decisionRuleName(DecisionRule r) {
    static const char* names[] = {"none", "proxy", "pStep", "fixedOrder"};
    return uint32_t(r) < kDecisionRuleCount ? names[uint32_t(r)] : "none";
}

// ---- bounded searches ---------------------------------------------------------------------------

size_t ProxySearch::prepare(const Grid& g) {
    const size_t cells = size_t(g.width()) * size_t(g.height());
    if (stamp_.size() != cells) {
        assignFilled(stamp_, cells, 0u);
        generation_ = 0;
    }
    if (++generation_ == 0) {  // wrapped: clear once every 2^32 searches
        std::fill(stamp_.begin(), stamp_.end(), 0u);
        generation_ = 1;
    }
    return cells;
}

void ProxySearch::reserve(const Grid& g, int32_t depth) {
    const size_t cells = size_t(g.width()) * size_t(g.height()), d = size_t(std::max(depth, 0));
    if (stamp_.size() != cells) {
        assignFilled(stamp_, cells, 0u);
        generation_ = 0;
    }
    const size_t within = std::min(cells, 2 * d * (d + 1) + 1);
    if (queue_.capacity() < within) queue_.reserve(within);
}

float ProxySearch::proxy(const Grid& g, Cell from, Cell target, int32_t depth, Metric metric) {
    if (g.blocked(from)) return bigDistance(g);
    if (metric == Metric::Euclidean) {
        // The nearest cell by squared distance (integers, exact), one square root at the end: the same
        // value as the smallest of the square roots, since sqrt is monotonic and correctly rounded.
        int64_t best = INT64_MAX;
        visitWithin(g, from, depth, [&](Cell c, int32_t) {
            const int64_t dx = c.x - target.x, dy = c.y - target.y;
            best = std::min(best, dx * dx + dy * dy);
        });
        return std::sqrt(float(best));
    }
    float best = heuristic(from, target, metric);
    visitWithin(g, from, depth, [&](Cell c, int32_t) { best = std::fmin(best, heuristic(c, target, metric)); });
    return best;
}

std::array<uint32_t, 4> ProxySearch::stepsToNeighbours(const Grid& g, Cell at, Cell target, int32_t depth) {
    std::array<uint32_t, 4> steps{kHugeStep, kHugeStep, kHugeStep, kHugeStep};
    // A neighbour is at least (Manhattan distance - 1) steps from the target: nothing to find beyond.
    if (std::abs(at.x - target.x) + std::abs(at.y - target.y) > depth + 1) return steps;
    visitWithin(g, target, depth, [&](Cell c, int32_t level) {
        for (uint32_t k = 0; k < 4; ++k) {
            if (c == neighbour(at, k)) steps[k] = uint32_t(level);
        }
    });
    return steps;
}

// ---- the decision -------------------------------------------------------------------------------

GridDecision decideGridStep(const Grid& g, Cell at, Cell previous, Cell target, const NproxyParams& p,
                            ProxySearch& search) {
    GridDecision d;
    const float big = bigDistance(g);
    bool anyFree = false;
    for (uint32_t k = 0; k < 4; ++k) {
        const Cell n = neighbour(at, k);
        d.proxy[k] = search.proxy(g, n, target, p.P, p.metric);
        anyFree = anyFree || !g.blocked(n);
    }
    d.step = search.stepsToNeighbours(g, at, target, p.P);
    if (at == target) {
        d.stop = StopReason::Reached;
        return d;
    }
    if (!anyFree) {
        d.stop = StopReason::Stuck;
        return d;
    }
    // The lowest proxy, and how many neighbours share it.
    float lowest = big;
    for (uint32_t k = 0; k < 4; ++k) lowest = std::fmin(lowest, d.proxy[k]);
    uint32_t tied = 0;
    for (uint32_t k = 0; k < 4; ++k) tied += d.proxy[k] == lowest ? 1u : 0u;

    uint32_t best = Direction::None;
    if (tied == 1) {
        for (uint32_t k = 0; k < 4 && best == Direction::None; ++k) {
            if (d.proxy[k] == lowest) best = k;
        }
        d.rule = DecisionRule::Proxy;
    } else if (p.stepTieBreak) {
        // Rank the tied neighbours by P-step; the first in order wins what stays tied.
        for (uint32_t k = 0; k < 4; ++k) {
            if (d.proxy[k] == lowest && (best == Direction::None || d.step[k] < d.step[best])) best = k;
        }
        uint32_t sameStep = 0;
        for (uint32_t k = 0; k < 4; ++k) sameStep += d.proxy[k] == lowest && d.step[k] == d.step[best] ? 1u : 0u;
        d.rule = sameStep == 1 ? DecisionRule::PStep : DecisionRule::FixedOrder;
    } else {
        for (uint32_t k = 0; k < 4 && best == Direction::None; ++k) {
            if (d.proxy[k] == lowest) best = k;
        }
        d.rule = DecisionRule::FixedOrder;
    }
    d.chosen = Direction(best);
    d.returning = neighbour(at, best) == previous && previous != at ? 1u : 0u;
    if (d.returning && p.stopOnReturn) {
        d.stop = StopReason::Oscillation;
        d.refused = d.chosen;
        d.chosen = Direction::None;
    }
    return d;
}

// ---- whole fields -------------------------------------------------------------------------------

std::vector<float> proxyField(const Grid& g, Cell target, int32_t P, Metric metric) {
    std::vector<float> out;
    ProxyFieldScratch scratch;
    proxyField(g, target, P, metric, out, scratch);
    return out;
}

void proxyField(const Grid& g, Cell target, int32_t P, Metric metric, std::vector<float>& out, ProxyFieldScratch& s) {
    const int32_t w = g.width(), h = g.height();
    const size_t W = size_t(w) + 2;  // one BIG cell of border all round
    const size_t cells = W * (size_t(h) + 2);
    const float big = bigDistance(g);
    assignFilled(s.base, cells, big);
    for (int32_t y = 0; y < h; ++y) {
        float* row = s.base.data() + size_t(y + 1) * W + 1;
        for (int32_t x = 0; x < w; ++x) row[x] = g.blocked(x, y) ? big : heuristic({x, y}, target, metric);
    }
    s.current = s.base;
    s.next = s.base;
    // Round n: n-proxy = min(h, the (n-1)-proxy of each neighbour); blocked cells (and the border) stay
    // BIG. Values are never NaN, so plain comparisons give exactly fmin's result.
    for (int32_t n = 1; n <= P; ++n) {
        int changed = 0;
        for (int32_t y = 1; y <= h; ++y) {
            const float* b = s.base.data() + size_t(y) * W;
            const float* up = s.current.data() + size_t(y - 1) * W;
            const float* mid = s.current.data() + size_t(y) * W;
            const float* down = s.current.data() + size_t(y + 1) * W;
            float* o = s.next.data() + size_t(y) * W;
            for (size_t x = 1; x <= size_t(w); ++x) {
                float v = b[x];
                v = mid[x - 1] < v ? mid[x - 1] : v;
                v = mid[x + 1] < v ? mid[x + 1] : v;
                v = up[x] < v ? up[x] : v;
                v = down[x] < v ? down[x] : v;
                v = b[x] == big ? big : v;
                changed |= int(v != mid[x]);
                o[x] = v;
            }
        }
        s.current.swap(s.next);
        if (!changed) break;  // a fixed point: further rounds change nothing
    }
    out.resize(size_t(w) * size_t(h));
    for (int32_t y = 0; y < h; ++y) {
        const float* row = s.current.data() + size_t(y + 1) * W + 1;
        std::copy(row, row + w, out.begin() + std::ptrdiff_t(size_t(y) * size_t(w)));
    }
}

std::vector<uint32_t> stepField(const Grid& g, Cell target, int32_t P) {
    std::vector<uint32_t> steps;
    ProxySearch search;
    stepField(g, target, P, steps, search);
    return steps;
}

void stepField(const Grid& g, Cell target, int32_t P, std::vector<uint32_t>& steps, ProxySearch& search) {
    assignFilled(steps, size_t(g.width()) * size_t(g.height()), kHugeStep);
    // The grid is undirected: step distances from the target are the distances to it.
    search.visitWithin(g, target, P, [&](Cell c, int32_t level) { steps[size_t(cellIndex(g, c))] = uint32_t(level); });
}

}  // namespace sidestep
