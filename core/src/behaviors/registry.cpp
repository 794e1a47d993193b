// The behaviours' table, made from SIDESTEP_BEHAVIORS, and what reads only the rows: names, families,
// what each senses, settings tables and settings by name.
#include "sidestep/behaviors/registry.hpp"

#include "sidestep/behaviors/params.hpp"
#include "sidestep/behaviors/steering.hpp"
#include "sidestep/geometry/trig.hpp"

namespace sidestep {

namespace {

#define SIDESTEP_BEHAVIOR_ROW_POINTER(E, id, family) &id##Behavior,
const BehaviorRow* const kRows[kBehaviorCount] = {SIDESTEP_BEHAVIORS(SIDESTEP_BEHAVIOR_ROW_POINTER)};
#undef SIDESTEP_BEHAVIOR_ROW_POINTER

}  // namespace

const BehaviorRow& behaviorRow(Behavior b) { return *kRows[uint32_t(b) < kBehaviorCount ? uint32_t(b) : 0u]; }

const char* behaviorName(Behavior b) { return uint32_t(b) < kBehaviorCount ? kRows[uint32_t(b)]->name : "unknown"; }

const char* behaviorSenses(Behavior b) { return uint32_t(b) < kBehaviorCount ? kRows[uint32_t(b)]->senses : ""; }

const char* behaviorFamilyName(BehaviorFamily f) {
    static const char* const names[kBehaviorFamilyCount] = {"grid", "ray", "continuous", "scripted"};
    return uint32_t(f) < kBehaviorFamilyCount ? names[uint32_t(f)] : "unknown";
}

bool parseBehavior(std::string_view name, Behavior& out) {
    for (uint32_t i = 0; i < kBehaviorCount; ++i) {
        if (name == kRows[i]->name) {
            out = Behavior(i);
            return true;
        }
    }
    return false;
}

const std::vector<ParamSpec>& paramsOf(Behavior behavior) { return behaviorRow(behavior).settings(); }

std::string findSetting(Behavior behavior, std::string_view name, uint32_t& index) {
    const std::vector<ParamSpec>& specs = paramsOf(behavior);
    for (uint32_t k = 0; k < specs.size(); ++k) {
        if (name == specs[k].name) {
            index = k;
            return {};
        }
    }
    std::string error = std::string(behaviorName(behavior)) + " has no setting \"" + std::string(name) + "\"";
    if (specs.empty()) return error + " (it has no settings)";
    error += "; its settings: ";
    for (size_t k = 0; k < specs.size(); ++k) error += (k ? ", " : "") + std::string(specs[k].name);
    return error;
}

std::string setSetting(AgentDef& def, std::string_view name, float value) {
    uint32_t k = 0;
    if (std::string e = findSetting(def.behavior, name, k); !e.empty()) return e;
    if (!def.hasParams) def.params = defaultParams(def.behavior);
    def.hasParams = true;
    def.params[k] = value;
    return {};
}

std::string setSetting(Agent& agent, std::string_view name, float value) {
    uint32_t k = 0;
    if (std::string e = findSetting(agent.behavior, name, k); !e.empty()) return e;
    agent.params[k] = value;
    return {};
}

std::string setAvoidanceSetting(AgentDef& def, std::string_view name, float value) {
    const std::vector<ParamSpec>& specs = avoidanceParamSpecs();
    for (uint32_t k = 0; k < specs.size(); ++k) {
        if (name != specs[k].name) continue;
        if (!def.hasAvoidance) def.avoidance = defaultAvoidance();
        def.hasAvoidance = true;
        def.avoidance[k] = value;
        return {};
    }
    return "agent avoidance has no setting \"" + std::string(name) + "\"";
}

void addFan(SensingBox& box, const Agent& a, float length, float angle) {
    const Vec2 p = a.position, f = heading(a);
    box.add(p + f * length);
    box.add(p + rotate(f, -degrees(angle)) * length);
    box.add(p + rotate(f, degrees(angle)) * length);
}

void addSides(SensingBox& box, const Agent& a, float length, float offset) {
    const Vec2 p = a.position, f = heading(a), s{-f.y, f.x};
    for (const float side : {-offset, offset}) {
        box.add(p + s * side);
        box.add(p + s * side + f * length);
    }
}

}  // namespace sidestep
