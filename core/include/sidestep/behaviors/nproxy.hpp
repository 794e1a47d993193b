#pragma once
/// n-proxy grid navigation (docs/algorithms/nproxy.md), exact and fast.
///
/// For a target cell T, h(c) is the distance between the centres of c and T. The n-proxy of a free cell
/// is the smallest h over the free cells reachable from it in at most n steps (4-neighbour, through
/// free cells); blocked cells score BIG. The P-step of a cell is its step distance to T when that is
/// at most P, else HUGE. The article computes both by a 4^n recursion; here they come from bounded
/// breadth-first searches (one decision) or a min-plus sweep (a whole field), with identical values.
///
/// The decision each step: the P-proxy of the four neighbours up, down, left, right; if the two
/// smallest are equal (and stepTieBreak is on), the neighbours sharing that smallest proxy are ranked
/// by P-step instead; remaining ties go to the first in the fixed order. The agent stops on T, when all
/// four neighbours are blocked (stuck), and, with stopOnReturn, when its next cell would be the cell it
/// just left (oscillation). `greedy` is this rule with P = 0 and both fixes off.
#include <array>
#include <cstdint>
#include <vector>

#include "sidestep/behaviors/agent.hpp"
#include "sidestep/behaviors/settings.hpp"
#include "sidestep/geometry/grid.hpp"

namespace sidestep {

/// The four neighbour directions in the article's fixed order.
enum Direction : uint32_t { Up = 0, Down = 1, Left = 2, Right = 3, None = 4 };
inline constexpr std::array<Cell, 4> kNeighbourOffsets{{{0, -1}, {0, 1}, {-1, 0}, {1, 0}}};

/// Distance between cell centres.
enum class Metric : uint32_t { Euclidean = 0, Manhattan = 1, Octile = 2 };
inline constexpr const char* kMetricNames[] = {"euclidean", "manhattan", "octile"};
inline constexpr int32_t kMaxLookahead = 256;

/// The settings of `nproxy` (settings.hpp: type, name, kind, min, max, default, unit, choices;
/// each one's explanation is en.ftl's doc-<behaviour>-<name>).
#define SIDESTEP_NPROXY_SETTINGS(X)                      \
    X(int32_t, P, Int, 0, kMaxLookahead, 7, "steps", {}) \
    X(bool, stepTieBreak, Bool, 0, 1, 1, "", {})         \
    X(bool, stopOnReturn, Bool, 0, 1, 1, "", {})         \
    X(Metric, metric, Choice, 0, 2, 0, "", kMetricNames)
SIDESTEP_SETTINGS_STRUCT(NproxyParams, SIDESTEP_NPROXY_SETTINGS);

/// The parameters `greedy` stands for: 0-proxy, no fixes.
inline constexpr NproxyParams kGreedyParams{0, false, false, Metric::Euclidean};

/// Reads an agent's nproxy params (or the greedy ones) from its parameter array.
NproxyParams nproxyParams(const Agent& agent);

/// "much larger than any distance in the grid": 2 * (W + H) + 1, above the longest path of any metric.
float bigDistance(const Grid& grid);
/// "prohibitively huge" P-step: not within P steps of the target (or blocked).
inline constexpr uint32_t kHugeStep = 0xffffffffu;

/// h(c): the distance from cell c's centre to the target's centre.
float heuristic(Cell c, Cell target, Metric metric);

/// Which rule picked the neighbour.
enum class DecisionRule : uint32_t {
    None = 0,        ///< no move (stopped)
    Proxy = 1,       ///< the single lowest P-proxy
    PStep = 2,       ///< the two smallest proxies tied: the lowest P-step among the tied neighbours
    FixedOrder = 3,  ///< still tied: the first in up, down, left, right
};
inline constexpr uint32_t kDecisionRuleCount = 4;

const char* directionName(Direction d);
const char* decisionRuleName(DecisionRule r);

/// What a grid agent sees and chooses from its current cell: the decision for its next step.
/// All fields are 4 bytes wide, so the page reads an array of them through typed-array views.
struct GridDecision {
    std::array<float, 4> proxy{};        ///< P-proxy of up, down, left, right (bigDistance if blocked)
    std::array<uint32_t, 4> step{};      ///< P-step of each (kHugeStep if blocked or beyond P)
    Direction chosen = Direction::None;  ///< the neighbour it moves to; None when it stops
    DecisionRule rule = DecisionRule::None;
    StopReason stop = StopReason::Moving;  ///< why it stops instead, Moving if it moves
    uint32_t returning = 0;                ///< 1 when the chosen cell is the one it just left (pacing)
    /// Stop-on-return: the neighbour the rule picked, the cell it just left, so it stops instead (None otherwise).
    Direction refused = Direction::None;
};

/// Bounded breadth-first searches over free cells, with scratch memory kept between calls. Not part
/// of any state: a search reads the grid and writes only its own buffers.
class ProxySearch {
public:
    /// P-proxy of a cell: the smallest h within `depth` steps of `from` (BIG if `from` is blocked).
    float proxy(const Grid& grid, Cell from, Cell target, int32_t depth, Metric metric);
    /// Step distance from the target to each of the four neighbours of `at`, up to `depth` (else kHugeStep).
    std::array<uint32_t, 4> stepsToNeighbours(const Grid& grid, Cell at, Cell target, int32_t depth);

    /// Visits the free cells within `depth` steps of `from` (none if it is blocked), nearest first;
    /// calls visit(cell, steps) once per cell.
    template <class Visit>
    void visitWithin(const Grid& grid, Cell from, int32_t depth, Visit visit);
    /// Makes the buffers for searches of up to `depth` steps (>= 0) on `grid` now, so that no search of it
    /// allocates: its cells' marks and room for every cell within `depth` steps (at most 2 depth (depth + 1) + 1).
    void reserve(const Grid& grid, int32_t depth);

private:
    size_t prepare(const Grid& grid);

    std::vector<uint32_t> stamp_;  // per cell: the search that last saw it (no clearing between searches)
    uint32_t generation_ = 0;
    std::vector<Cell> queue_;
};

template <class Visit>
void ProxySearch::visitWithin(const Grid& g, Cell from, int32_t depth, Visit visit) {
    prepare(g);
    if (g.blocked(from)) return;
    const int32_t w = g.width(), h = g.height();
    const uint8_t* blocked = g.data();
    uint32_t* stamp = stamp_.data();
    const uint32_t generation = generation_;
    queue_.clear();
    queue_.push_back({from.x, from.y});
    stamp[from.y * w + from.x] = generation;
    auto enqueue = [&](int32_t x, int32_t y) {
        const int32_t j = y * w + x;
        if (blocked[j] || stamp[j] == generation) return;
        stamp[j] = generation;
        queue_.push_back({x, y});
    };
    size_t head = 0;
    for (int32_t level = 0; head < queue_.size(); ++level) {  // level by level: a cell's level is its distance
        const size_t end = queue_.size();
        for (; head < end; ++head) {
            const Cell c = queue_[head];
            visit(c, level);
            if (level == depth) continue;
            // Up, down, left, right; cells off the grid are blocked.
            if (c.y > 0) enqueue(c.x, c.y - 1);
            if (c.y + 1 < h) enqueue(c.x, c.y + 1);
            if (c.x > 0) enqueue(c.x - 1, c.y);
            if (c.x + 1 < w) enqueue(c.x + 1, c.y);
        }
    }
}

/// Decides one step of a grid agent on `at`, which came from `previous`, heading for `target`.
GridDecision decideGridStep(const Grid& grid, Cell at, Cell previous, Cell target, const NproxyParams& params,
                            ProxySearch& search);

/// The P-proxy of every cell (row-major), by a min-plus sweep: P rounds of proxy = min(h, neighbours).
std::vector<float> proxyField(const Grid& grid, Cell target, int32_t P, Metric metric);

/// Buffers proxyField() reuses from call to call: the grid with a border of BIG cells, so that the sweep
/// needs no bounds checks (and vectorises).
struct ProxyFieldScratch {
    std::vector<float> base, current, next;
};
/// proxyField() into `out` (resized to width x height), with buffers kept in `scratch`: the same values.
void proxyField(const Grid& grid, Cell target, int32_t P, Metric metric, std::vector<float>& out,
                ProxyFieldScratch& scratch);
/// The P-step of every cell (row-major): step distance to the target when at most P, else kHugeStep.
std::vector<uint32_t> stepField(const Grid& grid, Cell target, int32_t P);
/// stepField() into `out`, with the search's queue kept in `search`.
void stepField(const Grid& grid, Cell target, int32_t P, std::vector<uint32_t>& out, ProxySearch& search);

}  // namespace sidestep
