// Edits written as JSON, the form edit_json.cpp reads: {"step": 300, "edit": "removeCircle", "circle": 2}.
#include <cmath>

#include "checker.hpp"
#include "sidestep/io/scenario.hpp"

namespace sidestep {

Json settingValueToJson(const SettingValue& v) {
    return v.type == SettingValue::Type::Bool     ? Json::boolean(v.boolean)
           : v.type == SettingValue::Type::Choice ? Json::string(v.choice)
                                                  : Json::fromFloat(v.number);
}

namespace {

/// The settings edit's fields; atGoal, scriptBudget and offRoute only when not the file's defaults.
void setSimFields(const SimConfig& sim, Json& o) {
    o.set("dt", Json::fromFloat(sim.dt))
        .set("maxSteps", Json::number(double(sim.maxSteps)))
        .set("seed", Json::number(double(sim.seed)));
    if (sim.leaveAtGoal) o.set("atGoal", Json::string("leave"));
    if (sim.scriptBudget != kDefaultScriptBudget) o.set("scriptBudget", Json::number(double(sim.scriptBudget)));
    if (sim.offRoute != kDefaultOffRoute) o.set("offRoute", Json::fromFloat(sim.offRoute));
}

}  // namespace

Json editToJson(const TimedEdit& t, bool timed) {
    const Edit& e = t.edit;
    Json o = Json::object();
    if (timed) o.set("step", Json::number(double(t.step)));
    o.set("edit", Json::string(editKindName(e.kind)));
    auto points = [](const std::vector<Vec2>& list) {
        Json a = Json::array();
        for (const Vec2 p : list) a.push(pointToJson(p));
        return a;
    };
    switch (e.kind) {
        case EditKind::SetCell:
            o.set("cell", Json::array().push(Json::number(e.x)).push(Json::number(e.y)))
                .set("blocked", Json::boolean(e.flag));
            break;
        case EditKind::ResizeGrid:
            o.set("width", Json::number(e.x)).set("height", Json::number(e.y));
            break;
        case EditKind::ClearGrid:
        case EditKind::Clear:
            break;
        case EditKind::AddCircle:
        case EditKind::MoveCircle:
        case EditKind::ResizeCircle:
        case EditKind::RemoveCircle:
            if (e.kind != EditKind::AddCircle) o.set("circle", Json::number(e.index));
            if (e.kind == EditKind::AddCircle || e.kind == EditKind::MoveCircle)
                o.set("x", Json::fromFloat(e.point.x)).set("y", Json::fromFloat(e.point.y));
            if (e.kind == EditKind::AddCircle || e.kind == EditKind::ResizeCircle)
                o.set("r", Json::fromFloat(e.radius));
            break;
        case EditKind::AddPath:
        case EditKind::SetPath:
            if (e.kind == EditKind::SetPath) o.set("path", Json::number(e.index));
            o.set("points", points(e.points)).set("closed", Json::boolean(e.flag));
            break;
        case EditKind::RemovePath:
            o.set("path", Json::number(e.index));
            break;
        case EditKind::SetTargets:
            o.set("points", points(e.points));
            break;
        case EditKind::SetAgentPath:
            o.set("agent", Json::number(e.index)).set("path", Json::number(e.x));
            break;
        case EditKind::AddAgent:
            o.set("def", agentToJson(e.agent));
            break;
        case EditKind::RemoveAgent:
            o.set("agent", Json::number(e.index));
            break;
        case EditKind::SetAgentParam:
        case EditKind::SetAvoidanceParam: {
            o.set("agent", Json::number(e.index)).set("setting", Json::string(e.setting));
            o.set("value", settingValueToJson(e.value));
            break;
        }
        case EditKind::SetAvoidAgents:
            o.set("agent", Json::number(e.index)).set("on", Json::boolean(e.flag));
            break;
        case EditKind::SetAgentStart:
        case EditKind::SetAgentGoal:
            o.set("agent", Json::number(e.index)).set("at", pointToJson(e.point));
            break;
        case EditKind::SetSim:
            setSimFields(e.sim, o);
            break;
        case EditKind::SetDrive:
            o.set("agent", Json::number(e.index))
                .set("driven", Json::boolean(e.flag))
                .set("assist", Json::boolean(e.assist));
            break;
        case EditKind::SetDriveInput:
            o.set("agent", Json::number(e.index)).set("input", pointToJson(e.point));
            break;
        case EditKind::SetCells: {
            Json cells = Json::array();
            for (const Vec2 c : e.points) cells.push(Json::array().push(Json::number(c.x)).push(Json::number(c.y)));
            o.set("cells", std::move(cells)).set("blocked", Json::boolean(e.flag));
            break;
        }
        case EditKind::DrawPattern:
            o.set("pattern", Json::string(gridPatternName(GridPattern(e.x)))).set("seed", Json::number(double(e.seed)));
            break;
        case EditKind::SetAgentName:
            o.set("agent", Json::number(e.index)).set("name", Json::string(e.setting));
            break;
        case EditKind::SetAgentBody:
            o.set("agent", Json::number(e.index))
                .set("field", Json::string(e.setting))
                .set("value", Json::fromFloat(e.value.number));
            break;
        case EditKind::SetAgentBehavior:
            o.set("agent", Json::number(e.index)).set("behavior", Json::string(e.setting));
            break;
        case EditKind::SetAgentPlanner:
            o.set("agent", Json::number(e.index)).set("planner", Json::string(e.setting));
            break;
        case EditKind::ShapeTerrain:
            o.set("brush", Json::string(terrainBrushName(e.brush))).set("at", pointToJson(e.point));
            o.set("radius", Json::fromFloat(e.radius)).set("strength", Json::fromFloat(e.strength));
            if (e.brush == TerrainBrush::Flatten) o.set("level", Json::fromFloat(e.level));
            break;
        case EditKind::ClearTerrain:
            break;
        case EditKind::SetCircleHeight:
            o.set("circle", Json::number(e.index))
                .set("height", std::isinf(e.height) ? Json() : Json::fromFloat(e.height));
            break;
        case EditKind::SetWallHeight:
            o.set("height", std::isinf(e.height) ? Json() : Json::fromFloat(e.height));
            break;
    }
    return o;
}

}  // namespace sidestep
