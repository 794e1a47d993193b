// World editing: every edit validates its input, names the field and the rule when it refuses, and
// leaves the world unchanged on error.
#include <cmath>
#include <cstdio>

#include "edit_checks.hpp"
#include "sidestep/behaviors/params.hpp"
#include "sidestep/world/world.hpp"

namespace sidestep {

using edit_check::agentOutside;
using edit_check::checkRange;
using edit_check::fmt;

// ---- editing ------------------------------------------------------------------------------------

// After the grid changed (compiled for size: edits are rare, the step's code is elsewhere).
void World::gridEdited() {
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

std::string World::checkIndex(const char* what, int32_t index, size_t count) const {
    if (index >= 0 && size_t(index) < count) return {};
    return std::string(what) + ": no " + what + " " + std::to_string(index) + " (there are " + std::to_string(count) +
           ")";
}

std::string World::checkAgentPosition(const char* field, AgentKind kind, Vec2 p) const {
    if (!isFinite(p)) return std::string(field) + ": must be finite numbers";
    if (kind == AgentKind::Grid) {
        if (p.x != std::floor(p.x) || p.y != std::floor(p.y) || !grid_.contains(int32_t(p.x), int32_t(p.y))) {
            return std::string(field) + ": must be a cell 0.." + std::to_string(grid_.width() - 1) + " x 0.." +
                   std::to_string(grid_.height() - 1) + ", got (" + fmt(p.x) + ", " + fmt(p.y) + ")";
        }
        return {};
    }
    if (p.x < 0.0f || p.y < 0.0f || p.x > float(grid_.width()) || p.y > float(grid_.height())) {
        return std::string(field) + ": must lie inside the world [0, " + std::to_string(grid_.width()) + "] x [0, " +
               std::to_string(grid_.height()) + "], got (" + fmt(p.x) + ", " + fmt(p.y) + ")";
    }
    return {};
}

EditResult World::setCell(int32_t x, int32_t y, bool blocked) {
    if (!grid_.contains(x, y)) {
        return {-1, "cell: (" + std::to_string(x) + ", " + std::to_string(y) + ") is outside the " +
                        std::to_string(grid_.width()) + " x " + std::to_string(grid_.height()) + " grid"};
    }
    grid_.set(x, y, blocked);
    gridEdited();
    return {};
}

EditResult World::resizeGrid(int32_t width, int32_t height) {
    if (width < 1 || width > kMaxGridSide) {
        return {-1, "width: must be an integer 1.." + std::to_string(kMaxGridSide) + ", got " + std::to_string(width)};
    }
    if (height < 1 || height > kMaxGridSide) {
        return {-1,
                "height: must be an integer 1.." + std::to_string(kMaxGridSide) + ", got " + std::to_string(height)};
    }
    // Every agent's start, goal and position must stay inside (a file of the scene would not validate again).
    if (std::string outside = agentOutside(agents_, width, height); !outside.empty()) return {-1, outside};
    grid_.resize(width, height);
    terrain_.resize(width, height);
    ++terrainRevision_;
    gridEdited();
    circlesEdited();
    reliefEdited();
    return {};
}

EditResult World::addCircle(Vec2 center, float radius) {
    if (circles_.size() >= size_t(kMaxCircles)) {
        return {-1, "circles: at most " + std::to_string(kMaxCircles) + " circles"};
    }
    if (!isFinite(center)) return {-1, "circle.center: must be finite numbers"};
    if (auto e = checkRange("circle.radius", radius, kMinCircleRadius, float(kMaxGridSide)); !e.empty()) return {-1, e};
    circles_.push_back({center, radius});
    circlesEdited();
    return {int32_t(circles_.size() - 1), {}};
}

EditResult World::moveCircle(int32_t index, Vec2 center) {
    if (auto e = checkIndex("circle", index, circles_.size()); !e.empty()) return {-1, e};
    if (!isFinite(center)) return {-1, "circle.center: must be finite numbers"};
    circles_[size_t(index)].center = center;
    circlesEdited();
    return {index, {}};
}

EditResult World::resizeCircle(int32_t index, float radius) {
    if (auto e = checkIndex("circle", index, circles_.size()); !e.empty()) return {-1, e};
    if (auto e = checkRange("circle.radius", radius, kMinCircleRadius, float(kMaxGridSide)); !e.empty()) return {-1, e};
    circles_[size_t(index)].radius = radius;
    circlesEdited();
    return {index, {}};
}

EditResult World::removeCircle(int32_t index) {
    if (auto e = checkIndex("circle", index, circles_.size()); !e.empty()) return {-1, e};
    if (!std::isinf(circles_[size_t(index)].height)) --lowCircles_;
    circles_.erase(circles_.begin() + index);
    episodes_.circleRemoved(index);
    circlesEdited();
    reliefEdited();
    return {index, {}};
}

std::string World::checkPoints(const char* field, const std::vector<Vec2>& points, size_t minCount,
                               size_t maxCount) const {
    if (points.size() < minCount || points.size() > maxCount) {
        return std::string(field) + ": must have " + std::to_string(minCount) + ".." + std::to_string(maxCount) +
               " points, got " + std::to_string(points.size());
    }
    for (const Vec2 p : points) {
        if (!isFinite(p) || std::fabs(p.x) > 2.0f * kMaxGridSide || std::fabs(p.y) > 2.0f * kMaxGridSide) {
            return std::string(field) + ": points must be finite and within " + std::to_string(2 * kMaxGridSide) +
                   " of the origin";
        }
    }
    return {};
}

EditResult World::addPath(const std::vector<Vec2>& points, bool closed) {
    if (paths_.size() >= size_t(kMaxPaths)) return {-1, "paths: at most " + std::to_string(kMaxPaths) + " paths"};
    if (auto e = checkPoints("path.points", points, 2, size_t(kMaxPathPoints)); !e.empty()) return {-1, e};
    paths_.push_back({points, closed});
    edited();
    return {int32_t(paths_.size() - 1), {}};
}

EditResult World::setPath(int32_t index, const std::vector<Vec2>& points, bool closed) {
    if (auto e = checkIndex("path", index, paths_.size()); !e.empty()) return {-1, e};
    if (auto e = checkPoints("path.points", points, 2, size_t(kMaxPathPoints)); !e.empty()) return {-1, e};
    paths_[size_t(index)] = {points, closed};
    edited();
    return {index, {}};
}

EditResult World::removePath(int32_t index) {
    if (auto e = checkIndex("path", index, paths_.size()); !e.empty()) return {-1, e};
    paths_.erase(paths_.begin() + index);
    for (Agent& a : agents_) {
        if (a.path == index)
            a.path = -1;
        else if (a.path > index)
            --a.path;
    }
    edited();
    return {index, {}};
}

EditResult World::setTargets(const std::vector<Vec2>& targets) {
    if (auto e = checkPoints("targets", targets, 0, 64); !e.empty()) return {-1, e};
    targets_ = targets;
    edited();
    return {};
}

EditResult World::setAgentPath(int32_t index, int32_t path) {
    if (auto e = checkIndex("agent", index, agents_.size()); !e.empty()) return {-1, e};
    Agent& a = agents_[size_t(index)];
    if (a.behavior != Behavior::Context) return {-1, "agent.path: only context agents follow paths"};
    if (path != -1 && (path < 0 || size_t(path) >= paths_.size())) {
        return {-1,
                "agent.path: no path " + std::to_string(path) + " (there are " + std::to_string(paths_.size()) + ")"};
    }
    a.path = path;
    a.pathProgress = -1.0f;
    edited();
    return {index, {}};
}

EditResult World::addAgent(const AgentDef& def) {
    if (agents_.size() >= size_t(kMaxAgents)) {
        return {-1, "agents: at most " + std::to_string(kMaxAgents) + " agents"};
    }
    if (uint32_t(def.behavior) >= kBehaviorCount) {
        return {-1, "agent.behavior: unknown behaviour " + std::to_string(uint32_t(def.behavior))};
    }
    const AgentKind kind = kindOf(def.behavior);
    if (auto e = checkAgentPosition("agent.start", kind, def.start); !e.empty()) return {-1, e};
    if (auto e = checkAgentPosition("agent.goal", kind, def.goal); !e.empty()) return {-1, e};
    if (auto e = checkRange("agent.radius", def.radius, kMinRadius, kMaxRadius); !e.empty()) return {-1, e};
    if (auto e = checkRange("agent.maxSpeed", def.maxSpeed, kMinSpeed, kMaxSpeed); !e.empty()) return {-1, e};
    if (auto e = checkRange("agent.maxAccel", def.maxAccel, kMinAccel, kMaxAccel); !e.empty()) return {-1, e};
    if (def.name.size() > 64) return {-1, "agent.name: must be at most 64 characters"};
    if (def.path != -1 && (def.behavior != Behavior::Context || def.path < 0 || size_t(def.path) >= paths_.size())) {
        return {-1, "agent.path: must be -1 or a path index of a context agent"};
    }
    if (def.behavior == Behavior::Orca && def.avoidAgents) {
        return {-1, "agent.avoidAgents: orca agents avoid agents by their own half-planes"};
    }
    if (def.hasAvoidance) {
        const auto& specs = avoidanceParamSpecs();
        for (uint32_t k = 0; k < kAvoidanceParams && k < specs.size(); ++k) {
            if (auto e = checkParam(specs[k], def.avoidance[k]); !e.empty())
                return {-1, "agent.avoidance." + std::string(specs[k].name) + ": " + e};
        }
    }
    int32_t script = -1;
    if (def.behavior == Behavior::Script) {
        script = scriptIndex(def.script.name);
        if (script < 0) return {-1, "agent.script: no script named \"" + def.script.name + "\""};
        if (def.avoidAgents)
            return {-1, "agent.avoidAgents: script agents steer themselves (world.neighbors sees other agents)"};
        if (def.script.params.size() > kMaxScriptParams)
            return {-1, "agent.params: at most " + std::to_string(kMaxScriptParams) + " params"};
        for (size_t k = 0; k < def.script.params.size(); ++k) {
            if (!isScriptName(def.script.params[k]))
                return {-1, "agent.params: \"" + def.script.params[k] + "\" is not a name"};
            if (!std::isfinite(def.params[k]))
                return {-1, "agent.params." + def.script.params[k] + ": must be a finite number"};
        }
    } else if (!def.script.empty()) {
        return {-1, "agent.script: only script agents name a script"};
    }
    if (def.hasParams && def.behavior != Behavior::Script) {
        const auto& specs = paramsOf(def.behavior);
        for (uint32_t k = 0; k < kMaxParams; ++k) {
            const float v = def.params[k];
            if (k >= specs.size()) {
                if (v != 0.0f)
                    return {-1, "agent.params: " + std::string(behaviorName(def.behavior)) + " has only " +
                                    std::to_string(specs.size()) + " params"};
                continue;
            }
            if (auto e = checkParam(specs[k], v); !e.empty())
                return {-1, "agent.params." + std::string(specs[k].name) + ": " + e};
        }
    }
    agents_.push_back(makeAgent(def));
    steering_.emplace_back();
    names_.push_back(def.name.empty() ? "agent" + std::to_string(agents_.size() - 1) : def.name);
    if (def.behavior == Behavior::Script || !script_.slots.empty()) {  // kept only while there are script agents
        script_.slots.resize(agents_.size() - 1);
        script_.slots.push_back(ScriptSlot{
            script, def.behavior == Behavior::Script ? def.script.params : std::vector<std::string>{}, {}, {}});
    }
    if (def.behavior == Behavior::Script) {
        for (size_t k = def.script.params.size(); k < kMaxParams; ++k) agents_.back().params[k] = 0.0f;
    }
    serials_.push_back(nextSerial_++);
    gridDecisions_.emplace_back();
    edited();
    return {int32_t(agents_.size() - 1), {}};
}

EditResult World::removeAgent(int32_t index) {
    if (auto e = checkIndex("agent", index, agents_.size()); !e.empty()) return {-1, e};
    agents_.erase(agents_.begin() + index);
    episodes_.agentRemoved(index);
    names_.erase(names_.begin() + index);
    if (size_t(index) < script_.slots.size()) script_.slots.erase(script_.slots.begin() + index);
    if (size_t(index) < script_.records.size()) script_.records.erase(script_.records.begin() + index);
    serials_.erase(serials_.begin() + index);
    gridDecisions_.erase(gridDecisions_.begin() + index);
    if (size_t(index) < steering_.size()) steering_.erase(steering_.begin() + index);
    if (size_t(index) < contextSlot_.size())
        contextSlot_.erase(contextSlot_.begin() + index);  // its record goes at the next refresh
    if (size_t(index) < orca_.size()) orca_.erase(orca_.begin() + index);
    if (size_t(index) < slope_.size()) slope_.erase(slope_.begin() + index);
    edited();
    return {index, {}};
}

EditResult World::setAgentParam(int32_t index, uint32_t param, float value) {
    if (auto e = checkIndex("agent", index, agents_.size()); !e.empty()) return {-1, e};
    Agent& a = agents_[size_t(index)];
    const auto& specs = paramsOf(a.behavior);
    if (param >= specs.size()) {
        return {-1,
                "agent.params: " + std::string(behaviorName(a.behavior)) + " has no param " + std::to_string(param)};
    }
    if (auto e = checkParam(specs[param], value); !e.empty())
        return {-1, "agent.params." + std::string(specs[param].name) + ": " + e};
    a.params[param] = value;
    edited();
    return {index, {}};
}

EditResult World::setAvoidAgents(int32_t index, bool on) {
    if (auto e = checkIndex("agent", index, agents_.size()); !e.empty()) return {-1, e};
    Agent& a = agents_[size_t(index)];
    if (a.kind != AgentKind::Continuous) return {-1, "agent.avoidAgents: grid agents do not avoid agents"};
    if (a.behavior == Behavior::Orca && on)
        return {-1, "agent.avoidAgents: orca agents avoid agents by their own half-planes"};
    if (a.behavior == Behavior::Script && on)
        return {-1, "agent.avoidAgents: script agents steer themselves (world.neighbors sees other agents)"};
    a.avoidAgents = on ? 1u : 0u;
    edited();
    return {index, {}};
}

EditResult World::setAvoidanceParam(int32_t index, uint32_t param, float value) {
    if (auto e = checkIndex("agent", index, agents_.size()); !e.empty()) return {-1, e};
    Agent& a = agents_[size_t(index)];
    const auto& specs = avoidanceParamSpecs();
    if (a.kind != AgentKind::Continuous) return {-1, "agent.avoidance: grid agents do not avoid agents"};
    if (param >= specs.size()) return {-1, "agent.avoidance: there is no setting " + std::to_string(param)};
    if (auto e = checkParam(specs[param], value); !e.empty())
        return {-1, "agent.avoidance." + std::string(specs[param].name) + ": " + e};
    a.avoidance[param] = value;
    edited();
    return {index, {}};
}

EditResult World::setAgentStart(int32_t index, Vec2 start) {
    if (auto e = checkIndex("agent", index, agents_.size()); !e.empty()) return {-1, e};
    Agent& a = agents_[size_t(index)];
    if (auto e = checkAgentPosition("agent.start", a.kind, start); !e.empty()) return {-1, e};
    a.start = start;
    resetAgent(a);
    episodes_.agentReset(index);
    gridDecisions_[size_t(index)] = {};
    serials_[size_t(index)] = nextSerial_++;  // a new trail from its new start
    edited();
    return {index, {}};
}

EditResult World::setAgentGoal(int32_t index, Vec2 goal) {
    if (auto e = checkIndex("agent", index, agents_.size()); !e.empty()) return {-1, e};
    Agent& a = agents_[size_t(index)];
    if (auto e = checkAgentPosition("agent.goal", a.kind, goal); !e.empty()) return {-1, e};
    a.goal = goal;
    a.closest = -1.0f;  // progress counts afresh toward the new goal
    a.stalled = 0.0f;
    if (a.stop != StopReason::MaxSteps) a.stop = StopReason::Moving;
    edited();
    return {index, {}};
}

EditResult World::setConfig(const SimConfig& config) {
    if (auto e = checkRange("sim.dt", config.dt, kMinDt, kMaxDt); !e.empty()) return {-1, e};
    if (config.maxSteps < 1 || config.maxSteps > 1000000) {
        return {-1, "sim.maxSteps: must be an integer 1..1000000, got " + std::to_string(config.maxSteps)};
    }
    if (config.scriptBudget < 1 || config.scriptBudget > kMaxScriptBudget) {
        return {-1, "sim.scriptBudget: must be an integer 1.." + std::to_string(kMaxScriptBudget)};
    }
    if (auto e = checkRange("sim.scriptMs", config.scriptMs, kMinScriptMs, kMaxScriptMs); !e.empty()) return {-1, e};
    config_ = config;
    return {};
}

EditResult World::setDrive(int32_t index, bool driven, bool assist) {
    if (auto e = checkIndex("agent", index, agents_.size()); !e.empty()) return {-1, e};
    Agent& a = agents_[size_t(index)];
    if (a.kind != AgentKind::Continuous) return {-1, "agent: only continuous agents can be driven"};
    a.driven = driven ? 1u : 0u;
    a.assist = assist ? 1u : 0u;
    a.driveInput = Vec2(0.0f);
    if (driven && a.stop != StopReason::MaxSteps) a.stop = StopReason::Moving;
    decisionsFresh_ = false;
    return {index, {}};
}

EditResult World::setDriveInput(int32_t index, Vec2 input) {
    if (auto e = checkIndex("agent", index, agents_.size()); !e.empty()) return {-1, e};
    if (!std::isfinite(input.x) || !std::isfinite(input.y) || std::fabs(input.x) > 1.0f || std::fabs(input.y) > 1.0f) {
        return {-1, "drive input: each axis must be a number in [-1, 1]"};
    }
    if (!agents_[size_t(index)].driven)
        return {-1, "agent: agent " + std::to_string(index) + " is not driven (setDrive first)"};
    agents_[size_t(index)].driveInput = input;
    decisionsFresh_ = false;
    return {index, {}};
}

void World::clear() {
    grid_.clear();
    circles_.clear();
    circlesEdited();
    gridEdited();
    agents_.clear();
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
