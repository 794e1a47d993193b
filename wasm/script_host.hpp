#pragma once
// The core's ScriptHost over a JS object (the QuickJS runtime of web/script/): registered by
// script_bindings.cpp as ScriptHost, and handed to a Timeline (every module with the page's bindings) or to
// a QualityRun (the command line's module, wasm/cli/). One crossing per step for the whole batch (its
// numbers in typed views, params and memories as JSON text), plus the calls a script makes back into the world.
#include <emscripten/val.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

#include "sidestep/io/json.hpp"
#include "sidestep/world/world.hpp"

namespace sidestep::wasm {

/// A number with 17 significant digits: it reads back as the same double (so a float exactly).
inline void exact(std::string& out, double v) {
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.17g", v);
    out += buffer;
}

inline void quoted(std::string& out, const std::string& s) { out += writeJson(Json::string(s), 0); }

/// Numbers per scripted agent in the batch's rows (inputView): i, script, x, y, vx, vy, radius, maxSpeed,
/// maxAccel, goalX, goalY, and one spare.
inline constexpr size_t kScriptRow = 12;
/// Numbers per answer (outputView): x, y (u/s^2) and the status (0 an acceleration, 1 a stop, 2 no answer).
inline constexpr size_t kScriptAnswer = 3;

/// The runtime's side: the batch as numbers in inputView() and each script's params and memories as JSON
/// text (texts(script)), steer() on `js` once per step, the answers as numbers in outputView(), memories as
/// the returned text (one line per agent, JSON text never holds a raw newline) and stops by stop(k, message).
/// The script's calls come back here.
class JsScriptHost : public ScriptHost {
public:
    explicit JsScriptHost(emscripten::val js) : js_(std::move(js)) {}

    void steer(ScriptSession& session, const uint32_t* agents, size_t n, ScriptAnswer* answers) override {
        session_ = &session;
        agents_ = agents;
        n_ = n;
        input_.resize(n * kScriptRow);
        output_.assign(n * kScriptAnswer, 0.0);
        output_.resize(std::max<size_t>(output_.size(), 1));
        stops_.assign(n, std::string());
        batch_.assign(session.agentCount(), 0);
        for (size_t k = 0; k < n; ++k) batch_[agents[k]] = 1;
        for (size_t k = 0; k < n; ++k) {
            const uint32_t i = agents[k];
            const Agent& a = session.agent(i);
            double* row = input_.data() + k * kScriptRow;
            const double values[kScriptRow] = {double(i),    double(session.slot(i).script),
                                               a.position.x, a.position.y,
                                               a.velocity.x, a.velocity.y,
                                               a.radius,     a.maxSpeed,
                                               a.maxAccel,   a.goal.x,
                                               a.goal.y,     0.0};
            std::copy(values, values + kScriptRow, row);
            output_[k * kScriptAnswer + 2] = 2.0;
        }
        const std::string memories = js_.call<std::string>("steer");
        session_ = nullptr;
        size_t at = 0;
        for (size_t k = 0; k < n; ++k) {
            const size_t end = std::min(memories.find('\n', at), memories.size());
            ScriptAnswer& a = answers[k];
            const double* out = output_.data() + k * kScriptAnswer;
            if (out[2] == 0.0 && std::isfinite(out[0]) && std::isfinite(out[1])) {
                a.acceleration = {float(out[0]), float(out[1])};
                a.memory.assign(memories, at, end - at);
            } else {
                a.stop = true;
                a.message = out[2] == 1.0 ? stops_[k] : "the script runtime gave no answer for this agent";
            }
            at = end + 1;
        }
    }

    /// This step's numbers: kScriptRow per agent, in agent order (a view into this host, valid during steer).
    emscripten::val inputView() const {
        return emscripten::val(emscripten::typed_memory_view(input_.size(), input_.data()));
    }
    /// This step's answers: kScriptAnswer per agent, written by the runtime.
    emscripten::val outputView() {
        return emscripten::val(emscripten::typed_memory_view(output_.size(), output_.data()));
    }
    /// The step's dt (s), step, and the per-call budgets (interrupt checks, ms).
    double dt() const { return session_ ? session_->dt() : 0.0; }
    double step() const { return session_ ? session_->step() : 0.0; }
    double budget() const { return session_ ? session_->budget : 0.0; }
    double ms() const { return session_ ? session_->ms : 0.0; }
    /// Script k's name.
    std::string scriptName(int32_t k) const {
        return session_ && k >= 0 && size_t(k) < session_->scripts().size() ? session_->scripts()[size_t(k)].name
                                                                            : std::string();
    }
    /// JSON text [params, memory, ...] of this step's agents of script k, in agent order: params as an object of
    /// exact numbers, memory the stored JSON text (null before the first call).
    std::string texts(int32_t k) const {
        std::string out = "[";
        bool first = true;
        for (size_t c = 0; session_ && c < n_; ++c) {
            const uint32_t i = agents_[c];
            const ScriptSlot& slot = session_->slot(i);
            if (slot.script != k) continue;
            out += first ? "{" : ",{";
            first = false;
            const Agent& a = session_->agent(i);
            for (size_t p = 0; p < slot.params.size(); ++p) {
                if (p) out += ',';
                quoted(out, slot.params[p]);
                out += ':';
                exact(out, a.params[p]);
            }
            out += "},";
            out += slot.memory.empty() ? "null" : slot.memory;
        }
        return out + "]";
    }
    /// Stops the batch's agent k with `message`.
    void stop(uint32_t k, const std::string& message) {
        if (k < n_) {
            stops_[k] = message;
            output_[k * kScriptAnswer + 2] = 1.0;
        }
    }

    /// The cast the built-ins sense with, for agent i: the hit's kind (0 none, 1 cell, 2 circle); a hit's distance,
    /// x, y, nx, ny are then in hitView() (exact floats, no text).
    int cast(uint32_t i, float ox, float oy, float dx, float dy, float length) {
        if (!mine(i)) return 0;
        HitKind kind = HitKind::None;
        const RayRecord r = session_->castRay(i, {ox, oy}, {dx, dy}, length, &kind);
        if (!r.hit) return 0;
        hit_[0] = r.distance, hit_[1] = r.hitPoint.x, hit_[2] = r.hitPoint.y, hit_[3] = r.normal.x,
        hit_[4] = r.normal.y;
        return kind == HitKind::Cell ? 1 : 2;
    }
    /// The last cast()'s hit: distance, x, y, nx, ny (a view into this host; valid while it lives).
    emscripten::val hitView() const { return emscripten::val(emscripten::typed_memory_view(5, hit_)); }
    /// The agents within `radius` of agent i (ScriptSession::neighbors' order): their count, and x, y, vx, vy,
    /// radius of each in nearView().
    int near(uint32_t i, float radius) {
        near_.clear();
        if (!mine(i) || !(radius >= 0.0f)) return 0;
        session_->neighbors(i, radius, [&](uint32_t j) {
            const Agent& b = session_->agent(j);
            near_.insert(near_.end(), {b.position.x, b.position.y, b.velocity.x, b.velocity.y, b.radius});
        });
        return int(near_.size() / 5);
    }
    /// The last near()'s agents, 5 numbers each (valid until the next call).
    emscripten::val nearView() const {
        return emscripten::val(emscripten::typed_memory_view(near_.size(), near_.data()));
    }
    bool blocked(int32_t cx, int32_t cy) { return session_ ? session_->blocked(cx, cy) : true; }
    double random(uint32_t i) { return mine(i) ? session_->random(i) : 0.0; }
    void show(uint32_t i, const std::string& name, double value) {
        if (mine(i)) session_->show(i, name, float(value));
    }
    void note(uint32_t i, const std::string& text) {
        if (mine(i)) session_->note(i, text);
    }

private:
    /// Whether agent i is one of this step's batch: a call for any other agent (a script cannot name one, but
    /// the host does not rely on it) changes nothing and reads nothing.
    bool mine(uint32_t i) const { return session_ && i < batch_.size() && batch_[i]; }

    emscripten::val js_;
    ScriptSession* session_ = nullptr;
    double hit_[5] = {};
    const uint32_t* agents_ = nullptr;
    size_t n_ = 0;
    std::vector<double> input_, output_, near_;
    std::vector<std::string> stops_;
    std::vector<uint8_t> batch_;  ///< per agent: 1 while it is in the step's batch
};

}  // namespace sidestep::wasm
