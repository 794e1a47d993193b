#pragma once
// The options that choose how the agents of a test scene are driven, shared by `quality` and `steersuite`:
// a variant of the quality suite by its label, or a behaviour with its settings.
#include <string>
#include <vector>

#include "sidestep/quality/suite.hpp"

namespace sidestep::cli {

struct VariantOptions {
    std::string label;                                             ///< --variant LABEL
    std::string behavior;                                          ///< --behavior NAME
    bool avoid = false;                                            ///< --avoid
    std::vector<std::pair<std::string, float>> params, avoidance;  ///< --param N=V, --avoidance N=V
    std::string planner;                                           ///< --planner none|grid|any-angle
    bool given() const {
        return !label.empty() || !behavior.empty() || avoid || !params.empty() || !avoidance.empty() ||
               !planner.empty();
    }
};

/// If args[i] is a variant option, consumes it (and its value, advancing i) and returns true; a bad value
/// adds an error naming the option.
bool readVariantOption(const std::vector<std::string>& args, size_t& i, VariantOptions& out,
                       std::vector<std::string>& errors);

/// The variant the options stand for (`fallback` when none was given); false with an error naming the
/// option and the rule.
bool makeVariant(const VariantOptions& o, const std::string& fallback, QualityVariant& out,
                 std::vector<std::string>& errors);

/// The labels of the quality suite's variants, for an error: "\"seek\", \"whiskers\", … or \"orca\"".
std::string variantLabels();

/// "--variant: no variant \"LABEL\"; the labels are …": what an unknown --variant says.
std::string unknownVariant(const std::string& label);

/// The options as the usage line shows them.
inline constexpr const char* kVariantUsage =
    "[--variant LABEL | --behavior NAME [--avoid] [--param NAME=VALUE ...] [--avoidance NAME=VALUE ...]] "
    "[--planner none|grid|any-angle]";

}  // namespace sidestep::cli
