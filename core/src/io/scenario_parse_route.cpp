// Scenario format v1: an agent's "planner" ("none", "grid" or "any-angle"; docs/routes.md) and the run's
// "sim.offRoute", checked with errors that name the field and what it accepts.
#include <string>

#include "checker.hpp"
#include "sidestep/io/scenario.hpp"
#include "sidestep/route/route.hpp"
#include "sidestep/world/world.hpp"

namespace sidestep {

bool parsePlanner(Checker& check, const Json& agent, const std::string& path, AgentDef& def) {
    const Json* planner = agent.find("planner");
    if (!planner) return true;
    const std::string field = path + ".planner";
    RouteKind kind = RouteKind::None;
    if (!planner->isString() || !parseRouteKind(planner->asString().c_str(), kind)) {
        check.error(field, Checker::either3(*planner, "none", "grid", "any-angle"));
        return false;
    }
    if (kind != RouteKind::None && kindOf(def.behavior) == AgentKind::Grid) {
        check.error(field, Checker::rule("invalid-rule-grid-route"));
        return false;
    }
    if (kind != RouteKind::None && def.behavior == Behavior::Script) {
        check.error(field, Checker::rule("invalid-rule-script-route"));
        return false;
    }
    def.planner = uint32_t(kind);
    return true;
}

void parseOffRoute(Checker& check, const Json& sim, Scenario& s) {
    if (const Json* off = sim.find("offRoute"))
        check.real(*off, "sim.offRoute", kMinOffRoute, kMaxOffRoute, s.sim.offRoute);
}

}  // namespace sidestep
