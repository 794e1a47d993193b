#include "variant_options.hpp"

#include <algorithm>
#include <cstdlib>

#include "sidestep/behaviors/params.hpp"

namespace sidestep::cli {

namespace {

bool setting(const std::string& option, const std::string& text, std::pair<std::string, float>& out,
             std::vector<std::string>& errors) {
    const size_t eq = text.find('=');
    char* end = nullptr;
    const double v = eq == std::string::npos ? 0.0 : std::strtod(text.c_str() + eq + 1, &end);
    if (eq == std::string::npos || eq + 1 == text.size() || *end != '\0') {
        errors.push_back(option + ": needs NAME=NUMBER, got " + text);
        return false;
    }
    out = {text.substr(0, eq), float(v)};
    return true;
}

bool checkAll(const std::string& option, const std::string& owner, const std::vector<ParamSpec>& specs,
              const std::vector<std::pair<std::string, float>>& values, std::vector<std::string>& errors) {
    for (const auto& [name, value] : values) {
        auto it = std::find_if(specs.begin(), specs.end(), [&](const ParamSpec& s) { return name == s.name; });
        if (it == specs.end()) {
            errors.push_back(option + ": " + owner + " has no setting " + name);
            return false;
        }
        if (const std::string e = checkParam(*it, value); !e.empty()) {
            errors.push_back(option + " " + name + ": " + e);
            return false;
        }
    }
    return true;
}

}  // namespace

std::string variantLabels() {
    const std::vector<QualityVariant> variants = qualityVariants();
    std::string out;
    for (size_t i = 0; i < variants.size(); ++i) {
        out += (i == 0 ? "" : i + 1 == variants.size() ? " or " : ", ") + ("\"" + variants[i].label + "\"");
    }
    return out;
}

std::string unknownVariant(const std::string& label) {
    return "--variant: no variant \"" + label + "\"; the labels are " + variantLabels();
}

bool readVariantOption(const std::vector<std::string>& args, size_t& i, VariantOptions& o,
                       std::vector<std::string>& errors) {
    const std::string& a = args[i];
    if (a == "--avoid") {
        o.avoid = true;
        return true;
    }
    if (a != "--variant" && a != "--behavior" && a != "--param" && a != "--avoidance" && a != "--planner") return false;
    if (i + 1 >= args.size()) {
        errors.push_back(a + ": needs a value");
        return true;
    }
    const std::string& v = args[++i];
    std::pair<std::string, float> s;
    if (a == "--variant")
        o.label = v;
    else if (a == "--behavior")
        o.behavior = v;
    else if (a == "--planner")
        o.planner = v;
    else if (a == "--param" && setting(a, v, s, errors))
        o.params.push_back(s);
    else if (a == "--avoidance" && setting(a, v, s, errors))
        o.avoidance.push_back(s);
    return true;
}

/// The variant of makeVariantOf(), with the route of --planner (its label says so).
bool makeVariantOf(const VariantOptions& o, const std::string& fallback, QualityVariant& out,
                   std::vector<std::string>& errors);

bool makeVariant(const VariantOptions& o, const std::string& fallback, QualityVariant& out,
                 std::vector<std::string>& errors) {
    if (!makeVariantOf(o, fallback, out, errors)) return false;
    if (o.planner.empty()) return true;
    RouteKind kind = RouteKind::None;
    if (!parseRouteKind(o.planner.c_str(), kind)) {
        errors.push_back("--planner: must be none, grid or any-angle, got " + o.planner);
        return false;
    }
    if (kind != RouteKind::None && out.behavior == Behavior::Script) {
        errors.push_back("--planner: script agents steer themselves; they follow no route");
        return false;
    }
    out.planner = uint32_t(kind);
    if (kind != RouteKind::None) out.label += std::string(" + ") + routeKindName(kind) + " route";
    return true;
}

bool makeVariantOf(const VariantOptions& o, const std::string& fallback, QualityVariant& out,
                   std::vector<std::string>& errors) {
    if (o.behavior.empty()) {
        if (o.avoid || !o.params.empty() || !o.avoidance.empty()) {
            errors.push_back("--avoid, --param and --avoidance go with --behavior");
            return false;
        }
        const std::string label = o.label.empty() ? fallback : o.label;
        for (const QualityVariant& q : qualityVariants()) {
            if (q.label == label) {
                out = q;
                return true;
            }
        }
        errors.push_back(unknownVariant(label));
        return false;
    }
    if (!o.label.empty()) {
        errors.push_back("--variant and --behavior: give one of them");
        return false;
    }
    QualityVariant q;
    if (!parseBehavior(o.behavior, q.behavior) || kindOf(q.behavior) != AgentKind::Continuous) {
        errors.push_back(
            "--behavior: must be a continuous behaviour (seek, whiskers, feelers, raycast, context, orca), got " +
            o.behavior);
        return false;
    }
    if (o.avoid && q.behavior == Behavior::Orca) {
        errors.push_back("--avoid: orca agents avoid agents by their own half-planes");
        return false;
    }
    if (!checkAll("--param", o.behavior, paramsOf(q.behavior), o.params, errors)) return false;
    if (!checkAll("--avoidance", "agent avoidance", avoidanceParamSpecs(), o.avoidance, errors)) return false;
    q.params = o.params;
    q.avoidance = o.avoidance;
    q.avoidAgents = o.avoid;
    q.label = o.behavior;
    for (const auto& [name, value] : o.params) q.label += " " + name + "=" + formatFloat(value);
    if (o.avoid) q.label += " + avoidAgents";
    for (const auto& [name, value] : o.avoidance) q.label += " " + name + "=" + formatFloat(value);
    out = q;
    return true;
}

}  // namespace sidestep::cli
