// Dispatch to the explainer of each kind of agent, and the plain-text form of an explanation.
#include "sidestep/explain/explain.hpp"

#include <algorithm>

#include "format.hpp"
#include "lines.hpp"

namespace sidestep {

namespace explain {

Message whyStopped(const ExplainSource& world, const Agent& a) {
    const bool grid = a.kind == AgentKind::Grid;
    switch (a.stop) {
        case StopReason::Reached:
            return grid ? Message("why-reached-cell") : Message("why-reached-near").num("d", kArriveDistance);
        case StopReason::Oscillation:
            return Message("why-oscillation");
        case StopReason::Stuck:
            return Message("why-stuck");
        case StopReason::MaxSteps:
            return Message("why-max-steps").count("max", world.config().maxSteps);
        case StopReason::Numeric:
            return Message("why-numeric");
        case StopReason::Script:
            return Message("why-script-stop");
        default:
            return Message();
    }
}

}  // namespace explain

const char* lineStyleName(LineStyle s) {
    static const char* names[] = {"head", "text", "ray", "warn", "muted", "table"};
    return uint32_t(s) < kLineStyleCount ? names[uint32_t(s)] : "text";
}

const char* rowMarkName(RowMark m) {
    switch (m) {
        case RowMark::Danger:
            return "danger";
        case RowMark::Best:
            return "best";
        case RowMark::None:
            break;
    }
    return "";
}

std::string ExplainLine::text() const {
    std::string out;
    for (const ExplainSpan& s : spans) out += s.text;
    return out;
}

Explanation explainAgent(const World& world, size_t index) { return explainAgent(ExplainSource::of(world, index)); }

Explanation explainAgent(const ExplainSource& world) {
    const size_t index = world.index();
    Explanation out;
    if (index >= world.agents().size()) return out;
    const Agent& agent = world.agents()[index];
    if (agent.kind == AgentKind::Grid) {
        if (index < world.gridDecisions().size()) {
            explain::explainGrid(world, index, out);
            explain::explainGridCircles(world, index, out);
        }
    } else if (agent.behavior == Behavior::Context) {
        if (world.contextMapOf(index) && index < world.steering().size()) explain::explainContext(world, index, out);
    } else if (agent.behavior == Behavior::Script) {
        if (index < world.steering().size() && index < world.scriptSlots().size())
            explain::explainScript(world, index, out);
    } else if (agent.behavior == Behavior::Orca) {
        if (index < world.orcaRecords().size() && index < world.steering().size())
            explain::explainOrca(world, index, out);
    } else if (index < world.steering().size()) {
        explain::explainSteering(world, index, out);
    }
    explain::explainRoute(world, index, out);
    explain::explainFlatRules(world, index, out);
    return out;
}

namespace {

/// Characters a UTF-8 string shows (continuation bytes do not count), for aligning columns.
size_t shownWidth(const std::string& s) {
    size_t n = 0;
    for (unsigned char c : s) n += (c & 0xC0) != 0x80;
    return n;
}

}  // namespace

std::string explanationText(const std::vector<AgentFact>& facts, const Explanation& e) {
    std::string out;
    for (const AgentFact& f : facts) out += f.label + ": " + f.value + "\n";
    for (const ExplainLine& line : e.lines) {
        if (line.style != LineStyle::Table) {
            out += line.text() + "\n";
            continue;
        }
        const ExplainTable& t = e.table;
        std::vector<size_t> widths(t.header.size(), 0);
        auto measure = [&](const std::vector<std::string>& cells) {
            for (size_t c = 0; c < cells.size() && c < widths.size(); ++c)
                widths[c] = std::max(widths[c], shownWidth(cells[c]));
        };
        measure(t.header);
        for (const ExplainRow& r : t.rows) measure(r.cells);
        auto row = [&](const std::vector<std::string>& cells) {
            for (size_t c = 0; c < cells.size() && c < widths.size(); ++c) {
                out += std::string(widths[c] - shownWidth(cells[c]) + (c ? 2 : 0), ' ') + cells[c];
            }
            out += "\n";
        };
        row(t.header);
        for (const ExplainRow& r : t.rows) row(r.cells);
    }
    return out;
}

}  // namespace sidestep
