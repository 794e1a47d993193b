// The agent index's counting sort, one part per thread (AgentIndex::beginParts() says why any number of parts
// gives the same slots). Each phase is one job of the pool whose indices are the parts: the pool hands them
// to whichever thread, and each part writes only its own counts, its agents' cells and its cells' slots.
#include "sidestep/world/agent_index_parts.hpp"

#include "sidestep/world/workers.hpp"

namespace sidestep {

void buildAgentIndex(AgentIndex& index, const std::vector<Agent>& agents, int32_t worldWidth, int32_t worldHeight,
                     bool withoutArrived) {
    Workers& pool = sharedWorkers();
    const unsigned parts =
        index.beginParts(agents.size(), worldWidth, worldHeight, pool.participants(agents.size(), cheapPerThread()));
    auto count = [&](size_t begin, size_t end, unsigned) {
        for (size_t k = begin; k < end; ++k) index.countPart(agents, withoutArrived, unsigned(k));
    };
    auto sum = [&](size_t begin, size_t end, unsigned) {
        for (size_t k = begin; k < end; ++k) index.sumCells(unsigned(k));
    };
    auto start = [&](size_t begin, size_t end, unsigned) {
        for (size_t k = begin; k < end; ++k) index.startCells(unsigned(k));
    };
    auto place = [&](size_t begin, size_t end, unsigned) {
        for (size_t k = begin; k < end; ++k) index.placePart(agents, unsigned(k));
    };
    pool.forEach(parts, 1, count);
    pool.forEach(parts, 1, sum);
    index.placeSlots();
    pool.forEach(parts, 1, start);
    pool.forEach(parts, 1, place);
}

}  // namespace sidestep
