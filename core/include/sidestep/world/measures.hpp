#pragma once
/// What a run measures about each agent (docs/algorithms/measures.md): collisions with obstacles and contacts with
/// other agents, each counted once per episode of overlap with each obstacle or other agent (hysteresis: a
/// new one begins only after the body has been clear of it by kContactTolerance; see episodes.hpp), the time spent in
/// contact, the deepest penetration, and the smallest clearance. Measured, never prevented: agents have no colliders,
/// as in the articles.
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

/// The step's agent-contact pass, prepared once before the agents are measured (prepareContacts()).
struct ContactPass {
    bool indexed = false;      ///< at least two continuous agents: the agent index was rebuilt, contacts are measured
    float longestMove = 0.0f;  ///< the longest move of the step: a pair can meet this much beyond touching at its end
    /// An indexed body as a query reads it, in one place: where it is, where it was at the step's start.
    struct Body {
        float x, y, startX, startY, radius;
        int32_t agent;
    };
    std::vector<Body> bodies;  ///< by slot of the agent index
    /// What measureContactsAt() found for an indexed agent: the smallest gap to another body within the step,
    /// the share of the step spent overlapping one when clear at its end, touching one at its end; and where
    /// the pairs it met lie: `count` of them from `first` in the pairs list of worker `worker`.
    struct Found {
        float closest, share;
        uint32_t touching, worker, first, count;
    };
    std::vector<Found> found;  ///< by agent
};

/// Scratch of the measures (one per worker thread), kept between steps so that a step allocates nothing.
struct MeasureScratch {
    std::vector<int32_t> hits, near;
    std::vector<Episode> pairs, nextPairs;
    ContactPass contacts;  ///< the serial measureAgentContacts()'s pass
};

/// Measures agent `self` against the obstacles after it moved from `before` to its position in a step of dt
/// seconds, and updates its collisions (see Episodes; call Episodes::beginStep() first, then this or
/// keepCollisions() for every agent in ascending order). `first`: the first step of the run (the smallest
/// clearance starts there). Time in contact counts the step's end, or for a swept move the share of its
/// points (the end included) in contact. Returns the clearance at the end. sweepObstacles() then
/// settleCollisions().
float measureObstacles(const Obstacles& obstacles, const BlockedRegions& regions, Agent& agent, int32_t self,
                       Vec2 before, float dt, bool first, Episodes& episodes, MeasureScratch& scratch);
/// The first half of measureObstacles(), which reads and writes nothing but the agent and `hits` (agents may be
/// measured in any order, on any thread): the sweep, the agent's clearance, contact time, depth and whether
/// it overlaps now; appends the obstacles it met (sorted, each once) to `hits`. Returns the clearance at the end.
float sweepObstacles(const Obstacles& obstacles, const BlockedRegions& regions, Agent& agent, Vec2 before, float dt,
                     bool first, std::vector<int32_t>& hits);
/// The second half, in ascending agent order after Episodes::beginStep(): the agent's collision episodes from
/// those open before the step and the obstacles it met (`hits`, sorted): begun, kept, ended; `near` is scratch.
void settleCollisions(const Obstacles& obstacles, const BlockedRegions& regions, Agent& agent, int32_t self,
                      const int32_t* hits, size_t count, Episodes& episodes, std::vector<int32_t>& near);
/// Keeps the collisions of an agent that did not move (it had stopped): nothing new to measure.
void keepCollisions(Episodes& episodes, Agent& agent, int32_t self);

/// Measures contacts between the continuous agents' bodies over a step of dt seconds in which each agent
/// moved in a straight line from starts[i] to its current position, and updates the contacts, one episode
/// per pair (see Episodes). Swept: a pair whose bodies overlap anywhere along their relative motion (the
/// closest approach within the step, docs/algorithms/measures.md) is in contact, so two fast agents that pass through
/// each other between steps are counted (a dip between the steps shallower than the float resolution of the
/// positions is rounding, not counted). Depth is the deepest overlap within the step; time in contact counts
/// the whole step when the bodies overlap at its end, else the part of it they spent overlapping another
/// body. `index` is rebuilt here from the current positions; returns false (and leaves it as it was) when
/// there are fewer than two continuous agents. `withoutArrived`: agents that reached their goal have left the
/// world (SimConfig::leaveAtGoal): they touch nothing, and their contacts under way end.
/// In three parts: prepareContacts(), measureContactsAt() and applyContacts(), settleContacts().
bool measureAgentContacts(std::vector<Agent>& agents, const std::vector<Vec2>& starts, AgentIndex& index,
                          int32_t worldWidth, int32_t worldHeight, float dt, bool withoutArrived, Episodes& episodes,
                          MeasureScratch& scratch);
/// Part one, once per step (on the threads of sharedWorkers(), not from inside one of its jobs): clears each agent's
/// open contacts (and an arrived agent's touching), rebuilds `index` when at least two continuous agents remain, and
/// fills `pass`. Returns pass.indexed.
bool prepareContacts(std::vector<Agent>& agents, const std::vector<Vec2>& starts, AgentIndex& index, int32_t worldWidth,
                     int32_t worldHeight, bool withoutArrived, ContactPass& pass);
/// Part two, for the body in slot `slot` of the index when pass.indexed, in any order, on any thread (the bodies
/// are taken in slot order, neighbours together): what it met within the step, in pass.found of its agent
/// (it reads no agent's record: the pass's bodies); appends the pairs (i, j > i) whose bodies overlapped
/// within the step to `met` (worker `worker`'s list). Then, for every agent i, applyContacts(): its touching, contact
/// time and depth.
void measureContactsAt(const AgentIndex& index, ContactPass& pass, size_t slot, unsigned worker,
                       std::vector<Episode>& met);
/// Whether agent i's body was indexed for the contacts (pass.found[i] is of this step): continuous, not gone.
inline bool measuredContacts(const Agent& a, bool withoutArrived) {
    return a.kind == AgentKind::Continuous && !(withoutArrived && a.stop == StopReason::Reached);
}
void applyContacts(Agent& agent, size_t i, const ContactPass& pass, float dt, bool withoutArrived);
/// Appends the pairs an agent met (`found`, its pass.found; `pairs`, the list of found.worker), sorted, to
/// `met`: called for every agent that measuredContacts(), in agent order, it makes the list settleContacts() takes.
void appendPairs(const ContactPass::Found& found, const std::vector<Episode>& pairs, std::vector<Episode>& met);
/// Part three: the episodes from those open before the step and the pairs met in it (`met`, sorted);
/// `next` is scratch.
void settleContacts(std::vector<Agent>& agents, const std::vector<Episode>& met, bool withoutArrived,
                    Episodes& episodes, std::vector<Episode>& next);
/// Room in `scratch` for the pairs of `agents` agents (a step then allocates nothing in all but the densest scenes).
void reserveContacts(MeasureScratch& scratch, size_t agents);

}  // namespace sidestep
