#pragma once
// The core's ScriptHost over a JS object (the QuickJS runtime of web/script/): registered by
// script_bindings.cpp as ScriptHost, and handed to a Timeline (every module with the page's bindings) or to
// a QualityRun (the command line's module, wasm/cli/). One crossing per step for the whole batch (its
// numbers in typed views, params and memories as JSON text), plus one per call a script makes back into the
// world (the mailbox's numbers copied into boxView(), answered by call()). The layout of all of it is the
// core's (script_exchange.hpp), exported as scriptLayout().
#include <emscripten/val.h>

#include <string>

#include "sidestep/world/script_exchange.hpp"
#include "sidestep/world/world.hpp"

namespace sidestep::wasm {

/// The runtime's side: steer() on `js` once per step; it reads the batch (inputView(), texts(script)),
/// answers in outputView() and by stop(k, message), returns the memories (one line per agent: JSON text never
/// holds a raw newline), or calls abandon() first when it gave up on the step (its wall-clock safety net).
class JsScriptHost : public ScriptHost {
public:
    explicit JsScriptHost(emscripten::val js) : js_(std::move(js)) {}

    bool steer(ScriptSession& session, const uint32_t* agents, size_t n, ScriptAnswer* answers) override {
        exchange_.begin(session, agents, n);
        abandoned_ = false;
        const std::string memories = js_.call<std::string>("steer");
        exchange_.finish(abandoned_ ? std::string() : memories, answers);
        return !abandoned_;
    }

    /// This step's batch: the layout's batch stride per agent, in agent order (a view into this host, valid
    /// during steer).
    emscripten::val inputView() const { return view(exchange_.rows().size(), exchange_.rows().data()); }
    /// This step's answers: the layout's answer stride per agent, written by the runtime.
    emscripten::val outputView() {
        std::vector<double>& a = exchange_.answers();
        return view(a.size(), a.data());
    }
    double dt() const { return exchange_.dt(); }
    double step() const { return exchange_.step(); }
    /// The per-call budget, interrupt checks.
    double budget() const { return exchange_.budget(); }
    std::string scriptName(int32_t k) const { return exchange_.scriptName(k); }
    std::string texts(int32_t k) const { return exchange_.texts(k); }
    void stop(uint32_t k, const std::string& message) { exchange_.stop(k, message); }
    /// The runtime gave up on this step: no agent decides and the world does not step.
    void abandon() { abandoned_ = true; }

    /// The mailbox: the runtime copies a call's numbers here, call()s, and copies them back.
    emscripten::val boxView() { return view(script_layout::box::kSize, box_); }
    void call() { exchange_.call(box_); }
    /// The last neighbors call's agents (valid until the next call).
    emscripten::val nearView() const { return view(exchange_.near().size(), exchange_.near().data()); }
    uint32_t name(const std::string& text) { return exchange_.nameId(text); }
    void show(uint32_t i, const std::string& name, double value) { exchange_.show(i, name, value); }
    void note(uint32_t i, const std::string& text) { exchange_.note(i, text); }

private:
    static emscripten::val view(size_t n, const double* data) {
        return emscripten::val(emscripten::typed_memory_view(n, data));
    }

    emscripten::val js_;
    ScriptExchange exchange_;
    double box_[script_layout::box::kSize] = {};
    bool abandoned_ = false;
};

}  // namespace sidestep::wasm
