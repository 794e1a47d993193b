// World editing, what every edit shares: the hooks after the grid changed, the index and position checks,
// the run's settings, clear and reset. The edits themselves: world_scene_edit.cpp (cells, circles, paths,
// targets), world_agent_edit.cpp (agents), world_relief_edit.cpp (terrain and heights). Every edit
// validates its input, names the field and the rule when it refuses, and leaves the world unchanged on error.
#include <cmath>
#include <cstdio>

#include "edit_checks.hpp"
#include "sidestep/behaviors/params.hpp"
#include "sidestep/behaviors/registry.hpp"
#include "sidestep/world/world.hpp"

namespace sidestep {

using edit_check::checkRange;
using edit_check::fmt;
using edit_check::refused;

// ---- editing ------------------------------------------------------------------------------------

// After the grid changed (compiled for size: edits are rare, the step's code is elsewhere).
void World::gridEdited() {
    ++obstaclesVersion_;
    outlineDirty_ = true;
    regionsDirty_ = true;
    // Collisions under way with blocked regions: relabelled as the regions the bodies are still near.
    bool walls = false;
    for (const Episode& e : episodes_.collisions()) walls = walls || (e.other < 0 && e.other != kGoneObstacle);
    if (walls) {
        prepareRegions();
        episodes_.gridChanged([&](int32_t agent, std::vector<Episode>& out) {
            const Agent& a = agents_[size_t(agent)];
            const Vec2 c = a.kind == AgentKind::Grid ? a.position + Vec2(0.5f) : a.position;
            regions_.forEachOverlapping(grid_, c, a.radius, kContactTolerance, [&](int32_t label) {
                out.push_back({agent, regionObstacle(label)});
            });
        });
    }
    edited();
}

EditResult World::checkIndex(const char* what, int32_t index, size_t count) const {
    if (index >= 0 && size_t(index) < count) return {};
    const std::string kind = what;
    const char* id = kind == "agent" ? "invalid-no-agent" : kind == "circle" ? "invalid-no-circle" : "invalid-no-path";
    return refused(kind, Message(id).text("index", std::to_string(index)).count("count", double(count)));
}

EditResult World::checkAgentPosition(const char* field, AgentKind kind, Vec2 p) const {
    if (!isFinite(p)) return refused(field, Message("invalid-finite"));
    if (kind == AgentKind::Grid) {
        if (p.x != std::floor(p.x) || p.y != std::floor(p.y) || !grid_.contains(int32_t(p.x), int32_t(p.y))) {
            return refused(field, Message("invalid-agent-cell")
                                      .text("maxX", std::to_string(grid_.width() - 1))
                                      .text("maxY", std::to_string(grid_.height() - 1))
                                      .text("x", fmt(p.x))
                                      .text("y", fmt(p.y)));
        }
        return {};
    }
    if (p.x < 0.0f || p.y < 0.0f || p.x > float(grid_.width()) || p.y > float(grid_.height())) {
        return refused(field, Message("invalid-agent-inside")
                                  .text("width", std::to_string(grid_.width()))
                                  .text("height", std::to_string(grid_.height()))
                                  .text("x", fmt(p.x))
                                  .text("y", fmt(p.y)));
    }
    return {};
}

EditResult World::setConfig(const SimConfig& config) {
    if (auto e = checkRange("sim.dt", config.dt, kMinDt, kMaxDt); !e.ok()) return e;
    if (config.maxSteps < 1 || config.maxSteps > 1000000) {
        return refused("sim.maxSteps", Message("invalid-integer")
                                           .text("lo", "1")
                                           .text("hi", "1000000")
                                           .text("got", std::to_string(config.maxSteps)));
    }
    if (auto e = checkRange("sim.offRoute", config.offRoute, kMinOffRoute, kMaxOffRoute); !e.ok()) return e;
    if (config.scriptBudget < 1 || config.scriptBudget > kMaxScriptBudget) {
        return refused("sim.scriptBudget",
                       Message("invalid-integer-limits").text("lo", "1").text("hi", std::to_string(kMaxScriptBudget)));
    }
    config_ = config;
    return {};
}

void World::clear() {
    grid_.clear();
    circles_.clear();
    circlesEdited();
    gridEdited();
    agents_.clear();
    routes_.clear();
    names_.clear();
    script_.slots.clear();
    script_.records.clear();
    serials_.clear();
    gridDecisions_.clear();
    steering_.clear();
    context_.clear();
    contextSlot_.clear();
    slope_.clear();
    paths_.clear();
    targets_.clear();
    terrain_.clear();
    ++terrainRevision_;
    wallHeight_ = kTall;
    lowCircles_ = 0;
    reliefEdited();
    reset();
}

// Once per load, seek or restart, not per step: here, compiled for size in the page.
void World::reset() {
    for (Agent& a : agents_) resetAgent(a);
    for (GridDecision& d : gridDecisions_) d = {};
    for (SteeringRecord& r : steering_) r = {};
    for (ContextRecord& m : context_) m = {};
    for (OrcaRecord& m : orca_) m = {};
    for (SlopeRecord& m : slope_) m = {};
    for (ScriptSlot& s : script_.slots) s.memory.clear(), s.message.clear();
    for (ScriptRecord& r : script_.records) r = {};
    for (Route& r : routes_) r.waypoints.clear();  // planned again at the first decision, as in a fresh world
    edited();
    episodes_.clear();
    stepCount_ = 0;
    random_ = Random(config_.seed);
    // Seeded per-agent draws, in agent order: the same scenario gives the same speeds everywhere.
    for (Agent& a : agents_) {
        if (a.behavior == Behavior::Context && contextParams(a).speedSpread > 0.0f) {
            a.speedScale = 1.0f - contextParams(a).speedSpread * random_.uniform();
        }
    }
}

void World::moveContextRecords() {
    // After an edit: records move to their agents' new slots (an agent keeps its last map).
    std::vector<ContextRecord> maps;
    std::vector<int32_t> slots(agents_.size(), -1);
    for (size_t i = 0; i < agents_.size(); ++i) {
        if (agents_[i].behavior != Behavior::Context) continue;
        slots[i] = int32_t(maps.size());
        const bool had = i < contextSlot_.size() && contextSlot_[i] >= 0 && size_t(contextSlot_[i]) < context_.size();
        maps.push_back(had ? context_[size_t(contextSlot_[i])] : ContextRecord{});
    }
    context_.swap(maps);
    contextSlot_.swap(slots);
}

}  // namespace sidestep
