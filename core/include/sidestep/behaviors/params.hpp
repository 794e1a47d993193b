#pragma once
/// Behaviour parameters: one table per behaviour with name, type, range, default, unit and meaning, written
/// once in the behaviour's header (settings.hpp says how). The scenario validator checks against it, the
/// page builds its sliders from it, and agents store the values in a fixed array of floats (kMaxParams),
/// so Agent stays a flat record.
#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "sidestep/behaviors/agent.hpp"
#include "sidestep/behaviors/settings.hpp"
#include "sidestep/explain/message.hpp"

namespace sidestep {

/// The parameter table of a behaviour (empty for behaviours without parameters).
const std::vector<ParamSpec>& paramsOf(Behavior behavior);

/// Empty when value fits the spec, else the rule it breaks, e.g. "must be an integer 0..256, got 300".
std::string checkParam(const ParamSpec& spec, float value);
/// The same rule as a message without its path (no id when `value` fits): invalid-integer, invalid-number-between,
/// invalid-true-or-false or invalid-choice-index; checkParam's sentence is its English, and an edit's refusal
/// (world/edit_checks.hpp) adds the path. One statement of the rules for both.
Message paramRule(const ParamSpec& spec, float value);

/// Every parameter of the behaviour at its default.
std::array<float, kMaxParams> defaultParams(Behavior behavior);

/// The agent-avoidance settings of continuous agents with avoidAgents (time of closest approach and its
/// remedies), a table like a behaviour's: the validator checks against it and the page builds controls.
const std::vector<ParamSpec>& avoidanceParamSpecs();
/// Every agent-avoidance setting at its default.
std::array<float, kAvoidanceParams> defaultAvoidance();

}  // namespace sidestep
