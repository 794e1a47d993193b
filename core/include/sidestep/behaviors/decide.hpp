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

/// True while a continuous agent still moves but has come no closer to its goal for kStallSeconds (the
/// NoProgress note): a context agent in a dead end stands still this way, never stopped.
bool stalled(const Agent& agent);

/// The word the panels show for an agent's state: its stop reason's name once it stopped ("reached",
/// "maxSteps", ...), "stalled" while it still moves but has come no closer to its goal for kStallSeconds
/// (the NoProgress note: a context agent in a dead end stands still, never stopped), else "moving".
const char* agentStatus(const Agent& agent);

}  // namespace sidestep
