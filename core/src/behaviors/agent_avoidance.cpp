#include "sidestep/behaviors/agent_avoidance.hpp"

#include <algorithm>
#include <cmath>
#include <cstring>

#include "sidestep/behaviors/steering.hpp"

namespace sidestep {

int32_t AgentIndex::cellOf(float v, int32_t count) const {
    const float c = v / kAgentCellSize;
    if (!(c > 0.0f)) return 0;                              // also NaN
    return c >= float(count - 1) ? count - 1 : int32_t(c);  // also +infinity, never converted
}

void AgentIndex::build(const std::vector<Agent>& agents, int32_t worldWidth, int32_t worldHeight, bool withoutArrived) {
    beginParts(agents.size(), worldWidth, worldHeight, 1);
    countPart(agents, withoutArrived, 0);
    sumCells(0);
    placeSlots();
    startCells(0);
    placePart(agents, 0);
}

// A counting sort by cell in parts (the parts may run on several threads at once): part k counts the agents
// of its share per cell; each cell's slots go to the parts in order, so agents stay in ascending index order
// within each cell and the slots are those of one part, whatever the number of parts. Scratch is kept between
// steps: assign() and resize() reuse the capacity, so a build allocates nothing once it has run.

void AgentIndex::share(size_t count, unsigned part, size_t& first, size_t& last) const {
    first = count * part / parts_;
    last = count * (part + 1) / parts_;
}

unsigned AgentIndex::beginParts(size_t agentCount, int32_t worldWidth, int32_t worldHeight, unsigned parts) {
    cols_ = std::max(1, int32_t(std::ceil(float(worldWidth) / kAgentCellSize)));
    rows_ = std::max(1, int32_t(std::ceil(float(worldHeight) / kAgentCellSize)));
    parts_ = std::min(std::max(parts, 1u), kMaxIndexParts);
    agentCount_ = agentCount;
    cells_ = size_t(cols_) * size_t(rows_);
    start_.resize(cells_ + 1);
    cellOfAgent_.resize(agentCount);
    counts_.resize(size_t(parts_) * cells_);
    partSpeed_.resize(parts_);
    partRadius_.resize(parts_);
    partSlots_.resize(parts_);
    return parts_;
}

void AgentIndex::countPart(const std::vector<Agent>& agents, bool withoutArrived, unsigned part) {
    int32_t* counts = counts_.data() + size_t(part) * cells_;
    std::fill(counts, counts + cells_, 0);
    float speed = 0.0f, radius = 0.0f;
    size_t first = 0, last = 0;
    share(agentCount_, part, first, last);
    for (size_t i = first; i < last; ++i) {
        const Agent& a = agents[i];
        if (a.kind != AgentKind::Continuous || (withoutArrived && a.stop == StopReason::Reached)) {
            cellOfAgent_[i] = -1;
            continue;
        }
        cellOfAgent_[i] = cellOf(a.position.y, rows_) * cols_ + cellOf(a.position.x, cols_);
        ++counts[cellOfAgent_[i]];
        speed = maxf(speed, glm::length(a.velocity));
        radius = maxf(radius, a.radius);
    }
    partSpeed_[part] = speed;
    partRadius_[part] = radius;
}

void AgentIndex::sumCells(unsigned part) {
    size_t first = 0, last = 0, slots = 0;
    share(cells_, part, first, last);
    for (unsigned p = 0; p < parts_; ++p) {
        const int32_t* counts = counts_.data() + size_t(p) * cells_;
        for (size_t c = first; c < last; ++c) slots += size_t(counts[c]);
    }
    partSlots_[part] = slots;
}

void AgentIndex::placeSlots() {
    // maxf() keeps the first argument when the second is NaN: the largest of the parts' largest, in part order,
    // is the largest of all agents in agent order.
    maxSpeed_ = 0.0f;
    maxRadius_ = 0.0f;
    size_t slots = 0;
    for (unsigned p = 0; p < parts_; ++p) {
        maxSpeed_ = maxf(maxSpeed_, partSpeed_[p]);
        maxRadius_ = maxf(maxRadius_, partRadius_[p]);
        slots += partSlots_[p];
    }
    start_[cells_] = int32_t(slots);
    items_.resize(slots + kBodyPadding);
    // The padding slots: NaN positions fail every comparison of the threat test, so they are never a threat.
    const float nan = std::nanf("");
    for (std::vector<float>* column : {&x_, &y_, &vx_, &vy_, &radius_}) {
        column->resize(slots + kBodyPadding);
        std::fill(column->begin() + std::ptrdiff_t(slots), column->end(), nan);
    }
    for (size_t k = slots; k < items_.size(); ++k) items_[k] = -1;
}

void AgentIndex::startCells(unsigned part) {
    // Each cell's first slot, and within it each part's first slot (the counts become the parts' next slots).
    size_t first = 0, last = 0, slot = 0;
    share(cells_, part, first, last);
    for (unsigned p = 0; p < part; ++p) slot += partSlots_[p];
    for (size_t c = first; c < last; ++c) {
        start_[c] = int32_t(slot);
        for (unsigned p = 0; p < parts_; ++p) {
            int32_t& count = counts_[size_t(p) * cells_ + c];
            const int32_t next = int32_t(slot);
            slot += size_t(count);
            count = next;
        }
    }
}

void AgentIndex::placePart(const std::vector<Agent>& agents, unsigned part) {
    int32_t* next = counts_.data() + size_t(part) * cells_;
    size_t first = 0, last = 0;
    share(agentCount_, part, first, last);
    for (size_t i = first; i < last; ++i) {
        if (cellOfAgent_[i] < 0) continue;
        const size_t slot = size_t(next[cellOfAgent_[i]]++);
        const Agent& a = agents[i];
        items_[slot] = int32_t(i);
        x_[slot] = a.position.x;
        y_[slot] = a.position.y;
        vx_[slot] = a.velocity.x;
        vy_[slot] = a.velocity.y;
        radius_[slot] = a.radius;
    }
}

float threatHorizon(const Agent& a, const AvoidanceParams& p) { return p.lookahead * a.radius / a.maxSpeed; }

namespace {

/// Four floats (GCC and Clang vector extension: SSE natively, wasm SIMD with -msimd128, plain scalar code
/// without it). Each lane computes with the same IEEE single-precision operations, in the same order, as
/// the scalar test, so a lane's verdict is the scalar one exactly (no contraction: -ffp-contract=off).
using Float4 = float __attribute__((vector_size(16)));
using Mask4 = int32_t __attribute__((vector_size(16)));

Float4 load4(const float* p) {
    Float4 v;
    std::memcpy(&v, p, sizeof v);
    return v;
}

/// Which of the 4 slots from `k` can be a threat at all: overlapping now, or approaching with a closest
/// approach in (0, limit] seconds that comes within reach (with a margin: the exact test, with its square
/// root, is made on the slots kept). Never drops a slot the exact test would take.
Mask4 mayThreaten(const AgentIndex::Bodies& b, int32_t k, const Agent& a, float spacing, float limit) {
    const Float4 dpx = load4(b.x + k) - a.position.x, dpy = load4(b.y + k) - a.position.y;
    const Float4 dvx = load4(b.vx + k) - a.velocity.x, dvy = load4(b.vy + k) - a.velocity.y;
    const Float4 touch = a.radius + load4(b.radius + k);
    const Float4 reach = touch * (1.0f + spacing);
    const Mask4 overlapping = dpx * dpx + dpy * dpy < touch * touch;
    const Float4 closing = dpx * dvx + dpy * dvy;
    const Float4 dv2 = dvx * dvx + dvy * dvy;
    const Float4 t = -closing / dv2;  // NaN or infinite where dv2 is 0: the comparisons reject those
    const Float4 px = dpx + dvx * t, py = dpy + dvy * t;
    const Mask4 near = px * px + py * py < reach * reach * 1.0001f;  // separation^2 against reach^2, with margin
    return overlapping | ((closing < 0.0f) & (dv2 > 0.0f) & (t > 0.0f) & (t <= limit) & near);
}

}  // namespace

Threat findThreat(const std::vector<Agent>& agents, const AgentIndex& index, size_t i, const AvoidanceParams& p) {
    const Agent& a = agents[i];
    Threat best;
    // Anything that can come within reach in the horizon: both at full speed, plus both radii and the spacing.
    const float horizon = threatHorizon(a, p);
    const float range =
        horizon * (glm::length(a.velocity) + index.maxSpeed()) + (a.radius + index.maxRadius()) * (1.0f + p.spacing);
    const AgentIndex::Bodies b = index.bodies();
    // The exact test of slot k (the rule in the header), kept scalar.
    auto consider = [&](int32_t k) {
        const int32_t j = b.agent[k];
        if (size_t(j) == i) return;
        const Vec2 position{b.x[k], b.y[k]}, velocity{b.vx[k], b.vy[k]};
        const Vec2 dp = position - a.position;
        const Vec2 dv = velocity - a.velocity;
        const float touch = a.radius + b.radius[k];
        const float reach = touch * (1.0f + p.spacing);
        const bool overlapping = glm::dot(dp, dp) < touch * touch;
        float t = 0.0f;
        if (!overlapping) {
            const float closing = glm::dot(dp, dv);
            if (!(closing < 0.0f)) return;  // moving apart, or never closer than now (t <= 0), before any division
            const float dv2 = glm::dot(dv, dv);
            if (dv2 <= 0.0f) return;  // no relative motion: never closer than now
            t = -closing / dv2;
            if (!(t > 0.0f) || t > horizon) return;
        }
        const Vec2 predicted = dp + dv * t;
        const float separation = glm::length(predicted);
        if (!overlapping && separation >= reach) return;
        if (best.agent >= 0 && (t > best.time || (t == best.time && j > best.agent))) return;
        best.agent = j;
        best.time = t;
        best.separation = separation;
        best.reach = reach;
        best.overlapping = overlapping;
        // Flee from where the other is now if already touching (or exactly on course), else from where it will be.
        best.relative = (overlapping || separation <= 0.0f) ? dp : predicted;
        best.self = a.position + a.velocity * t;
        best.other = position + velocity * t;
    };
    // The neighbours four at a time: most are far, receding or pass wide, and the vector test drops them
    // without a branch each; the few kept (and the agent itself, which overlaps) get the exact test, in
    // slot order, so the result is the scalar loop's.
    index.forEachRunNear(a.position, range, [&](int32_t first, int32_t last) {
        for (int32_t k = first; k < last; k += 4) {
            const Mask4 keep = mayThreaten(b, k, a, p.spacing, best.agent >= 0 ? best.time : horizon);
            for (int32_t lane = 0; lane < 4 && k + lane < last; ++lane) {
                if (keep[lane]) consider(k + lane);
            }
        }
    });
    return best;
}

Vec2 fleeDirection(const Agent& a, const Threat& t, bool passRight, int32_t self) {
    const float length = glm::length(t.relative);
    const Vec2 f = heading(a);
    const Vec2 right{-f.y, f.x};  // right-hand side on screen (y down)
    Vec2 away = length > 0.0f ? -t.relative / length : Vec2(0.0f);
    if (length <= 0.0f) {
        // The same point: nothing to flee from, and agents that face the same way would all turn to the
        // same side (passRight) and stay fused for good. Step aside by index, the lower to its left and
        // the higher to its right, so they separate deterministically.
        away = (t.agent > self ? 1.0f : -1.0f) * Vec2(f.y, -f.x);
    } else if (passRight) {
        // The nearer the predicted miss is to dead centre, the more the flee turns to the right.
        const float centred = 1.0f - minf(1.0f, length / t.reach);
        away = away * (1.0f - centred) + right * centred;
    }
    const float size = glm::length(away);
    return size > 0.0f ? away / size : right;
}

}  // namespace sidestep
