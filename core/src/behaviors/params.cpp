#include "sidestep/behaviors/params.hpp"

#include <cmath>

#include "sidestep/behaviors/agent_avoidance.hpp"
#include "sidestep/behaviors/orca.hpp"
#include "sidestep/io/json.hpp"

namespace sidestep {

OrcaRecord::OrcaRecord() = default;

Message paramRule(const ParamSpec& spec, float v) {
    auto range = [&](const char* id) {
        return std::move(Message(id)
                             .text("lo", formatFloat(spec.min))
                             .text("hi", formatFloat(spec.max))
                             .text("got", formatFloat(v)));
    };
    switch (spec.type) {
        case ParamType::Int:
            if (std::isfinite(v) && v == std::floor(v) && v >= spec.min && v <= spec.max) return {};
            return range("invalid-integer");
        case ParamType::Float:
            if (std::isfinite(v) && v >= spec.min && v <= spec.max) return {};
            return range("invalid-number-between");
        case ParamType::Bool:
            if (v == 0.0f || v == 1.0f) return {};
            return Message("invalid-true-or-false");
        case ParamType::Choice:
            if (v >= 0.0f && v == std::floor(v) && size_t(v) < spec.choices.size()) return {};
            return std::move(Message("invalid-choice-index").text("max", std::to_string(spec.choices.size() - 1)));
    }
    return Message("invalid-unknown-kind");
}

std::string checkParam(const ParamSpec& spec, float v) {
    Message rule = paramRule(spec, v);
    if (rule.id.empty()) return {};
    // en.ftl's "{ $path }: must be ..." with an empty path: the rule alone ("must be a number 0.5..10, got 50").
    return englishError(rule.text("path", "")).substr(2);
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
