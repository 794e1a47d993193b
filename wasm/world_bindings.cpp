// embind registration of the World for the page: editing, stepping, scenarios, and zero-copy views of
// the state (layouts and names are in layouts.cpp). No algorithm code here. Views are typed arrays over
// the wasm heap; they detach when the heap grows, so the JS facade takes them again after every call
// that may allocate.
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <cstddef>
#include <cstdint>

#include "sidestep/behaviors/decide.hpp"
#include "sidestep/behaviors/params.hpp"
#include "sidestep/io/json.hpp"
#include "sidestep/io/message_json.hpp"
#include "sidestep/io/scenario.hpp"
#include "sidestep/world/field_overlay.hpp"
#include "sidestep/world/hash.hpp"
#include "sidestep/world/world.hpp"
#include "views.hpp"

using namespace emscripten;
using namespace sidestep;

namespace {

// ---- zero-copy views ----------------------------------------------------------------------------

using bind::wordsView;

val cellsView(const World& w) {
    const Grid& g = w.grid();
    return val(typed_memory_view(size_t(g.width()) * size_t(g.height()), g.data()));
}

val agentsView(const World& w) { return wordsView(w.agents()); }

val circlesView(const World& w) { return wordsView(w.circles()); }

val gridDecisionsView(const World& w) { return wordsView(w.gridDecisions()); }

val steeringView(const World& w) { return wordsView(w.steering()); }

val contextView(const World& w) { return wordsView(w.contextMaps()); }

/// Per agent, its record in contextView() or -1 (only context agents carry one).
val contextSlotsView(const World& w) {
    return val(typed_memory_view(w.contextSlots().size(), w.contextSlots().data()));
}

val orcaView(const World& w) { return wordsView(w.orcaRecords()); }

val outlineView(const World& w) { return wordsView(w.outline().edges()); }

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
EditResult setPath(World& w, int index, val points, bool closed) {
    return w.setPath(index, vecFromJSArray<Vec2>(points), closed);
}
EditResult setTargets(World& w, val points) { return w.setTargets(vecFromJSArray<Vec2>(points)); }

/// Where one array lives and how long it is, mixed into a running key (FNV-1a over 32-bit words).
template <class T>
uint32_t mixStorage(uint32_t key, const T* data, size_t size) {
    for (const uint32_t word : {uint32_t(reinterpret_cast<uintptr_t>(data)), uint32_t(size)})
        key = (key ^ word) * 16777619u;
    return key;
}

/// Changes whenever any array behind the state views moved or changed length, so the page can keep its
/// views from frame to frame and take new ones only then (a step never moves them).
double viewsKey(const World& w) {
    uint32_t key = 2166136261u;
    key = mixStorage(key, w.grid().data(), size_t(w.grid().width()) * size_t(w.grid().height()));
    key = mixStorage(key, w.agents().data(), w.agents().size());
    key = mixStorage(key, w.circles().data(), w.circles().size());
    key = mixStorage(key, w.gridDecisions().data(), w.gridDecisions().size());
    key = mixStorage(key, w.steering().data(), w.steering().size());
    key = mixStorage(key, w.contextMaps().data(), w.contextMaps().size());
    key = mixStorage(key, w.contextSlots().data(), w.contextSlots().size());
    key = mixStorage(key, w.orcaRecords().data(), w.orcaRecords().size());
    key = mixStorage(key, w.outline().edges().data(), w.outline().edges().size());
    key = mixStorage(key, w.slopes().data(), w.slopes().size());
    return double(key);
}

val fieldProxyView(const FieldOverlay& f) { return val(typed_memory_view(f.proxy().size(), f.proxy().data())); }
val fieldStepView(const FieldOverlay& f) { return val(typed_memory_view(f.step().size(), f.step().data())); }
val fieldReachView(const FieldOverlay& f) { return val(typed_memory_view(f.reach().size(), f.reach().data())); }

// ---- small adapters for types embind cannot carry --------------------------------------------------

uint32_t agentDefBehavior(const AgentDef& d) { return uint32_t(d.behavior); }
void setAgentDefBehavior(AgentDef& d, uint32_t b) { d.behavior = Behavior(b); }

std::string hashHex(const World& w) { return toHex(w.hash()); }
/// The grid's digest (Grid::digest() as hex), to compare with the importers' module's map.
std::string gridDigest(const World& w) { return toHex(w.grid().digest()); }

/// The seed crosses as a double (JS numbers); seeds are integers below 2^53.
/// The settings it does not name (atGoal, scriptBudget, offRoute) stay as they are.
EditResult setSim(World& w, float dt, uint32_t maxSteps, double seed) {
    SimConfig c = w.config();
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

/// { errors: [...], messages } for scenario text, without touching any world (messages: JSON text, each error's
/// message {id, args} or null, for the page to word: docs/languages.md).
val validateScenario(const std::string& text) {
    const ScenarioParse parsed = parseScenario(text);
    val o = val::object();
    o.set("errors", errorList(parsed.errors));
    o.set("messages", errorMessagesText(parsed.errors, parsed.messages));
    return o;
}

/// Replaces the world with the scenario when it is valid; otherwise leaves it untouched.
/// Returns { errors, messages, title, description, view } with view as JSON text ("" when the file has none).
val loadScenario(World& w, const std::string& text) {
    ScenarioParse parsed = parseScenario(text);
    val o = val::object();
    o.set("errors", errorList(parsed.errors));
    o.set("messages", errorMessagesText(parsed.errors, parsed.messages));
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
/// What agents do at their goal: "stay" (a body in the way) or "leave" (SteerSuite's: gone from the world).
std::string atGoal(const World& w) { return w.config().leaveAtGoal ? "leave" : "stay"; }
uint32_t scriptBudget(const World& w) { return w.config().scriptBudget; }
float offRoute(const World& w) { return w.config().offRoute; }

}  // namespace

EMSCRIPTEN_BINDINGS(sidestep_world) {
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

    function("overlayNames", &overlayList);
    function("validateScenario", &validateScenario);

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
        .function("atGoal", &atGoal)
        .function("scriptBudget", &scriptBudget)
        .function("offRoute", &offRoute)
        .function("gridDigest", &gridDigest)
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
        .function(
            "setAgentParam",
            +[](World& w, int32_t i, const std::string& name, float v) { return w.setAgentParam(i, name, v); })
        .function("setAvoidAgents", &World::setAvoidAgents)
        .function(
            "setAvoidanceParam",
            +[](World& w, int32_t i, const std::string& name, float v) { return w.setAvoidanceParam(i, name, v); })
        .function("useIndex", &World::useIndex)
        .function("refreshDecisions", &World::refreshDecisions)
        .function("viewsKey", &viewsKey)
        .function("steeringView", &steeringView)
        .function("contextView", &contextView)
        .function("contextSlotsView", &contextSlotsView)
        .function("orcaView", &orcaView)
        .function("outlineView", &outlineView)
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
        .function(
            "agentName",
            +[](const World& w, int i) {
                return i >= 0 && size_t(i) < w.agentNames().size() ? w.agentNames()[size_t(i)] : std::string();
            })
        /// Agent i's state in the panels' word (agentStatus: "moving", "stalled", "reached", ...); "" for none.
        .function(
            "agentStatus",
            +[](const World& w, int i) {
                return std::string(i >= 0 && size_t(i) < w.agents().size() ? agentStatus(w.agents()[size_t(i)]) : "");
            })
        .function("cellsView", &cellsView)
        .function("agentsView", &agentsView)
        .function("circlesView", &circlesView)
        .function("gridDecisionsView", &gridDecisionsView);
}
