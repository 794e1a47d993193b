// A grid agent's next move in words, e.g.
// `up 3.16 | down 5.00 | left 3.16 | right blocked → tie → P-step: up 6, left 4 → left`.
#include <algorithm>

#include "format.hpp"
#include "lines.hpp"
#include "sidestep/behaviors/nproxy.hpp"

namespace sidestep::explain {

namespace {

/// The message id of a direction's word (why-dir-up, ...).
const char* directionWord(Direction d) {
    static const char* ids[] = {"why-dir-up", "why-dir-down", "why-dir-left", "why-dir-right"};
    return size_t(d) < 4 ? ids[size_t(d)] : "why-dir-up";
}

}  // namespace

void explainGrid(const ExplainSource& world, size_t index, Explanation& out) {
    const Agent& agent = world.agents()[index];
    const GridDecision& d = world.gridDecisions()[index];
    const float big = world.bigDistance();
    auto blocked = [&](int k) { return d.proxy[size_t(k)] >= big; };
    addLine(out, LineStyle::Head, Message(agent.moving() ? "why-head-move" : "why-head-stopped"));

    // A reached agent chooses nothing: only why it stands still.
    if (!agent.moving() && agent.stop != StopReason::Oscillation) {
        addLine(out, LineStyle::Text, whyStopped(world, agent));
        return;
    }
    const Direction picked = d.chosen != Direction::None ? d.chosen : d.refused;
    ExplainLine& values = addLine(out, LineStyle::Text);
    for (int k = 0; k < 4; ++k) {
        const Message value =
            blocked(k)
                ? Message("why-grid-blocked").word("dir", directionWord(Direction(k)))
                : Message("why-grid-proxy").word("dir", directionWord(Direction(k))).num("proxy", d.proxy[size_t(k)]);
        addSpan(values, value, picked == Direction(k));
        if (k < 3) addSpan(values, " | ");
    }
    if (d.stop == StopReason::Stuck || (!agent.moving() && agent.stop == StopReason::Stuck)) {
        addLine(out, LineStyle::Text, Message("why-stuck"));
        return;
    }
    if (picked == Direction::None) {  // it stands on its target
        addLine(out, LineStyle::Text, whyStopped(world, agent));
        return;
    }

    // The rule, spelled out: the single lowest proxy, or a tie broken by P-step and then the fixed order.
    ExplainLine& line = addLine(out, LineStyle::Text);
    if (d.rule == DecisionRule::Proxy) {
        addSpan(line, Message("why-grid-lowest"));
    } else {
        float lowest = big;
        for (int k = 0; k < 4; ++k) {
            if (!blocked(k)) lowest = std::min(lowest, d.proxy[size_t(k)]);
        }
        std::vector<std::string> tied;
        std::vector<Message> steps;
        for (int k = 0; k < 4; ++k) {
            if (blocked(k) || d.proxy[size_t(k)] != lowest) continue;
            tied.push_back(directionWord(Direction(k)));
            const uint32_t s = d.step[size_t(k)];
            steps.push_back(s == kHugeStep ? Message("why-grid-pstep-beyond").word("dir", tied.back())
                                           : Message("why-grid-pstep-step").word("dir", tied.back()).count("step", s));
        }
        const bool tieBreak = agent.behavior == Behavior::Nproxy && nproxyParams(agent).stepTieBreak;
        addSpan(line, Message("why-grid-tie").num("lowest", lowest).words("tied", tied));
        addSpan(line, " ");
        if (!tieBreak) {
            addSpan(line, Message("why-grid-fixed-order"));
        } else {
            addSpan(line, Message("why-grid-pstep"));
            addSpan(line, " ");
            for (size_t k = 0; k < steps.size(); ++k) {
                if (k) addSpan(line, Message("why-grid-pstep-join"));
                addSpan(line, steps[k]);
            }
            if (d.rule == DecisionRule::PStep) {
                addSpan(line, " →");
            } else {
                addSpan(line, Message("why-grid-still-tied"));
            }
        }
    }
    addSpan(line, " ");
    addSpan(line, Message(directionWord(picked)), true);
    if (d.refused != Direction::None) {
        addLine(out, LineStyle::Warn, Message("why-grid-refused").word("dir", directionWord(picked)));
    } else if (d.returning) {
        addLine(out, LineStyle::Warn, Message("why-grid-pacing"));
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
    const Vec2 centre = circles[size_t(circle)].center;
    addLine(out, LineStyle::Warn,
            Message("why-grid-circle")
                .text("how", overlapping ? "overlaps" : "walks")
                .num("x", centre.x)
                .num("y", centre.y));
}

}  // namespace sidestep::explain
