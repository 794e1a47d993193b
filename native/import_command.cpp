// `sidestep import`: a Moving AI map, and optionally one problem of its scen as a grid agent, written as
// a scenario v1 file that the page, `run`, `validate` and `link` all read.
#include <iostream>

#include "benchmark_input.hpp"
#include "cli_common.hpp"
#include "commands.hpp"
#include "sidestep/io/benchmark_scenario.hpp"
#include "sidestep/io/scenario.hpp"

namespace sidestep::cli {

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

    const std::string mapName(baseName(bench.mapPath));
    BenchmarkRow row;
    if (!rowText.empty()) {
        long long index = 0;
        if (!parseInteger(rowText, 0, (long long)bench.problems.size() - 1, index)) {
            return printErrors({"--row: must be an integer 0.." + std::to_string((long long)bench.problems.size() - 1) +
                                " (a 0-based row of " + files[1] + "), got " + rowText});
        }
        row = {&bench.problems[size_t(index)], size_t(index), baseName(bench.scenPath)};
    }
    const Scenario s = benchmarkScenario(bench.grid, mapName, def, row);
    std::cout << writeScenario(s);
    return kOk;
}

}  // namespace sidestep::cli
