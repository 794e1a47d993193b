// whiskers' row in the registry: two side rays, parallel to the heading at the body's edges.
#include "sidestep/behaviors/registry.hpp"
#include "sidestep/behaviors/surroundings.hpp"
#include "sidestep/behaviors/whiskers.hpp"

namespace sidestep {

namespace {

const std::vector<ParamSpec>& whiskersSettings() {
    static const std::vector<ParamSpec> specs = WhiskerParams::specs();
    return specs;
}

void whiskersBox(const Agent& a, SensingBox& box) { addSides(box, a, whiskerParams(a).rayLength, a.radius); }

SteeringRecord decideWhiskers(const DecideInput& in) {
    const Agent& a = in.world.agents[in.index];
    return steerWhiskers(a, whiskerParams(a), in.near.obstacles, in.base, in.dt);
}

void sampleWhiskers(const SampleInput& in, std::array<float, kSeriesChannels>& value) {
    value[2] = in.steering->emergency;
    value[3] = chartLength(in.steering->steer);
    value[4] = chartLength(in.steering->brake);
}

}  // namespace

const BehaviorRow whiskersBehavior{
    "whiskers",
    BehaviorFamily::Ray,  // name, family
    "senses walls and circles on its two side rays; agents with avoid agents on",
    whiskersSettings,
    whiskersBox,
    decideWhiskers,
    false,  // ownsVelocity
    true,   // leavesObstacles
    false,  // choosesTarget
    {"right whisker", "left whisker", nullptr},
    ", T = ",
    2,
    {{{{"speed", "speed", "u/s"},
       {"clearance", "clearance", "u"},
       {"emergency", "emergency T", ""},
       {"steer", "steer", "u/s²"},
       {"brake", "brake", "u/s²"}}},
     5},
    sampleWhiskers,
    "whiskers-head-on-wall.json",
};

}  // namespace sidestep
