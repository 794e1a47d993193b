// The sentences about an agent's route (docs/routes.md), in their own file: which waypoint it heads for and
// why it last planned, or why it has no route. Read from the agent's own record (Agent::route*, replan*).
#include <string>
#include <vector>

#include "format.hpp"
#include "lines.hpp"
#include "sidestep/route/route.hpp"

namespace sidestep::explain {

namespace {

/// Why the last plan was made ("planned at step S because it started").
Message replanWhen(const Agent& a, const SimConfig& config) {
    const char* why = "why-route-because-start";
    switch (RouteReason(a.replanReason)) {
        case RouteReason::Blocked:
            why = "why-route-because-blocked";
            break;
        case RouteReason::PushedOff:
            return Message("why-route-when-pushed").count("step", a.replanStep).num("off", config.offRoute);
        case RouteReason::Edited:
            why = "why-route-because-edited";
            break;
        case RouteReason::Start:
        case RouteReason::None:
            break;
    }
    return Message("why-route-when").count("step", a.replanStep).word("why", why);
}

/// Why a plan found no route (a message id).
const char* noRouteWhy(RouteStatus status) {
    switch (status) {
        case RouteStatus::StartBlocked:
            return "why-route-start-blocked";
        case RouteStatus::GoalBlocked:
            return "why-route-goal-blocked";
        case RouteStatus::TooLarge:
            return "why-route-too-large";
        case RouteStatus::Unreachable:
        case RouteStatus::Found:
            break;
    }
    return "why-route-unreachable";
}

/// The route's sentence as its spans (messages, and a plain ")"); none without a planner.
std::vector<Message> routeSpans(const Agent& a, const SimConfig& config, uint32_t step) {
    if (a.planner == 0 || a.kind != AgentKind::Continuous) return {};
    const std::string planner = routeKindName(RouteKind(a.planner));
    if (a.replanReason == uint32_t(RouteReason::None)) {
        if (!a.moving()) return {};
        return {Message("why-route-pending").text("planner", planner).text("edited", step == 0 ? "no" : "yes")};
    }
    if (a.routeWaypoints == 0) {
        return {Message("why-route-none")
                    .text("planner", planner)
                    .text("status", routeStatusName(RouteStatus(a.routeStatus)))
                    .word("cause", noRouteWhy(RouteStatus(a.routeStatus))),
                replanWhen(a, config), Message()};
    }
    if (!a.moving()) return {};
    return {Message("why-route-following")
                .count("k", a.routeNext + 1)
                .count("n", a.routeWaypoints)
                .text("planner", planner)
                .num("length", a.routeLength)
                .num("left", a.routeLeft)
                .num("off", a.legDistance),
            replanWhen(a, config)};
}

}  // namespace

std::string routeSentence(const Agent& a, const SimConfig& config, uint32_t step) {
    std::string out;
    for (const Message& m : routeSpans(a, config, step)) out += m.id.empty() ? ")" : english(m);
    return out;
}

void explainRoute(const ExplainSource& world, size_t index, Explanation& out) {
    const std::vector<Message> spans = routeSpans(world.agents()[index], world.config(), world.stepCount());
    if (spans.empty()) return;
    ExplainLine& line = addLine(out, LineStyle::Text);
    for (const Message& m : spans) m.id.empty() ? addSpan(line, ")") : addSpan(line, m);
}

}  // namespace sidestep::explain
