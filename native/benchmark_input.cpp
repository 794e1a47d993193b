#include "benchmark_input.hpp"

#include <cstdlib>
#include <fstream>

#include "cli_common.hpp"
#include "sidestep/behaviors/nproxy.hpp"
#include "sidestep/behaviors/params.hpp"
#include "sidestep/io/benchmark_scenario.hpp"
#include "sidestep/io/json.hpp"
#include "sidestep/route/route.hpp"

namespace sidestep::cli {

namespace {

/// Reads at most kMaxMovingAiBytes + 1 bytes, so a huge file is refused without reading it all.
bool readBounded(const std::string& path, std::string& out, std::vector<std::string>& errors) {
    std::ifstream file(path, std::ios::binary);
    if (!file) {
        errors.push_back(path + ": cannot open (no such file?)");
        return false;
    }
    out.resize(kMaxMovingAiBytes + 1);
    file.read(out.data(), std::streamsize(out.size()));
    out.resize(size_t(file.gcount()));
    if (out.size() > kMaxMovingAiBytes) {
        errors.push_back(path + ": more than " + std::to_string(kMaxMovingAiBytes) +
                         " bytes (the Moving AI file limit)");
        return false;
    }
    return true;
}

void addPrefixed(const std::string& prefix, const std::vector<std::string>& from, std::vector<std::string>& to) {
    for (const std::string& e : from) to.push_back(prefix + ": " + e);
}

/// The value of a param given as text: a choice's name, true/false for booleans, or a number.
bool paramValue(const ParamSpec& spec, const std::string& text, float& out) {
    for (size_t k = 0; k < spec.choices.size(); ++k) {
        if (text == spec.choices[k]) return out = float(k), true;
    }
    if (spec.type == ParamType::Bool && (text == "true" || text == "false"))
        return out = text == "true" ? 1.0f : 0.0f, true;
    char* end = nullptr;
    const double v = std::strtod(text.c_str(), &end);
    if (text.empty() || *end != '\0') return false;
    out = float(v);
    return true;
}

}  // namespace

bool loadBenchmark(const std::string& mapPath, const std::string& scenPath, Benchmark& out,
                   std::vector<std::string>& errors) {
    const size_t before = errors.size();
    out.mapPath = mapPath;
    out.scenPath = scenPath;
    std::string text;
    if (!readBounded(mapPath, text, errors)) return false;
    MapParse map = parseMovingAiMap(text);
    addPrefixed(mapPath, map.errors, errors);
    out.grid = std::move(map.grid);
    if (scenPath.empty() || !readBounded(scenPath, text, errors)) return errors.size() == before;
    ScenParse scen = parseMovingAiScen(text);
    addPrefixed(scenPath, scen.errors, errors);
    if (errors.size() != before) return false;
    addPrefixed(scenPath, checkScenAgainstMap(scen.problems, out.grid, mapPath), errors);
    out.problems = std::move(scen.problems);
    return errors.size() == before;
}

bool readAgentOption(const std::vector<std::string>& args, size_t& i, AgentChoice& choice,
                     std::vector<std::string>& errors) {
    const std::string& option = args[i];
    if (option != "--behavior" && option != "--P" && option != "--param" && option != "--planner") return false;
    if (i + 1 >= args.size()) {
        errors.push_back(option + ": needs a value");
        return true;
    }
    const std::string& value = args[++i];
    if (option == "--behavior") {
        Behavior b = Behavior::Nproxy;
        const bool known = parseBehavior(value, b) && b != Behavior::Script;
        if (known && (!choice.gridOnly || kindOf(b) == AgentKind::Grid)) {
            choice.behavior = b;
        } else {
            std::string names;
            for (uint32_t k = 0; k < kBehaviorCount; ++k) {
                if (Behavior(k) == Behavior::Script || (choice.gridOnly && kindOf(Behavior(k)) != AgentKind::Grid))
                    continue;
                names += (names.empty() ? "" : ", ") + std::string(behaviorName(Behavior(k)));
            }
            errors.push_back("--behavior: must be one of " + names + ", got " + value);
        }
        return true;
    }
    if (option == "--planner") {
        RouteKind kind = RouteKind::None;
        if (choice.gridOnly)
            errors.push_back("--planner: grid agents plan nothing; only `movingai` runs continuous agents on routes");
        else if (!parseRouteKind(value.c_str(), kind))
            errors.push_back("--planner: must be none, grid or any-angle, got " + value);
        choice.planner = uint32_t(kind);
        return true;
    }
    choice.paramsGiven = true;
    if (option == "--P") {
        long long P = 0;
        if (!parseInteger(value, 0, kMaxLookahead, P)) {
            errors.push_back("--P: must be an integer 0.." + std::to_string(kMaxLookahead) + ", got " + value);
            return true;  // said once, not again as --param P
        }
        choice.params.emplace_back("P", value);
        return true;
    }
    const size_t eq = value.find('=');
    if (eq == std::string::npos || eq == 0) {
        errors.push_back("--param: must be name=value, got " + value);
        return true;
    }
    choice.params.emplace_back(value.substr(0, eq), value.substr(eq + 1));
    return true;
}

bool makeAgentDef(const AgentChoice& choice, AgentDef& def, std::vector<std::string>& errors) {
    const size_t before = errors.size();
    def = AgentDef();
    def.behavior = choice.behavior;
    if (choice.planner != 0 && kindOf(choice.behavior) == AgentKind::Grid)
        errors.push_back("--planner: " + std::string(behaviorName(choice.behavior)) +
                         " is a grid behaviour; routes are for continuous agents (whiskers, orca, ...)");
    def.planner = kindOf(choice.behavior) == AgentKind::Continuous ? choice.planner : 0u;
    if (choice.behavior == Behavior::Greedy) {
        if (choice.paramsGiven)
            errors.push_back("--P/--param: greedy has no params (it is nproxy with P = 0 and no fixes)");
        return errors.size() == before;
    }
    const std::vector<ParamSpec>& specs = paramsOf(choice.behavior);
    def.params = defaultParams(choice.behavior);
    def.hasParams = true;
    for (const auto& [name, text] : choice.params) {
        size_t k = 0;
        while (k < specs.size() && name != specs[k].name) ++k;
        if (k == specs.size()) {
            std::string known;
            for (const ParamSpec& s : specs) known += std::string(known.empty() ? "" : ", ") + s.name;
            errors.push_back("--param " + name + ": unknown " + behaviorName(choice.behavior) + " param (" + known +
                             ")");
            continue;
        }
        float v = 0.0f;
        if (!paramValue(specs[k], text, v)) {
            std::string choices;
            for (const char* c : specs[k].choices) choices += std::string(choices.empty() ? "" : ", ") + c;
            errors.push_back("--param " + name + ": must be " +
                             (choices.empty() ? std::string("a number") : "one of " + choices + " (or its index)") +
                             (specs[k].type == ParamType::Bool ? " (or true, false)" : "") + ", got " + text);
            continue;
        }
        if (const std::string rule = checkParam(specs[k], v); !rule.empty()) {
            errors.push_back("--param " + name + ": " + rule);
            continue;
        }
        def.params[k] = v;
    }
    return errors.size() == before;
}

std::string describeAgent(const AgentDef& def) {
    if (kindOf(def.behavior) == AgentKind::Grid) return describeGridAgent(def);
    return std::string(behaviorName(def.behavior)) + " (radius " + formatFloat(def.radius) + ", max speed " +
           formatFloat(def.maxSpeed) + "), planner " + routeKindName(RouteKind(def.planner));
}

}  // namespace sidestep::cli
