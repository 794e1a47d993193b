#include "sidestep/world/events.hpp"

#include "sidestep/world/world.hpp"

namespace sidestep {

const char* eventKindName(EventKind kind) {
    static const char* names[kEventKinds] = {"collisionBegin", "collisionEnd", "contactBegin", "contactEnd", "return", "reached", "stop", "lap"};
    return uint32_t(kind) < kEventKinds ? names[uint32_t(kind)] : "?";
}

void EventRecorder::look(const World& world) {
    const std::vector<Agent>& agents = world.agents();
    last_.resize(agents.size());
    for (size_t i = 0; i < agents.size(); ++i) {
        const Agent& a = agents[i];
        uint32_t inCollision = 0;
        for (int32_t o : a.touching) inCollision |= o != -1 ? 1u : 0u;
        last_[i] = {a.collisions, inCollision, a.agentContacts, a.agentClear, a.returns, a.stop, a.laps};
    }
}

void EventRecorder::record(const World& world, std::vector<Event>& out) {
    const std::vector<Agent>& agents = world.agents();
    const uint32_t step = world.stepCount();
    const size_t n = agents.size() < last_.size() ? agents.size() : last_.size();
    for (size_t i = 0; i < n; ++i) {
        const Agent& a = agents[i];
        const Tally& t = last_[i];
        auto add = [&](EventKind kind) { out.push_back({step, int32_t(i), kind, a.stop, a.laps}); };
        // A swept move can begin an episode and end it within one step (through a thin wall, or two fast
        // agents passing through each other): then both events, at that step.
        const bool collisionBegan = a.collisions > t.collisions, contactBegan = a.agentContacts > t.contacts;
        // One begin per episode counted: two obstacles met in one step are two collisions, and two begins.
        for (uint32_t k = t.collisions; k < a.collisions; ++k) add(EventKind::CollisionBegin);
        bool inCollision = false;
        for (int32_t o : a.touching) inCollision |= o != -1;
        if ((t.inCollision || collisionBegan) && !inCollision) add(EventKind::CollisionEnd);
        for (uint32_t k = t.contacts; k < a.agentContacts; ++k) add(EventKind::ContactBegin);
        if ((!t.agentClear || contactBegan) && a.agentClear) add(EventKind::ContactEnd);
        if (a.returns > t.returns) add(EventKind::Return);
        if (a.laps != t.laps) add(EventKind::Lap);
        if (t.stop == StopReason::Moving && a.stop != StopReason::Moving) add(a.stop == StopReason::Reached ? EventKind::Reached : EventKind::Stop);
    }
    look(world);
}

}  // namespace sidestep
