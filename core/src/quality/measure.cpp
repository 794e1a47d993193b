#include "sidestep/quality/measure.hpp"

#include <cmath>
#include <cstdio>
#include <limits>

#include "sidestep/quality/run.hpp"

namespace sidestep {

void QualityMeasures::add(const QualityMeasures& o) {
    minClearance = agents == 0 ? o.minClearance : (o.agents ? std::fmin(minClearance, o.minClearance) : minClearance);
    runs += o.runs;
    agents += o.agents;
    reached += o.reached;
    collisions += o.collisions;
    contacts += o.contacts;
    contactTime += o.contactTime;
    agentContactTime += o.agentContactTime;
    penetration = std::fmax(penetration, o.penetration);
    agentPenetration = std::fmax(agentPenetration, o.agentPenetration);
    timeToGoal += o.timeToGoal;
    pathRatio += o.pathRatio;
    effort += o.effort;
    score += o.score;
    returns += o.returns;
    laps += o.laps;
    terrainHits += o.terrainHits;
    scriptStops += o.scriptStops;
}

QualityMeasures measureRun(const World& w, const Variant* only) {
    QualityMeasures m;
    m.runs = 1;
    const float dt = w.config().dt;
    const float runTime = float(w.stepCount()) * dt;
    bool first = true;
    for (size_t i = 0; i < w.agents().size(); ++i) {
        if (only && !variantChanges(*only, int32_t(i))) continue;
        const Agent& a = w.agents()[i];
        ++m.agents;
        m.returns += a.returns;
        m.laps += a.laps;
        m.terrainHits += a.terrainHits;
        if (a.stop == StopReason::Script) ++m.scriptStops;
        const bool reached = a.stop == StopReason::Reached;
        const float time = float(a.steps) * dt;
        m.collisions += a.collisions;
        m.contacts += a.agentContacts;
        m.contactTime += a.contactTime;
        m.agentContactTime += a.agentContactTime;
        m.penetration = std::fmax(m.penetration, a.penetration);
        m.agentPenetration = std::fmax(m.agentPenetration, a.agentPenetration);
        m.minClearance = first ? a.minClearance : std::fmin(m.minClearance, a.minClearance);
        first = false;
        m.effort += a.effort;
        if (reached) {
            ++m.reached;
            m.timeToGoal += time;
            const float straight = glm::length(a.goal - a.start);
            m.pathRatio += straight > 0.0f ? a.pathLength / straight : 1.0f;
        }
        m.score += kCollisionWeight * float(a.collisions + a.agentContacts) +
                   (reached ? time : runTime + kFailurePenalty) + kEffortWeight * a.effort;
    }
    return m;
}

QualityMeasures runQuality(const QualityScene& scene, const QualityVariant& variant) {
    World w = buildWorld(applyVariant(scene, variant));
    while (w.step()) {
    }
    return measureRun(w);
}

QualityReport runQualitySuite() { return runQualitySuite(qualityVariants()); }

QualityReport runQualitySuite(const std::vector<QualityVariant>& variants) {
    QualityRun run(variants);
    while (run.advance(1u << 30) > 0) {
    }
    return run.report();
}

namespace {

std::string table(const char* title, const std::vector<QualityRow>& rows) {
    std::string out = title;
    out += "\n";
    char line[320];
    std::snprintf(line, sizeof line, "%-42s %5s %6s %7s %8s %6s %6s %6s %7s %8s %6s %7s\n", "variant", "runs", "reach",
                  "coll/a", "contact", "depth", "time", "path", "minClr", "agentC/a", "aDepth", "score");
    out += line;
    for (const QualityRow& r : rows) {
        const QualityMeasures& m = r.measures;
        std::snprintf(line, sizeof line, "%-42s %5u %5.0f%% %7.2f %7.2fs %6.2f %5.1fs %6.2f %7.2f %8.2f %6.2f %7.1f\n",
                      r.label.c_str(), m.runs, 100.0 * double(m.reachRate()), double(m.perAgent(float(m.collisions))),
                      double(m.perAgent(m.contactTime)), double(m.penetration), double(m.perReached(m.timeToGoal)),
                      double(m.perReached(m.pathRatio)), double(m.minClearance), double(m.perAgent(float(m.contacts))),
                      double(m.agentPenetration), double(m.perAgent(m.score)));
        out += line;
    }
    return out;
}

}  // namespace

std::string formatQualityReport(const QualityReport& r) {
    // A table with no rows (families chosen without such scenes) is left out.
    std::string out;
    if (!r.obstacles.empty())
        out += table(
                   "Scenes with obstacles (one agent each): circle fields, blocked cells, wall, U-trap, corridors, "
                   "doorway",
                   r.obstacles) +
               "\n";
    if (!r.crowds.empty())
        out += table(
                   "Scenes where agents meet: crossing, oncoming, overtaking, fan-in, rings, four streams, doorway "
                   "both ways",
                   r.crowds) +
               "\n";
    out += "Composite score per agent by family of scenes (lower is better; - : not run)\n";
    char cell[64];
    std::snprintf(cell, sizeof cell, "%-42s", "variant");
    out += cell;
    for (const std::string& f : r.families) {
        std::snprintf(cell, sizeof cell, " %10s", f.c_str());
        out += cell;
    }
    out += "\n";
    for (const auto& [label, scores] : r.familyScores) {
        std::snprintf(cell, sizeof cell, "%-42s", label.c_str());
        out += cell;
        for (const float s : scores) {
            if (std::isnan(s))
                std::snprintf(cell, sizeof cell, " %10s", "-");
            else
                std::snprintf(cell, sizeof cell, " %10.1f", double(s));
            out += cell;
        }
        out += "\n";
    }
    out +=
        "\nSpread: the lowest and highest score per agent of one scene in each family (its seeds, offsets and sizes)\n";
    std::snprintf(cell, sizeof cell, "%-42s", "variant");
    out += cell;
    for (const std::string& f : r.families) {
        std::snprintf(cell, sizeof cell, " %13s", f.c_str());
        out += cell;
    }
    out += "\n";
    for (const auto& [label, ranges] : r.familyRanges) {
        std::snprintf(cell, sizeof cell, "%-42s", label.c_str());
        out += cell;
        for (const auto& [lo, hi] : ranges) {
            if (std::isnan(lo))
                std::snprintf(cell, sizeof cell, " %13s", "-");
            else if (lo == hi)
                std::snprintf(cell, sizeof cell, " %13.1f", double(lo));
            else {
                char range[32];
                std::snprintf(range, sizeof range, "%.0f-%.0f", double(lo), double(hi));
                std::snprintf(cell, sizeof cell, " %13s", range);
            }
            out += cell;
        }
        out += "\n";
    }
    if (!r.scriptStops.empty()) {
        // Stopped agents collide with nothing and score as failures of a short run: their rows above are not
        // a result, and say so here.
        out += "\nStopped by their script (their rows above measure agents that stood still):\n";
        for (const auto& [label, first] : r.scriptStops) {
            uint32_t stopped = 0, agents = 0;
            for (const auto* table : {&r.obstacles, &r.crowds}) {
                for (const QualityRow& row : *table) {
                    if (row.label == label) stopped += row.measures.scriptStops, agents += row.measures.agents;
                }
            }
            out += label + ": " + std::to_string(stopped) + " of " + std::to_string(agents) + " agents; the first " +
                   first + "\n";
        }
    }
    return out;
}

}  // namespace sidestep
