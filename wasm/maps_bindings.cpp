// embind registration of what the page's first module knows of the Moving AI benchmark: the bundled maps'
// names, the world's grid as a bundled map, and the characters a .map reads as free and blocked. Reading
// .map and .scen files and running their problems is in the importers' module (wasm/import/), loaded when
// the page opens a map. No algorithm code here.
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include "sidestep/io/bundled_maps.hpp"
#include "sidestep/io/movingai.hpp"
#include "sidestep/world/world.hpp"

using namespace emscripten;
using namespace sidestep;

namespace {

val bundledMapNames() {
    val list = val::array();
    for (const BundledMap& m : bundledMaps()) list.call<void>("push", std::string(m.name));
    return list;
}

/// The bundled map whose cells are the world's grid, or "".
std::string bundledMapOf(const World& w) { return std::string(bundledMapName(w.grid())); }

}  // namespace

EMSCRIPTEN_BINDINGS(sidestep_maps) {
    function("bundledMapNames", &bundledMapNames);
    function(
        "movingAiCells", +[]() {
            val o = val::object();
            o.set("free", std::string(kMovingAiFreeCells));
            o.set("blocked", std::string(kMovingAiBlockedCells));
            return o;
        });
    function("bundledMapOf", &bundledMapOf);
}
