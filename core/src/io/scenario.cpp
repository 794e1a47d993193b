// Scenario format v1: writing, and conversion to and from a World.
#include "sidestep/io/scenario.hpp"

#include <algorithm>
#include <cmath>

#include "checker.hpp"
#include "sidestep/behaviors/params.hpp"
#include "sidestep/io/bundled_maps.hpp"

namespace sidestep {

namespace {

Json point(Vec2 p) { return pointToJson(p); }

/// Above this many cells an open grid is written as "size" [w, h] (a 1024 x 1024 open world: 13 bytes, not 1 MB).
constexpr int64_t kOpenGridRows = 256 * 256;
Json settings(const std::vector<ParamSpec>& specs, const float* values) { return settingsToJson(specs, values); }

}  // namespace

Json pointToJson(Vec2 p) { return Json::array().push(Json::fromFloat(p.x)).push(Json::fromFloat(p.y)); }

/// A table of settings as an object, by name: booleans as true/false, choices by name.
Json settingsToJson(const std::vector<ParamSpec>& specs, const float* values) {
    Json out = Json::object();
    for (size_t k = 0; k < specs.size(); ++k) {
        const ParamSpec& spec = specs[k];
        const float v = values[k];
        if (spec.type == ParamType::Bool)
            out.set(spec.name, Json::boolean(v != 0.0f));
        else if (spec.type == ParamType::Choice)
            out.set(spec.name, Json::string(spec.choices[size_t(v)]));
        else
            out.set(spec.name, Json::fromFloat(v));
    }
    return out;
}

Json agentToJson(const AgentDef& a) {
    Json agent = Json::object();
    agent.set("name", Json::string(a.name));
    agent.set("behavior", Json::string(behaviorName(a.behavior)));
    agent.set("start", point(a.start));
    agent.set("goal", point(a.goal));
    if (kindOf(a.behavior) == AgentKind::Continuous) {
        agent.set("radius", Json::fromFloat(a.radius));
        agent.set("maxSpeed", Json::fromFloat(a.maxSpeed));
        agent.set("maxAccel", Json::fromFloat(a.maxAccel));
        if (a.avoidAgents) agent.set("avoidAgents", Json::boolean(true));
        if (a.planner != 0) agent.set("planner", Json::string(routeKindName(RouteKind(a.planner))));
        if (a.path >= 0) agent.set("path", Json::number(a.path));
        if (a.driven)
            agent.set("drive",
                      Json::object().set("assist", Json::boolean(a.driveAssist)).set("input", point(a.driveInput)));
    }
    const auto values = a.hasParams ? a.params : defaultParams(a.behavior);
    if (a.behavior == Behavior::Script) {
        agent.set("script", Json::string(a.script.name));
        agent.set("params", scriptParamsToJson(a));
    } else {
        agent.set("params", settings(paramsOf(a.behavior), values.data()));
    }
    // Written whenever avoidance is on (and else where it differs from the defaults), so that a file or link
    // keeps its behaviour when the defaults move.
    const auto avoidance = a.hasAvoidance ? a.avoidance : defaultAvoidance();
    if (kindOf(a.behavior) == AgentKind::Continuous && (a.avoidAgents || avoidance != defaultAvoidance())) {
        // atGoal (added last) only where it is not giveWay: files and links written before it stay as they were.
        auto specs = avoidanceParamSpecs();
        if (avoidance[kAvoidanceParams - 1] == specs.back().defaultValue) specs.pop_back();
        agent.set("avoidance", settings(specs, avoidance.data()));
    }
    return agent;
}

/// An open grid (no blocked cell) of more than kOpenGridRows cells is written as its size, not its rows.
static bool isLargeOpenGrid(const Grid& g) {
    if (int64_t(g.width()) * g.height() <= kOpenGridRows) return false;
    for (int32_t y = 0; y < g.height(); ++y) {
        for (int32_t x = 0; x < g.width(); ++x) {
            if (g.blocked(x, y)) return false;
        }
    }
    return true;
}

Json scenarioToJson(const Scenario& s) {
    Json doc = Json::object();
    doc.set("version", Json::number(1));
    doc.set("title", Json::string(s.title));
    doc.set("description", Json::string(s.description));
    // A grid that is a bundled map is written as its name (a short link); any other as its rows.
    Json world = Json::object();
    if (const std::string_view map = bundledMapName(s.grid); !map.empty()) {
        world.set("map", Json::string(std::string(map)));
    } else if (isLargeOpenGrid(s.grid)) {
        world.set("size", Json::array().push(Json::number(s.grid.width())).push(Json::number(s.grid.height())));
    } else {
        Json rows = Json::array();
        for (int32_t y = 0; y < s.grid.height(); ++y) {
            std::string row(size_t(s.grid.width()), '.');
            for (int32_t x = 0; x < s.grid.width(); ++x) {
                if (s.grid.blocked(x, y)) row[size_t(x)] = '@';
            }
            rows.push(Json::string(std::move(row)));
        }
        world.set("grid", std::move(rows));
    }
    Json circles = Json::array();
    for (const Circle& c : s.circles) {
        Json circle = Json::object()
                          .set("x", Json::fromFloat(c.center.x))
                          .set("y", Json::fromFloat(c.center.y))
                          .set("r", Json::fromFloat(c.radius));
        if (!std::isinf(c.height)) circle.set("height", Json::fromFloat(c.height));
        circles.push(std::move(circle));
    }
    world.set("circles", std::move(circles));
    if (!std::isinf(s.wallHeight)) world.set("wallHeight", Json::fromFloat(s.wallHeight));
    if (!s.terrain.empty()) {
        const size_t columns = size_t(s.grid.width()) + 1;
        Json heights = Json::array();
        for (size_t y = 0; y <= size_t(s.grid.height()); ++y) {
            Json row = Json::array();
            for (size_t x = 0; x < columns; ++x) row.push(Json::fromFloat(s.terrain[y * columns + x]));
            heights.push(std::move(row));
        }
        world.set("terrain", Json::object().set("heights", std::move(heights)));
    }
    if (!s.paths.empty()) {
        Json paths = Json::array();
        for (const Path& path : s.paths) {
            Json points = Json::array();
            for (const Vec2 q : path.points) points.push(point(q));
            paths.push(Json::object().set("points", std::move(points)).set("closed", Json::boolean(path.closed)));
        }
        world.set("paths", std::move(paths));
    }
    if (!s.targets.empty()) {
        Json targets = Json::array();
        for (const Vec2 q : s.targets) targets.push(point(q));
        world.set("targets", std::move(targets));
    }
    doc.set("world", std::move(world));
    if (!s.scripts.empty()) doc.set("scripts", scriptsToJson(s.scripts));
    // The regions' agents are written as their regions (a crowd stays a few lines); the others one by one.
    const size_t described = std::min(s.agents.size(), size_t(regionAgentCount(s.regions)));
    if (!s.regions.empty()) {
        Json regions = Json::array();
        for (const CrowdRegion& r : s.regions) regions.push(regionToJson(r));
        doc.set("regions", std::move(regions));
    }
    Json agents = Json::array();
    for (size_t i = described; i < s.agents.size(); ++i) agents.push(agentToJson(s.agents[i]));
    doc.set("agents", std::move(agents));
    Json sim = Json::object()
                   .set("dt", Json::fromFloat(s.sim.dt))
                   .set("maxSteps", Json::number(double(s.sim.maxSteps)))
                   .set("seed", Json::number(double(s.sim.seed)));
    if (s.sim.leaveAtGoal) sim.set("atGoal", Json::string("leave"));  // only where it differs from the default
    if (s.sim.scriptBudget != kDefaultScriptBudget) sim.set("scriptBudget", Json::number(double(s.sim.scriptBudget)));
    if (s.sim.offRoute != kDefaultOffRoute) sim.set("offRoute", Json::fromFloat(s.sim.offRoute));
    doc.set("sim", std::move(sim));
    if (!s.history.empty()) {
        Json history = Json::array();
        for (const TimedEdit& e : s.history) history.push(editToJson(e, true));
        doc.set("history", std::move(history));
    }
    if (!s.compare.empty()) doc.set("compare", compareToJson(s.compare));
    if (s.hasView) {
        Json overlays = Json::array();
        for (const std::string& o : s.view.overlays) overlays.push(Json::string(o));
        doc.set("view", Json::object()
                            .set("step", Json::number(double(s.view.step)))
                            .set("playing", Json::boolean(s.view.playing))
                            .set("overlays", std::move(overlays))
                            .set("selected", s.view.selected < 0 ? Json() : Json::number(double(s.view.selected)))
                            .set("pace", s.view.hasPace ? Json::fromFloat(s.view.pace) : Json())
                            .set("camera", s.view.hasCamera ? Json::object()
                                                                  .set("x", Json::fromFloat(s.view.camera.x))
                                                                  .set("y", Json::fromFloat(s.view.camera.y))
                                                                  .set("zoom", Json::fromFloat(s.view.camera.zoom))
                                                            : Json()));
    }
    return doc;
}

std::string writeScenario(const Scenario& s, int indent) {
    return writeJson(scenarioToJson(s), indent) + (indent > 0 ? "\n" : "");
}

World buildWorld(const Scenario& s) {
    World w(s.grid.width(), s.grid.height());
    for (int32_t y = 0; y < s.grid.height(); ++y) {
        for (int32_t x = 0; x < s.grid.width(); ++x) {
            if (s.grid.blocked(x, y)) w.setCell(x, y, true);
        }
    }
    for (const Circle& c : s.circles) {
        const EditResult added = w.addCircle(c.center, c.radius);
        if (added.ok() && !std::isinf(c.height)) w.setCircleHeight(added.index, c.height);
    }
    if (!s.terrain.empty()) w.setTerrain(s.terrain);
    if (!std::isinf(s.wallHeight)) w.setWallHeight(s.wallHeight);
    for (const Path& p : s.paths) w.addPath(p.points, p.closed);
    w.setTargets(s.targets);
    w.setScripts(s.scripts);
    for (const AgentDef& a : s.agents) w.addAgent(a);
    w.setConfig(s.sim);
    w.reset();
    return w;
}

AgentDef agentDefOf(const World& w, size_t i) {
    const Agent& a = w.agents()[i];
    AgentDef def;
    def.name = w.agentNames()[i];
    def.behavior = a.behavior;
    def.start = a.start;
    def.goal = a.goal;
    def.radius = a.radius;
    def.maxSpeed = a.maxSpeed;
    def.maxAccel = a.maxAccel;
    def.params = a.params;
    def.hasParams = true;
    def.avoidAgents = a.avoidAgents != 0;
    def.avoidance = a.avoidance;
    def.hasAvoidance = true;
    def.path = a.path;
    def.driven = a.driven != 0;
    def.driveAssist = a.assist != 0;
    def.driveInput = a.driveInput;
    def.planner = a.planner;
    if (i < w.scriptSlots().size() && w.scriptSlots()[i].script >= 0) {
        const ScriptSlot& slot = w.scriptSlots()[i];
        def.script.name = w.scripts()[size_t(slot.script)].name;
        def.script.params = slot.params;
    }
    return def;
}

std::string writeAgent(const AgentDef& agent) { return writeJson(agentToJson(agent), 0); }

Scenario scenarioFromWorld(const World& w) {
    Scenario s;
    s.grid = w.grid();
    s.circles = w.circles();
    if (const float* heights = w.terrain().data()) {
        s.terrain.assign(heights, heights + size_t(w.terrain().stride()) * size_t(w.terrain().height() + 1));
    }
    s.wallHeight = w.wallHeight();
    s.paths = w.paths();
    s.targets = w.targets();
    s.agents.reserve(w.agents().size());
    for (size_t i = 0; i < w.agents().size(); ++i) s.agents.push_back(agentDefOf(w, i));
    s.scripts = w.scripts();
    s.sim = w.config();
    return s;
}

const std::vector<const char*>& overlayNames() {
    static const std::vector<const char*> names{"goals",      "decisions",  "heatmap", "reach", "trail",
                                                "rays",       "forces",     "context", "orca",  "paths",
                                                "everyAgent", "byBehavior", "profile", "routes"};
    return names;
}

}  // namespace sidestep
