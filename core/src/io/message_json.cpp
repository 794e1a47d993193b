// A core message as JSON ({ "id", "args" }), and the messages of a list of errors, for the page to word
// (docs/languages.md). Apart from explain_json.cpp so that the page's first module, which sends validation errors
// but does not explain, does not link the explanations' code and words.
#include "sidestep/io/message_json.hpp"

#include <cmath>
#include <cstdlib>

#include "../explain/format.hpp"

namespace sidestep {

/// A message's arguments as JSON (messageToJson says how).
static Json argsToJson(const std::vector<MessageArg>& list) {
    Json args = Json::object();
    for (const MessageArg& a : list) {
        switch (a.kind) {
            case MessageArg::Kind::Number:
                // The value as English writes it (its decimals), so native and wasm send the same number.
                args.set(
                    a.name,
                    std::isfinite(a.number)
                        ? Json::object()
                              .set("n", Json::number(std::strtod(explain::fixed(a.number, a.digits).c_str(), nullptr)))
                              .set("d", Json::number(a.digits))
                        : Json::string(explain::fixed(a.number, a.digits)));
                break;
            case MessageArg::Kind::Text:
                args.set(a.name, Json::string(a.text));
                break;
            case MessageArg::Kind::Message: {
                Json word = Json::object().set("m", Json::string(a.text));
                if (!a.args.empty()) word.set("a", argsToJson(a.args));
                args.set(a.name, std::move(word));
                break;
            }
            case MessageArg::Kind::Words: {
                Json ids = Json::array();
                for (const std::string& id : a.words) ids.push(Json::string(id));
                args.set(a.name, Json::object().set("w", std::move(ids)));
                break;
            }
        }
    }
    return args;
}

/// A message as JSON: {"id", "args": {name: {"n", "d"} (a number and its decimals) | "text" | {"m": id} (with
/// "a": its own args, when it has them) | {"w": [ids]}}}: a number rounded to the decimals it is written with; one that
/// is not finite as its English text.
Json messageToJson(const Message& m) {
    return Json::object().set("id", Json::string(m.id)).set("args", argsToJson(m.args));
}

std::string errorMessagesText(const std::vector<std::string>& errors, const std::vector<Message>& messages) {
    Json list = Json::array();
    for (size_t i = 0; i < errors.size(); ++i)
        list.push(i < messages.size() && !messages[i].id.empty() ? messageToJson(messages[i]) : Json());
    return writeJson(list, 0);
}

}  // namespace sidestep
