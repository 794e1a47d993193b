// An orca agent's next step in words: its preferred velocity, every half-plane it took (from whom, where on
// the velocity obstacle, its share, how much room it leaves), which one bound the choice, and the fallback.
#include <string>

#include "format.hpp"
#include "lines.hpp"
#include "sidestep/behaviors/decide.hpp"
#include "sidestep/behaviors/orca.hpp"
#include "sidestep/io/plural.hpp"

namespace sidestep::explain {

namespace {

/// Who a half-plane comes from ("agent7", "circle 2", "wall edge 12", "the wall it is inside").
std::string sourceName(const ExplainSource& world, const OrcaLine& line) {
    switch (line.source) {
        case OrcaSource::Agent: {
            const auto& names = world.agentNames();
            return size_t(line.index) < names.size() ? names[size_t(line.index)]
                                                     : "agent " + std::to_string(line.index);
        }
        case OrcaSource::Circle:
            return "circle " + std::to_string(line.index);
        case OrcaSource::Wall:
            return line.index < 0 ? "the wall it is inside" : "wall edge " + std::to_string(line.index);
    }
    return "";
}

const char* regionWords(OrcaRegion r) {
    switch (r) {
        case OrcaRegion::Cutoff:
            return "cutoff";
        case OrcaRegion::LeftLeg:
            return "left leg";
        case OrcaRegion::RightLeg:
            return "right leg";
        case OrcaRegion::Overlap:
            return "overlap";
    }
    return "";
}

}  // namespace

const char* orcaNoteWhy(SteeringNote note) {
    switch (note) {
        case SteeringNote::OrcaFallback:
            return "no velocity is inside every half-plane (a dense crowd): the walls' and circles' stay hard and the "
                   "largest violation of the agents' is made as small as it can be, so bodies may touch";
        case SteeringNote::OrcaNoSide:
            return "the binding half-plane faces the preferred velocity straight on: the nearest allowed velocity is "
                   "slower on the same line and nothing turns it to either side — exactly head-on, or with the goal "
                   "straight behind an obstacle, ORCA stops there and never picks a side";
        case SteeringNote::OrcaHeld:
            return "its half-planes leave under 5 % of its preferred speed toward the goal: it is held where it is";
        case SteeringNote::OrcaStalled:
            return "stalled: every velocity its half-planes allow points away from its goal or across it (none takes "
                   "it there at 1 % of its preferred speed) — a symmetric jam or a goal behind an obstacle; ORCA "
                   "alone waits here (the remedies: passRight for agents in the way, a route for obstacles)";
        case SteeringNote::GivingWay:
            return "at goal, giving way: it has arrived (counted the first time it came within 0.05 u of its goal) "
                   "and keeps ORCA running with its goal as the preferred velocity, so others can push past it; it "
                   "returns to its goal when they have";
        case SteeringNote::PassRight:
            return "another agent is in the way, so its preferred velocity turns to its right (passRight): agents "
                   "that all keep right pass each other instead of stopping face to face";
        default:
            break;
    }
    return "";
}

void explainOrca(const ExplainSource& world, size_t index, Explanation& out) {
    const Agent& agent = world.agents()[index];
    const bool givingWay = givesWay(agent, world.config().leaveAtGoal);
    addLine(out, LineStyle::Head,
            givingWay        ? "At goal, giving way: ORCA"
            : agent.moving() ? "Next step: ORCA"
                             : "Stopped");
    if (!agent.moving() && !givingWay) {
        addLine(out, LineStyle::Text, std::string("→ ") + stopReasonName(agent.stop));
        return;
    }
    const OrcaRecord& m = world.orcaRecords()[index];
    const OrcaParams p = orcaParams(agent);
    const double preferred = length(m.preferred);
    std::string want = "preferred velocity " + pair(m.preferred) + ", " + fixed(preferred) + " u/s " +
                       (agent.driven ? "from the driver" : "toward the goal");
    if (!agent.driven && preferred + 1e-4 < double(p.preferredSpeed)) want += " (slower inside the last unit)";
    if (preferred > double(m.maxSpeed) * 1.0001) want += ", held to max speed " + fixed(m.maxSpeed);
    addLine(out, LineStyle::Text, want);
    if (agent.driven && !agent.assist) {
        addLine(out, LineStyle::Text, "→ driven, assist off: the driver alone, no half-planes");
        return;
    }
    const uint32_t agents = m.lineCount - m.obstacleLineCount;
    std::string sources = plural(m.obstacleLineCount, "half-plane", "half-planes") + " from walls and circles within " +
                          fixed(double(p.timeHorizonObst) * double(m.maxSpeed) + double(agent.radius)) + " u, " +
                          std::to_string(agents) + " from the nearest agents within " + fixed(p.neighborDist) +
                          " u (at most " + std::to_string(p.maxNeighbors) + ")";
    if (m.obstaclesLeftOut > 0)
        sources += "; " + plural(m.obstaclesLeftOut, "farther obstacle", "farther obstacles") + " left out";
    addLine(out, LineStyle::Text, sources);

    if (m.lineCount > 0) {
        out.table.header = {"#", "from", "where", "share", "slack"};
        for (uint32_t k = 0; k < m.lineCount && k < kMaxOrcaLines; ++k) {
            const OrcaLine& l = m.lines[k];
            ExplainRow row;
            row.cells = {std::to_string(k), sourceName(world, l), regionWords(l.region), l.share < 1.0f ? "½" : "all",
                         fixed(l.slack)};
            if (l.slack < -1e-3f) row.mark = RowMark::Danger;
            if (int32_t(k) == m.binding) row.mark = RowMark::Best;
            out.table.rows.push_back(std::move(row));
        }
        addLine(out, LineStyle::Table);
    }

    const std::string chosen = pair(m.chosen) + ", " + fixed(length(m.chosen)) + " u/s";
    const auto bindingName = [&](int32_t k) {
        return "#" + std::to_string(k) + " from " + sourceName(world, m.lines[size_t(k)]) + " (" +
               regionWords(m.lines[size_t(k)].region) + ")";
    };
    ExplainLine& result = addLine(out, LineStyle::Text);
    switch (m.outcome) {
        case OrcaOutcome::Preferred:
            addSpan(result, std::string("→ the preferred velocity") + (m.speedLimited ? ", held to max speed," : "") +
                                " is inside every half-plane: it keeps it, ");
            addSpan(result, chosen, true);
            break;
        case OrcaOutcome::Constrained: {
            addSpan(result, "→ the allowed velocity nearest the preferred one lies on half-plane ");
            addSpan(result, bindingName(m.binding), true);
            if (m.bindingAlso >= 0)
                addSpan(result, ", at its corner with " + bindingName(m.bindingAlso));
            else if (m.speedLimited)
                addSpan(result, ", at max speed");
            addSpan(result, ": " + chosen);
            break;
        }
        case OrcaOutcome::Fallback:
        case OrcaOutcome::Squeezed: {
            addSpan(result,
                    m.outcome == OrcaOutcome::Fallback
                        ? "→ no velocity is inside every half-plane: walls and circles kept, the agents' worst "
                          "violation made smallest: "
                        : "→ not even the walls' and circles' half-planes leave a velocity: the worst violation "
                          "of all made smallest: ");
            addSpan(result, fixed(m.violation) + " u/s", true);
            if (m.binding >= 0) addSpan(result, ", on " + bindingName(m.binding));
            addSpan(result, " → " + chosen);
            break;
        }
    }
    if (m.passRight)
        addLine(out, LineStyle::Text,
                "another agent is in the way: the preferred velocity was turned to its right by " +
                    fixed(double(p.passRight)) + " of its length (passRight)");
    if (m.stalled) {
        std::string held =
            "stalled: no allowed velocity takes it toward its goal (the best: " + fixed(m.progress) + " u/s toward it)";
        std::string by;
        for (const int32_t k : m.stallBy) {
            if (k < 0 || uint32_t(k) >= m.lineCount) continue;
            by += (by.empty() ? "; held by " : " and ") + bindingName(k);
        }
        addLine(out, LineStyle::Text, "→ " + held + by);
    }
    const SteeringRecord& st = world.steering()[index];
    addLine(out, LineStyle::Muted,
            "ORCA sets the velocity itself (max acceleration does not apply): toward the preferred velocity " +
                accel(st.base) + ", ORCA's correction " + accel(st.avoid));
    const SteeringNote note = world.steering()[index].note;
    if (*orcaNoteWhy(note)) addLine(out, LineStyle::Warn, std::string("⚠ ") + orcaNoteWhy(note));
}

}  // namespace sidestep::explain
