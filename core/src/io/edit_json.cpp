// Edits in files: the "history" of a scenario (edits made during a run, each with its step) and the
// edits the page sends, in one JSON form: {"step": 300, "edit": "removeCircle", "circle": 2}.
#include <cmath>

#include "checker.hpp"
#include "sidestep/io/edit_messages.hpp"
#include "sidestep/io/scenario.hpp"
#include "sidestep/world/timeline.hpp"

namespace sidestep {

namespace {

/// The keys each kind takes besides "step" and "edit".
std::vector<const char*> keysOf(EditKind k) {
    switch (k) {
        case EditKind::SetCell:
            return {"cell", "blocked"};
        case EditKind::ResizeGrid:
            return {"width", "height"};
        case EditKind::ClearGrid:
        case EditKind::Clear:
            return {};
        case EditKind::AddCircle:
            return {"x", "y", "r"};
        case EditKind::MoveCircle:
            return {"circle", "x", "y"};
        case EditKind::ResizeCircle:
            return {"circle", "r"};
        case EditKind::RemoveCircle:
            return {"circle"};
        case EditKind::AddPath:
            return {"points", "closed"};
        case EditKind::SetPath:
            return {"path", "points", "closed"};
        case EditKind::RemovePath:
            return {"path"};
        case EditKind::SetTargets:
            return {"points"};
        case EditKind::SetAgentPath:
            return {"agent", "path"};
        case EditKind::AddAgent:
            return {"def"};
        case EditKind::RemoveAgent:
            return {"agent"};
        case EditKind::SetAgentParam:
        case EditKind::SetAvoidanceParam:
            return {"agent", "setting", "value"};
        case EditKind::SetAvoidAgents:
            return {"agent", "on"};
        case EditKind::SetAgentStart:
        case EditKind::SetAgentGoal:
            return {"agent", "at"};
        case EditKind::SetSim:
            return {"dt", "maxSteps", "seed", "atGoal", "scriptBudget", "offRoute"};
        case EditKind::SetDrive:
            return {"agent", "driven", "assist"};
        case EditKind::SetDriveInput:
            return {"agent", "input"};
        case EditKind::SetCells:
            return {"cells", "blocked"};
        case EditKind::DrawPattern:
            return {"pattern", "seed"};
        case EditKind::SetAgentName:
            return {"agent", "name"};
        case EditKind::SetAgentBody:
            return {"agent", "field", "value"};
        case EditKind::SetAgentBehavior:
            return {"agent", "behavior"};
        case EditKind::SetAgentPlanner:
            return {"agent", "planner"};
        case EditKind::ShapeTerrain:
            return {"brush", "at", "radius", "strength", "level"};
        case EditKind::ClearTerrain:
            return {};
        case EditKind::SetCircleHeight:
            return {"circle", "height"};
        case EditKind::SetWallHeight:
            return {"height"};
    }
    return {};
}

class EditReader {
public:
    EditReader(Checker& check, const Json& o, const std::string& path) : check_(check), o_(o), path_(path) {}

    const Json* need(const char* key) {
        const Json* v = o_.find(key);
        if (!v) fail(key, Message("invalid-required"));
        return v;
    }
    void fail(const char* key, Message rule) {
        ok = false;
        check_.error(Checker::join(path_, key), std::move(rule));
    }
    void index(const char* key, double hi, int32_t& out) {
        double v = 0;
        if (const Json* j = need(key)) ok = check_.integer(*j, Checker::join(path_, key), 0, hi, v) && ok;
        out = int32_t(v);
    }
    void integer(const char* key, double lo, double hi, double& out) {
        if (const Json* j = need(key)) ok = check_.integer(*j, Checker::join(path_, key), lo, hi, out) && ok;
    }
    void real(const char* key, float lo, float hi, float& out) {
        if (const Json* j = need(key)) ok = check_.real(*j, Checker::join(path_, key), lo, hi, out) && ok;
    }
    void boolean(const char* key, bool& out) {
        if (const Json* j = need(key)) ok = check_.boolean(*j, Checker::join(path_, key), out) && ok;
    }
    void optionalBoolean(const char* key, bool& out) {
        if (const Json* j = o_.find(key)) ok = check_.boolean(*j, Checker::join(path_, key), out) && ok;
    }
    /// An obstacle height: a number, or null for tall (kTall).
    void height(const char* key, float& out) {
        const Json* j = need(key);
        if (!j) return;
        if (j->isNull())
            out = kTall;
        else
            ok = check_.real(*j, Checker::join(path_, key), kMinObstacleHeight, kMaxObstacleHeight, out) && ok;
    }
    void point(const char* key, Vec2& out) {
        if (const Json* j = need(key)) ok = check_.point(*j, Checker::join(path_, key), out) && ok;
    }
    void points(const char* key, size_t most, std::vector<Vec2>& out) {
        const size_t errors = check_.count();
        if (const Json* j = need(key)) parsePoints(check_, *j, Checker::join(path_, key), most, out);
        ok = ok && check_.count() == errors;
    }

    bool ok = true;

private:
    Checker& check_;
    const Json& o_;
    const std::string& path_;
};

/// How far from the origin an edit may place a point, world units.
constexpr float kEditReach = 2.0f * float(kMaxGridSide);
constexpr double kLastAgent = double(kMaxAgents - 1), kLastCircle = double(kMaxCircles - 1),
                 kLastPath = double(kMaxPaths - 1);

/// The fields of the grid and terrain edits (cells, size, patterns, the relief).
void readGridEdit(EditReader& r, Checker& check, const Json& o, const std::string& path, Edit& e) {
    switch (e.kind) {
        case EditKind::SetCell: {
            Vec2 cell{0.0f, 0.0f};
            const Json* at = r.need("cell");
            const bool read = at && check.point(*at, Checker::join(path, "cell"), cell);
            if (!read) r.ok = false;
            if (read && (cell.x != std::floor(cell.x) || cell.y != std::floor(cell.y) || cell.x < 0 || cell.y < 0 ||
                         cell.x >= float(kMaxGridSide) || cell.y >= float(kMaxGridSide))) {
                r.fail("cell", Message("invalid-cell-integers").count("max", kMaxGridSide - 1));
            }
            e.x = int32_t(cell.x), e.y = int32_t(cell.y);
            r.boolean("blocked", e.flag);
            break;
        }
        case EditKind::ResizeGrid: {
            double w = 1, h = 1;
            r.integer("width", 1, kMaxGridSide, w);
            r.integer("height", 1, kMaxGridSide, h);
            e.x = int32_t(w), e.y = int32_t(h);
            break;
        }
        case EditKind::ClearGrid:
        case EditKind::Clear:
            break;
        case EditKind::SetCells: {
            const size_t most = size_t(kMaxGridSide) * size_t(kMaxGridSide);
            r.points("cells", most, e.points);
            for (size_t k = 0; r.ok && k < e.points.size(); ++k) {
                const Vec2 c = e.points[k];
                if (c.x != std::floor(c.x) || c.y != std::floor(c.y) || c.x < 0 || c.y < 0 ||
                    c.x >= float(kMaxGridSide) || c.y >= float(kMaxGridSide)) {
                    r.fail("cells",
                           Message("invalid-cells-integers").count("index", double(k)).count("max", kMaxGridSide - 1));
                }
            }
            r.boolean("blocked", e.flag);
            break;
        }
        case EditKind::DrawPattern: {
            GridPattern pattern = GridPattern::Maze;
            if (const Json* p = r.need("pattern")) {
                if (!p->isString() || !parseGridPattern(p->asString(), pattern))
                    r.fail("pattern", Checker::got("invalid-either", *p).text("a", "maze").text("b", "rooms"));
            }
            e.x = int32_t(pattern);
            double seed = 0;
            r.integer("seed", 0, 9007199254740991.0, seed);
            e.seed = uint64_t(seed);
            break;
        }
        case EditKind::ShapeTerrain: {
            if (const Json* b = r.need("brush")) {
                bool known = false;
                for (uint32_t k = 0; k < kTerrainBrushCount; ++k) {
                    if (b->isString() && b->asString() == terrainBrushName(TerrainBrush(k)))
                        e.brush = TerrainBrush(k), known = true;
                }
                if (!known) r.fail("brush", Checker::either3(*b, "raise", "lower", "flatten"));
            }
            r.point("at", e.point);
            if (r.ok && (std::fabs(e.point.x) > kEditReach || std::fabs(e.point.y) > kEditReach))
                r.fail("at", Message("invalid-within-origin").text("max", formatNumber(kEditReach)));
            r.real("radius", kMinBrushRadius, kMaxBrushRadius, e.radius);
            r.real("strength", kMinBrushStrength, kMaxBrushStrength, e.strength);
            e.level = 0.0f;
            if (o.find("level")) r.real("level", -kMaxTerrainHeight, kMaxTerrainHeight, e.level);
            break;
        }
        case EditKind::ClearTerrain:
            break;
        case EditKind::SetWallHeight:
            r.height("height", e.height);
            break;
        default:
            break;
    }
}

/// The fields of the agents' edits (add, remove, settings, start and goal, driving, names, bodies).
void readAgentEdit(EditReader& r, Checker& check, const Json&, const std::string& path, Edit& e) {
    switch (e.kind) {
        case EditKind::SetAgentPath: {
            r.index("agent", kLastAgent, e.index);
            double p = -1;
            r.integer("path", -1, kLastPath, p);
            e.x = int32_t(p);
            break;
        }
        case EditKind::AddAgent:
            if (const Json* def = r.need("def"))
                r.ok = parseAgentDef(check, *def, Checker::join(path, "def"), nullptr, e.agent) && r.ok;
            break;
        case EditKind::RemoveAgent:
            r.index("agent", kLastAgent, e.index);
            break;
        case EditKind::SetAgentParam:
        case EditKind::SetAvoidanceParam: {
            r.index("agent", kLastAgent, e.index);
            if (const Json* name = r.need("setting"))
                r.ok = check.string(*name, Checker::join(path, "setting"), 32, e.setting) && r.ok;
            if (const Json* v = r.need("value")) {
                if (!settingValueFromJson(*v, e.value)) r.fail("value", Checker::got("invalid-setting-value", *v));
            }
            break;
        }
        case EditKind::SetAvoidAgents:
            r.index("agent", kLastAgent, e.index);
            r.boolean("on", e.flag);
            break;
        case EditKind::SetAgentStart:
        case EditKind::SetAgentGoal:
            r.index("agent", kLastAgent, e.index);
            r.point("at", e.point);
            break;
        case EditKind::SetDrive:
            r.index("agent", kLastAgent, e.index);
            r.boolean("driven", e.flag);
            r.optionalBoolean("assist", e.assist);
            break;
        case EditKind::SetDriveInput:
            r.index("agent", kLastAgent, e.index);
            r.point("input", e.point);
            if (r.ok && (std::fabs(e.point.x) > 1.0f || std::fabs(e.point.y) > 1.0f))
                r.fail("input", Message("invalid-axes-range").text("range", "[-1, 1]"));
            break;
        case EditKind::SetAgentName:
            r.index("agent", kLastAgent, e.index);
            if (const Json* name = r.need("name"))
                r.ok = check.string(*name, Checker::join(path, "name"), 64, e.setting) && r.ok;
            break;
        case EditKind::SetAgentBody:
            r.index("agent", kLastAgent, e.index);
            if (const Json* f = r.need("field")) {
                AgentBody field;
                if (!f->isString() || !parseAgentBody(f->asString(), field))
                    r.fail("field", Checker::either3(*f, "radius", "maxSpeed", "maxAccel"));
                else
                    e.setting = f->asString();
            }
            r.real("value", -3.0e38f, 3.0e38f, e.value.number);  // the range is the field's, checked when applied
            break;
        case EditKind::SetAgentBehavior:
            r.index("agent", kLastAgent, e.index);
            if (const Json* b = r.need("behavior")) {
                Behavior behavior;
                if (!b->isString() || !parseBehavior(b->asString(), behavior))
                    r.fail("behavior", Checker::got("invalid-behavior-name", *b));
                else
                    e.setting = b->asString();
            }
            break;
        case EditKind::SetAgentPlanner:
            r.index("agent", kLastAgent, e.index);
            if (const Json* p = r.need("planner")) {
                RouteKind planner;
                if (!p->isString() || !parseRouteKind(p->asString().c_str(), planner))
                    r.fail("planner", Checker::either3(*p, "none", "grid", "any-angle"));
                else
                    e.setting = p->asString();
            }
            break;
        default:
            break;
    }
}

/// The fields of the circles', paths', targets' and the run's settings' edits.
void readSceneEdit(EditReader& r, Checker&, const Json& o, const std::string&, Edit& e) {
    switch (e.kind) {
        case EditKind::AddCircle:
        case EditKind::MoveCircle:
        case EditKind::ResizeCircle:
        case EditKind::RemoveCircle:
            if (e.kind != EditKind::AddCircle) r.index("circle", kLastCircle, e.index);
            if (e.kind == EditKind::AddCircle || e.kind == EditKind::MoveCircle) {
                r.real("x", -kEditReach, kEditReach, e.point.x);
                r.real("y", -kEditReach, kEditReach, e.point.y);
            }
            if (e.kind == EditKind::AddCircle || e.kind == EditKind::ResizeCircle)
                r.real("r", kMinCircleRadius, float(kMaxGridSide), e.radius);
            break;
        case EditKind::AddPath:
        case EditKind::SetPath:
            if (e.kind == EditKind::SetPath) r.index("path", kLastPath, e.index);
            r.points("points", size_t(kMaxPathPoints), e.points);
            if (r.ok && e.points.size() < 2) r.fail("points", Checker::atLeast(2, "invalid-noun-points"));
            r.optionalBoolean("closed", e.flag);
            break;
        case EditKind::RemovePath:
            r.index("path", kLastPath, e.index);
            break;
        case EditKind::SetTargets:
            r.points("points", 64, e.points);
            break;
        case EditKind::SetCircleHeight:
            r.index("circle", kLastCircle, e.index);
            r.height("height", e.height);
            break;
        case EditKind::SetSim: {
            r.real("dt", kMinDt, kMaxDt, e.sim.dt);
            double v = 1;
            r.integer("maxSteps", 1, 1000000, v);
            e.sim.maxSteps = uint32_t(v);
            v = 0;
            r.integer("seed", 0, 9007199254740991.0, v);
            e.sim.seed = uint64_t(v);
            // Optional: "stay" when left out (as in files).
            if (const Json* at = o.find("atGoal")) {
                if (at->isString() && (at->asString() == "stay" || at->asString() == "leave"))
                    e.sim.leaveAtGoal = at->asString() == "leave";
                else
                    r.fail("atGoal", Checker::got("invalid-either", *at).text("a", "stay").text("b", "leave"));
            }
            // Optional too, the file's defaults when left out: the page passes the world's own (sim-edits.js).
            if (o.find("scriptBudget")) {
                v = double(kDefaultScriptBudget);
                r.integer("scriptBudget", 1, double(kMaxScriptBudget), v);
                e.sim.scriptBudget = uint32_t(v);
            }
            if (o.find("offRoute")) r.real("offRoute", kMinOffRoute, kMaxOffRoute, e.sim.offRoute);
            break;
        }
        default:
            break;
    }
}

}  // namespace

bool settingValueFromJson(const Json& v, SettingValue& out) {
    if (v.isBool())
        out.type = SettingValue::Type::Bool, out.boolean = v.asBool();
    else if (v.isString() && v.asString().size() <= 32)
        out.type = SettingValue::Type::Choice, out.choice = v.asString();
    else if (v.isNumber() && std::isfinite(float(v.asNumber())))
        out.type = SettingValue::Type::Number, out.number = storedFloat(v.asNumber());
    else
        return false;
    return true;
}

bool parseEdit(Checker& check, const Json& o, const std::string& path, bool timed, TimedEdit& out) {
    if (!o.isObject()) {
        check.error(path, Checker::got("invalid-object-keys", o).text("keys", "{\"step\", \"edit\", ...}"));
        return false;
    }
    EditReader r(check, o, path);
    if (timed) {
        double step = 0;
        r.integer("step", 1, 1000000, step);
        out.step = uint32_t(step);
    }
    const Json* kind = r.need("edit");
    if (!kind) return false;
    Edit& e = out.edit;
    if (!kind->isString() || !parseEditKind(kind->asString(), e.kind)) {
        std::string names;
        for (uint32_t k = 0; k < kEditKinds; ++k) names += (k ? ", " : "") + std::string(editKindName(EditKind(k)));
        check.error(Checker::join(path, "edit"), Checker::gotArg(Message("invalid-one-of").text("list", names), *kind));
        return false;
    }
    std::vector<const char*> allowed{"edit"};
    if (timed) allowed.push_back("step");
    for (const char* k : keysOf(e.kind)) allowed.push_back(k);
    for (const auto& [key, value] : o.members()) {
        bool known = false;
        for (const char* k : allowed) known = known || key == k;
        if (!known)
            check.error(Checker::join(path, key),
                        Message("invalid-unknown-key-for").text("kind", editKindName(e.kind))),
                r.ok = false;
    }
    readGridEdit(r, check, o, path, e);
    readAgentEdit(r, check, o, path, e);
    readSceneEdit(r, check, o, path, e);
    return r.ok;
}

EditParse parseEditText(std::string_view text) { return parseEditText(text, nullptr); }

EditParse parseEditText(std::string_view text, std::vector<Message>* messages) {
    EditParse result;
    const JsonParse json = parseJson(text);
    if (!json.ok()) {
        result.errors.push_back("edit: not valid JSON: " + json.error);
        if (messages) messages->push_back(std::move(jsonErrorMessage(json).text("path", "edit")));
        return result;
    }
    Checker check(result.errors, messages);
    TimedEdit t;
    // Errors are named after the edit ("addCircle.r: ..."), which is what the page's user did.
    EditKind kind{};
    const Json* name = json.value.isObject() ? json.value.find("edit") : nullptr;
    std::string path = name && name->isString() && parseEditKind(name->asString(), kind) ? name->asString() : "edit";
    if (path == "setSim") path = "sim";  // the scene's settings, named as in the file: "sim.dt: ..."
    if (parseEdit(check, json.value, path, false, t)) result.edit = std::move(t.edit);
    check.finish();
    return result;
}

}  // namespace sidestep
