// Scenario format v1: parsing and validation. Every rule failure is an error naming the field and the
// rule; all of them are collected (up to kMaxScenarioErrors).
#include "sidestep/io/scenario.hpp"

#include <algorithm>
#include <cmath>

#include "checker.hpp"
#include "sidestep/behaviors/params.hpp"
#include "sidestep/io/bundled_maps.hpp"

namespace sidestep {

namespace {

const char* kFormat = "sidestep scenario v1";

void parseSettings(Checker& check, const Json& settings, const std::string& path, const std::vector<ParamSpec>& specs,
                   const std::string& owner, float* values);

/// Agent avoidance's settings, read as parseSettings does; files written before the settings were measured in
/// the agent's own size say "horizon" (seconds) and "margin" (world units): the same horizon is lookahead =
/// horizon x maxSpeed / radius, and the margin becomes spacing = margin / (2 radius) (exact between agents of
/// one size).
void parseLegacyAvoidance(Checker& check, const Json& settings, const std::string& path, AgentDef& def) {
    if (!settings.isObject())
        return parseSettings(check, settings, path, avoidanceParamSpecs(), "avoidance", def.avoidance.data());
    Json current = Json::object();
    const Json *horizon = nullptr, *margin = nullptr;
    for (const auto& [key, value] : settings.members()) {
        if (key == "horizon" && !settings.find("lookahead"))
            horizon = &value;
        else if (key == "margin" && !settings.find("spacing"))
            margin = &value;
        else
            current.set(key, value);
    }
    parseSettings(check, current, path, avoidanceParamSpecs(), "avoidance", def.avoidance.data());
    const auto& specs = avoidanceParamSpecs();
    auto convert = [&](const Json* v, const char* key, size_t k, float value) {
        if (!v->isNumber() || !std::isfinite(v->asNumber()) || storedFloat(v->asNumber()) < 0.0f) {
            return check.error(Checker::join(path, key), Checker::got("invalid-number-min", *v).text("min", "0"));
        }
        const std::string x = formatFloat(value), lo = formatFloat(specs[k].min), hi = formatFloat(specs[k].max);
        Message range(k == 0 ? "invalid-horizon-lookahead" : "invalid-margin-spacing");  // both number settings
        if (!checkParam(specs[k], value).empty())
            return check.error(Checker::join(path, key),
                               range.text("value", x).text("lo", lo).text("hi", hi).text("got", x));
        def.avoidance[k] = value;
    };
    auto number = [](const Json* v) { return v->isNumber() ? double(storedFloat(v->asNumber())) : 0.0; };
    if (horizon)
        convert(horizon, "horizon", 0, storedFloat(number(horizon) * double(def.maxSpeed) / double(def.radius)));
    if (margin) convert(margin, "margin", 1, storedFloat(number(margin) / (2.0 * double(def.radius))));
}

/// A table of settings (a behaviour's params, or agent avoidance) read into `values`: each key must name
/// a spec, each value fit its type and range. `owner` names the table in errors ("seek", "avoidance").
void parseSettings(Checker& check, const Json& settings, const std::string& path, const std::vector<ParamSpec>& specs,
                   const std::string& owner, float* values) {
    if (!settings.isObject()) return check.error(path, Checker::got("invalid-object", settings));
    for (const auto& [key, value] : settings.members()) {
        const std::string p = Checker::join(path, key);
        size_t k = 0;
        while (k < specs.size() && key != specs[k].name) ++k;
        if (k == specs.size()) {
            std::string known;
            for (const ParamSpec& spec : specs) known += (known.empty() ? "" : ", ") + std::string(spec.name);
            check.error(p, known.empty() ? Message("invalid-unknown-param-none").text("owner", owner)
                                         : Message("invalid-unknown-param").text("owner", owner).text("known", known));
            continue;
        }
        const ParamSpec& spec = specs[k];
        float v = 0.0f;
        switch (spec.type) {
            case ParamType::Bool:
                if (!value.isBool()) {
                    check.error(p, Checker::got("invalid-boolean", value));
                    continue;
                }
                v = value.asBool() ? 1.0f : 0.0f;
                break;
            case ParamType::Choice: {
                size_t c = 0;
                while (value.isString() && c < spec.choices.size() && value.asString() != spec.choices[c]) ++c;
                if (!value.isString() || c == spec.choices.size()) {
                    std::string list;
                    for (const char* name : spec.choices) list += (list.empty() ? "" : ", ") + std::string(name);
                    check.error(p, Checker::gotArg(Message("invalid-one-of").text("list", list), value));
                    continue;
                }
                v = float(c);
                break;
            }
            case ParamType::Int:
            case ParamType::Float: {
                v = value.isNumber() ? storedFloat(value.asNumber()) : NAN;  // checked as the float it is stored as
                std::string e = checkParam(spec, v);
                if (e.empty() && spec.type == ParamType::Int && double(v) != value.asNumber())
                    e = checkParam(spec, 0.5f);
                if (!e.empty()) {
                    // Name the value as written, not as rounded to a float (the rule is checkParam's).
                    const char* id = spec.type == ParamType::Int ? "invalid-integer" : "invalid-number-between";
                    check.error(
                        p, Checker::got(id, value).text("lo", formatFloat(spec.min)).text("hi", formatFloat(spec.max)));
                    continue;
                }
                break;
            }
        }
        values[k] = v;
    }
}

void parseParams(Checker& check, const Json& params, const std::string& path, AgentDef& def) {
    def.params = defaultParams(def.behavior);
    def.hasParams = true;
    parseSettings(check, params, path, paramsOf(def.behavior), behaviorName(def.behavior), def.params.data());
}

bool insideWorld(const Grid& g, Vec2 p, bool grid) {
    // Compared as floats first: converting a coordinate far off the grid to int32 is undefined.
    if (grid)
        return p.x == std::floor(p.x) && p.y == std::floor(p.y) && p.x >= 0.0f && p.y >= 0.0f &&
               p.x < float(g.width()) && p.y < float(g.height());
    return p.x >= 0.0f && p.y >= 0.0f && p.x <= float(g.width()) && p.y <= float(g.height());
}

}  // namespace

namespace {

/// "drive": {"assist": true, "input": [x, y]}: the agent is driven from step 0 (continuous agents only).
bool parseDrive(Checker& check, const Json& drive, const std::string& path, bool grid, AgentDef& def) {
    if (grid || !drive.isObject()) {
        check.error(path, grid ? Checker::rule("invalid-rule-grid-drive")
                               : Checker::got("invalid-object-keys", drive).text("keys", "{\"assist\", \"input\"}"));
        return false;
    }
    check.onlyKeys(drive, path, {"assist", "input"});
    def.driven = true;
    bool ok = true;
    if (const Json* assist = drive.find("assist")) ok = check.boolean(*assist, path + ".assist", def.driveAssist);
    if (const Json* input = drive.find("input")) {
        if (!check.point(*input, path + ".input", def.driveInput)) return false;
        if (std::fabs(def.driveInput.x) > 1.0f || std::fabs(def.driveInput.y) > 1.0f) {
            check.error(path + ".input", Checker::got("invalid-axes", *input).text("range", "[-1, 1]"));
            ok = false;
        }
    }
    return ok;
}

}  // namespace

bool parseAgentDef(Checker& check, const Json& a, const std::string& path, const Scenario* scene, AgentDef& def) {
    if (!a.isObject()) {
        check.error(path, Checker::got("invalid-object", a));
        return false;
    }
    check.onlyKeys(a, path,
                   {"name", "behavior", "start", "goal", "radius", "maxSpeed", "maxAccel", "params", "avoidAgents",
                    "avoidance", "path", "script", "drive", "planner"});
    bool ok = true;
    if (const Json* name = a.find("name")) ok = check.string(*name, path + ".name", 64, def.name) && ok;
    const Json* behavior = a.find("behavior");
    std::string behaviorText;
    if (!behavior) {
        check.error(path + ".behavior", Message("invalid-required"));
        return false;
    }
    if (!check.string(*behavior, path + ".behavior", 32, behaviorText)) return false;
    if (!parseBehavior(behaviorText, def.behavior)) {
        std::string available;
        for (uint32_t b = 0; b < kBehaviorCount; ++b)
            available += (b ? ", " : "") + std::string(behaviorName(Behavior(b)));
        check.error(path + ".behavior",
                    Message("invalid-unknown-behavior").text("name", behaviorText).text("available", available));
        return false;
    }
    const bool grid = kindOf(def.behavior) == AgentKind::Grid;
    for (auto [key, target] : {std::pair<const char*, Vec2*>{"start", &def.start}, {"goal", &def.goal}}) {
        const std::string p = Checker::join(path, key);
        const Json* v = a.find(key);
        if (!v) {
            ok = false;
            check.error(p, Message("invalid-required"));
            continue;
        }
        if (!check.point(*v, p, *target)) {
            ok = false;
            continue;
        }
        if (scene && !insideWorld(scene->grid, *target, grid)) {
            ok = false;
            check.error(p, grid ? Checker::got("invalid-grid-cell", *v)
                                      .text("maxX", std::to_string(scene->grid.width() - 1))
                                      .text("maxY", std::to_string(scene->grid.height() - 1))
                                : Message("invalid-inside-world")
                                      .text("width", std::to_string(scene->grid.width()))
                                      .text("height", std::to_string(scene->grid.height()))
                                      .text("got", "[" + formatFloat(target->x) + ", " + formatFloat(target->y) + "]"));
        }
    }
    struct Bound {
        const char* key;
        float* target;
        float lo, hi;
    };
    for (const Bound& b :
         {Bound{"radius", &def.radius, kMinRadius, kMaxRadius}, Bound{"maxSpeed", &def.maxSpeed, kMinSpeed, kMaxSpeed},
          Bound{"maxAccel", &def.maxAccel, kMinAccel, kMaxAccel}}) {
        const Json* v = a.find(b.key);
        if (!v) continue;
        const std::string p = Checker::join(path, b.key);
        if (grid) {
            check.error(p, Message("invalid-grid-setting").text("key", b.key));
            ok = false;
            continue;
        }
        if (!check.real(*v, p, b.lo, b.hi, *b.target)) ok = false;
    }
    if (const Json* avoid = a.find("avoidAgents")) {
        if (grid) {
            check.error(path + ".avoidAgents", Checker::rule("invalid-rule-grid-avoid"));
            ok = false;
        } else if (!check.boolean(*avoid, path + ".avoidAgents", def.avoidAgents)) {
            ok = false;
        } else if (def.avoidAgents && def.behavior == Behavior::Orca) {
            check.error(path + ".avoidAgents", Checker::rule("invalid-rule-orca-avoid"));
            ok = false;
        }
    }
    if (const Json* avoidance = a.find("avoidance")) {
        if (grid) {
            check.error(path + ".avoidance", Checker::rule("invalid-rule-grid-avoid"));
            ok = false;
        } else {
            def.avoidance = defaultAvoidance();
            def.hasAvoidance = true;
            parseLegacyAvoidance(check, *avoidance, path + ".avoidance", def);
        }
    }
    if (const Json* follow = a.find("path")) {
        double index = 0;
        if (def.behavior != Behavior::Context) {
            check.error(path + ".path", Checker::rule("invalid-rule-context-path"));
            ok = false;
        } else if (scene && scene->paths.empty()) {
            check.error(path + ".path", Message("invalid-no-paths"));
            ok = false;
        } else if (check.integer(*follow, path + ".path", 0,
                                 double(scene ? scene->paths.size() - 1 : size_t(kMaxPaths) - 1), index)) {
            def.path = int32_t(index);
        } else {
            ok = false;
        }
    }
    if (const Json* drive = a.find("drive")) ok = parseDrive(check, *drive, path + ".drive", grid, def) && ok;
    ok = parsePlanner(check, a, path, def) && ok;
    if (def.behavior == Behavior::Script || a.find("script")) return parseScriptAgent(check, a, path, scene, def) && ok;
    if (const Json* params = a.find("params")) parseParams(check, *params, path + ".params", def);
    return ok;
}

namespace {

void parseAgents(Checker& check, const Json& agents, Scenario& s) {
    if (!agents.isArray()) return check.error("agents", Checker::got("invalid-array", agents));
    if (agents.items().size() + s.agents.size() > size_t(kMaxAgents)) {
        Message rule = Message(s.agents.empty() ? "invalid-at-most" : "invalid-at-most-with-regions");
        rule.count("max", double(kMaxAgents)).word("what", "invalid-noun-agents");
        if (!s.agents.empty()) rule.count("regions", double(s.agents.size()));
        return check.error("agents", std::move(rule.count("got", double(agents.items().size()))));
    }
    s.agents.reserve(s.agents.size() + agents.items().size());
    for (size_t i = 0; i < agents.items().size(); ++i) {
        AgentDef def;
        if (parseAgentDef(check, agents.items()[i], "agents[" + std::to_string(i) + "]", &s, def))
            s.agents.push_back(std::move(def));
    }
}

void parseSim(Checker& check, const Json& sim, Scenario& s) {
    if (!sim.isObject()) return check.error("sim", Checker::got("invalid-object", sim));
    check.onlyKeys(sim, "sim", {"dt", "maxSteps", "seed", "atGoal", "scriptBudget", "scriptMs", "offRoute"});
    parseOffRoute(check, sim, s);
    double v = 0;
    if (const Json* dt = sim.find("dt")) check.real(*dt, "sim.dt", kMinDt, kMaxDt, s.sim.dt);
    if (const Json* m = sim.find("maxSteps"); m && check.integer(*m, "sim.maxSteps", 1, 1000000, v))
        s.sim.maxSteps = uint32_t(v);
    if (const Json* seed = sim.find("seed"); seed && check.integer(*seed, "sim.seed", 0, 9007199254740991.0, v)) {
        s.sim.seed = uint64_t(v);
    }
    if (const Json* b = sim.find("scriptBudget");
        b && check.integer(*b, "sim.scriptBudget", 1, double(kMaxScriptBudget), v)) {
        s.sim.scriptBudget = uint32_t(v);
    }
    // "scriptMs" was a wall-clock ceiling per call (a result that depended on the machine): read as before, so
    // that an old file or link opens, and ignored.
    if (const Json* ms = sim.find("scriptMs")) {
        float ignored = 0.0f;
        check.real(*ms, "sim.scriptMs", kMinScriptMs, kMaxScriptMs, ignored);
    }
    if (const Json* at = sim.find("atGoal")) {
        if (at->isString() && (at->asString() == "stay" || at->asString() == "leave"))
            s.sim.leaveAtGoal = at->asString() == "leave";
        else
            check.error("sim.atGoal", Checker::got("invalid-either", *at).text("a", "stay").text("b", "leave"));
    }
}

void parseCamera(Checker& check, const Json& camera, Scenario& s) {
    if (!camera.isObject())
        return check.error("view.camera",
                           Checker::got("invalid-object-keys-or-null", camera).text("keys", "{x, y, zoom}"));
    check.onlyKeys(camera, "view.camera", {"x", "y", "zoom"});
    Camera& c = s.view.camera;
    const double w = double(s.grid.width()), h = double(s.grid.height());
    bool ok = true;
    const Json* x = camera.find("x");
    const Json* y = camera.find("y");
    const Json* zoom = camera.find("zoom");
    if (!x) check.error("view.camera.x", Message("invalid-required")), ok = false;
    if (!y) check.error("view.camera.y", Message("invalid-required")), ok = false;
    if (!zoom) check.error("view.camera.zoom", Message("invalid-required")), ok = false;
    if (x) ok = check.real(*x, "view.camera.x", 0.0f, float(w), c.x) && ok;
    if (y) ok = check.real(*y, "view.camera.y", 0.0f, float(h), c.y) && ok;
    if (zoom) ok = check.real(*zoom, "view.camera.zoom", float(kMinZoom), float(kMaxZoom), c.zoom) && ok;
    s.view.hasCamera = ok;
}

void parseView(Checker& check, const Json& view, Scenario& s) {
    if (!view.isObject()) return check.error("view", Checker::got("invalid-object", view));
    check.onlyKeys(view, "view", {"step", "playing", "overlays", "selected", "pace", "speed", "camera"});
    s.hasView = true;
    double v = 0;
    if (const Json* step = view.find("step"); step && check.integer(*step, "view.step", 0, double(s.sim.maxSteps), v)) {
        s.view.step = uint32_t(v);
    }
    if (const Json* playing = view.find("playing")) check.boolean(*playing, "view.playing", s.view.playing);
    if (const Json* pace = view.find("pace"); pace && !pace->isNull()) {
        if (check.number(*pace, "view.pace", 0.0, double(kMaxPace), false, v)) {
            if (v != 0.0 && v < 1.0)
                check.error(
                    "view.pace",
                    Checker::got("invalid-pace", *pace).text("range", "[1, " + std::to_string(int(kMaxPace)) + "]"));
            else
                s.view.pace = float(v), s.view.hasPace = true;
        }
    } else if (const Json* speed = view.find("speed");
               speed && check.number(*speed, "view.speed", 0.0, 64.0, true, v)) {
        // Before "pace": simulated seconds per real second.
        s.view.pace = std::min(kMaxPace, std::max(1.0f, float(v) / s.sim.dt));
        s.view.hasPace = true;
    }
    if (const Json* selected = view.find("selected"); selected && !selected->isNull()) {
        if (s.agents.empty())
            check.error("view.selected", Message("invalid-selected-none"));
        else if (check.integer(*selected, "view.selected", 0, double(s.agents.size() - 1), v))
            s.view.selected = int32_t(v);
    }
    if (const Json* camera = view.find("camera"); camera && !camera->isNull()) parseCamera(check, *camera, s);
    if (const Json* overlays = view.find("overlays")) {
        if (!overlays->isArray()) return check.error("view.overlays", Message("invalid-array-names"));
        for (size_t i = 0; i < overlays->items().size(); ++i) {
            const Json& o = overlays->items()[i];
            const std::string path = "view.overlays[" + std::to_string(i) + "]";
            bool known = false;
            for (const char* name : overlayNames()) known = known || (o.isString() && o.asString() == name);
            if (!known) {
                std::string list;
                for (const char* name : overlayNames()) list += (list.empty() ? "" : ", ") + std::string(name);
                check.error(path, Checker::gotArg(Message("invalid-one-of").text("list", list), o));
                continue;
            }
            bool repeated = false;
            for (const std::string& seen : s.view.overlays) repeated = repeated || seen == o.asString();
            if (repeated)
                check.error(path, Message("invalid-repeats").text("name", o.asString()));
            else
                s.view.overlays.push_back(o.asString());
        }
    }
}

}  // namespace

ScenarioParse parseScenario(std::string_view text, ReadProgress* progress) {
    ScenarioParse result;
    Checker check(result.errors, &result.messages);
    if (text.size() > kMaxScenarioBytes) {
        check.error(
            "scenario",
            Message("invalid-too-large").count("bytes", double(text.size())).count("max", double(kMaxScenarioBytes)));
        return result;
    }
    const JsonParse json = parseJson(text, kMaxJsonDepth, progress);
    if (!json.ok()) {
        check.error("scenario", json.stopped ? Message(json.kind) : jsonErrorMessage(json));
        return result;
    }
    return scenarioFromJson(json.value);
}

ScenarioParse scenarioFromJson(const Json& doc) {
    ScenarioParse result;
    Checker check(result.errors, &result.messages);
    Scenario& s = result.scenario;
    if (!doc.isObject()) {
        check.error("scenario", Checker::got("invalid-json-object", doc).text("format", kFormat));
        return result;
    }
    check.onlyKeys(doc, "",
                   {"version", "title", "description", "world", "scripts", "regions", "agents", "sim", "history",
                    "compare", "view"});
    const Json* version = doc.find("version");
    if (!version) {
        check.error("version", Message("invalid-version-required").text("version", "1"));
        return result;
    }
    if (!version->isNumber() || version->asNumber() != 1.0) {
        check.error("version", Checker::got("invalid-version", *version).text("version", "1"));
        return result;  // a different version: the other fields mean other things
    }
    if (const Json* t = doc.find("title")) check.string(*t, "title", kMaxTitleLength, s.title);
    if (const Json* d = doc.find("description")) check.string(*d, "description", kMaxDescriptionLength, s.description);
    const Json* world = doc.find("world");
    if (!world)
        check.error("world", Message("invalid-required"));
    else
        parseWorld(check, *world, s);
    const bool worldOk = world && check.count() == 0;  // regions are placed in the world: only in a valid one
    if (const Json* sim = doc.find("sim")) parseSim(check, *sim, s);
    if (const Json* scripts = doc.find("scripts")) parseScripts(check, *scripts, s);
    if (const Json* regions = doc.find("regions"); regions && worldOk) parseRegions(check, *regions, s);
    if (const Json* agents = doc.find("agents")) parseAgents(check, *agents, s);
    if (const Json* history = doc.find("history")) {
        parseHistory(check, *history, s);
        if (check.count() == 0 && !s.history.empty()) checkHistory(check, s);
    }
    if (const Json* compare = doc.find("compare")) {
        if (check.count() == 0) parseCompare(check, *compare, s);  // built against the scene: only a valid one
    }
    if (const Json* view = doc.find("view")) parseView(check, *view, s);
    check.finish();
    return result;
}

}  // namespace sidestep
