// Scripted agents in the world: the scene's scripts and each agent's script state, the one call per step to
// the embedding's ScriptHost, and what a script may ask while it runs (ScriptSession).
#include <cmath>

#include "edit_checks.hpp"
#include "sidestep/behaviors/decide.hpp"
#include "sidestep/world/hash.hpp"
#include "sidestep/world/random.hpp"
#include "sidestep/world/world.hpp"

namespace sidestep {

bool isScriptName(const std::string& name) {
    if (name.empty() || name.size() > kMaxScriptName) return false;
    for (size_t k = 0; k < name.size(); ++k) {
        const char c = name[k];
        const bool letter = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
        if (!letter && !(k > 0 && c >= '0' && c <= '9')) return false;
    }
    return true;
}

// ---- what a script may ask ----------------------------------------------------------------------

/// Longest ray a script may cast, world units (longer ones are cut to it).
constexpr float kMaxScriptRay = 4096.0f;

RayRecord ScriptSession::castRay(uint32_t i, Vec2 origin, Vec2 direction, float length, HitKind* kind) {
    RayRecord r;
    if (kind) *kind = HitKind::None;
    const float size = glm::length(direction);
    if (!isFinite(origin) || !(size > 0.0f) || !std::isfinite(size) || !(length >= 0.0f)) return r;
    length = std::fmin(length, kMaxScriptRay);
    const Vec2 d = direction / size;
    r.start = origin;
    r.end = origin + d * length;
    r.length = length;
    const Escape from = escape(world_.obstacles, origin);
    const RayHit hit = senseCast(world_.obstacles, origin, d, length, from);
    r.hit = hit.hit() ? 1u : 0u;
    r.distance = hit.hit() ? hit.distance : length;
    r.hitPoint = hit.point;
    r.normal = hit.normal;
    r.fromInside = from.inside ? 1u : 0u;
    r.value = 1.0f;
    if (kind) *kind = hit.kind;
    SteeringRecord& s = steering_[i];
    if (s.rayCount < kMaxRays) s.rays[s.rayCount++] = r;
    records_[i].rays += 1;
    return r;
}

bool ScriptSession::blocked(int32_t cx, int32_t cy) const { return world_.obstacles.grid.blocked(cx, cy); }

float ScriptSession::random(uint32_t i) {
    return keyedUniform(world_.seed ^ 0x5c1217ull, world_.step, i, records_[i].draws++);
}

void ScriptSession::show(uint32_t i, const std::string& name, float value) {
    auto& shown = records_[i].shown;
    for (auto& [n, v] : shown) {
        if (n == name) {
            v = value;
            return;
        }
    }
    if (shown.size() < kMaxScriptShown) shown.emplace_back(name.substr(0, kMaxScriptName), value);
}

void ScriptSession::note(uint32_t i, const std::string& text) {
    auto& notes = records_[i].notes;
    if (notes.size() < kMaxScriptNotes) notes.push_back(text.substr(0, kMaxScriptNote));
}

// ---- the world's scripts ------------------------------------------------------------------------

bool World::hasScriptedAgents() const {
    for (const Agent& a : agents_) {
        if (a.behavior == Behavior::Script) return true;
    }
    return false;
}

int32_t World::scriptIndex(const std::string& name) const {
    for (size_t k = 0; k < script_.sources.size(); ++k) {
        if (script_.sources[k].name == name) return int32_t(k);
    }
    return -1;
}

EditResult World::setScripts(const std::vector<ScriptSource>& scripts) {
    if (scripts.size() > kMaxScripts)
        return edit_check::refused("scripts", Message("invalid-max-scripts").count("max", double(kMaxScripts)));
    for (size_t k = 0; k < scripts.size(); ++k) {
        const ScriptSource& s = scripts[k];
        if (!isScriptName(s.name))
            return edit_check::refused("scripts", Message("invalid-not-a-name-pattern")
                                                      .text("name", s.name)
                                                      .text("pattern", "[A-Za-z_][A-Za-z0-9_]{0,31}"));
        if (s.source.size() > kMaxScriptBytes)
            return edit_check::refused("scripts." + s.name,
                                       Message("invalid-max-bytes").count("max", double(kMaxScriptBytes)));
        for (size_t j = 0; j < k; ++j) {
            if (scripts[j].name == s.name)
                return edit_check::refused("scripts." + s.name, Message("invalid-named-twice"));
        }
    }
    std::vector<int32_t> remap(script_.slots.size(), -1);
    for (size_t i = 0; i < script_.slots.size(); ++i) {
        const int32_t old = script_.slots[i].script;
        if (old < 0) continue;
        for (size_t k = 0; k < scripts.size(); ++k) {
            if (scripts[k].name == script_.sources[size_t(old)].name) remap[i] = int32_t(k);
        }
        if (remap[i] < 0)
            return edit_check::refused("agents[" + std::to_string(i) + "].script",
                                       Message("invalid-no-script").text("name", script_.sources[size_t(old)].name));
    }
    script_.sources = scripts;
    for (size_t i = 0; i < script_.slots.size(); ++i) script_.slots[i].script = remap[i];
    edited();
    return {};
}

EditResult World::setAgentScript(int32_t index, const std::string& name) {
    if (auto e = checkIndex("agent", index, agents_.size()); !e.ok()) return e;
    Agent& a = agents_[size_t(index)];
    if (a.kind != AgentKind::Continuous)
        return edit_check::refused("behavior",
                                   Message("invalid-script-grid-agent").text("index", std::to_string(index)));
    const int32_t k = scriptIndex(name);
    if (k < 0) return edit_check::refused("script", Message("invalid-no-script").text("name", name));
    a.behavior = Behavior::Script;
    a.params = {};
    a.memory = {};
    a.path = -1;
    a.avoidAgents = 0;
    // A script steers itself and follows no route (a file refuses a planner on it): its route goes.
    a.planner = uint32_t(RouteKind::None);
    a.routeWaypoints = a.routeNext = 0;
    a.replanReason = uint32_t(RouteReason::None);
    script_.slots.resize(agents_.size());
    script_.slots[size_t(index)] = ScriptSlot{k, {}, {}, {}};
    edited();
    return {index, {}};
}

// ---- one call per step --------------------------------------------------------------------------

bool World::decideScripts(const Surroundings& view) {
    script_.calls.clear();
    for (size_t i = 0; i < agents_.size(); ++i) {
        if (!agents_[i].moving() || agents_[i].behavior != Behavior::Script) continue;
        script_.calls.push_back(uint32_t(i));
        script_.records[i] = {};
        steering_[i] = {};
    }
    if (script_.calls.empty()) return true;
    script_.answers.assign(script_.calls.size(), ScriptAnswer{});
    if (script_.host) {
        ScriptSession session(view, script_.sources, script_.slots, steering_, script_.records, config_.dt);
        session.budget = config_.scriptBudget;
        if (!script_.host->steer(session, script_.calls.data(), script_.calls.size(), script_.answers.data())) {
            // The host gave up on the step: no scripted agent has decided (what its calls recorded goes).
            for (const uint32_t i : script_.calls) {
                script_.records[i] = {};
                steering_[i] = {};
            }
            return false;
        }
    } else {
        for (ScriptAnswer& answer : script_.answers) {
            answer.stop = true;
            answer.message = "no JavaScript runtime runs this world (run it with: node scripts/sidestep.mjs run FILE)";
        }
    }
    for (size_t k = 0; k < script_.calls.size(); ++k) {
        const uint32_t i = script_.calls[k];
        const Agent& a = agents_[i];
        ScriptAnswer& answer = script_.answers[k];
        ScriptRecord& rec = script_.records[i];
        SteeringRecord& r = steering_[i];
        const std::string& name = script_.sources[size_t(script_.slots[i].script)].name;
        if (!answer.stop && answer.memory.size() > kMaxScriptMemory) {
            answer.stop = true;
            answer.message = "scripts." + name + ": agent.memory is " + std::to_string(answer.memory.size()) +
                             " bytes as JSON, more than the limit of " + std::to_string(kMaxScriptMemory);
        }
        if (!answer.stop && !isFinite(answer.acceleration)) {
            answer.stop = true;
            answer.message = "scripts." + name + ": steer returned a number that is not finite";
        }
        r.target = a.goal;
        if (answer.stop) {
            rec.stop = true;
            rec.message = answer.message.substr(0, kMaxScriptMessage);
            r.rule = SteeringRule::None;
            r.velocity = a.velocity;
            continue;
        }
        rec.memory = std::move(answer.memory);
        r.rule = SteeringRule::Script;
        r.steer = clampLength(answer.acceleration, a.maxAccel);
        limitSteering(a, config_.dt, r);
    }
    return true;
}

void World::hashScripts(Hasher& h) const {
    if (script_.sources.empty() && !hasScriptedAgents()) return;
    h.value(uint32_t(0x5c1217u));  // a tag: the scripts and the scripted agents' state follow
    auto text = [&](const std::string& s) {
        h.value(uint32_t(s.size()));
        h.bytes(s.data(), s.size());
    };
    h.value(uint32_t(script_.sources.size()));
    for (const ScriptSource& s : script_.sources) text(s.name), text(s.source);
    h.value(config_.scriptBudget);
    for (size_t i = 0; i < script_.slots.size(); ++i) {
        const ScriptSlot& slot = script_.slots[i];
        if (slot.script < 0) continue;
        h.value(uint32_t(i));
        h.value(slot.script);
        h.value(uint32_t(slot.params.size()));
        for (const std::string& p : slot.params) text(p);
        text(slot.memory);
        text(slot.message);
    }
}

}  // namespace sidestep
