// embind registration of the records' layouts (strides and word offsets from the core's field lists,
// io/record_fields.hpp, so JS never hard-codes one),
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
#include "sidestep/io/link.hpp"
#include "sidestep/io/movingai.hpp"
#include "sidestep/io/record_fields.hpp"
#include "sidestep/io/scenario.hpp"
#include "sidestep/lesson/lesson.hpp"
#include "sidestep/world/episodes.hpp"
#include "sidestep/world/pace.hpp"
#include "sidestep/world/script.hpp"
#include "sidestep/world/world.hpp"
#include "views.hpp"

using namespace emscripten;
using namespace sidestep;

namespace {

using bind::layoutOf;

val agentLayout() {
    val o = layoutOf(fields::kAgent, sizeof(Agent));
    o.set("paramCount", int(kMaxParams));
    o.set("avoidanceCount", int(kAvoidanceParams));
    return o;
}

val circleLayout() { return layoutOf(fields::kCircle, sizeof(Circle)); }
val gridDecisionLayout() { return layoutOf(fields::kGridDecision, sizeof(GridDecision)); }

val contextLayout() {
    val o = layoutOf(fields::kContext, sizeof(ContextRecord));
    o.set("maxSlots", int(kMaxContextSlots));
    return o;
}

val orcaLayout() {
    val o = layoutOf(fields::kOrca, sizeof(OrcaRecord));
    o.set("maxNeighbors", int(kMaxOrcaNeighbors));
    o.set("lineStride", int(sizeof(OrcaLine) / 4));
    o.set("maxLines", int(kMaxOrcaLines));
    o.set("line", layoutOf(fields::kOrcaLine, sizeof(OrcaLine)));
    return o;
}

val outlineEdgeLayout() { return layoutOf(fields::kOutlineEdge, sizeof(OutlineEdge)); }

val steeringLayout() {
    val o = layoutOf(fields::kSteering, sizeof(SteeringRecord));
    o.set("rayStride", int(sizeof(RayRecord) / 4));
    o.set("maxRays", int(kMaxRays));
    o.set("ray", layoutOf(fields::kRay, sizeof(RayRecord)));
    return o;
}

/// A parameter table as plain objects: name, type, min, max, default, unit, choices (a setting's explanation is
/// the catalogue's doc-<behaviour>-<name>: web/i18n/en-settings.js in English).
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
        val choices = val::array();
        for (const char* c : p.choices) choices.call<void>("push", std::string(c));
        o.set("choices", choices);
        list.call<void>("push", o);
    }
    return list;
}

val paramSpecs(uint32_t behavior) {
    return behavior < kBehaviorCount ? specList(paramsOf(Behavior(behavior))) : val::array();
}

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
    function(
        "orcaSourceNames", +[]() {
            return names(
                [](unsigned i) {
                    static const char* n[] = {"agent", "circle", "wall"};
                    return n[i];
                },
                3);
        });
    function(
        "orcaRegionNames", +[]() {
            return names(
                [](unsigned i) {
                    static const char* n[] = {"cutoff", "leftLeg", "rightLeg", "overlap"};
                    return n[i];
                },
                4);
        });
    function(
        "orcaOutcomeNames", +[]() { return names([](unsigned i) { return orcaOutcomeName(OrcaOutcome(i)); }, 4); });
    function("paramSpecs", &paramSpecs);
    function(
        "avoidanceParamSpecs", +[]() { return specList(avoidanceParamSpecs()); });
    function(
        "behaviorNames", +[]() { return names([](unsigned i) { return behaviorName(Behavior(i)); }, kBehaviorCount); });
    /// Per behaviour (in behaviorNames order): what it senses, a sentence for its panel.
    function(
        "behaviorSenses",
        +[]() { return names([](unsigned i) { return behaviorSenses(Behavior(i)); }, kBehaviorCount); });
    /// Per behaviour (in behaviorNames order): true for grid behaviours (one cell per step, no radius or speeds).
    function(
        "gridBehaviors", +[]() {
            val list = val::array();
            for (unsigned b = 0; b < kBehaviorCount; ++b)
                list.call<void>("push", kindOf(Behavior(b)) == AgentKind::Grid);
            return list;
        });
    /// Per behaviour (in behaviorNames order): its family, "grid", "ray", "continuous" or "scripted".
    function(
        "behaviorFamilies",
        +[]() { return names([](unsigned i) { return behaviorFamilyName(familyOf(Behavior(i))); }, kBehaviorCount); });
    // Constants the page shares with the core (never written twice).
    function(
        "paces", +[]() {
            val list = val::array();
            for (const float p : kPaces) list.call<void>("push", p);
            return list;
        });
    function(
        "defaultPace", +[](const World& w) { return defaultPace(w); });
    function(
        "hugeStep", +[]() { return double(kHugeStep); });
    /// The size limits of what the page reads, in characters or bytes: a link's payload, what a link may
    /// inflate to, a scenario file, a lesson, a script's source, a Moving AI map or scen file.
    function(
        "limits", +[]() {
            val o = val::object();
            o.set("linkChars", double(kMaxLinkChars));
            o.set("inflatedBytes", double(kMaxInflatedBytes));
            o.set("scenarioBytes", double(kMaxScenarioBytes));
            o.set("lessonBytes", double(kMaxLessonBytes));
            o.set("scriptBytes", double(kMaxScriptBytes));
            o.set("movingAiBytes", double(kMaxMovingAiBytes));
            return o;
        });
    function(
        "goneObstacle", +[]() { return kGoneObstacle; });
    function(
        "bigDistance", +[](const World& w) { return bigDistance(w.grid()); });
    function(
        "stopReasonNames",
        +[]() { return names([](unsigned i) { return stopReasonName(StopReason(i)); }, kStopReasonCount); });
    function(
        "directionNames", +[]() { return names([](unsigned i) { return directionName(Direction(i)); }, 5); });
    function(
        "decisionRuleNames",
        +[]() { return names([](unsigned i) { return decisionRuleName(DecisionRule(i)); }, kDecisionRuleCount); });
    function(
        "steeringRuleNames",
        +[]() { return names([](unsigned i) { return steeringRuleName(SteeringRule(i)); }, kSteeringRuleCount); });
    function(
        "steeringNoteNames",
        +[]() { return names([](unsigned i) { return steeringNoteName(SteeringNote(i)); }, kSteeringNoteCount); });
    function(
        "interestSourceNames", +[]() {
            return names([](unsigned i) { return interestSourceName(InterestSource(i)); }, kInterestSourceCount);
        });
}
