#pragma once
/// Whole-grid fields for drawing one grid agent's view of the world: the P-proxy of every cell for its
/// target (the heat map), the P-step of every cell, and the cells within P steps of the agent. Kept
/// between frames and recomputed only when the world was edited, the agent changed, or it moved.
#include <cstdint>
#include <vector>

#include "sidestep/world/world.hpp"

namespace sidestep {

class FieldOverlay {
public:
    /// Brings the fields up to date for agent `index` of `world` (a grid agent; otherwise they empty).
    /// Returns true when anything was recomputed.
    bool update(const World& world, int32_t index);

    const std::vector<float>& proxy() const { return proxy_; }    ///< row-major; bigDistance where blocked
    const std::vector<uint32_t>& step() const { return step_; }   ///< row-major; kHugeStep beyond P
    const std::vector<uint8_t>& reach() const { return reach_; }  ///< row-major; 1 within P steps of the agent
    float big() const { return big_; }
    /// Bumped whenever proxy() and step() are recomputed, and whenever reach() is.
    uint32_t fieldVersion() const { return fieldVersion_; }
    uint32_t reachVersion() const { return reachVersion_; }
    int32_t lookahead() const { return P_; }

private:
    std::vector<float> proxy_;
    std::vector<uint32_t> step_;
    std::vector<uint8_t> reach_;
    float big_ = 0.0f;
    int32_t P_ = 0;
    uint32_t fieldVersion_ = 0;
    uint32_t reachVersion_ = 0;
    // What the fields were computed for.
    int32_t agent_ = -1;
    uint32_t revision_ = 0xffffffffu;
    Cell at_{-1, -1};
    ProxySearch search_;
    ProxyFieldScratch scratch_;
};

}  // namespace sidestep
