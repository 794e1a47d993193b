#include "sidestep/behaviors/agent_avoidance.hpp"

#include <algorithm>
#include <cmath>

namespace sidestep {

int32_t AgentIndex::cellOf(float v, int32_t count) const {
    if (!(v > 0.0f)) return 0;  // also NaN
    return std::min(count - 1, int32_t(v / kAgentCellSize));
}

void AgentIndex::build(const std::vector<Agent>& agents, int32_t worldWidth, int32_t worldHeight) {
    cols_ = std::max(1, int32_t(std::ceil(float(worldWidth) / kAgentCellSize)));
    rows_ = std::max(1, int32_t(std::ceil(float(worldHeight) / kAgentCellSize)));
    start_.assign(size_t(cols_) * size_t(rows_) + 1, 0);
    items_.clear();
    maxSpeed_ = 0.0f;
    maxRadius_ = 0.0f;
    // Counting sort by cell: agents stay in ascending index order within each cell.
    std::vector<int32_t> cellOfAgent(agents.size(), -1);
    for (size_t i = 0; i < agents.size(); ++i) {
        const Agent& a = agents[i];
        if (a.kind != AgentKind::Continuous) continue;
        cellOfAgent[i] = cellOf(a.position.y, rows_) * cols_ + cellOf(a.position.x, cols_);
        ++start_[size_t(cellOfAgent[i]) + 1];
        maxSpeed_ = std::fmax(maxSpeed_, glm::length(a.velocity));
        maxRadius_ = std::fmax(maxRadius_, a.radius);
    }
    for (size_t c = 1; c < start_.size(); ++c) start_[c] += start_[c - 1];
    items_.resize(size_t(start_.back()));
    std::vector<int32_t> fill(start_.begin(), start_.end() - 1);
    for (size_t i = 0; i < agents.size(); ++i) {
        if (cellOfAgent[i] >= 0) items_[size_t(fill[size_t(cellOfAgent[i])]++)] = int32_t(i);
    }
}

Threat findThreat(const std::vector<Agent>& agents, const AgentIndex& index, size_t i) {
    const Agent& a = agents[i];
    Threat best;
    // Anything that can come within reach in the horizon: both at full speed, plus both radii.
    const float range = kAvoidHorizon * (glm::length(a.velocity) + index.maxSpeed()) + a.radius + index.maxRadius() + kAvoidMargin;
    index.forEachNear(a.position, range, [&](int32_t j) {
        if (size_t(j) == i) return;
        const Agent& o = agents[size_t(j)];
        const Vec2 dp = o.position - a.position;
        const Vec2 dv = o.velocity - a.velocity;
        const float touch = a.radius + o.radius;
        const float reach = touch + kAvoidMargin;
        const bool overlapping = glm::dot(dp, dp) < touch * touch;
        float t = 0.0f;
        if (!overlapping) {
            const float dv2 = glm::dot(dv, dv);
            if (dv2 <= 0.0f) return;  // no relative motion: never closer than now
            t = -glm::dot(dp, dv) / dv2;
            if (!(t > 0.0f) || t > kAvoidHorizon) return;
        }
        const Vec2 relative = dp + dv * t;
        const float separation = glm::length(relative);
        if (!overlapping && separation >= reach) return;
        if (best.agent >= 0 && (t > best.time || (t == best.time && j > best.agent))) return;
        best.agent = j;
        best.time = t;
        best.separation = separation;
        best.self = a.position + a.velocity * t;
        best.other = o.position + o.velocity * t;
        // Flee from where the other is now if already touching (or exactly on course), else from where it will be.
        Vec2 from = (overlapping || separation <= 0.0f) ? dp : relative;
        const float length = glm::length(from);
        if (length <= 0.0f) {
            // The same point: no direction to flee from; step aside to the right-hand side, the lower
            // index to one side and the higher to the other, so the pair separates deterministically.
            const float speed = glm::length(a.velocity);
            const Vec2 f = speed > 0.0f ? a.velocity / speed : Vec2(1.0f, 0.0f);
            from = (size_t(j) > i ? 1.0f : -1.0f) * Vec2(f.y, -f.x);
        }
        best.acceleration = -glm::normalize(from) * a.maxAccel;
    });
    return best;
}

}  // namespace sidestep
