// An agent's numbers as the panels list them, in the page's words and precision: each label and value a message
// (web/i18n/en.ftl's fact-*), worded in English here and by the page's catalogue in other languages.
#include <string>

#include "format.hpp"
#include "sidestep/explain/explain.hpp"

namespace sidestep {

namespace {

/// Appends a fact: its label's message id and its value's message, with their English words.
void addFact(std::vector<AgentFact>& out, const char* labelId, Message value) {
    std::string label = english(Message(labelId));
    std::string text = english(value);
    out.push_back({std::move(label), std::move(text), labelId, std::move(value)});
}

Message point(Vec2 p, int digits = 2) { return Message("fact-point").num("x", p.x, digits).num("y", p.y, digits); }

Message number(double n, int digits = 2) { return Message("fact-number").num("n", n, digits); }

Message distance(double d) { return Message("fact-length").num("d", d); }

/// Obstacles under way: overlapped now, or touched and not yet clear of by the tolerance.
const char* collisionState(const Agent& a) {
    if (a.openCollisions == 0) return "none";
    if (a.openCollisions == 1) return a.overlapping ? "overlapping" : "clear";
    return a.overlapping ? "many-overlapping" : "many";
}

const char* contactState(const Agent& a) {
    return a.openContacts > 1 ? "many" : a.touchingAgent ? "touching" : a.openContacts ? "clear" : "none";
}

}  // namespace

std::vector<AgentFact> agentFacts(const World& world, size_t index) {
    return agentFacts(ExplainSource::of(world, index));
}

std::vector<AgentFact> agentFacts(const ExplainSource& world) {
    const size_t index = world.index();
    std::vector<AgentFact> out;
    if (index >= world.agents().size()) return out;
    const Agent& a = world.agents()[index];
    const bool continuous = a.kind == AgentKind::Continuous;
    addFact(out, "fact-position", point(a.position));
    addFact(out, "fact-goal", point(a.goal));
    if (continuous) {
        addFact(out, "fact-speed",
                Message("fact-speed-value").num("speed", explain::length(a.velocity)).num("max", a.maxSpeed));
        addFact(out, "fact-radius", number(a.radius));
    }
    addFact(out, "fact-steps", number(a.steps, 0));
    addFact(out, "fact-path", distance(a.pathLength));
    addFact(out, "fact-collisions",
            Message("fact-collisions-value")
                .text("state", collisionState(a))
                .count("n", a.collisions)
                .count("open", a.openCollisions));
    addFact(out, "fact-in-contact",
            Message("fact-contact-value").num("time", a.contactTime).num("depth", a.penetration, 3));
    addFact(out, "fact-min-clearance",
            world.stepCount() > 0 ? Message("fact-clearance-value").num("d", a.minClearance)
                                  : Message("fact-clearance-none"));
    if (!continuous) {
        addFact(out, "fact-returns",
                Message("fact-returns-value")
                    .count("n", a.returns)
                    .num("x", a.lastReturn.x, 0)
                    .num("y", a.lastReturn.y, 0));
    } else {
        addFact(out, "fact-agent-contacts",
                Message("fact-agent-contacts-value")
                    .text("state", contactState(a))
                    .count("n", a.agentContacts)
                    .count("open", a.openContacts)
                    .num("time", a.agentContactTime)
                    .num("depth", a.agentPenetration, 3));
        addFact(out, "fact-effort", Message("fact-effort-value").num("e", a.effort, 1));
        addFact(out, "fact-avoid-agents",
                Message(a.behavior == Behavior::Orca ? "fact-avoid-orca"
                        : a.avoidAgents              ? "fact-yes"
                                                     : "fact-no"));
        if (a.behavior == Behavior::Feelers && (world.hasRelief() || a.terrainHits > 0)) {
            addFact(out, "fact-terrain-hits", Message("fact-terrain-hits-value").count("n", a.terrainHits));
        }
    }
    if (a.behavior == Behavior::Context) {
        addFact(out, "fact-path-followed",
                a.path >= 0 ? Message("fact-path-value").count("path", a.path).count("laps", a.laps)
                            : Message("fact-none"));
        addFact(out, "fact-speed-scale", number(a.speedScale));
    }
    return out;
}

}  // namespace sidestep
