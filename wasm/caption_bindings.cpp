// embind registration of a lesson's caption filled in from the page's world: the numbers a checkpoint
// shows are the core's records at that step (the rest of lessons is in the importers' module).
#include <emscripten/bind.h>

#include <string>

#include "sidestep/io/json.hpp"
#include "sidestep/lesson/lesson.hpp"

using namespace emscripten;
using namespace sidestep;

namespace {

/// {"text", "errors"}: the caption filled in from the world as it stands (decisions refreshed first).
std::string fillCaptionJson(World& world, const std::string& caption) {
    world.refreshDecisions();
    const CaptionFill fill = fillCaption(world, caption);
    Json errors = Json::array();
    for (const std::string& e : fill.errors) errors.push(Json::string(e));
    return writeJson(Json::object().set("text", Json::string(fill.text)).set("errors", std::move(errors)), 0);
}

}  // namespace

EMSCRIPTEN_BINDINGS(sidestep_caption) { function("fillCaption", &fillCaptionJson); }
