#pragma once
/// SteerSuite's test cases as a yardstick: a case imported once, run with any of the quality suite's
/// variants (every agent switched to it, with the case's radii and speeds), measured by sidestep's measures
/// and by SteerBench's scores side by side.
#include <string>
#include <vector>

#include "sidestep/io/steersuite.hpp"
#include "sidestep/quality/measure.hpp"
#include "sidestep/quality/steerbench.hpp"
#include "sidestep/quality/suite.hpp"

namespace sidestep {

struct SteerSuiteCase {
    std::string file;  ///< its file name, as the tables show it
    SteerSuiteImport imported;
};

struct SteerSuiteRun {
    QualityMeasures measures;             ///< sidestep's measures over every agent
    SteerBenchScores scores;              ///< SteerBench's, the mean over every agent
    std::vector<SteerBenchAgent> agents;  ///< SteerBench's, per agent
    uint32_t steps = 0;
    uint64_t hash = 0;  ///< the world's hash at the end
};

/// The case's scenario with every agent switched to the variant; orca agents prefer the case's desired
/// speed (their max speed).
Scenario steerSuiteVariant(const SteerSuiteCase& c, const QualityVariant& variant);

/// Runs the case with the variant to its end (`maxSteps` > 0: at most that many steps).
SteerSuiteRun runSteerSuite(const SteerSuiteCase& c, const QualityVariant& variant, uint32_t maxSteps = 0);

/// The variant named by a quality suite label ("seek", "orca", "whiskers + avoidAgents"), or nullptr.
const QualityVariant* findQualityVariant(const std::vector<QualityVariant>& variants, const std::string& label);

}  // namespace sidestep
