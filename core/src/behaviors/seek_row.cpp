// seek's row in the registry: no settings, no rays; its decision is the base motion alone.
#include "sidestep/behaviors/registry.hpp"
#include "sidestep/behaviors/steering.hpp"

namespace sidestep {

namespace {

const std::vector<ParamSpec>& noSettings() {
    static const std::vector<ParamSpec> none;
    return none;
}

void sampleSeek(const SampleInput& in, std::array<float, kSeriesChannels>& value) {
    value[2] = chartLength(in.steering->avoid);
}

}  // namespace

const BehaviorRow seekBehavior{
    "seek",
    BehaviorFamily::Continuous,  // name, family
    "senses only its goal: walls, circles and agents are invisible to it",
    noSettings,
    nullptr,  // sensing: no rays
    nullptr,  // decide: the base motion alone
    false,    // ownsVelocity
    false,    // leavesObstacles
    false,    // choosesTarget
    {},       // ray names
    nullptr,  // ray value
    2,
    {{{{"speed", "speed", "u/s"}, {"clearance", "clearance", "u"}, {"avoid", "agent avoidance", "u/s²"}}}, 3},
    sampleSeek,
    "seek-arrival.json",
};

}  // namespace sidestep
