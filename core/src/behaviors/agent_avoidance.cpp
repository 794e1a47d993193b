#include "sidestep/behaviors/agent_avoidance.hpp"

#include <algorithm>
#include <cmath>

#include "sidestep/behaviors/steering.hpp"

namespace sidestep {

int32_t AgentIndex::cellOf(float v, int32_t count) const {
    const float c = v / kAgentCellSize;
    if (!(c > 0.0f)) return 0;  // also NaN
    return c >= float(count - 1) ? count - 1 : int32_t(c);  // also +infinity, never converted
}

void AgentIndex::build(const std::vector<Agent>& agents, int32_t worldWidth, int32_t worldHeight, bool withoutArrived) {
    cols_ = std::max(1, int32_t(std::ceil(float(worldWidth) / kAgentCellSize)));
    rows_ = std::max(1, int32_t(std::ceil(float(worldHeight) / kAgentCellSize)));
    // Scratch kept between steps: assign() and resize() reuse the capacity, so a step allocates nothing.
    start_.assign(size_t(cols_) * size_t(rows_) + 1, 0);
    cellOfAgent_.assign(agents.size(), -1);
    maxSpeed_ = 0.0f;
    maxRadius_ = 0.0f;
    // Counting sort by cell: agents stay in ascending index order within each cell.
    for (size_t i = 0; i < agents.size(); ++i) {
        const Agent& a = agents[i];
        if (a.kind != AgentKind::Continuous || (withoutArrived && a.stop == StopReason::Reached)) continue;
        cellOfAgent_[i] = cellOf(a.position.y, rows_) * cols_ + cellOf(a.position.x, cols_);
        ++start_[size_t(cellOfAgent_[i]) + 1];
        maxSpeed_ = maxf(maxSpeed_, glm::length(a.velocity));
        maxRadius_ = maxf(maxRadius_, a.radius);
    }
    for (size_t c = 1; c < start_.size(); ++c) start_[c] += start_[c - 1];
    items_.resize(size_t(start_.back()));
    positions_.resize(items_.size());
    velocities_.resize(items_.size());
    radii_.resize(items_.size());
    fill_.assign(start_.begin(), start_.end() - 1);
    for (size_t i = 0; i < agents.size(); ++i) {
        if (cellOfAgent_[i] < 0) continue;
        const size_t slot = size_t(fill_[size_t(cellOfAgent_[i])]++);
        items_[slot] = int32_t(i);
        positions_[slot] = agents[i].position;
        velocities_[slot] = agents[i].velocity;
        radii_[slot] = agents[i].radius;
    }
}

float threatHorizon(const Agent& a, const AvoidanceParams& p) { return p.lookahead * a.radius / a.maxSpeed; }

Threat findThreat(const std::vector<Agent>& agents, const AgentIndex& index, size_t i, const AvoidanceParams& p) {
    const Agent& a = agents[i];
    Threat best;
    // Anything that can come within reach in the horizon: both at full speed, plus both radii and the spacing.
    const float horizon = threatHorizon(a, p);
    const float range = horizon * (glm::length(a.velocity) + index.maxSpeed()) + (a.radius + index.maxRadius()) * (1.0f + p.spacing);
    index.forEachBodyNear(a.position, range, [&](int32_t j, Vec2 position, Vec2 velocity, float radius) {
        if (size_t(j) == i) return;
        const Vec2 dp = position - a.position;
        const Vec2 dv = velocity - a.velocity;
        const float touch = a.radius + radius;
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
