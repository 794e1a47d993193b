// embind registration of the core for the page: editing, stepping, and zero-copy views of the state.
// No algorithm code here. Views are typed arrays over the wasm heap; they detach when the heap grows,
// so the JS facade takes them again after every call that may allocate.
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <cstddef>

#include "sidestep/world/field_overlay.hpp"
#include "sidestep/world/hash.hpp"
#include "sidestep/io/json.hpp"
#include "sidestep/behaviors/params.hpp"
#include "sidestep/io/scenario.hpp"
#include "sidestep/world/world.hpp"

using namespace emscripten;
using namespace sidestep;

namespace {

// ---- zero-copy views ----------------------------------------------------------------------------

/// A Float32Array over an array of records made of 4-byte words (the JS side adds Uint32/Int32 views of
/// the same memory for integer fields).
template <class Record>
val wordsView(const std::vector<Record>& records) {
    static_assert(sizeof(Record) % 4 == 0, "records must be whole 4-byte words");
    return val(typed_memory_view(records.size() * sizeof(Record) / 4, reinterpret_cast<const float*>(records.data())));
}

val cellsView(const World& w) {
    const Grid& g = w.grid();
    return val(typed_memory_view(size_t(g.width()) * size_t(g.height()), g.data()));
}

val agentsView(const World& w) { return wordsView(w.agents()); }

val circlesView(const World& w) { return wordsView(w.circles()); }

val gridDecisionsView(const World& w) { return wordsView(w.gridDecisions()); }

val steeringView(const World& w) { return wordsView(w.steering()); }

val contextView(const World& w) { return wordsView(w.contextMaps()); }

/// The paths as plain objects; the page asks again only when the world's revision changed.
val pathList(const World& w) {
    val list = val::array();
    for (const Path& p : w.paths()) {
        val points = val::array();
        for (const Vec2 q : p.points) points.call<void>("push", q);
        val o = val::object();
        o.set("points", points);
        o.set("closed", p.closed);
        list.call<void>("push", o);
    }
    return list;
}

val targetList(const World& w) {
    val list = val::array();
    for (const Vec2 q : w.targets()) list.call<void>("push", q);
    return list;
}

EditResult addPath(World& w, val points, bool closed) { return w.addPath(vecFromJSArray<Vec2>(points), closed); }
EditResult setPath(World& w, int index, val points, bool closed) { return w.setPath(index, vecFromJSArray<Vec2>(points), closed); }
EditResult setTargets(World& w, val points) { return w.setTargets(vecFromJSArray<Vec2>(points)); }

val trailView(const World& w) { return wordsView(w.trail()); }

val fieldProxyView(const FieldOverlay& f) { return val(typed_memory_view(f.proxy().size(), f.proxy().data())); }
val fieldStepView(const FieldOverlay& f) { return val(typed_memory_view(f.step().size(), f.step().data())); }
val fieldReachView(const FieldOverlay& f) { return val(typed_memory_view(f.reach().size(), f.reach().data())); }

/// The parameter table of a behaviour, for building its controls.
val paramSpecs(uint32_t behavior) {
    val list = val::array();
    if (behavior >= kBehaviorCount) return list;
    static const char* types[] = {"int", "float", "bool", "choice"};
    for (const ParamSpec& p : paramsOf(Behavior(behavior))) {
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

#define WORD(Type, field) val(int(offsetof(Type, field) / 4))

/// Stride and word offsets of Agent, so that JS never hard-codes the layout.
val agentLayout() {
    val o = val::object();
    o.set("stride", int(sizeof(Agent) / 4));
    o.set("kind", WORD(Agent, kind));
    o.set("behavior", WORD(Agent, behavior));
    o.set("startX", WORD(Agent, start.x));
    o.set("startY", WORD(Agent, start.y));
    o.set("goalX", WORD(Agent, goal.x));
    o.set("goalY", WORD(Agent, goal.y));
    o.set("radius", WORD(Agent, radius));
    o.set("maxSpeed", WORD(Agent, maxSpeed));
    o.set("maxAccel", WORD(Agent, maxAccel));
    o.set("params", WORD(Agent, params));
    o.set("paramCount", int(kMaxParams));
    o.set("avoidAgents", WORD(Agent, avoidAgents));
    o.set("driven", WORD(Agent, driven));
    o.set("path", WORD(Agent, path));
    o.set("laps", WORD(Agent, laps));
    o.set("speedScale", WORD(Agent, speedScale));
    o.set("assist", WORD(Agent, assist));
    o.set("x", WORD(Agent, position.x));
    o.set("y", WORD(Agent, position.y));
    o.set("vx", WORD(Agent, velocity.x));
    o.set("vy", WORD(Agent, velocity.y));
    o.set("stop", WORD(Agent, stop));
    o.set("steps", WORD(Agent, steps));
    o.set("collisions", WORD(Agent, collisions));
    o.set("overlapping", WORD(Agent, overlapping));
    o.set("agentContacts", WORD(Agent, agentContacts));
    o.set("pathLength", WORD(Agent, pathLength));
    o.set("minClearance", WORD(Agent, minClearance));
    o.set("returns", WORD(Agent, returns));
    o.set("lastReturnX", WORD(Agent, lastReturn.x));
    o.set("lastReturnY", WORD(Agent, lastReturn.y));
    return o;
}

val circleLayout() {
    val o = val::object();
    o.set("stride", int(sizeof(Circle) / 4));
    o.set("x", WORD(Circle, center.x));
    o.set("y", WORD(Circle, center.y));
    o.set("radius", WORD(Circle, radius));
    return o;
}

val gridDecisionLayout() {
    val o = val::object();
    o.set("stride", int(sizeof(GridDecision) / 4));
    o.set("proxy", WORD(GridDecision, proxy));
    o.set("step", WORD(GridDecision, step));
    o.set("returning", WORD(GridDecision, returning));
    o.set("chosen", WORD(GridDecision, chosen));
    o.set("stop", WORD(GridDecision, stop));
    o.set("rule", WORD(GridDecision, rule));
    return o;
}

/// Stride and word offsets of ContextRecord.
val contextLayout() {
    val o = val::object();
    o.set("stride", int(sizeof(ContextRecord) / 4));
    o.set("slots", WORD(ContextRecord, slots));
    o.set("source", WORD(ContextRecord, source));
    o.set("allMasked", WORD(ContextRecord, allMasked));
    o.set("lookAhead", WORD(ContextRecord, lookAhead));
    o.set("headingX", WORD(ContextRecord, heading.x));
    o.set("headingY", WORD(ContextRecord, heading.y));
    o.set("desiredX", WORD(ContextRecord, desiredDirection.x));
    o.set("desiredY", WORD(ContextRecord, desiredDirection.y));
    o.set("pathPointX", WORD(ContextRecord, pathPoint.x));
    o.set("pathPointY", WORD(ContextRecord, pathPoint.y));
    o.set("chosenX", WORD(ContextRecord, chosen.x));
    o.set("chosenY", WORD(ContextRecord, chosen.y));
    o.set("rawInterest", WORD(ContextRecord, rawInterest));
    o.set("interest", WORD(ContextRecord, interest));
    o.set("danger", WORD(ContextRecord, danger));
    o.set("hit", WORD(ContextRecord, hit));
    o.set("maxSlots", int(kMaxContextSlots));
    return o;
}

/// Stride and word offsets of SteeringRecord and of the RayRecords inside it.
val steeringLayout() {
    val o = val::object();
    o.set("stride", int(sizeof(SteeringRecord) / 4));
    o.set("rays", WORD(SteeringRecord, rays));
    o.set("rayStride", int(sizeof(RayRecord) / 4));
    o.set("maxRays", int(kMaxRays));
    val ray = val::object();
    ray.set("startX", WORD(RayRecord, start.x));
    ray.set("startY", WORD(RayRecord, start.y));
    ray.set("endX", WORD(RayRecord, end.x));
    ray.set("endY", WORD(RayRecord, end.y));
    ray.set("hitX", WORD(RayRecord, hitPoint.x));
    ray.set("hitY", WORD(RayRecord, hitPoint.y));
    ray.set("normalX", WORD(RayRecord, normal.x));
    ray.set("normalY", WORD(RayRecord, normal.y));
    ray.set("length", WORD(RayRecord, length));
    ray.set("distance", WORD(RayRecord, distance));
    ray.set("value", WORD(RayRecord, value));
    ray.set("hit", WORD(RayRecord, hit));
    o.set("ray", ray);
    o.set("rayCount", WORD(SteeringRecord, rayCount));
    o.set("rule", WORD(SteeringRecord, rule));
    o.set("baseX", WORD(SteeringRecord, base.x));
    o.set("baseY", WORD(SteeringRecord, base.y));
    o.set("steerX", WORD(SteeringRecord, steer.x));
    o.set("steerY", WORD(SteeringRecord, steer.y));
    o.set("brakeX", WORD(SteeringRecord, brake.x));
    o.set("brakeY", WORD(SteeringRecord, brake.y));
    o.set("targetX", WORD(SteeringRecord, target.x));
    o.set("targetY", WORD(SteeringRecord, target.y));
    o.set("accelX", WORD(SteeringRecord, acceleration.x));
    o.set("accelY", WORD(SteeringRecord, acceleration.y));
    o.set("emergency", WORD(SteeringRecord, emergency));
    o.set("chosenRay", WORD(SteeringRecord, chosenRay));
    o.set("threat", WORD(SteeringRecord, threat));
    o.set("threatTime", WORD(SteeringRecord, threatTime));
    o.set("threatSeparation", WORD(SteeringRecord, threatSeparation));
    o.set("threatSelfX", WORD(SteeringRecord, threatSelf.x));
    o.set("threatSelfY", WORD(SteeringRecord, threatSelf.y));
    o.set("threatOtherX", WORD(SteeringRecord, threatOther.x));
    o.set("threatOtherY", WORD(SteeringRecord, threatOther.y));
    o.set("influence", WORD(SteeringRecord, influence));
    return o;
}

#undef WORD

val names(const char* (*name)(uint32_t), uint32_t count) {
    val list = val::array();
    for (uint32_t i = 0; i < count; ++i) list.call<void>("push", std::string(name(i)));
    return list;
}

val behaviorNames() {
    return names([](uint32_t i) { return behaviorName(Behavior(i)); }, kBehaviorCount);
}

val stopReasonNames() {
    return names([](uint32_t i) { return stopReasonName(StopReason(i)); }, 5);
}

val directionNames() {
    return names([](uint32_t i) { return directionName(Direction(i)); }, 5);
}

val steeringRuleNames() {
    return names([](uint32_t i) { return steeringRuleName(SteeringRule(i)); }, kSteeringRuleCount);
}

val decisionRuleNames() {
    return names([](uint32_t i) { return decisionRuleName(DecisionRule(i)); }, kDecisionRuleCount);
}

// ---- small adapters for types embind cannot carry --------------------------------------------------

uint32_t agentDefBehavior(const AgentDef& d) { return uint32_t(d.behavior); }
void setAgentDefBehavior(AgentDef& d, uint32_t b) { d.behavior = Behavior(b); }

std::string hashHex(const World& w) { return toHex(w.hash()); }

/// The seed crosses as a double (JS numbers); seeds are integers below 2^53.
EditResult setSim(World& w, float dt, uint32_t maxSteps, double seed) {
    SimConfig c;
    c.dt = dt;
    c.maxSteps = maxSteps;
    if (!(seed >= 0.0 && seed <= 9007199254740991.0) || seed != double(uint64_t(seed))) {
        return {-1, "sim.seed: must be an integer 0..2^53-1"};
    }
    c.seed = uint64_t(seed);
    return w.setConfig(c);
}

// ---- scenarios: the core parses and validates; JS only passes text -----------------------------------

val errorList(const std::vector<std::string>& errors) {
    val list = val::array();
    for (const std::string& e : errors) list.call<void>("push", e);
    return list;
}

/// { errors: [...] } for scenario text, without touching any world.
val validateScenario(const std::string& text) {
    val o = val::object();
    o.set("errors", errorList(parseScenario(text).errors));
    return o;
}

/// Replaces the world with the scenario when it is valid; otherwise leaves it untouched.
/// Returns { errors, title, description, view } with view as JSON text ("" when the file has none).
val loadScenario(World& w, const std::string& text) {
    ScenarioParse parsed = parseScenario(text);
    val o = val::object();
    o.set("errors", errorList(parsed.errors));
    if (!parsed.ok()) return o;
    w = buildWorld(parsed.scenario);
    o.set("title", parsed.scenario.title);
    o.set("description", parsed.scenario.description);
    std::string view;
    if (parsed.scenario.hasView) {
        const Json doc = scenarioToJson(parsed.scenario);
        view = writeJson(*doc.find("view"), 0);
    }
    o.set("view", view);
    return o;
}

/// The world's definition as scenario JSON text (title, description and view are the page's to add).
std::string exportScenario(const World& w) { return writeScenario(scenarioFromWorld(w), 0); }

/// An explicit, complete copy (an undo snapshot). The caller owns it and must delete() it.
World cloneWorld(const World& w) { return w; }

val overlayList() {
    val list = val::array();
    for (const char* name : overlayNames()) list.call<void>("push", std::string(name));
    return list;
}

int width(const World& w) { return w.grid().width(); }
int height(const World& w) { return w.grid().height(); }
int agentCount(const World& w) { return int(w.agents().size()); }
int circleCount(const World& w) { return int(w.circles().size()); }
float dt(const World& w) { return w.config().dt; }
uint32_t maxSteps(const World& w) { return w.config().maxSteps; }
double seed(const World& w) { return double(w.config().seed); }

}  // namespace

EMSCRIPTEN_BINDINGS(sidestep) {
    value_object<Vec2>("Vec2").field("x", &Vec2::x).field("y", &Vec2::y);
    value_object<EditResult>("EditResult").field("index", &EditResult::index).field("error", &EditResult::error);
    value_object<AgentDef>("AgentDef")
        .field("behavior", &agentDefBehavior, &setAgentDefBehavior)
        .field("start", &AgentDef::start)
        .field("goal", &AgentDef::goal)
        .field("radius", &AgentDef::radius)
        .field("maxSpeed", &AgentDef::maxSpeed)
        .field("maxAccel", &AgentDef::maxAccel)
        .field("name", &AgentDef::name)
        .field("avoidAgents", &AgentDef::avoidAgents)
        .field("path", &AgentDef::path);

    function("agentLayout", &agentLayout);
    function("circleLayout", &circleLayout);
    function("gridDecisionLayout", &gridDecisionLayout);
    function("behaviorNames", &behaviorNames);
    function("stopReasonNames", &stopReasonNames);
    function("directionNames", &directionNames);
    function("decisionRuleNames", &decisionRuleNames);
    function("overlayNames", &overlayList);
    function("steeringLayout", &steeringLayout);
    function("contextLayout", &contextLayout);
    function("interestSourceNames", +[]() {
        val list = val::array();
        for (uint32_t i = 0; i < 4; ++i) list.call<void>("push", std::string(interestSourceName(InterestSource(i))));
        return list;
    });
    function("steeringRuleNames", &steeringRuleNames);
    function("validateScenario", &validateScenario);
    function("paramSpecs", &paramSpecs);

    class_<FieldOverlay>("FieldOverlay")
        .constructor<>()
        .function("update", &FieldOverlay::update)
        .function("big", &FieldOverlay::big)
        .function("lookahead", &FieldOverlay::lookahead)
        .function("fieldVersion", &FieldOverlay::fieldVersion)
        .function("reachVersion", &FieldOverlay::reachVersion)
        .function("proxyView", &fieldProxyView)
        .function("stepView", &fieldStepView)
        .function("reachView", &fieldReachView);

    class_<World>("World")
        .constructor<int32_t, int32_t>()
        .function("width", &width)
        .function("height", &height)
        .function("agentCount", &agentCount)
        .function("circleCount", &circleCount)
        .function("stepCount", &World::stepCount)
        .function("finished", &World::finished)
        .function("hash", &hashHex)
        .function("dt", &dt)
        .function("maxSteps", &maxSteps)
        .function("seed", &seed)
        .function("setCell", &World::setCell)
        .function("resizeGrid", &World::resizeGrid)
        .function("clearGrid", &World::clearGrid)
        .function("addCircle", &World::addCircle)
        .function("moveCircle", &World::moveCircle)
        .function("resizeCircle", &World::resizeCircle)
        .function("removeCircle", &World::removeCircle)
        .function("addAgent", &World::addAgent)
        .function("removeAgent", &World::removeAgent)
        .function("setAgentStart", &World::setAgentStart)
        .function("setAgentGoal", &World::setAgentGoal)
        .function("setSim", &setSim)
        .function("clear", &World::clear)
        .function("reset", &World::reset)
        .function("step", &World::step)
        .function("run", &World::run)
        .function("revision", &World::revision)
        .function("setAgentParam", &World::setAgentParam)
        .function("refreshDecisions", &World::refreshDecisions)
        .function("watchAgent", &World::watchAgent)
        .function("watchedAgent", &World::watchedAgent)
        .function("trailView", &trailView)
        .function("steeringView", &steeringView)
        .function("contextView", &contextView)
        .function("paths", &pathList)
        .function("targets", &targetList)
        .function("addPath", &addPath)
        .function("setPath", &setPath)
        .function("removePath", &World::removePath)
        .function("setTargets", &setTargets)
        .function("setAgentPath", &World::setAgentPath)
        .function("setDrive", &World::setDrive)
        .function("setDriveInput", &World::setDriveInput)
        .function("loadScenario", &loadScenario)
        .function("exportScenario", &exportScenario)
        .function("clone", &cloneWorld)
        .function("agentName", +[](const World& w, int i) {
            return i >= 0 && size_t(i) < w.agentNames().size() ? w.agentNames()[size_t(i)] : std::string();
        })
        .function("cellsView", &cellsView)
        .function("agentsView", &agentsView)
        .function("circlesView", &circlesView)
        .function("gridDecisionsView", &gridDecisionsView);
}
