#pragma once
/// The quality suite's measures of a run, summed over agents (and scenes), and the composite score.
#include <cstdint>
#include <string>
#include <vector>

#include "sidestep/quality/suite.hpp"
#include "sidestep/world/variant.hpp"
#include "sidestep/world/world.hpp"

namespace sidestep {

/// Composite score per agent, in the manner of SteerBench (Singh et al. 2009): lower is better.
/// kCollisionWeight per collision or contact, plus the seconds to the goal (the whole run and
/// kFailurePenalty for an agent that never arrives), plus kEffortWeight per unit of velocity change.
inline constexpr float kCollisionWeight = 50.0f;
inline constexpr float kFailurePenalty = 60.0f;
inline constexpr float kEffortWeight = 0.1f;

struct QualityMeasures {
    uint32_t runs = 0;
    uint32_t agents = 0;
    uint32_t reached = 0;
    uint32_t collisions = 0;        ///< with obstacles, counted once per episode
    uint32_t contacts = 0;          ///< with other agents, counted once per episode
    float contactTime = 0.0f;       ///< seconds overlapping obstacles, summed over agents
    float agentContactTime = 0.0f;  ///< seconds overlapping other agents, summed over agents
    float penetration = 0.0f;       ///< deepest overlap with an obstacle, world units (max)
    float agentPenetration = 0.0f;  ///< deepest overlap with another agent, world units (max)
    float timeToGoal = 0.0f;        ///< seconds, summed over agents that arrived
    float pathRatio = 0.0f;         ///< path length / straight-line distance, summed over agents that arrived
    float minClearance = 0.0f;      ///< the smallest over every agent (negative: overlap)
    float effort = 0.0f;            ///< total change of velocity, world units / s, summed over agents
    float score = 0.0f;             ///< composite score, summed over agents
    uint32_t returns = 0;           ///< grid agents' moves back onto the cell just left, summed
    int32_t laps = 0;               ///< laps on closed paths, summed
    uint32_t terrainHits = 0;       ///< feelers' steps with a feeler under the ground, summed
    uint32_t scriptStops = 0;       ///< agents their script stopped (a throw, a wrong answer, a budget): not a result

    void add(const QualityMeasures& other);
    float reachRate() const { return agents ? float(reached) / float(agents) : 0.0f; }
    float perAgent(float total) const { return agents ? total / float(agents) : 0.0f; }
    float perReached(float total) const { return reached ? total / float(reached) : 0.0f; }
};

/// The measures of a world after its run (agents' starts and goals give the straight lines), over every
/// agent or, with `only`, over the agents the variant changes.
QualityMeasures measureRun(const World& world, const Variant* only = nullptr);

/// Runs the scene with the variant to the end and measures it.
QualityMeasures runQuality(const QualityScene& scene, const QualityVariant& variant);

/// One row of a quality table.
struct QualityRow {
    std::string label;
    QualityMeasures measures;
};

/// The suite's tables, aggregated per variant: over the scenes with obstacles (single agents), over the
/// scenes where agents meet, and the composite score per family of scenes.
struct QualityReport {
    std::vector<QualityRow> obstacles;
    std::vector<QualityRow> crowds;
    std::vector<std::string> families;
    std::vector<std::pair<std::string, std::vector<float>>>
        familyScores;  ///< per variant: mean score per agent per family (NaN: not run)
    /// Per variant and family: the lowest and the highest score per agent of one scene (the family's seeds
    /// and offsets), so that a mean can be read with its spread (NaN: not run).
    std::vector<std::pair<std::string, std::vector<std::pair<float, float>>>> familyRanges;
    /// Per variant whose script stopped agents: its label and the first stop, "on SCENE: MESSAGE".
    std::vector<std::pair<std::string, std::string>> scriptStops;
};
QualityReport runQualitySuite();
/// The same with other variants.
QualityReport runQualitySuite(const std::vector<QualityVariant>& variants);

/// The report as fixed-width text tables.
std::string formatQualityReport(const QualityReport& report);

}  // namespace sidestep
