#pragma once
/// One continuous agent's decision for its next step: its base motion (the goal, a patrol waypoint or
/// the driver's input), its behaviour's avoidance, and agent avoidance, which comes first.
#include <vector>

#include "sidestep/agent_avoidance.hpp"
#include "sidestep/steering.hpp"

namespace sidestep {

/// Reads only the state at time t: agents, grid and circles are not changed.
SteeringRecord decideSteering(const std::vector<Agent>& agents, size_t i, const Grid& grid,
                              const std::vector<Circle>& circles, const AgentIndex& index, float dt);

/// True when the agent stops on arriving at its goal (not while patrolling or driven).
bool stopsAtGoal(const Agent& agent);

}  // namespace sidestep
