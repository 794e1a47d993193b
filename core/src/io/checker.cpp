// The scenario parser's errors (checker.hpp): one copy of the code that words an error, for every field's check.
#include "checker.hpp"

namespace sidestep {

void Checker::error(const std::string& path, Message rule) {
    rule.text("path", path);
    std::string text = englishError(rule);
    add(std::move(text), std::move(rule));
}

std::string Checker::describe(const Json& v) {
    switch (v.type()) {
        case Json::Type::Null:
            return "null";
        case Json::Type::Bool:
            return v.asBool() ? "true" : "false";
        case Json::Type::Number:
            return std::isfinite(v.asNumber()) ? formatNumber(v.asNumber()) : v.literal();
        case Json::Type::String: {
            std::string s = v.asString().substr(0, 40);
            return "\"" + s + (v.asString().size() > 40 ? "...\"" : "\"");
        }
        case Json::Type::Array: {
            if (v.items().size() > 4) return "an array of " + std::to_string(v.items().size());
            std::string out = "[";
            for (size_t i = 0; i < v.items().size(); ++i) {
                if (v.items()[i].isArray() || v.items()[i].isObject()) return "an array";
                out += (i ? ", " : "") + describe(v.items()[i]);
            }
            return out + "]";
        }
        case Json::Type::Object:
            return "an object";
    }
    return "?";
}

Message Checker::gotArg(Message m, const Json& v) {
    if (v.isObject()) return std::move(m.word("got", "invalid-got-object"));
    if (v.isArray() && v.items().size() > 4)
        return std::move(m.word("got", Message("invalid-got-items").count("items", double(v.items().size()))));
    if (v.isArray())
        for (const Json& item : v.items())
            if (item.isArray() || item.isObject()) return std::move(m.word("got", "invalid-got-array"));
    return std::move(m.text("got", describe(v)));
}

}  // namespace sidestep
