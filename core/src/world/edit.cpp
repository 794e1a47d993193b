// Edits as values: their names in files, and applying one through the World's checked edit functions.
#include "sidestep/world/edit.hpp"

#include "edit_checks.hpp"
#include "sidestep/behaviors/params.hpp"

namespace sidestep {

namespace edit_check {

EditResult refused(const std::string& path, Message message) {
    message.text("path", path);
    EditResult r;
    r.error = englishError(message);
    r.message = std::move(message);
    return r;
}

EditResult checkRange(const char* field, float v, float lo, float hi) {
    if (std::isfinite(v) && v >= lo && v <= hi) return {};
    return refused(field,
                   Message("invalid-number").text("range", "[" + fmt(lo) + ", " + fmt(hi) + "]").text("got", fmt(v)));
}

EditResult refusedSetting(const std::string& path, const std::vector<ParamSpec>& specs, const std::string& owner,
                          const std::string& name) {
    std::string known;
    for (const ParamSpec& s : specs) known += (known.empty() ? "" : ", ") + std::string(s.name);
    Message m(known.empty() ? "invalid-no-setting-of-none" : "invalid-no-setting-of");
    if (!known.empty()) m.text("known", known);
    return refused(path, std::move(m.text("owner", owner).text("name", name)));
}

}  // namespace edit_check

namespace {

const char* const kNames[kEditKinds] = {
    "setCell",           "resizeGrid",    "clearGrid",       "addCircle",
    "moveCircle",        "resizeCircle",  "removeCircle",    "addPath",
    "setPath",           "removePath",    "setTargets",      "setAgentPath",
    "addAgent",          "removeAgent",   "setAgentParam",   "setAvoidAgents",
    "setAvoidanceParam", "setAgentStart", "setAgentGoal",    "setSim",
    "setDrive",          "setDriveInput", "clear",           "setCells",
    "drawPattern",       "setAgentName",  "setAgentBody",    "setAgentBehavior",
    "shapeTerrain",      "clearTerrain",  "setCircleHeight", "setWallHeight",
    "setAgentPlanner",
};

/// The stored value of a named setting of a table (a behaviour's params or the avoidance settings), or
/// a refusal naming the setting and the rule (a message; docs/languages.md).
EditResult resolveSetting(const std::vector<ParamSpec>& specs, const std::string& owner, const std::string& name,
                          const SettingValue& value, uint32_t& index, float& out) {
    using edit_check::refused;
    index = 0;
    while (index < specs.size() && name != specs[index].name) ++index;
    if (index == specs.size()) return edit_check::refusedSetting("setting", specs, owner, name);
    const ParamSpec& spec = specs[index];
    switch (spec.type) {
        case ParamType::Bool:
            if (value.type != SettingValue::Type::Bool)
                return refused("value", Message("invalid-setting-boolean").text("name", name));
            out = value.boolean ? 1.0f : 0.0f;
            return {};
        case ParamType::Choice:
            for (size_t c = 0; c < spec.choices.size(); ++c) {
                if (value.type == SettingValue::Type::Choice && value.choice == spec.choices[c]) {
                    out = float(c);
                    return {};
                }
            }
            {
                std::string list;
                for (const char* c : spec.choices) list += (list.empty() ? "" : ", ") + std::string(c);
                return refused("value", Message("invalid-setting-one-of").text("name", name).text("list", list));
            }
        default:
            if (value.type != SettingValue::Type::Number)
                return refused("value", Message("invalid-setting-number").text("name", name));
            out = value.number;
            return {};
    }
}

}  // namespace

const char* editKindName(EditKind kind) { return uint32_t(kind) < kEditKinds ? kNames[uint32_t(kind)] : "?"; }

bool parseEditKind(const std::string& name, EditKind& out) {
    for (uint32_t k = 0; k < kEditKinds; ++k) {
        if (name == kNames[k]) {
            out = EditKind(k);
            return true;
        }
    }
    return false;
}

EditResult applyEdit(World& w, const Edit& e) {
    switch (e.kind) {
        case EditKind::SetCell:
            return w.setCell(e.x, e.y, e.flag);
        case EditKind::ResizeGrid:
            return w.resizeGrid(e.x, e.y);
        case EditKind::ClearGrid:
            w.clearGrid();
            return {};
        case EditKind::AddCircle:
            return w.addCircle(e.point, e.radius);
        case EditKind::MoveCircle:
            return w.moveCircle(e.index, e.point);
        case EditKind::ResizeCircle:
            return w.resizeCircle(e.index, e.radius);
        case EditKind::RemoveCircle:
            return w.removeCircle(e.index);
        case EditKind::AddPath:
            return w.addPath(e.points, e.flag);
        case EditKind::SetPath:
            return w.setPath(e.index, e.points, e.flag);
        case EditKind::RemovePath:
            return w.removePath(e.index);
        case EditKind::SetTargets:
            return w.setTargets(e.points);
        case EditKind::SetAgentPath:
            return w.setAgentPath(e.index, e.x);
        case EditKind::AddAgent:
            return w.addAgent(e.agent);
        case EditKind::RemoveAgent:
            return w.removeAgent(e.index);
        case EditKind::SetAgentParam:
        case EditKind::SetAvoidanceParam: {
            if (e.index < 0 || size_t(e.index) >= w.agents().size()) {
                return edit_check::refused("agent", Message("invalid-no-agent")
                                                        .text("index", std::to_string(e.index))
                                                        .count("count", double(w.agents().size())));
            }
            const Behavior b = w.agents()[size_t(e.index)].behavior;
            const bool params = e.kind == EditKind::SetAgentParam;
            uint32_t k = 0;
            float v = 0.0f;
            if (auto rule = resolveSetting(params ? paramsOf(b) : avoidanceParamSpecs(),
                                           params ? behaviorName(b) : "avoidance", e.setting, e.value, k, v);
                !rule.ok())
                return rule;
            return params ? w.setAgentParam(e.index, paramsOf(b)[k].name, v)
                          : w.setAvoidanceParam(e.index, avoidanceParamSpecs()[k].name, v);
        }
        case EditKind::SetAvoidAgents:
            return w.setAvoidAgents(e.index, e.flag);
        case EditKind::SetAgentStart:
            return w.setAgentStart(e.index, e.point);
        case EditKind::SetAgentGoal:
            return w.setAgentGoal(e.index, e.point);
        case EditKind::SetSim:
            return w.setConfig(e.sim);
        case EditKind::SetDrive:
            return w.setDrive(e.index, e.flag, e.assist);
        case EditKind::SetDriveInput:
            return w.setDriveInput(e.index, e.point);
        case EditKind::Clear:
            w.clear();
            return {};
        case EditKind::SetCells: {
            std::vector<Cell> cells;
            cells.reserve(e.points.size());
            for (const Vec2 p : e.points) cells.push_back({int32_t(p.x), int32_t(p.y)});
            return w.setCells(cells, e.flag);
        }
        case EditKind::DrawPattern:
            return w.drawGridPattern(GridPattern(e.x), e.seed);
        case EditKind::SetAgentName:
            return w.setAgentName(e.index, e.setting);
        case EditKind::SetAgentBody: {
            AgentBody field;
            if (!parseAgentBody(e.setting, field))
                return edit_check::refused("field", Message("invalid-or3-got")
                                                        .text("a", "radius")
                                                        .text("b", "maxSpeed")
                                                        .text("c", "maxAccel")
                                                        .text("got", e.setting));
            return w.setAgentBody(e.index, field, e.value.number);
        }
        case EditKind::SetAgentBehavior: {
            Behavior b;
            if (!parseBehavior(e.setting, b)) {
                std::string names;
                for (uint32_t k = 0; k < kBehaviorCount; ++k)
                    names += (k ? ", " : "") + std::string(behaviorName(Behavior(k)));
                return edit_check::refused(
                    "behavior", Message("invalid-one-of").text("list", names).text("got", "\"" + e.setting + "\""));
            }
            return w.setAgentBehavior(e.index, b);
        }
        case EditKind::ShapeTerrain:
            return w.shapeTerrain(e.brush, e.point, e.radius, e.strength, e.level);
        case EditKind::ClearTerrain:
            w.clearTerrain();
            return {};
        case EditKind::SetCircleHeight:
            return w.setCircleHeight(e.index, e.height);
        case EditKind::SetWallHeight:
            return w.setWallHeight(e.height);
        case EditKind::SetAgentPlanner: {
            RouteKind planner;
            if (!parseRouteKind(e.setting.c_str(), planner))
                return edit_check::refused("planner", Message("invalid-or3-got")
                                                          .text("a", "none")
                                                          .text("b", "grid")
                                                          .text("c", "any-angle")
                                                          .text("got", e.setting));
            return w.setAgentPlanner(e.index, planner);
        }
    }
    return edit_check::refused("edit", Message("invalid-unknown-kind"));
}

}  // namespace sidestep
