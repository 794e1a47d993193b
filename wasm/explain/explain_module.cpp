// The explain module (createSidestepExplain): the words of an agent's explanation, from what the page's first
// module packed of its world (ExplainSource, wasm/explain_bindings.cpp). Fetched with the panel's first
// explanation, so the words are not part of the page's first load. Bindings only: the words are the core's.
#include <emscripten/bind.h>

#include <string>

#include "sidestep/explain/explain.hpp"
#include "sidestep/io/explain_json.hpp"
#include "sidestep/io/json.hpp"

using namespace emscripten;
using namespace sidestep;

namespace {

/// The agent's facts and explanation as JSON (see io/explain_json.hpp), from its packed ExplainSource; "null" for
/// bytes that are not one (or an agent out of range).
std::string explainPacked(const std::string& bytes) {
    ExplainSource source;
    if (!ExplainSource::unpack(bytes, source) || source.agents().size() == 0) return "null";
    return writeJson(explanationToJson(agentFacts(source), explainAgent(source)), 0);
}

/// The same as plain text, as `sidestep explain` prints it (the npm package's explain(i).text); "" for bytes that
/// are not one.
std::string explainPackedText(const std::string& bytes) {
    ExplainSource source;
    if (!ExplainSource::unpack(bytes, source) || source.agents().size() == 0) return "";
    return explanationText(agentFacts(source), explainAgent(source));
}

}  // namespace

EMSCRIPTEN_BINDINGS(sidestep_explain) {
    function("explainPacked", &explainPacked);
    function("explainPackedText", &explainPackedText);
}
