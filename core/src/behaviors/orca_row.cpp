// orca's row in the registry: it sets the velocity itself from its half-planes and linear program, with its
// own obstacle and neighbour queries, so nothing is gathered or composed for it.
#include "sidestep/behaviors/orca.hpp"
#include "sidestep/behaviors/registry.hpp"
#include "sidestep/behaviors/surroundings.hpp"

namespace sidestep {

namespace {

const std::vector<ParamSpec>& orcaSettings() {
    static const std::vector<ParamSpec> specs = OrcaParams::specs();
    return specs;
}

SteeringRecord decideOrca(const DecideInput& in) { return steerOrca(in.world, in.index, in.dt, in.orca); }

void sampleOrca(const SampleInput& in, std::array<float, kSeriesChannels>& value) {
    const OrcaRecord& m = *in.orca;
    value[2] = chartLength(m.chosen - m.preferred);
    value[3] = float(m.lineCount);
    value[4] = m.outcome == OrcaOutcome::Fallback || m.outcome == OrcaOutcome::Squeezed ? m.violation : 0.0f;
}

}  // namespace

const BehaviorRow orcaBehavior{
    "orca",
    BehaviorFamily::Continuous,  // name, family
    "senses walls, circles and agents within neighborDist (as half-planes)",
    orcaSettings,
    nullptr,  // sensing: its own queries
    decideOrca,
    true,     // ownsVelocity
    false,    // leavesObstacles
    false,    // choosesTarget
    {},       // ray names
    nullptr,  // ray value
    2,
    {{{{"speed", "speed", "u/s"},
       {"clearance", "clearance", "u"},
       {"change", "chosen − preferred", "u/s"},
       {"halfPlanes", "half-planes", ""},
       {"violation", "fallback's violation", "u/s"}}},
     5},
    sampleOrca,
    "orca-head-on.json",
};

}  // namespace sidestep
