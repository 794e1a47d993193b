#pragma once
/// One edit of a world, as a value: what the page's tools and the scenario's history both apply.
///
/// Edits made while a run is under way are part of its history (a Timeline records each with its step),
/// so a link, a file or autosave reproduces the exact state after any mix of edits and steps.
#include <cstdint>
#include <string>
#include <vector>

#include "sidestep/behaviors/agent.hpp"
#include "sidestep/geometry/types.hpp"
#include "sidestep/world/world.hpp"

namespace sidestep {

enum class EditKind : uint8_t {
    SetCell,
    ResizeGrid,
    ClearGrid,
    AddCircle,
    MoveCircle,
    ResizeCircle,
    RemoveCircle,
    AddPath,
    SetPath,
    RemovePath,
    SetTargets,
    SetAgentPath,
    AddAgent,
    RemoveAgent,
    SetAgentParam,
    SetAvoidAgents,
    SetAvoidanceParam,
    SetAgentStart,
    SetAgentGoal,
    SetSim,
    SetDrive,
    SetDriveInput,
    Clear,
    SetCells,
    DrawPattern,
    SetAgentName,
    SetAgentBody,
    SetAgentBehavior,
    ShapeTerrain,
    ClearTerrain,
    SetCircleHeight,
    SetWallHeight,
    SetAgentPlanner,
};
inline constexpr uint32_t kEditKinds = 33;

/// The name of an edit kind as written in files ("setCell"), and back.
const char* editKindName(EditKind kind);
bool parseEditKind(const std::string& name, EditKind& out);

/// A setting's value as written: a number, true/false, or a choice's name. Which of them is right
/// depends on the setting, which is known only when the edit is applied to an agent.
struct SettingValue {
    enum class Type : uint8_t { Number, Bool, Choice } type = Type::Number;
    float number = 0.0f;
    bool boolean = false;
    std::string choice;
};

/// One edit. Only the fields of its kind are meaningful (see editKindName for the kinds).
struct Edit {
    EditKind kind = EditKind::SetCell;
    int32_t index = -1;        ///< the circle, path or agent edited
    int32_t x = 0, y = 0;      ///< a cell; the new grid size (ResizeGrid); the path (SetAgentPath)
    bool flag = false;         ///< blocked (SetCell), on (SetAvoidAgents), closed (paths), driven (SetDrive)
    bool assist = true;        ///< SetDrive
    Vec2 point{0.0f, 0.0f};    ///< circle centre, agent start or goal, drive input
    float radius = 0.0f;       ///< AddCircle, ResizeCircle
    std::string setting;       ///< SetAgentParam, SetAvoidanceParam: the setting's name
    SettingValue value;        ///< ... and its value
    std::vector<Vec2> points;  ///< AddPath, SetPath, SetTargets
    AgentDef agent;            ///< AddAgent
    SimConfig sim;             ///< SetSim
    uint64_t seed = 0;         ///< DrawPattern (the pattern in x: GridPattern)
    // SetCells: the cells in `points`, blocked in `flag`. SetAgentName: the name in `setting`.
    // SetAgentBody: the field's name in `setting`, its value in value.number. SetAgentBehavior: the
    // behaviour's name in `setting`. SetAgentPlanner: the planner's name in `setting`.
    TerrainBrush brush = TerrainBrush::Raise;  ///< ShapeTerrain (point: its centre, radius: its radius)
    float strength = 0.0f;                     ///< ShapeTerrain: world units at the centre
    float level = 0.0f;                        ///< ShapeTerrain, flatten: the height it moves toward
    float height = kTall;  ///< SetCircleHeight, SetWallHeight: above the ground (kTall: written null)
};

/// An edit made at a step of a run: applied when the world is at that step, before the next step.
struct TimedEdit {
    uint32_t step = 0;
    Edit edit;
};

/// Applies the edit through the World's own checked edit functions. On error the world is unchanged and
/// the result names the field and the rule.
EditResult applyEdit(World& world, const Edit& edit);

}  // namespace sidestep
