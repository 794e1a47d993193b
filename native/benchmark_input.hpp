#pragma once
// Inputs of the Moving AI commands (`movingai`, `import`): the map and scen files, read, parsed and
// checked against each other, and the grid agent chosen by --behavior, --P and --param.
#include <string>
#include <vector>

#include "sidestep/behaviors/agent.hpp"
#include "sidestep/geometry/grid.hpp"
#include "sidestep/io/movingai.hpp"

namespace sidestep::cli {

/// A map and, when a scen file was given, its problems (checked against the map).
struct Benchmark {
    std::string mapPath;
    std::string scenPath;  ///< empty when no scen file was given
    Grid grid{1, 1};
    std::vector<ScenProblem> problems;
};

/// Reads and parses mapPath (and scenPath unless empty); every error is prefixed with its file's name.
bool loadBenchmark(const std::string& mapPath, const std::string& scenPath, Benchmark& out,
                   std::vector<std::string>& errors);

/// The agent of --behavior B (default nproxy), --P N, --param name=value and --planner P. `movingai` takes any
/// behaviour but script, and --planner for a continuous one; `import` a grid behaviour only (gridOnly).
struct AgentChoice {
    bool gridOnly = true;
    Behavior behavior = Behavior::Nproxy;
    uint32_t planner = 0;                                     ///< RouteKind
    std::vector<std::pair<std::string, std::string>> params;  ///< name, value as given, in order
    bool paramsGiven = false;
};

/// If args[i] is an agent option, consumes it and its value (advancing i) and returns true; an option
/// with a bad or missing value adds an error naming it.
bool readAgentOption(const std::vector<std::string>& args, size_t& i, AgentChoice& choice,
                     std::vector<std::string>& errors);

/// The agent definition the choice stands for (params checked with the core's checkParam, errors naming the param).
bool makeAgentDef(const AgentChoice& choice, AgentDef& def, std::vector<std::string>& errors);

/// "nproxy P=7 stepTieBreak=1 stopOnReturn=1 metric=euclidean", "greedy", or "orca, planner any-angle".
std::string describeAgent(const AgentDef& def);

}  // namespace sidestep::cli
