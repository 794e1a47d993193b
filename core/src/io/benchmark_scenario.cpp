// Moving AI maps and problems as scenarios (see benchmark_scenario.hpp).
#include "sidestep/io/benchmark_scenario.hpp"

#include "sidestep/behaviors/params.hpp"
#include "sidestep/geometry/octile_distance.hpp"
#include "sidestep/geometry/step_distance.hpp"
#include "sidestep/io/json.hpp"
#include "sidestep/world/problem_run.hpp"

namespace sidestep {

namespace {

std::string clipped(std::string text, size_t limit) {
    if (text.size() > limit) text.resize(limit);
    return text;
}

std::string cell(Cell c) { return "(" + std::to_string(c.x) + ", " + std::to_string(c.y) + ")"; }

}  // namespace

Scenario benchmarkScenario(const Grid& grid, std::string_view mapName, const AgentDef& def, const BenchmarkRow& row) {
    Scenario s;
    s.grid = grid;
    const std::string name(mapName);
    s.title = clipped("Moving AI map " + name, kMaxTitleLength);
    s.description = "Imported from the Moving AI benchmark map " + name + " (" + std::to_string(grid.width()) + " x " +
                    std::to_string(grid.height()) + ", " + std::to_string(grid.blockedCount()) + " blocked cells).";
    if (const ScenProblem* q = row.problem) {
        const double optimal = OctileDistance().between(grid, q->start, q->goal);
        const int32_t optimal4 = StepDistance().between(grid, q->start, q->goal);
        AgentDef agent = def;
        agent.name = behaviorName(def.behavior);  // its settings are in the panel, and change there
        agent.start = Vec2(float(q->start.x), float(q->start.y));
        agent.goal = Vec2(float(q->goal.x), float(q->goal.y));
        s.agents.push_back(agent);
        if (optimal4 != kNoStepPath) s.sim.maxSteps = problemStepLimit(optimal4);
        s.title = clipped(s.title + ", problem " + std::to_string(row.row), kMaxTitleLength);
        s.description += " Problem row " + std::to_string(row.row) + " of " + std::string(row.scenName) + " (line " +
                         std::to_string(q->line) + ", bucket " + std::to_string(q->bucket) + "): from " +
                         cell(q->start) + " to " + cell(q->goal) + "; the file's optimal octile length is " +
                         formatNumber(q->optimal) +
                         (optimal4 == kNoStepPath
                              ? std::string("; the goal cannot be reached.")
                              : ", ours " + formatNumber(optimal) + ", and the 4-connected optimum " +
                                    std::to_string(optimal4) + " steps (the step limit is 4 times that, at least 64).");
    }
    s.description = clipped(s.description, kMaxDescriptionLength);
    return s;
}

std::string describeGridAgent(const AgentDef& def) {
    std::string out = behaviorName(def.behavior);
    const std::vector<ParamSpec>& specs = paramsOf(def.behavior);
    for (size_t k = 0; k < specs.size(); ++k) {
        const float v = def.hasParams ? def.params[k] : specs[k].defaultValue;
        std::string value = formatFloat(v);
        if (specs[k].type == ParamType::Choice && size_t(v) < specs[k].choices.size())
            value = specs[k].choices[size_t(v)];
        if (specs[k].type == ParamType::Bool) value = v != 0.0f ? "on" : "off";
        out += std::string(" ") + specs[k].name + "=" + value;
    }
    return out;
}

std::string makeGridAgent(std::string_view behavior, double P, AgentDef& out) {
    out = AgentDef();
    if (behavior == "greedy") {
        out.behavior = Behavior::Greedy;
        return "";
    }
    if (behavior != "nproxy") return "behavior: must be nproxy or greedy, got " + std::string(behavior);
    out.behavior = Behavior::Nproxy;
    out.params = defaultParams(out.behavior);
    out.hasParams = true;
    const std::vector<ParamSpec>& specs = paramsOf(out.behavior);
    for (size_t k = 0; k < specs.size(); ++k) {
        if (std::string_view(specs[k].name) != "P") continue;
        // Checked as the float it is stored as; a fraction or a huge value is named as given.
        const float v = P == P && P >= -1e9 && P <= 1e9 ? float(P) : -1.0f;
        std::string rule = checkParam(specs[k], v);
        if (rule.empty() && double(v) != P) rule = checkParam(specs[k], 0.5f);
        if (!rule.empty()) return "P: " + rule.substr(0, rule.rfind(", got ")) + ", got " + formatNumber(P);
        out.params[k] = v;
    }
    return "";
}

}  // namespace sidestep
