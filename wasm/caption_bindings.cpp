// embind registration of a lesson's caption filled in from the page's world: the numbers a checkpoint
// shows are the core's records at that step (the rest of lessons is in the importers' module).
#include <emscripten/bind.h>

#include <string>

#include "sidestep/io/json.hpp"
#include "sidestep/io/message_json.hpp"
#include "sidestep/lesson/lesson.hpp"

using namespace emscripten;
using namespace sidestep;

namespace {

/// {"text", "parts", "errors", "messages"}: the caption filled in from the world as it stands (decisions refreshed
/// first), each error's message beside its English (invalid-caption-*, for the page to word);
/// parts: [{text}], a placeholder's number [{text, number, digits}] or status [{text, status}] (text: its English)
/// and live settings [{text, agent, setting, avoidance, integer, min, max, value}].
std::string fillCaptionJson(World& world, const std::string& caption) {
    world.refreshDecisions();
    const CaptionFill fill = fillCaption(world, caption);
    Json errors = Json::array(), messages = Json::array();
    for (const std::string& e : fill.errors) errors.push(Json::string(e));
    for (const Message& m : fill.messages) messages.push(messageToJson(m));
    Json parts = Json::array();
    for (const CaptionPart& p : fill.parts) {
        Json o = Json::object().set("text", Json::string(p.text));
        if (p.number) o.set("number", Json::number(p.value)).set("digits", Json::number(p.digits));
        if (!p.status.empty()) o.set("status", Json::string(p.status));
        if (p.live) {
            const CaptionLive& s = p.setting;
            o.set("agent", Json::number(s.agent))
                .set("setting", Json::string(s.setting))
                .set("avoidance", Json::boolean(s.avoidance))
                .set("integer", Json::boolean(s.integer))
                .set("min", Json::number(s.min))
                .set("max", Json::number(s.max))
                .set("value", Json::number(s.value));
        }
        parts.push(std::move(o));
    }
    return writeJson(Json::object()
                         .set("text", Json::string(fill.text))
                         .set("parts", std::move(parts))
                         .set("errors", std::move(errors))
                         .set("messages", std::move(messages)),
                     0);
}

}  // namespace

EMSCRIPTEN_BINDINGS(sidestep_caption) { function("fillCaption", &fillCaptionJson); }
