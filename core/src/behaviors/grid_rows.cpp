// The grid behaviours' rows in the registry, greedy and nproxy: decided by decideGridStep(), one cell per
// step, with no rays and no steering record.
#include "sidestep/behaviors/nproxy.hpp"
#include "sidestep/behaviors/registry.hpp"

namespace sidestep {

namespace {

const std::vector<ParamSpec>& noSettings() {
    static const std::vector<ParamSpec> none;
    return none;
}

const std::vector<ParamSpec>& nproxySettings() {
    static const std::vector<ParamSpec> specs = NproxyParams::specs();
    return specs;
}

/// nproxy's chosen P-step (greedy has none); sampled only when it chose a move.
void sampleNproxy(const SampleInput& in, std::array<float, kSeriesChannels>& value) {
    if (in.grid->step[in.grid->chosen] != kHugeStep) value[2] = float(in.grid->step[in.grid->chosen]);
}

}  // namespace

const BehaviorRow greedyBehavior{
    "greedy",
    BehaviorFamily::Grid,  // name, family
    "senses blocked cells only (its four neighbours): circles and agents are invisible to it",
    noSettings,
    nullptr,  // sensing: cells, no rays
    nullptr,  // decide: decideGridStep()
    false,    // ownsVelocity
    false,    // leavesObstacles
    false,    // choosesTarget
    {},       // ray names
    nullptr,  // ray value
    2,
    {{{{"goalDistance", "distance to goal", "cells"}, {"proxy", "chosen proxy", "cells"}, {"returns", "returns", ""}}},
     3},
    nullptr,
    "greedy-pacing.json",
};

const BehaviorRow nproxyBehavior{
    "nproxy",
    BehaviorFamily::Grid,  // name, family
    "senses blocked cells only (within P steps): circles and agents are invisible to it",
    nproxySettings,
    nullptr,  // sensing: cells, no rays
    nullptr,  // decide: decideGridStep()
    false,    // ownsVelocity
    false,    // leavesObstacles
    false,    // choosesTarget
    {},       // ray names
    nullptr,  // ray value
    2,
    {{{{"goalDistance", "distance to goal", "cells"},
       {"proxy", "chosen P-proxy", "cells"},
       {"pstep", "chosen P-step", "steps"},
       {"returns", "returns", ""}}},
     4},
    sampleNproxy,
    "nproxy-pstep.json",
};

}  // namespace sidestep
