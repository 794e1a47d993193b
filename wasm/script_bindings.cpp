// embind registration of the script host: the core's ScriptHost implemented over a JS object (the QuickJS
// runtime of web/script/, script_host.hpp), handed to a Timeline; the exchange's layout (scriptLayout(), JSON
// text: what the runtime and the contract read every offset and code from); the scene's scripts and an agent's
// record.
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <string>

#include "script_host.hpp"
#include "sidestep/io/json.hpp"
#include "sidestep/world/script_exchange.hpp"
#include "sidestep/world/timeline.hpp"

using namespace emscripten;
using namespace sidestep;

namespace {

using wasm::JsScriptHost;

void setHost(Timeline& t, JsScriptHost* host) { t.setScriptHost(host); }

/// The scene's scripts as {name: source} JSON text (what the runtime compiles).
std::string scriptsOf(const World& w) {
    Json out = Json::object();
    for (const ScriptSource& s : w.scripts()) out.set(s.name, Json::string(s.source));
    return writeJson(out, 0);
}

/// Agent i's script record for the panel: {shown: [[name, value]...], notes: [...], rays, message, memory}.
val scriptRecordOf(const World& w, uint32_t i) {
    val o = val::object();
    if (i >= w.scriptSlots().size() || w.scriptSlots()[i].script < 0) return val::null();
    const ScriptSlot& slot = w.scriptSlots()[i];
    o.set("script", w.scripts()[size_t(slot.script)].name);
    o.set("message", slot.message);
    o.set("memory", slot.memory);
    val shown = val::array(), notes = val::array();
    if (i < w.scriptRecords().size()) {
        const ScriptRecord& r = w.scriptRecords()[i];
        for (const auto& [name, v] : r.shown) {
            val pair = val::array();
            pair.call<void>("push", name);
            pair.call<void>("push", v);
            shown.call<void>("push", pair);
        }
        for (const std::string& n : r.notes) notes.call<void>("push", n);
        o.set("rays", r.rays);
    }
    o.set("shown", shown);
    o.set("notes", notes);
    return o;
}

}  // namespace

EMSCRIPTEN_BINDINGS(sidestep_scripts) {
    class_<JsScriptHost>("ScriptHost")
        .constructor<val>()
        .function("inputView", &JsScriptHost::inputView)
        .function("outputView", &JsScriptHost::outputView)
        .function("dt", &JsScriptHost::dt)
        .function("step", &JsScriptHost::step)
        .function("budget", &JsScriptHost::budget)
        .function("scriptName", &JsScriptHost::scriptName)
        .function("texts", &JsScriptHost::texts)
        .function("stop", &JsScriptHost::stop)
        .function("abandon", &JsScriptHost::abandon)
        .function("boxView", &JsScriptHost::boxView)
        .function("call", &JsScriptHost::call)
        .function("nearView", &JsScriptHost::nearView)
        .function("name", &JsScriptHost::name)
        .function("show", &JsScriptHost::show)
        .function("note", &JsScriptHost::note);
    function("scriptLayout", &scriptLayoutJson);
    function("setScriptHost", &setHost, allow_raw_pointers());
    function("scriptSources", &scriptsOf);
    function("scriptRecord", &scriptRecordOf);
}
