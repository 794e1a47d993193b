#pragma once
/// The steering of continuous agents: what each one senses and decides for its next step, recorded so
/// the page can draw the rays, hits and forces and explain the rule that produced them (the core
/// records, the app draws). Every field is 4 bytes wide, so the page reads an array of records through
/// typed-array views with strides and offsets exported from C++.
#include <array>
#include <cstdint>
#include <vector>

#include "sidestep/behaviors/agent.hpp"
#include "sidestep/geometry/circle.hpp"
#include "sidestep/geometry/grid.hpp"

namespace sidestep {

/// Which rule produced an agent's acceleration this step.
enum class SteeringRule : uint32_t {
    None = 0,        ///< not moving (stopped), or a grid agent
    Seek = 1,        ///< nothing detected: the base motion (seek/arrive the goal) alone
    Whiskers = 2,    ///< a whisker detected something: steer away linearly in T, brake quadratically
    Feelers = 3,     ///< a feeler detected something (or the influences are still easing back)
    AvoidWall = 4,   ///< raycast: seeking the point hit + normal * avoidDistance
    AvoidAgent = 5,  ///< an agent threat in time: fleeing it overrides the behaviour
    Drive = 6,       ///< driven by the user, no assist acting
    Context = 7,     ///< the context map chose a direction (or, all masked, none: it brakes)
};
inline constexpr uint32_t kSteeringRuleCount = 8;
const char* steeringRuleName(SteeringRule r);

/// One ray as sensed this step.
struct RayRecord {
    Vec2 start{0.0f, 0.0f};
    Vec2 end{0.0f, 0.0f};       ///< start + direction * length
    Vec2 hitPoint{0.0f, 0.0f};  ///< valid when hit
    Vec2 normal{0.0f, 0.0f};    ///< valid when hit
    float length = 0.0f;        ///< world units
    float distance = 0.0f;      ///< to the hit, or length when nothing was hit
    float value = 0.0f;         ///< whiskers: emergency T; feelers: influence target (0, 1, 2); raycast: 1 if used
    uint32_t hit = 0;           ///< 1 when the ray hit a cell or circle
};

/// Most rays one behaviour casts (whiskers 2, feelers 3, raycast up to 3).
inline constexpr uint32_t kMaxRays = 3;

/// Everything a continuous agent sensed and decided for its next step.
struct SteeringRecord {
    std::array<RayRecord, kMaxRays> rays{};
    uint32_t rayCount = 0;
    SteeringRule rule = SteeringRule::None;
    Vec2 base{0.0f, 0.0f};          ///< base motion (seek/arrive, or the driver), after avoidance took its share
    Vec2 steer{0.0f, 0.0f};         ///< lateral avoidance, world units / s^2
    Vec2 brake{0.0f, 0.0f};         ///< braking along -heading, world units / s^2
    Vec2 target{0.0f, 0.0f};        ///< the point the base motion heads for
    Vec2 acceleration{0.0f, 0.0f};  ///< applied this step, clamped to maxAccel
    float emergency = 0.0f;         ///< whiskers: the larger T; feelers: the lateral command
    int32_t chosenRay = -1;         ///< whiskers: the ray with the larger T; raycast: the nearest hit
    int32_t threat = -1;            ///< the agent fled from, -1 for none
    float threatTime = 0.0f;        ///< seconds to closest approach
    float threatSeparation = 0.0f;  ///< distance between centres at closest approach
    Vec2 threatSelf{0.0f, 0.0f};    ///< own predicted position at closest approach
    Vec2 threatOther{0.0f, 0.0f};   ///< the threat's predicted position
    std::array<float, 2> influence{};  ///< feelers: smoothed left and right influence after this step
};

/// The direction an agent faces: its velocity, or toward its goal while (nearly) at rest, else +x.
Vec2 heading(const Agent& agent);

/// Acceleration to arrive at `target`: full speed, braking so as to stop there (never above
/// sqrt(2 * maxAccel * distance)); clamped to maxAccel.
Vec2 arriveAcceleration(const Agent& agent, Vec2 target, float dt);
/// Acceleration to pass through `target` at full speed; clamped to maxAccel.
Vec2 seekAcceleration(const Agent& agent, Vec2 target, float dt);

/// Avoidance first: `avoid` keeps up to maxAccel, and the base motion gets what is left of it.
/// Returns the base after truncation (the total is avoid + that).
Vec2 remainingBase(Vec2 avoid, Vec2 base, float maxAccel);

/// Casts one ray against the grid and circles and records it.
RayRecord senseRay(const Grid& grid, const std::vector<Circle>& circles, Vec2 start, Vec2 direction, float length);

}  // namespace sidestep
