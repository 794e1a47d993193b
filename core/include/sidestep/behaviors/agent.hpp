#pragma once
/// Agents: grid agents that move one cell per step, and continuous agents with a circle body.
#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "sidestep/behaviors/behavior_list.hpp"
#include "sidestep/geometry/types.hpp"

namespace sidestep {

/// How an agent moves.
enum class AgentKind : uint32_t {
    Grid = 0,        ///< on cell centres, one 4-neighbour move per step; position in cell coordinates
    Continuous = 1,  ///< a circle body with velocity and acceleration; position in world units
};

/// The decision rule an agent follows: one enumerator per row of SIDESTEP_BEHAVIORS (behavior_list.hpp), in
/// its order. Each behaviour fixes the agent's kind.
enum class Behavior : uint32_t {
#define SIDESTEP_BEHAVIOR_ENUMERATOR(E, id, family) E,
    SIDESTEP_BEHAVIORS(SIDESTEP_BEHAVIOR_ENUMERATOR)
#undef SIDESTEP_BEHAVIOR_ENUMERATOR
};
#define SIDESTEP_BEHAVIOR_ONE(E, id, family) +1
inline constexpr uint32_t kBehaviorCount = 0 SIDESTEP_BEHAVIORS(SIDESTEP_BEHAVIOR_ONE);
#undef SIDESTEP_BEHAVIOR_ONE

/// A behaviour's family: grid behaviours move one cell per step; the others are continuous, and ray
/// behaviours steer by the rays they cast, scripted ones by a scene's script.
enum class BehaviorFamily : uint32_t { Grid = 0, Ray = 1, Continuous = 2, Scripted = 3 };
inline constexpr uint32_t kBehaviorFamilyCount = 4;

/// The family of a behaviour, from its row in SIDESTEP_BEHAVIORS.
constexpr BehaviorFamily familyOf(Behavior b) {
#define SIDESTEP_BEHAVIOR_FAMILY(E, id, family) BehaviorFamily::family,
    constexpr BehaviorFamily families[] = {SIDESTEP_BEHAVIORS(SIDESTEP_BEHAVIOR_FAMILY)};
#undef SIDESTEP_BEHAVIOR_FAMILY
    return uint32_t(b) < kBehaviorCount ? families[uint32_t(b)] : BehaviorFamily::Continuous;
}

/// "grid", "ray", "continuous" or "scripted".
const char* behaviorFamilyName(BehaviorFamily f);

/// The kind of agent a behaviour drives.
constexpr AgentKind kindOf(Behavior b) {
    return familyOf(b) == BehaviorFamily::Grid ? AgentKind::Grid : AgentKind::Continuous;
}

/// Why an agent is no longer moving (Moving while it still is).
enum class StopReason : uint32_t {
    Moving = 0,
    Reached = 1,      ///< stands on (grid) or within kArriveDistance of (continuous) its goal
    Oscillation = 2,  ///< its next cell would have been its previous one (stop-on-return fix)
    Stuck = 3,        ///< all four neighbours blocked
    MaxSteps = 4,     ///< the run ended first
    Numeric = 5,      ///< its motion produced a NaN or an infinity; it was stopped at its last finite state
    Script = 6,       ///< its script threw, answered wrongly, ran out of time or memory (the message says which)
};
inline constexpr uint32_t kStopReasonCount = 7;

/// Limits of a continuous agent's body and motion, shared by the scenario validator and the world's
/// edits. Small but positive minimums: a value that rounds to 0 as a float never passes.
inline constexpr float kMinRadius = 0.01f, kMaxRadius = 8.0f;   ///< world units
inline constexpr float kMinSpeed = 0.01f, kMaxSpeed = 100.0f;   ///< world units / s
inline constexpr float kMinAccel = 0.01f, kMaxAccel = 1000.0f;  ///< world units / s^2

/// A continuous agent counts as arrived within this distance of its goal, in world units.
inline constexpr float kArriveDistance = 0.05f;

/// Largest number of parameters a behaviour has (see params.hpp).
inline constexpr uint32_t kMaxParams = 12;
/// Number of agent-avoidance settings (see avoidanceParams() in params.hpp).
inline constexpr uint32_t kAvoidanceParams = 7;

/// feelers' state between steps.
struct FeelersMemory {
    float left;       ///< smoothed left influence, [0, 2]
    float right;      ///< smoothed right influence, [0, 2]
    float endOffset;  ///< over terrain: the applied height offset of the feelers' ends, world units
    float unused;
};
/// The ray-casting behaviours' state between steps (whiskers and raycast).
struct RayMemory {
    float returning;  ///< raycast patrol: 0 on the way to the goal, 1 on the way back to the start
    float unused;
    float enteredX, enteredY;  ///< the heading it entered an obstacle with; (0, 0) while outside one
};
/// What a behaviour carries from one step to the next, 16 bytes read through its behaviour's member (the
/// others have none). World::hash() and the keyframes copy the words.
union BehaviorMemory {
    std::array<float, 4> words;
    FeelersMemory feelers;
    RayMemory rays;
};
static_assert(sizeof(BehaviorMemory) == 16, "four words");

/// A script agent's script: its name in the scene's "scripts" and the names of its free params (at most
/// kMaxScriptParams; their values are AgentDef::params[k]). Empty for other behaviours.
struct AgentScript {
    std::string name;
    std::vector<std::string> params;
    bool empty() const { return name.empty(); }
};

/// Everything needed to create an agent.
struct AgentDef {
    std::string name;  ///< shown in the page and reports; the world names unnamed agents
    Behavior behavior = Behavior::Seek;
    Vec2 start{0.0f, 0.0f};                  ///< cell (grid) or world position (continuous)
    Vec2 goal{0.0f, 0.0f};                   ///< cell (grid) or world position (continuous)
    float radius = 0.35f;                    ///< body radius, world units, [kMinRadius, kMaxRadius]
    float maxSpeed = 3.0f;                   ///< world units per second, [kMinSpeed, kMaxSpeed]
    float maxAccel = 10.0f;                  ///< world units per second squared, [kMinAccel, kMaxAccel]
    std::array<float, kMaxParams> params{};  ///< behaviour parameters in paramsOf(behavior) order
    bool hasParams = false;                  ///< false: take the behaviour's defaults
    bool avoidAgents = false;                ///< continuous agents: avoid other agents by time of closest approach
    std::array<float, kAvoidanceParams> avoidance{};  ///< agent-avoidance settings in avoidanceParams() order
    bool hasAvoidance = false;                        ///< false: the agent-avoidance defaults
    int32_t path = -1;   ///< context agents: the path it follows (index into the world's paths), -1 none
    AgentScript script;  ///< script agents: its script's name and free params' names
    /// Drive mode (continuous agents; see World::setDrive): the user's input replaces the goal as the base motion.
    /// Kept in files so that a run driven from step 0 replays.
    bool driven = false;
    bool driveAssist = true;      ///< false: the behaviour's avoidance is off while driven
    Vec2 driveInput{0.0f, 0.0f};  ///< the user's input, each axis -1..1
    /// Continuous agents: how a route to the goal is planned (a RouteKind, route/route.hpp): 0 none (the
    /// article's rule heads straight for the goal), 1 grid (A*), 2 any-angle (Lazy Theta*).
    uint32_t planner = 0;
};

/// One agent: its definition and its state. Every field is 4 bytes wide and the struct has no
/// padding, so the page reads an array of agents through one Float32Array and one Uint32Array view
/// (strides and offsets come from `agentLayout()` in the bindings, never hard-coded in JS).
struct Agent {
    // Definition (kept by reset()).
    AgentKind kind = AgentKind::Continuous;
    Behavior behavior = Behavior::Seek;
    Vec2 start{0.0f, 0.0f};
    Vec2 goal{0.0f, 0.0f};
    float radius = 0.35f;
    float maxSpeed = 3.0f;
    float maxAccel = 10.0f;
    std::array<float, kMaxParams> params{};           ///< in paramsOf(behavior) order; the rest are zero
    uint32_t avoidAgents = 0;                         ///< 1: agent avoidance by time of closest approach
    std::array<float, kAvoidanceParams> avoidance{};  ///< agent-avoidance settings in avoidanceParams() order
    int32_t path = -1;                                ///< the path it follows, -1 for none
    // State (cleared by reset()).
    Vec2 position{0.0f, 0.0f};  ///< cell coordinates (grid) or world units (continuous)
    Vec2 velocity{0.0f, 0.0f};  ///< world units per second (continuous); zero for grid agents
    Vec2 previous{0.0f, 0.0f};  ///< position one step ago
    Vec2 facing{1.0f, 0.0f};    ///< unit heading; kept while the agent is (nearly) at rest, so it never flips
    StopReason stop = StopReason::Moving;
    uint32_t steps = 0;  ///< steps taken while moving
    // Measures (docs/algorithms/measures.md): a collision with an obstacle is an episode of overlap that counts once,
    // until the body has cleared that obstacle by kContactTolerance (hysteresis); a contact the same, with
    // one other agent. Episodes are kept per (agent, obstacle) and per pair of agents (world/episodes.hpp).
    uint32_t collisions = 0;      ///< overlap episodes with obstacles begun
    uint32_t overlapping = 0;     ///< 1 while the body overlaps an obstacle (drawn red)
    uint32_t openCollisions = 0;  ///< collisions under way: obstacles it is not yet clear of by the tolerance
    float contactTime = 0.0f;     ///< seconds spent overlapping obstacles
    float penetration = 0.0f;     ///< deepest overlap with an obstacle so far, world units (0: never touched)
    uint32_t agentContacts = 0;   ///< continuous agents: overlap episodes with other agents begun, one per other agent
    uint32_t touchingAgent = 0;   ///< 1 while it overlaps another continuous agent
    uint32_t openContacts = 0;    ///< contacts under way: agents it is not yet clear of by the tolerance
    float agentContactTime = 0.0f;  ///< seconds spent overlapping other agents (any of them)
    float agentPenetration = 0.0f;  ///< deepest overlap with another agent's body so far, world units
    float pathLength = 0.0f;        ///< distance travelled, world units
    float minClearance = 0.0f;      ///< smallest gap between body and obstacles so far, world units (< 0: overlap)
    float effort = 0.0f;            ///< integral of |acceleration| dt: total change of velocity, world units / s
    uint32_t returns = 0;           ///< grid agents: moves back onto the cell just left (pacing)
    Vec2 lastReturn{-1.0f, -1.0f};  ///< grid agents: the cell of the last such move, (-1, -1) if none
    BehaviorMemory memory{};        ///< the behaviour's state between steps (zero at reset)
    float speedScale = 1.0f;        ///< max speed multiplier drawn at reset (context speedSpread), else 1
    int32_t laps = 0;               ///< agents on a closed path: completed laps (backwards ones subtract)
    float pathProgress = -1.0f;     ///< arc length along its path at the last step, -1 before the first
    float blockedTime = 0.0f;       ///< agent avoidance: seconds held up by other agents without progress
    float sidestepTime = 0.0f;      ///< agent avoidance: seconds of sidestep left after giving up waiting
    float bestDistance = -1.0f;     ///< agent avoidance: closest it has come to its goal (progress), -1 unset
    float closest = -1.0f;          ///< goal-seeking agents: closest it has come to its goal, world units, -1 unset
    float stalled = 0.0f;  ///< seconds since it last came closer to its goal than `closest` (by a quarter radius)
    // Control by the user (drive mode), kept by reset().
    uint32_t driven = 0;          ///< 1: the user's input is the base motion instead of the goal
    Vec2 driveInput{0.0f, 0.0f};  ///< the user's input, each axis -1..1 (screen axes)
    uint32_t assist = 1;          ///< 0: the behaviour's avoidance is off while driven
    // Measures over terrain.
    uint32_t terrainHits = 0;  ///< feelers: steps on which a feeler went under the ground
    // Route following (docs/routes.md), last so that an agent without a planner hashes as it always did:
    // the planner is its definition (kept by reset()), the rest its state (cleared by reset(); the world
    // plans before the next decision).
    uint32_t planner = 0;         ///< RouteKind (route/route.hpp): 0 none, 1 grid, 2 any-angle
    uint32_t routeStatus = 0;     ///< RouteStatus of the last plan (read once replanReason is not 0)
    uint32_t routeWaypoints = 0;  ///< waypoints of its route (0: none, it heads for its goal)
    uint32_t routeNext = 0;       ///< the waypoint it heads for, 0-based (routeWaypoints - 1: the goal)
    float routeLength = 0.0f;     ///< the route's length when planned, world units
    uint32_t routeExpanded = 0;   ///< the last plan's work: lattice points expanded
    uint32_t routeTested = 0;     ///< the last plan's work: segments tested for clearance
    float routeLeft = 0.0f;       ///< along its route from where it is to its goal, world units
    float legDistance = 0.0f;     ///< how far it is from the leg it is on, world units
    Vec2 legFrom{0.0f, 0.0f};     ///< where that leg began (where it planned, or where it took this waypoint)
    Vec2 aim{0.0f, 0.0f};         ///< the point its base motion heads for: waypoint routeNext
    uint32_t replanStep = 0;      ///< the step at which it last planned
    uint32_t replanReason = 0;    ///< RouteReason of the last plan; 0: not planned since its start or an edit
    uint32_t replans = 0;         ///< plans since its start, the first included

    bool moving() const { return stop == StopReason::Moving; }
};
static_assert(sizeof(Agent) % 4 == 0 && alignof(Agent) == 4, "Agent must be a packed array of 4-byte fields");

/// True when the agent follows a route: it has a planner, it found a route, and it is on its way.
inline bool followsRoute(const Agent& a) { return a.planner != 0 && a.routeWaypoints > 0 && a.moving(); }
/// The point the agent's base motion heads for: the waypoint of its route it heads for, else its goal.
inline Vec2 aimOf(const Agent& a) { return followsRoute(a) ? a.aim : a.goal; }
/// True when that point is a waypoint before the goal: the base motion approaches it (slowing to pass it at a
/// walk, decide.cpp) instead of arriving.
inline bool aimsPastWaypoint(const Agent& a) { return followsRoute(a) && a.routeNext + 1 < a.routeWaypoints; }

/// The behaviour's name in scenario files and the page ("seek", "greedy").
const char* behaviorName(Behavior b);
/// What the behaviour senses, in a sentence for its panel ("senses blocked cells only; ..."): what it
/// reacts to, and what is invisible to it.
const char* behaviorSenses(Behavior b);
/// Looks a behaviour up by name; false when there is none.
bool parseBehavior(std::string_view name, Behavior& out);
/// The stop reason's name in reports ("moving", "reached", "oscillation", "stuck", "maxSteps", "numeric").
const char* stopReasonName(StopReason r);

/// Builds an agent from its definition, at its start.
Agent makeAgent(const AgentDef& def);

/// Puts an agent back at its start with its state cleared.
void resetAgent(Agent& agent);

}  // namespace sidestep
