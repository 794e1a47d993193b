#pragma once
/// One continuous agent's decision for its next step: its base motion (the goal, a patrol waypoint or
/// the driver's input), its behaviour's avoidance, agent avoidance (overriding, or blended by urgency),
/// all within max acceleration, then the speed limit. The record holds each part as applied.
#include <vector>

#include "sidestep/behaviors/agent_avoidance.hpp"
#include "sidestep/behaviors/context.hpp"
#include "sidestep/behaviors/orca.hpp"
#include "sidestep/behaviors/steering.hpp"
#include "sidestep/behaviors/surroundings.hpp"

namespace sidestep {

struct SlopeRecord;

/// Reads only the state at time t; writes only its result (and, for context agents, their map; for orca
/// agents, their half-planes and program; for feelers, what they sensed over the relief).
SteeringRecord decideSteering(const Surroundings& world, size_t i, float dt, ContextRecord& map, OrcaRecord& orca,
                              SlopeRecord& slope);

/// The total of the record's parts within max acceleration (every part shortened alike), then the speed
/// limit, recorded as `limit`; fills acceleration and velocity. Every continuous behaviour ends here.
void limitSteering(const Agent& agent, float dt, SteeringRecord& record);

/// True when the agent stops on arriving at its goal (not while patrolling or driven).
bool stopsAtGoal(const Agent& agent);

/// True when an agent that has arrived still decides and moves: an orca agent at its goal, in a world that
/// keeps arrived agents (SimConfig::leaveAtGoal false), runs ORCA's program with its goal as the preferred
/// velocity, so that others can push past it, and returns (RVO2's agents never stop). Its arrival (stop
/// Reached, for measures and events) stays the first time it came within kArriveDistance of its goal.
bool givesWay(const Agent& agent, bool leaveAtGoal);

/// True while a continuous agent still moves but has come no closer to its goal for kStallSeconds (the
/// NoProgress note): a context agent in a dead end stands still this way, never stopped.
bool stalled(const Agent& agent);

/// The word the panels show for an agent's state: its stop reason's name once it stopped ("reached",
/// "maxSteps", ...), "stalled" while it still moves but has come no closer to its goal for kStallSeconds
/// (the NoProgress note: a context agent in a dead end stands still, never stopped), else "moving".
const char* agentStatus(const Agent& agent);

}  // namespace sidestep
