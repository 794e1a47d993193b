#pragma once
/// Run reports: what the CLI prints and what tests compare, built from a world after (or during) a run.
#include "sidestep/io/json.hpp"
#include "sidestep/world/events.hpp"
#include "sidestep/world/world.hpp"

namespace sidestep {

/// The stop reason as reported for a finished run: an agent still moving when the run ended is
/// reported as "maxSteps" (the step budget ran out first).
const char* reportedStopReason(const Agent& agent);

/// { "steps", "hash", "run": { "agents", "reached", "collisions", "contactTime", "penetration",
///   "agentContacts", "agentContactTime", "agentPenetration" }, "agents": [ { "name", "behavior", "reached",
///   "steps", "stopReason", "collisions", "terrainHits", "contactTime", "penetration", "agentContacts", "agentContactTime",
///   "agentPenetration", "effort", "laps", "pathLength", "minClearance", "final": [x, y] } ] }. Collisions and
///   contacts count episodes of overlap (see world/measures.hpp); times in seconds, depths in world units,
///   effort in world units / s; terrainHits: the steps on which a feeler went under the ground (apart from its
///   obstacle hits); "run" sums the agents' counts and times and keeps the deepest overlaps
///   (world/run_totals.hpp).
Json runReport(const World& world);

/// { "step": k, "pos": [[x0, y0], ...] } for one line of a trace (cell coordinates for grid agents).
Json traceLine(const World& world);

/// { "step", "agent", "name", "event" } plus "reason" for a stop and "laps" for a lap: one line of
/// `run --events`.
Json eventLine(const World& world, const Event& event);

}  // namespace sidestep
