// The Moving AI check: .map and .scen text read by the benchmark's readers.
#include "checks.hpp"
#include "sidestep/io/movingai.hpp"
#include "sidestep/world/problem_run.hpp"

namespace sidestep::fuzz {

namespace {

/// Every error names its line, but for a last note that says how many more there were.
std::string namesLines(const std::vector<std::string>& errors, const char* what) {
    for (size_t i = 0; i < errors.size(); ++i) {
        const bool note = i + 1 == errors.size() && errors[i].rfind("stopped after", 0) == 0;
        if (!note && errors[i].rfind("line ", 0) != 0) return std::string(what) + " error names no line: " + errors[i];
    }
    return {};
}

}  // namespace

std::string checkMovingAi(std::string_view text) {
    const MapParse map = parseMovingAiMap(text);
    const ScenParse scen = parseMovingAiScen(text);
    if (std::string broken = namesLines(map.errors, "a .map"); !broken.empty()) return broken;
    if (std::string broken = namesLines(scen.errors, "a .scen"); !broken.empty()) return broken;
    if (!map.ok() || map.grid.width() * map.grid.height() > 4096) return {};
    // A map that reads: one problem between its first and last free cells, for each grid behaviour.
    Cell first{-1, -1}, last{-1, -1};
    for (int32_t y = 0; y < map.grid.height(); ++y) {
        for (int32_t x = 0; x < map.grid.width(); ++x) {
            if (map.grid.blocked(x, y)) continue;
            if (first.x < 0) first = {x, y};
            last = {x, y};
        }
    }
    if (first.x < 0) return {};
    for (const Behavior behavior : {Behavior::Greedy, Behavior::Nproxy}) {
        AgentDef def;
        def.behavior = behavior;
        ProblemRunner runner(map.grid, def);
        if (!runner.error().empty()) return "a grid agent cannot run on a map that reads: " + runner.error();
        const ProblemResult r = runner.run(first, last);
        if (r.reachable && r.steps > r.stepLimit) return "a problem ran past its step limit";
        if (r.reachable && r.reached && r.steps < uint32_t(r.optimal4)) return "a problem beat its optimum";
    }
    return {};
}

}  // namespace sidestep::fuzz
