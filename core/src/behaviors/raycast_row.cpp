// raycast's row in the registry (wall avoidance): one ray, two parallel ones or a fan; while a ray hits,
// it seeks a point off the wall, so it chooses its own target.
#include "sidestep/behaviors/registry.hpp"
#include "sidestep/behaviors/steering.hpp"
#include "sidestep/behaviors/surroundings.hpp"
#include "sidestep/behaviors/wall_avoidance.hpp"

namespace sidestep {

namespace {

const std::vector<ParamSpec>& raycastSettings() {
    static const std::vector<ParamSpec> specs = WallAvoidanceParams::specs();
    return specs;
}

void raycastBox(const Agent& a, SensingBox& box) {
    const WallAvoidanceParams r = wallAvoidanceParams(a);
    if (r.rays == RayLayout::Fan)
        addFan(box, a, r.sightRange, r.whiskerAngle);
    else
        addSides(box, a, r.sightRange, r.rays == RayLayout::Parallel ? a.radius : 0.0f);
}

SteeringRecord decideRaycast(const DecideInput& in) {
    const Agent& a = in.world.agents[in.index];
    SteeringRecord r = steerWallAvoidance(a, wallAvoidanceParams(a), in.near.obstacles, in.base, in.dt);
    if (a.driven && r.rule == SteeringRule::AvoidWall) {  // as an assist: the avoid point first, then the driver
        r.base = remainingBase(r.steer, in.base, a.maxAccel);
    }
    return r;
}

void sampleRaycast(const SampleInput& in, std::array<float, kSeriesChannels>& value) {
    const SteeringRecord& r = *in.steering;
    if (r.chosenRay >= 0 && r.rays[size_t(r.chosenRay)].hit) value[2] = r.rays[size_t(r.chosenRay)].distance;
    value[3] = chartLength(r.steer);
}

}  // namespace

const BehaviorRow raycastBehavior{
    "raycast",
    BehaviorFamily::Ray,  // name, family
    "senses walls and circles on its rays; agents with avoid agents on",
    raycastSettings,
    raycastBox,
    decideRaycast,
    false,    // ownsVelocity
    true,     // leavesObstacles
    true,     // choosesTarget
    {},       // ray names: by their count
    nullptr,  // ray value
    2,
    {{{{"speed", "speed", "u/s"},
       {"clearance", "clearance", "u"},
       {"hitDistance", "hit distance", "u"},
       {"steer", "steer", "u/s²"}}},
     4},
    sampleRaycast,
    "raycast-block.json",
};

}  // namespace sidestep
