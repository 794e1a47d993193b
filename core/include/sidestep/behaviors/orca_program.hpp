#pragma once
/// ORCA's linear programs over half-planes (docs/algorithms/orca.md), incremental in the manner of Seidel: take the
/// half-planes one by one; while the best velocity so far satisfies the next one it stays, otherwise the new
/// best lies on that half-plane's line, and a 1D problem along the line (against the earlier half-planes and
/// the disc |v| <= maxSpeed) finds it. Allocation-free: everything lives on the stack.
#include <cstdint>

#include "sidestep/behaviors/orca.hpp"

namespace sidestep {

/// The answer of the 2D program.
struct PlanarResult {
    Vec2 velocity{0.0f, 0.0f};
    uint32_t failedAt = 0;     ///< the line with no allowed velocity left (== count: feasible); velocity then
                               ///< satisfies lines [0, failedAt)
    int32_t binding = -1;      ///< the line the velocity was last moved onto, -1: none
    int32_t bindingAlso = -1;  ///< the earlier line that stopped it along `binding`, -1: none (or the disc)
    bool onDisc = false;       ///< the velocity is on the circle |v| = maxSpeed
};

/// The velocity closest to `preferred` with |v| <= maxSpeed and inside lines[0 .. count).
PlanarResult closestAllowed(const OrcaLine* lines, uint32_t count, float maxSpeed, Vec2 preferred);

/// The velocity furthest along the unit `direction` with |v| <= maxSpeed and inside lines[0 .. count).
PlanarResult furthestAllowed(const OrcaLine* lines, uint32_t count, float maxSpeed, Vec2 direction);

/// The answer of the fallback.
struct FallbackResult {
    Vec2 velocity{0.0f, 0.0f};
    float violation = 0.0f;  ///< the largest violation of a soft line, world units / s
    int32_t binding = -1;    ///< the soft line violated by that much (the last one that moved it), -1 none
};

/// When the 2D program fails: keeps lines[0 .. firstSoft) and the disc hard and minimises the largest
/// violation d of lines[firstSoft .. count) (a 3D program in v and d). Incremental as well: taking the soft
/// lines from `start` on (the earlier ones are satisfied by `velocity`, the 2D program's answer so far),
/// whenever one is violated by more than d the new optimum has it violated exactly as much as the worst of
/// the earlier soft lines; that is a 2D program over the hard lines and, for each earlier soft line j, the
/// half-plane where j is violated no more than this one, maximising this line's side.
FallbackResult leastViolation(const OrcaLine* lines, uint32_t count, uint32_t firstSoft, uint32_t start, float maxSpeed,
                              Vec2 velocity);

}  // namespace sidestep
