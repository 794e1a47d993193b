// World's agent edits: adding and removing agents, and each agent's name, body, behaviour, settings (by
// name), agent avoidance, start, goal, path and drive. Each checks its input first, names the field and the
// rule when it refuses, and leaves the world unchanged on error.
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

namespace {

const char* const kBodyNames[3] = {"radius", "maxSpeed", "maxAccel"};

}  // namespace

const char* agentBodyName(AgentBody f) { return uint32_t(f) < 3 ? kBodyNames[uint32_t(f)] : "?"; }

bool parseAgentBody(const std::string& name, AgentBody& out) {
    for (uint32_t k = 0; k < 3; ++k) {
        if (name == kBodyNames[k]) {
            out = AgentBody(k);
            return true;
        }
    }
    return false;
}

EditResult World::setAgentPath(int32_t index, int32_t path) {
    if (auto e = checkIndex("agent", index, agents_.size()); !e.ok()) return e;
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
        return refused("agents", Message("invalid-max-agents").count("max", double(kMaxAgents)));
    }
    if (uint32_t(def.behavior) >= kBehaviorCount) {
        return {-1, "agent.behavior: unknown behaviour " + std::to_string(uint32_t(def.behavior))};
    }
    const AgentKind kind = kindOf(def.behavior);
    if (auto e = checkAgentPosition("agent.start", kind, def.start); !e.ok()) return e;
    if (auto e = checkAgentPosition("agent.goal", kind, def.goal); !e.ok()) return e;
    if (auto e = checkRange("agent.radius", def.radius, kMinRadius, kMaxRadius); !e.ok()) return e;
    if (auto e = checkRange("agent.maxSpeed", def.maxSpeed, kMinSpeed, kMaxSpeed); !e.ok()) return e;
    if (auto e = checkRange("agent.maxAccel", def.maxAccel, kMinAccel, kMaxAccel); !e.ok()) return e;
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
        if (script < 0) return refused("agent.script", Message("invalid-no-script").text("name", def.script.name));
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
    if (auto e = checkIndex("agent", index, agents_.size()); !e.ok()) return e;
    agents_.erase(agents_.begin() + index);
    if (size_t(index) < routes_.size()) routes_.erase(routes_.begin() + index);
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

EditResult World::setAgentParam(int32_t index, std::string_view name, float value) {
    if (auto e = checkIndex("agent", index, agents_.size()); !e.ok()) return e;
    Agent& a = agents_[size_t(index)];
    const auto& specs = paramsOf(a.behavior);
    uint32_t param = 0;
    if (auto e = findSetting(a.behavior, name, param); !e.empty()) return {-1, "agent.params: " + e};
    if (auto e = checkParam(specs[param], value); !e.empty())
        return {-1, "agent.params." + std::string(specs[param].name) + ": " + e};
    a.params[param] = value;
    edited();
    return {index, {}};
}

EditResult World::setAvoidAgents(int32_t index, bool on) {
    if (auto e = checkIndex("agent", index, agents_.size()); !e.ok()) return e;
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

EditResult World::setAvoidanceParam(int32_t index, std::string_view name, float value) {
    if (auto e = checkIndex("agent", index, agents_.size()); !e.ok()) return e;
    Agent& a = agents_[size_t(index)];
    const auto& specs = avoidanceParamSpecs();
    if (a.kind != AgentKind::Continuous) return {-1, "agent.avoidance: grid agents do not avoid agents"};
    uint32_t param = 0;
    while (param < specs.size() && name != specs[param].name) ++param;
    if (param == specs.size()) return {-1, "agent.avoidance: there is no setting \"" + std::string(name) + "\""};
    if (auto e = checkParam(specs[param], value); !e.empty())
        return {-1, "agent.avoidance." + std::string(specs[param].name) + ": " + e};
    a.avoidance[param] = value;
    edited();
    return {index, {}};
}

EditResult World::setAgentStart(int32_t index, Vec2 start) {
    if (auto e = checkIndex("agent", index, agents_.size()); !e.ok()) return e;
    Agent& a = agents_[size_t(index)];
    if (auto e = checkAgentPosition("agent.start", a.kind, start); !e.ok()) return e;
    a.start = start;
    resetAgent(a);
    episodes_.agentReset(index);
    gridDecisions_[size_t(index)] = {};
    serials_[size_t(index)] = nextSerial_++;  // a new trail from its new start
    edited();
    return {index, {}};
}

EditResult World::setAgentGoal(int32_t index, Vec2 goal) {
    if (auto e = checkIndex("agent", index, agents_.size()); !e.ok()) return e;
    Agent& a = agents_[size_t(index)];
    if (auto e = checkAgentPosition("agent.goal", a.kind, goal); !e.ok()) return e;
    a.goal = goal;
    a.replanReason = uint32_t(RouteReason::None);  // a route to the new goal, before its next decision
    a.closest = -1.0f;                             // progress counts afresh toward the new goal
    a.stalled = 0.0f;
    if (a.stop != StopReason::MaxSteps) a.stop = StopReason::Moving;
    edited();
    return {index, {}};
}

EditResult World::setDrive(int32_t index, bool driven, bool assist) {
    if (auto e = checkIndex("agent", index, agents_.size()); !e.ok()) return e;
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
    if (auto e = checkIndex("agent", index, agents_.size()); !e.ok()) return e;
    if (!std::isfinite(input.x) || !std::isfinite(input.y) || std::fabs(input.x) > 1.0f || std::fabs(input.y) > 1.0f) {
        return {-1, "drive input: each axis must be a number in [-1, 1]"};
    }
    if (!agents_[size_t(index)].driven)
        return {-1, "agent: agent " + std::to_string(index) + " is not driven (setDrive first)"};
    agents_[size_t(index)].driveInput = input;
    decisionsFresh_ = false;
    return {index, {}};
}

EditResult World::setAgentName(int32_t index, const std::string& name) {
    if (auto e = checkIndex("agent", index, agents_.size()); !e.ok()) return e;
    if (name.size() > 64) return {-1, "name: must be at most 64 characters, got " + std::to_string(name.size())};
    names_[size_t(index)] = name.empty() ? "agent" + std::to_string(index) : name;
    edited();
    return {index, {}};
}

EditResult World::setAgentBody(int32_t index, AgentBody field, float value) {
    if (auto e = checkIndex("agent", index, agents_.size()); !e.ok()) return e;
    Agent& a = agents_[size_t(index)];
    const char* name = agentBodyName(field);
    if (a.kind == AgentKind::Grid) {
        return {-1, std::string(name) + ": a grid agent (" + behaviorName(a.behavior) +
                        ") moves one cell per step; only continuous agents have a body to set"};
    }
    float lo = kMinRadius, hi = kMaxRadius;
    float* target = &a.radius;
    if (field == AgentBody::MaxSpeed) lo = kMinSpeed, hi = kMaxSpeed, target = &a.maxSpeed;
    if (field == AgentBody::MaxAccel) lo = kMinAccel, hi = kMaxAccel, target = &a.maxAccel;
    if (!std::isfinite(value) || value < lo || value > hi) {
        return {-1, std::string(name) + ": must be a number in [" + fmt(lo) + ", " + fmt(hi) + "], got " + fmt(value)};
    }
    *target = value;
    if (field == AgentBody::Radius)
        a.replanReason = uint32_t(RouteReason::None);  // its route kept the old radius clear
    edited();
    return {index, {}};
}

EditResult World::setAgentBehavior(int32_t index, Behavior behavior) {
    if (auto e = checkIndex("agent", index, agents_.size()); !e.ok()) return e;
    if (uint32_t(behavior) >= kBehaviorCount)
        return {-1, "behavior: unknown behaviour " + std::to_string(uint32_t(behavior))};
    Agent& a = agents_[size_t(index)];
    if (kindOf(behavior) != a.kind) {
        const bool grid = a.kind == AgentKind::Grid;
        return {-1, std::string("behavior: ") + behaviorName(behavior) + " is a " + (grid ? "continuous" : "grid") +
                        " behaviour and agent " + std::to_string(index) + " is a " + (grid ? "grid" : "continuous") +
                        " agent; add a new agent instead"};
    }
    if (a.behavior == behavior) return {index, {}};
    if (behavior == Behavior::Script) return {-1, "behavior: a script agent needs its script's name (setAgentScript)"};
    a.behavior = behavior;
    if (size_t(index) < script_.slots.size()) script_.slots[size_t(index)] = {};
    a.params = defaultParams(behavior);
    a.memory = {};
    if (behavior != Behavior::Context) a.path = -1;
    if (behavior == Behavior::Orca) a.avoidAgents = 0;  // its own half-planes avoid agents
    edited();
    return {index, {}};
}

}  // namespace sidestep
