// The decide phase over the worker threads. Each agent's decision reads the state at t (shared, const)
// and writes only its own slots (steering_[i], gridDecisions_[i], its context record, orca_[i], slope_[i]) and
// its thread's scratch, whose contents never reach a result: the decisions are the same bits for any
// number of threads, and the same as one thread's in agent order.
#include "sidestep/world/world.hpp"

#include "sidestep/behaviors/decide.hpp"
#include "sidestep/behaviors/params.hpp"
#include "sidestep/world/workers.hpp"

namespace sidestep {

namespace {

Cell cellOf(Vec2 p) { return {int32_t(p.x), int32_t(p.y)}; }

/// What a decision writes besides its agent's records: the grid decisions' searches, and the records handed
/// to decideSteering() while the world keeps none (no orca agent, no slopes). One per thread, made on its
/// first decision and kept while the thread lives: a step allocates nothing. Never part of a result.
struct DecideScratch {
    ProxySearch search;
    OrcaRecord orca;
    SlopeRecord slope;
    ContextRecord context;  ///< for agents that keep no context record (every behaviour but context)
};
thread_local DecideScratch threadScratch;

}  // namespace

void World::decideAgents(const Surroundings& view, bool orca, bool slopes) {
    auto decide = [&](size_t begin, size_t end, unsigned) {
        DecideScratch& scratch = threadScratch;
        for (size_t i = begin; i < end; ++i) {
            const Agent& a = agents_[i];
            if (!a.moving() || a.behavior == Behavior::Script) continue;  // scripts: all at once, after (decideScripts)
            if (a.kind == AgentKind::Grid) {
                gridDecisions_[i] = decideGridStep(grid_, cellOf(a.position), cellOf(a.previous), cellOf(a.goal),
                                                   nproxyParams(a), scratch.search);
            } else {
                ContextRecord& map = contextSlot_[i] >= 0 ? context_[size_t(contextSlot_[i])] : scratch.context;
                steering_[i] = decideSteering(view, i, config_.dt, map, orca ? orca_[i] : scratch.orca,
                                              slopes ? slope_[i] : scratch.slope);
            }
        }
    };
    sharedWorkers().forEach(agents_.size(), agentsPerThread(), decide);
}

}  // namespace sidestep
