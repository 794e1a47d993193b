// embind registration of what `sidestep` prints, for the Node front end over the wasm core
// (scripts/sidestep.mjs): the same core functions as native/cli.cpp, so both print the same bytes.
#include <emscripten/bind.h>

#include "sidestep/io/json.hpp"
#include "sidestep/io/report.hpp"
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

}  // namespace

EMSCRIPTEN_BINDINGS(sidestep_cli) {
    function("runTable", &runTable);
    function("runJson", &runJson);
    function("traceLine", &traceText);
    function("eventLines", &eventLines);
    function("compareHeader", &compareHeader);
    function("compareNote", &compareNote);
}
