// World::hash(): the whole state in 64 bits, the 2D world's bytes as they always were, then the relief and
// the parameters added since format v1 only where they differ from the 2D world and their defaults.
#include <algorithm>
#include <cmath>
#include <cstddef>

#include "sidestep/behaviors/params.hpp"
#include "sidestep/world/hash.hpp"
#include "sidestep/world/world.hpp"

namespace sidestep {

uint64_t World::hash() const {
    Hasher h;
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
    h.value(config_.dt);
    h.value(config_.maxSteps);
    h.value(config_.seed);
    if (config_.leaveAtGoal) h.value(uint32_t(0x1ea7eu));  // only where it differs from the default
    h.value(stepCount_);
    h.value(random_.state());
    hashRelief(h);
    episodes_.hash(h);
    hashScripts(h);
    return h.digest();
}

namespace {

/// The bytes of an agent as the hash read them before terrain: the Agent with eight params and without the
/// terrain fields (which come last), each parameter added since as its difference from its default (0 when
/// it is at its default, as the unused slot it replaced was).
constexpr uint32_t kLegacyParams = 8;
static_assert(offsetof(Agent, terrainHits) + sizeof(uint32_t) == sizeof(Agent),
              "the terrain fields stay last in Agent: the hash reads the fields before them as it always did");

float hashedParam(const Agent& a, uint32_t k, uint32_t added, const std::array<float, kMaxParams>& defaults) {
    return k < added ? a.params[k] : a.params[k] - defaults[k];
}

}  // namespace

void World::hashAgent(Hasher& h, const Agent& a) {
    h.bytes(&a, offsetof(Agent, params));
    const uint32_t added = firstAddedParam(a.behavior);
    const std::array<float, kMaxParams> defaults = added < kMaxParams ? defaultParams(a.behavior) : a.params;
    for (uint32_t k = 0; k < kLegacyParams; ++k) h.value(hashedParam(a, k, added, defaults));
    h.bytes(&a.avoidAgents, offsetof(Agent, terrainHits) - offsetof(Agent, avoidAgents));
}

void World::hashRelief(Hasher& h) const {
    // Appended only where something differs from the 2D world, so that its hash stays what it was.
    if (!terrain_.flat()) {
        h.value(uint32_t(0x7e44a1u));  // a tag: the terrain's heights follow
        h.bytes(terrain_.data(), size_t(terrain_.stride()) * size_t(terrain_.height() + 1) * sizeof(float));
    }
    if (!std::isinf(wallHeight_)) h.value(uint32_t(0x3a11u)), h.value(wallHeight_);
    for (size_t i = 0; i < circles_.size(); ++i) {
        if (!std::isinf(circles_[i].height))
            h.value(uint32_t(0xc1c1eu)), h.value(uint32_t(i)), h.value(circles_[i].height);
    }
    for (size_t i = 0; i < agents_.size(); ++i) {
        const Agent& a = agents_[i];
        const uint32_t added = firstAddedParam(a.behavior);
        bool changed = a.terrainHits != 0;
        const std::array<float, kMaxParams> defaults = defaultParams(a.behavior);
        for (uint32_t k = std::max(added, kLegacyParams); k < kMaxParams; ++k)
            changed = changed || a.params[k] != defaults[k];
        if (!changed) continue;
        h.value(uint32_t(0xa6e7u));
        h.value(uint32_t(i));
        h.value(a.terrainHits);
        for (uint32_t k = kLegacyParams; k < kMaxParams; ++k) h.value(hashedParam(a, k, added, defaults));
    }
}

}  // namespace sidestep
