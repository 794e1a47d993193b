// A core message in English: its pattern from english_messages.cpp (en.ftl's words) with its arguments, numbers
// written as the page writes them in English (explain::fixed, JavaScript's toFixed).
#include "sidestep/explain/message.hpp"

#include "english_messages.hpp"
#include "format.hpp"

namespace sidestep {

namespace {

const MessageArg* findArg(const Message& m, const std::string& name) {
    for (const MessageArg& a : m.args) {
        if (a.name == name) return &a;
    }
    return nullptr;
}

std::string argText(const MessageArg& a) {
    switch (a.kind) {
        case MessageArg::Kind::Number:
            return explain::fixed(a.number, a.digits);
        case MessageArg::Kind::Message:
            return english(Message(a.text));
        case MessageArg::Kind::Words: {
            std::string out;
            for (const std::string& id : a.words) out += (out.empty() ? "" : ", ") + english(Message(id));
            return out;
        }
        case MessageArg::Kind::Text:
            break;
    }
    return a.text;
}

/// The variant a select picks, as web/i18n/message.js does: the key equal to the value, else (a number) English's
/// plural category, else the default.
const std::vector<explain::Piece>& chooseVariant(const explain::Piece& select, const MessageArg* a) {
    const std::string key = a ? argText(*a) : std::string();
    for (const explain::Variant& v : select.variants) {
        if (a && v.key == key) return v.pattern;
    }
    if (a && a->kind == MessageArg::Kind::Number) {
        const char* category = a->number == 1 ? "one" : "other";
        for (const explain::Variant& v : select.variants) {
            if (v.key == category) return v.pattern;
        }
    }
    for (const explain::Variant& v : select.variants) {
        if (v.isDefault) return v.pattern;
    }
    return select.variants.front().pattern;
}

void formatPattern(const std::vector<explain::Piece>& pattern, const Message& m, std::string& out) {
    for (const explain::Piece& p : pattern) {
        if (p.arg.empty()) {
            out += p.text;
        } else if (p.variants.empty()) {
            const MessageArg* a = findArg(m, p.arg);
            out += a ? argText(*a) : "{$" + p.arg + "}";
        } else {
            formatPattern(chooseVariant(p, findArg(m, p.arg)), m, out);
        }
    }
}

}  // namespace

std::string english(const Message& message) {
    const auto& catalogue = explain::englishCatalogue();
    const auto found = catalogue.find(message.id);
    if (found == catalogue.end()) return "[" + message.id + "]";
    std::string out;
    formatPattern(found->second, message, out);
    return out;
}

bool hasEnglishMessage(const std::string& id) { return explain::englishCatalogue().count(id) > 0; }

}  // namespace sidestep
