// The command-line tool's tables as text, in the core so that the native `sidestep` and the Node front end
// over the wasm core (scripts/sidestep.mjs) print the same bytes.
#include <algorithm>
#include <cstdarg>
#include <cstdio>

#include "sidestep/io/report.hpp"
#include "sidestep/quality/measure.hpp"
#include "sidestep/world/hash.hpp"
#include "sidestep/world/run_totals.hpp"

namespace sidestep {

namespace {

/// printf into a string (the tables' lines are far under the buffer).
void appendf(std::string& out, const char* format, ...) {
    char buffer[1024];
    va_list args;
    va_start(args, format);
    const int n = std::vsnprintf(buffer, sizeof buffer, format, args);
    va_end(args);
    if (n > 0) out.append(buffer, size_t(std::min(n, int(sizeof buffer) - 1)));
}

}  // namespace

std::string runTable(const World& world) {
    std::string out;
    appendf(out, "steps %u   hash %s\n", world.stepCount(), toHex(world.hash()).c_str());
    int nameWidth = 5;  // as wide as the longest name, up to the limit of 64
    for (const std::string& name : world.agentNames()) nameWidth = std::max(nameWidth, int(name.size()));
    appendf(out, "%-*s %-9s %-8s %6s %-12s %10s %8s %7s %8s %8s %7s %5s %8s %12s  %s\n", nameWidth, "agent", "behavior",
            "reached", "steps", "stop", "collisions", "contact", "depth", "contacts", "aContact", "aDepth", "laps",
            "path", "minClearance", "final");
    for (size_t i = 0; i < world.agents().size(); ++i) {
        const Agent& a = world.agents()[i];
        appendf(out, "%-*s %-9s %-8s %6u %-12s %10u %7.2fs %7.3f %8u %7.2fs %7.3f %5d %8.2f %12.3f  (%g, %g)\n",
                nameWidth, world.agentNames()[i].c_str(), behaviorName(a.behavior),
                a.stop == StopReason::Reached ? "yes" : "no", a.steps, reportedStopReason(a), a.collisions,
                double(a.contactTime), double(a.penetration), a.agentContacts, double(a.agentContactTime),
                double(a.agentPenetration), a.laps, double(a.pathLength), double(a.minClearance), double(a.position.x),
                double(a.position.y));
    }
    // The whole run: counts and times summed over the agents, the deepest overlaps (from the core).
    const RunTotals t = runTotals(world);
    const std::string reached = std::to_string(t.reached) + "/" + std::to_string(t.agents);
    appendf(out, "%-*s %-9s %-8s %6u %-12s %10u %7.2fs %7.3f %8u %7.2fs %7.3f\n", nameWidth, "run", "", reached.c_str(),
            world.stepCount(), "", t.collisions, double(t.contactTime), double(t.penetration), t.agentContacts,
            double(t.agentContactTime), double(t.agentPenetration));
    out +=
        "collisions (obstacles) and contacts (other agents) count episodes of overlap, each once until the body\n"
        "is clear again; contact and aContact: seconds in them; depth and aDepth: deepest overlap, world units;\n"
        "run: the whole run, counts and seconds summed over the agents, depths the deepest\n";
    return out;
}

std::string compareHeader() {
    std::string out;
    appendf(out, "%-24s %6s %8s %9s %10s %8s %8s %12s %9s %7s %5s %6s %7s  %s\n", "variant", "agents", "reached",
            "time (s)", "collisions", "contact", "contacts", "minClearance", "pathRatio", "returns", "laps", "steps",
            "ground", "hash");
    return out;
}

std::string compareRow(const Variant& v, const World& w) {
    const QualityMeasures m = measureRun(w, &v);
    const float time = m.perReached(m.timeToGoal), ratio = m.perReached(m.pathRatio);
    const std::string reached = std::to_string(m.reached) + "/" + std::to_string(m.agents);
    auto fixed = [](float x) {
        char b[32];
        std::snprintf(b, sizeof b, "%.2f", double(x));
        return std::string(b);
    };
    std::string out;
    appendf(out, "%-24s %6u %8s %9s %10u %7.2fs %8u %12.3f %9s %7u %5d %6u %7u  %s\n", v.label.c_str(), m.agents,
            reached.c_str(), m.reached ? fixed(time).c_str() : "-", m.collisions, double(m.contactTime), m.contacts,
            double(m.minClearance), m.reached ? fixed(ratio).c_str() : "-", m.returns, m.laps, w.stepCount(),
            m.terrainHits, toHex(w.hash()).c_str());
    return out;
}

Json compareRowJson(const Variant& v, const World& w) {
    const QualityMeasures m = measureRun(w, &v);
    const float time = m.perReached(m.timeToGoal), ratio = m.perReached(m.pathRatio);
    return Json::object()
        .set("label", Json::string(v.label))
        .set("agents", Json::number(m.agents))
        .set("reached", Json::number(m.reached))
        .set("timeToGoal", m.reached ? Json::fromFloat(time) : Json())
        .set("collisions", Json::number(m.collisions))
        .set("contactTime", Json::fromFloat(m.contactTime))
        .set("agentContacts", Json::number(m.contacts))
        .set("minClearance", Json::fromFloat(m.minClearance))
        .set("pathRatio", m.reached ? Json::fromFloat(ratio) : Json())
        .set("returns", Json::number(m.returns))
        .set("laps", Json::number(m.laps))
        .set("terrainHits", Json::number(m.terrainHits))
        .set("steps", Json::number(w.stepCount()))
        .set("hash", Json::string(toHex(w.hash())));
}

std::string compareNote() {
    return "measured over the agents each variant changes: time to goal and path ratio (path / straight line) are\n"
           "means over those that reached it; collisions, contact seconds, contacts, returns and laps are sums;\n"
           "ground: steps on which a feeler went under the ground (terrain hits, apart from obstacle hits)\n";
}

}  // namespace sidestep
