// The sentences about an agent's route (docs/routes.md), in their own file: which waypoint it heads for and
// why it last planned, or why it has no route. Read from the agent's own record (Agent::route*, replan*).
#include <string>

#include "format.hpp"
#include "lines.hpp"
#include "sidestep/route/route.hpp"

namespace sidestep::explain {

namespace {

/// Why the last plan was made, as the end of a sentence ("it started", "an edit blocked its route").
std::string replanWhy(const Agent& a, const SimConfig& config) {
    switch (RouteReason(a.replanReason)) {
        case RouteReason::Start:
            return "it started, or it was edited";
        case RouteReason::Blocked:
            return "an edit blocked what was left of its route";
        case RouteReason::PushedOff:
            return "it was pushed more than " + fixed(config.offRoute) + " u off the leg it was on";
        case RouteReason::Edited:
            return "it had no route and an edit changed the obstacles";
        case RouteReason::None:
            break;
    }
    return "";
}

/// Why a plan found no route.
const char* noRouteWhy(RouteStatus status) {
    switch (status) {
        case RouteStatus::StartBlocked:
            return "its centre was inside an obstacle where it planned";
        case RouteStatus::GoalBlocked:
            return "its goal is inside an obstacle, or no point near the goal is clear for its body";
        case RouteStatus::TooLarge:
            return "the grid is too large for the planner at this radius";
        case RouteStatus::Unreachable:
        case RouteStatus::Found:
            break;
    }
    return "every place its body can reach was searched, and its goal is not one of them";
}

}  // namespace

std::string routeSentence(const Agent& a, const SimConfig& config, uint32_t step) {
    if (a.planner == 0 || a.kind != AgentKind::Continuous) return "";
    const std::string planner = routeKindName(RouteKind(a.planner));
    if (a.replanReason == uint32_t(RouteReason::None)) {
        if (!a.moving()) return "";
        return "→ route (" + planner + "): planned before its next decision" +
               (step == 0 ? std::string() : " (it was edited)");
    }
    const std::string when = "planned at step " + std::to_string(a.replanStep) + " because " + replanWhy(a, config);
    if (a.routeWaypoints == 0) {
        return "→ no route (" + planner + ", " + routeStatusName(RouteStatus(a.routeStatus)) +
               "): " + noRouteWhy(RouteStatus(a.routeStatus)) +
               "; it heads straight for its goal, as without a planner (" + when + ")";
    }
    if (!a.moving()) return "";
    return "→ following waypoint " + std::to_string(a.routeNext + 1) + " of " + std::to_string(a.routeWaypoints) +
           " of its " + planner + " route (" + fixed(a.routeLength) + " u, " + fixed(a.routeLeft) + " u left; " +
           fixed(a.legDistance) + " u off its leg); " + when;
}

void explainRoute(const ExplainSource& world, size_t index, Explanation& out) {
    const Agent& a = world.agents()[index];
    const std::string sentence = routeSentence(a, world.config(), world.stepCount());
    if (!sentence.empty()) addLine(out, LineStyle::Text, sentence);
}

}  // namespace sidestep::explain
