#pragma once
// The core's ScriptHost over a JS object (the QuickJS runtime of web/script/): registered by
// script_bindings.cpp as ScriptHost, and handed to a Timeline (every module with the page's bindings) or to
// a QualityRun (the command line's module, wasm/cli/). One crossing per step for the whole batch (the
// agents' inputs as one JSON text, the answers as one), plus the calls a script makes back into the world.
#include <emscripten/val.h>

#include <cstdio>
#include <string>

#include "sidestep/io/json.hpp"
#include "sidestep/world/world.hpp"

namespace sidestep::wasm {

inline void number(std::string& out, double v) {
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.9g", v);
    out += buffer;
}

inline void quoted(std::string& out, const std::string& s) { out += writeJson(Json::string(s), 0); }

/// The runtime's side: steer(batchText) -> answersText on `js`; the script's calls come back here.
class JsScriptHost : public ScriptHost {
public:
    explicit JsScriptHost(emscripten::val js) : js_(std::move(js)) {}

    void steer(ScriptSession& session, const uint32_t* agents, size_t n, ScriptAnswer* answers) override {
        session_ = &session;
        const std::string answerText = js_.call<std::string>("steer", batch(session, agents, n));
        session_ = nullptr;
        const JsonParse parsed = parseJson(answerText);
        for (size_t k = 0; k < n; ++k) {
            ScriptAnswer& a = answers[k];
            const Json* item = parsed.ok() && parsed.value.isArray() && k < parsed.value.items().size() ? &parsed.value.items()[k] : nullptr;
            const Json* x = item ? item->find("x") : nullptr;
            const Json* y = item ? item->find("y") : nullptr;
            const Json* m = item ? item->find("m") : nullptr;
            if (const Json* e = item ? item->find("e") : nullptr; e && e->isString()) {
                a.stop = true;
                a.message = e->asString();
            } else if (x && y && x->isNumber() && y->isNumber()) {
                a.acceleration = {float(x->asNumber()), float(y->asNumber())};
                if (m && m->isString()) a.memory = m->asString();
            } else {
                a.stop = true;
                a.message = "the script runtime gave no answer for this agent";
            }
        }
    }

    /// "distance x y nx ny kind" of the hit, or "" when the ray hits nothing.
    std::string castRay(uint32_t i, float ox, float oy, float dx, float dy, float length) {
        if (!session_) return "";
        HitKind kind = HitKind::None;
        const RayRecord r = session_->castRay(i, {ox, oy}, {dx, dy}, length, &kind);
        if (!r.hit) return "";
        std::string out;
        for (const double v : {double(r.distance), double(r.hitPoint.x), double(r.hitPoint.y), double(r.normal.x), double(r.normal.y)}) {
            number(out, v);
            out += ' ';
        }
        out += kind == HitKind::Cell ? "cell" : "circle";
        return out;
    }
    /// "x y vx vy radius;..." of the agents within `radius`.
    std::string neighbors(uint32_t i, float radius) {
        std::string out;
        if (!session_ || !(radius >= 0.0f)) return out;
        session_->neighbors(i, radius, [&](uint32_t j) {
            const Agent& b = session_->agent(j);
            if (!out.empty()) out += ';';
            for (const float v : {b.position.x, b.position.y, b.velocity.x, b.velocity.y}) number(out, v), out += ' ';
            number(out, b.radius);
        });
        return out;
    }
    bool blocked(int32_t cx, int32_t cy) { return session_ ? session_->blocked(cx, cy) : true; }
    double random(uint32_t i) { return session_ ? session_->random(i) : 0.0; }
    void show(uint32_t i, const std::string& name, double value) {
        if (session_) session_->show(i, name, float(value));
    }
    void note(uint32_t i, const std::string& text) {
        if (session_) session_->note(i, text);
    }

private:
    /// {"dt", "step", "scripts": [names], "agents": [{i, s, x, y, vx, vy, radius, maxSpeed, maxAccel, goalX, goalY,
    /// params: {...}, memory}]}: memory is the stored JSON text itself (null before the first call).
    static std::string batch(const ScriptSession& s, const uint32_t* agents, size_t n) {
        std::string out = "{\"dt\":";
        number(out, s.dt());
        out += ",\"step\":" + std::to_string(s.step()) + ",\"budget\":" + std::to_string(s.budget) + ",\"ms\":";
        number(out, s.ms);
        out += ",\"agents\":[";
        for (size_t k = 0; k < n; ++k) {
            const uint32_t i = agents[k];
            const Agent& a = s.agent(i);
            const ScriptSlot& slot = s.slot(i);
            out += k ? ",{\"i\":" : "{\"i\":";
            out += std::to_string(i) + ",\"s\":";
            quoted(out, s.scripts()[size_t(slot.script)].name);
            const std::pair<const char*, float> fields[] = {{"x", a.position.x}, {"y", a.position.y}, {"vx", a.velocity.x},
                                                            {"vy", a.velocity.y}, {"radius", a.radius}, {"maxSpeed", a.maxSpeed},
                                                            {"maxAccel", a.maxAccel}, {"goalX", a.goal.x}, {"goalY", a.goal.y}};
            for (const auto& [name, v] : fields) {
                out += ",\"";
                out += name;
                out += "\":";
                number(out, v);
            }
            out += ",\"params\":{";
            for (size_t p = 0; p < slot.params.size(); ++p) {
                if (p) out += ',';
                quoted(out, slot.params[p]);
                out += ':';
                number(out, a.params[p]);
            }
            out += "},\"memory\":";
            out += slot.memory.empty() ? "null" : slot.memory;
            out += '}';
        }
        out += "]}";
        return out;
    }

    emscripten::val js_;
    ScriptSession* session_ = nullptr;
};

}  // namespace sidestep::wasm
