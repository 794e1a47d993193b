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

/// Who a half-plane comes from, as a table cell ("agent7", "circle 2", "wall edge 12", "the wall it is inside"):
/// an agent's name is shown as it is.
Message sourceCell(const ExplainSource& world, const OrcaLine& line, std::string& name) {
    switch (line.source) {
        case OrcaSource::Agent: {
            const auto& names = world.agentNames();
            if (size_t(line.index) < names.size()) {
                name = names[size_t(line.index)];
                return Message();
            }
            return Message("why-orca-from-agent").count("index", line.index);
        }
        case OrcaSource::Circle:
            return Message("why-orca-from-circle").count("index", line.index);
        case OrcaSource::Wall:
            return line.index < 0 ? Message("why-orca-from-inside")
                                  : Message("why-orca-from-wall").count("index", line.index);
    }
    return Message();
}

/// The message id of where a half-plane lies on the velocity obstacle.
const char* regionId(OrcaRegion r) {
    switch (r) {
        case OrcaRegion::Cutoff:
            return "why-orca-where-cutoff";
        case OrcaRegion::LeftLeg:
            return "why-orca-where-left-leg";
        case OrcaRegion::RightLeg:
            return "why-orca-where-right-leg";
        case OrcaRegion::Overlap:
            return "why-orca-where-overlap";
    }
    return "why-orca-where-cutoff";
}

/// Half-plane k as "#k from <source> (<where on the velocity obstacle>)".
Message planeMessage(const ExplainSource& world, const OrcaRecord& m, int32_t k) {
    const OrcaLine& line = m.lines[size_t(k)];
    Message out("why-orca-plane");
    out.count("k", k).word("where", regionId(line.region));
    switch (line.source) {
        case OrcaSource::Agent: {
            const auto& names = world.agentNames();
            out.text("from", "agent")
                .text("name", size_t(line.index) < names.size() ? names[size_t(line.index)]
                                                                : "agent " + std::to_string(line.index));
            break;
        }
        case OrcaSource::Circle:
            out.text("from", "circle").count("index", line.index);
            break;
        case OrcaSource::Wall:
            if (line.index < 0)
                out.text("from", "inside");
            else
                out.text("from", "wall").count("index", line.index);
            break;
    }
    return out;
}

Message velocityMessage(const char* id, Vec2 v) {
    return Message(id).num("x", v.x).num("y", v.y).num("speed", length(v));
}

}  // namespace

const char* orcaNoteId(SteeringNote note) {
    switch (note) {
        case SteeringNote::OrcaFallback:
            return "why-orca-note-fallback";
        case SteeringNote::OrcaNoSide:
            return "why-orca-note-no-side";
        case SteeringNote::OrcaHeld:
            return "why-orca-note-held";
        case SteeringNote::OrcaStalled:
            return "why-orca-note-stalled";
        case SteeringNote::GivingWay:
            return "why-orca-note-giving-way";
        case SteeringNote::PassRight:
            return "why-orca-note-pass-right";
        case SteeringNote::AtGoal:
            return "why-orca-note-at-goal";
        case SteeringNote::Returning:
            return "why-orca-note-returning";
        default:
            break;
    }
    return nullptr;
}

void explainOrca(const ExplainSource& world, size_t index, Explanation& out) {
    const Agent& agent = world.agents()[index];
    const bool givingWay = givesWay(agent, world.config().leaveAtGoal);
    const SteeringNote note = world.steering()[index].note;
    addLine(out, LineStyle::Head,
            Message(!givingWay                        ? (agent.moving() ? "why-orca-head-step" : "why-head-stopped")
                    : note == SteeringNote::AtGoal    ? "why-orca-head-at-goal"
                    : note == SteeringNote::Returning ? "why-orca-head-returning"
                                                      : "why-orca-head-giving-way"));
    if (!agent.moving() && !givingWay) {
        addLine(out, LineStyle::Text, Message("why-orca-stopped").text("reason", stopReasonName(agent.stop)));
        return;
    }
    const OrcaRecord& m = world.orcaRecords()[index];
    const OrcaParams p = orcaParams(agent);
    const double preferred = length(m.preferred);
    // A route's agent heads for its next waypoint (the last is the goal itself).
    const bool waypoint = !agent.driven && aimsPastWaypoint(agent);
    ExplainLine& want = addLine(out, LineStyle::Text,
                                velocityMessage("why-orca-preferred", m.preferred)
                                    .text("toward", agent.driven ? "driver"
                                                    : waypoint   ? "waypoint"
                                                                 : "goal")
                                    .count("k", agent.routeNext + 1));
    if (!agent.driven && preferred + 1e-4 < double(p.preferredSpeed)) addSpan(want, Message("why-orca-slower"));
    if (preferred > double(m.maxSpeed) * 1.0001) addSpan(want, Message("why-orca-held").num("max", m.maxSpeed));
    if (agent.driven && !agent.assist) {
        addLine(out, LineStyle::Text, Message("why-orca-driven"));
        return;
    }
    const uint32_t agents = m.lineCount - m.obstacleLineCount;
    ExplainLine& sources =
        addLine(out, LineStyle::Text,
                Message("why-orca-sources")
                    .count("obstacles", m.obstacleLineCount)
                    .num("reach", double(p.timeHorizonObst) * double(m.maxSpeed) + double(agent.radius))
                    .count("agents", agents)
                    .num("near", p.neighborDist)
                    .count("most", p.maxNeighbors));
    if (m.obstaclesLeftOut > 0) addSpan(sources, Message("why-orca-left-out").count("n", m.obstaclesLeftOut));

    if (m.lineCount > 0) {
        setHeader(out.table, {"why-col-plane", "why-col-from", "why-col-where", "why-col-share", "why-col-slack"});
        for (uint32_t k = 0; k < m.lineCount && k < kMaxOrcaLines; ++k) {
            const OrcaLine& l = m.lines[k];
            ExplainRow row;
            std::string name;
            Message from = sourceCell(world, l, name);
            addCell(row, Message(), std::to_string(k));
            addCell(row, std::move(from), std::move(name));
            addCell(row, Message(regionId(l.region)));
            addCell(row, Message(l.share < 1.0f ? "why-orca-share-half" : "why-orca-share-all"));
            addCell(row, cellNumber(l.slack));
            if (l.slack < -1e-3f) row.mark = RowMark::Danger;
            if (int32_t(k) == m.binding) row.mark = RowMark::Best;
            out.table.rows.push_back(std::move(row));
        }
        addLine(out, LineStyle::Table);
    }

    ExplainLine& result = addLine(out, LineStyle::Text);
    switch (m.outcome) {
        case OrcaOutcome::Preferred:
            addSpan(result, Message("why-orca-keeps").text("held", m.speedLimited ? "yes" : "no"));
            addSpan(result, velocityMessage("why-orca-velocity", m.chosen), true);
            break;
        case OrcaOutcome::Constrained: {
            addSpan(result, Message("why-orca-nearest"));
            addSpan(result, planeMessage(world, m, m.binding), true);
            if (m.bindingAlso >= 0) {
                addSpan(result, Message("why-orca-corner"));
                addSpan(result, planeMessage(world, m, m.bindingAlso));
            } else if (m.speedLimited) {
                addSpan(result, Message("why-orca-at-max"));
            }
            addSpan(result, Message("why-orca-colon"));
            addSpan(result, velocityMessage("why-orca-velocity", m.chosen));
            break;
        }
        case OrcaOutcome::Fallback:
        case OrcaOutcome::Squeezed: {
            addSpan(result, Message(m.outcome == OrcaOutcome::Fallback ? "why-orca-fallback" : "why-orca-squeezed"));
            addSpan(result, Message("why-orca-violation").num("v", m.violation), true);
            if (m.binding >= 0) {
                addSpan(result, Message("why-orca-on"));
                addSpan(result, planeMessage(world, m, m.binding));
            }
            addSpan(result, Message("why-orca-arrow"));
            addSpan(result, velocityMessage("why-orca-velocity", m.chosen));
            break;
        }
    }
    if (m.passRight) addLine(out, LineStyle::Text, Message("why-orca-pass-right").num("amount", double(p.passRight)));
    if (m.stalled) {
        ExplainLine& held = addLine(out, LineStyle::Text, Message("why-orca-stalled").num("best", m.progress));
        bool first = true;
        for (const int32_t k : m.stallBy) {
            if (k < 0 || uint32_t(k) >= m.lineCount) continue;
            addSpan(held, Message(first ? "why-orca-held-by" : "why-orca-and"));
            addSpan(held, planeMessage(world, m, k));
            first = false;
        }
    }
    const SteeringRecord& st = world.steering()[index];
    addLine(out, LineStyle::Muted,
            Message("why-orca-sets").num("base", length(st.base)).num("avoid", length(st.avoid)));
    // At rest at its goal or on its way back is no failure: said plainly, without the warning sign.
    const bool plain = st.note == SteeringNote::AtGoal || st.note == SteeringNote::Returning;
    if (const char* id = orcaNoteId(st.note))
        addSpan(addLine(out, plain ? LineStyle::Muted : LineStyle::Warn, plain ? "" : "⚠ "), Message(id));
}

}  // namespace sidestep::explain
