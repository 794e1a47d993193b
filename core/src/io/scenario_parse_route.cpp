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
    const std::string rule = "must be \"none\", \"grid\" or \"any-angle\"";
    if (!planner->isString()) {
        check.error(field, rule + ", got " + Checker::describe(*planner));
        return false;
    }
    RouteKind kind = RouteKind::None;
    if (!parseRouteKind(planner->asString().c_str(), kind)) {
        check.error(field, rule + ", got " + Checker::describe(*planner));
        return false;
    }
    if (kind != RouteKind::None && kindOf(def.behavior) == AgentKind::Grid) {
        check.error(field, "grid agents move cell by cell; only continuous agents follow routes; remove it");
        return false;
    }
    if (kind != RouteKind::None && def.behavior == Behavior::Script) {
        check.error(field, "script agents steer themselves; they follow no route; remove it");
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
