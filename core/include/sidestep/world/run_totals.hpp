#pragma once
/// The whole run's measures (docs/algorithms/measures.md) over every agent: counts and times summed, depths the
/// deepest. What the CLI's table ("run" row), `run --json` ("run") and the page's Run panel show.
#include <cstdint>

#include "sidestep/world/world.hpp"

namespace sidestep {

struct RunTotals {
    uint32_t agents = 0;
    uint32_t moving = 0;
    uint32_t stalled = 0;  ///< of the moving, those no closer to their goal for kStallSeconds (stalled())
    uint32_t reached = 0;
    uint32_t collisions = 0;        ///< episodes of overlap with obstacles, summed over agents
    float contactTime = 0.0f;       ///< seconds overlapping obstacles, summed over agents
    float penetration = 0.0f;       ///< the deepest overlap with an obstacle by any agent, world units
    uint32_t agentContacts = 0;     ///< contacts between agents begun in the run, each pair episode once
    float agentContactTime = 0.0f;  ///< seconds overlapping other agents, summed over agents
    float agentPenetration = 0.0f;  ///< the deepest overlap between two agents' bodies, world units
};

RunTotals runTotals(const World& world);

}  // namespace sidestep
