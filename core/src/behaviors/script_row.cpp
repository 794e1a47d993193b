// script's row in the registry: a scene's JavaScript steer(agent, world) decides, run by the embedding's
// ScriptHost (World::decideScripts, world/script.hpp); its params are free names the scenario checks, so
// its settings table is empty.
#include "sidestep/behaviors/registry.hpp"
#include "sidestep/behaviors/steering.hpp"

namespace sidestep {

namespace {

const std::vector<ParamSpec>& scriptSettings() {
    static const std::vector<ParamSpec> none;
    return none;
}

void sampleScript(const SampleInput& in, std::array<float, kSeriesChannels>& value) {
    value[2] = chartLength(in.steering->steer);
}

}  // namespace

const BehaviorRow scriptBehavior{
    "script",
    BehaviorFamily::Scripted,  // name, family
    "senses what its script asks for: world.castRay (walls and circles), world.neighbors (agents), world.blocked "
    "(cells)",
    scriptSettings,
    nullptr,  // sensing: its script's own queries
    nullptr,  // decide: the script host
    false,    // ownsVelocity
    false,    // leavesObstacles
    false,    // choosesTarget
    {},       // ray names
    nullptr,  // ray value
    2,
    {{{{"speed", "speed", "u/s"}, {"clearance", "clearance", "u"}, {"steer", "steer", "u/s²"}}}, 3},
    sampleScript,
    "script-whiskers.json",
};

}  // namespace sidestep
