#pragma once
/// What a run measures about each agent (ALGORITHMS.md 7): collisions with obstacles and contacts with
/// other agents, each counted once per episode of overlap with each obstacle or other agent (hysteresis: a
/// new one begins only after the body has been clear of it by kContactTolerance; see episodes.hpp), the time spent in contact, the deepest penetration, and
/// the smallest clearance. Measured, never prevented: agents have no colliders, as in the articles.
#include <vector>

#include "sidestep/behaviors/agent.hpp"
#include "sidestep/behaviors/agent_avoidance.hpp"
#include "sidestep/geometry/blocked_regions.hpp"
#include "sidestep/geometry/obstacles.hpp"
#include "sidestep/world/episodes.hpp"

namespace sidestep {

/// A new collision (or contact) begins only after the body was clear by more than this, world units.
inline constexpr float kContactTolerance = 0.05f;
/// A move longer than this fraction of the body's radius is swept: the body is checked at points along
/// it (at most kMaxSweepSamples) and the centre's path is ray cast, so nothing passes an obstacle unseen.
inline constexpr float kSweepFraction = 0.5f;
inline constexpr int32_t kMaxSweepSamples = 64;

/// Scratch of the measures, kept between steps so that a step allocates nothing.
struct MeasureScratch {
    std::vector<int32_t> hits, near;
    std::vector<Episode> pairs, nextPairs;
};

/// Measures agent `self` against the obstacles after it moved from `before` to its position in a step of dt
/// seconds, and updates its collisions (see Episodes; call Episodes::beginStep() first, then this or
/// keepCollisions() for every agent in ascending order). `first`: the first step of the run (the smallest
/// clearance starts there). Time in contact counts the step's end, or for a swept move the share of its
/// points (the end included) in contact. Returns the clearance at the end.
float measureObstacles(const Obstacles& obstacles, const BlockedRegions& regions, Agent& agent, int32_t self, Vec2 before,
                       float dt, bool first, Episodes& episodes, MeasureScratch& scratch);
/// Keeps the collisions of an agent that did not move (it had stopped): nothing new to measure.
void keepCollisions(Episodes& episodes, Agent& agent, int32_t self);

/// Measures contacts between the continuous agents' bodies over a step of dt seconds in which each agent
/// moved in a straight line from starts[i] to its current position, and updates the contacts, one episode
/// per pair (see Episodes). Swept: a pair whose bodies overlap anywhere along their relative motion (the
/// closest approach within the step, ALGORITHMS.md 7) is in contact, so two fast agents that pass through
/// each other between steps are counted (a dip between the steps shallower than the float resolution of the
/// positions is rounding, not counted). Depth is the deepest overlap within the step; time in contact counts
/// the whole step when the bodies overlap at its end, else the part of it they spent overlapping another
/// body. `index` is rebuilt here from the current positions; returns false (and leaves it as it was) when
/// there are fewer than two continuous agents. `withoutArrived`: agents that reached their goal have left the
/// world (SimConfig::leaveAtGoal): they touch nothing, and their contacts under way end.
bool measureAgentContacts(std::vector<Agent>& agents, const std::vector<Vec2>& starts, AgentIndex& index,
                          int32_t worldWidth, int32_t worldHeight, float dt, bool withoutArrived, Episodes& episodes,
                          MeasureScratch& scratch);

}  // namespace sidestep
