// The page's second wasm module, loaded only when a SteerSuite test case is opened (the first one stays
// within the published page's size budget): a case's XML read into scenario text by the core's importer,
// or its errors. No algorithm code here.
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include "sidestep/io/steersuite.hpp"

using namespace emscripten;
using namespace sidestep;

namespace {

val strings(const std::vector<std::string>& list) {
    val out = val::array();
    for (const std::string& s : list) out.call<void>("push", s);
    return out;
}

/// { scenario: text, notes: [...] } for a SteerSuite test case, or { errors: [...] } (element and line).
val importSteerSuiteCase(const std::string& xml, const std::string& file, double scale, double seed) {
    SteerSuiteOptions options;
    options.scale = float(scale);
    options.seed = seed >= 0.0 && seed < 9007199254740992.0 ? uint64_t(seed) : 2;
    options.file = file;
    SteerSuiteImport imported;
    std::vector<std::string> errors;
    val o = val::object();
    if (!importSteerSuite(xml, options, imported, errors)) {
        o.set("errors", strings(errors));
        return o;
    }
    o.set("scenario", writeScenario(imported.scenario));
    o.set("notes", strings(imported.notes));
    return o;
}

}  // namespace

EMSCRIPTEN_BINDINGS(sidestep_import) { function("importSteerSuite", &importSteerSuiteCase); }
