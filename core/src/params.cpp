#include "sidestep/params.hpp"

#include <cmath>

#include "sidestep/json.hpp"

namespace sidestep {

const std::vector<ParamSpec>& paramsOf(Behavior behavior) {
    static const std::vector<ParamSpec> none;
    // Order matters: agents store values by index (see nproxyParams()).
    static const std::vector<ParamSpec> nproxy{
        {"P", ParamType::Int, 0, 256, 7, "steps",
         "Look-ahead: each neighbour scores the nearest it can get to the target within P steps. 0 is greedy; "
         "the article found 3 too short for large clusters and chose 7."},
        {"stepTieBreak", ParamType::Bool, 0, 1, 1, "",
         "When the two lowest proxies tie, rank the tied neighbours by P-step (steps to the target). Without "
         "it the agent halts about P steps short and paces."},
        {"stopOnReturn", ParamType::Bool, 0, 1, 1, "",
         "Stop (oscillation) when the next cell is the one just left, instead of pacing for ever round an "
         "obstacle that needs more than P steps."},
        {"metric", ParamType::Choice, 0, 2, 0, "",
         "Distance from a cell's centre to the target's centre.", {"euclidean", "manhattan", "octile"}},
    };
    switch (behavior) {
        case Behavior::Seek:
        case Behavior::Greedy:
            return none;
        case Behavior::Nproxy:
            return nproxy;
    }
    return none;
}

std::string checkParam(const ParamSpec& spec, float v) {
    auto num = [](float x) { return formatFloat(x); };
    switch (spec.type) {
        case ParamType::Int:
            if (std::isfinite(v) && v == std::floor(v) && v >= spec.min && v <= spec.max) return {};
            return "must be an integer " + num(spec.min) + ".." + num(spec.max) + ", got " + num(v);
        case ParamType::Float:
            if (std::isfinite(v) && v >= spec.min && v <= spec.max) return {};
            return "must be a number " + num(spec.min) + ".." + num(spec.max) + ", got " + num(v);
        case ParamType::Bool:
            if (v == 0.0f || v == 1.0f) return {};
            return "must be true or false";
        case ParamType::Choice:
            if (v >= 0.0f && v == std::floor(v) && size_t(v) < spec.choices.size()) return {};
            return "must be a choice index 0.." + std::to_string(spec.choices.size() - 1);
    }
    return "unknown type";
}

std::array<float, kMaxParams> defaultParams(Behavior behavior) {
    std::array<float, kMaxParams> values{};
    const auto& specs = paramsOf(behavior);
    for (size_t i = 0; i < specs.size() && i < kMaxParams; ++i) values[i] = specs[i].defaultValue;
    return values;
}

}  // namespace sidestep
