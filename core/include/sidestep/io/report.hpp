#pragma once
/// Run reports: what the CLI prints and what tests compare, built from a world after (or during) a run.
#include "sidestep/io/json.hpp"
#include "sidestep/world/events.hpp"
#include "sidestep/world/variant.hpp"
#include "sidestep/world/world.hpp"

#include <string>

namespace sidestep {

/// The stop reason as reported for a finished run: an agent still moving when the run ended is
/// reported as "maxSteps" (the step budget ran out first).
const char* reportedStopReason(const Agent& agent);

/// { "steps", "hash", "run": { "agents", "reached", "collisions", "contactTime", "penetration",
///   "agentContacts", "agentContactTime", "agentPenetration" }, "agents": [ { "name", "behavior", "reached",
///   "steps", "stopReason", "collisions", "terrainHits", "contactTime", "penetration", "agentContacts",
///   "agentContactTime", "agentPenetration", "effort", "laps", "pathLength", "minClearance", "final": [x, y] } ] }.
///   Collisions and contacts count episodes of overlap (see world/measures.hpp); times in seconds, depths in world
///   units, effort in world units / s; terrainHits: the steps on which a feeler went under the ground (apart from its
///   obstacle hits); "run" sums the agents' counts and times and keeps the deepest overlaps
///   (world/run_totals.hpp).
Json runReport(const World& world);

/// { "step": k, "pos": [[x0, y0], ...] } for one line of a trace (cell coordinates for grid agents).
Json traceLine(const World& world);

/// { "step", "agent", "name", "event" } plus "reason" for a stop and "laps" for a lap: one line of
/// `run --events`.
Json eventLine(const World& world, const Event& event);

/// The table `sidestep run` prints: a header line with steps and hash, a row per agent, the run's row, and
/// the note on what the columns count (every line ends with a newline).
std::string runTable(const World& world);

/// `sidestep compare`: the header, one row per variant (measured over the agents it changes), and the note.
std::string compareHeader();
std::string compareRow(const Variant& variant, const World& world);
Json compareRowJson(const Variant& variant, const World& world);
std::string compareNote();
}  // namespace sidestep
