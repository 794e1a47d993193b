// World::hash(): the whole state in 64 bits, version kHashVersion (hash.hpp): the version, the world, every
// agent whole, the run's settings and step, the random state, the relief where it differs from the 2D world,
// the episodes and the scripts' state.
#include <cmath>
#include <cstddef>

#include "sidestep/world/hash.hpp"
#include "sidestep/world/world.hpp"

namespace sidestep {

uint64_t World::hash() const {
    Hasher h;
    h.value(kHashVersion);
    h.value(grid_.width());
    h.value(grid_.height());
    h.bytes(grid_.data(), size_t(grid_.width()) * size_t(grid_.height()));
    h.value(uint32_t(circles_.size()));
    for (const Circle& c : circles_) {
        h.value(c.center.x);
        h.value(c.center.y);
        h.value(c.radius);
    }
    h.value(uint32_t(paths_.size()));
    for (const Path& p : paths_) {
        h.value(uint32_t(p.points.size()));
        h.value(uint32_t(p.closed));
        for (const Vec2 q : p.points) h.value(q.x), h.value(q.y);
    }
    h.value(uint32_t(targets_.size()));
    for (const Vec2 q : targets_) h.value(q.x), h.value(q.y);
    h.value(uint32_t(agents_.size()));
    for (const Agent& a : agents_) hashAgent(h, a);
    hashRoutes(h);
    h.value(config_.dt);
    h.value(config_.maxSteps);
    h.value(config_.seed);
    if (config_.leaveAtGoal) h.value(uint32_t(0x1ea7eu));  // only where it differs from the default
    if (config_.offRoute != kDefaultOffRoute) h.value(uint32_t(0x0ff40u)), h.value(config_.offRoute);
    h.value(stepCount_);
    h.value(random_.state());
    hashRelief(h);
    episodes_.hash(h);
    hashScripts(h);
    return h.digest();
}

void World::hashAgent(Hasher& h, const Agent& a) {
    // Every field of Agent is 4 bytes wide with no padding (agent.hpp), so its bytes are its state; the route's
    // fields (last) only for an agent with a planner, so that a world without routes hashes as it always did.
    constexpr size_t routeFields = offsetof(Agent, planner);
    // Agent avoidance's atGoal (its last setting, added later) is left out where it is giveWay (0), so that the
    // bytes around it hash as they did before it existed, and appended after the rest where it is not.
    constexpr size_t atGoal = offsetof(Agent, avoidance) + (kAvoidanceParams - 1) * sizeof(float);
    constexpr size_t afterAtGoal = atGoal + sizeof(float);
    static_assert(afterAtGoal == offsetof(Agent, path), "atGoal is the last word of Agent::avoidance");
    const auto* bytes = reinterpret_cast<const uint8_t*>(&a);
    h.bytes(bytes, atGoal);
    h.bytes(bytes + afterAtGoal, (a.planner != 0 ? sizeof(Agent) : routeFields) - afterAtGoal);
    const float stored = a.avoidance[kAvoidanceParams - 1];
    if (stored != 0.0f) h.value(uint32_t(0xa7607u)), h.value(stored);
}

void World::hashRelief(Hasher& h) const {
    if (!terrain_.flat()) {
        h.value(uint32_t(0x7e44a1u));  // a tag: the terrain's heights follow
        h.bytes(terrain_.data(), size_t(terrain_.stride()) * size_t(terrain_.height() + 1) * sizeof(float));
    }
    if (!std::isinf(wallHeight_)) h.value(uint32_t(0x3a11u)), h.value(wallHeight_);
    for (size_t i = 0; i < circles_.size(); ++i) {
        if (!std::isinf(circles_[i].height))
            h.value(uint32_t(0xc1c1eu)), h.value(uint32_t(i)), h.value(circles_[i].height);
    }
}

}  // namespace sidestep
