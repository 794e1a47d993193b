#pragma once
/// Grid `greedy`: the 0-proxy rule of ALGORITHMS.md section 1. Each step the agent looks at its four
/// neighbours in the fixed order up, down, left, right, scores each by its 0-proxy (BIG if blocked,
/// else the Euclidean distance from its centre to the target's centre) and moves to the lowest; ties
/// go to the first in that order. It always moves, even to a cell farther than its own: this is why
/// it paces between two cells of equal proxy, the failure the n-proxy article starts from.
#include <array>
#include <cstdint>

#include "sidestep/agent.hpp"
#include "sidestep/grid.hpp"

namespace sidestep {

/// The four neighbour directions in the article's fixed order.
enum Direction : uint32_t { Up = 0, Down = 1, Left = 2, Right = 3, None = 4 };
inline constexpr std::array<Cell, 4> kNeighbourOffsets{{{0, -1}, {0, 1}, {-1, 0}, {1, 0}}};

/// The stand-in for "much larger than any distance in the grid": 2 * (W + H) + 1, which exceeds the
/// longest diagonal. Derived from the grid size so it never overflows a float's exact integers.
float bigDistance(const Grid& grid);

/// Which rule picked the neighbour.
enum class DecisionRule : uint32_t {
    None = 0,        ///< no move (stopped)
    Proxy = 1,       ///< the single lowest proxy
    FixedOrder = 2,  ///< several neighbours shared the lowest proxy: the first in up, down, left, right
};

/// What a grid agent saw and chose in one step (the "why did it move there" record).
struct GridDecision {
    std::array<float, 4> proxy{};          ///< 0-proxy of up, down, left, right (bigDistance if blocked)
    Direction chosen = Direction::None;    ///< the neighbour moved to, None when it stopped
    StopReason stop = StopReason::Moving;  ///< why it stopped, Moving if it moved
    DecisionRule rule = DecisionRule::None;
};

/// "up", "down", "left", "right" or "none".
const char* directionName(Direction d);
/// "none", "proxy" or "fixedOrder".
const char* decisionRuleName(DecisionRule r);
inline constexpr uint32_t kDecisionRuleCount = 3;

/// Decides one greedy step for an agent on `at` with target `target`.
GridDecision decideGreedy(const Grid& grid, Cell at, Cell target);

}  // namespace sidestep
