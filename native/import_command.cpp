// `sidestep import`: a Moving AI map, and optionally one problem of its scen as a grid agent, written as
// a scenario v1 file that the page, `run`, `validate` and `link` all read.
#include <iostream>

#include "benchmark_input.hpp"
#include "cli_common.hpp"
#include "commands.hpp"
#include "sidestep/geometry/octile_distance.hpp"
#include "sidestep/geometry/step_distance.hpp"
#include "sidestep/io/json.hpp"
#include "sidestep/io/scenario.hpp"
#include "sidestep/world/problem_run.hpp"

namespace sidestep::cli {

namespace {

std::string clipped(std::string text, size_t limit) {
    if (text.size() > limit) text.resize(limit);
    return text;
}

std::string cell(Cell c) { return "(" + std::to_string(c.x) + ", " + std::to_string(c.y) + ")"; }

}  // namespace

int importCommand(const std::vector<std::string>& args) {
    std::vector<std::string> files, errors;
    std::string rowText;
    AgentChoice choice;
    for (size_t i = 0; i < args.size(); ++i) {
        if (readAgentOption(args, i, choice, errors)) continue;
        if (args[i] == "--row") {
            if (i + 1 >= args.size()) return printErrors({"--row: needs a number"});
            rowText = args[++i];
        } else if (args[i].rfind("--", 0) == 0 || files.size() == 2) {
            return printErrors({"import: unexpected argument " + args[i]});
        } else {
            files.push_back(args[i]);
        }
    }
    if (files.empty())
        return printErrors({"import: usage: import MAP [SCEN --row N] [--behavior nproxy|greedy] [--P N]"});
    if ((files.size() == 2) != !rowText.empty()) return printErrors({"import: SCEN and --row N go together"});
    AgentDef def;
    if (!makeAgentDef(choice, def, errors) || !errors.empty()) return printErrors(errors);
    Benchmark bench;
    if (!loadBenchmark(files[0], files.size() > 1 ? files[1] : "", bench, errors)) return printErrors(errors);

    Scenario s;
    s.grid = bench.grid;
    const std::string mapName(baseName(bench.mapPath));
    s.title = clipped("Moving AI map " + mapName, kMaxTitleLength);
    s.description = "Imported from the Moving AI benchmark map " + mapName + " (" + std::to_string(s.grid.width()) +
                    " x " + std::to_string(s.grid.height()) + ", " + std::to_string(s.grid.blockedCount()) +
                    " blocked cells).";
    if (!rowText.empty()) {
        long long row = 0;
        if (!parseInteger(rowText, 0, (long long)bench.problems.size() - 1, row)) {
            return printErrors({"--row: must be an integer 0.." + std::to_string((long long)bench.problems.size() - 1) +
                                " (a 0-based row of " + files[1] + "), got " + rowText});
        }
        const ScenProblem& q = bench.problems[size_t(row)];
        const double optimal = OctileDistance().between(s.grid, q.start, q.goal);
        const int32_t optimal4 = StepDistance().between(s.grid, q.start, q.goal);
        def.name = describeAgent(def).substr(0, 64);
        def.start = Vec2(float(q.start.x), float(q.start.y));
        def.goal = Vec2(float(q.goal.x), float(q.goal.y));
        s.agents.push_back(def);
        if (optimal4 != kNoStepPath) s.sim.maxSteps = problemStepLimit(optimal4);
        s.title = clipped(s.title + ", problem " + std::to_string(row), kMaxTitleLength);
        s.description += " Problem row " + std::to_string(row) + " of " + std::string(baseName(bench.scenPath)) +
                         " (line " + std::to_string(q.line) + ", bucket " + std::to_string(q.bucket) + "): from " +
                         cell(q.start) + " to " + cell(q.goal) + "; the file's optimal octile length is " +
                         formatNumber(q.optimal) +
                         (optimal4 == kNoStepPath
                              ? std::string("; the goal cannot be reached.")
                              : ", ours " + formatNumber(optimal) + ", and the 4-connected optimum " +
                                    std::to_string(optimal4) + " steps (the step limit is 4 times that, at least 64).");
    }
    s.description = clipped(s.description, kMaxDescriptionLength);
    std::cout << writeScenario(s);
    return kOk;
}

}  // namespace sidestep::cli
