// A behaviour added the way docs/architecture.md says, to count what adding one takes: this file (its
// settings table, its rule, its row) and its row in SIDESTEP_BEHAVIORS (behavior_list.hpp, compiled in by
// SIDESTEP_TEST_BEHAVIOR). Nothing else of the core changes. Its rule: full acceleration along +x whatever
// the goal, so a run shows that the world used this row's decision.
#include "sidestep/behaviors/registry.hpp"
#include "sidestep/behaviors/settings.hpp"
#include "sidestep/behaviors/steering.hpp"
#include "sidestep/behaviors/surroundings.hpp"

namespace sidestep {

#define SIDESTEP_DUMMY_SETTINGS(X) X(float, push, Float, 0, 1, 1, "", {})

SIDESTEP_SETTINGS_STRUCT(DummyParams, SIDESTEP_DUMMY_SETTINGS);

namespace {

const std::vector<ParamSpec>& dummySettings() {
    static const std::vector<ParamSpec> specs = DummyParams::specs();
    return specs;
}

SteeringRecord decideDummy(const DecideInput& in) {
    const Agent& a = in.world.agents[in.index];
    SteeringRecord r;
    r.rule = SteeringRule::Seek;
    r.steer = Vec2(DummyParams::read(a.params.data()).push * a.maxAccel, 0.0f);
    return r;
}

void sampleDummy(const SampleInput& in, std::array<float, kSeriesChannels>& value) {
    value[2] = chartLength(in.steering->steer);
}

}  // namespace

const BehaviorRow dummyBehavior{
    "dummy",
    BehaviorFamily::Continuous,
    "senses nothing: it pushes along +x",
    dummySettings,
    nullptr,  // sensing: no rays
    decideDummy,
    false,    // ownsVelocity
    false,    // leavesObstacles
    false,    // choosesTarget
    {},       // ray names
    nullptr,  // ray value
    2,
    {{{{"speed", "speed", "u/s"}, {"clearance", "clearance", "u"}, {"push", "push", "u/s²"}}}, 3},
    sampleDummy,
    "seek-arrival.json",
};

}  // namespace sidestep
