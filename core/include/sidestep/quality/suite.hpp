#pragma once
/// The quality suite: a fixed, seeded set of scenes (circle fields at three densities, blocked cells (a
/// small block at five offsets, random grids), a wall across the way, a U-shaped trap, a corridor and a doorway;
/// crossing, oncoming, overtaking and fan-in pairs and groups, a ring of agents swapping sides, four streams) run with
/// every continuous behaviour and its layouts, with and without agent avoidance, against plain seek as the baseline.
/// Everything is generated here from fixed seeds, so `sidestep quality` prints the same table on every machine.
#include <cstdint>
#include <string>
#include <vector>

#include "sidestep/io/scenario.hpp"
#include "sidestep/world/script.hpp"

namespace sidestep {

/// One scene of the suite: its agents carry starts, goals, sizes and speeds; a variant sets their
/// behaviour.
struct QualityScene {
    std::string name;    ///< e.g. "field-dense-3"
    std::string family;  ///< "fields", "blocks", "wall", "trap", "corridor", "doorway", "crossing", ...
    bool crowd = false;  ///< several agents that meet each other (agent avoidance applies)
    bool open = false;   ///< open space: no obstacles but the world's edge
    Scenario scenario;
};

/// How the agents of a scene are driven in one row of the table.
struct QualityVariant {
    std::string label;  ///< e.g. "raycast fan", "whiskers + avoid"
    Behavior behavior = Behavior::Seek;
    std::vector<std::pair<std::string, float>> params;  ///< overrides of the behaviour's defaults, by name
    bool avoidAgents = false;
    bool crowdOnly = false;  ///< only meaningful where agents meet (agent avoidance, seeing agents)
    std::vector<std::pair<std::string, float>> avoidance;  ///< overrides of the agent-avoidance defaults, by name
    /// With behavior script: the script every agent runs (its name and source; the embedding runs it), no params.
    ScriptSource script;
    uint32_t planner = 0;  ///< a RouteKind: the route every agent plans (docs/routes.md); 0 none, as the articles
};

std::vector<QualityScene> qualityScenes();
std::vector<QualityVariant> qualityVariants();
/// The families of qualityScenes(), in the order their first scene comes ("fields", "blocks", "wall", ...).
std::vector<std::string> qualityFamilies();

/// "" when every override of the variant names a setting of its behaviour (or of agent avoidance) and fits
/// it; else the first that does not, by name ("params.rayLenght: whiskers has no setting ...").
std::string checkVariant(const QualityVariant& variant);

/// The scene's scenario with every agent switched to the variant (its params at their defaults but for
/// the overrides). The variant must pass checkVariant(): an override it refuses is left out.
Scenario applyVariant(const QualityScene& scene, const QualityVariant& variant);

}  // namespace sidestep
