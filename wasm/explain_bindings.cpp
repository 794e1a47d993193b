// embind registration of the explanations: an agent's numbers and the reason for its next move, built by
// the core (the same words the viewer and `sidestep explain` show), handed to the page as JSON text.
#include <emscripten/bind.h>

#include <string>

#include "sidestep/explain/explain.hpp"
#include "sidestep/io/explain_json.hpp"

using namespace emscripten;
using namespace sidestep;

namespace {

/// Agent i's facts and explanation as JSON (see io/explain_json.hpp); the world's decisions must be
/// fresh (the facade refreshes them first). "null" for an index out of range.
std::string explainAgentJson(const World& world, int index) {
    if (index < 0 || size_t(index) >= world.agents().size()) return "null";
    return writeJson(explanationToJson(agentFacts(world, size_t(index)), explainAgent(world, size_t(index))), 0);
}

}  // namespace

EMSCRIPTEN_BINDINGS(sidestep_explain) { function("explainAgent", &explainAgentJson); }
