#pragma once
/// The agent index's build split over the step's worker threads: a counting sort by cell in parts (one per
/// thread the step uses), the same bits as AgentIndex::build() on one thread (see AgentIndex::beginParts()).
#include <vector>

#include "sidestep/behaviors/agent.hpp"
#include "sidestep/behaviors/agent_avoidance.hpp"

namespace sidestep {

/// Rebuilds `index` from `agents` (as AgentIndex::build()) on the threads of sharedWorkers(): one part per
/// thread forEach() would use for the agents, at most AgentIndex::kMaxIndexParts; one part, on the calling
/// thread, for a small crowd. Not from inside a job of the pool.
void buildAgentIndex(AgentIndex& index, const std::vector<Agent>& agents, int32_t worldWidth, int32_t worldHeight,
                     bool withoutArrived);

}  // namespace sidestep
