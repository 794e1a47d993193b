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
using edit_check::checkSetting;
using edit_check::fmt;
using edit_check::refused;
using edit_check::refusedSetting;

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
    if (a.behavior != Behavior::Context)
        return refused("agent.path", Message("invalid-rule").word("rule", "invalid-rule-context-path"));
    if (path != -1 && (path < 0 || size_t(path) >= paths_.size())) {
        return refused(
            "agent.path",
            Message("invalid-no-path").text("index", std::to_string(path)).count("count", double(paths_.size())));
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
    if (def.name.size() > 64) return refused("agent.name", Message("invalid-max-characters").count("max", 64));
    if (def.path != -1 && (def.behavior != Behavior::Context || def.path < 0 || size_t(def.path) >= paths_.size())) {
        return refused("agent.path", Message("invalid-path-index"));
    }
    if (def.behavior == Behavior::Orca && def.avoidAgents) {
        return refused("agent.avoidAgents", Message("invalid-rule").word("rule", "invalid-rule-orca-avoid"));
    }
    if (def.hasAvoidance) {
        const auto& specs = avoidanceParamSpecs();
        for (uint32_t k = 0; k < kAvoidanceParams && k < specs.size(); ++k) {
            if (auto e = checkSetting("agent.avoidance." + std::string(specs[k].name), specs[k], def.avoidance[k]);
                !e.ok())
                return e;
        }
    }
    int32_t script = -1;
    if (def.behavior == Behavior::Script) {
        script = scriptIndex(def.script.name);
        if (script < 0) return refused("agent.script", Message("invalid-no-script").text("name", def.script.name));
        if (def.avoidAgents)
            return refused("agent.avoidAgents", Message("invalid-rule").word("rule", "invalid-rule-script-avoid"));
        if (def.script.params.size() > kMaxScriptParams)
            return refused("agent.params", Message("invalid-max-params").count("max", double(kMaxScriptParams)));
        for (size_t k = 0; k < def.script.params.size(); ++k) {
            if (!isScriptName(def.script.params[k]))
                return refused("agent.params", Message("invalid-not-a-name").text("name", def.script.params[k]));
            if (!std::isfinite(def.params[k]))
                return refused("agent.params." + def.script.params[k], Message("invalid-finite"));
        }
    } else if (!def.script.empty()) {
        return refused("agent.script", Message("invalid-rule").word("rule", "invalid-rule-script-only"));
    }
    if (def.hasParams && def.behavior != Behavior::Script) {
        const auto& specs = paramsOf(def.behavior);
        for (uint32_t k = 0; k < kMaxParams; ++k) {
            const float v = def.params[k];
            if (k >= specs.size()) {
                if (v != 0.0f)
                    return refused("agent.params", Message("invalid-only-params")
                                                       .text("behavior", behaviorName(def.behavior))
                                                       .count("n", double(specs.size())));
                continue;
            }
            if (auto e = checkSetting("agent.params." + std::string(specs[k].name), specs[k], v); !e.ok()) return e;
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
    while (param < specs.size() && name != specs[param].name) ++param;
    if (param == specs.size())
        return refusedSetting("agent.params", specs, behaviorName(a.behavior), std::string(name));
    if (auto e = checkSetting("agent.params." + std::string(specs[param].name), specs[param], value); !e.ok()) return e;
    a.params[param] = value;
    edited();
    return {index, {}};
}

EditResult World::setAvoidAgents(int32_t index, bool on) {
    if (auto e = checkIndex("agent", index, agents_.size()); !e.ok()) return e;
    Agent& a = agents_[size_t(index)];
    if (a.kind != AgentKind::Continuous)
        return refused("agent.avoidAgents", Message("invalid-rule").word("rule", "invalid-rule-grid-avoid"));
    if (a.behavior == Behavior::Orca && on)
        return refused("agent.avoidAgents", Message("invalid-rule").word("rule", "invalid-rule-orca-avoid"));
    if (a.behavior == Behavior::Script && on)
        return refused("agent.avoidAgents", Message("invalid-rule").word("rule", "invalid-rule-script-avoid"));
    a.avoidAgents = on ? 1u : 0u;
    edited();
    return {index, {}};
}

EditResult World::setAvoidanceParam(int32_t index, std::string_view name, float value) {
    if (auto e = checkIndex("agent", index, agents_.size()); !e.ok()) return e;
    Agent& a = agents_[size_t(index)];
    const auto& specs = avoidanceParamSpecs();
    if (a.kind != AgentKind::Continuous)
        return refused("agent.avoidance", Message("invalid-rule").word("rule", "invalid-rule-grid-avoid"));
    uint32_t param = 0;
    while (param < specs.size() && name != specs[param].name) ++param;
    if (param == specs.size())
        return refused("agent.avoidance", Message("invalid-no-setting").text("name", std::string(name)));
    if (auto e = checkSetting("agent.avoidance." + std::string(specs[param].name), specs[param], value); !e.ok())
        return e;
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
    if (a.kind != AgentKind::Continuous)
        return refused("agent", Message("invalid-rule").word("rule", "invalid-rule-grid-drive"));
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
        return refused("drive input", Message("invalid-axes-number").text("range", "[-1, 1]"));
    }
    if (!agents_[size_t(index)].driven)
        return refused("agent", Message("invalid-not-driven").text("index", std::to_string(index)));
    agents_[size_t(index)].driveInput = input;
    decisionsFresh_ = false;
    return {index, {}};
}

EditResult World::setAgentName(int32_t index, const std::string& name) {
    if (auto e = checkIndex("agent", index, agents_.size()); !e.ok()) return e;
    if (name.size() > 64)
        return refused("name",
                       Message("invalid-max-characters-got").count("max", 64).count("got", double(name.size())));
    names_[size_t(index)] = name.empty() ? "agent" + std::to_string(index) : name;
    edited();
    return {index, {}};
}

EditResult World::setAgentBody(int32_t index, AgentBody field, float value) {
    if (auto e = checkIndex("agent", index, agents_.size()); !e.ok()) return e;
    Agent& a = agents_[size_t(index)];
    const char* name = agentBodyName(field);
    if (a.kind == AgentKind::Grid) {
        return refused(name, Message("invalid-grid-body").text("behavior", behaviorName(a.behavior)));
    }
    float lo = kMinRadius, hi = kMaxRadius;
    float* target = &a.radius;
    if (field == AgentBody::MaxSpeed) lo = kMinSpeed, hi = kMaxSpeed, target = &a.maxSpeed;
    if (field == AgentBody::MaxAccel) lo = kMinAccel, hi = kMaxAccel, target = &a.maxAccel;
    if (!std::isfinite(value) || value < lo || value > hi) {
        return checkRange(name, value, lo, hi);
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
        return refused("behavior", Message(grid ? "invalid-kind-continuous" : "invalid-kind-grid")
                                       .text("behavior", behaviorName(behavior))
                                       .text("index", std::to_string(index)));
    }
    if (a.behavior == behavior) return {index, {}};
    if (behavior == Behavior::Script) return refused("behavior", Message("invalid-script-needs-name"));
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
