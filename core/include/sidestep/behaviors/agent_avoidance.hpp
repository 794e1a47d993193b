#pragma once
/// Agent avoidance by time of closest approach (docs/algorithms/raycast.md, after Millington).
/// For each other agent: dp = p_o - p, dv = v_o - v, t = -(dp . dv) / |dv|^2, and the separation of the
/// centres at t is |dp + dv t|. A threat when 0 < t <= horizon and that separation < (r + r_o)(1 + spacing).
/// Both settings are in the agent's own measure, so that they hold at any size and speed: the horizon is
/// the time it takes to travel `lookahead` of its radii at max speed, and the spacing a fraction of the two
/// radii (a body twice the size at twice the speed sees the same threats at the same moments). The
/// threat with the smallest t wins (ties: the lower index). If the two already overlap, or the
/// separation is 0, flee from the current relative position dp; otherwise flee from the predicted one,
/// dp + dv t; at max acceleration. Literally, the threat overrides the behaviour's own steering.
///
/// The literal rule deadlocks (two agents exactly head-on flee straight back and meet again; an agent
/// overtaking or fanning in flees, seeks, flees in contact), so each known remedy is a switch (see
/// avoidanceParamSpecs()): `passRight` turns a near head-on flee toward the agent's right, which breaks
/// the symmetry; `blend` weighs the flee by urgency (1 - t / horizon) against the behaviour instead of
/// overriding it; `patience` gives up waiting after that many seconds without progress and sidesteps.
///
/// The article's code has two defects, fixed here: its `firstDistance` is never assigned, so the
/// overlapping branch always runs, and that branch uses the target's absolute position where the
/// relative one is meant.
#include <cstdint>
#include <vector>

#include "sidestep/behaviors/agent.hpp"
#include "sidestep/behaviors/settings.hpp"

namespace sidestep {

/// What an agent with avoidAgents does once it has arrived (the atGoal setting). Its arrival (stop Reached, for
/// the measures and events) is the first time within kArriveDistance of its goal either way.
enum class AtGoal : uint32_t {
    GiveWay = 0,  ///< it keeps its agent avoidance running: it flees a threat, returns to its goal and rests there
    Stop = 1,     ///< it stops for good, as the article's agents do
};
inline constexpr const char* kAtGoalNames[] = {"giveWay", "stop"};

/// The agent-avoidance settings of continuous agents with avoidAgents (settings.hpp: type, name, kind, min,
/// max, default, unit, choices; each one's explanation is en.ftl's doc-avoidance-<name>); an agent keeps them in
/// Agent::avoidance, in this order.
#define SIDESTEP_AVOIDANCE_SETTINGS(X)                  \
    X(float, lookahead, Float, 1, 100, 15, "radii", {}) \
    X(float, spacing, Float, 0, 2, 0.1f, "× radii", {}) \
    X(bool, blend, Bool, 0, 1, 0, "", {})               \
    X(bool, passRight, Bool, 0, 1, 1, "", {})           \
    X(float, patience, Float, 0, 30, 2, "s", {})        \
    X(bool, alongObstacles, Bool, 0, 1, 0, "", {})      \
    X(AtGoal, atGoal, Choice, 0, 1, 0, "", kAtGoalNames)
SIDESTEP_SETTINGS_STRUCT(AvoidanceParams, SIDESTEP_AVOIDANCE_SETTINGS);
static_assert(AvoidanceParams::kCount == kAvoidanceParams, "Agent::avoidance holds every agent-avoidance setting");
inline AvoidanceParams avoidanceParams(const Agent& agent) { return AvoidanceParams::read(agent.avoidance.data()); }
/// The time horizon of an agent's threats, seconds: lookahead x radius / maxSpeed.
float threatHorizon(const Agent& agent, const AvoidanceParams& params);

/// How long a sidestep lasts once an agent gives up waiting, seconds.
inline constexpr float kSidestepSeconds = 1.0f;

/// A uniform grid of the continuous agents' positions (cells of kAgentCellSize), rebuilt each step, so
/// an agent looks only at agents near enough to matter: crowds of thousands without all-pairs work.
class AgentIndex {
public:
    /// The continuous agents, but with `withoutArrived` those that reached their goal (they left the world).
    void build(const std::vector<Agent>& agents, int32_t worldWidth, int32_t worldHeight, bool withoutArrived = false);

    /// The same index built in parts, each of which may run on its own thread (buildAgentIndex() in
    /// world/agent_index_parts.hpp does): a counting sort by cell in which part k counts and then places the
    /// agents of its share of the agents, in agent order, and settles the slots of its share of the cells. The
    /// slots are the same bits for any number of parts (agents stay in ascending order within each cell).
    /// In order: beginParts(); countPart(k) for every part; sumCells(k) for every part; placeSlots();
    /// startCells(k) for every part; placePart(k) for every part. The calls of one phase may run at once, in
    /// any order; `agents` must not change in between. Returns the parts used: `parts` in [1, kMaxIndexParts].
    unsigned beginParts(size_t agentCount, int32_t worldWidth, int32_t worldHeight, unsigned parts);
    void countPart(const std::vector<Agent>& agents, bool withoutArrived, unsigned part);
    void sumCells(unsigned part);
    void placeSlots();
    void startCells(unsigned part);
    void placePart(const std::vector<Agent>& agents, unsigned part);
    /// The most parts a build takes (each holds a count per cell: 1 MB on a 1024 x 1024 world).
    static constexpr unsigned kMaxIndexParts = 8;
    /// Calls visit(j) for every agent in the cells within `range` of p, in a fixed order.
    template <class Visit>
    void forEachNear(Vec2 p, float range, Visit visit) const;
    /// The same, as visit(j, position of j at the build): positions are read from the index's own compact
    /// copy, so a query that looks at many agents does not touch their records.
    template <class Visit>
    void forEachNearAt(Vec2 p, float range, Visit visit) const;
    /// Calls visit(first, last) for each run of slots [first, last) in the cells within `range` of p (one
    /// run per row of cells), in a fixed order: a query then streams the body columns below.
    template <class Visit>
    void forEachRunNear(Vec2 p, float range, Visit visit) const;
    /// Every indexed body at the build, by slot, as a structure of arrays (agent avoidance's query reads
    /// them and no agent record). Each column has kBodyPadding more slots than bodies, so a loop may read
    /// 4 slots at a time past a run's end (the padding holds NaN positions: never a threat).
    struct Bodies {
        const int32_t* agent;
        const float *x, *y, *vx, *vy, *radius;
    };
    Bodies bodies() const { return {items_.data(), x_.data(), y_.data(), vx_.data(), vy_.data(), radius_.data()}; }
    static constexpr size_t kBodyPadding = 4;
    /// The bodies indexed at the last build (their slots are [0, size())).
    size_t size() const { return items_.size() < kBodyPadding ? 0 : items_.size() - kBodyPadding; }
    float maxSpeed() const { return maxSpeed_; }
    float maxRadius() const { return maxRadius_; }

private:
    int32_t cellOf(float v, int32_t count) const;
    /// Part k's share [first, last) of `count` items (agents or cells).
    void share(size_t count, unsigned part, size_t& first, size_t& last) const;
    int32_t cols_ = 0, rows_ = 0;
    std::vector<int32_t> start_;                   // per cell: first slot in items_ (size cols*rows + 1)
    std::vector<int32_t> items_;                   // agent indices, ascending within each cell
    std::vector<float> x_, y_, vx_, vy_, radius_;  // parallel to items_ (+ padding): position, velocity, radius
    // Scratch of a build: each agent's cell (-1: not indexed); per part, its agents per cell, then its next
    // slot in each cell (part-major: counts_[part * cells + cell]); per part, the fastest speed and the largest
    // radius of its agents, and the slots in its share of the cells.
    std::vector<int32_t> cellOfAgent_, counts_;
    std::vector<float> partSpeed_, partRadius_;
    std::vector<size_t> partSlots_;
    unsigned parts_ = 1;
    size_t agentCount_ = 0, cells_ = 0;
    float maxSpeed_ = 0.0f, maxRadius_ = 0.0f;
};

inline constexpr float kAgentCellSize = 2.0f;

struct Threat {
    int32_t agent = -1;         ///< -1: none
    float time = 0.0f;          ///< seconds to closest approach (0 when already overlapping)
    float separation = 0.0f;    ///< between centres at that time
    float reach = 0.0f;         ///< sum of radii and the spacing: a threat comes closer than this
    bool overlapping = false;   ///< the bodies overlap now
    Vec2 relative{0.0f, 0.0f};  ///< what it flees from: dp now (overlapping) or dp + dv t (predicted)
    Vec2 self{0.0f, 0.0f};      ///< own predicted position then
    Vec2 other{0.0f, 0.0f};     ///< the threat's predicted position then
};

/// The most urgent threat to agent i.
Threat findThreat(const std::vector<Agent>& agents, const AgentIndex& index, size_t i, const AvoidanceParams& params);

/// The unit direction agent i flees a threat in: away from `relative`; with passRight, turned toward its
/// right-hand side the nearer the threat is to head-on (|relative| small against reach). Two agents on
/// exactly the same point step aside by index (the lower to its left, the higher to its right), with or
/// without passRight, so agents started on one point separate.
Vec2 fleeDirection(const Agent& agent, const Threat& threat, bool passRight, int32_t self);

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

template <class Visit>
void AgentIndex::forEachRunNear(Vec2 p, float range, Visit visit) const {
    if (cols_ == 0) return;
    const int32_t x0 = cellOf(p.x - range, cols_), x1 = cellOf(p.x + range, cols_);
    const int32_t y0 = cellOf(p.y - range, rows_), y1 = cellOf(p.y + range, rows_);
    for (int32_t y = y0; y <= y1; ++y) visit(start_[size_t(y * cols_ + x0)], start_[size_t(y * cols_ + x1) + 1]);
}

template <class Visit>
void AgentIndex::forEachNearAt(Vec2 p, float range, Visit visit) const {
    if (cols_ == 0) return;
    const int32_t x0 = cellOf(p.x - range, cols_), x1 = cellOf(p.x + range, cols_);
    const int32_t y0 = cellOf(p.y - range, rows_), y1 = cellOf(p.y + range, rows_);
    for (int32_t y = y0; y <= y1; ++y) {
        // One row of cells is one run of slots: the cells are stored row by row.
        const int32_t first = start_[size_t(y * cols_ + x0)], last = start_[size_t(y * cols_ + x1) + 1];
        for (int32_t k = first; k < last; ++k) visit(items_[size_t(k)], Vec2(x_[size_t(k)], y_[size_t(k)]));
    }
}

}  // namespace sidestep
