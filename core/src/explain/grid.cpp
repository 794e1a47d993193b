// A grid agent's next move in words, e.g.
// `up 3.16 | down 5.00 | left 3.16 | right blocked → tie → P-step: up 6, left 4 → left`.
#include <algorithm>

#include "format.hpp"
#include "lines.hpp"
#include "sidestep/behaviors/nproxy.hpp"

namespace sidestep::explain {

namespace {

/// Why a grid agent stops, after the stop reason's name.
const char* stopWhy(StopReason r) {
    switch (r) {
        case StopReason::Reached:
            return "stands on its target";
        case StopReason::Stuck:
            return "all four neighbours are blocked";
        case StopReason::Oscillation:
            return "its next cell would be the one it just left (stop-on-return)";
        case StopReason::MaxSteps:
            return "the run reached maxSteps";
        default:
            return "";
    }
}

}  // namespace

void explainGrid(const World& world, size_t index, Explanation& out) {
    const Agent& agent = world.agents()[index];
    const GridDecision& d = world.gridDecisions()[index];
    const float big = bigDistance(world.grid());
    auto blocked = [&](int k) { return d.proxy[size_t(k)] >= big; };
    addLine(out, LineStyle::Head, agent.moving() ? "Next move" : "Stopped");

    ExplainLine& values = addLine(out, LineStyle::Text);
    for (int k = 0; k < 4; ++k) {
        const std::string name = directionName(Direction(k));
        addSpan(values, name + " " + (blocked(k) ? std::string("blocked") : fixed(d.proxy[size_t(k)])),
                d.chosen == Direction(k));
        if (k < 3) addSpan(values, " | ");
    }

    ExplainLine& line = addLine(out, LineStyle::Text);
    const std::string chosen = directionName(d.chosen);
    if (!agent.moving()) {
        addSpan(line, std::string("→ ") + stopReasonName(agent.stop) + ": " + stopWhy(agent.stop));
    } else if (d.stop != StopReason::Moving) {
        addSpan(line, std::string("→ stops: ") + stopReasonName(d.stop) + " (" + stopWhy(d.stop) + ")");
    } else if (d.rule == DecisionRule::Proxy) {
        addSpan(line, "→ lowest proxy → ");
        addSpan(line, chosen, true);
    } else {
        float lowest = big;
        for (int k = 0; k < 4; ++k) {
            if (!blocked(k)) lowest = std::min(lowest, d.proxy[size_t(k)]);
        }
        std::string steps;
        for (int k = 0; k < 4; ++k) {
            if (blocked(k) || d.proxy[size_t(k)] != lowest) continue;
            const uint32_t s = d.step[size_t(k)];
            steps += (steps.empty() ? "" : ", ") + std::string(directionName(Direction(k))) + " " +
                     (s == kHugeStep ? std::string("∞") : std::to_string(s));
        }
        const bool tieBreak = agent.behavior == Behavior::Nproxy && nproxyParams(agent).stepTieBreak;
        if (!tieBreak)
            addSpan(line, "→ tie → fixed order (up, down, left, right) → ");
        else if (d.rule == DecisionRule::PStep)
            addSpan(line, "→ tie → P-step: " + steps + " → ");
        else
            addSpan(line, "→ tie → P-step: " + steps + ", still tied → fixed order → ");
        addSpan(line, chosen, true);
    }
    if (d.returning && d.stop == StopReason::Moving)
        addLine(out, LineStyle::Warn, "↺ back onto the cell it just left: pacing");
}

}  // namespace sidestep::explain
