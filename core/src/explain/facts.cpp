// An agent's numbers as the panels list them, in the page's words and precision.
#include <string>

#include "format.hpp"
#include "sidestep/explain/explain.hpp"
#include "sidestep/io/plural.hpp"

namespace sidestep {

std::vector<AgentFact> agentFacts(const World& world, size_t index) {
    return agentFacts(ExplainSource::of(world, index));
}

std::vector<AgentFact> agentFacts(const ExplainSource& world) {
    const size_t index = world.index();
    using explain::fixed;
    using explain::pair;
    std::vector<AgentFact> out;
    if (index >= world.agents().size()) return out;
    const Agent& a = world.agents()[index];
    const bool continuous = a.kind == AgentKind::Continuous;
    out.push_back({"position", pair(a.position)});
    out.push_back({"goal", pair(a.goal)});
    if (continuous) {
        out.push_back({"speed", fixed(explain::length(a.velocity)) + " / " + fixed(a.maxSpeed) + " u/s"});
        out.push_back({"radius", fixed(a.radius)});
    }
    out.push_back({"steps", std::to_string(a.steps)});
    out.push_back({"path", fixed(a.pathLength) + " u"});
    // Under way: obstacles it overlaps, or touched and is not yet clear of by the tolerance.
    const std::string under = a.openCollisions == 0   ? ""
                              : a.openCollisions == 1 ? (a.overlapping ? " (overlapping now)" : " (not yet clear)")
                                                      : " (" + std::to_string(a.openCollisions) + " under way" +
                                                            (a.overlapping ? ", overlapping now" : "") + ")";
    out.push_back({"collisions", std::to_string(a.collisions) + under});
    out.push_back({"in contact", fixed(a.contactTime) + " s, deepest " + fixed(a.penetration, 3) + " u"});
    out.push_back({"min clearance", world.stepCount() > 0 ? fixed(a.minClearance) + " u to obstacles"
                                                          : std::string("— (after the first step)")});
    if (!continuous) {
        out.push_back(
            {"returns", std::to_string(a.returns) + (a.returns ? " (last at " + pair(a.lastReturn, 0) + ")" : "")});
    } else {
        const std::string touching = a.openContacts > 1 ? " (" + std::to_string(a.openContacts) + " under way)"
                                     : a.touchingAgent  ? " (touching now)"
                                     : a.openContacts   ? " (not yet clear)"
                                                        : "";
        out.push_back({"agent contacts", std::to_string(a.agentContacts) + touching + ", " + fixed(a.agentContactTime) +
                                             " s, deepest " + fixed(a.agentPenetration, 3) + " u"});
        out.push_back({"effort", fixed(a.effort, 1) + " u/s of velocity change"});
        out.push_back({"avoid agents", a.behavior == Behavior::Orca ? "by its half-planes (ORCA)"
                                       : a.avoidAgents              ? "yes"
                                                                    : "no"});
        if (a.behavior == Behavior::Feelers && (world.hasRelief() || a.terrainHits > 0)) {
            out.push_back({"terrain hits", plural(a.terrainHits, "step", "steps") + " with a feeler under the ground"});
        }
    }
    if (a.behavior == Behavior::Context) {
        out.push_back({"path", a.path >= 0 ? std::to_string(a.path) + " (laps " + std::to_string(a.laps) + ")"
                                           : std::string("none")});
        out.push_back({"speed scale", fixed(a.speedScale)});
    }
    return out;
}

}  // namespace sidestep
