// The decide phase over the worker threads. Each agent's decision reads the state at t (shared, const)
// and writes only its own slots (steering_[i], gridDecisions_[i], context_[i], orca_[i], slope_[i]) and
// its thread's scratch, whose contents never reach a result: the decisions are the same bits for any
// number of threads, and the same as one thread's in agent order.
#include "sidestep/world/world.hpp"

#include "sidestep/behaviors/decide.hpp"
#include "sidestep/behaviors/params.hpp"
#include "sidestep/world/workers.hpp"

namespace sidestep {

namespace {

Cell cellOf(Vec2 p) { return {int32_t(p.x), int32_t(p.y)}; }

}  // namespace

void World::decideAgents(const Surroundings& view, bool orca, bool slopes) {
    Workers& workers = sharedWorkers();
    if (decideScratch_.size() < workers.threads()) decideScratch_.resize(workers.threads());
    auto decide = [&](size_t begin, size_t end, unsigned worker) {
        DecideScratch& scratch = decideScratch_[worker];
        for (size_t i = begin; i < end; ++i) {
            const Agent& a = agents_[i];
            if (!a.moving()) continue;
            if (a.kind == AgentKind::Grid) {
                gridDecisions_[i] = decideGridStep(grid_, cellOf(a.position), cellOf(a.previous), cellOf(a.goal),
                                                   nproxyParams(a), scratch.search);
            } else {
                steering_[i] = decideSteering(view, i, config_.dt, context_[i], orca ? orca_[i] : scratch.orca,
                                              slopes ? slope_[i] : scratch.slope);
            }
        }
    };
    workers.forEach(agents_.size(), agentsPerThread(), decide);
}

}  // namespace sidestep
