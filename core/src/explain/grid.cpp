// A grid agent's next move in words, e.g.
// `up 3.16 | down 5.00 | left 3.16 | right blocked → tie → P-step: up 6, left 4 → left`.
#include <algorithm>

#include "format.hpp"
#include "lines.hpp"
#include "sidestep/behaviors/nproxy.hpp"

namespace sidestep::explain {

void explainGrid(const ExplainSource& world, size_t index, Explanation& out) {
    const Agent& agent = world.agents()[index];
    const GridDecision& d = world.gridDecisions()[index];
    const float big = world.bigDistance();
    auto blocked = [&](int k) { return d.proxy[size_t(k)] >= big; };
    addLine(out, LineStyle::Head, agent.moving() ? "Next move" : "Stopped");

    // A reached agent chooses nothing: only why it stands still.
    if (!agent.moving() && agent.stop != StopReason::Oscillation) {
        addLine(out, LineStyle::Text, whyStopped(world, agent));
        return;
    }
    const Direction picked = d.chosen != Direction::None ? d.chosen : d.refused;
    ExplainLine& values = addLine(out, LineStyle::Text);
    for (int k = 0; k < 4; ++k) {
        const std::string name = directionName(Direction(k));
        addSpan(values, name + " " + (blocked(k) ? std::string("blocked") : fixed(d.proxy[size_t(k)])),
                picked == Direction(k));
        if (k < 3) addSpan(values, " | ");
    }
    if (d.stop == StopReason::Stuck || (!agent.moving() && agent.stop == StopReason::Stuck)) {
        addLine(out, LineStyle::Text, "→ stuck: all four neighbours are blocked, so there is nowhere to go");
        return;
    }
    if (picked == Direction::None) {  // it stands on its target
        addLine(out, LineStyle::Text, whyStopped(world, agent));
        return;
    }

    // The rule, spelled out: the single lowest proxy, or a tie broken by P-step and then the fixed order.
    ExplainLine& line = addLine(out, LineStyle::Text);
    const std::string chosen = directionName(picked);
    if (d.rule == DecisionRule::Proxy) {
        addSpan(line, "→ lowest proxy → ");
    } else {
        float lowest = big;
        std::string tied;
        for (int k = 0; k < 4; ++k) {
            if (!blocked(k)) lowest = std::min(lowest, d.proxy[size_t(k)]);
        }
        std::string steps;
        for (int k = 0; k < 4; ++k) {
            if (blocked(k) || d.proxy[size_t(k)] != lowest) continue;
            tied += (tied.empty() ? "" : ", ") + std::string(directionName(Direction(k)));
            const uint32_t s = d.step[size_t(k)];
            steps += (steps.empty() ? "" : ", ") + std::string(directionName(Direction(k))) + " " +
                     (s == kHugeStep ? std::string("beyond P") : std::to_string(s));
        }
        const bool tieBreak = agent.behavior == Behavior::Nproxy && nproxyParams(agent).stepTieBreak;
        addSpan(line, "→ tie at " + fixed(lowest) + " (" + tied + ")");
        if (!tieBreak)
            addSpan(line, " → fixed order (up, down, left, right) → ");
        else if (d.rule == DecisionRule::PStep)
            addSpan(line, " → P-step: " + steps + " → ");
        else
            addSpan(line, " → P-step: " + steps + ", still tied → fixed order (up, down, left, right) → ");
    }
    addSpan(line, chosen, true);
    if (d.refused != Direction::None) {
        addLine(
            out, LineStyle::Warn,
            "↺ " + chosen + " is the cell it just left: stop-on-return stops it here instead of pacing back and forth");
    } else if (d.returning) {
        addLine(out, LineStyle::Warn, "↺ back onto the cell it just left: pacing");
    }
}

void explainGridCircles(const ExplainSource& world, size_t index, Explanation& out) {
    const Agent& agent = world.agents()[index];
    const std::vector<Circle>& circles = world.circles();
    // The circle its body overlaps with its centre at the middle of `cell`, or -1.
    auto circleAt = [&](Vec2 cell) {
        for (size_t k = 0; k < circles.size(); ++k) {
            if (glm::length(cell + Vec2(0.5f) - circles[k].center) < circles[k].radius + agent.radius)
                return int32_t(k);
        }
        return int32_t(-1);
    };
    int32_t circle = circleAt(agent.position);
    const bool overlapping = circle >= 0;
    const GridDecision& d = world.gridDecisions()[index];
    if (!overlapping && agent.moving() && d.chosen != Direction::None) {
        const Cell step = kNeighbourOffsets[size_t(d.chosen)];
        circle = circleAt(agent.position + Vec2(float(step.x), float(step.y)));
    }
    if (circle < 0) return;
    addLine(out, LineStyle::Warn,
            std::string("grid agents do not see circles: it ") + (overlapping ? "overlaps" : "walks into") +
                " the circle at " + pair(circles[size_t(circle)].center));
}

}  // namespace sidestep::explain
