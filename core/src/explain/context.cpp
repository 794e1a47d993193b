// A context agent's map in words and numbers: where its interest comes from, each slot, the choice.
#include <algorithm>
#include <cmath>
#include <string>

#include "format.hpp"
#include "lines.hpp"

namespace sidestep::explain {

namespace {

const char* sourceWords(InterestSource s) {
    switch (s) {
        case InterestSource::Goal:
            return "toward the goal";
        case InterestSource::Path:
            return "along its path (tangent at the closest point)";
        case InterestSource::Forward:
            return "straight on (no goal or path)";
        case InterestSource::Targets:
            return "toward the targets, nearer ones weighted more";
        case InterestSource::WayOut:
            return "the shortest way out of the obstacle its centre is in (the goal after that)";
    }
    return "";
}

}  // namespace

void explainContext(const ExplainSource& world, size_t index, Explanation& out) {
    const Agent& agent = world.agents()[index];
    static const ContextRecord kNone;  // before the first decision
    const ContextRecord& m = world.contextMapOf(index) ? *world.contextMapOf(index) : kNone;
    addLine(out, LineStyle::Head, Message(agent.moving() ? "why-head-context" : "why-head-stopped"));
    if (!agent.moving()) {
        addLine(out, LineStyle::Text, whyStopped(world, agent));
        return;
    }
    addLine(out, LineStyle::Text,
            std::string("interest: ") + sourceWords(m.source) + "; danger: rays of " + fixed(m.lookAhead) + " u");

    const uint32_t n = std::min(m.slots, kMaxContextSlots);
    out.table.header = {"slot", "angle", "raw", "danger", "interest"};
    float best = -INFINITY;
    for (uint32_t k = 0; k < n; ++k) best = std::max(best, m.interest[k]);
    for (uint32_t k = 0; k < n; ++k) {
        ExplainRow row;
        row.cells = {std::to_string(k), fixed(roundHalfUp(double(k) * 360.0 / double(n)), 0) + "°",
                     fixed(m.rawInterest[k]), fixed(m.danger[k]), fixed(m.interest[k])};
        if (m.danger[k] > 0) row.mark = RowMark::Danger;
        if (best > 0 && m.interest[k] == best) row.mark = RowMark::Best;
        out.table.rows.push_back(std::move(row));
    }
    addLine(out, LineStyle::Table);

    if (m.allMasked) {
        addLine(out, LineStyle::Text,
                "→ danger masks every slot with interest: no direction; it brakes toward rest until a slot clears");
    } else {
        // The angle from the heading to the choice, in (-180, 180], as the page wrote it.
        const double angle = (std::atan2(double(m.chosen.y), double(m.chosen.x)) -
                              std::atan2(double(m.heading.y), double(m.heading.x))) *
                             (180.0 / 3.14159265358979323846);
        const double wrapped = std::fmod(std::fmod(angle, 360.0) + 540.0, 360.0) - 180.0;
        const double speed = length(m.chosen) * double(agent.maxSpeed) * double(agent.speedScale);
        addLine(out, LineStyle::Text,
                "→ chosen = normalize(Σ dir × interest): " + fixed(wrapped, 0) +
                    "° from its heading → velocity moves toward " + fixed(speed) + " u/s that way");
    }
    const SteeringNote note = world.steering()[index].note;
    if (const char* id = noteId(note, agent))
        addSpan(addLine(out, LineStyle::Warn, "⚠ "), Message(id));
    else if (const std::string why = noteWhy(note, agent); !why.empty())
        addLine(out, LineStyle::Warn, "⚠ " + why);
}

}  // namespace sidestep::explain
