// embind registration of edits applied to a World directly (no Timeline, so no history kept: what the npm
// package's worlds do, a game editing its obstacles every frame for hours), and of an agent's definition as a
// scenario file writes it (its current settings, by name). Bindings only: parsing, checks and words are the core's.
#include <emscripten/bind.h>

#include <string>

#include "sidestep/io/scenario.hpp"
#include "sidestep/world/edit.hpp"
#include "sidestep/world/world.hpp"

using namespace emscripten;
using namespace sidestep;

namespace {

/// Applies one edit given as JSON text (the form of a scenario's history entry without "step") to the world
/// now; {index, error} as the World's edits return. On error the world is unchanged.
EditResult applyEditText(World& world, const std::string& text) {
    const EditParse p = parseEditText(text);
    if (!p.ok()) {
        std::string all;
        for (const std::string& e : p.errors) all += (all.empty() ? "" : "; ") + e;
        return {-1, all};
    }
    return applyEdit(world, p.edit);
}

/// Agent i as one entry of a scenario's "agents" (compact JSON): its start, goal, body and every setting as it is
/// now, by name. "" for an index out of range.
std::string agentDefText(const World& world, int i) {
    return i >= 0 && size_t(i) < world.agents().size() ? writeAgent(agentDefOf(world, size_t(i))) : std::string();
}

}  // namespace

EMSCRIPTEN_BINDINGS(sidestep_edit) {
    function("applyEdit", &applyEditText);
    function("agentDef", &agentDefText);
}
