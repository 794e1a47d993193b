// embind registration of what `sidestep` prints, for the Node front end over the wasm core
// (scripts/sidestep.mjs): the same core functions as native/cli.cpp, so both print the same bytes. And the
// quality suite run a chunk at a time with a script runtime (the Node front end's `quality --script`, the
// page's exercise check in its worker, web/lessons/exercise-worker.js).
#include <emscripten/bind.h>

#include <memory>

#include "../script_host.hpp"
#include "sidestep/io/json.hpp"
#include "sidestep/io/link.hpp"
#include "sidestep/io/report.hpp"
#include "sidestep/quality/run.hpp"
#include "sidestep/world/timeline.hpp"

using namespace emscripten;
using namespace sidestep;

namespace {

std::string runJson(const World& w) { return writeJson(runReport(w), 2); }
std::string traceText(const World& w) { return writeJson(traceLine(w), 0); }

/// The run's events from index `from` on, one JSON line each (`run --events`).
std::string eventLines(const Timeline& t, uint32_t from) {
    std::string out;
    for (size_t k = from; k < t.events().size(); ++k) out += writeJson(eventLine(t.world(), t.events()[k]), 0) + "\n";
    return out;
}

/// The core's base64url codec, for the test that the page's (web/sim/link.js) gives the same text, bytes and
/// messages: `bytes` an array of 0..255; decoding gives {bytes} or {error}.
std::string base64urlEncodeBytes(const val& bytes) {
    std::vector<uint8_t> data;
    const unsigned n = bytes["length"].as<unsigned>();
    for (unsigned k = 0; k < n; ++k) data.push_back(uint8_t(bytes[k].as<unsigned>()));
    return base64urlEncode(data);
}
val base64urlDecodeText(const std::string& text) {
    const Base64Decode d = base64urlDecode(text);
    val o = val::object();
    if (!d.error.empty()) {
        o.set("error", d.error);
        return o;
    }
    val list = val::array();
    for (const uint8_t b : d.bytes) list.call<void>("push", unsigned(b));
    o.set("bytes", list);
    return o;
}

/// A quality run from its JSON description (parseQualityRunSpec); errors() lists what is wrong with it.
class QualityRunHandle {
public:
    explicit QualityRunHandle(const std::string& spec) {
        QualityRunSpec parsed = parseQualityRunSpec(spec);
        errors_ = parsed.errors;
        if (parsed.ok()) run_ = std::make_unique<QualityRun>(std::move(parsed.variants), parsed.families, parsed.scene);
    }
    emscripten::val errors() const {
        emscripten::val list = emscripten::val::array();
        for (const std::string& e : errors_) list.call<void>("push", e);
        return list;
    }
    uint32_t advance(uint32_t steps) { return run_ ? run_->advance(steps) : 0; }
    bool done() const { return !run_ || run_->done(); }
    uint32_t runsDone() const { return run_ ? uint32_t(run_->runsDone()) : 0; }
    uint32_t runCount() const { return run_ ? uint32_t(run_->runCount()) : 0; }
    std::string reportText() const { return run_ ? formatQualityReport(run_->report()) : ""; }
    std::string reportJson() const { return run_ ? writeJson(qualityReportToJson(run_->report()), 0) : "{}"; }
    std::string detailText() const { return run_ ? run_->detailText() : ""; }
    void setScriptHost(wasm::JsScriptHost* host) {
        if (run_) run_->setScriptHost(host);
    }

private:
    std::unique_ptr<QualityRun> run_;
    std::vector<std::string> errors_;
};

/// The suite's variants' labels and families, as JSON {"labels": [...], "families": [...]}.
std::string qualitySuiteNames() {
    Json labels = Json::array(), families = Json::array();
    for (const QualityVariant& v : qualityVariants()) labels.push(Json::string(v.label));
    for (const std::string& f : qualityFamilies()) families.push(Json::string(f));
    return writeJson(Json::object().set("labels", std::move(labels)).set("families", std::move(families)), 0);
}

}  // namespace

EMSCRIPTEN_BINDINGS(sidestep_cli) {
    class_<QualityRunHandle>("QualityRun")
        .constructor<std::string>()
        .function("errors", &QualityRunHandle::errors)
        .function("advance", &QualityRunHandle::advance)
        .function("done", &QualityRunHandle::done)
        .function("runsDone", &QualityRunHandle::runsDone)
        .function("runCount", &QualityRunHandle::runCount)
        .function("reportText", &QualityRunHandle::reportText)
        .function("reportJson", &QualityRunHandle::reportJson)
        .function("detailText", &QualityRunHandle::detailText)
        .function("setScriptHost", &QualityRunHandle::setScriptHost, allow_raw_pointers());
    function("qualitySuiteNames", &qualitySuiteNames);
    function("base64urlEncode", &base64urlEncodeBytes);
    function("base64urlDecode", &base64urlDecodeText);
    function("runTable", &runTable);
    function("runJson", &runJson);
    function("traceLine", &traceText);
    function("eventLines", &eventLines);
    function("compareHeader", &compareHeader);
    function("compareNote", &compareNote);
}
