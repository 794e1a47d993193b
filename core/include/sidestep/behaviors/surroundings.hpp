#pragma once
/// What a continuous agent can sense when it decides: the static obstacles, the other agents (near ones
/// through their spatial index), the paths and the targets. Read only.
#include <vector>

#include "sidestep/behaviors/agent.hpp"
#include "sidestep/behaviors/agent_avoidance.hpp"
#include "sidestep/geometry/obstacles.hpp"
#include "sidestep/geometry/path.hpp"

namespace sidestep {

struct Relief;

struct Surroundings {
    const std::vector<Agent>& agents;
    const Obstacles& obstacles;
    const std::vector<Path>& paths;
    const std::vector<Vec2>& targets;
    const AgentIndex& index;         ///< the agents' positions at time t (built when someone needs it)
    const std::vector<float>& gaps;  ///< each agent's clearance to the obstacles at time t (> 0: overlaps nothing)
    const Relief* relief = nullptr;  ///< the terrain and obstacle heights (feelers only), or none: the 2D world
    uint64_t seed = 0;  ///< the scenario's seed and the step being decided: keyed random draws (keyedUniform)
    uint32_t step = 0;
};

}  // namespace sidestep
