// context's row in the registry: interest and danger over N rays all round, within lookAhead; it chooses
// its own target (the chosen direction).
#include <cmath>

#include "sidestep/behaviors/context.hpp"
#include "sidestep/behaviors/registry.hpp"
#include "sidestep/behaviors/steering.hpp"
#include "sidestep/behaviors/surroundings.hpp"

namespace sidestep {

namespace {

const std::vector<ParamSpec>& contextSettings() {
    static const std::vector<ParamSpec> specs = ContextParams::specs();
    return specs;
}

void contextBox(const Agent& a, SensingBox& box) {
    box.add(a.position - Vec2(contextParams(a).lookAhead));
    box.add(a.position + Vec2(contextParams(a).lookAhead));
}

SteeringRecord decideContext(const DecideInput& in) {
    const Agent& a = in.world.agents[in.index];
    SteeringRecord r = steerContext(in.near, in.index, in.dt, in.map);
    if (a.driven) {  // an assist: the context map's velocity change first, then the driver
        r.steer = r.base;
        r.base = remainingBase(r.steer, in.base, a.maxAccel);
    }
    return r;
}

/// Signed angle from a to b in degrees (display only: never part of the simulated state).
float angleBetween(Vec2 a, Vec2 b) {
    return float(std::atan2(double(a.x) * b.y - double(a.y) * b.x, double(a.x) * b.x + double(a.y) * b.y) *
                 (180.0 / 3.14159265358979323846));
}

void sampleContext(const SampleInput& in, std::array<float, kSeriesChannels>& value) {
    if (!in.map) return;
    const ContextRecord& m = *in.map;
    if (!m.allMasked && chartLength(m.chosen) > 0.0f && chartLength(m.desiredDirection) > 0.0f)
        value[2] = angleBetween(m.desiredDirection, m.chosen);
    uint32_t masked = 0;
    for (uint32_t k = 0; k < m.slots; ++k) masked += m.rawInterest[k] > 0.0f && m.interest[k] <= 0.0f ? 1u : 0u;
    value[3] = float(masked);
}

}  // namespace

const BehaviorRow contextBehavior{
    "context",
    BehaviorFamily::Ray,  // name, family
    "senses walls and circles on its N rays (as danger); agents with avoid agents on",
    contextSettings,
    contextBox,
    decideContext,
    false,    // ownsVelocity
    false,    // leavesObstacles
    true,     // choosesTarget
    {},       // ray names: by their count
    nullptr,  // ray value
    2,
    {{{{"speed", "speed", "u/s"},
       {"clearance", "clearance", "u"},
       {"turn", "chosen − wanted", "°"},
       {"masked", "masked slots", ""}}},
     4},
    sampleContext,
    "context-wall.json",
};

}  // namespace sidestep
