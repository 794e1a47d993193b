// A continuous agent's next step in words: its rays, what they saw, and the rule that set its
// acceleration, with every force as the core applied it.
#include <array>
#include <string>
#include <utility>

#include "format.hpp"
#include "lines.hpp"
#include "sidestep/behaviors/decide.hpp"
#include "sidestep/behaviors/params.hpp"
#include "sidestep/behaviors/registry.hpp"

namespace sidestep::explain {

namespace {

/// The name of ray k of a behaviour that cast `count` rays: its row's names, else by their count.
const char* rayName(Behavior b, uint32_t count, uint32_t k) {
    static const char* two[] = {"right ray", "left ray"};
    static const char* fan[] = {"left whisker", "centre ray", "right whisker"};
    const std::array<const char*, 3>& names = behaviorRow(b).rayNames;
    if (names[0]) return k < names.size() && names[k] ? names[k] : "ray";
    if (count == 1) return "ray";
    if (count == 2) return k < 2 ? two[k] : "ray";
    return k < 3 ? fan[k] : "ray";
}

/// The message id of a ray's name ("left whisker" -> why-ray-left-whisker), the names rayName() gives.
const char* rayWord(const char* name) {
    static const std::array<std::pair<const char*, const char*>, 9> words = {{
        {"ray", "why-ray-ray"},
        {"right ray", "why-ray-right-ray"},
        {"left ray", "why-ray-left-ray"},
        {"centre ray", "why-ray-centre-ray"},
        {"left whisker", "why-ray-left-whisker"},
        {"right whisker", "why-ray-right-whisker"},
        {"left feeler", "why-ray-left-feeler"},
        {"centre feeler", "why-ray-centre-feeler"},
        {"right feeler", "why-ray-right-feeler"},
    }};
    for (const auto& [english, id] : words) {
        if (std::string(english) == name) return id;
    }
    return "why-ray-ray";
}

/// The index of an agent-avoidance setting by name.
size_t avoidanceIndex(const char* name) {
    const auto& specs = avoidanceParamSpecs();
    for (size_t k = 0; k < specs.size(); ++k) {
        if (std::string(specs[k].name) == name) return k;
    }
    return 0;
}

}  // namespace

namespace {

/// The message id of why a behaviour's literal rule can come no closer to its goal: why-stall-<behaviour>, worded by
/// the catalogues only (en.ftl's English; message_test checks every behaviour has one).
std::string stallId(Behavior b) { return std::string("why-stall-") + behaviorName(b); }

/// What made a feeler pass over a low obstacle, from the slope record: the obstacle's height, the feelers' height
/// and the offset (said after why-note-passed-over; no id without a record).
Message passedOverDetail(const SlopeRecord* s) {
    if (!s) return Message();
    const FeelerProfile* f = nullptr;
    for (const FeelerProfile& p : s->feelers) {
        if (p.passedOver && !f) f = &p;
    }
    if (!f) return Message();
    const float above = s->startZ - s->ground;  // the feelers' height over the ground under the agent
    if (!s->compensate) return Message("why-note-passed-over-level").num("height", f->obstacleHeight);
    if (f->obstacleHeight < above) {
        return Message("why-note-passed-over-low")
            .num("height", f->obstacleHeight)
            .num("above", above)
            .num("offset", std::fabs(s->offset));
    }
    return Message("why-note-passed-over-decline")
        .num("offset", std::fabs(s->offset))
        .num("target", std::fabs(s->target));
}

}  // namespace

const char* noteId(SteeringNote note, const Agent& agent) {
    switch (note) {
        case SteeringNote::InfluencesCancel:
            return "why-note-influences-cancel";
        case SteeringNote::StraightBack:
            return "why-note-straight-back";
        case SteeringNote::AllMasked:
            return "why-note-all-masked";
        case SteeringNote::MutualWait:
            return "why-note-mutual-wait";
        case SteeringNote::Inside:
            return "why-note-inside";
        case SteeringNote::PassRight:
            return agent.behavior == Behavior::Orca ? nullptr : "why-note-pass-right";
        case SteeringNote::Blended:
            return "why-note-blended";
        case SteeringNote::HeadOn:
            return "why-note-head-on";
        case SteeringNote::FleeAlong:
            return "why-note-flee-along";
        case SteeringNote::GroundHit:
            return "why-note-ground-hit";
        case SteeringNote::CentreOnly:
            return "why-note-centre-only";
        case SteeringNote::CentreSide:
            return "why-note-centre-side";
        case SteeringNote::GivingWay:
            return agent.behavior == Behavior::Orca ? nullptr : "why-note-giving-way";
        case SteeringNote::AtGoal:
            return agent.behavior == Behavior::Orca ? nullptr : "why-note-at-goal";
        case SteeringNote::Returning:
            return agent.behavior == Behavior::Orca ? nullptr : "why-note-returning";
        default:
            break;
    }
    return nullptr;
}

const char* headId(const ExplainSource& world, const Agent& agent, SteeringNote note, const char* moving) {
    if (agent.moving()) return moving;
    // An arrived agent that gives way (agent avoidance's atGoal) still decides: what it does this step.
    if (!givesWay(agent, world.config().leaveAtGoal)) return "why-head-stopped";
    return note == SteeringNote::GivingWay ? "why-head-giving-way"
           : note == SteeringNote::AtGoal  ? "why-head-at-goal"
                                           : "why-head-returning";
}

Message noteWhy(SteeringNote note, const Agent& agent) {
    if (const char* id = noteId(note, agent)) return Message(id);
    if (const char* id = orcaNoteId(note)) return Message(id);
    if (note == SteeringNote::NoProgress) {
        // Why the behaviour's literal rule can come no closer: its row's words (why-stall-<behaviour>).
        return Message("why-note-no-progress").num("secs", agent.stalled, 1).word("reason", stallId(agent.behavior));
    }
    if (note == SteeringNote::PassedOver) return Message("why-note-passed-over");
    return Message();
}

void addNote(Explanation& out, SteeringNote note, const Agent& agent, const SlopeRecord* slope) {
    Message why = noteWhy(note, agent);
    if (why.id.empty()) return;
    ExplainLine& line = addSpan(addLine(out, LineStyle::Warn, "⚠ "), std::move(why));
    if (Message detail = note == SteeringNote::PassedOver ? passedOverDetail(slope) : Message(); !detail.id.empty())
        addSpan(line, std::move(detail));
}

void explainSteering(const ExplainSource& world, size_t index, Explanation& out) {
    const Agent& agent = world.agents()[index];
    const SteeringRecord& st = world.steering()[index];
    addLine(out, LineStyle::Head, Message(headId(world, agent, st.note, "why-head-step")));
    if (!agent.moving() && !givesWay(agent, world.config().leaveAtGoal)) {  // no decision to explain: say why
        addLine(out, LineStyle::Text, whyStopped(world, agent));
        return;
    }

    if (agent.behavior == Behavior::Feelers) explainSlope(world, index, out);
    for (uint32_t k = 0; k < st.rayCount && k < kMaxRays; ++k) {
        const RayRecord& r = st.rays[k];
        const char* ray = rayWord(rayName(agent.behavior, st.rayCount, k));
        ExplainLine& line =
            addLine(out, LineStyle::Ray,
                    r.hit ? Message("why-ray-hit").word("ray", ray).num("d", r.distance).num("len", r.length)
                          : Message("why-ray-clear").word("ray", ray).num("len", r.length));
        if (r.fromInside) addSpan(line, Message("why-ray-inside"));
        const BehaviorRow& row = behaviorRow(agent.behavior);
        if (row.rayValue) {
            const bool emergency = std::string(row.rayValue) == ", T = ";
            addSpan(line,
                    Message(emergency ? "why-ray-emergency" : "why-ray-target").num("v", r.value, row.rayValueDigits));
        }
        line.chosen = int32_t(k) == st.chosenRay;
    }
    if (agent.behavior == Behavior::Feelers) explainFeelersIn3D(world, index, out);

    Message rule;
    switch (st.rule) {
        case SteeringRule::Whiskers: {
            const bool tie = st.rayCount >= 2 && st.rays[0].value == st.rays[1].value;
            rule = Message("why-whiskers-rule")
                       .word("side", st.chosenRay == 1 ? "why-side-left" : "why-side-right")
                       .text("tie", tie ? "yes" : "no")
                       .num("t", st.emergency)
                       .num("steer", length(st.steer))
                       .num("brake", length(st.brake))
                       .num("base", length(st.base));
            break;
        }
        case SteeringRule::Feelers:
            rule = Message("why-feelers-rule")
                       .num("left", st.influence[0])
                       .num("right", st.influence[1])
                       .text("sign", st.emergency > 0 ? "+" : "")
                       .num("command", st.emergency)
                       .word("what", st.emergency == 0  ? "why-feelers-none"
                                     : st.emergency > 0 ? "why-feelers-right"
                                                        : "why-feelers-left")
                       .num("steer", length(st.steer))
                       .num("base", length(st.base));
            break;
        case SteeringRule::AvoidWall:
            rule = Message("why-avoid-wall").num("x", st.target.x).num("y", st.target.y).num("steer", length(st.steer));
            break;
        case SteeringRule::Escape:
            rule = Message("why-escape").num("steer", length(st.steer));
            break;
        case SteeringRule::AvoidAgent:
        case SteeringRule::Sidestep:
            break;
        case SteeringRule::Drive:
            rule = Message("why-drive");
            break;
        default:
            if (st.avoidWeight < 1) {
                // A route's agent seeks its next waypoint (the last is the goal itself).
                const char* who = agent.driven ? "driver" : aimsPastWaypoint(agent) ? "waypoint" : "seek";
                rule = Message("why-nothing")
                           .text("who", who)
                           .count("k", agent.routeNext + 1)
                           .num("base", length(st.base));
            }
    }
    if (!rule.id.empty()) addLine(out, LineStyle::Text, rule);

    if (st.threat >= 0 || st.rule == SteeringRule::Sidestep) {
        if (st.rule == SteeringRule::Sidestep) {
            addLine(out, LineStyle::Text,
                    Message("why-sidestep")
                        .num("patience", agent.avoidance[avoidanceIndex("patience")], 1)
                        .num("avoid", length(st.avoid)));
        } else {
            const double weight = st.avoidWeight;
            const double own = weight >= 1 ? 0 : 1 - weight;
            const auto& names = world.agentNames();
            const std::string other =
                size_t(st.threat) < names.size() ? names[size_t(st.threat)] : "agent " + std::to_string(st.threat);
            ExplainLine& line = addLine(out, LineStyle::Text,
                                        Message("why-threat")
                                            .text("other", other)
                                            .num("time", st.threatTime)
                                            .num("sep", st.threatSeparation)
                                            .text("when", st.threatTime == 0 ? "now" : "later")
                                            .num("avoid", length(st.avoid)));
            addSpan(line, " ");
            addSpan(line, weight >= 1 ? Message("why-threat-overrides")
                                      : Message("why-threat-takes")
                                            .num("takes", roundHalfUp(weight * 100), 0)
                                            .num("own", roundHalfUp(own * 100), 0));
        }
    }
    if (length(st.limit) > 1e-3) {
        addLine(out, LineStyle::Muted,
                Message("why-speed-limit").num("limit", length(st.limit)).num("max", agent.maxSpeed));
    }
    addLine(out, LineStyle::Text, Message("why-total").num("total", length(st.acceleration)));
    const SlopeRecord* slope = index < world.slopes().size() ? &world.slopes()[index] : nullptr;
    addNote(out, st.note, agent, slope);
}

}  // namespace sidestep::explain
