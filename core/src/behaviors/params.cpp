#include "sidestep/behaviors/params.hpp"

#include <cmath>

#include "sidestep/behaviors/agent_avoidance.hpp"
#include "sidestep/behaviors/orca.hpp"
#include "sidestep/io/json.hpp"

namespace sidestep {

OrcaRecord::OrcaRecord() = default;

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

const std::vector<ParamSpec>& avoidanceParamSpecs() {
    static const std::vector<ParamSpec> specs = AvoidanceParams::specs();
    return specs;
}

std::array<float, kAvoidanceParams> defaultAvoidance() {
    std::array<float, kAvoidanceParams> values{};
    const auto& specs = avoidanceParamSpecs();
    for (size_t i = 0; i < specs.size() && i < kAvoidanceParams; ++i) values[i] = specs[i].defaultValue;
    return values;
}

std::array<float, kMaxParams> defaultParams(Behavior behavior) {
    std::array<float, kMaxParams> values{};
    const auto& specs = paramsOf(behavior);
    for (size_t i = 0; i < specs.size() && i < kMaxParams; ++i) values[i] = specs[i].defaultValue;
    return values;
}

}  // namespace sidestep
