// embind registration of what an agent's explanation reads of the world (ExplainSource), packed as bytes: the
// page hands them to the explain module (wasm/explain/), which writes the words, fetched when an agent is first
// selected. The words themselves are not in this module.
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <string>

#include "sidestep/explain/source.hpp"

using namespace emscripten;
using namespace sidestep;

namespace {

/// Agent `index`'s ExplainSource packed, as a Uint8Array over this module's heap (valid until the next call;
/// the world's decisions must be fresh: the facade refreshes them first). Empty for an index out of range.
val explainSourceBytes(const World& world, int index) {
    static std::string bytes;
    bytes = index >= 0 && size_t(index) < world.agents().size() ? ExplainSource::of(world, size_t(index)).pack()
                                                                : std::string();
    return val(typed_memory_view(bytes.size(), reinterpret_cast<const uint8_t*>(bytes.data())));
}

}  // namespace

EMSCRIPTEN_BINDINGS(sidestep_explain_source) { function("explainSource", &explainSourceBytes); }
