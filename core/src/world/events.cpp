#include "sidestep/world/events.hpp"

#include "sidestep/geometry/small_sort.hpp"

#include "sidestep/world/world.hpp"

namespace sidestep {

const char* eventKindName(EventKind kind) {
    static const char* names[kEventKinds] = {"collisionBegin", "collisionEnd", "contactBegin", "contactEnd", "return",
                                             "reached",        "stop",         "lap",          "replanned"};
    return uint32_t(kind) < kEventKinds ? names[uint32_t(kind)] : "?";
}

void EventRecorder::look(const World& world) {
    const std::vector<Agent>& agents = world.agents();
    last_.resize(agents.size());
    for (size_t i = 0; i < agents.size(); ++i)
        last_[i] = {agents[i].returns, agents[i].stop, agents[i].laps, agents[i].replans};
}

void EventRecorder::record(const World& world, std::vector<Event>& out) {
    const std::vector<Agent>& agents = world.agents();
    const uint32_t step = world.stepCount();
    const size_t n = agents.size() < last_.size() ? agents.size() : last_.size();
    step_.clear();
    auto add = [&](size_t i, EventKind kind, int32_t other) {
        step_.push_back({step, int32_t(i), kind, agents[i].stop, agents[i].laps, other});
    };
    // The episodes begun and ended in the step (a swept move can begin one and end it in the same step: both).
    for (const EpisodeChange& c : world.episodes().changes()) {
        if (size_t(c.agent) >= n) continue;
        switch (c.kind) {
            case EpisodeChangeKind::CollisionBegin:
                add(size_t(c.agent), EventKind::CollisionBegin, c.other);
                break;
            case EpisodeChangeKind::CollisionEnd:
                add(size_t(c.agent), EventKind::CollisionEnd, c.other);
                break;
            case EpisodeChangeKind::ContactBegin:
            case EpisodeChangeKind::ContactEnd: {
                const EventKind kind =
                    c.kind == EpisodeChangeKind::ContactBegin ? EventKind::ContactBegin : EventKind::ContactEnd;
                add(size_t(c.agent), kind, c.other);
                if (size_t(c.other) < n) add(size_t(c.other), kind, c.agent);
                break;
            }
        }
    }
    // One pass over the agents: each compared with its tally, which then becomes the new one (the look again).
    for (size_t i = 0; i < n; ++i) {
        const Agent& a = agents[i];
        Tally& t = last_[i];
        if (a.returns > t.returns) add(i, EventKind::Return, -1);
        if (a.laps != t.laps) add(i, EventKind::Lap, -1);
        // A plan after the first (the first, and one after the agent itself was edited, have reason start).
        if (a.replans > t.replans && a.replanReason != 1u) add(i, EventKind::Replanned, int32_t(a.replanReason));
        if (t.stop == StopReason::Moving && a.stop != StopReason::Moving)
            add(i, a.stop == StopReason::Reached ? EventKind::Reached : EventKind::Stop, -1);
        t = {a.returns, a.stop, a.laps, a.replans};
    }
    last_.resize(agents.size());  // agents added since the last look: remembered from now on
    for (size_t i = n; i < agents.size(); ++i)
        last_[i] = {agents[i].returns, agents[i].stop, agents[i].laps, agents[i].replans};
    // In agent order, for each agent in the order of the kinds (collisions, contacts, then the rest), then of
    // the obstacle or other agent: (agent, kind, other) names each event of a step once.
    mergeSort(step_, sorted_, [](const Event& x, const Event& y) {
        if (x.agent != y.agent) return x.agent < y.agent;
        if (x.kind != y.kind) return uint32_t(x.kind) < uint32_t(y.kind);
        return x.other < y.other;
    });
    out.insert(out.end(), step_.begin(), step_.end());
}

}  // namespace sidestep
