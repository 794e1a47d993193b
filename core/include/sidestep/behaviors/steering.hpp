#pragma once
/// The steering of continuous agents: what each one senses and decides for its next step, recorded so
/// the page can draw the rays, hits and forces and explain the rule that produced them (the core
/// records, the app draws). Every field is 4 bytes wide, so the page reads an array of records through
/// typed-array views with strides and offsets exported from C++.
#include <array>
#include <cstdint>
#include <vector>

#include "sidestep/behaviors/agent.hpp"
#include "sidestep/geometry/obstacles.hpp"

namespace sidestep {

/// Which rule produced an agent's acceleration this step.
enum class SteeringRule : uint32_t {
    None = 0,        ///< not moving (stopped), or a grid agent
    Seek = 1,        ///< nothing detected: the base motion (seek/arrive the goal) alone
    Whiskers = 2,    ///< a whisker detected something: steer away linearly in T, brake quadratically
    Feelers = 3,     ///< a feeler detected something (or the influences are still easing back)
    AvoidWall = 4,   ///< raycast: seeking the point hit + normal * avoidDistance
    AvoidAgent = 5,  ///< an agent threat in time: fleeing it overrode (or, blended, outweighed) the behaviour
    Drive = 6,       ///< driven by the user, no assist acting
    Context = 7,     ///< the context map chose a direction (or, all masked, none: it brakes)
    Sidestep = 8,    ///< it waited on other agents for longer than its patience and steps aside
    Escape = 9,      ///< whiskers, raycast: its centre is inside an obstacle; it leaves by the shortest way out
    Orca = 10,       ///< orca: the velocity nearest the preferred one that its half-planes allow (see orca.hpp)
    Script = 11,     ///< script: the acceleration its script's steer() returned
};
inline constexpr uint32_t kSteeringRuleCount = 12;
const char* steeringRuleName(SteeringRule r);

/// A known failure of a method, or a remedy acting, named while it happens so the page can say why
/// (docs/algorithms/: failures are taught, never hidden).
enum class SteeringNote : uint32_t {
    None = 0,
    InfluencesCancel = 1,  ///< feelers: both sides hit equally, left - right = 0, and there is no brake
    StraightBack = 2,      ///< raycast: a head-on hit's normal points back, so the point it seeks is behind it
    AllMasked = 3,         ///< context: danger masks every slot with interest; it brakes and waits
    MutualWait = 4,        ///< context seeing agents: both wait, each is the other's danger
    Inside = 5,            ///< the body is in an obstacle: rays see only deeper; whiskers and raycast back out
    PassRight = 6,         ///< agent avoidance: a near head-on threat, broken by passing on the right (orca: passRight)
    Blended = 7,           ///< agent avoidance blended with the behaviour by urgency instead of overriding it
    HeadOn = 8,            ///< agent avoidance, literal: a dead-centre threat is fled straight back; they meet again
    FleeAlong = 9,         ///< agent avoidance: fleeing would run into an obstacle, so it flees along it
    OrcaFallback = 10,     ///< orca: no velocity satisfies every half-plane; the worst violation is minimised
    OrcaNoSide = 11,       ///< orca: the binding half-plane faces the preferred velocity straight on: slower, no side
    OrcaHeld = 12,         ///< orca: the half-planes leave under 5 % of the preferred speed toward the goal
    NoProgress = 13,       ///< a goal-seeking agent has come no closer to its goal for kStallSeconds or more
    GroundHit = 14,        ///< feelers over terrain: a feeler went under the ground (it shies from walkable ground)
    PassedOver = 15,       ///< feelers over terrain: a feeler passed over a low obstacle without hitting it
    CentreOnly = 16,       ///< feelers, literal: only the centre feeler hits; both influences are 0 and it drives on
    CentreSide = 17,       ///< feelers: only the centre feeler hits, and it counts for the side the obstacle lies on
    OrcaStalled = 18,      ///< orca: no allowed velocity takes it toward its goal (OrcaRecord::stallBy: the blockers)
    GivingWay = 19,  ///< at its goal (arrived), it keeps avoiding so others can push past (orca: ORCA; agent avoidance:
                     ///< in a step where it flees), and returns
    AtGoal = 20,     ///< agent avoidance, arrived and giving way: at rest at its goal, no threat this step
    Returning = 21,  ///< agent avoidance, arrived and giving way: no threat this step, heading back to its goal
};
inline constexpr uint32_t kSteeringNoteCount = 22;
/// A goal-seeking continuous agent that has come no closer to its goal (by more than a quarter of its
/// radius) for this many seconds gets the NoProgress note, unless another note names what happens.
inline constexpr float kStallSeconds = 3.0f;
const char* steeringNoteName(SteeringNote n);

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
    uint32_t fromInside = 0;    ///< 1 when its start was inside an obstacle (only deeper counts: senseCast)
};

/// Most rays one behaviour casts (whiskers 2, feelers 3, raycast up to 3).
inline constexpr uint32_t kMaxRays = 3;

/// Everything a continuous agent sensed and decided for its next step. Every force is recorded as it
/// was applied, after clamping to max acceleration, after agent avoidance took its share, and after the
/// speed limit: base + steer + brake + avoid + limit = acceleration, and velocity(t + dt) - velocity(t)
/// = acceleration * dt (to float rounding).
struct SteeringRecord {
    std::array<RayRecord, kMaxRays> rays{};
    uint32_t rayCount = 0;
    SteeringRule rule = SteeringRule::None;  ///< the rule whose force was applied (the larger share when blended)
    Vec2 base{0.0f, 0.0f};                   ///< base motion (seek/arrive the goal, or the driver), world units / s^2
    Vec2 steer{0.0f, 0.0f};         ///< the behaviour's avoidance (lateral steer; raycast: toward its avoid point)
    Vec2 brake{0.0f, 0.0f};         ///< braking along -heading, world units / s^2
    Vec2 avoid{0.0f, 0.0f};         ///< agent avoidance: the flee from the most urgent threat
    Vec2 limit{0.0f, 0.0f};         ///< what the speed limit took off (so the velocity stays within maxSpeed)
    Vec2 target{0.0f, 0.0f};        ///< the point the base motion heads for
    Vec2 acceleration{0.0f, 0.0f};  ///< the total applied this step
    Vec2 velocity{0.0f, 0.0f};      ///< the velocity it moves with this step: velocity(t) + acceleration * dt
    float emergency = 0.0f;         ///< whiskers: the larger T; feelers: the lateral command
    int32_t chosenRay = -1;         ///< whiskers: the ray with the larger T; raycast: the nearest hit
    int32_t threat = -1;            ///< the agent avoided, -1 for none
    float threatTime = 0.0f;        ///< seconds to closest approach
    float threatSeparation = 0.0f;  ///< distance between centres at closest approach
    Vec2 threatSelf{0.0f, 0.0f};    ///< own predicted position at closest approach
    Vec2 threatOther{0.0f, 0.0f};   ///< the threat's predicted position
    float avoidWeight = 0.0f;       ///< agent avoidance's share of the steering: 1 overrides, 0 none
    SteeringNote note = SteeringNote::None;
    std::array<float, 2> influence{};  ///< feelers: smoothed left and right influence after this step
};

/// Slower than this, in world units per second, a velocity has no reliable direction.
inline constexpr float kAtRest = 1e-3f;

/// The direction an agent faces: its velocity, or while (nearly) at rest the direction it last faced,
/// so that a stopping agent never flips round.
Vec2 heading(const Agent& agent);

/// Acceleration to arrive at `target`: full speed, braking so as to stop there (never above
/// sqrt(2 * maxAccel * distance)); clamped to maxAccel.
Vec2 arriveAcceleration(const Agent& agent, Vec2 target, float dt);
/// Acceleration to pass through `target` at full speed; clamped to maxAccel.
Vec2 seekAcceleration(const Agent& agent, Vec2 target, float dt);

/// Avoidance first: `avoid` keeps up to maxAccel, and the base motion gets what is left of it.
/// Returns the base after truncation (the total is avoid + that).
Vec2 remainingBase(Vec2 avoid, Vec2 base, float maxAccel);

/// v shortened to maxLength if longer.
Vec2 clampLength(Vec2 v, float maxLength);

/// A brake never reverses the velocity: at most the deceleration that stops the agent within this step.
float brakeLimit(const Agent& agent, float dt);

/// How far a ray from `origin` along the unit `direction` looks, at most `length`: for an agent that
/// stops at its goal, no further than the line through the goal square to the way there (plus its
/// radius), since what lies beyond the goal is not in its way. Without that, an agent whose goal is near
/// a wall sees the wall and never settles on the goal. An agent on a route looks no further than the
/// waypoint it heads for, in the same way: beyond it the route turns (docs/routes.md).
float rayReach(const Agent& agent, Vec2 origin, Vec2 direction, float length);

/// Casts one ray as a sensor (senseCast: an obstacle the origin is inside of counts only deeper) and
/// records it.
RayRecord senseRay(const Obstacles& obstacles, Vec2 start, Vec2 direction, float length);

}  // namespace sidestep
