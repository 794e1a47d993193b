// feelers' row in the registry: three feelers in a fan, over the relief when the world has one.
#include "sidestep/behaviors/feelers.hpp"
#include "sidestep/behaviors/registry.hpp"
#include "sidestep/behaviors/surroundings.hpp"

namespace sidestep {

namespace {

const std::vector<ParamSpec>& feelersSettings() {
    static const std::vector<ParamSpec> specs = FeelerParams::specs();
    return specs;
}

void feelersBox(const Agent& a, SensingBox& box) {
    addFan(box, a, maxf(feelerParams(a).maxLength, feelerParams(a).minLength), feelerParams(a).angle);
}

SteeringRecord decideFeelers(const DecideInput& in) {
    const Agent& a = in.world.agents[in.index];
    if (in.world.relief)
        return steerFeelers(a, feelerParams(a), in.near.obstacles, *in.world.relief, in.base, in.dt, in.slope);
    return steerFeelers(a, feelerParams(a), in.near.obstacles, in.base, in.dt);
}

void sampleFeelers(const SampleInput& in, std::array<float, kSeriesChannels>& value) {
    value[2] = in.steering->influence[0];
    value[3] = in.steering->influence[1];
    value[4] = in.steering->emergency;  // the lateral command
}

}  // namespace

const BehaviorRow feelersBehavior{
    "feelers",
    BehaviorFamily::Ray,  // name, family
    "senses walls, circles and slopes on its three feelers; agents with avoid agents on",
    feelersSettings,
    feelersBox,
    decideFeelers,
    false,  // ownsVelocity
    false,  // leavesObstacles
    false,  // choosesTarget
    {"left feeler", "centre feeler", "right feeler"},
    ", target ",
    0,
    {{{{"speed", "speed", "u/s"},
       {"clearance", "clearance", "u"},
       {"leftInfluence", "left influence", ""},
       {"rightInfluence", "right influence", ""},
       {"lateral", "lateral command", ""}}},
     5},
    sampleFeelers,
    "feelers-head-on-wall.json",
};

}  // namespace sidestep
