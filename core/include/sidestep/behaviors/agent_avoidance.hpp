#pragma once
/// Agent avoidance by time of closest approach (ALGORITHMS.md section 4, seed 003, after Millington).
/// For each other agent: dp = p_o - p, dv = v_o - v, t = -(dp . dv) / |dv|^2, and the separation of the
/// centres at t is |dp + dv t|. A threat when 0 < t <= horizon and that separation < r + r_o + margin. The
/// threat with the smallest t wins (ties: the lower index). If the two already overlap, or the
/// separation is 0, flee from the current relative position dp; otherwise flee from the predicted one,
/// dp + dv t; at max acceleration. The threat overrides the behaviour's own steering.
///
/// The article's code has two defects, fixed here: its `firstDistance` is never assigned, so the
/// overlapping branch always runs, and that branch uses the target's absolute position where the
/// relative one is meant.
#include <cstdint>
#include <vector>

#include "sidestep/behaviors/agent.hpp"

namespace sidestep {

/// How far ahead threats are looked for, seconds.
inline constexpr float kAvoidHorizon = 2.0f;
/// Added to the sum of radii (the article's 2 * radius): the prediction assumes straight lines, and the
/// base motion curving back toward the goal after a flee would otherwise undercut it by a hair.
inline constexpr float kAvoidMargin = 0.1f;

/// A uniform grid of the continuous agents' positions (cells of kAgentCellSize), rebuilt each step, so
/// an agent looks only at agents near enough to matter: crowds of thousands without all-pairs work.
class AgentIndex {
public:
    void build(const std::vector<Agent>& agents, int32_t worldWidth, int32_t worldHeight);
    /// Calls visit(j) for every agent in the cells within `range` of p, in a fixed order.
    template <class Visit>
    void forEachNear(Vec2 p, float range, Visit visit) const;
    float maxSpeed() const { return maxSpeed_; }
    float maxRadius() const { return maxRadius_; }

private:
    int32_t cellOf(float v, int32_t count) const;
    int32_t cols_ = 0, rows_ = 0;
    std::vector<int32_t> start_;  // per cell: first slot in items_ (size cols*rows + 1)
    std::vector<int32_t> items_;  // agent indices, ascending within each cell
    float maxSpeed_ = 0.0f, maxRadius_ = 0.0f;
};

inline constexpr float kAgentCellSize = 2.0f;

struct Threat {
    int32_t agent = -1;          ///< -1: none
    float time = 0.0f;           ///< seconds to closest approach (0 when already overlapping)
    float separation = 0.0f;     ///< between centres at that time
    Vec2 self{0.0f, 0.0f};       ///< own predicted position then
    Vec2 other{0.0f, 0.0f};      ///< the threat's predicted position then
    Vec2 acceleration{0.0f, 0.0f};  ///< the flee, at max acceleration
};

/// The most urgent threat to agent i, and the acceleration that flees it.
Threat findThreat(const std::vector<Agent>& agents, const AgentIndex& index, size_t i);

template <class Visit>
void AgentIndex::forEachNear(Vec2 p, float range, Visit visit) const {
    if (cols_ == 0) return;
    const int32_t x0 = cellOf(p.x - range, cols_), x1 = cellOf(p.x + range, cols_);
    const int32_t y0 = cellOf(p.y - range, rows_), y1 = cellOf(p.y + range, rows_);
    for (int32_t y = y0; y <= y1; ++y) {
        for (int32_t x = x0; x <= x1; ++x) {
            const int32_t c = y * cols_ + x;
            for (int32_t k = start_[size_t(c)]; k < start_[size_t(c) + 1]; ++k) visit(items_[size_t(k)]);
        }
    }
}

}  // namespace sidestep
