// embind registration of the records' layouts (strides and word offsets, so JS never hard-codes one),
// the names of the core's enums, and the parameter tables the page builds its controls from.
#include <emscripten/bind.h>

#include "sidestep/behaviors/agent.hpp"
#include "sidestep/behaviors/context.hpp"
#include "sidestep/behaviors/nproxy.hpp"
#include "sidestep/behaviors/orca.hpp"
#include "sidestep/behaviors/params.hpp"
#include "sidestep/behaviors/steering.hpp"
#include "sidestep/geometry/circle.hpp"
#include "sidestep/geometry/outline.hpp"
#include "views.hpp"

using namespace emscripten;
using namespace sidestep;

namespace {

val agentLayout() {
    val o = val::object();
    o.set("stride", int(sizeof(Agent) / 4));
    o.set("kind", SIDESTEP_WORD(Agent, kind));
    o.set("behavior", SIDESTEP_WORD(Agent, behavior));
    o.set("startX", SIDESTEP_WORD(Agent, start.x));
    o.set("startY", SIDESTEP_WORD(Agent, start.y));
    o.set("goalX", SIDESTEP_WORD(Agent, goal.x));
    o.set("goalY", SIDESTEP_WORD(Agent, goal.y));
    o.set("radius", SIDESTEP_WORD(Agent, radius));
    o.set("maxSpeed", SIDESTEP_WORD(Agent, maxSpeed));
    o.set("maxAccel", SIDESTEP_WORD(Agent, maxAccel));
    o.set("params", SIDESTEP_WORD(Agent, params));
    o.set("paramCount", int(kMaxParams));
    o.set("avoidAgents", SIDESTEP_WORD(Agent, avoidAgents));
    o.set("avoidance", SIDESTEP_WORD(Agent, avoidance));
    o.set("avoidanceCount", int(kAvoidanceParams));
    o.set("driven", SIDESTEP_WORD(Agent, driven));
    o.set("path", SIDESTEP_WORD(Agent, path));
    o.set("laps", SIDESTEP_WORD(Agent, laps));
    o.set("speedScale", SIDESTEP_WORD(Agent, speedScale));
    o.set("assist", SIDESTEP_WORD(Agent, assist));
    o.set("x", SIDESTEP_WORD(Agent, position.x));
    o.set("y", SIDESTEP_WORD(Agent, position.y));
    o.set("vx", SIDESTEP_WORD(Agent, velocity.x));
    o.set("vy", SIDESTEP_WORD(Agent, velocity.y));
    o.set("facingX", SIDESTEP_WORD(Agent, facing.x));
    o.set("facingY", SIDESTEP_WORD(Agent, facing.y));
    o.set("stop", SIDESTEP_WORD(Agent, stop));
    o.set("steps", SIDESTEP_WORD(Agent, steps));
    o.set("collisions", SIDESTEP_WORD(Agent, collisions));
    o.set("overlapping", SIDESTEP_WORD(Agent, overlapping));
    o.set("contactTime", SIDESTEP_WORD(Agent, contactTime));
    o.set("penetration", SIDESTEP_WORD(Agent, penetration));
    o.set("agentContacts", SIDESTEP_WORD(Agent, agentContacts));
    o.set("touchingAgent", SIDESTEP_WORD(Agent, touchingAgent));
    o.set("openContacts", SIDESTEP_WORD(Agent, openContacts));
    o.set("openCollisions", SIDESTEP_WORD(Agent, openCollisions));
    o.set("agentContactTime", SIDESTEP_WORD(Agent, agentContactTime));
    o.set("agentPenetration", SIDESTEP_WORD(Agent, agentPenetration));
    o.set("pathLength", SIDESTEP_WORD(Agent, pathLength));
    o.set("minClearance", SIDESTEP_WORD(Agent, minClearance));
    o.set("effort", SIDESTEP_WORD(Agent, effort));
    o.set("returns", SIDESTEP_WORD(Agent, returns));
    o.set("lastReturnX", SIDESTEP_WORD(Agent, lastReturn.x));
    o.set("lastReturnY", SIDESTEP_WORD(Agent, lastReturn.y));
    o.set("blockedTime", SIDESTEP_WORD(Agent, blockedTime));
    o.set("sidestepTime", SIDESTEP_WORD(Agent, sidestepTime));
    o.set("terrainHits", SIDESTEP_WORD(Agent, terrainHits));
    return o;
}

val circleLayout() {
    val o = val::object();
    o.set("stride", int(sizeof(Circle) / 4));
    o.set("x", SIDESTEP_WORD(Circle, center.x));
    o.set("y", SIDESTEP_WORD(Circle, center.y));
    o.set("radius", SIDESTEP_WORD(Circle, radius));
    o.set("height", SIDESTEP_WORD(Circle, height));  // Infinity: tall
    return o;
}

val gridDecisionLayout() {
    val o = val::object();
    o.set("stride", int(sizeof(GridDecision) / 4));
    o.set("proxy", SIDESTEP_WORD(GridDecision, proxy));
    o.set("step", SIDESTEP_WORD(GridDecision, step));
    o.set("returning", SIDESTEP_WORD(GridDecision, returning));
    o.set("chosen", SIDESTEP_WORD(GridDecision, chosen));
    o.set("stop", SIDESTEP_WORD(GridDecision, stop));
    o.set("rule", SIDESTEP_WORD(GridDecision, rule));
    return o;
}

val contextLayout() {
    val o = val::object();
    o.set("stride", int(sizeof(ContextRecord) / 4));
    o.set("slots", SIDESTEP_WORD(ContextRecord, slots));
    o.set("source", SIDESTEP_WORD(ContextRecord, source));
    o.set("allMasked", SIDESTEP_WORD(ContextRecord, allMasked));
    o.set("blocker", SIDESTEP_WORD(ContextRecord, blocker));
    o.set("inside", SIDESTEP_WORD(ContextRecord, inside));
    o.set("lookAhead", SIDESTEP_WORD(ContextRecord, lookAhead));
    o.set("headingX", SIDESTEP_WORD(ContextRecord, heading.x));
    o.set("headingY", SIDESTEP_WORD(ContextRecord, heading.y));
    o.set("desiredX", SIDESTEP_WORD(ContextRecord, desiredDirection.x));
    o.set("desiredY", SIDESTEP_WORD(ContextRecord, desiredDirection.y));
    o.set("pathPointX", SIDESTEP_WORD(ContextRecord, pathPoint.x));
    o.set("pathPointY", SIDESTEP_WORD(ContextRecord, pathPoint.y));
    o.set("chosenX", SIDESTEP_WORD(ContextRecord, chosen.x));
    o.set("chosenY", SIDESTEP_WORD(ContextRecord, chosen.y));
    o.set("rawInterest", SIDESTEP_WORD(ContextRecord, rawInterest));
    o.set("interest", SIDESTEP_WORD(ContextRecord, interest));
    o.set("danger", SIDESTEP_WORD(ContextRecord, danger));
    o.set("hit", SIDESTEP_WORD(ContextRecord, hit));
    o.set("reach", SIDESTEP_WORD(ContextRecord, reach));
    o.set("maxSlots", int(kMaxContextSlots));
    return o;
}

val orcaLayout() {
    val o = val::object();
    o.set("stride", int(sizeof(OrcaRecord) / 4));
    o.set("neighborCount", SIDESTEP_WORD(OrcaRecord, neighborCount));
    o.set("neighbors", SIDESTEP_WORD(OrcaRecord, neighbors));
    o.set("maxNeighbors", int(kMaxOrcaNeighbors));
    o.set("lineCount", SIDESTEP_WORD(OrcaRecord, lineCount));
    o.set("obstacleLineCount", SIDESTEP_WORD(OrcaRecord, obstacleLineCount));
    o.set("obstaclesLeftOut", SIDESTEP_WORD(OrcaRecord, obstaclesLeftOut));
    o.set("lines", SIDESTEP_WORD(OrcaRecord, lines));
    o.set("lineStride", int(sizeof(OrcaLine) / 4));
    o.set("maxLines", int(kMaxOrcaLines));
    val line = val::object();
    line.set("pointX", SIDESTEP_WORD(OrcaLine, point.x));
    line.set("pointY", SIDESTEP_WORD(OrcaLine, point.y));
    line.set("directionX", SIDESTEP_WORD(OrcaLine, direction.x));
    line.set("directionY", SIDESTEP_WORD(OrcaLine, direction.y));
    line.set("source", SIDESTEP_WORD(OrcaLine, source));
    line.set("index", SIDESTEP_WORD(OrcaLine, index));
    line.set("region", SIDESTEP_WORD(OrcaLine, region));
    line.set("share", SIDESTEP_WORD(OrcaLine, share));
    line.set("slack", SIDESTEP_WORD(OrcaLine, slack));
    o.set("line", line);
    o.set("preferredX", SIDESTEP_WORD(OrcaRecord, preferred.x));
    o.set("preferredY", SIDESTEP_WORD(OrcaRecord, preferred.y));
    o.set("chosenX", SIDESTEP_WORD(OrcaRecord, chosen.x));
    o.set("chosenY", SIDESTEP_WORD(OrcaRecord, chosen.y));
    o.set("outcome", SIDESTEP_WORD(OrcaRecord, outcome));
    o.set("binding", SIDESTEP_WORD(OrcaRecord, binding));
    o.set("bindingAlso", SIDESTEP_WORD(OrcaRecord, bindingAlso));
    o.set("speedLimited", SIDESTEP_WORD(OrcaRecord, speedLimited));
    o.set("violation", SIDESTEP_WORD(OrcaRecord, violation));
    o.set("maxSpeed", SIDESTEP_WORD(OrcaRecord, maxSpeed));
    return o;
}

val outlineEdgeLayout() {
    val o = val::object();
    o.set("stride", int(sizeof(OutlineEdge) / 4));
    o.set("ax", SIDESTEP_WORD(OutlineEdge, a.x));
    o.set("ay", SIDESTEP_WORD(OutlineEdge, a.y));
    o.set("bx", SIDESTEP_WORD(OutlineEdge, b.x));
    o.set("by", SIDESTEP_WORD(OutlineEdge, b.y));
    o.set("normalX", SIDESTEP_WORD(OutlineEdge, normal.x));
    o.set("normalY", SIDESTEP_WORD(OutlineEdge, normal.y));
    o.set("polygon", SIDESTEP_WORD(OutlineEdge, polygon));
    return o;
}

val steeringLayout() {
    val o = val::object();
    o.set("stride", int(sizeof(SteeringRecord) / 4));
    o.set("rays", SIDESTEP_WORD(SteeringRecord, rays));
    o.set("rayStride", int(sizeof(RayRecord) / 4));
    o.set("maxRays", int(kMaxRays));
    val ray = val::object();
    ray.set("startX", SIDESTEP_WORD(RayRecord, start.x));
    ray.set("startY", SIDESTEP_WORD(RayRecord, start.y));
    ray.set("endX", SIDESTEP_WORD(RayRecord, end.x));
    ray.set("endY", SIDESTEP_WORD(RayRecord, end.y));
    ray.set("hitX", SIDESTEP_WORD(RayRecord, hitPoint.x));
    ray.set("hitY", SIDESTEP_WORD(RayRecord, hitPoint.y));
    ray.set("normalX", SIDESTEP_WORD(RayRecord, normal.x));
    ray.set("normalY", SIDESTEP_WORD(RayRecord, normal.y));
    ray.set("length", SIDESTEP_WORD(RayRecord, length));
    ray.set("distance", SIDESTEP_WORD(RayRecord, distance));
    ray.set("value", SIDESTEP_WORD(RayRecord, value));
    ray.set("hit", SIDESTEP_WORD(RayRecord, hit));
    ray.set("fromInside", SIDESTEP_WORD(RayRecord, fromInside));
    o.set("ray", ray);
    o.set("rayCount", SIDESTEP_WORD(SteeringRecord, rayCount));
    o.set("rule", SIDESTEP_WORD(SteeringRecord, rule));
    for (const auto& [name, word] : {std::pair<const char*, val>{"baseX", SIDESTEP_WORD(SteeringRecord, base.x)},
                                     {"baseY", SIDESTEP_WORD(SteeringRecord, base.y)},
                                     {"steerX", SIDESTEP_WORD(SteeringRecord, steer.x)},
                                     {"steerY", SIDESTEP_WORD(SteeringRecord, steer.y)},
                                     {"brakeX", SIDESTEP_WORD(SteeringRecord, brake.x)},
                                     {"brakeY", SIDESTEP_WORD(SteeringRecord, brake.y)},
                                     {"avoidX", SIDESTEP_WORD(SteeringRecord, avoid.x)},
                                     {"avoidY", SIDESTEP_WORD(SteeringRecord, avoid.y)},
                                     {"limitX", SIDESTEP_WORD(SteeringRecord, limit.x)},
                                     {"limitY", SIDESTEP_WORD(SteeringRecord, limit.y)},
                                     {"targetX", SIDESTEP_WORD(SteeringRecord, target.x)},
                                     {"targetY", SIDESTEP_WORD(SteeringRecord, target.y)},
                                     {"accelX", SIDESTEP_WORD(SteeringRecord, acceleration.x)},
                                     {"accelY", SIDESTEP_WORD(SteeringRecord, acceleration.y)},
                                     {"velocityX", SIDESTEP_WORD(SteeringRecord, velocity.x)},
                                     {"velocityY", SIDESTEP_WORD(SteeringRecord, velocity.y)},
                                     {"emergency", SIDESTEP_WORD(SteeringRecord, emergency)},
                                     {"chosenRay", SIDESTEP_WORD(SteeringRecord, chosenRay)},
                                     {"threat", SIDESTEP_WORD(SteeringRecord, threat)},
                                     {"threatTime", SIDESTEP_WORD(SteeringRecord, threatTime)},
                                     {"threatSeparation", SIDESTEP_WORD(SteeringRecord, threatSeparation)},
                                     {"threatSelfX", SIDESTEP_WORD(SteeringRecord, threatSelf.x)},
                                     {"threatSelfY", SIDESTEP_WORD(SteeringRecord, threatSelf.y)},
                                     {"threatOtherX", SIDESTEP_WORD(SteeringRecord, threatOther.x)},
                                     {"threatOtherY", SIDESTEP_WORD(SteeringRecord, threatOther.y)},
                                     {"avoidWeight", SIDESTEP_WORD(SteeringRecord, avoidWeight)},
                                     {"note", SIDESTEP_WORD(SteeringRecord, note)},
                                     {"influence", SIDESTEP_WORD(SteeringRecord, influence)}}) {
        o.set(name, word);
    }
    return o;
}

/// A parameter table as plain objects: name, type, min, max, default, unit, doc, choices.
val specList(const std::vector<ParamSpec>& specs) {
    static const char* types[] = {"int", "float", "bool", "choice"};
    val list = val::array();
    for (const ParamSpec& p : specs) {
        val o = val::object();
        o.set("name", std::string(p.name));
        o.set("type", std::string(types[uint32_t(p.type)]));
        o.set("min", p.min);
        o.set("max", p.max);
        o.set("default", p.defaultValue);
        o.set("unit", std::string(p.unit));
        o.set("doc", std::string(p.doc));
        val choices = val::array();
        for (const char* c : p.choices) choices.call<void>("push", std::string(c));
        o.set("choices", choices);
        list.call<void>("push", o);
    }
    return list;
}

val paramSpecs(uint32_t behavior) { return behavior < kBehaviorCount ? specList(paramsOf(Behavior(behavior))) : val::array(); }

}  // namespace

EMSCRIPTEN_BINDINGS(sidestep_layouts) {
    using bind::names;
    function("agentLayout", &agentLayout);
    function("circleLayout", &circleLayout);
    function("gridDecisionLayout", &gridDecisionLayout);
    function("steeringLayout", &steeringLayout);
    function("contextLayout", &contextLayout);
    function("orcaLayout", &orcaLayout);
    function("outlineEdgeLayout", &outlineEdgeLayout);
    function("orcaSourceNames", +[]() { return names([](unsigned i) { static const char* n[] = {"agent", "circle", "wall"}; return n[i]; }, 3); });
    function("orcaRegionNames", +[]() { return names([](unsigned i) { static const char* n[] = {"cutoff", "leftLeg", "rightLeg", "overlap"}; return n[i]; }, 4); });
    function("orcaOutcomeNames", +[]() { return names([](unsigned i) { return orcaOutcomeName(OrcaOutcome(i)); }, 4); });
    function("paramSpecs", &paramSpecs);
    function("avoidanceParamSpecs", +[]() { return specList(avoidanceParamSpecs()); });
    function("behaviorNames", +[]() { return names([](unsigned i) { return behaviorName(Behavior(i)); }, kBehaviorCount); });
    /// Per behaviour (in behaviorNames order): true for grid behaviours (one cell per step, no radius or speeds).
    function("gridBehaviors", +[]() {
        val list = val::array();
        for (unsigned b = 0; b < kBehaviorCount; ++b) list.call<void>("push", kindOf(Behavior(b)) == AgentKind::Grid);
        return list;
    });
    function("stopReasonNames", +[]() { return names([](unsigned i) { return stopReasonName(StopReason(i)); }, kStopReasonCount); });
    function("directionNames", +[]() { return names([](unsigned i) { return directionName(Direction(i)); }, 5); });
    function("decisionRuleNames", +[]() { return names([](unsigned i) { return decisionRuleName(DecisionRule(i)); }, kDecisionRuleCount); });
    function("steeringRuleNames", +[]() { return names([](unsigned i) { return steeringRuleName(SteeringRule(i)); }, kSteeringRuleCount); });
    function("steeringNoteNames", +[]() { return names([](unsigned i) { return steeringNoteName(SteeringNote(i)); }, kSteeringNoteCount); });
    function(
        "interestSourceNames", +[]() {
            return names([](unsigned i) { return interestSourceName(InterestSource(i)); }, kInterestSourceCount);
        });
}
