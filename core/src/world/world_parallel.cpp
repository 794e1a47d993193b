// The step's per-agent phases over the worker threads. Each agent's decision reads the state at t (shared,
// const) and writes only its own slots (steering_[i], gridDecisions_[i], its context record, orca_[i],
// slope_[i]) and its thread's scratch, whose contents never reach a result; each move writes only its agent;
// each agent's measures write only its agent, its gap and its worker's lists, and what they found is settled
// in agent order after. So the state is the same bits for any number of threads, in any order of agents.
// Each thread takes blocks of consecutive agents: their records are read and written in the order they
// lie in memory (taking them neighbours first, in the agent index's order, measured slower on a crowd of
// 100,000: the grids' reads hit the cache more often, the agents' records far less). Every worker's scratch is
// made on the calling thread before a phase starts, whichever worker then takes whichever agents: a step with
// any number of threads allocates nothing once the scene has run (tests/core/allocation_test.cpp).
#include <algorithm>

#include "sidestep/world/world.hpp"

#include "sidestep/behaviors/decide.hpp"
#include "sidestep/behaviors/params.hpp"
#include "sidestep/world/workers.hpp"

namespace sidestep {

namespace {

Cell cellOf(Vec2 p) { return {int32_t(p.x), int32_t(p.y)}; }

}  // namespace

void World::prepareDecideScratch() {
    if (decide_.workers.size() < sharedWorkers().threads()) decide_.workers.resize(sharedWorkers().threads());
    // The deepest search of a grid agent, -1 without grid agents (per worker, then the deepest of all).
    int32_t deepest[kMaxThreads];
    std::fill(deepest, deepest + kMaxThreads, -1);
    auto search = [&](size_t begin, size_t end, unsigned worker) {
        for (size_t i = begin; i < end; ++i) {
            if (agents_[i].kind == AgentKind::Grid)
                deepest[worker] = std::max(deepest[worker], nproxyParams(agents_[i]).P);
        }
    };
    sharedWorkers().forEach(agents_.size(), cheapPerThread(), search);
    const int32_t depth = *std::max_element(deepest, deepest + kMaxThreads);
    if (depth < 0) return;
    for (DecideScratch& s : decide_.workers) s.search.reserve(grid_, depth);
}

void World::decideAgents(const Surroundings& view, bool orca, bool slopes) {
    prepareDecideScratch();
    auto decide = [&](size_t begin, size_t end, unsigned worker) {
        DecideScratch& scratch = decide_.workers[worker];
        for (size_t i = begin; i < end; ++i) {
            const Agent& a = agents_[i];
            if ((!a.moving() && !givesWay(a, config_.leaveAtGoal)) || a.behavior == Behavior::Script)
                continue;  // scripts: all at once, after (decideScripts)
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

void World::moveAgents(float dt) {
    // In agent order: a move reads and writes only its agent's records, which lie in that order.
    auto move = [&](size_t begin, size_t end, unsigned) {
        for (size_t i = begin; i < end; ++i) intendAndMove(i, dt);
    };
    // Not a cheap pass: a routed agent's move advances its waypoint (a clearance and up to 8 capsule tests).
    sharedWorkers().forEach(agents_.size(), agentsPerThread(), move);
}

void World::measureStep(float dt) {
    // Clearance, collisions with obstacles (swept along the move) and contacts between agents, each counted
    // once per episode; never prevented. Built from the state at t + dt, the agents' index is the next
    // step's too. Each agent is measured on its own (any thread); then the contacts and
    // collisions it found are settled into the episodes in agent order, as one thread would.
    const size_t n = agents_.size();
    const bool first = stepCount_ == 0, withoutArrived = config_.leaveAtGoal;
    episodes_.beginStep(n);
    prepareMeasureScratch(n);
    const size_t room = 2 * n + 16;
    if (measure_.met.capacity() < room) measure_.met.reserve(2 * room);
    agentIndexFresh_ = prepareContacts(agents_, starts_, agentIndex_, grid_.width(), grid_.height(), withoutArrived,
                                       measure_.contacts);
    prepareRegions();
    const Obstacles obstacles = this->obstacles();
    gaps_.resize(n);
    measure_.hits.resize(n);
    // The bodies near each body, in the index's order (neighbours together: the index and its bodies are read
    // as they lie), then each agent's obstacles, in agent order.
    auto contacts = [&](size_t begin, size_t end, unsigned worker) {
        for (size_t k = begin; k < end; ++k)
            measureContactsAt(agentIndex_, measure_.contacts, k, worker, measure_.workers[worker].pairs);
    };
    if (measure_.contacts.indexed)
        sharedWorkers().forEach(measure_.contacts.bodies.size(), agentsPerThread(), contacts);
    auto measure = [&](size_t begin, size_t end, unsigned worker) {
        MeasureScratch& s = measure_.workers[worker];
        for (size_t i = begin; i < end; ++i) {
            Agent& a = agents_[i];
            a.openCollisions = 0;  // (settleMeasures() counts those still open, skipping the agents with none)
            if (measure_.contacts.indexed) applyContacts(a, i, measure_.contacts, dt, withoutArrived);
            HitList& hits = measure_.hits[i];
            hits = {uint32_t(s.hits.size()), 0, worker};
            // An agent that had stopped before this step stays where it was: nothing new to measure.
            if (!intents_[i].active && !first) continue;
            gaps_[i] = sweepObstacles(obstacles, regions_, a, starts_[i], dt, first, s.hits);
            hits.count = uint32_t(s.hits.size()) - hits.first;
            if (a.behavior == Behavior::Whiskers || a.behavior == Behavior::Raycast)
                rememberEntry(a, starts_[i], gaps_[i]);
        }
    };
    sharedWorkers().forEach(n, agentsPerThread(), measure);
    keepMeasureRoom();
    settleMeasures(obstacles, first);
    gapsFresh_ = true;
}

void World::prepareMeasureScratch(size_t agents) {
    if (measure_.workers.size() < sharedWorkers().threads()) {
        measure_.workers.resize(sharedWorkers().threads());
        keepMeasureRoom();  // a new worker gets the room the others have
    }
    // Each worker gets the room for pairs one thread has (8 bytes x (4 agents + 32) each: 1.3 MB for 10,000
    // agents on 4 threads): whichever blocks a worker takes, it needs more only when one thread would.
    for (MeasureScratch& s : measure_.workers) {
        s.hits.clear();
        s.pairs.clear();
        reserveContacts(s, agents);
    }
}

void World::keepMeasureRoom() {
    // Whichever worker measures whichever agents, none needs more room than the step's total: each gets room for
    // the most any step met, all workers together, as one thread grows its own (256 obstacles spare, as
    // sweepObstacles() keeps, and doubled), so a worker allocates only in a step where one thread would.
    size_t hits = 0, pairs = 0;
    for (const MeasureScratch& s : measure_.workers) hits += s.hits.size(), pairs += s.pairs.size();
    measure_.peakHits = std::max(measure_.peakHits, hits);
    measure_.peakPairs = std::max(measure_.peakPairs, pairs);
    const size_t hitRoom = measure_.peakHits + 256, pairRoom = measure_.peakPairs + 16;
    for (MeasureScratch& s : measure_.workers) {
        if (s.hits.capacity() < hitRoom) s.hits.reserve(2 * hitRoom);
        if (s.pairs.capacity() < pairRoom) s.pairs.reserve(2 * pairRoom);
    }
}

}  // namespace sidestep
