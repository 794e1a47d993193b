#pragma once
/// `orca`: Optimal Reciprocal Collision Avoidance (van den Berg, Guy, Lin, Manocha, "Reciprocal n-Body
/// Collision Avoidance", 2011), written from docs/algorithms/orca.md. Each step, for agent A:
///  1. its preferred velocity: toward the goal at preferredSpeed, slower inside the last unit (speed x
///     distance, as RVO2's examples do) and never past the goal within one step;
///  2. one half-plane of allowed velocities per static obstacle within reach (tauObst x maxSpeed + radius):
///     outline edges of the blocked cells and circles (orca_obstacles.cpp), the nearest first, then one per
///     neighbour: the nearest maxNeighbors agents within neighborDist, by distance then index
///     (orca_agents.cpp). A neighbour that reciprocates (a moving orca agent) takes half of the change, any
///     other (stopped, or another behaviour) none, so A takes all of it;
///  3. the velocity closest to the preferred one inside every half-plane and the disc |v| <= maxSpeed (an
///     incremental 2D linear program); when there is none, the obstacles stay hard and the largest violation
///     of the agents' half-planes is minimised (the 3D fallback) (orca_program.cpp).
/// Then it moves with that velocity (two-phase, like every behaviour). ORCA sets the velocity directly, as
/// in the paper: maxAccel does not apply to orca agents.
///
/// Known failures, kept literal and named while they happen (the record's note): two agents exactly
/// head-on slow down along the line between them and never pick a side; an agent whose goal lies straight
/// behind an obstacle is held in front of it; a symmetric ring jams at its centre. When no velocity the
/// half-planes allow takes the agent toward its goal faster than kStallProgress of its preferred speed, the
/// record says it is stalled and which half-planes bound the best progress (with the agents they come from).
/// The remedy, a setting off by default: `passRight`, a pass-side convention (each agent prefers to pass
/// other agents on its right: while one is in the way, its preferred velocity turns a little to its right, and
/// an exact tie between the legs of a velocity obstacle goes to the leg that passes on the right).
#include <array>
#include <cstdint>

#include "sidestep/behaviors/settings.hpp"
#include "sidestep/behaviors/steering.hpp"
#include "sidestep/behaviors/surroundings.hpp"

namespace sidestep {

/// Most neighbours (agents) one orca agent takes into account, and most static obstacle half-planes.
inline constexpr uint32_t kMaxOrcaNeighbors = 16;
inline constexpr uint32_t kMaxOrcaObstacles = 16;
inline constexpr uint32_t kMaxOrcaLines = kMaxOrcaNeighbors + kMaxOrcaObstacles;

/// The settings of `orca` (settings.hpp: type, name, kind, min, max, default, unit, choices;
/// each one's explanation is en.ftl's doc-<behaviour>-<name>). The five
/// before `perturb` are RVO2's agent parameters; `perturb` was added after them: the
/// preferred velocity is moved by up to that much in a direction drawn each step (seeded by the scenario,
/// the step and the agent), as RVO2's examples do "to avoid deadlocks due to perfect symmetry" (Blocks:
/// 0.0001); 0 is the literal rule, which never picks a side head-on.
#define SIDESTEP_ORCA_SETTINGS(X)                                    \
    X(float, neighborDist, Float, 0.1f, 100, 10, "u", {})            \
    X(uint32_t, maxNeighbors, Int, 0, kMaxOrcaNeighbors, 10, "", {}) \
    X(float, timeHorizon, Float, 0.1f, 60, 3, "s", {})               \
    X(float, timeHorizonObst, Float, 0.1f, 60, 1, "s", {})           \
    X(float, preferredSpeed, Float, 0.01f, 100, 3, "u/s", {})        \
    X(float, perturb, Float, 0, 1, 0.0001f, "u/s", {})               \
    X(float, passRight, Float, 0, 1, 0, "× speed", {})
SIDESTEP_SETTINGS_STRUCT(OrcaParams, SIDESTEP_ORCA_SETTINGS);
/// An agent's orca settings (maxNeighbors held to kMaxOrcaNeighbors, which the validator also enforces).
inline OrcaParams orcaParams(const Agent& agent) {
    OrcaParams p = OrcaParams::read(agent.params.data());
    if (p.maxNeighbors > kMaxOrcaNeighbors) p.maxNeighbors = kMaxOrcaNeighbors;
    return p;
}

/// What a half-plane comes from.
enum class OrcaSource : uint32_t {
    Agent = 0,   ///< another agent (index: the agent)
    Circle = 1,  ///< a circle obstacle (index: the circle)
    Wall = 2,    ///< an edge of the blocked cells' outline, or the grid's edge (index: the outline edge)
};

/// Where on the velocity obstacle's boundary the half-plane touches it.
enum class OrcaRegion : uint32_t {
    Cutoff = 0,    ///< the cutoff circle (or the edge's cutoff side): too fast toward it for the horizon
    LeftLeg = 1,   ///< the left leg of the cone (det(p, w) > 0)
    RightLeg = 2,  ///< the right leg
    Overlap = 3,   ///< the bodies already overlap: separate within one step (dt instead of the horizon)
};

/// One half-plane of allowed velocities: v with det(direction, v - point) >= 0, i.e. (v - point) . n >= 0
/// with the unit normal n = (-direction.y, direction.x) pointing into the allowed side. Velocities in world
/// units / s. Every field is 4 bytes wide (the page reads records through typed-array views).
struct OrcaLine {
    Vec2 point{0.0f, 0.0f};
    Vec2 direction{1.0f, 0.0f};  ///< unit
    OrcaSource source = OrcaSource::Agent;
    int32_t index = -1;
    OrcaRegion region = OrcaRegion::Cutoff;
    float share = 1.0f;  ///< the part of the change u this agent takes: 1/2 with a reciprocating agent, else 1
    float slack = 0.0f;  ///< det(direction, chosen - point): >= 0 satisfied, < 0 violated by that much (u/s)
};

/// How the velocity was chosen.
enum class OrcaOutcome : uint32_t {
    Preferred = 0,    ///< the preferred velocity (held to maxSpeed) is allowed by every half-plane
    Constrained = 1,  ///< the closest allowed velocity to the preferred one (the 2D program)
    Fallback = 2,     ///< no velocity satisfies every half-plane: obstacles kept, agents' worst violation minimised
    Squeezed = 3,     ///< not even the obstacles' half-planes can all hold: the worst violation of all is minimised
};
const char* orcaOutcomeName(OrcaOutcome o);

/// Everything an orca agent sensed and decided for its next step, for the page to draw and explain (the
/// core records, the app draws). Obstacle half-planes come first in `lines`, then the agents', in the order
/// the program took them.
struct OrcaRecord {
    /// Defined in params.cpp, compiled for size in the page: made per agent on a load or edit, not per step
    /// (inline, the defaults of its 24 lines were written out at -O3: 1.5 KB of wasm).
    OrcaRecord();
    uint32_t neighborCount = 0;
    std::array<int32_t, kMaxOrcaNeighbors> neighbors{};  ///< agent indices, nearest first
    uint32_t lineCount = 0;
    uint32_t obstacleLineCount = 0;  ///< lines[0 .. this) are obstacles' (hard), the rest agents'
    uint32_t obstaclesLeftOut = 0;   ///< obstacles within reach beyond kMaxOrcaObstacles (the farthest): not used
    std::array<OrcaLine, kMaxOrcaLines> lines{};
    Vec2 preferred{0.0f, 0.0f};  ///< world units / s
    Vec2 chosen{0.0f, 0.0f};     ///< world units / s: the velocity it moves with
    OrcaOutcome outcome = OrcaOutcome::Preferred;
    int32_t binding =
        -1;  ///< the line the chosen velocity was found on (the worst violated one in a fallback), -1 none
    int32_t bindingAlso = -1;   ///< the line that ended it there along `binding` (a corner), -1 none
    uint32_t speedLimited = 0;  ///< 1: the chosen velocity is on the max-speed circle
    float violation = 0.0f;     ///< fallback: the largest violation of a soft half-plane, world units / s
    float maxSpeed = 0.0f;      ///< the disc's radius, world units / s
    /// 1: no velocity the half-planes allow takes it toward its goal faster than kStallProgress of its preferred
    /// speed (in a fallback: the least violating one does not), 0 otherwise.
    uint32_t stalled = 0;
    /// When stalled, the greatest speed toward the goal any allowed velocity has, world units / s (<= 0: every
    /// one points away from the goal or across it); in a fallback the chosen one's.
    float progress = 0.0f;
    /// When stalled, the half-planes that bound that best progress (lines[]), -1 none: the blockers.
    std::array<int32_t, 2> stallBy{{-1, -1}};
    uint32_t passRight = 0;  ///< 1: another agent was in the way and the preferred velocity turned right (passRight)
};

/// An orca agent whose allowed velocities all take it toward its goal slower than this share of its preferred
/// speed (or away from it) is stalled.
inline constexpr float kStallProgress = 0.01f;

/// Senses and decides one step for orca agent i: fills `record` and returns the steering, whose parts add
/// up to the change of velocity: base = (preferred - v) / dt, limit = what the max-speed disc took off the
/// preferred velocity, avoid = what ORCA changed after that; velocity = the chosen one.
SteeringRecord steerOrca(const Surroundings& world, size_t i, float dt, OrcaRecord& record);

/// The preferred velocity of an orca agent (or its driver's input at preferredSpeed when driven).
Vec2 orcaPreferredVelocity(const Agent& agent, const OrcaParams& params, float dt);

}  // namespace sidestep
