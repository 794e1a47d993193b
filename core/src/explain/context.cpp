// A context agent's map in words and numbers: where its interest comes from, each slot, the choice.
#include <algorithm>
#include <cmath>
#include <string>

#include "format.hpp"
#include "lines.hpp"
#include "sidestep/behaviors/decide.hpp"

namespace sidestep::explain {

namespace {

/// The message id of where its interest comes from.
const char* sourceId(InterestSource s) {
    switch (s) {
        case InterestSource::Goal:
            return "why-context-from-goal";
        case InterestSource::Path:
            return "why-context-from-path";
        case InterestSource::Forward:
            return "why-context-from-forward";
        case InterestSource::Targets:
            return "why-context-from-targets";
        case InterestSource::WayOut:
            return "why-context-from-way-out";
    }
    return "why-context-from-goal";
}

}  // namespace

void explainContext(const ExplainSource& world, size_t index, Explanation& out) {
    const Agent& agent = world.agents()[index];
    static const ContextRecord kNone;  // before the first decision
    const ContextRecord& m = world.contextMapOf(index) ? *world.contextMapOf(index) : kNone;
    const SteeringNote note = index < world.steering().size() ? world.steering()[index].note : SteeringNote::None;
    addLine(out, LineStyle::Head, Message(headId(world, agent, note, "why-head-context")));
    if (!agent.moving() && !givesWay(agent, world.config().leaveAtGoal)) {
        addLine(out, LineStyle::Text, whyStopped(world, agent));
        return;
    }
    addLine(out, LineStyle::Text,
            Message("why-context-interest").word("source", sourceId(m.source)).num("look", m.lookAhead));

    const uint32_t n = std::min(m.slots, kMaxContextSlots);
    setHeader(out.table, {"why-col-slot", "why-col-angle", "why-col-raw", "why-col-danger", "why-col-interest"});
    float best = -INFINITY;
    for (uint32_t k = 0; k < n; ++k) best = std::max(best, m.interest[k]);
    for (uint32_t k = 0; k < n; ++k) {
        ExplainRow row;
        addCell(row, Message(), std::to_string(k));
        addCell(row, Message("why-col-degrees").num("deg", roundHalfUp(double(k) * 360.0 / double(n)), 0));
        addCell(row, cellNumber(m.rawInterest[k]));
        addCell(row, cellNumber(m.danger[k]));
        addCell(row, cellNumber(m.interest[k]));
        if (m.danger[k] > 0) row.mark = RowMark::Danger;
        if (best > 0 && m.interest[k] == best) row.mark = RowMark::Best;
        out.table.rows.push_back(std::move(row));
    }
    addLine(out, LineStyle::Table);

    if (m.allMasked) {
        addLine(out, LineStyle::Text, Message("why-context-all-masked"));
    } else {
        // The angle from the heading to the choice, in (-180, 180], as the page wrote it.
        const double angle = (std::atan2(double(m.chosen.y), double(m.chosen.x)) -
                              std::atan2(double(m.heading.y), double(m.heading.x))) *
                             (180.0 / 3.14159265358979323846);
        const double wrapped = std::fmod(std::fmod(angle, 360.0) + 540.0, 360.0) - 180.0;
        const double speed = length(m.chosen) * double(agent.maxSpeed) * double(agent.speedScale);
        addLine(out, LineStyle::Text, Message("why-context-chosen").num("angle", wrapped, 0).num("speed", speed));
    }
    addNote(out, world.steering()[index].note, agent);
}

}  // namespace sidestep::explain
